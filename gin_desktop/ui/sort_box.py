"""The side panel's "Sort hand" box: a drop-down list whose Qt list is made when first used.

A ``QComboBox`` makes its popup (a frame, a list view, its scrollers and delegate: ~1.4 MB of Qt's
code and data) as soon as it is shown, styled or given a current item, although the popup is only
needed when the player opens it. :class:`SortBox` draws itself as that combo box would (the same
style calls, so the same look in every theme and language) and offers the part of its API the game
uses; at the first use (the pointer over it, the focus on it, a click or the wheel, or a call that
needs the list) a real ``QComboBox`` is made to fill it, with the same entries, and from then on
that combo box is what the player sees, opens and types into: its keys, its popup and its
accessible list are Qt's own.

Before that a screen reader sees a combo box too: the box answers as Qt's own ``QAccessibleComboBox``
does for a combo box that cannot be edited (the role of a combo box, its current entry as name and
value, Down as its key, the actions "ShowMenu" and "Press", which open the list). Once the combo box
is made it is the box's one child and answers for itself; the box is then a plain group around it.
That interface's class is defined when a screen reader first asks, not at start-up.

Its look at rest is kept with the picture of the table at the close (``kept_look.py``): a launch that
shows that picture paints the box from those pixels while nothing about it differs, so the style's
Python classes (``QStyle`` and its option and painter: 0.7 MB) are made only when the box is drawn
another way or first used.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from gin_desktop.qt.core import QEvent, QSize, Qt, Signal
from gin_desktop.qt.gui import QAccessible, QAccessibleInterface, QFontMetricsF, QIcon, QImage, QPainter, QPaintEvent
from gin_desktop.qt.widgets import QSizePolicy, QWidget
from gin_desktop.ui import kept_look
from gin_desktop.ui.kept_look import KeptLook

if TYPE_CHECKING:  # (the style's classes are made when the box is first drawn through the style)
    from gin_desktop.qt.core import QObject
    from gin_desktop.qt.gui import QFocusEvent
    from gin_desktop.qt.widgets import QAbstractItemView, QComboBox, QStyleOptionComboBox

LOOK_NAME = "sort-box"
"""The box's name among the kept looks."""

_USE = frozenset((QEvent.Type.Enter, QEvent.Type.FocusIn, QEvent.Type.MouseButtonPress,
                  QEvent.Type.MouseButtonDblClick, QEvent.Type.Wheel))
"""The events that make the real combo box."""
_PASSED = frozenset((QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick, QEvent.Type.MouseMove,
                     QEvent.Type.MouseButtonRelease, QEvent.Type.Wheel))
"""The events this box still gets once the combo box covers it (the rest of a click or turn of the
wheel begun on the box), passed on to the combo box. (Keys go to the combo box: it has the focus.)"""


