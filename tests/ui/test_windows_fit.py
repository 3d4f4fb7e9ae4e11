"""Every window the menus and keys open fits a small screen (issue 24, point 1, in part): the
settings, statistics, rules, score sheet, discard pile and the replay with its review, in English
and German, on the offscreen platform's 800×600 screen (narrower than a 1024×600 netbook): each
within the screen's free area, its content never squeezed below what it needs (it scrolls
instead), its dialog buttons inside the window."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QScrollArea, QWidget
from pytestqt.qtbot import QtBot

from gin_desktop.entry.app import apply_language
from gin_desktop.ui.dialogs.fit import room_for
from gin_desktop.ui.dialogs.replay_dialog import ReplayDialog
from tests.ui.conftest import WAIT_MS, Table

CTRL = Qt.KeyboardModifier.ControlModifier


@pytest.fixture(params=["en", "de"])
def language(qapp: QApplication, request: pytest.FixtureRequest) -> Iterator[str]:
    code = str(request.param)
    installed = apply_language(qapp, code)
    yield code
    for translator in installed:
        QCoreApplication.removeTranslator(translator)
    QLocale.setDefault(QLocale.system())


def _open_settings(table: Table) -> QWidget:
    return table.window.look.show_settings()


def _open_statistics(table: Table) -> QWidget:
    QTest.keyClick(table.window, Qt.Key.Key_T, CTRL)
    return table.window.tools._open["statistics"]


def _open_rules(table: Table) -> QWidget:
    table.window.commands.rules_action.trigger()
    return table.window.tools._open["rules"]


def _open_score_sheet(table: Table) -> QWidget:
    QTest.keyClick(table.window, Qt.Key.Key_S, CTRL)
    return table.window.tools._open["score sheet"]


def _open_discard_pile(table: Table) -> QWidget:
    table.key(Qt.Key.Key_V)
    return table.window.tools._open["discard pile"]


def _open_review(table: Table) -> QWidget:
    table.key(Qt.Key.Key_D)  # take the 2♦ and knock with the K♦: the hand is over
    table.key(Qt.Key.Key_K)
    hand = table.session.hand
    assert hand is not None
    table.qtbot.waitUntil(lambda: hand.is_over, timeout=WAIT_MS)
    table.key(Qt.Key.Key_R)  # Review hand: the replay with the coach
    shown = [w for w in QApplication.topLevelWidgets() if isinstance(w, ReplayDialog) and w.isVisible()]
    assert len(shown) == 1
    return shown[0]


OPENERS: dict[str, Callable[[Table], QWidget]] = {
    "settings": _open_settings, "statistics": _open_statistics, "rules": _open_rules,
    "score sheet": _open_score_sheet, "discard pile": _open_discard_pile, "replay and review": _open_review,
}


@pytest.mark.parametrize("which", list(OPENERS), ids=list(OPENERS))
def test_every_window_fits_the_screen(knock_table: Table, language: str, which: str) -> None:
    window = OPENERS[which](knock_table)
    knock_table.qtbot.waitExposed(window)
    QApplication.processEvents()
    most = room_for(window)
    assert most is not None
    size = window.size()
    assert size.width() <= most.width() and size.height() <= most.height(), (which, language, size, most)
    need = window.minimumSizeHint()
    scrolls = window.findChild(QScrollArea, "fitScroll") is not None
    assert scrolls or (need.width() <= size.width() and need.height() <= size.height()), (which, need, size)
    for box in window.findChildren(QDialogButtonBox):
        if box.isVisibleTo(window):
            where = QRect(box.mapTo(window, box.rect().topLeft()), box.size())
            assert window.rect().contains(where), (which, where, window.rect())
    area = window.findChild(QScrollArea, "fitScroll")
    if area is not None:
        page = area.widget()
        assert page is not None
        room = page.sizeHint().width() + area.verticalScrollBar().sizeHint().width() + 40
        if room <= most.width():  # the screen has the page's width: it scrolls one way only
            assert not area.horizontalScrollBar().isVisible(), (which, language, page.sizeHint(), window.size())


def test_a_tall_narrow_window_scrolls_up_and_down_only(qtbot: QtBot) -> None:
    """Edge case: content taller than the screen but narrower: the window grows by the vertical
    scroll bar's width so that no horizontal scroll bar is needed."""
    from PySide6.QtWidgets import QDialog, QVBoxLayout

    from gin_desktop.ui.dialogs.fit import fit_to_screen

    dialog = QDialog()
    qtbot.addWidget(dialog)
    layout = QVBoxLayout(dialog)
    tall = QWidget()
    tall.setMinimumSize(420, 2000)
    layout.addWidget(tall)
    layout.addWidget(QDialogButtonBox(QDialogButtonBox.StandardButton.Close))
    dialog.resize(dialog.sizeHint())  # (as Settings does: its own size, just its content's)
    assert fit_to_screen(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    area = dialog.findChild(QScrollArea, "fitScroll")
    assert area is not None
    QApplication.processEvents()
    page = area.widget()
    assert page is not None
    assert page.width() <= area.viewport().width(), (page.size(), area.viewport().size())
    assert page.height() > area.viewport().height()  # (and it does scroll up and down)


def _wheel(widget: QWidget, notches: int) -> None:
    """A wheel turn over the middle of ``widget`` (down for positive ``notches``), delivered as Qt delivers one."""
    from PySide6.QtCore import QPoint, QPointF
    from PySide6.QtGui import QWheelEvent

    centre = QPointF(widget.rect().center())
    event = QWheelEvent(centre, QPointF(widget.mapToGlobal(centre)), QPoint(0, 0), QPoint(0, -120 * notches),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)


def test_the_wheel_scrolls_the_review_page_over_the_step_slider_until_it_is_clicked(knock_table: Table) -> None:
    """A new player's walk (2026-12-05): scrolling the review with the wheel, the replay's step slider passed
    under the pointer and took the wheel, jumping from step 1 to step 9. On a scrolled page the wheel now scrolls
    the page over a slider without the focus; a click on the slider gives it the wheel."""
    window = _open_review(knock_table)
    knock_table.qtbot.waitExposed(window)
    panel = window.review_panel  # type: ignore[attr-defined]
    knock_table.qtbot.waitUntil(lambda: panel.review is not None, timeout=WAIT_MS)  # (it then goes to a step)
    QApplication.processEvents()
    area = window.findChild(QScrollArea, "fitScroll")
    assert area is not None  # (the review scrolls on the offscreen 800×600 screen)
    slider = window.slider  # type: ignore[attr-defined]
    step = slider.value()
    bar = area.verticalScrollBar()
    bar.setValue(bar.minimum())
    area.ensureWidgetVisible(slider)
    QApplication.processEvents()
    before = bar.value()
    _wheel(slider, 3)
    assert slider.value() == step
    assert bar.value() > before  # the page scrolled instead
    knock_table.qtbot.mouseClick(slider, Qt.MouseButton.LeftButton, pos=slider.rect().center())
    assert slider.hasFocus()
    moved = slider.value()
    _wheel(slider, -1)
    assert slider.value() != moved  # focused, the slider takes the wheel again


def _inside_scroll_area(widget: QWidget) -> bool:
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QScrollArea):
            return True
        parent = parent.parentWidget()
    return False


