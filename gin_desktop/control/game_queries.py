"""What the windows may ask the controller about the game being played (read-only; the UI never
reaches the session, the store or a Hand): the rules, the level, whose game, what the player can
do now and why not. :class:`GameQueries` is the controller's half that only answers; its texts keep
the controller's translation context."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from gin_desktop.core import Action, Card, PlayerView, Rules
from gin_desktop.qt.core import QCoreApplication
from gin_desktop.services.session import GameSession, UndoBlock
from gin_desktop.store import StoreMode
from gin_desktop.text.prompts import prompt, refusal
from gin_desktop.text.store_text import game_ended_at_limit, words
from gin_desktop.values.hand_order import SortMode

if TYPE_CHECKING:
    from gin_desktop.control.drill_desk import DrillDesk
    from gin_desktop.control.hint_job import HintDesk
    from gin_desktop.services.records import GameRecords
    from gin_desktop.store import GameStore
    from gin_desktop.values.snapshot import Snapshot


class GameQueries:
    session: GameSession
    _busy: bool  # the computer is thinking
    _held: bool  # the computer waits (the first-game walkthrough is open)
    hints: HintDesk  # the hint being worked out, if any

    def current(self) -> Snapshot:
        raise NotImplementedError  # (the controller's: the latest snapshot it pushed)

    def view(self) -> PlayerView | None:
        """The player's view as last pushed (made once per change)."""
        return self.current().view

    # What the windows may read (read-only; the UI never reaches the session, the store or a Hand).
    @property
    def rules(self) -> Rules:
        """The rules of the game being played."""
        return self.session.match.rules

    @property
    def level(self) -> str:
        """The computer's level in the game being played."""
        return self.session.game.ai_level

    @property
    def human(self) -> int:
        return self.session.human

    @property
    def game_id(self) -> int:
        """The saved game being played (its id in the saves)."""
        return self.session.game.id

    @property
    def game_over(self) -> bool:
        return self.session.match.is_over

    @property
    def data_dir(self) -> Path:
        """Where the saves, the settings and the hand-over channel's key live."""
        return self.session.store.report.data_dir

    def records(self) -> GameRecords:
        """Read-only questions about the saved games (statistics, score sheets, replays)."""
        from gin_desktop.services.records import GameRecords  # (the windows that read them come later)

        return GameRecords(self.session.store, lambda: self.session.game)

    def drill_desk(self) -> DrillDesk:
        """A practice of the player's own mistakes (the drills due today), for the drill window."""
        from gin_desktop.control.drill_desk import DrillDesk  # (the window that uses it comes later)

        return DrillDesk(self.session.store, self.records())

    @property
    def practice_game(self) -> bool:
        """The game being played is a practice game (a deal played again)."""
        return self.session.game.practice

    @property
    def hinting(self) -> bool:
        """A hint is being worked out."""
        return self.hints.job is not None

    def waiting_changes(self) -> GameStore:
        """The store, for the question on closing while the disk refuses moves (ui/dialogs/unsaved_moves.py)."""
        return self.session.store

    def prompt(self) -> str:
        """What the player can do now (the status line)."""
        return self.prompt_for(self.view())

    def prompt_for(self, view: PlayerView | None) -> str:
        """The prompt for ``view``, the player's view of the game as it is now."""
        if self.look_only:
            return QCoreApplication.translate(
                "GameController", "Look only: this game is being played in another Gin Rummy window.")
        result = self.session.match.result
        if result is not None:
            me = self.session.human
            if result.winner == me:
                text = QCoreApplication.translate(
                    "GameController", "You won the game {winner} to {loser}. Press New game (N) to play again.")
            else:
                text = QCoreApplication.translate(
                    "GameController",
                    "The computer won the game {winner} to {loser}. Press New game (N) to play again.")
            return text.format(winner=result.totals[result.winner], loser=result.totals[1 - result.winner])
        limit = self.session.game.limit
        if limit is not None:
            game = self.session.game
            return game_ended_at_limit(game.id, limit.value,
                                       len(game.match.hands) if limit.value == "hands" else game.action_count)
        if self._held and self.session.to_act() == self.session.computer_seat:
            return QCoreApplication.translate("GameController", "The computer plays once you close the walkthrough.")
        return prompt(view, self._busy)

    @property
    def look_only(self) -> bool:
        """Another running copy owns these saves: this one shows the game and refuses every move
        (each would show a card still hidden there: the stock's next card, the computer's reply)."""
        return self.session.store.mode is StoreMode.READ_ONLY

    def look_only_reason(self) -> str:
        return QCoreApplication.translate(
            "GameController", "Look only: another copy of Gin Rummy is playing this game, so moves here are refused "
                       "(they would show cards still hidden there). Play in the other window.")

    def waking_reason(self) -> str:
        """Why a move waits while the resumed table is checked against the saved moves (a moment after it shows)."""
        return QCoreApplication.translate("GameController",
                                          "One moment: the table is being checked against your saved moves.")

    def saving_problem(self) -> str | None:
        """In plain words, why moves are not being saved now; None while they are."""
        if self.look_only:
            return self.look_only_reason()
        problem = self.session.store.problem()
        return None if problem is None else words(problem)

    def check(self, action: Action) -> str | None:
        """None if ``action`` is legal for the human now, else the reason it is not, in words."""
        if self.look_only:
            return self.look_only_reason()
        if self.session.game.unchecked:
            return self.waking_reason()
        refused = self.session.check(self.session.human, action)
        return None if refused is None else refusal(refused, self.view())

    def is_thinking(self) -> bool:
        return self._busy

    def hand_order(self) -> list[Card]:
        """The player's cards in the order the table shows them (the saved order)."""
        return self.session.hand_order()

    @property
    def sort_mode(self) -> SortMode:
        return self.session.sort_mode

    def undo_reason(self) -> str | None:
        """None when the player's last move can be taken back now, else why not (see
        :meth:`GameSession.undo_block`)."""
        if self.session.game.unchecked:
            return self.waking_reason()
        block = self.session.undo_block()
        if block is UndoBlock.NOT_PLAYING:
            return QCoreApplication.translate("GameController", "Nothing to undo: the hand is not being played.")
        if block is UndoBlock.NOT_MOVED:
            return QCoreApplication.translate("GameController", "You have not moved yet in this hand.")
        if block is UndoBlock.SEEN:
            return QCoreApplication.translate(
                "GameController", "Only a discard can be taken back: you have seen the card you drew.")
        return None

    def knock_card(self, preferred: Card | None = None) -> Card | None:
        """The card the Knock button (or K) would knock with (see :meth:`GameSession.knock_card`)."""
        return self.session.knock_card(preferred)

