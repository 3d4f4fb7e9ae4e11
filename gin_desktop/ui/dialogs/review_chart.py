"""The luck-and-skill chart of a hand review, painted with QPainter, on the replay's timeline.

The x axis is the replay's steps (so a point sits under the step the slider shows); the line
is the player's expected points: grey where the cards and the computer's moves moved it
(luck), in the decision's grade colour where the player's own choice did (skill). A badge
for each graded decision sits on the line; a click on one asks for its step.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

from gin_desktop.qt.core import QPointF, QRect, QRectF, Qt, Signal
from gin_desktop.qt.gui import QColor, QFont, QMouseEvent, QPainter, QPaintEvent, QPalette, QPen
from gin_desktop.qt.widgets import QWidget
from gin_desktop.ui.painted_text import draw_text
from gin_desktop.values.reviews import DecisionReview, Grade, HandReview, SwingPoint
from gin_desktop.words.numbers import MINUS, decimal

GRADE_COLOURS = {
    Grade.BEST: QColor(46, 125, 50),
    Grade.GOOD: QColor(104, 159, 56),
    Grade.INACCURACY: QColor(184, 134, 11),  # (dark goldenrod: 3:1 on a white chart, as the others)
    Grade.MISTAKE: QColor(230, 100, 0),
    Grade.BLUNDER: QColor(198, 40, 40),
    Grade.CLOSE: QColor(90, 120, 170),
}
"""Each grade's colour: its line and badge on the chart, its badge in the review (the badge's words
in :func:`gin_desktop.ui.themes.ink_on` of it); 3:1 against both looks' chart ground."""
LUCK = QColor(120, 130, 140)
ZERO_LINE = QColor(140, 140, 140)  # the dashed line at zero
NOW_LINE = QColor(33, 118, 199)  # the step the replay shows (opaque: 3:1 on both looks)
LEGEND_FLAGS = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)


