"""The game as the app plays it, without Qt: a saved match, the human seat and the computer.

``GameSession`` is the single path every move takes, for the app's controller and
for the ``selfplay`` soak tool alike: it checks whose turn it is, applies the
action through the store (committed before the call returns), deals new hands
from a system-random shuffle, and asks the computer player for its move using
only the computer seat's view.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from gin_desktop.core import (
    Action,
    Card,
    Discard,
    Hand,
    IllegalActionError,
    Knock,
    Match,
    Pass,
    Phase,
    PlayerView,
    Reason,
    Refused,
    Rules,
    deadwood_points,
    view_of,
)
from gin_desktop.store import GameStore, SavedGame, SaveStatus
from gin_desktop.values.fairness import deck_fingerprint
from gin_desktop.values.hand_order import SortMode, arranged

if TYPE_CHECKING:
    from gin_desktop.ai import Player

HUMAN_SEAT = 0


class UndoBlock(Enum):
    """Why the player's last move cannot be taken back now."""

    NOT_PLAYING = "not_playing"  # no hand is being played (between hands, at the showdown)
    NOT_MOVED = "not_moved"  # the player has not moved yet in this hand
    SEEN = "seen"  # the last move was a draw or a knock: its card or the showdown has been seen


@dataclass(frozen=True)
class Applied:
    """One applied action: who did it and how the save went."""

    seat: int
    action: Action
    status: SaveStatus


