"""The main window: keyboard and panel buttons, the score sheet, resuming a saved
game, the saved geometry, the layout at small and large sizes, the status line,
and the ``--smoke-test`` start-up."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, QRect, QRectF, QSize, QSizeF, Qt
from PySide6.QtGui import QDesktopServices, QHelpEvent, QIcon
from PySide6.QtWidgets import QApplication, QMessageBox, QTableWidget, QToolTip
from shiboken6 import isValid

from gin_desktop.core import Card, Phase, Rules, parse_cards
from gin_desktop.entry.app import icon_after_first_paint, install_icon
from gin_desktop.entry.smoke import open_every_window
from gin_desktop.text.score_text import bonus_label, reason_text
from gin_desktop.ui.card_pixmaps import CardPixmaps
from gin_desktop.ui.dialogs.pile_dialog import DiscardPileDialog
from gin_desktop.ui.dialogs.rules_help import RulesHelpDialog
from gin_desktop.ui.dialogs.score_sheet import HEADERS, ScoreChart, ScoreSheetDialog, sheet_rows
from gin_desktop.ui.dialogs.stats_window import StatisticsWindow
from gin_desktop.ui.settings_store import load_settings
from gin_desktop.ui.table.card_item import CardItem
from gin_desktop.values.hand_order import SortMode, sort_cards
from tests.core.deals import make_deck
from tests.ui.conftest import JUNK_HAND, KNOCK_HAND, UPCARD, WAIT_MS, Builder, Table, close, knock_deck

ROOT = Path(__file__).resolve().parents[2]


def knock_out(table: Table) -> None:
    """From the first turn of the knock deal: take the 2♦ (D) and knock with the K♦ (K)."""
    table.key(Qt.Key.Key_D)
    table.key(Qt.Key.Key_K)
    hand = table.session.hand
    assert hand is not None and hand.knocker == 0
    table.qtbot.waitUntil(lambda: hand.is_over, timeout=WAIT_MS)


# -- keyboard -------------------------------------------------------------------------------
def test_keys_d_k_and_n_take_knock_and_deal(knock_table: Table) -> None:
    table = knock_table
    assert table.window.table.hasFocus()  # keys go to the card table, as for a player
    table.key(Qt.Key.Key_D)
    assert Card.parse(UPCARD) in table.view().hand
    table.key(Qt.Key.Key_K)  # the best knock: the K♦ (confirmation off)
    assert table.saved_actions() == ["draw_discard", "knock KD"]
    hand = table.session.hand
    assert hand is not None
    table.qtbot.waitUntil(lambda: hand.is_over, timeout=WAIT_MS)
    table.key(Qt.Key.Key_N)
    assert len(table.session.match.hands) == 2
    assert table.session.hand is not hand and not table.session.hand.is_over  # type: ignore[union-attr]
    assert table.view().hand_number == 2


def test_keys_p_and_s_pass_and_draw(knock_table: Table) -> None:
    table = knock_table
    table.key(Qt.Key.Key_P)
    assert table.saved_actions() == ["pass"]
    view = table.wait_my_turn()
    assert view.phase == Phase.DRAW
    stock = view.stock_count
    table.key(Qt.Key.Key_S)
    assert table.saved_actions()[-1] == "draw_stock"
    assert len(table.view().hand) == 11 and table.view().stock_count == stock - 1


def test_panel_keeps_its_width_and_button_places_through_a_turn(knock_table: Table) -> None:
    """Drawing an 11th card adds the "after the best discard" line; neither the panel's
    width (and so the table's) nor the buttons below that line may move for it."""
    table = knock_table
    panel = table.window.panel

    def places() -> tuple[int, int, int]:
        return panel.width(), panel.pass_button.y(), table.window.table.width()

    table.key(Qt.Key.Key_P)
    table.wait_my_turn()
    before = places()
    assert panel.deadwood_after.text() == ""
    table.key(Qt.Key.Key_S)
    assert len(table.view().hand) == 11
    QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)  # the panel's layouts settle now
    assert "after the best discard" in panel.deadwood_after.text()
    assert places() == before
    table.key(Qt.Key.Key_Right)
    table.key(Qt.Key.Key_Return)  # discard the selected card
    assert len(table.view().hand) == 10
    QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
    assert panel.deadwood_after.text() == "" and places() == before


def test_k_without_a_knock_says_so(knock_table: Table) -> None:
    table = knock_table
    table.key(Qt.Key.Key_K)
    assert table.status() == f"You cannot knock now. {table.controller.prompt()}"
    assert table.saved_actions() == []