class SwingChart(QWidget):
    """Expected points over the hand's steps, with a badge per graded decision."""

    step_clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.review: HandReview | None = None
        self.steps = 1
        self.current = 0
        self.setMinimumSize(320, 230)
        self.setAccessibleName(self.tr("Expected points through the hand"))
        self.setMouseTracking(True)

    def show_review(self, review: HandReview, steps: int) -> None:
        self.review, self.steps = review, max(1, steps)
        described = self.tr("From {start} at the deal to {end}: luck {luck}, decisions {skill}")
        self.setAccessibleDescription(described.format(
            start=decimal(review.series[0].expected, 1, sign=True) if review.series else "0",
            end=f"{review.result_points:+d}".replace("-", MINUS), luck=decimal(review.luck, 1, sign=True),
            skill=decimal(-review.points_lost, 1, sign=True)))
        self.update()

    def set_step(self, step: int) -> None:
        self.current = step
        self.update()

    # -- geometry (also used by the click) ----------------------------------------------
    def _plot(self) -> QRectF:
        left = self.fontMetrics().horizontalAdvance("−88") + 10
        width = max(1, self.width() - left - 12)
        return QRectF(left, 10, width, max(1, self.height() - 16 - self._legend_height(width)))

    def legend(self) -> str:
        """The line under the chart: what luck, the player's decisions and the result came to."""
        review = self.review
        if review is None:
            return ""
        # (the expected points at the deal too: with them the three add up to the result, which a player checked)
        start = review.series[0].expected if review.series else 0.0
        return self.tr("at the deal {start} · dotted: luck {luck} · coloured: your decisions {skill} · "
                       "result {result}").format(
            start=decimal(start, 1, sign=True), luck=decimal(review.luck, 1, sign=True),
            skill=decimal(-review.points_lost, 1, sign=True),
            result=f"{review.result_points:+d}".replace("-", MINUS)).replace("-", "−")

    def _legend_height(self, width: float) -> float:
        """The legend's lines at ``width`` (French and German take two on the narrow review column)."""
        metrics = self.fontMetrics()
        if self.review is None:
            return float(metrics.height())
        used = metrics.boundingRect(QRect(0, 0, max(1, int(width)), 1000), LEGEND_FLAGS, self.legend())
        return float(max(metrics.height(), used.height()))

    def _range(self, series: Sequence[SwingPoint]) -> tuple[float, float]:
        values = [p.expected for p in series] + [0.0]
        low, high = min(values), max(values)
        pad = max(2.0, (high - low) * 0.1)
        return low - pad, high + pad

    def _x(self, step: int, plot: QRectF) -> float:
        return plot.left() + plot.width() * step / max(1, self.steps - 1)

    def badge_points(self) -> list[tuple[DecisionReview, QPointF]]:
        """Where each graded decision's badge is drawn (on its step, at its chosen figure)."""
        if self.review is None or not self.review.series:
            return []
        plot = self._plot()
        low, high = self._range(self.review.series)
        out = []
        for d in self.review.decisions:
            if d.step > self.steps:
                continue
            y = plot.bottom() - (d.chosen.expected - low) / (high - low) * plot.height()
            out.append((d, QPointF(self._x(d.step, plot), y)))
        return out

    def mousePressEvent(self, event: QMouseEvent) -> None:
        pos = event.position()
        near = [(abs(p.x() - pos.x()) + abs(p.y() - pos.y()), d.step) for d, p in self.badge_points()]
        if near:
            distance, step = min(near)
            if distance < 24:
                self.step_clicked.emit(step)
                return
        super().mousePressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        painter.fillRect(self.rect(), palette.color(QPalette.ColorRole.Base))
        text = palette.color(QPalette.ColorRole.Text)
        review = self.review
        if review is None or not review.series:
            painter.setPen(text)
            draw_text(painter, QRectF(self.rect()), Qt.AlignmentFlag.AlignCenter, self.tr("No decisions to chart"),
                      owner="review chart")
            painter.end()
            return
        plot = self._plot()
        low, high = self._range(review.series)

        def y_of(value: float) -> float:
            return plot.bottom() - (value - low) / (high - low) * plot.height()

        painter.setPen(text)
        gap = self.fontMetrics().height() * 1.3
        shown = [v for v in (high, low) if abs(y_of(v) - y_of(0.0)) >= gap] + [0.0]
        for value in shown:
            draw_text(painter, QRectF(0, y_of(value) - 8, plot.left() - 5, 16),
                      Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                      f"{value:+.0f}".replace("-", "−") if value else "0", owner="review chart scale")
        painter.setPen(QPen(ZERO_LINE, 1, Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(plot.left(), y_of(0)), QPointF(plot.right(), y_of(0)))
        # the step the replay shows
        painter.setPen(QPen(NOW_LINE, 2))
        x_now = self._x(self.current, plot)
        painter.drawLine(QPointF(x_now, plot.top()), QPointF(x_now, plot.bottom()))
        grades = {d.step: d.grade for d in review.decisions}
        for a, b in pairwise(review.series):
            colour = GRADE_COLOURS[grades.get(b.step, Grade.BEST)] if b.cause == "skill" else LUCK
            painter.setPen(QPen(colour, 3 if b.cause == "skill" else 2,
                                Qt.PenStyle.SolidLine if b.cause == "skill" else Qt.PenStyle.DotLine))
            painter.drawLine(QPointF(self._x(a.step, plot), y_of(a.expected)),
                             QPointF(self._x(b.step, plot), y_of(b.expected)))
        small = QFont(painter.font())
        small.setPixelSize(9)
        small.setBold(True)
        painter.setFont(small)
        for d, point in self.badge_points():
            radius = 7.0 if d.step == self.current else 5.0
            painter.setPen(QPen(QColor(255, 255, 255), 1.5))
            painter.setBrush(GRADE_COLOURS[d.grade])
            painter.drawEllipse(point, radius, radius)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        # legend
        painter.setFont(self.font())
        painter.setPen(text)
        draw_text(painter, QRectF(plot.left(), plot.bottom() + 4, plot.width(), self._legend_height(plot.width()) + 2),
                  LEGEND_FLAGS, self.legend(), owner="review legend")
        painter.end()
