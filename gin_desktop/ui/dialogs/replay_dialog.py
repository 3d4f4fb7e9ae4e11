"""Hand replay: step through a finished hand with both hands face up, and check its deal.

The dialog shows a :class:`~gin_desktop.text.replay.HandReplay` (made without Qt, from the
saved game): the steps, the deal secret and the full deck order, with a Verify button
that recomputes the deck fingerprint (:mod:`gin_desktop.values.fairness`).
"""

from __future__ import annotations

from collections.abc import Callable

from gin_desktop.control.review_job import ReviewJob
from gin_desktop.core import Card, GinError, parse_cards
from gin_desktop.qt.core import QPointF, QRectF, QSize, Qt, Signal
from gin_desktop.qt.gui import QFontMetrics, QIcon, QKeyEvent, QPainter, QPalette, QPixmap, QPolygonF
from gin_desktop.qt.widgets import (
    QBoxLayout,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSlider,
    QStyle,
    QVBoxLayout,
    QWidget,
)
from gin_desktop.text.replay import HandReplay, say
from gin_desktop.values import fairness
from gin_desktop.words.i18n import QT_TRANSLATE_NOOP, card_words, tr

from ..card_pixmaps import CardPixmaps
from ..table.card_item import HIGHLIGHTS
from ..table.layout import MELD_TINTS, TINT_LINE, Tint, meld_highlights
from .fit import fit_to_screen, room_for
from .score_sheet import result_text

BORDER_STYLES = {"solid": "solid", "dash": "dashed", "dot": "dotted", "dashdot": "dot-dash",
                 "dashdotdot": "dot-dot-dash", "longdash": "double", "sparsedot": "ridge"}
"""The table's line pattern of each tint as a style-sheet border (``layout.TINT_LINE``)."""

CARD = QSize(58, 81)
REVIEW_WIDTH = 470  # the review column beside the replay
SLOTS = 11
VERIFIED = QT_TRANSLATE_NOOP("ReplayDialog", "Verified: the deal was fixed before play began")  # English; shown
MISMATCH = QT_TRANSLATE_NOOP("ReplayDialog", "Does not match")  # through ReplayDialog.tr


