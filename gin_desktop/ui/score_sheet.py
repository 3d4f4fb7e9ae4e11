"""The score sheet: every hand's points and reason, running totals, boxes, the final
bonuses, and a small chart of both totals over the game."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QPointF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gin_desktop.core import HandResult, Match
from gin_desktop.i18n import QT_TRANSLATE_NOOP, tr

KIND_TEXT = {  # English; shown through tr()
    "knock": QT_TRANSLATE_NOOP("GinRummy", "Knock"),
    "undercut": QT_TRANSLATE_NOOP("GinRummy", "Undercut"),
    "gin": QT_TRANSLATE_NOOP("GinRummy", "Gin"),
    "big_gin": QT_TRANSLATE_NOOP("GinRummy", "Big gin"),
    "dead": QT_TRANSLATE_NOOP("GinRummy", "Dead hand"),
}


def result_text(result: HandResult, human: int) -> str:
    """The result of a hand in words, with its reason ("Result: Knock — You score 12. Knock: …")."""
    if result.winner is None:
        return tr("Result: {reason}.").format(reason=result.reason)
    text = (tr("Result: {kind} — You score {points}. {reason}.") if result.winner == human
            else tr("Result: {kind} — Computer scores {points}. {reason}."))
    return text.format(kind=tr(KIND_TEXT[result.kind]), points=result.points, reason=result.reason)


def sheet_rows(match: Match, human: int) -> list[list[str]]:
    """Rows: hand, dealer, result, your points, computer points, your total, computer total, reason."""
    names = {human: tr("You"), 1 - human: tr("Computer")}
    rows = []
    for entry in match.sheet:
        result = entry.result
        winner = "" if result.winner is None else f" ({names[result.winner]})"
        pts = entry.points
        rows.append([
            str(entry.hand_number), names[entry.dealer], tr(KIND_TEXT[result.kind]) + winner,
            str(pts[human] or ""), str(pts[1 - human] or ""),
            str(entry.totals[human]), str(entry.totals[1 - human]), result.reason,
        ])
    final = match.result
    if final is not None:
        for line in final.bonuses:
            mine = line.seat == human
            rows.append(["", "", line.label, str(line.points) if mine else "", "" if mine else str(line.points),
                         "", "", ""])
        if final.winner == human:
            won = tr("You won by {difference} (shutout)") if final.shutout else tr("You won by {difference}")
        else:
            won = tr("Computer won by {difference} (shutout)") if final.shutout else tr("Computer won by {difference}")
        rows.append(["", "", tr("Final"), "", "", str(final.totals[human]), str(final.totals[1 - human]),
                     won.format(difference=final.difference)])
    return rows


class ScoreChart(QWidget):
    """Both running totals, hand by hand, against the target line."""

    def __init__(self, match: Match, human: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.match, self.human = match, human
        self.setMinimumHeight(140)
        self.setAccessibleName(self.tr("Score chart"))

    def series(self) -> tuple[list[int], list[int]]:
        mine = [0] + [e.totals[self.human] for e in self.match.sheet]
        theirs = [0] + [e.totals[1 - self.human] for e in self.match.sheet]
        return mine, theirs

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h, pad = self.width(), self.height(), 12
        painter.fillRect(self.rect(), QColor(250, 250, 247))
        mine, theirs = self.series()
        top = max(self.match.rules.target, *mine, *theirs)
        n = max(1, len(mine) - 1)

        def point(i: int, v: int) -> QPointF:
            return QPointF(pad + (w - 2 * pad) * i / n, h - pad - (h - 2 * pad) * v / top)

        painter.setPen(QPen(QColor(180, 180, 180), 1, Qt.PenStyle.DashLine))
        y = point(0, self.match.rules.target).y()
        painter.drawLine(QPointF(pad, y), QPointF(w - pad, y))
        for values, color in ((mine, QColor(33, 118, 199)), (theirs, QColor(200, 60, 60))):
            painter.setPen(QPen(color, 2.5))
            for i in range(1, len(values)):
                painter.drawLine(point(i - 1, values[i - 1]), point(i, values[i]))
        painter.end()


def selected_hand(table: QTableWidget) -> int | None:
    """The hand number in the first column of the selected row (None: no selection, or a bonus row)."""
    rows = table.selectionModel().selectedRows()
    item = table.item(rows[0].row(), 0) if rows else None
    return int(item.text()) if item is not None and item.text().isdigit() else None


def replay_button(table: QTableWidget, hand: Callable[[], int | None], emit: Callable[[int], None]) -> QPushButton:
    """A "Replay hand" button, enabled while ``hand()`` names a hand; a click on it, or a
    double click on a row, calls ``emit`` with that hand number."""
    button = QPushButton(QCoreApplication.translate("ScoreSheetDialog", "Replay hand"))
    button.setAccessibleName(QCoreApplication.translate("ScoreSheetDialog", "Replay the selected hand"))
    button.setAutoDefault(False)
    button.setEnabled(False)

    def request() -> None:
        number = hand()
        if number is not None:
            emit(number)

    button.clicked.connect(request)
    table.itemSelectionChanged.connect(lambda: button.setEnabled(hand() is not None))
    table.cellDoubleClicked.connect(lambda _row, _column: request())
    return button


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

    def __init__(self, match: Match, human: int, parent: QWidget | None = None) -> None:
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
                self.table.setItem(r, c, QTableWidgetItem(text))
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

    def selected_hand(self) -> int | None:
        return selected_hand(self.table)
