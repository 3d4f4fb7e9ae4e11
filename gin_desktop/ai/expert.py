"""The Expert level: Hard's judgement, with the close decisions settled by search.

At each decision that is not obvious Expert lists its candidates (take the top
discard or draw from the stock; every discard; knock now or play on; Hard, the same
search on a budget, only its best few discards by its own measure), then samples
*worlds*: opponent hands drawn from the knowledge model (the cards the opponent took,
passed and discarded weight each unseen card, as for Hard) and a random stock order
of the remaining unseen cards. Every candidate is played out to the end of the hand
in the same worlds (the engine's worlds and play-outs, :mod:`.engine`, which the coach
and the hint use too), and the candidate with the best mean value wins. Values are
the hand's points at any score (:func:`engine.match_worth`): weighting them by the score lost
whole games against the reference bot (docs/ai.md, "Whole games").

The search is bounded by a number of worlds, not by the clock, so a decision is a
function of the seed and the view alone (replays, fairness); the counts are set so
that a decision fits the computer's pace on a 2-core machine (README, "Measured
strength"). A safety cap (:data:`TIME_CAP`) stops a search early on a much slower
machine, the only case where the clock can change a decision.
"""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Sequence

from gin_desktop.core import Action, Card, Discard, DrawDiscard, DrawStock, Knock, Pass, Phase, PlayerView
from gin_desktop.core.cards import mask_of

from . import engine
from .evaluate import DeadwoodCache, next_deadwood
from .knowledge import Knowledge
from .opponent_style import knocks_when_it_can
from .players import LevelPlayer, going_round

log = logging.getLogger("gin_desktop")  # the app's log (crash.py sets it up)
TIME_CAP = 1.0  # seconds: a safety stop, far above the usual decision time (logged when it fires): checked
# at each look of the race, so a decision ends within about a look of it (max 1.5 s, issue 22)
CAP = 512  # the most worlds the race between the candidates plays (engine.LOOKS: 32, 64, ... up to this)
HARD_CAP = 64  # the Hard level's: the same search in two looks (its decisions' p95 within 50 ms, issue 22)
# How clearly the search's leader must beat Hard's move to be played instead, in standard errors of their
# paired gap. The coach's strict z = 3 keeps its grades off the dice; a player gains by playing the better
# mean more often. Measured (1,000 duplicate deals against the challenger, paired with z = 3 on the same
# deals): z = 1 +0.82 ± 0.63 points a hand, z = 0.5 +0.66 ± 0.84, z = 0 (the mean alone) +0.00 ± 1.31:
# Hard's judgement is worth keeping as the prior, but not at z = 3.
PICK_Z = 1.0
HARD_PICK_Z = engine.Z  # Hard's, at its 64 worlds: the coach's
# Expert races every legal discard: Hard's measure (expected deadwood after the next draw, the danger of
# feeding the opponent) often ranks the engine's best discard far down (keeping a pair of queens early
# instead of throwing one, throwing a lone deuce no meld can still use), and the engine's early screen
# drops the clearly worse ones after 32 worlds. Measured (2,000 duplicate deals each, paired with the three
# best within 1.5 on the same deals): see docs/ai.md. Hard keeps the narrow list: its 50 ms budget.
HARD_DISCARDS = 3  # Hard searches its best few discards by its own measure ...
DISCARD_MARGIN = 1.5  # ... those within this of its best
# A draw is searched when the two ways differ by at most this in expected deadwood. Expert's is
# narrower: where Hard's rule is clear by 2 to 4 points the play-outs' opponent mixture misjudges
# some opponents. Measured (1,000 duplicate deals each, paired with 4 on the same deals): against
# OpenSpiel's simple bot 2 gives +0.69 +- 0.57 points a hand (0, no draw search: +0.75 +- 0.73;
# 8: -3.0 +- 1.5 over 560), against the challenger +0.42 +- 0.82 (0: -1.38 +- 1.08).
DRAW_MARGIN = 2.0
HARD_DRAW_MARGIN = 2.0  # Hard's (at 4, its 64 worlds misjudged draws: 1,000 paired deals -1.33 +- 0.66 a hand)
# Against an opponent who knocks when it can (opponent_style.py), Expert plays a discard outside Hard's best
# few (an outsider) only when it beats each of them by this many standard errors: there the race's leader
# was an outsider in one searched decision in five, mostly by less than two standard errors (a wide race's
# winner's curse, or points bought with a riskier hand that such an opponent does not leave time for). Hard's
# choices the race dropped early still count while they trail by at most OUTSIDER_REACH points. Measured in
# every hand against OpenSpiel's simple bot: +2.2% games, but -3.8% against the challenger, a gin hunter. Only
# once the opponent has shown it: whole games against the simple bot 75.1% (72.6% before; docs/ai.md).
OUTSIDER_Z = 2.0
OUTSIDER_REACH = 8.0
UPCARD = (Phase.UPCARD_NONDEALER, Phase.UPCARD_DEALER)
# The play-out policies are the engine's (the coach's and the hint's): one evaluator for all three.
ME = engine.ME
OPPONENTS = engine.OPPONENTS


