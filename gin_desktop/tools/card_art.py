"""``card-art``: write our own SVG deck (52 faces and the card backs) into ``assets/cards/``.

``gin-rummy-tools card-art [--out DIR] [--check]`` writes ``AS.svg`` … ``KD.svg`` (named
by :attr:`Card.code`) and ``back-<name>.svg`` for each name in :data:`BACKS`. Every
shape is a path (suit symbols and ranks alike), so the cards look the same on every
machine whatever fonts it has. The output is byte-for-byte deterministic; ``--check``
writes nothing and exits 1 when the files in ``DIR`` differ from what would be written
(the test suite does the same, so stale art is caught).

Design: a white rounded card, viewBox ``0 0 250 350`` (2.5 : 3.5), with large corner
indices (rank over suit) top-left and, turned half round, bottom-right. The top-left
index lies within the left 52 units (a fifth of the width), so it stays readable in a
fanned hand that shows only a quarter of each card. Twos to tens have the classic pip arrangements; aces have one big
suit symbol; jacks, queens and kings a framed panel with the letter at both ends and
the suit in the middle.

Colour tokens
-------------
Each suit is drawn in one exact colour string, distinct per suit, so a renderer can
recolour a suit by replacing the string in the SVG bytes (the four-colour deck in
:mod:`gin_desktop.ui.card_pixmaps` does this). Nothing else in the faces uses these
strings, and the backs use none of them:

==========  ===========  =====================================
suit        token        two-colour look
==========  ===========  =====================================
clubs       ``#1a1a1a``  black
diamonds    ``#c8102f``  red
hearts      ``#c8102e``  red
spades      ``#1a1a1b``  black
==========  ===========  =====================================

Tokens appear as ``fill="…"`` and ``stroke="…"`` attribute values (lower-case).
"""

from __future__ import annotations

import argparse
import math
from collections.abc import Iterable
from pathlib import Path
from typing import Any, Final, TextIO

from gin_desktop.core.cards import DECK, Card

# --- colour tokens (see the module docstring) -------------------------------------------------

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

INDEX_X: Final = 29.0  # centre line of the corner index
INDEX_TOP: Final = 17.0
INDEX_RANK_H: Final = 48.0  # rank glyph height (stroke centre lines)
INDEX_SUIT: Final = 38.0  # suit symbol size
INDEX_GAP: Final = 10.0
INDEX_SUIT_Y: Final = INDEX_TOP + INDEX_RANK_H + INDEX_GAP + INDEX_SUIT / 2  # centre of the index suit

PIP: Final = 36.0
PIP_COLS: Final = (83.0, 125.0, 167.0)
PIP_TOP: Final = 74.0
PIP_BOTTOM: Final = 276.0

BACKS: Final = ("blue", "red", "purple")
_BACK_COLOURS: Final = {
    # name: (field, lattice, frame)
    "blue": ("#1d4e8f", "#2c64ad", "#e8eef7"),
    "red": ("#9e1c2a", "#bb3441", "#f7e9ea"),
    "purple": ("#4b2a73", "#62408f", "#efe9f6"),
}

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


def _n(x: float) -> str:
    """A number for SVG text: at most two decimals, no trailing zeros, never ``-0``."""
    text = f"{x:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def _circle(cx: float, cy: float, r: float) -> str:
    """A clockwise circle sub-path (same winding as the other club parts, so they merge)."""
    left, right, y, rr = _n(cx - r), _n(cx + r), _n(cy), _n(r)
    return f"M{left} {y}A{rr} {rr} 0 1 1 {right} {y}A{rr} {rr} 0 1 1 {left} {y}Z"


_CLUB = (
    _circle(0, -26, 21.5)
    + _circle(-25, 9, 21.5)
    + _circle(25, 9, 21.5)
    + "M0 -26L25 9L-25 9Z"
    + "M4 8C4 30 10 42 21 50L-21 50C-10 42 -4 30 -4 8Z"
)
SUIT_PATHS: Final = (_CLUB, _DIAMOND, _HEART, _SPADE)

# --- rank glyphs: stroked centre lines in a box 100 high, (width, path) -----------------------

