"""The app's command line (``entry/app.py``): a usual launch's arguments are read without building
argparse's parser (0.3 MB of the start's memory, issue 26) and come out as argparse reads them;
anything else goes to argparse, which answers or refuses as before."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from gin_desktop.entry import app
from gin_desktop.entry.app import parse_args, plain_args

ROOT = Path(__file__).resolve().parents[1]


def argparse_reads(argv: list[str], monkeypatch: pytest.MonkeyPatch) -> dict[str, object]:
    monkeypatch.setattr(app, "plain_args", lambda argv: None)
    return vars(parse_args(argv))


@pytest.mark.parametrize("argv", [
    [], ["--startup-probe"], ["--smoke-test", "--screenshot", "shot.png"], ["--data-dir", "/tmp/x y"],
    ["--data-dir=/tmp/z", "--language", "de"], ["--language=en", "--startup-probe", "--startup-modules", "m.txt"],
    ["--data-dir", "a", "--data-dir", "b"], ["--screenshot=-odd.png"], ["--screenshot="], ["--data-dir", "~"],
])
def test_a_usual_launch_reads_as_argparse_reads_it(argv: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    plain = plain_args(argv)
    assert plain is not None
    assert vars(plain) == argparse_reads(argv, monkeypatch)


@pytest.mark.parametrize("argv", [
    ["--help"], ["-h"], ["--version"], ["--data", "x"], ["--language", "xx"], ["--data-dir"],
    ["--data-dir", "--startup-probe"], ["--screenshot", "-5"], ["--smoke-test=1"], ["game.sqlite"], ["--"],
    ["--data-dir", "~nosuchuser_gin/x"], ["--data-dir", "bad\0path"],
])
def test_anything_else_is_left_to_argparse(argv: list[str]) -> None:
    assert plain_args(argv) is None


def test_a_usual_launch_builds_no_parser() -> None:
    """What it saves: argparse's gettext calls load ``locale`` (and the parser compiles its patterns)."""
    script = ("import sys; from gin_desktop.entry.app import parse_args; "
              "args = parse_args(['--startup-probe', '--data-dir', 'x']); "
              "print(args.startup_probe, 'locale' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=60,
                          env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    assert done.stdout.split() == ["True", "False"], done.stderr


def test_the_plain_reading_knows_every_option_of_the_parser(capsys: pytest.CaptureFixture[str]) -> None:
    """An option added to the parser is added to FLAGS or VALUED too (and to the cases above)."""
    import re

    with pytest.raises(SystemExit):
        parse_args(["--help"])
    shown = set(re.findall(r"--[a-z][a-z-]+", capsys.readouterr().out))
    assert shown | {"--startup-modules"} == {*app.FLAGS, *app.VALUED, "--help", "--version"}  # (that one is hidden)
