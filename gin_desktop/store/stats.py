"""Statistics from the saved games: per AI level and rules preset, and overall.

Everything is counted from each game's :class:`GameSummary`: its score sheet lines
and final result, taken from the replayed match (the same tables the game resumes
from), always from the player's side: "won" means the human player won. A finished
or abandoned game never changes, so its summary is kept in the ``game_summaries``
table (:func:`summary_to_json`) and the game is replayed only once for the
statistics, however many games a player has saved. The table is a cache: a row that
cannot be read, or no longer matches its game, is ignored and made again.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Final

from gin_desktop.core import Match

from .loading import MAX_HANDS, GameHeader

SUMMARY_FORMAT: Final = 2
"""The summaries' format. 2: each hand's reason is a code (``HandResult.reason``), worded when shown.
Format 1 summaries, kept by older versions, may hold reasons already translated into the language
of the day they were made; they no longer read, so their games are replayed once and kept anew."""
KINDS: Final = ("knock", "undercut", "gin", "big_gin", "dead")
MAX_SUMMARY_CHARS: Final = 1_000_000
MAX_POINTS: Final = 10**9


@dataclass(frozen=True)
class HandLine:
    """One line of a game's score sheet, as the statistics keep it (no melds or lay-offs)."""

    hand_number: int  # 1-based
    dealer: int
    kind: str  # knock | undercut | gin | big_gin | dead
    knocker: int | None  # None for a dead hand
    winner: int | None  # None for a dead hand
    points: int  # what the hand's winner scored, multiplier included
    totals: tuple[int, int]  # running hand totals after this hand, by seat
    reason: str = ""


@dataclass(frozen=True)
class FinalResult:
    """How a finished game ended: its winner and final totals (bonuses included) by seat."""

    winner: int
    totals: tuple[int, int]
    shutout: bool


@dataclass(frozen=True)
class GameSummary:
    """What the statistics need of one game: its finished hands and, once over, its result."""

    lines: tuple[HandLine, ...]
    final: FinalResult | None


def summarize(match: Match) -> GameSummary:
    lines = tuple(
        HandLine(e.hand_number, e.dealer, e.result.kind, e.result.knocker, e.result.winner, e.result.points,
                 e.totals, e.result.reason)
        for e in match.sheet
    )
    result = match.result
    final = None if result is None else FinalResult(result.winner, result.totals, result.shutout)
    return GameSummary(lines, final)


def summary_to_json(summary: GameSummary) -> str:
    hands = [[line.hand_number, line.dealer, line.kind, line.knocker, line.winner, line.points, *line.totals,
              line.reason] for line in summary.lines]
    final = None if summary.final is None else [summary.final.winner, *summary.final.totals, summary.final.shutout]
    return json.dumps({"format": SUMMARY_FORMAT, "hands": hands, "final": final}, separators=(",", ":"))


def _int(value: object, low: int, high: int) -> int:
    if type(value) is not int or not low <= value <= high:
        raise ValueError(f"{value!r:.20} is not a whole number from {low} to {high}")
    return value


def _seat_or_none(value: object) -> int | None:
    return None if value is None else _int(value, 0, 1)


def summary_from_json(text: object) -> GameSummary | None:
    """The summary stored as ``text``, or None when it is not one this version wrote (never raises)."""
    try:
        if not isinstance(text, str) or len(text) > MAX_SUMMARY_CHARS:
            return None
        data: Any = json.loads(text)
        if not isinstance(data, dict) or data.get("format") != SUMMARY_FORMAT:
            return None
        lines = []
        for row in data["hands"]:
            hand_number, dealer, kind, knocker, winner, points, total0, total1, reason = row
            if kind not in KINDS or not isinstance(reason, str) or (winner is None) != (kind == "dead"):
                return None
            lines.append(HandLine(
                _int(hand_number, 1, MAX_HANDS), _int(dealer, 0, 1), kind, _seat_or_none(knocker),
                _seat_or_none(winner), _int(points, 0, MAX_POINTS),
                (_int(total0, 0, MAX_POINTS), _int(total1, 0, MAX_POINTS)), reason,
            ))
        final = data["final"]
        if final is not None:
            winner, total0, total1, shutout = final
            if type(shutout) is not bool:
                return None
            final = FinalResult(_int(winner, 0, 1), (_int(total0, 0, MAX_POINTS), _int(total1, 0, MAX_POINTS)),
                                shutout)
        return GameSummary(tuple(lines), final)
    except (ValueError, TypeError, KeyError, RecursionError):
        return None