class GameSession:
    def __init__(self, store: GameStore, game: SavedGame, rng: random.Random | None = None) -> None:
        self.store = store
        self.game = game
        self._rng = rng or random.SystemRandom()
        self._computer: Player | None = None  # made on first use: the AI is not needed to show the table
        self._sort = SortMode.OWN
        # The order shown after each action of the hand being played (action count → cards), so
        # an undo puts a card taken back where it was; kept in memory only (after a restart an
        # undone discard comes back last).
        self._orders: dict[int, list[Card]] = {game.action_count: game.hand_order()}

    @property
    def computer(self) -> Player:
        """The computer player (its level and seed come from the saved game)."""
        if self._computer is None:
            from gin_desktop.ai import make_player

            self._computer = make_player(self.game.ai_level, seed=f"game-{self.game.id}")
        return self._computer

    # -- construction -------------------------------------------------------------------
    @classmethod
    def resume_or_new(
        cls, store: GameStore, rules: Rules, level: str, rng: random.Random | None = None,
        deferred_check: bool = False,
    ) -> GameSession:
        """The saved game if there is one, else a new game with ``rules`` and ``level``. ``deferred_check``:
        the saved game as its stored position shows it, checked later (see :meth:`GameStore.resume`)."""
        game = store.resume(deferred_check=deferred_check)
        if game is None:
            return cls.new(store, rules, level, rng)
        return cls(store, game, rng)

    @classmethod
    def new(cls, store: GameStore, rules: Rules, level: str, rng: random.Random | None = None) -> GameSession:
        r = rng or random.SystemRandom()
        game = store.new_game(rules, level, human_seat=HUMAN_SEAT, first_dealer=r.randrange(2))
        return cls(store, game, r)

    # -- state --------------------------------------------------------------------------
    @property
    def match(self) -> Match:
        return self.game.match

    @property
    def hand(self) -> Hand | None:
        return self.game.match.hand

    @property
    def human(self) -> int:
        return self.game.human_seat

    @property
    def computer_seat(self) -> int:
        return self.game.computer_seat

    def view(self, seat: int) -> PlayerView | None:
        hand = self.hand
        return None if hand is None else view_of(hand, seat, self.match)

    def human_view(self) -> PlayerView | None:
        return self.view(self.human)

    def to_act(self) -> int | None:
        """The seat whose move it is, or None between hands / after the game."""
        hand = self.hand
        if hand is None or hand.is_over or self.game.limit is not None:
            return None
        return hand.current

    # -- the order of the player's cards --------------------------------------------------
    # The store holds the one order: every change below saves the order the table will show,
    # in the same commit as the move that changed it (see :mod:`gin_desktop.values.hand_order`).
    def hand_order(self) -> list[Card]:
        """The player's cards in the order the table shows them, left to right (as saved)."""
        return self.game.hand_order()

    @property
    def sort_mode(self) -> SortMode:
        return self._sort

    def set_sort_mode(self, mode: SortMode) -> SaveStatus:
        """Sort the hand by ``mode`` from now on (OWN: keep the order as it is), and save it."""
        self._sort = mode
        shown = self.hand_order()
        order = arranged(shown, shown, mode)
        if self.hand is None or order == shown:  # (at every start: nothing to write when it is sorted already)
            return self.game.last_status
        return self._save_order(order)

    def set_hand_order(self, cards: Sequence[Card]) -> SaveStatus:
        """The player's own arrangement (a drag along the hand): saved; sorting stops."""
        self._sort = SortMode.OWN
        return self._save_order(cards)

    def _save_order(self, cards: Sequence[Card]) -> SaveStatus:
        status = self.game.set_hand_order(cards)
        self._orders[self.game.action_count] = self.hand_order()
        return status

    def _arrange(self, at: int | None = None) -> Callable[[list[Card]], list[Card]]:
        before = self.hand_order()
        return lambda held: arranged(held, before, self._sort, at)

    # -- moves --------------------------------------------------------------------------
    def deal(self, deck: Sequence[Card] | None = None) -> Hand:
        """Deal the next hand (shuffled by the session's random source, or from ``deck``: a deal
        played again for practice) and save it with a fresh random secret for its fingerprint
        (see :mod:`gin_desktop.values.fairness`)."""
        import secrets  # (imported on the first deal, not at start-up)

        secret = secrets.token_hex(16)
        if deck is None:
            hand = self.game.deal_random(self._rng, secret=secret, arrange=self._arrange())
        else:
            hand = self.game.deal(deck, secret=secret, arrange=self._arrange())
        self._orders = {self.game.action_count: self.hand_order()}
        return hand

    def fingerprint(self, hand_number: int | None = None) -> str | None:
        """The deck fingerprint of hand ``hand_number`` (1-based; the latest hand by default),
        safe to show while the hand is played; None before the first deal and for hands
        dealt without a secret (saved by an older version)."""
        hands = self.match.hands
        number = len(hands) if hand_number is None else hand_number
        if not 1 <= number <= len(hands):
            return None
        secret = self.game.hand_secret(number)
        return None if secret is None else deck_fingerprint(hands[number - 1].deck, secret)

    # -- questions about moves (the controller and the selfplay tool ask here) ------------------
    def check(self, seat: int, action: Action) -> Refused | None:
        """None when ``seat`` may play ``action`` now, else why not (see :mod:`gin_desktop.core.refusals`)."""
        hand = self.hand
        if hand is None or hand.is_over or self.game.limit is not None:  # (a game ended at its limit: no move)
            return Refused(Reason.HAND_OVER)
        if hand.current != seat:
            return Refused(Reason.NOT_YOUR_TURN)
        return hand.refusal(action)

    def undo_block(self) -> UndoBlock | None:
        """None when the player's last move can be taken back now, else why not.

        Only a discard (or a pass of the upcard) is taken back, with every computer move
        made after it: draws and knocks are not, because the player has seen the drawn card
        or the showdown, and taking them back would reveal what a fair game would not (or
        let the player draw again knowing the stock).
        """
        hand = self.hand
        if hand is None or hand.phase in (Phase.SHOWDOWN, Phase.OVER, Phase.DEAD):
            return UndoBlock.NOT_PLAYING
        mine = [i for i, (seat, _) in enumerate(hand.history) if seat == self.human]
        if not mine:
            return UndoBlock.NOT_MOVED
        if not isinstance(hand.history[mine[-1]][1], (Discard, Pass)):
            return UndoBlock.SEEN
        return None

    def undo_last_move(self) -> SaveStatus:
        """Take back the player's last discard (or pass) and the computer's replies; see :meth:`undo_block`."""
        block = self.undo_block()
        if block is not None:
            raise IllegalActionError(f"the last move cannot be taken back ({block.value})")
        hand = self.hand
        assert hand is not None
        last = max(i for i, (seat, _) in enumerate(hand.history) if seat == self.human)
        return self.undo(len(hand.history) - last)

    def discard_options(self) -> dict[Card, int] | None:
        """With the player to discard from eleven cards: each card → the deadwood after discarding it
        (the hand's own table, worked out once for its legal knocks); None otherwise."""
        hand = self.hand
        if hand is None or hand.phase != Phase.DISCARD or hand.current != self.human:
            return None
        if len(hand.hands[self.human]) != 11:
            return None
        return hand.discard_options()

    def knock_card(self, preferred: Card | None = None) -> Card | None:
        """The card a knock (the Knock button, K) discards: ``preferred`` if it may knock, else the
        one leaving the least deadwood (the highest among ties); None when no knock is legal."""
        view = self.human_view()
        if view is None:
            return None
        knocks = [a.card for a in view.legal_actions if isinstance(a, Knock)]
        if preferred in knocks:
            return preferred
        if not knocks:
            return None
        return min(knocks, key=lambda k: (deadwood_points([x for x in view.hand if x != k]), -k.value))

    def apply(self, seat: int, action: Action, at: int | None = None) -> Applied:
        """Apply ``action`` for ``seat``; raise :class:`IllegalActionError` if it is not that seat's move.

        A card the player draws goes to place ``at`` of the hand (where it was dropped), else last.
        """
        current = self.to_act()
        if current is None:
            raise IllegalActionError("no hand is being played; deal the next hand first")
        if current != seat:
            who = "your" if seat == self.human else "the computer's"
            raise IllegalActionError(f"it is not {who} turn")
        status = self.game.apply(action, self._arrange(at))
        self._orders[self.game.action_count] = self.hand_order()
        return Applied(seat, action, status)

    def undo(self, count: int) -> SaveStatus:
        """Take back the last ``count`` actions (see :meth:`SavedGame.undo`); the player's cards
        are shown, and saved, in the order they had before those actions."""
        keep = self.game.action_count - count
        before = self._orders.get(keep, self.hand_order())
        status = self.game.undo(count, lambda held: arranged(held, before, self._sort))
        self._orders = {n: order for n, order in self._orders.items() if n < keep}
        self._orders[keep] = self.hand_order()
        return status

    def decide(self, view: PlayerView) -> Action:
        return self.computer.choose(view)
