"""GameController: refused intents change nothing, every move is saved before the
table hears of it, the computer thinks off the UI thread, a whole hand plays
through, and a new game drops a decision still being thought about."""

from __future__ import annotations

import random
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMessageBox

from gin_desktop.control.controller import Move
from gin_desktop.core import (
    Action,
    Card,
    Discard,
    DrawDiscard,
    HandResult,
    Knock,
    LayOut,
    Pass,
    PlayerView,
    Rules,
)
from gin_desktop.services.session import GameSession
from gin_desktop.store import GameStore
from tests.core.deals import make_deck
from tests.ui.conftest import JUNK_HAND, KNOCK_HAND, UPCARD, WAIT_MS, Builder, Table, saved_actions


def junk_first_deck() -> list[Card]:
    """The non-dealer gets the junk, the dealer the knocking hand."""
    return make_deck(JUNK_HAND, KNOCK_HAND, upcard=UPCARD)


class Blocker:
    """A ``session.decide`` that waits for :meth:`release` (never longer than 10 s)."""

    def __init__(self, session: GameSession, answer: Action | None = None) -> None:
        self._decide = session.decide
        self.answer = answer
        self.entered = threading.Event()
        self.go = threading.Event()
        self.threads: list[int] = []

    def __call__(self, view: PlayerView) -> Action:
        self.threads.append(threading.get_ident())
        self.entered.set()
        self.go.wait(10)
        return self.answer if self.answer is not None else self._decide(view)

    def release(self) -> None:
        self.go.set()


def test_illegal_intents_are_refused_and_change_nothing(knock_table: Table) -> None:
    table = knock_table
    c = table.controller
    before = table.view()
    reasons: list[str] = []
    c.refused.connect(reasons.append)
    with table.qtbot.assertNotEmitted(c.moved), table.qtbot.assertNotEmitted(c.changed):
        c.draw_stock()  # the upcard is on offer: no stock draw yet
        c.discard(Card.parse("AS"))  # nothing to discard before drawing
        c.knock(Card.parse("KD"))
        c.big_gin()
        c.next_hand()  # the hand is still being played
        assert not c.act(Discard(Card.parse("QS")))  # not even in the hand
    assert len(reasons) == 6 and all(r.strip() for r in reasons)
    assert reasons[0] == "First take the upcard or pass."
    assert reasons[1] == "Take the upcard or pass first."
    assert reasons[3] == "Big gin needs all 11 cards in melds."
    assert "still being played" in reasons[4]
    assert reasons[5] == "Q♠ is not in your hand."
    assert table.view() == before
    assert table.session.game.action_count == 0
    assert table.saved_actions() == []


def test_intents_in_the_computers_turn_are_refused(knock_table: Table) -> None:
    table = knock_table
    c = table.controller
    reasons: list[str] = []
    c.refused.connect(reasons.append)
    c.pass_turn()
    assert c.is_thinking()  # its answer arrives through the event loop, not before we return
    saved = table.saved_actions()
    assert saved == ["pass"]
    with table.qtbot.assertNotEmitted(c.moved):
        c.draw_discard()
        c.pass_turn()
    assert reasons == ["Wait for the computer to play."] * 2
    assert table.saved_actions() == saved
    table.wait_my_turn()


def test_every_move_is_saved_before_moved_is_emitted(build: Builder, data_dir: Path) -> None:
    table = build(seed=11, start=False)
    c = table.controller
    game_id = table.session.game.id
    seen: list[tuple[Move, int, list[str]]] = []
    checked_with_store = 0

    def on_moved(move: Move) -> None:
        nonlocal checked_with_store
        seen.append((move, table.session.game.action_count, saved_actions(table.store.database, game_id)))
        if checked_with_store < 4:  # a second, read-only store replays the saved game
            checked_with_store += 1
            with GameStore.open(data_dir, read_only=True) as other:
                replay = other.load_game(game_id)
                assert replay is not None
                assert replay.action_count == table.session.game.action_count
                hand = replay.match.hand
                assert hand is not None and hand.history[-1] == (move.seat, move.action)

    c.moved.connect(on_moved)
    c.start()
    table.play_hand_with_hints()
    assert table.session.hand is not None and table.session.hand.is_over
    assert len(seen) == table.session.game.action_count >= 3
    assert {m.seat for m, _, _ in seen} == {0, 1}
    for i, (move, count, saved) in enumerate(seen, start=1):
        assert count == i  # the game had counted this move when the table heard of it
        assert len(saved) == i and saved[-1] == str(move.action)  # and the file already held it


