"""The one evaluator behind the coach and the hint: every legal choice of a decision played
out in sampled worlds until the verdict is settled.

A *world* fixes what the deciding seat cannot see (the opponent's hand, drawn from the
knowledge model, and a stock order of the other unseen cards, see :func:`sample_worlds`).
Every choice is played to the end of the hand in the same worlds (common random numbers,
:mod:`.rollout`), so two choices are compared world by world.

One play-out is a coin with ±25-point faces: the paired difference of two choices in one
world has a standard deviation of 10–30 points (measured over seeded hands), so a fixed
number of worlds either wastes time on clear decisions or leaves close ones to the dice.
:func:`analyse` therefore samples in *looks* (:data:`LOOKS`: 32, 64, … worlds). At each look
it drops the choices that are clearly worse than the leader (the upper end of their paired
gap's interval below zero, with the strict :data:`Z` because the test is repeated at every
look; in the first looks, up to :data:`SCREEN` worlds, also any choice more than :data:`CUT`
points behind: the screen that keeps eleven discards cheap), picks the first choice in the
*prior* order that the leader is not clearly better than (a fixed judgement that does not
depend on the dice: Expert's move, then the Hard level's order, :func:`prior`; "clearly" is
``pick_z`` standard errors, :data:`Z` for the coach, fewer for the Expert level, which plays the
better mean more often), and stops as soon as the question asked is answered:

* for a hint (``keep`` None): when every other choice still in the race is settled against
  the pick: surely within :data:`TIE` of it, clearly worse, or too close for the cap to tell
  (a futility stop, :func:`_resolved`);
* for a review (``keep``: the player's choice): when additionally the player's gap to the
  pick lies inside one grade band (``settled``: :func:`gin_desktop.values.reviews.settled`).

The cap (:data:`CAP` worlds) is a count, never a time, so a verdict is a function of the
seed and the view alone, whatever the machine's load.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final

from gin_desktop.core import (
    Action,
    BigGin,
    Discard,
    DrawDiscard,
    DrawStock,
    Knock,
    Pass,
    Phase,
    PlayerView,
)
from gin_desktop.core.cards import mask_of

from .base import view_fingerprint
from .evaluate import DeadwoodCache, HandSampler
from .knowledge import infer
from .rollout import Policy, Table, play_out, showdown_points, takes

# Expert's own later play in a play-out: Hard's knock timing.
ME: Final = Policy(early_stock=24, low_count=2)
# The opponent's, one per world in turn: one who knocks as soon as the count allows,
# one who knocks early and then plays for gin, one in between.
OPPONENTS: Final = (
    Policy(early_stock=99, low_count=10),
    Policy(early_stock=21, low_count=0),
    Policy(early_stock=24, low_count=4, late_stock=6, late_count=7),
)

LOOKS: Final = (32, 64, 128, 256, 512, 1024, 2048)  # the worlds at which the race is looked at
CAP: Final = LOOKS[-1]
Z: Final = 3.0  # two-sided 99.7% at each look: about 98% over all the looks together
# A review's band for the player's own choice: two-sided 99.5% at each look (the schedule),
# over at most eight looks (to KEEP_CAP) at least 96% together (Bonferroni); the player's choice
# alone against the pick may go on to twice the race's cap, so that close calls stay rare.
BAND_Z: Final = 2.81
KEEP_LOOKS: Final = (*LOOKS, 4096)
KEEP_CAP: Final = KEEP_LOOKS[-1]
TIE: Final = 0.75  # choices whose whole interval is within this of the leader are "as good"
FUTILITY: Final = 0.5  # see _resolved
# The screen: in the first looks (up to SCREEN worlds) a choice this many points behind the leader
# leaves the race before the statistics could say so (the old review's screen; 4 points is far more
# than any choice worth keeping, and a player's own choice always stays).
SCREEN: Final = 64
CUT: Final = 4.0
SEED: Final = "engine"


@dataclass(frozen=True)
class World:
    opponent: int  # the opponent's hand, as a mask
    stock: tuple[int, ...]  # stock card bits, top first
    policies: tuple[Policy, Policy]  # by seat


Play = Callable[[World], int]


@dataclass(frozen=True)
class Estimate:
    """One choice after the search: its mean points (deciding seat's side) and its gap to the pick."""

    action: Action
    mean: float
    worlds: int
    gap: float  # the pick's mean minus this one's, over the worlds both played (0 for the pick)
    low: float  # the gap's interval (at :data:`Z`)
    high: float
    # Dropped by the race as clearly worse. Its interval can still reach zero: the early screen drops a
    # choice that trails by more than CUT after at most SCREEN worlds, before the interval says so.
    dropped: bool = False


@dataclass(frozen=True)
class Analysis:
    """The engine's verdict on a decision."""

    pick: Action  # the engine's choice
    choices: tuple[Estimate, ...]  # the pick first, then by mean
    worlds: int  # worlds played by the choices still in the race at the end
    settled: bool  # the question was answered before the cap

    def estimate(self, action: Action) -> Estimate | None:
        key = choice_key(action)
        return next((e for e in self.choices if choice_key(e.action) == key), None)


def choice_key(action: Action) -> object:
    """Actions that are the same choice (a knock's melds are judged on their own)."""
    if isinstance(action, Knock):
        return ("knock", action.card)
    if isinstance(action, BigGin):
        return "big_gin"
    return action


# -- the choices of a decision and their play-outs ---------------------------------------
def choices_of(view: PlayerView) -> list[tuple[Action, Play]]:
    """Every legal, distinct choice at ``view`` with its play-out."""
    me = view.seat
    table = Table(view.rules, view.knock_limit, view.multiplier)
    hand = mask_of(view.hand)
    top = view.top_discard
    legal = view.legal_actions
    out: list[tuple[Action, Play]] = []
    phase = view.phase
    if phase in (Phase.UPCARD_NONDEALER, Phase.UPCARD_DEALER) and top is not None:
        t = top.mask

        def take_upcard(w: World) -> int:
            return play_out(hands_of(me, hand | t, w.opponent), list(w.stock), 0, me, True, t, table, w.policies, me)

        def pass_upcard(w: World) -> int:
            opp = 1 - me
            if phase is Phase.UPCARD_NONDEALER and takes(w.opponent, t):  # the dealer takes it
                return play_out(hands_of(me, hand, w.opponent | t), list(w.stock), 0, opp, True, t, table,
                                w.policies, me)
            if phase is Phase.UPCARD_NONDEALER:  # both passed: the player draws from the stock
                return play_out(hands_of(me, hand | w.stock[0], w.opponent), list(w.stock[1:]), t, me, True, 0,
                                table, w.policies, me)
            # the dealer passes: the non-dealer (the opponent) must draw from the stock
            return play_out(hands_of(me, hand, w.opponent | w.stock[0]), list(w.stock[1:]), t, opp, True, 0, table,
                            w.policies, me)

        out = [(DrawDiscard(), take_upcard), (Pass(), pass_upcard)]
    elif phase is Phase.DRAW and top is not None and DrawDiscard() in legal and DrawStock() in legal:
        t = top.mask

        def take(w: World) -> int:
            return play_out(hands_of(me, hand | t, w.opponent), list(w.stock), 0, me, True, t, table, w.policies, me)

        def stock(w: World) -> int:
            return play_out(hands_of(me, hand | w.stock[0], w.opponent), list(w.stock[1:]), t, me, True, 0, table,
                            w.policies, me)

        out = [(DrawDiscard(), take), (DrawStock(), stock)]
    elif phase is Phase.WALL_OFFER and top is not None and DrawDiscard() in legal:
        with_top = hand | top.mask
        cache = DeadwoodCache()
        best = min(view.hand, key=lambda c: cache.deadwood(with_top & ~c.mask))

        def take_last(w: World) -> int:
            won, points = showdown_points(with_top & ~best.mask, w.opponent, table)
            return points if won else -points

        out = [(DrawDiscard(), take_last), (Pass(), lambda w: 0)]
    elif phase is Phase.DISCARD:
        for action in legal:
            if isinstance(action, Discard):
                out.append((action, after_discard(me, hand & ~action.card.mask, action.card.mask, table)))
            elif isinstance(action, Knock):
                out.append((action, knock_now(hand & ~action.card.mask, table)))
            elif isinstance(action, BigGin):
                out.append((action, big_gin_now(hand, table)))
    return out


def hands_of(me: int, mine: int, opponent: int) -> list[int]:
    return [mine, opponent] if me == 0 else [opponent, mine]


def after_discard(me: int, kept: int, card: int, table: Table) -> Play:
    def play(w: World) -> int:
        return play_out(hands_of(me, kept, w.opponent), list(w.stock), card, 1 - me, False, 0, table, w.policies, me)

    return play


def knock_now(kept: int, table: Table) -> Play:
    def play(w: World) -> int:
        won, points = showdown_points(kept, w.opponent, table)
        return points if won else -points

    return play


def big_gin_now(hand: int, table: Table) -> Play:
    def play(w: World) -> int:
        return showdown_points(hand, w.opponent, table, big_gin=True)[1]

    return play


# -- the worlds ------------------------------------------------------------------------------
class Worlds:
    """An endless, reproducible sequence of worlds consistent with ``view`` (drawn on demand)."""

    def __init__(self, view: PlayerView, seed: str) -> None:
        self.view = view
        self.rng = random.Random(f"{seed}|{view_fingerprint(view)}")
        self.know = infer(view)
        self.draws = min(6, sum(1 for e in view.events if e.seat != view.seat and e.action == "draw_stock"))
        self.sampler = HandSampler(self.know, self.draws)
        self.items: list[World] = []

    def first(self, count: int) -> list[World]:
        items, rng, sampler = self.items, self.rng, self.sampler
        masks, stock_count = sampler.masks, self.view.stock_count
        while len(items) < count:
            i = len(items)
            opp = sampler.draw(rng)
            rest = [m for m in masks if not opp & m]
            rng.shuffle(rest)
            them = OPPONENTS[i % len(OPPONENTS)]
            policies = (ME, them) if self.view.seat == 0 else (them, ME)
            items.append(World(opp, tuple(rest[:stock_count]), policies))
        return items[:count]


def sample_worlds(view: PlayerView, seed: str, count: int) -> list[World]:
    """The first ``count`` worlds :func:`analyse` would use with ``seed``."""
    return Worlds(view, seed).first(count)


# -- the race ----------------------------------------------------------------------------------
def _gap(a: Sequence[float], b: Sequence[float], n: int) -> tuple[float, float]:
    """Mean and standard error of ``a - b`` over the first ``n`` worlds."""
    diffs = [a[i] - b[i] for i in range(n)]
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / max(1, n - 1)
    return mean, math.sqrt(var / n)


def analyse(
    view: PlayerView,
    seed: str = SEED,
    keep: Action | None = None,
    prior: Sequence[Action] = (),
    settled: Callable[[float, float], bool] | None = None,
    cap: int = CAP,
    candidates: Sequence[tuple[Action, Play]] | None = None,
    worth: Callable[[int], float] | None = None,
    deadline: float | None = None,
    keep_cap: int | None = None,
    band_z: float = Z,
    pick_z: float = Z,
) -> Analysis | None:
    """The engine's verdict at ``view``; None when there is no real choice (fewer than two).

    ``keep``: a choice that stays in the race to the end (the player's, for a review) and whose
    gap to the pick must be settled: ``settled(low, high)`` says when its interval is good
    enough. ``prior``: the choices in the order of a fixed judgement, used to pick among choices
    the worlds cannot tell apart (the rest follow in legal order). ``worth``: what a hand's points
    are worth (by default :func:`match_worth` of the view's match score).
    ``deadline``: a ``time.perf_counter()`` value after which the race stops at its next look
    (the Expert level's safety net on a very slow machine; the verdict is then not settled).
    ``keep_cap`` (``cap`` by default): the most worlds for ``keep`` against the pick once the race
    is over; ``band_z``: the width of the intervals ``settled`` judges and the estimates report.
    ``pick_z``: how clearly the leader must beat the prior's first choice to be picked instead (see
    :func:`pick_first`; the coach's strict :data:`Z` by default).
    """
    race = Race.run(view, seed, prior, cap, candidates, worth, deadline, pick_z)
    if race is None:
        return None
    done, n = race.done, race.n
    keep_i = race.index(keep) if keep is not None else None
    if keep_i is not None and keep_i != race.pick and settled is not None:
        done, n = race.settle(keep_i, settled, keep_cap or cap, band_z)
    return race.analysis(band_z, done, n)


class Race:
    """One decision's race: the pick found once (:func:`_race`), then any choice settled against it
    on demand (:meth:`settle`), over the same worlds. The review settles the player's choice; the
    tutor settles every choice, one after another, before the player makes one: each choice's
    verdict is then the one the review will give it (the same worlds, the same looks)."""

    def __init__(self, cands: list[tuple[Action, Callable[[World], float]]], worlds: Worlds, rank: list[int],
                 cap: int, deadline: float | None, pick_z: float = Z) -> None:
        self.cands = cands
        self.keys = [choice_key(a) for a, _ in cands]
        self.worlds = worlds
        self.rank = rank
        self.cap = cap
        self.values: list[list[float]] = [[] for _ in cands]
        self.alive: set[int] = set()  # the choices the race had not dropped at its end
        # The race for the pick never sees a kept choice: the hint (none kept) and the review of the
        # same position (the player's choice kept) then always name the same pick.
        self.pick, self.n, self.done = _race(cands, worlds, self.values, rank, cap, deadline, pick_z, self.alive)

    @classmethod
    def run(cls, view: PlayerView, seed: str = SEED, prior: Sequence[Action] = (), cap: int = CAP,
            candidates: Sequence[tuple[Action, Play]] | None = None, worth: Callable[[int], float] | None = None,
            deadline: float | None = None, pick_z: float = Z) -> Race | None:
        """The race at ``view`` (see :func:`analyse` for the arguments); None without a real choice."""
        plays = list(candidates) if candidates is not None else choices_of(view)
        value = worth if worth is not None else match_worth(view)
        cands = [(a, _worth_of(play, value)) for a, play in plays]
        if len(cands) < 2:
            return None
        keys = [choice_key(a) for a, _ in cands]
        order = {k: i for i, k in enumerate(choice_key(a) for a in prior)}
        rank = sorted(range(len(cands)), key=lambda i: (order.get(keys[i], len(order)), i))
        return cls(cands, Worlds(view, seed), rank, cap, deadline, pick_z)

    def index(self, action: Action) -> int | None:
        key = choice_key(action)
        return self.keys.index(key) if key in self.keys else None

    def settle(self, keep: int, settled: Callable[[float, float], bool], keep_cap: int,
               band_z: float, interrupted: Callable[[], bool] | None = None) -> tuple[bool, int]:
        """Choice ``keep`` against the pick alone, look by look, until ``settled`` says its band is clear
        or ``keep_cap`` worlds are played: (settled, the worlds it was judged over). ``interrupted`` is
        asked before each look after the first: when it says so the settling stops, unsettled (the
        worlds played are kept: settling the same choice again goes on from there, to the same end)."""
        n = self.n
        for look in (x for x in KEEP_LOOKS if keep_cap >= x >= self.n):
            if interrupted is not None and look > self.n and interrupted():
                return False, n
            batch = self.worlds.first(look)
            for i in (self.pick, keep):
                self.values[i].extend(self.cands[i][1](w) for w in batch[len(self.values[i]):look])
            n = look
            g, se = _gap(self.values[self.pick], self.values[keep], n)
            if settled(g - band_z * se, g + band_z * se):
                return True, n
        return False, n

    def gap(self, i: int, band_z: float) -> Estimate:
        """Choice ``i`` against the pick over the worlds ``i`` played (all of them: the pick played as many)."""
        values, pick = self.values, self.pick
        mean = sum(values[i]) / len(values[i])
        if i == pick:
            return Estimate(self.cands[i][0], mean, len(values[i]), 0.0, 0.0, 0.0)
        m = min(len(values[i]), len(values[pick]))
        g, se = _gap(values[pick], values[i], m)
        dropped = i not in self.alive and len(values[i]) <= self.n  # (a choice settled further is judged by that)
        return Estimate(self.cands[i][0], mean, len(values[i]), g, g - band_z * se, g + band_z * se, dropped)

    def analysis(self, band_z: float, done: bool, n: int) -> Analysis:
        values, pick, rank = self.values, self.pick, self.rank
        means = {i: sum(values[i]) / len(values[i]) for i in range(len(self.cands))}
        others = sorted((i for i in range(len(self.cands)) if i != pick), key=lambda i: (-means[i], rank.index(i)))
        return Analysis(self.cands[pick][0], tuple(self.gap(i, band_z) for i in [pick, *others]), n, done)


def match_worth(view: PlayerView) -> Callable[[int], float]:
    """What a hand's points (the deciding seat's side) are worth at ``view``: the points themselves, at any
    match score. The one value of a hand that Expert and Hard play by and the coach, the hint and the tutor
    judge by.

    Weighting them by the score was measured and lost games (docs/ai.md, "Whole games"): Expert valuing the
    points by the score (the game bonus on reaching the target, a quarter for the points past it) won 68.3%
    of whole games against OpenSpiel's simple bot with +3.97 points a hand, and 72.8% with +5.23 valuing the
    points alone, on the same 300 game pairs; by its chance of winning the game, 66.7% and +4.17. Near the
    target those values swing several times as far as the points, so the worlds tell the choices apart less
    well just where a decision matters most.
    """
    del view  # (the same at every score; kept as the one place a hand's worth is decided)
    return float


def _worth_of(play: Play, worth: Callable[[int], float]) -> Callable[[World], float]:
    return lambda w: worth(play(w))


def _race(cands: Sequence[tuple[Action, Callable[[World], float]]], worlds: Worlds, values: list[list[float]],
          rank: list[int], cap: int, deadline: float | None = None, pick_z: float = Z,
          alive: set[int] | None = None) -> tuple[int, int, bool]:
    """The race for the pick: (the pick, the worlds played by those left, settled before the cap).
    ``alive`` (all the choices by default) is left holding the choices still in the race at its end."""
    if alive is None:
        alive = set()
    alive.update(range(len(cands)))
    n = 0
    pick = rank[0]
    for look in (x for x in LOOKS if x <= cap):
        batch = worlds.first(look)[n:]
        for i in alive:
            values[i].extend(cands[i][1](w) for w in batch)
        n = look
        means = {i: sum(values[i]) / n for i in alive}
        leader = max(alive, key=lambda i: (means[i], -rank.index(i)))
        gaps = {i: _gap(values[leader], values[i], n) for i in alive if i != leader}
        for i, (g, se) in gaps.items():
            if g - Z * se > 0 or (n <= SCREEN and g > CUT):
                alive.discard(i)
        # Among the ones left, the first in the prior order unless the leader is clearly better.
        pick = pick_first(alive, leader, gaps, rank, pick_z)
        if all(_resolved(values[pick], values[i], n, cap) for i in alive if i != pick):
            return pick, n, True
        if deadline is not None and time.perf_counter() > deadline:
            break
    return pick, n, False


def paired_gap(a: Sequence[float], b: Sequence[float]) -> tuple[float, float]:
    """Mean and standard error of ``a - b`` over the worlds both played (a dropped choice played fewer)."""
    return _gap(a, b, min(len(a), len(b)))


def pick_first(alive: set[int], leader: int, gaps: dict[int, tuple[float, float]], rank: list[int], z: float) -> int:
    """The first choice in the prior order among those the leader is not clearly better than (by ``z``
    standard errors: the coach's strict :data:`Z`, so that a grade does not hang on the dice; the
    Expert level's looser :data:`gin_desktop.ai.expert.PICK_Z`, which plays the better mean more often)."""
    for i in rank:
        if i not in alive:
            continue
        if i == leader:
            return i
        g, se = gaps[i]
        if g - z * se <= 0:
            return i
    return leader


def _resolved(a: Sequence[float], b: Sequence[float], n: int, cap: int) -> bool:
    """Whether the race between the pick ``a`` and a contender ``b`` is over at ``n`` worlds.

    Over when ``b`` is surely within :data:`TIE` of ``a`` either way, or clearly worse, or when
    its gap is so small that even the cap would not tell them apart (a *futility* stop: the
    gap is below half of what the interval at the cap could show).
    """
    g, se = _gap(a, b, n)
    at_cap = se * math.sqrt(n / cap)
    return abs(g) + Z * se < TIE or g - Z * se > 0 or abs(g) < FUTILITY * Z * at_cap
