"""What one seat may see: its own cards plus the public history, nothing else.

A :class:`PlayerView` is the only thing a computer player receives, so an opponent
that reads it cannot peek. Two games that differ only in hidden information (the
other hand, the stock order) give equal views.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .actions import Action, Knock
from .cards import Card
from .hand import Event, EventKind, Hand, Phase
from .match import Match
from .melds import Arrangement, deadwood_points
from .rules import Rules
from .scoring import HandResult


@dataclass(frozen=True, slots=True)
class KnockSeen:
    """A knock (gin included) that ended an earlier hand of the game, as both players saw it at the table."""

    turns: int  # the knocker's own draws in that hand
    deadwood: int  # the deadwood it knocked with (0: gin)


def knock_seen(events: Sequence[Event], result: HandResult | None) -> tuple[int, KnockSeen] | None:
    """(the knocker's seat, what it showed) for a hand that ended by a knock or gin; None otherwise."""
    if result is None or result.knocker is None:
        return None
    drawn = (EventKind.DRAW_STOCK, EventKind.DRAW_DISCARD)
    turns = sum(1 for e in events if e.seat == result.knocker and e.action in drawn)
    return result.knocker, KnockSeen(turns, result.knocker_deadwood)


def knocks_by(hands: Iterable[Hand]) -> tuple[tuple[KnockSeen, ...], tuple[KnockSeen, ...]]:
    """The knocks each seat (0, 1) made in ``hands``, in order."""
    seen: tuple[list[KnockSeen], list[KnockSeen]] = ([], [])
    for hand in hands:
        knock = knock_seen(hand.events, hand.result)
        if knock is not None:
            seen[knock[0]].append(knock[1])
    return tuple(seen[0]), tuple(seen[1])


@dataclass(frozen=True, slots=True)
class PlayerView:
    seat: int
    rules: Rules
    dealer: int
    phase: Phase
    current: int
    hand: tuple[Card, ...]  # own cards, in hand order
    opponent_card_count: int
    stock_count: int
    discard_pile: tuple[Card, ...]  # bottom first; the top card is last
    upcard: Card | None  # the first upcard of the hand (None with the 11-card opening)
    knock_limit: int  # for this hand (Oklahoma, straight gin)
    multiplier: int  # 2 when an Oklahoma spade upcard doubles the hand
    events: tuple[Event, ...]  # history; the card of the opponent's stock draws is hidden
    taken: Card | None  # card taken from the pile this turn (cannot be discarded)
    must_go_out: bool  # took the last discard at the wall: must knock now
    legal_actions: tuple[Action, ...]  # empty unless it is this seat's turn
    knocker: int | None
    knocker_arrangement: Arrangement | None  # public once the knocker lays down
    result: HandResult | None  # public once the hand is over
    scores: tuple[int, int]
    hands_won: tuple[int, int]
    hand_number: int
    # The opponent's knocks in the earlier hands of this game: how it plays, as a player at the table
    # remembers it (Expert reads it, ai/opponent_style.py).
    opponent_knocks: tuple[KnockSeen, ...] = ()

    @property
    def opponent(self) -> int:
        return 1 - self.seat

    @property
    def my_turn(self) -> bool:
        return self.current == self.seat and bool(self.legal_actions)

    @property
    def top_discard(self) -> Card | None:
        return self.discard_pile[-1] if self.discard_pile else None

    @property
    def discards(self) -> tuple[tuple[int, Card], ...]:
        """Every card discarded this hand, in order, with the seat that discarded it."""
        thrown = (EventKind.DISCARD, EventKind.KNOCK)
        return tuple((e.seat, e.card) for e in self.events if e.action in thrown and e.card)

    @property
    def can_go_gin(self) -> bool:
        """A legal knock now would leave no deadwood: the knock goes gin."""
        return any(isinstance(a, Knock) and deadwood_points([c for c in self.hand if c != a.card]) == 0
                   for a in self.legal_actions)

    def taken_by(self, seat: int) -> tuple[Card, ...]:
        """Cards ``seat`` took from the discard pile (the upcard included), in order."""
        return tuple(e.card for e in self.events if e.seat == seat and e.action is EventKind.DRAW_DISCARD and e.card)

    def passed_by(self, seat: int) -> tuple[Card, ...]:
        """Cards ``seat`` declined: the first upcard, or the last discard at the wall."""
        return tuple(e.card for e in self.events if e.seat == seat and e.action is EventKind.PASS and e.card)


def view_of(hand: Hand, seat: int, match: Match | None = None, *, scores: tuple[int, int] = (0, 0),
            hands_won: tuple[int, int] = (0, 0), number: int = 1,
            opponent_knocks: tuple[KnockSeen, ...] = ()) -> PlayerView:
    """The view of ``seat`` on ``hand`` in ``match``; without one, in a match at ``scores`` with
    ``hands_won`` where ``hand`` is hand ``number`` after the opponent's ``opponent_knocks`` (a recorded
    hand seen again as it was played)."""
    events = tuple(
        Event(e.seat, e.action, None) if e.action is EventKind.DRAW_STOCK and e.seat != seat else e for e in hand.events
    )
    shown = hand.phase in (Phase.SHOWDOWN, Phase.OVER)
    scores = (match.scores[0], match.scores[1]) if match else scores
    won = (match.hands_won[0], match.hands_won[1]) if match else hands_won
    number = (match.hands.index(hand) + 1) if match and hand in match.hands else number
    if match is not None:
        opponent_knocks = knocks_by(match.hands[:number - 1])[1 - seat]
    return PlayerView(
        seat=seat,
        rules=hand.rules,
        dealer=hand.dealer,
        phase=hand.phase,
        current=hand.current,
        hand=tuple(hand.hands[seat]),
        opponent_card_count=len(hand.hands[1 - seat]),
        stock_count=hand.stock_count,
        discard_pile=tuple(hand.discard_pile),
        upcard=hand.upcard,
        knock_limit=hand.knock_limit,
        multiplier=hand.multiplier,
        events=events,
        taken=hand.taken if hand.current == seat else None,
        must_go_out=hand.must_go_out and hand.current == seat and hand.phase == Phase.DISCARD,
        legal_actions=tuple(hand.legal_actions()) if hand.current == seat and not hand.is_over else (),
        knocker=hand.knocker,
        knocker_arrangement=hand.knocker_arrangement if shown else None,
        result=hand.result if hand.phase == Phase.OVER or hand.phase == Phase.DEAD else None,
        scores=scores,
        hands_won=won,
        hand_number=number,
        opponent_knocks=opponent_knocks,
    )
