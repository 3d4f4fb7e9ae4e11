"""The table's own marks around the cards: the stock's count, the empty pile's outline, the knock
area and its label ("Knock", or "Gin!" when a knock now goes gin), laid out with the cards.

Apart from the scene's sync with the snapshot (:mod:`.scene`); the texts keep the scene's
translation context."""

from __future__ import annotations

from typing import Final

from gin_desktop.core import Knock, Phase, PlayerView
from gin_desktop.qt.core import QCoreApplication, QRectF, Qt
from gin_desktop.qt.gui import QColor, QFont, QPen
from gin_desktop.qt.widgets import QGraphicsRectItem, QGraphicsScene, QGraphicsSimpleTextItem
from gin_desktop.ui.table.layout import TableLayout

translate = QCoreApplication.translate  # every text below is translate("TableScene", "...")

# The marks' colours (tests/ui/test_contrast.py checks them on every cloth at its lamp-lit lightest).
STOCK_INK: Final = QColor(235, 245, 235)
"""The stock's count, "Stock 31"."""
KNOCK_READY: Final = QColor(250, 220, 90)
"""The knock area's dashed edge while a knock is on."""
KNOCK_READY_INK: Final = QColor(255, 236, 140)
"""Its label then, lighter than the edge: 4.5:1 on the lit green cloth under the area's wash."""
KNOCK_IDLE: Final = QColor(255, 255, 255, 70)
"""The knock area's edge while no knock is on."""
KNOCK_IDLE_INK: Final = QColor(255, 255, 255, 170)
"""Its label then: greyed, yet 3:1 (a greyed label should still be read)."""


def knock_wash(can_knock: bool) -> QColor:
    """The knock area's faint white wash over the cloth."""
    return QColor(255, 255, 255, 16 if can_knock else 10)


class TableDecor:
    """The marks of one scene, hidden until the first hand is laid out."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.stock_label = QGraphicsSimpleTextItem()
        self.knock_zone = QGraphicsRectItem()
        self.knock_label = QGraphicsSimpleTextItem(translate("TableScene", "Knock"))
        self.empty_pile = QGraphicsRectItem()  # the discard pile's place while it holds no card
        for item in (self.stock_label, self.knock_zone, self.knock_label, self.empty_pile):
            scene.addItem(item)
            item.setVisible(False)  # until the first hand is laid out (see show)
        self.empty_pile.setZValue(-1)
        self.knock_zone.setZValue(-1)

    def show(self, view: PlayerView, layout: TableLayout, gin: bool) -> None:
        """Place the marks for ``view`` on ``layout``; ``gin``: a knock now goes gin (the snapshot's)."""
        font = QFont()
        font.setPixelSize(max(12, int(layout.card_h * 0.11)))
        font.setBold(True)
        self.stock_label.setFont(font)
        self.stock_label.setBrush(STOCK_INK)
        self.stock_label.setText(translate("TableScene", "Stock {count}").format(count=view.stock_count))
        self.stock_label.setVisible(True)
        sr = self.stock_label.boundingRect()
        self.stock_label.setPos(layout.stock.x + (layout.card_w - sr.width()) / 2, layout.stock.y + layout.card_h + 4)
        d = layout.discard
        self.empty_pile.setVisible(view.top_discard is None)
        self.empty_pile.setRect(QRectF(d.x, d.y, layout.card_w, layout.card_h))
        self.empty_pile.setPen(QPen(QColor(255, 255, 255, 110), 2, Qt.PenStyle.DashLine))
        self.empty_pile.setBrush(QColor(255, 255, 255, 18))
        self.empty_pile.setToolTip(translate("TableScene", "The discard pile (empty)"))
        k = layout.knock
        can_knock = any(isinstance(a, Knock) for a in view.legal_actions)
        self.knock_zone.setRect(QRectF(k.x, k.y, k.w, k.h))
        edge = KNOCK_READY if can_knock else KNOCK_IDLE
        self.knock_zone.setPen(QPen(edge, 2, Qt.PenStyle.DashLine))
        self.knock_zone.setBrush(knock_wash(can_knock))
        showdown = view.phase in (Phase.SHOWDOWN, Phase.OVER, Phase.DEAD)
        self.knock_zone.setVisible(not showdown)
        self.knock_label.setVisible(not showdown)
        self.knock_label.setFont(font)
        self.knock_label.setBrush(KNOCK_READY_INK if can_knock else KNOCK_IDLE_INK)
        self.knock_label.setText(translate("TableScene", "Gin!") if gin else translate("TableScene", "Knock"))
        lr = self.knock_label.boundingRect()
        self.knock_label.setPos(k.x + (k.w - lr.width()) / 2, k.y + (k.h - lr.height()) / 2)
