"""A game being played and saved: the match plus the calls that commit each change."""

from __future__ import annotations

import enum
import json
import random
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from typing import Final

from gin_desktop.core import Action, Card, Hand, Match, Rules, shuffled_deck
from gin_desktop.core.actions import action_to_json
from gin_desktop.core.position import MAX_POSITION_ACTIONS

from . import loading
from .errors import GameTooLongError, UncheckedError
from .loading import MAX_SECRET, GameHeader, LoadedGame, valid_secret
from .notices import SaveStatus
from .position import DELETE_POSITION, UPSERT_POSITION, position_text

SqlValue = int | float | str | None
Statement = tuple[str, tuple[SqlValue, ...]]
Commit = Callable[[Sequence[Statement], bool], SaveStatus]  # (statements, sync point?)
Finished = Callable[["SavedGame"], None]  # told once the move that ends the match is saved
Arrange = Callable[[list[Card]], list[Card]]  # the player's cards after a change → the order to show them in
Seal = Callable[[int, int, str, "str | None"], "str | None"]  # (game, hand, deck JSON, secret) → sealed text or None
SealPosition = Callable[[int, int, str], "str | None"]  # (game, move count, position text) → sealed text or None

MAX_ORDER: Final = 11


class LengthLimit(enum.Enum):
    """Which limit of a loadable game (:data:`~.loading.MAX_HANDS`, :data:`~.loading.MAX_ACTIONS`) ended it."""

    HANDS = "hands"
    ACTIONS = "actions"

_INSERT_HAND: Final = "INSERT INTO hands (game_id, number, dealer, deck, secret) VALUES (?, ?, ?, ?, ?)"
_END_AT_LIMIT: Final = "UPDATE games SET status = 'abandoned' WHERE id = ? AND status = 'active'"
_SET_DECK: Final = "UPDATE hands SET deck = ?, secret = ? WHERE game_id = ? AND number = ?"
_DELETE_ACTIONS: Final = "DELETE FROM actions WHERE game_id = ? AND seq > ?"
_MARK_UNDO: Final = "UPDATE games SET used_undo = 1 WHERE id = ?"
_MARK_TUTORED: Final = "UPDATE games SET tutored = 1 WHERE id = ?"
_INSERT_ACTION: Final = "INSERT INTO actions (game_id, seq, hand_number, seat, action) VALUES (?, ?, ?, ?, ?)"
_FINISH: Final = (
    "UPDATE games SET status = 'finished', finished_at = ?, winner = ?, total0 = ?, total1 = ? WHERE id = ?"
)
_UPSERT_ORDER: Final = (
    "INSERT INTO hand_order (game_id, cards, updated_at) VALUES (?, ?, ?) "
    "ON CONFLICT (game_id) DO UPDATE SET cards = excluded.cards, updated_at = excluded.updated_at"
)


def utc_now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def compact_json(data: object) -> str:
    return json.dumps(data, separators=(",", ":"), sort_keys=True)


