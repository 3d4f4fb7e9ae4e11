"""A resumed table (issue 26, point 2): painted from the stored position at once, its moves waiting until the
replay of the log has checked it (a moment after the first paint); when the log leads elsewhere the table
is repainted from the log and the player told; when the log no longer makes the game a new one starts."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot

from gin_desktop.control.controller import GameController
from gin_desktop.core import DrawStock, Rules
from gin_desktop.entry.app import replay_after_first_paint
from gin_desktop.services.session import GameSession
from gin_desktop.store import GameStore
from gin_desktop.store.sealing import POSITION_PREFIX, load_key, open_text, position_where
from gin_desktop.ui.main_window import MainWindow
from tests.store.helpers import edit_file, rows

from .conftest import UPCARD, WAIT_MS, Builder, Table, close, knock_deck


def take_upcard(build: Builder) -> tuple[Table, int]:
    """A game left with the player to discard from eleven cards (the upcard taken); the game's id."""
    table = build(deck=knock_deck())
    table.wait_my_turn()
    table.drag_item(table.item(UPCARD), table.center(table.layout.hand))
    table.wait_my_turn()
    game_id = table.session.game.id
    close(table)
    return table, game_id


def test_the_table_shows_at_once_and_its_moves_wait_for_the_check(build: Builder,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    first, _game_id = take_upcard(build)
    view = first.view()
    check = GameController.check_resumed
    monkeypatch.setattr(GameController, "check_resumed", lambda self: None)  # (held: the test says when)
    table = build(resume=True, start=False)
    controller = table.controller
    controller.start()  # (as the app's begin_play)
    assert controller.session.game.unchecked
    assert table.view() == view and len(table.scene.hand_cards()) == 11  # painted from the stored position
    panel = table.window.panel
    assert not panel.knock_button.isEnabled() and not panel.pass_button.isEnabled()  # the buttons sleep
    saved = table.saved_actions()
    table.drag_item(table.item("KD"), table.center(table.layout.knock))  # a move before the check...
    assert table.saved_actions() == saved and "being checked" in table.status()  # ...refused, as any refusal
    table.key(Qt.Key.Key_N)
    assert "being checked" in table.status()
    check(controller)  # the replay agrees: the same table, awake
    assert not controller.session.game.unchecked and table.view() == view
    assert panel.knock_button.isEnabled() and table.window.notices.texts() == []
    table.drag_item(table.item("KD"), table.center(table.layout.knock))
    assert table.saved_actions()[-1] == "knock KD"


def test_a_position_that_disagrees_is_repainted_from_the_log_and_told(build: Builder) -> None:
    first, game_id = take_upcard(build)
    view = first.view()
    folder = first.store.report.data_dir
    actions, text = rows(folder / "games.sqlite", "SELECT actions, position FROM positions")[0]
    assert isinstance(actions, int) and isinstance(text, str)
    key = load_key(folder, create=False).key
    plain = json.loads(open_text(key, position_where(game_id, actions), text, 64_000, POSITION_PREFIX))
    plain["position"]["scores"] = [7, 0]  # sealed right, counts right, but not where the log leads
    with GameStore.open(folder) as store:
        forged = store._writer.seal.seal_position(game_id, actions, json.dumps(plain))
    edit_file(folder / "games.sqlite", f"UPDATE positions SET position = '{forged}'")
    table = build(resume=True)  # (returns once the check has run, after the first paint)
    assert table.view() == view and table.view().scores == (0, 0)  # the log's position, repainted
    assert table.window.panel.you.text() == "0"
    assert any("set up again from the game's moves" in t for t in table.window.notices.texts())
    assert table.saved_actions()[-1] == "draw_discard"


def test_a_log_that_no_longer_replays_starts_a_new_game_and_tells(build: Builder) -> None:
    first, game_id = take_upcard(build)
    folder = first.store.report.data_dir
    edit_file(folder / "games.sqlite", "UPDATE actions SET seat = 1 - seat WHERE seq = 1")
    table = build(resume=True)
    assert table.controller.session.game.id != game_id and not table.controller.session.game.unchecked
    assert any("cannot be loaded" in t for t in table.window.notices.texts())
    statuses = {g.id: g.status for g in table.store.games()}
    assert statuses[game_id] == "damaged"  # kept, never deleted


def test_a_window_never_painted_still_checks_within_a_second(build: Builder, qtbot: QtBot) -> None:
    first, _game_id = take_upcard(build)
    store = GameStore.open(first.store.report.data_dir)
    try:
        session = GameSession.resume_or_new(store, Rules(), "medium", deferred_check=True)
        controller = GameController(session, ai_delay_ms=0)
        window = MainWindow(controller, QSettings(str(store.report.data_dir / "settings.ini"),
                                                  QSettings.Format.IniFormat))
        qtbot.addWidget(window)
        replay_after_first_paint(window)  # (never shown: no first paint comes)
        controller.start()
        assert session.game.unchecked
        qtbot.waitUntil(lambda: not controller.session.game.unchecked, timeout=WAIT_MS)
        assert controller.check(DrawStock()) != controller.waking_reason()
    finally:
        controller.shutdown()
        store.close()
