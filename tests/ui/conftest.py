"""Fixtures of the GUI tests: a store in a temporary folder, a deterministic game, the
controller (computer moves without delay), settings in an ini file, and the main
window shown offscreen — plus a :class:`Table` driver that performs real mouse
drags, clicks and key presses on the card table."""

from __future__ import annotations

import json
import random
import sqlite3
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, QSettings, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from gin_desktop.control.controller import GameController
from gin_desktop.core import Card, Phase, PlayerView, Rules
from gin_desktop.core.actions import action_from_json
from gin_desktop.entry.app import replay_after_first_paint
from gin_desktop.services.session import GameSession
from gin_desktop.store import ENV_VAR, GameStore
from gin_desktop.ui.main_window import MainWindow
from gin_desktop.ui.table.card_item import CardItem
from gin_desktop.ui.table.layout import Rect, TableLayout
from gin_desktop.ui.table.scene import TableScene
from tests.core.deals import make_deck
from tests.ui.quick_moves import quick_move

WAIT_MS = 10_000
LEFT = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier

# A hand for the human (the non-dealer, seat 0): three melds and K♦, so taking the
# 2♦ upcard and discarding the K♦ knocks with 2 deadwood, while knocking with a
# card out of a meld is over the limit.
KNOCK_HAND = "AS 2S 3S 4H 5H 6H 7C 8C 9C KD"
JUNK_HAND = "KC QH JS 9D 7H 5C 3D TS 8H 6D"  # the computer's: nothing melds with the 2♦
UPCARD = "2D"


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The offscreen platform warns that it cannot propagate size hints when a
    window is shown, raise one (a tooltip) or grab the keyboard (an open drop-down
    list); those warnings are about the test platform, not the app."""
    here = Path(__file__).parent
    for item in items:
        if here in item.path.parents:
            item.add_marker(pytest.mark.qt_log_ignore(
                "This plugin does not support (propagateSizeHints|raise|grabbing the keyboard)"))


@pytest.fixture(autouse=True)
def _no_env_data_dir(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(ENV_VAR, raising=False)


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    path = tmp_path / "data"
    path.mkdir()
    return path


def knock_deck() -> list[Card]:
    return make_deck(KNOCK_HAND, JUNK_HAND, upcard=UPCARD)


@dataclass
class Table:
    """Everything of one running app, and real input for its window."""

    qtbot: QtBot
    store: GameStore
    session: GameSession
    controller: GameController
    settings: QSettings
    window: MainWindow
    statuses: list[str] = field(default_factory=list)
    closed: bool = False

    # -- state ----------------------------------------------------------------------------
    @property
    def scene(self) -> TableScene:
        return self.window.scene

    @property
    def viewport(self) -> QWidget:
        return self.window.table.viewport()

    @property
    def layout(self) -> TableLayout:
        layout = self.scene.layout
        assert layout is not None
        return layout

    def view(self) -> PlayerView:
        view = self.controller.view()
        assert view is not None
        return view

    def saved_order(self) -> list[Card]:
        """The player's card order as the save file holds it (a separate read-only connection)."""
        return saved_order(self.store.database, self.session.game.id)

    def abandon(self) -> None:
        """Leave the app as a crash or ``kill -9`` would: nothing more is written (no close, no
        geometry, no last save), the file lock and the connection simply go."""
        self.closed = True
        self.controller.shutdown()
        self.store._conn.close()
        if self.store._writer.lock is not None:
            self.store._writer.lock.release()
        self.window.hide()

    def saved_actions(self) -> list[str]:
        """The actions of this game as the save file holds them (a separate read-only connection)."""
        return saved_actions(self.store.database, self.session.game.id)

    def status(self) -> str:
        return self.window.status_label.text()

    def item(self, card: Card | str) -> CardItem:
        key = f"card:{card.code}" if isinstance(card, Card) else f"card:{card}"
        return self.scene.items_by_key[key]

    def stock_item(self) -> CardItem:
        return self.scene.items_by_key["back:stock"]

    def spot_pos(self, item: CardItem) -> QPointF:
        spot = self.layout.spot(item.key)
        assert spot is not None, item.key
        return QPointF(spot.x, spot.y)

    def wait_my_turn(self, timeout: int = WAIT_MS) -> PlayerView:
        def ready() -> bool:
            view = self.controller.view()
            return (view is not None and view.my_turn and not self.controller.is_thinking()
                    and not self.controller.session.game.unchecked)  # (a resumed table wakes up after its check)

        self.qtbot.waitUntil(ready, timeout=timeout)
        return self.view()

    def play_hand_with_hints(self, check: Callable[[], None] | None = None) -> int:
        """The hint player plays the human seat until the hand is over; returns its moves.

        The human defender's lay-out is left to the controller (it is automatic).
        ``check`` runs at every poll while waiting and after every move."""
        hand = self.session.hand
        assert hand is not None
        moves = 0

        def ready() -> bool:
            if check is not None:
                check()
            view = self.controller.view()
            if hand.is_over:
                return True
            return (view is not None and view.my_turn and view.phase != Phase.SHOWDOWN
                    and not self.controller.is_thinking())

        while not hand.is_over:
            self.qtbot.waitUntil(ready, timeout=WAIT_MS)
            if hand.is_over:
                break
            assert self.controller.act(quick_move(self.view()))
            moves += 1
            if check is not None:
                check()
        return moves

    def wait_still(self, timeout: int = WAIT_MS) -> None:
        """Until no card is being animated (the scene's ``settled`` signal)."""
        if not self.scene.is_still():
            with self.qtbot.waitSignal(self.scene.settled, timeout=timeout):
                pass
        assert not any(i.is_moving() for i in self.scene.items_by_key.values())

    # -- geometry -------------------------------------------------------------------------
    def to_view(self, point: QPointF) -> QPoint:
        return self.window.table.mapFromScene(point)

    def grab_point(self, item: CardItem) -> QPointF:
        """A point of ``item`` that is not covered by another card (the fan overlaps)."""
        w, h = self.layout.card_w, self.layout.card_h
        for fx in (0.15, 0.3, 0.5, 0.7, 0.85):
            point = item.pos() + QPointF(w * fx, h * 0.5)
            if self.scene.card_at(point) is item:
                return point
        raise AssertionError(f"no uncovered point on {item.key}")

    @staticmethod
    def center(rect: Rect) -> QPointF:
        return QPointF(*rect.center)

    # -- input ----------------------------------------------------------------------------
    def press(self, point: QPointF) -> None:
        QTest.mousePress(self.viewport, LEFT, NO_MOD, self.to_view(point))

    def move_held(self, point: QPointF) -> None:
        """A mouse move with the left button held (sent as such on every platform)."""
        local = self.to_view(point)
        glob = self.viewport.mapToGlobal(local)
        event = QMouseEvent(
            QEvent.Type.MouseMove, QPointF(local), QPointF(glob), Qt.MouseButton.NoButton, LEFT, NO_MOD
        )
        QApplication.sendEvent(self.viewport, event)

    def release(self, point: QPointF) -> None:
        QTest.mouseRelease(self.viewport, LEFT, NO_MOD, self.to_view(point))

    def drag(self, start: QPointF, end: QPointF, steps: int = 6) -> None:
        """Press at ``start``, move in steps (past the drag threshold) and release at ``end``."""
        self.press(start)
        for i in range(1, steps + 1):
            t = i / steps
            self.move_held(start + (end - start) * t)
        self.release(end)

    def drag_item(self, item: CardItem, end: QPointF) -> None:
        self.drag(self.grab_point(item), end)

    def move_in_hand(self, item: CardItem, left_x: float) -> None:
        """Drag a card of the hand sideways so that its left edge is let go at ``left_x``."""
        grab = self.grab_point(item)
        self.drag(grab, grab + QPointF(left_x - item.pos().x(), 0))

    def click(self, point: QPointF) -> None:
        QTest.mouseClick(self.viewport, LEFT, NO_MOD, self.to_view(point))

    def click_result_button(self) -> None:
        """A real click on the result panel's button (Next hand, or New game)."""
        panel = self.scene.result_panel
        assert panel.isVisible() and panel.card is not None
        self.click(panel.mapToScene(panel.button_rect().center()))

    def double_click(self, point: QPointF) -> None:
        """What a real double-click delivers: press, release, double-click, release.

        (``QTest.mouseDClick`` sends the double-click event alone.)"""
        local = self.to_view(point)
        QTest.mousePress(self.viewport, LEFT, NO_MOD, local)
        QTest.mouseRelease(self.viewport, LEFT, NO_MOD, local)
        glob = self.viewport.mapToGlobal(local)
        event = QMouseEvent(QEvent.Type.MouseButtonDblClick, QPointF(local), QPointF(glob), LEFT, LEFT, NO_MOD)
        QApplication.sendEvent(self.viewport, event)
        QTest.mouseRelease(self.viewport, LEFT, NO_MOD, local)

    def key(self, key: Qt.Key, modifiers: Qt.KeyboardModifier = NO_MOD) -> None:
        """A key press as the player makes it: to the widget that has the focus."""
        target = QApplication.focusWidget()
        assert target is not None
        QTest.keyClick(target, key, modifiers)


