"""The controller: the only object that talks to the core (through the session), the
store and the computer player, and tells the table what happened through signals.

Intents arrive as slots (``draw_stock``, ``discard(card)`` …). An intent is checked
against the legal actions; a refused one emits :attr:`refused` with the reason and
changes nothing. An accepted one is committed to the store before any signal goes
out, so the table never shows a move that is not saved. The computer thinks on a
worker thread from an immutable view, and its moves are paced so a person can
follow them.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from gin_desktop.core import (
    Action,
    BigGin,
    Card,
    Discard,
    DrawDiscard,
    DrawStock,
    Knock,
    LayOut,
    Pass,
    Phase,
    PlayerView,
    Rules,
)
from gin_desktop.hand_order import SortMode
from gin_desktop.records import GameRecords
from gin_desktop.session import Applied, GameSession, UndoBlock
from gin_desktop.snapshot import Move, Snapshot
from gin_desktop.store import GameStore, NoticeKind, StoreMode
from gin_desktop.text.prompts import prompt, refusal

if TYPE_CHECKING:
    from concurrent.futures import ThreadPoolExecutor

    from gin_desktop.ai.hints import Hint as Hint  # (re-exported: the window names the type from here)
    from gin_desktop.review_job import ReviewJob
    from gin_desktop.reviews import HandReview


RETRY_MS = 5000
SETTLE_MS = 3000  # the longest the computer waits for the cards on the table to stop


class _Thinker(QObject):
    """Carries the computer's decision from the worker thread back to the UI thread."""

    done = Signal(int, object)  # token, Action (or the exception it raised)

    def think(self, session: GameSession, view: PlayerView, token: int) -> None:
        """Runs on the worker thread; the queued signal delivers the result on the UI thread."""
        try:
            result: object = session.decide(view)
        except Exception as exc:  # reported on the UI thread; never kills the worker
            result = exc
        self.done.emit(token, result)


