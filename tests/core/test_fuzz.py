"""Random-play fuzz of the rules core: thousands of hands and full matches under random rules.

Every action is checked against invariants recomputed here independently of the core
(card conservation, hand sizes, turn order, legal moves, scoring, match totals), and
random illegal actions are fed in to check that they are refused without any change.

Everything derives from ``SEED``; a failure names the seed and the hand number, and
``hand_rng(n)`` / ``match_rng(n)`` rebuild exactly that hand's or match's randomness.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest

from gin_desktop.core import (
    DECK,
    Action,
    BigGin,
    Card,
    Discard,
    DrawDiscard,
    DrawStock,
    Hand,
    IllegalActionError,
    Knock,
    LayOut,
    Match,
    Meld,
    Pass,
    Phase,
    Rules,
    best_arrangements,
    deadwood_points,
)

SEED = 20_261_130
SOLO_HANDS = 7_000  # single hands under random rules
MATCH_HANDS = 3_000  # at least this many more hands, played as full matches
ILLEGAL_RATE = 0.15  # chance, at each step, of first trying a random illegal action
FULL_CHECK_EVERY = 10  # every n-th hand also recomputes every knock option from scratch

STRATEGIES = ("knock_fast",) * 8 + ("greedy",) * 3 + ("gin_only", "random", "never_out")
DECK_SET = frozenset(DECK)


def hand_rng(n: int) -> random.Random:
    return random.Random(f"{SEED}-hand-{n}")


def match_rng(n: int) -> random.Random:
    return random.Random(f"{SEED}-match-{n}")


def random_rules(rng: random.Random) -> Rules:
    """Any valid combination of options, with the interesting values over-represented."""
    opening = rng.choice(["upcard", "upcard", "eleven"])
    return Rules(
        knock_limit=rng.choice([0, 1, 5, 10, 10, rng.randint(0, 10)]),
        gin_bonus=rng.randint(0, 100),
        undercut_bonus=rng.randint(0, 100),
        big_gin=rng.random() < 0.7,
        big_gin_bonus=rng.choice([0, rng.randint(0, 100)]),
        box_bonus=rng.randint(0, 100),
        game_bonus=rng.randint(0, 100),
        shutout=rng.choice(["double_bonus", "double_score"]),
        target=rng.choice([50, 100, rng.randint(50, 200), rng.randint(50, 500)]),
        next_dealer=rng.choice(["alternate", "winner"]),
        opening=opening,
        wall=rng.choice(["cancel", "last_discard"]),
        oklahoma=opening == "upcard" and rng.random() < 0.3,
        straight_gin=rng.random() < 0.15,
    )


def expected_knock_limit(rules: Rules, upcard: Card | None) -> int:
    if rules.straight_gin:
        return 0
    if rules.oklahoma:
        assert upcard is not None
        return 0 if upcard.rank == 1 else min(upcard.rank, 10)
    return rules.knock_limit


def expected_multiplier(rules: Rules, upcard: Card | None) -> int:
    return 2 if rules.oklahoma and upcard is not None and upcard.suit == 3 else 1


# --------------------------------------------------------------------------------------
# Choosing actions
# --------------------------------------------------------------------------------------
def choose(hand: Hand, rng: random.Random, strategy: str) -> Action:
    legal = hand.legal_actions()
    outs = [a for a in legal if isinstance(a, (Knock, BigGin))]
    discards = [a for a in legal if isinstance(a, Discard)]
    if strategy == "random":
        if outs and rng.random() < 0.3:
            return rng.choice(outs)
        return rng.choice(legal)
    if outs and strategy != "never_out":
        if strategy == "gin_only":
            options = hand.discard_options()
            gins = [a for a in outs if isinstance(a, BigGin) or options[a.card] == 0]
            if gins:
                return with_melds(hand, rng.choice(gins), rng)
        elif strategy == "knock_fast" or rng.random() < 0.3:
            return with_melds(hand, rng.choice(outs), rng)
    if hand.phase == Phase.WALL_OFFER and strategy != "never_out" and DrawDiscard() in legal:
        return DrawDiscard() if rng.random() < 0.8 else Pass()
    if hand.phase == Phase.DRAW and DrawDiscard() in legal and rng.random() < 0.9:
        # Take the top discard only when it joins a meld at once (else the stock): hands stay short.
        top = hand.discard_pile[-1]
        mine = hand.hands[hand.current]
        melds_it = deadwood_points([*mine, top]) < deadwood_points(mine) + min(top.rank, 10)
        return DrawDiscard() if melds_it else DrawStock()
    if discards and rng.random() < 0.85:
        options = hand.discard_options()
        low = min(options[a.card] for a in discards)
        return rng.choice([a for a in discards if options[a.card] == low])
    if hand.phase == Phase.DISCARD and outs and not discards:  # must go out (taken at the wall)
        return with_melds(hand, rng.choice(outs), rng)
    plain = [a for a in legal if not isinstance(a, (Knock, BigGin))] if strategy == "never_out" else legal
    return rng.choice(plain or legal)


def with_melds(hand: Hand, action: Action, rng: random.Random) -> Action:
    """Sometimes name the melds explicitly (a random one of the tied best arrangements)."""
    if rng.random() < 0.5:
        return action
    if isinstance(action, Knock):
        cards = [c for c in hand.hands[hand.current] if c != action.card]
        return Knock(action.card, rng.choice(best_arrangements(cards)).melds)
    if isinstance(action, BigGin):
        return BigGin(rng.choice(best_arrangements(hand.hands[hand.current])).melds)
    return action


def random_illegal(hand: Hand, rng: random.Random) -> Action | None:
    """A random action that is not legal now (or None if the one drawn happens to be legal)."""
    legal = hand.legal_actions()
    mine = hand.hands[hand.current]
    roll = rng.random()
    action: Action
    if roll < 0.1 and hand.taken is not None:
        action = Discard(hand.taken)
    elif roll < 0.2 and hand.phase == Phase.DISCARD:
        knocks = [a for a in legal if isinstance(a, Knock)]
        if knocks:  # a legal knock card, but melds that are wrong in some way
            card = rng.choice(knocks).card
            rest = [c for c in mine if c != card]
            best = rng.choice(best_arrangements(rest)).melds
            rank = rng.randint(1, 13)
            trio = [Card(rank, s) for s in range(3)]
            if best and rng.random() < 0.4:
                return Knock(card, best[1:])  # a meld left out: more deadwood than the minimum
            if best and rng.random() < 0.5:
                return Knock(card, (*best, best[0]))  # overlapping melds
            if not all(c in rest for c in trio):
                return Knock(card, (Meld.of(trio),))  # cards the knocker does not hold
        action = Knock(rng.choice(DECK))
    else:
        action = rng.choice(
            [Pass(), DrawStock(), DrawDiscard(), LayOut(), BigGin(), Discard(rng.choice(DECK)), Knock(rng.choice(DECK))]
        )
    return None if action in legal else action


# --------------------------------------------------------------------------------------
# Invariants
# --------------------------------------------------------------------------------------
def snapshot(hand: Hand) -> tuple[Any, ...]:
    return (
        hand.phase, hand.current, tuple(hand.hands[0]), tuple(hand.hands[1]), tuple(hand.discard_pile),
        hand.stock_count, hand.taken, hand.must_go_out, hand.knocker, hand.knocker_arrangement, hand.result,
        len(hand.history), len(hand.events), tuple(hand.legal_actions()),
    )


def check_static(hand: Hand, full: bool) -> None:
    """Invariants of any single state."""
    rules = hand.rules
    # Conservation: hands + discard pile + stock is a permutation of the deck.
    parts = [*hand.hands[0], *hand.hands[1], *hand.discard_pile, *hand.stock]
    assert len(parts) == 52 and set(parts) == DECK_SET, "cards are not conserved"
    assert hand.stock == list(hand.deck[52 - hand.stock_count :]), "the stock is not the undealt tail of the deck"
    assert hand.stock_count >= 2, "a card of the wall was drawn"
    upcard = None if rules.opening == "eleven" else hand.deck[20]
    assert hand.upcard == upcard
    assert hand.knock_limit == expected_knock_limit(rules, upcard)
    assert hand.multiplier == expected_multiplier(rules, upcard)

    phase, cur = hand.phase, hand.current
    sizes = (len(hand.hands[0]), len(hand.hands[1]))
    legal = hand.legal_actions()
    if phase in (Phase.OVER, Phase.DEAD):
        assert legal == [], "a finished hand offers actions"
        assert hand.result is not None
    else:
        assert legal, f"seat {cur} has no legal action in {phase}"
        assert hand.result is None
    if phase == Phase.DISCARD:
        assert sizes[cur] == 11 and sizes[1 - cur] == 10, f"sizes {sizes} with seat {cur} to discard"
    elif phase in (Phase.SHOWDOWN, Phase.OVER):
        knocker = hand.knocker
        assert knocker is not None and sizes[1 - knocker] == 10
        big = isinstance(hand.history[-1 if phase == Phase.SHOWDOWN else -2][1], BigGin)
        assert sizes[knocker] == (11 if big else 10)
    else:
        assert sizes == (10, 10), f"sizes {sizes} in {phase}"

    if phase in (Phase.UPCARD_NONDEALER, Phase.UPCARD_DEALER):
        assert cur == (hand.nondealer if phase == Phase.UPCARD_NONDEALER else hand.dealer)
        assert set(legal) == {DrawDiscard(), Pass()}
        assert hand.discard_pile == [hand.deck[20]]
    elif phase == Phase.DRAW:
        assert hand.stock_count > 2, "a draw is offered at the wall"
        forced = len(hand.history) == 2 and all(isinstance(a, Pass) for _, a in hand.history)
        assert set(legal) == ({DrawStock()} if forced else {DrawStock(), DrawDiscard()})
        assert hand.discard_pile
    elif phase == Phase.DISCARD:
        check_discard_options(hand, legal, full)
    elif phase == Phase.WALL_OFFER:
        assert rules.wall == "last_discard" and hand.stock_count == 2
        assert Pass() in legal and set(legal) <= {Pass(), DrawDiscard()}
        if full:
            top = hand.discard_pile[-1]
            cards = [*hand.hands[cur], top]
            can = (rules.big_gin and deadwood_points(cards) == 0) or any(
                deadwood_points([x for x in cards if x != c]) <= hand.knock_limit for c in hand.hands[cur]
            )
            assert (DrawDiscard() in legal) == can
    elif phase == Phase.SHOWDOWN:
        assert cur != hand.knocker and legal == [LayOut()]
    elif phase == Phase.DEAD:
        check_dead(hand)
    elif phase == Phase.OVER:
        check_showdown_result(hand)


def check_discard_options(hand: Hand, legal: list[Action], full: bool) -> None:
    cur = hand.current
    mine = hand.hands[cur]
    options = hand.discard_options()
    assert set(options) == set(mine)
    expected: set[Action] = set()
    for card in mine:
        if card == hand.taken:
            continue
        if not hand.must_go_out:
            expected.add(Discard(card))
        if options[card] <= hand.knock_limit:
            expected.add(Knock(card))
    if hand.rules.big_gin and deadwood_points(mine) == 0:
        expected.add(BigGin())
    assert set(legal) == expected, "legal actions differ from the rules"
    assert len(legal) == len(expected), "duplicate legal actions"
    if hand.must_go_out:
        assert legal and all(isinstance(a, (Knock, BigGin)) for a in legal)
    if full:
        for card in mine:
            assert options[card] == deadwood_points([c for c in mine if c != card]), f"discard option {card}"


def check_dead(hand: Hand) -> None:
    r = hand.result
    assert r is not None and r.kind == "dead" and r.winner is None and r.knocker is None and r.points == 0
    assert hand.stock_count == 2, "a hand died before the wall"
    last = hand.history[-1][1]
    if hand.rules.wall == "cancel":
        assert isinstance(last, Discard)
    else:
        assert isinstance(last, Pass) and isinstance(hand.history[-2][1], Discard)


def check_showdown_result(hand: Hand) -> None:
    """Recompute the hand's score from the two deadwood counts, per the rules text."""
    r = hand.result
    rules = hand.rules
    assert r is not None and r.knocker is not None
    knocker, defender = r.knocker, 1 - r.knocker
    (seat_k, out), (seat_d, lay) = hand.history[-2], hand.history[-1]
    assert (seat_k, seat_d) == (knocker, defender) and isinstance(out, (Knock, BigGin)) and isinstance(lay, LayOut)
    big = isinstance(out, BigGin)
    k_cards, d_cards = hand.hands[knocker], hand.hands[defender]
    k, d = r.knocker_deadwood, r.defender_deadwood
    # The knocker's side.
    arr = r.knocker_arrangement
    assert arr is not None and arr == hand.knocker_arrangement
    assert sorted(arr.cards) == sorted(k_cards)
    assert k == arr.deadwood_points == deadwood_points(k_cards)
    assert k <= hand.knock_limit
    if out.melds is not None:
        assert {m.cards for m in arr.melds} == {Meld.of(m.cards).cards for m in out.melds}, "chosen melds ignored"
    if big:
        assert rules.big_gin and k == 0 and len(k_cards) == 11
    # The defender's side.
    show = r.defender
    assert show is not None and d == show.deadwood_points
    laid = [lo.card for lo in show.layoffs]
    assert sorted([*show.arrangement.cards, *laid]) == sorted(d_cards)
    assert d == deadwood_points(show.arrangement.cards)
    assert layoffs_playable(arr.melds, [(lo.card, lo.meld_index) for lo in show.layoffs]), "impossible lay-offs"
    if k == 0:
        assert not show.layoffs and d == deadwood_points(d_cards), "lay-offs against gin"
    else:
        assert d <= deadwood_points(d_cards)
    # The score.
    mult = expected_multiplier(rules, hand.upcard)
    if big:
        want = ("big_gin", knocker, (rules.gin_bonus + rules.big_gin_bonus + d) * mult)
    elif k == 0:
        want = ("gin", knocker, (rules.gin_bonus + d) * mult)
    elif d <= k:
        want = ("undercut", defender, (rules.undercut_bonus + k - d) * mult)
    else:
        want = ("knock", knocker, (d - k) * mult)
    assert (r.kind, r.winner, r.points) == want, f"scored {(r.kind, r.winner, r.points)}, rules say {want}"
    assert r.multiplier == mult


