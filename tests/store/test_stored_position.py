"""The stored position (issue 26, point 2): each move's commit keeps the position the table shows, sealed, so
a resume paints from one row; the replay of the log checks it afterwards and wins whenever they differ.

A damaged row, a row that is not where the log leads, a missing key and a save without a row all resume
the game from its log (told, but for the key and the old save: nothing about them is wrong with the game).
"""

from __future__ import annotations

import json
import random
import shutil
from pathlib import Path

import pytest

from gin_desktop.core import Rules
from gin_desktop.core.actions import action_to_json
from gin_desktop.core.position import position_of
from gin_desktop.store import GameStore, NoticeKind, ResumeCheck, UncheckedError
from gin_desktop.store.position import position_text
from gin_desktop.store.sealing import KEY_NAME, POSITION_PREFIX, KeyState, load_key, open_text, position_where
from gin_desktop.text.store_text import notice_text

from .fixtures.make_fixtures import HERE
from .helpers import action_log, choose, edit_file, play_hand, rows
from .test_sealed_deck import dump, live_game


def _position(folder: Path) -> tuple[int, str]:
    ((actions, text),) = rows(folder / "games.sqlite", "SELECT actions, position FROM positions")
    assert isinstance(actions, int) and isinstance(text, str)
    return actions, text


def test_every_move_keeps_the_position_in_the_same_commit_and_a_resume_paints_from_it(tmp_path: Path) -> None:
    log, game_id = live_game(tmp_path, hands=3, moves=7)
    actions, text = _position(tmp_path)
    assert actions == len(log) and text.startswith(POSITION_PREFIX)
    with GameStore.open(tmp_path) as store:
        game = store.resume(deferred_check=True)
        assert game is not None and game.unchecked and game.id == game_id
        with GameStore.open(tmp_path, read_only=True) as other:
            replayed = other.resume()
        assert replayed is not None
        shown, full = game.match, replayed.match
        # What the table shows is the log's position: the hand, its number, the scores, the secret, the order.
        assert position_of(shown) == position_of(full) and len(shown.hands) == len(full.hands) == 3
        assert shown.scores == full.scores and shown.hands_won == full.hands_won
        assert game.action_count == replayed.action_count and game.hand_secret(3) == "f" * 32
        assert game.hand_order() == replayed.hand_order()
        hand = shown.hand
        assert hand is not None
        with pytest.raises(UncheckedError):  # no move before the check
            game.apply(choose(hand, random.Random(1)))
        assert _position(tmp_path)[0] == actions  # (nothing was written)
        assert store.check_resumed(game) is ResumeCheck.AGREES and not game.unchecked
        assert action_log(game.match) == log and game.match.sheet == full.sheet
        assert store.take_notices() == []
        new = game.match.hand
        assert new is not None
        game.apply(choose(new, random.Random(1)))  # and then it plays on, the position following each move
        assert _position(tmp_path)[0] == len(log) + 1


def test_the_position_shows_no_hidden_card(tmp_path: Path) -> None:
    live_game(tmp_path, hands=1, moves=3)
    with GameStore.open(tmp_path, read_only=True) as store:
        game = store.resume()
        assert game is not None
        hand = game.match.hand
        assert hand is not None
        hidden = [c.code for c in hand.deck if c not in hand.hands[0]]
    text = dump(tmp_path)
    assert 'INSERT INTO "positions"' in text and POSITION_PREFIX in text
    assert [code for code in hidden if f'"{code}"' in text] == []
    assert '"deck"' not in text and "f" * 32 not in text


def test_a_damaged_position_resumes_from_the_log_and_tells(tmp_path: Path) -> None:
    log, _game_id = live_game(tmp_path)
    _actions, text = _position(tmp_path)
    flipped = text[:-12] + ("A" if text[-12] != "A" else "B") + text[-11:]
    edit_file(tmp_path / "games.sqlite", f"UPDATE positions SET position = '{flipped}'")
    with GameStore.open(tmp_path) as store:
        game = store.resume(deferred_check=True)
        assert game is not None and not game.unchecked and action_log(game.match) == log
        notices = store.take_notices()
        assert [n.kind for n in notices] == [NoticeKind.REBUILT_POSITION]
        assert "game 1" in notice_text(notices[0]) and "nothing was deleted" in notice_text(notices[0])
        assert [h.status for h in store.games()] == ["active"]  # never marked damaged
    assert rows(tmp_path / "games.sqlite", "SELECT count(*) FROM actions") == [(len(log),)]
    with GameStore.open(tmp_path) as store:  # the log's position took its place: told once
        again = store.resume(deferred_check=True)
        assert again is not None and again.unchecked and store.check_resumed(again) is ResumeCheck.AGREES
        assert store.take_notices() == []


def test_a_position_of_an_earlier_move_resumes_from_the_log_and_tells(tmp_path: Path) -> None:
    live_game(tmp_path, moves=3)
    earlier = _position(tmp_path)
    with GameStore.open(tmp_path) as store:
        game = store.resume()
        assert game is not None
        hand = game.match.hand
        assert hand is not None
        game.apply(choose(hand, random.Random(3)))
        log = action_log(game.match)
    edit_file(tmp_path / "games.sqlite", f"UPDATE positions SET actions = {earlier[0]}, position = '{earlier[1]}'")
    with GameStore.open(tmp_path) as store:
        game = store.resume(deferred_check=True)
        assert game is not None and not game.unchecked and action_log(game.match) == log
        assert [n.kind for n in store.take_notices()] == [NoticeKind.REBUILT_POSITION]


