"""The side panel's Sort box: drawn, sized, reached and read as a QComboBox, its list made on first use."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QAccessible, QColor, QPalette, QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QLineEdit, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from gin_desktop.ui import kept_look
from gin_desktop.ui.side_panel import SORT_LABELS, SidePanel
from gin_desktop.ui.sort_box import LOOK_NAME, SortBox

TEXTS = [str(text) for text in SORT_LABELS.values()]


def _fill(box: SortBox | QComboBox) -> None:
    for i, text in enumerate(TEXTS):
        box.addItem(text, i)


@pytest.fixture
def form(qtbot: QtBot) -> Iterator[tuple[QWidget, QLineEdit, SortBox, QLineEdit]]:
    """A line edit, the box and another line edit, the first one focused."""
    window = QWidget()
    column = QVBoxLayout(window)
    before, box, after = QLineEdit(), SortBox(), QLineEdit()
    _fill(box)
    for widget in (before, box, after):
        column.addWidget(widget)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    before.setFocus()
    yield window, before, box, after


def test_it_looks_and_sizes_as_a_combo_box_until_used(qtbot: QtBot) -> None:
    pictures = []
    for kind in (QComboBox, SortBox):
        panel = SidePanel()
        qtbot.addWidget(panel)
        if kind is QComboBox:  # (the panel as it was: a QComboBox in the box's place)
            combo = QComboBox()
            _fill(combo)
            panel.layout().replaceWidget(panel.sort, combo)
            panel.sort.hide()
        else:
            combo = None
        panel.resize(260, 700)
        panel.show()
        qtbot.waitExposed(panel)
        shown = combo if combo is not None else panel.sort
        pictures.append((shown.sizeHint(), shown.minimumSizeHint(), shown.geometry(), shown.grab().toImage()))
    assert pictures[0][:3] == pictures[1][:3]
    assert pictures[0][3] == pictures[1][3]
    assert not panel.sort.findChildren(QComboBox)  # never used: no list made


def test_the_api_the_game_uses(form: tuple[QWidget, QLineEdit, SortBox, QLineEdit]) -> None:
    _window, _before, box, _after = form
    changed: list[int] = []
    box.currentIndexChanged.connect(changed.append)
    assert (box.count(), box.currentIndex(), box.currentData(), box.currentText()) == (4, 0, 0, TEXTS[0])
    assert box.findData(2) == 2 and box.findData("nothing") == -1 and box.itemText(3) == TEXTS[3]
    box.setCurrentIndex(2)
    box.blockSignals(True)
    box.setCurrentIndex(1)  # (as the window does when a drag sets the player's own order)
    box.blockSignals(False)
    assert changed == [2] and box.currentData() == 1 and not box.findChildren(QComboBox)
    box.view()  # the list asked for: the real combo box, with the same entries and choice
    (combo,) = box.findChildren(QComboBox)
    assert [combo.itemText(i) for i in range(combo.count())] == TEXTS and combo.currentIndex() == 1
    box.setCurrentIndex(3)
    assert changed == [2, 3] and box.currentData() == 3 and box.findData(3) == 3


def test_the_tab_order_is_the_box_place(form: tuple[QWidget, QLineEdit, SortBox, QLineEdit]) -> None:
    _window, before, box, after = form
    seen = []
    for key in [Qt.Key.Key_Tab] * 3 + [Qt.Key.Key_Backtab] * 3:
        QTest.keyClick(QApplication.focusWidget(), key)
        seen.append(QApplication.focusWidget())
    (combo,) = box.findChildren(QComboBox)  # made when the focus came
    assert seen == [combo, after, before, after, combo, before]
    box.setFocus()
    assert box.hasFocus() and QApplication.focusWidget() is combo  # (the combo box: its focus proxy)


def test_keys_and_the_wheel_choose(form: tuple[QWidget, QLineEdit, SortBox, QLineEdit]) -> None:
    _window, _before, box, _after = form
    activated: list[int] = []
    box.activated.connect(activated.append)
    wheel = QWheelEvent(QPointF(10, 10), QPointF(box.mapToGlobal(QPoint(10, 10))), QPoint(), QPoint(0, -120),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(box, wheel)  # (the wheel over a box never used)
    assert box.currentIndex() == 1 and activated == [1]
    box.setFocus(Qt.FocusReason.TabFocusReason)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Down)
    assert box.currentIndex() == 2 and activated == [1, 2]


def test_a_screen_reader_reads_a_combo_box(form: tuple[QWidget, QLineEdit, SortBox, QLineEdit]) -> None:
    _window, _before, box, _after = form
    part = QAccessible.queryAccessibleInterface(box)
    assert part is not None and part.role() == QAccessible.Role.ComboBox
    assert part.text(QAccessible.Text.Name) == part.text(QAccessible.Text.Value) == TEXTS[0]
    assert part.state().focusable and part.state().expandable
    actions = part.actionInterface()
    assert actions is not None and actions.actionNames() == ["ShowMenu", "Press"]
    box.setCurrentIndex(2)
    assert part.text(QAccessible.Text.Value) == TEXTS[2]
    actions.doAction("ShowMenu")  # opens the list, as a combo box's action does
    assert box.view().isVisible()
    (combo,) = box.findChildren(QComboBox)
    assert part.role() == QAccessible.Role.Grouping and part.childCount() == 1
    inner = part.child(0)
    assert inner is not None and inner.role() == QAccessible.Role.ComboBox
    assert inner.text(QAccessible.Text.Value) == TEXTS[2]
    combo.hidePopup()


def _panel(qtbot: QtBot, index: int = 0) -> SidePanel:
    panel = SidePanel()
    qtbot.addWidget(panel)
    panel.sort.setCurrentIndex(index)
    panel.resize(260, 700)
    panel.show()
    qtbot.waitExposed(panel)
    return panel


def test_a_box_given_its_kept_look_paints_it_and_sizes_itself_as_the_style_would(qtbot: QtBot) -> None:
    """The look kept with the picture of the table (``kept_look.py``): the next launch's box paints those
    pixels, and they are the style's own; its size hint is the style's too, and no list is made."""
    styled = _panel(qtbot, 1)
    look = styled.sort.kept_look()
    assert look is not None and look.hint == styled.sort.sizeHint()
    kept_look.hand_on((look,))
    again = _panel(qtbot, 1)
    assert kept_look.take(LOOK_NAME) is None  # (the box took it: once)
    assert again.sort._kept is look  # painted from the kept look, which still fits
    assert again.sort.sizeHint() == styled.sort.sizeHint() and again.sort.geometry() == styled.sort.geometry()
    assert again.sort.grab().toImage() == styled.sort.grab().toImage()
    assert not again.sort.findChildren(QComboBox)


@pytest.mark.parametrize("change", ["another choice", "another size", "other colours", "the style changed once shown"])
def test_a_kept_look_that_no_longer_fits_is_not_painted(qtbot: QtBot, change: str) -> None:
    """Edge cases: the sort order chosen is another, the box is another size, its colours changed (a
    theme), or its style changed while the game runs: the box drops the kept look and draws through
    the style, as a box with no look kept does."""
    first = _panel(qtbot, 1)
    look = first.sort.kept_look()
    assert look is not None
    kept_look.hand_on((look,))
    panel = _panel(qtbot, 1)
    qtbot.waitUntil(lambda: panel.sort._shown)
    assert panel.sort._kept is look
    palette = QPalette(panel.sort.palette())
    palette.setColor(QPalette.ColorRole.Button, QColor("#203040"))

    def change_it(box: SortBox) -> None:
        if change == "another choice":
            box.setCurrentIndex(2)
        elif change == "another size":
            box.setFixedHeight(box.height() + 6)
        elif change == "other colours":
            box.setPalette(palette)
        else:  # (what a new style sends the box; the kept look was drawn by the old one)
            QApplication.sendEvent(box, QEvent(QEvent.Type.StyleChange))

    change_it(panel.sort)
    qtbot.waitUntil(lambda: panel.sort._kept is None)  # (dropped at its next paint, or by the style change)
    reference = _panel(qtbot, 1)  # (no look handed on: drawn through the style)
    change_it(reference.sort)
    qtbot.waitUntil(lambda: reference.sort.size() == panel.sort.size())
    assert panel.sort.grab().toImage() == reference.sort.grab().toImage()
