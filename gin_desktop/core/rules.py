"""Rule options and the named presets.

Every option of the project's rules text is a field here; the defaults are the
Standard preset. ``Rules`` validates itself, so an invalid custom value is refused
with a message instead of being clamped.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace
from typing import Any, Final, Literal, get_args

from .cards import Card
from .errors import RulesError

NextDealer = Literal["alternate", "winner"]
Opening = Literal["upcard", "eleven"]
WallRule = Literal["cancel", "last_discard"]
ShutoutRule = Literal["double_bonus", "double_score"]

_CHOICES: Final[dict[str, tuple[str, ...]]] = {
    "next_dealer": get_args(NextDealer),
    "opening": get_args(Opening),
    "wall": get_args(WallRule),
    "shutout": get_args(ShutoutRule),
}
_RANGES: Final[dict[str, tuple[int, int]]] = {
    "knock_limit": (0, 10),
    "gin_bonus": (0, 100),
    "undercut_bonus": (0, 100),
    "big_gin_bonus": (0, 100),
    "box_bonus": (0, 100),
    "game_bonus": (0, 100),
    "target": (50, 500),
}
_FLAGS: Final = ("big_gin", "oklahoma", "straight_gin")


@dataclass(frozen=True, slots=True)
class Rules:
    """One complete set of rule options (defaults: the Standard preset)."""

    knock_limit: int = 10
    gin_bonus: int = 25
    undercut_bonus: int = 25
    big_gin: bool = True
    big_gin_bonus: int = 0
    box_bonus: int = 25
    game_bonus: int = 100
    shutout: ShutoutRule = "double_bonus"
    target: int = 100
    next_dealer: NextDealer = "alternate"
    opening: Opening = "upcard"
    wall: WallRule = "cancel"
    oklahoma: bool = False
    straight_gin: bool = False

    def __post_init__(self) -> None:
        for name, (lo, hi) in _RANGES.items():
            value = getattr(self, name)
            if type(value) is not int:
                raise RulesError(f"{name} must be a whole number, got {value!r}", field=name, code="whole",
                                 value=repr(value))
            if not lo <= value <= hi:
                raise RulesError(f"{name} must be between {lo} and {hi}, got {value}", field=name, code="range",
                                 low=lo, high=hi, value=value)
        for name in _FLAGS:
            value = getattr(self, name)
            if type(value) is not bool:
                raise RulesError(f"{name} must be true or false, got {value!r}", field=name, code="flag",
                                 value=repr(value))
        for name, choices in _CHOICES.items():
            value = getattr(self, name)
            if value not in choices:
                raise RulesError(f"{name} must be one of {', '.join(choices)}; got {value!r}", field=name,
                                 code="choice", choices=", ".join(choices), value=repr(value))
        if self.oklahoma and self.opening != "upcard":
            raise RulesError("Oklahoma sets the knock limit from the first upcard, so it needs the upcard opening",
                             field="oklahoma", code="oklahoma_opening")

    def with_options(self, **changes: Any) -> Rules:
        """A copy with some options changed (validated)."""
        unknown = set(changes) - {f.name for f in fields(self)}
        if unknown:
            raise RulesError(f"unknown rule option(s): {', '.join(sorted(unknown))}")
        return replace(self, **changes)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @staticmethod
    def from_json(data: object) -> Rules:
        """Rules from a preset name or a dict of options (missing options take defaults)."""
        if isinstance(data, str):
            return preset(data)
        if not isinstance(data, dict):
            raise RulesError(f"rules must be a preset name or an object of options, got {type(data).__name__}")
        odd = [k for k in data if not isinstance(k, str)]
        if odd:
            raise RulesError(f"rule options are named by text, got {odd[0]!r:.40}")
        base = Rules()
        if "preset" in data:
            name = data["preset"]
            if not isinstance(name, str):
                raise RulesError(f"preset must be a preset name, got {name!r:.40}")
            base = preset(name)
            data = {k: v for k, v in data.items() if k != "preset"}
        return base.with_options(**data)

    def hand_terms(self, upcard: Card | None) -> tuple[int, int]:
        """(knock limit, score multiplier) of a hand whose first upcard is ``upcard``.

        Straight gin allows only gin (limit 0). Oklahoma takes the limit from the
        upcard (ace: gin only; face cards 10) and doubles the hand on a spade.
        """
        limit = 0 if self.straight_gin else self.knock_limit
        multiplier = 1
        if self.oklahoma and upcard is not None:
            if not self.straight_gin:
                limit = 0 if upcard.rank == 1 else upcard.value
            if upcard.suit == 3:
                multiplier = 2
        return limit, multiplier

    @property
    def preset_name(self) -> str | None:
        """The preset these rules equal, if any."""
        for name, rules in PRESETS.items():
            if rules == self:
                return name
        return None


PRESETS: Final[dict[str, Rules]] = {
    "standard": Rules(),
    "classic": Rules(gin_bonus=20, undercut_bonus=10, box_bonus=20),
    "classic_high": Rules(gin_bonus=25, undercut_bonus=20, box_bonus=25),
}
PRESET_TITLES: Final[dict[str, str]] = {
    "standard": "Standard",
    "classic": "Classic",
    "classic_high": "Classic, high bonus",
}


def preset(name: str) -> Rules:
    """A preset by its key (``classic_high``) or its title (``Classic, high bonus``)."""
    key = str(name).strip().lower().replace("-", "_").replace(" ", "_").replace(",", "")
    if key in PRESETS:
        return PRESETS[key]
    for preset_key, title in PRESET_TITLES.items():
        if title.lower() == str(name).strip().lower():
            return PRESETS[preset_key]
    raise RulesError(f"unknown rules preset {name!r}; presets are {', '.join(PRESETS)}")
