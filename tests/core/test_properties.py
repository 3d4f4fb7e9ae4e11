"""Property-based tests of the rules core (hypothesis).

The reference computations here are deliberately simple and slow and share no code
with the core: melds are enumerated by hand, arrangements by trying every family of
disjoint melds, and lay-offs by attaching cards one step at a time.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterable, Sequence
from dataclasses import fields
from functools import lru_cache
from itertools import combinations, pairwise
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, event, given, settings
from hypothesis import strategies as st

from gin_desktop.core import (
    DECK,
    Action,
    BigGin,
    Card,
    Discard,
    Hand,
    IllegalActionError,
    Knock,
    Match,
    Meld,
    MeldError,
    Phase,
    PlayerView,
    Rules,
    RulesError,
    best_arrangements,
    best_discards,
    deadwood_points,
    defender_showdown,
    discard_deadwood,
    hand_from_json,
    hand_to_json,
    match_from_json,
    match_to_json,
    parse_action,
    view_of,
)
from gin_desktop.core.actions import action_from_json, action_to_json

PROPS = settings(deadline=None, max_examples=150, suppress_health_check=[HealthCheck.too_slow])


# --------------------------------------------------------------------------------------
# Independent reference implementation
# --------------------------------------------------------------------------------------
def value(card: Card) -> int:
    return 10 if card.rank >= 10 else card.rank


def is_meld(cards: Iterable[Card]) -> bool:
    cs = list(cards)
    if len(cs) < 3 or len(set(cs)) != len(cs):
        return False
    if all(c.rank == cs[0].rank for c in cs):
        return len(cs) <= 4
    if all(c.suit == cs[0].suit for c in cs):
        ranks = sorted(c.rank for c in cs)
        return all(b == a + 1 for a, b in pairwise(ranks))
    return False


def all_melds(cards: Iterable[Card]) -> list[frozenset[Card]]:
    """Every meld inside ``cards``: 3- and 4-card same-rank groups, consecutive same-suit rows."""
    cs = set(cards)
    out: list[frozenset[Card]] = []
    for rank in range(1, 14):
        same = [c for c in cs if c.rank == rank]
        for size in (3, 4):
            out.extend(frozenset(g) for g in combinations(same, size))
    for suit in range(4):
        for lo in range(1, 14):
            for hi in range(lo + 2, 14):
                row = [Card(r, suit) for r in range(lo, hi + 1)]
                if all(c in cs for c in row):
                    out.append(frozenset(row))
    return out


def meld_families(cards: Iterable[Card]) -> list[tuple[frozenset[Card], ...]]:
    """Every family of pairwise disjoint melds (the empty family included)."""
    melds = all_melds(cards)
    families: list[tuple[frozenset[Card], ...]] = []

    def walk(i: int, used: frozenset[Card], chosen: tuple[frozenset[Card], ...]) -> None:
        if i == len(melds):
            families.append(chosen)
            return
        walk(i + 1, used, chosen)
        if not melds[i] & used:
            walk(i + 1, used | melds[i], (*chosen, melds[i]))

    walk(0, frozenset(), ())
    return families


def family_deadwood(cards: Iterable[Card], family: Sequence[frozenset[Card]]) -> int:
    used = frozenset().union(*family) if family else frozenset()
    return sum(value(c) for c in cards if c not in used)


@lru_cache(maxsize=200_000)
def brute_min_deadwood(cards: frozenset[Card]) -> int:
    return min(family_deadwood(cards, f) for f in meld_families(cards))


def brute_optimal_families(cards: frozenset[Card]) -> set[frozenset[frozenset[Card]]]:
    fams = meld_families(cards)
    low = min(family_deadwood(cards, f) for f in fams)
    return {frozenset(f) for f in fams if family_deadwood(cards, f) == low}


# A knocker meld as it grows during lay-offs: ("set", rank, size) or ("run", suit, low, high).
MeldState = tuple[Any, ...]


def meld_state(meld: Meld) -> MeldState:
    ranks = sorted(c.rank for c in meld.cards)
    if len({c.rank for c in meld.cards}) == 1:
        return ("set", ranks[0], len(meld.cards))
    return ("run", meld.cards[0].suit, ranks[0], ranks[-1])


def attach(state: MeldState, card: Card) -> MeldState | None:
    """The meld after laying ``card`` on it (one step), or None if it does not fit."""
    if state[0] == "set":
        _, rank, size = state
        return ("set", rank, size + 1) if card.rank == rank and size < 4 else None
    _, suit, lo, hi = state
    if card.suit != suit:
        return None
    if card.rank == lo - 1:
        return ("run", suit, lo - 1, hi)
    if card.rank == hi + 1:
        return ("run", suit, lo, hi + 1)
    return None


def reachable_layoffs(knocker_melds: Sequence[Meld], defender: Iterable[Card]) -> set[frozenset[Card]]:
    """Every group of defender cards that can be laid off, one card at a time."""
    cards = list(defender)
    start = (frozenset[Card](), tuple(meld_state(m) for m in knocker_melds))
    seen = {start}
    todo = [start]
    while todo:
        laid, states = todo.pop()
        for card in cards:
            if card in laid:
                continue
            for i, st_ in enumerate(states):
                grown = attach(st_, card)
                if grown is not None:
                    nxt = (laid | {card}, (*states[:i], grown, *states[i + 1 :]))
                    if nxt not in seen:
                        seen.add(nxt)
                        todo.append(nxt)
    return {laid for laid, _ in seen}


def assignment_is_playable(knocker_melds: Sequence[Meld], layoffs: Sequence[tuple[Card, int]]) -> bool:
    """Whether the cards can be laid, in some order, each onto the meld it is assigned to."""
    states = [meld_state(m) for m in knocker_melds]
    left = list(layoffs)
    while left:
        for k, (card, index) in enumerate(left):
            if not 0 <= index < len(states):
                return False
            grown = attach(states[index], card)
            if grown is not None:
                states[index] = grown
                del left[k]
                break
        else:
            return False
    return True


def check_arrangement(cards: Sequence[Card], melds: Sequence[Meld], deadwood: Sequence[Card]) -> None:
    """Melds are real, disjoint and drawn from ``cards``; the deadwood is exactly the rest."""
    used: list[Card] = []
    for m in melds:
        assert is_meld(m.cards), f"not a meld: {m}"
        used.extend(m.cards)
    assert len(used) == len(set(used)), "melds overlap"
    assert set(used) <= set(cards), "melds use cards not in the hand"
    assert len(deadwood) == len(set(deadwood))
    assert set(deadwood) == set(cards) - set(used)
    assert len(used) + len(deadwood) == len(cards)


# --------------------------------------------------------------------------------------
# Strategies
# --------------------------------------------------------------------------------------
@st.composite
def card_hands(draw: st.DrawFn, min_size: int = 0, max_size: int = 11) -> list[Card]:
    """Hands rich in melds: many cards from a small window of ranks and suits, the rest random."""
    size = draw(st.integers(min_size, max_size))
    lo = draw(st.integers(1, 13))
    width = draw(st.integers(1, 7))
    suits = draw(st.sets(st.integers(0, 3), min_size=1))
    window = [Card(r, s) for r in range(lo, min(13, lo + width - 1) + 1) for s in sorted(suits)]
    dense = draw(st.integers(0, min(size, len(window))))
    cards = draw(st.lists(st.sampled_from(window), min_size=dense, max_size=dense, unique=True))
    rest = [c for c in DECK if c not in cards]
    cards += draw(st.lists(st.sampled_from(rest), min_size=size - dense, max_size=size - dense, unique=True))
    return draw(st.permutations(cards))


@st.composite
def valid_rules(draw: st.DrawFn) -> Rules:
    opening = draw(st.sampled_from(["upcard", "eleven"]))
    return Rules(
        knock_limit=draw(st.integers(0, 10)),
        gin_bonus=draw(st.integers(0, 100)),
        undercut_bonus=draw(st.integers(0, 100)),
        big_gin=draw(st.booleans()),
        big_gin_bonus=draw(st.integers(0, 100)),
        box_bonus=draw(st.integers(0, 100)),
        game_bonus=draw(st.integers(0, 100)),
        shutout=draw(st.sampled_from(["double_bonus", "double_score"])),
        target=draw(st.integers(50, 500)),
        next_dealer=draw(st.sampled_from(["alternate", "winner"])),
        opening=opening,
        wall=draw(st.sampled_from(["cancel", "last_discard"])),
        oklahoma=draw(st.booleans()) if opening == "upcard" else False,
        straight_gin=draw(st.booleans()),
    )


def choose_action(hand: Hand, rng: random.Random, knock: float = 0.7) -> Action:
    """A random legal action, leaning towards low deadwood and (with probability ``knock``) going out."""
    legal = hand.legal_actions()
    outs = [a for a in legal if isinstance(a, (Knock, BigGin))]
    if outs and rng.random() < knock:
        action = rng.choice(outs)
        if isinstance(action, Knock) and rng.random() < 0.3:
            cards = [c for c in hand.hands[hand.current] if c != action.card]
            return Knock(action.card, rng.choice(best_arrangements(cards)).melds)
        return action
    discards = [a for a in legal if isinstance(a, Discard)]
    if discards and rng.random() < 0.75:
        options = hand.discard_options()
        low = min(options[a.card] for a in discards)
        return rng.choice([a for a in discards if options[a.card] == low])
    return rng.choice(legal)


def play(hand: Hand, rng: random.Random, steps: int, knock: float = 0.7, stop: Phase | None = None) -> None:
    """Play up to ``steps`` actions, stopping early when the hand ends or reaches phase ``stop``."""
    for _ in range(steps):
        if hand.is_over or hand.phase == stop:
            return
        hand.apply(choose_action(hand, rng, knock))


STEPS = st.one_of(st.integers(0, 12), st.integers(0, 80), st.just(1000))
KNOCK = st.sampled_from([0.7, 1.0, 0.05, 0.0])


def hand_state(hand: Hand) -> tuple[Any, ...]:
    return (
        hand.phase, hand.current, tuple(hand.hands[0]), tuple(hand.hands[1]), tuple(hand.discard_pile),
        tuple(hand.stock), hand.taken, hand.must_go_out, hand.knocker, hand.knocker_arrangement, hand.result,
        tuple(hand.history), tuple(hand.events), hand.knock_limit, hand.multiplier, tuple(hand.legal_actions()),
    )


def match_state(match: Match) -> tuple[Any, ...]:
    return (
        tuple(match.scores), tuple(match.hands_won), tuple(match.sheet), match.result,
        tuple(hand_state(h) for h in match.hands), match.needs_deal, match.is_over,
    )


# --------------------------------------------------------------------------------------
# Conservation and replay in random play
# --------------------------------------------------------------------------------------
@PROPS
@given(rules=valid_rules(), seed=st.integers(0, 2**32 - 1), dealer=st.integers(0, 1), knock=KNOCK)
def test_cards_are_conserved_at_every_step(rules: Rules, seed: int, dealer: int, knock: float) -> None:
    rng = random.Random(seed)
    deck = list(DECK)
    rng.shuffle(deck)
    hand = Hand(rules, deck, dealer)
    while True:
        parts = [*hand.hands[0], *hand.hands[1], *hand.discard_pile, *hand.stock]
        assert sorted(parts) == list(DECK)
        assert sorted(hand.all_cards()) == list(DECK)
        assert hand.stock == deck[52 - hand.stock_count :]
        if hand.is_over:
            break
        hand.apply(choose_action(hand, rng, knock))
    event(f"ended: {hand.phase.value}")


@PROPS
@given(rules=valid_rules(), seed=st.integers(0, 2**32 - 1), dealer=st.integers(0, 1), steps=STEPS, knock=KNOCK)
def test_replaying_deck_and_actions_gives_the_same_state(
    rules: Rules, seed: int, dealer: int, steps: int, knock: float
) -> None:
    rng = random.Random(seed)
    deck = list(DECK)
    rng.shuffle(deck)
    hand = Hand(rules, deck, dealer)
    play(hand, rng, steps, knock)
    again = Hand(rules, list(deck), dealer)
    for _, action in hand.history:
        again.apply(action)
    assert hand_state(again) == hand_state(hand)


# --------------------------------------------------------------------------------------
# Melds and deadwood
# --------------------------------------------------------------------------------------
@PROPS
@given(cards=card_hands(0, 11))
def test_min_deadwood_arrangements_are_valid_and_exact(cards: list[Card]) -> None:
    expected = brute_min_deadwood(frozenset(cards))
    assert deadwood_points(cards) == expected
    arrangements = best_arrangements(cards)
    assert arrangements
    for arr in arrangements:
        check_arrangement(cards, arr.melds, arr.deadwood)
        assert arr.deadwood_points == sum(value(c) for c in arr.deadwood) == expected
    found = {frozenset(frozenset(m.cards) for m in arr.melds) for arr in arrangements}
    assert len(found) == len(arrangements), "the same arrangement is listed twice"
    assert found == brute_optimal_families(frozenset(cards))


@PROPS
@given(cards=card_hands(1, 11))
def test_best_discards_agree_with_brute_force(cards: list[Card]) -> None:
    per_card = {c: brute_min_deadwood(frozenset(cards) - {c}) for c in cards}
    assert discard_deadwood(cards) == per_card
    low = min(per_card.values())
    assert best_discards(cards) == (sorted(c for c in cards if per_card[c] == low), low)


@PROPS
@given(cards=card_hands(0, 6))
def test_meld_of_accepts_exactly_the_melds(cards: list[Card]) -> None:
    if is_meld(cards):
        meld = Meld.of(cards)
        assert set(meld.cards) == set(cards) and len(meld.cards) == len(cards)
        assert meld.kind == ("set" if len({c.rank for c in cards}) == 1 else "run")
        state = meld_state(meld)
        for card in DECK:
            if card not in cards:
                assert meld.accepts(card) == (attach(state, card) is not None), card
            else:
                assert not meld.accepts(card)
    else:
        with pytest.raises(MeldError):
            Meld.of(cards)


# --------------------------------------------------------------------------------------
# Lay-offs
# --------------------------------------------------------------------------------------
@st.composite
def knock_setups(draw: st.DrawFn) -> tuple[tuple[Meld, ...], list[Card], list[Card]]:
    """A legal knocker arrangement (10 cards, deadwood ≤ 10) and a disjoint 10-card defender hand."""
    rnd = draw(st.randoms(use_true_random=False))
    gin = draw(st.booleans())
    knocker: list[Card] = []
    target = 10 if gin else rnd.randint(6, 10)
    for _ in range(40):
        if len(knocker) >= target:
            break
        if rnd.random() < 0.5:
            suit, length = rnd.randrange(4), rnd.randint(3, 6)
            lo = rnd.randint(1, 14 - length)
            group = [Card(r, suit) for r in range(lo, lo + length)]
        else:
            rank = rnd.randint(1, 13)
            group = [Card(rank, s) for s in rnd.sample(range(4), rnd.choice((3, 3, 4)))]
        if len(knocker) + len(group) <= 10 and not set(group) & set(knocker):
            knocker += group
    budget = 10
    rest = [c for c in DECK if c not in knocker]
    rnd.shuffle(rest)
    for card in rest:
        if len(knocker) == 10:
            break
        if value(card) <= budget:
            knocker.append(card)
            budget -= value(card)
    assume(len(knocker) == 10)
    arrangement = rnd.choice(best_arrangements(knocker))
    assert arrangement.deadwood_points <= 10
    # The defender: some cards that touch the knocker's melds, the rest at random.
    near = set()
    for m in arrangement.melds:
        for c in DECK:
            if c in knocker:
                continue
            if m.kind == "set" and c.rank == m.cards[0].rank:
                near.add(c)
            if m.kind == "run" and c.suit == m.cards[0].suit and m.low.rank - 4 <= c.rank <= m.high.rank + 4:
                near.add(c)
    near_list = sorted(near)
    rnd.shuffle(near_list)
    defender = near_list[: rnd.randint(0, min(10, len(near_list)))]
    others = [c for c in DECK if c not in knocker and c not in defender]
    defender += rnd.sample(others, 10 - len(defender))
    return arrangement.melds, knocker, defender


@settings(deadline=None, max_examples=300, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(setup=knock_setups())
def test_defender_showdown_agrees_with_brute_force(setup: tuple[tuple[Meld, ...], list[Card], list[Card]]) -> None:
    knocker_melds, knocker, defender = setup
    assert not set(knocker) & set(defender) and len(set(defender)) == 10
    reachable = reachable_layoffs(knocker_melds, defender)
    expected = min(brute_min_deadwood(frozenset(defender) - laid) for laid in reachable)

    show = defender_showdown(knocker_melds, defender)
    event(f"lay-offs: {len(show.layoffs)}, gin: {sum(len(m.cards) for m in knocker_melds) == 10}")
    assert show.deadwood_points == expected, (knocker_melds, defender)
    laid = [lo.card for lo in show.layoffs]
    assert len(laid) == len(set(laid))
    assert frozenset(laid) in reachable
    assert assignment_is_playable(knocker_melds, [(lo.card, lo.meld_index) for lo in show.layoffs])
    kept = [c for c in defender if c not in laid]
    check_arrangement(kept, show.arrangement.melds, show.arrangement.deadwood)
    assert show.arrangement.deadwood_points == brute_min_deadwood(frozenset(kept))

    plain = defender_showdown(knocker_melds, defender, allow_layoffs=False)
    assert plain.layoffs == ()
    assert plain.deadwood_points == brute_min_deadwood(frozenset(defender))
    check_arrangement(defender, plain.arrangement.melds, plain.arrangement.deadwood)


# --------------------------------------------------------------------------------------
# Serialisation
# --------------------------------------------------------------------------------------
@PROPS
@given(rules=valid_rules(), seed=st.integers(0, 2**32 - 1), dealer=st.integers(0, 1), steps=STEPS, knock=KNOCK)
def test_hand_json_round_trip(rules: Rules, seed: int, dealer: int, steps: int, knock: float) -> None:
    rng = random.Random(seed)
    deck = list(DECK)
    rng.shuffle(deck)
    hand = Hand(rules, deck, dealer)
    play(hand, rng, steps, knock)
    data = hand_to_json(hand)
    loaded = hand_from_json(data)
    assert hand_to_json(loaded) == data
    assert hand_state(loaded) == hand_state(hand)
    through_text = hand_from_json(json.loads(json.dumps(data)))
    assert hand_to_json(through_text) == data
    assert hand_state(through_text) == hand_state(hand)
    assert loaded.rules == hand.rules and loaded.dealer == hand.dealer and loaded.deck == hand.deck
    for _, action in hand.history:
        assert parse_action(str(action)) == action
        assert action_from_json(json.loads(json.dumps(action_to_json(action)))) == action


def play_match(match: Match, rng: random.Random, steps: int) -> None:
    for _ in range(steps):
        if match.is_over:
            return
        if match.needs_deal:
            deck = list(DECK)
            rng.shuffle(deck)
            match.deal(deck)
            continue
        hand = match.hand
        assert hand is not None
        match.apply(choose_action(hand, rng))


@settings(deadline=None, max_examples=60, suppress_health_check=[HealthCheck.too_slow])
@given(
    rules=valid_rules(), seed=st.integers(0, 2**32 - 1), dealer=st.integers(0, 1),
    steps=st.one_of(st.integers(0, 300), st.just(100_000)),
)
def test_match_json_round_trip_and_replay(rules: Rules, seed: int, dealer: int, steps: int) -> None:
    rules = rules.with_options(target=min(rules.target, 150))  # keep matches short
    rng = random.Random(seed)
    match = Match(rules, dealer)
    play_match(match, rng, steps)
    event(f"match over: {match.is_over}")
    data = match_to_json(match)
    loaded = match_from_json(data)
    assert match_to_json(loaded) == data
    assert match_state(loaded) == match_state(match)
    through_text = match_from_json(json.loads(json.dumps(data)))
    assert match_to_json(through_text) == data
    assert match_state(through_text) == match_state(match)
    # Replaying the same decks and actions by hand gives the same match.
    again = Match(rules, dealer)
    for h in match.hands:
        again.deal(list(h.deck))
        for _, action in h.history:
            again.apply(action)
    assert match_state(again) == match_state(match)


# --------------------------------------------------------------------------------------
# Rules options
# --------------------------------------------------------------------------------------
@PROPS
@given(rules=valid_rules())
def test_rules_json_round_trip(rules: Rules) -> None:
    assert Rules.from_json(rules.to_json()) == rules
    assert Rules.from_json(json.loads(json.dumps(rules.to_json()))) == rules
    assert set(rules.to_json()) == {f.name for f in fields(Rules)}
    if rules.preset_name is not None:
        assert Rules.from_json(rules.preset_name) == rules


INT_RANGES = {
    "knock_limit": (0, 10), "gin_bonus": (0, 100), "undercut_bonus": (0, 100), "big_gin_bonus": (0, 100),
    "box_bonus": (0, 100), "game_bonus": (0, 100), "target": (50, 500),
}
FLAGS = ("big_gin", "oklahoma", "straight_gin")
CHOICES = {
    "next_dealer": ("alternate", "winner"), "opening": ("upcard", "eleven"),
    "wall": ("cancel", "last_discard"), "shutout": ("double_bonus", "double_score"),
}
JUNK = st.one_of(st.none(), st.floats(allow_nan=False), st.text(max_size=5), st.lists(st.integers(), max_size=2))


@st.composite
def invalid_option(draw: st.DrawFn) -> tuple[str, object]:
    kind = draw(st.sampled_from(["int", "flag", "choice", "unknown"]))
    if kind == "int":
        name = draw(st.sampled_from(sorted(INT_RANGES)))
        lo, hi = INT_RANGES[name]
        bad = draw(st.one_of(st.sampled_from([lo - 1, hi + 1]), st.integers(max_value=lo - 1),
                             st.integers(min_value=hi + 1), st.booleans(), JUNK,
                             st.integers(lo, hi).map(float), st.integers(lo, hi).map(str)))
        return name, bad
    if kind == "flag":
        name = draw(st.sampled_from(FLAGS))
        return name, draw(st.one_of(st.integers(), JUNK, st.sampled_from(["true", "false"])))
    if kind == "choice":
        name = draw(st.sampled_from(sorted(CHOICES)))
        bad = draw(st.one_of(st.integers(), st.booleans(), JUNK, st.sampled_from(CHOICES[name]).map(str.upper)))
        assume(bad not in CHOICES[name])
        return name, bad
    name = draw(st.text(alphabet="abcdefghijklmnopqrstuvwxyz_", min_size=1, max_size=12))
    assume(name not in {f.name for f in fields(Rules)} and name != "preset")
    return name, draw(st.integers())


@PROPS
@given(rules=valid_rules(), bad=invalid_option())
def test_invalid_rule_values_raise_rules_error(rules: Rules, bad: tuple[str, object]) -> None:
    name, value_ = bad
    data = {**rules.to_json(), name: value_}
    with pytest.raises(RulesError):
        Rules.from_json(data)
    with pytest.raises(RulesError):
        rules.with_options(**{name: value_})


@pytest.mark.parametrize("name", sorted(INT_RANGES))
def test_number_options_accept_their_range_and_nothing_beyond(name: str) -> None:
    lo, hi = INT_RANGES[name]
    for ok in (lo, hi, (lo + hi) // 2):
        assert getattr(Rules.from_json({name: ok}), name) == ok
    for bad in (lo - 1, hi + 1):
        with pytest.raises(RulesError):
            Rules.from_json({name: bad})


@PROPS
@given(rules=valid_rules())
def test_oklahoma_needs_the_upcard_opening(rules: Rules) -> None:
    with pytest.raises(RulesError):
        Rules.from_json({**rules.to_json(), "oklahoma": True, "opening": "eleven"})


@pytest.mark.parametrize("data", [3, None, [], 1.5, "no-such-preset", {"preset": "nope"}])
def test_rules_from_json_refuses_non_rules(data: object) -> None:
    with pytest.raises(RulesError):
        Rules.from_json(data)


# --------------------------------------------------------------------------------------
# Player views hide what the seat may not see
# --------------------------------------------------------------------------------------
def hidden_from(hand: Hand, seat: int) -> set[Card]:
    """Cards ``seat`` has not seen: the stock, and the opponent's cards not publicly known."""
    opp = 1 - seat
    public: set[Card] = {e.card for e in hand.events if e.seat == opp and e.action == "draw_discard" and e.card}
    if hand.phase == Phase.OVER or (hand.phase == Phase.SHOWDOWN and hand.knocker == opp):
        public |= set(hand.hands[opp])
    return (set(hand.hands[opp]) - public) | set(hand.stock)


