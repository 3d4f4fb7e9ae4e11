"""The known-cards tracker and the spoken descriptions of the table."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from pytestqt.qtbot import QtBot

from gin_desktop.core import Card, Hand, Rules, view_of
from gin_desktop.text.speech import card_roles, describe_card, describe_table
from gin_desktop.ui.tracker import COMPUTER, GONE, UNSEEN, YOURS, TrackerPanel, card_places, known_cards
from tests.core.deals import card, make_deck, play
from tests.ui.conftest import WAIT_MS, Table

# Seat 0 is the non-dealer (dealer = 1). Seat 1 is "the computer" from seat 0's view.
ND = "AS 2S 3S 7H 7D 7C KH QD 9C 4D"
DL = "5C 6C 8C 8D 9S TS JH JC 2H 3D"


def hand_after(*actions: str) -> Hand:
    hand = Hand(Rules(), make_deck(ND, DL, upcard="8S", stock="KC 4S 5S"), 1)
    play(hand, *actions)
    return hand


def test_tracker_after_known_moves() -> None:
    # Seat 0 passes 8S; seat 1 takes it (8C 8D 8S) and throws JH; seat 0 draws KC from
    # the stock and throws it; seat 1 takes the KC and throws 2H.
    hand = hand_after("pass", "draw_discard", "discard JH", "draw_stock", "discard KC", "draw_discard",
                      "discard 2H")
    known = known_cards(view_of(hand, 0))
    assert known.discards == (("computer", card("JH")), ("you", card("KC")), ("computer", card("2H")))
    assert known.opponent_holds == (card("8S"), card("KC"))
    assert known.opponent_passed == ()
    # From the computer's side: seat 0 passed the 8S upcard.
    assert known_cards(view_of(hand, 1)).opponent_passed == (card("8S"),)


def test_a_taken_card_thrown_again_is_no_longer_held() -> None:
    hand = hand_after("pass", "draw_discard", "discard JH", "draw_stock", "discard KC", "draw_stock",
                      "discard 8S")
    assert known_cards(view_of(hand, 0)).opponent_holds == ()


def test_card_places_follow_every_card_the_player_has_seen() -> None:
    # As above: the computer took the 8♠ and the K♣ (still holds both), threw the J♥ and
    # the 2♥; the player threw the K♣ it drew. The K♣ went to the pile and back out.
    hand = hand_after("pass", "draw_discard", "discard JH", "draw_stock", "discard KC", "draw_discard",
                      "discard 2H")
    view = view_of(hand, 0)
    places = card_places(view)
    assert len(places) == 52
    assert {c for c, p in places.items() if p == YOURS} == set(view.hand)
    assert {c for c, p in places.items() if p == COMPUTER} == {card("8S"), card("KC")}
    assert {c for c, p in places.items() if p == GONE} == {card("JH"), card("2H")} == set(view.discard_pile)
    assert sum(1 for p in places.values() if p == UNSEEN) == 52 - 10 - 2 - 2
    assert places[card("4S")] == UNSEEN  # still in the stock: the player cannot know where it is


def test_tracker_panel_shows_the_lists(qtbot: QtBot) -> None:
    panel = TrackerPanel()
    qtbot.addWidget(panel)
    hand = hand_after("pass", "draw_discard", "discard JH")
    panel.show_view(view_of(hand, 0))
    assert "8♠" in panel.holds.text()
    assert "Computer: J♥" in panel.history.text()
    view = view_of(hand, 0)
    places = card_places(view)
    assert len(panel.cells) == 52
    assert all(panel.cells[c].property("place") == places[c] for c in panel.cells)
    assert panel.cells[card("8S")].accessibleName() == "eight of spades: the computer holds it (taken from the pile)"
    assert panel.cells[card("JH")].toolTip() == "J♥: in the discard pile"
    assert panel.unseen.text() == f"Unseen: {sum(1 for p in places.values() if p == UNSEEN)} cards"


def test_card_descriptions_name_the_meld_kind() -> None:
    view = view_of(hand_after(), 0)
    roles = card_roles(list(view.hand))
    assert describe_card(card("2S"), view, roles) == "two of spades, in your hand, part of a run"
    assert describe_card(card("7D"), view, roles) == "seven of diamonds, in your hand, part of a set"
    assert describe_card(card("KH"), view, roles) == "king of hearts, in your hand, deadwood"
    assert describe_card(card("8S"), view, roles) == "eight of spades, on top of the discard pile"


def test_table_summary_reads_the_whole_position() -> None:
    text = describe_table(view_of(hand_after(), 0))
    assert "Deadwood: " in text and "33 points" in text  # 9C 4D QD KH = 9 + 4 + 10 + 10
    assert "Stock: 31 cards" in text and "eight of spades" in text


def test_t_opens_the_known_cards_dock_and_closing_it_unticks_the_menu(knock_table: Table) -> None:
    window = knock_table.window
    assert window.tools.tracker_dock is None  # made on first use, not at start-up
    knock_table.key(Qt.Key.Key_T)
    dock = window.tools.tracker_dock
    assert dock is not None and dock.isVisible() and window.commands.tracker_action.isChecked()
    panel = window.tools.tracker
    assert panel is not None and panel.holds.text().startswith("Computer holds")
    knock_table.key(Qt.Key.Key_P)  # pass the upcard: the dock follows the game
    knock_table.wait_my_turn()
    fresh = TrackerPanel()
    knock_table.qtbot.addWidget(fresh)
    fresh.show_view(knock_table.controller.view())
    assert (panel.holds.text(), panel.passed.text(), panel.history.text()) == (
        fresh.holds.text(), fresh.passed.text(), fresh.history.text())
    dock.close()  # the dock's own close button
    assert not window.commands.tracker_action.isChecked() and not dock.isVisible()
    knock_table.key(Qt.Key.Key_T)
    assert dock.isVisible() and window.commands.tracker_action.isChecked() and window.tools.tracker_dock is dock


def test_the_known_cards_never_shrink_the_cards_at_1280_by_800(knock_table: Table) -> None:
    """Issue 13: the dock beside the table narrowed it, and the cards shrank by a third. Now the
    known cards sit on the felt left of the piles; the cards and the hands keep their places."""
    window = knock_table.window
    window.resize(1280, 800)
    knock_table.qtbot.waitUntil(lambda: window.width() == 1280, timeout=WAIT_MS)
    before = knock_table.layout
    hand_before = [(s.key, s.x, s.y) for s in before.spots if s.key.startswith("card:") and s.y == before.hand.y]
    knock_table.key(Qt.Key.Key_T)
    dock = window.tools.tracker_dock
    assert dock is not None and dock.isVisible()
    after = knock_table.layout
    assert (after.card_w, after.card_h) == (before.card_w, before.card_h)
    assert [(s.key, s.x, s.y) for s in after.spots if s.key.startswith("card:") and s.y == after.hand.y] == hand_before
    placed = QRectF(dock.geometry())  # (the view's coordinates are the scene's)
    for rect in (after.stock, after.discard, after.knock):
        assert not placed.intersects(QRectF(rect.x, rect.y, rect.w, rect.h))
    for row in (after.hand, after.opponent):
        assert not placed.intersects(QRectF(row.x, row.y, row.w, after.card_h))
    knock_table.key(Qt.Key.Key_T)  # closed: the middle row goes back to the middle
    assert knock_table.layout.stock.x == before.stock.x and not dock.isVisible()


def test_the_known_cards_step_off_for_the_result_and_come_back_for_the_next_hand(knock_table: Table) -> None:
    window = knock_table.window
    knock_table.key(Qt.Key.Key_T)
    dock = window.tools.tracker_dock
    assert dock is not None and dock.isVisible()
    knock_table.controller.draw_discard()
    knock_table.controller.knock(Card.parse("KD"))
    knock_table.qtbot.waitUntil(window.scene.result_panel.isVisible, timeout=WAIT_MS)
    assert not dock.isVisible() and window.commands.tracker_action.isChecked()  # the result has the middle
    knock_table.click_result_button()
    knock_table.qtbot.waitUntil(lambda: knock_table.view().hand_number == 2, timeout=WAIT_MS)
    assert dock.isVisible()