class ReplayDialog(QDialog):
    """Every step of a finished hand, both hands face up; the deal's fingerprint, secret and deck;
    with ``review`` (the controller's, for this hand) the coach's review on the same timeline."""

    practice_requested = Signal(bool)  # play this deal again; True: from the computer's seat

    def __init__(self, replay: HandReplay, pixmaps: CardPixmaps, parent: QWidget | None = None,
                 review: Callable[[], ReviewJob | None] | None = None) -> None:
        super().__init__(parent)
        self.replay = replay
        hand_number, human = replay.hand_number, replay.human
        self.human, self.pixmaps, self.secret = human, pixmaps, replay.secret
        self.steps = list(replay.steps)
        self.step = 0
        self.setWindowTitle(self.tr("Replay of hand {hand}").format(hand=hand_number))
        self.setAccessibleName(self.windowTitle())
        # The replay on the left, the coach's review beside it (the window stays short enough
        # for a laptop screen).
        # (the Close button below both, in the dialog's own layout: on a small screen the two scroll
        # and it stays in reach under them, see fit_to_screen)
        window_box = QVBoxLayout(self)
        outer = QHBoxLayout()
        window_box.addLayout(outer, 1)
        box = QVBoxLayout()
        outer.addLayout(box)
        self.row_titles: dict[int, QLabel] = {}
        self.rows: dict[int, list[QLabel]] = {}
        self._add_row(box, 1 - human)
        middle = QHBoxLayout()
        self.stock_label, self.stock_text, self.pile_label, self.pile_text = (QLabel() for _ in range(4))
        for widget in (self.stock_label, self.stock_text, self.pile_label, self.pile_text):
            middle.addWidget(widget)
        middle.addStretch(1)
        box.addLayout(middle)
        self._add_row(box, human)
        self.caption, self.result_label = QLabel(), QLabel()
        for label, name in ((self.caption, self.tr("What happened")), (self.result_label, self.tr("Result"))):
            label.setWordWrap(True)
            label.setAccessibleName(name)
            label.setMinimumHeight(2 * label.fontMetrics().lineSpacing())  # room kept: no jump at the last step
            label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
            box.addWidget(label)
        box.addLayout(self._controls())
        from .review_panel import ReviewPanel

        self.review_panel = ReviewPanel(review, [s.top for s in self.steps], len(self.steps), review is not None)
        self.review_panel.step_requested.connect(self.show_step)
        self.review_panel.practice_requested.connect(self.practice_requested.emit)
        self.review_panel.review_shown.connect(self._review_shown)
        self.review_panel.setFixedWidth(REVIEW_WIDTH)
        outer.addWidget(self.review_panel)
        box.addWidget(self._fairness())
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        window_box.addWidget(close)
        self.show_step(0)
        most = room_for(self)
        margins = window_box.contentsMargins()
        if most is not None and outer.sizeHint().width() + margins.left() + margins.right() > most.width():
            # a screen narrower than the replay and the review side by side (1024×600): the review
            # goes below the replay, and the window scrolls up and down only
            outer.setDirection(QBoxLayout.Direction.TopToBottom)
        self.review_below = outer.direction() == QBoxLayout.Direction.TopToBottom
        self.slider.setFocus()

    # -- building -------------------------------------------------------------------------
    def _add_row(self, box: QVBoxLayout, seat: int) -> None:
        self.row_titles[seat] = title = QLabel()
        box.addWidget(title)
        row = QHBoxLayout()
        self.rows[seat] = []
        for _ in range(SLOTS):
            slot = QLabel()
            slot.setFixedSize(CARD.width() + 6, CARD.height() + 6)
            slot.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.rows[seat].append(slot)
            row.addWidget(slot)
        row.addStretch(1)
        box.addLayout(row)

    def _controls(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.buttons: dict[str, QPushButton] = {}
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, len(self.steps) - 1)
        self.slider.setAccessibleName(self.tr("Step"))
        self.slider.valueChanged.connect(self.show_step)
        icons = QStyle.StandardPixmap
        for key, text, icon, name, target in (
                ("first", "⏮", icons.SP_MediaSkipBackward, self.tr("First step"), lambda: 0),
                ("back", "◀", icons.SP_MediaSeekBackward, self.tr("Previous step"), lambda: self.step - 1),
                ("forward", "▶", icons.SP_MediaPlay, self.tr("Next step"), lambda: self.step + 1),
                ("last", "⏭", icons.SP_MediaSkipForward, self.tr("Last step"), lambda: len(self.steps) - 1)):
            button = QPushButton(text)
            if not QFontMetrics(button.font()).inFontUcs4(ord(text)):  # the font lacks the symbol: drawn
                button.setText("")
                button.setIcon(step_icon(key, self.palette()) if key in ("first", "last")
                               else self.style().standardIcon(icon))
            button.setAccessibleName(name)
            button.setToolTip(name)
            button.setAutoDefault(False)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay with the slider (a button eats arrows)
            button.clicked.connect(lambda _=False, target=target: self.show_step(target()))
            self.buttons[key] = button
            row.addWidget(button)
            if key == "back":
                row.addWidget(self.slider, 1)
        return row

    def _fairness(self) -> QGroupBox:
        group = QGroupBox(self.tr("Fair deal"))
        form = QFormLayout(group)
        self.fingerprint_edit, self.secret_edit, self.deck_edit = QLineEdit(), QLineEdit(), QLineEdit()
        self.verify_button, self.verify_result = QPushButton(self.tr("Verify")), QLabel()
        self.verify_button.setAutoDefault(False)
        self.verify_result.setWordWrap(True)
        # (two lines kept: the form gives a row its button's height, and a wrapped sentence was cut)
        self.verify_result.setMinimumHeight(2 * self.verify_result.fontMetrics().lineSpacing())
        self.verify_result.setAccessibleName(self.tr("Verification"))
        for label, edit in ((self.tr("Fingerprint shown when dealt"), self.fingerprint_edit),
                            (self.tr("Secret"), self.secret_edit), (self.tr("Deck order (top first)"), self.deck_edit)):
            edit.setAccessibleName(label)
            form.addRow(label, edit)
        form.addRow(self.verify_button, self.verify_result)
        # (never shorter than it asks: on a 1024×600 screen the scrolled review squashed it to a sliver)
        self.verify_button.setMinimumHeight(self.verify_button.sizeHint().height())
        self.deck_edit.setText(fairness.deck_codes(self.replay.deck))
        self.deck_edit.setCursorPosition(0)
        if self.secret is None:
            for widget in (self.fingerprint_edit, self.secret_edit, self.verify_button):
                widget.setEnabled(False)
            self.verify_result.setText(self.tr("This hand was dealt by an earlier version, without a secret: "
                                               "it has no fingerprint to check."))
        else:
            self.fingerprint_edit.setText(fairness.deck_fingerprint(self.replay.deck, self.secret))
            self.secret_edit.setText(self.secret)
        self.verify_button.clicked.connect(self.verify)
        return group

    # -- stepping -------------------------------------------------------------------------
    def show_step(self, index: int) -> None:
        """Show step ``index`` (clamped to the first and last step)."""
        self.step = index = max(0, min(index, len(self.steps) - 1))
        step = self.steps[index]
        last = len(self.steps) - 1
        if self.slider.value() != index:
            self.slider.setValue(index)
        for seat in (0, 1):
            cards = step.hands[seat]
            tints = meld_highlights(cards)
            deadwood = sum(c.value for c in cards if tints[c] is Tint.DEADWOOD and c not in step.layoffs)
            title = say(seat, self.human, self.tr("You — {count} cards, {deadwood} deadwood"),
                         self.tr("Computer — {count} cards, {deadwood} deadwood"), count=len(cards), deadwood=deadwood)
            self.row_titles[seat].setText(title)
            for i, slot in enumerate(self.rows[seat]):
                card = cards[i] if i < len(cards) else None
                self._show_card(slot, card, Tint.LAYOFF if card in step.layoffs else tints.get(card) if card else None)
        self._show_card(self.pile_label, step.top, None)
        self.pile_text.setText(tr("Discard pile: %n card(s)", "", step.pile))
        self.stock_label.setPixmap(self.pixmaps.back("blue", CARD, self.devicePixelRatioF()))
        self.stock_label.setVisible(step.stock > 0)
        self.stock_text.setText(self.tr("Stock: {count}").format(count=step.stock))
        where = self.tr("Deal") if index == 0 else self.tr("Step {step} of {last}").format(step=index, last=last)
        self.caption.setText(f"{where} — {step.text}")
        result = self.replay.result
        self.result_label.setText(result_text(result, self.human) if index == last and result is not None else "")
        for key, enabled in (("first", index > 0), ("back", index > 0), ("forward", index < last),
                             ("last", index < last)):
            self.buttons[key].setEnabled(enabled)
        if hasattr(self, "review_panel"):  # (the first step is shown while the panel is being made)
            self.review_panel.set_step(index)

    def _review_shown(self) -> None:
        """A finished review: from the deal, go to the costliest decision (the one most worth reading)."""
        if self.review_below:  # (the review is what was asked for: scrolled into view)
            area = self.findChild(QScrollArea, "fitScroll")
            if area is not None:
                area.ensureWidgetVisible(self.review_panel)
        steps = self.review_panel.decision_steps()
        if self.step == 0 and steps:
            review = self.review_panel.review
            assert review is not None
            worst = max(review.decisions, key=lambda d: (d.loss, -d.step))
            self.show_step(worst.step)

    def _show_card(self, slot: QLabel, card: Card | None, tint: Tint | None) -> None:
        slot.setProperty("card", card.code if card is not None else "")
        slot.setProperty("highlight", tint or "")
        if card is None:  # (an empty slot keeps its place: the window never changes width while stepping)
            slot.clear()
            slot.setStyleSheet("border: 3px solid transparent;")
            slot.setAccessibleName(self.tr("empty"))
            return
        slot.setPixmap(self.pixmaps.face(card, CARD, self.devicePixelRatioF()))
        if tint in MELD_TINTS:  # (in words, and a line pattern besides the colour, as on the table)
            slot.setAccessibleName(self.tr("{card}, in meld {number}").format(
                card=card_words(card), number=MELD_TINTS.index(tint) + 1))
        elif tint is Tint.LAYOFF:
            slot.setAccessibleName(self.tr("{card}, laid off").format(card=card_words(card)))
        else:
            slot.setAccessibleName(card_words(card))
        color = HIGHLIGHTS.get(tint) if tint is not None else None
        line = BORDER_STYLES[TINT_LINE[tint]] if tint in TINT_LINE else "solid"
        slot.setStyleSheet(f"border: 3px {line} {color.name()}; border-radius: 5px;" if color is not None
                           else "border: 3px solid transparent;")

    def shown_cards(self, seat: int) -> list[str]:
        """Codes of the cards shown in ``seat``'s row, left to right."""
        return [str(slot.property("card")) for slot in self.rows[seat] if slot.property("card")]

    def keyPressEvent(self, event: QKeyEvent) -> None:
        moves = {Qt.Key.Key_Left: self.step - 1, Qt.Key.Key_Right: self.step + 1,
                 Qt.Key.Key_Home: 0, Qt.Key.Key_End: len(self.steps) - 1}
        key = Qt.Key(event.key())
        if key in moves and event.modifiers() == Qt.KeyboardModifier.NoModifier:
            self.show_step(moves[key])
            event.accept()
        else:
            super().keyPressEvent(event)

    # -- the fair deal --------------------------------------------------------------------
    def verify(self) -> bool:
        """Recompute the fingerprint from the deck and secret shown; say whether it matches."""
        fingerprint, secret = self.fingerprint_edit.text().strip(), self.secret_edit.text().strip()
        try:
            deck = parse_cards(self.deck_edit.text(), count=52)
        except GinError as exc:
            ok, why = False, self.tr("the deck order cannot be read ({error})").format(error=exc)
        else:
            ok = tuple(deck) == self.replay.deck and fairness.verify(deck, secret, fingerprint)
            why = (self.tr("this is not the deck order the hand was played with") if tuple(deck) != self.replay.deck
                   else self.tr("this deck and secret give {fingerprint}").format(
                       fingerprint=fairness.deck_fingerprint(deck, secret)))
        self.verify_result.setText(self.tr(VERIFIED) if ok else f"{self.tr(MISMATCH)}: {why}")
        return ok


