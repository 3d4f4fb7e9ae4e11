"""Statistics from the saved games: tallies per AI level and preset, streaks, score sheets."""

from __future__ import annotations

import json
import random
import sqlite3
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gin_desktop.core import Rules
from gin_desktop.store import GameStore, SavedGame, Tally, reading
from gin_desktop.store.loading import GameHeader, LoadedGame
from gin_desktop.store.stats import HandLine, summarize, summary_from_json, summary_to_json
from gin_desktop.text.store_text import notice_text

from .helpers import edit_file, play_game, rows


def entry(n: int, kind: str, knocker: int | None, winner: int | None, points: int) -> HandLine:
    return HandLine(n, 0, kind, knocker, winner, points, (0, 0))


def test_tally_counts_from_the_players_side() -> None:
    tally = Tally()
    tally.add_hands(
        [
            entry(1, "gin", 0, 0, 30),
            entry(2, "big_gin", 1, 1, 40),
            entry(3, "undercut", 1, 0, 25),  # the player, defending, undercut the computer
            entry(4, "undercut", 0, 1, 27),  # the player knocked and was undercut
            entry(5, "knock", 0, 0, 7),
            entry(6, "dead", None, None, 0),
        ],
        human=0,
    )
    assert (tally.hands_played, tally.hands_won, tally.points) == (6, 3, 62)
    assert (tally.gins, tally.gins_against, tally.undercuts_given, tally.undercuts_taken) == (1, 1, 1, 1)
    assert tally.average_points_per_hand == 62 / 6
    assert tally.points_against == 40 + 27 and tally.net_points_per_hand == (62 - 67) / 6  # dead hand: 0 each
    for won in (True, True, False, True, True, True, False):
        tally.add_game(won)
    assert (tally.games_played, tally.games_won, tally.best_streak, tally.current_streak) == (7, 5, 3, 0)
    tally.add_game(True)
    assert (tally.best_streak, tally.current_streak) == (3, 1)
    assert Tally().average_points_per_hand == 0.0 and Tally().net_points_per_hand == 0.0


def expected_tally(games: list[SavedGame]) -> Tally:
    """Counted straight from the matches the test played (not from the store)."""
    tally = Tally()
    for game in games:
        human = game.human_seat
        for e in game.match.sheet:
            r = e.result
            tally.hands_played += 1
            mine = r.winner == human
            tally.hands_won += mine
            tally.points += r.points if mine else 0
            tally.points_against += r.points if r.winner is not None and not mine else 0
            tally.gins += r.kind in ("gin", "big_gin") and mine
            tally.gins_against += r.kind in ("gin", "big_gin") and r.winner is not None and not mine
            tally.undercuts_given += r.kind == "undercut" and mine
            tally.undercuts_taken += r.kind == "undercut" and not mine
        result = game.match.result
        if result is not None:
            tally.games_played += 1
            tally.games_won += result.winner == human
            tally.current_streak = tally.current_streak + 1 if result.winner == human else 0
            tally.best_streak = max(tally.best_streak, tally.current_streak)
    return tally