def test_settings_pages_scroll_under_tabs_that_stay_in_view(knock_table: Table, language: str,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """A new player's walk (2026-12-05): at 1024×600 the whole of Settings scrolled, so scrolling down the Play
    page took its tabs out of sight. On a small screen each page now scrolls on its own under the tabs: scrolled
    to its end, the tab bar is still within the window. (The free area of a 1024×600 screen: the offscreen
    platform's screen is taller.)"""
    from PySide6.QtCore import QSize
    from PySide6.QtWidgets import QTabWidget

    from gin_desktop.ui.dialogs import fit

    monkeypatch.setattr(fit, "room_for", lambda window: QSize(1008, 552))
    window = _open_settings(knock_table)
    assert window.width() <= 1008 and window.height() <= 552
    knock_table.qtbot.waitExposed(window)
    QApplication.processEvents()
    tabs = window.findChild(QTabWidget)
    assert tabs is not None and not _inside_scroll_area(tabs)
    assert [tabs.tabText(i) for i in range(tabs.count())] == (
        ["Rules", "Play", "Table"] if language == "en" else ["Regeln", "Spiel", "Tisch"])
    pages = [tabs.widget(i) for i in range(tabs.count())]
    assert all(isinstance(page, QScrollArea) for page in pages)
    tabs.setCurrentIndex(1)
    area = pages[1]
    assert isinstance(area, QScrollArea)
    QApplication.processEvents()
    bar = area.verticalScrollBar()
    assert bar.maximum() > 0  # (the Play page is taller than the room: it does scroll)
    bar.setValue(bar.maximum())
    QApplication.processEvents()
    where = QRect(tabs.tabBar().mapTo(window, tabs.tabBar().rect().topLeft()), tabs.tabBar().size())
    assert window.rect().contains(where), (where, window.rect())
