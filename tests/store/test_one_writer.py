"""One writer, always: deleting ``games.lock`` while a copy runs, or a data folder where no
lock file can be made, never lets a second copy play on the same saves; readers (the
read-only checks, the tools, a plain ``sqlite3``) keep working; the hand-over channel sits in
the user's private runtime folder.

Before the fix the second copy wrote the same store after the lock file was deleted (the
first then failed with "UNIQUE constraint failed"; 4 moves lost), and on an unwritable folder
no lock was taken at all.
"""

from __future__ import annotations

import os
import sqlite3
import stat
import sys
from pathlib import Path

import pytest

from gin_desktop.core import Rules
from gin_desktop.store import GameStore, NoticeKind, SaveStatus, StoreMode
from gin_desktop.store import writing as store_writing
from gin_desktop.store.paths import runtime_folder

from .helpers import build_store, choose
from .test_second_copy import start_copy, stop

POSIX = pytest.mark.skipif(sys.platform == "win32", reason="the lock file cannot be deleted while open on Windows")


@POSIX
def test_deleted_lock_file_never_lets_a_second_copy_write(tmp_path: Path) -> None:
    build_store(tmp_path)
    first = GameStore.open(tmp_path)
    assert first.saving
    (tmp_path / "games.lock").unlink()  # behind the running copy's back
    proc, report = start_copy(tmp_path)
    try:
        assert report["mode"] == StoreMode.READ_ONLY.value and "other_copy" in report["notices"]  # type: ignore[operator]
        assert report["status"] in (None, SaveStatus.NOT_SAVED.value)
        game = first.resume()
        assert game is not None and game.match.hand is not None
        assert game.apply(choose(game.match.hand, __import__("random").Random(1))) is SaveStatus.SAVED
    finally:
        stop(proc)
        first.close()


@POSIX
def test_deleted_lock_file_same_process_second_store_only_reads(tmp_path: Path) -> None:
    build_store(tmp_path)
    with GameStore.open(tmp_path) as first:
        (tmp_path / "games.lock").unlink()
        with GameStore.open(tmp_path) as second:
            assert second.mode is StoreMode.READ_ONLY
            assert [n.kind for n in second.report.notices] == [NoticeKind.OTHER_COPY]
            assert len(second.games()) == 3  # it still reads
        assert first.saving


@POSIX
def test_unwritable_folder_never_lets_a_second_copy_play(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(store_writing, "REOPEN_EVERY", 0.0)
    build_store(tmp_path)
    (tmp_path / "games.lock").unlink()
    (tmp_path / "games.lock").mkdir()  # no lock file can be made here: the folder "cannot be written"
    first = GameStore.open(tmp_path)
    assert first.mode is StoreMode.WAITING
    try:
        second = GameStore.open(tmp_path)
        assert second.mode is StoreMode.READ_ONLY
        assert NoticeKind.OTHER_COPY in [n.kind for n in second.report.notices]
        second.close()
        first.retry_pending()  # (still unwritable: the first copy keeps its lock while it waits)
        assert first.mode is StoreMode.WAITING
        third = GameStore.open(tmp_path)
        assert third.mode is StoreMode.READ_ONLY
        third.close()
    finally:
        first.close()
    again = GameStore.open(tmp_path)  # the first copy has quit: the next one may wait to write
    assert again.mode is StoreMode.WAITING
    again.close()


@POSIX
def test_readers_keep_working_while_a_copy_writes(tmp_path: Path) -> None:
    build_store(tmp_path)
    with GameStore.open(tmp_path) as writer:
        game = writer.new_game(Rules(), "easy", 0, 0)
        with GameStore.open(tmp_path, read_only=True) as reader:
            assert reader.mode is StoreMode.READ_ONLY and any(h.id == game.id for h in reader.games())
        conn = sqlite3.connect(f"{(tmp_path / 'games.sqlite').as_uri()}?mode=ro", uri=True)
        assert conn.execute("PRAGMA quick_check").fetchone() == ("ok",)
        assert conn.execute("SELECT count(*) FROM games").fetchone()[0] == 4
        conn.close()


@pytest.mark.skipif(not hasattr(os, "getuid"), reason="POSIX runtime folders")
def test_hand_over_channel_is_in_the_private_runtime_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from gin_desktop.ui.single_instance import channel_name

    private = tmp_path / "run"
    private.mkdir(mode=0o700)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(private))
    name = channel_name(tmp_path / "data")
    assert Path(name).parent == private and Path(name).name.startswith("gin-rummy-")

    shared = tmp_path / "shared-run"
    shared.mkdir()
    shared.chmod(0o777)  # others may enter: not private, so not used
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(shared))
    monkeypatch.setattr("tempfile.tempdir", str(tmp_path / "tmp"))
    (tmp_path / "tmp").mkdir()
    folder = runtime_folder()
    assert folder == tmp_path / "tmp" / f"gin-rummy-{os.getuid()}"
    assert stat.S_IMODE(folder.stat().st_mode) == 0o700
    assert Path(channel_name(tmp_path / "data")).parent == folder


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0, reason="needs root to make a folder another "
                    "user owns")
def test_hand_over_folder_taken_first_by_another_user_is_refused(tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("XDG_RUNTIME_DIR", raising=False)
    monkeypatch.setattr("tempfile.tempdir", str(tmp_path))
    squatted = tmp_path / f"gin-rummy-{os.getuid()}"
    squatted.mkdir(mode=0o700)
    os.chown(squatted, 65534, 65534)  # made first by someone else
    assert runtime_folder() is None
