"""GameStore: the one object the app uses to save, resume and summarise games.

It is the door to three rooms: opening and recovery (:mod:`.opening`, :mod:`.recovery`: lock,
create, check, migrate, set a damaged file aside), writing (:class:`~.writing.Writer`: every change
committed before the call returns, the backlog of a refusing disk and its spill file) and reading
(:class:`~.reading.Reader`: games replayed through the rules core, the statistics and reviews).
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Callable, Sequence
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from gin_desktop.core import Match, Rules

from .game import SavedGame, compact_json, utc_now
from .loading import MAX_LABEL, GameHeader, next_free_id
from .lock import FileLock
from .notices import Notice, NoticeBox, OpenReport, Phrase, SaveStatus, StoreMode, phrase
from .opening import cannot_open, open_database
from .paths import DB_NAME, resolve_data_dir
from .position import ResumeCheck
from .reading import Reader
from .recovery import Position
from .writing import ABANDON, INSERT_GAME, KEEP_MARK, KEEP_REVIEW, Writer

if TYPE_CHECKING:
    from gin_desktop.values.skill import DecisionMark

    from .drills import DrillBook
    from .stats import Stats


class GameStore:
    """The save file of one data directory. Open with :meth:`open`; close with :meth:`close`."""

    def __init__(self, conn: sqlite3.Connection, report: OpenReport, lock: FileLock | None = None,
                 position: Position | None = None) -> None:
        self._notices = NoticeBox()
        try:
            self._next_id = next_free_id(conn)
        except sqlite3.Error:
            self._next_id = 1
        self._writer = Writer(conn, report, self._notices, lock, position)
        self._reader = Reader(self._writer, self._notices)

    @classmethod
    def open(cls, data_dir: str | os.PathLike[str] | None = None, *, read_only: bool = False) -> GameStore:
        """Open the saves in ``data_dir`` (else ``GIN_RUMMY_DATA_DIR``, else the platform data directory).

        Never raises for a damaged, newer, locked or unwritable store: :attr:`report`
        says which mode the store is in and holds the messages for the player.
        ``read_only`` (for tools) never writes, renames or migrates the file.
        """
        path = resolve_data_dir(data_dir)
        try:
            opened = open_database(path, read_only=read_only)
        except (OSError, ValueError) as exc:  # a path the system refuses (too long, NUL, no such user, ...)
            opened = cannot_open(path, exc)
        report = OpenReport(
            opened.mode, path, path / DB_NAME, tuple(opened.notices), opened.moved_to, opened.found_version,
            opened.problem, opened.check_deferred,
        )
        return cls(opened.conn, report, opened.lock, opened.position)

    # -- state -------------------------------------------------------------------------
    @property
    def report(self) -> OpenReport:
        """How the store opened (its mode, folder, file) and what to tell the player about it."""
        return self._writer.report

    @property
    def _conn(self) -> sqlite3.Connection:  # (the tests reach the connection to inject faults)
        return self._writer.conn

    @_conn.setter
    def _conn(self, conn: sqlite3.Connection) -> None:
        self._writer.conn = conn

    @property
    def mode(self) -> StoreMode:
        return self._writer.mode

    @property
    def saving(self) -> bool:
        return self._writer.mode is StoreMode.SAVING

    @property
    def waiting(self) -> bool:
        """True while changes wait in memory: the folder cannot be written yet, or the disk refused a write."""
        mode = self._writer.mode
        return mode is StoreMode.WAITING or (mode is StoreMode.SAVING and bool(self._writer.backlog))

    def problem(self) -> Phrase | None:
        """Why this session's moves are not being saved now (a code for text/store_text.py); None while they are."""
        folder = self.report.data_dir
        count = len(self._writer.backlog)
        mode = self._writer.mode
        if mode is StoreMode.WAITING:
            why = self.report.problem or phrase("folder_unwritable", folder=folder)
            return phrase("not_saving_waiting", count, why=why)
        if mode is StoreMode.SAVING:
            if not count:
                return None
            return phrase("not_saving_disk", count, folder=folder)
        if mode is StoreMode.READ_ONLY:
            return phrase("not_saving_other_copy", folder=folder)
        return phrase("not_saving")

    @property
    def pending_count(self) -> int:
        """Changes the disk refused so far, waiting in memory to be saved."""
        return len(self._writer.backlog)

    @property
    def unsaved_count(self) -> int:
        """Waiting changes held in memory only (not in the spill file): closing now would lose them."""
        return self._writer.unsaved_count

    def take_notices(self) -> list[Notice]:
        """Messages raised since :meth:`open` (or the last call), oldest first; open's are in :attr:`report`."""
        return self._notices.take()

    # -- games -------------------------------------------------------------------------
    def new_game(self, rules: Rules, ai_level: str, human_seat: int, first_dealer: int,
                 practice: bool = False) -> SavedGame:
        """Start and commit a new game; an unfinished earlier game is kept as abandoned.
        ``practice``: a deal played again from a review, never counted in the statistics."""
        if not isinstance(ai_level, str) or not 0 < len(ai_level) <= MAX_LABEL:
            raise ValueError(f"the AI level must be a short text, got {ai_level!r:.40}")
        if type(human_seat) is not int or type(first_dealer) is not int or {human_seat, first_dealer} - {0, 1}:
            raise ValueError(f"seats are 0 or 1, got human {human_seat!r} and first dealer {first_dealer!r}")
        match = Match(rules, first_dealer)
        header = GameHeader(self._next_id, utc_now(), rules, ai_level, human_seat, first_dealer, "active",
                            practice=practice)
        self._next_id += 1
        row = (header.id, header.created_at, compact_json(rules.to_json()), ai_level, human_seat, first_dealer,
               int(practice))
        writer = self._writer
        game = SavedGame(writer.write, header, match, finished=self._reader.finished, seal=writer.seal.seal,
                         seal_position=writer.seal.seal_position)
        game.last_status = writer.write([*writer.reveal_abandoned(), (ABANDON, ()), (INSERT_GAME, row)], True)
        return game

    def resume(self, *, deferred_check: bool = False) -> SavedGame | None:
        """The latest unfinished game, replayed; None when there is none (or it is damaged, or its hand in
        progress cannot be opened: see notices).

        ``deferred_check`` (the app's start): the game as its stored position shows it (one row read, no
        replay; see :mod:`.position`), with :attr:`SavedGame.unchecked` set: it refuses every move until
        :meth:`check_resumed` has replayed its log. Without a usable position it is replayed at once."""
        return self._reader.resume(deferred_check)

    def check_resumed(self, game: SavedGame) -> ResumeCheck:
        """Replay the log of a game :meth:`resume` gave unchecked and put the replay in its place: AGREES
        (the stored position was the log's), REBUILT (it was not: the game now shows the log's position, and
        a notice says so) or LOST (the log no longer makes the game: marked damaged or its hand cannot be
        opened, told; start a new game). A game that was never unchecked AGREES."""
        return self._reader.check_resumed(game)

    def check_file(self) -> Notice | None:
        """The whole-file ``quick_check`` a large file skipped at start (it is run after the first paint): a
        notice when it fails (the file is then checked in full, and set aside, at the next start)."""
        return self._reader.check_file()

    def load_game(self, game_id: int) -> SavedGame | None:
        """Any saved game by id (e.g. to replay a finished one), or None if missing or damaged."""
        return self._reader.load_game(game_id)

    def games(self) -> list[GameHeader]:
        """Every saved game's summary row, newest first (damaged ones included, with their reason)."""
        return self._reader.headers(" ORDER BY id DESC")

    def keep_review(self, game_id: int, hand_number: int, decisions: int, points_lost: float,
                    marks: Sequence[DecisionMark] = ()) -> SaveStatus:
        """Keep what the review of a hand found (for the game's accuracy and the player's rating: each
        decision's ``marks``), worked out once, in one commit."""
        if type(decisions) is not int or decisions < 0 or not 0.0 <= points_lost < 1e6:
            raise ValueError(f"not a review: {decisions!r} decisions, {points_lost!r} points lost")
        rows = [(KEEP_MARK, (game_id, hand_number, m.step, m.topic, m.grade.value, float(m.loss), m.way))
                for m in marks]
        return self._writer.write([(KEEP_REVIEW, (game_id, hand_number, decisions, float(points_lost))), *rows])

    def review_marks(self) -> dict[int, dict[int, list[DecisionMark]]]:
        """game id → hand number → its reviewed decisions' marks, in step order (bad rows skipped)."""
        return self._reader.review_marks()

    @property
    def drills(self) -> DrillBook:
        """The player's drills (practice of their own mistakes): add, read, update after an answer."""
        from .drills import DrillBook  # (not needed to paint the table)

        return DrillBook(lambda statements: self._writer.write(statements), lambda: self._writer.conn)

    def reviews(self) -> dict[int, dict[int, tuple[int, float]]]:
        """game id → hand number → (graded decisions, points lost) of every reviewed hand (bad rows skipped)."""
        return self._reader.reviews()

    def stats(self, progress: Callable[[int, int], object] | None = None) -> Stats:
        """Statistics and the finished games' score sheets, from the saved games (damaged ones skipped).

        A finished or abandoned game is replayed once: its summary is kept in the
        ``game_summaries`` table and used while the game's rows are unchanged (their
        digest, from one read of the tables, is far cheaper than a replay).
        ``progress(done, total)`` is told after each game that has to be replayed.
        """
        return self._reader.stats(progress)

    # -- writing -----------------------------------------------------------------------
    def retry_pending(self) -> bool:
        """Try again to save the changes the disk refused (or to open a folder that could not be
        written at start); True when nothing is waiting any more."""
        return self._writer.retry_pending()

    def save_copy(self, folder: str | os.PathLike[str]) -> Path:
        """Write the saves with every waiting change to a new file in ``folder`` (for a full disk: the player
        picks another one) and return its path; raises :class:`OSError` or :class:`sqlite3.Error` when it fails.
        The copy is a complete save file: use it as ``--data-dir``'s ``games.sqlite`` (the key of its sealed
        hand goes beside it)."""
        return self._writer.save_copy(folder)

    # -- closing -----------------------------------------------------------------------
    def close(self) -> int:
        """Save what is waiting if possible, close the file and release the lock.

        Returns the number of changes that could not be saved (0 normally).
        """
        return self._writer.close()

    def __enter__(self) -> GameStore:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, value: BaseException | None, traceback: TracebackType | None
    ) -> None:
        self.close()

    @property
    def database(self) -> Path:
        return self.report.database