class SortBox(QWidget):
    """A non-editable drop-down list of texts, each with its data, that looks and works as a
    ``QComboBox`` does, the combo box itself made on first use (see the module)."""

    currentIndexChanged = Signal(int)
    activated = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._items: list[tuple[str, object]] = []
        self._index = -1
        self._combo: QComboBox | None = None
        self._passing = False
        self._hint = QSize()
        self._kept: KeptLook | None = kept_look.take(LOOK_NAME)  # (its look at the last close: see the module)
        self._shown = False  # painted once (a style change after that is the player's: the kept look goes)
        self.setFocusPolicy(Qt.FocusPolicy.WheelFocus)
        self.setSizePolicy(QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed,
                                       QSizePolicy.ControlType.ComboBox))
        self.setAttribute(Qt.WidgetAttribute.WA_InputMethodEnabled, False)
        install()  # (a factory only: the interface is made when a screen reader asks)

    # -- the combo box's API ---------------------------------------------------------------------
    def addItem(self, text: str, data: object = None) -> None:  # (Qt's names)
        if self._combo is not None:
            self._combo.addItem(text, data)
            return
        self._items.append((text, data))
        self._hint = QSize()
        self.updateGeometry()
        if self._index < 0:
            self._set_index(0)

    def count(self) -> int:
        return self._combo.count() if self._combo is not None else len(self._items)

    def itemText(self, index: int) -> str:
        if self._combo is not None:
            return self._combo.itemText(index)
        return self._items[index][0] if 0 <= index < len(self._items) else ""

    def itemData(self, index: int) -> object:
        if self._combo is not None:
            return self._combo.itemData(index)
        return self._items[index][1] if 0 <= index < len(self._items) else None

    def itemIcon(self, _index: int) -> QIcon:  # (no icons: for the layout checks)
        return QIcon()

    def findData(self, data: object) -> int:
        if self._combo is not None:
            return self._combo.findData(data)
        return next((i for i, (_text, item) in enumerate(self._items) if item == data), -1)

    def currentIndex(self) -> int:
        return self._combo.currentIndex() if self._combo is not None else self._index

    def currentText(self) -> str:
        return self.itemText(self.currentIndex())

    def currentData(self) -> object:
        return self.itemData(self.currentIndex())

    def setCurrentIndex(self, index: int) -> None:
        if self._combo is not None:
            self._combo.setCurrentIndex(index)
        elif -1 <= index < len(self._items):
            self._set_index(index)

    def isEditable(self) -> bool:
        return False

    def hasFrame(self) -> bool:
        return True

    def iconSize(self) -> QSize:
        return self._combo.iconSize() if self._combo is not None else self._icon_size()

    def view(self) -> QAbstractItemView:
        return self.combo().view()

    def showPopup(self) -> None:
        self.combo().showPopup()

    def _set_index(self, index: int) -> None:
        if index == self._index:
            return
        self._index = index
        self.update()
        if QAccessible.isActive():
            _value_changed(self)
        self.currentIndexChanged.emit(index)

    # -- the real combo box ----------------------------------------------------------------------
    def combo(self) -> QComboBox:
        """The real combo box, made (with this box's entries) the first time it is asked for."""
        if self._combo is None:
            from gin_desktop.qt.widgets import QComboBox

            combo = QComboBox(self)
            for text, data in self._items:
                combo.addItem(text, data)
            combo.setCurrentIndex(self._index)
            combo.setGeometry(self.rect())
            combo.currentIndexChanged.connect(self.currentIndexChanged.emit)
            combo.activated.connect(self.activated.emit)
            self._combo = combo
            self._items = []
            # The combo box takes the focus, in the tab order at this box's place (a new child goes last
            # in the window's chain: moved here before this box hands it the focus, which setTabOrder follows).
            QWidget.setTabOrder(self, combo)
            self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            self.setFocusProxy(combo)
            combo.setVisible(True)
        return self._combo

    def event(self, event: QEvent) -> bool:
        kind = event.type()
        if kind in _USE and self._combo is None and self.isEnabled():
            combo = self.combo()
            if kind == QEvent.Type.FocusIn:
                focus: QFocusEvent = event  # type: ignore[assignment]
                combo.setFocus(focus.reason())
                return True
        if self._combo is not None and kind in _PASSED and not self._passing:
            from gin_desktop.qt.widgets import QApplication

            self._passing = True  # (what the combo box leaves comes back here: not passed again)
            try:
                return QApplication.sendEvent(self._combo, event)
            finally:
                self._passing = False
        return super().event(event)

    def resizeEvent(self, event: object) -> None:
        if self._combo is not None:
            self._combo.setGeometry(self.rect())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._hint = QSize()
            self.updateGeometry()
            if self._shown:  # (before the first paint a launch sets its style up as the last one did)
                self._kept = None
        super().changeEvent(event)

    # -- drawn as the combo box draws itself (QComboBox::paintEvent, initStyleOption) ----------------
    def _option(self, focus: bool = True) -> QStyleOptionComboBox:
        from gin_desktop.qt.widgets import QStyle, QStyleOptionComboBox

        option = QStyleOptionComboBox()
        option.initFrom(self)
        option.editable = False
        option.frame = True
        if not focus:  # (at rest: as a launch first shows it)
            option.state &= ~(QStyle.StateFlag.State_HasFocus | QStyle.StateFlag.State_MouseOver)
        elif self.hasFocus():
            option.state |= QStyle.StateFlag.State_Selected
        option.subControls = QStyle.SubControl.SC_All
        option.activeSubControls = QStyle.SubControl.SC_None
        option.currentText = self.currentText()
        option.iconSize = self._icon_size()
        return option

    def _icon_size(self) -> QSize:
        from gin_desktop.qt.widgets import QStyle

        side = self.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize, None, self)
        return QSize(side, side)

    def paintEvent(self, _event: QPaintEvent) -> None:
        self._shown = True
        if self._combo is not None:
            return
        kept = self._kept
        if kept is not None and not self.hasFocus() and kept.key == _look_key(self):
            painter = QPainter(self)
            painter.drawImage(0, 0, kept.image)
            painter.end()
            return
        self._kept = None  # (anything differs: drawn through the style from now on)
        self._draw(self, focus=True)

    def _draw(self, device: QWidget | QImage, focus: bool) -> None:
        from gin_desktop.qt.widgets import QStyle, QStylePainter

        painter = QStylePainter(device, self)
        painter.setPen(self.palette().color(self.palette().ColorRole.Text))
        option = self._option(focus)
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, option)
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, option)
        painter.end()

    def sizeHint(self) -> QSize:
        """QComboBox's hint (AdjustToContentsOnFirstShow, no icons): the widest entry and a line."""
        if self._combo is not None:
            return self._combo.sizeHint()
        if not self._hint.isValid():
            kept = self._kept
            fits = kept is not None and kept.hint_key == _hint_key(self)
            self._hint = QSize(kept.hint) if fits and kept is not None else self._styled_hint()
        return QSize(self._hint)

    def _styled_hint(self) -> QSize:
        from gin_desktop.qt.widgets import QStyle

        metrics = self.fontMetrics()
        width = (max((metrics.boundingRect(text).width() for text, _data in self._items), default=0)
                 if self._items else 7 * metrics.horizontalAdvance("x"))
        height = max(math.ceil(QFontMetricsF(self.font()).height()), 14) + 2
        return self.style().sizeFromContents(QStyle.ContentsType.CT_ComboBox, self._option(), QSize(width, height),
                                             self)

    # -- the look kept at the close (kept_look.py) -------------------------------------------------
    def kept_look(self) -> KeptLook | None:
        """The box at rest (no focus, no pointer over it), drawn through the style, for the next launch
        (None while it has no size)."""
        if self.width() <= 0 or self.height() <= 0:
            return None
        ratio = self.devicePixelRatioF()
        image = QImage(round(self.width() * ratio), round(self.height() * ratio), kept_look.FORMAT)
        image.setDevicePixelRatio(ratio)
        image.fill(Qt.GlobalColor.transparent)
        self._draw(image, focus=False)
        hint = self._combo.sizeHint() if self._combo is not None else self._styled_hint()
        return KeptLook(LOOK_NAME, _look_key(self), _hint_key(self), hint, image)

    def minimumSizeHint(self) -> QSize:
        return self._combo.minimumSizeHint() if self._combo is not None else self.sizeHint()


