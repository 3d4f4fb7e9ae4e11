"""A whole game played with the keyboard only: every move is a key press."""

from __future__ import annotations

from PySide6.QtCore import Qt

from gin_desktop.core import Action, BigGin, Card, Discard, DrawDiscard, DrawStock, Hand, Knock, Pass, Phase, Rules
from tests.ui.conftest import WAIT_MS, Builder, Table
from tests.ui.quick_moves import quick_move

KEYS = {DrawStock: Qt.Key.Key_S, DrawDiscard: Qt.Key.Key_D, Pass: Qt.Key.Key_P, BigGin: Qt.Key.Key_G}


def select_with_arrows(table: Table, card: Card) -> None:
    """Move the selection with → until ``card`` is selected (wrapping around)."""
    for _ in range(12):
        if table.scene.selected == card:
            return
        table.key(Qt.Key.Key_Right)
    raise AssertionError(f"could not select {card} with the arrow keys")


def press_for(table: Table, action: Action) -> None:
    if isinstance(action, (Discard, Knock)):
        select_with_arrows(table, action.card)
        table.key(Qt.Key.Key_Return if isinstance(action, Discard) else Qt.Key.Key_K)
    else:
        table.key(KEYS[type(action)])


def test_a_whole_game_by_keyboard(build: Builder) -> None:
    table = build(rules=Rules(target=50), seed=5)
    session = table.session
    keyed = 0
    while not session.match.is_over:
        hand = session.hand
        assert hand is not None
        if hand.is_over:
            table.key(Qt.Key.Key_N)
            continue

        def ready(hand: Hand = hand) -> bool:
            view = table.controller.view()
            return hand.is_over or (
                view is not None and view.my_turn and view.phase != Phase.SHOWDOWN
                and not table.controller.is_thinking()
            )

        table.qtbot.waitUntil(ready, timeout=WAIT_MS)
        if hand.is_over:
            continue
        before = session.game.action_count
        action = quick_move(table.view())
        press_for(table, action)
        assert session.game.action_count == before + 1, (action, table.status())
        # The move made is the one the keys asked for (K knocks with the selected card).
        seat, made = hand.history[before - sum(len(h.history) for h in session.match.hands[:-1])]
        assert seat == session.human and type(made) is type(action)
        assert getattr(made, "card", None) == getattr(action, "card", None)
        keyed += 1
    assert keyed > 10
    assert session.match.result is not None
    assert "won the game" in table.window.status_label.text()
