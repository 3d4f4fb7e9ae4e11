"""The widgets a layout holds, in its order, read without ``QLayout.itemAt``.

PySide keeps the wrapper ``itemAt`` returns alive as long as the layout lives, but it is not told
when Qt deletes that item (a ``QWidgetItem`` is no ``QObject``): after its widget goes, the wrapper
stays registered at a freed address, and a later Qt object allocated there comes back to Python as
that ``QWidgetItem`` (CI saw ``table.horizontalHeader()`` return one). Asking the layout's widget
for its children and the layout for their places creates no item wrappers at all.
"""

from __future__ import annotations

from typing import TypeVar

from gin_desktop.qt.widgets import QLayout, QWidget

W = TypeVar("W", bound=QWidget)


def widgets_in(layout: QLayout, kind: type[W]) -> list[W]:
    """The widgets of type ``kind`` directly in ``layout``, in the layout's order."""
    owner = layout.parentWidget()
    if owner is None:
        return []
    placed = [(layout.indexOf(widget), widget) for widget in owner.findChildren(kind)]
    return [widget for index, widget in sorted((p for p in placed if p[0] >= 0), key=lambda p: p[0])]


def holds(layout: QLayout, widget: QWidget) -> bool:
    """Whether ``widget`` is in ``layout`` or in a layout nested in it."""
    return layout.indexOf(widget) >= 0 or any(inner.indexOf(widget) >= 0 for inner in layout.findChildren(QLayout))
