"""The result panel names the hand's key moment once its review is done (issue 23, point 3), and a
click on that line opens the review, as Review hand does."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from gin_desktop.core import Discard, Knock
from gin_desktop.text.review_text import coach_line, key_moment_text
from gin_desktop.ui.dialogs.replay_dialog import ReplayDialog
from gin_desktop.values.reviews import Choice, DecisionKind, DecisionReview, Grade, HandReview
from tests.core.deals import card
from tests.ui.conftest import WAIT_MS, Table


def knock_at_once(table: Table) -> None:
    """Take the 2♦ and knock with K♦ (2 deadwood): the hand is over, its result on the table."""
    table.key(Qt.Key.Key_D)
    table.wait_still()
    table.drag_item(table.item("KD"), table.center(table.layout.knock))
    hand = table.session.hand
    assert hand is not None
    table.qtbot.waitUntil(lambda: hand.is_over and table.scene.result_panel.isVisible(), timeout=WAIT_MS)
    table.wait_still()


def test_the_key_moment_goes_on_the_result_panel_and_opens_the_review(knock_table: Table) -> None:
    table = knock_table
    knock_at_once(table)
    panel = table.scene.result_panel
    height = panel.boundingRect().height()
    assert panel.moment == ""
    costly = DecisionReview(2, DecisionKind.DISCARD, Choice(Discard(card("9C")), -6.2, 256),
                            Choice(Knock(card("KD")), 0.0, 256), (), Grade.BLUNDER, None, None, (5.8, 6.6), 1)
    view = table.view()
    review = HandReview(table.controller.game_id, view.hand_number, 0, (costly,), (), 0)
    table.controller.reviewed.emit(review)
    assert panel.moment == key_moment_text(costly, None) == coach_line(review)
    assert panel.boundingRect().height() > height  # (it grew by the line: nothing is squeezed)
    assert panel.layout_problems() == []
    assert panel.toolTip() == panel.moment
    other = HandReview(table.controller.game_id, view.hand_number + 1, 0, (), (), 0)
    table.controller.reviewed.emit(other)  # a review of another hand changes nothing here
    assert panel.moment == key_moment_text(costly, None)
    table.click(panel.mapToScene(panel.moment_rect().center()))
    shown = [w for w in QApplication.topLevelWidgets() if isinstance(w, ReplayDialog) and w.isVisible()]
    assert len(shown) == 1


@pytest.mark.slow
def test_the_real_review_of_the_hand_names_its_key_moment(knock_table: Table) -> None:
    """With the app's background review on, the line comes by itself when the review is done."""
    table = knock_table
    table.controller.auto_review = True
    with table.qtbot.waitSignal(table.controller.reviewed, timeout=120_000) as done:
        knock_at_once(table)
    review = done.args[0]
    assert review.hand_number == table.view().hand_number
    panel = table.scene.result_panel
    table.qtbot.waitUntil(lambda: panel.moment == coach_line(review), timeout=WAIT_MS)
    assert panel.moment.startswith(("Key moment", "Coach:"))
    assert panel.layout_problems() == []
