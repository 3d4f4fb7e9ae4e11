"""A fast play-out of one determinised hand, for the Expert level's search.

A *world* fixes what a seat cannot see: the opponent's hand and the stock order
(sampled from the seat's knowledge by the search). :func:`play_out` then plays the
hand to its end on card masks, without the rules engine's bookkeeping, with a
simple policy for both seats (:class:`Policy`), and returns the points from the
searching seat's side (positive when it wins the hand).

The play-out follows the rules that decide a hand's points: the knock limit of the
hand (Oklahoma and straight gin included), gin and big gin, undercuts, the
defender's lay-offs (the core's exact showdown), the multiplier, and the wall (a
dead hand scores nothing; under ``wall = last_discard`` the last discard is taken
when it lets the other seat go out, as the rules allow). It never touches a
:class:`~gin_desktop.core.Hand`, so nothing hidden from the searching seat can leak
into it: every card it uses comes from the world.
"""

from __future__ import annotations

from dataclasses import dataclass

from gin_desktop.core import Rules
from gin_desktop.core.cards import VALUES, cards_of
from gin_desktop.core.discards import discard_counts, two_best_discards
from gin_desktop.core.layoffs import MeldMasks, least_deadwood, meld_masks_of
from gin_desktop.core.melds import best_arrangement, deadwood_of_mask

WALL = 2  # the last two stock cards are never drawn


@dataclass(frozen=True)
class Policy:
    """How a seat plays in a play-out.

    Knock when the count allows and either the stock still holds ``early_stock``
    cards or more, or the count is at most ``low_count``, or the stock is down to
    ``late_stock`` cards and the count at most ``late_count`` (gin is always taken).
    Take the top discard when it melds and the best discard afterwards lowers the count.
    """

    early_stock: int = 22
    low_count: int = 2
    late_stock: int = 0
    late_count: int = 0


@dataclass(frozen=True)
class Table:
    """The fixed terms of the hand being played out."""

    rules: Rules
    knock_limit: int
    multiplier: int


# Memo of the two best discards and of the deadwood by hand mask. The worlds of one decision
# share their first turns (the searching seat's hand plus one stock card), so most look-ups hit.
# A discard is ranked by its key (deadwood << 10 | _TIE[card]: the deadwood left, then the higher card, then the
# higher index: the order the play-out's policy breaks ties in); the two best keys are kept packed
# in one int (the best, then the second best << 17), which answers :func:`best_discard` with any
# one card forbidden. The memo is emptied when full, so its memory stays bounded.
_BEST: dict[int, int] = {}
_DEADWOOD: dict[int, int] = {}
_KNOCKER: dict[int, tuple[MeldMasks, int]] = {}  # a knocker's melds (as masks) and count (one kept hand, every world)
MEMO_LIMIT = 200_000


def _partners() -> tuple[tuple[int, ...], ...]:
    """Per card index, the pairs of other cards (as masks) that make a three-card meld with it."""
    out = []
    for i in range(52):
        suit, rank = divmod(i, 13)
        same = [s * 13 + rank for s in range(4) if s != suit]
        pairs = [(1 << a) | (1 << b) for k, a in enumerate(same) for b in same[k + 1:]]
        for lo in (rank - 2, rank - 1, rank):
            if lo >= 0 and lo + 2 <= 12:
                run = [suit * 13 + r for r in range(lo, lo + 3) if r != rank]
                pairs.append((1 << run[0]) | (1 << run[1]))
        out.append(tuple(pairs))
    return tuple(out)


# A card that makes no three-card meld with a hand is deadwood in every arrangement of it: the
# play-out's fast paths (a top discard it would not take, a stock card that only adds its value).
PARTNERS = _partners()


def melds_with(hand: int, i: int) -> bool:
    """Whether card index ``i`` makes a meld with some cards of ``hand``."""
    for pair in PARTNERS[i]:  # noqa: SIM110 (a plain loop: any() over a generator is twice as slow here)
        if hand & pair == pair:
            return True
    return False


_KEY_BITS = 17  # a key: deadwood << 10 | (15 - value) << 6 | (63 - index): below 2 ** 17 up to 12 cards
_KEY_MASK = (1 << _KEY_BITS) - 1
# Per card index, the key's low part: the higher value, then the higher index, ranks first.
_TIE = tuple((15 - VALUES[i]) << 6 | (63 - i) for i in range(52))


