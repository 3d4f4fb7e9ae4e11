"""The player's preferences as one value: rules, opponent level, table and play options.

No Qt here. :meth:`AppSettings.from_dict` reads whatever was stored (a dict of
plain values, or of the texts a settings file gives back) and never fails: each
unknown or invalid value falls back to its default on its own, and the list of
what was reset is returned so the player can be told.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, fields
from typing import Any, Final

from gin_desktop.core import PRESET_TITLES, Rules, RulesError, preset
from gin_desktop.text.rule_errors import rules_error
from gin_desktop.values import limited_json
from gin_desktop.values.levels import LEVELS
from gin_desktop.words.i18n import CONTEXT, QT_TRANSLATE_NOOP, tr
from gin_desktop.words.languages import LANGUAGES, SYSTEM, language_of

ANIMATION_MS: Final[dict[str, int]] = {"off": 0, "fast": 150, "normal": 260, "slow": 420}
ANIMATIONS: Final = tuple(ANIMATION_MS)
PACE_MS: Final[dict[str, int]] = {"brisk": 250, "normal": 650, "relaxed": 1100}
"""How long each of the computer's moves stays on the table before its next one."""
PACES: Final = tuple(PACE_MS)
FELTS: Final = ("green", "blue", "red", "grey")
"""The table colours (the cloth under the cards); the first is the default."""
THEMES: Final = ("classic", "night")
"""The looks of the whole window (cloth shade, side panel, dialogs); the first is the default."""
SCALE_RANGE: Final = (80, 130)
VOLUME_RANGE: Final = (0, 100)
DEFAULT_VOLUME: Final = 40
"""Sound is on by default, but quiet: the effects play at 40 of 100 (about -16 dB, see gin_desktop.sound.mixer)."""
DEFAULT_BACKS: Final = ("blue", "red", "purple", "green")  # the names of gin_desktop.ui.card_pixmaps.BACKS
DECKS: Final = ("classic", "large-index")  # gin_desktop.ui.card_pixmaps.DECKS: the face styles
TUTORS: Final = ("off", "inaccuracy", "mistake", "blunder")
"""The tutor's threshold: it warns before a move the coach would grade this or worse (off by default)."""
_TRUE: Final = ("1", "true", "yes", "on")
_FALSE: Final = ("0", "false", "no", "off")
_FLAGS: Final = ("four_colour", "confirm_knock", "allow_undo", "high_contrast", "sound")