def step_icon(key: str, palette: QPalette, size: int = 16) -> QIcon:
    """⏮ or ⏭ drawn in the palette's button text, and in its greyed text for a disabled button: the style's
    own icons greyed out all but vanished on a dark look (a new player's walk, Night, the last step)."""
    icon = QIcon()
    for mode, group in ((QIcon.Mode.Normal, QPalette.ColorGroup.Active),
                        (QIcon.Mode.Disabled, QPalette.ColorGroup.Disabled)):
        ratio = 2.0
        pixmap = QPixmap(int(size * ratio), int(size * ratio))
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(palette.color(group, QPalette.ColorRole.ButtonText))
        s = float(size)
        bar = QRectF(0.18 * s, 0.22 * s, 0.12 * s, 0.56 * s)
        corners = [(0.82 * s, 0.22 * s), (0.82 * s, 0.78 * s), (0.32 * s, 0.5 * s)]
        if key == "last":  # (the mirror image)
            bar = QRectF(s - bar.right(), bar.top(), bar.width(), bar.height())
            corners = [(s - x, y) for x, y in corners]
        first = QPolygonF([QPointF(x, y) for x, y in corners])
        painter.drawRect(bar)
        painter.drawPolygon(first)
        painter.end()
        icon.addPixmap(pixmap, mode)
    return icon


def open_replay(parent: QWidget | None, replay: HandReplay, pixmaps: CardPixmaps,
                review: Callable[[], ReviewJob | None] | None = None) -> ReplayDialog:
    """Show a :class:`ReplayDialog` of a finished hand (with ``review``: its review can be asked for)."""
    dialog = ReplayDialog(replay, pixmaps, parent, review)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    fit_to_screen(dialog)  # (on a small screen it scrolls, Close stays in reach)
    dialog.show()
    return dialog

