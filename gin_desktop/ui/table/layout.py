"""Where everything on the table goes, computed from the human's view and the window size.

Pure geometry with no Qt objects, so it is easy to test: every card gets a
:class:`Spot` (position, stacking order, face up or down, highlight), and the piles
and the knock area get rectangles. Everything scales with the window: the card
size follows the smaller of the width and height budgets, and a hand fans tighter
when it would not fit.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from gin_desktop.core import Arrangement, Card, Meld, Phase, PlayerView, best_arrangement

CARD_RATIO = 350 / 250  # height / width
MARGIN = 0.03  # of the smaller window side


@dataclass(frozen=True)
class Rect:
    x: float
    y: float
    w: float
    h: float

    def contains(self, px: float, py: float) -> bool:
        return self.x <= px <= self.x + self.w and self.y <= py <= self.y + self.h

    @property
    def center(self) -> tuple[float, float]:
        return (self.x + self.w / 2, self.y + self.h / 2)


class Tint(StrEnum):
    """How a card is marked on the table (equal to its old string names, "meld0" …)."""

    MELD0 = "meld0"
    MELD1 = "meld1"
    MELD2 = "meld2"
    MELD3 = "meld3"
    MELD4 = "meld4"  # (a showdown can show six melds: the knocker's three and the defender's three)
    MELD5 = "meld5"
    LAYOFF = "layoff"  # laid off on the knocker's melds at the showdown
    DEADWOOD = "deadwood"
    HINT = "hint"  # the pile a hint suggests drawing from


MELD_TINTS = (Tint.MELD0, Tint.MELD1, Tint.MELD2, Tint.MELD3, Tint.MELD4, Tint.MELD5)
"""A tint for each meld on the table, in order: the most a showdown shows is six, so none repeats."""

# How each tint is drawn: never by colour alone (issue 16). Each outline has its colour, a line
# pattern and a mark on a tab above the card (the meld's number, "+" for a lay-off, "!" for the
# hint). The colours stay apart for normal, protanopic and deuteranopic vision (CIEDE2000 over 20
# between any two: tests/ui/test_colour_vision.py, ``gin-rummy-tools colours``).
TINT_RGB: dict[Tint, tuple[int, int, int]] = {
    Tint.MELD0: (86, 180, 233),  # sky blue
    Tint.MELD1: (230, 159, 0),  # orange
    Tint.MELD2: (40, 40, 140),  # navy
    Tint.MELD3: (140, 80, 20),  # brown
    # melds 5 and 6 (only ever at a showdown): apart from the rest for normal vision (CIEDE2000 over
    # 28) and from the lay-off for most eyes (over 20); for dichromats about 12 from the other melds,
    # which no seventh and eighth colour can beat, so their own marks and line patterns tell them apart
    Tint.MELD4: (120, 140, 60),  # olive
    Tint.MELD5: (220, 200, 220),  # pale lilac
    Tint.LAYOFF: (0, 130, 130),  # teal
    Tint.HINT: (170, 255, 221),  # mint (the piles only, drawn on backs too)
}
TINT_MARK: dict[Tint, str] = {Tint.MELD0: "1", Tint.MELD1: "2", Tint.MELD2: "3", Tint.MELD3: "4",
                              Tint.MELD4: "5", Tint.MELD5: "6",
                              Tint.LAYOFF: "+", Tint.HINT: "!"}
TINT_LINE: dict[Tint, str] = {Tint.MELD0: "solid", Tint.MELD1: "dash", Tint.MELD2: "dot", Tint.MELD3: "dashdot",
                              Tint.MELD4: "longdash", Tint.MELD5: "sparsedot",
                              Tint.LAYOFF: "dashdotdot", Tint.HINT: "solid"}
STOCK_UNDER = "back:stock:under"  # the stock's second card, drawn under the top one


@dataclass(frozen=True)
class Spot:
    key: str  # "card:TD" for a known card; "back:opp:3" / "back:stock" for face-down ones
    card: Card | None
    x: float
    y: float
    z: float
    face_up: bool
    highlight: Tint | None = None


@dataclass(frozen=True)
class TableLayout:
    width: float
    height: float
    card_w: float
    card_h: float
    stock: Rect
    discard: Rect
    knock: Rect
    hand: Rect  # the player's hand area (drop target for draws, reordering)
    opponent: Rect
    spots: list[Spot] = field(default_factory=list)
    hand_x: dict[Card, float] = field(default_factory=dict)  # player's card → x (for reordering)
    result: Rect | None = None  # the result panel's place once the hand is over (beside the piles, never on them)
    result_room: Rect | None = None  # how far it may grow (between the two hands) when it has more to say

    def spot(self, key: str) -> Spot | None:
        for s in self.spots:
            if s.key == key:
                return s
        return None


def card_size(width: float, height: float, scale: float = 1.0) -> tuple[float, float]:
    """Card width and height for a window: about 4.6 card heights tall and 9.5 card widths
    wide, times the player's card-size setting (never so big that the rows collide)."""
    h = min(height / 4.6, width / 9.5 * CARD_RATIO) * scale
    h = max(min(h, height / 3.7, width / 7.5 * CARD_RATIO), 40.0)
    return h / CARD_RATIO, h


