"""The score sheet: every hand's points and reason, running totals, boxes, the final
bonuses, and a small chart of both totals over the game."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gin_desktop.core import Match

KIND_TEXT = {"knock": "Knock", "undercut": "Undercut", "gin": "Gin", "big_gin": "Big gin", "dead": "Dead hand"}


def sheet_rows(match: Match, human: int) -> list[list[str]]:
    """Rows: hand, dealer, result, your points, computer points, your total, computer total, reason."""
    names = {human: "You", 1 - human: "Computer"}
    rows = []
    for entry in match.sheet:
        result = entry.result
        winner = "" if result.winner is None else f" ({names[result.winner]})"
        pts = entry.points
        rows.append([
            str(entry.hand_number), names[entry.dealer], KIND_TEXT[result.kind] + winner,
            str(pts[human] or ""), str(pts[1 - human] or ""),
            str(entry.totals[human]), str(entry.totals[1 - human]), result.reason,
        ])
    final = match.result
    if final is not None:
        for line in final.bonuses:
            mine = line.seat == human
            rows.append(["", "", line.label, str(line.points) if mine else "", "" if mine else str(line.points),
                         "", "", ""])
        rows.append(["", "", "Final", "", "", str(final.totals[human]), str(final.totals[1 - human]),
                     f"{names[final.winner]} won by {final.difference}" + (" (shutout)" if final.shutout else "")])
    return rows


class ScoreChart(QWidget):
    """Both running totals, hand by hand, against the target line."""

    def __init__(self, match: Match, human: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.match, self.human = match, human
        self.setMinimumHeight(140)
        self.setAccessibleName("Score chart")

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


HEADERS = ("Hand", "Dealer", "Result", "You", "Computer", "Your total", "Computer total", "Why")


class ScoreSheetDialog(QDialog):

    def __init__(self, match: Match, human: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Score sheet")
        self.resize(820, 480)
        box = QVBoxLayout(self)
        wins = match.hands_won
        box.addWidget(QLabel(f"Boxes (hands won): you {wins[human]}, computer {wins[1 - human]}"))
        rows = sheet_rows(match, human)
        self.table = QTableWidget(len(rows), len(HEADERS))
        self.table.setHorizontalHeaderLabels(list(HEADERS))
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                self.table.setItem(r, c, QTableWidgetItem(text))
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        box.addWidget(self.table, 1)
        self.chart = ScoreChart(match, human)
        box.addWidget(self.chart)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        box.addWidget(buttons)
