"""The tutor in the window: the controller's :attr:`~GameController.tutor_warning` shown as the
:class:`~gin_desktop.ui.tutor_panel.TutorPanel` on the table (made on first use: most games never
need it), its answers sent back to the controller, the focus back on the table afterwards."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gin_desktop.qt.core import QObject

if TYPE_CHECKING:
    from gin_desktop.ui.main_window import MainWindow
    from gin_desktop.ui.tutor_panel import TutorPanel
    from gin_desktop.values.snapshot import Snapshot
    from gin_desktop.values.verdicts import Verdict


class TutorSeat(QObject):
    @staticmethod
    def of(window: MainWindow) -> TutorSeat:
        """The window's tutor seat, made on the first warning."""
        seat = window.findChild(TutorSeat)
        return seat if isinstance(seat, TutorSeat) else TutorSeat(window)

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.panel: TutorPanel | None = None
        self.text = ""  # the last warning shown
        self._at: tuple[object, ...] | None = None  # where the game stood when the warning came
        window.controller.snapshot.connect(self._moved_on)

    @staticmethod
    def _where(snapshot: Snapshot) -> tuple[object, ...]:
        view = snapshot.view
        return (snapshot.fingerprint, None if view is None else (view.hand_number, len(view.events), view.phase))

    def _moved_on(self, snapshot: Snapshot) -> None:
        """The game moved on under an open warning (an undo, a new game): the held move is gone with it."""
        panel = self.panel
        if panel is not None and panel.isVisible() and self._at != self._where(snapshot):
            panel.hide()
            self.window.controller.coach.tutor.held = None
            self.window.keys.back_to_table()

    def warn(self, verdict: Verdict) -> None:
        from gin_desktop.text.tutor_text import warning_text

        w = self.window
        view = w.controller.view()
        top = view.top_discard if view is not None else None
        self.text = warning_text(verdict.grade, verdict.action, verdict.better, verdict.cost, top)
        panel = self._panel()
        self._at = self._where(w.controller.current())
        panel.warn(self.text)
        w.presenter.tell(self.text)  # (the status line says it too, with what can be done)
        w.announcer.say(self.text, assertive=True)

    def _panel(self) -> TutorPanel:
        if self.panel is None:
            from gin_desktop.ui.tutor_panel import TutorPanel

            w = self.window
            panel = TutorPanel()
            panel.overlay(w.table)
            panel.anyway.connect(self._anyway)
            panel.again.connect(self._again)
            self.panel = panel
        return self.panel

    def _anyway(self) -> None:
        w = self.window
        w.keys.back_to_table()
        held, w.controller.coach.tutor.held = w.controller.coach.tutor.held, None
        if held is not None:
            w.controller.act(*held, anyway=True)

    def _again(self) -> None:
        w = self.window
        w.keys.back_to_table()
        w.controller.coach.tutor.held = None  # (the game is as it was: nothing was saved)
        w.presenter.tell(self.tr("Think again: the move was not made."))
