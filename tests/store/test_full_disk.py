"""A full disk loses no move: the store checkpoints and truncates its log and retries, gives
back its headroom, and keeps what the disk still refuses in the spill file, which the next
start saves.

The real-disk tests mount small tmpfs volumes (root only; they skip with the reason
elsewhere). Before the fix, on 400 KB, 54 of 3,000 changes were saved and 2,946 lost.
"""

from __future__ import annotations

import contextlib
import os
import random
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from gin_desktop.core import Rules
from gin_desktop.store import GameStore, NoticeKind, SavedGame, SaveStatus
from gin_desktop.store.headroom import RESERVE_NAME
from gin_desktop.store.spill import SPILL_NAME
from gin_desktop.text.store_text import notice_text

from .helpers import action_log, choose, edit_file
from .test_damage import FaultyConnection

ROOT_ONLY = pytest.mark.skipif(
    os.name != "posix" or os.geteuid() != 0 or shutil.which("mount") is None,
    reason="mounts a small tmpfs volume: needs root on Linux (CI runs as root)",
)


@contextlib.contextmanager
def volume(where: Path, size: str) -> Iterator[Path]:
    where.mkdir()
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(where)], capture_output=True)
    if done.returncode:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.decode(errors='replace').strip()}")
    try:
        yield where
    finally:
        subprocess.run(["umount", "-l", str(where)], check=False)


def play(store: GameStore, changes: int, rng: random.Random, on_change: object = None) -> list[SavedGame]:
    """Play ``changes`` deals and moves over as many games as it takes; return the games (as played)."""
    games: list[SavedGame] = []
    game = None
    for n in range(changes):
        if game is None or game.match.is_over:
            game = store.new_game(Rules(target=500), "medium", 0, 1)
            games.append(game)
        if game.match.needs_deal:
            game.deal_random(rng)
        else:
            hand = game.match.hand
            assert hand is not None
            game.apply(choose(hand, rng))
        if callable(on_change):
            on_change(n)
    return games


def logs(store: GameStore, games: list[SavedGame]) -> list[list[tuple[int, int, str]]]:
    """The action logs of ``games`` as loaded from the store's file."""
    out = []
    for played in games:
        game = store.load_game(played.id)
        assert game is not None, f"game {played.id} did not load"
        out.append(action_log(game.match))
    return out


def played_logs(games: list[SavedGame]) -> list[list[tuple[int, int, str]]]:
    return [action_log(game.match) for game in games]


@ROOT_ONLY
def test_full_disk_400_kb_volume_3000_changes_then_closed_loses_none(tmp_path: Path) -> None:
    with volume(tmp_path / "small", "400k") as disk:
        folder = disk / "data"
        store = GameStore.open(folder)
        games = play(store, 3000, random.Random(1))
        played = played_logs(games)
        assert store.pending_count == 0
        assert store.close() == 0
        with GameStore.open(folder) as again:
            assert logs(again, games) == played
        assert sum(len(log) for log in played) > 2900


@ROOT_ONLY
def test_full_disk_filled_mid_game_keeps_the_waiting_moves_in_the_spill_across_a_close(tmp_path: Path) -> None:
    with volume(tmp_path / "disk", "8m") as disk:
        folder = disk / "data"
        filler = disk / "filler"
        rng = random.Random(4)
        store = GameStore.open(folder)
        games = play(store, 40, rng)

        def fill(_n: int) -> None:
            with contextlib.suppress(OSError), filler.open("ab") as f:
                while True:
                    f.write(b"\1" * 4096)
                    f.flush()

        (folder / RESERVE_NAME).write_bytes(b"")  # (nothing left for the headroom either)
        fill(0)
        games += play(store, 60, rng, on_change=fill)  # whatever is freed, the filler takes
        assert store.pending_count > 50 and store.unsaved_count == 0  # all of them in the spill
        assert store.problem() is not None
        played = played_logs(games)
        assert store.close() == 0  # nothing lost: the spill holds them
        filler.unlink()
        with GameStore.open(folder) as again:
            assert logs(again, games) == played
            assert NoticeKind.SAVE_RESUMED in [n.kind for n in again.take_notices()]
            assert again.pending_count == 0


