"""The tutor (issue 23, point 1): set to warn, it holds a move the coach's review would grade at or
beyond its threshold and says so on the table, with the cost and the better move; "Think again"
leaves the game untouched (nothing saved), "Play it anyway" makes and saves the move. Driven with
real drags, clicks and keys on the window."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from gin_desktop.ai.review import grade_decision
from gin_desktop.ai.tutor import Verdicts
from gin_desktop.control import tutor as tutor_desk
from gin_desktop.core import Card, Discard, Phase
from gin_desktop.text.tutor_text import warning_text
from gin_desktop.ui.tutor_seat import TutorSeat
from gin_desktop.values.reviews import DecisionKind, Grade
from tests.ui.conftest import WAIT_MS, Table


def take_the_upcard(table: Table, tutor: str, judged: bool = True) -> None:
    """Turn the tutor on (as Settings > Play does) and take the 2♦: the player holds three melds and K♦.
    ``judged``: wait until the tutor knows every choice's verdict (a player's usual think; the
    benchmark measures what a quicker move waits)."""
    table.window.look.apply_prefs(replace(table.window.prefs, tutor=tutor))
    if judged and tutor != "off":
        with table.qtbot.waitSignal(table.controller.coach.tutor.judged, timeout=60_000):
            table.key(Qt.Key.Key_D)
    else:
        table.key(Qt.Key.Key_D)
    assert table.saved_actions() == ["draw_discard"]
    table.wait_still()


def drop_on_pile(table: Table, card: str) -> None:
    table.drag_item(table.item(card), table.center(table.layout.discard))


def test_breaking_a_made_meld_is_warned_with_its_cost_and_the_better_move(knock_table: Table) -> None:
    """Edge case: discarding 5♥ out of the run 4♥ 5♥ 6♥ with a knock for 2 in hand. The warning is
    the review's own verdict on that move (its grade, its loss, the engine's pick), worded."""
    table = knock_table
    take_the_upcard(table, "mistake")
    view = table.view()
    graded = grade_decision(view, Discard(Card.parse("5H")), DecisionKind.DISCARD)[0]
    assert graded.grade in (Grade.MISTAKE, Grade.BLUNDER), graded  # (what the review says of it)
    with table.qtbot.waitSignal(table.controller.tutor_warning, timeout=WAIT_MS) as warned:
        drop_on_pile(table, "5H")
    verdict = warned.args[0]
    assert (verdict.grade, verdict.cost, verdict.better) == (graded.grade, graded.loss, graded.best.action)
    panel = TutorSeat.of(table.window).panel
    assert panel is not None and panel.isVisible()
    expected = warning_text(graded.grade, Discard(Card.parse("5H")), graded.best.action, graded.loss,
                            view.top_discard)
    assert panel.label.text() == expected
    assert "5♥" in expected and ("K♦" in expected)
    assert any(expected == text for text, _ in table.window.announcer.recent)  # (a screen reader hears it)
    # the card went back to the hand; nothing was saved or changed
    assert table.saved_actions() == ["draw_discard"]
    assert Card.parse("5H") in table.view().hand and table.view().phase is Phase.DISCARD

    QTest.mouseClick(panel.again_button, Qt.MouseButton.LeftButton)  # Think again
    assert not panel.isVisible()
    assert table.saved_actions() == ["draw_discard"]
    assert Card.parse("5H") in table.view().hand
    table.wait_still()

    with table.qtbot.waitSignal(table.controller.tutor_warning, timeout=WAIT_MS):
        drop_on_pile(table, "5H")  # the same move again: the same warning
    QTest.mouseClick(panel.anyway_button, Qt.MouseButton.LeftButton)  # Play it anyway
    assert table.saved_actions()[:2] == ["draw_discard", "discard 5H"]
    assert not panel.isVisible()


def test_keys_answer_the_warning(knock_table: Table) -> None:
    """Esc thinks again, Enter plays it anyway; the game's keys wait while the question is open."""
    table = knock_table
    take_the_upcard(table, "mistake")
    with table.qtbot.waitSignal(table.controller.tutor_warning, timeout=WAIT_MS):
        drop_on_pile(table, "5H")
    panel = TutorSeat.of(table.window).panel
    assert panel is not None and panel.isAncestorOf(table.window.focusWidget())
    table.key(Qt.Key.Key_K)  # a game key while the question is open: nothing
    assert table.saved_actions() == ["draw_discard"] and panel.isVisible()
    table.key(Qt.Key.Key_Escape)
    assert not panel.isVisible() and table.saved_actions() == ["draw_discard"]
    assert table.window.table.hasFocus()  # (the keys are the game's again)
    table.wait_still()  # (the card is back in the hand)
    with table.qtbot.waitSignal(table.controller.tutor_warning, timeout=WAIT_MS):
        drop_on_pile(table, "5H")
    table.key(Qt.Key.Key_Return)
    assert table.saved_actions()[:2] == ["draw_discard", "discard 5H"]


def test_a_good_move_passes_without_a_word(knock_table: Table) -> None:
    """Knocking with K♦ for 2 is the best there is: no warning, the knock is made."""
    table = knock_table
    take_the_upcard(table, "inaccuracy")
    warnings: list[object] = []
    table.controller.tutor_warning.connect(warnings.append)
    table.drag_item(table.item("KD"), table.center(table.layout.knock))
    assert table.saved_actions()[:2] == ["draw_discard", "knock KD"]
    assert warnings == []


def test_off_means_no_tutor(knock_table: Table) -> None:
    table = knock_table
    take_the_upcard(table, "off")
    drop_on_pile(table, "5H")
    assert table.saved_actions()[:2] == ["draw_discard", "discard 5H"]
    assert TutorSeat.of(table.window).panel is None


def test_a_move_made_before_the_answer_is_ready_is_not_held_up(knock_table: Table,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """The tutor never holds a move longer than its budget: when the verdict is not ready in time it
    stays silent (and counts it), and the move is made."""
    table = knock_table
    monkeypatch.setattr(tutor_desk, "WAIT_S", 0.0)
    monkeypatch.setattr(Verdicts, "work", lambda self, stopped: None)  # (the worker never gets to it)
    take_the_upcard(table, "inaccuracy", judged=False)
    desk = table.controller.coach.tutor
    drop_on_pile(table, "5H")
    assert table.saved_actions()[:2] == ["draw_discard", "discard 5H"]
    assert desk.log.silent == 2 and desk.log.warned == 0  # (the upcard taken, then the discard)
    assert desk.log.silent_in == {(table.session.game.id, 1): 2}  # (the review of the hand says so)


def test_a_warning_goes_when_the_game_moves_on_under_it(knock_table: Table) -> None:
    """Edge case: a new game started while the warning is open: the panel goes, the held move with it
    (Play it anyway must never make a move of the game that was left)."""
    from gin_desktop.core import Rules

    table = knock_table
    take_the_upcard(table, "mistake")
    with table.qtbot.waitSignal(table.controller.tutor_warning, timeout=WAIT_MS):
        drop_on_pile(table, "5H")
    panel = TutorSeat.of(table.window).panel
    assert panel is not None and panel.isVisible()
    table.controller.set_sort_mode(table.controller.sort_mode)  # (a push that moves nothing: it stays)
    table.controller.reorder(list(reversed(table.window.scene.hand_cards())))
    assert panel.isVisible() and table.controller.coach.tutor.held is not None
    assert table.controller.new_game(Rules(), "medium")
    assert not panel.isVisible() and table.controller.coach.tutor.held is None
