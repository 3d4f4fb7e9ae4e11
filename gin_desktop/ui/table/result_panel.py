"""The result of a hand on the table: a designed panel beside the piles, and the game's celebration.

The panel appears once the showdown's cards have settled (the lay-offs flown onto the
knocker's melds one by one): it fades in, both deadwood counts count up from zero, and
its one button (Next hand, or New game) is the way on — a click on it, Enter, or the
side panel's button. With animations off everything is simply there.

:class:`Confetti` is the short celebration when the player wins the game: a burst of
paper that falls across the table for under three seconds, then removes itself.
"""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING, Final

from gin_desktop.qt.core import QPointF, QRectF, Qt, Signal
from gin_desktop.qt.gui import QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPen
from gin_desktop.qt.widgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget
from gin_desktop.text.result_card import ResultCard
from gin_desktop.ui.painted_text import draw_text

from .layout import Rect

if TYPE_CHECKING:
    from gin_desktop.qt.core import QPropertyAnimation, QVariantAnimation

COUNT_MS: Final = 700  # the deadwood counts count up over this
GOLD: Final = QColor(246, 200, 76)
LOSS: Final = QColor(240, 128, 112)
CALM: Final = QColor(170, 190, 205)
STRONG: Final = QColor(255, 255, 0)  # the accent in high contrast
# The panel's colours (tests/ui/test_contrast.py checks each text on the panel over every cloth).
FILL_TOP: Final = QColor(16, 26, 22, 238)
FILL_BOTTOM: Final = QColor(6, 12, 10, 238)
TITLE_INK: Final = QColor(245, 245, 240)
LABEL_INK: Final = QColor(214, 222, 216)  # the counts' labels and the arithmetic
FIGURE_INK: Final = QColor(255, 255, 255)  # the counts and the bonuses' points
SCORE_INK: Final = QColor(235, 240, 236)  # the score, and the Review hand button's words
BONUS_INK: Final = QColor(190, 200, 194)
BUTTON_INK: Final = QColor(20, 22, 20)  # the way on's words, on its pill of the accent
MOMENT_INK: Final = QColor(176, 214, 255)  # the coach's line (a link), and under the mouse
MOMENT_HOVER_INK: Final = QColor(214, 234, 255)
REVIEW_HOVER: Final = QColor(255, 255, 255, 40)  # the Review hand button under the mouse


def accent_of(won: bool | None, strong: bool) -> QColor:
    """The panel's accent: its edge, the points, the way on's pill (gold won, coral lost, calm for a dead hand)."""
    return QColor(STRONG if strong else CALM if won is None else GOLD if won else LOSS)


def panel_font(unit: float, share: float, bold: bool = False) -> QFont:
    """The panel's type: ``share`` of its usual height ``unit`` (never under 11 px)."""
    font = QFont()
    font.setPixelSize(max(11, round(unit * share)))
    font.setBold(bold)
    return font


def bonus_room(unit: float, plus: str, width: float) -> float:
    """The width a bonus line's words have beside its points, in a column ``width`` wide."""
    return width - QFontMetricsF(panel_font(unit, 0.065)).horizontalAdvance(plus) - unit * 0.05


def bonus_font(unit: float, what: str, plus: str, width: float) -> QFont:
    """The bonus lines' type, a little smaller (down to four fifths) for a long line (a long
    language's "Game bonus, doubled for a shutout") so that it is not cut short."""
    small = panel_font(unit, 0.065)
    room = bonus_room(unit, plus, width)
    font = QFont(small)
    least = max(10, small.pixelSize() * 0.8)
    while font.pixelSize() > least and QFontMetricsF(font).horizontalAdvance(what) > room:
        font.setPixelSize(font.pixelSize() - 1)
    return font