class ExpertPlayer(LevelPlayer):
    def __init__(self, seed: int | str = 0, cap: int = CAP, name: str = "expert", pick_z: float = PICK_Z,
                 draw_margin: float = DRAW_MARGIN, discards: int | None = None) -> None:
        """``discards``: how many of Hard's best discards (within :data:`DISCARD_MARGIN`) are searched;
        None, every legal discard."""
        super().__init__("hard", seed)
        self.name = name
        self.cap = cap
        self.pick_z = pick_z
        self.draw_margin = draw_margin
        self.discards = discards

    # -- drawing ------------------------------------------------------------------
    def draw(self, view: PlayerView, know: Knowledge, cache: DeadwoodCache) -> Action:
        hard = super().draw(view, know, cache)
        legal = view.legal_actions
        top = view.top_discard
        other = Pass() if view.phase in UPCARD else DrawStock()  # the upcard offer is searched as a draw is
        if view.phase not in (Phase.DRAW, *UPCARD) or top is None or DrawDiscard() not in legal or other not in legal:
            return hard
        if going_round(view):
            return hard  # (the stock: see players.REPEAT_TAKES)
        hand = mask_of(view.hand)
        with_top = cache.after_best_discard(hand | top.mask, forbid=top.mask)
        if abs(with_top - next_deadwood(hand, know, cache)) > self.draw_margin:
            return hard  # clear either way
        return self._choose(view, engine.choices_of(view), hard)

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

        def best_few(count: int) -> list[Card]:  # Hard's best few by its own measure, within the margin
            return [c for c in ranked[:count] if scores[c] <= low + DISCARD_MARGIN]

        discards = ranked if self.discards is None else best_few(self.discards)
        knocks = [c for c in view.hand if Knock(c) in legal]
        knock_card = min(knocks, key=lambda c: (cache.deadwood(hand & ~c.mask), -c.value)) if knocks else None
        if len(discards) == 1 and knock_card is None:
            return hard
        wanted: list[object] = [engine.choice_key(Discard(c)) for c in discards]
        if knock_card is not None:
            wanted.append(engine.choice_key(Knock(knock_card)))
        plays = {engine.choice_key(a): (a, play) for a, play in engine.choices_of(view)}
        candidates = [plays[k] for k in wanted if k in plays]
        if knock_card is not None:  # the knock shows Hard's arrangement (the fewest lay-offs)
            melds = self.pick_arrangement([c for c in view.hand if c != knock_card], know, rng)
            candidates = [(Knock(knock_card, melds), p) if isinstance(a, Knock) else (a, p) for a, p in candidates]
        insiders = None
        if self.discards is None and knocks_when_it_can(view):
            insiders = {engine.choice_key(Discard(c)) for c in best_few(HARD_DISCARDS)}
            if knock_card is not None:
                insiders.add(engine.choice_key(Knock(knock_card)))
        return self._choose(view, candidates, hard, insiders)

    # -- the search -----------------------------------------------------------------
    def _choose(self, view: PlayerView, candidates: Sequence[tuple[Action, engine.Play]], fallback: Action,
                insiders: set[object] | None = None) -> Action:
        """The engine's pick among ``candidates``, valued by :func:`engine.match_worth`, Hard's choice first in
        its prior (it stays unless the worlds show another better by :data:`PICK_Z` standard errors). With
        ``insiders`` (the keys of Hard's own few choices), any other choice must beat each of them by
        :data:`OUTSIDER_Z` (:func:`graded_pick`)."""
        prior = [fallback, *(a for a, _ in candidates)]
        start = time.perf_counter()
        race = engine.Race.run(view, f"{self.seed}|expert-search", prior, self.cap, candidates,
                               deadline=start + TIME_CAP, pick_z=self.pick_z)
        if race is None:
            return fallback
        if time.perf_counter() - start > TIME_CAP:
            log.info("expert: the %.1f s safety stop fired after %d worlds", TIME_CAP, race.n)
        pick = race.pick if insiders is None else graded_pick(race, insiders, self.pick_z)
        return race.cands[pick][0]


def graded_pick(race: engine.Race, insiders: set[object], pick_z: float) -> int:
    """The race's pick, unless it is an *outsider* (not in ``insiders``) that does not beat every insider by
    :data:`OUTSIDER_Z` standard errors of their paired gap (an insider the race dropped counts while it trails by
    at most :data:`OUTSIDER_REACH` points): then the pick among the insiders still in the race, by the race's own
    rule (the first in the prior order that their leader does not beat by ``pick_z``), or the closest dropped one."""
    pick, values = race.pick, race.values
    if race.keys[pick] in insiders:
        return pick
    inside = [i for i, key in enumerate(race.keys) if key in insiders]
    gaps = {i: engine.paired_gap(values[pick], values[i]) for i in inside}
    near = [i for i in inside if i in race.alive or gaps[i][0] <= OUTSIDER_REACH]
    if all(gaps[i][0] - OUTSIDER_Z * gaps[i][1] > 0 for i in near):
        return pick
    alive = [i for i in near if i in race.alive]
    if not alive:
        return min(near, key=lambda i: (gaps[i][0], race.rank.index(i)))
    leader = max(alive, key=lambda i: (sum(values[i]) / len(values[i]), -race.rank.index(i)))
    between = {i: engine.paired_gap(values[leader], values[i]) for i in alive if i != leader}
    return engine.pick_first(set(alive), leader, between, race.rank, pick_z)


def _same(a: Action, b: Action) -> bool:
    return engine.choice_key(a) == engine.choice_key(b)
