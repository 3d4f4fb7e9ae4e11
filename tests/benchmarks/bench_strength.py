"""Your strength, checked on held-out games (issue 23, point 4): each computer level plays whole games
to 100 against Hard from the player's seat, every hand is reviewed, and the rating the statistics
would show (:func:`gin_desktop.values.skill.rate`: the mean of the games' own losses per decision, each
game counting once, over the hands that began with both players more than half the target away) is
worked out from those games' marks (all of them, where the app takes the last 10). The calibration
(:data:`gin_desktop.values.skill.CALIBRATION`) comes from other seeds; these games use seeds from 5000 on
(``--held-out-from``), so they are held out. Prints, per level, the rating, its
interval, the level it names and whether that is the level itself; and whether the ratings come in
the levels' order.

With ``--calibrate N`` the run first plays N whole games of each chosen level from seeds 4000 on
(the levels not chosen keep the app's figures), prints each level's points lost a decision over
them (the figures for ``CALIBRATION``: games like the ones a player is rated on, where the match
score changes how Expert plays) and rates the held-out games against that calibration instead of
the app's.

    .venv/bin/python tests/benchmarks/bench_strength.py --games 20 --jobs 2
    .venv/bin/python tests/benchmarks/bench_strength.py --calibrate 20 --games 20 --jobs 2
    .venv/bin/python tests/benchmarks/bench_strength.py --calibrate 100 --games 0 --jobs 2 --levels hard,expert

With ``--per-game`` it also prints each game's seed, hands, decisions, longest hand (in the player's
decisions) and loss per decision: a game unlike the others (one hand of thousands of decisions where
both take the discard turn after turn at the wall, as game 5007 of Hard and of Expert) shows there.

Prints figures and never asserts: a whole run is hours of reviews on a 2-core machine.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from gin_desktop.ai import make_player
from gin_desktop.ai.review import review_hand
from gin_desktop.core import Match, Rules, view_of
from gin_desktop.values.reviews import HandRecord
from gin_desktop.values.skill import CALIBRATION, DecisionMark, game_loss, hand_starts, marks_of, rate, rated_hands

LEVELS = [level for level, _figure in CALIBRATION]


def one_game(args: tuple[str, int, int]) -> list[list[DecisionMark]]:
    """Game ``seed`` of ``level`` (seat 0) against Hard to ``target``: the reviewed marks of each hand the
    rating looks at (:func:`gin_desktop.values.skill.rated_hands`)."""
    level, seed, target = args
    rng = random.Random(seed)
    match = Match(Rules(target=target), rng.randrange(2))
    me, other = make_player(level, seed=seed), make_player("hard", seed=seed + 1)
    hands: dict[int, list[DecisionMark]] = {}
    while not match.is_over:
        match.deal_random(rng)
        hand = match.hand
        assert hand is not None
        while not hand.is_over:
            seat = hand.current
            view = view_of(hand, seat, match)
            match.apply((me if seat == 0 else other).choose(view))
        record = HandRecord.of(match, len(match.hands), 0, game_id=1)
        hands[len(match.hands)] = marks_of(review_hand(record, guesses=False))
    return rated_hands(hands, hand_starts(entry.totals for entry in match.sheet), target)


def play_games(level: str, first_seed: int, count: int, target: int, jobs: int) -> list[list[list[DecisionMark]]]:
    work = [(level, first_seed + game, target) for game in range(count)]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            return list(pool.map(one_game, work))
    return [one_game(job) for job in work]


def show_games(level: str, first_seed: int, games: list[list[list[DecisionMark]]]) -> None:
    for n, game in enumerate(games):
        loss = game_loss(game)
        print(f"  {level} seed {first_seed + n}: {len(game)} hands, {sum(len(h) for h in game)} decisions "
              f"(longest hand {max((len(h) for h in game), default=0)}), "
              f"{'-' if loss is None else f'{loss:.3f}'} points lost a decision", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=20,
                        help="held-out games a level (default 20; 0: only the calibration)")
    parser.add_argument("--target", type=int, default=100, help="the games' target (default 100)")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--levels", default=",".join(LEVELS), help="comma-separated levels (default: all)")
    parser.add_argument("--calibrate", type=int, default=0, metavar="N",
                        help="first calibrate on N games a level from seeds 4000 on (default: the app's calibration)")
    parser.add_argument("--per-game", action="store_true", help="also print each game's figures")
    parser.add_argument("--held-out-from", type=int, default=5000, metavar="SEED",
                        help="the held-out games' first seed (default 5000; a new statistic is checked on new seeds)")
    args = parser.parse_args()
    ratings = []
    chosen = [level for level in args.levels.split(",") if level]
    calibration: list[tuple[str, float]] | None = None
    if args.calibrate:
        # the chosen levels calibrated again; any other level keeps the app's figure (its band's edge)
        mine: dict[str, float] = {}
        for level in chosen:
            start = time.perf_counter()
            made = play_games(level, 4000, args.calibrate, args.target, args.jobs)
            if args.per_game:
                show_games(level, 4000, made)
            figure = rate(list(reversed(made)), last=len(made))
            assert figure is not None, level
            mine[level] = round(figure.loss, 2)
            print(f"calibration {level}: {figure.loss:.2f} points lost a decision (95% {figure.low:.2f} … "
                  f"{figure.high:.2f}) over {figure.games} games, {figure.decisions} decisions "
                  f"({time.perf_counter() - start:.0f} s)", flush=True)
        calibration = [(level, mine.get(level, figure_)) for level, figure_ in CALIBRATION]
        print(f"CALIBRATION = {tuple(calibration)}", flush=True)
    if not args.games:
        return
    for level in chosen:
        start = time.perf_counter()
        games = play_games(level, args.held_out_from, args.games, args.target, args.jobs)
        if args.per_game:
            show_games(level, args.held_out_from, games)
        rating = rate(list(reversed(games)), calibration, last=len(games))  # (all of them, newest first)
        ratings.append((level, rating))
        if rating is None:
            print(f"{level}: no reviewed decision", flush=True)
            continue
        where = "its own band" if rating.like == level else f"the band of {rating.like}"
        print(f"{level}: {rating.loss:.2f} points lost a decision (95% {rating.low:.2f} … {rating.high:.2f}) over "
              f"{rating.games} games, {rating.decisions} decisions: scale {rating.scale:.2f}, {where} "
              f"({time.perf_counter() - start:.0f} s)", flush=True)
    scales = [r.scale for _level, r in ratings if r is not None]
    print(f"in the levels' order: {'yes' if scales == sorted(scales) and len(scales) == len(chosen) else 'no'}; "
          f"each in its own band: {sum(1 for lv, r in ratings if r is not None and r.like == lv)} of {len(chosen)}")


if __name__ == "__main__":
    main()
