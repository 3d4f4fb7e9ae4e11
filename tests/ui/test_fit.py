"""The window keeps still and whole: the status line keeps two lines of room and never cuts a word
without its tooltip (issue 24, point 4), and a notice never moves the table (point 5)."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication, QToolButton

from gin_desktop.text.prompts import joined
from gin_desktop.ui.notice_area import Level
from gin_desktop.ui.status_line import LINES
from tests.ui.conftest import Table

LONG_HINT = ("Hint: discard the 9♣, because it is the card the computer is least likely to want, it keeps "
             "both of your runs and the pair of sevens, and it lowers your deadwood by nine points")


def _geometry(table: Table) -> tuple[QRect, QRect]:
    """Where the card table and the status line are, in the window's own coordinates."""
    w = table.window
    view, status = w.table, w.status_label
    return (QRect(view.mapTo(w, view.rect().topLeft()), view.size()),
            QRect(status.mapTo(w, status.rect().topLeft()), status.size()))


# -- the status line ------------------------------------------------------------------------
def test_joined_puts_a_full_stop_between_two_sentences_only_where_one_is_missing() -> None:
    assert joined("Hint: discard 9♣", "Draw.") == "Hint: discard 9♣. Draw."
    assert joined("Hint: discard 9♣ (it keeps your run)", "Draw.") == "Hint: discard 9♣ (it keeps your run). Draw."
    assert joined("You cannot knock now.", "Draw.") == "You cannot knock now. Draw."
    assert joined("Working out a hint…", "Draw.") == "Working out a hint… Draw."
    assert joined("Ist das so?»", "Zieh.") == "Ist das so?» Zieh."
    assert joined("Sounds on.", "") == "Sounds on."


def test_status_line_keeps_two_lines_of_room_and_the_table_does_not_move(knock_table: Table) -> None:
    table, w = knock_table, knock_table.window
    w.resize(1024, 600)
    QApplication.processEvents()
    status = w.status_label
    metrics = status.fontMetrics()
    assert status.height() >= LINES * metrics.lineSpacing()
    before = _geometry(table)
    table.key(Qt.Key.Key_K)  # K while a knock is not possible: the refusal, then the prompt
    QApplication.processEvents()
    assert table.status().startswith("You cannot knock now. ")
    assert _geometry(table) == before
    assert not status.elided and status.toolTip() == ""
    w.presenter.tell(LONG_HINT)  # a hint as long as the longest, then the prompt
    QApplication.processEvents()
    assert _geometry(table) == before  # the room was there already
    full = table.status()
    assert full.startswith(LONG_HINT + ". ") and full.endswith(table.controller.prompt())
    # it wraps into its two lines, whole: nothing elided, no tooltip needed
    assert status.heightForWidth(status.width()) <= status.height()
    assert not status.elided and status.toolTip() == ""
    assert len(status.shown_lines()) == LINES and " ".join(status.shown_lines()) == full
    w.resize(1900, 600)  # wider: one line
    QApplication.processEvents()
    assert len(status.shown_lines()) == 1 and not status.elided
    assert status.accessibleDescription() == "Status line: what you can do now"


def test_a_status_too_long_for_two_lines_is_elided_with_its_whole_text_in_the_tooltip(knock_table: Table) -> None:
    table, w = knock_table, knock_table.window
    w.resize(1024, 600)
    QApplication.processEvents()
    before = _geometry(table)
    w.presenter.tell(" ".join([LONG_HINT] * 6))
    QApplication.processEvents()
    status = w.status_label
    assert _geometry(table) == before
    assert status.elided and status.toolTip() == table.status()
    assert status.accessibleDescription() == table.status()
    shown = status.shown_lines()
    assert len(shown) == LINES and shown[-1].endswith("…")
    assert all(status.fontMetrics().horizontalAdvance(line) <= status.contentsRect().width() for line in shown)
    w.resize(1900, 600)  # wider, and still too long: still elided, the tooltip follows
    QApplication.processEvents()
    assert status.elided and status.toolTip() == table.status()
    before = _geometry(table)
    table.key(Qt.Key.Key_D)  # the next prompt is short: no tooltip left over
    QApplication.processEvents()
    assert not status.elided and status.toolTip() == ""
    assert _geometry(table) == before


# -- notices ----------------------------------------------------------------------------------
def test_the_table_keeps_its_place_before_during_and_after_notices(knock_table: Table) -> None:
    table, w = knock_table, knock_table.window
    w.resize(1024, 600)
    QApplication.processEvents()
    before = _geometry(table)
    notices = w.notices
    row = notices.notify("The disk is nearly full: free some room, or your next moves cannot be saved.")
    QApplication.processEvents()
    assert notices.isVisible() and row.isVisible()
    assert _geometry(table) == before
    notices.set_state("saving", "Not saving: the folder is read-only. Moves are kept until it is writable again, "
                      "and saved then; nothing you play is lost while the game stays open.")
    notices.notify("Saving works again.", Level.INFO)
    QApplication.processEvents()
    assert _geometry(table) == before
    assert len(notices.rows()) == 3
    top = notices.mapTo(w, notices.rect().topLeft())
    view_top = before[0].top()
    assert top.y() >= view_top  # over the felt's top edge, not above the table
    button = row.close_button
    assert isinstance(button, QToolButton)
    table.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    notices.set_state("saving", None)
    QApplication.processEvents()
    assert _geometry(table) == before
    for left in [r for r in notices.rows() if r.isVisible()]:
        assert left.close_button is not None
        table.qtbot.mouseClick(left.close_button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert not notices.isVisible()
    assert _geometry(table) == before


def test_a_wrapped_after_the_best_discard_line_squeezes_nothing_in_the_panel(knock_table: Table) -> None:
    """Edge case seen under Xvfb at 1024x600 in German: "nach dem besten Abwurf: 42" wrapped and the
    rules lines above it were drawn over one another; the line keeps two lines of room."""
    w = knock_table.window
    w.resize(w.minimumSizeHint())  # (the smallest window: the panel has no room to spare)
    panel = w.panel
    before = panel.info.geometry()
    panel.deadwood_after.setText("after the very best discard you can make now: 42 points")
    QApplication.processEvents()
    after = panel.deadwood_after
    assert after.heightForWidth(after.width()) > after.fontMetrics().lineSpacing()  # (it does wrap)
    assert after.height() >= after.heightForWidth(after.width())
    for label in (panel.info, panel.fingerprint, panel.deadwood):
        assert label.height() >= label.sizeHint().height() or label.height() >= label.heightForWidth(label.width())
    assert panel.info.geometry() == before
