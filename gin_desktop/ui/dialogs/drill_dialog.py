"""Practice your mistakes: one of the player's own settled mistakes at a time, the position exactly as
they saw it (their hand, the top discard, the piles' counts, the cards the computer took and kept),
"Find a better move", the answer checked by the review's own verdict, the best move and its reason
on request, then the next drill. A miss comes back at the end of the practice (and in box 0 of the
schedule, :mod:`gin_desktop.values.drills`); each first answer is saved before the next drill shows.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from gin_desktop.core import Action, BigGin, Card, Discard, DrawDiscard, DrawStock, Knock, Pass, Phase
from gin_desktop.qt.core import QSize, Qt
from gin_desktop.qt.gui import QIcon, QPixmap
from gin_desktop.qt.widgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)
from gin_desktop.text.review_text import choice_text, grade_text
from gin_desktop.values.reviews import Grade
from gin_desktop.words.i18n import card_words
from gin_desktop.words.numbers import decimal

if TYPE_CHECKING:
    from gin_desktop.control.drill_desk import DrillDesk, Exercise
    from gin_desktop.values.hint_facts import Hint
    from gin_desktop.values.verdicts import Answer

PixmapFor = Callable[[Card | None, int, int, float], QPixmap]
CARD = QSize(62, 87)


class DrillDialog(QDialog):
    """The practice, one drill after another, until none is due."""

    def __init__(self, desk: DrillDesk, pixmap_for: PixmapFor, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Practice your mistakes"))
        self.desk = desk
        self.pixmap_for = pixmap_for
        self.exercise: Exercise | None = None
        self.chosen: Card | None = None
        self.total = len(desk.due())
        self.answered_count = 0
        box = QVBoxLayout(self)
        self.heading = QLabel()
        self.heading.setObjectName("drillHeading")
        self.heading.setStyleSheet("font-weight: bold;")
        self.heading.setWordWrap(True)
        box.addWidget(self.heading)
        self.played = QLabel()
        self.played.setWordWrap(True)
        box.addWidget(self.played)
        piles = QHBoxLayout()
        self.top_card = QLabel()  # the top discard (an outlined empty place when the pile is empty)
        self.top_card.setFixedSize(CARD + QSize(4, 4))
        self.top_card.setAlignment(Qt.AlignmentFlag.AlignCenter)
        piles.addWidget(self.top_card, 0, Qt.AlignmentFlag.AlignTop)
        self.table = QLabel()  # the piles and what is known of the computer's hand
        self.table.setWordWrap(True)
        self.table.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        piles.addWidget(self.table, 1)
        box.addLayout(piles)
        box.addWidget(QLabel(self.tr("Your hand:")))
        self.hand_row = QHBoxLayout()
        self.hand_row.setSpacing(3)
        hand_host = QWidget()
        hand_host.setLayout(self.hand_row)
        box.addWidget(hand_host)
        self.cards = QButtonGroup(self)
        self.cards.setExclusive(True)
        self.moves = QHBoxLayout()
        box.addLayout(self.moves)
        self.move_buttons: dict[str, QPushButton] = {}
        self.outcome = QLabel()
        self.outcome.setObjectName("drillResult")
        self.outcome.setWordWrap(True)
        self.outcome.setMinimumHeight(3 * self.fontMetrics().lineSpacing())
        box.addWidget(self.outcome)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.answer_button = self.buttons.addButton(self.tr("Show the answer"), QDialogButtonBox.ButtonRole.ActionRole)
        self.next_button = self.buttons.addButton(self.tr("Next drill"), QDialogButtonBox.ButtonRole.ActionRole)
        for button in (self.answer_button, self.next_button):
            if button is not None:
                button.setAutoDefault(False)
        self.buttons.rejected.connect(self.reject)
        if self.answer_button is not None:
            self.answer_button.clicked.connect(self._show_answer)
        if self.next_button is not None:
            self.next_button.clicked.connect(self.show_next)
        box.addWidget(self.buttons)
        desk.answered.connect(self._answered)
        desk.solved.connect(self._solved)
        desk.failed.connect(self._failed)
        self.show_next()
        self.resize(max(self.sizeHint().width(), 12 * (CARD.width() + 8)), self.sizeHint().height())

    # -- one drill ------------------------------------------------------------------------
    def show_next(self) -> None:
        exercise = self.desk.next_drill()
        self.exercise, self.chosen = exercise, None
        for button in self.cards.buttons():
            self.cards.removeButton(button)
            button.deleteLater()
        for button in self.move_buttons.values():
            button.deleteLater()
        self.move_buttons.clear()
        self.outcome.clear()
        if exercise is None:
            self.heading.setText(self.tr("No drill is due: well done. Mistakes from your next reviewed hands "
                                         "come here to practise."))
            for label in (self.played, self.table, self.top_card):
                label.clear()
            self._enable(answer=False, next_one=False)
            return
        view, drill = exercise.view, exercise.drill
        if drill.key in self.desk.missed:  # (a miss of this practice, back at its end)
            self.heading.setText(self.tr("Once more: hand {hand}, your turn {turn}. Find a better move.").format(
                hand=drill.hand_number, turn=exercise.turn))
        else:
            self.heading.setText(self.tr("Drill {number} of {total}: hand {hand}, your turn {turn}. Find a better "
                                         "move.").format(number=min(self.answered_count + 1, max(self.total, 1)),
                                                         total=max(self.total, 1), hand=drill.hand_number,
                                                         turn=exercise.turn))
        self.played.setText(self.tr("You played: {move}, which cost about {points} points.").format(
            move=choice_text(exercise.played, view.top_discard), points=decimal(drill.loss, 1)))
        kept = [c for c in view.taken_by(1 - view.seat) if c not in {card for _s, card in view.discards}]
        facts = [self.tr("Stock: {stock} cards. Discard pile: {pile} cards (its top card on the left).").format(
            stock=view.stock_count, pile=len(view.discard_pile))]
        if kept:
            facts.append(self.tr("The computer took and kept: {cards}.").format(cards=" ".join(c.symbol for c in kept)))
        self.table.setText(" ".join(facts))
        dpr = self.devicePixelRatioF()
        top = view.top_discard
        if top is not None:
            self.top_card.setPixmap(self.pixmap_for(top, CARD.width(), CARD.height(), dpr))
            self.top_card.setStyleSheet("")
        else:
            self.top_card.setPixmap(QPixmap())
            self.top_card.setText(self.tr("empty"))
            self.top_card.setStyleSheet("border: 2px dashed palette(mid); border-radius: 6px; color: palette(mid);")
        self.top_card.setAccessibleName(self.tr("Top of the discard pile: {card}").format(card=card_words(top))
                                        if top else self.tr("The discard pile is empty"))
        discarding = view.phase is Phase.DISCARD
        for card in view.hand:
            button = QToolButton()
            button.setIcon(QIcon(self.pixmap_for(card, CARD.width(), CARD.height(), dpr)))
            button.setIconSize(CARD)
            button.setCheckable(discarding)
            button.setEnabled(discarding)
            # the chosen card lifted out of the row as on the table: a gold frame, in every look
            button.setStyleSheet("QToolButton { border: 3px solid transparent; border-radius: 6px; padding: 1px; }"
                                 "QToolButton:checked { border-color: #e6b800; background: rgba(230, 184, 0, 60); }")
            button.setAccessibleName(card_words(card))
            button.setProperty("card", card.code)
            button.clicked.connect(lambda _on=False, c=card: self._choose(c))
            self.cards.addButton(button)
            self.hand_row.addWidget(button)
        self.hand_row.addStretch(1)
        legal = self.desk.current.view.legal_actions if self.desk.current is not None else ()
        if discarding:
            self._move("discard", self.tr("Discard it"), lambda: self._discard(knock=False))
            self._move("knock", self.tr("Knock with it"), lambda: self._discard(knock=True))
            if BigGin() in legal:
                self._move("big_gin", self.tr("Big gin"), lambda: self._try(BigGin()))
        else:
            if DrawDiscard() in legal and top is not None:
                self._move("take", self.tr("Take {card}").format(card=top.symbol), lambda: self._try(DrawDiscard()))
            if DrawStock() in legal:
                self._move("stock", self.tr("Draw from the stock"), lambda: self._try(DrawStock()))
            if Pass() in legal:
                self._move("pass", self.tr("Pass"), lambda: self._try(Pass()))
        self._enable(answer=True, next_one=False)
        self._refresh_moves()

    def _move(self, key: str, text: str, act: Callable[[], None]) -> None:
        button = QPushButton(text)
        button.setAutoDefault(False)
        button.clicked.connect(act)
        self.moves.addWidget(button)
        self.move_buttons[key] = button

    def _choose(self, card: Card) -> None:
        self.chosen = card
        self._refresh_moves()

    def _refresh_moves(self) -> None:
        exercise = self.exercise
        if exercise is None:
            return
        legal = exercise.view.legal_actions
        card = self.chosen
        if "discard" in self.move_buttons:
            self.move_buttons["discard"].setEnabled(card is not None and Discard(card) in legal)
        if "knock" in self.move_buttons:
            self.move_buttons["knock"].setEnabled(card is not None and Knock(card) in legal)

    def _discard(self, knock: bool) -> None:
        if self.chosen is not None:
            self._try(Knock(self.chosen) if knock else Discard(self.chosen))

    def _try(self, action: Action) -> None:
        self.outcome.setText(self.tr("Checking {move}…").format(move=self._words(action)))
        for button in self.move_buttons.values():
            button.setEnabled(False)
        self.desk.answer(action)

    def _words(self, action: Action) -> str:
        top = self.exercise.view.top_discard if self.exercise is not None else None
        if isinstance(action, Knock):
            action = Knock(action.card)  # (the knock itself: its melds are not the question here)
        return choice_text(action, top)

    # -- answers --------------------------------------------------------------------------
    def _current(self, key: object) -> bool:
        return self.exercise is not None and self.exercise.drill.key == key

    def _answered(self, key: object, answer: Answer) -> None:
        if not self._current(key) or self.exercise is None:
            return
        first = self.desk.keep(self.exercise.drill.key, answer)
        if first is not None:
            self.answered_count += 1
        verdict = answer.verdict
        move = self._words(verdict.action) if verdict is not None else ""
        if answer.correct and verdict is not None and verdict.grade is Grade.CLOSE:
            self.outcome.setText(self.tr("Right, or very nearly: the coach cannot tell {move} from the best move here "
                                         "(it may cost up to {points} points).").format(
                move=move, points=decimal(verdict.interval[1], 1)))
            self._enable(answer=True, next_one=True)
        elif answer.correct:
            self.outcome.setText(self.tr("Right: to {move} is as good as the best move here.").format(move=move))
            self._enable(answer=True, next_one=True)
        elif verdict is not None:
            self.outcome.setText(self.tr("Not this one: to {move} would cost about {points} points ({grade}). "
                                        "Try another move, or show the answer.").format(
                move=move, points=decimal(verdict.cost, 1), grade=grade_text(verdict.grade)))
            self._enable(answer=True, next_one=True)
        self._refresh_moves()
        for key_, button in self.move_buttons.items():
            if key_ not in ("discard", "knock"):
                button.setEnabled(not answer.correct)
        if answer.correct:
            for button in self.move_buttons.values():
                button.setEnabled(False)

    def _show_answer(self) -> None:
        self.outcome.setText(self.tr("Working out the best move…"))
        self.desk.reveal()

    def _solved(self, key: object, hint: Hint) -> None:
        if not self._current(key):
            return
        from gin_desktop.text.hint_text import hint_text

        self.outcome.setText(self.tr("Best: {move}. {why}").format(move=self._words(hint.action), why=hint_text(hint)))
        self._enable(answer=False, next_one=True)

    def _failed(self, why: str) -> None:
        self.outcome.setText(self.tr("This answer could not be checked ({why}).").format(why=why))
        self._enable(answer=True, next_one=True)

    def _enable(self, *, answer: bool, next_one: bool) -> None:
        if self.answer_button is not None:
            self.answer_button.setEnabled(answer)
        if self.next_button is not None:
            self.next_button.setEnabled(next_one)

    def reject(self) -> None:
        self.desk.shutdown(timeout=0.1)
        super().reject()
