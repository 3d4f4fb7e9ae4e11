"""QtGui: painting, fonts, events, actions and accessibility; with the announcement event where
the binding has it (Qt 6.8+).

Re-exported from ``PySide6.QtGui`` through :mod:`gin_desktop.qt` (see there): the rest of the
package imports Qt from here, never from PySide6."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from PySide6.QtGui import (
        QAccessible as QAccessible,
    )
    from PySide6.QtGui import (
        QAccessibleActionInterface as QAccessibleActionInterface,
    )
    from PySide6.QtGui import (
        QAccessibleEvent as QAccessibleEvent,
    )
    from PySide6.QtGui import (
        QAccessibleInterface as QAccessibleInterface,
    )
    from PySide6.QtGui import (
        QAccessibleStateChangeEvent as QAccessibleStateChangeEvent,
    )
    from PySide6.QtGui import (
        QAccessibleValueChangeEvent as QAccessibleValueChangeEvent,
    )
    from PySide6.QtGui import (
        QAction as QAction,
    )
    from PySide6.QtGui import (
        QBrush as QBrush,
    )
    from PySide6.QtGui import (
        QCloseEvent as QCloseEvent,
    )
    from PySide6.QtGui import (
        QColor as QColor,
    )
    from PySide6.QtGui import (
        QCursor as QCursor,
    )
    from PySide6.QtGui import (
        QDesktopServices as QDesktopServices,
    )
    from PySide6.QtGui import (
        QFocusEvent as QFocusEvent,
    )
    from PySide6.QtGui import (
        QFont as QFont,
    )
    from PySide6.QtGui import (
        QFontDatabase as QFontDatabase,
    )
    from PySide6.QtGui import (
        QFontMetrics as QFontMetrics,
    )
    from PySide6.QtGui import (
        QFontMetricsF as QFontMetricsF,
    )
    from PySide6.QtGui import (
        QGuiApplication as QGuiApplication,
    )
    from PySide6.QtGui import (
        QHelpEvent as QHelpEvent,
    )
    from PySide6.QtGui import (
        QIcon as QIcon,
    )
    from PySide6.QtGui import (
        QImage as QImage,
    )
    from PySide6.QtGui import (
        QKeyEvent as QKeyEvent,
    )
    from PySide6.QtGui import (
        QKeySequence as QKeySequence,
    )
    from PySide6.QtGui import (
        QLinearGradient as QLinearGradient,
    )
    from PySide6.QtGui import (
        QMouseEvent as QMouseEvent,
    )
    from PySide6.QtGui import (
        QPainter as QPainter,
    )
    from PySide6.QtGui import (
        QPainterPath as QPainterPath,
    )
    from PySide6.QtGui import (
        QPaintEvent as QPaintEvent,
    )
    from PySide6.QtGui import (
        QPalette as QPalette,
    )
    from PySide6.QtGui import (
        QPen as QPen,
    )
    from PySide6.QtGui import (
        QPixmap as QPixmap,
    )
    from PySide6.QtGui import (
        QPolygonF as QPolygonF,
    )
    from PySide6.QtGui import (
        QRadialGradient as QRadialGradient,
    )
    from PySide6.QtGui import (
        QResizeEvent as QResizeEvent,
    )
    from PySide6.QtGui import (
        QShowEvent as QShowEvent,
    )
    from PySide6.QtGui import (
        QTextLayout as QTextLayout,
    )
    from PySide6.QtGui import (
        QTextOption as QTextOption,
    )
    from PySide6.QtGui import (
        QWindow as QWindow,
    )

    ANNOUNCEMENT_EVENT: Any
    """``QAccessibleAnnouncementEvent``, or None before Qt 6.8."""
    ANNOUNCEMENT_POLITENESS: Any
    """``QAccessible.AnnouncementPoliteness``, or None before Qt 6.8."""
    ANNOUNCEMENTS: bool
    """Whether this Qt binding can send announcements (PySide6 6.8 and later)."""
else:
    from gin_desktop.qt import reexport

    _binding = reexport("PySide6.QtGui", globals())

    def __getattr__(name: str) -> object:
        # Quirk: ``QAccessibleAnnouncementEvent`` and its politeness exist from Qt 6.8 only; with an
        # older binding both are None and announcements say nothing more than the status line (nothing
        # breaks). Worked out on first use: QAccessible's enums are large and the first frame needs none.
        if name not in ("ANNOUNCEMENT_EVENT", "ANNOUNCEMENT_POLITENESS", "ANNOUNCEMENTS"):
            return _binding(name)
        found = globals()
        try:
            found["ANNOUNCEMENT_EVENT"] = _binding("QAccessibleAnnouncementEvent")
        except AttributeError:
            found["ANNOUNCEMENT_EVENT"] = None
        found["ANNOUNCEMENT_POLITENESS"] = getattr(_binding("QAccessible"), "AnnouncementPoliteness", None)
        found["ANNOUNCEMENTS"] = None not in (found["ANNOUNCEMENT_EVENT"], found["ANNOUNCEMENT_POLITENESS"])
        return found[name]