def layoffs_playable(melds: tuple[Meld, ...], layoffs: list[tuple[Card, int]]) -> bool:
    """Whether the cards can be laid, in some order, one step at a time onto their assigned melds."""
    groups = [list(m.cards) for m in melds]
    left = list(layoffs)
    while left:
        for i, (card, index) in enumerate(left):
            group = groups[index]
            if all(c.rank == group[0].rank for c in group):
                fits = card.rank == group[0].rank and len(group) < 4
            else:
                ranks = [c.rank for c in group]
                fits = card.suit == group[0].suit and card.rank in (min(ranks) - 1, max(ranks) + 1)
            if fits:
                group.append(card)
                del left[i]
                break
        else:
            return False
    return True


def check_transition(hand: Hand, before: tuple[Phase, int, int, Card | None], action: Action) -> None:
    """The phase and seat after ``action`` follow the turn order of the rules text."""
    phase, cur, stock, top = before
    other = 1 - cur
    now = (hand.phase, hand.current)
    if isinstance(action, Pass):
        if phase == Phase.UPCARD_NONDEALER:
            assert now == (Phase.UPCARD_DEALER, other)
        elif phase == Phase.UPCARD_DEALER:
            assert now == (Phase.DRAW, other)
        else:
            assert phase == Phase.WALL_OFFER and hand.phase == Phase.DEAD
    elif isinstance(action, DrawStock):
        assert now == (Phase.DISCARD, cur) and hand.stock_count == stock - 1
        assert hand.hands[cur][-1] == hand.deck[52 - stock] and hand.taken is None
    elif isinstance(action, DrawDiscard):
        assert now == (Phase.DISCARD, cur) and hand.taken == top and hand.hands[cur][-1] == top
        assert hand.must_go_out == (phase == Phase.WALL_OFFER)
    elif isinstance(action, Discard):
        assert hand.discard_pile[-1] == action.card and action.card not in hand.hands[cur]
        if stock > 2:
            assert now == (Phase.DRAW, other)
        elif hand.rules.wall == "cancel":
            assert hand.phase == Phase.DEAD
        else:
            assert now == (Phase.WALL_OFFER, other)
    elif isinstance(action, (Knock, BigGin)):
        assert now == (Phase.SHOWDOWN, other) and hand.knocker == cur
        if isinstance(action, Knock):
            assert hand.discard_pile[-1] == action.card
    else:
        assert isinstance(action, LayOut) and hand.phase == Phase.OVER


