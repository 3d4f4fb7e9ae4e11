"""Every odd input of the app and its tools is refused with a one-line message and a non-zero exit
(or, for the store and the settings, a notice), never a traceback or an endless recursion.

Before the fix: ``--data-dir`` too long or ``~nosuchuser/x`` tracebacked (``GameStore.open``
raised), deeply nested JSON raised RecursionError in settings.ini's rules, ``showdown`` and
``--rules``; ``--level bogus`` tracebacked; ``--games -1``, ``--hands -3``, ``--jobs -5`` ran
with exit 0.
"""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import pytest

from gin_desktop.entry.app import parse_args
from gin_desktop.services.settings import _read_rules
from gin_desktop.store import GameStore, NoticeKind, StoreMode
from gin_desktop.tools import main as tools_main

ROOT = Path(__file__).resolve().parents[2]
DEEP = "[" * 100_000 + "]" * 100_000
DEEP_RULES = '{"knock_limit": ' + "[" * 50_000 + "]" * 50_000 + "}"


@pytest.mark.parametrize("argv", [
    ["selfplay", "--games", "-1"], ["selfplay", "--games", "x"], ["arena", "--hands", "-3"],
    ["arena", "--jobs", "-5"], ["selfplay", "--level", "bogus"], ["selfplay", "--rules", DEEP_RULES],
    ["arena", "--rules", DEEP], ["selfplay", "--rules", "{not json"], ["arena", "--rules", "nosuchpreset"],
])
def test_hostile_tool_options_exit_2_with_one_line(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        tools_main(argv)
    assert exited.value.code == 2
    error = capsys.readouterr().err.strip().splitlines()[-1]
    assert error.startswith("gin-rummy-tools ") and "error: argument" in error and len(error) < 400


@pytest.mark.parametrize("path", ["~nosuchuser_gin/x", "/tmp/" + "a" * 300, "/tmp/" + ("b" * 200 + "/") * 30])
def test_hostile_data_dir_exits_2_with_one_line(path: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        parse_args(["--data-dir", path])
    assert exited.value.code == 2
    error = capsys.readouterr().err.strip().splitlines()[-1]
    assert "error: argument --data-dir" in error and len(error) < 400


@pytest.mark.parametrize("path", ["/tmp/" + "a" * 300 + "/x", "/tmp/" + ("b" * 200 + "/") * 30, "bad\0path"])
def test_hostile_data_dir_never_makes_the_store_raise(path: str) -> None:
    with GameStore.open(path) as store:
        assert store.mode is StoreMode.NO_SAVE
        (note,) = store.report.notices
        assert note.kind is NoticeKind.CANNOT_SAVE and "cannot be used" in note.text


def test_hostile_settings_rules_nested_deep_reset_to_standard() -> None:
    reset: list[str] = []
    rules = _read_rules(DEEP, reset)
    assert rules.preset_name == "standard" and len(reset) == 1 and len(reset[0]) < 400


def test_hostile_showdown_line_is_one_error_line() -> None:
    from gin_desktop.tools import showdown

    out = io.StringIO()
    status = showdown.run(__import__("argparse").Namespace(), io.StringIO(DEEP + "\n"), out)
    (line,) = out.getvalue().splitlines()
    assert status == 1 and ("nests deeper" in line or "too long" in line) and len(line) < 400


def test_hostile_level_on_the_real_command_line() -> None:
    done = subprocess.run([sys.executable, "-m", "gin_desktop.tools", "selfplay", "--level", "bogus"], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert len(done.stderr.strip().splitlines()[-1]) < 300


def test_hostile_screenshot_path_fails_the_smoke_test(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "gin_desktop", "--smoke-test", "--data-dir", str(tmp_path / "d"),
                           "--screenshot", str(tmp_path / "no such folder" / "shot.png")],
                          cwd=ROOT, capture_output=True, text=True, timeout=300,
                          env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 1 and "the screenshot could not be saved" in done.stdout
    assert "Traceback" not in done.stderr