def cards_in(obj: object, seen: set[int] | None = None) -> set[Card]:
    """Every card reachable inside a view (dataclasses, tuples, lists, dicts)."""
    seen = set() if seen is None else seen
    if isinstance(obj, Card):
        return {obj}
    if id(obj) in seen or obj is None or isinstance(obj, (str, int, float, bool, Phase, Rules)):
        return set()
    seen.add(id(obj))
    out: set[Card] = set()
    if isinstance(obj, (tuple, list, set, frozenset)):
        for item in obj:
            out |= cards_in(item, seen)
    elif isinstance(obj, dict):
        for k, v in obj.items():
            out |= cards_in(k, seen) | cards_in(v, seen)
    elif hasattr(obj, "__dataclass_fields__"):
        for f in fields(obj):  # type: ignore[arg-type]
            out |= cards_in(getattr(obj, f.name), seen)
    return out


@settings(deadline=None, max_examples=250, suppress_health_check=[HealthCheck.too_slow])
@given(
    rules=valid_rules(), seed=st.integers(0, 2**32 - 1), dealer=st.integers(0, 1),
    steps=STEPS, seat=st.integers(0, 1), knock=KNOCK,
    stop=st.sampled_from([None, Phase.SHOWDOWN, Phase.WALL_OFFER, Phase.UPCARD_DEALER]),
)
def test_views_do_not_leak_hidden_cards(
    rules: Rules, seed: int, dealer: int, steps: int, seat: int, knock: float, stop: Phase | None
) -> None:
    rng = random.Random(seed)
    deck = list(DECK)
    rng.shuffle(deck)
    hand = Hand(rules, deck, dealer)
    play(hand, rng, steps, knock, stop)
    hidden = hidden_from(hand, seat)
    event(f"phase: {hand.phase.value}")
    view = view_of(hand, seat)
    assert isinstance(view, PlayerView)
    assert not cards_in(view) & hidden, "the view shows a hidden card"

    # Shuffle the hidden cards among themselves (the opponent's unknown cards and the
    # stock): the same public history must give exactly the same view.
    order = sorted(hidden)
    shuffled = list(order)
    rng.shuffle(shuffled)
    swap = dict(zip(order, shuffled, strict=True))
    other = Hand(rules, [swap.get(c, c) for c in deck], dealer)
    try:
        for _, action in hand.history:
            other.apply(action)
    except IllegalActionError:
        assume(False)  # the opponent's choices depended on the cards we moved
    assert view_of(other, seat) == view
    assert other.hands[seat] == hand.hands[seat]
