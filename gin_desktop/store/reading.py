"""Reading the saves: games replayed through the rules core, the statistics (with their cache) and the
reviews; a game that does not replay is marked damaged (never deleted) and the player is told."""

from __future__ import annotations

import contextlib
import dataclasses
import sqlite3
from collections.abc import Callable
from typing import TYPE_CHECKING

from .checks import CHECK_FAILED_NAME, quick_check_problem
from .errors import DamagedGameError
from .game import SavedGame
from .loading import HEADER_SQL, GameHeader, LoadedGame, load_game, read_header, read_order
from .notices import Notice, NoticeBox, NoticeKind, Phrase, StoreMode, phrase
from .position import Distrust, ResumeCheck, StoredPosition, agrees, read_position
from .sealing import KEY_NAME, Unopened
from .summaries import KEEP_SUMMARY, row_digests, stored_summaries
from .writing import MARK_DAMAGED, Writer

if TYPE_CHECKING:
    from gin_desktop.values.skill import DecisionMark

    from .stats import Stats


class Reader:
    """What a :class:`GameStore` reads, through its :class:`Writer`'s connection (which it may replace)."""

    def __init__(self, writer: Writer, notices: NoticeBox) -> None:
        self._writer = writer
        self._notices = notices
        self._unchecked: dict[int, tuple[GameHeader, StoredPosition]] = {}  # games shown from a stored position

    @property
    def _conn(self) -> sqlite3.Connection:
        return self._writer.conn

    def saved(self, loaded: LoadedGame) -> SavedGame:
        writer = self._writer
        return SavedGame.loaded(writer.write, loaded, self.finished, writer.seal.seal, writer.seal.seal_position)

    def resume(self, deferred_check: bool = False) -> SavedGame | None:
        """See :meth:`GameStore.resume`."""
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
                shown = self._from_position(header) if deferred_check else None
                if isinstance(shown, SavedGame):
                    return shown
                loaded = self._load(header)
                if loaded is not None and loaded.sealed is not None:
                    self._tell_sealed(header.id, *loaded.sealed)
                elif loaded is not None:
                    game = self.saved(loaded)
                    if shown is not None:  # (told: the log's position replaces the one not trusted)
                        self._writer.write([game.position_row()])
                    return game
        except (sqlite3.Error, UnicodeError) as exc:
            self._notices.tell(NoticeKind.DAMAGED_FILE, 0, phrase("games_unreadable", error=str(exc)[:120]))
        return None

    def _from_position(self, header: GameHeader) -> SavedGame | Distrust | None:
        """The game as its stored position shows it, unchecked; else resume by the replay: None when it has
        none or the key is missing (the deck's notice says that), why when it is not to be trusted (told)."""
        try:
            found = read_position(self._conn, header, self._writer.seal.key)
        except (sqlite3.Error, UnicodeError):
            found = Distrust.DAMAGED
        if isinstance(found, Distrust):
            self._tell_rebuilt(header.id, found)
            return found
        if not isinstance(found, StoredPosition):
            return None
        order, _problem = read_order(self._conn, header.id)  # (a bad one is told by the check's replay)
        writer = self._writer
        count = len(found.match.hands)
        game = SavedGame(writer.write, header, found.match, found.actions, order, [None] * (count - 1) + [found.secret],
                         self.finished, writer.seal.seal, writer.seal.seal_position)
        game.unchecked = True
        self._unchecked = {header.id: (header, found)}  # (one game is resumed at a time)
        return game

    def check_resumed(self, game: SavedGame) -> ResumeCheck:
        """See :meth:`GameStore.check_resumed`."""
        entry = self._unchecked.pop(game.id, None)
        if entry is None or not game.unchecked:
            return ResumeCheck.AGREES
        header, stored = entry
        loaded = self._load(header)  # (a game whose log no longer replays is marked damaged, and told)
        if loaded is None:
            return ResumeCheck.LOST
        if loaded.sealed is not None:
            self._tell_sealed(header.id, *loaded.sealed)
            return ResumeCheck.LOST
        secret = loaded.secrets[-1] if loaded.secrets else None
        same = agrees(stored, loaded.match, loaded.actions, secret)
        game.replace_match(loaded.match, loaded.actions, loaded.secrets)
        if same:
            return ResumeCheck.AGREES
        self._tell_rebuilt(header.id, Distrust.DISAGREES)
        self._writer.write([game.position_row()])  # (the log's position in its place: the log is the record)
        return ResumeCheck.REBUILT

    def _tell_rebuilt(self, game_id: int, why: Distrust) -> None:
        self._notices.tell(NoticeKind.REBUILT_POSITION, game_id,
                           phrase("rebuilt_position", game=game_id, reason=phrase(f"position_{why.value}")))

    def check_file(self) -> Notice | None:
        """See :meth:`GameStore.check_file`."""
        writer = self._writer
        if not writer.report.check_deferred:
            return None
        writer.report = dataclasses.replace(writer.report, check_deferred=False)
        problem = quick_check_problem(writer.report.database)
        if problem is None:
            return None
        with contextlib.suppress(OSError):
            (writer.report.data_dir / CHECK_FAILED_NAME).write_text(problem[:200], encoding="utf-8")
        return Notice(NoticeKind.DAMAGED_FILE, phrase("check_failed", file=writer.report.database, reason=problem))

    def load_game(self, game_id: int) -> SavedGame | None:
        """See :meth:`GameStore.load_game`."""
        if type(game_id) is not int:
            return None
        for header in self.headers(f" WHERE id = {game_id:d}"):
            loaded = self._load(header)
            return None if loaded is None else self.saved(loaded)
        return None

    def headers(self, where: str) -> list[GameHeader]:
        try:
            rows = self._conn.execute(HEADER_SQL + where).fetchall()
        except (sqlite3.Error, UnicodeError) as exc:
            self._notices.tell(NoticeKind.DAMAGED_FILE, 0, phrase("games_unreadable", error=str(exc)[:120]))
            return []
        out = []
        for row in rows:
            try:
                out.append(read_header(row))
            except DamagedGameError as exc:
                if type(row[0]) is int:
                    self._mark_damaged(row[0], str(row[1])[:40], str(exc))
        return out

    def reviews(self) -> dict[int, dict[int, tuple[int, float]]]:
        """See :meth:`GameStore.reviews`."""
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

    def review_marks(self) -> dict[int, dict[int, list[DecisionMark]]]:
        """See :meth:`GameStore.review_marks`."""
        from gin_desktop.values.reviews import Grade
        from gin_desktop.values.skill import TOPICS, DecisionMark

        try:
            rows = self._conn.execute(
                "SELECT game_id, hand_number, step, topic, grade, loss, way FROM review_decisions "
                "ORDER BY game_id, hand_number, step LIMIT 200000").fetchall()
        except (sqlite3.Error, UnicodeError):
            return {}
        grades = {g.value for g in Grade}
        out: dict[int, dict[int, list[DecisionMark]]] = {}
        for game_id, hand, step, topic, grade, loss, way in rows:
            if (type(game_id) is int and type(hand) is int and type(step) is int and topic in TOPICS
                    and grade in grades and isinstance(loss, float) and 0.0 <= loss < 1e6
                    and way in ("", "late", "early")):
                mark = DecisionMark(step, str(topic), Grade(grade), loss, str(way))
                out.setdefault(game_id, {}).setdefault(hand, []).append(mark)
        return out

    def stats(self, progress: Callable[[int, int], object] | None = None) -> Stats:
        """See :meth:`GameStore.stats`."""
        from .stats import GameSummary, compute_stats, summarize, summary_from_json, summary_to_json

        kept = stored_summaries(self._conn)
        digests = self._digests() if kept else None  # every game's, read once (None: not read yet)
        counted: list[tuple[GameHeader, GameSummary]] = []
        todo: list[GameHeader] = []
        for header in self.headers(" ORDER BY id DESC"):
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
                if header.status != "active" and loaded.sealed is None:  # (a hand short: not kept)
                    if digests is None:
                        digests = self._digests()
                    new_rows.append((header.id, digests.get(header.id, ""), summary_to_json(summary)))
            if progress is not None:
                progress(done, len(todo))
        self._keep_summaries(new_rows)
        return compute_stats(counted, self.reviews())

    def finished(self, game: SavedGame) -> None:
        """A game has just ended (and is saved): keep its summary for the statistics now."""
        from .stats import summarize, summary_to_json

        self._keep_summaries([(game.id, self.digest(game.id), summary_to_json(summarize(game.match)))])

    def _digests(self, game_id: int | None = None) -> dict[int, str]:
        return row_digests(self._conn, game_id)

    def digest(self, game_id: int) -> str:
        """The digest of one game's rows, as the statistics' cache keeps it."""
        return self._digests(game_id).get(game_id, "")

    def _keep_summaries(self, rows: list[tuple[int, str, str]]) -> None:
        """Save new summaries if the store is saving and nothing else waits; a failure costs only a replay later."""
        rows = [row for row in rows if row[1]]
        writer = self._writer
        if not rows or writer.mode is not StoreMode.SAVING or writer.backlog:
            return
        with contextlib.suppress(sqlite3.Error, OverflowError, UnicodeError):
            writer.transaction([(KEEP_SUMMARY, row) for row in rows], False)

    def _load(self, header: GameHeader) -> LoadedGame | None:
        reason: Phrase | str
        try:
            loaded = load_game(self._conn, header, self._writer.seal.key)
        except DamagedGameError as exc:
            reason = str(exc)
        except sqlite3.Error as exc:
            reason = phrase("rows_unreadable", error=str(exc)[:120])
        except Exception as exc:  # untrusted data: whatever stops the replay makes this one game damaged
            reason = phrase("not_replayable", error=f"{type(exc).__name__}: {str(exc)[:120]}")
        else:
            if loaded.order_problem is not None:
                self._notices.tell(NoticeKind.DAMAGED_ORDER, header.id,
                                   phrase("damaged_order", game=header.id, problem=loaded.order_problem))
            return loaded
        self._mark_damaged(header.id, header.created_at, reason)
        return None

    def _tell_sealed(self, game_id: int, number: int, why: Unopened) -> None:
        reason = phrase(f"sealed_{why.value}", file=self._writer.report.data_dir / KEY_NAME)
        self._notices.tell(NoticeKind.SEALED_HAND, game_id,
                           phrase("sealed_hand", hand=number, game=game_id, reason=reason))

    def _mark_damaged(self, game_id: int, created_at: str, reason: Phrase | str) -> None:
        self._notices.tell(NoticeKind.DAMAGED_GAME, game_id,
                           phrase("damaged_game", game=game_id, started=created_at, reason=reason))
        note = reason if isinstance(reason, str) else f"{reason.code} ({reason.value('error')})"  # (a code, no words)
        self._writer.write([(MARK_DAMAGED, (note[:500], game_id))], True)