def test_arrow_keys_and_enter_discard_the_selected_card(knock_table: Table) -> None:
    """The window's own key handling (keys that reach the window itself)."""
    table = knock_table
    table.key(Qt.Key.Key_D)
    table.window.setFocus()  # no child widget holds the focus
    cards = table.scene.hand_cards()
    for _ in range(3):
        table.key(Qt.Key.Key_Right)
    assert table.scene.selected == cards[2]
    table.key(Qt.Key.Key_Left)
    assert table.scene.selected == cards[1]
    for _ in range(2):
        table.key(Qt.Key.Key_Left)  # wraps round to the last card
    assert table.scene.selected == cards[-1] == Card.parse(UPCARD)
    table.key(Qt.Key.Key_Left)
    assert table.scene.selected == Card.parse("KD") and table.item("KD").selected
    table.key(Qt.Key.Key_Return)
    assert table.saved_actions() == ["draw_discard", "discard KD"]


def test_shift_arrows_move_the_selected_card_and_the_order_is_saved(knock_table: Table) -> None:
    table = knock_table
    shift = Qt.KeyboardModifier.ShiftModifier
    cards = table.scene.hand_cards()
    table.key(Qt.Key.Key_Right)  # select the first card
    first = cards[0]
    assert table.scene.selected == first
    table.key(Qt.Key.Key_Right, shift)
    table.key(Qt.Key.Key_Right, shift)
    moved = [c for c in cards if c != first]
    moved.insert(2, first)
    assert table.scene.hand_cards() == moved and table.scene.selected == first
    assert table.session.hand_order() == moved  # saved with the game, as a drag would be
    assert table.window.panel.sort.currentData() == SortMode.OWN
    item = table.item(first)
    assert item.pos() == table.spot_pos(item)  # the table shows the new place
    table.key(Qt.Key.Key_Left, shift)
    table.key(Qt.Key.Key_Left, shift)
    table.key(Qt.Key.Key_Left, shift)  # already first: stays
    assert table.scene.hand_cards() == cards


def test_arrow_keys_and_enter_work_when_the_table_has_focus(knock_table: Table) -> None:
    """The card table holds the focus from the start and after any click on it."""
    table = knock_table
    assert table.window.table.hasFocus()
    table.key(Qt.Key.Key_Right)
    assert table.scene.selected == table.scene.hand_cards()[0]
    table.key(Qt.Key.Key_D)
    table.key(Qt.Key.Key_Left)
    table.key(Qt.Key.Key_Left)  # past the first card to the last (the 2♦), then the K♦
    assert table.scene.selected == Card.parse("KD") and table.window.table.hasFocus()
    table.key(Qt.Key.Key_Return)
    assert table.saved_actions() == ["draw_discard", "discard KD"]


def test_enter_discards_the_card_selected_by_a_click(knock_table: Table) -> None:
    table = knock_table
    table.key(Qt.Key.Key_D)
    table.click(table.grab_point(table.item("KD")))
    assert table.scene.selected == Card.parse("KD")
    table.key(Qt.Key.Key_Enter)
    assert table.saved_actions() == ["draw_discard", "discard KD"]


# -- panel buttons --------------------------------------------------------------------------
def test_panel_pass_button(knock_table: Table) -> None:
    table = knock_table
    panel = table.window.panel
    assert panel.pass_button.isEnabled() and not panel.knock_button.isEnabled()
    assert not panel.next_button.isEnabled()
    table.qtbot.mouseClick(panel.pass_button, Qt.MouseButton.LeftButton)
    assert table.saved_actions() == ["pass"]
    view = table.wait_my_turn()
    assert view.phase == Phase.DRAW  # no upcard on offer any more: Pass is off
    assert not panel.pass_button.isEnabled() and not panel.knock_button.isEnabled()
    saved = table.saved_actions()
    table.qtbot.mouseClick(panel.pass_button, Qt.MouseButton.LeftButton)  # a disabled button does nothing
    assert table.saved_actions() == saved and table.view() == view


def test_panel_knock_and_next_hand_buttons_after_taking_the_upcard(knock_table: Table) -> None:
    table = knock_table
    panel = table.window.panel
    table.drag_item(table.item(UPCARD), table.center(table.layout.hand))
    assert panel.knock_button.isEnabled() and not panel.pass_button.isEnabled()
    table.qtbot.mouseClick(panel.knock_button, Qt.MouseButton.LeftButton)  # the best knock card: K♦
    assert table.saved_actions() == ["draw_discard", "knock KD"]
    hand = table.session.hand
    assert hand is not None
    table.qtbot.waitUntil(lambda: hand.is_over and panel.next_button.isEnabled(), timeout=WAIT_MS)
    table.qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
    assert len(table.session.match.hands) == 2
    assert not panel.next_button.isEnabled()


