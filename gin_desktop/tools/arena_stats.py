"""Honest figures for the arena: points per hand over deals, and the share of games.

A duplicate deal is played twice with the seats swapped, so its two hands are one
sample: their luck (the cards) cancels, and they are not independent of each other.

* :func:`points_per_hand` — side A's mean points per hand (A's points minus B's, over
  the deal's two hands, halved) with a 95% confidence interval over deals.
* :func:`game_share` — the share of games to the target side A would win. The hands
  are *not* chained in play order: there, each deal's seat-swapped twin sits next to
  it in the same game and their luck cancels, which flatters the stronger side. The
  hands are chained in a random order instead, many times over (the point figure),
  and the interval comes from a bootstrap that resamples whole deals before each
  shuffle. Every draw comes from one ``random.Random(seed)``: the same hands and
  seed give the same figures.
"""

from __future__ import annotations

import math
import random
import statistics
from collections.abc import Sequence
from dataclasses import dataclass

HandScore = tuple[str, int]  # ("a" | "b" | "dead", points the winner scored)


@dataclass(frozen=True)
class Estimate:
    value: float
    low: float
    high: float


def points_per_hand(deal_nets: Sequence[float]) -> Estimate:
    """Mean of A's net points per hand over deals (``net / 2`` each) with a normal 95% CI."""
    per_hand = [n / 2 for n in deal_nets]
    if not per_hand:
        return Estimate(0.0, 0.0, 0.0)
    mean = statistics.fmean(per_hand)
    half = 1.96 * statistics.stdev(per_hand) / math.sqrt(len(per_hand)) if len(per_hand) > 1 else 0.0
    return Estimate(mean, mean - half, mean + half)


def chain_games(hands: Sequence[HandScore], target: int) -> dict[str, int]:
    """Play ``hands`` in the given order as consecutive games to ``target``; count game wins.

    A game unfinished when the hands run out is not counted.
    """
    games = {"a": 0, "b": 0}
    score = {"a": 0, "b": 0}
    for side, pts in hands:
        if side == "dead":
            continue
        score[side] += pts
        if score[side] >= target:
            games[side] += 1
            score = {"a": 0, "b": 0}
    return games


@dataclass(frozen=True)
class GameShare:
    share: Estimate  # A's share of the games won
    games_per_chain: float  # games completed in one chaining of all the hands
    chains: int  # random orders averaged for the point figure
    resamples: int  # bootstrap rounds for the interval


def _shuffled_share(hands: list[HandScore], target: int, rng: random.Random) -> tuple[int, int]:
    rng.shuffle(hands)
    games = chain_games(hands, target)
    return games["a"], games["a"] + games["b"]


def game_share(
    deals: Sequence[Sequence[HandScore]], target: int, seed: str | int = 0, chains: int = 200, resamples: int = 400
) -> GameShare:
    """A's share of games to ``target`` from hands chained in random orders, with a bootstrap 95% CI.

    ``deals`` holds each deal's hands (two for a duplicate deal). The point figure pools
    the games of ``chains`` random orders of all the hands; each bootstrap round draws
    ``len(deals)`` deals with replacement, shuffles their hands and chains them once.
    """
    rng = random.Random(f"game-share|{seed}")
    flat = [h for deal in deals for h in deal]
    won = played = 0
    for _ in range(chains):
        a, n = _shuffled_share(list(flat), target, rng)
        won, played = won + a, played + n
    if not played:
        return GameShare(Estimate(math.nan, math.nan, math.nan), 0.0, chains, resamples)
    point = won / played
    shares: list[float] = []
    count = len(deals)
    for _ in range(resamples):
        sample = [h for i in range(count) for h in deals[rng.randrange(count)]]
        a, n = _shuffled_share(sample, target, rng)
        if n:
            shares.append(a / n)
    shares.sort()
    low, high = _percentile(shares, 0.025), _percentile(shares, 0.975)
    # The bootstrap of one chaining is noisier than the pooled point figure; keep the point inside.
    return GameShare(Estimate(point, min(low, point), max(high, point)), played / chains, chains, resamples)


def _percentile(ordered: Sequence[float], q: float) -> float:
    if not ordered:
        return math.nan
    pos = q * (len(ordered) - 1)
    lo = math.floor(pos)
    hi = min(len(ordered) - 1, lo + 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (pos - lo)


def duplicate_figures(deal_nets: Sequence[float], deal_hands: Sequence[Sequence[HandScore]], target: int,
                      seed: str) -> dict[str, object]:
    """The figures both arenas print for side A: points per hand and games to ``target``, with intervals."""
    ppw = points_per_hand(deal_nets)
    share = game_share(deal_hands, target, seed)
    in_order = chain_games([h for d in deal_hands for h in d], target)
    return {
        "mean_points_per_hand_a": round(ppw.value, 3),
        "ci95_points_per_hand_a": [round(ppw.low, 3), round(ppw.high, 3)],
        "games": {
            "target": target,
            "a_share": round(share.share.value, 4),
            "ci95_a_share": [round(share.share.low, 4), round(share.share.high, 4)],
            "games_per_chaining": round(share.games_per_chain, 1),
            "method": f"hands chained in {share.chains} random orders; bootstrap over deals, "
                      f"{share.resamples} rounds",
            "play_order_a_share_biased": round(in_order["a"] / max(1, in_order["a"] + in_order["b"]), 4),
        },
    }
