"""One card on the table: a ``QGraphicsObject`` that draws a cached pixmap and animates.

The item knows no rules. It shows a face or a back, an optional highlight (meld
tint, lay-off, selection), and moves with :meth:`move_to` (animated or not).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from gin_desktop.core import Card
from gin_desktop.qt.core import (
    QPointF,
    QRectF,
    Qt,
    Signal,
)
from gin_desktop.qt.gui import QColor, QFont, QPainter, QPainterPath, QPen, QPixmap
from gin_desktop.qt.widgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget
from gin_desktop.ui.table.layout import TINT_LINE, TINT_MARK, TINT_RGB, Tint
from gin_desktop.ui.themes import ink_on

if TYPE_CHECKING:
    from gin_desktop.qt.core import QSequentialAnimationGroup

PixmapSource = Callable[[Card | None, int, int, float], QPixmap]

HIGHLIGHTS: dict[Tint, QColor] = {tint: QColor(*rgb) for tint, rgb in TINT_RGB.items()}
"""The outline colour of each tint (the palette is in :data:`.layout.TINT_RGB`)."""
LINES: dict[str, Qt.PenStyle] = {"solid": Qt.PenStyle.SolidLine, "dash": Qt.PenStyle.DashLine,
                                 "dot": Qt.PenStyle.DotLine, "dashdot": Qt.PenStyle.DashDotLine,
                                 "dashdotdot": Qt.PenStyle.DashDotDotLine, "longdash": Qt.PenStyle.CustomDashLine,
                                 "sparsedot": Qt.PenStyle.CustomDashLine}
DASHES: dict[str, list[float]] = {"longdash": [7.0, 2.0], "sparsedot": [1.0, 4.0]}
"""The custom lines' dash and gap lengths (in pen widths)."""
TAB_X, TAB_W, TAB_H = 0.17, 0.23, 0.15  # the mark's tab: left edge and width (of the card width), height
TAB_RISE = TAB_H * 0.75  # how far the tab stands above the card's top edge (of the card height)
SELECTED = QColor(255, 255, 255)
RAISED = 0.12  # a selected card stands this share of its height above the hand
HOVER_LIFT = 0.04  # a card under the mouse that may be picked up lifts a little


MARK_PAD = 3.0  # room around the outline in its pixmap
_outlines: dict[tuple[Tint, int, int, bool, float], QPixmap] = {}


def outline(tint: Tint, w: int, h: int, strong: bool, dpr: float) -> QPixmap:
    """A tint's outline (its colour and line pattern) with its tab and mark, drawn once per size: a
    dashed outline and a line of text per card cost four times the rest of a frame. The pixmap's
    top left is at (-MARK_PAD, -h * TAB_RISE - MARK_PAD) of the card."""
    key = (tint, w, h, strong, round(dpr, 4))
    pixmap = _outlines.get(key)
    if pixmap is not None:
        return pixmap
    if len(_outlines) > 48:
        _outlines.clear()
    rise = h * TAB_RISE
    pixmap = QPixmap(max(1, round((w + 2 * MARK_PAD) * dpr)), max(1, round((h + rise + 2 * MARK_PAD) * dpr)))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.translate(MARK_PAD, MARK_PAD + rise)
        band = tab_fill(tint, strong)
        band.setAlpha(255 if strong else 235)
        pen = QPen(band, max(2.0, w * (0.06 if strong else 0.035)))
        pen.setStyle(LINES[TINT_LINE[tint]])  # (a pattern as well as a colour)
        if TINT_LINE[tint] in DASHES:
            pen.setDashPattern(DASHES[TINT_LINE[tint]])
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        radius = w * 0.06
        painter.drawRoundedRect(QRectF(1, 1, w - 2, h - 2), radius, radius)
        _paint_tab(painter, w, h, band, TINT_MARK[tint], strong)
    finally:
        painter.end()
    _outlines[key] = pixmap
    return pixmap


def _paint_tab(painter: QPainter, w: float, h: float, colour: QColor, mark: str, strong: bool) -> None:
    """A tab standing above the card's top edge, in the outline's colour, with the mark: the meld's
    number, "+" for a lay-off, "!" for a hint. It sits left, where the next card of the fan leaves
    it in sight, and tells the melds apart without their colours."""
    tab = QRectF(w * TAB_X, -h * TAB_RISE, w * TAB_W, h * TAB_H)
    fill = QColor(colour)
    fill.setAlpha(255)
    painter.setPen(QPen(QColor(255, 255, 255) if strong else QColor(20, 20, 20, 200), max(1.0, w * 0.012)))
    painter.setBrush(fill)
    painter.drawRoundedRect(tab, w * 0.04, w * 0.04)
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(8, round(h * TAB_H * 0.62)))
    painter.setFont(font)
    painter.setPen(ink_on(fill))  # (black on a light tab, white on a dark one)
    painter.drawText(tab.adjusted(0, 0, 0, -h * TAB_H * 0.2), Qt.AlignmentFlag.AlignCenter, mark)


