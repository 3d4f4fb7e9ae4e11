"""The stored position: what the table shows after a game's latest move, in one row, so a resume paints
without replaying the game.

Every commit that deals, moves or takes moves back also writes ``positions`` (the same transaction: it
can never be torn from the log). The row holds the move count and the position of
:func:`gin_desktop.core.position.position_of` plus the hand's deal secret, sealed as the deck is
(:mod:`.sealing`, bound to the game and the move count), so ``sqlite3 .dump`` shows no hidden card.
Without a key nothing is kept (the row is removed) and the game resumes by the replay.

A resume reads the row, checks its move and hand counts against the log (two index look-ups) and
builds a provisional match from it; the full replay runs after the first paint and replaces it
(:meth:`.reading.Reader.check_resumed`), before any move is accepted. A row that is damaged, cannot
be opened, or disagrees with the log is never trusted: the game is set up from the log instead.
"""

from __future__ import annotations

import enum
import json
import sqlite3
from dataclasses import dataclass
from typing import Final

from gin_desktop.core import LoadError, Match
from gin_desktop.core.position import POSITION_FORMAT, match_at, position_of

from .loading import GameHeader, valid_secret
from .sealing import POSITION_PREFIX, CannotOpen, Unopened, open_text, position_where

UPSERT_POSITION: Final = (
    "INSERT INTO positions (game_id, actions, position) VALUES (?, ?, ?) "
    "ON CONFLICT (game_id) DO UPDATE SET actions = excluded.actions, position = excluded.position"
)
DELETE_POSITION: Final = "DELETE FROM positions WHERE game_id = ?"
MAX_POSITION_CHARS: Final = 64_000  # a long wall hand takes about 4,000
_ROW: Final = "SELECT actions, position FROM positions WHERE game_id = ?"
_LOG: Final = (
    "SELECT (SELECT max(seq) FROM actions WHERE game_id = :game), (SELECT max(number) FROM hands WHERE game_id = :game)"
)


class Distrust(enum.Enum):
    """Why a stored position was not used (the game is then set up from its log)."""

    DAMAGED = "damaged"  # the row does not open with this key, or does not make a position
    DISAGREES = "disagrees"  # it is not where the log leads


class ResumeCheck(enum.Enum):
    """What the replay of the log found of a game resumed from its stored position."""

    AGREES = "agrees"  # the position is where the log leads: play on
    REBUILT = "rebuilt"  # it was not: the game now holds the log's position (repaint it; the player is told)
    LOST = "lost"  # the log no longer makes the game (damaged, or its hand cannot be opened): told, start anew


@dataclass(frozen=True, slots=True)
class StoredPosition:
    """A position read back: its provisional match, the move count, the hand's secret and its plain text."""

    match: Match
    actions: int
    secret: str | None
    data: object  # the position as stored (compared with the replay's)


def position_text(match: Match, deck_text: str, action_texts: list[str], secret: str | None) -> str:
    """The plain text of ``match``'s position (sealed before it is stored), as :func:`position_of` makes it,
    put together from the texts the commit has already: the hand's deck and its actions' JSON (at every move:
    encoding them again would cost more than the commit)."""
    hand = match.hand
    assert hand is not None
    head = {"format": POSITION_FORMAT, "hand": len(match.hands), "dealer": hand.dealer, "scores": match.scores,
            "won": match.hands_won}
    inner = json.dumps(head, separators=(",", ":"))[:-1]
    return (f'{{"position":{inner},"deck":{deck_text},"actions":[{",".join(action_texts)}]}},'
            f'"secret":{json.dumps(secret)}}}')


def read_position(conn: sqlite3.Connection, header: GameHeader,
                  key: bytes | None) -> StoredPosition | Distrust | Unopened | None:
    """The stored position of ``header``'s game; None when it has none, else why it is not used (the
    key is missing or another: :class:`Unopened`, never told, as for the deck)."""
    row = conn.execute(_ROW, (header.id,)).fetchone()
    if row is None:
        return None
    actions, text = row
    if type(actions) is not int or not isinstance(text, str) or actions < 0:
        return Distrust.DAMAGED
    try:
        plain = open_text(key, position_where(header.id, actions), text, MAX_POSITION_CHARS, POSITION_PREFIX)
    except CannotOpen as exc:
        return Distrust.DAMAGED if exc.why is Unopened.DAMAGED else exc.why
    try:
        data = json.loads(plain.decode())
        secret = data.get("secret") if isinstance(data, dict) else None
        if not isinstance(data, dict) or not (secret is None or valid_secret(secret)) or header.rules is None:
            return Distrust.DAMAGED
        match = match_at(header.rules, header.first_dealer, data.get("position"))
    except (ValueError, UnicodeError, RecursionError, LoadError):
        return Distrust.DAMAGED
    # (named: a numbered ?1 bound from a sequence is deprecated in Python 3.13 and an error from 3.14)
    last_move, last_hand = conn.execute(_LOG, {"game": header.id}).fetchone()
    if (last_move or 0) != actions or last_hand != len(match.hands):
        return Distrust.DISAGREES
    return StoredPosition(match, actions, secret, data.get("position"))


def agrees(stored: StoredPosition, replayed: Match, actions: int, secret: str | None) -> bool:
    """The replay of the log leads where the stored position says."""
    return (stored.actions == actions and stored.secret == secret and replayed.hand is not None
            and position_of(replayed) == stored.data)
