"""The known-cards tracker: what the public history says about the opponent's hand.

A grid of all 52 cards says where each one is as far as the player can know: in your
hand, known in the computer's hand (taken from the pile), gone to the discard pile, or
unseen (the stock or the computer's hand), with the count of unseen cards. Below it:
every discard in order (who threw it), the cards the opponent took from the pile and
still holds, and the cards the opponent passed (the first upcard, or the last discard
at the wall). Built only from the player's view: it shows nothing a careful player at
a real table could not have noted.
"""

from __future__ import annotations

from gin_desktop.core import DECK, Card, PlayerView
from gin_desktop.core.cards import SUIT_SYMBOLS
from gin_desktop.qt.core import Qt, Signal
from gin_desktop.qt.gui import QCloseEvent
from gin_desktop.qt.widgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QToolButton,
    QVBoxLayout,
    QWidget,
)
from gin_desktop.values.snapshot import KnownCards, known_cards
from gin_desktop.words.i18n import card_words

YOURS, COMPUTER, GONE, UNSEEN = "yours", "computer", "gone", "unseen"
"""Where a card is, as far as the player can know (see :func:`card_places`)."""

PLACE_STYLE = {  # background, text
    YOURS: ("#2e7d32", "#ffffff"),
    COMPUTER: ("#c62828", "#ffffff"),
    GONE: ("#e0e0e0", "#616161"),  # (dimmer than an unseen card's, still 4.5:1: gone is a fact to read)
    UNSEEN: ("#ffffff", "#202020"),
}
DOCK_BACK, DOCK_INK, RED_SUIT = "#fbfbf7", "#202020", "#c62828"  # the dock's card, its words, ♥ and ♦
SUIT_ORDER = (3, 2, 1, 0)  # rows: spades, hearts, diamonds, clubs


def card_places(view: PlayerView, known: KnownCards | None = None) -> dict[Card, str]:
    """Every card's place as the player can know it: :data:`YOURS`, :data:`COMPUTER` (taken
    from the pile and not thrown since), :data:`GONE` (in the discard pile) or :data:`UNSEEN`.
    ``known``: :func:`known_cards` of the view, when the caller has it already."""
    places = dict.fromkeys(DECK, UNSEEN)
    for card in view.discard_pile:
        places[card] = GONE
    for card in (known or known_cards(view)).opponent_holds:
        places[card] = COMPUTER
    for card in view.hand:
        places[card] = YOURS
    return places


def _cards_text(cards: tuple[Card, ...] | list[Card]) -> str:
    return " ".join(c.symbol for c in cards) if cards else "—"