@ROOT_ONLY
def test_full_disk_a_new_hand_that_may_not_fit_is_told_before_the_deal(tmp_path: Path) -> None:
    with volume(tmp_path / "disk", "8m") as disk:
        folder = disk / "data"
        rng = random.Random(6)
        store = GameStore.open(folder)
        game = store.new_game(Rules(), "medium", 0, 1)
        game.deal_random(rng)
        with contextlib.suppress(OSError), (disk / "filler").open("ab") as f:
            while True:
                f.write(b"\1" * 4096)
                f.flush()
        hand = game.match.hand
        assert hand is not None
        while not hand.is_over:
            game.apply(choose(hand, rng))
        kinds = [n.kind for n in store.take_notices()]
        assert NoticeKind.LOW_SPACE in kinds  # at the hand's end, before the next deal
        assert store.close() == 0


def test_full_disk_spill_from_other_saves_is_set_aside_never_applied(tmp_path: Path) -> None:
    """A spill whose base is not the saves found (they changed since) is kept aside, untouched."""
    store = GameStore.open(tmp_path)
    game = store.new_game(Rules(), "medium", 0, 1)
    store._conn = FaultyConnection(store._conn, "database or disk is full")  # type: ignore[assignment]
    game.deal_random(random.Random(2))
    assert game.last_status is SaveStatus.PENDING and store.unsaved_count == 0
    spilled = (tmp_path / SPILL_NAME).read_bytes()
    store.close()
    edit_file(tmp_path / "games.sqlite", "INSERT INTO games (id, created_at, rules, ai_level, human_seat, "
              "first_dealer, status) SELECT 99, created_at, rules, ai_level, 0, 0, 'abandoned' FROM games")
    with GameStore.open(tmp_path) as again:
        (note,) = [n for n in again.take_notices() if n.kind is NoticeKind.SAVE_FAILED]
        assert "nothing was deleted" in notice_text(note)
        aside = [p for p in tmp_path.iterdir() if p.name.startswith(SPILL_NAME + ".unused-")]
        assert len(aside) == 1 and aside[0].read_bytes() == spilled and str(aside[0]) in notice_text(note)
        resumed = again.resume()
        assert resumed is not None and resumed.match.hand is None  # the deal was not applied


def test_full_disk_damaged_spill_is_set_aside(tmp_path: Path) -> None:
    GameStore.open(tmp_path).close()
    (tmp_path / SPILL_NAME).write_bytes(b"GIN-RUMMY-SPILL 1\n" + b"\0\0\0\5" + b"\0\0\0\0" + b"hello" + b"\xff" * 20)
    with GameStore.open(tmp_path) as store:
        assert store.take_notices() == []  # a bad checksum ends the list: nothing to apply
    (tmp_path / SPILL_NAME).write_bytes(b"not a spill at all")
    with GameStore.open(tmp_path) as store:
        (note,) = store.take_notices()
        assert note.kind is NoticeKind.SAVE_FAILED and "unreadable" in notice_text(note)
    assert any(p.name.startswith(SPILL_NAME + ".unused-") for p in tmp_path.iterdir())


def test_full_disk_spill_naming_a_statement_the_store_lacks_is_refused(tmp_path: Path) -> None:
    import json
    import struct
    import zlib

    GameStore.open(tmp_path).close()

    def record(payload: object) -> bytes:
        data = json.dumps(payload).encode()
        return struct.pack(">II", len(data), zlib.crc32(data)) + data

    body = record({"g": 0, "base": [0, None, 0]}) + record({"g": 0, "y": True, "s": [["DROP TABLE games", []]]})
    (tmp_path / SPILL_NAME).write_bytes(b"GIN-RUMMY-SPILL 1\n" + body + b"\0" * 8)
    with GameStore.open(tmp_path) as store:
        (note,) = store.take_notices()
        assert "unreadable" in notice_text(note)
        assert store.games() == []
