"""Cards say when they move: the scene signals ``animating`` when a still table starts to
move and ``settled`` when the last card stops; the computer's pace counts from then."""

from __future__ import annotations

import time

from tests.ui.conftest import UPCARD, Builder, knock_deck


def test_the_table_signals_when_cards_start_and_stop_moving(build: Builder) -> None:
    table = build(deck=knock_deck(), anim_ms=150)
    table.wait_my_turn()
    table.wait_still()
    scene = table.scene
    assert scene.is_still()
    with table.qtbot.waitSignal(scene.animating, timeout=2000):
        table.drag_item(table.item(UPCARD), table.center(table.layout.hand))
    assert not scene.is_still() and table.item(UPCARD).is_moving()
    with table.qtbot.waitSignal(scene.settled, timeout=5000):
        pass
    assert scene.is_still()
    assert not any(item.is_moving() for item in scene.items_by_key.values())
    for item in scene.items_by_key.values():
        assert item.pos() == table.spot_pos(item), item.key


def test_the_computer_moves_a_pace_after_the_cards_stopped(build: Builder) -> None:
    pace = 300
    table = build(deck=knock_deck(), anim_ms=400, ai_delay_ms=pace)
    table.wait_my_turn()
    table.wait_still()
    table.controller.draw_discard()  # the 2♦ flies into the hand
    table.wait_still()
    settled_at: list[float] = []
    moved_at: list[float] = []
    table.scene.settled.connect(lambda: settled_at.append(time.monotonic()))
    table.controller.moved.connect(lambda move: moved_at.append(time.monotonic()) if move.seat == 1 else None)
    table.drag_item(table.item("KD"), table.center(table.layout.discard))  # it glides onto the pile
    table.qtbot.waitUntil(lambda: bool(moved_at), timeout=10_000)
    assert settled_at, "the table settled before the computer moved"
    assert moved_at[0] - settled_at[0] >= pace / 1000 * 0.95  # a full pace after the last card stopped