@dataclass
class Stats:
    hands: int = 0
    actions: int = 0
    illegal: int = 0
    kinds: Counter[str] = field(default_factory=Counter)
    options: Counter[str] = field(default_factory=Counter)
    wall_takes: int = 0
    explicit_melds: int = 0


def play_hand(
    hand: Hand, apply: Callable[[Action], None], rng: random.Random, where: str, stats: Stats,
    after: Callable[[Hand], None] | None = None,
) -> None:
    """Play ``hand`` to its end through ``apply``, checking everything after every action."""
    strategy = rng.choice(STRATEGIES)
    full = stats.hands % FULL_CHECK_EVERY == 0
    step = 0
    action: Action | None = None
    try:
        check_static(hand, full)
        while not hand.is_over:
            if rng.random() < ILLEGAL_RATE:
                bad = random_illegal(hand, rng)
                if bad is not None:
                    action = bad
                    state = snapshot(hand)
                    with pytest.raises(IllegalActionError):
                        apply(bad)
                    assert snapshot(hand) == state, "a refused action changed the state"
                    stats.illegal += 1
            action = choose(hand, rng, strategy)
            before = (hand.phase, hand.current, hand.stock_count, hand.top_discard)
            if before[0] == Phase.WALL_OFFER and isinstance(action, DrawDiscard):
                stats.wall_takes += 1
            if isinstance(action, (Knock, BigGin)) and action.melds is not None:
                stats.explicit_melds += 1
            apply(action)
            step += 1
            check_transition(hand, before, action)
            check_static(hand, full)
            if after is not None:
                after(hand)
        with pytest.raises(IllegalActionError):
            apply(rng.choice([Pass(), DrawStock(), LayOut(), Discard(rng.choice(DECK))]))
    except AssertionError as exc:
        raise AssertionError(
            f"fuzz failure (seed {SEED}) at {where}, step {step}, action {action}, strategy {strategy}\n"
            f"rules {hand.rules}\n{hand!r}\nhistory: {[str(a) for _, a in hand.history]}\n{exc}"
        ) from exc
    stats.hands += 1
    stats.actions += step
    assert hand.result is not None
    stats.kinds[hand.result.kind] += 1


