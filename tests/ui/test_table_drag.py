"""Real mouse drags and clicks on the card table: press, move with the button held,
release over a drop zone; the controller applies or refuses, and the store holds
every applied move."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPointF

from gin_desktop.core import Card, DrawStock, Phase, parse_cards
from gin_desktop.store import GameStore
from gin_desktop.text.score_text import reason_text
from tests.core.deals import make_deck
from tests.ui.conftest import JUNK_HAND, KNOCK_HAND, UPCARD, Builder, Table, knock_deck


def take_upcard_by_drag(table: Table) -> None:
    table.drag_item(table.item(UPCARD), table.center(table.layout.hand))
    assert table.view().phase == Phase.DISCARD


def reach_stock_draw(table: Table) -> None:
    """Pass the upcard and wait until the stock may be drawn (whatever the computer did)."""
    assert table.view().phase == Phase.UPCARD_NONDEALER
    table.controller.pass_turn()
    view = table.wait_my_turn()
    assert DrawStock() in view.legal_actions


def test_drag_stock_onto_hand_draws_a_card(knock_table: Table) -> None:
    table = knock_table
    reach_stock_draw(table)
    before = table.view()
    saved = table.saved_actions()
    top_of_stock = table.session.hand.stock[0]  # type: ignore[union-attr]
    shown = table.scene.hand_cards()
    stock = table.stock_item()
    grab = table.grab_point(stock)
    drop = table.center(table.layout.hand)
    left_edge = drop.x() - (grab.x() - stock.pos().x())  # where the dragged card's left edge is let go
    place = sum(1 for c in shown if table.layout.hand_x[c] < left_edge)
    assert 0 < place < len(shown)  # (the middle of the hand)

    table.drag(grab, drop)

    view = table.view()
    assert len(view.hand) == 11 and top_of_stock in view.hand
    assert view.stock_count == before.stock_count - 1
    assert table.saved_actions() == [*saved, "draw_stock"]
    item = table.item(top_of_stock)  # the new card is on the table at its place in the hand
    assert item.pos() == table.spot_pos(item)
    # it lands where it was dropped, the others keep their order, and that order is saved
    expected = [*shown[:place], top_of_stock, *shown[place:]]
    assert table.scene.hand_cards() == expected
    assert table.saved_order() == expected


def test_a_drawn_card_dropped_at_the_left_end_is_first_and_a_clicked_one_last(knock_table: Table) -> None:
    table = knock_table
    reach_stock_draw(table)
    shown = table.scene.hand_cards()
    drawn = table.session.hand.stock[0]  # type: ignore[union-attr]
    stock = table.stock_item()
    grab = table.grab_point(stock)
    layout = table.layout
    table.drag(grab, QPointF(layout.hand.x + (grab.x() - stock.pos().x()) - 4, layout.hand.y + layout.card_h / 2))
    assert table.scene.hand_cards() == [drawn, *shown]
    assert table.saved_order() == [drawn, *shown]
    table.double_click(table.grab_point(table.item(drawn)))  # discard it again
    assert table.saved_order() == shown


def test_drag_stock_elsewhere_does_not_draw(knock_table: Table) -> None:
    table = knock_table
    reach_stock_draw(table)
    saved = table.saved_actions()
    stock = table.stock_item()
    # a drop anywhere below the opponent's row draws; on that row it does not
    layout = table.layout
    nowhere = QPointF(layout.opponent.x + layout.card_w / 2, layout.opponent.y + layout.card_h / 2)
    table.drag_item(stock, nowhere)
    assert len(table.view().hand) == 10
    assert table.saved_actions() == saved
    assert "hand" in table.status()
    assert stock.pos() == table.spot_pos(stock)


def test_drag_upcard_onto_hand_takes_it(knock_table: Table) -> None:
    table = knock_table
    assert table.view().phase == Phase.UPCARD_NONDEALER
    take_upcard_by_drag(table)
    view = table.view()
    assert Card.parse(UPCARD) in view.hand and view.taken == Card.parse(UPCARD)
    assert view.discard_pile == ()
    assert table.saved_actions() == ["draw_discard"]
    item = table.item(UPCARD)
    assert item.pos() == table.spot_pos(item) and table.layout.hand.contains(item.pos().x(), item.pos().y())


def test_drag_hand_card_onto_discard_pile_discards_it(knock_table: Table) -> None:
    table = knock_table
    take_upcard_by_drag(table)
    table.drag_item(table.item("KD"), table.center(table.layout.discard))
    assert table.saved_actions() == ["draw_discard", "discard KD"]
    hand = table.session.hand
    assert hand is not None and Card.parse("KD") not in hand.hands[0] and Card.parse("KD") in hand.discard_pile
    table.wait_my_turn()  # the computer played in between
    assert len(table.view().hand) == 10


def test_drag_onto_knock_area_knocks(knock_table: Table) -> None:
    table = knock_table
    take_upcard_by_drag(table)
    assert Card.parse("KD") in table.scene.legal_knock_cards()
    table.drag_item(table.item("KD"), table.center(table.layout.knock))
    assert table.saved_actions()[:2] == ["draw_discard", "knock KD"]
    hand = table.session.hand
    assert hand is not None and hand.knocker == 0
    table.qtbot.waitUntil(lambda: hand.is_over, timeout=10_000)  # the computer lays out
    assert hand.result is not None and hand.result.winner == 0
    assert reason_text(hand.result.reason) in table.status()


def test_the_knock_area_says_gin_when_a_discard_goes_gin(build: Builder) -> None:
    table = build(deck=make_deck(KNOCK_HAND, JUNK_HAND, upcard="TC"))  # 7-8-9♣ + 10♣: gin without the K♦
    table.wait_my_turn()
    assert table.scene.decor.knock_label.text() == "Knock"
    table.drag_item(table.item("TC"), table.center(table.layout.hand))
    assert table.scene.decor.knock_label.text() == "Gin!"
    table.drag_item(table.item("KD"), table.center(table.layout.knock))
    assert table.saved_actions()[:2] == ["draw_discard", "knock KD"]


def test_illegal_knock_is_refused_and_the_card_snaps_back(knock_table: Table) -> None:
    table = knock_table
    take_upcard_by_drag(table)
    item = table.item("5H")
    home = table.spot_pos(item)
    table.drag_item(item, table.center(table.layout.knock))
    assert table.saved_actions() == ["draw_discard"]
    assert table.view().phase == Phase.DISCARD
    assert "Knocking needs 10 or less deadwood; discarding 5♥ leaves 22." in table.status()
    assert item.pos() == home


def test_knock_before_drawing_is_refused(knock_table: Table) -> None:
    table = knock_table
    item = table.item("KD")
    home = item.pos()
    table.drag_item(item, table.center(table.layout.knock))
    assert table.saved_actions() == []
    assert table.view().phase == Phase.UPCARD_NONDEALER
    assert table.status() == f"Take the upcard or pass first. {table.controller.prompt()}"  # why, then what to do
    assert item.pos() == home


def test_discarding_the_card_just_taken_snaps_back_with_the_reason(knock_table: Table) -> None:
    table = knock_table
    take_upcard_by_drag(table)
    item = table.item(UPCARD)
    home = table.spot_pos(item)
    table.drag_item(item, table.center(table.layout.discard))
    assert "You just took 2♦ from the pile: discard a different card." in table.status()
    assert table.saved_actions() == ["draw_discard"]
    assert Card.parse(UPCARD) in table.view().hand
    assert item.pos() == home


def test_drop_away_from_any_zone_snaps_back(knock_table: Table) -> None:
    table = knock_table
    take_upcard_by_drag(table)
    item = table.item("9C")
    home = table.spot_pos(item)
    layout = table.layout
    # between the opponent's row and the piles, left of the stock
    table.drag_item(item, QPointF(layout.stock.x / 2, layout.opponent.y + layout.card_h * 1.3))
    assert item.pos() == home
    assert "discard pile" in table.status()
    assert table.saved_actions() == ["draw_discard"]


def test_drag_within_hand_reorders_and_the_order_is_saved(build: Builder, data_dir: Path) -> None:
    table = build(deck=knock_deck())
    table.wait_my_turn()
    before = table.scene.hand_cards()
    assert before == parse_cards("AS 2S 3S 4H 5H 6H 7C 8C 9C KD")
    layout = table.layout

    # the first card to the far right: it becomes the last
    first = table.item(before[0])
    table.drag_item(first, QPointF(layout.hand.x + layout.hand.w - 2, layout.hand.y + layout.card_h / 2))
    order = [*before[1:], before[0]]
    assert table.scene.hand_cards() == order
    assert table.session.hand_order() == order
    assert first.pos() == table.spot_pos(first) and first.pos().x() > table.item(order[-2]).pos().x()

    # K♦ between 4♥ and 5♥: its left edge is let go between theirs
    kd = table.item("KD")
    grab = table.grab_point(kd)
    offset = grab - kd.pos()
    hand_x = table.layout.hand_x  # the layout of the new order
    x = (hand_x[Card.parse("4H")] + hand_x[Card.parse("5H")]) / 2
    table.drag(grab, QPointF(x, layout.hand.y) + offset)
    order = parse_cards("2S 3S 4H KD 5H 6H 7C 8C 9C AS")
    assert table.scene.hand_cards() == order
    assert table.saved_actions() == []  # arranging the cards is not a move

    table.window.close()
    table.controller.shutdown()
    table.store.close()
    table.closed = True
    with GameStore.open(data_dir) as store:
        game = store.resume()
        assert game is not None and game.hand_order() == order


def test_click_stock_draws_and_double_click_discards(knock_table: Table) -> None:
    table = knock_table
    reach_stock_draw(table)
    drawn = table.session.hand.stock[0]  # type: ignore[union-attr]
    table.click(table.grab_point(table.stock_item()))
    assert len(table.view().hand) == 11 and drawn in table.view().hand
    assert table.saved_actions()[-1] == "draw_stock"

    table.double_click(table.grab_point(table.item("KD")))
    assert table.saved_actions()[-1] == "discard KD"
    assert Card.parse("KD") == table.session.hand.discard_pile[-1]  # type: ignore[union-attr]
    # the double-click's trailing release must not act on the card now on the pile
    assert "not legal" not in table.status() and "Wait" not in table.status()
    table.wait_my_turn()


def test_click_selects_a_card_and_click_on_upcard_takes_it(knock_table: Table) -> None:
    table = knock_table
    table.click(table.grab_point(table.item("7C")))
    assert table.scene.selected == Card.parse("7C")
    assert table.item("7C").selected
    table.click(table.grab_point(table.item("7C")))
    assert table.scene.selected is None
    table.click(table.grab_point(table.item(UPCARD)))
    assert table.saved_actions() == ["draw_discard"]


def test_drag_with_animations_lands_every_card_in_place(build: Builder) -> None:
    table = build(deck=knock_deck(), anim_ms=150)
    table.wait_my_turn()
    table.wait_still()
    take_upcard_by_drag(table)
    assert table.item(UPCARD).is_moving()  # it flies from where it was let go to its place
    table.wait_still()
    table.drag_item(table.item("KD"), table.center(table.layout.discard))
    table.wait_my_turn()
    table.wait_still()
    for item in table.scene.items_by_key.values():
        assert item.pos() == table.spot_pos(item), item.key


def test_dropping_the_upcard_back_on_the_pile_takes_nothing(knock_table: Table) -> None:
    table = knock_table
    upcard = table.item(UPCARD)
    grab = table.grab_point(upcard)
    table.drag(grab, grab + QPointF(15, 10))  # past the drag threshold, still over the pile
    assert table.saved_actions() == []
    assert upcard.pos() == table.spot_pos(upcard)


def test_dropping_the_stock_back_on_the_stock_draws_nothing(knock_table: Table) -> None:
    table = knock_table
    reach_stock_draw(table)
    saved = table.saved_actions()
    grab = table.grab_point(table.stock_item())
    table.drag(grab, grab + QPointF(-12, 12))
    assert table.saved_actions() == saved
