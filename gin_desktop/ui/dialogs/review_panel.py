"""The hand review inside the replay window: Review hand (a background job with a progress bar
and Cancel), then each graded decision on the replay's timeline with its explanation, the
luck-and-skill chart, what the computer thought, and Play this deal again.

The panel shows values only (:class:`~gin_desktop.values.reviews.HandReview`); the job comes from the
controller through the callable it is given.
"""

from __future__ import annotations

from collections.abc import Callable

from gin_desktop.control.review_job import ReviewJob
from gin_desktop.core import Card
from gin_desktop.qt.core import Qt, Signal
from gin_desktop.qt.widgets import (
    QCheckBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)
from gin_desktop.text.review_text import (
    GRADE_MARK,
    better_text,
    decision_title,
    explanation,
    grade_text,
    guess_text,
    key_moment_text,
    luck_text,
    points_text,
    summary_text,
)
from gin_desktop.ui.readable_style import readable_indicators
from gin_desktop.ui.themes import ink_on
from gin_desktop.values.reviews import DecisionKind, DecisionReview, Grade, HandReview

from .review_chart import GRADE_COLOURS, SwingChart


class ReviewPanel(QFrame):
    """Review hand, its progress, and the graded decisions of the step the replay shows."""

    step_requested = Signal(int)
    practice_requested = Signal(bool)  # True: from the computer's seat
    review_shown = Signal()  # a finished review is on screen

    def __init__(self, start: Callable[[], ReviewJob | None] | None, tops: list[Card | None], steps: int,
                 practice: bool = True, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewPanel")
        self._start, self.tops, self.steps = start, tops, steps
        self.job: ReviewJob | None = None
        self.review: HandReview | None = None
        self.current = 0
        box = QVBoxLayout(self)
        box.setContentsMargins(8, 0, 0, 0)
        heading = QLabel(self.tr("Coach"))
        heading.setObjectName("reviewHeading")
        heading.setStyleSheet("font-weight: bold; font-size: 15px;")
        box.addWidget(heading)
        buttons = QHBoxLayout()
        self.review_button = QPushButton(self.tr("&Review hand"))
        self.review_button.setToolTip(self.tr("Grade each of your decisions against the Expert level's judgement, "
                                              "from what you could see"))
        self.practice_button = QPushButton(self.tr("Play this deal &again"))
        self.practice_button.setToolTip(self.tr("A practice game on the same deck, from your seat, against the same "
                                                "level (not counted in the statistics)"))
        self.swap_button = QPushButton(self.tr("…from the &computer's seat"))
        self.swap_button.setToolTip(self.tr("A practice game on the same deck with the computer's cards"))
        for button in (self.review_button, self.practice_button, self.swap_button):
            button.setAutoDefault(False)
        buttons.addWidget(self.review_button)
        buttons.addStretch(1)
        again = QHBoxLayout()
        again.addWidget(self.practice_button)
        again.addWidget(self.swap_button)
        again.addStretch(1)
        self.practice_button.setVisible(practice)
        self.swap_button.setVisible(practice)
        self.review_button.setEnabled(start is not None)
        box.addLayout(buttons)
        running = QHBoxLayout()
        self.progress = QProgressBar()
        self.progress.setAccessibleName(self.tr("Review progress"))
        self.progress.setFormat(self.tr("Reviewing decision %v of %m"))
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setAutoDefault(False)
        running.addWidget(self.progress, 1)
        running.addWidget(self.cancel_button)
        self.running = QWidget()
        self.running.setLayout(running)
        running.setContentsMargins(0, 0, 0, 0)
        self.running.setVisible(False)
        box.addWidget(self.running)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setVisible(False)
        box.addWidget(self.message)
        self.body = QWidget()
        body = QVBoxLayout(self.body)
        body.setContentsMargins(0, 0, 0, 0)
        self.summary = QLabel()
        self.summary.setObjectName("reviewSummary")
        self.summary.setWordWrap(True)
        body.addWidget(self.summary)
        self.moments = QLabel()  # the key moments (skill) and the luckiest and unluckiest stretch, as links
        self.moments.setObjectName("reviewMoments")
        self.moments.setWordWrap(True)
        self.moments.setTextFormat(Qt.TextFormat.RichText)
        self.moments.setAccessibleName(self.tr("Key moments of the hand"))
        self.moments.linkActivated.connect(lambda link: self.step_requested.emit(int(link.removeprefix("step:"))))
        body.addWidget(self.moments)
        nav = QHBoxLayout()
        self.previous_button = QPushButton(self.tr("◀ Previous decision"))
        self.next_button = QPushButton(self.tr("Next decision ▶"))
        self.worst_button = QPushButton(self.tr("Costliest decision"))
        for button in (self.previous_button, self.next_button, self.worst_button):
            button.setAutoDefault(False)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the arrow keys stay with the replay's slider
            nav.addWidget(button)
        nav.addStretch(1)
        body.addLayout(nav)
        self.badge = QLabel()
        self.badge.setObjectName("gradeBadge")
        self.detail = QLabel()
        self.detail.setObjectName("reviewDetail")
        self.detail.setWordWrap(True)
        self.detail.setAccessibleName(self.tr("The decision at this step"))
        self.detail.setTextFormat(Qt.TextFormat.RichText)
        self.detail.setMinimumHeight(5 * self.fontMetrics().height() + 6)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        row = QHBoxLayout()
        row.addWidget(self.badge, 0, Qt.AlignmentFlag.AlignTop)
        row.addWidget(self.detail, 1)
        body.addLayout(row)
        self.chart = SwingChart()
        body.addWidget(self.chart, 1)
        self.thought_box = QCheckBox(self.tr("What the computer &thought"))
        self.thought_box.setToolTip(self.tr("What the computer inferred about your hand at this decision, from what "
                                            "it could see"))
        self.thought = QLabel()
        self.thought.setWordWrap(True)
        self.thought.setVisible(False)
        body.addWidget(self.thought_box)
        body.addWidget(self.thought)
        self.body.setVisible(False)
        box.addWidget(self.body, 1)
        self.filler = QWidget()  # (holds the room while there is no review to show)
        box.addWidget(self.filler, 1)
        box.addLayout(again)
        # (once every box is the panel's child: called before the body was placed, it missed "What the computer
        # thought", which a player could not see in the Night look)
        readable_indicators(self)  # an unchecked box seen in every look
        self.review_button.clicked.connect(self.start_review)
        self.cancel_button.clicked.connect(self.cancel)
        self.practice_button.clicked.connect(lambda: self.practice_requested.emit(False))
        self.swap_button.clicked.connect(lambda: self.practice_requested.emit(True))
        self.previous_button.clicked.connect(lambda: self._jump(-1))
        self.next_button.clicked.connect(lambda: self._jump(1))
        self.worst_button.clicked.connect(self._worst)
        self.chart.step_clicked.connect(self.step_requested.emit)
        self.thought_box.toggled.connect(lambda _on: self.set_step(self.current))

    # -- running ----------------------------------------------------------------------------
    def start_review(self) -> None:
        if self._start is None or (self.job is not None and self.job.running):
            return
        job = self._start()
        if job is None:
            self._say(self.tr("Only a finished hand of a saved game can be reviewed."))
            return
        self.job = job
        if job.result is not None:
            self.show_review(job.result)
            return
        job.progress.connect(self._progress)
        job.done.connect(self.show_review)
        # (bound methods: Qt drops the connections when the window closes while the job runs on)
        job.failed.connect(self._failed)
        job.cancelled.connect(self._cancelled)
        self.progress.setRange(0, 0)  # busy until the first decision is done
        self.running.setVisible(True)
        self.message.setVisible(False)
        self.review_button.setEnabled(False)

    def cancel(self) -> None:
        if self.job is not None:
            self.job.cancel()
            self.cancel_button.setEnabled(False)

    def _failed(self, why: str) -> None:
        self._say(self.tr("The review failed ({error}).").format(error=why))

    def _cancelled(self) -> None:
        self._say(self.tr("Review cancelled."))

    def _progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)

    def _say(self, text: str) -> None:
        self.running.setVisible(False)
        self.cancel_button.setEnabled(True)
        self.review_button.setEnabled(self._start is not None)
        self.message.setText(text)
        self.message.setVisible(True)

    # -- showing ----------------------------------------------------------------------------
    def show_review(self, review: HandReview) -> None:
        self.review = review
        self.running.setVisible(False)
        self.message.setVisible(False)
        self.review_button.setVisible(False)
        counts = review.counts()
        grades = "  ".join(f"{GRADE_MARK[g]} {grade_text(g)} {counts[g]}" for g in Grade if counts[g])
        if grades:  # (named: "★ Best 11 ≈ Close call 1" alone puzzled a new player)
            grades = self.tr("Your decisions by grade: {grades}").format(grades=grades)
        self.summary.setText(summary_text(review.points_lost, len(review.decisions), review.accuracy, review.luck)
                             + ("<br>" + grades if grades else ""))
        self.moments.setText(self._moments_html(review))
        self.moments.setVisible(bool(self.moments.text()))
        self.chart.show_review(review, self.steps)
        self.body.setVisible(True)
        self.filler.setVisible(False)
        self.set_step(self.current)
        self.review_shown.emit()

    def set_step(self, step: int) -> None:
        """The replay shows ``step``: show the decision made there (or say there was none)."""
        self.current = step
        self.chart.set_step(step)
        review = self.review
        if review is None:
            return
        here = [d for d in review.decisions if d.step == step]
        steps = [d.step for d in review.decisions]
        self.previous_button.setEnabled(any(s < step for s in steps))
        self.next_button.setEnabled(any(s > step for s in steps))
        self.worst_button.setEnabled(bool(steps))
        if not here:
            self.badge.setText("")
            self.badge.setStyleSheet("")
            self.detail.setText(self.tr("No decision of yours at this step. Graded decisions are the dots on the "
                                        "chart: click one, or use Next decision."))
            self.thought.setVisible(False)
            return
        main = here[0]
        self.badge.setText(f" {GRADE_MARK[main.grade]} {grade_text(main.grade)} ")
        colour = GRADE_COLOURS[main.grade]
        self.badge.setStyleSheet(f"background: {colour.name()}; color: {ink_on(colour).name()}; font-weight: bold; "
                                 "border-radius: 4px; padding: 3px 6px;")
        self.badge.setAccessibleName(grade_text(main.grade))
        self.detail.setText("<br>".join(self._decision_html(d) for d in here))
        guess = main.guess
        show = self.thought_box.isChecked() and guess is not None
        self.thought.setVisible(show)
        if show and guess is not None:
            self.thought.setText(guess_text(guess.known, guess.likely, guess.avoided))

    def _decision_html(self, d: DecisionReview) -> str:
        top = self.tops[d.step - 1] if 0 < d.step <= len(self.tops) else None
        figures = self.tr("Expected points: {mine}").format(mine=points_text(d.chosen.expected))
        if d.best.action != d.chosen.action and d.loss > 0:
            figures = self.tr("Expected points: {mine} (best: {best}, {value})").format(
                mine=points_text(d.chosen.expected), best=better_text(d, top),
                value=points_text(d.best.expected))
        title = decision_title(d, top) if d.kind is not DecisionKind.ARRANGEMENT else self.tr("The melds you showed")
        text = f"<b>{_html(title)}</b><br>{_html(figures)}"
        why = explanation(d)
        if why:
            text += f"<br>{_html(why)}"
        return text

    def _moments_html(self, review: HandReview) -> str:
        """Each key moment and the luckiest and unluckiest stretch, a line each, a link to its step."""
        lines = []
        for d in review.key_moments():
            top = self.tops[d.step - 1] if 0 < d.step <= len(self.tops) else None
            lines.append((d.step, key_moment_text(d, top)))
        turns = {d.step: d.turn for d in review.decisions}
        for moment in review.luck_moments():
            if moment is not None:
                turn = None if moment.showdown else turns.get(moment.end + 1)
                lines.append((moment.end, luck_text(moment.swing, turn)))
        return "<br>".join(f'<a href="step:{step}">{_html(text)}</a>' for step, text in lines)

    def decision_steps(self) -> list[int]:
        return sorted({d.step for d in self.review.decisions}) if self.review is not None else []

    def _jump(self, direction: int) -> None:
        steps = self.decision_steps()
        target = ([s for s in steps if s > self.current][:1] if direction > 0
                  else [s for s in steps if s < self.current][-1:])
        if target:
            self.step_requested.emit(target[0])

    def _worst(self) -> None:
        if self.review is not None and self.review.decisions:
            worst = max(self.review.decisions, key=lambda d: (d.loss, -d.step))
            self.step_requested.emit(worst.step)


def _html(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
