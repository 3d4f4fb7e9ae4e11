"""The benchmark scripts still run and print their figures (a guard against rot).

They are run in their shortest form and only their output's shape is checked: the
figures themselves are never asserted here (shared machines are noisy), see docs/benchmarks.md.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent / "benchmarks"


@pytest.mark.parametrize(
    ("script", "args", "expected"),
    [
        ("bench_core.py", ["--quick"], ["meld-rich 10 cards", "random full-hand simulation", "analyze tool core"]),
        ("bench_store.py", ["--quick"], ["commit one action", "open + resume + close", "later counts"]),
        ("bench_coach.py", ["--only", "agreement", "--hands", "1"], ["agreement (hard's play)", "same grade",
                                                                      "close calls"]),
        ("bench_coach.py", ["--only", "time", "--runs", "1"], ["review of a", "-turn hand: median"]),
        ("bench_strength.py", ["--games", "1", "--target", "50", "--levels", "medium"],
         ["medium:", "points lost a decision", "in the levels' order"]),
        ("bench_hand_ends.py", ["--level", "hard", "--deals", "1"], ["all hands (hard against the simple bot)",
                                                                      "passed up a legal knock", "never did"]),
        ("bench_information.py", ["--deals", "1", "--modes", "search,told,told-but-2"],
         ["Expert against the simple bot", "search:", "told: ", "told-but-2:", "against search, paired"]),
        ("bench_opponent_style.py", ["--deals", "2", "--opponents", "baseline,challenger"],
         ["baseline against hard, 4 hands", "challenger against hard", "late with deadwood in", "by turn:"]),
        ("bench_tutor.py", ["--decisions", "2", "--think", "0.5"], ["tutor delay over 2 decisions", "p95",
                                                                      "silent (answer not ready in time)"]),
        ("bench_card_art.py", ["--runs", "1"], ["all 52 faces at", "classic (new)", "large-index",
                                                 "rank glyph", "on disk"]),
        ("bench_ui.py", ["--runs", "1"], ["bare PySide6 window", "Qt-only card table", "+ our core resuming",
                                          "gin-rummy, resumed game",
                                          "one frame of a full table"]),
    ],
)
@pytest.mark.slow
def test_benchmark_runs_and_prints_its_figures(script: str, args: list[str], expected: list[str]) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    proc = subprocess.run([sys.executable, str(HERE / script), *args], capture_output=True, text=True, timeout=300,
                          env=env, cwd=HERE.parent.parent)
    assert proc.returncode == 0, proc.stdout + proc.stderr[-2000:]
    for text in expected:
        assert text in proc.stdout, f"{script} no longer prints {text!r}"


@pytest.mark.slow
def test_the_paired_benchmark_runs_keeps_hands_and_compares(tmp_path: Path) -> None:
    """bench_paired: a short run keeps each deal's net and hands; ``figures`` and ``compare`` read them."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    script = str(HERE / "bench_paired.py")
    out = tmp_path / "run.json"

    def run(*args: str) -> str:
        proc = subprocess.run([sys.executable, script, *args], capture_output=True, text=True, timeout=300, env=env,
                              cwd=HERE.parent.parent)
        assert proc.returncode == 0, proc.stdout + proc.stderr[-2000:]
        return proc.stdout

    run("run", "medium", "challenger", "0", "3", str(out))
    figures = run("figures", str(out))
    assert "3 deals:" in figures and "games to 100 won" in figures
    compared = run("compare", str(out), str(out))
    assert "A - B +0.00" in compared and "games to 100: A - B +0.0%" in compared