def _best_two(hand: int) -> int:
    """The two lowest discard keys of ``hand`` (two cards or more), packed: the best | the second << 17."""
    out = _BEST.get(hand)
    if out is None:
        if len(_BEST) >= MEMO_LIMIT:
            _BEST.clear()
        first, second = two_best_discards(hand)
        out = _BEST[hand] = first | second << _KEY_BITS
    return out


def _deadwood(hand: int) -> int:
    out = _DEADWOOD.get(hand)
    if out is None:
        if len(_DEADWOOD) >= MEMO_LIMIT:
            _DEADWOOD.clear()
        out = _DEADWOOD[hand] = deadwood_of_mask(hand)
    return out


def best_discard_plain(hand: int, forbid: int = 0) -> tuple[int, int]:
    """:func:`best_discard` by a plain pass over every card's count (the reference for the memo)."""
    best_i, best_dw, best_val = -1, 1 << 30, -1
    for i, dw in discard_counts(hand):
        if (dw < best_dw or (dw == best_dw and VALUES[i] >= best_val)) and not forbid >> i & 1:
            best_i, best_dw, best_val = i, dw, VALUES[i]
    return (1 << best_i if best_i >= 0 else 0), best_dw


def best_discard(hand: int, forbid: int = 0) -> tuple[int, int]:
    """(card bit, deadwood left) of the discard leaving the least deadwood; the highest card on ties
    (then the highest index). ``forbid``: at most one card (a bit) that may not be discarded."""
    if forbid & (forbid - 1) or not 2 <= hand.bit_count() <= 12:
        return best_discard_plain(hand, forbid)
    two = _best_two(hand)
    k = two & _KEY_MASK
    i = 63 - (k & 63)
    if forbid >> i & 1:
        k = two >> _KEY_BITS
        i = 63 - (k & 63)
    return 1 << i, k >> 10


def best_discard_after_draw(hand: int, card: int) -> tuple[int, int]:
    """:func:`best_discard` of ``hand | card`` (nothing forbidden), from the smaller hand's best discard
    when ``card`` makes no meld with ``hand``: then every count is the smaller hand's plus its value
    (so the smaller hand's best stays its best), and discarding the card itself leaves the smaller
    hand's deadwood."""
    i = card.bit_length() - 1
    if melds_with(hand, i) or not 2 <= hand.bit_count() <= 11:
        return best_discard(hand | card)
    value = VALUES[i]
    k = _best_two(hand) & _KEY_MASK
    k += value << 10  # the smaller hand's best discard, the drawn card kept as deadwood
    own = _deadwood(hand) << 10 | _TIE[i]  # discarding the drawn card itself
    if own < k:
        return card, own >> 10
    return 1 << (63 - (k & 63)), k >> 10


def takes(hand: int, top: int) -> bool:
    """Whether the policy takes ``top``: it melds with the hand and the count drops."""
    if not top or not melds_with(hand, top.bit_length() - 1):
        return False  # the card would only be deadwood
    return _takes_melding(hand, top)


def _takes_melding(hand: int, top: int) -> bool:
    """:func:`takes` of a ``top`` that makes a meld with some cards of ``hand``."""
    now = _deadwood(hand)
    with_top = hand | top
    if _deadwood(with_top) >= now + VALUES[top.bit_length() - 1]:
        return False  # the card would only be deadwood
    return best_discard(with_top, top)[1] < now


def showdown_points(knocker: int, defender: int, table: Table, big_gin: bool = False) -> tuple[bool, int]:
    """(knocker wins, points) of a showdown between two hands given as masks."""
    known = _KNOCKER.get(knocker)
    if known is None:
        if len(_KNOCKER) >= MEMO_LIMIT:
            _KNOCKER.clear()
        arrangement = best_arrangement(cards_of(knocker))
        known = _KNOCKER[knocker] = (meld_masks_of(arrangement.melds), arrangement.deadwood_points)
    melds, k = known
    rules = table.rules
    gin = k == 0
    d = least_deadwood(melds, defender, not gin, _deadwood)
    if big_gin:
        return True, (rules.gin_bonus + rules.big_gin_bonus + d) * table.multiplier
    if gin:
        return True, (rules.gin_bonus + d) * table.multiplier
    if d <= k:
        return False, (rules.undercut_bonus + k - d) * table.multiplier
    return True, (d - k) * table.multiplier


