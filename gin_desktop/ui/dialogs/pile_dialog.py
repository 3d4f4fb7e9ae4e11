"""The whole discard pile in order (bottom first), with who threw each card."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QGridLayout, QLabel, QScrollArea, QVBoxLayout, QWidget

from gin_desktop.core import Card, PlayerView

PixmapFor = Callable[[Card | None, int, int, float], QPixmap]


def pile_entries(view: PlayerView) -> list[tuple[Card, str]]:
    """Each card in the pile, bottom first, with "upcard", "you" or "computer" (keys; the dialog words them)."""
    thrower: dict[Card, str] = {}
    for e in view.events:
        if e.action in ("discard", "knock") and e.card is not None:
            thrower[e.card] = "you" if e.seat == view.seat else "computer"
    return [(c, thrower.get(c, "upcard")) for c in view.discard_pile]


class DiscardPileDialog(QDialog):
    def __init__(self, view: PlayerView, pixmap_for: PixmapFor, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Discard pile"))
        entries = pile_entries(view)
        box = QVBoxLayout(self)
        count = (self.tr("1 card.") if len(entries) == 1
                 else self.tr("{count} cards, oldest first; the last one is on top.").format(count=len(entries)))
        box.addWidget(QLabel(count))
        grid_host = QWidget()
        grid = QGridLayout(grid_host)
        size = QSize(70, 98)
        dpr = self.devicePixelRatioF()
        captions = {"you": self.tr("you"), "computer": self.tr("computer"), "upcard": self.tr("upcard")}
        names = {"you": self.tr("{card}, discarded by you"), "computer": self.tr("{card}, discarded by computer"),
                 "upcard": self.tr("{card}, the upcard")}
        for i, (card, who) in enumerate(entries):
            picture = QLabel()
            picture.setPixmap(pixmap_for(card, size.width(), size.height(), dpr))
            picture.setAccessibleName(names[who].format(card=card.name))
            caption = QLabel(captions[who])
            caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
            grid.addWidget(picture, (i // 10) * 2, i % 10)
            grid.addWidget(caption, (i // 10) * 2 + 1, i % 10)
        scroll = QScrollArea()
        scroll.setWidget(grid_host)
        scroll.setWidgetResizable(True)
        box.addWidget(scroll, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        box.addWidget(buttons)
        self.entries = entries
        self.resize(860, 420)
