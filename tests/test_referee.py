"""The referee: OpenSpiel's engine playing our levels, and the tools around it.

The card and meld numbering and the missing-extra path need no OpenSpiel; the rest
skips without it (the ``reference`` extra).
"""

from __future__ import annotations

import itertools
import json
import re
import sys
from pathlib import Path
from typing import Any

import pytest

from gin_desktop.ai import make_player
from gin_desktop.core import Hand, Meld, shuffled_deck, view_of
from gin_desktop.core.cards import DECK
from gin_desktop.tools import main
from gin_desktop.tools.referee import cards as os_cards
from gin_desktop.tools.referee.engine import REFERENCE_RULES

ROOT = Path(__file__).resolve().parents[1]


def test_only_the_referee_imports_openspiel() -> None:
    # The app and the frozen build never load the measurement extra.
    pattern = re.compile(r"^\s*(import|from)\s+(pyspiel|open_spiel)\b", re.MULTILINE)
    for path in (ROOT / "gin_desktop").rglob("*.py"):
        if "referee" in path.relative_to(ROOT / "gin_desktop").parts:
            continue
        assert not pattern.search(path.read_text(encoding="utf-8")), path


def test_card_and_meld_numbers_round_trip() -> None:
    assert sorted(os_cards.number_of(c) for c in DECK) == list(range(52))
    assert all(os_cards.card_of(os_cards.number_of(c)) == c for c in DECK)
    assert os_cards.card_of(0).code == "AS" and os_cards.card_of(13).code == "AC" and os_cards.card_of(51).code == "KH"
    melds = [os_cards.meld_of_number(n) for n in range(185)]
    assert len({m.cards for m in melds}) == 185
    assert all(os_cards.meld_number(m) == n for n, m in enumerate(melds))
    assert sum(m.kind == "set" for m in melds) == 65


def test_long_runs_are_declared_as_runs_of_three_to_five() -> None:
    for length in range(3, 14):
        run = Meld.of(DECK[39:39 + length])  # spades ace up
        parts = os_cards.split_meld(run)
        assert all(3 <= len(p.cards) <= 5 for p in parts)
        assert [c for p in parts for c in p.cards] == list(run.cards)


def test_a_missing_openspiel_is_a_clear_message(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, "pyspiel", None)  # import pyspiel now raises ImportError
    import gin_desktop.tools.referee.play as play

    monkeypatch.setattr(play, "_GAME", None)
    assert main(["referee", "--a", "easy", "--hands", "1", "--quiet"]) == 2
    assert "pip install -e '.[reference]'" in capsys.readouterr().err


# -- with OpenSpiel ----------------------------------------------------------------------


@pytest.fixture(scope="module")
def game() -> object:
    pytest.importorskip("pyspiel", reason="OpenSpiel is not installed: pip install -e '.[reference]'")
    from gin_desktop.tools.referee.engine import new_game

    return new_game()


def _fields(view: object) -> tuple[object, ...]:
    names = ("seat", "phase", "current", "hand", "opponent_card_count", "stock_count", "discard_pile", "upcard",
             "knock_limit", "events", "taken", "must_go_out", "knocker")
    return tuple(getattr(view, n) for n in names)


@pytest.mark.parametrize("levels", [("baseline", "medium"), ("hard", "easy"), ("challenger", "hard")])
def test_openspiel_hands_are_our_hands(game: object, levels: tuple[str, str]) -> None:
    """The same deal played in our core and in OpenSpiel's engine: equal views, equal results."""
    from gin_desktop.tools.referee.adapter import ReferenceHand
    from gin_desktop.tools.referee.cards import number_of
    from gin_desktop.tools.referee.play import score

    compared = 0
    for index in range(30):
        deck = shuffled_deck(seed=f"twin:{index}")
        players = [make_player(levels[0], "x"), make_player(levels[1], "y")]
        ours = Hand(REFERENCE_RULES, deck, dealer=1)
        theirs = ReferenceHand(game.new_initial_state())  # type: ignore[attr-defined]
        order = [number_of(c) for c in deck[:20:2]] + [number_of(c) for c in deck[1:20:2]]
        order += [number_of(c) for c in deck[20:]]
        dealt = 0
        while not ours.is_over:
            while theirs.state.is_chance_node():
                theirs.apply(order[dealt])
                dealt += 1
            seat = ours.current
            mine, seen = view_of(ours, seat), theirs.view(seat)
            assert _fields(seen) == _fields(mine)
            assert set(seen.legal_actions) <= set(mine.legal_actions)
            action = players[seat].choose(seen)
            ours.apply(action)
            theirs.play(seat, action)
            compared += 1
        assert ours.result is not None
        assert theirs.is_over or ours.result.kind == "dead"
        result = score(theirs)
        assert (result.kind, result.winner, result.points) == (ours.result.kind, ours.result.winner,
                                                               ours.result.points)
    assert compared > 500