GLYPH_STROKE: Final = 14.5
_GLYPHS: Final[dict[str, tuple[float, str]]] = {
    "A": (58, "M0 100L29 0L58 100M11 63H47"),
    "2": (56, "M2 23C5 8 16 0 29 0C44 0 54 10 54 25C54 42 42 54 1 100H56"),
    "3": (54, "M3 13C9 4 18 0 28 0C42 0 52 9 52 23C52 37 42 45 26 45C44 45 55 55 55 72"
      "C55 89 43 100 27 100C15 100 6 95 1 85"),
    "4": (58, "M43 100V0L0 68H58"),
    "5": (55, "M51 0H11L7 44C13 39 20 37 28 37C44 37 55 49 55 68C55 87 43 100 27 100C15 100 6 95 1 85"),
    "6": (56, "M50 7C45 2 38 0 31 0C13 0 3 19 3 50C3 83 13 100 30 100C45 100 55 89 55 70"
      "C55 52 45 41 30 41C17 41 7 49 3 61"),
    "7": (56, "M0 0H56C38 30 24 62 20 100"),
    "8": (56, _circle(28, 23, 22.5) + _circle(28, 72.5, 27)),
    "9": (56, "M6 93C11 98 18 100 25 100C43 100 53 81 53 50C53 17 43 0 26 0C11 0 1 11 1 30"
      "C1 48 11 59 26 59C39 59 49 51 53 39"),
    "10": (74, "M0 18L16 0V100" + "M55 0C43 0 36 20 36 50C36 80 43 100 55 100C67 100 74 80 74 50C74 20 67 0 55 0Z"),
    "J": (44, "M20 0H44V68C44 89 35 100 21 100C9 100 1 92 0 80"),
    "Q": (62, "M31 0C13 0 0 20 0 50C0 80 13 100 31 100C49 100 62 80 62 50C62 20 49 0 31 0ZM38 72L62 104"),
    "K": (56, "M3 0V100M55 0L3 64M23 40L56 100"),
}


def rank_label(card: Card) -> str:
    return "10" if card.rank == 10 else card.code[0]


# --- SVG building ------------------------------------------------------------------------------


def _suit(suit: int, x: float, y: float, size: float, turned: bool = False, colour: str | None = None) -> str:
    """One suit symbol of ``size`` units centred at (x, y); ``turned`` rotates it half round."""
    turn = " rotate(180)" if turned else ""
    fill = colour or SUIT_TOKENS[suit]
    place = f"translate({_n(x)} {_n(y)}) scale({_n(size / 100)}){turn}"
    return f'<path fill="{fill}" transform="{place}" d="{SUIT_PATHS[suit]}"/>'


def _glyph(label: str, cx: float, top: float, height: float, colour: str, stroke: float = GLYPH_STROKE) -> str:
    """A rank glyph ``height`` units tall, centred on ``cx``, its top stroke centre line at ``top``."""
    width, d = _GLYPHS[label]
    s = height / 100
    return (
        f'<path fill="none" stroke="{colour}" stroke-width="{_n(stroke)}" stroke-linecap="round" '
        f'stroke-linejoin="round" transform="translate({_n(cx - width * s / 2)} {_n(top)}) scale({_n(s)})" d="{d}"/>'
    )


def _turned(parts: Iterable[str]) -> str:
    """The parts rotated half round about the card's centre."""
    return f'<g transform="rotate(180 {_n(WIDTH / 2)} {_n(HEIGHT / 2)})">' + "".join(parts) + "</g>"


def _index(card: Card) -> list[str]:
    colour = SUIT_TOKENS[card.suit]
    return [
        _glyph(rank_label(card), INDEX_X, INDEX_TOP, INDEX_RANK_H, colour),
        _suit(card.suit, INDEX_X, INDEX_SUIT_Y, INDEX_SUIT),
    ]