def test_computer_thinks_off_the_ui_thread_and_the_ui_stays_responsive(
    build: Builder, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = build(deck=junk_first_deck(), first_dealer=0, start=False)  # the computer is the non-dealer: it starts
    blocker = Blocker(table.session)
    monkeypatch.setattr(table.session, "decide", blocker)
    c = table.controller
    with table.qtbot.waitSignal(c.thinking, check_params_cb=lambda on: on is True, timeout=WAIT_MS):
        c.start()
    assert blocker.entered.wait(WAIT_MS / 1000)
    assert c.is_thinking() and "thinking" in table.status()

    # meanwhile the UI thread runs timers, takes clicks and repaints
    fired: list[bool] = []
    QTimer.singleShot(0, lambda: fired.append(True))
    table.qtbot.waitUntil(lambda: bool(fired), timeout=1000)
    card = table.view().hand[3]
    table.click(table.grab_point(table.item(card)))
    assert table.scene.selected == card
    assert not table.window.grab().isNull()
    assert table.session.game.action_count == 0

    blocker.release()
    table.wait_my_turn()
    hand = table.session.hand
    assert hand is not None and hand.history[0][0] == 1  # the computer's move landed
    main = threading.get_ident()
    assert blocker.threads and all(t != main for t in blocker.threads)
    assert not c.is_thinking()


def test_computer_moves_are_all_decided_off_the_ui_thread(build: Builder, monkeypatch: pytest.MonkeyPatch) -> None:
    table = build(seed=5, start=False)
    threads: list[int] = []
    decide = table.session.decide

    def recording(view: PlayerView) -> Action:
        threads.append(threading.get_ident())
        return decide(view)

    monkeypatch.setattr(table.session, "decide", recording)
    table.controller.start()
    table.play_hand_with_hints()
    hand = table.session.hand
    assert hand is not None
    computer_moves = len([seat for seat, _ in hand.history if seat == 1])
    assert len(threads) == computer_moves > 0
    assert threading.get_ident() not in threads


def test_a_full_hand_plays_to_the_end_and_hand_finished_fires(build: Builder) -> None:
    table = build(seed=23, start=False)
    c = table.controller
    results: list[HandResult] = []
    c.hand_finished.connect(results.append)
    c.start()
    moves = table.play_hand_with_hints()
    hand = table.session.hand
    assert hand is not None and hand.is_over and moves > 0
    table.qtbot.waitUntil(lambda: bool(results), timeout=WAIT_MS)
    assert results == [hand.result]
    assert len(table.session.match.sheet) == 1 and table.session.match.sheet[0].result == hand.result
    assert table.session.to_act() is None and not c.is_thinking()
    assert "Next hand" in table.status()
    assert len(table.saved_actions()) == table.session.game.action_count == len(hand.history)
    # and the next hand is dealt on request
    c.next_hand()
    assert len(table.session.match.hands) == 2 and not table.session.hand.is_over  # type: ignore[union-attr]


def test_the_human_defenders_lay_out_is_automatic(build: Builder) -> None:
    """The computer (dealer) takes the 2♦ upcard and knocks; the human lays out without an intent."""
    table = build(deck=junk_first_deck())  # the human, non-dealer, holds the junk
    table.wait_my_turn()
    hand = table.session.hand
    assert hand is not None
    intents: list[Move] = []
    table.controller.moved.connect(lambda move: intents.append(move) if move.seat == 0 else None)
    table.controller.pass_turn()
    table.qtbot.waitUntil(lambda: hand.is_over, timeout=WAIT_MS)
    assert [str(a).split(" |")[0] for _, a in hand.history] == ["pass", "draw_discard", "knock KD", "lay_out"]
    assert hand.history[-1] == (0, LayOut())
    assert [m.action for m in intents] == [Pass(), LayOut()]
    assert hand.result is not None and hand.result.winner == 1
    assert table.saved_actions()[-1] == "lay_out"


def test_new_game_drops_a_pending_computer_decision(build: Builder, monkeypatch: pytest.MonkeyPatch) -> None:
    table = build(deck=junk_first_deck(), first_dealer=0, start=False)  # the computer starts
    old = table.session
    # an answer that is illegal in any new hand's first turn: if it were applied the slot would raise
    blocker = Blocker(old, answer=Discard(Card.parse("KD")))
    monkeypatch.setattr(old, "decide", blocker)
    # the new game deals from a seeded source whose cut makes the human the dealer: the computer starts it too
    new_session = GameSession.new
    monkeypatch.setattr(
        GameSession, "new", lambda store, rules, level, rng=None: new_session(store, rules, level, random.Random(1))
    )
    c = table.controller
    c.start()
    assert blocker.entered.wait(WAIT_MS / 1000) and c.is_thinking()

    c.new_game(Rules(), "medium")
    new = c.session
    assert new is not old and new.game.id != old.game.id and new.game.match.first_dealer == 0
    blocker.release()
    # The one worker thread answers in order, and the answers arrive in order: once the new
    # game's first computer move has landed, the old answer has been delivered (and dropped).
    table.wait_my_turn()
    assert old.game.action_count == 0 and saved_actions(table.store.database, old.game.id) == []
    new_hand = new.hand
    assert new_hand is not None and new_hand.history[0][0] == 1
    assert (1, blocker.answer) not in new_hand.history
    assert len(saved_actions(table.store.database, new.game.id)) == new.game.action_count == len(new_hand.history)
    assert len(blocker.threads) == 1  # the old session was never asked again


def test_a_failing_computer_player_is_reported_and_a_legal_move_made(
    build: Builder, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = build(deck=junk_first_deck(), first_dealer=0, start=False)
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: warnings.append(text))

    decide = table.session.decide
    calls: list[int] = []

    def broken(view: PlayerView) -> Action:
        calls.append(1)
        if len(calls) == 1:
            raise RuntimeError("no idea")
        return decide(view)

    monkeypatch.setattr(table.session, "decide", broken)
    notices: list[str] = []
    table.controller.notice.connect(notices.append)
    table.controller.start()
    table.wait_my_turn()
    assert len(notices) == 1 and "no idea" in notices[0]
    assert table.window.notices.texts() == notices and warnings == []  # above the table, not a dialog
    assert table.status() == table.controller.prompt()  # which keeps saying what to do
    hand = table.session.hand
    assert hand is not None and hand.history[0] == (1, DrawDiscard())  # the first legal action
    assert table.saved_actions()[0] == "draw_discard"
    assert len(calls) == len([seat for seat, _ in hand.history if seat == 1])  # then it decided again itself


def test_knock_intent_applies_and_controller_check_matches(knock_table: Table) -> None:
    c = knock_table.controller
    assert c.check(Pass()) is None
    c.draw_discard()
    assert c.check(Knock(Card.parse("KD"))) is None
    assert c.check(Knock(Card.parse("5H"))) == "Knocking needs 10 or less deadwood; discarding 5♥ leaves 22."
    assert c.check(Discard(Card.parse(UPCARD))) == "You just took 2♦ from the pile: discard a different card."
    c.knock(Card.parse("KD"))
    hand = knock_table.session.hand
    assert hand is not None and hand.knocker == 0 and knock_table.saved_actions() == ["draw_discard", "knock KD"]


def test_a_game_reaching_the_move_limit_ends_with_a_notice(knock_table: Table,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    from gin_desktop.store import loading

    table = knock_table
    c = table.controller
    monkeypatch.setattr(loading, "MAX_ACTIONS", table.session.game.action_count + 1)
    notices: list[str] = []
    refused: list[object] = []
    c.notice.connect(notices.append)
    c.refused.connect(refused.append)
    c.pass_turn()  # the last move a saved game can hold: the game ends here
    assert len(notices) == 1 and "longest game the saves can hold" in notices[0]
    assert table.session.to_act() is None and "longest game" in c.prompt()
    assert len(table.saved_actions()) == 1 and not c.is_thinking()  # the computer is not asked to move on
    assert not c.act(Pass()) and refused  # nor the player
    c.next_hand()
    assert len(refused) == 2
    assert c.new_game(Rules(), "medium") and c.session.game.limit is None  # a new game plays on
