"""A refused set of rules in the player's words: the core's :class:`~gin_desktop.core.RulesError`
names its field and what is wrong; this words it (the core's own message is English)."""

from __future__ import annotations

from gin_desktop.core import RulesError
from gin_desktop.words.i18n import tr


def rules_error(exc: RulesError) -> str:
    """``exc`` in the current language (its English message where it has no code)."""
    values = {"name": exc.field, **exc.values}
    if exc.code == "whole":
        return tr("{name} must be a whole number, got {value}").format(**values)
    if exc.code == "range":
        return tr("{name} must be between {low} and {high}, got {value}").format(**values)
    if exc.code == "flag":
        return tr("{name} must be true or false, got {value}").format(**values)
    if exc.code == "choice":
        return tr("{name} must be one of {choices}; got {value}").format(**values)
    if exc.code == "oklahoma_opening":
        return tr("Oklahoma sets the knock limit from the first upcard, so it needs the upcard opening")
    return str(exc)
