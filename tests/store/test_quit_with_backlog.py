"""Closing the window while the disk refuses moves that only memory holds asks the player (the
real question, its buttons pressed), and loses nothing unless the player says so.

Before the fix the window closed without a word and the waiting moves were gone (31 and 60
in two runs on a filled 8 MB volume).
"""

from __future__ import annotations

import random
import sqlite3
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from gin_desktop.control.controller import GameController
from gin_desktop.core import Rules
from gin_desktop.services.session import GameSession
from gin_desktop.store import GameStore
from gin_desktop.ui.dialogs import unsaved_moves
from gin_desktop.ui.dialogs.unsaved_moves import UnsavedMovesQuestion
from gin_desktop.ui.main_window import MainWindow

from .helpers import action_log, choose
from .test_damage import FaultyConnection

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support (propagateSizeHints|raise)")


@pytest.fixture(scope="module", autouse=True)
def _ask_in_this_module() -> Iterator[None]:
    yield
    unsaved_moves.ANSWER_BY_ITSELF = False


@pytest.fixture(autouse=True)
def _never_hang_at_teardown(qtbot: QtBot) -> Iterator[None]:
    """(Set up after qtbot, so torn down before it closes the windows: a failed test must not leave a
    question waiting for a click that never comes.)"""
    unsaved_moves.ANSWER_BY_ITSELF = False
    yield
    unsaved_moves.ANSWER_BY_ITSELF = True


def refusing_window(folder: Path, spill: bool = False) -> tuple[MainWindow, GameStore, FaultyConnection, int]:
    """A window whose store's disk refuses every write from the 4th move on (no spill unless ``spill``)."""
    store = GameStore.open(folder)
    game = store.new_game(Rules(), "medium", human_seat=0, first_dealer=1)
    rng = random.Random(3)
    game.deal_random(rng)
    hand = game.match.hand
    assert hand is not None
    for _ in range(3):
        game.apply(choose(hand, rng))
    if not spill:
        store._writer.spill.close()  # (a spill that could not be made, or is full)
    faulty = FaultyConnection(store._conn, "database or disk is full")
    store._conn = faulty  # type: ignore[assignment]
    for _ in range(4):
        game.apply(choose(hand, rng))
    controller = GameController(GameSession(store, game, random.Random(7)), ai_delay_ms=0)
    window = MainWindow(controller, QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    window.show()
    return window, store, faulty, len(action_log(game.match))


def answer(qtbot: QtBot, *steps: Callable[[UnsavedMovesQuestion], object]) -> list[str]:
    """Press buttons in the questions as they open, one step per question; returns their texts."""
    seen: list[str] = []
    todo = list(steps)

    def in_the_question() -> None:
        question = QApplication.activeModalWidget()
        if not isinstance(question, UnsavedMovesQuestion):
            QTimer.singleShot(10, in_the_question)
            return
        seen.append(question.text())
        button = todo.pop(0)(question)
        assert button is not None
        if todo:
            QTimer.singleShot(0, in_the_question)
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # type: ignore[arg-type]

    QTimer.singleShot(0, in_the_question)
    return seen


def test_quit_with_backlog_keep_playing_keeps_the_window_and_the_moves(qtbot: QtBot, tmp_path: Path) -> None:
    window, store, _faulty, _played = refusing_window(tmp_path)
    qtbot.addWidget(window)
    seen = answer(qtbot, lambda q: q.keep_button)
    assert not window.close()
    assert window.isVisible() and store.unsaved_count == 4
    assert seen and "4 moves of this game could not be saved" in seen[0]
    window.controller.shutdown()
    store.close()


def test_quit_with_backlog_try_again_once_the_disk_accepts_saves_every_move(qtbot: QtBot, tmp_path: Path) -> None:
    window, store, faulty, played = refusing_window(tmp_path)
    qtbot.addWidget(window)

    def free_space_then_retry(question: UnsavedMovesQuestion) -> object:
        faulty.failing = False
        return question.retry_button

    answer(qtbot, lambda q: q.retry_button, free_space_then_retry)  # the first retry still fails: asked again
    assert window.close()
    assert store.close() == 0
    with GameStore.open(tmp_path) as again:
        resumed = again.resume()
        assert resumed is not None and len(action_log(resumed.match)) == played


def test_quit_with_backlog_save_a_copy_elsewhere_holds_every_move(qtbot: QtBot, tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    window, store, _faulty, played = refusing_window(tmp_path / "full")
    qtbot.addWidget(window)
    elsewhere = tmp_path / "usb"
    elsewhere.mkdir()
    monkeypatch.setattr(unsaved_moves.QFileDialog, "getExistingDirectory", lambda *a, **k: str(elsewhere))
    told: list[str] = []
    monkeypatch.setattr(unsaved_moves.QMessageBox, "information", lambda _p, _t, text: told.append(text))
    answer(qtbot, lambda q: q.copy_button)
    assert window.close()
    assert told and str(elsewhere / "games.sqlite") in told[0]
    assert store.close() == 4  # the copy has them; the full disk does not
    with GameStore.open(elsewhere) as copy:
        resumed = copy.resume()
        assert resumed is not None and len(action_log(resumed.match)) == played
    conn = sqlite3.connect(elsewhere / "games.sqlite")
    assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    conn.close()


def test_quit_with_backlog_loses_moves_only_when_the_player_says_so(qtbot: QtBot, tmp_path: Path) -> None:
    window, store, _faulty, _played = refusing_window(tmp_path)
    qtbot.addWidget(window)
    seen = answer(qtbot, lambda q: q.lose_button)
    assert window.close()
    assert len(seen) == 1 and store.close() == 4


def test_quit_with_backlog_in_the_spill_asks_nothing_and_loses_nothing(qtbot: QtBot, tmp_path: Path,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    window, store, _faulty, played = refusing_window(tmp_path, spill=True)
    qtbot.addWidget(window)
    monkeypatch.setattr(QMessageBox, "exec", lambda _self: pytest.fail("asked although nothing would be lost"))
    assert store.pending_count == 4 and store.unsaved_count == 0
    assert window.close()
    assert store.close() == 0
    with GameStore.open(tmp_path) as again:
        resumed = again.resume()
        assert resumed is not None and len(action_log(resumed.match)) == played


def test_quit_with_backlog_smoke_test_answers_by_itself_and_logs(qtbot: QtBot, tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch,
                                                                 caplog: pytest.LogCaptureFixture) -> None:
    window, store, _faulty, _played = refusing_window(tmp_path)
    qtbot.addWidget(window)
    unsaved_moves.ANSWER_BY_ITSELF = True
    monkeypatch.setattr(QMessageBox, "exec", lambda _self: pytest.fail("a modal question in a smoke test"))
    with caplog.at_level("WARNING", logger="gin_desktop"):
        assert window.close()
    assert "4 unsaved change(s): the question answered itself" in caplog.text
    assert store.close() == 4
