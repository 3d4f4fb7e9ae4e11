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
from gin_desktop.text.store_text import notice_text
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
        assert note.kind is NoticeKind.CANNOT_SAVE and "cannot be used" in notice_text(note)


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


# -- the line tools: line ends, long lines, the start of a bad line (issue 27, point 5) ------------------

HANDS = ["AS 2S 3S 7H 7D 7C KH QD 9C 4D", "2C 3C 4C 5C 9H 9S 9D JD QS KC", "AH 2D 3H 4S 5D 6C 7S 8H 9D TC"]


class LazyLine:
    """A text stream of one ``size``-character line (never held whole), then ``tail``."""

    def __init__(self, size: int, tail: str) -> None:
        self.left, self.tail = size, tail

    def read(self, n: int = -1) -> str:
        if self.left > 0:
            take = min(n, self.left)
            self.left -= take
            return "7" * take
        out, self.tail = self.tail[:n], self.tail[n:]
        return out


def _analyze(stdin: object) -> tuple[int, list[str]]:
    from gin_desktop.tools import analyze

    out = io.StringIO()
    status = analyze.run(__import__("argparse").Namespace(), stdin, out)  # type: ignore[arg-type]
    return status, out.getvalue().splitlines()


@pytest.mark.parametrize("end", ["\n", "\r\n", "\r"])
def test_hostile_line_ends_analyze_reads_cr_crlf_and_lf_alike(end: str) -> None:
    status, lines = _analyze(io.StringIO(end.join(HANDS) + end, newline=""))
    assert status == 0 and len(lines) == 3 and all('"deadwood_points"' in line for line in lines)


def test_hostile_line_ends_split_across_chunks(monkeypatch: pytest.MonkeyPatch) -> None:
    from gin_desktop.tools import lines

    text = "\r\n".join(HANDS) + "\r" + HANDS[0] + "\n"
    for chunk in range(1, 12):  # every place a CR, an LF or a CRLF can fall at a chunk's edge
        monkeypatch.setattr(lines, "CHUNK", chunk)
        status, out = _analyze(io.StringIO(text, newline=""))
        assert status == 0 and len(out) == 4, (chunk, out)


def test_hostile_long_line_analyze_streams_with_a_cap_and_quotes_only_its_start() -> None:
    import tracemalloc

    stream = LazyLine(30_000_000, "\n" + HANDS[0] + "\n")  # a 30 MB line, then a good one
    tracemalloc.start()
    try:
        status, out = _analyze(stream)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert status == 1 and len(out) == 2 and '"deadwood_points"' in out[1]
    assert "line 1: too long" in out[0] and len(out[0]) < 200 and "7777777" in out[0]
    print(f"analyze, one 30 MB line: peak {peak / 1e6:.2f} MB traced")
    assert peak < 2_000_000  # (before: the whole line in memory, 0.9 GB)


def test_hostile_bad_line_quotes_only_its_start() -> None:
    status, out = _analyze(io.StringIO("XX " * 1000 + "\n"))
    assert status == 1 and len(out) == 1 and len(out[0]) < 300


def test_hostile_showdown_has_a_line_count_cap(monkeypatch: pytest.MonkeyPatch) -> None:
    from gin_desktop.tools import showdown

    monkeypatch.setattr(showdown, "MAX_LINES", 3)
    out = io.StringIO()
    status = showdown.run(__import__("argparse").Namespace(), io.StringIO("{}\n" * 10), out)
    lines = out.getvalue().splitlines()
    assert status == 1 and len(lines) == 4 and "more than 3 lines" in lines[-1]


def test_hostile_analyze_on_the_real_command_line() -> None:
    text = ("\r".join(HANDS) + "\r" + "Z" * 100_000 + "\r\n").encode()
    done = subprocess.run([sys.executable, "-m", "gin_desktop.tools", "analyze"], cwd=ROOT, input=text,
                          capture_output=True, timeout=60)
    out = done.stdout.decode().splitlines()
    assert done.returncode == 1 and b"Traceback" not in done.stderr
    assert len(out) == 4 and "line 4: too long" in out[3] and len(out[3]) < 200


def test_hostile_card_svg_falls_back_and_never_blocks_the_smoke_test(tmp_path: Path) -> None:
    """A broken card picture in a copy of the assets: the smoke test finishes (no modal box waits for
    a click), the card is drawn from the other deck, and the log says which file."""
    import shutil

    assets = tmp_path / "assets"
    shutil.copytree(ROOT / "assets" / "cards", assets / "cards")
    shutil.copytree(ROOT / "assets" / "sounds", assets / "sounds")
    shutil.copy(ROOT / "assets" / "icon.svg", assets / "icon.svg")
    for code in ("AS", "2D", "KH", "QC", "TD", "7S", "back-blue"):
        (assets / "cards" / f"{code}.svg").write_text("<svg><broken", encoding="utf-8")
    (assets / "cards" / "9H.svg").unlink()
    script = ("import sys; from pathlib import Path; import gin_desktop.ui.assets as a; "
              "root = Path(sys.argv.pop(1)); a.assets_root = lambda: root; "
              "from gin_desktop.entry.app import main; raise SystemExit(main())")
    done = subprocess.run([sys.executable, "-c", script, str(assets), "--smoke-test", "--data-dir",
                           str(tmp_path / "d")], cwd=ROOT, capture_output=True, text=True, timeout=300,
                          env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    assert "smoke test: ok" in done.stdout and "Traceback" not in done.stderr
    logged = "".join(p.read_text(errors="replace") for p in (tmp_path / "d").rglob("*.log*"))
    assert "card art: card image is not valid SVG" in logged + done.stdout + done.stderr, logged[-500:]  # a log line
