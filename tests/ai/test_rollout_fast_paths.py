"""The play-out's fast paths give exactly what the plain computations give (issue 22: faster play-outs)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from gin_desktop.ai import rollout
from gin_desktop.core.cards import DECK, VALUES, cards_of
from gin_desktop.core.layoffs import best_layoffs, defender_showdown
from gin_desktop.core.melds import best_arrangement, best_arrangements, deadwood_of_mask

hands = st.lists(st.integers(0, 51), min_size=11, max_size=21, unique=True)


def _mask(indices: list[int]) -> int:
    out = 0
    for i in indices:
        out |= 1 << i
    return out


@settings(max_examples=400, deadline=None)
@given(hands)
def test_a_drawn_card_s_best_discard_is_the_eleven_card_hand_s(cards: list[int]) -> None:
    hand, card = _mask(cards[:10]), 1 << cards[10]
    assert rollout.best_discard_after_draw(hand, card) == rollout.best_discard(hand | card)


@settings(max_examples=400, deadline=None)
@given(hands)
def test_a_card_that_makes_no_meld_only_adds_its_value(cards: list[int]) -> None:
    hand, i = _mask(cards[:10]), cards[10]
    if not rollout.melds_with(hand, i):
        assert deadwood_of_mask(hand | 1 << i) == deadwood_of_mask(hand) + VALUES[i]


def test_partners_name_every_three_card_meld_of_a_card() -> None:
    # 7 of hearts (suit 2, rank index 6): the three pairs of other sevens and three runs around it
    i = 2 * 13 + 6
    assert len(rollout.PARTNERS[i]) == 6
    ace = 0  # an ace has one run (A-2-3) and the three pairs of aces
    assert len(rollout.PARTNERS[ace]) == 4
    assert all(DECK[b.bit_length() - 1].rank in (1, 2, 3) for p in rollout.PARTNERS[ace] for b in (p & -p, p))


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(0, 51), min_size=20, max_size=20, unique=True))
def test_the_defender_s_least_deadwood_is_the_showdown_s(cards: list[int]) -> None:
    knocker, defender = _mask(cards[:10]), _mask(cards[10:20])
    melds = best_arrangement(cards_of(knocker)).melds
    for allow in (True, False):
        full = defender_showdown(melds, cards_of(defender), allow_layoffs=allow)
        assert best_layoffs(melds, defender, allow)[0] == full.deadwood_points
        assert best_layoffs(melds, defender, allow, rollout._deadwood)[0] == full.deadwood_points



def test_the_last_discard_at_the_wall_is_taken_to_go_out_under_last_discard() -> None:
    from gin_desktop.core import Rules
    from gin_desktop.core.cards import mask_of, parse_cards

    mine = mask_of(parse_cards("KS QH JD TD 9C 8D 6H 5C 3C 2D"))  # seat 0: no meld, 73 deadwood, no lay-off
    theirs = mask_of(parse_cards("AH 2H 3H 4S 5S 6S 7C 7D KD QD"))  # seat 1: two runs, 34 over
    stock = [c.mask for c in parse_cards("TC JC")]  # two cards left: the wall
    policies = (rollout.Policy(), rollout.Policy())

    def end(wall: str, top: str) -> int:
        table = rollout.Table(Rules(wall=wall), 10, 1)
        return rollout.play_out([mine, theirs], list(stock), mask_of(parse_cards(top)), 1, False, 0, table,
                                policies, me=0)

    assert end("last_discard", "7S") == -(73 - 10)  # 7♠ makes the set: seat 1 takes it and knocks with 10
    assert end("last_discard", "9H") == 0  # no help: the hand is dead
    assert end("cancel", "7S") == 0  # no offer under the cancel rule


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(0, 51), min_size=10, max_size=17, unique=True), st.integers(0, 4))
def test_the_sampled_opponent_throws_back_the_card_a_search_per_card_would(cards: list[int], kept: int) -> None:
    from gin_desktop.ai.evaluate import DeadwoodCache, _drop_worst

    hand, keep = _mask(cards), _mask(cards[:kept])
    best, best_dw = hand, 1 << 30
    for i in sorted(cards):  # each card in card order, the lowest kept on ties
        if not keep >> i & 1 and deadwood_of_mask(hand & ~(1 << i)) < best_dw:
            best, best_dw = hand & ~(1 << i), deadwood_of_mask(hand & ~(1 << i))
    assert _drop_worst(hand, keep, DeadwoodCache()) == best


@settings(max_examples=500, deadline=None)
@given(st.lists(st.integers(0, 51), min_size=2, max_size=13, unique=True), st.integers(0, 52))
def test_the_memoised_best_discard_is_the_plain_pass_s(cards: list[int], forbid: int) -> None:
    # (the two best discards kept per hand answer any one forbidden card: the one in the hand, or none)
    hand = _mask(cards)
    bit = 0 if forbid == 52 else 1 << forbid
    assert rollout.best_discard(hand, bit) == rollout.best_discard_plain(hand, bit)
    assert rollout.best_discard(hand, bit) == rollout.best_discard(hand, bit)  # (from the memo, the same)


@settings(max_examples=400, deadline=None)
@given(st.lists(st.integers(0, 51), min_size=20, max_size=20, unique=True))
def test_the_least_deadwood_on_masks_is_the_lay_offs_search_s(cards: list[int]) -> None:
    from gin_desktop.core.layoffs import least_deadwood, meld_masks_of

    knocker, defender = _mask(cards[:10]), _mask(cards[10:20])
    for options in (a.melds for a in best_arrangements(cards_of(knocker))):  # (every optimal one: ties too)
        masks = meld_masks_of(options)
        for allow in (True, False):
            assert least_deadwood(masks, defender, allow) == best_layoffs(options, defender, allow)[0]


def _plain_play_out(hands: list[int], stock: list[int], top: int, mover: int, must_discard: bool, forbid: int,
                    table: rollout.Table, policies: tuple[rollout.Policy, rollout.Policy], me: int) -> int:
    """The play-out as it read before its draw was inlined: the reference for :func:`rollout.play_out`."""
    pos, left, seat, discard_next = 0, len(stock), mover, must_discard
    while True:
        hand = hands[seat]
        if discard_next:
            bit, dw = rollout.best_discard(hand, forbid)
            discard_next = False
        else:
            if left - pos <= rollout.WALL:
                return rollout.wall_offer(hands, seat, top, table, me)
            if rollout.takes(hand, top):
                hand |= top
                bit, dw = rollout.best_discard(hand, top)
            else:
                new = stock[pos]
                pos += 1
                bit, dw = rollout.best_discard_after_draw(hand, new)
                hand |= new
            if table.rules.big_gin and dw == 0 and rollout._deadwood(hand) == 0:
                points = rollout.showdown_points(hand, hands[1 - seat], table, big_gin=True)[1]
                return points if seat == me else -points
        hand ^= bit
        hands[seat] = hand
        policy = policies[seat]
        stock_left = left - pos
        if dw <= table.knock_limit and (dw == 0 or dw <= policy.low_count or stock_left >= policy.early_stock
                                        or (stock_left <= policy.late_stock and dw <= policy.late_count)):
            won, points = rollout.showdown_points(hand, hands[1 - seat], table)
            return points if won == (seat == me) else -points
        if left - pos <= rollout.WALL:
            return rollout.wall_offer(hands, 1 - seat, bit, table, me)
        top = bit
        seat = 1 - seat


def test_the_play_out_is_the_plain_loop_s_over_many_deals() -> None:
    import random

    from gin_desktop.ai.engine import ME, OPPONENTS
    from gin_desktop.core import Rules

    rng = random.Random(3)
    for n in range(600):
        rules = (Rules(), Rules(wall="last_discard", big_gin_bonus=25), Rules(knock_limit=5))[n % 3]
        table = rollout.Table(rules, rules.knock_limit, 1 + n % 2)
        deck = [1 << i for i in rng.sample(range(52), 52)]
        me, mover = n % 2, rng.randrange(2)
        must = rng.random() < 0.5
        hands = [sum(deck[:10]) | (deck[20] if must and mover == 0 else 0),
                 sum(deck[10:20]) | (deck[20] if must and mover == 1 else 0)]
        stock, top = deck[21:21 + rng.randrange(3, 31)], 0 if must else deck[20]
        forbid = deck[20] if must and rng.random() < 0.5 else 0
        policies = (ME, OPPONENTS[n % 3]) if me == 0 else (OPPONENTS[n % 3], ME)
        args = (stock, top, mover, must, forbid, table, policies, me)
        assert rollout.play_out(list(hands), *args) == _plain_play_out(list(hands), *args)
