"""The sealed deck (issue 27, point 6): the deck order and deal secret of a hand in progress are not
readable with ``sqlite3`` or a text editor; a finished hand is stored in full. A missing, damaged or
foreign key never marks a game damaged nor deletes anything: the hand in progress cannot be
resumed, the game and its finished hands are kept, a new game starts.

Before the fix ``sqlite3 games.sqlite .dump`` showed the stock and the computer's hand.
"""

from __future__ import annotations

import json
import random
import shutil
import sqlite3
import stat
from pathlib import Path

from gin_desktop.core import Rules
from gin_desktop.store import GameStore, NoticeKind, SavedGame
from gin_desktop.store.sealing import KEY_NAME, POSITION_PREFIX, PREFIX, load_key, open_sealed
from gin_desktop.text.store_text import notice_text

from .helpers import action_log, choose, edit_file, play_hand, rows


def live_game(folder: Path, seed: int = 4, hands: int = 2, moves: int = 5) -> tuple[list[tuple[int, int, str]], int]:
    """A store in ``folder`` whose game has ``hands - 1`` finished hands and one in progress; the log and id."""
    rng = random.Random(seed)
    with GameStore.open(folder) as store:
        game = store.new_game(Rules(target=500), "medium", 0, 1)
        for _ in range(hands - 1):
            game.deal_random(rng, secret="s" * 32)
            play_hand(game, rng)
        game.deal_random(rng, secret="f" * 32)
        hand = game.match.hand
        assert hand is not None
        for _ in range(moves):
            game.apply(choose(hand, rng))
        assert not hand.is_over
        return action_log(game.match), game.id


def dump(folder: Path) -> str:
    conn = sqlite3.connect(folder / "games.sqlite")
    try:
        return "\n".join(conn.iterdump())
    finally:
        conn.close()


def test_sqlite3_dump_of_a_live_hand_shows_no_card_order(tmp_path: Path) -> None:
    rng = random.Random(9)
    with GameStore.open(tmp_path) as store:
        game = store.new_game(Rules(), "medium", 0, 1)
        hand = game.deal_random(rng, secret="a" * 32)
        hidden = [c for c in hand.deck if c not in hand.hands[0]]  # the computer's cards, the stock, the upcard
        deck_json = json.dumps([c.code for c in hand.deck], separators=(",", ":"))
        text = dump(tmp_path)
        raw = b"".join(p.read_bytes() for p in tmp_path.iterdir() if p.name.startswith("games.sqlite"))
    assert PREFIX in text
    assert deck_json not in text and deck_json.encode() not in raw and b"a" * 32 not in raw
    shown = [c.code for c in hidden if f'"{c.code}"' in text]
    assert shown == [], f"cards the player must not see are in the dump: {shown}"
    assert rows(tmp_path / "games.sqlite", "SELECT secret FROM hands") == [(None,)]
    # The stored position (the table after the latest change) is in the dump too, sealed: checked above.
    (position,) = rows(tmp_path / "games.sqlite", "SELECT position FROM positions")[0]
    assert str(position).startswith(POSITION_PREFIX) and str(position) in text


def test_a_finished_hand_is_stored_in_full(tmp_path: Path) -> None:
    log, _game_id = live_game(tmp_path)
    (first, d1, s1), (second, d2, s2) = rows(tmp_path / "games.sqlite",
                                             "SELECT number, deck, secret FROM hands ORDER BY number")
    assert (first, s1) == (1, "s" * 32) and len(json.loads(str(d1))) == 52  # over: plain, for replay and check
    assert (second, s2) == (2, None) and str(d2).startswith(PREFIX)  # in progress: sealed
    with GameStore.open(tmp_path) as store:
        game = store.resume()
        assert game is not None and action_log(game.match) == log and game.hand_secret(2) == "f" * 32
        assert not store.take_notices() and not store.report.notices


def test_the_key_file_is_private_and_made_whole(tmp_path: Path) -> None:
    live_game(tmp_path)
    key = tmp_path / KEY_NAME
    assert stat.S_IMODE(key.stat().st_mode) == 0o600
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(KEY_NAME)] == [KEY_NAME]  # no temp left
    assert load_key(tmp_path, create=False).key is not None


def _not_resumed(folder: Path, game_id: int, finished_hands: int) -> str:
    """Open ``folder`` whose hand in progress cannot be opened; check nothing is damaged or lost; the text."""
    before = rows(folder / "games.sqlite", "SELECT * FROM hands ORDER BY number"), \
        rows(folder / "games.sqlite", "SELECT count(*) FROM actions")
    with GameStore.open(folder) as store:
        assert store.saving
        assert store.resume() is None
        notices = store.take_notices()
        assert [n.kind for n in notices] == [NoticeKind.SEALED_HAND], notices
        old = store.load_game(game_id)  # its finished hands are kept: the replay, the statistics
        assert isinstance(old, SavedGame) and len(old.match.hands) == finished_hands
        assert [h.status for h in store.games()] == ["active"]
        assert (rows(folder / "games.sqlite", "SELECT * FROM hands ORDER BY number"),
                rows(folder / "games.sqlite", "SELECT count(*) FROM actions")) == before  # nothing changed
        fresh = store.new_game(Rules(), "easy", 0, 0)  # a new game starts
        fresh.deal_random(random.Random(1))
        statuses = {h.id: h.status for h in store.games()}
    assert statuses == {game_id: "abandoned", fresh.id: "active"}  # abandoned, never damaged
    assert rows(folder / "games.sqlite", "SELECT count(*) FROM hands WHERE game_id = ?", game_id) == \
        [(finished_hands + 1,)]
    return notice_text(notices[0])


