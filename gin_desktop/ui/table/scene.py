"""The card table scene: lays out cards from the player's view, animates, and turns
mouse gestures into intents for the controller.

Drags are handled here with the scene's own mouse events (no ``QDrag``, which blocks
and cannot be driven from tests): press on a card you may move, drag it, release
it over a drop zone. The scene asks the controller; a refused drop snaps back and
the reason shows in the status line.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from PySide6.QtCore import QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QImage, QPainter, QPen, QPixmap, QRadialGradient
from PySide6.QtWidgets import (
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
)

from gin_desktop.core import (
    Card,
    Discard,
    DrawDiscard,
    DrawStock,
    Knock,
    MatchResult,
    Phase,
    PlayerView,
)
from gin_desktop.snapshot import Move, Snapshot
from gin_desktop.text.speech import card_roles, describe_card, describe_table
from gin_desktop.ui.table.card_item import CardItem, PixmapSource
from gin_desktop.ui.table.layout import STOCK_UNDER, Rect, TableLayout, Tint, table_layout
from gin_desktop.ui.table.result_panel import Confetti
from gin_desktop.ui.table.result_stage import ResultStage, layoff_flights

DRAG_THRESHOLD = 6.0
GAP = 0.6  # the gap opened in the hand where a dragged card would land, in card widths
FELT_COLOURS = {"green": QColor(18, 92, 58), "blue": QColor(22, 66, 112), "red": QColor(112, 30, 44),
                "grey": QColor(52, 58, 64)}
"""The colour of each table colour of the settings (``gin_desktop.settings.FELTS``, in its order)."""
HIGH_CONTRAST_FELT = QColor(0, 0, 0)


class TableScene(QGraphicsScene):
    """Signals carry the player's intents; the window connects them to the controller."""

    draw_stock_requested = Signal(object)  # int | None: where in the hand the card was dropped (None: last)
    draw_discard_requested = Signal(object)  # int | None
    discard_requested = Signal(object)  # Card
    knock_requested = Signal(object)  # Card
    reordered = Signal(list)  # list[Card]
    selection_changed = Signal(object)  # Card | None
    message = Signal(str)  # a hint for the status line (e.g. why a drop snapped back)
    animating = Signal()  # cards began to move on a still table
    settled = Signal()  # the last moving card stopped: the table shows the game as it is
    next_requested = Signal()  # the result panel's button: the next hand (or a new game)
    review_requested = Signal()  # the result panel's Review hand button
    laid_out = Signal()  # a layout was made (the window places what it keeps over the table; the
    # accessible tree follows it: see accessible.py)

    def __init__(self, source: PixmapSource) -> None:
        super().__init__()
        self._source = source
        self._snap: Snapshot | None = None  # what the controller pushed last (see show_snapshot)
        self.syncs = 0  # layouts made (a benchmark and a test count them)
        self.items_by_key: dict[str, CardItem] = {}
        self.show_melds = True
        self.anim_ms = 220
        self.card_scale = 1.0
        self.reserve_left = 0.0  # room kept free at the left of the middle row (the known cards)
        self.high_contrast = False
        self.felt = FELT_COLOURS["green"]
        self.selected: Card | None = None
        self.layout: TableLayout | None = None
        self._size = (1000.0, 700.0)
        self._drag: CardItem | None = None
        self._press: QPointF | None = None
        self._offset = QPointF()
        self._dragging = False
        self._origin: dict[str, QPointF] = {}  # where a new item should appear from
        self._drop_point: QPointF | None = None  # where a dragged stock card was let go
        self._gap: int | None = None  # where the hand is opened for the card being dragged
        self._cloth: tuple[tuple[int, int, int], QPixmap] | None = None  # the vignette, for one size and colour
        self.setBackgroundBrush(QBrush(self.felt))
        self._stock_label = QGraphicsSimpleTextItem()
        self._knock_zone = QGraphicsRectItem()
        self._knock_label = QGraphicsSimpleTextItem(self.tr("Knock"))
        self.stage = ResultStage(self)  # the hand's result, beside the piles once it is over
        self.result_panel = self.stage.panel
        self.result_panel.activated.connect(self.next_requested.emit)
        self.result_panel.review_requested.connect(self.review_requested.emit)
        self._target_box = QGraphicsRectItem()  # outlines where a dragged card would go
        self._empty_pile = QGraphicsRectItem()  # the discard pile's place while it holds no card
        for item in (self._stock_label, self._knock_zone, self._knock_label, self._target_box, self._empty_pile):
            self.addItem(item)
        for item in (self._stock_label, self._knock_zone, self._knock_label, self._target_box, self._empty_pile):
            item.setVisible(False)  # until the first hand is laid out (see _decorate)
        self._empty_pile.setZValue(-1)
        self._target_box.setZValue(999)  # over the cards, under the one being dragged
        self.target: DropTarget | None = None  # where the card being dragged would go now
        self._knock_zone.setZValue(-1)
        self._shown: tuple[int, Phase] | None = None  # the hand and phase laid out last (a showdown is animated once)
        self._moving: set[str] = set()  # keys of the cards gliding now
        self._hand_number = 0  # a new hand number means a fresh deal: cards fly from the stock
        self.final: MatchResult | None = None  # the game's result once it is over (the window sets it)

    # -- layout -------------------------------------------------------------------------
    def resize(self, width: float, height: float) -> None:
        self._size = (max(width, 320.0), max(height, 240.0))
        self.setSceneRect(QRectF(0, 0, *self._size))
        self.sync(animate=False)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """The cloth: the table colour, lighter under the lamp in the middle and darker to the edges
        (a vignette drawn once per size and colour; high contrast keeps the flat black)."""
        if self.high_contrast:
            super().drawBackground(painter, rect)
            return
        width, height = int(self._size[0]), int(self._size[1])
        key = (width, height, self.felt.rgb())
        if self._cloth is None or self._cloth[0] != key:
            image = QImage(max(1, width), max(1, height), QImage.Format.Format_RGB32)
            gradient = QRadialGradient(width / 2, height * 0.45, max(width, height) * 0.7)
            gradient.setColorAt(0.0, self.felt.lighter(118))
            gradient.setColorAt(0.6, self.felt)
            gradient.setColorAt(1.0, self.felt.darker(145))
            shade = QPainter(image)
            shade.fillRect(image.rect(), QBrush(gradient))
            shade.end()
            self._cloth = (key, QPixmap.fromImage(image))
        area = QRectF(rect)
        target = area.intersected(QRectF(0, 0, width, height))
        if target != area:
            painter.fillRect(area, self.felt)  # (outside the table's area, if the view is larger)
        painter.drawPixmap(target, self._cloth[1], target)  # 1:1, only the part being painted

    def set_look(self, high_contrast: bool, felt: QColor) -> None:
        """The table's colour; high contrast: a black table, brighter and thicker outlines."""
        self.high_contrast = high_contrast
        self.felt = QColor(felt)
        self.setBackgroundBrush(QBrush(HIGH_CONTRAST_FELT if high_contrast else self.felt))
        for item in self.items_by_key.values():
            item.strong = high_contrast
            item.update()

    def show_snapshot(self, snapshot: Snapshot) -> None:
        """Show the game as the controller pushed it: animate the move that led here, lay out."""
        self._snap = snapshot
        self.final = snapshot.final
        if snapshot.move is not None:
            self.on_move(snapshot.move)
        self.sync()

    @property
    def snapshot(self) -> Snapshot | None:
        """What the table shows now (the controller's latest push)."""
        return self._snap

    def _view(self) -> PlayerView | None:
        return self._snap.view if self._snap is not None else None

    def hand_cards(self) -> list[Card]:
        """The player's cards as shown, left to right (the order the store holds: the table keeps
        none of its own)."""
        view = self._view()
        if view is None or self._snap is None:
            return []
        order = self._snap.order
        return [c for c in order if c in view.hand] + [c for c in view.hand if c not in order]

    def expect_from(self, key: str, point: QPointF) -> None:
        """A card about to appear (a draw, an opponent discard) should fly in from ``point``."""
        self._origin[key] = point

    def sync(self, animate: bool = True) -> None:
        """Move every card to where the current view puts it."""
        view = self._view()
        if view is None:
            return
        self.syncs += 1
        layout = table_layout(view, self.hand_cards(), *self._size, show_melds=self.show_melds, scale=self.card_scale,
                              reserve_left=self.reserve_left)
        self.layout = layout
        if self.selected not in view.hand:
            self.selected = None
        seen: set[str] = set()
        duration = self.anim_ms if animate else 0
        dealing = view.hand_number != self._hand_number and not view.events
        if view.hand_number != self._hand_number:
            self._hand_number = view.hand_number
            for key in list(self.items_by_key):  # a new deal: clear the old hand's cards
                self._remove(key)
        dealt = 0
        over = (Phase.OVER, Phase.DEAD)
        # The hand ended on this table just now (not a resumed or resized one): the showdown is played out.
        finishing = (duration > 0 and view.phase in over and self._shown is not None
                     and self._shown[0] == view.hand_number and self._shown[1] not in over)
        flights: dict[str, int] = {}
        if finishing:
            flights, origins = layoff_flights(view, layout, self.anim_ms, set(self.items_by_key))
            self._origin.update(origins)
        for spot in layout.spots:
            item = self.items_by_key.get(spot.key)
            delay = flights.get(spot.key, 0)
            if item is None:
                item = CardItem(spot.key, spot.card, self._source)
                item.motion.connect(self._motion)
                item.strong = self.high_contrast
                start = self._origin.pop(spot.key, None)
                if dealing and duration and spot.key not in ("back:stock", STOCK_UNDER):
                    start = QPointF(layout.stock.x, layout.stock.y)
                    delay = dealt * max(15, duration // 8)  # one card after another
                    dealt += 1
                item.setPos(start if start is not None else QPointF(spot.x, spot.y))
                self.addItem(item)
                self.items_by_key[spot.key] = item
            seen.add(spot.key)
            item.set_size(layout.card_w, layout.card_h)
            item.set_face(spot.card, spot.face_up)
            item.set_highlight(spot.highlight, spot.card is not None and spot.card == self.selected)
            item.setZValue(spot.z)
            if item is not self._drag:
                item.move_to(spot.x, spot.y, duration, delay)
        for key in [k for k in self.items_by_key if k not in seen]:
            self._remove(key)
        self._describe(view)
        self._origin.clear()
        landed = (duration + max(flights.values(), default=0)) if finishing else 0
        self._shown = (view.hand_number, view.phase)
        self._decorate(view, layout, landed, finishing)
        self.laid_out.emit()

    def _remove(self, key: str) -> None:
        item = self.items_by_key.pop(key)
        item.stop()
        self.removeItem(item)

    def _motion(self, key: str, moving: bool) -> None:
        if moving:
            if not self._moving:
                self.animating.emit()
            self._moving.add(key)
        elif key in self._moving:
            self._moving.discard(key)
            if not self._moving:
                self.settled.emit()

    def is_still(self) -> bool:
        """No card is gliding (see :attr:`settled`)."""
        return not self._moving

    def _describe(self, view: PlayerView) -> None:
        """Tooltips for the cards and a spoken summary on the views (see :mod:`.speech`)."""
        roles = card_roles(list(view.hand))
        for item in self.items_by_key.values():
            if item.card is not None and item.face_up:
                item.setToolTip(describe_card(item.card, view, roles))
            elif item.key in ("back:stock", STOCK_UNDER):
                item.setToolTip(self.tr("The stock: {count} cards").format(count=view.stock_count))
            else:
                item.setToolTip(self.tr("One of the computer's cards"))
        summary = describe_table(view)
        for widget in self.views():
            widget.setAccessibleDescription(summary)

    def _decorate(self, view: PlayerView, layout: TableLayout, landed: int = 0, finishing: bool = False) -> None:
        font = QFont()
        font.setPixelSize(max(12, int(layout.card_h * 0.11)))
        font.setBold(True)
        self._stock_label.setFont(font)
        self._stock_label.setBrush(QColor(235, 245, 235))
        self._stock_label.setText(self.tr("Stock {count}").format(count=view.stock_count))
        self._stock_label.setVisible(True)
        sr = self._stock_label.boundingRect()
        self._stock_label.setPos(layout.stock.x + (layout.card_w - sr.width()) / 2, layout.stock.y + layout.card_h + 4)
        d = layout.discard
        self._empty_pile.setVisible(view.top_discard is None)
        self._empty_pile.setRect(QRectF(d.x, d.y, layout.card_w, layout.card_h))
        self._empty_pile.setPen(QPen(QColor(255, 255, 255, 110), 2, Qt.PenStyle.DashLine))
        self._empty_pile.setBrush(QColor(255, 255, 255, 18))
        self._empty_pile.setToolTip(self.tr("The discard pile (empty)"))
        k = layout.knock
        can_knock = any(isinstance(a, Knock) for a in view.legal_actions)
        self._knock_zone.setRect(QRectF(k.x, k.y, k.w, k.h))
        edge = QColor(250, 220, 90) if can_knock else QColor(255, 255, 255, 70)
        self._knock_zone.setPen(QPen(edge, 2, Qt.PenStyle.DashLine))
        self._knock_zone.setBrush(QColor(255, 255, 255, 30 if can_knock else 10))
        showdown = view.phase in (Phase.SHOWDOWN, Phase.OVER, Phase.DEAD)
        self._knock_zone.setVisible(not showdown)
        self._knock_label.setVisible(not showdown)
        self._knock_label.setFont(font)
        self._knock_label.setBrush(edge)
        self._knock_label.setText(self.tr("Gin!") if view.can_go_gin else self.tr("Knock"))
        lr = self._knock_label.boundingRect()
        self._knock_label.setPos(k.x + (k.w - lr.width()) / 2, k.y + (k.h - lr.height()) / 2)
        self.stage.show(view, self.final, layout, self.anim_ms, self.high_contrast, landed, finishing)

    @property
    def confetti(self) -> Confetti | None:
        """The celebration of a won game, while it falls."""
        return self.stage.confetti

    # -- helpers ------------------------------------------------------------------------
    def card_at(self, pos: QPointF) -> CardItem | None:
        for item in self.items(pos, Qt.ItemSelectionMode.IntersectsItemShape, Qt.SortOrder.DescendingOrder):
            if isinstance(item, CardItem):
                return item
        return None

    def _draggable(self, item: CardItem, view: PlayerView) -> bool:
        legal = view.legal_actions
        if item.key == "back:stock":
            return DrawStock() in legal
        if item.card is None:
            return False
        if item.card in view.hand:
            return view.phase not in (Phase.SHOWDOWN, Phase.OVER, Phase.DEAD)
        return item.card == view.top_discard and DrawDiscard() in legal

    def point_at_pile(self, stock: bool) -> None:
        """Outline the stock or the top discard (a hint to draw there) until the next move."""
        view = self._view()
        top = view.top_discard if view is not None else None
        key = "back:stock" if stock else (f"card:{top.code}" if top is not None else "")
        item = self.items_by_key.get(key)
        if item is not None:
            item.set_highlight(Tint.HINT, item.selected)

    def select(self, card: Card | None) -> None:
        self.selected = card
        for item in self.items_by_key.values():
            item.set_highlight(item.highlight, item.card is not None and item.card == card)
        self.selection_changed.emit(card)

    # -- mouse --------------------------------------------------------------------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.result_panel.button_at(event.scenePos()):
            event.accept()
            self.result_panel.activated.emit()
            return
        if event.button() == Qt.MouseButton.LeftButton and self.result_panel.review_at(event.scenePos()):
            event.accept()
            self.result_panel.review_requested.emit()
            return
        view = self._view()
        item = self.card_at(event.scenePos())
        if event.button() != Qt.MouseButton.LeftButton or view is None or item is None:
            return
        if not self._draggable(item, view):
            return
        self._drag = item
        self._press = event.scenePos()
        self._offset = event.scenePos() - item.pos()
        self._dragging = False
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._drag is None or self._press is None:
            self._hover(event.scenePos())
            return
        if not self._dragging:
            delta = event.scenePos() - self._press
            if abs(delta.x()) + abs(delta.y()) < DRAG_THRESHOLD:
                return
            self._dragging = True
            self._drag.setZValue(1000)
            self._set_cursor(Qt.CursorShape.ClosedHandCursor)
        self._drag.setPos(event.scenePos() - self._offset)
        target = self.drop_target(self._drag, event.scenePos())
        self._show_target(target)
        if target is not None and target.kind is Zone.HAND and target.allowed:
            leaving = None if target.drawing else self._drag.card  # (a card moved along the hand leaves its place)
            self._open_gap(self._hand_index(self._drag.pos().x(), leaving), leaving)
        else:
            self._open_gap(None, None)

    def _open_gap(self, at: int | None, leaving: Card | None) -> None:
        """Open a gap in the hand where the dragged card would land (``at``), or close it (None)."""
        if at == self._gap or self.layout is None:
            return
        self._gap = at
        layout = self.layout
        cards = [c for c in self.hand_cards() if c != leaving]
        gap = layout.card_w * GAP
        for i, card in enumerate(cards):
            item = self.items_by_key.get(f"card:{card.code}")
            x = layout.hand_x.get(card)
            if item is None or x is None or item is self._drag:
                continue
            shift = 0.0 if at is None else (gap / 2 if i >= at else -gap / 2)
            item.move_to(x + shift, item.pos().y(), min(self.anim_ms, 90))

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        item, self._drag = self._drag, None
        if item is None:
            return
        self._gap = None  # (the layout after the drop closes it)
        dragged, self._dragging = self._dragging, False
        self._show_target(None)
        self._hover(event.scenePos())
        if dragged:
            self._drop(item, event.scenePos())
        else:
            self._click(item)

    def _hover(self, pos: QPointF) -> None:
        """An open hand over a card that may be picked up (the stock, the top discard, the hand)."""
        view = self._view()
        item = self.card_at(pos)
        grab = view is not None and item is not None and self._draggable(item, view)
        on_button = self.result_panel.button_at(pos)
        on_review = self.result_panel.review_at(pos)
        if (on_button, on_review) != (self.result_panel.hover_button, self.result_panel.hover_review):
            self.result_panel.hover_button, self.result_panel.hover_review = on_button, on_review
            self.result_panel.update()
        on_button = on_button or on_review
        self._set_cursor(Qt.CursorShape.OpenHandCursor if grab else Qt.CursorShape.PointingHandCursor if on_button
                         else None)
        lifted = item if grab and item is not None and item.card is not None and view is not None and (
            item.card in view.hand) and self._drag is None else None
        for other in self.items_by_key.values():
            other.set_hovered(other is lifted)

    def _set_cursor(self, shape: Qt.CursorShape | None) -> None:
        for view in self.views():
            if shape is None:
                view.viewport().unsetCursor()
            elif view.viewport().cursor().shape() != shape:
                view.viewport().setCursor(shape)

    def drop_target(self, item: CardItem, pos: QPointF) -> DropTarget | None:
        """Where letting go of ``item`` at ``pos`` would put it, and whether that move is
        allowed now; None where letting go changes nothing (back on the piles). Both the
        outline shown while dragging and the drop itself follow this."""
        layout, view = self.layout, self._view()
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

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        view = self._view()
        item = self.card_at(event.scenePos())
        if view is not None and item is not None and item.card in view.hand:
            self.discard_requested.emit(item.card)
            return
        self.mousePressEvent(event)

    def _click(self, item: CardItem) -> None:
        view = self._view()
        if view is None:
            return
        if item.key == "back:stock":
            self.draw_stock_requested.emit(None)
        elif item.card is not None and item.card in view.hand:
            self.select(None if self.selected == item.card else item.card)
        elif item.card is not None and item.card == view.top_discard:
            self.draw_discard_requested.emit(None)

    def _drop(self, item: CardItem, pos: QPointF) -> None:
        target = self.drop_target(item, pos)
        card = item.card
        syncs = self.syncs
        if target is None:
            pass  # back on the piles: a change of mind
        elif target.drawing:
            at = self._hand_index(pos.x() - self._offset.x())
            if target.kind is Zone.HAND and item.key == "back:stock":
                self._drop_point = item.pos()
                self.draw_stock_requested.emit(at)
            elif target.kind is Zone.HAND:
                self.draw_discard_requested.emit(at)
            else:
                self.message.emit(self.tr("Drop the card on your hand to draw it."))
        elif card is not None:  # a card of the hand; a refused move is explained by the controller
            if target.kind is Zone.DISCARD:
                self.discard_requested.emit(card)
            elif target.kind is Zone.KNOCK:
                self.knock_requested.emit(card)
            elif target.kind is Zone.HAND:
                self._reorder(card, pos.x() - self._offset.x())
            else:
                self.message.emit(self.tr("Drop a card on the discard pile to discard it, or on Knock to knock."))
        if self.syncs == syncs:  # nothing was applied (refused, a change of mind): the card snaps back
            self.sync()

    def on_move(self, move: Move) -> None:
        """Prepare the animation of a move before :meth:`sync`: new items fly in from
        where the card came from (stock, pile, or the opponent's hand)."""
        layout, view = self.layout, self._view()
        if layout is None or view is None:
            return
        stock = QPointF(layout.stock.x, layout.stock.y)
        pile = QPointF(layout.discard.x, layout.discard.y)
        opp = QPointF(layout.opponent.x + layout.opponent.w / 2 - layout.card_w / 2, layout.opponent.y)
        action, card = move.action, move.card
        if move.seat == view.seat:
            if isinstance(action, DrawStock) and card is not None:
                self.expect_from(f"card:{card.code}", self._drop_point or stock)
        else:
            slot = f"back:opp:{view.opponent_card_count - 1}"
            if isinstance(action, DrawStock):
                self.expect_from(slot, stock)
            elif isinstance(action, DrawDiscard):
                self.expect_from(slot, pile)
            elif isinstance(action, (Discard, Knock)) and card is not None:
                self.expect_from(f"card:{card.code}", opp)
        self._drop_point = None

    def _hand_index(self, x: float, leaving: Card | None = None) -> int:
        """The place in the hand (among its cards but ``leaving``) of a card whose left edge is let go at ``x``."""
        layout = self.layout
        assert layout is not None
        return sum(1 for c in self.hand_cards() if c != leaving and layout.hand_x.get(c, 0.0) < x)

    def _reorder(self, card: Card, x: float) -> None:
        cards = [c for c in self.hand_cards() if c != card]
        cards.insert(self._hand_index(x, card), card)
        self.reordered.emit(list(cards))  # saved before the table shows it

    def move_selected(self, step: int) -> None:
        """Move the selected card ``step`` places along the hand (Shift+arrows): the player's
        own order from now on, as a drag along the hand would make it."""
        cards = self.hand_cards()
        if self.selected not in cards:
            return
        assert self.selected is not None
        i = cards.index(self.selected)
        j = max(0, min(len(cards) - 1, i + step))
        if i == j:
            return
        cards.insert(j, cards.pop(i))
        syncs = self.syncs
        self.reordered.emit(list(cards))  # saved, then pushed back to the table
        if self.syncs == syncs:
            self.sync()

    def keyboard_select(self, step: int) -> None:
        cards = self.hand_cards()
        if not cards:
            return
        if self.selected not in cards:
            self.select(cards[0] if step > 0 else cards[-1])
            return
        assert self.selected is not None
        i = (cards.index(self.selected) + step) % len(cards)
        self.select(cards[i])

    def legal_knock_cards(self) -> list[Card]:
        view = self._view()
        if view is None:
            return []
        return [a.card for a in view.legal_actions if isinstance(a, Knock)]


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