@dataclass
class Tally:
    """Counters for one group of games (or all of them)."""

    games_played: int = 0  # finished games
    games_won: int = 0
    hands_played: int = 0  # completed hands of every saved game, dead hands included
    hands_won: int = 0
    gins: int = 0  # gins and big gins by the player
    gins_against: int = 0  # gins and big gins by the computer
    undercuts_given: int = 0  # the player, defending, undercut the computer
    undercuts_taken: int = 0  # the player knocked and was undercut
    points: int = 0  # hand points scored by the player (bonuses at the end not included)
    points_against: int = 0  # hand points scored by the computer
    best_streak: int = 0  # most finished games won in a row
    current_streak: int = 0  # finished games won in a row up to the latest one
    games_with_undo: int = 0  # finished games in which a move was taken back

    @property
    def average_points_per_hand(self) -> float:
        return self.points / self.hands_played if self.hands_played else 0.0

    @property
    def net_points_per_hand(self) -> float:
        """The player's hand points less the computer's, a hand (dead hands count as 0): what the table shows,
        since the points scored alone read 0.0 after a lost hand (a new player's walk, 2026-12-05)."""
        return (self.points - self.points_against) / self.hands_played if self.hands_played else 0.0

    def add_hands(self, sheet: Iterable[HandLine], human: int) -> None:
        for line in sheet:
            self.hands_played += 1
            if line.winner is None:
                continue
            mine = line.winner == human
            if mine:
                self.hands_won += 1
                self.points += line.points
            else:
                self.points_against += line.points
            if line.kind in ("gin", "big_gin"):
                if mine:
                    self.gins += 1
                else:
                    self.gins_against += 1
            elif line.kind == "undercut":
                if mine:
                    self.undercuts_given += 1
                else:
                    self.undercuts_taken += 1

    def add_game(self, won: bool, used_undo: bool = False) -> None:
        self.games_played += 1
        self.games_with_undo += used_undo
        if won:
            self.games_won += 1
            self.current_streak += 1
            self.best_streak = max(self.best_streak, self.current_streak)
        else:
            self.current_streak = 0


@dataclass(frozen=True)
class FinishedGame:
    """One finished game with its score sheet, for the history list."""

    id: int
    created_at: str
    finished_at: str
    ai_level: str
    preset: str  # Rules.preset_name, or "custom"
    human_seat: int
    won: bool
    totals: tuple[int, int]  # final totals by seat, bonuses included
    shutout: bool
    sheet: tuple[HandLine, ...]
    used_undo: bool = False  # a move was taken back in this game
    accuracy: float | None = None  # the coach's figure over the reviewed hands (None: none reviewed)
    points_lost: float = 0.0  # expected points the player's decisions lost, over the reviewed hands
    reviewed_hands: int = 0
    tutored: bool = False  # the tutor judged the player's moves (its accuracy is kept apart: the player had help)
    target: int = 100  # the game's target (the rating looks at the hands far from it: values/skill.py)


@dataclass(frozen=True)
class Stats:
    overall: Tally
    by_group: dict[tuple[str, str], Tally] = field(default_factory=dict)  # (AI level, preset) → tally
    finished: tuple[FinishedGame, ...] = ()  # newest first

    def group(self, ai_level: str, preset: str) -> Tally:
        return self.by_group.get((ai_level, preset), Tally())


def compute_stats(games: Iterable[tuple[GameHeader, GameSummary]],
                  reviews: Mapping[int, Mapping[int, tuple[int, float]]] | None = None) -> Stats:
    """Tally games (any order; streaks follow the order the games were started). ``reviews``:
    game id → hand number → (graded decisions, points lost), see :meth:`GameStore.reviews`."""
    from gin_desktop.values.reviews import ReviewFigures, game_accuracy

    overall = Tally()
    groups: dict[tuple[str, str], Tally] = {}
    finished: list[FinishedGame] = []
    for header, summary in sorted(games, key=lambda pair: pair[0].id):
        group = groups.setdefault((header.ai_level, header.preset), Tally())
        human = header.human_seat
        for tally in (overall, group):
            tally.add_hands(summary.lines, human)
        result = summary.final
        if result is None:
            continue
        won = result.winner == human
        for tally in (overall, group):
            tally.add_game(won, header.used_undo)
        hands = {line.hand_number for line in summary.lines}
        reviewed = {n: r for n, r in (reviews or {}).get(header.id, {}).items() if n in hands}
        figure, lost, _count = game_accuracy(ReviewFigures(d, p) for d, p in reviewed.values())
        finished.append(
            FinishedGame(
                header.id, header.created_at, header.finished_at or "", header.ai_level, header.preset, human, won,
                result.totals, result.shutout, summary.lines, header.used_undo, figure, lost, len(reviewed),
                header.tutored, header.rules.target if header.rules is not None else 100,
            )
        )
    finished.reverse()
    return Stats(overall, groups, tuple(finished))
