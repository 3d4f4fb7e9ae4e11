"""One value of a hand for Expert, the review, the hint and the tutor: its points, at any match score
(weighting them by the score lost whole games: docs/ai.md, "Whole games"), and a recorded hand seen again
exactly as the player saw it (the same worlds as the hint's)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from gin_desktop.ai import view_fingerprint
from gin_desktop.ai.engine import analyse, match_worth
from gin_desktop.ai.review import decision_kind, grade_decision
from gin_desktop.core import Discard, Hand, KnockSeen, Match, Phase, PlayerView, Rules, knocks_by, view_of
from gin_desktop.services.records import GameRecords
from gin_desktop.store import GameStore
from tests.store.helpers import choose, play_game


@pytest.mark.parametrize("scores", [(0, 0), (90, 70), (95, 95), (20, 99)])
def test_a_hands_points_are_worth_themselves_at_any_score(scores: tuple[int, int]) -> None:
    match = Match(Rules(), 0)
    match.scores[:] = list(scores)
    match.deal_random(random.Random(4))
    assert match.hand is not None
    for seat in (0, 1):
        worth = match_worth(view_of(match.hand, seat, match))
        assert [worth(p) for p in (-40, -30, -3, 0, 9, 14, 55)] == [-40, -30, -3, 0, 9, 14, 55]


def test_a_recorded_hand_is_seen_again_as_the_player_saw_it_in_a_later_hand(tmp_path: Path) -> None:
    """The review and the drills replay a hand from its record: the view at each of the player's decisions
    is the one the table (the hint, the tutor) had, scores, hands won and hand number included, so the
    engine samples the same worlds and values the points by the same score."""
    rng = random.Random(11)
    with GameStore.open(tmp_path) as store:
        game = store.new_game(Rules(), "easy", 0, 0)
        play_game(game, rng, hands=3)
        match = game.match
        if match.needs_deal and not match.is_over:
            game.deal_random(rng)
        # the fingerprint of the player's view at each action of the hand in play, and the opponent's knocks it shows
        live: dict[int, tuple[str, tuple[KnockSeen, ...]]] = {}
        hand = match.hand
        assert hand is not None and len(match.hands) >= 3 and max(match.scores) > 0
        while not hand.is_over:
            if hand.current == 0:
                view = view_of(hand, 0, match)
                live[len(hand.history)] = (view_fingerprint(view), view.opponent_knocks)
            game.apply(choose(hand, rng))
        number = len(match.hands)
        record = GameRecords(store, lambda: game).hand_record(None, number)
        assert record is not None and record.hand_number == number
        before = match.sheet[number - 2]
        assert record.scores == before.totals
        assert record.knocks == knocks_by(match.hands[:number - 1])
        assert sum(record.hands_won) == sum(1 for line in match.sheet[:number - 1] if line.result.winner is not None)
        replay = Hand(record.rules, record.deck, record.dealer)
        seen = {}
        for index, (seat, action) in enumerate(record.history):
            if seat == 0 and index in live:
                view = record.view(replay, 0)
                seen[index] = (view_fingerprint(view), view.opponent_knocks)
            replay.apply(action)
        assert seen == live and live


def test_the_engine_and_the_review_value_a_decision_by_its_points_at_any_score() -> None:
    """At 95-95 the next hand decides the game; the engine still values the choices by their points (the same
    figures as at 0-0 with the same worlds' values), and so does the review: the worlds depend on the view,
    the score included, so the figures differ from 0-0 only by the dice."""
    match = Match(Rules(), 0)
    match.deal_random(random.Random(8))
    hand = match.hand
    assert hand is not None
    rng = random.Random(2)
    while hand.phase is not Phase.DISCARD or hand.current != 0:
        hand.apply(choose(hand, rng))
    at_start = view_of(hand, 0, match)
    match.scores[:] = [95, 95]
    near_end = view_of(hand, 0, match)

    def means(view: PlayerView, **kw: object) -> list[float]:
        analysis = analyse(view, "t", cap=64, **kw)  # type: ignore[arg-type]
        assert analysis is not None
        return [e.mean for e in sorted(analysis.choices, key=lambda e: str(e.action))]

    assert means(near_end) == means(near_end, worth=float) == means(near_end, worth=match_worth(near_end))
    assert means(at_start) == means(at_start, worth=float)
    assert all(abs(m) <= 150 for m in means(near_end))  # (no game bonus in a hand's worth: points only)
    action = next(a for a in near_end.legal_actions if isinstance(a, Discard))
    kind = decision_kind(near_end.phase)
    assert kind is not None
    late = grade_decision(near_end, action, kind)
    assert late and abs(late[0].best.expected) <= 150
