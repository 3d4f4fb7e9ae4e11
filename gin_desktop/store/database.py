"""GameStore: the one object the app uses to save, resume and summarise games.

Writing: every change (a new game, a deal, an action, the player's card
arrangement) is committed in its own transaction before the call returns (how
durable each commit is, against crashes and power cuts, is explained in
:mod:`.connection`: moves commit at NORMAL, games, deals and hand ends at FULL). When the
disk refuses a write (full, read-only) the change is kept in memory, in order; the
player is warned once, and the backlog is written, in one transaction and in the
original order, with the next write that succeeds (or :meth:`GameStore.retry_pending`).

Reading: the saves are replayed through the rules core; a game that does not
replay is marked damaged (never deleted) and the player is told.
"""

from __future__ import annotations

import contextlib
import dataclasses
import os
import sqlite3
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from gin_desktop.core import Match, Rules
from gin_desktop.words.i18n import tr

from . import game as game_rows
from .checks import CHECK_FAILED_NAME, quick_check_problem
from .connection import SYNC_POINT, SYNCHRONOUS, connect_file, error_code, write_failure
from .errors import DamagedGameError
from .files import set_aside
from .game import SavedGame, Statement, compact_json, utc_now
from .headroom import NEW_HAND_BYTES, Headroom
from .loading import HEADER_SQL, MAX_LABEL, GameHeader, LoadedGame, load_game, next_free_id, read_header
from .lock import FileLock
from .notices import Notice, NoticeKind, OpenReport, SaveStatus, StoreMode
from .opening import cannot_open, open_database
from .paths import DB_NAME, resolve_data_dir
from .recovery import Position, PositionFile, position_after
from .spill import Spill, SpillContent, SpillDamaged, read_spill
from .summaries import KEEP_SUMMARY, row_digests, stored_summaries

if TYPE_CHECKING:
    from .stats import Stats

_ABANDON = "UPDATE games SET status = 'abandoned' WHERE status = 'active'"
_INSERT_GAME = (
    "INSERT INTO games (id, created_at, rules, ai_level, human_seat, first_dealer, status, practice) "
    "VALUES (?, ?, ?, ?, ?, ?, 'active', ?)"
)
_KEEP_REVIEW = "INSERT OR REPLACE INTO hand_reviews (game_id, number, decisions, points_lost) VALUES (?, ?, ?, ?)"
_MARK_DAMAGED = "UPDATE games SET status = 'damaged', damage = ? WHERE id = ?"
_REOPEN_CODES = frozenset({8, 14})  # SQLITE_READONLY, SQLITE_CANTOPEN: retry on a new connection
REOPEN_EVERY = 3.0  # seconds between tries to open an unwritable folder for writing (besides retry_pending)
_CONTENT_SQL = "SELECT (SELECT count(*) FROM games), (SELECT max(id) FROM games), (SELECT count(*) FROM actions)"
_FULL_CODES = frozenset({13})  # SQLITE_FULL (SQLite reports ENOSPC as this)
STATEMENTS: dict[str, str] = {
    # Every statement a change can hold, by name: the spill file names them, it never holds SQL.
    "abandon": _ABANDON, "insert_game": _INSERT_GAME, "keep_review": _KEEP_REVIEW, "mark_damaged": _MARK_DAMAGED,
    "insert_hand": game_rows._INSERT_HAND, "delete_actions": game_rows._DELETE_ACTIONS,
    "mark_undo": game_rows._MARK_UNDO, "insert_action": game_rows._INSERT_ACTION, "finish": game_rows._FINISH,
    "upsert_order": game_rows._UPSERT_ORDER,
}