def _pip_positions(rank: int) -> list[tuple[float, float]]:
    """Classic pip centres for 2 … 10 (those below the middle are drawn turned)."""
    left, centre, right = PIP_COLS
    top, bottom = PIP_TOP, PIP_BOTTOM
    mid = (top + bottom) / 2
    third = (bottom - top) / 3
    rows4 = [top, top + third, bottom - third, bottom]
    sides3 = [(x, y) for y in (top, mid, bottom) for x in (left, right)]
    sides2 = [(x, y) for y in (top, bottom) for x in (left, right)]
    sides4 = [(x, y) for y in rows4 for x in (left, right)]
    layouts: dict[int, list[tuple[float, float]]] = {
        2: [(centre, top), (centre, bottom)],
        3: [(centre, top), (centre, mid), (centre, bottom)],
        4: sides2,
        5: [*sides2, (centre, mid)],
        6: sides3,
        7: [*sides3, (centre, (top + mid) / 2)],
        8: [*sides3, (centre, (top + mid) / 2), (centre, (mid + bottom) / 2)],
        9: [*sides4, (centre, mid)],
        10: [*sides4, (centre, (rows4[0] + rows4[1]) / 2), (centre, (rows4[2] + rows4[3]) / 2)],
    }
    return layouts[rank]


def _pips(card: Card) -> list[str]:
    mid = HEIGHT / 2
    return [_suit(card.suit, x, y, PIP, turned=y > mid + 0.5) for x, y in _pip_positions(card.rank)]


def _ace(card: Card) -> list[str]:
    colour = SUIT_TOKENS[card.suit]
    cx, cy = WIDTH / 2, HEIGHT / 2
    if card.suit == 3:  # the ace of spades gets the traditional extra flourish: a double ring
        return [
            f'<circle cx="{_n(cx)}" cy="{_n(cy)}" r="60" fill="none" stroke="{colour}" stroke-width="3"/>',
            f'<circle cx="{_n(cx)}" cy="{_n(cy)}" r="54.5" fill="none" stroke="{colour}" stroke-width="1.2"/>',
            _suit(card.suit, cx, cy - 2, 82),
        ]
    return [_suit(card.suit, cx, cy, 112)]


def _court(card: Card) -> list[str]:
    """Jack, queen, king: a tinted frame, a letter badge at each end, the suit in the middle."""
    colour = SUIT_TOKENS[card.suit]
    x0, y0, x1, y1 = 66.0, 46.0, 184.0, 304.0  # clear of the left quarter that a fanned hand shows
    cx, by, r = WIDTH / 2, y0 + 44, 29.0
    half = [
        f'<circle cx="{_n(cx)}" cy="{_n(by)}" r="{_n(r)}" fill="{colour}"/>',
        _glyph(rank_label(card), cx, by - 17, 34, "#ffffff", stroke=13),
        _suit(card.suit, x0 + 18, y0 + 18, 18),
        _suit(card.suit, x1 - 18, y0 + 18, 18),
    ]
    return [
        f'<rect x="{_n(x0)}" y="{_n(y0)}" width="{_n(x1 - x0)}" height="{_n(y1 - y0)}" rx="10" '
        f'fill="{colour}" fill-opacity="0.07" stroke="{colour}" stroke-width="2.5"/>',
        f'<rect x="{_n(x0 + 6)}" y="{_n(y0 + 6)}" width="{_n(x1 - x0 - 12)}" height="{_n(y1 - y0 - 12)}" rx="6" '
        f'fill="none" stroke="{colour}" stroke-opacity="0.45" stroke-width="1"/>',
        *half,
        _turned(half),
        _suit(card.suit, WIDTH / 2, HEIGHT / 2, 84),
    ]


def _svg(title: str, body: Iterable[str]) -> str:
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
        f'width="{WIDTH}" height="{HEIGHT}" viewBox="0 0 {WIDTH} {HEIGHT}">\n'
        f"<title>{title}</title>\n" + "\n".join(body) + "\n</svg>\n"
    )


def _blank(fill: str = "#ffffff") -> str:
    return (
        f'<rect x="0.75" y="0.75" width="{_n(WIDTH - 1.5)}" height="{_n(HEIGHT - 1.5)}" rx="{RADIUS}" '
        f'fill="{fill}" stroke="{EDGE}" stroke-width="1.5"/>'
    )


def face_svg(card: Card) -> str:
    """The SVG text of one face."""
    if card.rank == 1:
        middle = _ace(card)
    elif card.rank >= 11:
        middle = _court(card)
    else:
        middle = _pips(card)
    index = _index(card)
    return _svg(card.name, [_blank(), *index, _turned(index), *middle])