def test_a_sealed_position_that_disagrees_with_the_log_is_repainted_from_the_log(tmp_path: Path) -> None:
    log, game_id = live_game(tmp_path)
    actions, text = _position(tmp_path)
    key = load_key(tmp_path, create=False).key
    assert key is not None
    plain = json.loads(open_text(key, position_where(game_id, actions), text, 64_000, POSITION_PREFIX))
    plain["position"]["scores"] = [7, 0]  # a well-sealed row with the counts right, but not the log's position
    store = GameStore.open(tmp_path)
    forged = store._writer.seal.seal_position(game_id, actions, json.dumps(plain))
    store.close()
    edit_file(tmp_path / "games.sqlite", f"UPDATE positions SET position = '{forged}'")
    with GameStore.open(tmp_path) as store:
        game = store.resume(deferred_check=True)
        assert game is not None and game.unchecked and game.match.scores == [7, 0]  # painted as stored...
        assert store.check_resumed(game) is ResumeCheck.REBUILT  # ...then the log's
        assert action_log(game.match) == log and game.match.scores != [7, 0] and not game.unchecked
        notices = store.take_notices()
        assert [n.kind for n in notices] == [NoticeKind.REBUILT_POSITION]
        assert "did not match" in notice_text(notices[0])
    assert rows(tmp_path / "games.sqlite", "SELECT count(*) FROM actions") == [(len(log),)]
    with GameStore.open(tmp_path) as store:
        again = store.resume(deferred_check=True)
        assert again is not None and store.check_resumed(again) is ResumeCheck.AGREES
        assert store.take_notices() == []


def test_a_missing_key_says_only_what_the_deck_says(tmp_path: Path) -> None:
    live_game(tmp_path)
    (tmp_path / KEY_NAME).unlink()
    with GameStore.open(tmp_path) as store:
        assert store.resume(deferred_check=True) is None
        assert [n.kind for n in store.take_notices()] == [NoticeKind.SEALED_HAND]
        assert [h.status for h in store.games()] == ["active"]


def test_a_log_damaged_behind_a_good_position_is_caught_by_the_check(tmp_path: Path) -> None:
    live_game(tmp_path)
    edit_file(tmp_path / "games.sqlite", "UPDATE actions SET seat = 1 - seat WHERE seq = 2")
    with GameStore.open(tmp_path) as store:
        game = store.resume(deferred_check=True)
        assert game is not None and game.unchecked
        assert store.check_resumed(game) is ResumeCheck.LOST
        assert [n.kind for n in store.take_notices()] == [NoticeKind.DAMAGED_GAME]
        assert [h.status for h in store.games()] == ["damaged"]


def test_an_old_save_without_a_position_resumes_by_the_replay(tmp_path: Path) -> None:
    shutil.copy(HERE / "v6.sqlite", tmp_path / "games.sqlite")
    with GameStore.open(tmp_path) as store:
        game = store.resume(deferred_check=True)
        assert game is not None and not game.unchecked and game.id == 3
        assert store.take_notices() == []
        hand = game.match.hand
        assert hand is not None
        game.apply(choose(hand, random.Random(2)))
    assert _position(tmp_path)[0] == game.action_count  # the first move keeps one


def test_no_position_is_kept_for_a_finished_game_or_without_a_key(tmp_path: Path) -> None:
    rng = random.Random(5)
    with GameStore.open(tmp_path) as store:
        game = store.new_game(Rules(target=50), "medium", 0, 1)
        while not game.match.is_over:
            game.deal_random(rng)
            play_hand(game, rng)
        assert rows(store.database, "SELECT count(*) FROM positions") == [(0,)]
        store._writer.seal.state = KeyState(None)  # (the folder lost its key meanwhile)
        other = store.new_game(Rules(), "medium", 0, 1)
        other.deal_random(rng)
        assert rows(store.database, "SELECT count(*) FROM positions") == [(0,)]


def test_the_position_text_is_the_cores_position(tmp_path: Path) -> None:
    live_game(tmp_path, hands=2, moves=9)
    with GameStore.open(tmp_path, read_only=True) as store:
        game = store.resume()
        assert game is not None
        hand = game.match.hand
        assert hand is not None
        deck = json.dumps([c.code for c in hand.deck], separators=(",", ":"))
        actions = [json.dumps(action_to_json(a), separators=(",", ":")) for _s, a in hand.history]
        made = json.loads(position_text(game.match, deck, actions, "s" * 32))  # (put together from the commit's texts)
        assert made == {"position": position_of(game.match), "secret": "s" * 32}


def test_a_hand_longer_than_a_position_holds_resumes_by_the_replay_without_a_word(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("gin_desktop.store.game.MAX_POSITION_ACTIONS", 4)
    log, _game_id = live_game(tmp_path, moves=5)  # (five moves: one more than a position may hold here)
    assert rows(tmp_path / "games.sqlite", "SELECT count(*) FROM positions") == [(0,)]
    with GameStore.open(tmp_path) as store:
        game = store.resume(deferred_check=True)
        assert game is not None and not game.unchecked and action_log(game.match) == log
        assert store.take_notices() == []
