"""A match (a "game" in the rules text): hands played until a player reaches the target.

The match keeps the running score, a score sheet with the reason of every entry,
and at the end adds the game bonus, the shutout rule and the box bonuses.
Option ``shutout = double_score`` doubles the winner's whole final score (hand
points, game bonus and box bonuses together).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from .actions import Action
from .cards import Card, shuffled_deck
from .errors import IllegalActionError
from .hand import Hand
from .rules import Rules
from .scoring import HandResult


@dataclass(frozen=True, slots=True)
class SheetEntry:
    """One line of the score sheet: a hand and what it scored."""

    hand_number: int  # 1-based
    dealer: int
    result: HandResult
    totals: tuple[int, int]  # running totals after this hand

    @property
    def points(self) -> tuple[int, int]:
        out = [0, 0]
        if self.result.winner is not None:
            out[self.result.winner] = self.result.points
        return (out[0], out[1])


@dataclass(frozen=True, slots=True)
class BonusLine:
    """One bonus of a finished match: ``kind`` is ``"game"``, ``"game_shutout"`` (doubled),
    ``"box"`` (``count`` hands won × ``unit``) or ``"shutout_score"`` (the winner's score
    doubled); ``text.score_text.bonus_label`` words it."""

    seat: int
    kind: str
    points: int
    count: int = 0
    unit: int = 0


@dataclass(frozen=True, slots=True)
class MatchResult:
    """Final accounting of a finished match."""

    winner: int
    hand_points: tuple[int, int]
    bonuses: tuple[BonusLine, ...]
    totals: tuple[int, int]
    shutout: bool

    @property
    def difference(self) -> int:
        return self.totals[self.winner] - self.totals[1 - self.winner]


class Match:
    """Hands to the target. Seats are 0 and 1; ``first_dealer`` comes from the cut."""

    def __init__(self, rules: Rules, first_dealer: int) -> None:
        if first_dealer not in (0, 1):
            raise IllegalActionError(f"first dealer must be seat 0 or 1, got {first_dealer!r}")
        self.rules = rules
        self.first_dealer = first_dealer
        self.hands: list[Hand] = []
        self.sheet: list[SheetEntry] = []
        self.scores = [0, 0]
        self.hands_won = [0, 0]
        self.result: MatchResult | None = None

    @classmethod
    def new(cls, rules: Rules, rng: random.Random | None = None) -> Match:
        """A match whose first dealer is chosen at random (the cut for high card)."""
        return cls(rules, (rng or random.Random()).randrange(2))

    # -- state --------------------------------------------------------------------
    @property
    def hand(self) -> Hand | None:
        """The latest hand (in progress or just finished), if any."""
        return self.hands[-1] if self.hands else None

    @property
    def is_over(self) -> bool:
        return self.result is not None

    @property
    def needs_deal(self) -> bool:
        return not self.is_over and (not self.hands or self.hands[-1].is_over)

    def next_dealer(self) -> int:
        if not self.hands:
            return self.first_dealer
        last = self.hands[-1]
        if last.result is None or last.result.winner is None:  # dead hand: same dealer
            return last.dealer
        if self.rules.next_dealer == "winner":
            return last.result.winner
        return 1 - last.dealer

    # -- play ---------------------------------------------------------------------
    def deal(self, deck: Sequence[Card]) -> Hand:
        """Start the next hand from an explicit deck order."""
        if self.is_over:
            raise IllegalActionError("the match is over; start a new match")
        if not self.needs_deal:
            raise IllegalActionError("the current hand is still being played")
        hand = Hand(self.rules, deck, self.next_dealer())
        self.hands.append(hand)
        return hand

    def deal_random(self, rng: random.Random | None = None) -> Hand:
        return self.deal(shuffled_deck(rng=rng or random.Random()))

    def apply(self, action: Action) -> None:
        """Apply an action to the hand in play; score it and the match when it ends."""
        hand = self.hand
        if hand is None or hand.is_over:
            raise IllegalActionError("no hand is being played; deal the next hand first")
        hand.apply(action)
        if hand.is_over:
            self._record(hand)

    def _record(self, hand: Hand) -> None:
        result = hand.result
        assert result is not None
        if result.winner is not None:
            self.scores[result.winner] += result.points
            self.hands_won[result.winner] += 1
        self.sheet.append(SheetEntry(len(self.hands), hand.dealer, result, (self.scores[0], self.scores[1])))
        if max(self.scores) >= self.rules.target:
            self._finish()

    def _finish(self) -> None:
        r = self.rules
        winner = 0 if self.scores[0] >= r.target else 1
        loser = 1 - winner
        shutout = self.scores[loser] == 0
        lines: list[BonusLine] = []
        totals = list(self.scores)
        bonus = r.game_bonus
        if shutout and r.shutout == "double_bonus":
            bonus *= 2
            lines.append(BonusLine(winner, "game_shutout", bonus, unit=r.game_bonus))
        else:
            lines.append(BonusLine(winner, "game", bonus))
        totals[winner] += bonus
        for seat in (winner, loser):
            won = self.hands_won[seat]
            if won and r.box_bonus:
                box = won * r.box_bonus
                lines.append(BonusLine(seat, "box", box, count=won, unit=r.box_bonus))
                totals[seat] += box
        if shutout and r.shutout == "double_score":
            lines.append(BonusLine(winner, "shutout_score", totals[winner]))
            totals[winner] *= 2
        self.result = MatchResult(
            winner, (self.scores[0], self.scores[1]), tuple(lines), (totals[0], totals[1]), shutout
        )