class SavedGame:
    """A match whose every change is committed before the call returns.

    Use :meth:`deal` and :meth:`apply` instead of the match's own methods; read the
    state from :attr:`match`. An illegal action raises the core's
    :class:`~gin_desktop.core.IllegalActionError` and nothing is written.
    """

    def __init__(
        self,
        commit: Commit,
        header: GameHeader,
        match: Match,
        actions: int = 0,
        order: Sequence[Card] | None = None,
        secrets: Sequence[str | None] = (),
        finished: Finished | None = None,
        seal: Seal | None = None,
        seal_position: SealPosition | None = None,
    ) -> None:
        self._commit = commit
        self._finished = finished
        self._seal = seal  # seals the deck of a hand in progress (see :mod:`.sealing`); None: stored plain
        self._seal_position = seal_position  # seals the stored position (:mod:`.position`); None: none kept
        # True while :attr:`match` is the provisional one of a stored position: the replay of the log has
        # not checked it yet (:meth:`GameStore.check_resumed`), so no move may be made.
        self.unchecked = False
        self._texts: tuple[Hand | None, str, list[str]] = (None, "", [])  # the hand, its deck's and actions' JSON
        self.id: Final = header.id
        self.ai_level: Final = header.ai_level
        self.human_seat: Final = header.human_seat
        self.created_at: Final = header.created_at
        self.match = match  # replaced by a fresh replay after :meth:`undo`
        self.used_undo = header.used_undo
        self.practice: Final = header.practice  # a deal played again from a review (not in the statistics)
        self.tutored = header.tutored  # the tutor judged a move of this game
        self._actions = actions
        self._order: list[Card] = list(order or [])
        self._secrets: list[str | None] = list(secrets) + [None] * (len(match.hands) - len(secrets))
        self.last_status = SaveStatus.SAVED  # of the latest deal, action, undo or arrangement

    @classmethod
    def loaded(cls, commit: Commit, loaded: LoadedGame, finished: Finished | None = None,
               seal: Seal | None = None, seal_position: SealPosition | None = None) -> SavedGame:
        """The game :func:`~.loading.load_game` replayed."""
        return cls(commit, loaded.header, loaded.match, loaded.actions, loaded.order, loaded.secrets, finished, seal,
                   seal_position)

    def mark_tutored(self) -> SaveStatus:
        """The tutor judges the player's moves in this game: mark it (once), so its accuracy is kept apart."""
        if self.tutored:
            return SaveStatus.SAVED
        self.tutored = True
        return self._commit([(_MARK_TUTORED, (self.id,))], False)

    def replace_match(self, match: Match, actions: int, secrets: Sequence[str | None]) -> None:
        """Take the full replay of the log in place of a provisional match (the order shown is kept)."""
        self.match, self._actions = match, actions
        self._secrets = list(secrets) + [None] * (len(match.hands) - len(secrets))
        self.unchecked = False

    def position_row(self) -> Statement:
        """The statement keeping the position after the latest change (removing it when it is not to be kept:
        no key to seal it, or the game cannot be resumed any more)."""
        match = self.match
        seal = self._seal_position
        if seal is None or match.hand is None or match.is_over or self.limit is not None \
                or len(match.hand.history) > MAX_POSITION_ACTIONS:  # (a hand that long resumes by the replay)
            return (DELETE_POSITION, (self.id,))
        hand = match.hand
        if self._texts[0] is not hand:
            self._texts = (hand, compact_json([c.code for c in hand.deck]),
                           [compact_json(action_to_json(a)) for _, a in hand.history])
        _hand, deck_text, action_texts = self._texts
        sealed = seal(self.id, self._actions,
                      position_text(match, deck_text, action_texts, self._secrets[len(match.hands) - 1]))
        if sealed is None:
            return (DELETE_POSITION, (self.id,))
        return (UPSERT_POSITION, (self.id, self._actions, sealed))

    def __repr__(self) -> str:
        match = self.match
        return f"<SavedGame id={self.id} hands={len(match.hands)} actions={self._actions} scores={match.scores}>"

    @property
    def rules(self) -> Rules:
        return self.match.rules

    @property
    def action_count(self) -> int:
        return self._actions

    @property
    def limit(self) -> LengthLimit | None:
        """The limit that ended this game while it was played: a game is never saved past what
        :func:`~.loading.load_game` accepts (the hands, the moves); None while it may go on."""
        if self.match.is_over:
            return None
        if self._actions >= loading.MAX_ACTIONS:
            return LengthLimit.ACTIONS
        if len(self.match.hands) >= loading.MAX_HANDS and self.match.needs_deal:
            return LengthLimit.HANDS
        return None

    def _end_at_limit(self, *, sealed_hand: bool) -> list[Statement]:
        """The game reached a limit: it ends, kept as abandoned (with its hand in full: it is never resumed)."""
        out: list[Statement] = [(_END_AT_LIMIT, (self.id,))]
        if sealed_hand:
            out.append(self._deck_row(len(self.match.hands), sealed=False))
        return out

    @property
    def computer_seat(self) -> int:
        return 1 - self.human_seat

    def deal(self, deck: Sequence[Card], secret: str | None = None, arrange: Arrange | None = None) -> Hand:
        """Deal the next hand from ``deck`` and commit it (a sync point).

        ``secret`` (the app passes ``secrets.token_hex(16)``) is saved with the deck: with it
        the deck's fingerprint (:mod:`gin_desktop.values.fairness`) can be shown before play and
        checked after the hand. The player's cards are saved in the order ``arrange`` gives
        (as dealt without it), in the same commit: the last hand's order never carries over.
        While the hand is played its deck and secret are stored sealed (:mod:`.sealing`); the
        commit that ends it writes them in full.
        """
        if self.unchecked:
            raise UncheckedError("the resumed position is still being checked against the saved moves")
        if secret is not None and not valid_secret(secret):
            raise ValueError(f"a deal secret is 1 to {MAX_SECRET} printable ASCII characters, got {secret!r:.40}")
        if self.limit is not None:
            raise GameTooLongError(f"the game has {len(self.match.hands)} hands, the most a saved game can hold")
        hand = self.match.deal(deck)
        self._secrets.append(secret)
        deck_text = compact_json([c.code for c in hand.deck])
        number = len(self.match.hands)
        sealed = self._seal(self.id, number, deck_text, secret) if self._seal is not None else None
        stored = (deck_text, secret) if sealed is None else (sealed, None)
        row = (self.id, number, hand.dealer, *stored)
        self._order = []
        statements: list[Statement] = [(_INSERT_HAND, row), *self._order_change(arrange), self.position_row()]
        self.last_status = self._commit(statements, True)
        return hand

    def deal_random(
        self, rng: random.Random | None = None, secret: str | None = None, arrange: Arrange | None = None
    ) -> Hand:
        return self.deal(shuffled_deck(rng=rng or random.Random()), secret, arrange)

    def hand_secret(self, number: int) -> str | None:
        """The deal secret of hand ``number`` (1-based); None for hands dealt without one.

        Keep it from the player until that hand is over: it would let them recompute the deck.
        """
        if not 1 <= number <= len(self._secrets):
            raise IndexError(f"there is no hand {number} (hands dealt: {len(self._secrets)})")
        return self._secrets[number - 1]

    def apply(self, action: Action, arrange: Arrange | None = None) -> SaveStatus:
        """Apply ``action`` for the seat to play and commit it (with the final result, if it ends the match).

        The commit that ends a hand is also a sync point (see :mod:`.opening`). With
        ``arrange``, the player's cards are saved in the order it gives, in the same commit.
        """
        hand = self.match.hand
        seat = hand.current if hand is not None else -1
        if self.unchecked:
            raise UncheckedError("the resumed position is still being checked against the saved moves")
        if self.limit is not None:
            raise GameTooLongError(f"the game has {self._actions} moves, the most a saved game can hold")
        self.match.apply(action)  # raises before anything is written if the action is illegal
        self._actions += 1
        text = compact_json(action_to_json(action))
        if self._texts[0] is hand:
            self._texts[2].append(text)
        statements: list[Statement] = [(_INSERT_ACTION, (self.id, self._actions, len(self.match.hands), seat, text))]
        statements += self._order_change(arrange)
        if hand is not None and hand.is_over:  # the hand is over: its deck and secret are stored in full
            statements.append(self._deck_row(len(self.match.hands), sealed=False))
        result = self.match.result
        if result is not None:
            statements.append((_FINISH, (utc_now(), result.winner, result.totals[0], result.totals[1], self.id)))
        elif self.limit is not None:
            statements += self._end_at_limit(sealed_hand=hand is not None and not hand.is_over)
        statements.append(self.position_row())
        self.last_status = self._commit(statements, (hand is not None and hand.is_over) or self.limit is not None)
        if result is not None and self.last_status is SaveStatus.SAVED and self._finished is not None:
            self._finished(self)  # the store keeps the statistics' summary of the game
        return self.last_status

    def undo(self, count: int, arrange: Arrange | None = None) -> SaveStatus:
        """Take back the last ``count`` actions of the current hand, in one transaction, and
        mark the game as one with undo. :attr:`match` is then rebuilt by replaying what is
        left, exactly as a fresh resume would.

        Raise :class:`ValueError` (and change nothing) when ``count`` is not positive, when the
        current hand has fewer actions, or when the game is over. With ``arrange``, the
        player's cards are saved in the order it gives, in the same commit.
        """
        if self.unchecked:
            raise UncheckedError("the resumed position is still being checked against the saved moves")
        if type(count) is not int or count < 1:
            raise ValueError(f"undo takes back at least one action, got {count!r:.20}")
        if self.limit is not None:
            raise GameTooLongError("the game ended at the longest a saved game can be; its moves cannot be taken back")
        match = self.match
        hand = match.hand
        if match.is_over:
            raise ValueError("the game is over; its moves cannot be taken back")
        done = len(hand.history) if hand is not None else 0
        if count > done:
            raise ValueError(f"the current hand has {done} action(s); {count} cannot be taken back")
        keep = self._actions - count
        rebuilt = Match(match.rules, match.first_dealer)
        for number, played in enumerate(match.hands, 1):
            rebuilt.deal(played.deck)
            history = played.history if number < len(match.hands) else played.history[: done - count]
            for _seat, action in history:
                rebuilt.apply(action)
        was_over = hand is not None and hand.is_over
        self.match, self._actions, self.used_undo = rebuilt, keep, True
        statements: list[Statement] = [(_DELETE_ACTIONS, (self.id, keep)), (_MARK_UNDO, (self.id,))]
        if was_over:  # the hand is in progress again: seal its deck again
            statements.append(self._deck_row(len(rebuilt.hands), sealed=True))
        statements += self._order_change(arrange)
        statements.append(self.position_row())
        self.last_status = self._commit(statements, True)
        return self.last_status

    def _deck_row(self, number: int, *, sealed: bool) -> Statement:
        """The statement writing hand ``number``'s deck and secret, sealed or in full."""
        deck_text = compact_json([c.code for c in self.match.hands[number - 1].deck])
        secret = self._secrets[number - 1]
        closed = self._seal(self.id, number, deck_text, secret) if sealed and self._seal is not None else None
        if closed is not None:
            return (_SET_DECK, (closed, None, self.id, number))
        return (_SET_DECK, (deck_text, secret, self.id, number))

    def set_hand_order(self, cards: Sequence[Card]) -> SaveStatus:
        """Save the player's own arrangement of the cards in hand (left to right)."""
        codes = _order_codes(cards)
        self._order = list(cards)
        self.last_status = self._commit([(_UPSERT_ORDER, (self.id, compact_json(codes), utc_now()))], False)
        return self.last_status

    def _order_change(self, arrange: Arrange | None) -> list[Statement]:
        """The statement saving ``arrange``'s order of the player's cards, if it is not the one saved."""
        hand = self.match.hand
        if hand is None:
            return []
        held = list(hand.hands[self.human_seat])
        order = arrange(list(held)) if arrange is not None else self.hand_order()
        if len(order) != len(held) or set(order) != set(held):
            order = self.hand_order()  # (never reached by the app's arrangements; the move still saves)
        if order == self._order:
            return []
        codes = _order_codes(order)
        self._order = list(order)
        return [(_UPSERT_ORDER, (self.id, compact_json(codes), utc_now()))]

    def hand_order(self) -> list[Card]:
        """The player's cards in the saved arrangement; cards not in it (new draws) come last."""
        hand = self.match.hand
        if hand is None:
            return []
        held = hand.hands[self.human_seat]
        arranged = [c for c in self._order if c in held]
        return arranged + [c for c in held if c not in arranged]


def _order_codes(cards: Sequence[Card]) -> list[str]:
    codes = [c.code for c in cards]
    if len(codes) > MAX_ORDER or len(set(codes)) != len(codes):
        raise ValueError(f"an arrangement holds at most {MAX_ORDER} different cards, got {' '.join(codes)}")
    return codes
