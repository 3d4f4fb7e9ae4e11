"""The game's keys work wherever the focus is in the main window (issue 24, point 3): every key
(S, D, P, K, G, H, N, R, V, T, M, the arrows, Shift+arrows, Enter) is pressed after every kind
of focus change — the table, the Sort list chosen from or only focused, a panel button, the menu
bar, a closed notice, a closed tool window, no focus at all — with real key clicks to whatever
widget has the focus; an open drop-down keeps its arrows; the focus goes back to the table when
the Sort list, a notice or a tool window closes; a menu mnemonic never shadows a game key."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from shiboken6 import isValid

from gin_desktop.core import Card, Phase
from gin_desktop.entry.app import apply_language
from gin_desktop.ui.sort_box import SortBox
from tests.ui.conftest import UPCARD, WAIT_MS, Table

SHIFT = Qt.KeyboardModifier.ShiftModifier
GAME_LETTERS = "SDPKGHNRVTM"


def _window_manager_activates(table: Table) -> None:
    """A tool window closed: the window manager makes the main window the active one again (the
    offscreen platform has none, so the test asks for it as conftest does)."""
    handle = table.window.windowHandle()
    assert handle is not None
    handle.requestActivate()
    table.qtbot.waitUntil(table.window.isActiveWindow, timeout=WAIT_MS)


def _focus_table(table: Table) -> None:
    table.window.table.setFocus()


def _choose_from_sort_list(table: Table) -> None:
    """Open the Sort list with a click and choose its current entry with Enter, as a player does."""
    combo = table.window.panel.sort
    QTest.mouseClick(combo, Qt.MouseButton.LeftButton)
    view = combo.view()
    table.qtbot.waitUntil(view.isVisible, timeout=WAIT_MS)
    QTest.keyClick(view, Qt.Key.Key_Return)
    table.qtbot.waitUntil(lambda: not view.isVisible(), timeout=WAIT_MS)
    _window_manager_activates(table)  # (offscreen, the popup took the activation)
    assert table.window.table.hasFocus()  # chosen: the keys are the table's again


def _focus_sort_list(table: Table) -> None:
    table.window.panel.sort.setFocus(Qt.FocusReason.TabFocusReason)


def _focus_panel_button(table: Table) -> None:
    table.window.panel.sheet_button.setFocus(Qt.FocusReason.TabFocusReason)


def _focus_menu_bar(table: Table) -> None:
    table.window.menuBar().setFocus(Qt.FocusReason.MenuBarFocusReason)  # (as after Alt)


def _close_a_notice(table: Table) -> None:
    row = table.window.notices.notify("The disk is nearly full.")
    button = row.close_button
    assert button is not None
    button.setFocus(Qt.FocusReason.TabFocusReason)
    QTest.keyClick(button, Qt.Key.Key_Space)  # closed from the keyboard
    table.qtbot.waitUntil(lambda: not row.isVisible(), timeout=WAIT_MS)
    assert table.window.table.hasFocus()


def _close_a_tool_window(table: Table) -> None:
    QTest.keyClick(_focused(table), Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)  # the score sheet
    sheet = table.window.tools._open["score sheet"]
    table.qtbot.waitExposed(sheet)
    sheet.activateWindow()
    sheet.close()
    table.qtbot.waitUntil(lambda: not isValid(sheet), timeout=WAIT_MS)  # (closed and deleted)
    _window_manager_activates(table)
    assert table.window.table.hasFocus()


def _no_focus(table: Table) -> None:
    focus = QApplication.focusWidget()
    if focus is not None:
        focus.clearFocus()
    assert QApplication.focusWidget() is None


FOCUS_CHANGES: dict[str, Callable[[Table], None]] = {
    "table": _focus_table,
    "sort list chosen": _choose_from_sort_list,
    "sort list focused": _focus_sort_list,
    "panel button": _focus_panel_button,
    "menu bar": _focus_menu_bar,
    "notice closed": _close_a_notice,
    "tool window closed": _close_a_tool_window,
    "no focus": _no_focus,
}


def _focused(table: Table) -> QWidget:
    focus = QApplication.focusWidget()
    return focus if focus is not None else table.window


def _press(table: Table, change: Callable[[Table], None], key: Qt.Key, modifiers: Qt.KeyboardModifier
           = Qt.KeyboardModifier.NoModifier) -> None:
    change(table)
    QTest.keyClick(_focused(table), key, modifiers)
    assert QApplication.activePopupWidget() is None  # (no menu opened for a game key)


@pytest.mark.parametrize("change", list(FOCUS_CHANGES), ids=list(FOCUS_CHANGES))
def test_every_game_key_works_after_every_focus_change(knock_table: Table, change: str) -> None:
    table, w = knock_table, knock_table.window
    focus = FOCUS_CHANGES[change]
    status = w.status_label

    def press(key: Qt.Key, modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
        _press(table, focus, key, modifiers)

    # -- the upcard is offered: the keys that look, ask and refuse --------------------------------
    press(Qt.Key.Key_T)
    assert w.commands.tracker_action.isChecked()
    press(Qt.Key.Key_T)
    assert not w.commands.tracker_action.isChecked()
    press(Qt.Key.Key_M)
    assert w.commands.mute_action.isChecked()
    press(Qt.Key.Key_M)
    assert not w.commands.mute_action.isChecked()
    press(Qt.Key.Key_V)
    pile = w.tools._open["discard pile"]
    assert pile.isVisible()
    pile.close()
    table.qtbot.waitUntil(lambda: not isValid(pile), timeout=WAIT_MS)
    _window_manager_activates(table)
    press(Qt.Key.Key_R)
    assert status.text().startswith("A hand can be reviewed once it is over.")
    press(Qt.Key.Key_K)
    assert status.text().startswith("You cannot knock now.")
    press(Qt.Key.Key_G)
    assert status.text() != table.controller.prompt()  # refused, with its reason before the prompt
    press(Qt.Key.Key_H)
    table.qtbot.waitUntil(lambda: status.text().startswith("Hint: "), timeout=WAIT_MS)
    # -- the arrows choose and move a card ------------------------------------------------------
    press(Qt.Key.Key_Right)
    chosen = table.scene.selected
    assert chosen is not None
    order = table.controller.current().order
    press(Qt.Key.Key_Right, SHIFT)
    moved = table.controller.current().order
    assert moved != order and moved.index(chosen) == order.index(chosen) + 1
    press(Qt.Key.Key_Left, SHIFT)
    assert table.controller.current().order == order
    # -- P, S and Enter play --------------------------------------------------------------------
    press(Qt.Key.Key_P)
    assert table.saved_actions() == ["pass"]
    view = table.wait_my_turn()
    assert view.phase == Phase.DRAW
    press(Qt.Key.Key_S)
    assert table.saved_actions()[-1] == "draw_stock" and len(table.view().hand) == 11
    press(Qt.Key.Key_Left)
    chosen = table.scene.selected
    assert chosen is not None
    press(Qt.Key.Key_Return)
    assert table.saved_actions()[-1] == f"discard {chosen.code}"


@pytest.mark.parametrize("change", list(FOCUS_CHANGES), ids=list(FOCUS_CHANGES))
def test_d_k_and_n_work_after_every_focus_change(knock_table: Table, change: str) -> None:
    table = knock_table
    focus = FOCUS_CHANGES[change]
    _press(table, focus, Qt.Key.Key_D)
    assert Card.parse(UPCARD) in table.view().hand
    _press(table, focus, Qt.Key.Key_K)
    assert table.saved_actions() == ["draw_discard", "knock KD"]
    hand = table.session.hand
    assert hand is not None
    table.qtbot.waitUntil(lambda: hand.is_over, timeout=WAIT_MS)
    _press(table, focus, Qt.Key.Key_N)
    assert table.view().hand_number == 2


def test_an_open_drop_down_keeps_its_arrows_and_letters(knock_table: Table) -> None:
    table, combo = knock_table, knock_table.window.panel.sort
    assert isinstance(combo, SortBox)
    QTest.mouseClick(combo, Qt.MouseButton.LeftButton)
    view = combo.view()
    table.qtbot.waitUntil(view.isVisible, timeout=WAIT_MS)
    start = view.currentIndex().row()
    QTest.keyClick(view, Qt.Key.Key_Down)
    assert view.currentIndex().row() == (start + 1) % combo.count()  # the list's own arrow
    QTest.keyClick(view, Qt.Key.Key_S)
    assert table.saved_actions() == [] and table.scene.selected is None  # no game key while it is open
    QTest.keyClick(view, Qt.Key.Key_Escape)
    table.qtbot.waitUntil(lambda: not view.isVisible(), timeout=WAIT_MS)
    _window_manager_activates(table)
    QTest.keyClick(_focused(table), Qt.Key.Key_Right)  # closed: the arrows are the game's again
    assert table.scene.selected is not None


@pytest.fixture
def german(qapp: QApplication) -> Iterator[None]:
    installed = apply_language(qapp, "de")
    assert installed
    yield
    for translator in installed:
        QCoreApplication.removeTranslator(translator)
    QLocale.setDefault(QLocale.system())


def test_a_menu_mnemonic_never_shadows_a_game_key(german: None, knock_table: Table) -> None:
    """The menu bar after Alt takes a mnemonic letter (S of Spiel, H of Hilfe …) as a menu's: not
    when it is a game key: H gives the hint, and no menu opens (Alt+H is the menu's, not a game key).
    In German, whose menu titles underline game keys (the English ones underline none)."""
    table, w = knock_table, knock_table.window
    letters = {action.text()[action.text().index("&") + 1].upper() for action in w.menuBar().actions()
               if "&" in action.text()}
    shadowed = sorted(letters & set(GAME_LETTERS))
    assert "H" in shadowed  # (&Hilfe, as &Help was in English when the issue met it)
    _focus_menu_bar(table)
    QTest.keyClick(_focused(table), Qt.Key.Key_H)
    assert QApplication.activePopupWidget() is None  # no menu opened
    hint = QCoreApplication.translate("WindowActions", "Hint: {reason}").split("{reason}")[0]
    table.qtbot.waitUntil(lambda: w.status_label.text().startswith(hint), timeout=WAIT_MS)
    assert w.table.hasFocus()  # and the menu bar let the focus go
