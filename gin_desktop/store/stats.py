"""Statistics from the saved games: per AI level and rules preset, and overall.

Everything is computed from replayed matches (the same tables the game resumes
from), always from the player's side: "won" means the human player won.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from gin_desktop.core import Match, MatchResult, SheetEntry

from .loading import GameHeader


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
    best_streak: int = 0  # most finished games won in a row
    current_streak: int = 0  # finished games won in a row up to the latest one
    games_with_undo: int = 0  # finished games in which a move was taken back

    @property
    def average_points_per_hand(self) -> float:
        return self.points / self.hands_played if self.hands_played else 0.0

    def add_hands(self, sheet: Iterable[SheetEntry], human: int) -> None:
        for entry in sheet:
            result = entry.result
            self.hands_played += 1
            if result.winner is None:
                continue
            mine = result.winner == human
            if mine:
                self.hands_won += 1
                self.points += result.points
            if result.kind in ("gin", "big_gin"):
                if mine:
                    self.gins += 1
                else:
                    self.gins_against += 1
            elif result.kind == "undercut":
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
    result: MatchResult
    sheet: tuple[SheetEntry, ...]
    used_undo: bool = False  # a move was taken back in this game


@dataclass(frozen=True)
class Stats:
    overall: Tally
    by_group: dict[tuple[str, str], Tally] = field(default_factory=dict)  # (AI level, preset) → tally
    finished: tuple[FinishedGame, ...] = ()  # newest first

    def group(self, ai_level: str, preset: str) -> Tally:
        return self.by_group.get((ai_level, preset), Tally())


def compute_stats(games: Iterable[tuple[GameHeader, Match]]) -> Stats:
    """Tally replayed games (any order; streaks follow the order the games were started)."""
    overall = Tally()
    groups: dict[tuple[str, str], Tally] = {}
    finished: list[FinishedGame] = []
    for header, match in sorted(games, key=lambda pair: pair[0].id):
        group = groups.setdefault((header.ai_level, header.preset), Tally())
        human = header.human_seat
        for tally in (overall, group):
            tally.add_hands(match.sheet, human)
        result = match.result
        if result is None:
            continue
        won = result.winner == human
        for tally in (overall, group):
            tally.add_game(won, header.used_undo)
        finished.append(
            FinishedGame(
                header.id, header.created_at, header.finished_at or "", header.ai_level, header.preset, human, won,
                result.totals, result, tuple(match.sheet), header.used_undo,
            )
        )
    finished.reverse()
    return Stats(overall, groups, tuple(finished))