# --------------------------------------------------------------------------------------
# The fuzz runs
# --------------------------------------------------------------------------------------
@pytest.mark.slow
def test_fuzz_single_hands() -> None:
    stats = Stats()
    started = time.perf_counter()
    for n in range(SOLO_HANDS):
        rng = hand_rng(n)
        rules = random_rules(rng)
        deck = list(DECK)
        rng.shuffle(deck)
        hand = Hand(rules, deck, rng.randrange(2))
        for name in ("opening", "wall", "oklahoma", "straight_gin", "big_gin"):
            stats.options[f"{name}={getattr(rules, name)}"] += 1
        play_hand(hand, hand.apply, rng, f"single hand #{n} (hand_rng({n}))", stats)
    elapsed = time.perf_counter() - started
    print(f"\nfuzz: {stats.hands} hands, {stats.actions} actions, {stats.illegal} illegal tries in {elapsed:.1f}s")
    print(f"results {dict(stats.kinds)}; wall takes {stats.wall_takes}; explicit melds {stats.explicit_melds}")
    # The fuzz must actually reach every kind of ending and every option.
    for kind in ("knock", "undercut", "gin", "big_gin", "dead"):
        assert stats.kinds[kind] > 0, f"no {kind} in {stats.hands} hands (seed {SEED})"
    assert stats.wall_takes > 0 and stats.explicit_melds > 0 and stats.illegal > 1000
    assert all(stats.options[f"oklahoma={v}"] and stats.options[f"straight_gin={v}"] for v in (True, False))


