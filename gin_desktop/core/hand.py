"""One hand of gin rummy as an explicit state machine.

A hand starts from a given deck order and dealer, so it replays exactly. At any
moment it has a ``phase``, a ``current`` seat, the ``legal_actions()`` of that seat
and ``apply(action)``; an illegal action raises :class:`IllegalActionError` naming
what was wrong and what is legal.

Phases (opening ``upcard``): the non-dealer, then the dealer, is offered the upcard;
if both pass the non-dealer must draw from the stock. Then turns of DRAW and
DISCARD (discard, knock, or big gin) follow. A knock leads to SHOWDOWN, where the
defender lays out (the core finds the best melds and lay-offs), and then OVER. The
wall ends the hand as DEAD, or with ``wall = last_discard`` first offers the last
discard to the other player in WALL_OFFER, to be taken only to go out at once.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Final

from .actions import Action, BigGin, Discard, DrawDiscard, DrawStock, Knock, LayOut, Pass
from .cards import Card, format_cards, mask_of, shuffled_deck, validate_deck
from .errors import IllegalActionError, MeldError
from .layoffs import defender_showdown
from .melds import Arrangement, best_arrangements, deadwood_of_mask, discard_deadwood
from .rules import Rules
from .scoring import HandResult, dead_hand, score_showdown

WALL: Final = 2  # the last two stock cards are never drawn


class Phase(Enum):
    UPCARD_NONDEALER = "upcard_nondealer"
    UPCARD_DEALER = "upcard_dealer"
    DRAW = "draw"
    DISCARD = "discard"
    WALL_OFFER = "wall_offer"
    SHOWDOWN = "showdown"
    OVER = "over"
    DEAD = "dead"


PHASE_HELP: Final[dict[Phase, str]] = {
    Phase.UPCARD_NONDEALER: "the non-dealer may take the upcard or pass",
    Phase.UPCARD_DEALER: "the dealer may take the upcard or pass",
    Phase.DRAW: "draw from the stock or the discard pile",
    Phase.DISCARD: "discard a card, knock, or go gin",
    Phase.WALL_OFFER: "the last discard may be taken only to knock or go gin at once",
    Phase.SHOWDOWN: "the defender lays out melds and lays off",
    Phase.OVER: "the hand is over",
    Phase.DEAD: "the hand was cancelled at the wall",
}


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened. ``card`` of a stock draw is private to ``seat``."""

    seat: int
    action: str  # pass, draw_stock, draw_discard, discard, knock, big_gin, lay_out
    card: Card | None = None