def bonus_lines(unit: float, what: str, plus: str, width: float) -> int:
    """1, or 2 where the words do not fit on one line even in the smaller type (a shutout's
    doubled game bonus on a 1024×600 screen, in every language): they wrap, never elided."""
    fitted = QFontMetricsF(bonus_font(unit, what, plus, width))
    return 1 if fitted.horizontalAdvance(what) <= bonus_room(unit, plus, width) else 2


class ResultPanel(QGraphicsObject):
    """Who won the hand and how, the counts, the arithmetic, the score, and the button on."""

    activated = Signal()  # the button was clicked
    review_requested = Signal()  # the Review hand button (the coach) was clicked

    def __init__(self) -> None:
        super().__init__()
        self.card: ResultCard | None = None
        self._rect = QRectF(0, 0, 400, 200)
        self._unit = 200.0
        self._count = 1.0  # 0 → 1 while the counts count up
        self.hover_button = False
        self.hover_review = False
        self.strong = False
        self.moment = ""  # the coach's line (the key moment), once the hand's review is done
        # What the line says while the hand is being reviewed (the app reviews each hand as it ends): its
        # room is kept from the start, so the panel does not grow when the key moment comes. "": no line.
        self.waiting_line = ""
        self._place: tuple[Rect, Rect | None] | None = None
        # (its fade and count: made when a result first shows, not for the table's first paint)
        self._fade: QPropertyAnimation | None = None
        self._counter: QVariantAnimation | None = None
        self.setZValue(2000)
        self.setVisible(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the scene handles the mouse

    # -- content --------------------------------------------------------------------------
    def show_card(self, card: ResultCard, place: Rect, animate_ms: int, room: Rect | None = None) -> None:
        """Show ``card`` in ``place``, taller (up to ``room``, centred in it) when the game's bonuses
        need the lines; with ``animate_ms`` it fades in and the counts count up."""
        if card != self.card:
            self.moment = self.waiting_line  # (a new hand's result: its review is yet to come)
        self.card = card
        self._place = (place, room)
        self._lay_out()
        self.setVisible(True)
        self._stop()
        if animate_ms > 0:
            from gin_desktop.qt.core import QEasingCurve, QPropertyAnimation, QVariantAnimation

            if self._fade is None or self._counter is None:
                self._fade = QPropertyAnimation(self, b"opacity")
                self._counter = QVariantAnimation()
                self._counter.valueChanged.connect(self._counted)
            self.setOpacity(0.0)
            self._fade.setDuration(max(120, animate_ms))
            self._fade.setStartValue(0.0)
            self._fade.setEndValue(1.0)
            self._fade.start()
            self._count = 0.0
            self._counter.setDuration(COUNT_MS)
            self._counter.setStartValue(0.0)
            self._counter.setEndValue(1.0)
            self._counter.setEasingCurve(QEasingCurve.Type.OutCubic)
            self._counter.start()
        else:
            self.setOpacity(1.0)
            self._count = 1.0
        self.update()

    def _lay_out(self) -> None:
        """The panel's size and place: taller (up to the room, centred in it) for the game's bonuses
        and the coach's line."""
        if self._place is None or self.card is None:
            return
        place, room = self._place
        self.prepareGeometryChange()
        self._unit = place.h  # the type's size follows the usual height, not the grown one
        line = self._font(0.075).pixelSize() * 1.45
        pad = self._unit * 0.1
        coach = self._moment_height(place.w - 2 * pad) + self._unit * 0.08 if self.moment else 0.0  # (a gap each side)
        column = place.w * 0.62 - pad  # (the right column, as paint lays it out)
        extra = sum(bonus_lines(self._unit, what, plus, column) for what, plus in self.card.bonuses)
        needed = place.h + extra * line + coach
        height = min(needed, room.h) if room is not None else place.h + coach
        top = room.y + (room.h - height) / 2 if room is not None else place.y
        self._rect = QRectF(0, 0, place.w, max(place.h, height) if room is None else height)
        self.setPos(place.x, top)
        self.update()

    def set_moment(self, text: str) -> None:
        """The coach's line for the hand shown (its key moment), under the result; a click on it opens
        the review, as Review hand does. The panel grows by the line."""
        if self.card is None or text == self.moment:
            return
        self.moment = text
        self.setToolTip(text)  # (the whole line, should a long language's have to be shortened)
        self._lay_out()

    def _stop(self) -> None:
        if self._fade is not None and self._counter is not None:
            self._fade.stop()
            self._counter.stop()

    def hide_card(self) -> None:
        self._stop()
        self.card = None
        self.moment = ""
        self.setToolTip("")
        self.setVisible(False)

    def _counted(self, value: object) -> None:
        self._count = float(value) if isinstance(value, (int, float)) else 1.0
        self.update()

    def shown_counts(self) -> tuple[int, int] | None:
        """The deadwood counts as drawn now (they count up to the card's)."""
        if self.card is None or self.card.deadwood is None:
            return None
        mine, theirs = self.card.deadwood
        return round(mine * self._count), round(theirs * self._count)

    def counting(self) -> bool:
        return self._counter is not None and self._counter.state() == self._counter.State.Running

    # -- geometry -------------------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-8, -8, 8, 12)

    def button_rect(self) -> QRectF:
        """The button, in the panel's coordinates."""
        r, unit = self._rect, self._unit
        h = max(28.0, unit * 0.2)
        text = QFontMetricsF(self._font(0.085, bold=True)).horizontalAdvance(self._action_text())
        w = max(h * 3.6, text + h * 1.2)  # as wide as its words (in any language) with round ends
        return QRectF(r.right() - w - unit * 0.08, r.bottom() - h - unit * 0.08, w, h)

    def button_at(self, scene_pos: QPointF) -> bool:
        return self.isVisible() and self.card is not None and self.button_rect().contains(self.mapFromScene(scene_pos))

    def review_rect(self) -> QRectF:
        """The Review hand button: an outlined pill left of the way on, in the panel's coordinates."""
        main = self.button_rect()
        font = self._font(0.07, bold=True)
        w = QFontMetricsF(font).horizontalAdvance(self._review_text()) + main.height() * 1.2
        return QRectF(main.left() - w - self._unit * 0.06, main.top(), w, main.height())

    def review_at(self, scene_pos: QPointF) -> bool:
        """On the Review hand button, or on the coach's line (which opens the same review)."""
        if not self.isVisible() or self.card is None:
            return False
        here = self.mapFromScene(scene_pos)
        return self.review_rect().contains(here) or (bool(self.moment) and self.moment_rect().contains(here))

    def moment_rect(self) -> QRectF:
        """The coach's line: the panel's width, just above the buttons (two lines where one is too short)."""
        r, pad = self._rect, self._unit * 0.1
        height = self._moment_height(r.width() - 2 * pad)
        return QRectF(r.left() + pad, self.button_rect().top() - height - self._unit * 0.04, r.width() - 2 * pad,
                      height)

    def _moment_font(self) -> QFont:
        font = QFont(self._font(0.065))
        font.setUnderline(True)  # (a link: it opens the review)
        return font

    def _moment_height(self, width: float) -> float:
        """One line's height, or two where the line is wider than ``width``."""
        metrics = QFontMetricsF(self._moment_font())
        lines = 1 if metrics.horizontalAdvance(self.moment) <= width else 2
        return metrics.height() * (lines + 0.3)

    def _moment_fits(self, box: QRectF) -> bool:
        flags = int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap)
        used = QFontMetricsF(self._moment_font()).boundingRect(QRectF(box.left(), box.top(), box.width(), 1e4), flags,
                                                               self.moment)
        return used.width() <= box.width() + 1 and used.height() <= box.height() + 1

    def _review_text(self) -> str:
        return self.tr("Review hand")

    def _action_text(self) -> str:
        return f"{self.card.action}  ▸" if self.card is not None else ""

    def _font(self, share: float, bold: bool = False) -> QFont:
        return panel_font(self._unit, share, bold)

    def layout_problems(self) -> list[str]:
        """Every text of the card that would not fit where :meth:`paint` puts it (cut, elided, or
        running into the button): empty when the card reads in full. For the layout tests of
        long languages; it measures with the fonts and boxes the painting uses."""
        card = self.card
        if card is None:
            return []
        problems: list[str] = []
        r, pad = self._rect, self._unit * 0.1
        left = QRectF(r.left() + pad, r.top() + pad * 0.8, r.width() * 0.36 - pad, r.height() - 2 * pad)
        right = QRectF(r.left() + r.width() * 0.38, r.top() + pad * 0.8, r.width() * 0.62 - pad, r.height() - pad)
        flags = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)
        title = QFontMetricsF(self._font(0.1, bold=True)).boundingRect(left, flags, card.title)
        if title.width() > left.width() + 1:
            problems.append(f"title {card.title!r} is wider than its column")
        if card.points:
            points = QFontMetricsF(self._font(0.3, bold=True))
            if title.height() + pad * 0.2 + points.height() * 0.75 > left.height():
                problems.append(f"title {card.title!r} leaves no room for the points")
        body, strong = QFontMetricsF(self._font(0.075)), QFontMetricsF(self._font(0.075, bold=True))
        line = body.height() * 1.2
        y = right.top()
        if card.deadwood is not None:
            for label, value in zip((self.tr("Your deadwood"), self.tr("Computer's deadwood")), card.deadwood,
                                    strict=True):
                if body.horizontalAdvance(label) + strong.horizontalAdvance(f" {value}") > right.width():
                    problems.append(f"count {label!r} runs into its number")
                y += line
        for text, metrics in ((card.arithmetic, body), (card.score, strong)):
            used = metrics.boundingRect(QRectF(right.left(), y, right.width(), line * 3), flags, text)
            if used.width() > right.width() + 1 or used.height() > line * 3:
                problems.append(f"{text!r} does not fit in three lines")
            y += max(line, used.height() + line * 0.2)
        small = QFontMetricsF(self._font(0.065))
        for what, plus in card.bonuses:
            fitted = QFontMetricsF(bonus_font(self._unit, what, plus, right.width()))
            lines = bonus_lines(self._unit, what, plus, right.width())
            room = QRectF(0, 0, bonus_room(self._unit, plus, right.width()), small.height() * 1.3 * lines)
            used = fitted.boundingRect(room, flags, what)
            if used.width() > room.width() + 1 or used.height() > room.height() + 1:
                problems.append(f"bonus {what!r} does not fit in {lines} line(s)")
            y += room.height()
        button = self.button_rect()
        if self.moment:
            line_box = self.moment_rect()
            if not self._moment_fits(line_box):
                problems.append(f"the coach's line {self.moment!r} does not fit in two lines")
            if y > line_box.top() + 1:
                problems.append("the text runs into the coach's line")
        if y > button.top() + 1 and right.right() > button.left():
            problems.append("the text runs into the button")
        if button.left() < r.left():
            problems.append(f"the button {card.action!r} is wider than the panel")
        return problems

    # -- painting -------------------------------------------------------------------------
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        card = self.card
        if card is None:
            return
        r = self._rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        accent = accent_of(card.won, self.strong)
        radius = self._unit * 0.08
        shadow = QPainterPath()
        shadow.addRoundedRect(r.translated(0, 5), radius, radius)
        painter.fillPath(shadow, QColor(0, 0, 0, 70))
        body = QPainterPath()
        body.addRoundedRect(r, radius, radius)
        fill = QLinearGradient(r.topLeft(), r.bottomLeft())
        fill.setColorAt(0.0, FILL_TOP if not self.strong else QColor(0, 0, 0))
        fill.setColorAt(1.0, FILL_BOTTOM if not self.strong else QColor(0, 0, 0))
        painter.fillPath(body, fill)
        painter.setPen(QPen(accent, 3 if self.strong else 2))
        painter.drawPath(body)
        pad = self._unit * 0.1
        left = QRectF(r.left() + pad, r.top() + pad * 0.8, r.width() * 0.36 - pad, r.height() - 2 * pad)
        right = QRectF(r.left() + r.width() * 0.38, r.top() + pad * 0.8, r.width() * 0.62 - pad, r.height() - pad)
        # The left column: the title and the points in large type.
        title_font = self._font(0.1, bold=True)
        painter.setFont(title_font)
        painter.setPen(TITLE_INK)
        flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
        title_box = painter.boundingRect(left, flags, card.title)
        draw_text(painter, left, flags, card.title, owner="result title")
        if card.points:
            points_font = self._font(0.3, bold=True)
            while (points_font.pixelSize() > 14
                   and QFontMetricsF(points_font).horizontalAdvance(card.points) > left.width()):
                points_font.setPixelSize(points_font.pixelSize() - 2)  # "280–195" fits the column
            painter.setFont(points_font)
            painter.setPen(accent)
            top = title_box.bottom() + pad * 0.2
            below = QRectF(left.left(), top, left.width(), left.bottom() - top)
            draw_text(painter, below, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, card.points,
                      owner="result points")
        # The right column: the counts, the arithmetic, the score (and the game's bonuses).
        body_font = self._font(0.075)
        strong_font = self._font(0.075, bold=True)
        metrics = QFontMetricsF(body_font)
        line = metrics.height() * 1.2
        y = right.top()
        counts = self.shown_counts()
        if counts is not None:
            for label, value in ((self.tr("Your deadwood"), counts[0]), (self.tr("Computer's deadwood"), counts[1])):
                painter.setFont(body_font)
                painter.setPen(LABEL_INK)
                row = QRectF(right.left(), y, right.width(), line)
                draw_text(painter, row, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, label,
                          owner="result count")
                painter.setFont(strong_font)
                painter.setPen(FIGURE_INK)
                draw_text(painter, row, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(value),
                          owner="result count")
                y += line
        painter.setFont(body_font)
        painter.setPen(LABEL_INK)
        used = painter.boundingRect(QRectF(right.left(), y, right.width(), line * 3), flags, card.arithmetic)
        if self._count >= 1.0:  # (its room kept: shown beside counts still on their way, "18 … 8" next to
            # "21 − 10 = 11" read as a wrong sum to a new player)
            draw_text(painter, QRectF(right.left(), y, right.width(), line * 3), flags, card.arithmetic,
                      owner="result arithmetic")
        y += max(line, used.height() + line * 0.15)
        painter.setFont(strong_font)
        painter.setPen(accent if card.game_over else SCORE_INK)
        used = painter.boundingRect(QRectF(right.left(), y, right.width(), line * 3), flags, card.score)
        draw_text(painter, QRectF(right.left(), y, right.width(), line * 3), flags, card.score,
                  owner="result score")
        y += max(line, used.height() + line * 0.25)
        small = self._font(0.065)
        small_metrics = QFontMetricsF(small)
        for what, plus in card.bonuses:  # the game's bonuses, each on its line (or two) with its points
            lines = bonus_lines(self._unit, what, plus, right.width())
            row = QRectF(right.left(), y, right.width(), small_metrics.height() * 1.3 * lines)
            painter.setFont(bonus_font(self._unit, what, plus, row.width()))
            painter.setPen(BONUS_INK)
            left_room = QRectF(row.left(), row.top(), bonus_room(self._unit, plus, row.width()), row.height())
            draw_text(painter, left_room,
                      Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap, what,
                      owner="result bonus")
            painter.setFont(small)
            painter.setPen(FIGURE_INK)
            draw_text(painter, row, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, plus,
                      owner="result bonus")
            y += row.height()
        if self.moment:  # the coach's line: the hand's key moment, a link to the review
            line_box = self.moment_rect()
            painter.setFont(self._moment_font())
            painter.setPen(MOMENT_HOVER_INK if self.hover_review else MOMENT_INK)
            draw_text(painter, line_box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
                      | Qt.TextFlag.TextWordWrap, self.moment, owner="result coach's line", tooltip=True)
        # The one way on.
        button = self.button_rect()
        pill = QPainterPath()
        pill.addRoundedRect(button, button.height() / 2, button.height() / 2)
        painter.fillPath(pill, accent.lighter(115) if self.hover_button else accent)
        painter.setFont(self._font(0.085, bold=True))
        painter.setPen(BUTTON_INK)
        draw_text(painter, button, Qt.AlignmentFlag.AlignCenter, self._action_text(), owner="result button")
        # The coach: review the hand just played.
        review = self.review_rect()
        outline = QPainterPath()
        outline.addRoundedRect(review, review.height() / 2, review.height() / 2)
        if self.hover_review:
            painter.fillPath(outline, REVIEW_HOVER)
        painter.setPen(QPen(accent, 1.5))
        painter.drawPath(outline)
        painter.setFont(self._font(0.07, bold=True))
        painter.setPen(SCORE_INK)
        draw_text(painter, review, Qt.AlignmentFlag.AlignCenter, self._review_text(), owner="result review")


