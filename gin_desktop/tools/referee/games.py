"""``referee --games``: whole games to 100 in OpenSpiel's engine, each played twice with the seats swapped.

The single-hand referee (:mod:`.arena`) plays every hand at 0-0 and chains the hands into games
afterwards, so a player never sees a score: a level that played for the game near its end (as
Hard and Expert did until 2026-12-06) was measured as if it did not. Here each
hand of a game is shown to our player with the game's score, hands won and hand number, as the
app shows them, and a game ends when a side reaches the target.

Duplicate games: game ``g`` is played twice, side A the first hand's non-dealer in one and side
B in the other, hand ``k`` of both dealt from the same deck order; the dealer alternates after a
decided hand and stays after a dead one (the standard rules). Once the twins' hands end
differently their deals still match by number, but not who holds which cards; a twin is one
sample of luck kept apart from the other by its own game. Figures: A's share of the games with
a bootstrap interval over game pairs, and A's points per hand over all hands, with the same
bootstrap.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from typing import Any, TextIO

from gin_desktop.core import KnockSeen, shuffled_deck

from ..arena import timing
from ..arena_stats import Estimate
from .engine import REFERENCE_RULES, VERSION
from .play import MatchState, play_hand, seat_for, shared_game

MAX_HANDS = 60  # a game far longer than any seen (about 8 hands) is stopped and counted for neither
RESAMPLES = 2000


@dataclass
class GamePair:
    """One game played twice with the seats swapped."""

    winners: list[str] = field(default_factory=list)  # per twin: "a", "b", or "none" (stopped)
    hands: int = 0
    net_a: int = 0  # A's points less B's over both twins' hands
    dead: int = 0
    times: dict[str, list[float]] = field(default_factory=lambda: {"a": [], "b": []})
    illegal: list[str] = field(default_factory=list)
    index: int = -1  # the game's number (-1: unknown)


def _other(side: str) -> str:
    return "b" if side == "a" else "a"


def play_game_pair(job: tuple[str, str, int, str] | tuple[str, str, int, str, bool]) -> GamePair:
    """Game ``index`` twice: A the first hand's non-dealer (OpenSpiel's player 0), then B. With ``hide``
    (a fifth item, True) the players see every hand as a game's first at 0-0, as the single-hand referee
    shows it: the same games, the score kept from the players (a diagnostic of what seeing it changes)."""
    a_level, b_level, index, seed = job[:4]
    hide = len(job) > 4 and bool(job[4])
    target = REFERENCE_RULES.target
    out = GamePair(index=index)
    for first in ("a", "b"):
        sides = {"a": seat_for(a_level, seed, "a"), "b": seat_for(b_level, seed, "b")}
        scores = {"a": 0, "b": 0}
        won = {"a": 0, "b": 0}
        knocks: dict[str, list[KnockSeen]] = {"a": [], "b": []}  # each side's, as the table saw them
        dealer = _other(first)
        for k in range(MAX_HANDS):
            non = _other(dealer)
            seats = {0: sides[non], 1: sides[dealer]}
            match = MatchState() if hide else MatchState((scores[non], scores[dealer]), (won[non], won[dealer]), k + 1,
                                                         (tuple(knocks[non]), tuple(knocks[dealer])))
            deck = shuffled_deck(rng=random.Random(f"{seed}:game:{index}:{k}"))
            record = play_hand(deck, seats, shared_game(), match)
            out.hands += 1
            for side in ("a", "b"):
                out.times[side] += record.times[side]
            out.illegal += record.illegal
            result = record.result
            if record.knock is not None:
                knocks[seats[record.knock[0]].side].append(record.knock[1])
            if result.winner is None:
                out.dead += 1
                continue
            side = seats[result.winner].side
            scores[side] += result.points
            won[side] += 1
            out.net_a += result.points if side == "a" else -result.points
            if scores[side] >= target:
                out.winners.append(side)
                break
            dealer = _other(dealer)
        else:
            out.winners.append("none")
    return out


def _figures(pairs: list[GamePair]) -> tuple[float | None, float | None]:
    """A's share of the decided games and its points per hand over ``pairs`` (None where there are none)."""
    wins = sum(p.winners.count("a") for p in pairs)
    decided = wins + sum(p.winners.count("b") for p in pairs)
    hands = sum(p.hands for p in pairs)
    return (wins / decided if decided else None), (sum(p.net_a for p in pairs) / hands if hands else None)


