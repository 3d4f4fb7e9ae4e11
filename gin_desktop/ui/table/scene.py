"""The card table scene: lays out cards from the player's view (the sync with each snapshot),
animates, and carries the player's intents to the controller as signals.

The mouse on the cards, dragging included, is :class:`~gin_desktop.ui.table.drag.CardDrag`'s;
a refused drop snaps back and the reason shows in the status line.
"""

from __future__ import annotations

import math

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
from gin_desktop.qt.core import QPointF, QRect, QRectF, Qt, Signal
from gin_desktop.qt.gui import QBrush, QColor, QPainter, QPixmap, QRadialGradient
from gin_desktop.qt.widgets import (
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
)
from gin_desktop.text.speech import card_roles, describe_card, describe_table
from gin_desktop.ui.table.card_item import CardItem, PixmapSource
from gin_desktop.ui.table.decor import TableDecor
from gin_desktop.ui.table.drag import CardDrag
from gin_desktop.ui.table.layout import STOCK_UNDER, TableLayout, Tint, table_layout
from gin_desktop.ui.table.result_panel import Confetti
from gin_desktop.ui.table.result_stage import ResultStage, layoff_flights
from gin_desktop.values.snapshot import Move, Snapshot

FELT_COLOURS = {"green": QColor(18, 92, 58), "blue": QColor(22, 66, 112), "red": QColor(112, 30, 44),
                "grey": QColor(52, 58, 64)}
"""The colour of each table colour of the settings (``gin_desktop.services.settings.FELTS``, in its order)."""
HIGH_CONTRAST_FELT = QColor(0, 0, 0)
LAMP_LIGHTER, EDGE_DARKER = 118, 145  # the cloth under the lamp in the middle, and at the edges (QColor factors)
CLOTH_SCALE = 4  # the cloth's pixmap is this many times smaller each way than the table (see drawBackground)