class GameStore:
    """The save file of one data directory. Open with :meth:`open`; close with :meth:`close`."""

    def __init__(self, conn: sqlite3.Connection, report: OpenReport, lock: FileLock | None = None,
                 position: Position | None = None) -> None:
        self._conn = conn
        self._lock = lock
        self.report = report
        self._mode = report.mode
        self._notices: list[Notice] = []
        self._backlog: list[tuple[tuple[Statement, ...], bool]] = []  # (statements, sync point?)
        self._spill = Spill(report.data_dir, {sql: name for name, sql in STATEMENTS.items()})
        self._spilled = 0  # the first changes of the backlog that are also in the spill file
        self._headroom = Headroom(report.data_dir)
        self._room = True  # False while the headroom is given back (the disk is nearly full)
        self._positions = PositionFile(report.data_dir)  # the latest commit, kept outside the log
        self._position = position
        self._warned = False
        self._reopen = False
        self._told: set[tuple[NoticeKind, int]] = set()
        try:
            self._next_id = next_free_id(conn)
        except sqlite3.Error:
            self._next_id = 1
        self._next_reopen = 0.0
        self._content = _content(conn) if report.mode is StoreMode.WAITING else None
        if report.mode is StoreMode.SAVING:
            self._start_writing()

    def _start_writing(self) -> None:
        """Now the owner of the folder: save what an earlier session spilled, make the spill and the headroom."""
        self._positions.write(self._position or (0, 0, 0), sync=True)
        found = self._read_spill()
        if found is not None and not self._save_spilled(found):
            return
        self._spill.prepare()
        self._room = self._headroom.keep()

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
    def mode(self) -> StoreMode:
        return self._mode

    @property
    def saving(self) -> bool:
        return self._mode is StoreMode.SAVING

    @property
    def waiting(self) -> bool:
        """True while changes wait in memory: the folder cannot be written yet, or the disk refused a write."""
        return self._mode is StoreMode.WAITING or (self._mode is StoreMode.SAVING and bool(self._backlog))

    def problem(self) -> str | None:
        """In plain words, why this session's moves are not being saved now; None while they are."""
        folder = self.report.data_dir
        count = len(self._backlog)
        if self._mode is StoreMode.WAITING:
            why = self.report.problem or tr("The save folder {folder} cannot be written.").format(folder=folder)
            if count:
                return tr("Not saving: {why} Play on: your moves are kept and saved, in order, as soon as it can be. "
                          "(%n waiting.)", "", count).format(why=why)
            return tr("Not saving: {why} Play on: your moves are kept and saved, in order, as soon as it can "
                      "be.").format(why=why)
        if self._mode is StoreMode.SAVING:
            if not count:
                return None
            return tr("Not saving: the disk refuses to write to {folder} (full or read-only). %n change(s) are kept "
                      "and will be saved when it can.", "", count).format(folder=folder)
        if self._mode is StoreMode.READ_ONLY:
            return tr("Not saving: another copy of Gin Rummy is using {folder}.").format(folder=folder)
        return tr("Not saving: this session's moves are not saved (see the message above).")

    @property
    def pending_count(self) -> int:
        """Changes the disk refused so far, waiting in memory to be saved."""
        return len(self._backlog)

    def take_notices(self) -> list[Notice]:
        """Messages raised since :meth:`open` (or the last call), oldest first; open's are in :attr:`report`."""
        out, self._notices = self._notices, []
        return out

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
        game = SavedGame(self._write, header, match, finished=self._finished)
        game.last_status = self._write([(_ABANDON, ()), (_INSERT_GAME, row)], True)
        return game

    def resume(self) -> SavedGame | None:
        """The latest unfinished game, replayed; None when there is none (or it is damaged: see notices)."""
        # Only the newest unfinished games' rows are read (newest first, by the table's own key): a start
        # does not grow with the history.
        below: int | None = None
        try:
            # One row at a time (sqlite3 reads a row ahead: without LIMIT 1 it would scan every game).
            while (row := self._conn.execute(
                    HEADER_SQL + " WHERE status = 'active' AND (? IS NULL OR id < ?) ORDER BY id DESC LIMIT 1",
                    (below, below)).fetchone()) is not None:
                if type(row[0]) is not int:
                    break
                below = row[0]
                try:
                    header = read_header(row)
                except DamagedGameError as exc:
                    if type(row[0]) is int:
                        self._mark_damaged(row[0], str(row[1])[:40], str(exc))
                    continue
                loaded = self._load(header)
                if loaded is not None:
                    return SavedGame.loaded(self._write, loaded, self._finished)
        except (sqlite3.Error, UnicodeError) as exc:
            self._tell(NoticeKind.DAMAGED_FILE, 0, f"The saved games cannot be read ({str(exc)[:120]}).")
        return None

    def check_file(self) -> Notice | None:
        """The whole-file ``quick_check`` a large file skipped at start (it is run after the first paint): a
        notice when it fails (the file is then checked in full, and set aside, at the next start)."""
        if not self.report.check_deferred:
            return None
        self.report = dataclasses.replace(self.report, check_deferred=False)
        problem = quick_check_problem(self.report.database)
        if problem is None:
            return None
        with contextlib.suppress(OSError):
            (self.report.data_dir / CHECK_FAILED_NAME).write_text(problem[:200], encoding="utf-8")
        return Notice(NoticeKind.DAMAGED_FILE, tr(
            "The save file {file} failed its check ({reason}). Play goes on; at the next start it is checked again "
            "and, if it is damaged, set aside (nothing is deleted).").format(file=self.report.database,
                                                                            reason=problem))

    def load_game(self, game_id: int) -> SavedGame | None:
        """Any saved game by id (e.g. to replay a finished one), or None if missing or damaged."""
        if type(game_id) is not int:
            return None
        for header in self._headers(f" WHERE id = {game_id:d}"):
            loaded = self._load(header)
            return None if loaded is None else SavedGame.loaded(self._write, loaded, self._finished)
        return None

    def games(self) -> list[GameHeader]:
        """Every saved game's summary row, newest first (damaged ones included, with their reason)."""
        return self._headers(" ORDER BY id DESC")

    def _headers(self, where: str) -> list[GameHeader]:
        try:
            rows = self._conn.execute(HEADER_SQL + where).fetchall()
        except (sqlite3.Error, UnicodeError) as exc:
            self._tell(NoticeKind.DAMAGED_FILE, 0, f"The saved games cannot be read ({str(exc)[:120]}).")
            return []
        out = []
        for row in rows:
            try:
                out.append(read_header(row))
            except DamagedGameError as exc:
                if type(row[0]) is int:
                    self._mark_damaged(row[0], str(row[1])[:40], str(exc))
        return out

    def keep_review(self, game_id: int, hand_number: int, decisions: int, points_lost: float) -> SaveStatus:
        """Keep what the review of a hand found (for the game's accuracy), worked out once."""
        if type(decisions) is not int or decisions < 0 or not 0.0 <= points_lost < 1e6:
            raise ValueError(f"not a review: {decisions!r} decisions, {points_lost!r} points lost")
        return self._write([(_KEEP_REVIEW, (game_id, hand_number, decisions, float(points_lost)))])

    def reviews(self) -> dict[int, dict[int, tuple[int, float]]]:
        """game id → hand number → (graded decisions, points lost) of every reviewed hand (bad rows skipped)."""
        try:
            rows = self._conn.execute("SELECT game_id, number, decisions, points_lost FROM hand_reviews").fetchall()
        except (sqlite3.Error, UnicodeError):
            return {}
        out: dict[int, dict[int, tuple[int, float]]] = {}
        for game_id, number, decisions, lost in rows:
            if type(game_id) is int and type(number) is int and type(decisions) is int and decisions >= 0 \
                    and isinstance(lost, float) and 0.0 <= lost < 1e6:
                out.setdefault(game_id, {})[number] = (decisions, lost)
        return out

    def stats(self, progress: Callable[[int, int], object] | None = None) -> Stats:
        """Statistics and the finished games' score sheets, from the saved games (damaged ones skipped).

        A finished or abandoned game is replayed once: its summary is kept in the
        ``game_summaries`` table and used while the game's rows are unchanged (their
        digest, from one read of the tables, is far cheaper than a replay).
        ``progress(done, total)`` is told after each game that has to be replayed.
        """
        from .stats import GameSummary, compute_stats, summarize, summary_from_json, summary_to_json

        kept = self._stored_summaries()
        digests = self._digests() if kept else None  # every game's, read once (None: not read yet)
        counted: list[tuple[GameHeader, GameSummary]] = []
        todo: list[GameHeader] = []
        for header in self.games():
            if header.status == "damaged" or header.practice:  # (practice games are never counted)
                continue
            stored = kept.get(header.id) if header.status in ("finished", "abandoned") else None
            fresh = stored is not None and digests is not None and stored[0] == digests.get(header.id)
            summary = summary_from_json(stored[1]) if fresh and stored is not None else None
            if summary is None:
                todo.append(header)
            else:
                counted.append((header, summary))
        new_rows: list[tuple[int, str, str]] = []
        for done, header in enumerate(todo, 1):
            loaded = self._load(header)
            if loaded is not None:
                summary = summarize(loaded.match)
                counted.append((header, summary))
                if header.status != "active":
                    if digests is None:
                        digests = self._digests()
                    new_rows.append((header.id, digests.get(header.id, ""), summary_to_json(summary)))
            if progress is not None:
                progress(done, len(todo))
        self._keep_summaries(new_rows)
        return compute_stats(counted, self.reviews())

    def _finished(self, game: SavedGame) -> None:
        """A game has just ended (and is saved): keep its summary for the statistics now."""
        from .stats import summarize, summary_to_json

        self._keep_summaries([(game.id, self._digest(game.id), summary_to_json(summarize(game.match)))])

    def _stored_summaries(self) -> dict[int, tuple[object, object]]:
        return stored_summaries(self._conn)

    def _digests(self, game_id: int | None = None) -> dict[int, str]:
        return row_digests(self._conn, game_id)

    def _digest(self, game_id: int) -> str:
        return self._digests(game_id).get(game_id, "")

    def _keep_summaries(self, rows: list[tuple[int, str, str]]) -> None:
        """Save new summaries if the store is saving and nothing else waits; a failure costs only a replay later."""
        rows = [row for row in rows if row[1]]
        if not rows or self._mode is not StoreMode.SAVING or self._backlog:
            return
        with contextlib.suppress(sqlite3.Error, OverflowError, UnicodeError):
            self._transaction([(KEEP_SUMMARY, row) for row in rows], False)

    def _load(self, header: GameHeader) -> LoadedGame | None:
        try:
            loaded = load_game(self._conn, header)
        except DamagedGameError as exc:
            reason = str(exc)
        except sqlite3.Error as exc:
            reason = tr("its rows cannot be read ({error})").format(error=str(exc)[:120])
        except Exception as exc:  # untrusted data: whatever stops the replay makes this one game damaged
            reason = tr("it cannot be replayed ({error})").format(error=f"{type(exc).__name__}: {str(exc)[:120]}")
        else:
            if loaded.order_problem is not None:
                self._tell(
                    NoticeKind.DAMAGED_ORDER,
                    header.id,
                    tr("Your own arrangement of the cards in game {game} could not be read ({problem}); the "
                       "cards are shown in the order they were dealt.").format(game=header.id,
                                                                              problem=loaded.order_problem),
                )
            return loaded
        self._mark_damaged(header.id, header.created_at, reason)
        return None

    def _mark_damaged(self, game_id: int, created_at: str, reason: str) -> None:
        text = (tr("Saved game {game} (started {started}) cannot be loaded: {reason}. It was set aside as "
                   "damaged; nothing was deleted.") if created_at else
                tr("Saved game {game} cannot be loaded: {reason}. It was set aside as damaged; nothing was "
                   "deleted."))
        self._tell(NoticeKind.DAMAGED_GAME, game_id, text.format(game=game_id, started=created_at, reason=reason))
        self._write([(_MARK_DAMAGED, (reason[:500], game_id))], True)

    def _tell(self, kind: NoticeKind, key: int, text: str) -> None:
        if (kind, key) not in self._told:
            self._told.add((kind, key))
            self._notices.append(Notice(kind, text))

    # -- the spill file: changes a full disk refused, kept on it until they can be saved --
    def _read_spill(self) -> SpillContent | None:
        try:
            return read_spill(self._spill.path, STATEMENTS)
        except SpillDamaged as exc:
            self._spill_aside(f"unreadable ({exc})")
            return None

    def _spill_aside(self, why: str) -> None:
        try:
            kept = set_aside(self._spill.path, "unused")
        except OSError:
            kept = self._spill.path
        self._notices.append(Notice(
            NoticeKind.SAVE_FAILED,
            tr("Moves kept from an earlier session on a full disk could not be added to your saves ({why}). They "
               "were kept as {kept}; nothing was deleted.").format(why=why, kept=kept),
        ))

    def _save_spilled(self, found: SpillContent) -> bool:
        """Save a spill found at start; True when it is saved or set aside, False when the disk still refuses
        (its changes then wait, in order, in the backlog and in the file, as before)."""
        if _content(self._conn) != found.base:
            self._spill_aside(tr("the saves changed since"))
            return True
        self._backlog = list(found.ops)
        self._spilled = len(found.ops)
        self._warned = True  # the flush says they were saved
        self._spill.resume(found)  # (if it cannot be reopened, it stays on the disk as it is all the same)
        return self._flush()

    def _keep_spilled(self, statements: tuple[Statement, ...], sync: bool) -> None:
        """The change just added to the backlog could not be saved: write it into the spill file."""
        if self._spilled != len(self._backlog) - 1 or not self._spill.ready:
            return  # an earlier change is in memory only: writing this one would break the order
        base = _content(self._conn) if self._spilled == 0 else None
        if self._spill.keep(base, statements, sync):
            self._spilled += 1

    @property
    def unsaved_count(self) -> int:
        """Waiting changes held in memory only (not in the spill file): closing now would lose them."""
        return len(self._backlog) - self._spilled

    # -- writing -----------------------------------------------------------------------
    def _write(self, statements: Sequence[Statement], sync: bool = False) -> SaveStatus:
        if self._mode is StoreMode.WAITING:
            self._backlog.append((tuple(statements), sync))
            return SaveStatus.SAVED if self._reopen_for_writing(force=False) else SaveStatus.PENDING
        if self._mode is not StoreMode.SAVING:
            return SaveStatus.NOT_SAVED
        op = (tuple(statements), sync)
        self._backlog.append(op)
        if self._flush():
            return SaveStatus.SAVED
        self._keep_spilled(*op)
        return SaveStatus.PENDING

    def retry_pending(self) -> bool:
        """Try again to save the changes the disk refused (or to open a folder that could not be
        written at start); True when nothing is waiting any more."""
        if self._mode is StoreMode.WAITING:
            return self._reopen_for_writing(force=True)
        return self._mode is not StoreMode.SAVING or self._flush()

    def _reopen_for_writing(self, force: bool) -> bool:
        """Open the folder for writing as :meth:`open` does (lock, create, check, migrate) and
        save the waiting changes; False (still waiting) while it cannot be written."""
        now = time.monotonic()
        if not force and now < self._next_reopen:
            return False
        self._next_reopen = now + REOPEN_EVERY
        held = self._lock  # (the runtime folder's lock while waiting: let go, or the new open would meet it)
        if held is not None:
            held.release()
        opened = open_database(self.report.data_dir, read_only=False)
        if opened.mode is not StoreMode.SAVING:
            with contextlib.suppress(sqlite3.Error):
                opened.conn.close()
            if opened.lock is not None:
                opened.lock.release()
            if held is not None:
                with contextlib.suppress(OSError):
                    if held.acquire():
                        held.lock_database(self.report.database)
            return False
        if _content(opened.conn) != self._content:
            # Another copy saved meanwhile: adding this session's rows would mix two games.
            opened.conn.close()
            if opened.lock is not None:
                opened.lock.release()
            self._mode = StoreMode.NO_SAVE
            self._backlog.clear()
            self._notices.append(Notice(
                NoticeKind.SAVE_FAILED,
                tr("Another copy of Gin Rummy saved games in {folder} while this one could not write there, so "
                   "the moves of this session cannot be added to those saves. Play continues in this window "
                   "without saving.").format(folder=self.report.data_dir),
            ))
            return False
        with contextlib.suppress(sqlite3.Error):
            self._conn.close()
        self._conn, self._lock, self._mode = opened.conn, opened.lock, StoreMode.SAVING
        self._position = opened.position
        self.report = dataclasses.replace(self.report, mode=StoreMode.SAVING)
        self._notices.extend(opened.notices)
        self._warned = True  # (the flush says that saving works again)
        saved = self._flush()
        if saved:
            self._start_writing()
        return saved

    def _flush(self) -> bool:
        if not self._backlog:
            return True
        count = len(self._backlog)
        try:
            if self._reopen:
                self._reopen = False
                self._reconnect()
            self._save_backlog()
        except (sqlite3.Error, OverflowError, UnicodeError) as exc:
            self._reopen = error_code(exc) in _REOPEN_CODES
            if not self._warned:
                self._warned = True
                self._notices.append(
                    Notice(
                        NoticeKind.SAVE_FAILED,
                        tr("Your game cannot be saved right now ({problem}). Play continues: your moves are kept "
                           "in memory and will be saved as soon as the disk accepts them again.").format(
                            problem=write_failure(exc)),
                    )
                )
            return False
        sync = any(sync for _, sync in self._backlog)
        for op, _ in self._backlog:
            self._position = position_after(self._position, op)
        if self._position is not None:
            self._positions.write(self._position, sync)
        self._backlog.clear()
        if self._spilled:
            self._spilled = 0
            self._spill.clear()
        if not self._room:
            self._room = self._headroom.keep()
        if sync:  # a new game, a deal or a hand's end: is there room for another hand?
            self._check_room()
        if self._warned:
            self._warned = False
            self._notices.append(
                Notice(NoticeKind.SAVE_RESUMED, tr("Saving works again: %n waiting change(s) were saved.", "", count))
            )
        return True

    def _check_room(self) -> None:
        if self._room and self._headroom.free_bytes() >= NEW_HAND_BYTES:
            self._told.discard((NoticeKind.LOW_SPACE, 0))  # (told again should it fill up again)
            return
        self._tell(NoticeKind.LOW_SPACE, 0, tr(
            "The disk holding your saves ({folder}) is nearly full: a new hand may not fit. Your moves are kept "
            "and saved as soon as there is room; free some space on that disk.").format(folder=self.report.data_dir))

    def _save_backlog(self) -> None:
        """Commit the backlog; when the disk is full, make room (checkpoint and truncate the log, then give
        back the headroom) and try again: the log, not the saves, is what usually fills a small disk."""
        statements = [s for op, _ in self._backlog for s in op]
        sync = any(sync for _, sync in self._backlog)
        try:
            self._transaction(statements, sync)
            return
        except sqlite3.Error as exc:
            if error_code(exc) not in _FULL_CODES:
                raise
        self._checkpoint()
        try:
            self._transaction(statements, sync)
            return
        except sqlite3.Error as exc:
            if error_code(exc) not in _FULL_CODES or not self._headroom.release():
                raise
        self._room = False
        self._checkpoint()
        self._transaction(statements, sync)

    def _checkpoint(self) -> None:
        with contextlib.suppress(sqlite3.Error):
            self._conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()

    def _reconnect(self) -> None:
        """A new connection: SQLite keeps a file it once found read-only read-only for every
        connection of the process (they share the log index), so the old one is closed first."""
        self._conn.close()
        try:
            self._conn = connect_file(self.report.database, read_only=False)
        except sqlite3.Error:
            self._conn = connect_file(self.report.database, read_only=True)  # keep reading meanwhile
            raise

    def _transaction(self, statements: Sequence[Statement], sync: bool) -> None:
        conn = self._conn
        if sync:  # this commit also makes every earlier one safe from a power cut
            conn.execute(f"PRAGMA synchronous = {SYNC_POINT}")
        try:
            self._commit(statements)
        finally:
            if sync:
                conn.execute(f"PRAGMA synchronous = {SYNCHRONOUS}")

    def _commit(self, statements: Sequence[Statement]) -> None:
        conn = self._conn
        conn.execute("BEGIN IMMEDIATE")
        try:
            for sql, params in statements:
                conn.execute(sql, params)
            conn.execute("COMMIT")
        except BaseException:
            try:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
            except sqlite3.Error:
                pass  # the failed transaction is rolled back when the connection closes at the latest
            raise

    def save_copy(self, folder: str | os.PathLike[str]) -> Path:
        """Write the saves with every waiting change to a new file in ``folder`` (for a full disk: the player
        picks another one) and return its path; raises :class:`OSError` or :class:`sqlite3.Error` when it fails.
        The copy is a complete save file: use it as ``--data-dir``'s ``games.sqlite``."""
        where = Path(folder)
        target = where / DB_NAME
        if target.exists():
            target = where / f"games-{time.strftime('%Y%m%d-%H%M%S')}.sqlite"
        if target.exists():
            raise FileExistsError(f"{target} already exists")
        copy = sqlite3.connect(str(target), isolation_level=None)
        try:
            self._conn.backup(copy)
            copy.execute("BEGIN IMMEDIATE")
            for op, _sync in self._backlog:
                for sql, params in op:
                    copy.execute(sql, params)
            copy.execute("COMMIT")
            copy.execute("PRAGMA journal_mode = DELETE")  # one file, whole, to carry elsewhere
        except BaseException:
            copy.close()
            with contextlib.suppress(OSError):
                target.unlink()  # (our own half-made copy, never a player's file)
            raise
        copy.close()
        return target

    # -- closing -----------------------------------------------------------------------
    def close(self) -> int:
        """Save what is waiting if possible, close the file and release the lock.

        Returns the number of changes that could not be saved (0 normally).
        """
        lost = 0 if self.retry_pending() else self.unsaved_count  # (the spilled ones are saved at the next start)
        self._backlog.clear()
        self._spilled = 0
        self._mode = StoreMode.NO_SAVE
        try:
            self._spill.close()
            self._positions.close()
            self._conn.close()
        finally:
            if self._lock is not None:
                self._lock.release()
                self._lock = None
        return lost

    def __enter__(self) -> GameStore:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, value: BaseException | None, traceback: TracebackType | None
    ) -> None:
        self.close()

    @property
    def database(self) -> Path:
        return self.report.database


def _content(conn: sqlite3.Connection) -> tuple[object, ...] | None:
    """What the saves hold, roughly (games, newest id, actions): it must not change while this
    store waits to write, or its waiting rows would not fit any more."""
    try:
        row = conn.execute(_CONTENT_SQL).fetchone()
    except sqlite3.Error:
        return None
    return tuple(row)