def test_knock_asks_for_confirmation(build: Builder, monkeypatch: pytest.MonkeyPatch) -> None:
    table = build(deck=knock_deck(), confirm_knock=True)
    table.wait_my_turn()
    asked: list[str] = []
    answer = [QMessageBox.StandardButton.No]

    def question(_parent: object, _title: str, text: str) -> QMessageBox.StandardButton:
        asked.append(text)
        return answer[0]

    monkeypatch.setattr(QMessageBox, "question", question)
    table.key(Qt.Key.Key_D)
    item = table.item("KD")
    home = table.spot_pos(item)
    table.drag_item(item, table.center(table.layout.knock))
    assert asked == ["Discard K♦ and knock with 2 deadwood?"]
    assert table.saved_actions() == ["draw_discard"] and item.pos() == home  # "No": back in the hand
    answer[0] = QMessageBox.StandardButton.Yes
    table.drag_item(item, table.center(table.layout.knock))
    assert len(asked) == 2 and table.saved_actions() == ["draw_discard", "knock KD"]


def test_big_gin_button_and_key(build: Builder) -> None:
    deck = make_deck("AS 2S 3S 4H 5H 6H 7C 8C 9C TC", JUNK_HAND, upcard="JC")
    table = build(deck=deck)
    table.wait_my_turn()
    panel = table.window.panel
    assert panel.gin_button.isHidden()
    table.key(Qt.Key.Key_D)  # all 11 cards meld
    assert panel.gin_button.isVisible() and panel.knock_button.text() == "Gin! (&K)"
    assert "Big Gin" in table.status()
    table.qtbot.mouseClick(panel.gin_button, Qt.MouseButton.LeftButton)
    assert table.saved_actions() == ["draw_discard", "big_gin"]
    hand = table.session.hand
    assert hand is not None
    table.qtbot.waitUntil(lambda: hand.is_over, timeout=WAIT_MS)
    assert hand.result is not None and hand.result.kind == "big_gin" and hand.result.winner == 0


def test_g_key_goes_big_gin(build: Builder) -> None:
    table = build(deck=make_deck("AS 2S 3S 4H 5H 6H 7C 8C 9C TC", JUNK_HAND, upcard="JC"))
    table.wait_my_turn()
    table.key(Qt.Key.Key_G)
    assert table.saved_actions() == []  # not before drawing
    table.key(Qt.Key.Key_D)
    table.key(Qt.Key.Key_G)
    assert table.saved_actions() == ["draw_discard", "big_gin"]


# -- sorting --------------------------------------------------------------------------------
def test_sort_choice_sorts_the_hand_and_saves_the_order(knock_table: Table) -> None:
    table = knock_table
    sort = table.window.panel.sort
    sort.setCurrentIndex(sort.findData(SortMode.SUIT))
    shown = table.scene.hand_cards()
    assert shown == sort_cards(shown, SortMode.SUIT) and shown != parse_cards(KNOCK_HAND)
    assert table.session.hand_order() == shown
    assert table.settings.value("play/sort") == "suit"
    xs = [table.item(c).pos().x() for c in shown]
    assert xs == sorted(xs)


def test_own_arrangement_after_a_sort_survives_a_restart(build: Builder) -> None:
    table = build(deck=knock_deck())
    table.wait_my_turn()
    sort = table.window.panel.sort
    sort.setCurrentIndex(sort.findData(SortMode.RANK))
    first = table.scene.hand_cards()[0]
    table.move_in_hand(table.item(first), table.layout.hand.x + table.layout.hand.w - 2)
    order = table.scene.hand_cards()
    assert order[-1] == first and table.session.hand_order() == order
    close(table)
    again = build(resume=True)
    assert again.scene.hand_cards() == order
    assert again.window.panel.sort.currentData() is SortMode.OWN


def cell_text(sheet: QTableWidget, row: int, column: int) -> str:
    item = sheet.item(row, column)
    assert item is not None
    return item.text()


# -- score sheet ----------------------------------------------------------------------------
def test_score_sheet_shows_a_row_per_finished_hand(knock_table: Table) -> None:
    table = knock_table
    knock_out(table)
    table.qtbot.mouseClick(table.window.panel.next_button, Qt.MouseButton.LeftButton)
    table.play_hand_with_hints()
    match = table.session.match
    assert len(match.sheet) == 2 and not match.is_over

    table.qtbot.mouseClick(table.window.panel.sheet_button, Qt.MouseButton.LeftButton)
    dialogs = table.window.findChildren(ScoreSheetDialog)
    assert len(dialogs) == 1 and dialogs[0].isVisible()
    sheet = dialogs[0].table
    rows = sheet_rows(match, 0)
    assert sheet.rowCount() == len(rows) == 2 and sheet.columnCount() == len(HEADERS)
    shown = [[cell_text(sheet, r, c) for c in range(len(HEADERS))] for r in range(sheet.rowCount())]
    assert shown == rows
    for row, entry in zip(shown, match.sheet, strict=True):
        assert row[0] == str(entry.hand_number) and row[-1] == reason_text(entry.result.reason) and row[-1]
    first = match.sheet[0]
    assert shown[0][:3] == ["1", "Computer", "Knock (You)"]
    assert shown[0][3] == str(first.result.points) and shown[0][5] == str(first.totals[0])
    dialogs[0].close()


