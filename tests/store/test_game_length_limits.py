"""Game-length limits while playing (issue 27, point 4): a game that reaches the most hands or moves
loading accepts ends there (kept as abandoned, its hand in full), refuses further deals, moves and
undo, and always loads again; never is it saved past what loading accepts.

Before the fix a 5,001-hand game was saved without a word and declared damaged at the next start.
Small limits (monkeypatched) stand in for the real 5,000 hands and 500,000 moves.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from gin_desktop.core import IllegalActionError, Rules
from gin_desktop.store import GameStore, GameTooLongError, LengthLimit, loading
from gin_desktop.text.store_text import game_ended_at_limit

from .helpers import choose, play_hand, rows


def test_a_game_reaching_the_hand_limit_ends_and_loads_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(loading, "MAX_HANDS", 2)
    rng = random.Random(3)
    with GameStore.open(tmp_path) as store:
        game = store.new_game(Rules(target=500), "medium", 0, 1)
        for _ in range(2):
            assert game.limit is None
            game.deal_random(rng)
            play_hand(game, rng)
        assert not game.match.is_over and game.limit is LengthLimit.HANDS
        with pytest.raises(GameTooLongError):
            game.deal_random(rng)
        with pytest.raises(IllegalActionError):  # (the same refusal, for callers that know only the core's)
            game.deal_random(rng)
        assert len(game.match.hands) == 2
        assert rows(store.database, "SELECT status FROM games") == [("abandoned",)]
        assert rows(store.database, "SELECT count(*) FROM hands") == [(2,)]
        assert store.resume() is None  # it ended: nothing to resume
        again = store.load_game(game.id)  # ... and it is not damaged: it loads (the replay, the statistics)
        assert again is not None and len(again.match.hands) == 2 and again.limit is LengthLimit.HANDS
        assert not store.take_notices()
        assert [h.status for h in store.games()] == ["abandoned"]


def test_a_game_reaching_the_move_limit_mid_hand_ends_there(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(loading, "MAX_ACTIONS", 5)
    rng = random.Random(4)
    with GameStore.open(tmp_path) as store:
        game = store.new_game(Rules(), "medium", 0, 1)
        hand = game.deal_random(rng)
        for _ in range(5):
            game.apply(choose(hand, rng))
        assert not hand.is_over and game.limit is LengthLimit.ACTIONS
        with pytest.raises(GameTooLongError):
            game.apply(choose(hand, rng))
        with pytest.raises(GameTooLongError):
            game.undo(1)
        assert game.action_count == 5 and len(hand.history) == 5
        assert rows(store.database, "SELECT count(*) FROM actions") == [(5,)]
        assert rows(store.database, "SELECT status FROM games") == [("abandoned",)]
        (deck,) = rows(store.database, "SELECT deck FROM hands")[0]
        assert len(json.loads(str(deck))) == 52  # it can never be resumed: its deck is stored in full
        again = store.load_game(game.id)
        assert again is not None and again.action_count == 5 and not store.take_notices()


def test_the_limit_is_worded_for_the_player() -> None:
    assert "5000 hands" in game_ended_at_limit(3, "hands", 5000)
    assert "500000 moves" in game_ended_at_limit(3, "actions", 500_000)
    assert "Game 3" in game_ended_at_limit(3, "actions", 9)