class TrackerPanel(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tracker")
        self.setAccessibleName(self.tr("Known cards"))
        box = QVBoxLayout(self)
        grid = QGridLayout()
        grid.setSpacing(2)
        self.cells: dict[Card, QLabel] = {}
        for row, suit in enumerate(SUIT_ORDER):
            head = QLabel(SUIT_SYMBOLS[suit])
            head.setStyleSheet(f"color: {RED_SUIT};" if suit in (1, 2) else "")
            grid.addWidget(head, row, 0)
            for rank in range(1, 14):
                card = Card(rank, suit)
                cell = QLabel(card.symbol[:-1])
                cell.setAlignment(Qt.AlignmentFlag.AlignCenter)
                cell.setMinimumWidth(18)
                grid.addWidget(cell, row, rank)
                self.cells[card] = cell
        box.addLayout(grid)
        names = {YOURS: self.tr("yours"), COMPUTER: self.tr("the computer's"), GONE: self.tr("discarded"),
                 UNSEEN: self.tr("unseen")}
        self.legend = QLabel(" ".join(
            f"<span style='background:{PLACE_STYLE[p][0]}; color:{PLACE_STYLE[p][1]}'>&nbsp;{names[p]}&nbsp;</span>"
            for p in (YOURS, COMPUTER, GONE, UNSEEN)))
        self.legend.setWordWrap(True)
        self.legend.setTextFormat(Qt.TextFormat.RichText)
        box.addWidget(self.legend)
        self.unseen = QLabel()
        box.addWidget(self.unseen)
        self.holds = QLabel()
        self.passed = QLabel()
        self.history = QLabel()
        for label in (self.holds, self.passed, self.history):
            label.setWordWrap(True)
            box.addWidget(label)
        box.addStretch(1)

    def show_view(self, view: PlayerView | None, known: KnownCards | None = None) -> None:
        """Show what ``view`` lets the player know; ``known``: the snapshot's known cards of it."""
        if view is None:
            return
        known = known or known_cards(view)
        words = {YOURS: self.tr("in your hand"), COMPUTER: self.tr("the computer holds it (taken from the pile)"),
                 GONE: self.tr("in the discard pile"), UNSEEN: self.tr("unseen: the stock or the computer's hand")}
        places = card_places(view, known)
        for card, cell in self.cells.items():
            background, text = PLACE_STYLE[places[card]]
            bold = "font-weight: bold;" if places[card] in (YOURS, COMPUTER) else ""
            cell.setStyleSheet(f"background: {background}; color: {text}; border-radius: 3px; {bold}")
            cell.setToolTip(f"{card.symbol}: {words[places[card]]}")
            cell.setAccessibleName(f"{card_words(card)}: {words[places[card]]}")
            cell.setProperty("place", places[card])
        count = sum(1 for place in places.values() if place == UNSEEN)
        self.unseen.setText(self.tr("Unseen: {count} cards").format(count=count))
        self.holds.setText(self.tr("Computer holds (taken from the pile): {cards}").format(
            cards=_cards_text(known.opponent_holds)))
        self.passed.setText(self.tr("Computer passed: {cards}").format(cards=_cards_text(known.opponent_passed)))
        you, computer = self.tr("You: {card}"), self.tr("Computer: {card}")
        lines = [(you if who == "you" else computer).format(card=card.symbol) for who, card in known.discards]
        self.history.setText(self.tr("Discards, oldest first:") + "\n" + ("\n".join(lines) if lines else "—"))
        self.holds.setAccessibleName(self.holds.text())


OVERLAY_WIDTH = 330
"""The known-cards card's width on the table (the middle row moves right to make room for it)."""


class TrackerDock(QFrame):
    """The known cards as a card on the felt, left of the piles: the table keeps its card size
    (a dock beside the table narrowed it, and the cards shrank by a third at 1280×800). It
    scrolls when the discards outgrow it; its ✕ (or T, or the View menu) closes it and
    :attr:`closed` says so, so the menu unticks."""

    closed = Signal()

    def __init__(self, title: str, panel: TrackerPanel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("trackerDock")
        self.setAccessibleName(title)
        self.setStyleSheet(
            f"#trackerDock {{ background: {DOCK_BACK}; border: 1px solid rgba(0, 0, 0, 90); border-radius: 8px; }}"
            f" #trackerDock QLabel {{ color: {DOCK_INK}; }} QScrollArea {{ background: transparent; border: none; }}"
            " #trackerTitle { font-weight: bold; }")
        box = QVBoxLayout(self)
        box.setContentsMargins(8, 6, 6, 6)
        box.setSpacing(2)
        head = QHBoxLayout()
        label = QLabel(title)
        label.setObjectName("trackerTitle")
        head.addWidget(label, 1)
        self.close_button = QToolButton()
        self.close_button.setText("✕")
        self.close_button.setAutoRaise(True)
        self.close_button.setToolTip(self.tr("Close the known cards (T)"))
        self.close_button.setAccessibleName(self.tr("Close the known cards"))
        self.close_button.clicked.connect(self.close)
        head.addWidget(self.close_button)
        box.addLayout(head)
        scroll = QScrollArea()
        scroll.setWidget(panel)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        panel.setAutoFillBackground(False)
        box.addWidget(scroll, 1)

    def closeEvent(self, event: QCloseEvent) -> None:
        super().closeEvent(event)
        self.closed.emit()
