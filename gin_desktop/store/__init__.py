"""The memory of the game: one SQLite database of every game as rules, decks and actions.

A game is stored as what determines it (its rules, each hand's deck order and
dealer, and the append-only list of actions) and is loaded by replaying those
actions through :class:`gin_desktop.core.Match`, so nothing read from the file is
ever executed and a bad row can only make a game "damaged", never crash the app.

Typical use by the controller::

    store = GameStore.open(args.data_dir)        # messages in store.report.notices
    game = store.resume() or store.new_game(rules, "medium", human_seat=0, first_dealer=1)
    game.deal(deck)                              # committed before it returns
    game.apply(action)                           # committed before it returns
    for notice in store.take_notices(): ...      # disk full, damaged games, ...
"""

from typing import TYPE_CHECKING

from .database import GameStore
from .errors import DamagedGameError, GameTooLongError, StoreError, UncheckedError
from .game import LengthLimit, SavedGame
from .loading import GameHeader
from .notices import Notice, NoticeKind, OpenReport, SaveStatus, StoreMode
from .paths import DB_NAME, ENV_VAR, LOCK_NAME, resolve_data_dir
from .position import ResumeCheck
from .schema import CURRENT_VERSION

if TYPE_CHECKING:
    from .stats import FinishedGame, Stats, Tally

__all__ = [
    "CURRENT_VERSION", "DB_NAME", "ENV_VAR", "LOCK_NAME", "DamagedGameError", "FinishedGame", "GameHeader",
    "GameStore", "GameTooLongError", "LengthLimit",
    "Notice", "NoticeKind", "OpenReport", "ResumeCheck", "SaveStatus", "SavedGame", "Stats", "StoreError",
    "StoreMode", "Tally", "UncheckedError", "resolve_data_dir",
]


def __getattr__(name: str) -> object:
    # The statistics types load on first use: the table's start-up never needs them.
    if name in ("FinishedGame", "Stats", "Tally"):
        from . import stats

        return getattr(stats, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
