"""Facts once per push: the arrangement of the player's hand is worked out at most once for each
snapshot the controller pushes (once for each new hand), below the UI, and every consumer (the scene's layout, the
tooltips and the spoken summary, the accessible tree, the side panel, the tracker, the
announcer) reads it from the snapshot; the table is laid out once per change."""

from __future__ import annotations

import itertools
import sys
import threading
from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt

from gin_desktop.core import Arrangement, Card, melds
from gin_desktop.values.hand_order import SortMode
from gin_desktop.values.snapshot import Snapshot
from tests.ui.conftest import Table

ARRANGEMENT = "best_arrangement"


def count_arrangements(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """A counter around the core's arrangement function, wherever the package imported it; only
    calls on the UI thread count (the computer thinks on its own thread with its own view)."""
    calls: list[int] = []
    real: Callable[..., Arrangement] = melds.best_arrangement
    main = threading.main_thread()

    def counting(cards: object) -> Arrangement:
        if threading.current_thread() is main:
            calls.append(1)
        return real(cards)

    for name, module in list(sys.modules.items()):
        if name.startswith("gin_desktop") and getattr(module, ARRANGEMENT, None) is real:
            monkeypatch.setattr(module, ARRANGEMENT, counting)
    return calls


def test_one_drag_discard_works_out_the_arrangement_once(knock_table: Table, monkeypatch: pytest.MonkeyPatch) -> None:
    table = knock_table
    table.window.tools.tracker_toggled(True)  # (the tracker shows the same snapshot)
    table.key(Qt.Key.Key_D)  # take the 2♦: eleven cards
    table.wait_my_turn()
    table.controller.hold(True)  # (the computer's reply is another push)
    calls = count_arrangements(monkeypatch)
    pushes: list[object] = []
    table.controller.snapshot.connect(pushes.append)
    syncs = table.scene.syncs
    table.drag_item(table.item("9C"), table.center(table.layout.discard))
    assert table.saved_actions()[-1] == "discard 9C"
    assert len(pushes) == 1 and table.scene.syncs - syncs == 1
    assert len(calls) == 1, f"{len(calls)} arrangements for one push"


def test_a_whole_turn_works_out_one_arrangement_per_new_hand(knock_table: Table,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """The player discards, the computer draws and discards, the player draws and discards: one
    layout per push, one arrangement for each push that changed the player's hand and none for the
    computer's moves (the hand is as it was: at most one arrangement per push)."""
    table = knock_table
    table.window.tools.tracker_toggled(True)
    table.key(Qt.Key.Key_D)  # take the 2♦
    table.wait_my_turn()
    calls = count_arrangements(monkeypatch)
    pushes: list[Snapshot] = []
    table.controller.snapshot.connect(pushes.append)
    before = frozenset(table.view().hand)
    syncs = table.scene.syncs
    table.drag_item(table.item("9C"), table.center(table.layout.discard))  # discard; the computer replies
    view = table.wait_my_turn()
    table.drag_item(table.stock_item(), table.center(table.layout.hand))  # draw from the stock
    table.qtbot.waitUntil(lambda: len(table.view().hand) == 11)
    drawn = next(c for c in table.view().hand if c not in view.hand)
    table.drag_item(table.item(drawn), table.center(table.layout.discard))  # and discard it
    table.wait_my_turn()
    assert len(pushes) >= 5  # discard; the computer's draw and discard; draw; discard
    assert table.scene.syncs - syncs == len(pushes)
    hands = [before, *(frozenset(p.view.hand) for p in pushes if p.view is not None)]
    new_hands = sum(1 for old, new in itertools.pairwise(hands) if new != old)
    assert new_hands == 3  # the discard, the draw, the discard
    assert len(calls) == new_hands, f"{len(calls)} arrangements for {len(pushes)} pushes, {new_hands} new hands"


def test_sorting_by_melds_shares_the_arrangement_with_the_snapshot(knock_table: Table,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """Sorted by melds, the session orders the cards by the best arrangement and the snapshot of
    the same change carries it: still one arrangement for the push."""
    table = knock_table
    table.controller.set_sort_mode(SortMode.MELDS)
    table.key(Qt.Key.Key_D)  # take the 2♦
    table.wait_my_turn()
    table.controller.hold(True)
    calls = count_arrangements(monkeypatch)
    table.drag_item(table.item("9C"), table.center(table.layout.discard))
    assert table.saved_actions()[-1] == "discard 9C"
    assert len(calls) == 1, f"{len(calls)} arrangements for one push"


def test_a_refused_drop_is_told_to_the_scene_by_a_signal(knock_table: Table) -> None:
    """A discard before drawing is refused: the controller's refusal snaps the card back
    (one layout, no push)."""
    table = knock_table
    item = table.item("KD")
    home = item.pos()
    pushes: list[object] = []
    table.controller.snapshot.connect(pushes.append)
    syncs = table.scene.syncs
    with table.qtbot.waitSignal(table.controller.refused, timeout=1000):
        table.drag_item(item, table.center(table.layout.discard))
    assert item.pos() == home and table.scene.syncs - syncs == 1 and pushes == []
    assert Card.parse("KD") in table.view().hand
