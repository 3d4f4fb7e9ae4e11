"""``gin-rummy-tools state``: the game that would resume, as JSON; exit 1 for a damaged store."""

from __future__ import annotations

import hashlib
import io
import json
import random
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from gin_desktop.core import Rules
from gin_desktop.store import CURRENT_VERSION, ENV_VAR, GameStore
from gin_desktop.tools import main

from .helpers import choose, edit_file, play_game

ROOT = Path(__file__).resolve().parents[2]


def run_state(monkeypatch: pytest.MonkeyPatch, *args: str) -> tuple[int, dict[str, object]]:
    out = io.StringIO()
    monkeypatch.setattr(sys, "stdout", out)
    status = main(["state", *args])
    return status, json.loads(out.getvalue())


def test_state_of_a_game_in_progress(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    rng = random.Random(4)
    with GameStore.open(tmp_path) as store:
        game = store.new_game(Rules.from_json("classic"), "hard", 1, 0)
        play_game(game, rng, hands=2)
        if game.match.needs_deal:
            game.deal_random(rng)
        hand = game.match.hand
        assert hand is not None
        game.apply(choose(hand, rng))
        status, out = run_state(monkeypatch, "--data-dir", str(tmp_path))  # works while the app has it open
    assert status == 0
    assert out["database"] == str(tmp_path / "games.sqlite")
    assert out["game"] == {
        "id": game.id,
        "ai_level": "hard",
        "rules": "classic",
        "human_seat": 1,
        "hand_number": len(game.match.hands),
        "phase": hand.phase.value,
        "turn": {"seat": hand.current, "player": "human" if hand.current == 1 else "computer"},
        "scores": list(game.match.scores),
        "actions": game.action_count,
        "started": game.created_at,
    }


def test_state_with_no_saves_and_the_environment_variable(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "nothing-here"))
    status, out = run_state(monkeypatch)
    assert status == 0 and out["game"] is None
    assert not (tmp_path / "nothing-here").exists()  # a read-only look creates nothing


def test_state_of_a_damaged_store_exits_1_and_touches_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    db = tmp_path / "games.sqlite"
    db.write_bytes(b"this is not a database" * 30)
    before = hashlib.sha256(db.read_bytes()).hexdigest()
    status, out = run_state(monkeypatch, "--data-dir", str(tmp_path))
    assert status == 1 and "damaged" in str(out["error"]) and "game" not in out
    assert hashlib.sha256(db.read_bytes()).hexdigest() == before
    assert [p.name for p in tmp_path.iterdir()] == ["games.sqlite"]


def test_state_of_a_damaged_game_exits_1(store_copy: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    edit_file(store_copy / "games.sqlite", "UPDATE hands SET deck = '[\"AS\"]' WHERE game_id = 3 AND number = 2")
    status, out = run_state(monkeypatch, "--data-dir", str(store_copy))
    assert status == 1 and "game 3" in str(out["error"]) and "deck of hand 2" in str(out["error"])
    conn = sqlite3.connect(store_copy / "games.sqlite")
    assert conn.execute("SELECT status FROM games WHERE id = 3").fetchone()[0] == "active"  # not marked: read-only
    conn.close()


def test_state_of_a_newer_file_exits_1(built_store: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    db = tmp_path / "games.sqlite"
    db.write_bytes(built_store.read_bytes())
    edit_file(db, f"PRAGMA user_version = {CURRENT_VERSION + 1}")  # (1000 would be implausible: damage)
    status, out = run_state(monkeypatch, "--data-dir", str(tmp_path))
    assert status == 1 and "newer version" in str(out["error"])


def test_state_command_line(store_copy: Path) -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "gin_desktop.tools", "state", "--data-dir", str(store_copy)],
        cwd=ROOT, capture_output=True, text=True, timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    game = json.loads(proc.stdout)["game"]
    assert game["id"] == 3 and game["rules"] == "custom" and game["ai_level"] == "hard"
