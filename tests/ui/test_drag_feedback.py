"""What the table shows while a card is dragged (real mouse events on the view): the
zone it would land in, outlined green when the move is allowed and red when not, and a
hand cursor: open over a card that can be picked up, closed while dragging."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from gin_desktop.core import Phase
from tests.ui.conftest import UPCARD, Table

GREEN, RED = (120, 255, 160), (255, 110, 90)


def cursor(table: Table) -> Qt.CursorShape:
    return table.viewport.cursor().shape()


def outline(table: Table) -> tuple[int, int, int] | None:
    box = table.scene.drag._target_box
    if not box.isVisible():
        return None
    colour = box.pen().color()
    return colour.red(), colour.green(), colour.blue()


def hover(table: Table, point: QPointF) -> None:
    QTest.mouseMove(table.viewport, table.to_view(point))


def take_upcard(table: Table) -> None:
    table.drag_item(table.item(UPCARD), table.center(table.layout.hand))
    assert table.view().phase == Phase.DISCARD


def test_a_hand_card_dragged_over_each_zone_shows_where_it_would_go(knock_table: Table) -> None:
    table = knock_table
    take_upcard(table)
    layout = table.layout
    item = table.item("5H")  # in a meld: discarding it is allowed, knocking with it is not (22 left)
    start = table.grab_point(item)
    table.press(start)
    table.move_held(start + QPointF(0, -20))  # past the drag threshold, still over the hand
    assert cursor(table) == Qt.CursorShape.ClosedHandCursor
    assert table.scene.drag.target is not None and table.scene.drag.target.kind == "hand" and outline(table) == GREEN

    table.move_held(table.center(layout.knock))
    assert table.scene.drag.target is not None and table.scene.drag.target.kind == "knock"
    assert not table.scene.drag.target.allowed and outline(table) == RED
    box = table.scene.drag._target_box.rect()
    assert box.contains(layout.knock.x, layout.knock.y) and box.contains(*layout.knock.center)

    table.move_held(table.center(layout.discard))
    assert table.scene.drag.target is not None and table.scene.drag.target.kind == "discard"
    assert table.scene.drag.target.allowed and outline(table) == GREEN

    nowhere = QPointF(layout.opponent.x + layout.card_w / 2, layout.opponent.y + layout.card_h / 2)
    table.move_held(nowhere)
    assert table.scene.drag.target is not None and table.scene.drag.target.kind == "nowhere" and outline(table) is None

    table.release(start)  # back in the hand: nothing happens, the outline goes
    assert table.scene.drag.target is None and outline(table) is None
    assert table.saved_actions() == ["draw_discard"]
    assert cursor(table) == Qt.CursorShape.OpenHandCursor  # the pointer rests on a card of the hand


def test_the_knock_card_over_knock_is_green(knock_table: Table) -> None:
    table = knock_table
    take_upcard(table)
    start = table.grab_point(table.item("KD"))
    table.press(start)
    table.move_held(start + QPointF(0, -20))
    table.move_held(table.center(table.layout.knock))
    assert table.scene.drag.target is not None and table.scene.drag.target.kind == "knock"
    assert table.scene.drag.target.allowed and outline(table) == GREEN
    table.release(start)


def test_drawing_drag_outlines_the_hand_and_the_piles_take_it_back(knock_table: Table) -> None:
    table = knock_table
    layout = table.layout
    start = table.grab_point(table.item(UPCARD))
    table.press(start)
    table.move_held(start + QPointF(0, 30))
    table.move_held(table.center(layout.hand))
    assert table.scene.drag.target is not None and table.scene.drag.target.kind == "hand"
    assert table.scene.drag.target.allowed and outline(table) == GREEN
    table.move_held(table.center(layout.stock))  # back over the piles: letting go here changes nothing
    assert table.scene.drag.target is None and outline(table) is None
    table.release(table.center(layout.stock))
    assert table.saved_actions() == [] and table.view().phase == Phase.UPCARD_NONDEALER


def test_an_open_hand_over_what_can_be_picked_up(knock_table: Table) -> None:
    table = knock_table
    layout = table.layout
    hover(table, table.grab_point(table.item(UPCARD)))  # the upcard may be taken
    assert cursor(table) == Qt.CursorShape.OpenHandCursor
    hover(table, table.center(layout.stock))  # the stock may not be drawn before the upcard is passed
    assert cursor(table) == Qt.CursorShape.ArrowCursor
    hover(table, table.grab_point(table.item("KD")))  # a card of the hand may be moved
    assert cursor(table) == Qt.CursorShape.OpenHandCursor
    hover(table, QPointF(layout.width - 5, 5))  # bare felt
    assert cursor(table) == Qt.CursorShape.ArrowCursor
