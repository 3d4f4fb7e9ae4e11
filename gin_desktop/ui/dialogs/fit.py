"""Every window fits its screen: on a 1024×600 netbook the settings, the statistics, the rules and
the replay were taller or wider than the screen, their OK, Cancel and Close off its edge.

:func:`fit_to_screen` sizes a window to the screen's free area; where its content cannot shrink
that far, the content scrolls and the dialog's buttons stay below it, always in reach.
"""

from __future__ import annotations

from gin_desktop.qt.core import QCoreApplication, QEvent, QObject, QSize, Qt
from gin_desktop.qt.widgets import (
    QAbstractSlider,
    QAbstractSpinBox,
    QComboBox,
    QDialogButtonBox,
    QFrame,
    QLayout,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)
from gin_desktop.ui.layout_members import widgets_in

FRAME = QSize(16, 48)
"""Room left for the window manager's borders and title bar (not known before the window is shown)."""


class WheelScrollsPage(QObject):
    """On a scrolled page the wheel scrolls the page, even over a slider, a list box or a spin box that
    does not have the focus: a player scrolling the review met the replay's step slider under the pointer
    and lost their place (a new player's walk, 2026-12-05). Click such a control first to wheel it."""

    def __init__(self, area: QScrollArea) -> None:
        super().__init__(area)
        self.area = area

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Wheel and isinstance(watched, QWidget) and not watched.hasFocus():
            QCoreApplication.sendEvent(self.area.verticalScrollBar(), event)
            return True
        return False


def guard_wheel(area: QScrollArea) -> None:
    """Let the wheel scroll ``area``'s page over its unfocused value controls (see :class:`WheelScrollsPage`)."""
    page = area.widget()
    if page is None:
        return
    guard = WheelScrollsPage(area)
    for control in page.findChildren(QWidget):
        if isinstance(control, (QAbstractSlider, QAbstractSpinBox, QComboBox)):
            control.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # (focus by click or tab, never by the wheel)
            control.installEventFilter(guard)


def _scroll_tab_pages(layout: QLayout) -> bool:
    """Put each page of the tab widgets directly in ``layout`` in a scroll area of its own; False without any."""
    tab_widgets = widgets_in(layout, QTabWidget)
    for tabs in tab_widgets:
        current = tabs.currentIndex()
        blocked = tabs.blockSignals(True)  # (the pages' owners need not hear of this)
        for i in range(tabs.count()):
            page = tabs.widget(i)
            if page is None or isinstance(page, QScrollArea):
                continue
            text, icon, tip = tabs.tabText(i), tabs.tabIcon(i), tabs.tabToolTip(i)
            tabs.removeTab(i)
            area = _scroll_area(page)
            tabs.insertTab(i, area, icon, text)
            tabs.setTabToolTip(i, tip)
        tabs.setCurrentIndex(current)
        tabs.blockSignals(blocked)
        tabs.updateGeometry()  # (its place in the layout keeps the old size hints until told)
    return bool(tab_widgets)


def _scroll_area(page: QWidget) -> QScrollArea:
    area = QScrollArea()
    area.setObjectName("fitScroll")
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setWidget(page)
    guard_wheel(area)
    return area


def room_for(window: QWidget) -> QSize | None:
    """The largest size ``window`` may take on its screen (None without a screen)."""
    screen = window.screen()
    if screen is None:
        return None
    free = screen.availableGeometry()
    return QSize(max(200, free.width() - FRAME.width()), max(150, free.height() - FRAME.height()))


def fit_to_screen(window: QWidget) -> bool:
    """Size ``window`` to fit its screen's free area (its own size, or the one it asks for, where that
    fits); when its content needs more room than that, put the content in a scroll area with the
    dialog's buttons kept below it. True when it scrolls now."""
    most = room_for(window)
    if most is None:
        return False
    want = window.size() if window.testAttribute(Qt.WidgetAttribute.WA_Resized) else window.sizeHint()
    want = want.expandedTo(window.minimumSizeHint())
    layout = window.layout()
    need = window.minimumSizeHint()
    if layout is not None and layout.hasHeightForWidth():
        # Word-wrapping notes: their lines at the window's width, which the size hint only guessed at
        # (Settings' Play page in Portuguese at 1280×800 needed 20 px more than the screen has, and
        # its notes were squeezed and cut). Where the screen is too short, a wider window's notes
        # take fewer lines; only when even the widest is too tall does the content scroll.
        width = want.width()
        while layout.totalHeightForWidth(width) > most.height() and width + 40 <= most.width():
            width += 40
        tall = layout.totalHeightForWidth(width)
        need.setHeight(max(need.height(), tall))
        resized = QSize(width, max(want.height(), tall))
        if resized != want and resized.width() <= most.width() and resized.height() <= most.height():
            window.resize(resized)
        want = resized
    if want.width() <= most.width() and want.height() <= most.height():
        return False
    if layout is None or (need.width() <= most.width() and need.height() <= most.height()):
        window.resize(want.boundedTo(most))  # (it can shrink that far)
        return False
    if _scroll_tab_pages(layout):
        # Each page of the window's tabs scrolls on its own, the tabs above staying in view (a new player's walk,
        # 2026-12-05: the whole of Settings scrolled and its tabs went out of sight with the Play page's top).
        layout.invalidate()  # (the layout keeps the sizes it worked out with the pages unscrolled)
        layout.activate()
        need = window.minimumSizeHint()
        if need.width() <= most.width() and need.height() <= most.height():
            window.resize(want.boundedTo(most))
            return True
    buttons = widgets_in(layout, QDialogButtonBox)
    for box in buttons:
        layout.removeWidget(box)
    page = QWidget()
    page.setLayout(layout)  # (the content moves onto the scrolled page)
    area = _scroll_area(page)
    outer = QVBoxLayout(window)
    outer.addWidget(area, 1)
    for box in buttons:
        outer.addWidget(box)
    window.setMinimumSize(0, 0)
    # (the scrolled page keeps its own width where the screen has room: the vertical scroll bar and
    # the new layout's margins come on top of it, else a needless horizontal scroll bar shows)
    margins = outer.contentsMargins()
    extra = area.verticalScrollBar().sizeHint().width() + margins.left() + margins.right()
    window.resize(QSize(want.width() + extra, want.height()).boundedTo(most))
    return True