def _bootstrap(pairs: list[GamePair], rng: random.Random) -> tuple[list[float], list[float]]:
    shares: list[float] = []
    points: list[float] = []
    n = len(pairs)
    for _ in range(RESAMPLES):
        share, per_hand = _figures([pairs[rng.randrange(n)] for _ in range(n)])
        if share is not None:
            shares.append(share)
        if per_hand is not None:
            points.append(per_hand)
    return sorted(shares), sorted(points)


def _interval(point: float, ordered: list[float]) -> Estimate:
    if not ordered:
        return Estimate(point, point, point)
    low = ordered[int(0.025 * (len(ordered) - 1))]
    high = ordered[round(0.975 * (len(ordered) - 1))]
    return Estimate(point, min(low, point), max(high, point))


def summarize_games(a: str, b: str, seed: str, pairs: list[GamePair], seconds: float,
                    hide: bool = False) -> dict[str, Any]:
    """The JSON summary: A's share of the games and points per hand, each with a bootstrap 95% interval."""
    winners = [w for p in pairs for w in p.winners]
    hands = sum(p.hands for p in pairs)
    share, per_hand = (float("nan") if x is None else x for x in _figures(pairs))
    shares, points = _bootstrap(pairs, random.Random(f"games|{seed}")) if pairs else ([], [])
    s, pts = _interval(share, shares), _interval(per_hand, points)
    illegal = [msg for p in pairs for msg in p.illegal]
    twins_split = sum(1 for p in pairs if sorted(p.winners) == ["a", "b"])
    return {
        "a": a,
        "b": b,
        "engine": f"OpenSpiel {VERSION} gin_rummy (knock card 10, no big gin, the wall offer)",
        "scoring": "our core, standard rules: gin 25, undercut 25, ties undercut, the defender's best lay-offs",
        "method": f"whole games to {REFERENCE_RULES.target}, each played twice with the seats swapped; "
                  f"the players {'see every hand at 0-0 (the score hidden)' if hide else 'see the score'}; "
                  f"bootstrap over game pairs, {RESAMPLES} rounds",
        "score_hidden": hide,
        "seed": seed,
        "game_pairs": len(pairs),
        "games": {"a": winners.count("a"), "b": winners.count("b"), "stopped": winners.count("none")},
        "a_share": round(s.value, 4),
        "ci95_a_share": [round(s.low, 4), round(s.high, 4)],
        "pairs_split": twins_split,
        "hands_played": hands,
        "dead_hands": sum(p.dead for p in pairs),
        "hands_per_game": round(hands / max(1, len(winners)), 2),
        "mean_points_per_hand_a": round(pts.value, 3),
        "ci95_points_per_hand_a": [round(pts.low, 3), round(pts.high, 3)],
        "decision_time": {"a": timing([t for p in pairs for t in p.times["a"]]),
                          "b": timing([t for p in pairs for t in p.times["b"]])},
        "illegal_actions": len(illegal),
        "illegal_examples": illegal[:5],
        "seconds": round(seconds, 1),
        # each pair as [twin winners, hands, A's net, dead hands, game number]: runs of other game numbers
        # merge (--merge), runs of other players on the same game numbers pair (--paired)
        "per_pair": [["".join(w[0] for w in p.winners), p.hands, p.net_a, p.dead, p.index] for p in pairs],
    }


def pairs_of(summary: dict[str, Any]) -> list[GamePair]:
    """The game pairs of a summary, from its ``per_pair`` rows."""
    names = {"a": "a", "b": "b", "n": "none"}
    out = []
    for row in summary["per_pair"]:
        winners, hands, net, dead = row[:4]
        out.append(GamePair([names[w] for w in winners], hands, net, dead, index=row[4] if len(row) > 4 else -1))
    return out