class Confetti(QGraphicsObject):
    """A burst of paper over the table when the player wins the game; it removes itself."""

    COLOURS: Final = (QColor(246, 200, 76), QColor(224, 83, 83), QColor(84, 160, 232), QColor(96, 196, 120),
                      QColor(236, 236, 236), QColor(190, 120, 220))

    def __init__(self, width: float, height: float, seed: int, duration_ms: int = 2600) -> None:
        super().__init__()
        self._w, self._h = width, height
        rng = random.Random(seed)
        self.pieces = [(rng.uniform(0.05, 0.95) * width, -rng.uniform(0.0, 0.35) * height,
                        rng.uniform(-0.08, 0.08) * width, rng.uniform(0.75, 1.25) * height,
                        rng.uniform(0, 360), rng.uniform(-720, 720), rng.choice(self.COLOURS),
                        rng.uniform(0.6, 1.2)) for _ in range(90)]
        self._t = 0.0
        self.setZValue(3000)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        from gin_desktop.qt.core import QVariantAnimation

        self.run = QVariantAnimation()
        self.run.setDuration(duration_ms)
        self.run.setStartValue(0.0)
        self.run.setEndValue(1.0)
        self.run.valueChanged.connect(self._step)
        self.run.finished.connect(self._done)

    def start(self) -> None:
        self.run.start()

    def _step(self, value: object) -> None:
        self._t = float(value) if isinstance(value, (int, float)) else 1.0
        self.update()

    def _done(self) -> None:
        scene = self.scene()
        if scene is not None:
            scene.removeItem(self)

    def boundingRect(self) -> QRectF:
        return QRectF(0, -self._h * 0.4, self._w, self._h * 1.8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        t = self._t
        size = max(5.0, self._w * 0.008)
        painter.setPen(Qt.PenStyle.NoPen)
        fade = 1.0 if t < 0.75 else max(0.0, (1.0 - t) / 0.25)
        for x, y, drift, fall, angle, spin, colour, scale in self.pieces:
            px = x + drift * t + math.sin((t * 6 + x) * 1.3) * size * 2
            py = y + fall * t
            painter.save()
            painter.translate(px, py)
            painter.rotate(angle + spin * t)
            shade = QColor(colour)
            shade.setAlphaF(fade)
            painter.setBrush(shade)
            painter.drawRect(QRectF(-size * scale / 2, -size * scale / 4,
                                    size * scale, size * scale * 0.5 * abs(math.cos(t * 9 + angle))))
            painter.restore()