@dataclass(frozen=True, slots=True)
class AppSettings:
    """Everything the player can set. Invalid values raise ``ValueError`` (the card back
    is checked against the available backs by :meth:`from_dict` and the dialog only)."""

    rules: Rules = field(default_factory=Rules)
    level: str = "medium"
    animation: str = "normal"
    pace: str = "normal"
    back: str = "blue"
    felt: str = "green"
    theme: str = "classic"
    four_colour: bool = False
    deck: str = "classic"  # the face style: classic, or large-index (the biggest rank and suit)
    card_scale: int = 100
    confirm_knock: bool = True
    allow_undo: bool = False
    high_contrast: bool = False
    sound: bool = True  # the sound effects (M, or Game > Mute sounds, turns them off and on)
    volume: int = DEFAULT_VOLUME  # of the sound effects, 0–100
    tutor: str = "off"  # one of TUTORS: warn before a move graded at least this (see control.tutor)
    language: str = SYSTEM  # "system" or a code of gin_desktop.words.languages; applied at the next start

    def __post_init__(self) -> None:
        if not isinstance(self.rules, Rules):
            raise ValueError(f"rules must be Rules, got {type(self.rules).__name__}")
        if self.level not in LEVELS:
            raise ValueError(f"level must be one of {', '.join(LEVELS)}; got {self.level!r}")
        if self.animation not in ANIMATION_MS:
            raise ValueError(f"animation must be one of {', '.join(ANIMATIONS)}; got {self.animation!r}")
        if self.pace not in PACE_MS:
            raise ValueError(f"pace must be one of {', '.join(PACES)}; got {self.pace!r}")
        if self.felt not in FELTS:
            raise ValueError(f"felt must be one of {', '.join(FELTS)}; got {self.felt!r}")
        if self.deck not in DECKS:
            raise ValueError(f"deck must be one of {', '.join(DECKS)}; got {self.deck!r}")
        if self.theme not in THEMES:
            raise ValueError(f"theme must be one of {', '.join(THEMES)}; got {self.theme!r}")
        if self.tutor not in TUTORS:
            raise ValueError(f"tutor must be one of {', '.join(TUTORS)}; got {self.tutor!r}")
        if self.language not in LANGUAGES:
            raise ValueError(f"language must be one of {', '.join(LANGUAGES)}; got {self.language!r}")
        if not isinstance(self.back, str) or not self.back:
            raise ValueError(f"back must be the name of a card back, got {self.back!r}")
        low, high = SCALE_RANGE
        if type(self.card_scale) is not int or not low <= self.card_scale <= high:
            raise ValueError(f"card_scale must be a whole number from {low} to {high}, got {self.card_scale!r}")
        low, high = VOLUME_RANGE
        if type(self.volume) is not int or not low <= self.volume <= high:
            raise ValueError(f"volume must be a whole number from {low} to {high}, got {self.volume!r}")
        for name in _FLAGS:
            if type(getattr(self, name)) is not bool:
                raise ValueError(f"{name} must be true or false, got {getattr(self, name)!r}")

    @property
    def animation_ms(self) -> int:
        """Duration of one card move in milliseconds (0: no animation)."""
        return ANIMATION_MS[self.animation]

    @property
    def pace_ms(self) -> int:
        """The least time between two of the computer's moves, in milliseconds."""
        return PACE_MS[self.pace]

    @staticmethod
    def defaults(backs: Sequence[str] = DEFAULT_BACKS) -> AppSettings:
        """The default settings; the card back is the first of ``backs``."""
        return AppSettings(back=backs[0] if backs else "blue")

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready values (the rules as their JSON object)."""
        out: dict[str, Any] = {f.name: getattr(self, f.name) for f in fields(self)}
        out["rules"] = self.rules.to_json()
        return out

    @staticmethod
    def from_dict(
        data: Mapping[str, object], backs: Sequence[str] = DEFAULT_BACKS
    ) -> tuple[AppSettings, list[str]]:
        """Settings from stored values, and a sentence for each value that was reset.

        Missing keys take their defaults silently (a first start has none); keys this
        version does not know are ignored. Values may be the real types or texts
        (``"true"``, ``"120"``); ``rules`` may be an object of options, its JSON
        text or a preset name.
        """
        base = AppSettings.defaults(backs)
        reset: list[str] = []
        values: dict[str, Any] = {}
        if "rules" in data:
            values["rules"] = _read_rules(data["rules"], reset)
        choices: dict[str, tuple[str, ...]] = {"level": LEVELS, "animation": ANIMATIONS, "pace": PACES,
                                               "back": tuple(backs), "felt": FELTS,
                                               "theme": THEMES, "deck": DECKS, "tutor": TUTORS}
        for name, allowed in choices.items():
            if name in data:
                text = str(data[name]).strip().lower()
                if text in allowed:
                    values[name] = text
                else:
                    default = getattr(base, name)
                    reset.append(_not_one_of(name, data[name], allowed, default))
        if "language" in data:
            language = language_of(data["language"])
            if language is not None:
                values["language"] = language
            else:
                reset.append(_not_one_of("language", data["language"], LANGUAGES, base.language))
        for name, (low, high) in (("card_scale", SCALE_RANGE), ("volume", VOLUME_RANGE)):
            if name in data:
                number = _read_int(data[name])
                if number is not None and low <= number <= high:
                    values[name] = number
                else:
                    reset.append(tr("{setting} {value} is not a whole number from {low} to {high}; reset to "
                                    "{default}.").format(setting=tr(_LABELS[name]), value=_show(data[name]),
                                                         low=low, high=high, default=getattr(base, name)))
        for name in _FLAGS:
            if name in data:
                flag = _read_bool(data[name])
                if flag is None:
                    reset.append(tr("{setting} {value} is not on or off; reset to {default}.").format(
                        setting=tr(_LABELS[name]), value=_show(data[name]),
                        default=tr("on") if getattr(base, name) else tr("off")))
                else:
                    values[name] = flag
        return _replace(base, values), reset


_LABELS: Final = {
    "rules": QT_TRANSLATE_NOOP(CONTEXT, "Rules"),
    "level": QT_TRANSLATE_NOOP(CONTEXT, "Computer level"),
    "animation": QT_TRANSLATE_NOOP(CONTEXT, "Animation speed"),
    "pace": QT_TRANSLATE_NOOP(CONTEXT, "Computer's pace"),
    "back": QT_TRANSLATE_NOOP(CONTEXT, "Card back"),
    "felt": QT_TRANSLATE_NOOP(CONTEXT, "Table colour"),
    "theme": QT_TRANSLATE_NOOP(CONTEXT, "Theme"),
    "card_scale": QT_TRANSLATE_NOOP(CONTEXT, "Card size"),
    "four_colour": QT_TRANSLATE_NOOP(CONTEXT, "Four-colour deck"),
    "deck": QT_TRANSLATE_NOOP(CONTEXT, "Card faces"),
    "confirm_knock": QT_TRANSLATE_NOOP(CONTEXT, "Confirm before knocking"),
    "allow_undo": QT_TRANSLATE_NOOP(CONTEXT, "Allow undo"),
    "high_contrast": QT_TRANSLATE_NOOP(CONTEXT, "High contrast"),
    "sound": QT_TRANSLATE_NOOP(CONTEXT, "Sound"),
    "volume": QT_TRANSLATE_NOOP(CONTEXT, "Sound volume"),
    "language": QT_TRANSLATE_NOOP(CONTEXT, "Language"),
    "tutor": QT_TRANSLATE_NOOP(CONTEXT, "Tutor"),
}
"""Each setting's name in the sentences that say a stored value was reset (translated where shown)."""


