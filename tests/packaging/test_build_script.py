"""packaging/build.py: the size cap and the first-paint probe it reads."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tests.packaging.scripts import ROOT, load_script

build = load_script("build")


def test_a_bundle_over_the_cap_fails_with_its_figure(capsys: pytest.CaptureFixture[str]) -> None:
    assert build.report_size(ROOT / "dist", 119_900_000) is True
    assert build.report_size(ROOT / "dist", 120_100_000) is False
    out = capsys.readouterr().out
    assert "120.1 MB on disk" in out and "OVER the 120 MB cap" in out


def test_first_paint_is_read_from_the_probe_and_must_show_the_saved_game(tmp_path: Path) -> None:
    def fake_app(line: str) -> list[str]:
        script = tmp_path / "app.py"
        script.write_text(f"import time\nprint('first-paint ' + str(time.monotonic() + 0.5) + ' {line}')\n",
                          encoding="utf-8")  # fmt: skip
        return [sys.executable, str(script)]

    seconds = build.first_paint(fake_app("game 3 actions 41 order 2C,3C"), build.smoke_env())
    assert 0.5 < seconds < 5
    with pytest.raises(SystemExit, match="did not paint the resumed game"):
        build.first_paint(fake_app("game 1 actions 0 order -"), build.smoke_env())  # a new game, not the saved one


def test_the_first_paint_is_the_kept_picture_where_it_painted_before_the_live_table(tmp_path: Path) -> None:
    """Edge case: the app shows its picture of the table (``still-paint``) and the live table after
    it: the first paint is the picture's, the live table's seconds are kept apart."""
    script = tmp_path / "app.py"
    script.write_text("import time\nnow = time.monotonic()\n"
                      "print('still-paint ' + str(now + 0.3) + ' rss 1')\n"
                      "print('first-paint ' + str(now + 0.9) + ' game 3 actions 41 order 2C')\n", encoding="utf-8")
    live: list[float] = []
    seconds = build.first_paint([sys.executable, str(script)], build.smoke_env(), live)
    assert 0.3 <= seconds < 0.9 <= live[0]