def tab_fill(tint: Tint, strong: bool) -> QColor:
    """A tint's outline and tab colour (brighter in high contrast), opaque."""
    return HIGHLIGHTS[tint].lighter(135) if strong else QColor(HIGHLIGHTS[tint])


SHADOW_GROW = 2.5
_shadows: dict[tuple[int, int, float], QPixmap] = {}


def shadow(w: int, h: int, dpr: float) -> QPixmap:
    """A card's soft shadow, drawn once per size (painting it per card cost more than the card)."""
    key = (w, h, round(dpr, 4))
    pixmap = _shadows.get(key)
    if pixmap is None:
        if len(_shadows) > 8:
            _shadows.clear()
        g = SHADOW_GROW
        pixmap = QPixmap(max(1, round((w + 2 * g) * dpr)), max(1, round((h + 2 * g) * dpr)))
        pixmap.setDevicePixelRatio(dpr)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(Qt.PenStyle.NoPen)
            radius = w * 0.06
            for grow, alpha in ((g, 22), (1.0, 38)):
                painter.setBrush(QColor(0, 0, 0, alpha))
                painter.drawRoundedRect(QRectF(g - grow, g - grow, w + 2 * grow, h + 2 * grow),
                                        radius + grow, radius + grow)
            painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Clear)
            for hole in _under_card(w, h):
                painter.fillRect(hole, Qt.GlobalColor.transparent)
        finally:
            painter.end()
        _shadows[key] = pixmap
    return pixmap


def _under_card(w: int, h: int) -> tuple[QRectF, QRectF]:
    """The parts of a card's shadow (in its pixmap's coordinates) that its card always covers, at
    every lift: cleared, so the painter skips them (transparent pixels are not blended) and a
    frame blends only the rim that shows. Two bands, across and down, clear of the card's round
    corners, its antialiased edge and the shadow's furthest offset (a selected card's)."""
    edge = 3.0  # the card's antialiased edge, and a pixel of rounding of either pixmap's place
    low, high = _shadow_offset(w, 0.0), _shadow_offset(w, h * RAISED)
    left, top = SHADOW_GROW - low + edge, SHADOW_GROW - low + edge  # (the card's edge, where the offset is least)
    right, bottom = SHADOW_GROW - high + w - edge, SHADOW_GROW - high + h - edge
    corner = w * 0.06
    return (QRectF(left, top + corner, right - left, bottom - top - 2 * corner),
            QRectF(left + corner, top, right - left - 2 * corner, bottom - top))


def _shadow_offset(w: float, lift: float) -> float:
    """How far a card's shadow falls to the right and down: further when the card is lifted."""
    return w * 0.02 + lift * 0.3


