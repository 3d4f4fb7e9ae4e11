"""The Sort box for screen readers before its real combo box is made (:mod:`gin_desktop.ui.sort_box`).

Until then it answers as Qt's own ``QAccessibleComboBox`` does for a combo box that cannot be
edited: the role of a combo box, its current entry as name and value, Down as its key and the
actions "ShowMenu" and "Press" (which open the list, making the real combo box). Once the combo
box is made it is this box's one child and answers for itself; the box is then a plain group
around it. The interface class is defined when a screen reader first asks, not at start-up.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gin_desktop.qt.core import Qt
from gin_desktop.qt.gui import QAccessibleInterface

if TYPE_CHECKING:
    from gin_desktop.ui.sort_box import SortBox


def interface(box: SortBox) -> QAccessibleInterface:
    """The box's interface (asked for by the factory :func:`gin_desktop.ui.sort_box.install` puts in)."""
    made = _interface_class()(box)
    assert isinstance(made, QAccessibleInterface)
    return made


def value_changed(box: SortBox) -> None:
    """Tell a screen reader that the current entry changed (as a combo box's list tells it)."""
    from gin_desktop.qt.gui import QAccessible, QAccessibleValueChangeEvent

    QAccessible.updateAccessibility(QAccessibleValueChangeEvent(box, box.currentText()))


_made: list[type] = []


def _interface_class() -> type:
    if _made:
        return _made[0]
    from gin_desktop.qt.gui import QAccessible, QKeySequence
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
