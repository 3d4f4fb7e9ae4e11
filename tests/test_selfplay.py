"""selfplay: whole games through the controller and the store, repeatable with a seed."""

from __future__ import annotations

import io
import json
from pathlib import Path

from pytestqt.qtbot import QtBot

from gin_desktop.store import GameStore
from gin_desktop.tools import main


def selfplay(folder: Path, monkeypatch: object, *extra: str) -> dict[str, object]:
    import sys

    out = io.StringIO()
    monkeypatch.setattr(sys, "stdout", out)  # type: ignore[attr-defined]
    status = main(["selfplay", "--data-dir", str(folder), *extra])
    assert status == 0
    return json.loads(out.getvalue())  # type: ignore[no-any-return]


def test_selfplay_saves_every_game_it_plays(tmp_path: Path, qtbot: QtBot, monkeypatch: object) -> None:
    summary = selfplay(tmp_path, monkeypatch, "--games", "2", "--level", "easy", "--rules", '{"target": 50}',
                       "--seed", "4")
    assert summary["games"] == 2 and summary["saving"] is True and summary["unsaved_changes"] == 0
    with GameStore.open(tmp_path, read_only=True) as store:
        finished = store.stats().finished
        assert len(finished) == 2
        assert store.resume() is None  # nothing left half-played
        results = summary["results"]
        assert isinstance(results, list)
        for row in results:
            game = store.load_game(row["game"])
            assert game is not None and game.match.result is not None
            assert list(game.match.result.totals) == row["totals"]
            assert game.action_count == row["actions"]


def test_selfplay_with_a_seed_repeats_exactly(tmp_path: Path, qtbot: QtBot, monkeypatch: object) -> None:
    args = ("--games", "1", "--level", "medium", "--rules", '{"target": 50}', "--seed", "9")
    first = selfplay(tmp_path / "a", monkeypatch, *args)
    second = selfplay(tmp_path / "b", monkeypatch, *args)
    assert first["results"] == second["results"]