def _hint_key(box: SortBox) -> str:
    """What the box's size hint depends on besides the style: the entries and the font."""
    texts = "\x1f".join(box.itemText(i) for i in range(box.count()))
    return _plain(f"{texts}|{box.font().key()}")


def _look_key(box: SortBox) -> str:
    """What the box's look at rest shows: the hint's key, the choice, the state, the size and the colours."""
    ratio = box.devicePixelRatioF()
    return _plain(f"{_hint_key(box)}|{box.currentIndex()}|{int(box.isEnabled())}|{box.width()}x"
                  f"{box.height()}@{ratio!r}|{kept_look.colours_key(box.palette())}")


def _plain(text: str) -> str:
    """``text`` on one line without tabs (a kept look's key is a field of the picture's header)."""
    return text.replace("\t", " ").replace("\n", " ").replace("\r", " ")


_installed = False


def install() -> None:
    """Give every :class:`SortBox` its accessible interface (once per process)."""
    global _installed
    if not _installed:
        _installed = True
        QAccessible.installFactory(_factory)


def _factory(_class_name: str, obj: QObject) -> QAccessibleInterface | None:
    if not isinstance(obj, SortBox):
        return None
    made = _interface_class()(obj)
    assert isinstance(made, QAccessibleInterface)
    return made


def _value_changed(box: SortBox) -> None:
    """Tell a screen reader that the current entry changed (as a combo box's list tells it)."""
    from gin_desktop.qt.gui import QAccessibleValueChangeEvent

    QAccessible.updateAccessibility(QAccessibleValueChangeEvent(box, box.currentText()))


_made: list[type] = []


def _interface_class() -> type:
    """The box's accessible interface (see the module), defined when a screen reader first asks."""
    if _made:
        return _made[0]
    from gin_desktop.qt.gui import QKeySequence
    from gin_desktop.qt.widgets import QAccessibleWidget

    role, text = QAccessible.Role, QAccessible.Text
    show_menu, press = "ShowMenu", "Press"  # (QAccessibleActionInterface's showMenuAction, pressAction)

    class SortBoxInterface(QAccessibleWidget):
        def __init__(self, box: SortBox) -> None:
            super().__init__(box, role.ComboBox)
            self.box = box

        def _real(self) -> bool:
            return self.box._combo is not None  # (once made, the combo box answers for itself)

        def role(self) -> QAccessible.Role:
            return role.Grouping if self._real() else role.ComboBox

        def text(self, kind: QAccessible.Text) -> str:
            if self._real():
                return "" if kind in (text.Name, text.Value) else str(super().text(kind))
            if kind == text.Name:
                return self.box.accessibleName() or self.box.currentText()
            if kind == text.Value:
                return self.box.currentText()
            if kind == text.Accelerator:
                return QKeySequence(Qt.Key.Key_Down).toString(QKeySequence.SequenceFormat.NativeText)
            return str(super().text(kind))

        def state(self) -> QAccessible.State:
            state = super().state()
            if not self._real():
                state.expandable = True
            return state

        def actionNames(self) -> list[str]:
            return [] if self._real() else [show_menu, press]

        def doAction(self, name: str) -> None:
            if name in (show_menu, press) and not self._real():
                self.box.showPopup()

    _made.append(SortBoxInterface)
    return SortBoxInterface
