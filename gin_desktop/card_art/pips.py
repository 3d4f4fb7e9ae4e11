"""Number cards and aces: pips in the traditional layouts, the ace of spades ornate."""

from __future__ import annotations

from typing import Final

from gin_desktop.core.cards import Card

from .common import HEIGHT, SUIT_PATHS, SUIT_TOKENS, WIDTH, n, path, suit

PIP: Final = 36.0
PIP_COLS: Final = (86.0, 125.0, 164.0)  # clear of the corner indices (x < 55 and x > 195)
PIP_TOP: Final = 74.0
PIP_BOTTOM: Final = 276.0


def pip_positions(rank: int) -> list[tuple[float, float]]:
    """Classic pip centres for 2 … 10 (those below the middle are drawn turned), as on a
    standard deck: the seven's odd pip high in the centre, the eight's two centre pips in
    the upper and lower middle, the nine and ten on four rows."""
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


def pips(card: Card) -> list[str]:
    mid = HEIGHT / 2
    return [suit(card.suit, x, y, PIP, turned=y > mid + 0.5) for x, y in pip_positions(card.rank)]


def ace(card: Card) -> list[str]:
    if card.suit == 3:
        return ace_of_spades()
    return [suit(card.suit, WIDTH / 2, HEIGHT / 2, 118)]


def ace_of_spades() -> list[str]:
    """The classic ornate spade: a big spade with an inlaid outline spade and a centre
    ornament, scrolls either side of its stem, in a double ring."""
    colour = SUIT_TOKENS[3]
    cx, cy, size = WIDTH / 2, HEIGHT / 2 - 4, 132.0  # drawn at 132, shown at 119 (``fit``)
    s = size / 100
    inner = f"translate({n(cx)} {n(cy - 4)}) scale({n(s * 0.74)})"
    scroll = (  # a curl from the stem's foot outward and up, in card units about the centre
        f"M{n(cx + 8)} {n(cy + 58)}C{n(cx + 30)} {n(cy + 64)} {n(cx + 58)} {n(cy + 62)} {n(cx + 64)} {n(cy + 44)}"
        f"C{n(cx + 68)} {n(cy + 32)} {n(cx + 56)} {n(cy + 26)} {n(cx + 49)} {n(cy + 33)}"
        f"C{n(cx + 44)} {n(cy + 39)} {n(cx + 50)} {n(cy + 45)} {n(cx + 55)} {n(cy + 41)}"
    )
    mirror = f"translate({n(2 * cx)} 0) scale(-1 1)"
    ornament = (  # a four-petalled rosette in the spade's heart
        f"M{n(cx)} {n(cy - 22)}C{n(cx + 9)} {n(cy - 12)} {n(cx + 9)} {n(cy - 4)} {n(cx)} {n(cy + 4)}"
        f"C{n(cx - 9)} {n(cy - 4)} {n(cx - 9)} {n(cy - 12)} {n(cx)} {n(cy - 22)}Z"
        f"M{n(cx - 16)} {n(cy - 6)}C{n(cx - 6)} {n(cy - 13)} {n(cx + 6)} {n(cy - 13)} {n(cx + 16)} {n(cy - 6)}"
        f"C{n(cx + 6)} {n(cy + 1)} {n(cx - 6)} {n(cy + 1)} {n(cx - 16)} {n(cy - 6)}Z"
    )
    fit = f'<g transform="translate({n(cx)} {n(cy)}) scale(0.9) translate({n(-cx)} {n(-cy)})">'
    return [
        f'<circle cx="{n(cx)}" cy="{n(HEIGHT / 2)}" r="78" fill="none" stroke="{colour}" stroke-width="2.5"/>',
        f'<circle cx="{n(cx)}" cy="{n(HEIGHT / 2)}" r="72.5" fill="none" stroke="{colour}" stroke-width="1"/>',
        fit + f'<path fill="{colour}" transform="translate({n(cx)} {n(cy)}) scale({n(s)})" d="{SUIT_PATHS[3]}"/>',
        f'<path fill="none" stroke="#ffffff" stroke-width="3.4" transform="{inner}" d="{SUIT_PATHS[3]}"/>',
        path("#ffffff", ornament),
        path("none", scroll, stroke=colour, width=4.5, extra=' stroke-linecap="round"'),
        f'<g transform="{mirror}">' + path("none", scroll, stroke=colour, width=4.5,
                                           extra=' stroke-linecap="round"') + "</g></g>",
    ]