def expected_final(match: Match) -> tuple[int, tuple[int, int], bool]:
    """(winner, final totals, shutout) recomputed from the score sheet and the rules."""
    rules = match.rules
    points = [0, 0]
    won = [0, 0]
    for entry in match.sheet:
        r = entry.result
        if r.winner is not None:
            points[r.winner] += r.points
            won[r.winner] += 1
    winner = 0 if points[0] > points[1] else 1
    loser = 1 - winner
    shutout = points[loser] == 0
    totals = list(points)
    totals[winner] += rules.game_bonus * (2 if shutout and rules.shutout == "double_bonus" else 1)
    totals[0] += won[0] * rules.box_bonus
    totals[1] += won[1] * rules.box_bonus
    if shutout and rules.shutout == "double_score":
        totals[winner] *= 2
    return winner, (totals[0], totals[1]), shutout


def check_match_step(match: Match, scores_before: tuple[int, int], where: str) -> None:
    hand = match.hand
    assert hand is not None
    scores = (match.scores[0], match.scores[1])
    if not hand.is_over:
        assert scores == scores_before, f"{where}: scores changed during a hand"
        assert match.result is None
        return
    r = hand.result
    assert r is not None
    delta = (scores[0] - scores_before[0], scores[1] - scores_before[1])
    want = [0, 0]
    if r.winner is not None:
        want[r.winner] = r.points
    assert delta == (want[0], want[1]), f"{where}: scores moved by {delta}, the hand scored {want}"
    assert match.sheet[-1].result == r and match.sheet[-1].totals == scores
    assert len(match.sheet) == len(match.hands)
    if max(scores) >= match.rules.target:
        assert match.result is not None, f"{where}: target reached but the match goes on"
    else:
        assert match.result is None and match.needs_deal