class Hand:
    """A hand in progress. Build with :meth:`deal` (explicit deck) or :meth:`deal_seeded`."""

    def __init__(self, rules: Rules, deck: Sequence[Card], dealer: int) -> None:
        validate_deck(deck)
        if dealer not in (0, 1):
            raise IllegalActionError(f"dealer must be seat 0 or 1, got {dealer!r}")
        self.rules: Final = rules
        self.deck: Final[tuple[Card, ...]] = tuple(deck)
        self.dealer: Final = dealer
        nondealer = 1 - dealer
        eleven = rules.opening == "eleven"
        dealt = 21 if eleven else 20
        self.hands: tuple[list[Card], list[Card]] = ([], [])
        for i in range(dealt):
            self.hands[nondealer if i % 2 == 0 else dealer].append(self.deck[i])
        self._next_stock = 21  # index into deck of the top stock card
        self.discard_pile: list[Card] = [] if eleven else [self.deck[20]]
        self.upcard: Card | None = None if eleven else self.deck[20]
        self.knock_limit, self.multiplier = rules.hand_terms(self.upcard)
        self.phase = Phase.DISCARD if eleven else Phase.UPCARD_NONDEALER
        self.current = nondealer
        self.taken: Card | None = None  # taken from the pile this turn: not discardable
        self.must_go_out = False  # took the last discard under wall = last_discard
        self.history: list[tuple[int, Action]] = []
        self.events: list[Event] = []
        self.knocker: int | None = None
        self.knocker_arrangement: Arrangement | None = None
        self.result: HandResult | None = None
        self._options: dict[Card, int] | None = None  # deadwood after each discard
        self._legal: list[Action] | None = None  # cache, cleared by apply

    # -- construction -------------------------------------------------------------
    @classmethod
    def deal(cls, rules: Rules, deck: Sequence[Card], dealer: int) -> Hand:
        return cls(rules, deck, dealer)

    @classmethod
    def deal_seeded(cls, rules: Rules, seed: int | str, dealer: int) -> Hand:
        return cls(rules, shuffled_deck(random.Random(seed).getrandbits(64)), dealer)

    # -- state --------------------------------------------------------------------
    @property
    def nondealer(self) -> int:
        return 1 - self.dealer

    @property
    def stock_count(self) -> int:
        return 52 - self._next_stock

    @property
    def stock(self) -> list[Card]:
        """The stock, top card first (hidden information: not part of any view)."""
        return list(self.deck[self._next_stock :])

    @property
    def top_discard(self) -> Card | None:
        return self.discard_pile[-1] if self.discard_pile else None

    @property
    def is_over(self) -> bool:
        return self.phase in (Phase.OVER, Phase.DEAD)

    def deadwood(self, seat: int) -> int:
        return deadwood_of_mask(mask_of(self.hands[seat]))

    def discard_options(self) -> dict[Card, int]:
        """In DISCARD: each card the current player holds → deadwood after discarding it."""
        if self._options is None:
            self._options = discard_deadwood(self.hands[self.current])
        return self._options

    # -- legality -----------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        """Every legal action of the current player (knocks without explicit melds)."""
        if self._legal is None:
            self._legal = self._compute_legal()
        return list(self._legal)

    def _compute_legal(self) -> list[Action]:
        phase = self.phase
        if phase in (Phase.UPCARD_NONDEALER, Phase.UPCARD_DEALER):
            return [DrawDiscard(), Pass()]
        if phase == Phase.DRAW:
            if self._forced_stock():
                return [DrawStock()]
            return [DrawStock(), DrawDiscard()] if self.discard_pile else [DrawStock()]
        if phase == Phase.DISCARD:
            out: list[Action] = []
            hand = self.hands[self.current]
            options = self.discard_options() if len(hand) == 11 else {}
            for card in hand:
                if card == self.taken:
                    continue
                if not self.must_go_out:
                    out.append(Discard(card))
                if options.get(card, 99) <= self.knock_limit:
                    out.append(Knock(card))
            if self._can_big_gin():
                out.append(BigGin())
            return out
        if phase == Phase.WALL_OFFER:
            return [DrawDiscard(), Pass()] if self._wall_take_can_go_out() else [Pass()]
        if phase == Phase.SHOWDOWN:
            return [LayOut()]
        return []

    def _forced_stock(self) -> bool:
        """After both players passed the upcard the non-dealer must draw from the stock."""
        return len(self.history) == 2 and all(isinstance(a, Pass) for _, a in self.history)

    def _can_big_gin(self) -> bool:
        hand = self.hands[self.current]
        return self.rules.big_gin and len(hand) == 11 and deadwood_of_mask(mask_of(hand)) == 0

    def _wall_take_can_go_out(self) -> bool:
        top = self.top_discard
        if top is None:
            return False
        cards = [*self.hands[self.current], top]
        options = discard_deadwood(cards)
        if self.rules.big_gin and deadwood_of_mask(mask_of(cards)) == 0:
            return True
        return any(d <= self.knock_limit for c, d in options.items() if c != top)

    def is_legal(self, action: Action) -> bool:
        return self.why_illegal(action) is None

    def why_illegal(self, action: Action) -> str | None:
        """None when ``action`` is legal, else the message :meth:`apply` would raise."""
        try:
            self._check(action)
        except IllegalActionError as exc:
            return str(exc)
        return None

    def _check(self, action: Action) -> Arrangement | None:
        """Raise :class:`IllegalActionError` unless legal; return the knocker's arrangement."""
        if self.is_over:
            raise IllegalActionError(f"the hand is over ({PHASE_HELP[self.phase]}); no action is legal")
        bare: Action = action
        if isinstance(action, Knock) and action.melds is not None:
            bare = Knock(action.card)
        elif isinstance(action, BigGin) and action.melds is not None:
            bare = BigGin()
        legal = self.legal_actions() if self._legal is None else self._legal
        if bare not in legal:
            raise IllegalActionError(f"{action} is not legal: {self._why_not(bare)}; legal: {self._legal_text(legal)}")
        if isinstance(action, Knock):
            cards = [c for c in self.hands[self.current] if c != action.card]
            return self._choose_arrangement(cards, action.melds)
        if isinstance(action, BigGin):
            return self._choose_arrangement(self.hands[self.current], action.melds)
        return None

    def _choose_arrangement(self, cards: list[Card], melds: Sequence[object] | None) -> Arrangement:
        options = best_arrangements(cards)
        if melds is None:
            return options[0]
        try:
            chosen = Arrangement.of(cards, melds)  # type: ignore[arg-type]
        except MeldError as exc:
            raise IllegalActionError(f"cannot show those melds: {exc}") from exc
        for option in options:
            if {m.cards for m in option.melds} == {m.cards for m in chosen.melds}:
                return option
        raise IllegalActionError(
            f"the melds shown leave {chosen.deadwood_points} deadwood, but the knocker must show a "
            f"lowest-deadwood arrangement ({options[0].deadwood_points}); for example "
            + " | ".join(m.code for m in options[0].melds)
        )

    def _why_not(self, action: Action) -> str:
        phase_text = f"it is {PHASE_HELP[self.phase]} (seat {self.current} to act)"
        hand = self.hands[self.current]
        if isinstance(action, (Discard, Knock)) and self.phase == Phase.DISCARD:
            if action.card not in hand:
                return f"{action.card.code} is not in the hand of seat {self.current}"
            if action.card == self.taken:
                return f"{action.card.code} was just taken from the discard pile and cannot be discarded this turn"
            if isinstance(action, Discard) and self.must_go_out:
                return "the last discard was taken at the wall, so the player must knock or go gin"
            if isinstance(action, Knock):
                dw = self.discard_options().get(action.card, 0)
                if self.knock_limit == 0:
                    return f"only gin may end this hand and discarding {action.card.code} leaves {dw} deadwood"
                return f"discarding {action.card.code} leaves {dw} deadwood, over the knock limit {self.knock_limit}"
        if isinstance(action, BigGin) and self.phase == Phase.DISCARD:
            if not self.rules.big_gin:
                return "big gin is not allowed by these rules"
            return "big gin needs all 11 cards in melds"
        if isinstance(action, DrawDiscard) and self.phase == Phase.WALL_OFFER:
            return "taking the last discard is allowed only to knock or go gin at once, and that is not possible"
        if isinstance(action, DrawDiscard) and self._forced_stock():
            return "both players passed the upcard, so the non-dealer must draw from the stock"
        return phase_text

    @staticmethod
    def _legal_text(legal: list[Action]) -> str:
        if not legal:
            return "nothing"
        text = ", ".join(str(a) for a in legal[:14])
        return text + (f", … ({len(legal)} in all)" if len(legal) > 14 else "")

    # -- transitions --------------------------------------------------------------
    def apply(self, action: Action) -> None:
        """Apply a legal action of the current player, or raise :class:`IllegalActionError`."""
        arrangement = self._check(action)
        seat = self.current
        other = 1 - seat
        hand = self.hands[seat]
        self.history.append((seat, action))
        self._options = None
        self._legal = None
        phase = self.phase
        if isinstance(action, Pass):
            self.events.append(Event(seat, "pass", self.top_discard))
            if phase == Phase.UPCARD_NONDEALER:
                self.phase, self.current = Phase.UPCARD_DEALER, other
            elif phase == Phase.UPCARD_DEALER:
                self.phase, self.current = Phase.DRAW, other
            else:  # declining the last discard at the wall
                self._finish_dead("Dead hand: the stock reached the wall and the last discard was not taken")
        elif isinstance(action, DrawStock):
            card = self.deck[self._next_stock]
            self._next_stock += 1
            hand.append(card)
            self.taken = None
            self.events.append(Event(seat, "draw_stock", card))
            self.phase = Phase.DISCARD
        elif isinstance(action, DrawDiscard):
            card = self.discard_pile.pop()
            hand.append(card)
            self.taken = card
            self.events.append(Event(seat, "draw_discard", card))
            self.must_go_out = phase == Phase.WALL_OFFER
            self.phase = Phase.DISCARD
        elif isinstance(action, Discard):
            hand.remove(action.card)
            self.discard_pile.append(action.card)
            self.events.append(Event(seat, "discard", action.card))
            self.taken = None
            if self.stock_count <= WALL:
                if self.rules.wall == "last_discard":
                    self.phase, self.current = Phase.WALL_OFFER, other
                else:
                    self._finish_dead("Dead hand: the stock reached the wall (two cards) without a knock")
            else:
                self.phase, self.current = Phase.DRAW, other
        elif isinstance(action, (Knock, BigGin)):
            assert arrangement is not None
            if isinstance(action, Knock):
                hand.remove(action.card)
                self.discard_pile.append(action.card)
                self.events.append(Event(seat, "knock", action.card))
            else:
                self.events.append(Event(seat, "big_gin"))
            self.knocker = seat
            self.knocker_arrangement = arrangement
            self.taken = None
            self.phase, self.current = Phase.SHOWDOWN, other
        elif isinstance(action, LayOut):
            assert self.knocker is not None and self.knocker_arrangement is not None
            gin = self.knocker_arrangement.deadwood_points == 0
            showdown = defender_showdown(self.knocker_arrangement.melds, hand, allow_layoffs=not gin)
            big = isinstance(self.history[-2][1], BigGin)
            self.result = score_showdown(
                self.rules, self.knocker, self.knocker_arrangement, showdown, big, self.multiplier
            )
            self.events.append(Event(seat, "lay_out"))
            self.phase = Phase.OVER

    def _finish_dead(self, reason: str) -> None:
        self.result = dead_hand(reason)
        self.phase = Phase.DEAD

    # -- checks -------------------------------------------------------------------
    def all_cards(self) -> list[Card]:
        """Every card, wherever it is (for the conservation invariant)."""
        return [*self.hands[0], *self.hands[1], *self.discard_pile, *self.stock]

    def __repr__(self) -> str:
        return (
            f"<Hand phase={self.phase.value} current={self.current} dealer={self.dealer} "
            f"stock={self.stock_count} top={self.top_discard} "
            f"hands=[{format_cards(self.hands[0])}] [{format_cards(self.hands[1])}]>"
        )
