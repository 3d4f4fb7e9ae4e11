"""The main window: the table, the side panel, menus, status line and dialogs.

All signal wiring between the window, the table scene and the controller is in
:meth:`MainWindow._wire`, so one place shows how a user action travels.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent, QObject, QSettings, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeyEvent, QKeySequence, QPixmap, QShowEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMainWindow, QMessageBox, QVBoxLayout, QWidget
from shiboken6 import isValid

import gin_desktop
from gin_desktop.controller import GameController
from gin_desktop.core import Card, Discard, DrawDiscard, DrawStock, Knock, Phase, deadwood_points
from gin_desktop.crash import log
from gin_desktop.hand_order import SortMode
from gin_desktop.settings import AppSettings
from gin_desktop.snapshot import Snapshot
from gin_desktop.sound.cues import cues_for
from gin_desktop.sound.effects import SOUNDS_FOLDER, Effect
from gin_desktop.sound.player import NullPlayer, SoundPlayer
from gin_desktop.ui.announce import Announcer
from gin_desktop.ui.assets import asset_path
from gin_desktop.ui.card_pixmaps import BACKS, CardPixmaps
from gin_desktop.ui.notice_area import Level, NoticeArea
from gin_desktop.ui.prefs import read_text
from gin_desktop.ui.settings_store import load_settings, save_settings
from gin_desktop.ui.side_panel import SidePanel
from gin_desktop.ui.table.scene import FELT_COLOURS, TableScene
from gin_desktop.ui.table.view import TableView
from gin_desktop.ui.themes import LOOKS, ThemeKeeper, cloth

if TYPE_CHECKING:  # the dialogs are imported when first opened, to keep start-up short
    from gin_desktop.controller import Hint
    from gin_desktop.ui.dialogs.pile_dialog import DiscardPileDialog
    from gin_desktop.ui.dialogs.replay_dialog import ReplayDialog
    from gin_desktop.ui.dialogs.rules_help import RulesHelpDialog
    from gin_desktop.ui.dialogs.score_sheet import ScoreSheetDialog
    from gin_desktop.ui.dialogs.settings_dialog import SettingsDialog
    from gin_desktop.ui.dialogs.stats_window import StatisticsWindow
    from gin_desktop.ui.tour import TourOverlay
    from gin_desktop.ui.tracker import TrackerDock, TrackerPanel




def full_screen_keys() -> list[QKeySequence]:
    """The platform's full-screen key, and F11 beside it off macOS: Qt's standard key is empty
    under many X11 window managers (F11 then did nothing), and F11 is what players press there."""
    keys = list(QKeySequence.keyBindings(QKeySequence.StandardKey.FullScreen))
    f11 = QKeySequence(Qt.Key.Key_F11)
    if sys.platform != "darwin" and f11 not in keys:
        keys.append(f11)
    return keys


class MainWindow(QMainWindow):
    def __init__(self, controller: GameController, settings: QSettings, pixmaps: CardPixmaps | None = None,
                 sound: SoundPlayer | None = None) -> None:
        super().__init__()
        self.controller = controller
        # The sound effects: a real device, or silence where there is none (offscreen, no library).
        # Chosen once the event loop runs (the real player's modules cost some milliseconds of
        # start-up); a sound asked for before then (only the first deal of a new game) is not played.
        self.sound: SoundPlayer = sound if sound is not None else NullPlayer("starting")
        if sound is None:
            placeholder = self.sound
            QTimer.singleShot(0, lambda: self._open_sound(placeholder))
        self.settings = settings
        self.pixmaps = pixmaps or CardPixmaps()
        self._art_problem = ""  # the first card-art error, once told
        self.pixmaps.on_art_problem = self._art_problem_found
        self.prefs, self.prefs_resets = load_settings(settings)
        self.setWindowTitle(self.tr("Gin Rummy"))
        self.scene = TableScene(self._pixmap)
        controller.set_sort_mode(SortMode(read_text(settings, "play/sort", "own", tuple(m.value for m in SortMode))))
        self.table = TableView(self.scene)
        self.panel = SidePanel()
        self.panel.sort.setCurrentIndex(max(0, self.panel.sort.findData(controller.sort_mode)))
        central = QWidget()
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        self.notices = NoticeArea()  # saving problems and other notices: never in place of the status line
        self.announcer = Announcer(self)  # moves, refusals, results and problems, for screen readers
        self.notices.speak = self.announcer.say
        column.addWidget(self.notices)
        row = QHBoxLayout()
        row.setSpacing(0)
        row.addWidget(self.table, 1)
        row.addWidget(self.panel)
        column.addLayout(row, 1)
        self.setCentralWidget(central)
        # The known-cards dock is made the first time it is opened (View menu or T).
        self.tracker: TrackerPanel | None = None
        self.tracker_dock: TrackerDock | None = None
        self._tools: dict[str, QWidget] = {}  # the open score sheet, statistics … (see _show_tool)
        self.tour: TourOverlay | None = None  # the first-game walkthrough while it is open
        self._prompt = ""  # the controller's latest prompt (see tell)
        self._watching_screen = False
        self.hand_over_server: QObject | None = None  # later launches on these saves hand over to us
        self.status_label = QLabel()
        # (no accessible name: a screen reader then reads the text itself, not just "Status")
        self.status_label.setAccessibleDescription(self.tr("Status line: what you can do now"))
        self.statusBar().addWidget(self.status_label, 1)
        self._build_menus()
        self._wire()
        self._restore_geometry()
        self.apply_prefs(self.prefs)
        for text in self.prefs_resets:
            self.notices.notify(text, Level.INFO)
        self._save_state(controller.saving_problem())

    # -- set-up -------------------------------------------------------------------------
    def _pixmap(self, card: Card | None, w: int, h: int, dpr: float) -> QPixmap:
        size = QSize(w, h)
        return self.pixmaps.face(card, size, dpr) if card is not None else self.pixmaps.back(self.prefs.back, size, dpr)

    def _art_problem_found(self, error: str) -> None:
        """Card art is missing or damaged (plain cards are drawn instead): tell the player once."""
        if not self._art_problem:
            self._art_problem = error
            QTimer.singleShot(0, self._tell_art_problem)  # (not from inside a paint)

    def _tell_art_problem(self) -> None:
        log.warning("card art: %s", self._art_problem)
        QMessageBox.warning(self, self.tr("Card pictures"), self.tr(
            "Some card pictures could not be loaded, so plain cards are shown; the game plays as usual. "
            "Reinstalling Gin Rummy brings the pictures back.\n\n{error}").format(error=self._art_problem))

    @property
    def confirm_knock(self) -> bool:
        return self.prefs.confirm_knock

    @confirm_knock.setter
    def confirm_knock(self, on: bool) -> None:
        self.prefs = replace(self.prefs, confirm_knock=on)

    def apply_prefs(self, prefs: AppSettings) -> None:
        """Make the table follow the settings (rules and level wait for the next game)."""
        self.prefs = prefs
        self.scene.anim_ms = prefs.animation_ms
        if self.controller.ai_delay_ms:  # (0: no pacing at all, for tests and the smoke test)
            self.controller.ai_delay_ms = prefs.pace_ms
        self.scene.card_scale = prefs.card_scale / 100
        theme, felt = LOOKS[prefs.theme], FELT_COLOURS[prefs.felt]
        ThemeKeeper.of_app().apply(theme)  # (first: the panel's style sheet is laid over the app's style)
        self.scene.set_look(prefs.high_contrast, cloth(theme, felt))
        self.panel.set_look(prefs.high_contrast, felt, theme)
        if self.pixmaps.four_colour != prefs.four_colour:
            self.pixmaps.set_four_colour(prefs.four_colour)
        if self.pixmaps.deck != prefs.deck:
            self.pixmaps.set_deck(prefs.deck)
        for item in self.scene.items_by_key.values():
            item.update()
        self.mute_action.blockSignals(True)
        self.mute_action.setChecked(not prefs.sound)
        self.mute_action.blockSignals(False)
        self.refresh()

    def _build_menus(self) -> None:
        game = self.menuBar().addMenu(self.tr("&Game"))
        self.new_action = QAction(self.tr("&New game"), self, shortcut=QKeySequence(QKeySequence.StandardKey.New))
        self.sheet_action = QAction(self.tr("&Score sheet"), self, shortcut=QKeySequence("Ctrl+S"))
        self.stats_action = QAction(self.tr("S&tatistics"), self, shortcut=QKeySequence("Ctrl+T"))
        self.undo_action = QAction(self.tr("&Undo my last move"), self,
                                   shortcut=QKeySequence(QKeySequence.StandardKey.Undo))
        self.quit_action = QAction(self.tr("&Quit"), self, shortcut=QKeySequence(QKeySequence.StandardKey.Quit))
        for action in (self.new_action, self.undo_action, self.sheet_action, self.stats_action):
            game.addAction(action)
        game.addSeparator()
        self.mute_action = QAction(self.tr("&Mute sounds"), self, shortcut=QKeySequence("M"), checkable=True)
        game.addAction(self.mute_action)
        game.addSeparator()
        game.addAction(self.quit_action)
        view_menu = self.menuBar().addMenu(self.tr("&View"))
        self.tracker_action = QAction(self.tr("&Known cards"), self, shortcut=QKeySequence("T"), checkable=True)
        view_menu.addAction(self.tracker_action)
        self.full_screen_action = QAction(self.tr("&Full screen"), self, checkable=True)
        self.full_screen_action.setShortcuts(full_screen_keys())
        view_menu.addAction(self.full_screen_action)
        options = self.menuBar().addMenu(self.tr("&Options"))
        self.settings_action = QAction(self.tr("&Settings…"), self,
                                       shortcut=QKeySequence(QKeySequence.StandardKey.Preferences))
        options.addAction(self.settings_action)
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        self.rules_action = QAction(self.tr("&Rules"), self,
                                    shortcut=QKeySequence(QKeySequence.StandardKey.HelpContents))
        self.walkthrough_action = QAction(self.tr("&First game walkthrough"), self)
        self.about_action = QAction(self.tr("&About"), self)
        help_menu.addAction(self.rules_action)
        help_menu.addAction(self.walkthrough_action)
        help_menu.addAction(self.about_action)

    def _wire(self) -> None:
        c, s, p = self.controller, self.scene, self.panel
        # table gestures → controller intents
        s.draw_stock_requested.connect(c.draw_stock)
        s.draw_discard_requested.connect(c.draw_discard)
        s.discard_requested.connect(lambda card: c.discard(card))
        s.knock_requested.connect(self.knock_with)
        s.reordered.connect(self._reordered)
        s.next_requested.connect(self.next_hand_or_game)  # the result panel's button
        s.review_requested.connect(self.review_last_hand)  # and its Review hand
        s.laid_out.connect(self._place_tracker)
        s.selection_changed.connect(lambda _card: self.refresh_panel())
        s.message.connect(self._refused)  # (why a drop snapped back)
        s.animating.connect(c.table_moving)
        s.settled.connect(c.table_settled)
        # panel buttons → intents
        p.pass_button.clicked.connect(c.pass_turn)
        p.knock_button.clicked.connect(lambda: self.knock_with(None))
        p.gin_button.clicked.connect(c.big_gin)
        p.next_button.clicked.connect(self.next_hand_or_game)
        p.review_button.clicked.connect(self.review_last_hand)
        p.sheet_button.clicked.connect(self.show_score_sheet)
        p.hint_button.clicked.connect(self.show_hint)
        p.pile_button.clicked.connect(self.show_discard_pile)
        p.sort.currentIndexChanged.connect(self._sort_changed)
        # controller → table and window
        c.snapshot.connect(self.show_snapshot)
        c.status.connect(self.show_status)
        c.refused.connect(self._refused)
        c.notice.connect(self._notice)
        c.info.connect(lambda text: self.notices.notify(text, Level.INFO))
        c.save_state.connect(self._save_state)
        # menus
        self.new_action.triggered.connect(self.new_game)
        self.sheet_action.triggered.connect(self.show_score_sheet)
        self.stats_action.triggered.connect(self.show_statistics)
        self.undo_action.triggered.connect(self.undo)
        self.settings_action.triggered.connect(self.show_settings)
        self.walkthrough_action.triggered.connect(self.start_tour)
        self.tracker_action.toggled.connect(self._tracker_toggled)
        self.mute_action.toggled.connect(self._mute_toggled)
        self.full_screen_action.toggled.connect(self._full_screen_toggled)
        self.quit_action.triggered.connect(self.close)
        self.rules_action.triggered.connect(lambda: self.show_rules(walkthrough=False))
        self.about_action.triggered.connect(self.show_about)

    # -- updates ------------------------------------------------------------------------
    def show_snapshot(self, snapshot: Snapshot) -> None:
        """The controller pushed the game as it is now: the table, the panel and the tracker show it."""
        self.scene.show_snapshot(snapshot)  # (the cards start to move now: so do their sounds)
        self.refresh_panel()
        self.announcer.snapshot(snapshot)
        self._play_cues(snapshot)

    def _play_cues(self, snapshot: Snapshot) -> None:
        """The sound effects of the change that led to ``snapshot``, unless sound is off."""
        if self.prefs.sound and self.prefs.volume > 0:
            for cue in cues_for(snapshot):
                self.sound.play(cue.effect, self.prefs.volume, cue.delay)

    def _open_sound(self, placeholder: SoundPlayer) -> None:
        """Choose the player (unless one was given meanwhile) and let it decode its effects on its thread."""
        if self.sound is placeholder:
            from gin_desktop.sound.player import open_player

            self.sound = open_player(asset_path(SOUNDS_FOLDER))
            self.sound.prepare()

    def _mute_toggled(self, muted: bool) -> None:
        """Game > Mute sounds (M): sound off or on, kept for the next start at once."""
        self.prefs = replace(self.prefs, sound=not muted)
        if not save_settings(self.settings, self.prefs):
            log.warning("settings: could not save the sound setting to %s", self.settings.fileName())
        self.tell(self.tr("Sounds off: press M to turn them back on.") if muted else self.tr("Sounds on."))

    def refresh(self) -> None:
        """Show the latest snapshot again (after a change of settings), without animating a move."""
        self.scene.show_snapshot(replace(self.controller.current(), move=None))
        self.refresh_panel()

    def refresh_panel(self) -> None:
        snap = self.controller.current()
        self.panel.show_view(snap.view, snap.level, bool(self.scene.legal_knock_cards()), snap.final,
                             moves=not snap.look_only)
        self.panel.show_fingerprint(snap.fingerprint)
        self.panel.show_practice(snap.practice)
        self.undo_action.setEnabled(self.prefs.allow_undo and snap.can_undo)
        if self.tracker is not None and self.tracker.isVisible():
            self.tracker.show_view(snap.view)

    def _tracker_toggled(self, on: bool) -> None:
        """The View menu's Known cards (or T): open or close the dock, making it on first use."""
        if self.tracker_dock is None:
            if not on:
                return
            from gin_desktop.ui.tracker import TrackerDock, TrackerPanel

            self.tracker = TrackerPanel()
            self.tracker_dock = TrackerDock(self.tr("Known cards"), self.tracker, self.table.canvas)
            self.tracker_dock.closed.connect(lambda: self.tracker_action.setChecked(False))
        from gin_desktop.ui.tracker import OVERLAY_WIDTH

        self.scene.reserve_left = OVERLAY_WIDTH + 16 if on else 0.0
        self.tracker_dock.setVisible(on)
        if on and self.tracker is not None:
            self.tracker.show_view(self.controller.view())
        self.refresh()  # the middle row makes room (or takes it back)

    def _place_tracker(self) -> None:
        """The known cards sit on the felt left of the piles, between the two hands, while a hand is
        played; the table lays the middle row out beside them (:attr:`TableScene.reserve_left`).
        At the showdown every card is face up and the result takes the middle: they step away."""
        from gin_desktop.ui.tracker import OVERLAY_WIDTH

        dock, layout = self.tracker_dock, self.scene.layout
        wanted = dock is not None and self.tracker_action.isChecked()
        if dock is None or layout is None:
            return
        top = layout.opponent.y + layout.card_h + 8
        bottom = layout.hand.y - 8
        dock.setVisible(wanted and layout.result is None and bottom - top > 120)
        tall = self.tracker.sizeHint().height() + 44 if self.tracker is not None else bottom - top
        dock.setGeometry(8, round(top), OVERLAY_WIDTH, round(min(bottom - top, tall)))
        dock.raise_()

    def show_status(self, text: str) -> None:
        """The controller's prompt: what the player can do now."""
        self._prompt = text
        self.status_label.setText(text)

    def tell(self, text: str) -> None:
        """A message for the player's last action (why it was refused, a hint), followed by the
        prompt, so the status line still says what can be done now."""
        prompt = self._prompt
        self.status_label.setText(text if not prompt or prompt in text else f"{text} {prompt}")

    def _refused(self, why: str) -> None:
        """A move that was not made, and why: in the status line, and said at once by a screen reader."""
        self.tell(why)  # (a card dragged and refused snaps back in the scene's drop)
        self.announcer.say(why, assertive=True)

    def _notice(self, text: str) -> None:
        """A message from the store: above the table until closed (the status line keeps the prompt)."""
        self.notices.notify(text, Level.WARNING)

    def _save_state(self, problem: str | None) -> None:
        """Why moves are not being saved, shown on the table until it is solved."""
        self.notices.set_state("saving", problem)

    def _reordered(self, cards: list[Card]) -> None:
        """A drag within the hand: the player's own order from now on (saved with the game)."""
        self.panel.sort.blockSignals(True)
        self.panel.sort.setCurrentIndex(self.panel.sort.findData(SortMode.OWN))
        self.panel.sort.blockSignals(False)
        self._save_sort(SortMode.OWN)
        self.controller.reorder(cards)

    def _sort_changed(self, _index: int) -> None:
        mode = self.panel.sort.currentData()
        if isinstance(mode, SortMode):
            self._save_sort(mode)
            self.controller.set_sort_mode(mode)

    def _save_sort(self, mode: SortMode) -> None:
        """Keep the sort choice for the next start, written now (a crash must not lose it)."""
        if self.settings.value("play/sort") != mode.value:
            self.settings.setValue("play/sort", mode.value)
            self.settings.sync()

    # -- actions ------------------------------------------------------------------------
    def knock_with(self, card: Card | None) -> None:
        """Knock discarding ``card`` (or, when None, the card the controller picks), after confirmation."""
        view = self.controller.view()
        if view is None:
            return
        if card is None:
            card = self.controller.knock_card(self.scene.selected)
            if card is None:
                self._refused(self.tr("You cannot knock now."))
                return
        if Knock(card) not in view.legal_actions:
            self.controller.knock(card)  # refused, with the reason
            return
        left = deadwood_points([x for x in view.hand if x != card])
        if self.confirm_knock and not self._confirm(card, left):
            self.scene.sync()
            return
        self.controller.knock(card)

    def _confirm(self, card: Card, deadwood: int) -> bool:
        question = (self.tr("Discard {card} and go gin?") if deadwood == 0
                    else self.tr("Discard {card} and knock with {deadwood} deadwood?"))
        answer = QMessageBox.question(self, self.tr("Knock"), question.format(card=card.symbol, deadwood=deadwood))
        return answer == QMessageBox.StandardButton.Yes

    def new_game(self) -> None:
        if not self.controller.game_over:
            answer = QMessageBox.question(self, self.tr("New game"),
                                          self.tr("Abandon the current game and start a new one?"))
            if answer != QMessageBox.StandardButton.Yes:
                return
        self._start_new_game()

    def next_hand_or_game(self) -> None:
        """The Next hand button (or N): the next deal, or a new game once this one is over."""
        if self.controller.game_over:
            self._start_new_game()
        else:
            self.controller.next_hand()

    def _start_new_game(self) -> None:
        if self.controller.new_game(self.prefs.rules, self.prefs.level):
            self.refresh()

    def show_score_sheet(self) -> ScoreSheetDialog:
        from gin_desktop.ui.dialogs.score_sheet import ScoreSheetDialog

        records = self.controller.records()
        sheet = records.sheet()
        assert sheet is not None  # (the game being played)
        dialog = ScoreSheetDialog(sheet, sheet.human, self)
        dialog.replay_requested.connect(lambda n: self.show_replay(sheet.game_id, n))
        self._show_tool("score sheet", dialog)
        return dialog

    def show_replay(self, game_id: int | None, hand_number: int, review: bool = False) -> ReplayDialog | None:
        """Step through a finished hand of game ``game_id`` (the current one when None) with both hands
        shown, and check its deal (a window of the main window's: closing the score sheet or
        statistics it was asked from leaves it open); ``review``: start its review at once."""
        from gin_desktop.ui.dialogs.replay_dialog import open_replay

        replay = self.controller.records().replay(game_id, hand_number)
        if replay is None:
            self._refused(self.tr("Only a finished hand can be replayed."))
            return None
        game = self.controller.game_id if game_id is None else game_id  # (fixed now: a new game may follow)
        dialog = open_replay(self, replay, self.pixmaps, lambda: self.controller.review_hand(game, hand_number))
        dialog.practice_requested.connect(lambda swap: self.play_deal_again(game, hand_number, swap, dialog))
        if review:
            dialog.review_panel.start_review()
        return dialog

    def review_last_hand(self) -> ReplayDialog | None:
        """Review hand (the button under the hand's result, or R): the replay of the hand just
        finished, with its review running."""
        snap = self.controller.current()
        view = snap.view
        if view is None or view.phase not in (Phase.OVER, Phase.DEAD):
            self.tell(self.tr("A hand can be reviewed once it is over."))
            return None
        return self.show_replay(None, view.hand_number, review=True)

    def play_deal_again(self, game_id: int, hand_number: int, computer_seat: bool,
                        dialog: QWidget | None = None) -> bool:
        """Play this deal again: a practice game on the same deck (see :meth:`GameController.practice`)."""
        if not self.controller.game_over and self.controller.current().view is not None:
            answer = QMessageBox.question(self, self.tr("Play this deal again"), self.tr(
                "Leave the current game (it is kept as abandoned) and play this deal again as practice?"))
            if answer != QMessageBox.StandardButton.Yes:
                return False
        if not self.controller.practice(game_id, hand_number, computer_seat):
            return False
        if dialog is not None:
            dialog.close()
        self.refresh()
        seat = self.tr("the computer's cards") if computer_seat else self.tr("your cards")
        self.tell(self.tr("Practice: the same deal again, with {seat}. It is not counted in the statistics.").format(
            seat=seat))
        return True

    def undo(self) -> bool:
        """Take back the player's last discard (when the settings allow undo)."""
        if not self.prefs.allow_undo:
            self._refused(self.tr("Undo is off: turn it on in Options > Settings (games with undo are marked)."))
            return False
        if not self.controller.undo():
            return False
        self.refresh()
        return True

    def show_hint(self) -> Hint | None:
        """The Hard level's move (Expert's in a game against Expert) for the player, on the table and in words."""
        advice = self.controller.hint()
        if advice is None:
            self._refused(self.tr("A hint is available when it is your turn."))
            return None
        action = advice.action
        if isinstance(action, (Discard, Knock)):
            self.scene.select(action.card)
        elif isinstance(action, (DrawStock, DrawDiscard)):
            self.scene.point_at_pile(stock=isinstance(action, DrawStock))
        text = self.tr("Hint: {reason}").format(reason=advice.reason)
        self.tell(text)
        self.announcer.say(text)
        return advice

    def show_discard_pile(self) -> DiscardPileDialog | None:
        view = self.controller.view()
        if view is None:
            return None
        from gin_desktop.ui.dialogs.pile_dialog import DiscardPileDialog

        dialog = DiscardPileDialog(view, self._pixmap, self)
        self._show_tool("discard pile", dialog)
        return dialog

    def _show_tool(self, kind: str, window: QWidget) -> None:
        """Show a freshly made ``window`` (it shows the game as it is now) in place of an open
        one of the same ``kind``: one score sheet, one statistics window … at a time, and
        each deleted when closed instead of piling up hidden for the rest of the session."""
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        old = self._tools.get(kind)
        if old is not None and isValid(old) and old.isVisible():
            window.setGeometry(old.geometry())
            old.close()
        self._tools[kind] = window
        window.show()

    def start_tour(self) -> TourOverlay:
        """The first-game walkthrough over the table (one at a time)."""
        from gin_desktop.ui.tour import table_tour

        if self.tour is not None and isValid(self.tour) and self.tour.isVisible():
            return self.tour
        self.tour = table_tour(self)
        return self.tour

    def show_rules(self, walkthrough: bool = False) -> RulesHelpDialog:
        """The rules with the options of the game being played (or the first-game guide)."""
        from gin_desktop.ui.dialogs.rules_help import RulesHelpDialog

        dialog = RulesHelpDialog(self.controller.rules, self)
        dialog.tabs.setCurrentIndex(1 if walkthrough else 0)
        self._show_tool("rules", dialog)
        return dialog

    def show_statistics(self) -> StatisticsWindow:
        from gin_desktop.ui.dialogs.stats_window import StatisticsWindow

        window = StatisticsWindow(self.controller.records(), parent=self)
        window.replay_requested.connect(
            lambda n: self.show_replay(window.sheet_game.game_id if window.sheet_game is not None else None, n))
        self._show_tool("statistics", window)
        return window

    def show_settings(self) -> SettingsDialog:
        from gin_desktop.ui.dialogs.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.prefs, BACKS, self, pixmaps=self.pixmaps,
                                play_test=lambda volume: self.sound.play(Effect.HAND_WON, volume))
        dialog.accepted.connect(lambda: self._settings_chosen(dialog.settings()))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def _settings_chosen(self, prefs: AppSettings) -> None:
        later = prefs.rules != self.controller.rules or prefs.level != self.controller.level
        new_language = prefs.language != self.prefs.language
        saved = save_settings(self.settings, prefs)
        self.apply_prefs(prefs)
        if not saved:
            QMessageBox.warning(self, self.tr("Settings"), self.tr(
                "Your settings could not be saved to {path}, so they last only until Gin Rummy is closed. "
                "Is the disk full, or the folder read-only?").format(path=self.settings.fileName()))
        if later and not self.controller.game_over:
            self.notices.notify(self.tr("The new rules and opponent apply from the next game (Game > New game)."),
                                Level.INFO)
        if new_language:  # (the dialog's own sentence: the windows are not retranslated while open)
            self.notices.notify(QCoreApplication.translate(
                "SettingsDialog", "A new language is used from the next start of Gin Rummy."), Level.INFO)

    def show_about(self) -> QMessageBox:
        """The version, and where the saves, settings and log are (with a button to open that folder)."""
        from gin_desktop.crash import log_file

        folder = self.controller.data_dir
        log = log_file()
        text = self.tr("Gin Rummy {version}\nA fair opponent, exact rules.").format(version=gin_desktop.__version__)
        text += "\n\n" + self.tr("Saved games and settings: {folder}").format(folder=folder)
        text += "\n" + (self.tr("Log: {path}").format(path=log) if log else self.tr("No log file is written."))
        box = QMessageBox(QMessageBox.Icon.Information, self.tr("About Gin Rummy"), text, parent=self)
        box.setObjectName("about")
        box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        show = box.addButton(self.tr("Open that folder"), QMessageBox.ButtonRole.ActionRole)
        box.addButton(QMessageBox.StandardButton.Close)
        show.clicked.connect(lambda: self._open_folder(str(folder)))
        box.open()
        return box

    def _open_folder(self, folder: str) -> bool:
        """Open ``folder`` in the file manager; where none answers (a bare desktop), say so and put
        the path on the clipboard so it can be pasted where it is needed."""
        from PySide6.QtCore import QUrl
        from PySide6.QtGui import QDesktopServices, QGuiApplication

        if QDesktopServices.openUrl(QUrl.fromLocalFile(folder)):
            return True
        clipboard = QGuiApplication.clipboard()
        if clipboard is not None:
            clipboard.setText(folder)
        self.notices.notify(self.tr("No file manager opened the folder {folder}. Its path is on the clipboard: "
                                    "paste it into a file window or a terminal.").format(folder=folder))
        return False

    # -- keyboard -----------------------------------------------------------------------
    def _game_keys(self) -> dict[Qt.Key, Callable[[], object]]:
        """The one-letter game keys (documented in the README and the walkthrough)."""
        c = self.controller
        return {
            Qt.Key.Key_S: c.draw_stock,
            Qt.Key.Key_D: c.draw_discard,
            Qt.Key.Key_P: c.pass_turn,
            Qt.Key.Key_K: lambda: self.knock_with(None),
            Qt.Key.Key_G: c.big_gin,
            Qt.Key.Key_N: self.next_hand_or_game,
            Qt.Key.Key_H: self.show_hint,
            Qt.Key.Key_V: self.show_discard_pile,
            Qt.Key.Key_R: self.review_last_hand,
        }

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = Qt.Key(event.key())
        s = self.scene
        if event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier):
            super().keyPressEvent(event)  # Ctrl+S and the like are menu shortcuts, not game keys
            return
        action = self._game_keys().get(key)
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
            s.move_selected(1 if key == Qt.Key.Key_Right else -1)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            s.keyboard_select(1 if key == Qt.Key.Key_Right else -1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and s.selected is not None:
            self.controller.discard(s.selected)
        elif action is not None:
            action()
        else:
            super().keyPressEvent(event)

    # -- geometry -----------------------------------------------------------------------
    def bring_to_front(self) -> None:
        """Another launch of the game handed over to this window: show it, in front, active."""
        if self.isMinimized():
            self.showNormal()
        self.show()
        self.raise_()
        self.activateWindow()
        handle = self.windowHandle()
        if handle is not None:
            handle.requestActivate()

    def _full_screen_toggled(self, on: bool) -> None:
        if on and not self.isFullScreen():
            self.showFullScreen()
        elif not on and self.isFullScreen():
            self.showNormal()

    def changeEvent(self, event: QEvent) -> None:
        """Keep the Full screen tick true to the window (the window manager may change it too)."""
        if event.type() == QEvent.Type.WindowStateChange:
            self.full_screen_action.blockSignals(True)
            self.full_screen_action.setChecked(self.isFullScreen())
            self.full_screen_action.blockSignals(False)
        super().changeEvent(event)

    def _restore_geometry(self) -> None:
        geometry = self.settings.value("window/geometry")
        if isinstance(geometry, QByteArray) and not geometry.isEmpty():
            self.restoreGeometry(geometry)  # (Qt moves it back onto a screen if that one is gone)
        else:
            self.resize(self.first_size())

    def first_size(self) -> QSize:
        """The size of a first launch: 1180×780, or what fits the screen's free area.

        A 13-inch laptop at 150% scaling has 1280×720 logical pixels, less the task bar:
        a fixed 780 pixels of height would run off the screen.
        """
        want = QSize(1180, 780)
        screen = self.screen()
        if screen is None:
            return want
        room = screen.availableGeometry()
        fit = QSize(min(want.width(), int(room.width() * 0.95)), min(want.height(), int(room.height() * 0.92)))
        return fit.expandedTo(self.minimumSizeHint())

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        handle = self.windowHandle()
        if handle is not None and not self._watching_screen:
            self._watching_screen = True
            handle.screenChanged.connect(lambda _screen: self.pixmaps.clear())  # another ratio: new pixmaps

    def closeEvent(self, event: QCloseEvent) -> None:
        from gin_desktop.ui.dialogs.unsaved_moves import may_close  # (asks only when moves would be lost)

        if not may_close(self, self.controller.waiting_changes()):
            event.ignore()
            return
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.settings.sync()
        self.controller.shutdown()
        self.sound.close()
        super().closeEvent(event)
