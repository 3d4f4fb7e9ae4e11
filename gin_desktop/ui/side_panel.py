"""The panel beside the table: scores, hand facts, deadwood and the action buttons."""

from __future__ import annotations

from gin_desktop.core import BigGin, Knock, Pass, Phase
from gin_desktop.qt.core import Qt
from gin_desktop.qt.gui import QColor
from gin_desktop.qt.widgets import QFrame, QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget
from gin_desktop.text.rules_summary import rules_summary
from gin_desktop.ui.sort_box import SortBox
from gin_desktop.ui.themes import LOOKS, Theme
from gin_desktop.values.hand_order import SortMode
from gin_desktop.values.levels import level_title
from gin_desktop.values.snapshot import Snapshot
from gin_desktop.words.i18n import QT_TRANSLATE_NOOP

SORT_LABELS = {  # English; shown through SidePanel.tr
    SortMode.OWN: QT_TRANSLATE_NOOP("SidePanel", "My order"),
    SortMode.MELDS: QT_TRANSLATE_NOOP("SidePanel", "Melds first"),
    SortMode.RANK: QT_TRANSLATE_NOOP("SidePanel", "By rank"),
    SortMode.SUIT: QT_TRANSLATE_NOOP("SidePanel", "By suit"),
}


PANEL_MIN_WIDTH = 210
PANEL_MAX_WIDTH = 280


def shown_deadwood(snap: Snapshot) -> int:
    """The player's deadwood: after lay-offs once the hand is scored, else as held."""
    view = snap.view
    result = None if view is None else view.result
    if view is not None and result is not None and result.knocker is not None:
        return result.knocker_deadwood if result.knocker == view.seat else result.defender_deadwood
    return snap.deadwood


def button_colours(theme: Theme) -> tuple[str, str, str, str, str, str]:
    """The panel's buttons' face, text, edge, hover face, greyed face and greyed text in ``theme``
    (the greyed ones may be see-through: they lie over the panel's shade)."""
    return (("#2c333b", "#e4e8ec", "#46505a", "#38414a", "rgba(255,255,255,0.06)", "#8e98a2") if theme.dark_dialogs
            else ("#f7f7f2", "#1d2a22", "#c9cfc6", "#ffffff", "rgba(255,255,255,0.28)", "rgba(255,255,255,0.75)"))


def panel_colours(high_contrast: bool, felt: QColor | None, theme: Theme) -> tuple[str, str, str]:
    """The panel's background, text and accent (the figures the eye looks for)."""
    shade = felt.darker(theme.panel_darker).name() if felt is not None else "#0e3d2a"
    return ("#000000", "#ffffff", "#ffff00") if high_contrast else (shade, theme.panel_text, theme.accent)


def _buttons(theme: Theme) -> str:
    """The panel's buttons as raised tiles on the panel's shade: light ones in the classic
    look, dark ones at night (the desktop's flat grey buttons look foreign on the cloth)."""
    face, text, edge, hover, off_face, off_text = button_colours(theme)
    return (f" QPushButton {{ background: {face}; color: {text}; border: 1px solid {edge}; border-radius: 6px;"
            " padding: 6px 10px; font-weight: 600; }"
            f" QPushButton:hover {{ background: {hover}; }}"
            f" QPushButton:focus {{ border: 2px solid {theme.accent}; }}"
            f" QPushButton:disabled {{ background: {off_face}; color: {off_text}; border-color: transparent; }}")


