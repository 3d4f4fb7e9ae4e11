"""The Expert level: Hard's judgement, with the close decisions settled by search.

At each decision that is not obvious Expert lists a few candidates (take the top
discard or draw from the stock; the best few discards by Hard's measure; knock now
or play on), then samples *worlds*: opponent hands drawn from the knowledge model
(the cards the opponent took, passed and discarded weight each unseen card, as for
Hard) and a random stock order of the remaining unseen cards. Every candidate is
played out to the end of the hand in the same worlds (:mod:`.rollout`), and the
candidate with the best mean value wins. Values are the hand's points weighted by
what the game score makes them worth (:func:`points_worth`): near the target the
points past it count little and reaching it counts the game bonus, so a sure
small win beats a likely bigger one.

The search is bounded by a number of worlds, not by the clock, so a decision is a
function of the seed and the view alone (replays, fairness); the counts are set so
that a decision fits the computer's pace on a 2-core machine (README, "Measured
strength"). A safety cap (:data:`TIME_CAP`) stops a search early on a much slower
machine, the only case where the clock can change a decision.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from gin_desktop.core import Action, Discard, DrawDiscard, DrawStock, Knock, Phase, PlayerView, Rules
from gin_desktop.core.cards import mask_of

from .evaluate import DeadwoodCache, next_deadwood, sample_opponent_hands
from .knowledge import Knowledge
from .players import LevelPlayer
from .rollout import Policy, Table, play_out, showdown_points

TIME_CAP = 1.2  # seconds: a safety stop, far above the usual decision time
WORLDS = 96  # worlds sampled for a decision between candidates (a multiple of the 3 opponent styles)
DISCARD_MARGIN = 1.5  # a discard is searched when Hard rates it within this of the best
MAX_DISCARDS = 3

# Expert's own later play in a play-out: Hard's knock timing.
ME = Policy(early_stock=24, low_count=2)
# The opponent's, one per world in turn: one who knocks as soon as the count allows,
# one who knocks early and then plays for gin, one in between.
OPPONENTS = (
    Policy(early_stock=99, low_count=10),
    Policy(early_stock=21, low_count=0),
    Policy(early_stock=24, low_count=4, late_stock=6, late_count=7),
)


def points_worth(points: int, need: int, rules: Rules) -> float:
    """What winning ``points`` in a hand is worth when ``need`` more points win the game.

    Points up to the target count in full and the game bonus is added on reaching
    it; points past the target count a quarter (they only pad the final margin).
    """
    if points < need:
        return float(points)
    return need + 0.25 * (points - need) + rules.game_bonus


@dataclass(frozen=True)
class World:
    opponent: int  # the opponent's hand, as a mask
    stock: tuple[int, ...]  # stock card bits, top first
    policies: tuple[Policy, Policy]  # by seat: Expert's own and this world's opponent


class ExpertPlayer(LevelPlayer):
    def __init__(self, seed: int | str = 0) -> None:
        super().__init__("hard", seed)
        self.name = "expert"

    # -- drawing ------------------------------------------------------------------
    def draw(self, view: PlayerView, know: Knowledge, cache: DeadwoodCache) -> Action:
        hard = super().draw(view, know, cache)
        legal = view.legal_actions
        top = view.top_discard
        if view.phase != Phase.DRAW or top is None or DrawDiscard() not in legal or DrawStock() not in legal:
            return hard
        hand = mask_of(view.hand)
        with_top = cache.after_best_discard(hand | top.mask, forbid=top.mask)
        if abs(with_top - next_deadwood(hand, know, cache)) > 4:
            return hard  # clear either way
        rng = self._rng(view)
        worlds = self._worlds(view, know, rng, cache)
        table = _table(view)
        me = view.seat

        def take(w: World) -> int:
            hands = _hands(me, hand | top.mask, w.opponent)
            return play_out(hands, list(w.stock), 0, me, True, top.mask, table, w.policies, me)

        def stock(w: World) -> int:
            hands = _hands(me, hand | w.stock[0], w.opponent)
            return play_out(hands, list(w.stock[1:]), top.mask, me, True, 0, table, w.policies, me)

        best = self._choose(view, worlds, [(DrawDiscard(), take), (DrawStock(), stock)], hard)
        return best

    # -- discarding and knocking ----------------------------------------------------
    def discard_or_knock(self, view: PlayerView, know: Knowledge, cache: DeadwoodCache, rng: random.Random) -> Action:
        hard = super().discard_or_knock(view, know, cache, rng)
        legal = set(view.legal_actions)
        hand = mask_of(view.hand)
        options = [c for c in view.hand if Discard(c) in legal]
        if not options or (isinstance(hard, Knock) and cache.deadwood(hand & ~hard.card.mask) == 0):
            return hard  # gin, or a forced knock at the wall
        scores = {c: self.discard_cost(hand & ~c.mask, c, know, cache, cache.deadwood(hand & ~c.mask))
                  for c in options}
        ranked = sorted(options, key=lambda c: (scores[c], cache.deadwood(hand & ~c.mask), -c.value))
        low = scores[ranked[0]]
        discards = [c for c in ranked[:MAX_DISCARDS] if scores[c] <= low + DISCARD_MARGIN]
        knocks = [c for c in view.hand if Knock(c) in legal]
        knock_card = min(knocks, key=lambda c: (cache.deadwood(hand & ~c.mask), -c.value)) if knocks else None
        if len(discards) == 1 and knock_card is None:
            return hard
        search_rng = self._rng(view)
        worlds = self._worlds(view, know, search_rng, cache)
        table = _table(view)
        me = view.seat
        candidates: list[tuple[Action, Callable[[World], int]]] = []
        for card in discards:
            candidates.append((Discard(card), _after_discard(me, hand & ~card.mask, card.mask, table)))
        if knock_card is not None:
            kept = hand & ~knock_card.mask

            def knock(w: World, kept: int = kept) -> int:
                won, points = showdown_points(kept, w.opponent, table)
                return points if won else -points

            melds = self.pick_arrangement([c for c in view.hand if c != knock_card], know, rng)
            candidates.append((Knock(knock_card, melds), knock))
        return self._choose(view, worlds, candidates, hard)

    # -- the search -----------------------------------------------------------------
    def _rng(self, view: PlayerView) -> random.Random:
        from .base import view_fingerprint

        return random.Random(f"{self.seed}|expert-search|{view_fingerprint(view)}")

    def _worlds(self, view: PlayerView, know: Knowledge, rng: random.Random, cache: DeadwoodCache) -> list[World]:
        draws = sum(1 for e in view.events if e.seat != view.seat and e.action == "draw_stock")
        hands = sample_opponent_hands(know, rng, WORLDS, min(draws, 6), cache)
        out = []
        for i, cards in enumerate(hands):
            opp = mask_of(cards)
            rest = [c.mask for c in know.unseen if not opp & c.mask]
            rng.shuffle(rest)
            them = OPPONENTS[i % len(OPPONENTS)]
            policies = (ME, them) if view.seat == 0 else (them, ME)
            out.append(World(opp, tuple(rest[: view.stock_count]), policies))
        return out

    def _choose(self, view: PlayerView, worlds: Sequence[World],
                candidates: Sequence[tuple[Action, Callable[[World], int]]], fallback: Action) -> Action:
        need_me = max(1, view.rules.target - view.scores[view.seat])
        need_opp = max(1, view.rules.target - view.scores[1 - view.seat])
        totals = [0.0] * len(candidates)
        start = time.perf_counter()
        done = 0
        for w in worlds:
            for i, (_, play) in enumerate(candidates):
                points = play(w)
                if points >= 0:
                    totals[i] += points_worth(points, need_me, view.rules)
                else:
                    totals[i] -= points_worth(-points, need_opp, view.rules)
            done += 1
            if time.perf_counter() - start > TIME_CAP:
                break
        if not done:
            return fallback
        best = max(range(len(candidates)), key=lambda i: (totals[i], candidates[i][0] == fallback))
        # Keep Hard's choice unless the search finds a clear gain (half a point a hand).
        hard_index = next((i for i, (a, _) in enumerate(candidates) if _same(a, fallback)), None)
        if hard_index is not None and (totals[best] - totals[hard_index]) / done < 0.5:
            return fallback
        return candidates[best][0]


def _same(a: Action, b: Action) -> bool:
    if isinstance(a, Knock) and isinstance(b, Knock):
        return a.card == b.card
    return a == b


def _table(view: PlayerView) -> Table:
    return Table(view.rules, view.knock_limit, view.multiplier)


def _hands(me: int, mine: int, opponent: int) -> list[int]:
    return [mine, opponent] if me == 0 else [opponent, mine]


def _after_discard(me: int, kept: int, card: int, table: Table) -> Callable[[World], int]:
    def play(w: World) -> int:
        hands = _hands(me, kept, w.opponent)
        return play_out(hands, list(w.stock), card, 1 - me, False, 0, table, w.policies, me)

    return play
