"""Damage never rewinds silently: a damaged ``-wal`` (bits of a real one flipped, sampled) either
resumes the whole game or tells the player where it resumes, with the damaged log kept; a stray
``-journal`` is rolled back (a copy kept); an implausible format number is damage, not "newer".

Before the fix, 26 of 49 damaged logs resumed an older position without a word, and the log
was deleted at close; a stray journal stopped all saving; 16777222 read as "newer" forever.
"""

from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest

from gin_desktop.core import Rules
from gin_desktop.store import GameStore, NoticeKind, StoreMode
from gin_desktop.text.store_text import notice_text

from .helpers import action_log, edit_file, play_hand

WAL = "games.sqlite-wal"


def crashed_store(folder: Path, snapshot: Path) -> list[tuple[int, int, str]]:
    """Play a hand and copy the files while the store is open: the state a SIGKILL leaves (one hand, so the
    log has not been checkpointed yet: each move writes its action and the stored position)."""
    rng = random.Random(11)
    store = GameStore.open(folder)
    game = store.new_game(Rules(target=500), "medium", 0, 1)
    for _ in range(1):
        game.deal_random(rng)
        play_hand(game, rng)
    game.deal_random(rng)
    hand = game.match.hand
    assert hand is not None
    play_hand(game, rng, max_actions=6)
    snapshot.mkdir()
    for name in ("games.sqlite", WAL, "games.position", "games.lock", "games.key"):
        shutil.copy(folder / name, snapshot / name)
    played = action_log(game.match)
    store.close()
    return played


def test_damaged_wal_never_resumes_an_older_position_without_a_notice(tmp_path: Path) -> None:
    played = crashed_store(tmp_path / "live", tmp_path / "crashed")
    crashed = tmp_path / "crashed"
    wal = (crashed / WAL).read_bytes()
    assert len(wal) > 32 * 4096
    with GameStore.open(_copy(crashed, tmp_path / "intact")) as store:  # the crash alone loses nothing
        game = store.resume()
        assert game is not None and action_log(game.match) == played and store.report.notices == ()
    rng = random.Random(5)
    outcomes = {"whole": 0, "told": 0}
    for n, offset in enumerate(sorted(rng.sample(range(len(wal)), 60))):
        folder = _copy(crashed, tmp_path / f"damaged{n}")
        damaged = bytearray(wal)
        damaged[offset] ^= 1 << rng.randrange(8)
        (folder / WAL).write_bytes(bytes(damaged))
        with GameStore.open(folder) as store:
            assert store.mode is StoreMode.SAVING
            game = store.resume()
            resumed = action_log(game.match) if game is not None else []
            if resumed == played:
                outcomes["whole"] += 1
                continue
            texts = [notice_text(n) for n in store.report.notices if n.kind is NoticeKind.DAMAGED_FILE]
            assert texts, f"offset {offset}: resumed {len(resumed)} of {len(played)} moves without a word"
            kept = [p for p in folder.iterdir() if p.name.startswith(WAL + ".damaged-")]
            assert len(kept) == 1 and kept[0].read_bytes() == bytes(damaged), f"offset {offset}"
            assert str(kept[0]) in texts[0] and ("resumes at" in texts[0] or "no longer" in texts[0])
            outcomes["told"] += 1
        assert not [p for p in folder.iterdir() if ".copy-" in p.name]  # no copy left behind either way
    print(f"damaged WAL, 60 flipped bits: {outcomes}")
    assert outcomes["told"] > 0  # (the sample does reach frames SQLite drops)


def _copy(source: Path, target: Path) -> Path:
    shutil.copytree(source, target)
    return target


@pytest.mark.parametrize("journal", [b"garbage " * 300, b"\xd9\xd5\x05\xf9\x20\xa1\x63\xd7" + b"\0" * 1000])
def test_stray_journal_is_rolled_back_and_saving_goes_on(store_copy: Path, journal: bytes) -> None:
    (store_copy / "games.sqlite-journal").write_bytes(journal)
    with GameStore.open(store_copy) as store:
        assert store.mode is StoreMode.SAVING
        assert len(store.games()) == 3
        (note,) = [n for n in store.report.notices if "journal" in notice_text(n)]
        kept = [p for p in store_copy.iterdir() if p.name.startswith("games.sqlite-journal.kept-")]
        assert len(kept) == 1 and kept[0].read_bytes() == journal and str(kept[0]) in notice_text(note)
        game = store.resume()
        assert game is not None
    with GameStore.open(store_copy) as again:  # and the next start is a plain one
        assert again.report.notices == () and again.saving


@pytest.mark.parametrize("version", [16777222, 2**31 - 1, 0, -1, 1000])
def test_implausible_versions_are_damage_not_newer(store_copy: Path, version: int) -> None:
    db = store_copy / "games.sqlite"
    edit_file(db, f"PRAGMA user_version = {version}")
    with GameStore.open(store_copy) as store:
        assert store.mode is StoreMode.SAVING
        (note,) = store.report.notices
        assert note.kind is NoticeKind.DAMAGED_FILE and str(version) in notice_text(note)
        assert "repaired" in notice_text(note)
        assert len(store.games()) == 3 and store.resume() is not None  # the games are kept
    with GameStore.open(store_copy) as again:
        assert again.report.notices == ()


def test_implausible_version_with_foreign_tables_is_set_aside(store_copy: Path) -> None:
    db = store_copy / "games.sqlite"
    edit_file(db, "CREATE TABLE extra (x)", f"PRAGMA user_version = {2**31 - 1}")
    before = db.read_bytes()
    with GameStore.open(store_copy) as store:
        assert store.mode is StoreMode.SAVING and store.report.moved_to is not None
        assert store.report.moved_to.read_bytes() == before
        assert store.games() == []
