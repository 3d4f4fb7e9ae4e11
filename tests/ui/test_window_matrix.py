"""The window matrix (issue 24, point 1): every window and dialog, in the six languages, in each look
(Classic, Night, each with high contrast), on three screens (1024×600, 1280×800, and 2560×1600 at
2×), opened for real offscreen: 0 windows that do not fit, 0 clipped and 0 overlapping texts.

One child process per screen (``python -m tests.ui.window_matrix``): the offscreen platform takes
its screen from a JSON file (``offscreen:configfile=``), and ``QT_SCALE_FACTOR=2`` makes the 2×
screen, which a running app cannot change. The three run side by side. ``GIN_MATRIX_SHOTS=DIR``
also writes each window's picture there (``DIR/<screen>/<language>-<look>-<window>.png``), to leaf
through; keep that folder outside the repository.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

ROOT = Path(__file__).resolve().parents[2]
SCREENS = {  # name: (width, height, scale)
    "1024x600": (1024, 600, 1),
    "1280x800": (1280, 800, 1),
    "2560x1600@2x": (2560, 1600, 2),
}
LANGUAGES = 6
LOOKS = 4


def _start(name: str, tmp: Path) -> tuple[subprocess.Popen[bytes], Path]:
    width, height, scale = SCREENS[name]
    config = tmp / f"{name}.json"
    config.write_text(json.dumps({"screens": [{"name": "matrix", "x": 0, "y": 0, "width": width, "height": height,
                                               "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}"}
    env.pop("QT_SCALE_FACTOR", None)
    if scale != 1:
        env["QT_SCALE_FACTOR"] = str(scale)
    out = tmp / f"{name}-result.json"
    command = [sys.executable, "-m", "tests.ui.window_matrix", "--out", str(out)]
    shots = os.environ.get("GIN_MATRIX_SHOTS")
    if shots:
        command += ["--shots", str(Path(shots) / name)]
    child = subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    return child, out


@pytest.mark.slow
def test_every_window_fits_in_every_language_look_and_screen(tmp_path: Path) -> None:
    started = {name: _start(name, tmp_path) for name in SCREENS}
    problems: list[str] = []
    lines: list[str] = []
    for name, (child, out) in started.items():
        output, _ = child.communicate(timeout=900)
        assert child.returncode == 0, output.decode(errors="replace")[-4000:]
        result = json.loads(out.read_text(encoding="utf-8"))
        windows = result["windows"]
        assert windows % (LANGUAGES * LOOKS) == 0 and windows >= 20 * LANGUAGES * LOOKS, result["windows"]
        kinds = {kind: sum(p["kind"] == kind for p in result["problems"]) for kind in ("fit", "clipped", "overlap")}
        lines.append(f"window matrix {name} ({result['screen']}): {windows // (LANGUAGES * LOOKS)} windows × "
                     f"{LANGUAGES} languages × {LOOKS} looks = {windows} windows, {result['texts']:,} texts and "
                     f"{result['painted']:,} painted texts checked, {kinds['fit']} not fitting, "
                     f"{kinds['clipped']} clipped, {kinds['overlap']} overlapping ({result['seconds']} s)")
        problems += [f"{name} {p['kind']}: {p['what']}" for p in result["problems"]]
    print("\n" + "\n".join(lines))
    assert not problems, f"{len(problems)} problems:\n" + "\n".join(problems)


# -- the checks themselves, each shown failing on a window made to fail it -----------------------

def test_the_checks_find_a_clipped_label_unless_its_tooltip_holds_it(qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

    from tests.ui.matrix_checks import Findings, widget_texts

    window = QWidget()
    qtbot.addWidget(window)
    row = QHBoxLayout(window)
    label = QLabel("A sentence far too long for the forty pixels it is given")
    label.setFixedWidth(40)
    row.addWidget(label)
    window.show()
    qtbot.waitExposed(window)
    found = Findings()
    widget_texts(window, found, "test")
    assert [kind for kind, _ in found.problems] == ["clipped"] and found.texts == 1
    label.setToolTip(label.text())
    found = Findings()
    widget_texts(window, found, "test")
    assert found.problems == []


def test_the_checks_find_texts_laid_over_one_another(qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QWidget

    from tests.ui.matrix_checks import Findings, widget_texts

    window = QWidget()
    qtbot.addWidget(window)
    grid = QGridLayout(window)
    grid.addWidget(QPushButton("Knock"), 0, 0)
    grid.addWidget(QLabel("Gin"), 0, 0)  # (one cell for both: the label over the button)
    window.show()
    qtbot.waitExposed(window)
    found = Findings()
    widget_texts(window, found, "test")
    assert "overlap" in [kind for kind, _ in found.problems]


def test_the_checks_find_a_window_larger_than_its_screen(qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QWidget

    from tests.ui.matrix_checks import Findings, fits_screen

    window = QWidget()
    qtbot.addWidget(window)
    screen = window.screen()
    assert screen is not None
    window.resize(screen.availableGeometry().width() + 200, 300)
    window.show()
    qtbot.waitExposed(window)
    found = Findings()
    fits_screen(window, found, "test")
    assert [kind for kind, _ in found.problems] == ["fit"]


def test_the_checks_find_painted_texts_clipped_elided_or_overlapping() -> None:
    from PySide6.QtCore import QPointF, QRectF, Qt
    from PySide6.QtGui import QImage, QPainter

    from gin_desktop.ui.painted_text import draw_text, draw_text_at, recording
    from tests.ui.matrix_checks import Findings, painted_texts

    image = QImage(300, 100, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
    with recording() as drawn:
        draw_text(painter, QRectF(0, 0, 300, 20), left, "fits", owner="one")
        found = Findings()
        painted_texts(list(drawn), found, "test")
        assert found.problems == [] and found.painted == 1
        draw_text(painter, QRectF(0, 40, 20, 20), left, "a long text in a small box", owner="two")
        draw_text(painter, QRectF(0, 70, 300, 20), left, "elided…", owner="three", full="elided text")
        draw_text_at(painter, QPointF(2, 15), "over the first", owner="four")
    painter.end()
    found = Findings()
    painted_texts(drawn, found, "test")
    assert sorted(kind for kind, _ in found.problems) == ["clipped", "clipped", "overlap"], found.problems


def test_the_checks_find_a_wrapped_label_whose_word_is_longer_than_its_lines(qtbot: QtBot) -> None:
    """Edge case: a word-wrapping label has the height its lines need, yet one word (a deal's
    fingerprint, a path without slashes) can be wider than the label: it is cut at its right edge."""
    from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

    from tests.ui.matrix_checks import Findings, widget_texts

    window = QWidget()
    qtbot.addWidget(window)
    column = QVBoxLayout(window)
    label = QLabel("Fingerprint: 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08")
    label.setWordWrap(True)
    label.setFixedWidth(160)
    column.addWidget(label)
    window.show()
    qtbot.waitExposed(window)
    found = Findings()
    widget_texts(window, found, "test")
    assert [kind for kind, _ in found.problems] == ["clipped"], found.problems