def paired_summary(new: dict[str, Any], old: dict[str, Any]) -> dict[str, Any]:
    """Two runs on the same game numbers and seed (two versions of side A, say): the difference in A's share
    of the games and in its points per hand, with a bootstrap 95% interval that resamples the *same* game
    pairs for both (each pair's luck shared, so the interval is narrower than the two separate ones)."""
    if new["seed"] != old["seed"] or new["b"] != old["b"]:
        raise ValueError("only runs against the same side B with the same seed pair")
    mine = {p.index: p for p in pairs_of(new) if p.index >= 0}
    theirs = {p.index: p for p in pairs_of(old) if p.index >= 0}
    common = sorted(set(mine) & set(theirs))
    if len(common) < 2:
        raise ValueError("the two runs share fewer than two numbered game pairs")

    def figures(runs: dict[int, GamePair], sample: list[int]) -> tuple[float, float]:
        share, per_hand = _figures([runs[i] for i in sample])
        return share or 0.0, per_hand or 0.0

    def gain(sample: list[int]) -> tuple[float, float]:
        (share_new, points_new), (share_old, points_old) = figures(mine, sample), figures(theirs, sample)
        return share_new - share_old, points_new - points_old

    rng = random.Random(f"paired|{new['seed']}")
    draws = [gain([common[rng.randrange(len(common))] for _ in common]) for _ in range(RESAMPLES)]
    (share_new, points_new), (share_old, points_old) = figures(mine, common), figures(theirs, common)
    g = _interval(share_new - share_old, sorted(d[0] for d in draws))
    p = _interval(points_new - points_old, sorted(d[1] for d in draws))
    return {
        "new": new["a"], "old": old["a"], "b": new["b"], "seed": new["seed"], "game_pairs": len(common),
        "a_share": {"new": round(share_new, 4), "old": round(share_old, 4)},
        "points_per_hand_a": {"new": round(points_new, 3), "old": round(points_old, 3)},
        "a_share_gain": round(g.value, 4), "ci95_a_share_gain": [round(g.low, 4), round(g.high, 4)],
        "points_per_hand_gain": round(p.value, 3), "ci95_points_per_hand_gain": [round(p.low, 3), round(p.high, 3)],
    }


def merge_summaries(summaries: list[dict[str, Any]]) -> dict[str, Any]:
    """One summary from runs of other game numbers (``--first-game``) of the same match-up and seed, from
    their ``per_pair`` rows; the decision times stay each run's own (a percentile does not merge)."""
    if not summaries:
        raise ValueError("nothing to merge")
    first = summaries[0]
    for other in summaries[1:]:
        if (other["a"], other["b"], other["seed"]) != (first["a"], first["b"], first["seed"]):
            raise ValueError("only runs of the same sides and seed merge")
    pairs = [pair for summary in summaries for pair in pairs_of(summary)]
    hidden = {bool(x.get("score_hidden", False)) for x in summaries}
    if len(hidden) > 1:
        raise ValueError("runs with the score hidden and shown do not merge")
    merged = summarize_games(first["a"], first["b"], first["seed"], pairs, sum(x["seconds"] for x in summaries),
                             hidden.pop())
    merged["decision_time"] = [x["decision_time"] for x in summaries]
    return merged


def run_games(a: str, b: str, games: int, seed: str, jobs: int, progress: TextIO | None,
              first: int = 0, hide: bool = False) -> dict[str, Any]:
    """Game pairs ``first`` … ``first + games - 1`` of ``seed``, in ``jobs`` processes (``hide``: see
    :func:`play_game_pair`)."""
    from concurrent.futures import ProcessPoolExecutor

    work = [(a, b, i, seed, hide) for i in range(first, first + games)]
    pairs: list[GamePair] = []
    start = time.perf_counter()

    def note() -> None:
        if progress is not None and (len(pairs) % 10 == 0 or len(pairs) == games):
            rate = len(pairs) / max(1e-9, time.perf_counter() - start)
            progress.write(f"\rreferee: {len(pairs)}/{games} game pairs, {rate:.3f} pairs/s")
            if len(pairs) == games:
                progress.write("\n")
            progress.flush()

    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            for pair in pool.map(play_game_pair, work):
                pairs.append(pair)
                note()
    else:
        for job in work:
            pairs.append(play_game_pair(job))
            note()
    return summarize_games(a, b, seed, pairs, time.perf_counter() - start, hide)
