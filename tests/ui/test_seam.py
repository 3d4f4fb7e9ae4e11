"""The seam between the table and the game: one snapshot per change, pushed to the table."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt

from gin_desktop.core import Card, Discard, DrawDiscard, PlayerView
from gin_desktop.services import session as session_module
from tests.ui.conftest import Builder, Table


def test_one_drag_discard_builds_one_player_view_and_lays_the_table_out_once(
    knock_table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    """It built the player's view 11 times and synced the scene twice."""
    table = knock_table
    table.key(Qt.Key.Key_D)  # take the 2♦: eleven cards
    table.wait_my_turn()
    made: list[int] = []
    real = session_module.view_of

    def counting(hand: object, seat: int, match: object = None) -> PlayerView:
        if seat == table.session.human:
            made.append(seat)
        return real(hand, seat, match)  # type: ignore[arg-type]

    monkeypatch.setattr(session_module, "view_of", counting)
    table.controller.hold(True)  # (the computer's reply is another change; keep it out of the count)
    syncs = table.scene.syncs
    table.drag_item(table.item("9C"), table.center(table.layout.discard))  # a plain discard
    assert table.saved_actions()[-1] == "discard 9C"
    assert made == [0], f"{len(made)} player views built for one discard"
    assert table.scene.syncs - syncs == 1
    assert Card.parse("9C") == table.view().top_discard  # and the table shows it


def test_a_refused_drop_snaps_back_with_one_layout_and_no_new_view(
    knock_table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = knock_table
    made: list[int] = []
    real = session_module.view_of
    monkeypatch.setattr(session_module, "view_of", lambda *a: made.append(1) or real(*a))
    item = table.item("KD")
    home = item.pos()
    syncs = table.scene.syncs
    table.drag_item(item, table.center(table.layout.discard))  # a discard before drawing: refused
    assert item.pos() == home and table.scene.syncs - syncs == 1 and made == []


def test_a_new_game_lays_the_table_out_once(build: Builder) -> None:
    """New game pushed its snapshot and then drew the table again: two layouts for one change."""
    table = build()
    table.wait_my_turn()
    syncs = table.scene.syncs
    table.window.commands._start_new_game()
    assert table.scene.syncs - syncs == 1 and table.view() is not None


def test_an_undo_lays_the_table_out_once(knock_table: Table) -> None:
    table = knock_table
    table.window.prefs = replace(table.window.prefs, allow_undo=True)
    table.controller.act(DrawDiscard())
    assert table.controller.act(Discard(Card.parse("9C")))
    table.wait_my_turn()
    syncs = table.scene.syncs
    assert table.window.commands.undo()
    assert table.scene.syncs - syncs == 1 and Card.parse("9C") in table.view().hand


def test_a_practice_deal_lays_the_table_out_once(knock_table: Table) -> None:
    """Practice (a finished hand played again) is one change: one push, one layout."""
    table = knock_table
    table.play_hand_with_hints()
    table.wait_still()
    pushes: list[object] = []
    table.controller.snapshot.connect(pushes.append)
    table.controller.hold(True)  # (the computer's first move, if it is its turn, is another change)
    syncs = table.scene.syncs
    assert table.controller.practice(None, 1)
    assert len(pushes) == 1 and table.scene.syncs - syncs == 1
    assert table.controller.practice_game and table.view().hand_number == 1
