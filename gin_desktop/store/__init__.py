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

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .database import GameStore
    from .errors import DamagedGameError, GameTooLongError, StoreError, UncheckedError
    from .game import LengthLimit, SavedGame
    from .loading import GameHeader
    from .notices import Notice, NoticeKind, OpenReport, SaveStatus, StoreMode
    from .paths import DB_NAME, ENV_VAR, LOCK_NAME, resolve_data_dir
    from .position import ResumeCheck
    from .schema import CURRENT_VERSION
    from .stats import FinishedGame, Stats, Tally

__all__ = [
    "CURRENT_VERSION", "DB_NAME", "ENV_VAR", "LOCK_NAME", "DamagedGameError", "FinishedGame", "GameHeader",
    "GameStore", "GameTooLongError", "LengthLimit",
    "Notice", "NoticeKind", "OpenReport", "ResumeCheck", "SaveStatus", "SavedGame", "Stats", "StoreError",
    "StoreMode", "Tally", "UncheckedError", "resolve_data_dir",
]

# Each name loads its module on first use, so that importing one light part (``store.paths``,
# ``store.lock``: the still frame reads them before the first paint) does not load the database,
# the core and the statistics with it.
_HOME = {
    "GameStore": "database", "DamagedGameError": "errors", "GameTooLongError": "errors", "StoreError": "errors",
    "UncheckedError": "errors", "LengthLimit": "game", "SavedGame": "game", "GameHeader": "loading",
    "Notice": "notices", "NoticeKind": "notices", "OpenReport": "notices", "SaveStatus": "notices",
    "StoreMode": "notices", "DB_NAME": "paths", "ENV_VAR": "paths", "LOCK_NAME": "paths",
    "resolve_data_dir": "paths", "ResumeCheck": "position", "CURRENT_VERSION": "schema",
    "FinishedGame": "stats", "Stats": "stats", "Tally": "stats",
}


def __getattr__(name: str) -> object:
    home = _HOME.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f".{home}", __name__), name)
    globals()[name] = value  # (found at once next time)
    return value
