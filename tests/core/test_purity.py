"""The rules core is pure Python: it must never import Qt (or the store, AI, UI), nor words (i18n, text)."""

from __future__ import annotations

import ast
import pathlib
import subprocess
import sys

CORE = pathlib.Path(__file__).resolve().parents[2] / "gin_desktop" / "core"
FORBIDDEN = ("PySide6", "PyQt5", "PyQt6", "shiboken6", "gin_desktop.ui", "gin_desktop.store", "gin_desktop.ai",
             "gin_desktop.words.i18n", "gin_desktop.text")  # no words in the core: text/ words its codes


def test_core_sources_import_nothing_forbidden() -> None:
    offenders = []
    for path in sorted(CORE.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names = [node.module]
            offenders += [f"{path.name}: {n}" for n in names if n.startswith(FORBIDDEN)]
    assert offenders == []


def test_importing_core_loads_no_qt() -> None:
    code = "import sys, gin_desktop.core; print(sorted(m for m in sys.modules if m.startswith(('PySide6','shiboken'))))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    assert out.stdout.strip() == "[]"