def _not_one_of(name: str, value: object, allowed: Sequence[str], default: str) -> str:
    return tr("{setting} {value} is not one of {choices}; reset to {default}.").format(
        setting=tr(_LABELS[name]), value=_show(value), choices=", ".join(allowed), default=default)


def _replace(base: AppSettings, values: Mapping[str, Any]) -> AppSettings:
    merged = {f.name: getattr(base, f.name) for f in fields(base)}
    merged.update(values)
    return AppSettings(**merged)


def _show(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _read_bool(value: object) -> bool | None:
    if isinstance(value, bool):
        return value
    text = str(value).strip().lower()
    if text in _TRUE:
        return True
    if text in _FALSE:
        return False
    return None


def _read_int(value: object) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    try:
        return int(str(value).strip())
    except ValueError:
        return None


def _read_rules(value: object, reset: list[str]) -> Rules:
    """The stored rules; a bad option falls back to its default alone when the rest still fits."""
    if isinstance(value, str):
        text = value.strip()
        try:
            value = limited_json.loads(text)
        except ValueError:
            try:
                return preset(text)
            except RulesError:
                reset.append(tr("Rules {value} are not readable; reset to the Standard rules.").format(
                    value=_show(text)))
                return Rules()
    if isinstance(value, str):
        value = {"preset": value}
    if not isinstance(value, dict):
        reset.append(tr("Rules {value} are not a set of options; reset to the Standard rules.").format(
            value=_show(value)))
        return Rules()
    try:
        return Rules.from_json(value)
    except RulesError:
        pass
    base = Rules()
    options = dict(value)
    if "preset" in options:
        try:
            base = preset(str(options.pop("preset")))
        except RulesError as exc:
            reset.append(tr("Rules: {error}; the Standard rules are used as the base.").format(error=rules_error(exc)))
    known = {f.name for f in fields(Rules)}
    good: dict[str, object] = {}
    for name, option in options.items():
        if name not in known:
            continue  # an option of another version: ignored
        try:
            base.with_options(**{name: option})
        except RulesError as exc:
            reset.append(tr("Rules: {error}; reset to {default}.").format(
                error=rules_error(exc), default=repr(getattr(base, name))))
        else:
            good[name] = option
    try:
        return base.with_options(**good)
    except RulesError as exc:
        for name in reversed(list(good)):  # options that only clash together: drop one, latest first
            try:
                rules = base.with_options(**{k: v for k, v in good.items() if k != name})
            except RulesError:
                continue
            reset.append(tr("Rules: {error}; {option} reset to {default}.").format(
                error=rules_error(exc), option=name, default=repr(getattr(base, name))))
            return rules
        title = PRESET_TITLES.get(base.preset_name or "standard", "Standard")
        reset.append(tr("Rules: {error}; reset to the {title} rules.").format(error=rules_error(exc), title=title))
        return base