@pytest.mark.slow
def test_fuzz_full_matches() -> None:
    stats = Stats()
    started = time.perf_counter()
    matches = 0
    shutouts = 0
    while stats.hands < MATCH_HANDS or matches < 20:
        rng = match_rng(matches)
        rules = random_rules(rng)
        first = rng.randrange(2)
        match = Match(rules, first)
        expected_dealer = first
        while not match.is_over:
            assert match.needs_deal
            with pytest.raises(IllegalActionError):
                match.apply(Pass())  # no hand in play
            deck = list(DECK)
            rng.shuffle(deck)
            hand = match.deal(deck)
            where = f"match #{matches} (match_rng({matches})), hand {len(match.hands)}"
            assert hand.dealer == expected_dealer, f"{where}: wrong dealer"
            with pytest.raises(IllegalActionError):
                match.deal(deck)  # the hand is still being played
            scores = [(match.scores[0], match.scores[1])]

            def after(
                h: Hand, match: Match = match, where: str = where, scores: list[tuple[int, int]] = scores
            ) -> None:
                check_match_step(match, scores[0], where)
                scores[0] = (match.scores[0], match.scores[1])

            play_hand(hand, match.apply, rng, where, stats, after)
            r = hand.result
            assert r is not None
            if r.winner is None:
                pass  # dead hand: the same dealer deals again
            elif rules.next_dealer == "winner":
                expected_dealer = r.winner
            else:
                expected_dealer = 1 - hand.dealer
        matches += 1
        res = match.result
        assert res is not None
        winner, totals, shutout = expected_final(match)
        where = f"match #{matches - 1} (seed {SEED})"
        assert max(match.scores) >= rules.target, f"{where}: ended below the target"
        assert (res.winner, res.totals, res.shutout) == (winner, totals, shutout), f"{where}: {res} vs {totals}"
        assert res.hand_points == (match.scores[0], match.scores[1])
        bonus = [0, 0]
        for line in res.bonuses:
            bonus[line.seat] += line.points
        assert res.totals == (res.hand_points[0] + bonus[0], res.hand_points[1] + bonus[1]), where
        assert res.difference == res.totals[res.winner] - res.totals[1 - res.winner]
        shutouts += shutout
        with pytest.raises(IllegalActionError):
            match.deal(list(DECK))
    elapsed = time.perf_counter() - started
    print(f"\nfuzz: {matches} matches, {stats.hands} hands, {stats.actions} actions, {shutouts} shutouts, "
          f"{elapsed:.1f}s; results {dict(stats.kinds)}")
    assert shutouts > 0
