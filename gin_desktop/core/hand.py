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

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum, StrEnum
from typing import Final

from .actions import Action, BigGin, Discard, DrawDiscard, DrawStock, Knock, LayOut, Pass
from .cards import Card, format_cards, mask_of, validate_deck
from .discards import discard_deadwood
from .errors import IllegalActionError, MeldError
from .layoffs import defender_showdown
from .melds import Arrangement, Meld, best_arrangements, deadwood_of_mask
from .refusals import Reason, Refused, describe
from .rules import Rules
from .scoring import DeadCause, HandResult, dead_hand, score_showdown

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


class EventKind(StrEnum):
    """What an :class:`Event` was; a StrEnum, equal to the action's text form ("draw_stock")."""

    PASS = "pass"
    DRAW_STOCK = "draw_stock"
    DRAW_DISCARD = "draw_discard"
    DISCARD = "discard"
    KNOCK = "knock"
    BIG_GIN = "big_gin"
    LAY_OUT = "lay_out"


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened. ``card`` of a stock draw is private to ``seat``."""

    seat: int
    action: EventKind
    card: Card | None = None


class Hand:
    """A hand in progress, from an explicit deck order and dealer."""

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
        return self.refusal(action) is None

    def refusal(self, action: Action) -> Refused | None:
        """None when ``action`` is legal for the seat to act, else why not (as data)."""
        if self.is_over:
            return Refused(Reason.HAND_OVER)
        bare = _bare(action)
        legal = self.legal_actions() if self._legal is None else self._legal
        if bare not in legal:
            return self._why_not(bare)
        if isinstance(action, Knock):
            cards = [c for c in self.hands[self.current] if c != action.card]
            return self._arrangement_refusal(cards, action.melds)
        if isinstance(action, BigGin):
            return self._arrangement_refusal(self.hands[self.current], action.melds)
        return None

    def _check(self, action: Action) -> Arrangement | None:
        """Raise :class:`IllegalActionError` unless legal; return the knocker's arrangement."""
        refused = self.refusal(action)
        if refused is not None:
            text = describe(refused, PHASE_HELP[self.phase], self.current)
            if refused.reason is Reason.HAND_OVER:
                raise IllegalActionError(f"{text}; no action is legal")
            if refused.reason in (Reason.BAD_MELDS, Reason.NOT_LOWEST):
                raise IllegalActionError(text)
            raise IllegalActionError(f"{action} is not legal: {text}; legal: {self._legal_text(self.legal_actions())}")
        if isinstance(action, Knock):
            return self._arrangement([c for c in self.hands[self.current] if c != action.card], action.melds)
        if isinstance(action, BigGin):
            return self._arrangement(self.hands[self.current], action.melds)
        return None

    def _arrangement_refusal(self, cards: list[Card], melds: Sequence[Meld] | None) -> Refused | None:
        if melds is None:
            return None
        try:
            chosen = Arrangement.of(cards, melds)
        except MeldError as exc:
            return Refused(Reason.BAD_MELDS, detail=str(exc))
        options = best_arrangements(cards)
        if any({m.cards for m in o.melds} == {m.cards for m in chosen.melds} for o in options):
            return None
        return Refused(Reason.NOT_LOWEST, deadwood=chosen.deadwood_points, limit=options[0].deadwood_points,
                       detail=" | ".join(m.code for m in options[0].melds))

    @staticmethod
    def _arrangement(cards: list[Card], melds: Sequence[Meld] | None) -> Arrangement:
        """The arrangement shown (checked by :meth:`refusal`): the melds given, else the first lowest one."""
        options = best_arrangements(cards)
        if melds is None:
            return options[0]
        chosen = Arrangement.of(cards, melds)
        return next(o for o in options if {m.cards for m in o.melds} == {m.cards for m in chosen.melds})

    def _why_not(self, action: Action) -> Refused:
        """Why ``action`` (not among the legal actions) is refused."""
        phase = self.phase
        hand = self.hands[self.current]
        offer = phase in (Phase.UPCARD_NONDEALER, Phase.UPCARD_DEALER)
        if isinstance(action, (Discard, Knock)):
            card = action.card
            if card not in hand:
                return Refused(Reason.NOT_IN_HAND, card)
            if phase is not Phase.DISCARD:
                return Refused(Reason.OFFER_FIRST if offer else Reason.DRAW_FIRST, card)
            if card == self.taken:
                return Refused(Reason.JUST_TAKEN, card)
            if isinstance(action, Discard):
                return Refused(Reason.MUST_GO_OUT, card)
            left = self.discard_options().get(card, 0) if len(hand) == 11 else None
            if self.knock_limit == 0:
                return Refused(Reason.GIN_ONLY, card, left, 0)
            return Refused(Reason.OVER_KNOCK_LIMIT, card, left, self.knock_limit)
        if isinstance(action, BigGin):
            if not self.rules.big_gin:
                return Refused(Reason.BIG_GIN_OFF)
            return Refused(Reason.BIG_GIN_NOT_MELDED)
        if isinstance(action, (DrawStock, DrawDiscard)):
            if phase is Phase.DISCARD:
                return Refused(Reason.ALREADY_DRAWN)
            if isinstance(action, DrawStock) and offer:
                return Refused(Reason.OFFER_FIRST)
            if isinstance(action, DrawDiscard) and phase is Phase.WALL_OFFER:
                return Refused(Reason.WALL_CANNOT_GO_OUT)
            if isinstance(action, DrawDiscard) and self._forced_stock():
                return Refused(Reason.FORCED_STOCK)
        if isinstance(action, Pass) and phase in (Phase.DRAW, Phase.DISCARD):
            return Refused(Reason.NO_PASS)
        return Refused(Reason.WRONG_PHASE)

    @staticmethod
    def _legal_text(legal: list[Action]) -> str:
        if not legal:
            return "nothing"
        text = ", ".join(str(a) for a in legal[:14])
        return text + (f", … ({len(legal)} in all)" if len(legal) > 14 else "")

    # -- transitions (one method per kind of action, as OpenSpiel splits its apply) ------------
    def apply(self, action: Action) -> None:
        """Apply a legal action of the current player, or raise :class:`IllegalActionError`."""
        arrangement = self._check(action)
        seat = self.current
        phase = self.phase
        self.history.append((seat, action))
        self._options = None
        self._legal = None
        if isinstance(action, Pass):
            self._apply_pass(seat, phase)
        elif isinstance(action, DrawStock):
            self._apply_draw_stock(seat)
        elif isinstance(action, DrawDiscard):
            self._apply_draw_discard(seat, phase)
        elif isinstance(action, Discard):
            self._apply_discard(seat, action.card)
        elif isinstance(action, (Knock, BigGin)):
            assert arrangement is not None
            self._apply_go_out(seat, action, arrangement)
        elif isinstance(action, LayOut):
            self._apply_lay_out(seat)

    def _apply_pass(self, seat: int, phase: Phase) -> None:
        self.events.append(Event(seat, EventKind.PASS, self.top_discard))
        if phase == Phase.UPCARD_NONDEALER:
            self.phase, self.current = Phase.UPCARD_DEALER, 1 - seat
        elif phase == Phase.UPCARD_DEALER:
            self.phase, self.current = Phase.DRAW, 1 - seat
        else:  # declining the last discard at the wall
            self._finish_dead("wall_offer")

    def _apply_draw_stock(self, seat: int) -> None:
        card = self.deck[self._next_stock]
        self._next_stock += 1
        self.hands[seat].append(card)
        self.taken = None
        self.events.append(Event(seat, EventKind.DRAW_STOCK, card))
        self.phase = Phase.DISCARD

    def _apply_draw_discard(self, seat: int, phase: Phase) -> None:
        card = self.discard_pile.pop()
        self.hands[seat].append(card)
        self.taken = card
        self.events.append(Event(seat, EventKind.DRAW_DISCARD, card))
        self.must_go_out = phase == Phase.WALL_OFFER
        self.phase = Phase.DISCARD

    def _apply_discard(self, seat: int, card: Card) -> None:
        self.hands[seat].remove(card)
        self.discard_pile.append(card)
        self.events.append(Event(seat, EventKind.DISCARD, card))
        self.taken = None
        if self.stock_count > WALL:
            self.phase, self.current = Phase.DRAW, 1 - seat
        elif self.rules.wall == "last_discard":
            self.phase, self.current = Phase.WALL_OFFER, 1 - seat
        else:
            self._finish_dead("wall")

    def _apply_go_out(self, seat: int, action: Knock | BigGin, arrangement: Arrangement) -> None:
        if isinstance(action, Knock):
            self.hands[seat].remove(action.card)
            self.discard_pile.append(action.card)
            self.events.append(Event(seat, EventKind.KNOCK, action.card))
        else:
            self.events.append(Event(seat, EventKind.BIG_GIN))
        self.knocker = seat
        self.knocker_arrangement = arrangement
        self.taken = None
        self.phase, self.current = Phase.SHOWDOWN, 1 - seat

    def _apply_lay_out(self, seat: int) -> None:
        assert self.knocker is not None and self.knocker_arrangement is not None
        gin = self.knocker_arrangement.deadwood_points == 0
        showdown = defender_showdown(self.knocker_arrangement.melds, self.hands[seat], allow_layoffs=not gin)
        big = isinstance(self.history[-2][1], BigGin)
        self.result = score_showdown(self.rules, self.knocker, self.knocker_arrangement, showdown, big, self.multiplier)
        self.events.append(Event(seat, EventKind.LAY_OUT))
        self.phase = Phase.OVER

    def _finish_dead(self, cause: DeadCause) -> None:
        self.result = dead_hand(cause)
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


def _bare(action: Action) -> Action:
    """The action as :meth:`Hand.legal_actions` lists it (a knock or big gin without melds)."""
    if isinstance(action, Knock) and action.melds is not None:
        return Knock(action.card)
    if isinstance(action, BigGin) and action.melds is not None:
        return BigGin()
    return action
