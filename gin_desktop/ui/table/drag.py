"""Dragging cards on the table, with the scene's own mouse events (no ``QDrag``, which blocks and
cannot be driven from tests): press on a card you may move, drag it, release it over a drop zone.
One rule, :meth:`CardDrag.drop_target`, says where a card let go at a point would go and whether
that is allowed: the outline shown while dragging and the drop both follow it. A refused drop
snaps back and the controller says why; a click selects, or draws from the pile it is on."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

from gin_desktop.core import Card, Discard, DrawDiscard, DrawStock, Knock, Phase, PlayerView
from gin_desktop.qt.core import QCoreApplication, QPointF, QRectF, Qt
from gin_desktop.qt.gui import QColor, QPen
from gin_desktop.qt.widgets import QGraphicsRectItem, QGraphicsSceneMouseEvent
from gin_desktop.ui.table.card_item import CardItem
from gin_desktop.ui.table.layout import Rect

if TYPE_CHECKING:
    from gin_desktop.ui.table.scene import TableScene

DRAG_THRESHOLD = 6.0
GAP = 0.6  # the gap opened in the hand where a dragged card would land, in card widths


class CardDrag:
    """The scene's mouse gestures on cards, turned into the scene's intent signals."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.held: CardItem | None = None  # the card pressed on (being dragged once past the threshold)
        self._press: QPointF | None = None
        self.offset = QPointF()
        self._dragging = False
        self.drop_point: QPointF | None = None  # where a dragged stock card was let go
        self._gap: int | None = None  # where the hand is opened for the card being dragged
        self.target: DropTarget | None = None  # where the card being dragged would go now
        self.awaiting = False  # a dropped card's intent was sent: a refusal snaps it back (TableScene.refused)
        self._target_box = QGraphicsRectItem()  # outlines where a dragged card would go
        self._target_box.setVisible(False)
        self._target_box.setZValue(999)  # over the cards, under the one being dragged
        scene.addItem(self._target_box)

    def _draggable(self, item: CardItem, view: PlayerView) -> bool:
        legal = view.legal_actions
        if item.key == "back:stock":
            return DrawStock() in legal
        if item.card is None:
            return False
        if item.card in view.hand:
            return view.phase not in (Phase.SHOWDOWN, Phase.OVER, Phase.DEAD)
        return item.card == view.top_discard and DrawDiscard() in legal

    def press(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.scene.result_panel.button_at(event.scenePos()):
            event.accept()
            self.scene.result_panel.activated.emit()
            return
        if event.button() == Qt.MouseButton.LeftButton and self.scene.result_panel.review_at(event.scenePos()):
            event.accept()
            self.scene.result_panel.review_requested.emit()
            return
        view = self.scene._view()
        item = self.scene.card_at(event.scenePos())
        if event.button() != Qt.MouseButton.LeftButton or view is None or item is None:
            return
        if not self._draggable(item, view):
            return
        self.held = item
        self._press = event.scenePos()
        self.offset = event.scenePos() - item.pos()
        self._dragging = False
        event.accept()

    def move(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.held is None or self._press is None:
            self.hover(event.scenePos())
            return
        if not self._dragging:
            delta = event.scenePos() - self._press
            if abs(delta.x()) + abs(delta.y()) < DRAG_THRESHOLD:
                return
            self._dragging = True
            self.held.setZValue(1000)
            self._set_cursor(Qt.CursorShape.ClosedHandCursor)
        self.held.setPos(event.scenePos() - self.offset)
        target = self.drop_target(self.held, event.scenePos())
        self._show_target(target)
        if target is not None and target.kind is Zone.HAND and target.allowed:
            leaving = None if target.drawing else self.held.card  # (a card moved along the hand leaves its place)
            self._open_gap(self._hand_index(self.held.pos().x(), leaving), leaving)
        else:
            self._open_gap(None, None)

    def _open_gap(self, at: int | None, leaving: Card | None) -> None:
        """Open a gap in the hand where the dragged card would land (``at``), or close it (None)."""
        if at == self._gap or self.scene.layout is None:
            return
        self._gap = at
        layout = self.scene.layout
        cards = [c for c in self.scene.hand_cards() if c != leaving]
        gap = layout.card_w * GAP
        for i, card in enumerate(cards):
            item = self.scene.items_by_key.get(f"card:{card.code}")
            x = layout.hand_x.get(card)
            if item is None or x is None or item is self.held:
                continue
            shift = 0.0 if at is None else (gap / 2 if i >= at else -gap / 2)
            item.move_to(x + shift, item.pos().y(), min(self.scene.anim_ms, 90))

    def release(self, event: QGraphicsSceneMouseEvent) -> None:
        item, self.held = self.held, None
        if item is None:
            return
        self._gap = None  # (the layout after the drop closes it)
        dragged, self._dragging = self._dragging, False
        self._show_target(None)
        self.hover(event.scenePos())
        if dragged:
            self._drop(item, event.scenePos())
        else:
            self._click(item)

    def hover(self, pos: QPointF) -> None:
        """An open hand over a card that may be picked up (the stock, the top discard, the hand)."""
        view = self.scene._view()
        item = self.scene.card_at(pos)
        grab = view is not None and item is not None and self._draggable(item, view)
        on_button = self.scene.result_panel.button_at(pos)
        on_review = self.scene.result_panel.review_at(pos)
        if (on_button, on_review) != (self.scene.result_panel.hover_button, self.scene.result_panel.hover_review):
            self.scene.result_panel.hover_button, self.scene.result_panel.hover_review = on_button, on_review
            self.scene.result_panel.update()
        on_button = on_button or on_review
        self._set_cursor(Qt.CursorShape.OpenHandCursor if grab else Qt.CursorShape.PointingHandCursor if on_button
                         else None)
        lifted = item if grab and item is not None and item.card is not None and view is not None and (
            item.card in view.hand) and self.held is None else None
        for other in self.scene.items_by_key.values():
            other.set_hovered(other is lifted)

    def _set_cursor(self, shape: Qt.CursorShape | None) -> None:
        for view in self.scene.views():
            if shape is None:
                view.viewport().unsetCursor()
            elif view.viewport().cursor().shape() != shape:
                view.viewport().setCursor(shape)

    def drop_target(self, item: CardItem, pos: QPointF) -> DropTarget | None:
        """Where letting go of ``item`` at ``pos`` would put it, and whether that move is
        allowed now; None where letting go changes nothing (back on the piles). Both the
        outline shown while dragging and the drop itself follow this."""
        layout, view = self.scene.layout, self.scene._view()
        if layout is None or view is None:
            return None
        x, y = pos.x(), pos.y()
        legal = view.legal_actions
        card = item.card
        if item.key == "back:stock" or (card is not None and card not in view.hand):
            # Only a drop on (or just above) the hand draws; letting go on the piles is a change of mind.
            if y >= layout.hand.y - layout.card_h * 0.35:
                draw = DrawStock() if item.key == "back:stock" else DrawDiscard()
                return DropTarget(Zone.HAND, layout.hand, draw in legal, drawing=True)
            if _near(layout.stock, x, y, 0) or _near(layout.discard, x, y, 0):
                return None
            return DropTarget(Zone.NOWHERE, None, False, drawing=True)
        assert card is not None
        if _near(layout.discard, x, y, layout.card_w * 0.4):
            return DropTarget(Zone.DISCARD, layout.discard, Discard(card) in legal)
        if _near(layout.knock, x, y, layout.card_w * 0.3):
            return DropTarget(Zone.KNOCK, layout.knock, Knock(card) in legal)
        if layout.hand.contains(x, y) or y > layout.hand.y - layout.card_h * 0.5:
            return DropTarget(Zone.HAND, layout.hand, True)
        return DropTarget(Zone.NOWHERE, None, False)

    def _show_target(self, target: DropTarget | None) -> None:
        self.target = target
        zone = target.zone if target is not None else None
        self._target_box.setVisible(zone is not None)
        if target is None or zone is None:
            return
        pad = 6.0
        colour = QColor(120, 255, 160) if target.allowed else QColor(255, 110, 90)
        self._target_box.setRect(QRectF(zone.x - pad, zone.y - pad, zone.w + 2 * pad, zone.h + 2 * pad))
        self._target_box.setPen(QPen(colour, 3))
        fill = QColor(colour)
        fill.setAlpha(40)
        self._target_box.setBrush(fill)

    def _click(self, item: CardItem) -> None:
        view = self.scene._view()
        if view is None:
            return
        if item.key == "back:stock":
            self.scene.draw_stock_requested.emit(None)
        elif item.card is not None and item.card in view.hand:
            self.scene.select(None if self.scene.selected == item.card else item.card)
        elif item.card is not None and item.card == view.top_discard:
            self.scene.draw_discard_requested.emit(None)

    def _drop(self, item: CardItem, pos: QPointF) -> None:
        target = self.drop_target(item, pos)
        card = item.card
        self.awaiting = True  # an intent sent below is answered by a push or by the controller's refusal
        if target is None:
            self.scene.sync()  # back on the piles: a change of mind, the card snaps back
        elif target.drawing:
            at = self._hand_index(pos.x() - self.offset.x())
            if target.kind is Zone.HAND and item.key == "back:stock":
                self.drop_point = item.pos()
                self.scene.draw_stock_requested.emit(at)
            elif target.kind is Zone.HAND:
                self.scene.draw_discard_requested.emit(at)
            else:
                self.scene.sync()
                self.scene.message.emit(QCoreApplication.translate(
                    "TableScene", "Drop the card on your hand to draw it."))
        elif card is not None:  # a card of the hand; a refused move is explained by the controller
            if target.kind is Zone.DISCARD:
                self.scene.discard_requested.emit(card)
            elif target.kind is Zone.KNOCK:
                self.scene.knock_requested.emit(card)
            elif target.kind is Zone.HAND:
                self._reorder(card, pos.x() - self.offset.x())
            else:
                self.scene.sync()
                self.scene.message.emit(QCoreApplication.translate(
                    "TableScene", "Drop a card on the discard pile to discard it, or on Knock to knock."))
        self.awaiting = False

    def _hand_index(self, x: float, leaving: Card | None = None) -> int:
        """The place in the hand (among its cards but ``leaving``) of a card whose left edge is let go at ``x``."""
        layout = self.scene.layout
        assert layout is not None
        return sum(1 for c in self.scene.hand_cards() if c != leaving and layout.hand_x.get(c, 0.0) < x)

    def _reorder(self, card: Card, x: float) -> None:
        cards = [c for c in self.scene.hand_cards() if c != card]
        cards.insert(self._hand_index(x, card), card)
        self.scene.reordered.emit(list(cards))  # saved before the table shows it



class Zone(StrEnum):
    """Where on the table a dragged card is let go."""

    DISCARD = "discard"
    KNOCK = "knock"
    HAND = "hand"
    NOWHERE = "nowhere"


@dataclass(frozen=True)
class DropTarget:
    """Where a dragged card would go: ``kind`` is the zone;
    ``zone`` the table area outlined (None for nowhere); ``allowed`` whether the move is legal
    now; ``drawing`` whether the card comes from the stock or the pile (not the hand)."""

    kind: Zone
    zone: Rect | None
    allowed: bool
    drawing: bool = False


def _near(rect: Rect, x: float, y: float, pad: float) -> bool:
    return rect.x - pad <= x <= rect.x + rect.w + pad and rect.y - pad <= y <= rect.y + rect.h + pad
