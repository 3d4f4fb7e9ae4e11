"""The statistics charts, painted with QPainter: points difference per game and the running win rate.

The series are pure functions of the finished games so they can be tested without painting.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

from gin_desktop.qt.core import QCoreApplication, QPointF, QRectF, Qt
from gin_desktop.qt.gui import QColor, QPainter, QPaintEvent, QPalette, QPen
from gin_desktop.qt.widgets import QWidget
from gin_desktop.services.records import FinishedGame
from gin_desktop.ui.painted_text import draw_text
from gin_desktop.words.i18n import tr


def score_trend(finished: Sequence[FinishedGame]) -> list[int]:
    """Your final total minus the computer's, per finished game, oldest first (``finished`` is newest first)."""
    return [g.totals[g.human_seat] - g.totals[1 - g.human_seat] for g in reversed(finished)]


def win_rate_trend(finished: Sequence[FinishedGame]) -> list[float]:
    """The running win percentage after each finished game, oldest first."""
    out: list[float] = []
    won = 0
    for n, game in enumerate(reversed(finished), 1):
        won += game.won
        out.append(100.0 * won / n)
    return out


def accuracy_trend(finished: Sequence[FinishedGame]) -> list[float]:
    """The coach's accuracy of each finished game with reviewed hands, oldest first; games played with the
    tutor are kept apart (the player had help), so the trend is the player's own play."""
    return [g.accuracy for g in reversed(finished) if g.accuracy is not None and not g.tutored]


GAIN_BAR = QColor(46, 125, 50)  # a game won on points
LOSS_BAR = QColor(198, 40, 40)
TREND_LINE = QColor(33, 118, 199)  # the win rate and accuracy lines
REFERENCE_LINE = QColor(140, 140, 140)  # the dashed line at zero (or at the reference figure)
"""The charts' colours: 3:1 against both looks' chart ground (tests/ui/test_contrast.py)."""

MIN_BAR_STEP = 3.0
"""Pixels per bar at the least: with more games than that allows, bars show averages."""


def bucketed(values: Sequence[float], slots: int) -> list[float]:
    """``values`` as at most ``slots`` bars: consecutive runs averaged, oldest first, the
    runs as even as the counts allow (all of ``values`` when they fit)."""
    slots = max(1, slots)
    n = len(values)
    if n <= slots:
        return list(values)
    bounds = [round(i * n / slots) for i in range(slots + 1)]
    return [sum(values[a:b]) / (b - a) for a, b in pairwise(bounds) if b > a]


class TrendChart(QWidget):
    """One series over the finished games: bars around zero (``bars``) or a line in a fixed range."""

    def __init__(self, name: str, bars: bool, fixed_range: tuple[float, float] | None = None,
                 reference: float | None = None, unit: str = "", parent: QWidget | None = None,
                 ticks: Sequence[tuple[float, str]] = ()) -> None:
        super().__init__(parent)
        self.bars, self.fixed_range, self.reference, self.unit = bars, fixed_range, reference, unit
        self.ticks = tuple(ticks)  # named lines across the chart (the levels), in place of the range's ends
        self.empty = ""  # what the chart says without a value ("" : no finished games yet)
        self.values: list[float] = []
        self.setAccessibleName(name)
        self.setMinimumSize(240, 150)

    def set_values(self, values: Sequence[float]) -> None:
        self.values = [float(v) for v in values]
        text = tr("%n game(s), latest {value}", "", len(self.values))
        self.setAccessibleDescription(text.format(value=f"{self.values[-1]:.0f}{self.unit}" if self.values else "–"))
        self.update()

    def value_range(self) -> tuple[float, float]:
        if self.fixed_range is not None:
            return self.fixed_range
        low = min([0.0, *self.values])
        high = max([0.0, *self.values])
        return (low, high) if high > low else (low - 1, high + 1)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        painter.fillRect(self.rect(), palette.color(QPalette.ColorRole.Base))
        text = palette.color(QPalette.ColorRole.Text)
        painter.setPen(text)
        if not self.values:
            draw_text(painter, QRectF(self.rect()), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                      self.empty or QCoreApplication.translate("StatisticsWindow", "No finished games yet"),
                      owner="chart")
            painter.end()
            return
        low, high = self.value_range()
        metrics = painter.fontMetrics()
        labels = list(self.ticks) or [(value, f"{value:.0f}{self.unit}") for value in (low, high)]
        left = max(metrics.horizontalAdvance(f"-{max(abs(low), abs(high)):.0f}{self.unit}"),
                   *(metrics.horizontalAdvance(label) for _v, label in labels)) + 10
        plot = QRectF(left, 8, max(1, self.width() - left - 8), max(1, self.height() - 16))

        def y_of(value: float) -> float:
            return plot.bottom() - (value - low) / (high - low) * plot.height()

        for value, label in labels:
            draw_text(painter, QRectF(0, y_of(value) - 8, left - 5, 16),
                      Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, label, owner="chart scale")
        painter.setPen(QPen(REFERENCE_LINE, 1, Qt.PenStyle.DashLine))
        for axis in ([v for v, _l in self.ticks] if self.ticks else
                     [self.reference if self.reference is not None else 0.0]):
            painter.drawLine(QPointF(plot.left(), y_of(axis)), QPointF(plot.right(), y_of(axis)))
        n = len(self.values)
        if self.bars:
            shown = bucketed(self.values, int(plot.width() // MIN_BAR_STEP))
            self.setToolTip("" if len(shown) == n else QCoreApplication.translate(
                "StatisticsWindow", "Too many games for a bar each: a bar is the average of about {count} games"
            ).format(count=round(n / len(shown))))
            step = plot.width() / len(shown)
            width = max(1.0, step * 0.7)
            for i, value in enumerate(shown):
                colour = GAIN_BAR if value >= 0 else LOSS_BAR
                top, bottom = sorted((y_of(value), y_of(0.0)))
                painter.fillRect(QRectF(plot.left() + i * step + (step - width) / 2, top, width,
                                        max(1.0, bottom - top)), colour)
        else:
            painter.setPen(QPen(TREND_LINE, 2.5))
            points = [QPointF(plot.left() + plot.width() * (i + 0.5) / n, y_of(v)) for i, v in enumerate(self.values)]
            for a, b in pairwise(points):
                painter.drawLine(a, b)
            if n == 1 or self.ticks:  # (a dot a game where the games are few and each one counts)
                painter.setBrush(QColor(33, 118, 199))
                for point in points if n <= 60 else points[:1]:
                    painter.drawEllipse(point, 3, 3)
        painter.end()