class CardItem(QGraphicsObject):
    """``motion(key, moving)`` says when the card starts gliding and when it stops (as KPat's
    cards signal their animations), so the scene can tell when the table has settled."""

    motion = Signal(str, bool)

    def __init__(self, key: str, card: Card | None, source: PixmapSource) -> None:
        super().__init__()
        self.key = key
        self.card = card
        self.face_up = card is not None
        self.highlight: Tint | None = None
        self.selected = False
        self.hovered = False  # under the mouse, and may be picked up (the scene says so)
        self.strong = False  # high contrast: thicker, brighter outlines
        self._source = source
        self._w = 100.0
        self._h = 140.0
        self._anim: QSequentialAnimationGroup | None = None
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the scene handles the mouse
        self.setCacheMode(QGraphicsObject.CacheMode.NoCache)

    # -- appearance ---------------------------------------------------------------------
    def set_size(self, w: float, h: float) -> None:
        if (w, h) != (self._w, self._h):
            self.prepareGeometryChange()
            self._w, self._h = w, h

    def set_face(self, card: Card | None, face_up: bool) -> None:
        if card is not None:
            self.card = card
        if face_up != self.face_up:
            self.face_up = face_up
            self.update()

    def set_highlight(self, highlight: Tint | None, selected: bool = False) -> None:
        if (highlight, selected) != (self.highlight, self.selected):
            self.highlight, self.selected = highlight, selected
            self.update()

    def set_hovered(self, on: bool) -> None:
        if on != self.hovered:
            self.hovered = on
            self.update()

    @property
    def lift(self) -> float:
        """How far the card is drawn above its place: raised when selected, a little under the mouse."""
        return self._h * (RAISED if self.selected else HOVER_LIFT if self.hovered else 0.0)

    def boundingRect(self) -> QRectF:
        pad = 4.0
        shadow = self._w * 0.05
        top = self._h * (RAISED + TAB_RISE)  # room for the largest lift and the mark's tab above it
        return QRectF(-pad, -pad - top, self._w + 2 * pad + shadow, self._h + 2 * pad + top + shadow)

    def shape(self) -> QPainterPath:
        """Where the card is drawn (lifted or not): the mouse picks what it sees."""
        path = QPainterPath()
        path.addRect(QRectF(0, -self.lift, self._w, self._h))
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        dpr = widget.devicePixelRatioF() if widget is not None else 1.0
        pixmap = self._source(self.card if self.face_up else None, round(self._w), round(self._h), dpr)
        radius = self._w * 0.06
        lift = self.lift
        # A soft shadow under the card, a little further off when the card is lifted.
        offset = _shadow_offset(self._w, lift)
        shade = shadow(round(self._w), round(self._h), dpr)
        painter.drawPixmap(QPointF(offset - SHADOW_GROW, offset - lift - SHADOW_GROW), shade)
        painter.translate(0, -lift)
        # 1:1 (the pixmap is the card's size rounded to whole pixels): a scaled draw, even by a
        # fraction of a pixel, takes the raster engine's filtered path, three times the cost.
        painter.drawPixmap(QPointF(0, 0), pixmap)
        tint = self.highlight
        color = HIGHLIGHTS.get(tint) if tint is not None else None
        if tint is not None and color is not None and (self.face_up or tint is Tint.HINT):
            marks = outline(tint, round(self._w), round(self._h), self.strong, dpr)
            painter.drawPixmap(QPointF(-MARK_PAD, -self._h * TAB_RISE - MARK_PAD), marks)
        if self.selected:  # a light outline with a dark edge inside: clear on the cloth and on the cards
            width = max(2.5, self._w * 0.045)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(255, 255, 0) if self.strong else SELECTED, width))
            painter.drawRoundedRect(QRectF(-1, -1, self._w + 2, self._h + 2), radius, radius)
            painter.setPen(QPen(QColor(20, 40, 30), max(1.0, width * 0.4)))
            inset = width / 2 + 0.5
            painter.drawRoundedRect(QRectF(-1 + inset, -1 + inset, self._w + 2 - 2 * inset, self._h + 2 - 2 * inset),
                                    radius, radius)

    # -- motion -------------------------------------------------------------------------
    def move_to(self, x: float, y: float, duration_ms: int, delay_ms: int = 0) -> None:
        """Glide to (x, y) over ``duration_ms`` after ``delay_ms``; jump when the duration is 0."""
        target = QPointF(x, y)
        was_moving = self.is_moving()
        if self._anim is not None:
            self._anim.stop()
            self._anim = None
        if duration_ms <= 0 or self.pos() == target:
            self.setPos(target)
            if was_moving:
                self.motion.emit(self.key, False)
            return
        # (Qt's animation classes: made when a card first glides, not for the table's first paint)
        from gin_desktop.qt.core import QEasingCurve, QPropertyAnimation, QSequentialAnimationGroup

        slide = QPropertyAnimation(self, b"pos")
        slide.setDuration(duration_ms)
        slide.setStartValue(self.pos())
        slide.setEndValue(target)
        slide.setEasingCurve(QEasingCurve.Type.OutCubic)
        group = QSequentialAnimationGroup(self)
        if delay_ms > 0:
            group.addPause(delay_ms)
        group.addAnimation(slide)
        group.finished.connect(lambda: self._arrived(group))
        self._anim = group
        group.start()
        if not was_moving:
            self.motion.emit(self.key, True)

    def _arrived(self, group: QSequentialAnimationGroup) -> None:
        if group is self._anim:
            self._anim = None
            self.motion.emit(self.key, False)

    def stop(self) -> None:
        """Stop where it is (the card is about to leave the table)."""
        if self._anim is not None:
            self._anim.stop()
            self._anim = None
            self.motion.emit(self.key, False)

    def is_moving(self) -> bool:
        return self._anim is not None and self._anim.state() == self._anim.State.Running
