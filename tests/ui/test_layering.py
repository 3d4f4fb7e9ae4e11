"""The table reaches the game only through the controller: no module under ``ui/`` touches
``controller.session``, the store, a core ``Hand`` or the computer players (``ai/``). Windows
that show saved games get a read-only :class:`~gin_desktop.services.records.GameRecords` and import
value types only."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

UI = Path(__file__).resolve().parents[2] / "gin_desktop" / "ui"
FILES = sorted(UI.rglob("*.py"))
FORBIDDEN_NAMES = {"Hand", "GameStore", "SavedGame", "GameSession", "Match"}  # mutable game objects


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(UI)))
def test_a_ui_module_reaches_the_game_only_through_the_controller(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    problems = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr == "session":
            problems.append(f"line {node.lineno}: .session")
        elif isinstance(node, ast.ImportFrom) and node.module:
            if node.module.startswith("gin_desktop.ai") or node.module.startswith("gin_desktop.services.session"):
                problems.append(f"line {node.lineno}: imports {node.module}")
            for alias in node.names:
                if alias.name in FORBIDDEN_NAMES:
                    problems.append(f"line {node.lineno}: imports {alias.name} from {node.module}")
        elif isinstance(node, ast.Import):
            ai = [a.name for a in node.names if a.name.startswith("gin_desktop.ai")]
            problems += [f"line {node.lineno}: imports {name}" for name in ai]
    assert not problems, "; ".join(problems)


def test_the_check_sees_every_ui_module() -> None:
    names = {p.name for p in FILES}
    assert {"main_window.py", "scene.py", "replay_dialog.py", "stats_window.py", "score_sheet.py"} <= names
