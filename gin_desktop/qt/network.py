"""QtNetwork: the local socket of the hand-over between copies (loaded after the first paint:
about 5 MB of the frozen build).

Re-exported from ``PySide6.QtNetwork`` through :mod:`gin_desktop.qt` (see there): the rest of the
package imports Qt from here, never from PySide6."""

from __future__ import annotations

from PySide6.QtNetwork import (
    QAbstractSocket as QAbstractSocket,
)
from PySide6.QtNetwork import (
    QLocalServer as QLocalServer,
)
from PySide6.QtNetwork import (
    QLocalSocket as QLocalSocket,
)