def test_stats_per_level_and_preset(tmp_path: Path) -> None:
    rng = random.Random(12)
    plan = [
        (Rules(target=50), "easy"),
        (Rules(target=50), "easy"),
        (Rules.from_json("classic"), "hard"),
        (Rules(target=50), "hard"),
        (Rules(target=50, knock_limit=5), "easy"),
        (Rules(target=50), "easy"),
        (Rules.from_json("classic"), "hard"),
        (Rules(target=50), "easy"),
    ]
    played: list[SavedGame] = []
    with GameStore.open(tmp_path) as store:
        for rules, level in plan:
            game = store.new_game(rules, level, rng.randrange(2), rng.randrange(2))
            play_game(game, rng)
            played.append(game)
        unfinished = store.new_game(Rules(), "easy", 0, 0)  # hands of unfinished games count too
        play_game(unfinished, rng, hands=2)
        played.append(unfinished)
    with GameStore.open(tmp_path) as store:
        stats = store.stats()
        assert store.take_notices() == []
    assert stats.overall == expected_tally(played)
    assert 0 < stats.overall.games_won < stats.overall.games_played == len(plan)
    presets = {(g.ai_level, g.rules.preset_name or "custom") for g in played}
    assert set(stats.by_group) == presets
    for level, preset in presets:
        group = [g for g in played if (g.ai_level, g.rules.preset_name or "custom") == (level, preset)]
        assert stats.group(level, preset) == expected_tally(group)
    assert stats.group("easy", "standard").games_played == 0  # every standard game here had target 50
    assert [f.id for f in stats.finished] == [g.id for g in reversed(played[:-1])]
    for finished, game in zip(stats.finished, reversed(played[:-1]), strict=True):
        result = game.match.result
        assert result is not None
        assert finished.sheet == summarize(game.match).lines
        assert [(line.kind, line.winner, line.points, line.totals, line.reason) for line in finished.sheet] == [
            (e.result.kind, e.result.winner, e.result.points, e.totals, e.result.reason) for e in game.match.sheet]
        assert finished.totals == result.totals and finished.shutout == result.shutout
        assert finished.won == (game.match.result.winner == game.human_seat)
        assert finished.preset == (game.rules.preset_name or "custom") and finished.finished_at


def test_damaged_games_are_left_out_of_the_stats(store_copy: Path) -> None:
    """Edge case: game 1's summary was kept when it ended; a row changed since is still found."""
    assert 1 in summary_rows(store_copy)
    edit_file(store_copy / "games.sqlite", "UPDATE actions SET seat = 1 - seat WHERE game_id = 1 AND seq = 3")
    with GameStore.open(store_copy) as store:
        stats = store.stats()
        assert stats.finished == () and stats.overall.games_played == 0
        assert stats.overall.hands_played > 0  # the abandoned and active games still count
        (notice,) = store.take_notices()
        assert "game 1" in notice_text(notice)


# -- the summaries kept for the statistics ------------------------------------------------------

def summary_rows(data_dir: Path) -> dict[object, tuple[object, ...]]:
    """game id → (digest of the game's rows, summary text)."""
    found = rows(data_dir / "games.sqlite", "SELECT game_id, digest, summary FROM game_summaries")
    return {row[0]: row[1:] for row in found}


