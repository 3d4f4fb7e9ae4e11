"""The known-cards tracker: what the public history says about the opponent's hand.

Shows every discard in order (who threw it), the cards the opponent took from the
pile and still holds, and the cards the opponent passed (the first upcard, or the
last discard at the wall). Built only from the player's view: it shows nothing a
careful player at a real table could not have noted.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QDockWidget, QLabel, QVBoxLayout, QWidget

from gin_desktop.core import Card, PlayerView


@dataclass(frozen=True)
class KnownCards:
    discards: tuple[tuple[str, Card], ...]  # ("you" | "computer", card), oldest first
    opponent_holds: tuple[Card, ...]  # taken from the pile and not thrown since
    opponent_passed: tuple[Card, ...]


def known_cards(view: PlayerView) -> KnownCards:
    opp = view.opponent
    held: list[Card] = []
    discards: list[tuple[str, Card]] = []
    for e in view.events:
        if e.card is None:
            continue
        if e.action in ("discard", "knock"):
            discards.append(("you" if e.seat == view.seat else "computer", e.card))
            if e.seat == opp and e.card in held:
                held.remove(e.card)
        elif e.action == "draw_discard" and e.seat == opp:
            held.append(e.card)
    return KnownCards(tuple(discards), tuple(held), view.passed_by(opp))


def _cards_text(cards: tuple[Card, ...] | list[Card]) -> str:
    return " ".join(c.symbol for c in cards) if cards else "—"


class TrackerPanel(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tracker")
        self.setAccessibleName(self.tr("Known cards"))
        box = QVBoxLayout(self)
        self.holds = QLabel()
        self.passed = QLabel()
        self.history = QLabel()
        for label in (self.holds, self.passed, self.history):
            label.setWordWrap(True)
            box.addWidget(label)
        box.addStretch(1)

    def show_view(self, view: PlayerView | None) -> None:
        if view is None:
            return
        known = known_cards(view)
        self.holds.setText(self.tr("Computer holds (taken from the pile): {cards}").format(
            cards=_cards_text(known.opponent_holds)))
        self.passed.setText(self.tr("Computer passed: {cards}").format(cards=_cards_text(known.opponent_passed)))
        you, computer = self.tr("You: {card}"), self.tr("Computer: {card}")
        lines = [(you if who == "you" else computer).format(card=card.symbol) for who, card in known.discards]
        self.history.setText(self.tr("Discards, oldest first:") + "\n" + ("\n".join(lines) if lines else "—"))
        self.holds.setAccessibleName(self.holds.text())


class TrackerDock(QDockWidget):
    """The dock holding the tracker; says when the player closes it (so the menu unticks)."""

    closed = Signal()

    def __init__(self, title: str, panel: TrackerPanel, parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        self.setObjectName("trackerDock")
        self.setWidget(panel)

    def closeEvent(self, event: QCloseEvent) -> None:
        super().closeEvent(event)
        self.closed.emit()
