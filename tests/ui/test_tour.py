"""Issue 13, point 5: the first-game walkthrough opens over the game, never covers what its text
points at (nor, in its welcome, the upcard); it steps by buttons and keys and closes by Skip, Esc or
Play."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtTest import QTest

from gin_desktop.entry.app import begin_play
from gin_desktop.ui.tour import place_bubble
from tests.ui.conftest import LEFT, Builder


@pytest.mark.parametrize("size", [(1280, 800), (1024, 600)])
def test_it_opens_clear_of_the_upcard_and_no_bubble_covers_what_it_points_at(build: Builder,
                                                                            size: tuple[int, int]) -> None:
    table = build(start=False)
    table.window.resize(*size)
    table.settings.remove("help/walkthrough_shown")
    begin_play(table.window, table.settings)
    tour = table.window.tools.tour
    assert tour is not None and tour.isVisible() and tour.target() is None
    host = tour.parentWidget()
    assert host is not None and tour.geometry() == host.rect()
    # The welcome lights nothing; it sits above the piles, the upcard in sight (it used to cover it).
    piles = tour.steps[0].clear()
    bubble = tour.bubble.geometry()
    assert piles is not None and not bubble.intersects(piles) and bubble.bottom() < piles.top()
    assert tour.rect().contains(bubble)
    assert abs(bubble.center().x() - piles.center().x()) <= 2
    assert tour.skip_button.isVisible()
    pointed = 0
    for step in range(1, len(tour.steps)):
        table.qtbot.mouseClick(tour.next_button, LEFT)
        assert tour.index == step
        bubble, target = tour.bubble.geometry(), tour.target()
        assert tour.rect().contains(bubble), tour.steps[step].title
        if target is not None:
            pointed += 1
            assert not bubble.intersects(target), tour.steps[step].title
    assert pointed >= 5  # the hand, the piles, the discard pile, the knock area, the panel, the computer
    assert tour.next_button.text() == "Play"
    last = tour.steps[-1].clear()
    assert last is not None and not tour.bubble.geometry().intersects(last)
    assert not tour.skip_button.isVisible()  # (Play ends it; "Skip" beside it said nothing)
    table.qtbot.mouseClick(tour.back_button, LEFT)
    assert tour.skip_button.isVisible() and tour.next_button.text() == "Next"
    table.qtbot.mouseClick(tour.next_button, LEFT)
    with table.qtbot.waitSignal(tour.finished, timeout=2000):
        table.qtbot.mouseClick(tour.next_button, LEFT)
    assert not tour.isVisible()


def test_keys_step_and_escape_closes_and_the_game_keys_wait(build: Builder) -> None:
    table = build()
    tour = table.window.tools.start_tour()
    assert table.window.tools.start_tour() is tour  # one at a time
    QTest.keyClick(tour, Qt.Key.Key_Right)
    QTest.keyClick(tour, Qt.Key.Key_Right)
    QTest.keyClick(tour, Qt.Key.Key_Left)
    assert tour.index == 1
    actions = table.saved_actions()
    QTest.keyClick(tour, Qt.Key.Key_P)  # a game key while the tour is up: nothing happens
    assert table.saved_actions() == actions
    with table.qtbot.waitSignal(tour.finished, timeout=2000):
        QTest.keyClick(tour, Qt.Key.Key_Escape)


def test_help_menu_opens_it_again(build: Builder) -> None:
    table = build()
    table.window.commands.walkthrough_action.trigger()
    tour = table.window.tools.tour
    assert tour is not None and tour.isVisible() and tour.index == 0


def test_a_bubble_goes_where_it_fits() -> None:
    room = QRect(0, 0, 1000, 700)
    size = QSize(300, 120)
    hand = QRect(50, 540, 900, 150)  # along the bottom: the bubble goes above it
    placed = place_bubble(size, hand, room)
    assert placed.bottom() < hand.top() and room.contains(placed)
    panel = QRect(800, 0, 200, 700)  # the whole right edge: the bubble goes to its left
    placed = place_bubble(size, panel, room)
    assert placed.right() < panel.left() and room.contains(placed)
    centre = place_bubble(size, None, room).center() - room.center()
    assert abs(centre.x()) <= 1 and abs(centre.y()) <= 1  # (QRect's centre rounds down)
    piles = QRect(300, 250, 300, 150)  # a bubble keeping clear of the middle goes above it if it can
    placed = place_bubble(size, piles, room, above_first=True)
    assert placed.bottom() < piles.top() and room.contains(placed)
    assert place_bubble(size, piles, room).top() > piles.bottom()  # (a lit part's bubble: below first)
    tall = QRect(300, 100, 300, 450)  # no room above: below, still clear
    placed = place_bubble(size, tall, room, above_first=True)
    assert placed.top() > tall.bottom() and room.contains(placed)
