"""The actions a player can take, as small immutable values.

Each action has a text form for logs and tools (``discard TD``, ``knock 9C``) and a
JSON form for saving. ``Knock`` and ``BigGin`` may name the melds the player shows;
without them the hand uses its first minimum-deadwood arrangement.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .cards import Card, parse_card, parse_cards
from .errors import GinError, InvalidActionError, LoadError
from .melds import Meld


@dataclass(frozen=True, slots=True)
class Pass:
    """Decline the first upcard, or (wall rule ``last_discard``) the last discard."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class DrawStock:
    def __str__(self) -> str:
        return "draw_stock"


@dataclass(frozen=True, slots=True)
class DrawDiscard:
    """Take the top card of the discard pile (the upcard on the first turn)."""

    def __str__(self) -> str:
        return "draw_discard"


@dataclass(frozen=True, slots=True)
class Discard:
    card: Card

    def __str__(self) -> str:
        return f"discard {self.card.code}"


@dataclass(frozen=True, slots=True)
class Knock:
    """Discard ``card`` and knock (gin when no deadwood is left)."""

    card: Card
    melds: tuple[Meld, ...] | None = None

    def __str__(self) -> str:
        return f"knock {self.card.code}" + _melds_text(self.melds)


@dataclass(frozen=True, slots=True)
class BigGin:
    """Go out with all 11 cards melded, without discarding."""

    melds: tuple[Meld, ...] | None = None

    def __str__(self) -> str:
        return "big_gin" + _melds_text(self.melds)


@dataclass(frozen=True, slots=True)
class LayOut:
    """The defender lays out melds and lays off (the core finds the best way)."""

    def __str__(self) -> str:
        return "lay_out"


Action = Pass | DrawStock | DrawDiscard | Discard | Knock | BigGin | LayOut

_SIMPLE: dict[str, Action] = {
    "pass": Pass(), "draw_stock": DrawStock(), "draw_discard": DrawDiscard(), "lay_out": LayOut(),
}


def _melds_text(melds: tuple[Meld, ...] | None) -> str:
    return "" if melds is None else " | " + " | ".join(m.code for m in melds)


def parse_action(text: str) -> Action:
    """Read the text form, e.g. ``discard TD`` or ``knock 2H | 7S 8S 9S | QC QD QH``."""
    head, _, melds_text = text.partition("|")
    words = head.split()
    if not words:
        raise InvalidActionError(f"empty action text: {text!r}")
    verb = words[0].lower()
    try:
        melds = tuple(Meld.of(part) for part in melds_text.split("|")) if melds_text.strip() else None
        if verb in _SIMPLE and len(words) == 1 and melds is None:
            return _SIMPLE[verb]
        if verb == "discard" and len(words) == 2 and melds is None:
            return Discard(parse_card(words[1]))
        if verb == "knock" and len(words) == 2:
            return Knock(parse_card(words[1]), melds)
        if verb == "big_gin" and len(words) == 1:
            return BigGin(melds)
    except GinError as exc:
        raise InvalidActionError(f"bad action {text!r}: {exc}") from exc
    raise InvalidActionError(
        f"not an action: {text!r} (actions: pass, draw_stock, draw_discard, discard <card>, "
        "knock <card> [| meld | …], big_gin [| meld | …], lay_out)"
    )


def action_to_json(action: Action) -> dict[str, Any]:
    out: dict[str, Any] = {"type": str(action).split()[0]}
    if isinstance(action, (Discard, Knock)):
        out["card"] = action.card.code
    if isinstance(action, (Knock, BigGin)) and action.melds is not None:
        out["melds"] = [[c.code for c in m.cards] for m in action.melds]
    return out


def action_from_json(data: object) -> Action:
    """Inverse of :func:`action_to_json`; raise :class:`LoadError` on anything else."""
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise LoadError(f"an action must be an object with a 'type', got {data!r:.80}")
    kind = data["type"]
    try:
        melds = None
        if data.get("melds") is not None:
            raw = data["melds"]
            if not isinstance(raw, list):
                raise LoadError(f"action melds must be a list, got {raw!r:.80}")
            melds = tuple(Meld.of(parse_cards(m)) for m in raw)
        card = parse_card(data["card"]) if "card" in data else None
    except (GinError, TypeError) as exc:
        raise LoadError(f"bad action {data!r:.80}: {exc}") from exc
    if kind in _SIMPLE and card is None and melds is None:
        return _SIMPLE[kind]
    if kind == "discard" and card is not None and melds is None:
        return Discard(card)
    if kind == "knock" and card is not None:
        return Knock(card, melds)
    if kind == "big_gin" and card is None:
        return BigGin(melds)
    raise LoadError(f"not an action: {data!r:.80}")
