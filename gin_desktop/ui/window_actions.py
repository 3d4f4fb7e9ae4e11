"""The window's menus, its one-letter game keys, and the player's game actions that need a word
with the player first (knock with confirmation, new game, undo, hint, play a deal again)."""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

from gin_desktop.core import Card, Discard, DrawDiscard, DrawStock, Knock
from gin_desktop.qt.core import QObject, Qt, QTimer
from gin_desktop.qt.gui import QAction, QKeyEvent, QKeySequence
from gin_desktop.qt.widgets import QWidget
from gin_desktop.values.crash import log

HINT_PATIENCE_MS = 100  # a hint slower than this says it is being worked out

if TYPE_CHECKING:
    from gin_desktop.control.controller import Hint
    from gin_desktop.ui.main_window import MainWindow


def full_screen_keys() -> list[QKeySequence]:
    """The platform's full-screen key, and F11 beside it off macOS: Qt's standard key is empty
    under many X11 window managers (F11 then did nothing), and F11 is what players press there."""
    keys = list(QKeySequence.keyBindings(QKeySequence.StandardKey.FullScreen))
    f11 = QKeySequence(Qt.Key.Key_F11)
    if sys.platform != "darwin" and f11 not in keys:
        keys.append(f11)
    return keys


class WindowActions(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        bar = window.menuBar()
        # (The menu titles underline no letter of the side panel's buttons, whose mnemonics are the
        # game keys: &Game would have shared Alt+G with Big &Gin, &View Alt+V with Discard pile (&V).)
        game = bar.addMenu(self.tr("G&ame"))
        self.new_action = QAction(self.tr("&New game"), window, shortcut=QKeySequence(QKeySequence.StandardKey.New))
        self.sheet_action = QAction(self.tr("&Score sheet"), window, shortcut=QKeySequence("Ctrl+S"))
        self.stats_action = QAction(self.tr("S&tatistics"), window, shortcut=QKeySequence("Ctrl+T"))
        self.drills_action = QAction(self.tr("&Practice your mistakes…"), window)
        self.undo_action = QAction(self.tr("&Undo my last move"), window,
                                   shortcut=QKeySequence(QKeySequence.StandardKey.Undo))
        self.quit_action = QAction(self.tr("&Quit"), window, shortcut=QKeySequence(QKeySequence.StandardKey.Quit))
        for action in (self.new_action, self.undo_action, self.sheet_action, self.stats_action, self.drills_action):
            game.addAction(action)
        game.addSeparator()
        self.mute_action = QAction(self.tr("&Mute sounds"), window, shortcut=QKeySequence("M"), checkable=True)
        game.addAction(self.mute_action)
        game.addSeparator()
        game.addAction(self.quit_action)
        view_menu = bar.addMenu(self.tr("V&iew"))
        self.tracker_action = QAction(self.tr("&Known cards"), window, shortcut=QKeySequence("T"), checkable=True)
        view_menu.addAction(self.tracker_action)
        self.full_screen_action = QAction(self.tr("&Full screen"), window, checkable=True)
        self.full_screen_action.setShortcuts(full_screen_keys())
        view_menu.addAction(self.full_screen_action)
        options = bar.addMenu(self.tr("&Options"))
        self.settings_action = QAction(self.tr("&Settings…"), window,
                                       shortcut=QKeySequence(QKeySequence.StandardKey.Preferences))
        options.addAction(self.settings_action)
        help_menu = bar.addMenu(self.tr("H&elp"))
        self.rules_action = QAction(self.tr("&Rules"), window,
                                    shortcut=QKeySequence(QKeySequence.StandardKey.HelpContents))
        self.walkthrough_action = QAction(self.tr("&First game walkthrough"), window)
        self.about_action = QAction(self.tr("&About"), window)
        help_menu.addAction(self.rules_action)
        help_menu.addAction(self.walkthrough_action)
        help_menu.addAction(self.about_action)

    # -- keyboard -----------------------------------------------------------------------
    def _game_keys(self) -> dict[Qt.Key, Callable[[], object]]:
        """The one-letter game keys (documented in the README, docs/player-guide.md and the walkthrough)."""
        c, tools = self.window.controller, self.window.tools
        return {
            Qt.Key.Key_S: c.draw_stock,
            Qt.Key.Key_D: c.draw_discard,
            Qt.Key.Key_P: c.pass_turn,
            Qt.Key.Key_K: lambda: self.knock_with(None),
            Qt.Key.Key_G: c.big_gin,
            Qt.Key.Key_N: self.next_hand_or_game,
            Qt.Key.Key_H: self.show_hint,
            Qt.Key.Key_V: tools.show_discard_pile,
            Qt.Key.Key_R: tools.review_last_hand,
        }

    def game_key(self, event: QKeyEvent) -> bool:
        """Act on a game key (True), or leave ``event`` to the window (False): Ctrl+S and the like
        are menu shortcuts, not game keys."""
        if event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier):
            return False
        key, s = Qt.Key(event.key()), self.window.scene
        action = self._game_keys().get(key)
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
            s.move_selected(1 if key == Qt.Key.Key_Right else -1)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            s.keyboard_select(1 if key == Qt.Key.Key_Right else -1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and s.selected is not None:
            self.window.controller.discard(s.selected)
        elif action is not None:
            action()
        else:
            return False
        return True

    # -- the player's actions -----------------------------------------------------------
    def knock_with(self, card: Card | None) -> None:
        """Knock discarding ``card`` (or, when None, the card the controller picks), after confirmation."""
        w = self.window
        view = w.controller.view()
        if view is None:
            return
        if card is None:
            card = w.controller.knock_card(w.scene.selected)
            if card is None:
                w.presenter.refused(self.tr("You cannot knock now."))
                return
        if Knock(card) not in view.legal_actions:
            w.controller.knock(card)  # refused, with the reason
            return
        left = w.controller.current().after_discard[card]  # (a legal knock: eleven cards)
        if w.look.confirm_knock and not self._confirm(card, left):
            w.scene.sync()
            return
        w.controller.knock(card)

    def _confirm(self, card: Card, deadwood: int) -> bool:
        from gin_desktop.qt.widgets import QMessageBox  # (where a box opens: its class and QDialog's are 0.25 MB)

        question = (self.tr("Discard {card} and go gin?") if deadwood == 0
                    else self.tr("Discard {card} and knock with {deadwood} deadwood?"))
        answer = QMessageBox.question(self.window, self.tr("Knock"),
                                      question.format(card=card.symbol, deadwood=deadwood))
        return answer == QMessageBox.StandardButton.Yes

    def new_game(self) -> None:
        from gin_desktop.qt.widgets import QMessageBox

        if not self.window.controller.game_over:
            answer = QMessageBox.question(self.window, self.tr("New game"),
                                          self.tr("Abandon the current game and start a new one?"))
            if answer != QMessageBox.StandardButton.Yes:
                return
        self._start_new_game()

    def next_hand_or_game(self) -> None:
        """The Next hand button (or N): the next deal, or a new game once this one is over."""
        if self.window.controller.game_over:
            self._start_new_game()
        else:
            self.window.controller.next_hand()

    def _start_new_game(self) -> None:
        prefs = self.window.prefs
        self.window.controller.new_game(prefs.rules, prefs.level)  # (its snapshot shows the new deal)

    def play_deal_again(self, game_id: int, hand_number: int, computer_seat: bool,
                        dialog: QWidget | None = None) -> bool:
        """Play this deal again: a practice game on the same deck (see :meth:`GameController.practice`)."""
        from gin_desktop.qt.widgets import QMessageBox

        w = self.window
        if not w.controller.game_over and w.controller.current().view is not None:
            answer = QMessageBox.question(w, self.tr("Play this deal again"), self.tr(
                "Leave the current game (it is kept as abandoned) and play this deal again as practice?"))
            if answer != QMessageBox.StandardButton.Yes:
                return False
        if not w.controller.practice(game_id, hand_number, computer_seat):
            return False
        if dialog is not None:
            dialog.close()
        seat = self.tr("the computer's cards") if computer_seat else self.tr("your cards")
        w.presenter.tell(self.tr(
            "Practice: the same deal again, with {seat}. It is not counted in the statistics.").format(seat=seat))
        return True

    def undo(self) -> bool:
        """Take back the player's last discard (when the settings allow undo)."""
        w = self.window
        if not w.prefs.allow_undo:
            w.presenter.refused(self.tr(
                "Undo is off: turn it on in Options > Settings (games with undo are marked)."))
            return False
        return w.controller.undo()  # (its snapshot shows the hand as it was)

    def show_hint(self) -> bool:
        """Ask for the engine's move for the player (the coach's best choice here); :meth:`hint_ready`
        shows it on the table and in words. The window never waits for it: the search runs off the UI
        thread, and after a tenth of a second the status line says it is being worked out."""
        w = self.window
        if not w.controller.request_hint():
            w.presenter.refused(self.tr("A hint is available when it is your turn."))
            return False
        QTimer.singleShot(HINT_PATIENCE_MS, self._hint_pending)
        return True

    def _hint_pending(self) -> None:
        w = self.window
        if w.controller.hinting:
            w.presenter.tell(self.tr("Working out a hint…"))
            w.panel.hint_button.setEnabled(False)

    def hint_ready(self, advice: Hint) -> None:
        from gin_desktop.text.hint_text import hint_text

        w = self.window
        w.panel.hint_button.setEnabled(True)
        action = advice.action
        if isinstance(action, (Discard, Knock)):
            w.scene.select(action.card)
        elif isinstance(action, (DrawStock, DrawDiscard)):
            w.scene.point_at_pile(stock=isinstance(action, DrawStock))
        text = self.tr("Hint: {reason}").format(reason=hint_text(advice))
        w.presenter.tell(text)
        w.announcer.say(text)

    def hint_failed(self, why: str) -> None:
        self.window.panel.hint_button.setEnabled(True)
        log.warning("the hint failed: %s", why)
        self.window.presenter.refused(self.tr("No hint this time: working it out failed (the log has the details)."))
