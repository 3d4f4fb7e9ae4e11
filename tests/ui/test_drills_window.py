"""Practice your mistakes in the window (issue 23, point 2): a reviewed hand's blunder becomes a
drill; Game > Practice your mistakes shows the position as the player saw it; a wrong answer and a
right one are checked by the review's verdict with real clicks; a miss comes back later in the same
practice; each first answer is saved at once, so after the app is killed the practice goes on
where it was."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton, QToolButton

from gin_desktop.core import Card
from gin_desktop.ui.dialogs.drill_dialog import DrillDialog
from tests.ui.conftest import WAIT_MS, Builder, Table, knock_deck

pytestmark = pytest.mark.slow
LEFT = Qt.MouseButton.LeftButton


def blunder_and_review(table: Table) -> None:
    """Take the 2♦ and break the 4♥ 5♥ 6♥ run by discarding 5♥ (the review's blunder; a knock for 2
    was there), play the hand out as the hint says, and let the coach review it."""
    table.key(Qt.Key.Key_D)
    table.wait_still()
    table.drag_item(table.item("5H"), table.center(table.layout.discard))
    assert table.saved_actions()[:2] == ["draw_discard", "discard 5H"]
    table.play_hand_with_hints()
    with table.qtbot.waitSignal(table.controller.reviewed, timeout=180_000):
        table.controller.review_hand(None, 1)
    assert [(d.game_id, d.step) for d in table.store.drills.all()] == [(table.session.game.id, 2)]


def open_practice(table: Table) -> DrillDialog:
    table.window.commands.drills_action.trigger()
    shown = [w for w in QApplication.topLevelWidgets()
             if isinstance(w, DrillDialog) and w.isVisible() and w.parent() is table.window]
    assert len(shown) == 1
    return shown[0]


def card_button(dialog: DrillDialog, code: str) -> QToolButton:
    return next(b for b in dialog.findChildren(QToolButton) if b.property("card") == code)


def answer(table: Table, dialog: DrillDialog, card: str, move: str) -> str:
    QTest.mouseClick(card_button(dialog, card), LEFT)
    button = dialog.move_buttons[move]
    assert isinstance(button, QPushButton) and button.isEnabled()
    with table.qtbot.waitSignal(dialog.desk.answered, timeout=WAIT_MS * 6):
        QTest.mouseClick(button, LEFT)
    return dialog.outcome.text()


def test_a_blunder_becomes_a_drill_answered_wrong_then_right(knock_table: Table) -> None:
    table = knock_table
    blunder_and_review(table)
    dialog = open_practice(table)
    exercise = dialog.exercise
    assert exercise is not None and exercise.drill.step == 2 and exercise.turn == 1
    assert "hand 1, your turn 1" in dialog.heading.text()
    assert "discard 5♥" in dialog.played.text()
    shown = {b.property("card") for b in dialog.findChildren(QToolButton)}
    assert shown == {c.code for c in exercise.view.hand} and len(shown) == 11  # (the hand as it was, with the 2♦)
    assert Card.parse("2D") in exercise.view.hand

    text = answer(table, dialog, "5H", "discard")  # the same blunder again: wrong
    assert text.startswith("Not this one: to discard 5♥ would cost about")
    kept = table.store.drills.all()[0]
    assert (kept.box, kept.tries, kept.right) == (0, 1, 0)  # (saved at once)
    text = answer(table, dialog, "KD", "knock")  # a try after it: right, but the first answer counts
    assert text.startswith("Right: to knock with K♦")
    assert table.store.drills.all()[0].tries == 1

    QTest.mouseClick(dialog.next_button, LEFT)  # the miss comes back (it is the only one due)
    assert dialog.exercise is not None and dialog.exercise.drill.key == kept.key
    text = answer(table, dialog, "KD", "knock")
    assert text.startswith("Right")
    again = table.store.drills.all()[0]
    assert (again.box, again.tries, again.right) == (1, 2, 1)  # up a box: due tomorrow
    QTest.mouseClick(dialog.next_button, LEFT)
    assert dialog.exercise is None and dialog.heading.text().startswith("No drill is due")


def test_the_answer_on_request_counts_as_a_miss_and_names_the_best_move(knock_table: Table) -> None:
    table = knock_table
    blunder_and_review(table)
    dialog = open_practice(table)
    with table.qtbot.waitSignal(dialog.desk.solved, timeout=WAIT_MS * 6):
        QTest.mouseClick(dialog.answer_button, LEFT)
    assert dialog.outcome.text().startswith("Best: knock with K♦.")
    kept = table.store.drills.all()[0]
    assert (kept.box, kept.tries, kept.right) == (0, 1, 0)


def test_the_practice_goes_on_where_it_was_after_the_app_is_killed(build: Builder) -> None:
    table = build(deck=knock_deck())
    table.wait_my_turn()
    blunder_and_review(table)
    dialog = open_practice(table)
    assert answer(table, dialog, "KD", "knock").startswith("Right")
    dialog.desk.shutdown()
    table.abandon()  # (as kill -9 would: nothing more is written)
    again = build(resume=True)
    kept = again.store.drills.all()
    assert [(d.box, d.tries, d.right) for d in kept] == [(1, 1, 1)]
    dialog = open_practice(again)
    assert dialog.exercise is None  # (answered before the kill: not due again until tomorrow)
