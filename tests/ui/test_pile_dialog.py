"""The whole discard pile on request (the panel's button or V): every card bottom first,
with who threw it, in words a screen reader can say."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from gin_desktop.core import Card
from gin_desktop.ui.dialogs.pile_dialog import DiscardPileDialog
from gin_desktop.words.i18n import card_words
from tests.ui.conftest import UPCARD, Table


def open_dialogs(table: Table) -> list[DiscardPileDialog]:
    return [d for d in table.window.findChildren(DiscardPileDialog) if d.isVisible()]


def labels(dialog: DiscardPileDialog) -> list[QLabel]:
    return dialog.findChildren(QLabel)


def test_the_pile_button_shows_the_upcard_alone(knock_table: Table) -> None:
    table = knock_table
    table.qtbot.mouseClick(table.window.panel.pile_button, Qt.MouseButton.LeftButton)
    (dialog,) = open_dialogs(table)
    upcard = Card.parse(UPCARD)
    assert dialog.entries == [(upcard, "upcard")]
    texts = [label.text() for label in labels(dialog)]
    assert "1 card." in texts and "upcard · on top" in texts  # not "1 cards"
    pictures = [label for label in labels(dialog) if label.pixmap() is not None and not label.pixmap().isNull()]
    assert [p.accessibleName() for p in pictures] == [f"{card_words(upcard)}, the upcard"]
    dialog.close()


def test_v_shows_every_card_in_order_with_who_threw_it(knock_table: Table) -> None:
    table = knock_table
    table.key(Qt.Key.Key_P)  # the player passes the upcard; the computer decides
    table.wait_my_turn()
    table.key(Qt.Key.Key_S)  # the hand's first stock draw is the player's …
    table.key(Qt.Key.Key_Right)
    table.key(Qt.Key.Key_Return)  # … and the action after it the player's first discard
    view = table.wait_my_turn()
    actions = table.saved_actions()
    thrown = Card.parse(actions[actions.index("draw_stock") + 1].split()[1])
    table.key(Qt.Key.Key_V)
    (dialog,) = open_dialogs(table)
    assert [card for card, _ in dialog.entries] == list(view.discard_pile)
    mine = {card for seat, card in view.discards if seat == view.seat}
    assert thrown in mine and all((who == "you") == (card in mine) for card, who in dialog.entries)
    if thrown in view.discard_pile:  # (unless the computer took it)
        assert (thrown, "you") in dialog.entries
    assert dialog.entries[-1][1] == "computer"  # the computer has thrown since
    texts = [label.text() for label in labels(dialog)]
    assert f"{len(view.discard_pile)} cards, oldest first; the last one is on top." in texts
    dialog.close()


def test_the_pile_window_is_as_wide_as_its_cards_and_each_caption_sits_under_its_card(knock_table: Table) -> None:
    """Issue 13: small cards at the top left of wide columns with labels far below."""
    table = knock_table
    table.qtbot.mouseClick(table.window.panel.pile_button, Qt.MouseButton.LeftButton)
    (dialog,) = open_dialogs(table)
    table.qtbot.waitExposed(dialog)
    assert dialog.width() < 400  # one card: a small window, not 860 pixels of nothing
    (picture,) = [label for label in labels(dialog) if label.pixmap() is not None and not label.pixmap().isNull()]
    (caption,) = [label for label in labels(dialog) if label.text() == "upcard · on top"]
    below = caption.mapTo(dialog, caption.rect().topLeft()).y() - picture.mapTo(dialog, picture.rect().bottomLeft()).y()
    assert 0 <= below <= 12
    middle = picture.mapTo(dialog, picture.rect().center()).x()
    assert abs(caption.mapTo(dialog, caption.rect().center()).x() - middle) <= 2
    dialog.close()


def test_an_empty_pile_says_so(knock_table: Table) -> None:
    table = knock_table
    dialog = DiscardPileDialog(replace(table.view(), discard_pile=()), table.window.look.pixmap, table.window)
    table.qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.count_label.text() == "The discard pile is empty."
    assert [label.text() for label in labels(dialog) if label.text() == "empty"] == ["empty"]
    assert not any("0 cards" in label.text() for label in labels(dialog))
