"""Reading games back: every row is validated and every game is rebuilt by replaying it.

Nothing read from the file is trusted or executed: text columns are parsed as JSON
(with size limits) and card codes, numbers are type-checked, and the actions are
replayed through :class:`~gin_desktop.core.Match`, which refuses anything illegal.
Any problem raises :class:`DamagedGameError` with a message for the player.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Final

from gin_desktop.core import Card, GinError, Match, Rules, parse_cards
from gin_desktop.core.actions import action_from_json

from .errors import DamagedGameError
from .sealing import CannotOpen, Unopened, is_sealed, open_sealed

MAX_JSON_CHARS: Final = 4096  # far above any real rules, deck or action text
MAX_HANDS: Final = 5000
MAX_ACTIONS: Final = 500_000
MAX_LABEL: Final = 64
MAX_SECRET: Final = 128  # the app writes 32 hex digits
STATUSES: Final = ("active", "finished", "abandoned", "damaged")

HEADER_SQL: Final = (
    "SELECT id, created_at, rules, ai_level, human_seat, first_dealer, status, finished_at, winner, total0, total1, "
    "damage, used_undo, practice, tutored FROM games"
)


@dataclass(frozen=True, slots=True)
class GameHeader:
    """One ``games`` row, validated. ``rules`` is None only for a game already marked damaged."""

    id: int
    created_at: str
    rules: Rules | None
    ai_level: str
    human_seat: int
    first_dealer: int
    status: str  # active | finished | abandoned | damaged
    finished_at: str | None = None
    winner: int | None = None
    totals: tuple[int, int] | None = None
    damage: str | None = None
    used_undo: bool = False  # a move of this game was taken back
    practice: bool = False  # a deal played again from a review: not counted in the statistics
    tutored: bool = False  # the tutor judged a move of this game (its accuracy is kept apart)

    @property
    def preset(self) -> str:
        name = self.rules.preset_name if self.rules is not None else None
        return name or "custom"


@dataclass(frozen=True, slots=True)
class LoadedGame:
    header: GameHeader
    match: Match
    actions: int  # number of actions replayed
    order: list[Card] | None  # the player's saved card arrangement, if any and readable
    order_problem: str | None  # why a saved arrangement was ignored
    secrets: tuple[str | None, ...] = ()  # each hand's deal secret, hand 1 first (None: dealt before v4)
    sealed: tuple[int, Unopened] | None = None  # a sealed hand that could not be opened: the replay stops before it


def parse_json(value: object, what: str) -> object:
    if not isinstance(value, str):
        raise DamagedGameError(f"{what} is not text")
    if len(value) > MAX_JSON_CHARS:
        raise DamagedGameError(f"{what} is too long ({len(value)} characters)")
    try:
        return json.loads(value)
    except (ValueError, RecursionError) as exc:
        raise DamagedGameError(f"{what} is not readable JSON") from exc


def _seat(value: object, what: str) -> int:
    if type(value) is not int or value not in (0, 1):
        raise DamagedGameError(f"{what} must be seat 0 or 1, got {value!r:.40}")
    return value


def _label(value: object, what: str, *, empty_ok: bool = False) -> str:
    if not isinstance(value, str) or len(value) > MAX_LABEL or (not value and not empty_ok):
        raise DamagedGameError(f"{what} is not a short text, got {value!r:.40}")
    return value


def parse_rules(value: object) -> Rules:
    data = parse_json(value, "the rules")
    try:
        return Rules.from_json(data)
    except (GinError, TypeError) as exc:
        raise DamagedGameError(f"the rules are invalid: {str(exc)[:120]}") from exc


def parse_card_list(value: object, what: str, count: int | None = None, at_most: int = 52) -> list[Card]:
    data = parse_json(value, what)
    if not isinstance(data, list) or not all(isinstance(c, str) for c in data) or len(data) > at_most:
        raise DamagedGameError(f"{what} is not a list of at most {at_most} card codes")
    try:
        return parse_cards(data, count=count)
    except GinError as exc:
        raise DamagedGameError(f"{what} is impossible: {str(exc)[:120]}") from exc


def read_header(row: Sequence[object]) -> GameHeader:
    """Validate one ``games`` row (in :data:`HEADER_SQL` order); raise :class:`DamagedGameError`."""
    game_id, created, rules, level, human, first, status, finished_at, winner, total0, total1, damage, undo, \
        practice, tutored = row
    if type(game_id) is not int:
        raise DamagedGameError(f"game id {game_id!r:.40} is not a number")
    if status not in STATUSES:
        raise DamagedGameError(f"game {game_id} has an unknown status {status!r:.40}")
    created_at = _label(created, "the start time", empty_ok=True)
    if status == "damaged":
        note = damage if isinstance(damage, str) else "unknown damage"
        first_dealer = first if first in (0, 1) and type(first) is int else 0
        seat = human if human in (0, 1) and type(human) is int else 0
        level_text = level if isinstance(level, str) and len(level) <= MAX_LABEL else "?"
        used_undo = undo == 1 and type(undo) is int
        return GameHeader(
            game_id, created_at, None, level_text, seat, first_dealer, "damaged", damage=note[:500], used_undo=used_undo
        )
    if type(undo) is not int or undo not in (0, 1):
        raise DamagedGameError(f"the undo mark must be 0 or 1, got {undo!r:.40}")
    if type(practice) is not int or practice not in (0, 1):
        raise DamagedGameError(f"the practice mark must be 0 or 1, got {practice!r:.40}")
    if type(tutored) is not int or tutored not in (0, 1):
        raise DamagedGameError(f"the tutor mark must be 0 or 1, got {tutored!r:.40}")
    header = GameHeader(
        id=game_id,
        created_at=created_at,
        rules=parse_rules(rules),
        ai_level=_label(level, "the computer's level"),
        human_seat=_seat(human, "the player's seat"),
        first_dealer=_seat(first, "the first dealer"),
        status=str(status),
        used_undo=undo == 1,
        practice=practice == 1,
        tutored=tutored == 1,
    )
    if status != "finished":
        return header
    if type(total0) is not int or type(total1) is not int:
        raise DamagedGameError(f"the final score {total0!r:.20}–{total1!r:.20} is not two numbers")
    return replace(
        header,
        finished_at=_label(finished_at, "the end time", empty_ok=True),
        winner=_seat(winner, "the winner"),
        totals=(total0, total1),
    )


def load_game(conn: sqlite3.Connection, header: GameHeader, key: bytes | None = None) -> LoadedGame:
    """Replay one game from its rows; raise :class:`DamagedGameError` naming the first problem.

    A sealed hand (see :mod:`.sealing`) is opened with ``key``; one that cannot be opened is no damage:
    the replay stops before it and :attr:`LoadedGame.sealed` says which hand and why.
    """
    if header.rules is None:
        raise DamagedGameError(header.damage or "the game was set aside as damaged")
    match = Match(header.rules, header.first_dealer)
    hands = conn.execute(
        "SELECT number, dealer, deck, secret FROM hands WHERE game_id = ? ORDER BY number LIMIT ?",
        (header.id, MAX_HANDS + 1),
    ).fetchall()
    actions = conn.execute(
        "SELECT seq, hand_number, seat, action FROM actions WHERE game_id = ? ORDER BY seq LIMIT ?",
        (header.id, MAX_ACTIONS + 1),
    ).fetchall()
    if len(hands) > MAX_HANDS or len(actions) > MAX_ACTIONS:
        raise DamagedGameError("it has an impossible number of hands or actions")
    position = 0
    secrets: list[str | None] = []
    sealed: tuple[int, Unopened] | None = None
    for index, (number, dealer, deck, secret) in enumerate(hands):
        if type(number) is not int or number != index + 1:
            raise DamagedGameError(f"hand {index + 1} is missing (found hand number {number!r:.20})")
        if _seat(dealer, f"the dealer of hand {number}") != match.next_dealer() or not match.needs_deal:
            raise DamagedGameError(f"hand {number} cannot be dealt at that point (dealer {dealer})")
        if is_sealed(deck):
            if secret is not None:
                raise DamagedGameError(f"hand {number} is sealed but has a plain secret")
            try:
                deck, secret = open_sealed(key, header.id, number, str(deck))
            except CannotOpen as exc:
                sealed = (number, exc.why)
                break
        match.deal(parse_card_list(deck, f"the deck of hand {number}", count=52))
        secrets.append(_secret(secret, number))
        while position < len(actions) and _belongs(actions[position][1], number):
            _replay_one(match, position, actions[position])
            position += 1
    if sealed is not None:
        return LoadedGame(header, match, position, None, None, tuple(secrets), sealed)
    if position < len(actions):
        seq, hand_number = actions[position][0], actions[position][1]
        raise DamagedGameError(f"move {seq!r:.20} names hand {hand_number!r:.20}, which does not fit the hands dealt")
    _check_status(header, match)
    order, problem = read_order(conn, header.id)
    return LoadedGame(header, match, len(actions), order, problem, tuple(secrets))


def valid_secret(value: object) -> bool:
    """A deal secret is 1 to :data:`MAX_SECRET` printable ASCII characters."""
    return isinstance(value, str) and 0 < len(value) <= MAX_SECRET and value.isascii() and value.isprintable()


def _secret(value: object, number: int) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str) or not valid_secret(value):
        raise DamagedGameError(f"the deal secret of hand {number} is not a short text, got {value!r:.40}")
    return value


def _belongs(hand_number: object, number: int) -> bool:
    return type(hand_number) is int and hand_number == number


def _replay_one(match: Match, position: int, row: Sequence[object]) -> None:
    seq, _hand_number, seat, text = row
    if type(seq) is not int or seq != position + 1:
        raise DamagedGameError(f"move {position + 1} is missing (found move number {seq!r:.20})")
    hand = match.hand
    assert hand is not None
    if _seat(seat, f"the player of move {seq}") != hand.current:
        raise DamagedGameError(f"move {seq} is recorded for seat {seat}, but seat {hand.current} was to play")
    try:
        action = action_from_json(parse_json(text, f"move {seq}"))
        match.apply(action)
    except GinError as exc:
        raise DamagedGameError(f"move {seq} cannot be replayed: {str(exc)[:160]}") from exc


def _check_status(header: GameHeader, match: Match) -> None:
    if header.status == "finished":
        result = match.result
        if result is None:
            raise DamagedGameError("it is recorded as finished, but its moves do not finish it")
        if result.winner != header.winner or result.totals != header.totals:
            raise DamagedGameError("its recorded final score does not match its moves")
    elif match.is_over:
        raise DamagedGameError(f"it is recorded as {header.status}, but its moves finish it")


def read_order(conn: sqlite3.Connection, game_id: int) -> tuple[list[Card] | None, str | None]:
    row = conn.execute("SELECT cards FROM hand_order WHERE game_id = ?", (game_id,)).fetchone()
    if row is None:
        return None, None
    try:
        return parse_card_list(row[0], "the saved arrangement of your cards", at_most=11), None
    except DamagedGameError as exc:
        return None, str(exc)


def next_free_id(conn: sqlite3.Connection) -> int:
    """One more than any game id used in any table (orphan rows included)."""
    best = 0
    for table, column in (("games", "id"), ("hands", "game_id"), ("actions", "game_id"), ("hand_order", "game_id"),
                          ("positions", "game_id")):
        value = conn.execute(
            f"SELECT max({column}) FROM {table} WHERE typeof({column}) = 'integer'"  # fixed names only
        ).fetchone()[0]
        if isinstance(value, int):
            best = max(best, value)
    return best + 1