def back_svg(name: str) -> str:
    """The SVG text of one back: a lattice field in a white border with a four-suit medallion."""
    field, lattice, frame = _BACK_COLOURS[name]
    x0, y0 = 11.0, 11.0
    x1, y1 = WIDTH - 11.0, HEIGHT - 11.0
    parts = [
        _blank(),
        f'<rect x="{_n(x0)}" y="{_n(y0)}" width="{_n(x1 - x0)}" height="{_n(y1 - y0)}" rx="8" fill="{field}"/>',
    ]
    # the lattice: rows of small diamonds, every other row offset by half a step
    step_x, step_y, dw, dh = 16.0, 12.0, 6.5, 5.0
    cx0, cy0 = WIDTH / 2, HEIGHT / 2
    cells = []
    rows = math.ceil((y1 - y0) / step_y) + 2
    cols = math.ceil((x1 - x0) / step_x) + 2
    for j in range(-rows // 2, rows // 2 + 1):
        for i in range(-cols // 2, cols // 2 + 1):
            x = cx0 + (i + (0.5 if j % 2 else 0.0)) * step_x
            y = cy0 + j * step_y
            if x0 + 9 <= x - dw and x + dw <= x1 - 9 and y0 + 9 <= y - dh and y + dh <= y1 - 9:
                cells.append(f"M{_n(x)} {_n(y - dh)}L{_n(x + dw)} {_n(y)}L{_n(x)} {_n(y + dh)}L{_n(x - dw)} {_n(y)}Z")
    parts.append(f'<path fill="{lattice}" d="{"".join(cells)}"/>')
    parts.append(
        f'<rect x="{_n(x0 + 5)}" y="{_n(y0 + 5)}" width="{_n(x1 - x0 - 10)}" height="{_n(y1 - y0 - 10)}" rx="5" '
        f'fill="none" stroke="{frame}" stroke-width="2"/>'
    )
    # the medallion: a ring with the four suits in a diamond
    r = 50.0
    parts.append(
        f'<circle cx="{_n(cx0)}" cy="{_n(cy0)}" r="{_n(r)}" fill="{field}" stroke="{frame}" stroke-width="3"/>'
    )
    parts.append(
        f'<circle cx="{_n(cx0)}" cy="{_n(cy0)}" r="{_n(r - 7)}" fill="none" stroke="{frame}" stroke-width="1"/>'
    )
    d = 21.0
    for suit, (dx, dy) in zip((3, 2, 0, 1), ((0, -d), (d, 0), (0, d), (-d, 0)), strict=True):
        parts.append(_suit(suit, cx0 + dx, cy0 + dy, 25, colour=frame))
    return _svg(f"card back, {name}", parts)


def deck_files() -> dict[str, str]:
    """Every file of the deck: name -> SVG text (faces in :data:`DECK` order, then backs)."""
    files = {f"{card.code}.svg": face_svg(card) for card in DECK}
    files.update({f"back-{name}.svg": back_svg(name) for name in BACKS})
    return files


def write_deck(out: Path) -> list[Path]:
    """Write the deck into ``out`` (created if needed); return the paths written."""
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name, text in deck_files().items():
        path = out / name
        path.write_bytes(text.encode("utf-8"))
        written.append(path)
    return written


def stale_files(out: Path) -> list[str]:
    """Names of deck files in ``out`` that are missing or differ from what would be written."""
    return [
        name
        for name, text in deck_files().items()
        if not (out / name).is_file() or (out / name).read_bytes() != text.encode("utf-8")
    ]


# --- command ----------------------------------------------------------------------------------


def _default_out() -> Path:
    from gin_desktop.ui.assets import asset_path

    return asset_path("cards")


def add_parser(sub: Any) -> None:
    p = sub.add_parser("card-art", help="write the SVG card deck (faces and backs) into assets/cards/")
    p.add_argument("--out", type=Path, help="folder to write into (default: the project's assets/cards)")
    p.add_argument("--check", action="store_true", help="write nothing; exit 1 if the folder's files are stale")
    p.set_defaults(command="card-art")


def run(args: argparse.Namespace, stdin: TextIO, stdout: TextIO) -> int:
    out: Path = args.out or _default_out()
    if args.check:
        stale = stale_files(out)
        if stale:
            stdout.write(f"{len(stale)} stale card files in {out}: {' '.join(stale)}\n")
            return 1
        stdout.write(f"card art in {out} is up to date\n")
        return 0
    written = write_deck(out)
    stdout.write(f"wrote {len(written)} card files to {out}\n")
    return 0
