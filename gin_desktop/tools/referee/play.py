"""Whole hands in OpenSpiel's engine: a forced deal, any two players, our scoring.

A seat is played by one of our players (through :class:`~.adapter.ReferenceHand`) or
by OpenSpiel's simple bot (:data:`SIMPLE`). The chance outcomes are forced from a deck
order of ours (ten cards to OpenSpiel's player 0, the non-dealer, ten to player 1,
the upcard, then the stock from the top), so a deal replays exactly with the seats
swapped. A finished hand is scored under our rules by our core: the knocker's melds
as declared, the defender's best lay-offs and melds, ties are undercuts
(OpenSpiel's own returns score a tie as a knock for nothing, lay off only what its
player chose, and are not used).
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from gin_desktop.ai import Player, make_player
from gin_desktop.core import Arrangement, Card, HandResult, KnockSeen, Rules, defender_showdown
from gin_desktop.core.scoring import dead_hand, score_showdown
from gin_desktop.core.views import knock_seen

from .adapter import IllegalStep, ReferenceHand
from .cards import number_of
from .engine import REFERENCE_RULES, new_game, simple_bot

SIMPLE: Final = "simple"  # OpenSpiel's simple_gin_rummy_bot
MAX_STEPS: Final = 600  # OpenSpiel ends a hand after 300 moves; more here means a loop


@dataclass
class Seat:
    """Who plays a seat: one of our players, or OpenSpiel's simple bot (``player`` None)."""

    side: str  # "a" or "b"
    player: Player | None

    @property
    def name(self) -> str:
        return self.player.name if self.player is not None else SIMPLE


@dataclass
class HandRecord:
    """One finished hand: our result, and what happened on the way."""

    result: HandResult
    end: str  # "knock", "wall" (the last discard passed), "limit" (OpenSpiel's own stop)
    times: dict[str, list[float]] = field(default_factory=lambda: {"a": [], "b": []})
    illegal: list[str] = field(default_factory=list)
    knock: tuple[int, KnockSeen] | None = None  # (the knocker's seat, what the table saw) when one went out


def score(hand: ReferenceHand, rules: Rules = REFERENCE_RULES) -> HandResult:
    """The finished hand under ``rules``, by our core (dead if nobody knocked)."""
    record = hand.showdown
    if record is None or not record.knocker_cards:
        return dead_hand("wall")  # (OpenSpiel ends such a hand at its wall or its draw limit)
    knocker = Arrangement.of(record.knocker_cards, record.melds)
    gin = knocker.deadwood_points == 0
    defender = defender_showdown(knocker.melds, record.defender_cards, allow_layoffs=not gin)
    return score_showdown(rules, record.knocker, knocker, defender, False, 1)


@dataclass(frozen=True)
class MatchState:
    """The game around a hand, by OpenSpiel's seat: the scores and hands won so far, the hand's number,
    each seat's knocks in the earlier hands."""

    scores: tuple[int, int] = (0, 0)
    hands_won: tuple[int, int] = (0, 0)
    hand_number: int = 1
    knocks: tuple[tuple[KnockSeen, ...], tuple[KnockSeen, ...]] = ((), ())


def play_hand(deck: Sequence[Card], seats: dict[int, Seat], game: Any = None,
              match: MatchState = MatchState()) -> HandRecord:
    """Play one hand in OpenSpiel's engine from ``deck`` (our deck order, dealt as described above);
    our players see ``match``'s score in their views."""
    game = game if game is not None else new_game()
    state = game.new_initial_state()
    hand = ReferenceHand(state)
    hand.scores, hand.hands_won, hand.hand_number = match.scores, match.hands_won, match.hand_number
    hand.knocks = match.knocks
    order = [number_of(c) for c in deck[:20:2]] + [number_of(c) for c in deck[1:20:2]]
    order += [number_of(c) for c in deck[20:]]
    bots = {seat: simple_bot(game, seat) for seat, s in seats.items() if s.player is None}
    times: dict[str, list[float]] = {"a": [], "b": []}
    illegal: list[str] = []
    dealt = 0
    for _ in range(MAX_STEPS):
        if hand.is_over:
            break
        if state.is_chance_node():
            hand.apply(order[dealt])
            dealt += 1
            continue
        seat = hand.current
        who = seats[seat]
        start = time.perf_counter()
        if who.player is None:
            action = int(bots[seat].step(state))
            times[who.side].append(time.perf_counter() - start)
            hand.apply(action)
            continue
        if not hand.decides(seat):  # only after a refused step: finish the knock as OpenSpiel allows
            hand.apply(int(state.legal_actions()[0]))
            continue
        view = hand.view(seat)
        ours = who.player.choose(view)
        times[who.side].append(time.perf_counter() - start)
        try:
            hand.play(seat, ours)
        except IllegalStep as exc:
            illegal.append(f"{who.side} ({who.name}): {exc}")
            if not hand.is_over and not state.is_chance_node() and hand.current == seat:
                hand.apply(int(state.legal_actions()[0]))
    else:
        raise RuntimeError(f"the hand did not end after {MAX_STEPS} steps:\n{state}")
    end = "knock" if hand.showdown is not None else ("wall" if state.stock_size() == 2 else "limit")
    result = score(hand)
    return HandRecord(result, end, times, illegal, knock_seen(hand.events, result))


_GAME: Any = None  # one OpenSpiel game per process


def shared_game() -> Any:
    """This process's OpenSpiel game (loaded once; :class:`~.engine.ReferenceMissing` without OpenSpiel)."""
    global _GAME
    if _GAME is None:
        _GAME = new_game()
    return _GAME


def seat_for(level: str, seed: str, side: str) -> Seat:
    """Side ``side``'s seat: OpenSpiel's simple bot for ``simple``, else our ``level`` seeded by side."""
    return Seat(side, None if level == SIMPLE else make_player(level, f"{seed}:{side}"))
