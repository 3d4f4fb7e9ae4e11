"""Undo of the player's last discard, the replay viewer from the score sheet, and the deal
fingerprint on the table."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from shiboken6 import isValid

from gin_desktop.core import Card, Discard, DrawDiscard, DrawStock, Pass, Phase
from gin_desktop.store import GameStore
from gin_desktop.text.score_text import reason_text
from gin_desktop.ui.dialogs.replay_dialog import ReplayDialog
from gin_desktop.values.fairness import verify
from tests.ui.conftest import WAIT_MS, Builder, Table, close


def allow_undo(table: Table) -> None:
    table.window.look.settings_chosen(replace(table.window.prefs, allow_undo=True))


def discard_and_wait(table: Table, card: str) -> None:
    assert table.controller.act(Discard(Card.parse(card)))
    table.wait_my_turn()


def test_undo_is_off_by_default(knock_table: Table) -> None:
    table = knock_table
    table.controller.act(DrawDiscard())
    discard_and_wait(table, "9C")
    count = table.session.game.action_count
    assert not table.window.commands.undo_action.isEnabled()
    assert not table.window.commands.undo()
    assert "Undo is off" in table.status()
    assert table.session.game.action_count == count


def test_undo_takes_back_a_discard_and_the_computers_reply(knock_table: Table) -> None:
    table = knock_table
    allow_undo(table)
    table.controller.act(DrawDiscard())  # the 2♦
    before = table.view()
    assert before.phase == Phase.DISCARD and len(before.hand) == 11
    discard_and_wait(table, "9C")  # the computer then draws and discards
    assert len(table.session.hand.history) > 2  # type: ignore[union-attr]
    assert table.window.commands.undo_action.isEnabled()
    table.window.commands.undo_action.trigger()
    after = table.view()
    assert after == before  # back to choosing a discard, with the same 11 cards
    assert table.saved_actions() == ["draw_discard"]  # the discard and the computer's reply are gone
    assert table.session.game.used_undo
    # The undo is saved: a restart resumes the same position.
    game_id = table.session.game.id
    folder = table.store.report.data_dir
    close(table)
    with GameStore.open(folder, read_only=True) as store:
        game = store.load_game(game_id)
        assert game is not None and game.used_undo
        hand = game.match.hand
        assert hand is not None and hand.phase == Phase.DISCARD and len(hand.hands[0]) == 11


def test_a_draw_cannot_be_taken_back(knock_table: Table) -> None:
    table = knock_table
    allow_undo(table)
    table.controller.act(Pass())
    table.wait_my_turn()
    view = table.view()
    if DrawStock() in view.legal_actions:
        table.controller.act(DrawStock())
    reasons: list[str] = []
    table.controller.refused.connect(reasons.append)
    count = table.session.game.action_count
    assert not table.window.commands.undo()
    assert reasons and "seen the card you drew" in reasons[0]
    assert table.session.game.action_count == count


def test_fingerprint_on_the_table_verifies_after_the_hand(build: Builder) -> None:
    table = build(seed=21)
    fingerprint = table.session.fingerprint()
    assert fingerprint and fingerprint in table.window.panel.fingerprint.text()
    table.play_hand_with_hints()
    hand = table.session.hand
    assert hand is not None and hand.is_over
    secret = table.session.game.hand_secret(1)
    assert secret is not None and verify(hand.deck, secret, fingerprint)
    # The replay viewer opens from the score sheet for the finished hand.
    sheet = table.window.tools.show_score_sheet()
    sheet.replay_requested.emit(1)
    table.qtbot.waitUntil(lambda: bool(table.window.findChildren(ReplayDialog)), timeout=WAIT_MS)
    (replay,) = table.window.findChildren(ReplayDialog)
    assert replay.isVisible() and replay.secret == secret
    sheet.close()  # the sheet goes (it is deleted when closed); the replay asked from it stays
    table.qtbot.waitUntil(lambda: not isValid(sheet), timeout=WAIT_MS)
    assert isValid(replay) and replay.isVisible()
    table.qtbot.keyClick(replay, Qt.Key.Key_End)
    assert replay.step == len(replay.steps) - 1
    assert hand.result is not None and reason_text(hand.result.reason).split(":")[0] in replay.result_label.text()
