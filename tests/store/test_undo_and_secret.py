"""Schema v4: the deal secret of every hand, undo of the current hand's last actions, the undo mark."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from gin_desktop.core import DECK, Match, Rules, shuffled_deck
from gin_desktop.store import CURRENT_VERSION, GameStore, NoticeKind, SavedGame, SaveStatus
from gin_desktop.store.schema import schema_problem

from .fixtures.make_fixtures import GAMES, ORDER_GAME, expected_matches
from .helpers import action_log, choose, play_game, play_hand, rows
from .test_damage import FaultyConnection
from .test_schema import copy_fixture

SECRET = "0123456789abcdef0123456789abcdef"


def state(match: Match) -> tuple[object, ...]:
    """Everything a resume rebuilds: the actions, the scores, the sheet, and the position of every hand."""
    hands = tuple(
        (h.dealer, h.deck, h.phase, h.current, tuple(map(tuple, h.hands)), tuple(h.discard_pile), h.stock_count,
         h.result, h.knocker, h.taken, h.must_go_out, tuple(h.events))
        for h in match.hands
    )
    return (action_log(match), tuple(match.scores), tuple(match.hands_won), tuple(match.sheet), match.result, hands)


def resumed_state(data_dir: Path, game_id: int) -> tuple[tuple[object, ...], SavedGame]:
    with GameStore.open(data_dir, read_only=True) as store:
        game = store.load_game(game_id)
        assert game is not None
        return state(game.match), game


def started(tmp_path: Path, seed: int = 3, hands: int = 1, moves: int = 5) -> tuple[GameStore, SavedGame]:
    """A store with a game: ``hands`` hands played out, then a new hand with ``moves`` actions."""
    rng = random.Random(seed)
    store = GameStore.open(tmp_path)
    game = store.new_game(Rules(target=500), "medium", 0, 1)
    for n in range(hands):
        game.deal_random(rng, secret=f"{SECRET[:-1]}{n}")
        play_hand(game, rng)
    hand = game.deal_random(rng, secret=SECRET)
    for _ in range(moves):
        game.apply(choose(hand, rng))
    assert not hand.is_over and not game.match.is_over
    return store, game


# -- migration ----------------------------------------------------------------------------------

def test_v3_file_migrates_to_v4_with_empty_secrets_and_no_undo(tmp_path: Path) -> None:
    data_dir = copy_fixture(3, tmp_path)
    db = data_dir / "games.sqlite"
    assert rows(db, "PRAGMA user_version") == [(3,)]
    expected = expected_matches()
    with GameStore.open(data_dir) as store:
        assert store.report.found_version == 3 and store.report.notices == ()
        assert rows(db, "PRAGMA user_version") == [(CURRENT_VERSION,)] and CURRENT_VERSION >= 4
        assert schema_problem(store._conn, CURRENT_VERSION) is None
        assert rows(db, "SELECT count(*) FROM hands WHERE secret IS NOT NULL") == [(0,)]
        assert rows(db, "SELECT id, used_undo FROM games ORDER BY id") == [(g[0], 0) for g in GAMES]
        assert not any(h.used_undo for h in store.games())
        game = store.resume()
        assert game is not None and game.id == ORDER_GAME and not game.used_undo
        assert state(game.match) == state(expected[ORDER_GAME])
        assert [game.hand_secret(n) for n in range(1, len(game.match.hands) + 1)] == [None] * len(game.match.hands)
        stats = store.stats()
        assert stats.overall.games_with_undo == 0 and not stats.finished[0].used_undo
        # play on: the old hand is undone and a new hand gets its secret
        assert game.undo(1) is SaveStatus.SAVED
        rng = random.Random(5)
        play_hand(game, rng)
        number = len(game.match.hands) + 1
        game.deal_random(rng, secret=SECRET)
        log = action_log(game.match)
    with GameStore.open(data_dir) as store:
        again = store.resume()
        assert again is not None and action_log(again.match) == log and again.used_undo
        assert again.hand_secret(number) == SECRET and again.hand_secret(number - 1) is None


# -- the deal secret ----------------------------------------------------------------------------

def test_secret_is_saved_with_the_deck_and_read_back(tmp_path: Path) -> None:
    with GameStore.open(tmp_path) as store:
        game = store.new_game(Rules(), "easy", 0, 0)
        game.deal(list(DECK), secret=SECRET)
        assert game.hand_secret(1) == SECRET
        with pytest.raises(IndexError):
            game.hand_secret(2)
        with pytest.raises(IndexError):
            game.hand_secret(0)
    # (while the hand is played the secret is sealed with the deck: see tests/store/test_sealed_deck.py)
    assert rows(tmp_path / "games.sqlite", "SELECT number, secret FROM hands") == [(1, None)]
    with GameStore.open(tmp_path) as store:
        again = store.resume()
        assert again is not None and again.hand_secret(1) == SECRET
        play_hand(again, random.Random(3))
    assert rows(tmp_path / "games.sqlite", "SELECT number, secret FROM hands") == [(1, SECRET)]  # over: in full


@pytest.mark.parametrize("bad", ["", "x" * 129, "tab\there", "é", 5])
def test_a_bad_secret_is_refused_before_anything_is_dealt(tmp_path: Path, bad: object) -> None:
    with GameStore.open(tmp_path) as store:
        game = store.new_game(Rules(), "easy", 0, 0)
        with pytest.raises(ValueError, match="secret"):
            game.deal(list(DECK), secret=bad)  # type: ignore[arg-type]
        assert game.match.hands == []
        game.deal(list(DECK))  # no secret: allowed, like hands of older versions
        assert game.hand_secret(1) is None
    assert rows(tmp_path / "games.sqlite", "SELECT number, secret FROM hands") == [(1, None)]


# -- undo ---------------------------------------------------------------------------------------

def test_undo_removes_exactly_the_last_actions_and_equals_a_fresh_resume(tmp_path: Path) -> None:
    store, game = started(tmp_path, hands=2, moves=6)
    db = tmp_path / "games.sqlite"
    before = action_log(game.match)
    count = game.action_count
    old_hand = game.match.hand
    assert game.undo(2) is SaveStatus.SAVED
    assert action_log(game.match) == before[:-2] and game.action_count == count - 2
    assert game.match.hand is not old_hand and game.match.hand is not None
    assert len(game.match.hand.history) == 4 and game.used_undo
    assert [r[0] for r in rows(db, "SELECT seq FROM actions ORDER BY seq")] == list(range(1, count - 1))
    assert rows(db, "SELECT used_undo FROM games") == [(1,)]
    fresh, resumed = resumed_state(tmp_path, game.id)
    assert fresh == state(game.match) and resumed.used_undo and resumed.action_count == game.action_count
    assert resumed.hand_secret(3) == SECRET == game.hand_secret(3)
    # play goes on from the undone position and is saved in order
    rng = random.Random(11)
    hand = game.match.hand
    for _ in range(3):
        game.apply(choose(hand, rng))
    assert [r[0] for r in rows(db, "SELECT seq FROM actions ORDER BY seq")] == list(range(1, count + 2))
    assert resumed_state(tmp_path, game.id)[0] == state(game.match)
    assert next(h for h in store.games() if h.id == game.id).used_undo
    store.close()


def test_undo_back_to_the_deal_and_after_the_hand_ended(tmp_path: Path) -> None:
    store, game = started(tmp_path, hands=1, moves=4)
    game.undo(4)
    hand = game.match.hand
    assert hand is not None and hand.history == [] and len(game.match.hands) == 2
    assert resumed_state(tmp_path, game.id)[0] == state(game.match)
    rng = random.Random(2)
    played = play_hand(game, rng)
    sheet = list(game.match.sheet)
    assert game.match.needs_deal and len(sheet) == 2
    game.undo(1)  # the hand is still the current one until the next deal: its end is taken back
    assert game.match.sheet == sheet[:1] and not game.match.needs_deal
    assert len(game.match.hand.history) == played - 1  # type: ignore[union-attr]
    assert resumed_state(tmp_path, game.id)[0] == state(game.match)
    store.close()


def test_undo_never_crosses_into_an_earlier_hand(tmp_path: Path) -> None:
    store, game = started(tmp_path, hands=1, moves=3)
    db = tmp_path / "games.sqlite"
    match, before, count = game.match, action_log(game.match), game.action_count
    for bad in (4, 50, 0, -1):
        with pytest.raises(ValueError):
            game.undo(bad)
    with pytest.raises(ValueError):
        game.undo(True)
    assert game.match is match and action_log(match) == before and game.action_count == count
    assert not game.used_undo and rows(db, "SELECT used_undo FROM games") == [(0,)]
    assert rows(db, "SELECT count(*) FROM actions") == [(count,)]
    game.undo(3)
    rng = random.Random(1)
    play_hand(game, rng)
    game.deal_random(rng, secret=SECRET)
    with pytest.raises(ValueError, match="0 action"):
        game.undo(1)  # right after a deal nothing of the new hand can be taken back
    store.close()


def test_undo_is_refused_when_the_game_is_over(tmp_path: Path) -> None:
    with GameStore.open(tmp_path) as store:
        game = store.new_game(Rules(target=50), "easy", 0, 0)
        play_game(game, random.Random(6))
        assert game.match.is_over
        with pytest.raises(ValueError, match="over"):
            game.undo(1)
        assert not game.used_undo


def test_undo_while_the_disk_is_full_waits_in_memory_and_is_saved_in_order(tmp_path: Path) -> None:
    store, game = started(tmp_path, hands=1, moves=2)
    db = tmp_path / "games.sqlite"
    rng = random.Random(4)
    saved = game.action_count
    faulty = FaultyConnection(store._conn, "database or disk is full")
    store._conn = faulty  # type: ignore[assignment]
    hand = game.match.hand
    assert hand is not None
    assert [game.apply(choose(hand, rng)) for _ in range(3)] == [SaveStatus.PENDING] * 3
    assert game.undo(2) is SaveStatus.PENDING and game.used_undo
    hand = game.match.hand
    assert hand is not None
    assert game.apply(choose(hand, rng)) is SaveStatus.PENDING
    assert store.pending_count == 5
    assert [n.kind for n in store.take_notices()] == [NoticeKind.SAVE_FAILED]
    assert rows(db, "SELECT count(*), max(seq) FROM actions") == [(saved, saved)]
    assert rows(db, "SELECT used_undo FROM games") == [(0,)]
    faulty.failing = False
    assert store.retry_pending() and store.pending_count == 0
    assert [n.kind for n in store.take_notices()] == [NoticeKind.SAVE_RESUMED]
    assert [r[0] for r in rows(db, "SELECT seq FROM actions ORDER BY seq")] == list(range(1, saved + 3))
    assert rows(db, "SELECT used_undo FROM games") == [(1,)]
    assert resumed_state(tmp_path, game.id)[0] == state(game.match)
    store.close()


def test_statistics_mark_games_with_undo(tmp_path: Path) -> None:
    rng = random.Random(9)
    with GameStore.open(tmp_path) as store:
        plain = store.new_game(Rules(target=50), "easy", 0, 0)
        play_game(plain, rng)
        undone = store.new_game(Rules(target=50), "easy", 0, 1)
        hand = undone.deal(shuffled_deck(rng=rng), secret=SECRET)
        undone.apply(choose(hand, rng))
        undone.undo(1)
        play_game(undone, rng)
        stats = store.stats()
        assert {g.id: g.used_undo for g in stats.finished} == {plain.id: False, undone.id: True}
        assert stats.overall.games_with_undo == 1 and stats.group("easy", "custom").games_with_undo == 1
        assert {h.id: h.used_undo for h in store.games()} == {plain.id: False, undone.id: True}