def play_out(
    hands: list[int],
    stock: list[int],
    top: int,
    mover: int,
    must_discard: bool,
    forbid: int,
    table: Table,
    policies: tuple[Policy, Policy],
    me: int = 0,
) -> int:
    """Play the hand to its end; the points from seat ``me``'s side.

    ``hands`` are the two seats' masks (changed in place), ``stock`` the stock's card
    bits top first (consumed from index 0), ``top`` the top discard (0 if none).
    ``mover`` is to act: if ``must_discard`` it holds 11 cards and discards (never
    ``forbid``, the card it just took), else it draws first.
    """
    limit = table.knock_limit
    big_gin_allowed = table.rules.big_gin
    pos = 0
    left = len(stock)
    seat = mover
    discard_next = must_discard
    # The draw is :func:`takes` then :func:`best_discard_after_draw` (or :func:`best_discard`), inlined:
    # the memos read directly and the meld tests as plain loops (most turns hit the memos, and a
    # function call cost as much as the look-up). A seat holds 10 cards before it draws.
    best_get, dw_get, partners, values, tie = _BEST.get, _DEADWOOD.get, PARTNERS, VALUES, _TIE
    while True:
        hand = hands[seat]
        if discard_next:
            bit, dw = best_discard(hand, forbid)
            discard_next = False
        else:
            if left - pos <= WALL:
                return wall_offer(hands, seat, top, table, me)
            taken = False
            if top:
                for pair in partners[top.bit_length() - 1]:
                    if hand & pair == pair:
                        taken = _takes_melding(hand, top)
                        break
            if taken:
                hand |= top
                two = best_get(hand) or _best_two(hand)
                k = two & _KEY_MASK
                if top >> (63 - (k & 63)) & 1:  # the card just taken may not be thrown: the second best
                    k = two >> _KEY_BITS
                bit, dw = 1 << (63 - (k & 63)), k >> 10
            else:
                card = stock[pos]
                pos += 1
                i = card.bit_length() - 1
                for pair in partners[i]:
                    if hand & pair == pair:  # the card melds: the eleven cards' own best discard
                        k = (best_get(hand | card) or _best_two(hand | card)) & _KEY_MASK
                        bit, dw = 1 << (63 - (k & 63)), k >> 10
                        break
                else:  # it makes no meld: the ten cards' best discard with its value, or the card itself
                    k = ((best_get(hand) or _best_two(hand)) & _KEY_MASK) + (values[i] << 10)
                    own = dw_get(hand)
                    if own is None:
                        own = _deadwood(hand)
                    own = own << 10 | tie[i]
                    if own < k:
                        bit, dw = card, own >> 10
                    else:
                        bit, dw = 1 << (63 - (k & 63)), k >> 10
                hand |= card
            # Big gin needs every card melded, the new one too (so a card making no meld never gives it).
            if big_gin_allowed and dw == 0 and _deadwood(hand) == 0:
                won, points = showdown_points(hand, hands[1 - seat], table, big_gin=True)
                return points if seat == me else -points
        hand ^= bit
        hands[seat] = hand
        policy = policies[seat]
        stock_left = left - pos
        if dw <= limit and (dw == 0 or dw <= policy.low_count or stock_left >= policy.early_stock
                            or (stock_left <= policy.late_stock and dw <= policy.late_count)):
            won, points = showdown_points(hand, hands[1 - seat], table)
            return points if won == (seat == me) else -points
        if left - pos <= WALL:
            return wall_offer(hands, 1 - seat, bit, table, me)
        top = bit
        seat = 1 - seat


def wall_offer(hands: list[int], seat: int, top: int, table: Table, me: int) -> int:
    """The end at the wall, the points from seat ``me``'s side: a dead hand, or under ``wall =
    last_discard`` ``seat`` takes the last discard ``top`` when it can go out with it, and does."""
    if table.rules.wall != "last_discard" or not top:
        return 0
    hand = hands[seat] | top
    if table.rules.big_gin and _deadwood(hand) == 0:
        points = showdown_points(hand, hands[1 - seat], table, big_gin=True)[1]
        return points if seat == me else -points
    bit, dw = best_discard(hand, top)
    if dw > table.knock_limit:
        return 0
    won, points = showdown_points(hand ^ bit, hands[1 - seat], table)
    return points if won == (seat == me) else -points
