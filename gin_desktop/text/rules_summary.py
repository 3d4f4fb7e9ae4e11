"""The rules in force as short sentences: the side panel's summary and the top of the rules help.

Kept apart from :mod:`gin_desktop.ui.dialogs.rules_help` (the whole rules text and its dialog),
which the table does not need at start-up. The texts share the ``RulesHelp`` context.
"""

from __future__ import annotations

from gin_desktop.core import Rules
from gin_desktop.words.i18n import tr


def translate(context: str, text: str) -> str:
    """Every text below is ``translate("RulesHelp", "...")`` (the extraction reads the context
    there); translated through :func:`~gin_desktop.words.i18n.tr`, so this module needs no Qt."""
    return tr(text, context)


def preset_title(preset: str | None) -> str:
    """A rules preset's name as the player reads it; "Custom" for any other rules."""
    titles = {
        "standard": translate("RulesHelp", "Standard"),
        "classic": translate("RulesHelp", "Classic"),
        "classic_high": translate("RulesHelp", "Classic, high bonus"),
    }
    return titles.get(preset or "", translate("RulesHelp", "Custom"))


def rules_summary(rules: Rules) -> list[str]:
    """The options in force, one short sentence each: preset, knock limit, bonuses, then every non-default choice."""
    default = Rules()
    lines = [translate("RulesHelp", "Rules: {name}").format(name=preset_title(rules.preset_name))]
    if rules.knock_limit == 0:
        lines.append(translate("RulesHelp", "Knock limit 0: only gin ends a hand"))
    else:
        lines.append(translate("RulesHelp", "Knock limit {n}: knock with at most {n} deadwood").format(
            n=rules.knock_limit))
    lines.append(translate("RulesHelp", "Gin bonus {gin}, undercut bonus {undercut}, box bonus {box} per hand won")
                 .format(gin=rules.gin_bonus, undercut=rules.undercut_bonus, box=rules.box_bonus))
    lines.append(translate("RulesHelp", "Game to {target} points, game bonus {bonus}").format(
        target=rules.target, bonus=rules.game_bonus))
    if not rules.big_gin:
        lines.append(translate("RulesHelp", "No big gin: eleven melded cards must still discard to go out"))
    elif rules.big_gin_bonus:
        lines.append(translate("RulesHelp", "Big gin scores {n} more than gin").format(n=rules.big_gin_bonus))
    if rules.shutout != default.shutout:
        lines.append(translate("RulesHelp", "Shutout: the winner's whole final score is doubled"))
    if rules.next_dealer != default.next_dealer:
        lines.append(translate("RulesHelp", "The winner of a hand deals the next one"))
    if rules.opening != default.opening:
        lines.append(translate("RulesHelp", "Eleven-card opening: the non-dealer gets 11 cards, no upcard"))
    if rules.wall != default.wall:
        lines.append(translate("RulesHelp", "At the wall the last discard may be taken, only to go out at once"))
    if rules.oklahoma:
        lines.append(translate("RulesHelp", "Oklahoma: the first upcard sets the knock limit (ace: gin only) "
                                            "and a spade upcard doubles the hand"))
    if rules.straight_gin:
        lines.append(translate("RulesHelp", "Straight gin: no knocking, only gin or big gin ends a hand"))
    return lines
