"""QtCore: the objects, signals, timers, settings, geometry and translation of Qt.

Re-exported from ``PySide6.QtCore`` through :mod:`gin_desktop.qt` (see there): the rest of the
package imports Qt from here, never from PySide6."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtCore import (
        QByteArray as QByteArray,
    )
    from PySide6.QtCore import (
        QCoreApplication as QCoreApplication,
    )
    from PySide6.QtCore import (
        QEasingCurve as QEasingCurve,
    )
    from PySide6.QtCore import (
        QEvent as QEvent,
    )
    from PySide6.QtCore import (
        QEventLoop as QEventLoop,
    )
    from PySide6.QtCore import (
        QLibraryInfo as QLibraryInfo,
    )
    from PySide6.QtCore import (
        QLocale as QLocale,
    )
    from PySide6.QtCore import (
        QObject as QObject,
    )
    from PySide6.QtCore import (
        QPoint as QPoint,
    )
    from PySide6.QtCore import (
        QPointF as QPointF,
    )
    from PySide6.QtCore import (
        QPropertyAnimation as QPropertyAnimation,
    )
    from PySide6.QtCore import (
        QRect as QRect,
    )
    from PySide6.QtCore import (
        QRectF as QRectF,
    )
    from PySide6.QtCore import (
        QSequentialAnimationGroup as QSequentialAnimationGroup,
    )
    from PySide6.QtCore import (
        QSettings as QSettings,
    )
    from PySide6.QtCore import (
        QSize as QSize,
    )
    from PySide6.QtCore import (
        QStandardPaths as QStandardPaths,
    )
    from PySide6.QtCore import (
        Qt as Qt,
    )
    from PySide6.QtCore import (
        QTimer as QTimer,
    )
    from PySide6.QtCore import (
        QTranslator as QTranslator,
    )
    from PySide6.QtCore import (
        QUrl as QUrl,
    )
    from PySide6.QtCore import (
        QVariantAnimation as QVariantAnimation,
    )
    from PySide6.QtCore import (
        Signal as Signal,
    )
    from PySide6.QtCore import (
        SignalInstance as SignalInstance,
    )
    from PySide6.QtCore import (
        Slot as Slot,
    )
else:
    from gin_desktop.qt import reexport

    __getattr__ = reexport("PySide6.QtCore", globals())
