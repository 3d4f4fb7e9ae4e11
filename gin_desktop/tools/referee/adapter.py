"""One hand in OpenSpiel's engine, seen and played as our core's players see and play a hand.

:class:`ReferenceHand` wraps an OpenSpiel gin_rummy state. Every action goes through
:meth:`ReferenceHand.apply`, which keeps the public history as our events (a stock
draw's card private to the drawer), so :meth:`ReferenceHand.view` gives a seat our
:class:`~gin_desktop.core.PlayerView`: its hand, the pile, the phase as our core names
it (the two upcard offers, the draw, the discard, the wall offer, the showdown) and the
legal actions under :data:`~.engine.REFERENCE_RULES`, less any OpenSpiel would refuse.
:meth:`ReferenceHand.play` turns our action into OpenSpiel's steps: a knock is the knock,
its discard and the melds declared one by one; the defender's lay-out is the core's
best lay-offs, laid one by one, then its melds.

OpenSpiel's player 0 is the non-dealer (it acts first), so our dealer is seat 1.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from gin_desktop.core import (
    Action,
    Arrangement,
    BigGin,
    Card,
    Discard,
    DrawDiscard,
    DrawStock,
    Event,
    EventKind,
    Knock,
    KnockSeen,
    LayOut,
    Meld,
    Pass,
    Phase,
    PlayerView,
    Rules,
    best_arrangements,
    defender_showdown,
)
from gin_desktop.core.discards import discard_deadwood

from .cards import card_of, cards_of_numbers, meld_numbers, meld_of_number, number_of
from .engine import DRAW_STOCK, DRAW_UPCARD, KNOCK, MELD_BASE, PASS, REFERENCE_RULES, OsPhase

DEALER = 1
DEAL_CARDS = 21  # ten to each player, then the upcard


class IllegalStep(Exception):
    """An action of ours that OpenSpiel's engine does not allow in this state."""


@dataclass
class KnockRecord:
    """What the scoring needs once a player knocks: both sides' cards at the knock."""

    knocker: int
    knocker_cards: tuple[Card, ...] = ()  # the ten cards after the knock's discard
    melds: list[Meld] = field(default_factory=list)  # as declared in OpenSpiel
    defender_cards: tuple[Card, ...] = ()  # the defender's ten cards before lay-offs


