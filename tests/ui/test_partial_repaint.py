"""The table repaints only what changed (issue 26, a cheaper frame), and what it shows after any
number of such partial repaints is what a whole repaint would show: no trail of a card that
moved, no rim of a shadow or a lifted card left behind."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect
from PySide6.QtGui import QImage, QPainter, QPaintEvent
from PySide6.QtWidgets import QGraphicsView
from pytestqt.qtbot import QtBot

from gin_desktop.core import Phase
from tests.ui.conftest import Builder, Table, quick_move


def _shown(table: Table) -> QImage:
    """The table's pixels as they are in the window's backing store (what the screen shows)."""
    canvas = table.window.table.canvas
    corner = canvas.mapTo(table.window, QPoint(0, 0))
    screen = table.window.screen()
    whole = screen.grabWindow(table.window.winId()).toImage()
    return whole.copy(QRect(corner, canvas.size())).convertToFormat(QImage.Format.Format_RGB32)


def _fresh(table: Table) -> QImage:
    """The table painted whole, now."""
    return table.window.table.canvas.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)


def _worst(a: QImage, b: QImage) -> int:
    """The largest difference of one colour channel between two pictures of the same size."""
    assert a.size() == b.size()
    difference = a.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(difference)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Difference)
    painter.drawImage(0, 0, b)
    painter.end()
    rgb = difference.convertToFormat(QImage.Format.Format_RGB888)
    data, line, used = bytes(rgb.constBits()), rgb.bytesPerLine(), 3 * rgb.width()  # (lines are padded)
    return max(max(data[y * line:y * line + used]) for y in range(rgb.height()))


def test_the_table_repaints_only_the_part_that_changed(build: Builder, qtbot: QtBot) -> None:
    table = build(seed=5, anim_ms=120)
    assert table.window.table.viewportUpdateMode() == QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate
    table.wait_my_turn()
    table.wait_still()
    canvas = table.window.table.canvas
    areas: list[float] = []

    class Paints(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if isinstance(event, QPaintEvent):
                rect = event.rect()
                areas.append(rect.width() * rect.height() / (canvas.width() * canvas.height()))
            return False

    watch = Paints()
    canvas.installEventFilter(watch)
    for _ in range(3):  # moves of the player's and the computer's: cards glide between them
        assert table.controller.act(quick_move(table.view()))
        table.wait_my_turn()
        table.wait_still()
    canvas.removeEventFilter(watch)
    assert areas and min(areas) < 0.5  # (a whole-view repaint each step would be 1.0 every time)


def test_after_a_whole_hand_of_partial_repaints_the_table_shows_what_a_whole_repaint_shows(
        build: Builder, qtbot: QtBot) -> None:
    """Edge case: each card's drawn area (its lift, its shadow, the mark above a selected card)
    must lie inside what it tells the scene it covers, or a move leaves pixels behind."""
    table = build(seed=9, anim_ms=120)
    hand = table.session.hand
    assert hand is not None
    compared = 0

    def my_move() -> bool:
        view = table.controller.view()
        return (view is not None and view.my_turn and view.phase != Phase.SHOWDOWN
                and not table.controller.is_thinking())

    while not hand.is_over:
        table.qtbot.waitUntil(lambda: hand.is_over or my_move(), timeout=20_000)
        if hand.is_over:
            break
        table.wait_still()
        qtbot.wait(20)  # (the repaint of the last step is flushed)
        if not my_move():  # (the defender's lay-out is the controller's: it may have moved meanwhile)
            continue
        # (one colour step is the stretched cloth's rounding where a repaint's clip cuts a block of
        # it, scene.py; a card or shadow left behind differs by several)
        assert _worst(_shown(table), _fresh(table)) <= 1, f"after {table.session.game.action_count} actions"
        compared += 1
        assert table.controller.act(quick_move(table.view()))
    table.wait_still()
    panel = table.scene.result_panel
    qtbot.waitUntil(lambda: panel.isVisible() and not panel.counting() and panel.opacity() == 1.0)
    qtbot.wait(20)  # (the panel's last step is flushed)
    assert _worst(_shown(table), _fresh(table)) <= 1, "the hand's end"
    assert compared >= 3
