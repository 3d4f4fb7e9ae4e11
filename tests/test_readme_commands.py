"""The README's two commands: CI runs the test one verbatim, and neither names a Python minor
version (a stock Ubuntu 24.04 has no python3.11; Debian 12 has no python3.12)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def commands() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("## The two commands", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```sh\n(.+?)\n```", section)


def test_the_readme_gives_one_play_and_one_test_command() -> None:
    play, test = commands()[:2]
    assert play.endswith(".venv/bin/gin-rummy") and "pip install" in play
    assert test.endswith("-m pytest -q") and "'.[test]'" in test


def test_ci_runs_the_readme_test_command_verbatim() -> None:
    test = commands()[1]
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert test in ci.splitlines()


def test_the_commands_work_with_any_python_from_3_11() -> None:
    for command in commands()[:2]:
        assert command.startswith("python3 -m venv "), command
        assert not re.search(r"python3\.\d+", command), command
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert 'requires-python = ">=3.11"' in pyproject  # pip says so on an older python3
