"""The view that shows the table scene and keeps it sized to the window."""

from __future__ import annotations

from gin_desktop.qt.core import Qt
from gin_desktop.qt.gui import QKeyEvent, QPainter, QResizeEvent
from gin_desktop.qt.widgets import QFrame, QGraphicsView, QWidget
from gin_desktop.ui.table.accessible import TableAccessibility, install
from gin_desktop.ui.table.scene import TableScene


class TableView(QGraphicsView):
    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        # The accessible tree's factory first: Qt asks for the view's interface (and keeps the first
        # it gets) as soon as an assistive tool is running and the view changes state.
        install(lambda obj: isinstance(obj, TableView))
        super().__init__(scene, parent)
        self.table = scene
        self.accessibility = TableAccessibility(self, scene)  # screen readers see every card (accessible.py)
        # Our own viewport widget, held from Python: asking Qt for the default one makes
        # PySide6 load every QWidget subclass of QtWidgets while it works out the Python
        # type of the pointer it gets back (~60 enum types built, ~15 ms at start-up).
        self.canvas = QWidget()
        self.setViewport(self.canvas)
        self.canvas.setMouseTracking(True)  # moves without a button too: the open-hand cursor over cards
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        # Only what changed is repainted (a card gliding repaints its own path, not the table):
        # each item tells the scene all it draws, its lift, shadow and mark (tests/ui/test_partial_repaint.py)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        self.setMinimumSize(480, 360)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(self.tr("Card table"))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Game keys go to the window; the view must not scroll on the arrow keys."""
        event.ignore()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        size = self.canvas.size()
        self.table.resize(size.width(), size.height())
        self.setSceneRect(self.table.sceneRect())