def test_key_deleted_keeps_the_game_and_starts_a_new_one(tmp_path: Path) -> None:
    _log, game_id = live_game(tmp_path)
    (tmp_path / KEY_NAME).unlink()
    text = _not_resumed(tmp_path, game_id, finished_hands=1)
    assert "Hand 2 of game 1" in text and "nothing was deleted" in text
    assert (tmp_path / KEY_NAME).exists()  # a new key for the hands to come


def test_key_damaged_is_kept_aside_and_the_game_kept(tmp_path: Path) -> None:
    live_game(tmp_path)
    (tmp_path / KEY_NAME).write_text("gin-rummy deck key 1\n" + "00" * 32 + "\nffff\n")
    damaged = (tmp_path / KEY_NAME).read_bytes()
    with GameStore.open(tmp_path) as store:
        assert store.resume() is None
        kinds = [n.kind for n in store.take_notices()]
        assert kinds == [NoticeKind.SEALED_HAND, NoticeKind.SEALED_HAND]  # the key set aside; the hand
        assert [h.status for h in store.games()] == ["active"]
    kept = [p for p in tmp_path.iterdir() if p.name.startswith(KEY_NAME + ".damaged-")]
    assert len(kept) == 1 and kept[0].read_bytes() == damaged  # set aside byte-identical, never deleted
    assert load_key(tmp_path, create=False).key is not None


def test_sealed_blob_damaged_is_not_resumed_but_never_marks_the_game_damaged(tmp_path: Path) -> None:
    _log, game_id = live_game(tmp_path)
    (sealed,) = rows(tmp_path / "games.sqlite", "SELECT deck FROM hands WHERE number = 2")[0]
    text = str(sealed)
    flipped = text[:-10] + ("A" if text[-10] != "A" else "B") + text[-9:]
    edit_file(tmp_path / "games.sqlite", f"UPDATE hands SET deck = '{flipped}' WHERE number = 2")
    assert "damaged" in _not_resumed(tmp_path, game_id, finished_hands=1)


def test_a_sealed_deck_moved_to_another_hand_does_not_open(tmp_path: Path) -> None:
    live_game(tmp_path, hands=1)
    key = load_key(tmp_path, create=False).key
    (sealed,) = rows(tmp_path / "games.sqlite", "SELECT deck FROM hands")[0]
    assert open_sealed(key, 1, 1, str(sealed))[0].startswith("[")
    for game_id, number in ((1, 2), (2, 1)):
        try:
            open_sealed(key, game_id, number, str(sealed))
        except Exception as exc:
            assert type(exc).__name__ == "CannotOpen"
        else:
            raise AssertionError("a sealed deck opened for another row")


def test_moving_the_data_folder_keeps_every_game(tmp_path: Path) -> None:
    log, _game_id = live_game(tmp_path / "here")
    shutil.move(tmp_path / "here", tmp_path / "there")
    with GameStore.open(tmp_path / "there") as store:
        game = store.resume()
        assert game is not None and action_log(game.match) == log
        assert not store.take_notices()


def test_an_unsealed_hand_in_progress_of_an_older_version_still_loads(tmp_path: Path) -> None:
    log, _game_id = live_game(tmp_path)
    key = load_key(tmp_path, create=False).key
    (sealed,) = rows(tmp_path / "games.sqlite", "SELECT deck FROM hands WHERE number = 2")[0]
    deck, secret = open_sealed(key, 1, 2, str(sealed))
    edit_file(tmp_path / "games.sqlite", f"UPDATE hands SET deck = '{deck}', secret = '{secret}' WHERE number = 2")
    (tmp_path / KEY_NAME).unlink()  # (an older version had none)
    with GameStore.open(tmp_path) as store:
        game = store.resume()
        assert game is not None and action_log(game.match) == log and game.hand_secret(2) == "f" * 32


def test_an_abandoned_game_and_an_undone_hand_end(tmp_path: Path) -> None:
    rng = random.Random(2)
    with GameStore.open(tmp_path) as store:
        game = store.new_game(Rules(), "medium", 0, 1)
        hand = game.deal_random(rng)
        play_hand(game, rng)
        assert hand.is_over and not str(rows(store.database, "SELECT deck FROM hands")[0][0]).startswith(PREFIX)
        game.undo(1)  # the hand is in progress again: sealed again
        assert str(rows(store.database, "SELECT deck FROM hands")[0][0]).startswith(PREFIX)
        store.new_game(Rules(), "medium", 0, 1)  # abandons it: it can never be resumed, so it is stored in full
        assert json.loads(str(rows(store.database, "SELECT deck FROM hands")[0][0]))[0] == hand.deck[0].code
