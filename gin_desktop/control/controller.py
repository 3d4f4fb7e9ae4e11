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

from collections.abc import Sequence
from typing import TYPE_CHECKING

from gin_desktop.control.coach import Coach
from gin_desktop.control.game_queries import GameQueries
from gin_desktop.control.hint_job import HintDesk
from gin_desktop.control.pacing import ComputerPace
from gin_desktop.control.save_watch import SaveWatch
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
    Rules,
)
from gin_desktop.qt.core import QObject, QTimer, Signal, Slot
from gin_desktop.services.session import Applied, GameSession
from gin_desktop.store import ResumeCheck
from gin_desktop.text.result_card import result_card
from gin_desktop.values.hand_order import SortMode
from gin_desktop.values.snapshot import Move, Snapshot

if TYPE_CHECKING:

    from gin_desktop.control.review_job import ReviewJob
    from gin_desktop.values.hint_facts import Hint as Hint  # (re-exported: the window names the type from here)
    from gin_desktop.values.reviews import HandReview




class GameController(GameQueries, QObject):
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
    hint_ready = Signal(object)  # Hint: the one asked for with request_hint, for the position still on the table
    hint_failed = Signal(str)  # why the hint could not be worked out
    reviewed = Signal(object)  # HandReview: a hand's review is done (the result panel names its key moment)
    tutor_warning = Signal(object)  # Verdict: the tutor holds the player's move (play_anyway / think_again)

    def __init__(self, session: GameSession, ai_delay_ms: int = 600, parent: QObject | None = None,
                 auto_review: bool = False) -> None:
        super().__init__(parent)
        self.session = session
        # Review each hand of the player's in the background as it ends, so its accuracy is in
        # the statistics without the player asking (the app turns it on; tests choose).
        self.auto_review = auto_review
        self.coach = Coach(self._review_done, self)
        self._token = 0
        self._busy = False
        self._snapshot: Snapshot | None = None
        self.pace = ComputerPace(ai_delay_ms, lambda: self._token, self)  # the table tells it when cards stop
        self.pace.ready.connect(self._computer_play)
        self._held = False  # the computer waits (the first-game walkthrough is open)
        self.saves = SaveWatch(lambda: self.session, self.saving_problem, self.notice.emit, self.info.emit,
                               self.save_state.emit, self)
        self.hints = HintDesk(self.view, self)  # the hint worked out off the UI thread (hint_job.py)
        self.hints.ready.connect(self.hint_ready)
        self.hints.failed.connect(self.hint_failed)

    # -- the coach --------------------------------------------------------------------------
    def review_hand(self, game_id: int | None, hand_number: int) -> ReviewJob | None:
        """The review of a finished hand (of the current game when ``game_id`` is None), started in
        the background if it is not done or under way already; None unless the hand is finished.
        Its figures are kept in the saves when it is done (for the game's accuracy)."""
        record = self.records().hand_record(game_id, hand_number)
        if record is None or record.game_id is None:
            return None
        return self.coach.review(record)

    @property
    def ai_delay_ms(self) -> int:
        """The computer's pace: how long each of its moves stays on the table before the next (0: none)."""
        return self.pace.delay_ms

    @ai_delay_ms.setter
    def ai_delay_ms(self, ms: int) -> None:
        self.pace.delay_ms = ms

    def _review_done(self, review: HandReview) -> None:
        self.reviewed.emit(review)
        if review.game_id is None or self.look_only:
            return
        from gin_desktop.ai.drills import drills_from  # (the coach's: not needed before a review is done)
        from gin_desktop.values.skill import marks_of

        self.session.store.keep_review(review.game_id, review.hand_number, len(review.decisions), review.points_lost,
                                       marks_of(review))

        self.session.store.drills.add(drills_from(review))  # the settled mistakes, to practise later
        self.saves.check()

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
        self.coach.hold(False)
        sort = self.session.sort_mode
        seat = 1 - record.human if computer_seat else record.human
        store = self.session.store
        game = store.new_game(record.rules, level, human_seat=seat, first_dealer=record.dealer, practice=True)
        self.session = GameSession(store, game)
        self.session.set_sort_mode(sort)
        self.session.deal(record.deck)
        self.start()
        return True

    def request_hint(self) -> bool:
        """Work out the hint for the player's position off the UI thread; :attr:`hint_ready` brings it.

        False (and nothing asked) when it is not the player's turn. A hint already being worked out for
        this position is not asked twice; one that arrives after the game moved on is dropped.
        """
        return not self.look_only and self.hints.request()

    def current(self) -> Snapshot:
        """The latest :class:`Snapshot` (made now if none was pushed yet)."""
        if self._snapshot is None:
            self._snapshot = self._make_snapshot(None)
        return self._snapshot

    def _make_snapshot(self, move: Move | None, dealt: bool = False) -> Snapshot:
        """The one snapshot of the game as it is now, with the facts every part of the table reads
        worked out here once: the prompt and the result card worded, the rules' own table of the
        deadwood after each discard (the arrangement and the rest follow from the view, once)."""
        session = self.session
        view = session.human_view()
        final = session.match.result
        options = session.discard_options()
        return Snapshot(
            view, tuple(session.hand_order()), move, final, session.game.ai_level,
            session.fingerprint(), self.look_only, session.undo_block() is None, session.game.practice, dealt,
            prompt=self.prompt_for(view), result_card=None if view is None else result_card(view, final),
            discard_options=None if options is None else tuple(options.items()), waking=session.game.unchecked,
        )

    def _publish(self, move: Move | None = None, dealt: bool = False) -> None:
        """The game changed: make the one snapshot of it and push it (``dealt``: after a fresh deal)."""
        self._snapshot = self._make_snapshot(move, dealt)
        if self.coach.tutor_made:
            self.coach.tutor.turn(self._snapshot.view)
        self.snapshot.emit(self._snapshot)
        self.changed.emit()

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
        self.saves.check()
        self._publish(dealt=dealt)
        self.status.emit(self.current().prompt)
        hand = self.session.hand
        if self.auto_review and not self.look_only and not self.session.game.unchecked and hand is not None \
                and hand.is_over:  # (a resumed hand's result whose review did not finish before the app went)
            self.review_hand(None, len(self.session.match.hands))
        self._schedule()

    def check_resumed(self) -> None:
        """After the first paint of a game resumed from its stored position: replay its log (the store's
        check) and wake the table up; when the log leads elsewhere the table shows the log's position (the
        store's notice says so), and when the log no longer makes the game a new one starts (told too)."""
        game = self.session.game
        if not game.unchecked:
            return
        outcome = self.session.store.check_resumed(game)
        if outcome is ResumeCheck.LOST:
            self.session = GameSession.new(self.session.store, game.rules, game.ai_level)
        self.start()

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

    def act(self, action: Action, at: int | None = None, anyway: bool = False) -> bool:
        """Apply a human intent; emit :attr:`refused` with the reason if it is illegal.
        ``at``: where in the hand a drawn card goes (else last). A move the tutor would warn about is
        held instead (:attr:`tutor_warning`; nothing saved) unless ``anyway``."""
        why = self.check(action)
        if why is not None:
            self.refused.emit(why)
            return False
        tutor = self.coach.tutor if self.coach.tutor_made else None
        if tutor is not None and tutor.threshold is not None:
            self.session.game.mark_tutored()  # (the player has help: the game's accuracy is kept apart)
        hand = (self.session.game.id, len(self.session.match.hands))
        verdict = None if anyway or tutor is None else tutor.judge(self.view(), action, hand)
        if tutor is not None:
            tutor.held = None if verdict is None else (action, at)
        if verdict is not None:
            self.tutor_warning.emit(verdict)
            return False
        self._apply(self.session.human, action, at)
        return True

    def undo(self) -> bool:
        """Take back the player's last discard and the computer's replies (saved, marked)."""
        why = self.look_only_reason() if self.look_only else self.undo_reason()
        if why is not None:
            self.refused.emit(why)
            return False
        self._token += 1  # a computer move being thought about is dropped
        self._busy = False
        self.coach.hold(False)
        self.thinking.emit(False)
        self.session.undo_last_move()
        self.saves.check()
        self._publish()
        self.status.emit(self.tr("Move taken back. {prompt}").format(prompt=self.current().prompt))
        self._schedule()
        return True

    @Slot()
    def next_hand(self) -> None:
        if self.look_only:
            self.refused.emit(self.look_only_reason())
            return
        if self.session.match.is_over or self.session.game.limit is not None:
            self.refused.emit(self.tr("The game is over: start a new game."))
            return
        if self.session.game.unchecked:
            self.refused.emit(self.waking_reason())
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
        self.coach.hold(False)
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
        self.saves.check()
        self._publish()

    def set_sort_mode(self, mode: SortMode) -> None:
        """Sort the hand by ``mode`` from now on (saved, like every order the table shows)."""
        if mode is self.session.sort_mode:
            return
        self.session.set_sort_mode(mode)
        self.saves.check()
        self._publish()

    # -- applying -----------------------------------------------------------------------
    def _apply(self, seat: int, action: Action, at: int | None = None) -> None:
        hand = self.session.hand
        assert hand is not None
        top = hand.top_discard
        if self.coach.tutor_made:
            self.coach.tutor.stop()  # (its verdicts were for the position before this move)
        applied: Applied = self.session.apply(seat, action, at)  # committed before we tell anyone
        self.pace.moved()
        move = move_of(applied, top, self.session)
        self.moved.emit(move)
        self.saves.check()
        if self.session.game.limit is not None:  # the longest game the saves can hold: it ends here
            self.notice.emit(self.prompt())
        self._publish(move)
        if hand.is_over:
            self.hand_finished.emit(hand.result)
            if self.auto_review and not self.look_only:
                self.review_hand(None, len(self.session.match.hands))
            if self.session.match.result is not None:
                self.match_finished.emit(self.session.match.result)
        self.status.emit(self.current().prompt)
        self._schedule()

    def _schedule(self) -> None:
        """If the computer (or the human's automatic lay-out) is to move, arrange it."""
        seat = self.session.to_act()
        if seat is None or self._held or self.look_only or self.session.game.unchecked:
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
        self.coach.hold(True)
        self.thinking.emit(True)
        self.status.emit(self.prompt())
        self.pace.think(self.session, view, token)

    def _auto_layout(self, token: int) -> None:
        hand = self.session.hand
        if token != self._token or hand is None or hand.phase != Phase.SHOWDOWN:
            return
        if hand.current == self.session.human:
            self._apply(self.session.human, LayOut())

    def _computer_play(self, token: int, result: object) -> None:
        if token != self._token:
            return
        self._busy = False
        self.coach.hold(False)
        self.thinking.emit(False)
        if isinstance(result, BaseException):
            self.notice.emit(self.tr("The computer player failed ({error}); it will make the first legal move.").format(
                error=result))
            hand = self.session.hand
            assert hand is not None
            result = hand.legal_actions()[0]
        assert isinstance(result, Action)  # (what the computer player returns)
        self._apply(self.session.computer_seat, result)

    def shutdown(self) -> None:
        """Stop accepting computer moves (window closing)."""
        self._token += 1
        for desk in (self.coach, self.hints, self.pace):  # (no worker's signal after this: the exit crash)
            desk.shutdown()


def move_of(applied: Applied, top_before: Card | None, session: GameSession) -> Move:
    """The applied action as the table animates it (a card the player may see, or None)."""
    action = applied.action
    card: Card | None = None
    if isinstance(action, (Discard, Knock)):
        card = action.card
    elif isinstance(action, DrawDiscard):
        card = top_before
    elif isinstance(action, DrawStock) and applied.seat == session.human:
        hand = session.hand
        card = hand.hands[applied.seat][-1] if hand else None
    return Move(applied.seat, action, card)