class ReferenceHand:
    """An OpenSpiel gin_rummy state and its history in our terms."""

    def __init__(self, state: Any, rules: Rules = REFERENCE_RULES) -> None:
        self.state = state
        self.rules = rules
        self.events: list[Event] = []
        self.dealt: list[int] = []
        self.first_upcard: Card | None = None
        self.taken: Card | None = None  # taken from the pile this turn (our rules: not discardable)
        self.drawing: int | None = None  # the seat whose stock card the next chance outcome is
        self.knock_pending = False  # KNOCK given, its discard still to come
        self.wall_knock = False  # the knock took the last discard at the wall
        self.showdown: KnockRecord | None = None
        # The match around the hand, by OpenSpiel's seat, as a whole game shows it to a player
        # (games.py); a single hand is a new game's first at 0-0.
        self.scores: tuple[int, int] = (0, 0)
        self.hands_won: tuple[int, int] = (0, 0)
        self.hand_number = 1
        self.knocks: tuple[tuple[KnockSeen, ...], tuple[KnockSeen, ...]] = ((), ())  # each seat's, earlier hands
        if len(state.history()):
            raise ValueError("start from a new state: this one has a history already")

    def clone(self) -> ReferenceHand:
        """An independent copy (OpenSpiel's state cloned), to try an action without playing it."""
        other = copy.copy(self)
        other.state = self.state.clone()
        other.events = list(self.events)
        other.dealt = list(self.dealt)
        other.showdown = copy.deepcopy(self.showdown)
        return other

    # -- the engine ------------------------------------------------------------------
    @property
    def phase(self) -> OsPhase:
        return OsPhase(int(self.state.current_phase()))

    @property
    def current(self) -> int:
        return int(self.state.current_player())

    @property
    def is_over(self) -> bool:
        return bool(self.state.is_terminal())

    def upcard(self) -> Card | None:
        number = self.state.upcard()
        return None if number is None else card_of(int(number))

    def hand_of(self, seat: int) -> tuple[Card, ...]:
        return cards_of_numbers(self.state.hands()[seat])

    def apply(self, action: int) -> None:
        """Apply one OpenSpiel action (chance outcomes included), recording our events."""
        if self.is_over:
            raise IllegalStep(f"the hand is over; nothing may be applied ({action})")
        if self.state.is_chance_node():
            self._chance(action)
            self.state.apply_action(action)
            return
        if action not in self.state.legal_actions():
            raise IllegalStep(f"OpenSpiel refuses {self.state.action_to_string(self.current, action)} here")
        phase, seat = self.phase, self.current
        if phase in (OsPhase.FIRST_UPCARD, OsPhase.DRAW, OsPhase.WALL):
            self._draw(seat, action)
        elif phase == OsPhase.DISCARD:
            if action == KNOCK:
                self.knock_pending = True
                self.showdown = KnockRecord(seat)
            else:
                self._throw(seat, EventKind.DISCARD, card_of(action))
        elif phase == OsPhase.KNOCK:
            self._knocker(seat, action)
        elif phase == OsPhase.LAYOFF and action == PASS and self.state.finished_layoffs():
            self.events.append(Event(seat, EventKind.LAY_OUT))
        self.state.apply_action(action)

    def _chance(self, number: int) -> None:
        if len(self.dealt) < DEAL_CARDS:
            self.dealt.append(number)
            if len(self.dealt) == DEAL_CARDS:
                self.first_upcard = card_of(number)
            return
        assert self.drawing is not None, "a chance outcome with nobody drawing"
        self.events.append(Event(self.drawing, EventKind.DRAW_STOCK, card_of(number)))
        self.drawing = None

    def _draw(self, seat: int, action: int) -> None:
        top = self.upcard()
        if action == DRAW_STOCK:
            self.drawing = seat
            self.taken = None
        elif action == PASS:
            self.events.append(Event(seat, EventKind.PASS, top))
        elif action in (DRAW_UPCARD, KNOCK):  # KNOCK at the wall takes the last discard
            self.events.append(Event(seat, EventKind.DRAW_DISCARD, top))
            self.taken = top
            if action == KNOCK:
                self.knock_pending = self.wall_knock = True
                self.showdown = KnockRecord(seat)

    def _throw(self, seat: int, kind: EventKind, card: Card) -> None:
        self.events.append(Event(seat, kind, card))
        self.taken = None

    def _knocker(self, seat: int, action: int) -> None:
        assert self.showdown is not None
        if self.knock_pending:
            card = card_of(action)
            self._throw(seat, EventKind.KNOCK, card)
            self.knock_pending = False
            self.showdown.knocker_cards = tuple(c for c in self.hand_of(seat) if c != card)
        elif action == PASS:
            self.showdown.defender_cards = self.hand_of(1 - seat)
        else:
            self.showdown.melds.append(meld_of_number(action - MELD_BASE))

    # -- our view --------------------------------------------------------------------
    def our_phase(self) -> Phase:
        phase = self.phase
        if phase == OsPhase.FIRST_UPCARD:
            if all(self.state.pass_on_first_upcard()):
                return Phase.DRAW  # both passed: the non-dealer must draw from the stock
            return Phase.UPCARD_NONDEALER if self.current != DEALER else Phase.UPCARD_DEALER
        if phase == OsPhase.DRAW:
            return Phase.DRAW
        if phase == OsPhase.DISCARD or (phase == OsPhase.KNOCK and self.knock_pending):
            return Phase.DISCARD
        if phase == OsPhase.WALL:
            return Phase.WALL_OFFER
        if phase in (OsPhase.KNOCK, OsPhase.LAYOFF):
            return Phase.SHOWDOWN
        if phase == OsPhase.GAME_OVER:
            return Phase.OVER if self.showdown is not None else Phase.DEAD
        return Phase.DRAW  # the deal's chance steps (no seat acts)

    def decides(self, seat: int) -> bool:
        """Whether ``seat`` has a decision of ours to take now (not a step of a knock being declared)."""
        if self.is_over or self.state.is_chance_node() or self.current != seat:
            return False
        return not (self.phase == OsPhase.KNOCK and not self.knock_pending)

    def legal_actions(self, seat: int) -> tuple[Action, ...]:
        """Our legal actions for ``seat`` (REFERENCE_RULES), less those OpenSpiel would refuse."""
        if not self.decides(seat):
            return ()
        phase, ours = self.phase, self.our_phase()
        engine = set(self.state.legal_actions())
        if ours in (Phase.UPCARD_NONDEALER, Phase.UPCARD_DEALER):
            return DrawDiscard(), Pass()
        if ours == Phase.DRAW:
            return (DrawStock(),) if phase == OsPhase.FIRST_UPCARD else (DrawStock(), DrawDiscard())
        hand = self.hand_of(seat)
        limit = self.state.knock_card()
        if ours == Phase.WALL_OFFER:
            top = self.upcard()
            assert top is not None
            left = discard_deadwood([*hand, top])
            out = any(dw <= limit for c, dw in left.items() if c != top)
            return (DrawDiscard(), Pass()) if out and KNOCK in engine else (Pass(),)
        if ours == Phase.SHOWDOWN:
            return (LayOut(),)
        left = discard_deadwood(hand)
        actions: list[Action] = []
        for card in hand:
            if card == self.taken:
                continue
            if phase == OsPhase.DISCARD:
                actions.append(Discard(card))
                if KNOCK in engine and left[card] <= limit:
                    actions.append(Knock(card))
            elif number_of(card) in engine:  # the knock's discard (after a knock at the wall)
                actions.append(Knock(card))
        return tuple(actions)

    def view(self, seat: int) -> PlayerView:
        """Our view of the hand for ``seat``: its cards and the public history only."""
        state = self.state
        pile = [*cards_of_numbers(state.discard_pile())]
        top = self.upcard()
        if top is not None:  # the card on offer (OpenSpiel keeps it apart from the pile below)
            pile.append(top)
        knocked = [i for i, k in enumerate(state.knocked()) if k]
        showdown = self.showdown
        shown = None
        if showdown is not None and self.phase in (OsPhase.LAYOFF, OsPhase.GAME_OVER) and showdown.knocker_cards:
            shown = Arrangement.of(showdown.knocker_cards, showdown.melds)
        events = tuple(Event(e.seat, e.action, None) if e.action is EventKind.DRAW_STOCK and e.seat != seat else e
                       for e in self.events)
        mine = self.current == seat and not self.is_over
        others = len(state.hands()[1 - seat])
        if showdown is not None and showdown.knocker == 1 - seat and showdown.knocker_cards:
            others = len(showdown.knocker_cards)  # OpenSpiel takes the melds out of the hand as they are laid
        return PlayerView(
            seat=seat,
            rules=self.rules,
            dealer=DEALER,
            phase=self.our_phase(),
            current=self.current if not self.is_over else seat,
            hand=self.hand_of(seat),
            opponent_card_count=others,
            stock_count=int(state.stock_size()),
            discard_pile=tuple(pile),
            upcard=self.first_upcard,
            knock_limit=int(state.knock_card()),
            multiplier=1,
            events=events,
            taken=self.taken if mine else None,
            must_go_out=mine and self.wall_knock and self.knock_pending,
            legal_actions=self.legal_actions(seat),
            # (a knock at the wall is declared with the draw in OpenSpiel; ours is the discard that follows)
            knocker=knocked[0] if knocked and not self.knock_pending else None,
            knocker_arrangement=shown,
            result=None,
            scores=self.scores,
            hands_won=self.hands_won,
            hand_number=self.hand_number,
            opponent_knocks=self.knocks[1 - seat],
        )

    # -- our actions as OpenSpiel's steps ----------------------------------------------
    def play(self, seat: int, action: Action) -> None:
        """Apply our ``action`` for ``seat`` as OpenSpiel's steps; :class:`IllegalStep` if it is not legal."""
        if action not in self.legal_actions(seat) and _bare(action) not in self.legal_actions(seat):
            raise IllegalStep(f"{action} is not legal here (legal: {', '.join(map(str, self.legal_actions(seat)))})")
        if isinstance(action, Pass):
            self.apply(PASS)
        elif isinstance(action, DrawStock):
            self.apply(DRAW_STOCK)
        elif isinstance(action, DrawDiscard):
            self.apply(KNOCK if self.phase == OsPhase.WALL else DRAW_UPCARD)
        elif isinstance(action, Discard):
            self.apply(number_of(action.card))
        elif isinstance(action, Knock):
            self._knock(seat, action)
        elif isinstance(action, LayOut):
            self._lay_out(seat)
        else:
            raise IllegalStep(f"{action} has no counterpart in OpenSpiel's game")

    def _knock(self, seat: int, action: Knock) -> None:
        rest = [c for c in self.hand_of(seat) if c != action.card]
        melds = action.melds if action.melds is not None else best_arrangements(rest)[0].melds
        if not self.knock_pending:
            self.apply(KNOCK)
        self.apply(number_of(action.card))
        for number in meld_numbers(melds):
            self.apply(MELD_BASE + number)
        self.apply(PASS)

    def _lay_out(self, seat: int) -> None:
        """The core's best showdown for the defender, as lay-offs one by one, then melds."""
        showdown = self.showdown
        assert showdown is not None
        gin = Arrangement.of(showdown.knocker_cards, showdown.melds).deadwood_points == 0
        best = defender_showdown(showdown.melds, self.hand_of(seat), allow_layoffs=not gin)
        pending = [number_of(lay.card) for lay in best.layoffs]
        while pending and not self.state.finished_layoffs():
            legal = self.state.legal_actions()
            ready = [n for n in pending if n in legal]
            if not ready:
                break  # OpenSpiel lets a run grow by two cards at most at each end: the rest stay
            self.apply(ready[0])
            pending.remove(ready[0])
        if not self.state.finished_layoffs():
            self.apply(PASS)
        held = set(self.hand_of(seat))
        for meld in best.arrangement.melds:
            if set(meld.cards) <= held:
                for number in meld_numbers([meld]):
                    self.apply(MELD_BASE + number)
        self.apply(PASS)


def _bare(action: Action) -> Action:
    if isinstance(action, Knock) and action.melds is not None:
        return Knock(action.card)
    if isinstance(action, BigGin) and action.melds is not None:
        return BigGin()
    return action
