"""The main window: a shell that holds the table, the side panel, the notices and the status line,
and hands each job to its own part: the menus, keys and game actions (:mod:`.window_actions`),
the tool windows (:mod:`.tool_windows`), presenting each snapshot (:mod:`.presenter`), the look
and the settings (:mod:`.window_look`). Every signal is connected in :func:`.wiring.wire`.
"""

from __future__ import annotations

from gin_desktop.control.controller import GameController
from gin_desktop.qt.core import QByteArray, QEvent, QObject, QSettings, QSize
from gin_desktop.qt.gui import QCloseEvent, QKeyEvent, QShowEvent
from gin_desktop.qt.widgets import QHBoxLayout, QMainWindow, QVBoxLayout, QWidget
from gin_desktop.sound.player import NullPlayer, SoundPlayer
from gin_desktop.ui.announce import Announcer
from gin_desktop.ui.card_pixmaps import CardPixmaps
from gin_desktop.ui.game_keys import KeyKeeper
from gin_desktop.ui.notice_area import Level, NoticeArea
from gin_desktop.ui.prefs import read_text
from gin_desktop.ui.presenter import Presenter
from gin_desktop.ui.settings_store import load_settings
from gin_desktop.ui.side_panel import SidePanel
from gin_desktop.ui.status_line import StatusLine
from gin_desktop.ui.still_frame import Still, take_still
from gin_desktop.ui.table.scene import TableScene
from gin_desktop.ui.table.view import TableView
from gin_desktop.ui.tool_windows import ToolWindows
from gin_desktop.ui.window_actions import WindowActions
from gin_desktop.ui.window_look import WindowLook
from gin_desktop.ui.wiring import wire
from gin_desktop.values.hand_order import SortMode


class MainWindow(QMainWindow):
    def __init__(self, controller: GameController, settings: QSettings, pixmaps: CardPixmaps | None = None,
                 sound: SoundPlayer | None = None) -> None:
        super().__init__()
        self.controller = controller
        # The sound effects: a real device, or silence where there is none (offscreen, no library),
        # chosen by the presenter once the event loop runs.
        self.sound: SoundPlayer = sound if sound is not None else NullPlayer("starting")
        self.settings = settings
        self.pixmaps = pixmaps or CardPixmaps()
        self.prefs, self.prefs_resets = load_settings(settings)
        self.look = WindowLook(self)
        self.setWindowTitle(self.tr("Gin Rummy"))
        self.scene = TableScene(self.look.pixmap)
        if controller.auto_review and not controller.look_only:  # (the coach's line on each result: its room kept)
            self.scene.result_panel.waiting_line = self.tr("Coach: reviewing the hand…")
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
        row = QHBoxLayout()
        row.setSpacing(0)
        row.addWidget(self.table, 1)
        row.addWidget(self.panel)
        column.addLayout(row, 1)
        self.notices.overlay(self.table)  # over the felt's top edge: the table never moves for a notice
        self.setCentralWidget(central)
        self._watching_screen = False
        self.hand_over_server: QObject | None = None  # later launches on these saves hand over to us
        self.still: Still | None = None  # the picture of the table as closed (the next launch shows it first)
        self.restart_after_close = False  # closed to start again (entry/app.py starts the new copy)
        # two lines of room, always; elided with a tooltip past that (no accessible name: a screen
        # reader then reads the text itself, not just "Status")
        self.status_label = StatusLine(self.tr("Status line: what you can do now"))
        self.statusBar().addWidget(self.status_label, 1)
        self.presenter = Presenter(self, self.sound if sound is None else None)
        self.tools = ToolWindows(self)
        self.commands = WindowActions(self)
        self.keys = KeyKeeper(self, self.commands.game_key, self.table)  # the game keys, wherever the focus is
        wire(self)
        self._restore_geometry()
        self.look.apply_prefs(self.prefs)
        for text in self.prefs_resets:
            self.notices.notify(text, Level.INFO)
        self.presenter.save_state(controller.saving_problem())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.commands.game_key(event):
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

    def full_screen_toggled(self, on: bool) -> None:
        if on and not self.isFullScreen():
            self.showFullScreen()
        elif not on and self.isFullScreen():
            self.showNormal()

    def changeEvent(self, event: QEvent) -> None:
        """Keep the Full screen tick true to the window (the window manager may change it too)."""
        if event.type() == QEvent.Type.WindowStateChange:
            self.commands.full_screen_action.blockSignals(True)
            self.commands.full_screen_action.setChecked(self.isFullScreen())
            self.commands.full_screen_action.blockSignals(False)
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

    def picture(self) -> Still | None:
        """The window's picture as it shows now (``still_frame.py``), with the resting looks of the
        controls drawn through the style (``kept_look.py``); None when it is not shown."""
        look = self.panel.sort.kept_look()
        return take_still(self, () if look is None else (look,))

    def restart(self) -> bool:
        """Close as the player would (asking first if moves would be lost), then start again: what only
        a new start shows (a new language) is shown at once. False if the window stayed open."""
        self.restart_after_close = True
        if not self.close():
            self.restart_after_close = False
            return False
        return True

    def closeEvent(self, event: QCloseEvent) -> None:
        from gin_desktop.ui.dialogs.unsaved_moves import may_close  # (asks only when moves would be lost)

        if not may_close(self, self.controller.waiting_changes()):
            event.ignore()
            return
        self.still = self.picture()
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.settings.sync()
        self.controller.shutdown()
        self.sound.close()
        super().closeEvent(event)