def count_replays(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Patch the store's loader to note the id of every game it replays."""
    replayed: list[int] = []
    real = reading.load_game

    def spy(conn: sqlite3.Connection, header: GameHeader, key: bytes | None = None) -> LoadedGame:
        replayed.append(header.id)
        return real(conn, header, key)

    monkeypatch.setattr(reading, "load_game", spy)
    return replayed


def test_a_finished_or_abandoned_game_is_never_replayed_for_the_statistics_again(
    store_copy: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Game 1 finished: its summary was written with its last move. Game 2 was abandoned
    # (left without loading it): it is replayed the first time the statistics count it.
    assert sorted(summary_rows(store_copy)) == [1]
    replayed = count_replays(monkeypatch)
    with GameStore.open(store_copy) as store:
        first = store.stats()
    assert sorted(replayed) == [2, 3]
    assert sorted(summary_rows(store_copy)) == [1, 2]  # the active game may still change: never kept
    replayed.clear()
    with GameStore.open(store_copy) as store:
        again = store.stats()
        assert store.take_notices() == []
    assert replayed == [3]  # only the game in progress is replayed
    assert again == first


def test_the_summary_written_at_the_last_move_is_the_replayed_one(store_copy: Path) -> None:
    written = summary_from_json(summary_rows(store_copy)[1][1])
    with GameStore.open(store_copy) as store:
        game = store.load_game(1)
        assert game is not None and game.match.is_over
        assert written == summarize(game.match)
        assert summary_rows(store_copy)[1][0] == store._reader.digest(1) != store._reader.digest(2)


def test_a_summary_that_cannot_be_read_or_no_longer_matches_its_game_is_made_again(
    store_copy: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with GameStore.open(store_copy) as store:
        first = store.stats()
    kept = summary_rows(store_copy)
    edit_file(
        store_copy / "games.sqlite",
        "UPDATE game_summaries SET summary = '{\"format\": 1, \"hands\": [[1, 2, 3]]' WHERE game_id = 1",
        "UPDATE game_summaries SET digest = 'older' WHERE game_id = 2",  # as if made before a change
    )
    replayed = count_replays(monkeypatch)
    with GameStore.open(store_copy) as store:
        assert store.stats() == first
        assert store.take_notices() == []  # a cache miss is not damage: nothing to tell
        assert {g.id: g.status for g in store.games()} == {1: "finished", 2: "abandoned", 3: "active"}
    assert sorted(replayed) == [1, 2, 3]
    assert summary_rows(store_copy) == kept  # made again, the same


def test_a_read_only_store_counts_without_keeping_summaries(store_copy: Path) -> None:
    before = summary_rows(store_copy)
    with GameStore.open(store_copy, read_only=True) as store:
        stats = store.stats()
    assert [f.id for f in stats.finished] == [1]
    assert summary_rows(store_copy) == before  # the abandoned game's summary is not written


@settings(max_examples=300, deadline=None)
@given(st.recursive(
    st.none() | st.booleans() | st.integers(-3, 10**10) | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=10) | st.dictionaries(st.sampled_from(["format", "hands", "final"]), inner),
    max_leaves=40,
))
def test_any_stored_text_reads_as_a_summary_or_as_none(data: object) -> None:
    text = json.dumps(data)
    summary = summary_from_json(text)
    if summary is not None:  # then it is a valid one and writes back the same
        assert summary_from_json(summary_to_json(summary)) == summary


def test_summaries_of_played_games_read_back_exactly(tmp_path: Path) -> None:
    rng = random.Random(3)
    with GameStore.open(tmp_path) as store:
        for rules in (Rules(target=60), Rules.from_json("classic"), Rules(target=50, knock_limit=0)):
            game = store.new_game(rules, "easy", 0, rng.randrange(2))
            play_game(game, rng)
            summary = summarize(game.match)
            assert summary.final is not None and summary.lines
            assert summary_from_json(summary_to_json(summary)) == summary


def test_a_summary_of_the_older_format_with_translated_words_is_made_again(store_copy: Path,
                                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 25: summaries cached by older versions (format 1) hold each hand's reason already worded,
    in the language of the day; the format was bumped, so they are rebuilt from the replay, with codes."""
    from gin_desktop.core.scoring import REASON_MARK
    from gin_desktop.store.stats import SUMMARY_FORMAT

    digest, text = summary_rows(store_copy)[1]
    data = json.loads(str(text))
    assert data["format"] == SUMMARY_FORMAT == 2 and all(h[-1].startswith(REASON_MARK) for h in data["hands"])
    data["format"] = 1  # as an older version kept it: the reasons in German words
    for line in data["hands"]:
        line[-1] = "Klopfen: 7 Restpunkte gegen 3"
    edit_file(store_copy / "games.sqlite", "UPDATE game_summaries SET summary = '"
              + json.dumps(data, separators=(",", ":")) + "' WHERE game_id = 1")
    replayed = count_replays(monkeypatch)
    with GameStore.open(store_copy) as store:
        stats = store.stats()
    assert 1 in replayed  # not read: made again
    (finished,) = stats.finished
    assert all(line.reason.startswith(REASON_MARK) for line in finished.sheet)
    new_digest, new_text = summary_rows(store_copy)[1]
    assert new_digest == digest and json.loads(str(new_text))["format"] == 2 and "Klopfen" not in str(new_text)
