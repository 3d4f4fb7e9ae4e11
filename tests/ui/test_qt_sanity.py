"""The installed Qt binding must survive many signal emissions.

PySide6 6.12.0 decremented the reference count of ``True``/``False`` on every
emit, aborting the interpreter after a few thousand signals; pyproject excludes it.
This test runs the check in a subprocess so a broken binding fails one test
instead of killing the whole run.
"""

from __future__ import annotations

import subprocess
import sys

CODE = """
from PySide6.QtCore import QCoreApplication, QObject, Signal
app = QCoreApplication([])
class E(QObject):
    plain = Signal()
    data = Signal(object)
e = E()
for i in range(30000):
    e.plain.emit()
    e.data.emit(None)
print("ok")
"""


def test_signals_do_not_corrupt_reference_counts() -> None:
    proc = subprocess.run([sys.executable, "-c", CODE], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0 and "ok" in proc.stdout, proc.stderr[-500:]