def saved_order(database: Path, game_id: int) -> list[Card]:
    """The player's card order saved for ``game_id`` (a new read-only connection); [] when none."""
    conn = sqlite3.connect(f"{database.as_uri()}?mode=ro", uri=True)
    try:
        row = conn.execute("SELECT cards FROM hand_order WHERE game_id = ?", (game_id,)).fetchone()
    finally:
        conn.close()
    return [] if row is None else [Card.parse(code) for code in json.loads(row[0])]


def saved_actions(database: Path, game_id: int) -> list[str]:
    """Action texts (``discard KD``) committed for ``game_id``, read through a new connection."""
    conn = sqlite3.connect(f"{database.as_uri()}?mode=ro", uri=True)
    try:
        rows = conn.execute("SELECT action FROM actions WHERE game_id = ? ORDER BY seq", (game_id,)).fetchall()
    finally:
        conn.close()
    return [str(action_from_json(json.loads(row[0]))) for row in rows]


Builder = Callable[..., Table]


@pytest.fixture
def build(qtbot: QtBot, data_dir: Path) -> Iterator[Builder]:
    """``build(deck=None, seed=7, first_dealer=1, anim_ms=0, resume=False, ...)`` starts an app.

    ``deck`` deals that deck order (the human is seat 0; with ``first_dealer=1`` the
    human is the non-dealer and acts first); without it a seeded random deal. With
    ``resume=True`` the saved game in the data folder is resumed as the app does (from its stored position,
    checked by the replay of its log after the first paint: ``build`` returns once it is);
    ``start=False`` leaves ``controller.start()`` to the test; ``store`` plays on a store the
    test opened (a second copy, an unwritable folder) instead of a fresh one.
    Everything is closed at teardown (window, controller, store), newest first.
    """
    opened: list[Table] = []

    def make(
        deck: Sequence[Card] | None = None,
        seed: int = 7,
        first_dealer: int = 1,
        anim_ms: int = 0,
        resume: bool = False,
        confirm_knock: bool = False,
        ai_delay_ms: int = 0,
        rules: Rules | None = None,
        start: bool = True,
        store: GameStore | None = None,
    ) -> Table:
        if store is None:
            store = GameStore.open(data_dir)
            assert store.saving, store.report.notices
        rng = random.Random(seed)
        if resume:
            session = GameSession.resume_or_new(store, rules or Rules(), "medium", rng=rng, deferred_check=True)
        else:
            game = store.new_game(rules or Rules(), "medium", human_seat=0, first_dealer=first_dealer)
            if deck is not None:
                game.deal(deck)
            session = GameSession(store, game, rng)
        controller = GameController(session, ai_delay_ms=ai_delay_ms)
        settings = QSettings(str(data_dir / "settings.ini"), QSettings.Format.IniFormat)
        window = MainWindow(controller, settings)
        window.look.confirm_knock = confirm_knock
        window.scene.anim_ms = anim_ms
        table = Table(qtbot, store, session, controller, settings, window)
        controller.status.connect(table.statuses.append)
        qtbot.addWidget(window)
        opened.append(table)
        if resume:  # as the app: shown from the stored position, checked by the replay once painted
            replay_after_first_paint(window)
        window.show()
        qtbot.waitExposed(window)
        handle = window.windowHandle()
        assert handle is not None
        handle.requestActivate()  # as a window manager does: the card table gets the focus
        qtbot.waitUntil(window.isActiveWindow, timeout=WAIT_MS)
        if start:
            controller.start()
        if resume and start:
            qtbot.waitUntil(lambda: not controller.session.game.unchecked, timeout=WAIT_MS)
        return table

    yield make
    for table in reversed(opened):
        close(table)


def close(table: Table) -> None:
    """Close the window (saves the geometry, stops the controller) and the store."""
    if not table.closed:
        table.closed = True
        table.window.close()
        table.controller.shutdown()
        table.store.close()


@pytest.fixture
def knock_table(build: Builder) -> Table:
    """The human holds KNOCK_HAND as non-dealer and is offered the 2♦."""
    table = build(deck=knock_deck())
    table.wait_my_turn()
    return table
