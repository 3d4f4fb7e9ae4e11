"""A small picture of the table as the Settings would make it: cloth, a fanned hand and the stock.

It is painted from the same card art and theme rules as the table itself, with its own
:class:`CardPixmaps` so that the four-colour and card-face choices show before OK (the table's cache is
not touched until the settings are accepted).
"""

from __future__ import annotations

from typing import Final

from gin_desktop.core import Card
from gin_desktop.qt.core import QPointF, QRectF, QSize, Qt
from gin_desktop.qt.gui import QColor, QPainter, QPainterPath, QPaintEvent, QPen, QRadialGradient
from gin_desktop.qt.widgets import QSizePolicy, QWidget

from ..card_pixmaps import CardPixmaps
from ..table.scene import FELT_COLOURS, HIGH_CONTRAST_FELT
from ..themes import LOOKS, Theme, cloth

SAMPLE: Final = tuple(Card.parse(code) for code in ("AS", "KH", "QC", "TD"))
"""A card of each suit (a court among them), so the four-colour choice and the art both show."""
CARD_HEIGHT: Final = 92.0  # at 100 % card size
ASPECT: Final = 250 / 350


class TablePreview(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._pixmaps = CardPixmaps()  # (its own: see the module's note)
        self.back, self.felt, self.theme = "blue", QColor(FELT_COLOURS["green"]), LOOKS["classic"]
        self.scale, self.high_contrast = 100, False
        self.setMinimumSize(250, 230)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(280, 240)

    def show_look(self, *, back: str, felt: QColor, theme: Theme, scale: int, four_colour: bool,
                  high_contrast: bool, deck: str = "classic") -> None:
        self.back, self.felt, self.theme, self.scale, self.high_contrast = back, felt, theme, scale, high_contrast
        self._pixmaps.set_four_colour(four_colour)
        self._pixmaps.set_deck(deck)
        self.setAccessibleDescription(self.tr("{theme} table, cards at {scale} %").format(
            theme=theme.key, scale=scale))
        self.update()

    def cloth_colour(self) -> QColor:
        return QColor(HIGH_CONTRAST_FELT) if self.high_contrast else cloth(self.theme, self.felt)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        outline = QPainterPath()
        outline.addRoundedRect(area, 10, 10)
        colour = self.cloth_colour()
        if self.high_contrast:
            painter.fillPath(outline, colour)
        else:
            gradient = QRadialGradient(area.center(), max(area.width(), area.height()) * 0.75)
            gradient.setColorAt(0.0, colour.lighter(118))
            gradient.setColorAt(0.6, colour)
            gradient.setColorAt(1.0, colour.darker(145))
            painter.fillPath(outline, gradient)
        painter.setPen(QPen(QColor(0, 0, 0, 90), 1))
        painter.drawPath(outline)
        dpr = self.devicePixelRatioF()
        height = CARD_HEIGHT * self.scale / 100
        size = QSize(round(height * ASPECT), round(height))
        stock = QPointF(area.left() + 16, area.top() + 14)
        back = self._pixmaps.back(self.back, size, dpr)
        for i in (2, 1, 0):  # the stock's edge, as on the table
            painter.drawPixmap(stock + QPointF(i * 2.0, i * 2.0), back)
        step = size.width() * 0.42
        start = QPointF(area.center().x() - (step * (len(SAMPLE) - 1) + size.width()) / 2,
                        area.bottom() - size.height() - 12)
        for i, card in enumerate(SAMPLE):
            spot = start + QPointF(i * step, 0)
            painter.fillRect(QRectF(spot + QPointF(2, 3), QSize(size.width(), size.height())), QColor(0, 0, 0, 60))
            painter.drawPixmap(spot, self._pixmaps.face(card, size, dpr))
        if self.high_contrast:
            painter.setPen(QPen(QColor(255, 255, 0), 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(start, QSize(round(step * 2 + size.width()), size.height())), 6, 6)
        painter.end()
