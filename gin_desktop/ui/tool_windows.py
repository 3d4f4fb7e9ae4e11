"""The windows the main window opens beside the table: score sheet, hand replay (and its review),
statistics, rules, discard pile, About, the first-game walkthrough and the known-cards overlay.

Each is made fresh when asked for (it shows the game as it is), one of each kind at a time, and
deleted when closed; the dialogs' modules are imported when first opened, to keep start-up short.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import gin_desktop
from gin_desktop.core import Phase
from gin_desktop.qt import is_valid
from gin_desktop.qt.core import QObject, Qt
from gin_desktop.qt.widgets import QWidget

if TYPE_CHECKING:
    from gin_desktop.qt.widgets import QMessageBox
    from gin_desktop.ui.dialogs.drill_dialog import DrillDialog
    from gin_desktop.ui.dialogs.pile_dialog import DiscardPileDialog
    from gin_desktop.ui.dialogs.replay_dialog import ReplayDialog
    from gin_desktop.ui.dialogs.rules_help import RulesHelpDialog
    from gin_desktop.ui.dialogs.score_sheet import ScoreSheetDialog
    from gin_desktop.ui.dialogs.stats_window import StatisticsWindow
    from gin_desktop.ui.main_window import MainWindow
    from gin_desktop.ui.tour import TourOverlay
    from gin_desktop.ui.tracker import TrackerDock, TrackerPanel


class ToolWindows(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self._open: dict[str, QWidget] = {}  # the open score sheet, statistics … (see _show)
        self.tour: TourOverlay | None = None  # the first-game walkthrough while it is open
        # The known-cards overlay is made the first time it is opened (View menu or T).
        self.tracker: TrackerPanel | None = None
        self.tracker_dock: TrackerDock | None = None

    def _show(self, kind: str, window: QWidget) -> None:
        """Show a freshly made ``window`` (it shows the game as it is now) in place of an open
        one of the same ``kind``: one score sheet, one statistics window … at a time, and
        each deleted when closed instead of piling up hidden for the rest of the session."""
        from gin_desktop.ui.dialogs.fit import fit_to_screen

        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        old = self._open.get(kind)
        if old is not None and is_valid(old) and old.isVisible():
            window.setGeometry(old.geometry())
            old.close()
        self._open[kind] = window
        fit_to_screen(window)  # (on a small screen its content scrolls, its buttons stay in reach)
        window.destroyed.connect(self.window.keys.back_to_table)  # (closed: the keys are the table's again)
        window.show()

    def show_score_sheet(self) -> ScoreSheetDialog:
        from gin_desktop.ui.dialogs.score_sheet import ScoreSheetDialog

        records = self.window.controller.records()
        sheet = records.sheet()
        assert sheet is not None  # (the game being played)
        dialog = ScoreSheetDialog(sheet, sheet.human, self.window)
        dialog.replay_requested.connect(lambda n: self.show_replay(sheet.game_id, n))
        self._show("score sheet", dialog)
        return dialog

    def show_replay(self, game_id: int | None, hand_number: int, review: bool = False) -> ReplayDialog | None:
        """Step through a finished hand of game ``game_id`` (the current one when None) with both hands
        shown, and check its deal (a window of the main window's: closing the score sheet or
        statistics it was asked from leaves it open); ``review``: start its review at once."""
        from gin_desktop.ui.dialogs.replay_dialog import open_replay

        w = self.window
        replay = w.controller.records().replay(game_id, hand_number)
        if replay is None:
            w.presenter.refused(self.tr("Only a finished hand can be replayed."))
            return None
        game = w.controller.game_id if game_id is None else game_id  # (fixed now: a new game may follow)
        dialog = open_replay(w, replay, w.pixmaps, lambda: w.controller.review_hand(game, hand_number))
        dialog.practice_requested.connect(lambda swap: w.commands.play_deal_again(game, hand_number, swap, dialog))
        if review:
            dialog.review_panel.start_review()
        return dialog

    def review_last_hand(self) -> ReplayDialog | None:
        """Review hand (the button under the hand's result, or R): the replay of the hand just
        finished, with its review running."""
        view = self.window.controller.current().view
        if view is None or view.phase not in (Phase.OVER, Phase.DEAD):
            self.window.presenter.tell(self.tr("A hand can be reviewed once it is over."))
            return None
        return self.show_replay(None, view.hand_number, review=True)

    def show_discard_pile(self) -> DiscardPileDialog | None:
        view = self.window.controller.view()
        if view is None:
            return None
        from gin_desktop.ui.dialogs.pile_dialog import DiscardPileDialog

        dialog = DiscardPileDialog(view, self.window.look.pixmap, self.window)
        self._show("discard pile", dialog)
        return dialog

    def start_tour(self) -> TourOverlay:
        """The first-game walkthrough over the table (one at a time)."""
        from gin_desktop.ui.tour import table_tour

        if self.tour is not None and is_valid(self.tour) and self.tour.isVisible():
            return self.tour
        host = self.window.centralWidget()
        assert host is not None
        self.tour = table_tour(host, self.window.table, self.window.panel)
        return self.tour

    def show_rules(self, walkthrough: bool = False) -> RulesHelpDialog:
        """The rules with the options of the game being played (or the first-game guide)."""
        from gin_desktop.ui.dialogs.rules_help import RulesHelpDialog

        dialog = RulesHelpDialog(self.window.controller.rules, self.window)
        dialog.tabs.setCurrentIndex(1 if walkthrough else 0)
        self._show("rules", dialog)
        return dialog

    def show_statistics(self) -> StatisticsWindow:
        from gin_desktop.ui.dialogs.stats_window import StatisticsWindow

        window = StatisticsWindow(self.window.controller.records(), parent=self.window)
        window.replay_requested.connect(
            lambda n: self.show_replay(window.sheet_game.game_id if window.sheet_game is not None else None, n))
        self._show("statistics", window)
        return window

    def show_drills(self) -> DrillDialog:
        """Practice your mistakes: the drills due today, one at a time (Game menu, the statistics)."""
        from gin_desktop.ui.dialogs.drill_dialog import DrillDialog

        dialog = DrillDialog(self.window.controller.drill_desk(), self.window.look.pixmap, self.window)
        self._show("drills", dialog)
        return dialog

    def show_about(self) -> QMessageBox:
        """The version, and where the saves, settings and log are (with a button to open that folder)."""
        from gin_desktop.qt.widgets import QMessageBox  # (here: its class and QDialog's are 0.25 MB)
        from gin_desktop.text.strength import strength_source, strength_text
        from gin_desktop.values.crash import log_file
        from gin_desktop.values.levels import LEVELS, level_title

        folder = self.window.controller.data_dir
        log = log_file()
        text = self.tr("Gin Rummy {version}\nA fair opponent, exact rules.").format(version=gin_desktop.__version__)
        text += "\n\n" + strength_source()
        for level in LEVELS:
            text += "\n" + self.tr("{level}: {strength}").format(level=level_title(level),
                                                                 strength=strength_text(level))
        text += "\n\n" + self.tr("Saved games and settings: {folder}").format(folder=folder)
        text += "\n" + (self.tr("Log: {path}").format(path=log) if log else self.tr("No log file is written."))
        box = QMessageBox(QMessageBox.Icon.Information, self.tr("About Gin Rummy"), text, parent=self.window)
        box.setObjectName("about")
        box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        show = box.addButton(self.tr("Open that folder"), QMessageBox.ButtonRole.ActionRole)
        box.addButton(QMessageBox.StandardButton.Close)
        show.clicked.connect(lambda: self.open_folder(str(folder)))
        box.open()
        return box

    def open_folder(self, folder: str) -> bool:
        """Open ``folder`` in the file manager; where none answers (a bare desktop), say so and put
        the path on the clipboard so it can be pasted where it is needed."""
        from gin_desktop.qt.core import QUrl
        from gin_desktop.qt.gui import QDesktopServices, QGuiApplication

        if QDesktopServices.openUrl(QUrl.fromLocalFile(folder)):
            return True
        clipboard = QGuiApplication.clipboard()
        if clipboard is not None:
            clipboard.setText(folder)
        self.window.notices.notify(self.tr(
            "No file manager opened the folder {folder}. Its path is on the clipboard: "
            "paste it into a file window or a terminal.").format(folder=folder))
        return False

    def tracker_toggled(self, on: bool) -> None:
        """The View menu's Known cards (or T): open or close the overlay, making it on first use."""
        w = self.window
        if self.tracker_dock is None:
            if not on:
                return
            from gin_desktop.ui.tracker import TrackerDock, TrackerPanel

            self.tracker = TrackerPanel()
            self.tracker_dock = TrackerDock(self.tr("Known cards"), self.tracker, w.table.canvas)
            self.tracker_dock.closed.connect(lambda: w.commands.tracker_action.setChecked(False))
        from gin_desktop.ui.tracker import OVERLAY_WIDTH

        w.scene.reserve_left = OVERLAY_WIDTH + 16 if on else 0.0
        self.tracker_dock.setVisible(on)
        if on and self.tracker is not None:
            snap = w.controller.current()
            self.tracker.show_view(snap.view, snap.known)
        w.presenter.refresh()  # the middle row makes room (or takes it back)

    def place_tracker(self) -> None:
        """The known cards sit on the felt left of the piles, between the two hands, while a hand is
        played; the table lays the middle row out beside them (:attr:`TableScene.reserve_left`).
        At the showdown every card is face up and the result takes the middle: they step away."""
        dock, layout = self.tracker_dock, self.window.scene.layout
        wanted = dock is not None and self.window.commands.tracker_action.isChecked()
        if dock is None or layout is None:
            return
        from gin_desktop.ui.tracker import OVERLAY_WIDTH  # (once there is a tracker: not before the first paint)

        top = layout.opponent.y + layout.card_h + 8
        bottom = layout.hand.y - 8
        dock.setVisible(wanted and layout.result is None and bottom - top > 120)
        tall = self.tracker.sizeHint().height() + 44 if self.tracker is not None else bottom - top
        dock.setGeometry(8, round(top), OVERLAY_WIDTH, round(min(bottom - top, tall)))
        dock.raise_()
