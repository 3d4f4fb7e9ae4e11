"""The table looks like a physical one: the stock keeps showing while its top card is dragged,
and an empty discard pile shows its outline."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from gin_desktop.core import Rules
from gin_desktop.ui.table.layout import STOCK_UNDER
from tests.ui.conftest import Builder, Table


def test_the_stock_still_shows_while_its_top_card_is_dragged(knock_table: Table) -> None:
    table = knock_table
    table.controller.pass_turn()
    table.wait_my_turn()
    stock = table.stock_item()
    under = table.scene.items_by_key[STOCK_UNDER]
    home = stock.pos()
    assert under.pos() == home and under.zValue() < stock.zValue() and not under.face_up
    grab = table.grab_point(stock)
    table.press(grab)
    for i in range(1, 5):
        table.move_held(grab + QPointF(0, 30 * i))
    assert stock.pos() != home  # the top card follows the mouse …
    assert table.scene.card_at(grab) is under  # … and the stock is still there under it
    table.release(grab)  # let go back on the stock: nothing is drawn
    assert stock.pos() == home and len(table.view().hand) == 10


def test_an_empty_discard_pile_shows_its_outline(build: Builder) -> None:
    table = build(rules=Rules(opening="eleven"), first_dealer=1)  # no upcard: the pile starts empty
    assert table.view().top_discard is None
    outline = table.scene._empty_pile
    pile = table.layout.discard
    assert outline.isVisible() and outline.rect().topLeft() == QPointF(pile.x, pile.y)
    view = table.wait_my_turn()
    card = view.hand[0]
    table.controller.discard(card)  # the eleven-card opening: the non-dealer discards first
    assert table.view().top_discard == card and not outline.isVisible()
