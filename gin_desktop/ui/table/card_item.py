"""One card on the table: a ``QGraphicsObject`` that draws a cached pixmap and animates.

The item knows no rules. It shows a face or a back, an optional highlight (meld
tint, lay-off, selection), and moves with :meth:`move_to` (animated or not).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QEasingCurve,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from gin_desktop.core import Card
from gin_desktop.ui.table.layout import Tint

PixmapSource = Callable[[Card | None, int, int, float], QPixmap]

HIGHLIGHTS: dict[Tint, QColor] = {
    Tint.MELD0: QColor(46, 160, 67),
    Tint.MELD1: QColor(33, 118, 199),
    Tint.MELD2: QColor(156, 80, 182),
    Tint.MELD3: QColor(214, 137, 16),
    Tint.LAYOFF: QColor(230, 184, 0),
    Tint.HINT: QColor(0, 200, 255),  # the pile a hint suggests drawing from (drawn on backs too)
}
SELECTED = QColor(255, 255, 255)


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

    def boundingRect(self) -> QRectF:
        pad = 4.0
        return QRectF(-pad, -pad, self._w + 2 * pad, self._h + 2 * pad)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        dpr = widget.devicePixelRatioF() if widget is not None else 1.0
        pixmap = self._source(self.card if self.face_up else None, round(self._w), round(self._h), dpr)
        painter.drawPixmap(QRectF(0, 0, self._w, self._h), pixmap, QRectF(pixmap.rect()))
        radius = self._w * 0.06
        color = HIGHLIGHTS.get(self.highlight) if self.highlight is not None else None
        if color is not None and (self.face_up or self.highlight is Tint.HINT):
            band = QColor(color).lighter(135) if self.strong else QColor(color)
            band.setAlpha(255 if self.strong else 235)
            pen = QPen(band, max(2.0, self._w * (0.06 if self.strong else 0.035)))
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(1, 1, self._w - 2, self._h - 2), radius, radius)
        if self.selected:
            painter.setPen(QPen(QColor(255, 255, 0) if self.strong else SELECTED, max(2.5, self._w * 0.045)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(-1, -1, self._w + 2, self._h + 2), radius, radius)

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
        return self._anim is not None and self._anim.state() == QSequentialAnimationGroup.State.Running
