"""Every shipped language, the longest (German) first, fits at 1280×800: no text cut or elided
in the real window's side panel, buttons, status line and notices, on each settings page, in
the walkthrough's bubbles and on the result panel the table paints itself.

A text fits when the widget is at least as wide as Qt says the text needs (its size hint: the
text's advance plus the style's margins); a word-wrapping label fits when its height holds
the wrapped text at its width (``heightForWidth``). Rich text is measured as laid out.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QSettings, Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QTabWidget,
    QWidget,
)
from pytestqt.qtbot import QtBot

from gin_desktop.control.controller import GameController
from gin_desktop.core import Card, Rules
from gin_desktop.entry.app import apply_language
from gin_desktop.services.session import GameSession
from gin_desktop.store import GameStore
from gin_desktop.ui.main_window import MainWindow
from gin_desktop.ui.sort_box import SortBox
from tests.core.deals import make_deck

SIZE = (1280, 800)
KNOCK_HAND = "AS 2S 3S 4H 5H 6H 7C 8C 9C KD"
JUNK_HAND = "KC QH JS 9D 7H 5C 3D TS 8H 6D"


@pytest.fixture(params=["de", "fr", "es", "it", "pt_BR"])
def german(qapp: QApplication, request: pytest.FixtureRequest) -> Iterator[str]:
    """The language under test, installed (German, the longest, first; then the others)."""
    code = str(request.param)
    installed = apply_language(qapp, code)
    assert installed, f"the {code} translation is shipped"
    yield code
    for translator in installed:
        QCoreApplication.removeTranslator(translator)
    QLocale.setDefault(QLocale.system())


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, german: str) -> Iterator[MainWindow]:
    store = GameStore.open(tmp_path)
    game = store.new_game(Rules(), "medium", human_seat=0, first_dealer=1)
    game.deal(make_deck(KNOCK_HAND, JUNK_HAND, upcard="2D"))
    controller = GameController(GameSession(store, game, random.Random(7)), ai_delay_ms=0)
    win = MainWindow(controller, QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(win)
    win.resize(*SIZE)
    win.show()
    qtbot.waitExposed(win)
    controller.start()
    QApplication.processEvents()
    yield win
    controller.shutdown()
    store.close()


def _label_problem(label: QLabel) -> str | None:
    text = label.text()
    if not text or not label.isVisibleTo(label.window()) or not label.pixmap().isNull():
        return None
    room = label.contentsRect().width() - 2 * label.margin() - max(0, label.indent())
    if label.wordWrap():
        need = label.heightForWidth(label.width())
        if need > label.height() + 1:
            return f"label {text!r}: wraps to {need} px high in {label.height()} px"
        return None
    if GuiQt.mightBeRichText(text) or label.textFormat() == Qt.TextFormat.RichText:
        doc = QTextDocument()
        doc.setDefaultFont(label.font())
        doc.setDocumentMargin(0)
        doc.setHtml(text)
        width = doc.idealWidth()
    else:
        metrics = label.fontMetrics()
        width = max(metrics.horizontalAdvance(line) for line in text.split("\n"))
    if width > room + 1:
        return f"label {text!r}: needs {width:.0f} px, has {room}"
    return None


def _widget_problem(widget: QWidget) -> str | None:
    if not widget.isVisibleTo(widget.window()) or widget.width() <= 1:
        return None
    if isinstance(widget, QLabel):
        return _label_problem(widget)
    if isinstance(widget, QAbstractButton) and widget.text():
        need = widget.sizeHint().width()
        return f"button {widget.text()!r}: needs {need} px, has {widget.width()}" if need > widget.width() else None
    if isinstance(widget, (QComboBox, SortBox)) and widget.count():  # its size hint holds its widest entry
        need = widget.sizeHint().width()
        too_narrow = need > widget.width()
        return f"list {widget.currentText()!r}: needs {need} px, has {widget.width()}" if too_narrow else None
    if isinstance(widget, QGroupBox) and widget.title():
        need = widget.fontMetrics().horizontalAdvance(widget.title()) + 16
        return f"group {widget.title()!r}: needs {need} px, has {widget.width()}" if need > widget.width() else None
    return None


def problems_in(root: QWidget) -> list[str]:
    return [p for w in [root, *root.findChildren(QWidget)] if (p := _widget_problem(w)) is not None]


def test_the_window_fits_at_1280_by_800(window: MainWindow, german: str) -> None:
    assert window.width() <= SIZE[0] and window.height() <= SIZE[1]
    assert window.menuBar().actions()[0].text() != "G&ame"
    if german == "de":
        assert window.menuBar().actions()[0].text() == "&Spiel"
    assert problems_in(window) == []
    checked = [w for w in window.findChildren(QWidget) if isinstance(w, (QLabel, QAbstractButton)) and w.isVisible()]
    assert len(checked) > 12  # the panel's lines and buttons, the status line


def test_the_window_fits_in_each_state_of_the_panel(window: MainWindow, qtbot: QtBot) -> None:
    """After taking the upcard (Knock and Big Gin states) and with a notice shown."""
    window.controller.draw_discard()
    QApplication.processEvents()
    window.notices.notify("Die neuen Regeln und der neue Gegner gelten ab dem nächsten Spiel (Spiel > Neues Spiel).")
    QApplication.processEvents()
    assert problems_in(window) == []


def test_every_settings_page_fits(window: MainWindow, qtbot: QtBot) -> None:
    dialog = window.look.show_settings()
    qtbot.waitExposed(dialog)
    tabs = dialog.findChild(QTabWidget)
    assert tabs is not None
    assert dialog.width() <= SIZE[0] and dialog.height() <= SIZE[1] - 40
    for index in range(tabs.count()):
        tabs.setCurrentIndex(index)
        QApplication.processEvents()
        assert problems_in(dialog) == [], tabs.tabText(index)
    dialog.close()


def test_the_walkthrough_bubbles_fit(window: MainWindow, qtbot: QtBot) -> None:
    tour = window.tools.start_tour()
    steps = 0
    while tour.isVisible() and steps < 20:
        QApplication.processEvents()
        assert problems_in(tour) == [], steps
        steps += 1
        tour.advance()
    assert steps >= 6


# -- the result panel the table paints itself ---------------------------------------------------
LAYOFF_HAND = "4S 7H KC QH JS 9D 5C 3D TS 8H"  # the computer lays off 4♠, 7♥, 8♥ on the player's melds


@pytest.mark.parametrize("target", [100, 50], ids=["a hand", "the game's end"])
def test_the_result_panel_reads_in_full(qtbot: QtBot, tmp_path: Path, german: str, target: int) -> None:
    store = GameStore.open(tmp_path)
    game = store.new_game(Rules(target=target, box_bonus=25), "medium", human_seat=0, first_dealer=1)
    game.deal(make_deck(KNOCK_HAND, LAYOFF_HAND, upcard="2D"))
    controller = GameController(GameSession(store, game, random.Random(7)), ai_delay_ms=0)
    win = MainWindow(controller, QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(win)
    win.resize(*SIZE)
    win.show()
    qtbot.waitExposed(win)
    try:
        controller.start()
        controller.draw_discard()
        controller.knock(Card.parse("KD"))
        panel = win.scene.result_panel
        qtbot.waitUntil(lambda: panel.isVisible() and panel.card is not None, timeout=10_000)
        card = panel.card
        assert card is not None
        if german == "de":
            assert card.title == ("Du gewinnst das Spiel!" if target == 50 else "Du gewinnst mit Klopfen")
        if target == 50 and german == "de":
            assert [what for what, _ in card.bonuses][1:] == ["Du: Box-Bonus (1 gewonnene Runde × 25)"], card.bonuses
        assert panel.layout_problems() == []
        assert problems_in(win) == []
    finally:
        controller.shutdown()
        store.close()