def test_smoke_referee_arena(game: object) -> None:
    from gin_desktop.tools.referee.arena import run_referee

    summary = run_referee("hard", "simple", 3, "smoke", 1, None)
    assert summary["hands_played"] == 6 and summary["illegal_actions"] == 0
    assert sum(summary["ends"].values()) == 6
    assert summary["decision_time"]["a"]["max_ms"] > 0
    # The baseline is the simple bot, move for move: each deal's two hands cancel exactly.
    mirror = run_referee("baseline", "simple", 4, "smoke", 1, None)
    assert mirror["mean_points_per_hand_a"] == 0 and mirror["wins"]["a"] == mirror["wins"]["b"]


@pytest.mark.parametrize("level", ["easy", "medium", "hard", "expert", "baseline", "challenger"])
def test_every_level_plays_legally_in_openspiel_s_engine(game: object, level: str) -> None:
    from gin_desktop.tools.referee.arena import run_referee

    summary = run_referee(level, "simple", 1, f"levels:{level}", 1, None)
    assert summary["hands_played"] == 2 and summary["illegal_actions"] == 0, summary["illegal_examples"]


def test_referee_command_plays_ours_against_ours(game: object, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["referee", "--a", "easy", "--b", "medium", "--hands", "2", "--seed", "3", "--quiet"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert (summary["a"], summary["b"], summary["hands_played"], summary["illegal_actions"]) == ("easy", "medium", 4, 0)


def test_whole_games_mirror_and_end_at_the_target(game: object) -> None:
    # The baseline plays as the simple bot does, so a game and its seat-swapped twin are mirror
    # images: each pair is split one game each and A's points cancel. Every game ends at the target.
    from gin_desktop.tools.referee.games import play_game_pair, summarize_games

    pairs = [play_game_pair(("baseline", "simple", i, "whole")) for i in range(3)]
    assert all(sorted(p.winners) == ["a", "b"] and p.net_a == 0 for p in pairs)
    summary = summarize_games("baseline", "simple", "whole", pairs, 0.0)
    assert summary["a_share"] == 0.5 and summary["pairs_split"] == 3 and summary["illegal_actions"] == 0
    assert summary["hands_played"] == sum(p.hands for p in pairs) > 6


@pytest.mark.parametrize("hide", [False, True])
def test_whole_games_show_the_score_to_our_player(game: object, monkeypatch: pytest.MonkeyPatch, hide: bool) -> None:
    # A game's later hands are shown with the score so far (the single-hand referee shows 0-0 always):
    # what our player saw adds up, hand by hand, to the points of the hands before; and with the opponent's
    # knocks in those hands (the simple bot's: it knocks when it can, late in a hand too).
    from gin_desktop.ai.opponent_style import knocks_when_it_can
    from gin_desktop.core import KnockSeen, PlayerView
    from gin_desktop.tools.referee import games
    from gin_desktop.tools.referee.play import Seat, seat_for

    seen: list[tuple[int, tuple[int, int], tuple[int, int]]] = []
    knocks: list[tuple[int, tuple[KnockSeen, ...], bool]] = []

    class Spy:
        name = "spy"

        def __init__(self, inner: object) -> None:
            self.inner = inner

        def choose(self, view: PlayerView) -> object:
            seen.append((view.hand_number, view.scores, view.hands_won))
            knocks.append((view.hand_number, view.opponent_knocks, knocks_when_it_can(view)))
            return self.inner.choose(view)  # type: ignore[attr-defined]

    def side(level: str, seed: str, which: str) -> Seat:
        seat = seat_for(level, seed, which)
        return Seat(which, Spy(seat.player)) if which == "a" and seat.player is not None else seat  # type: ignore[arg-type]

    monkeypatch.setattr(games, "seat_for", side)
    pair = games.play_game_pair(("medium", "simple", 0, "score", hide))
    if hide:  # (--hide-score: the same games, every hand shown as a game's first at 0-0)
        assert seen and all(s == (1, (0, 0), (0, 0)) for s in seen) and pair.hands >= 3
        assert all(k == () for _, k, _ in knocks)
        return
    numbers = [n for n, _, _ in seen]
    drops = [i for i in range(1, len(numbers)) if numbers[i] < numbers[i - 1]]
    assert max(numbers) >= 3 and len(drops) == 1 and numbers[drops[0]] == 1  # two games, each from hand 1
    later = [(scores, won) for n, scores, won in seen if n > 1]
    assert any(sum(scores) > 0 for scores, _ in later)
    for scores, won in later:
        assert all(w <= s for w, s in zip(won, scores, strict=True))  # a hand won scores at least a point
        assert max(scores) < REFERENCE_RULES.target  # a game ends once a side reaches the target
    assert len(pair.winners) == 2
    for (n0, k0, _), (n1, k1, _) in itertools.pairwise(knocks):
        if n1 == 1:
            assert k1 == ()  # a new game remembers nothing
        elif n1 > n0:
            assert k1[:len(k0)] == k0 and len(k1) <= len(k0) + 1  # one hand more: at most one knock more
        else:
            assert k1 == k0  # (the same hand)
    assert all(0 <= k.deadwood <= REFERENCE_RULES.knock_limit and k.turns >= 1 for _, ks, _ in knocks for k in ks)
    assert any(late for _, _, late in knocks)


def test_whole_game_runs_merge_into_one_summary(game: object, tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    # Two runs of other game numbers give the figures of one run over both.
    names = []
    for first in ("0", "2"):
        assert main(["referee", "--a", "easy", "--games", "2", "--first-game", first, "--seed", "m", "--quiet"]) == 0
        names.append(tmp_path / f"{first}.json")
        names[-1].write_text(capsys.readouterr().out, encoding="utf-8")
    assert main(["referee", "--a", "easy", "--games", "4", "--seed", "m", "--quiet"]) == 0
    whole = json.loads(capsys.readouterr().out)
    assert main(["referee", "--merge", *map(str, names)]) == 0
    merged = json.loads(capsys.readouterr().out)
    for key in ("games", "a_share", "ci95_a_share", "hands_played", "mean_points_per_hand_a", "per_pair"):
        assert merged[key] == whole[key], key
    assert main(["referee", "--merge", str(tmp_path / "missing.json")]) == 2
    assert "cannot merge" in capsys.readouterr().err


@pytest.mark.parametrize("count", [["--hands", "1"], ["--games", "1"]])
def test_an_unknown_level_is_a_clear_message(game: object, capsys: pytest.CaptureFixture[str],
                                             count: list[str]) -> None:
    assert main(["referee", "--a", "nosuch", *count, "--quiet"]) == 2
    assert "unknown computer level 'nosuch'" in capsys.readouterr().err


def _summary(side_a: str, rows: list[list[Any]]) -> dict[str, Any]:
    return {"a": side_a, "b": "simple", "seed": "1", "per_pair": rows}


def test_two_whole_game_runs_pair_game_by_game(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # --paired: two versions of side A on the same numbered games. Game 7 exists in one run only and is left
    # out; the runs' rows come in other orders and still pair by number.
    new = _summary("new", [["aa", 8, 40, 0, 1], ["ab", 10, 0, 1, 2], ["ba", 6, -10, 0, 3], ["aa", 5, 9, 0, 7]])
    old = _summary("old", [["ba", 6, -20, 0, 3], ["bb", 9, -30, 0, 1], ["ab", 10, 5, 0, 2]])
    names = []
    for run in (new, old):
        names.append(tmp_path / f"{run['a']}.json")
        names[-1].write_text(json.dumps(run), encoding="utf-8")
    assert main(["referee", "--paired", *map(str, names)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["game_pairs"] == 3
    assert out["a_share"] == {"new": round(4 / 6, 4), "old": round(2 / 6, 4)}
    assert out["a_share_gain"] == round(4 / 6 - 2 / 6, 4)
    assert out["points_per_hand_gain"] == round(30 / 24 - (-45 / 25), 3)
    low, high = out["ci95_a_share_gain"]
    assert low <= out["a_share_gain"] <= high
    # A run against itself gains nothing, with no spread.
    assert main(["referee", "--paired", str(names[0]), str(names[0])]) == 0
    same = json.loads(capsys.readouterr().out)
    assert same["a_share_gain"] == 0 and same["ci95_points_per_hand_gain"] == [0, 0]
    # Runs against another side B, or without numbered games in common, do not pair.
    other = tmp_path / "other.json"
    other.write_text(json.dumps({**old, "b": "hard"}), encoding="utf-8")
    assert main(["referee", "--paired", str(names[0]), str(other)]) == 2
    assert "cannot pair" in capsys.readouterr().err
    unnumbered = tmp_path / "unnumbered.json"
    unnumbered.write_text(json.dumps(_summary("old", [row[:4] for row in old["per_pair"]])), encoding="utf-8")
    assert main(["referee", "--paired", str(names[0]), str(unnumbered)]) == 2
    assert "fewer than two" in capsys.readouterr().err
