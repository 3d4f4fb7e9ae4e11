"""What every part of the deck shares: colour tokens, geometry, suit symbols, rank glyphs, SVG bits."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from gin_desktop.core.cards import Card

# --- colour tokens (see the package docstring) ------------------------------------------------

CLUBS_TOKEN: Final = "#1a1a1a"
DIAMONDS_TOKEN: Final = "#c8102f"
HEARTS_TOKEN: Final = "#c8102e"
SPADES_TOKEN: Final = "#1a1a1b"
SUIT_TOKENS: Final[tuple[str, str, str, str]] = (CLUBS_TOKEN, DIAMONDS_TOKEN, HEARTS_TOKEN, SPADES_TOKEN)
"""Colour token per suit, indexed by :attr:`Card.suit` (clubs, diamonds, hearts, spades)."""

# --- card geometry ---------------------------------------------------------------------------

WIDTH: Final = 250
HEIGHT: Final = 350
RADIUS: Final = 14
EDGE: Final = "#9e9e9e"  # card outline
INK: Final = "#2b2b2b"  # outlines of the court figures (never a suit token)


def n(x: float) -> str:
    """A number for SVG text: at most two decimals, no trailing zeros, never ``-0``."""
    text = f"{x:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def circle_path(cx: float, cy: float, r: float) -> str:
    """A clockwise circle sub-path (same winding as the other club parts, so they merge)."""
    left, right, y, rr = n(cx - r), n(cx + r), n(cy), n(r)
    return f"M{left} {y}A{rr} {rr} 0 1 1 {right} {y}A{rr} {rr} 0 1 1 {left} {y}Z"


# --- suit symbols: paths in a 100 x 100 box centred on the origin ------------------------------

_HEART = (
    "M0 -25C-6 -41 -17 -47 -28 -47C-42 -47 -52 -36 -52 -21C-52 2 -30 20 0 48"
    "C30 20 52 2 52 -21C52 -36 42 -47 28 -47C17 -47 6 -41 0 -25Z"
)
_DIAMOND = "M0 -50C10 -34 24 -16 38 0C24 16 10 34 0 50C-10 34 -24 16 -38 0C-24 -16 -10 -34 0 -50Z"
_SPADE = (
    "M0 -50C9 -36 28 -24 41 -11C54 2 55 21 41 30C29 37 13 34 5 23C6 35 12 44 21 50L-21 50"
    "C-12 44 -6 35 -5 23C-13 34 -29 37 -41 30C-55 21 -54 2 -41 -11C-28 -24 -9 -36 0 -50Z"
)
_CLUB = (
    circle_path(0, -26, 21.5)
    + circle_path(-25, 9, 21.5)
    + circle_path(25, 9, 21.5)
    + "M0 -26L25 9L-25 9Z"
    + "M4 8C4 30 10 42 21 50L-21 50C-10 42 -4 30 -4 8Z"
)
SUIT_PATHS: Final = (_CLUB, _DIAMOND, _HEART, _SPADE)

# --- rank glyphs: stroked centre lines in a box 100 high, (width, path, stroke factor) ----------

GLYPH_STROKE: Final = 16.0
_GLYPHS: Final[dict[str, tuple[float, str, float]]] = {
    "A": (60, "M0 100L30 0L60 100M12 64H48", 1.0),
    "2": (56, "M2 23C5 8 16 0 29 0C44 0 54 10 54 25C54 42 42 54 1 100H56", 1.0),
    "3": (54, "M3 13C9 4 18 0 28 0C42 0 52 9 52 23C52 37 42 45 26 45C44 45 55 55 55 72"
          "C55 89 43 100 27 100C15 100 6 95 1 85", 1.0),
    "4": (58, "M43 100V0L0 68H58", 1.0),
    "5": (55, "M51 0H11L7 44C13 39 20 37 28 37C44 37 55 49 55 68C55 87 43 100 27 100C15 100 6 95 1 85", 1.0),
    "6": (56, "M50 7C45 2 38 0 31 0C13 0 3 19 3 50C3 83 13 100 30 100C45 100 55 89 55 70"
          "C55 52 45 41 30 41C17 41 7 49 3 61", 1.0),
    "7": (56, "M0 0H56C38 30 24 62 20 100", 1.0),
    "8": (56, circle_path(28, 23, 22.5) + circle_path(28, 72.5, 27), 1.0),
    "9": (56, "M6 93C11 98 18 100 25 100C43 100 53 81 53 50C53 17 43 0 26 0C11 0 1 11 1 30"
          "C1 48 11 59 26 59C39 59 49 51 53 39", 1.0),
    # the ten is condensed (narrow nought, thinner strokes) so it fits the same column as the others
    "10": (62, "M0 15L10 0V100" + "M45 0C35 0 28 20 28 50C28 80 35 100 45 100C55 100 62 80 62 50C62 20 55 0 45 0Z",
           0.8),
    "J": (44, "M20 0H44V68C44 89 35 100 21 100C9 100 1 92 0 80", 1.0),
    "Q": (62, "M31 0C13 0 0 20 0 50C0 80 13 100 31 100C49 100 62 80 62 50C62 20 49 0 31 0ZM38 72L62 104", 1.0),
    "K": (56, "M3 0V100M55 0L3 64M23 40L56 100", 1.0),
}


def rank_label(card: Card) -> str:
    return "10" if card.rank == 10 else card.code[0]


# --- SVG building ------------------------------------------------------------------------------


def suit(suit_no: int, x: float, y: float, size: float, turned: bool = False, colour: str | None = None) -> str:
    """One suit symbol of ``size`` units centred at (x, y); ``turned`` rotates it half round."""
    turn = " rotate(180)" if turned else ""
    fill = colour or SUIT_TOKENS[suit_no]
    place = f"translate({n(x)} {n(y)}) scale({n(size / 100)}){turn}"
    return f'<path fill="{fill}" transform="{place}" d="{SUIT_PATHS[suit_no]}"/>'


def glyph(label: str, cx: float, top: float, height: float, colour: str, stroke: float = GLYPH_STROKE) -> str:
    """A rank glyph ``height`` units tall, centred on ``cx``, its top stroke centre line at ``top``."""
    width, d, factor = _GLYPHS[label]
    s = height / 100
    return (
        f'<path fill="none" stroke="{colour}" stroke-width="{n(stroke * factor)}" stroke-linecap="round" '
        f'stroke-linejoin="round" transform="translate({n(cx - width * s / 2)} {n(top)}) scale({n(s)})" d="{d}"/>'
    )


def path(fill: str, d: str, stroke: str | None = None, width: float = 1.4, extra: str = "") -> str:
    """A path element (``fill`` may be ``none``). Round line joins come from the enclosing group
    (:data:`ROUND`), so a court does not repeat them on every path."""
    line = f' stroke="{stroke}" stroke-width="{n(width)}"' if stroke else ""
    return f'<path fill="{fill}"{line}{extra} d="{d}"/>'


def turned(parts: Iterable[str]) -> str:
    """The parts rotated half round about the card's centre."""
    return f'<g transform="rotate(180 {n(WIDTH / 2)} {n(HEIGHT / 2)})">' + "".join(parts) + "</g>"


ROUND: Final = ' stroke-linejoin="round"'
"""Attributes of a group whose stroked paths join their segments round."""


def turned_copy(name: str, parts: Iterable[str]) -> list[str]:
    """The parts as a group named ``name`` and a copy of it rotated half round about the card's
    centre (a ``use`` of the group, so a double-headed court stores its half once)."""
    return [f'<g id="{name}"{ROUND}>' + "".join(parts) + "</g>",
            f'<use xlink:href="#{name}" transform="rotate(180 {n(WIDTH / 2)} {n(HEIGHT / 2)})"/>']


def svg(title: str, body: Iterable[str]) -> str:
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
        f'version="1.2" baseProfile="tiny" '
        f'width="{WIDTH}" height="{HEIGHT}" viewBox="0 0 {WIDTH} {HEIGHT}">\n'
        f"<title>{title}</title>\n" + "\n".join(body) + "\n</svg>\n"
    )


def blank(fill: str = "#ffffff") -> str:
    return (
        f'<rect x="0.75" y="0.75" width="{n(WIDTH - 1.5)}" height="{n(HEIGHT - 1.5)}" rx="{RADIUS}" '
        f'fill="{fill}" stroke="{EDGE}" stroke-width="1.5"/>'
    )