def test_score_chart_labels_both_totals_and_tells_each_hand_on_hover(knock_table: Table) -> None:
    table = knock_table
    knock_out(table)
    one = ScoreChart(table.session.match, 0)
    table.qtbot.addWidget(one)
    assert one.accessibleDescription().startswith("After 1 hand: you ")  # not "1 hands"
    table.qtbot.mouseClick(table.window.panel.next_button, Qt.MouseButton.LeftButton)
    table.play_hand_with_hints()
    match = table.session.match
    you, computer = match.sheet[-1].totals
    chart = ScoreChart(match, 0)
    table.qtbot.addWidget(chart)
    chart.resize(600, 180)
    chart.show()
    assert [label for label, _ in chart.legend()] == [f"You {you}", f"Computer {computer}"]
    assert chart.accessibleDescription() == f"After 2 hands: you {you}, the computer {computer}"
    plot = chart.plot_rect()
    assert plot.left() > 0 and plot.top() > 0 and plot.right() < 600 and plot.bottom() < 180
    first = match.sheet[0].totals
    assert chart.tooltip_at(plot.center().x()) == f"After hand 1: you {first[0]}, the computer {first[1]}"
    assert chart.tooltip_at(plot.right()) == f"After hand 2: you {you}, the computer {computer}"
    assert chart.tooltip_at(plot.left()) == "" and chart.hand_at(1) is None  # the start, and the scale
    at = QPoint(round(plot.right()), round(plot.center().y()))
    QApplication.sendEvent(chart, QHelpEvent(QEvent.Type.ToolTip, at, chart.mapToGlobal(at)))  # the mouse rests
    assert QToolTip.isVisible() and QToolTip.text() == f"After hand 2: you {you}, the computer {computer}"
    QToolTip.hideText()
    image = chart.grab().toImage()
    legend_y = round(4 + chart.fontMetrics().height() / 2)
    swatch = image.pixelColor(round(plot.left()) + 9, legend_y)
    assert swatch.blue() > 150 and swatch.red() < 100  # the player's colour in the legend


def test_tool_windows_are_one_of_each_and_deleted_when_closed(knock_table: Table) -> None:
    """A second Score sheet (or pile, rules, statistics) replaces the open one in its place;
    a closed one is deleted, not kept hidden for the rest of the session."""
    table = knock_table
    window = table.window
    click = Qt.MouseButton.LeftButton
    table.qtbot.mouseClick(window.panel.sheet_button, click)
    (first,) = window.findChildren(ScoreSheetDialog)
    first.move(first.pos() + QPoint(40, 30))
    where = first.geometry()
    table.qtbot.mouseClick(window.panel.sheet_button, click)
    table.qtbot.waitUntil(lambda: not isValid(first), timeout=WAIT_MS)
    (second,) = window.findChildren(ScoreSheetDialog)
    assert second.isVisible() and second.geometry() == where
    second.close()
    table.qtbot.waitUntil(lambda: not window.findChildren(ScoreSheetDialog), timeout=WAIT_MS)
    for show, kind in ((window.tools.show_discard_pile, DiscardPileDialog), (window.tools.show_rules, RulesHelpDialog),
                       (window.tools.show_statistics, StatisticsWindow)):
        show()
        show()
        table.qtbot.waitUntil(lambda kind=kind: len(window.findChildren(kind)) == 1, timeout=WAIT_MS)
        (shown,) = window.findChildren(kind)
        assert shown.isVisible()
        shown.close()
        table.qtbot.waitUntil(lambda kind=kind: not window.findChildren(kind), timeout=WAIT_MS)


def test_sheet_rows_of_a_finished_game_end_with_bonuses_and_the_final(build: Builder) -> None:
    table = build(deck=knock_deck(), rules=Rules(target=50))
    table.wait_my_turn()
    knock_out(table)
    match = table.session.match
    assert match.result is not None and match.result.winner == 0
    rows = sheet_rows(match, 0)
    assert rows[0][2] == "Knock (You)" and rows[0][-1] == reason_text(match.sheet[0].result.reason)
    labels = [r[2] for r in rows[1:]]
    assert labels[-1] == "Final" and any(label.startswith("Game bonus") for label in labels)
    assert rows[-1][5:7] == [str(match.result.totals[0]), str(match.result.totals[1])]
    assert rows[-1][-1].startswith("You won by")
    dialog = table.window.tools.show_score_sheet()
    assert dialog.table.rowCount() == len(rows)
    dialog.close()