def fan_positions(count: int, card_w: float, left: float, right: float, step_max: float) -> list[float]:
    """x of each card of a fanned row centred between ``left`` and ``right``."""
    if count <= 0:
        return []
    room = right - left - card_w
    step = min(step_max, room / (count - 1)) if count > 1 else 0.0
    width = card_w + step * (count - 1)
    start = left + (right - left - width) / 2
    return [start + i * step for i in range(count)]


def meld_highlights(cards: Sequence[Card], arrangement: Arrangement | None = None) -> dict[Card, Tint]:
    """Each card in a meld of the best arrangement (``arrangement`` when the caller has it: the
    snapshot's) → a meld tint (one each), others deadwood."""
    if arrangement is None:  # (a replay's hands: no snapshot carries them)
        arrangement = best_arrangement(list(cards))
    out = {c: Tint.DEADWOOD for c in cards}
    for i, meld in enumerate(arrangement.melds):
        for c in meld.cards:
            out[c] = MELD_TINTS[i % len(MELD_TINTS)]
    return out


def table_layout(
    view: PlayerView, order: Sequence[Card], width: float, height: float, show_melds: bool = True,
    scale: float = 1.0, reserve_left: float = 0.0, arrangement: Arrangement | None = None,
) -> TableLayout:
    """The table for ``view``; ``order`` is the player's order of their cards, ``arrangement`` the best
    arrangement of them (the snapshot's: worked out once per change). ``reserve_left``:
    room to keep free at the left of the middle row (the known cards); the cards keep their size
    and the stock, the pile and the knock area centre in what is left (when it fits)."""
    cw, ch = card_size(width, height, scale)
    m = MARGIN * min(width, height)
    mid_y = height / 2 - ch / 2
    centre = width / 2
    beside = reserve_left + (width - reserve_left) / 2
    if reserve_left and beside - cw * 1.6 >= reserve_left and beside + cw * 2.2 <= width - m:
        centre = beside
    stock = Rect(centre - cw * 1.6, mid_y, cw, ch)
    discard = Rect(centre - cw * 0.3, mid_y, cw, ch)
    knock = Rect(centre + cw * 1.1, mid_y, cw * 1.1, ch)
    opponent = Rect(m, m, width - 2 * m, ch)
    hand = Rect(m, height - ch - m * 1.6, width - 2 * m, ch + m)
    result = room = None
    if view.phase in (Phase.OVER, Phase.DEAD):  # the piles step aside for the result panel
        stock = Rect(m * 2, mid_y, cw, ch)
        discard = Rect(stock.x + cw * 1.3, mid_y, cw, ch)
        left, right = discard.x + cw * 1.5, width - m * 2
        top, bottom = opponent.y + opponent.h + m, hand.y - m
        panel_h = min(ch * 1.5, bottom - top)
        panel_w = min(right - left, cw * 6.5)
        result = Rect(left + (right - left - panel_w) / 2, height / 2 - panel_h / 2, panel_w, panel_h)
        room = Rect(result.x, top, panel_w, bottom - top)
    layout = TableLayout(width, height, cw, ch, stock, discard, knock, hand, opponent, result=result,
                         result_room=room)
    spots = layout.spots
    showdown = view.phase in (Phase.SHOWDOWN, Phase.OVER) and view.knocker_arrangement is not None

    # Stock: one face-down stack (the count is drawn next to it by the scene).
    if view.stock_count > 1:  # the card under the top one: the stock still shows while its top card is dragged
        spots.append(Spot(STOCK_UNDER, None, stock.x, stock.y, 0.5, False))
    if view.stock_count:
        spots.append(Spot("back:stock", None, stock.x, stock.y, 1, False))
    # Discard pile: the top few cards, slightly offset so the pile reads as a pile.
    pile = view.discard_pile
    for i, card in enumerate(pile):
        depth = len(pile) - 1 - i
        off = min(depth, 3)
        spots.append(Spot(f"card:{card.code}", card, discard.x - off * 0.0, discard.y, 10 + i, True))

    if showdown:
        _showdown_spots(view, layout, order)
        return layout

    # Opponent's hand, face down.
    xs = fan_positions(view.opponent_card_count, cw, opponent.x, opponent.x + opponent.w, cw * 0.32)
    for i, x in enumerate(xs):
        spots.append(Spot(f"back:opp:{i}", None, x, opponent.y, 100 + i, False))
    # Player's hand in the player's order, melds tinted.
    cards = [c for c in order if c in view.hand] + [c for c in view.hand if c not in order]
    tints = meld_highlights(cards, arrangement) if show_melds else {}
    xs = fan_positions(len(cards), cw, hand.x, hand.x + hand.w, cw * 0.62)
    for i, (card, x) in enumerate(zip(cards, xs, strict=True)):
        spots.append(Spot(f"card:{card.code}", card, x, hand.y, 200 + i, True, tints.get(card)))
        layout.hand_x[card] = x
    return layout


