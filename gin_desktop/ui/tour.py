"""The first-game tour: a few bubbles over the real table, each pointing at what it explains.

The first launch opens it centred over the game; each following step lights up one part of
the table (the hand, the piles, the knock area, the panel, the computer's hand) and puts its
bubble where it covers none of it: below, above, beside or, where nothing else fits, in the
darkened part of the table. Next / Back (→ ←, Enter) step through, Skip or Esc closes it;
the computer waits until it is closed (see ``begin_play``). Help › First game walkthrough opens
it again, and the rules window's First game page keeps the same advice in one text.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from gin_desktop.qt.core import QEvent, QObject, QPoint, QRect, QRectF, QSize, Qt, Signal
from gin_desktop.qt.gui import QColor, QKeyEvent, QMouseEvent, QPainter, QPainterPath, QPaintEvent, QPen
from gin_desktop.qt.widgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget
from gin_desktop.words.i18n import tr

if TYPE_CHECKING:
    from gin_desktop.ui.table.view import TableView

Target = Callable[[], QRect | None]  # where the step points, in the overlay's coordinates (None: nothing)


@dataclass(frozen=True)
class TourStep:
    title: str
    text: str
    target: Target
    # For a step that lights nothing: the part its bubble keeps clear of, above it where there is room
    # (the welcome first covered the upcard, the first card a player has to decide on).
    clear: Target = lambda: None


BUBBLE_WIDTH = 360
GAP = 14  # between the lit part and the bubble


def place_bubble(size: QSize, target: QRect | None, room: QRect, above_first: bool = False) -> QRect:
    """Where a bubble of ``size`` goes: centred in ``room`` without a target, else the first of
    below, above (above, below with ``above_first``), right of and left of ``target`` that fits in
    ``room`` without touching it (the one that overlaps it least when none does)."""
    if target is None:
        return QRect(room.center() - QPoint(size.width() // 2, size.height() // 2), size)
    w, h = size.width(), size.height()
    cx, cy = target.center().x() - w // 2, target.center().y() - h // 2
    below, above = QPoint(cx, target.bottom() + GAP), QPoint(cx, target.top() - GAP - h)
    candidates = [
        *((above, below) if above_first else (below, above)),
        QPoint(target.right() + GAP, cy), QPoint(target.left() - GAP - w, cy),
    ]
    placed: list[QRect] = []
    for corner in candidates:
        rect = QRect(corner, size)
        # slide along the side into the room where it sticks out
        dx = max(room.left() - rect.left(), 0) + min(room.right() - rect.right(), 0)
        dy = max(room.top() - rect.top(), 0) + min(room.bottom() - rect.bottom(), 0)
        rect.translate(dx, dy)
        if room.contains(rect) and not rect.intersects(target):
            return rect
        placed.append(rect)

    def overlap(rect: QRect) -> int:
        common = rect.intersected(target)
        return common.width() * common.height() if not common.isEmpty() else 0

    return min(placed, key=overlap)


class TourOverlay(QWidget):
    """Dims the window except the part a step points at, and shows that step's bubble."""

    finished = Signal()

    def __init__(self, host: QWidget, steps: Sequence[TourStep]) -> None:
        super().__init__(host)
        self.steps = list(steps)
        self.index = 0
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setProperty("keepsGameKeys", True)  # (the window's KeyKeeper leaves it its keys)
        self.setAccessibleName(tr("First game walkthrough"))
        self.bubble = QFrame(self)
        self.bubble.setObjectName("tourBubble")
        self.bubble.setStyleSheet(
            "#tourBubble { background: #fffdf5; border: 2px solid #e6b800; border-radius: 10px; }"
            " QLabel { color: #1d2a22; } QLabel#tourTitle { font-size: 16px; font-weight: bold; }"
            " QLabel#tourCount { color: #6b756f; }")
        box = QVBoxLayout(self.bubble)
        box.setContentsMargins(16, 12, 16, 12)
        self.title_label, self.text_label, self.count_label = QLabel(), QLabel(), QLabel()
        self.title_label.setObjectName("tourTitle")
        self.count_label.setObjectName("tourCount")
        self.text_label.setWordWrap(True)
        self.text_label.setTextFormat(Qt.TextFormat.RichText)
        box.addWidget(self.title_label)
        box.addWidget(self.text_label)
        row = QHBoxLayout()
        row.addWidget(self.count_label, 1)
        self.skip_button = QPushButton(tr("Skip"))
        self.back_button = QPushButton(tr("Back"))
        self.next_button = QPushButton(tr("Next"))
        for button in (self.skip_button, self.back_button, self.next_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay with the tour
            row.addWidget(button)
        box.addLayout(row)
        self.skip_button.clicked.connect(self.close_tour)
        self.back_button.clicked.connect(lambda: self.show_step(self.index - 1))
        self.next_button.clicked.connect(self.advance)
        self.bubble.setFixedWidth(BUBBLE_WIDTH)
        host.installEventFilter(self)
        self.setGeometry(host.rect())
        self.show()
        self.raise_()
        self.setFocus()
        self.show_step(0)

    # -- steps ----------------------------------------------------------------------------
    def target(self) -> QRect | None:
        return self.steps[self.index].target()

    def show_step(self, index: int) -> None:
        self.index = max(0, min(index, len(self.steps) - 1))
        step = self.steps[self.index]
        self.title_label.setText(step.title)
        self.text_label.setText(step.text)
        self.count_label.setText(tr("{step} of {count}").format(step=self.index + 1, count=len(self.steps)))
        self.back_button.setEnabled(self.index > 0)
        last = self.index == len(self.steps) - 1
        self.next_button.setText(tr("Play") if last else tr("Next"))
        self.skip_button.setVisible(not last)  # (on the last step Play ends it: "Skip" beside it said nothing)
        self.bubble.setAccessibleName(f"{step.title}. {self.text_label.text()}")
        self._place()

    def advance(self) -> None:
        if self.index == len(self.steps) - 1:
            self.close_tour()
        else:
            self.show_step(self.index + 1)

    def close_tour(self) -> None:
        parent = self.parentWidget()
        if parent is not None:
            parent.removeEventFilter(self)
        self.hide()
        self.finished.emit()
        self.deleteLater()

    def _place(self) -> None:
        self.bubble.adjustSize()
        size = QSize(BUBBLE_WIDTH, self.bubble.heightForWidth(BUBBLE_WIDTH) if self.bubble.hasHeightForWidth()
                     else self.bubble.sizeHint().height())
        room = self.rect().adjusted(8, 8, -8, -8)
        target = self.target()
        if target is None and (clear := self.steps[self.index].clear()) is not None:
            self.bubble.setGeometry(place_bubble(size, clear, room, above_first=True))
        else:
            self.bubble.setGeometry(place_bubble(size, target, room))
        self.update()

    # -- events ---------------------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            parent = self.parentWidget()
            if parent is not None:
                self.setGeometry(parent.rect())
                self._place()
        return False

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = Qt.Key(event.key())
        if key in (Qt.Key.Key_Right, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.advance()
        elif key == Qt.Key.Key_Left:
            self.show_step(self.index - 1)
        elif key == Qt.Key.Key_Escape:
            self.close_tour()
        else:
            event.accept()  # the game's keys wait until the tour is closed

    def mousePressEvent(self, event: QMouseEvent) -> None:
        event.accept()  # the table waits too (the bubble's buttons are its own widgets)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        shade = QPainterPath()
        shade.addRect(QRectF(self.rect()))
        target = self.target()
        if target is not None:
            hole = QPainterPath()
            hole.addRoundedRect(QRectF(target.adjusted(-6, -6, 6, 6)), 10, 10)
            shade = shade.subtracted(hole)
        painter.fillPath(shade, QColor(0, 0, 0, 120))
        if target is not None:
            painter.setPen(QPen(QColor(230, 184, 0), 3))
            painter.drawRoundedRect(QRectF(target.adjusted(-6, -6, 6, 6)), 10, 10)
        painter.end()


def table_tour(host: QWidget, view: TableView, panel: QWidget) -> TourOverlay:
    """The tour over the window's middle (``host``: the table ``view`` and the side ``panel``): each
    step lights up the part it explains."""

    def scene_rect(pick: Callable[[], tuple[float, float, float, float] | None]) -> Target:
        def where() -> QRect | None:
            found = pick()
            if found is None:
                return None
            x, y, w, h = found
            polygon = view.mapFromScene(QRectF(x, y, w, h))
            rect = polygon.boundingRect()
            return QRect(view.viewport().mapTo(host, rect.topLeft()), rect.size())
        return where

    def area(name: str) -> Callable[[], tuple[float, float, float, float] | None]:
        def pick() -> tuple[float, float, float, float] | None:
            layout = view.table.layout
            if layout is None:
                return None
            if name == "piles":
                return (layout.stock.x, layout.stock.y, layout.discard.x + layout.card_w - layout.stock.x,
                        layout.card_h)
            rect = getattr(layout, name)
            return (rect.x, rect.y, rect.w, layout.card_h if name in ("hand", "opponent") else rect.h)
        return pick

    def widget_rect(*widgets: QWidget) -> Target:
        def where() -> QRect | None:
            rects = [QRect(w.mapTo(host, QPoint(0, 0)), w.size()) for w in widgets if w.isVisible()]
            if not rects:
                return None
            out = rects[0]
            for rect in rects[1:]:
                out = out.united(rect)
            return out
        return where

    steps = [
        TourStep(tr("Welcome to Gin Rummy"), tr(
            "You play the computer: make melds (three or four of a kind, or runs of three or more in a suit) "
            "and get your deadwood — the cards in no meld — low enough to knock. This tour shows where "
            "everything is; it takes half a minute."), lambda: None, scene_rect(area("piles"))),
        TourStep(tr("Your hand"), tr(
            "Cards in your best melds are outlined in colour. Drag a card along the hand to move it, or "
            "choose an order under <b>Sort hand</b>."), scene_rect(area("hand"))),
        TourStep(tr("Draw"), tr(
            "Drag the stock or the top card of the discard pile into your hand, or click it. At the start "
            "of a hand you may take the upcard or press <b>Pass</b>."), scene_rect(area("piles"))),
        TourStep(tr("Discard"), tr(
            "Drag a card onto the discard pile, or double-click it. While you drag, the place the card would "
            "go is outlined: green when the move is allowed, red when it is not."), scene_rect(area("discard"))),
        TourStep(tr("Knock"), tr(
            "When your deadwood is at or below the knock limit, drag the card to discard onto the Knock area. "
            "With no deadwood left that is gin."), scene_rect(area("knock"))),
        TourStep(tr("Your count and the score"), tr(
            "The panel shows the score, your deadwood as you play and the buttons for each move. "
            "<b>Hint</b> (H) suggests one; the status line at the bottom always says what you can do."),
            widget_rect(panel)),
        TourStep(tr("The computer"), tr(
            "It plays at the top and sees only what its seat may see. After each hand both hands are laid out, "
            "lay-offs fly onto the knocker's melds and the result shows beside the piles."),
            scene_rect(area("opponent"))),
        TourStep(tr("That is all"), tr(
            "The game saves after every move: close it at any time and go on later. <b>Help › Rules</b> has "
            "the full rules and every key."), lambda: None, scene_rect(area("piles"))),
    ]
    return TourOverlay(host, steps)
