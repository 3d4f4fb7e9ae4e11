"""The widgets of a layout are read without ``QLayout.itemAt`` (``ui/layout_members.py``).

Edge case pinned down (CI, the window matrix at 1024×600): PySide keeps every wrapper ``itemAt``
hands out for as long as the layout lives, and is not told when Qt deletes the item; a later Qt
object born at the freed address came back to Python as that ``QWidgetItem``
(``table.horizontalHeader()`` had no ``setSectionResizeMode``). These tests check that our layout
readers, the notice area and the fit-to-screen leave no item wrapper registered behind them."""

from __future__ import annotations

import gc

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from gin_desktop.ui.dialogs.fit import fit_to_screen
from gin_desktop.ui.layout_members import holds, widgets_in
from gin_desktop.ui.notice_area import Level, NoticeArea


def _item_wrappers() -> int:
    """How many layout-item wrappers PySide has registered once the objects waiting to go have gone
    (earlier tests' windows deleted later, Python's cycles collected), so that only this test's count."""
    _deleted_later()
    gc.collect()
    return sum(1 for o in shiboken6.getAllValidWrappers() if type(o).__name__ in ("QWidgetItem", "QLayoutItem"))


def _deleted_later() -> None:
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def test_widgets_in_gives_the_layouts_order_and_only_its_own_widgets(qtbot: QtBot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    box = QVBoxLayout(window)
    first, second, third = QLabel("1"), QLabel("2"), QLabel("3")
    box.addWidget(second)
    box.insertWidget(0, first)
    row = QHBoxLayout()
    nested = QLabel("nested")
    row.addWidget(nested)
    box.addLayout(row)
    box.addWidget(QPushButton("not a label"))
    box.addWidget(third)
    stray = QLabel("child of the window, in no layout", window)
    assert widgets_in(box, QLabel) == [first, second, third]
    assert holds(box, nested) and holds(box, third)
    assert not holds(box, stray)
    assert widgets_in(QVBoxLayout(), QLabel) == []  # (a layout on no widget holds none)


def test_reading_a_layout_leaves_no_item_wrapper_behind(qtbot: QtBot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    box = QVBoxLayout(window)
    labels = [QLabel(str(i)) for i in range(5)]
    for label in labels:
        box.addWidget(label)
    before = _item_wrappers()
    assert widgets_in(box, QLabel) == labels
    assert holds(box, labels[3])
    labels[3].deleteLater()  # (its item goes with it, the layout stays)
    _deleted_later()
    assert _item_wrappers() == before


def test_notices_coming_and_going_leave_no_item_wrapper_behind(qtbot: QtBot) -> None:
    host = QWidget()
    qtbot.addWidget(host)
    area = NoticeArea(host)
    before = _item_wrappers()
    rows = [area.notify(f"notice {i}", Level.WARNING) for i in range(4)]
    area.set_state("saving", "Could not save", Level.WARNING)
    with qtbot.waitSignal(area.changed):
        rows[1].closed.emit()
    area.set_state("saving", None)
    _deleted_later()
    assert area.texts() == ["notice 0", "notice 2", "notice 3"]
    assert _item_wrappers() == before


def test_a_dialog_put_in_a_scroll_area_leaves_no_item_wrapper_behind(qtbot: QtBot) -> None:
    dialog = QDialog()
    qtbot.addWidget(dialog)
    layout = QVBoxLayout(dialog)
    tall = QWidget()
    tall.setMinimumSize(420, 2000)
    layout.addWidget(QLabel("above"))
    layout.addWidget(tall)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    layout.addWidget(buttons)
    before = _item_wrappers()
    assert fit_to_screen(dialog)
    assert buttons.parentWidget() is dialog and not holds(layout, buttons)  # (kept below the scroll)
    _deleted_later()
    assert _item_wrappers() == before
