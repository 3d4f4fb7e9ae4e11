"""Random real input on the table: clicks, double-clicks, drags and game keys at random
places, seeded. Whatever the player does, the app raises nothing (pytest-qt fails a test
on an exception in any Qt callback), the table shows exactly the player's cards, and the
save file replays to the game on the screen.

Two ways: ``still`` waits for the table to settle before each event (no animations, the
computer at once), so the table is checked after every one; ``live`` plays with
animations and the computer's pacing on and does not wait, so input lands while cards fly
and the computer thinks, and the table is checked once it has settled at the end."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication, QDialog

from gin_desktop.core import Phase
from gin_desktop.store import GameStore
from tests.ui.conftest import Builder, Table

KEYS = (Qt.Key.Key_S, Qt.Key.Key_D, Qt.Key.Key_P, Qt.Key.Key_K, Qt.Key.Key_G, Qt.Key.Key_N, Qt.Key.Key_V,
        Qt.Key.Key_H, Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Return)
EVENTS = 600


def somewhere(table: Table, rng: random.Random) -> QPointF:
    """A random point of the table: mostly on cards and zones, sometimes on bare felt."""
    layout = table.layout
    items = list(table.scene.items_by_key.values())
    pick = rng.random()
    if pick < 0.5 and items:
        item = rng.choice(items)
        return item.pos() + QPointF(rng.uniform(0, layout.card_w), rng.uniform(0, layout.card_h))
    if pick < 0.8:
        zone = rng.choice((layout.stock, layout.discard, layout.knock, layout.hand))
        return QPointF(rng.uniform(zone.x, zone.x + zone.w), rng.uniform(zone.y, zone.y + zone.h))
    return QPointF(rng.uniform(0, layout.width), rng.uniform(0, layout.height))


def close_dialogs() -> None:
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, QDialog) and widget.isVisible():
            widget.close()


def settle(table: Table) -> None:
    """Until the computer has moved and no card is flying."""
    table.qtbot.waitUntil(lambda: not table.controller.is_thinking(), timeout=10_000)
    table.wait_still()


def check_table(table: Table) -> None:
    """The cards of the player's hand on the table are exactly the hand."""
    view = table.view()
    shown = {item.card for key, item in table.scene.items_by_key.items()
             if key.startswith("card:") and item.card in view.hand}
    assert shown == set(view.hand)
    if view.phase not in (Phase.SHOWDOWN, Phase.OVER, Phase.DEAD):
        assert len(view.hand) in (10, 11)
        assert set(table.scene.hand_cards()) == set(view.hand)


LIVE = pytest.mark.slow  # with animations and pacing on: several seconds each


@pytest.mark.parametrize(("mode", "seed"), [("still", 1), ("still", 2), ("still", 3),
                                            pytest.param("live", 4, marks=LIVE), pytest.param("live", 5, marks=LIVE)])
def test_random_input_never_breaks_the_game(build: Builder, mode: str, seed: int) -> None:
    live = mode == "live"
    table = build(seed=seed, anim_ms=120, ai_delay_ms=40) if live else build(seed=seed)
    rng = random.Random(seed)
    played: dict[int, int] = {}  # game id -> actions (N starts a new game once one is over)
    for _ in range(EVENTS):
        if live:
            table.qtbot.wait(rng.choice((0, 0, 5, 30)))
        else:
            settle(table)
        kind = rng.random()
        if kind < 0.3:
            table.click(somewhere(table, rng))
        elif kind < 0.4:
            table.double_click(somewhere(table, rng))
        elif kind < 0.7:
            table.drag(somewhere(table, rng), somewhere(table, rng), steps=rng.randint(2, 8))
        else:
            table.key(rng.choice(KEYS))
        close_dialogs()  # the discard pile (V) and the game-over box; focus back to the table
        table.window.activateWindow()
        table.window.table.setFocus()
        QApplication.processEvents()
        if not live:
            check_table(table)
        game = table.controller.session.game
        played[game.id] = game.action_count
    settle(table)
    check_table(table)
    session = table.controller.session
    played[session.game.id] = session.game.action_count
    # (live, keys pressed while the computer thinks are refused: fewer moves get through)
    assert sum(played.values()) > (4 if live else 10), "the random player should have got somewhere"
    again = GameStore.open(table.store.report.data_dir, read_only=True)
    try:
        for game_id, moves in played.items():
            loaded = again.load_game(game_id)
            assert loaded is not None and loaded.action_count == moves
        saved = again.load_game(session.game.id)
        assert saved is not None
        assert saved.match.scores == session.match.scores and len(saved.match.hands) == len(session.match.hands)
        hand, was = saved.match.hand, session.hand
        assert (hand is None) == (was is None)
        if hand is not None and was is not None:
            assert hand.phase == was.phase and [sorted(h) for h in hand.hands] == [sorted(h) for h in was.hands]
    finally:
        again.close()
