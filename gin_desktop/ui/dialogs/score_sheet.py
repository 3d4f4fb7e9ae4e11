"""The score sheet: every hand's points and reason, running totals, boxes, the final
bonuses, and a small chart of both totals over the game."""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise

from gin_desktop.qt.core import QCoreApplication, QEvent, QPointF, QRectF, Qt, Signal
from gin_desktop.qt.gui import QColor, QHelpEvent, QPainter, QPaintEvent, QPalette, QPen
from gin_desktop.qt.widgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QToolTip,
    QVBoxLayout,
    QWidget,
)
from gin_desktop.text.score_text import KIND_TEXT, SheetSource, result_text, sheet_rows
from gin_desktop.ui.painted_text import draw_text, draw_text_at
from gin_desktop.words.i18n import QT_TRANSLATE_NOOP, tr

__all__ = ["KIND_TEXT", "ScoreChart", "ScoreSheetDialog", "result_text", "select_last_hand", "sheet_rows"]

class ScoreChart(QWidget):
    """Both running totals, hand by hand, against the target line, with a legend, the
    target and the hand numbers labelled; hovering shows the totals after a hand."""

    YOU = QColor(33, 118, 199)
    COMPUTER = QColor(200, 60, 60)
    TARGET = QColor(140, 140, 140)  # the target's dashed line and the axis (3:1 on a white chart)

    def __init__(self, match: SheetSource, human: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.match, self.human = match, human
        self.setMinimumHeight(160)
        self.setAccessibleName(self.tr("Score chart"))
        # The totals as the sheet beside the chart shows them, taken once.
        self.mine, self.theirs = mine, theirs = self.series()
        self.top = max(match.rules.target, *mine, *theirs)
        after = tr("After %n hand(s): you {you}, the computer {computer}", "", len(mine) - 1)
        self.setAccessibleDescription(after.format(you=mine[-1], computer=theirs[-1]))

    def series(self) -> tuple[list[int], list[int]]:
        mine = [0] + [e.totals[self.human] for e in self.match.sheet]
        theirs = [0] + [e.totals[1 - self.human] for e in self.match.sheet]
        return mine, theirs

    def legend(self) -> list[tuple[str, QColor]]:
        """The legend's entries: each player's name with the total the panel shows, and its colour
        (once the game is over, the final totals with the bonuses, said so)."""
        final = self.match.result
        if final is not None:
            you, computer = final.totals[self.human], final.totals[1 - self.human]
            return [(self.tr("You {total} final, with bonuses").format(total=you), self.YOU),
                    (self.tr("Computer {total} final, with bonuses").format(total=computer), self.COMPUTER)]
        return [(self.tr("You {total}").format(total=self.mine[-1]), self.YOU),
                (self.tr("Computer {total}").format(total=self.theirs[-1]), self.COMPUTER)]

    def scale_labels(self) -> list[int]:
        """The values written on the scale: 0, the target and the top, leaving out the top when it
        would be written over the target (a game won at 105 against a target of 100)."""
        plot, line = self.plot_rect(), self.fontMetrics().height()
        target = self.match.rules.target
        labels = [0, target]
        if self.top != target and plot.height() * (self.top - target) / self.top >= line:
            labels.append(self.top)
        return labels

    def plot_rect(self) -> QRectF:
        """Where the lines go: room on the left for the scale, above for the legend, below for hand numbers."""
        metrics = self.fontMetrics()
        left = metrics.horizontalAdvance(str(self.top)) + 12
        line = metrics.height()
        return QRectF(left, line + 10, max(1, self.width() - left - 14), max(1, self.height() - 2 * line - 18))

    def hand_at(self, x: float) -> int | None:
        """The hand whose point is nearest to ``x`` (0 is the start), None left of the plot or without hands."""
        hands = len(self.mine) - 1
        plot = self.plot_rect()
        if hands == 0 or x < plot.left() - 6 or x > plot.right() + 6:
            return None
        return max(0, min(hands, round((x - plot.left()) / plot.width() * hands)))

    def tooltip_at(self, x: float) -> str:
        hand = self.hand_at(x)
        if hand is None or hand == 0:
            return ""
        return self.tr("After hand {hand}: you {you}, the computer {computer}").format(
            hand=hand, you=self.mine[hand], computer=self.theirs[hand])

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            text = self.tooltip_at(event.pos().x())
            if text:
                QToolTip.showText(event.globalPos(), text, self)
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().event(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        painter.fillRect(self.rect(), palette.color(QPalette.ColorRole.Base))
        text = palette.color(QPalette.ColorRole.Text)
        metrics = painter.fontMetrics()
        mine, theirs = self.mine, self.theirs
        top, target = self.top, self.match.rules.target
        plot = self.plot_rect()
        hands = max(1, len(mine) - 1)

        def point(i: int, v: int) -> QPointF:
            return QPointF(plot.left() + plot.width() * i / hands, plot.bottom() - plot.height() * v / top)

        right_aligned = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        painter.setPen(text)
        for value in self.scale_labels():
            draw_text(painter, QRectF(0, point(0, value).y() - 8, plot.left() - 6, 16), right_aligned, str(value),
                      owner="score chart scale")
        painter.setPen(QPen(self.TARGET, 1, Qt.PenStyle.DashLine))
        y = point(0, target).y()
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
        painter.drawLine(QPointF(plot.left(), plot.bottom()), QPointF(plot.right(), plot.bottom()))
        painter.setPen(text)
        game = self.tr("Game {target}").format(target=target)
        draw_text(painter, QRectF(plot.left(), y - metrics.height() - 1, plot.width(), metrics.height()), right_aligned,
                  game, owner="score chart target")
        every = max(1, -(-metrics.horizontalAdvance(f" {hands} ") * hands // max(1, int(plot.width()))))
        for i in range(1, len(mine)):
            if i % every == 0 or i == len(mine) - 1:
                x = point(i, 0).x()
                draw_text(painter, QRectF(x - 20, plot.bottom() + 3, 40, metrics.height()),
                          Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, str(i), owner="score chart hand")
        for values, colour in ((theirs, self.COMPUTER), (mine, self.YOU)):  # the player's line on top
            painter.setPen(QPen(colour, 2.5))
            points = [point(i, v) for i, v in enumerate(values)]
            for a, b in pairwise(points):
                painter.drawLine(a, b)
            painter.setBrush(colour)
            for dot in points[1:]:
                painter.drawEllipse(dot, 3, 3)
        x = plot.left()
        for label, colour in self.legend():
            painter.setPen(QPen(colour, 3))
            middle = 4 + metrics.height() / 2
            painter.drawLine(QPointF(x, middle), QPointF(x + 18, middle))
            painter.setPen(text)
            draw_text_at(painter, QPointF(x + 24, 4 + metrics.ascent()), label, owner="score chart legend")
            x += 24 + metrics.horizontalAdvance(label) + 18
        painter.end()


def selected_hand(table: QTableWidget) -> int | None:
    """The hand number in the first column of the selected row (None: no selection, or a bonus row)."""
    rows = table.selectionModel().selectedRows()
    item = table.item(rows[0].row(), 0) if rows else None
    return int(item.text()) if item is not None and item.text().isdigit() else None


def replay_button(table: QTableWidget, hand: Callable[[], int | None], emit: Callable[[int], None]) -> QPushButton:
    """A "Replay hand" button, enabled while ``hand()`` names a hand; a click on it, or a
    double click on a row, calls ``emit`` with that hand number. Its tooltip says what to do
    while it is greyed (choose a hand's row) and which hand it replays once it is not."""
    translate = QCoreApplication.translate
    button = QPushButton(translate("ScoreSheetDialog", "Replay hand"))
    button.setAccessibleName(translate("ScoreSheetDialog", "Replay the selected hand"))
    button.setAutoDefault(False)

    def request() -> None:
        number = hand()
        if number is not None:
            emit(number)

    def follow() -> None:
        number = hand()
        button.setEnabled(number is not None)
        tip = (translate("ScoreSheetDialog", "Choose a hand in the sheet to replay it (or double-click its row)")
               if number is None else translate("ScoreSheetDialog", "Replay hand {hand} step by step, both hands "
                                                "face up").format(hand=number))
        button.setToolTip(tip)
        button.setAccessibleDescription(tip)

    button.clicked.connect(request)
    table.itemSelectionChanged.connect(follow)
    table.cellDoubleClicked.connect(lambda _row, _column: request())
    follow()
    return button


def select_last_hand(table: QTableWidget) -> None:
    """Select the row of the latest hand (the sheet's last numbered row), so Replay hand is ready."""
    for row in reversed(range(table.rowCount())):
        item = table.item(row, 0)
        if item is not None and item.text().isdigit():
            table.selectRow(row)
            table.scrollToItem(item)
            return


HEADERS = (  # English; shown through ScoreSheetDialog.tr (the statistics window has its own copy)
    QT_TRANSLATE_NOOP("ScoreSheetDialog", "Hand"), QT_TRANSLATE_NOOP("ScoreSheetDialog", "Dealer"),
    QT_TRANSLATE_NOOP("ScoreSheetDialog", "Result"), QT_TRANSLATE_NOOP("ScoreSheetDialog", "You"),
    QT_TRANSLATE_NOOP("ScoreSheetDialog", "Computer"), QT_TRANSLATE_NOOP("ScoreSheetDialog", "Your total"),
    QT_TRANSLATE_NOOP("ScoreSheetDialog", "Computer total"), QT_TRANSLATE_NOOP("ScoreSheetDialog", "Why"),
)


class ScoreSheetDialog(QDialog):
    """The score sheet of ``match``; "Replay hand" (or a double click on a hand's row) emits
    :attr:`replay_requested` with that hand's number (1-based)."""

    replay_requested = Signal(int)

    def __init__(self, match: SheetSource, human: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Score sheet"))
        self.resize(820, 480)
        box = QVBoxLayout(self)
        wins = match.hands_won
        box.addWidget(QLabel(self.tr("Boxes (hands won): you {mine}, computer {theirs}").format(
            mine=wins[human], theirs=wins[1 - human])))
        rows = sheet_rows(match, human)
        self.table = QTableWidget(len(rows), len(HEADERS))
        self.table.setHorizontalHeaderLabels([self.tr(text) for text in HEADERS])
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                item = QTableWidgetItem(text)
                if text and not text.lstrip("-").isdigit():  # (the why, in the last column, is cut where
                    item.setToolTip(text)                    # the table scrolls sideways: whole here)
                self.table.setItem(r, c, item)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        box.addWidget(self.table, 1)
        self.chart = ScoreChart(match, human)
        box.addWidget(self.chart)
        self.replay_button = replay_button(self.table, self.selected_hand, self.replay_requested.emit)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.replay_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        box.addWidget(buttons)
        select_last_hand(self.table)

    def selected_hand(self) -> int | None:
        return selected_hand(self.table)