def test_status_tells_who_won_the_game(build: Builder) -> None:
    table = build(deck=knock_deck(), rules=Rules(target=50))
    table.wait_my_turn()
    knock_out(table)
    assert table.session.match.is_over
    assert "You won the game" in table.status()


def test_game_over_table_and_panel_show_the_final_and_offer_a_new_game(build: Builder) -> None:
    """The hand that ends the game: the banner gives the final score and says New game, the
    panel's scores are the final totals (bonuses in), and its Next hand button is New game."""
    table = build(deck=knock_deck(), rules=Rules(target=50))
    table.wait_my_turn()
    knock_out(table)
    final = table.session.match.result
    assert final is not None and final.winner == 0
    card = table.scene.result_panel.card
    assert card is not None and card.game_over and card.game_won and card.action == "New game"
    assert card.title == "You win the game!" and card.points == f"{final.totals[0]}–{final.totals[1]}"
    assert card.score.startswith(f"Final score {final.totals[0]} to {final.totals[1]}, bonuses included")
    assert card.score.endswith(": a shutout") == final.shutout
    assert card.bonuses and card.bonuses == tuple(
        (f"You: {bonus_label(line)}", f"+{line.points}") for line in final.bonuses)
    panel = table.window.panel
    assert (panel.you.text(), panel.computer.text()) == (str(final.totals[0]), str(final.totals[1]))
    assert final.totals[0] > table.view().scores[0]  # the game and box bonuses are in
    assert panel.next_button.text() == "&New game" and panel.next_button.isEnabled()
    finished = table.session.game.id
    table.qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)  # no question: the game is over
    session = table.controller.session  # a new game: a new session
    assert session.game.id != finished and not session.match.is_over
    assert session.hand is not None and not session.hand.is_over
    assert panel.next_button.text() == "&Next hand" and not panel.next_button.isEnabled()
    assert (panel.you.text(), panel.computer.text()) == ("0", "0")


# -- resuming -------------------------------------------------------------------------------
def test_resume_shows_the_same_hand_phase_and_card_order(build: Builder) -> None:
    table = build(deck=knock_deck())
    table.window.setGeometry(20, 40, 760, 620)  # on the offscreen screen (800 x 800), kept as it is
    table.wait_my_turn()
    table.drag_item(table.item(UPCARD), table.center(table.layout.hand))
    table.drag_item(table.item("KD"), table.center(table.layout.discard))
    table.wait_my_turn()
    table.key(Qt.Key.Key_S)  # 11 cards, the discard phase
    drawn = table.view().hand[-1]
    table.move_in_hand(table.item("5H"), table.layout.hand.x)  # to the far left
    order = table.scene.hand_cards()
    assert order[0] == Card.parse("5H") and order[-1] == drawn
    table.move_in_hand(table.item(drawn), table.layout.hand_x[order[4]] + 1)  # the new card after the fifth
    order = table.scene.hand_cards()
    assert order[5] == drawn
    view, status, game_id = table.view(), table.status(), table.session.game.id
    close(table)

    again = build(resume=True)
    assert again.session.game.id == game_id
    assert again.window.geometry() == QRect(20, 40, 760, 620)
    assert again.view() == view  # same hand, phase, cards, pile, stock count, history
    assert again.view().phase == Phase.DISCARD and len(again.view().hand) == 11
    assert again.scene.hand_cards() == order
    assert again.status() == status
    xs = [again.item(c).pos().x() for c in order]  # shown left to right in that order
    assert xs == sorted(xs) and len(set(xs)) == len(xs)
    # and play goes on from there
    again.double_click(again.grab_point(again.item(order[0])))
    assert again.saved_actions()[-1] == f"discard {order[0].code}"


def test_resume_between_hands_keeps_the_score_and_deals_once(build: Builder) -> None:
    table = build(deck=knock_deck())
    table.wait_my_turn()
    knock_out(table)
    result = table.session.hand.result  # type: ignore[union-attr]
    assert result is not None and result.points == 61
    close(table)
    again = build(resume=True)  # back on the finished hand's result, as it was left
    view = again.view()
    assert view.hand_number == 1 and len(again.session.match.hands) == 1
    assert view.result == result and view.scores == (61, 0)
    assert again.window.panel.next_button.isEnabled() and "Next hand" in again.status()
    again.key(Qt.Key.Key_N)  # the next hand, dealt once
    assert len(again.session.match.hands) == 2 and again.view().hand_number == 2
    again.key(Qt.Key.Key_N)  # not a second deal
    assert len(again.session.match.hands) == 2 and "still being played" in again.status()


