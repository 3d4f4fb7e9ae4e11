"""One running game per data folder, as desktop apps do: a second launch hands over to the
running copy (whose window comes to the front) and exits.

The file lock on the saves (:mod:`gin_desktop.store.lock`) says who owns them; this
module only carries the hand-over, over Qt's local sockets (a named pipe on Windows, a
socket file on Unix). The channel's name comes from the user and the data folder, so
two folders (``--data-dir``) run side by side and two users never meet. A crash leaves
a socket file behind on Unix: Qt 6 replaces a dead one when listening; should listening
still fail on it, the copy that holds the lock knows no running copy owns it any more,
checks that nothing answers there, and removes it (:meth:`HandOverServer.listen`).
"""

from __future__ import annotations

import getpass
import hashlib
import os
import sys
import time
from pathlib import Path

from gin_desktop.qt.core import QObject, Signal
from gin_desktop.qt.network import QAbstractSocket, QLocalServer, QLocalSocket
from gin_desktop.store.paths import runtime_folder

HELLO = b"gin-rummy: show yourself\n"
ACK = b"ok\n"
TRY_FOR_S = 3.0  # how long a second launch tries: the first may still be starting (it listens after its first paint)
WAIT_MS = 400


def channel_name(data_dir: str | os.PathLike[str]) -> str:
    """The hand-over channel of ``data_dir`` for this user (a short, file-name-safe name)."""
    try:
        user = getpass.getuser()
    except (KeyError, OSError):  # no user name (some containers)
        user = str(os.getuid()) if hasattr(os, "getuid") else "user"
    folder = os.path.normcase(os.path.realpath(Path(data_dir)))
    name = "gin-rummy-" + hashlib.sha256(f"{user}\x00{folder}".encode()).hexdigest()[:24]
    # On Unix a bare name would be a socket file in the shared temporary folder, which another user could
    # make first: the user's private runtime folder holds it instead (a Windows pipe name stays a name).
    runtime = runtime_folder() if sys.platform != "win32" else None
    return str(runtime / name) if runtime is not None else name


class HandOverServer(QObject):
    """Listens on the channel of the saves this copy owns; :attr:`show_requested` is emitted
    when a later launch asks this copy to come to the front."""

    show_requested = Signal()

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self.server.newConnection.connect(self._connected)

    def listen(self) -> bool:
        """Start listening; a channel left by a crashed copy is removed first. False if it cannot
        be had (a live copy answers on it, or the system refuses)."""
        if self.server.listen(self.name):
            return True
        if self.server.serverError() != QAbstractSocket.SocketError.AddressInUseError:
            return False
        if _answers(self.name):  # a live copy listens there: leave it alone
            return False
        QLocalServer.removeServer(self.name)
        return self.server.listen(self.name)

    def close(self) -> None:
        self.server.close()

    def _connected(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(socket.deleteLater)

    def _read(self, socket: QLocalSocket) -> None:
        if bytes(socket.readAll().data()).startswith(HELLO):
            socket.write(ACK)
            socket.flush()
            self.show_requested.emit()
        socket.disconnectFromServer()


def hand_over(name: str, try_for_s: float = TRY_FOR_S) -> bool:
    """Ask the copy listening on ``name`` to come to the front; True once it said it did."""
    deadline = time.monotonic() + try_for_s
    while True:
        if _ask(name):
            return True
        if time.monotonic() >= deadline:
            return False
        time.sleep(0.1)


def _ask(name: str) -> bool:
    socket = QLocalSocket()
    socket.connectToServer(name)
    try:
        if not socket.waitForConnected(WAIT_MS):
            return False
        socket.write(HELLO)
        if not socket.waitForBytesWritten(WAIT_MS):
            return False
        reply = b""
        while not reply.endswith(b"\n") and socket.waitForReadyRead(WAIT_MS * 3):
            reply += bytes(socket.readAll().data())
        return reply == ACK
    finally:
        socket.abort()


def _answers(name: str) -> bool:
    """Whether something accepts connections on ``name`` now (a live server, not a stale file)."""
    socket = QLocalSocket()
    socket.connectToServer(name)
    try:
        return socket.waitForConnected(WAIT_MS)
    finally:
        socket.abort()
