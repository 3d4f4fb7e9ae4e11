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
    outline = table.scene.decor.empty_pile
    pile = table.layout.discard
    assert outline.isVisible() and outline.rect().topLeft() == QPointF(pile.x, pile.y)
    view = table.wait_my_turn()
    card = view.hand[0]
    table.controller.discard(card)  # the eleven-card opening: the non-dealer discards first
    assert table.view().top_discard == card and not outline.isVisible()


def test_a_selected_card_is_raised_and_a_card_under_the_mouse_lifts_a_little(knock_table: Table) -> None:
    from PySide6.QtCore import Qt

    table = knock_table
    table.key(Qt.Key.Key_Right)  # select the first card from the keyboard
    selected = table.scene.selected
    assert selected is not None
    item = table.item(selected)
    h = table.layout.card_h
    assert item.selected and item.lift >= 0.1 * h and item.pos() == table.spot_pos(item)  # drawn raised, in place
    top = item.pos() + QPointF(table.layout.card_w * 0.1, -item.lift + 3)
    assert table.scene.card_at(top) is item  # the mouse picks the card where it is drawn
    other = table.item(table.scene.hand_cards()[-1])
    point = table.grab_point(other)
    from PySide6.QtTest import QTest

    QTest.mouseMove(table.viewport, table.to_view(point))
    table.qtbot.waitUntil(lambda: other.hovered, timeout=2000)
    assert 0 < other.lift < item.lift
    QTest.mouseMove(table.viewport, table.to_view(QPointF(2, 2)))
    table.qtbot.waitUntil(lambda: not other.hovered, timeout=2000)


def test_meld_colours_cannot_be_taken_for_the_lay_off_colour() -> None:
    """(Issue 16 replaced the hue gap with the perceived difference, for colour-blind eyes too.)"""
    from gin_desktop.ui.table.layout import MELD_TINTS, TINT_RGB, Tint
    from gin_desktop.values.colour_vision import Vision, delta_e, simulate

    lay_off = TINT_RGB[Tint.LAYOFF]
    for vision in (Vision.NORMAL, Vision.PROTANOPIA, Vision.DEUTERANOPIA):
        for tint in MELD_TINTS:
            assert delta_e(simulate(TINT_RGB[tint], vision), simulate(lay_off, vision)) > 20, (tint, vision)


def test_a_gap_opens_in_the_hand_where_a_dragged_card_would_land(knock_table: Table) -> None:
    from gin_desktop.ui.table.drag import GAP

    table = knock_table
    table.controller.pass_turn()
    table.wait_my_turn()
    shown = table.scene.hand_cards()
    layout = table.layout
    stock = table.stock_item()
    grab = table.grab_point(stock)
    x = (layout.hand_x[shown[4]] + layout.hand_x[shown[5]]) / 2 + (grab.x() - stock.pos().x())
    over_hand = QPointF(x, layout.hand.y + layout.card_h / 2)
    table.press(grab)
    for i in range(1, 7):
        table.move_held(grab + (over_hand - grab) * (i / 6))
    gap = layout.card_w * GAP
    before, after = table.item(shown[4]), table.item(shown[5])
    assert before.pos().x() == layout.hand_x[shown[4]] - gap / 2  # the cards part where it would go
    assert after.pos().x() == layout.hand_x[shown[5]] + gap / 2
    table.move_held(table.center(layout.discard) + QPointF(0, -layout.card_h * 1.2))  # away from the hand
    assert before.pos().x() == layout.hand_x[shown[4]] and after.pos().x() == layout.hand_x[shown[5]]
    table.move_held(over_hand)
    table.release(over_hand)  # drawn into the gap: the 5th place
    assert table.scene.hand_cards()[5] == table.view().hand[-1]
    for item in table.scene.items_by_key.values():
        assert item.pos() == table.spot_pos(item), item.key


def test_the_cloth_is_lit_in_the_middle_and_darker_at_the_edges(knock_table: Table) -> None:
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QImage, QPainter

    scene = knock_table.scene
    w, h = int(scene.sceneRect().width()), int(scene.sceneRect().height())

    def background() -> QImage:
        image = QImage(w, h, QImage.Format.Format_RGB32)
        painter = QPainter(image)
        scene.drawBackground(painter, QRectF(0, 0, w, h))
        painter.end()
        return image

    image = background()
    middle, corner = QColor(image.pixel(w // 2, int(h * 0.45))), QColor(image.pixel(2, 2))
    assert middle.lightness() > scene.felt.lightness() > corner.lightness()
    assert abs(middle.hslHue() - scene.felt.hslHue()) <= 6  # the same cloth, lit
    scene.set_look(True, scene.felt)  # high contrast: flat black
    flat = background()
    assert QColor(flat.pixel(w // 2, h // 2)) == QColor(0, 0, 0) == QColor(flat.pixel(2, 2))


def test_the_cloth_painted_in_parts_is_the_cloth_painted_whole_and_true_to_its_gradient(knock_table: Table) -> None:
    """Edge case: the cloth is kept small and stretched (a sixteenth of the memory): a part repainted
    alone (a card gliding away) must match the whole to the pixel, and the stretched cloth must stay
    within one colour step of the gradient drawn at full size."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QBrush, QImage, QPainter, QRadialGradient

    from gin_desktop.ui.table.scene import EDGE_DARKER, LAMP_LIGHTER

    scene = knock_table.scene
    w, h = int(scene.sceneRect().width()), int(scene.sceneRect().height())

    def painted(parts: list[QRectF]) -> QImage:
        image = QImage(w, h, QImage.Format.Format_RGB32)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)  # (as the view paints)
        for part in parts:
            scene.drawBackground(painter, part)
        painter.end()
        return image

    whole = painted([QRectF(0, 0, w, h)])
    cut_x, cut_y = 333, h // 2 + 7
    pieces = painted([QRectF(0, 0, cut_x, cut_y), QRectF(cut_x, 0, w - cut_x, cut_y),
                      QRectF(0, cut_y, w, h - cut_y), QRectF(101, 57, 221, 143)])
    assert pieces == whole
    full = QImage(w, h, QImage.Format.Format_RGB32)
    gradient = QRadialGradient(w / 2, h * 0.45, max(w, h) * 0.7)
    gradient.setColorAt(0.0, scene.felt.lighter(LAMP_LIGHTER))
    gradient.setColorAt(0.6, scene.felt)
    gradient.setColorAt(1.0, scene.felt.darker(EDGE_DARKER))
    painter = QPainter(full)
    painter.fillRect(QRectF(0, 0, w, h), QBrush(gradient))
    painter.end()
    worst = 0
    for y in range(0, h, 7):
        for x in range(0, w, 5):
            a, b = whole.pixel(x, y), full.pixel(x, y)
            worst = max(worst, *(abs((a >> s & 255) - (b >> s & 255)) for s in (0, 8, 16)))
    assert worst <= 1