# -- geometry and layout --------------------------------------------------------------------
class FakeScreen:
    def __init__(self, width: int, height: int) -> None:
        self.room = QRect(0, 0, width, height)

    def availableGeometry(self) -> QRect:
        return self.room


def test_the_computer_pace_setting_paces_the_computer(build: Builder) -> None:
    """Options > Settings > Computer's pace sets the least time between the computer's moves
    (a controller made without pacing, as in tests and the smoke test, stays unpaced)."""
    paced = build(ai_delay_ms=650, start=False)
    window = paced.window
    assert paced.controller.ai_delay_ms == window.prefs.pace_ms == 650
    window.look.settings_chosen(replace(window.prefs, pace="brisk"))
    assert paced.controller.ai_delay_ms == 250
    assert load_settings(window.settings)[0].pace == "brisk"  # and saved
    window.look.settings_chosen(replace(window.prefs, pace="relaxed"))
    assert paced.controller.ai_delay_ms == 1100
    close(paced)
    unpaced = build(ai_delay_ms=0, start=False)
    unpaced.window.look.apply_prefs(replace(unpaced.window.prefs, pace="relaxed"))
    assert unpaced.controller.ai_delay_ms == 0


def test_full_screen_from_the_view_menu_and_back(knock_table: Table) -> None:
    window = knock_table.window
    action = window.commands.full_screen_action
    assert not action.isChecked() and not window.isFullScreen()
    assert not action.shortcut().isEmpty()  # F11 or the platform's own key
    action.trigger()
    knock_table.qtbot.waitUntil(window.isFullScreen, timeout=WAIT_MS)
    assert action.isChecked()
    window.showNormal()  # left some other way (the window manager): the tick follows
    knock_table.qtbot.waitUntil(lambda: not window.isFullScreen(), timeout=WAIT_MS)
    assert not action.isChecked()
    action.trigger()
    knock_table.qtbot.waitUntil(window.isFullScreen, timeout=WAIT_MS)
    action.trigger()
    knock_table.qtbot.waitUntil(lambda: not window.isFullScreen(), timeout=WAIT_MS)
    assert not action.isChecked()


@pytest.mark.parametrize(
    ("room", "size"),
    [
        ((1920, 1040), (1180, 780)),  # a desktop monitor: the full default
        ((1280, 680), (1180, 625)),  # 13-inch laptop at 150%, task bar taken: the window fits
        ((1366, 728), (1180, 669)),  # 1366×768 laptop at 100%
        ((600, 400), (0, 0)),  # smaller than the window can be: its minimum size
    ],
)
def test_first_launch_window_fits_the_screen(build: Builder, monkeypatch: pytest.MonkeyPatch,
                                             room: tuple[int, int], size: tuple[int, int]) -> None:
    """Edge case: a fixed 1180×780 window would run off a small laptop screen."""
    window = build().window
    least = window.minimumSizeHint()  # (depends on the fonts: about 690×500 here)
    assert least.width() <= 760 and least.height() <= 600
    monkeypatch.setattr(window, "screen", lambda: FakeScreen(*room))
    assert window.first_size() == QSize(*size).expandedTo(least)


def test_window_geometry_is_restored_from_the_settings_file(build: Builder, data_dir: Path) -> None:
    table = build(deck=knock_deck())
    assert table.window.size() == table.window.first_size()  # no settings yet: the first launch's size
    table.window.resize(740, 610)
    table.window.move(15, 30)
    geometry = table.window.geometry()
    close(table)
    assert (data_dir / "settings.ini").is_file()
    again = build(resume=True)
    assert again.window.geometry() == geometry


def card_rects(table: Table) -> dict[str, QRectF]:
    layout = table.layout
    return {
        key: QRectF(item.pos(), QSizeF(layout.card_w, layout.card_h))
        for key, item in table.scene.items_by_key.items()
        if isinstance(item, CardItem)
    }