class SidePanel(QFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sidePanel")
        self.set_look(False)
        box = QVBoxLayout(self)
        grid = QGridLayout()
        self.you = QLabel("0")
        self.computer = QLabel("0")
        for label in (self.you, self.computer):
            label.setObjectName("score")
            label.setAlignment(Qt.AlignmentFlag.AlignRight)
        grid.addWidget(QLabel(self.tr("You")), 0, 0)
        grid.addWidget(self.you, 0, 1)
        grid.addWidget(QLabel(self.tr("Computer")), 1, 0)
        grid.addWidget(self.computer, 1, 1)
        box.addLayout(grid)
        self.info = QLabel()
        # Plain lines: a rich text (it had <br>s) costs the label a whole text document, and
        # launching Qt's rich-text layout before the table's first paint (0.4 MB); wrapped the same.
        self.info.setTextFormat(Qt.TextFormat.PlainText)
        self.info.setWordWrap(True)
        box.addWidget(self.info)
        self.fingerprint = QLabel()
        self.fingerprint.setObjectName("fingerprint")
        self.fingerprint.setToolTip(self.tr(
            "A fingerprint of this deal: the shuffled deck with a secret, fixed before play began. "
            "After the hand, Replay hand shows the deck and the secret so you can check it."
        ))
        box.addWidget(self.fingerprint)
        self.deadwood = QLabel()
        self.deadwood.setObjectName("deadwood")
        box.addWidget(self.deadwood)
        # The deadwood after the best discard, when holding 11 cards. Its line keeps its
        # room when empty and wraps when long, so neither the buttons below nor the
        # panel's width (and with it the whole table) jump as the turn changes.
        self.deadwood_after = QLabel()
        self.deadwood_after.setObjectName("deadwoodAfter")
        self.deadwood_after.setWordWrap(True)
        box.addWidget(self.deadwood_after)
        self.pass_button = QPushButton(self.tr("&Pass"))
        self.knock_button = QPushButton(self.tr("&Knock"))
        self.gin_button = QPushButton(self.tr("Big &Gin"))
        self.next_button = QPushButton(self.tr("&Next hand"))
        self.review_button = QPushButton(self.tr("&Review hand"))
        self.review_button.setToolTip(self.tr("The coach: each of your decisions in this hand graded, the costly "
                                              "ones explained, and the deal to play again (R)"))
        self.hint_button = QPushButton(self.tr("&Hint"))
        self.sheet_button = QPushButton(self.tr("Score &sheet"))
        self.pile_button = QPushButton(self.tr("Discard pile (&V)"))
        for button in (self.pass_button, self.knock_button, self.gin_button, self.next_button, self.review_button,
                       self.hint_button):
            button.setMinimumHeight(32)  # (six of them: 1024x600 leaves the panel no more)
            box.addWidget(button)
        self.practice = QLabel(self.tr("Practice game: not counted in the statistics"))
        self.practice.setObjectName("practice")
        self.practice.setWordWrap(True)
        self.practice.setVisible(False)
        box.addWidget(self.practice)
        box.addSpacing(6)
        box.addWidget(QLabel(self.tr("Sort hand")))
        self.sort = SortBox()  # (a combo box whose list is made when first used)
        for mode, text in SORT_LABELS.items():
            self.sort.addItem(self.tr(text), mode)
        box.addWidget(self.sort)
        box.addStretch(1)
        box.addWidget(self.pile_button)
        box.addWidget(self.sheet_button)
        self.knock_button.setToolTip(self.tr("Knock with the selected card (or drag a card onto Knock)"))
        self.deadwood_after.setMinimumHeight(2 * self.fontMetrics().lineSpacing())  # (two lines where it wraps)
        self._fix_width(box)

    def _fix_width(self, box: QVBoxLayout) -> None:
        """One width for the whole game, wide enough for the buttons, the deadwood and
        the usual line of the game's facts, so changing texts never resize the table
        beside the panel (longer lines, such as a doubled score, wrap)."""
        self.deadwood.setText(self.tr("Deadwood: {points}").format(points=188))
        self.ensurePolished()
        facts = self.tr("Game to {target} · knock at {limit} or less").format(target=250, limit=10)
        margins = box.contentsMargins()
        text_width = self.info.fontMetrics().horizontalAdvance(facts) + margins.left() + margins.right() + 4
        width = max(self.sizeHint().width(), text_width)
        self.setFixedWidth(min(PANEL_MAX_WIDTH, max(PANEL_MIN_WIDTH, width)))
        self.deadwood.setText("")

    def set_look(self, high_contrast: bool, felt: QColor | None = None, theme: Theme = LOOKS["classic"]) -> None:
        """The panel's colours: black and yellow in high contrast, else the ``theme``'s shade
        of the table colour ``felt`` (the default green without one)."""
        background, text, accent = panel_colours(high_contrast, felt, theme)
        self.setStyleSheet(
            f"#sidePanel {{ background: {background}; }} QLabel {{ color: {text}; }}"
            " QLabel#score { font-size: 22px; font-weight: bold; }"
            f" QLabel#deadwood {{ font-size: 18px; font-weight: bold; color: {accent}; }}"
            f" QLabel#deadwoodAfter {{ font-weight: bold; color: {accent}; }}"
            f" QLabel#practice {{ font-weight: bold; color: {accent}; }}"
            + ("" if high_contrast else _buttons(theme))
        )

    def show_practice(self, practice: bool) -> None:
        """Mark a practice game (a deal played again from a review)."""
        self.practice.setVisible(practice)

    def show_fingerprint(self, fingerprint: str | None) -> None:
        self.fingerprint.setText(self.tr("Deal fingerprint: {fingerprint}").format(fingerprint=fingerprint)
                                 if fingerprint else "")

    def show_snapshot(self, snap: Snapshot, selected_knock: bool) -> None:
        """Show the snapshot's view; once the game is over (``snap.final``) the scores are the
        final totals (bonuses included) and Next hand becomes New game. Without a view (no hand
        dealt yet) or in a look-only copy no move's button is enabled. The facts (deadwood, after
        the best discard, gin) are the snapshot's."""
        view, level, final, moves = snap.view, snap.level, snap.final, not (snap.look_only or snap.waking)
        if view is None:
            for button in (self.pass_button, self.knock_button, self.next_button, self.review_button,
                           self.hint_button):
                button.setEnabled(False)
            self.gin_button.setVisible(False)
            return
        me, opp = view.seat, 1 - view.seat
        scores = final.totals if final is not None else view.scores
        self.you.setText(str(scores[me]))
        self.computer.setText(str(scores[opp]))
        for label in (self.you, self.computer):
            label.setToolTip(self.tr("Final score, bonuses included") if final is not None else "")
        hand = (self.tr("Hand {hand} · dealer: you") if view.dealer == me
                else self.tr("Hand {hand} · dealer: the computer")).format(hand=view.hand_number)
        game = (self.tr("Game to {target} · gin only") if view.knock_limit == 0
                else self.tr("Game to {target} · knock at {limit} or less")).format(
            target=view.rules.target, limit=view.knock_limit)
        if view.multiplier == 2:
            game += " · " + self.tr("spade upcard: scores doubled")
        computer = self.tr("Computer: {level}").format(level=level_title(level, level.capitalize()))
        summary = rules_summary(view.rules)
        self.info.setText(f"{summary[0]}\n{hand}\n{game}\n{computer}")
        self.info.setToolTip("\n".join(summary))
        self.deadwood.setText(self.tr("Deadwood: {points}").format(points=shown_deadwood(snap)))
        after = ""
        if snap.best_discard_deadwood is not None and view.result is None:
            after = self.tr("after the best discard: {points}").format(points=snap.best_discard_deadwood)
        self.deadwood_after.setText(after)
        legal = view.legal_actions if moves else ()
        self.pass_button.setEnabled(Pass() in legal)
        knocks = [a for a in legal if isinstance(a, Knock)]
        # (Gin! keeps the knock's letter: G is Big Gin's, shown beside it when all eleven cards meld)
        self.knock_button.setText(self.tr("Gin! (&K)") if snap.gin else self.tr("&Knock"))
        self.knock_button.setEnabled(bool(knocks) and selected_knock)
        self.gin_button.setVisible(BigGin() in legal)
        self.next_button.setText(self.tr("&New game") if final is not None else self.tr("&Next hand"))
        self.next_button.setEnabled(moves and view.phase in (Phase.OVER, Phase.DEAD))
        self.review_button.setEnabled(view.phase in (Phase.OVER, Phase.DEAD))
        self.hint_button.setEnabled(view.my_turn)
