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