class GameController(QObject):
    changed = Signal()  # anything in the game changed (after :attr:`snapshot`)
    snapshot = Signal(object)  # Snapshot: what the table shows now, after each change
    moved = Signal(object)  # Move
    status = Signal(str)  # what the player can do now
    refused = Signal(str)  # an intent was not legal: why
    notice = Signal(str)  # store messages the player must read (saving problems, damaged saves)
    info = Signal(str)  # good news from the store (saving works again)
    save_state = Signal(object)  # str | None: why moves are not being saved now (None: they are)
    hand_finished = Signal(object)  # HandResult
    match_finished = Signal(object)  # MatchResult
    thinking = Signal(bool)

    def __init__(self, session: GameSession, ai_delay_ms: int = 600, parent: QObject | None = None,
                 auto_review: bool = False) -> None:
        super().__init__(parent)
        self.session = session
        # Review each hand of the player's in the background as it ends, so its accuracy is in
        # the statistics without the player asking (the app turns it on; tests choose).
        self.auto_review = auto_review
        self._reviews: dict[tuple[int, int], ReviewJob] = {}
        self.ai_delay_ms = ai_delay_ms
        self._token = 0
        self._busy = False
        self._last_move = 0.0
        self._snapshot: Snapshot | None = None
        self._thinker = _Thinker(self)
        self._thinker.done.connect(self._computer_decided)
        self._pool: ThreadPoolExecutor | None = None  # made when the computer first thinks
        self._held = False  # the computer waits (the first-game walkthrough is open)
        self._table_still = True  # no card is gliding on the table (told by the table)
        self._pending: tuple[int, object] | None = None  # a decision waiting for the table to settle
        self._save_state: str | None = None
        self._retry = QTimer(self)  # tries again to save while the store waits for its folder or disk
        self._retry.setInterval(RETRY_MS)
        self._retry.timeout.connect(self._retry_saving)

    # -- queries ------------------------------------------------------------------------
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
        return GameRecords(self.session.store, lambda: self.session.game)

    # -- the coach --------------------------------------------------------------------------
    def review_hand(self, game_id: int | None, hand_number: int) -> ReviewJob | None:
        """The review of a finished hand (of the current game when ``game_id`` is None), started in
        the background if it is not done or under way already; None unless the hand is finished.
        Its figures are kept in the saves when it is done (for the game's accuracy)."""
        record = self.records().hand_record(game_id, hand_number)
        if record is None or record.game_id is None:
            return None
        key = (record.game_id, hand_number)
        job = self._reviews.get(key)
        if job is not None and (job.running or job.result is not None):
            return job
        from gin_desktop.review_job import ReviewJob  # (the coach is not needed to show the table)

        job = ReviewJob(record, self)
        job.done.connect(self._review_done)
        self._reviews[key] = job
        job.hold(self._busy)
        job.start()
        return job

    def _hold_reviews(self, held: bool) -> None:
        """Reviews wait while the computer thinks (its search must have the processor)."""
        for job in self._reviews.values():
            job.hold(held)

    def _review_done(self, review: HandReview) -> None:
        if review.game_id is None or self.look_only:
            return
        self.session.store.keep_review(review.game_id, review.hand_number, len(review.decisions), review.points_lost)
        self._emit_notices()

    def practice(self, game_id: int | None, hand_number: int, computer_seat: bool = False) -> bool:
        """Play hand ``hand_number`` of game ``game_id`` again in a new practice game: the same deck,
        dealer and computer level, from the player's seat or (``computer_seat``) from the
        computer's. The game in progress is kept as abandoned, as with New game. Practice games
        are marked and never counted in the statistics."""
        if self.look_only:
            self.refused.emit(self.look_only_reason())
            return False
        records = self.records()
        record = records.hand_record(game_id, hand_number)
        level = records.level(game_id)
        if record is None or level is None:
            self.refused.emit(self.tr("Only a finished hand can be played again."))
            return False

        self._token += 1
        self._busy = False
        self._hold_reviews(False)
        sort = self.session.sort_mode
        seat = 1 - record.human if computer_seat else record.human
        store = self.session.store
        game = store.new_game(record.rules, level, human_seat=seat, first_dealer=record.dealer, practice=True)
        self.session = GameSession(store, game)
        self.session.set_sort_mode(sort)
        self.session.deal(record.deck)
        self.start()
        return True

    @property
    def practice_game(self) -> bool:
        """The game being played is a practice game (a deal played again)."""
        return self.session.game.practice

    def hint(self) -> Hint | None:
        """The Hard level's move for the player now (Expert's in a game against Expert), with its reason;
        None when it is not their turn."""
        view = self.view()
        if view is None or not view.my_turn or self.look_only:
            return None
        from gin_desktop.ai.hints import advisor, hint

        return hint(view, advisor(self.level))

    def current(self) -> Snapshot:
        """The latest :class:`Snapshot` (made now if none was pushed yet)."""
        if self._snapshot is None:
            self._snapshot = self._make_snapshot(None)
        return self._snapshot

    def _make_snapshot(self, move: Move | None, dealt: bool = False) -> Snapshot:
        session = self.session
        return Snapshot(
            session.human_view(), tuple(session.hand_order()), move, session.match.result, session.game.ai_level,
            session.fingerprint(), self.look_only, session.undo_block() is None, session.game.practice, dealt,
        )

    def _publish(self, move: Move | None = None, dealt: bool = False) -> None:
        """The game changed: make the one snapshot of it and push it (``dealt``: after a fresh deal)."""
        self._snapshot = self._make_snapshot(move, dealt)
        self.snapshot.emit(self._snapshot)
        self.changed.emit()

    def prompt(self) -> str:
        if self.look_only:
            return self.tr("Look only: this game is being played in another Gin Rummy window.")
        result = self.session.match.result
        if result is not None:
            me = self.session.human
            text = (self.tr("You won the game {winner} to {loser}. Press New game (N) to play again.")
                    if result.winner == me
                    else self.tr("The computer won the game {winner} to {loser}. Press New game (N) to play again."))
            return text.format(winner=result.totals[result.winner], loser=result.totals[1 - result.winner])
        if self._held and self.session.to_act() == self.session.computer_seat:
            return self.tr("The computer plays once you close the walkthrough.")
        return prompt(self.view(), self._busy)

    @property
    def look_only(self) -> bool:
        """Another running copy owns these saves: this one shows the game and refuses every move
        (each would show a card still hidden there: the stock's next card, the computer's reply)."""
        return self.session.store.mode is StoreMode.READ_ONLY

    def look_only_reason(self) -> str:
        return self.tr("Look only: another copy of Gin Rummy is playing this game, so moves here are refused "
                       "(they would show cards still hidden there). Play in the other window.")

    def waiting_changes(self) -> GameStore:
        """The store, for the question on closing while the disk refuses moves (ui/dialogs/unsaved_moves.py)."""
        return self.session.store

    def saving_problem(self) -> str | None:
        """In plain words, why moves are not being saved now; None while they are."""
        if self.look_only:
            return self.look_only_reason()
        return self.session.store.problem()

    def check(self, action: Action) -> str | None:
        """None if ``action`` is legal for the human now, else the reason it is not, in words."""
        if self.look_only:
            return self.look_only_reason()
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

    # -- start --------------------------------------------------------------------------
    def start(self, dealt: bool = False) -> None:
        """Deal the first hand of a new game, then let the computer move if it is its turn.

        A resumed game whose last hand is over stays on that hand's result until the
        player asks for the next hand, exactly as it was left. ``dealt``: the caller has
        just dealt (the next hand); the snapshot says so either way, a resume does not.
        """
        self._token += 1
        if not self.session.match.hands and not self.look_only:
            self.session.deal()
            dealt = True
        self._emit_notices()
        self._publish(dealt=dealt)
        self.status.emit(self.prompt())
        self._schedule()

    # -- intents ------------------------------------------------------------------------
    def draw_stock(self, at: int | None = None) -> None:
        """Draw from the stock; the card goes to place ``at`` of the hand (where it was dropped), else last."""
        self.act(DrawStock(), at)

    def draw_discard(self, at: int | None = None) -> None:
        self.act(DrawDiscard(), at)

    @Slot()
    def pass_turn(self) -> None:
        self.act(Pass())

    def discard(self, card: Card) -> None:
        self.act(Discard(card))

    def knock(self, card: Card) -> None:
        self.act(Knock(card))

    @Slot()
    def big_gin(self) -> None:
        self.act(BigGin())

    def act(self, action: Action, at: int | None = None) -> bool:
        """Apply a human intent; emit :attr:`refused` with the reason if it is illegal.
        ``at``: where in the hand a drawn card goes (else last)."""
        why = self.check(action)
        if why is not None:
            self.refused.emit(why)
            return False
        self._apply(self.session.human, action, at)
        return True

    def undo_reason(self) -> str | None:
        """None when the player's last move can be taken back now, else why not (see
        :meth:`GameSession.undo_block`)."""
        block = self.session.undo_block()
        if block is UndoBlock.NOT_PLAYING:
            return self.tr("Nothing to undo: the hand is not being played.")
        if block is UndoBlock.NOT_MOVED:
            return self.tr("You have not moved yet in this hand.")
        if block is UndoBlock.SEEN:
            return self.tr("Only a discard can be taken back: you have seen the card you drew.")
        return None

    def undo(self) -> bool:
        """Take back the player's last discard and the computer's replies (saved, marked)."""
        why = self.look_only_reason() if self.look_only else self.undo_reason()
        if why is not None:
            self.refused.emit(why)
            return False
        self._token += 1  # a computer move being thought about is dropped
        self._busy = False
        self._hold_reviews(False)
        self.thinking.emit(False)
        self.session.undo_last_move()
        self._emit_notices()
        self._publish()
        self.status.emit(self.tr("Move taken back. {prompt}").format(prompt=self.prompt()))
        self._schedule()
        return True

    def knock_card(self, preferred: Card | None = None) -> Card | None:
        """The card the Knock button (or K) would knock with (see :meth:`GameSession.knock_card`)."""
        return self.session.knock_card(preferred)

    @Slot()
    def next_hand(self) -> None:
        if self.look_only:
            self.refused.emit(self.look_only_reason())
            return
        if self.session.match.is_over:
            self.refused.emit(self.tr("The game is over: start a new game."))
            return
        if not self.session.match.needs_deal:
            self.refused.emit(self.tr("The hand is still being played."))
            return
        self.session.deal()
        self.start(dealt=True)

    def new_game(self, rules: Rules, level: str) -> bool:
        """Start a new game (the current one is kept as abandoned); refused in a look-only copy."""
        if self.look_only:
            self.refused.emit(self.look_only_reason())
            return False
        self._token += 1  # any computer move still being thought about is dropped
        self._busy = False
        self._hold_reviews(False)
        sort = self.session.sort_mode
        self.session = GameSession.new(self.session.store, rules, level)
        self.session.set_sort_mode(sort)  # (before the deal, which arranges the new hand by it)
        self.start()
        return True

    def hold(self, held: bool) -> None:
        """Keep the computer from moving while ``held`` (the first-game walkthrough is open)."""
        self._held = held
        self.status.emit(self.prompt())
        if not held:
            self._schedule()

    def reorder(self, cards: Sequence[Card]) -> None:
        """The player rearranged the hand: keep that order (saved); sorting stops."""
        self.session.set_hand_order(cards)
        self._emit_notices()
        self._publish()

    def set_sort_mode(self, mode: SortMode) -> None:
        """Sort the hand by ``mode`` from now on (saved, like every order the table shows)."""
        if mode is self.session.sort_mode:
            return
        self.session.set_sort_mode(mode)
        self._emit_notices()
        self._publish()

    # -- applying -----------------------------------------------------------------------
    def _apply(self, seat: int, action: Action, at: int | None = None) -> None:
        hand = self.session.hand
        assert hand is not None
        top = hand.top_discard
        applied: Applied = self.session.apply(seat, action, at)  # committed before we tell anyone
        self._last_move = time.monotonic()
        move = self._move_of(applied, top)
        self.moved.emit(move)
        self._emit_notices()
        self._publish(move)
        if hand.is_over:
            self.hand_finished.emit(hand.result)
            if self.auto_review and not self.look_only:
                self.review_hand(None, len(self.session.match.hands))
            if self.session.match.result is not None:
                self.match_finished.emit(self.session.match.result)
        self.status.emit(self.prompt())
        self._schedule()

    def _move_of(self, applied: Applied, top_before: Card | None) -> Move:
        action = applied.action
        card: Card | None = None
        if isinstance(action, (Discard, Knock)):
            card = action.card
        elif isinstance(action, DrawDiscard):
            card = top_before
        elif isinstance(action, DrawStock) and applied.seat == self.session.human:
            hand = self.session.hand
            card = hand.hands[applied.seat][-1] if hand else None
        return Move(applied.seat, action, card)

    def _schedule(self) -> None:
        """If the computer (or the human's automatic lay-out) is to move, arrange it."""
        seat = self.session.to_act()
        if seat is None or self._held or self.look_only:
            return
        hand = self.session.hand
        assert hand is not None
        token = self._token
        if seat == self.session.human:
            if hand.phase == Phase.SHOWDOWN:  # the human defender's lay-out is automatic
                QTimer.singleShot(self.ai_delay_ms, lambda: self._auto_layout(token))
            return
        view = self.session.view(seat)
        assert view is not None
        self._busy = True
        self._hold_reviews(True)
        self.thinking.emit(True)
        self.status.emit(self.prompt())
        if self._pool is None:
            # A plain Python worker thread: QRunnable subclasses handed to QThreadPool
            # corrupted reference counts with PySide6 6.12 (the interpreter aborted).
            # Imported here: concurrent.futures costs start-up time the first paint need not wait for.
            from concurrent.futures import ThreadPoolExecutor

            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="computer")
        self._pool.submit(self._thinker.think, self.session, view, token)

    def _auto_layout(self, token: int) -> None:
        hand = self.session.hand
        if token != self._token or hand is None or hand.phase != Phase.SHOWDOWN:
            return
        if hand.current == self.session.human:
            self._apply(self.session.human, LayOut())

    # -- the table's motion: the computer's pace counts from when the cards stopped ----------
    def table_moving(self) -> None:
        self._table_still = False

    def table_settled(self) -> None:
        self._table_still = True
        self._last_move = time.monotonic()
        pending, self._pending = self._pending, None
        if pending is not None:
            self._computer_decided(*pending)

    def _computer_decided(self, token: int, result: object) -> None:
        if token != self._token:
            return  # a new game started meanwhile
        if not self._table_still:  # cards still fly: wait for them (and never longer than SETTLE_MS)
            self._pending = (token, result)
            QTimer.singleShot(SETTLE_MS, lambda: self._settle_timeout(token))
            return
        wait = self.ai_delay_ms / 1000 - (time.monotonic() - self._last_move)
        if wait > 0:
            QTimer.singleShot(int(wait * 1000), lambda: self._computer_play(token, result))
        else:
            self._computer_play(token, result)

    def _settle_timeout(self, token: int) -> None:
        if self._pending is not None and self._pending[0] == token:
            self.table_settled()  # (a table that never said it settled must not stop the game)

    def _computer_play(self, token: int, result: object) -> None:
        if token != self._token:
            return
        self._busy = False
        self._hold_reviews(False)
        self.thinking.emit(False)
        if isinstance(result, BaseException):
            self.notice.emit(self.tr("The computer player failed ({error}); it will make the first legal move.").format(
                error=result))
            hand = self.session.hand
            assert hand is not None
            result = hand.legal_actions()[0]
        assert not isinstance(result, BaseException)
        self._apply(self.session.computer_seat, result)  # type: ignore[arg-type]

    def _emit_notices(self) -> None:
        for notice in self.session.store.take_notices():
            (self.info if notice.kind is NoticeKind.SAVE_RESUMED else self.notice).emit(notice.text)
        state = self.saving_problem()
        if state != self._save_state:
            self._save_state = state
            self.save_state.emit(state)
        waiting = self.session.store.waiting
        if waiting and not self._retry.isActive():
            self._retry.start()
        elif not waiting:
            self._retry.stop()

    def _retry_saving(self) -> None:
        self.session.store.retry_pending()
        self._emit_notices()

    def shutdown(self) -> None:
        """Stop accepting computer moves (window closing)."""
        self._token += 1
        for job in self._reviews.values():
            job.cancel()
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
