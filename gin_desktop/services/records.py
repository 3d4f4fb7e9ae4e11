"""Read-only questions about the saved games, for the windows that show them (no Qt).

The statistics, score-sheet and replay windows are handed a :class:`GameRecords`; they
read plain values from it (a :class:`GameSheet`, a :class:`~gin_desktop.text.replay.HandReplay`,
the :class:`~gin_desktop.store.Stats`) and never reach the store, the session or a
:class:`~gin_desktop.core.Hand` themselves.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from gin_desktop.core import Match, MatchResult, Rules, SheetEntry
from gin_desktop.store import FinishedGame, Stats, Tally

if TYPE_CHECKING:
    from gin_desktop.store import GameStore, SavedGame
    from gin_desktop.text.replay import HandReplay
    from gin_desktop.values.reviews import HandRecord
    from gin_desktop.values.skill import DecisionMark

__all__ = ["FinishedGame", "GameRecords", "GameSheet", "Stats", "Tally"]  # the windows' values, the store's own


@dataclass(frozen=True)
class GameSheet:
    """A game's score sheet, as values."""

    game_id: int
    human: int
    rules: Rules
    sheet: tuple[SheetEntry, ...]
    result: MatchResult | None
    hands_won: tuple[int, int]

    @classmethod
    def of(cls, game_id: int, human: int, match: Match) -> GameSheet:
        won = (match.hands_won[0], match.hands_won[1])
        return cls(game_id, human, match.rules, tuple(match.sheet), match.result, won)


class GameRecords:
    """The saved games, read only. ``current`` gives the game being played (it may be replaced by
    a new game), so its sheet and finished hands are asked of it directly; without it (tools,
    tests) every game is read from the store."""

    def __init__(self, store: GameStore, current: Callable[[], SavedGame] | None = None) -> None:
        self._store = store
        self._current = current

    def stats(self, progress: Callable[[int, int], object] | None = None) -> Stats:
        """Statistics and every finished game's summary (see :meth:`GameStore.stats`)."""
        return self._store.stats(progress=progress)

    def review_marks(self) -> dict[int, dict[int, list[DecisionMark]]]:
        """Every reviewed decision's mark, by game and hand (see :meth:`GameStore.review_marks`)."""
        return self._store.review_marks()

    def _game(self, game_id: int | None) -> SavedGame | None:
        current = self._current() if self._current is not None else None
        if current is not None and (game_id is None or game_id == current.id):
            return current
        return None if game_id is None else self._store.load_game(game_id)

    def sheet(self, game_id: int | None = None) -> GameSheet | None:
        """The score sheet of game ``game_id`` (the current game by default); None if it cannot be loaded."""
        game = self._game(game_id)
        return None if game is None else GameSheet.of(game.id, game.human_seat, game.match)

    def replay(self, game_id: int | None, hand_number: int) -> HandReplay | None:
        """Hand ``hand_number`` of game ``game_id`` (the current game when None), if it is finished."""
        game = self._game(game_id)
        if game is None:
            return None
        hands = game.match.hands
        if not 1 <= hand_number <= len(hands) or not hands[hand_number - 1].is_over:
            return None
        from gin_desktop.text.replay import hand_replay  # (the replay window's words: imported when first asked)

        return hand_replay(game.match, hand_number, game.human_seat, game.hand_secret(hand_number))

    def hand_record(self, game_id: int | None, hand_number: int) -> HandRecord | None:
        """Hand ``hand_number`` of game ``game_id`` (the current game when None) as values for a
        review or a practice deal, if it is finished."""
        from gin_desktop.values.reviews import HandRecord

        game = self._game(game_id)
        if game is None:
            return None
        hands = game.match.hands
        if not 1 <= hand_number <= len(hands) or not hands[hand_number - 1].is_over:
            return None
        return HandRecord.of(game.match, hand_number, game.human_seat, game.id)

    def level(self, game_id: int | None) -> str | None:
        """The computer's level in game ``game_id`` (the current game when None)."""
        game = self._game(game_id)
        return None if game is None else game.ai_level
