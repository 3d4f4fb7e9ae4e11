"""The whole discard pile in order (bottom first), with who threw each card."""

from __future__ import annotations

from collections.abc import Callable

from gin_desktop.core import Card, PlayerView
from gin_desktop.qt.core import QSize, Qt
from gin_desktop.qt.gui import QPixmap
from gin_desktop.qt.widgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)
from gin_desktop.words.i18n import card_words

PixmapFor = Callable[[Card | None, int, int, float], QPixmap]


def pile_entries(view: PlayerView) -> list[tuple[Card, str]]:
    """Each card in the pile, bottom first, with "upcard", "you" or "computer" (keys; the dialog words them)."""
    thrower: dict[Card, str] = {}
    for e in view.events:
        if e.action in ("discard", "knock") and e.card is not None:
            thrower[e.card] = "you" if e.seat == view.seat else "computer"
    return [(c, thrower.get(c, "upcard")) for c in view.discard_pile]


PER_ROW = 8
CARD = QSize(70, 98)


class DiscardPileDialog(QDialog):
    """The pile as it lies, oldest first, eight to a row; each card with who threw it right
    under it, the top card marked; an empty pile says so beside an empty place."""

    def __init__(self, view: PlayerView, pixmap_for: PixmapFor, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Discard pile"))
        entries = pile_entries(view)
        box = QVBoxLayout(self)
        if not entries:
            count = self.tr("The discard pile is empty.")
        elif len(entries) == 1:
            count = self.tr("1 card.")
        else:
            count = self.tr("{count} cards, oldest first; the last one is on top.").format(count=len(entries))
        self.count_label = QLabel(count)
        self.count_label.setAccessibleName(count)
        box.addWidget(self.count_label)
        grid_host = QWidget()
        grid = QGridLayout(grid_host)
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(10)
        grid.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        dpr = self.devicePixelRatioF()
        captions = {"you": self.tr("you"), "computer": self.tr("computer"), "upcard": self.tr("upcard")}
        names = {"you": self.tr("{card}, discarded by you"), "computer": self.tr("{card}, discarded by computer"),
                 "upcard": self.tr("{card}, the upcard")}
        for i, (card, who) in enumerate(entries):
            top = i == len(entries) - 1
            cell = QWidget()
            column = QVBoxLayout(cell)
            column.setContentsMargins(0, 0, 0, 0)
            column.setSpacing(2)
            picture = QLabel()
            picture.setPixmap(pixmap_for(card, CARD.width(), CARD.height(), dpr))
            picture.setAccessibleName(names[who].format(card=card_words(card)))
            picture.setFixedSize(CARD + QSize(6, 6))
            picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
            picture.setStyleSheet("border: 3px solid #e6b800; border-radius: 6px;" if top
                                  else "border: 3px solid transparent;")
            caption = QLabel(self.tr("{who} · on top").format(who=captions[who]) if top else captions[who])
            caption.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
            caption.setWordWrap(True)
            caption.setFixedWidth(CARD.width() + 6)  # (as wide as its card: the columns stay even)
            column.addWidget(picture, 0, Qt.AlignmentFlag.AlignHCenter)
            column.addWidget(caption)
            grid.addWidget(cell, i // PER_ROW, i % PER_ROW)
        if not entries:
            place = QLabel(self.tr("empty"))
            place.setFixedSize(CARD)
            place.setAlignment(Qt.AlignmentFlag.AlignCenter)
            # (the words in the window's text colour: palette(mid) was 1.9:1 on a light window, 1.1:1 at night)
            place.setStyleSheet("border: 2px dashed palette(mid); border-radius: 6px;")
            grid.addWidget(place, 0, 0)
        scroll = QScrollArea()
        scroll.setWidget(grid_host)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        box.addWidget(scroll, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        box.addWidget(buttons)
        self.entries = entries
        # As wide as the cards in a row need (no wide empty columns), as high as three rows at most.
        shown = max(1, min(PER_ROW, len(entries)))
        rows = max(1, min(3, -(-len(entries) // PER_ROW)))
        width = shown * (CARD.width() + 12) + 70
        height = rows * (CARD.height() + 40) + 110
        self.resize(max(320, width), height)