def check_layout(table: Table) -> float:
    """Every card inside the scene; the player's row clear of the opponent's. Returns the card width."""
    scene_rect = table.scene.sceneRect()
    viewport = table.viewport.size()
    assert (scene_rect.width(), scene_rect.height()) == (viewport.width(), viewport.height())
    rects = card_rects(table)
    inside = scene_rect.adjusted(-0.5, -0.5, 0.5, 0.5)
    for key, rect in rects.items():
        assert inside.contains(rect), (key, rect, scene_rect)
    view = table.view()
    mine = [rects[f"card:{c.code}"] for c in view.hand]
    hidden = {c for c in table.session.hand.hands[1]}  # type: ignore[union-attr]
    if view.result is not None and view.result.defender is not None:  # the computer's lay-offs join my melds
        hidden -= {lay.card for lay in view.result.defender.layoffs}
    theirs = [r for key, r in rects.items() if key.startswith("back:opp:")]
    theirs += [r for key, r in rects.items() if key.startswith("card:") and Card.parse(key[5:]) in hidden]
    assert mine and theirs
    assert min(r.top() for r in mine) >= max(r.bottom() for r in theirs)
    for r in mine:
        assert not any(r.intersects(t) for t in theirs)
    return table.layout.card_w


@pytest.mark.parametrize("size", [(800, 600), (2400, 1400)])
def test_layout_fits_small_and_large_windows(knock_table: Table, size: tuple[int, int]) -> None:
    table = knock_table
    table.window.resize(*size)
    assert table.window.size() == QSize(*size)
    widths = [check_layout(table)]  # the first turn: 10 cards and the upcard
    table.key(Qt.Key.Key_D)
    widths.append(check_layout(table))  # 11 cards
    table.key(Qt.Key.Key_K)
    hand = table.session.hand
    assert hand is not None
    table.qtbot.waitUntil(lambda: hand.is_over, timeout=WAIT_MS)
    widths.append(check_layout(table))  # the showdown rows
    if size == (800, 600):
        assert max(widths) < 80
    else:
        assert min(widths) > 150


def test_cards_grow_with_the_window(knock_table: Table) -> None:
    table = knock_table
    table.window.resize(800, 600)
    small = table.layout.card_w
    table.window.resize(2400, 1400)
    large = table.layout.card_w
    assert large > 2 * small
    item = table.item("AS")
    assert item.boundingRect().width() > large  # the item itself was resized
    assert item.pos() == table.spot_pos(item)


# -- the status line ------------------------------------------------------------------------
def test_status_line_always_has_text(build: Builder) -> None:
    table = build(seed=31)
    empty: list[str] = []

    def check() -> None:
        if not table.status().strip():
            empty.append(repr(table.view().phase))

    check()
    table.play_hand_with_hints(check)
    check()
    table.controller.draw_stock()  # refused: the reason shows
    assert table.status() == f"The hand is over: press Next hand. {table.controller.prompt()}"
    table.key(Qt.Key.Key_N)
    check()
    table.play_hand_with_hints(check)
    check()
    assert empty == []
    assert all(text.strip() for text in table.statuses)


def test_status_shows_each_turn_what_to_do(knock_table: Table) -> None:
    table = knock_table
    assert UPCARD[0] in table.status() and "pass" in table.status().lower()
    table.key(Qt.Key.Key_D)
    assert "knock" in table.status().lower()
    table.key(Qt.Key.Key_K)
    assert table.status()  # the computer lays out, then the result shows
    hand = table.session.hand
    assert hand is not None
    table.qtbot.waitUntil(lambda: hand.is_over, timeout=WAIT_MS)
    assert hand.result is not None and reason_text(hand.result.reason) in table.status()
    assert "Next hand" in table.status()