def _outside(area: QRectF, inner: QRectF) -> list[QRectF]:
    """The parts of ``area`` outside ``inner`` (a part of it), as up to four strips."""
    if inner.isEmpty():
        return [area]
    strips = [QRectF(area.left(), area.top(), area.width(), inner.top() - area.top()),
              QRectF(area.left(), inner.bottom(), area.width(), area.bottom() - inner.bottom()),
              QRectF(area.left(), inner.top(), inner.left() - area.left(), inner.height()),
              QRectF(inner.right(), inner.top(), area.right() - inner.right(), inner.height())]
    return [strip for strip in strips if strip.width() > 0 and strip.height() > 0]


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
        self._origin: dict[str, QPointF] = {}  # where a new item should appear from
        self._cloth: tuple[tuple[int, int, int], QPixmap] | None = None  # the vignette, for one size and colour
        self.setBackgroundBrush(QBrush(self.felt))
        self.stage = ResultStage(self)  # the hand's result, beside the piles once it is over
        self.result_panel = self.stage.panel
        self.result_panel.activated.connect(self.next_requested.emit)
        self.result_panel.review_requested.connect(self.review_requested.emit)
        self.decor = TableDecor(self)  # the stock's count, the empty pile, the knock area
        self.drag = CardDrag(self)  # the mouse on the cards
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
            # Drawn at a quarter of the table's width and height and stretched: the vignette changes
            # by one colour step in some 30 pixels, so the stretched cloth is within one step of a
            # full-size one everywhere (0.03 on average), at a sixteenth of its memory (3.7 MB less
            # at the first paint of a 1180x780 window). Drawn straight into its pixmap.
            cloth = QPixmap(max(1, -(-width // CLOTH_SCALE)), max(1, -(-height // CLOTH_SCALE)))
            gradient = QRadialGradient(width / 2 / CLOTH_SCALE, height * 0.45 / CLOTH_SCALE,
                                       max(width, height) * 0.7 / CLOTH_SCALE)
            gradient.setColorAt(0.0, self.felt.lighter(LAMP_LIGHTER))
            gradient.setColorAt(0.6, self.felt)
            gradient.setColorAt(1.0, self.felt.darker(EDGE_DARKER))
            shade = QPainter(cloth)
            shade.fillRect(cloth.rect(), QBrush(gradient))
            shade.end()
            self._cloth = (key, cloth)
        area = QRectF(rect)
        target = area.intersected(QRectF(0, 0, width, height))
        if target != area:  # (outside the table's area, if the view is larger): only the strips
            # there, not the whole area under the cloth (a second full-screen pass each frame)
            for strip in _outside(area, target):
                painter.fillRect(strip, self.felt)
        # Widened to whole blocks of the small cloth, so each of its pixels always covers the same
        # CLOTH_SCALE-square of the table: a part repainted alone matches the whole (the view clips
        # a repaint to what changed; where its clip cuts a block, Qt's scaled copy can round that
        # edge's column to the next colour step: tests/ui/test_partial_repaint.py allows one).
        s = CLOTH_SCALE
        left, top = math.floor(target.left() / s) * s, math.floor(target.top() / s) * s
        right, bottom = min(math.ceil(target.right() / s) * s, width), min(math.ceil(target.bottom() / s) * s, height)
        smooth = painter.testRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)  # (nearest: exact enough, cheaper)
        painter.drawPixmap(QRectF(left, top, right - left, bottom - top), self._cloth[1],
                           QRectF(left / s, top / s, (right - left) / s, (bottom - top) / s))
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, smooth)

    def set_look(self, high_contrast: bool, felt: QColor) -> None:
        """The table's colour; high contrast: a black table, brighter and thicker outlines."""
        self.high_contrast = high_contrast
        self.felt = QColor(felt)
        self.setBackgroundBrush(QBrush(HIGH_CONTRAST_FELT if high_contrast else self.felt))
        for item in self.items_by_key.values():
            item.strong = high_contrast
            item.update()

    def refused(self, _why: str = "") -> None:
        """The controller refused a move (its ``refused`` signal): a card dropped for it snaps back."""
        if self.drag.awaiting:
            self.drag.awaiting = False
            self.sync()

    def show_snapshot(self, snapshot: Snapshot) -> None:
        """Show the game as the controller pushed it: animate the move that led here, lay out."""
        self._snap = snapshot
        self.drag.awaiting = False  # (the dropped card's move was made)
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
        assert self._snap is not None
        self.syncs += 1
        layout = table_layout(view, self.hand_cards(), *self._size, show_melds=self.show_melds, scale=self.card_scale,
                              reserve_left=self.reserve_left, arrangement=self._snap.arrangement)
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
            if item is not self.drag.held:
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
        assert self._snap is not None
        arrangement = self._snap.arrangement
        roles = card_roles(list(view.hand), arrangement)
        for item in self.items_by_key.values():
            if item.card is not None and item.face_up:
                item.setToolTip(describe_card(item.card, view, roles))
            elif item.key in ("back:stock", STOCK_UNDER):
                item.setToolTip(self.tr("The stock: {count} cards").format(count=view.stock_count))
            else:
                item.setToolTip(self.tr("One of the computer's cards"))
        summary = describe_table(view, arrangement)
        for widget in self.views():
            widget.setAccessibleDescription(summary)

    def _decorate(self, view: PlayerView, layout: TableLayout, landed: int = 0, finishing: bool = False) -> None:
        self.decor.show(view, layout, self._snap is not None and self._snap.gin)
        card = self._snap.result_card if self._snap is not None else None
        self.stage.show(view, card, layout, self.anim_ms, self.high_contrast, landed, finishing)

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

    # -- mouse: the drag (ui/table/drag.py) ------------------------------------------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.drag.press(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.drag.move(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.drag.release(event)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        view = self._view()
        item = self.card_at(event.scenePos())
        if view is not None and item is not None and item.card in view.hand:
            self.discard_requested.emit(item.card)
            return
        self.drag.press(event)

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
                self.expect_from(f"card:{card.code}", self.drag.drop_point or stock)
        else:
            slot = f"back:opp:{view.opponent_card_count - 1}"
            if isinstance(action, DrawStock):
                self.expect_from(slot, stock)
            elif isinstance(action, DrawDiscard):
                self.expect_from(slot, pile)
            elif isinstance(action, (Discard, Knock)) and card is not None:
                self.expect_from(f"card:{card.code}", opp)
        self.drag.drop_point = None

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
        self.reordered.emit(list(cards))  # saved, then pushed back to the table

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
        return list(self._snap.knock_cards) if self._snap is not None else []