def _showdown_spots(view: PlayerView, layout: TableLayout, order: Sequence[Card]) -> None:
    """Both hands laid out as melds and deadwood; lay-offs sit at the end of their meld."""
    assert view.knocker_arrangement is not None and view.knocker is not None
    cw, ch = layout.card_w, layout.card_h
    knocker_row = layout.opponent if view.knocker != view.seat else layout.hand
    defender_row = layout.hand if view.knocker != view.seat else layout.opponent
    groups: list[list[tuple[Card, Tint]]] = []
    layoffs: dict[int, list[Card]] = {}
    result = view.result
    if result is not None and result.defender is not None:
        for lay in result.defender.layoffs:
            layoffs.setdefault(lay.meld_index, []).append(lay.card)
    for i, meld in enumerate(view.knocker_arrangement.melds):
        extra = layoffs.get(i, [])
        groups.append([(c, MELD_TINTS[i % len(MELD_TINTS)]) for c in _meld_with(meld, extra)])
    if view.knocker_arrangement.deadwood:
        groups.append([(c, Tint.DEADWOOD) for c in view.knocker_arrangement.deadwood])
    laid = {c for cs in layoffs.values() for c in cs}
    _row(layout, knocker_row, groups, laid, 100)

    d_groups: list[list[tuple[Card, Tint]]] = []
    if result is not None and result.defender is not None:
        arr = result.defender.arrangement
        first = len(view.knocker_arrangement.melds)  # the defender's melds take the next numbers
        for i, meld in enumerate(arr.melds):
            d_groups.append([(c, MELD_TINTS[(first + i) % len(MELD_TINTS)]) for c in meld.cards])
        if arr.deadwood:
            d_groups.append([(c, Tint.DEADWOOD) for c in arr.deadwood])
    elif view.knocker != view.seat:
        # Before the lay-out the defender (the player) still holds the hand as arranged.
        cards = [c for c in order if c in view.hand] + [c for c in view.hand if c not in order]
        d_groups.append([(c, Tint.DEADWOOD) for c in cards])
    else:
        xs = fan_positions(view.opponent_card_count, cw, defender_row.x, defender_row.x + defender_row.w, cw * 0.32)
        for i, x in enumerate(xs):
            layout.spots.append(Spot(f"back:opp:{i}", None, x, defender_row.y, 100 + i, False))
    _row(layout, defender_row, d_groups, set(), 200)
    del ch


def _meld_with(meld: Meld, extra: list[Card]) -> list[Card]:
    cards = list(meld.cards) + extra
    if meld.kind == "run":
        return sorted(cards, key=lambda c: c.rank)
    return cards


def _row(layout: TableLayout, area: Rect, groups: list[list[tuple[Card, Tint]]], layoffs: set[Card], z0: int) -> None:
    """Lay groups of cards in one row, a gap between groups, overlapping within a group."""
    cw = layout.card_w
    count = sum(len(g) for g in groups)
    if not count:
        return
    gap = cw * 0.35
    step = cw * 0.42
    need = sum(cw + step * (len(g) - 1) for g in groups) + gap * (len(groups) - 1)
    if need > area.w:
        scale = area.w / need
        step *= scale
        gap *= scale
        need = area.w
    x = area.x + (area.w - need) / 2
    z = z0
    for g in groups:
        for j, (card, tint) in enumerate(g):
            highlight = Tint.LAYOFF if card in layoffs else tint
            layout.spots.append(Spot(f"card:{card.code}", card, x + j * step, area.y, z, True, highlight))
            z += 1
        x += cw + step * (len(g) - 1) + gap