# -- start-up -------------------------------------------------------------------------------
def test_smoke_test_flag(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env.pop("GIN_RUMMY_DATA_DIR", None)
    proc = subprocess.run(
        [sys.executable, "-m", "gin_desktop", "--smoke-test", "--data-dir", str(tmp_path)],
        capture_output=True, text=True, timeout=120, cwd=ROOT, env=env,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr[-2000:]
    assert "smoke test: ok" in proc.stdout and "window icon set" in proc.stdout and "every window opens" in proc.stdout
    assert (tmp_path / "games.sqlite").is_file()  # it played in the folder it was given


def test_missing_card_art_keeps_the_game_playable_and_is_told_once(build: Builder, tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    boxes: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: boxes.append(text))
    table = build(deck=knock_deck(), start=False)

    def told() -> list[str]:
        return [row.text for row in table.window.notices.rows() if "card pictures" in row.text]

    empty = tmp_path / "no-cards"
    empty.mkdir()
    table.window.pixmaps = CardPixmaps(folder=empty)
    table.window.pixmaps.on_art_problem = table.window.look._art_problem_found
    table.controller.start()
    table.window.table.canvas.repaint()
    table.qtbot.waitUntil(lambda: bool(told()), timeout=WAIT_MS)
    table.key(Qt.Key.Key_D)  # play on: take the upcard, with the large-index faces
    assert Card.parse(UPCARD) in table.view().hand
    table.window.table.canvas.repaint()
    QApplication.processEvents()  # a second notice would come as a zero-time timer: delivered now
    (text,) = told()
    assert "large-index faces or plain cards are shown" in text and "card image missing" in text
    assert boxes == []  # in the notice bar, never a modal box (it would stop a --smoke-test)


def test_about_says_where_the_saves_are_and_opens_that_folder(knock_table: Table,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    opened: list[str] = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url.toLocalFile()) or True)
    window = knock_table.window
    window.commands.about_action.trigger()
    (box,) = [b for b in window.findChildren(QMessageBox) if b.objectName() == "about" and b.isVisible()]
    folder = str(knock_table.store.report.data_dir)
    assert f"Saved games and settings: {folder}" in box.text() and "Gin Rummy " in box.text()
    assert "Log: " in box.text() or "No log file is written." in box.text()
    (button,) = [b for b in box.buttons() if b.text() == "Open that folder"]
    knock_table.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert opened == [folder]
    assert not [row for row in window.notices.rows() if folder in row.text]  # it opened: nothing to say


def test_about_says_so_when_no_file_manager_opens_the_folder(knock_table: Table,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 13: on a desktop without a file manager openUrl fails; the player is told, and the
    path is on the clipboard (it used to do nothing at all)."""
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: False)
    window = knock_table.window
    window.commands.about_action.trigger()
    (box,) = [b for b in window.findChildren(QMessageBox) if b.objectName() == "about" and b.isVisible()]
    (button,) = [b for b in box.buttons() if b.text() == "Open that folder"]
    knock_table.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    folder = str(knock_table.store.report.data_dir)
    (said,) = [row for row in window.notices.rows() if folder in row.text]
    assert said.isVisible() and "No file manager opened the folder" in said.text
    clipboard = QApplication.clipboard()
    assert clipboard is not None and clipboard.text() == folder


def test_install_icon_sets_the_game_icon_and_refuses_a_missing_file(qapp: QApplication, tmp_path: Path) -> None:
    qapp.setWindowIcon(QIcon())
    assert not install_icon(qapp, tmp_path / "missing.svg") and qapp.windowIcon().isNull()
    assert install_icon(qapp)  # assets/icon.svg
    assert not qapp.windowIcon().pixmap(64, 64).isNull()


def test_window_icon_comes_right_after_the_first_paint(knock_table: Table) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    app.setWindowIcon(QIcon())
    icon_after_first_paint(app, knock_table.window)
    assert app.windowIcon().isNull()  # not before the table is painted
    knock_table.window.table.canvas.repaint()
    knock_table.qtbot.waitUntil(lambda: not app.windowIcon().isNull(), timeout=WAIT_MS)
    assert not knock_table.window.windowIcon().isNull()  # the window has it too


def test_smoke_test_opens_every_window_and_names_one_that_fails(knock_table: Table,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    knock_out(knock_table)  # a finished hand, for its replay
    window = knock_table.window
    assert open_every_window(window) == []
    assert window.tools.tracker_dock is not None and window.findChildren(StatisticsWindow) == []

    def broken() -> None:
        raise ModuleNotFoundError("No module named 'gin_desktop.ui.dialogs.rules_help'")

    monkeypatch.setattr(window.tools, "show_rules", broken)
    assert open_every_window(window) == [
        "rules: ModuleNotFoundError: No module named 'gin_desktop.ui.dialogs.rules_help'"]


def test_startup_probe_reports_the_first_paint_of_the_resumed_game(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env.pop("GIN_RUMMY_DATA_DIR", None)
    run = [sys.executable, "-m", "gin_desktop", "--data-dir", str(tmp_path)]
    played = subprocess.run([*run, "--smoke-test"], capture_output=True, text=True, timeout=120, cwd=ROOT, env=env)
    assert played.returncode == 0, played.stdout + played.stderr[-2000:]
    saved = int(played.stdout.split(" with ")[1].split()[0])  # "resumed game 1 with 17 actions: ok"
    before = time.monotonic()
    proc = subprocess.run([*run, "--startup-probe"], capture_output=True, text=True, timeout=120, cwd=ROOT, env=env)
    after = time.monotonic()
    assert proc.returncode == 0, proc.stdout + proc.stderr[-2000:]
    words = proc.stdout.split()
    assert words[0] == "first-paint" and before < float(words[1]) < after  # the clock all processes share
    assert words[2:6] == ["game", "1", "actions", str(saved)]  # the saved game, resumed whole
    assert words[6] == "rss" and int(words[7]) > 0  # the peak memory by then (KB)
    assert words[8] == "order" and len(words[9].split(",")) in (10, 11)  # its cards, as shown
