"""The Statistics window: totals per level and preset, trend charts, the finished games and their score sheets,
and the history as CSV."""

from __future__ import annotations

import csv
import io
import os
from collections.abc import Iterable, Sequence
from datetime import datetime
from pathlib import Path

from gin_desktop.core import PRESETS
from gin_desktop.qt.core import QStandardPaths, Qt, Signal
from gin_desktop.qt.gui import QCursor, QFont, QPalette
from gin_desktop.qt.widgets import (
    QAbstractItemView,
    QApplication,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressDialog,
    QPushButton,
    QSplitter,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)
from gin_desktop.services.records import FinishedGame, GameRecords, GameSheet, Stats, Tally
from gin_desktop.text.rules_summary import preset_title
from gin_desktop.text.score_text import reason_text
from gin_desktop.ui.themes import error_ink
from gin_desktop.values.levels import LEVELS, level_title
from gin_desktop.words.i18n import tr
from gin_desktop.words.numbers import MINUS, decimal

from .score_sheet import HEADERS, ScoreChart, replay_button, select_last_hand, selected_hand, sheet_rows
from .stats_charts import TrendChart, accuracy_trend, score_trend, win_rate_trend

PROGRESS_FROM = 20
"""Games to replay from which counting shows a progress bar (about a third of a second)."""

CSV_COLUMNS = ("game_id", "date", "level", "preset", "hand", "dealer", "result", "winner", "points",
               "your_total", "computer_total", "reason", "game_accuracy")


def documents_folder() -> Path:
    """Where exports go first: the desktop's documents folder, else the home folder."""
    found = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    folder = Path(found) if found else Path.home()
    return folder if folder.is_dir() else Path.home()


def history_csv(source: Stats | Iterable[FinishedGame], human_label: str = "You",
                computer_label: str = "Computer") -> str:
    """One row per finished hand of every finished game, oldest game first, with a header row.

    ``dealer`` and ``winner`` name the players; ``result`` is the kind (knock, undercut,
    gin, big_gin, dead); ``points`` what the hand's winner scored; the totals are the
    running hand totals after the hand (the end-of-game bonuses are not hands);
    ``game_accuracy`` the coach's accuracy of the game (0–100, one decimal; empty when none of
    its hands was reviewed), the same on each of the game's rows.
    """
    games = list(source.finished if isinstance(source, Stats) else source)
    games.sort(key=lambda g: g.id)
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(CSV_COLUMNS)
    for game in games:
        human = game.human_seat
        names = {human: human_label, 1 - human: computer_label}
        accuracy = "" if game.accuracy is None else f"{game.accuracy:.1f}"
        for line in game.sheet:
            writer.writerow([
                game.id, game.finished_at or game.created_at, game.ai_level, game.preset, line.hand_number,
                names[line.dealer], line.kind, "" if line.winner is None else names[line.winner],
                line.points, line.totals[human], line.totals[1 - human], reason_text(line.reason), accuracy,
            ])
    return out.getvalue()


def local_date(stamp: str) -> str:
    """A stored UTC time stamp as local date and time (the text itself if it is not one)."""
    try:
        return datetime.fromisoformat(stamp).astimezone().strftime("%Y-%m-%d %H:%M")
    except ValueError:
        return stamp


def _table(name: str, headers: list[str], stretch: int = -1) -> QTableWidget:
    table = QTableWidget(0, len(headers))
    table.setAccessibleName(name)
    table.setHorizontalHeaderLabels(headers)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.verticalHeader().setVisible(False)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(stretch % len(headers), QHeaderView.ResizeMode.Stretch)
    # The stretched column takes what the others leave, and no less than its own title: else, with
    # many columns ("Regras" in Portuguese on the totals), it was cut to a sliver. (A header has one
    # least size for all its sections: the others are sized to their contents above it.)
    title = headers[stretch % len(headers)]
    margin = header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    widest = max(header.fontMetrics().horizontalAdvance(line) for line in title.split("\n"))
    header.setMinimumSectionSize(max(header.minimumSectionSize(), widest + 2 * margin + 2))
    return table


def _fill(table: QTableWidget, rows: list[list[str]], bold_last: bool = False) -> None:
    table.setRowCount(len(rows))
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            item = QTableWidgetItem(text)
            if c >= 2 and text.lstrip("+-\u2212")[:1].isdigit():  # (a signed figure too: "+3.7", "−1.2")
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            elif text:  # a words' cell may be elided in a narrow column (the score's why in German): whole here
                item.setToolTip(text)
            if bold_last and r == len(rows) - 1:
                font = QFont(item.font())
                font.setBold(True)
                item.setFont(font)
            table.setItem(r, c, item)


class StatisticsWindow(QDialog):
    """Statistics of the saved games (``records``; read when opened, :meth:`refresh` reads again).

    "Replay hand" on the selected game's sheet emits :attr:`replay_requested` with the hand
    number; :attr:`sheet_game` is that game's score sheet (its ``game_id`` asks the records for a replay)."""

    replay_requested = Signal(int)

    def __init__(self, records: GameRecords, human_label: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.records, self.human_label = records, human_label if human_label is not None else self.tr("You")
        self.setWindowTitle(self.tr("Statistics"))
        self.setAccessibleName(self.tr("Statistics"))
        self.resize(980, 680)
        self.summary_label = QLabel()
        self.summary_label.setWordWrap(True)
        self.summary_label.setAccessibleName(self.tr("Summary"))
        self.tabs = QTabWidget()
        self.tabs.setAccessibleName(self.tr("Statistics pages"))
        self.tabs.addTab(self._totals_page(), self.tr("Totals"))
        self.tabs.addTab(self._games_page(), self.tr("Games"))
        self.tabs.addTab(self._strength_page(), self.tr("Your strength"))
        self.tabs.currentChanged.connect(self._page_shown)
        self.export_button = QPushButton(self.tr("Export CSV…"))
        self.export_button.setAccessibleName(self.tr("Export the history as CSV"))
        self.export_button.clicked.connect(self.export_csv)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.export_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addWidget(self.summary_label)
        box.addWidget(self.tabs, 1)
        self.export_note = QLabel()
        self.export_note.setWordWrap(True)
        self.export_note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.export_note.hide()
        box.addWidget(self.export_note)
        box.addWidget(buttons)
        self.refresh()

    # -- pages ----------------------------------------------------------------------------
    def _totals_page(self) -> QWidget:
        page = QWidget()
        grid = QGridLayout(page)
        self.totals_table = _table(self.tr("Totals per level and rules"), [
            self.tr("Level"), self.tr("Rules"), self.tr("Games"), self.tr("Won"), self.tr("Win %"),
            self.tr("Hands"), self.tr("Hands\nwon"), self.tr("Gins"), self.tr("Undercuts\ngiven"),
            self.tr("Undercuts\ntaken"), self.tr("Net points\nper hand"), self.tr("Best\nstreak"),
            self.tr("Current\nstreak"),
        ], stretch=1)
        grid.addWidget(self.totals_table, 0, 0, 1, 3)
        self.score_chart = TrendChart(self.tr("Points difference per game"), bars=True)
        self.win_chart = TrendChart(self.tr("Win rate over time"), bars=False, fixed_range=(0.0, 100.0),
                                    reference=50.0, unit="%")
        self.accuracy_chart = TrendChart(self.tr("Accuracy per game"), bars=False, fixed_range=(0.0, 100.0),
                                         unit="%")
        for column, (chart, title) in enumerate((
            (self.score_chart, self.tr("Points difference per finished game (final totals)")),
            (self.win_chart, self.tr("Win rate over time (running %)")),
            (self.accuracy_chart, self.tr("Your accuracy per game (the coach's review)")),
        )):
            grid.addWidget(QLabel(title), 1, column)
            grid.addWidget(chart, 2, column)
        grid.setRowStretch(0, 3)
        grid.setRowStretch(2, 2)
        return page

    def _strength_page(self) -> QWidget:
        """The player's rating among the levels over their last games, its trend and the weakest topic."""
        page = QWidget()
        column = QVBoxLayout(page)
        self.rating_label = QLabel()
        self.rating_label.setObjectName("ratingText")
        self.rating_label.setWordWrap(True)
        self.rating_label.setStyleSheet("font-weight: bold;")
        self.weakness_label = QLabel()
        self.weakness_label.setObjectName("weaknessText")
        self.weakness_label.setWordWrap(True)
        column.addWidget(self.rating_label)
        column.addWidget(self.weakness_label)
        column.addWidget(QLabel(self.tr("Your play per game among the computer's levels (games with the tutor "
                                        "left out)")))
        from gin_desktop.values.skill import CALIBRATION

        self.strength_chart = TrendChart(self.tr("Your play per game among the levels"), bars=False,
                                         fixed_range=(0.0, 3.0),
                                         ticks=[(float(i), level_title(level)) for i, (level, _f) in
                                                enumerate(CALIBRATION)])
        column.addWidget(self.strength_chart, 1)
        return page

    def _show_strength(self, finished: Sequence[FinishedGame]) -> None:
        from gin_desktop.text.skill_text import no_rating_text, rating_text, weakness_text
        from gin_desktop.values.skill import game_loss, hand_starts, level_scale, rate, rated_hands, weakest

        marks = self.records.review_marks()
        own = [g for g in finished if not g.tutored]  # (newest first; the tutor's games are the player with help)
        games = [rated_hands(marks.get(g.id, {}), hand_starts(line.totals for line in g.sheet), g.target)
                 for g in own]
        rating = rate(games)
        self.rating_label.setText(rating_text(rating) if rating is not None else no_rating_text())
        recent = [m for g in own[:10] for hand in marks.get(g.id, {}).values() for m in hand]
        weak = weakest(recent)
        self.weakness_label.setText(weakness_text(weak) if weak is not None else "")
        self.weakness_label.setVisible(weak is not None)
        trend = []
        for g in reversed(games):  # oldest first (each game's own figure, of which the rating is the mean)
            loss = game_loss(g)
            if loss is not None:
                trend.append(max(0.0, min(3.0, level_scale(loss))))
        self.strength_chart.set_values(trend)

    def _games_page(self) -> QWidget:
        self.games_table = _table(self.tr("Finished games"), [
            self.tr("Date"), self.tr("Level"), self.tr("Rules"), self.tr("Result"),
            self.human_label, self.tr("Computer"), self.tr("Hands"), self.tr("Accuracy"),
            self.tr("Lost to\ndecisions"),
        ], stretch=3)
        self.games_table.itemSelectionChanged.connect(self._selection_changed)
        self.sheet_table = _table(self.tr("Score sheet of the selected game"), [  # score_sheet.HEADERS
            self.tr("Hand"), self.tr("Dealer"), self.tr("Result"), self.tr("You"), self.tr("Computer"),
            self.tr("Your total"), self.tr("Computer total"), self.tr("Why")])
        assert self.sheet_table.columnCount() == len(HEADERS)
        self.sheet_title = QLabel(self.tr("Select a game to see its score sheet."))
        self.sheet_title.setAccessibleName(self.tr("Selected game"))
        self.sheet_game: GameSheet | None = None
        self.replay_button = replay_button(self.sheet_table, self.sheet_hand, self.replay_requested.emit)
        title_row = QHBoxLayout()
        title_row.addWidget(self.sheet_title, 1)
        title_row.addWidget(self.replay_button)
        self.sheet_box = QVBoxLayout()
        self.sheet_box.addLayout(title_row)
        self.sheet_box.addWidget(self.sheet_table, 1)
        self.sheet_chart: ScoreChart | None = None
        lower = QWidget()
        lower.setLayout(self.sheet_box)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.games_table)
        splitter.addWidget(lower)
        splitter.setStretchFactor(1, 2)
        return splitter

    # -- content --------------------------------------------------------------------------
    def refresh(self) -> None:
        """Read the statistics from the store again and show them."""
        # Games not counted before are replayed once (a long history, the first time
        # after an update): show that the app is busy, with a progress bar when it is long.
        bar: QProgressDialog | None = None

        def counted(done: int, total: int) -> None:
            nonlocal bar
            if bar is None and total >= PROGRESS_FROM:
                bar = QProgressDialog(self.tr("Counting your saved games…"), "", 0, total, self)
                bar.setCancelButton(None)  # no cancel: the count is needed to show anything
                bar.setWindowTitle(self.tr("Statistics"))
                bar.setWindowModality(Qt.WindowModality.WindowModal)
                bar.setMinimumDuration(300)
            if bar is not None:
                bar.setValue(done)  # (a modal progress dialog keeps the windows painted)

        QApplication.setOverrideCursor(QCursor(Qt.CursorShape.WaitCursor))
        try:
            self.stats = self.records.stats(progress=counted)
        finally:
            QApplication.restoreOverrideCursor()
            if bar is not None:
                bar.close()
                bar.deleteLater()
        finished = self.stats.finished
        overall = self.stats.overall
        if finished:
            self.summary_label.setText(self.tr(
                "Finished games: {games}, won {won} ({rate}). Hands: {hands}. Gins: {gins}. "
                "Best streak: {best}, current streak: {current}. Games with undo: {undo}.").format(
                games=overall.games_played, won=overall.games_won, rate=self._rate(overall),
                hands=overall.hands_played, gins=overall.gins, best=overall.best_streak,
                current=overall.current_streak, undo=overall.games_with_undo))
        else:
            self.summary_label.setText(self.tr("No finished games yet"))
        rows = [self._tally_row(level, preset, tally) for (level, preset), tally in sorted(
            self.stats.by_group.items(), key=lambda kv: (self._order(kv[0][0], LEVELS), self._order(kv[0][1])))]
        if rows:
            rows.append(self._tally_row("", "", overall, self.tr("All games")))
        _fill(self.totals_table, rows, bold_last=bool(rows))
        self.score_chart.set_values(score_trend(finished))
        self.win_chart.set_values(win_rate_trend(finished))
        self.accuracy_chart.set_values(accuracy_trend(finished))
        if finished:  # (games, but none reviewed without the tutor: say why the chart is empty)
            self.accuracy_chart.empty = self.tr("No reviewed game without the tutor yet")
            self.strength_chart.empty = self.accuracy_chart.empty
        self._show_strength(finished)
        _fill(self.games_table, [self._game_row(game) for game in finished])
        self.export_button.setEnabled(bool(finished))
        self.export_button.setToolTip(  # (greyed: why, and what makes it work)
            self.tr("Save the hands of every finished game as a CSV file") if finished
            else self.tr("Nothing to export yet: the CSV lists finished games, and none is finished"))
        self._show_sheet(None)

    @staticmethod
    def _order(key: str, order: Iterable[str] = (*PRESETS, "custom")) -> tuple[int, str]:
        keys = list(order)
        return (keys.index(key), key) if key in keys else (len(keys), key)

    def _rate(self, tally: Tally) -> str:
        return f"{100 * tally.games_won / tally.games_played:.0f}%" if tally.games_played else "–"

    def _tally_row(self, level: str, preset: str, t: Tally, title: str = "") -> list[str]:
        return [
            title or level_title(level), "" if title else preset_title(preset), str(t.games_played),
            str(t.games_won), self._rate(t), str(t.hands_played), str(t.hands_won), str(t.gins),
            str(t.undercuts_given), str(t.undercuts_taken), decimal(t.net_points_per_hand, sign=True),
            str(t.best_streak), str(t.current_streak),
        ]

    def _game_row(self, game: FinishedGame) -> list[str]:
        if game.shutout:
            result = self.tr("Won (shutout)") if game.won else self.tr("Lost (shutout)")
        else:
            result = self.tr("Won") if game.won else self.tr("Lost")
        if game.used_undo:
            result += " · " + self.tr("with undo")
        if game.tutored:
            result += " · " + self.tr("with the tutor")
        human = game.human_seat
        return [local_date(game.finished_at or game.created_at), level_title(game.ai_level),
                preset_title(game.preset), result, str(game.totals[human]), str(game.totals[1 - human]),
                str(len(game.sheet)), "–" if game.accuracy is None else f"{game.accuracy:.0f}%",
                "–" if game.accuracy is None else MINUS + decimal(game.points_lost)]

    def _page_shown(self, index: int) -> None:
        """The Games page opens on the newest game's sheet (loaded only when the page is shown)."""
        if index == 1 and self.stats.finished and not self.games_table.selectionModel().selectedRows():
            self.select_game(0)

    def select_game(self, row: int) -> None:
        """Select the ``row``-th finished game (newest first) and show its score sheet."""
        self.games_table.selectRow(row)

    def _selection_changed(self) -> None:
        rows = self.games_table.selectionModel().selectedRows()
        finished = self.stats.finished
        self._show_sheet(finished[rows[0].row()] if rows and rows[0].row() < len(finished) else None)

    def _show_sheet(self, game: FinishedGame | None) -> None:
        if self.sheet_chart is not None:
            self.sheet_box.removeWidget(self.sheet_chart)
            self.sheet_chart.deleteLater()
            self.sheet_chart = None
        self.sheet_table.clearSelection()
        self.sheet_game = saved = self.records.sheet(game.id) if game is not None else None
        if game is None or saved is None:
            self.sheet_table.setRowCount(0)
            self.sheet_title.setText(self.tr("Select a game to see its score sheet.") if game is None
                                     else self.tr("This game cannot be loaded."))
            return
        self.sheet_title.setText(self.tr("Game {id}, {date}: score sheet").format(
            id=game.id, date=local_date(game.finished_at or game.created_at)))
        _fill(self.sheet_table, sheet_rows(saved, game.human_seat))
        select_last_hand(self.sheet_table)
        self.sheet_chart = ScoreChart(saved, game.human_seat)
        self.sheet_box.addWidget(self.sheet_chart)

    def sheet_hand(self) -> int | None:
        """The hand number of the selected row of the game's sheet (None: no hand row selected)."""
        return selected_hand(self.sheet_table) if self.sheet_game is not None else None

    # -- export ---------------------------------------------------------------------------
    def export_to(self, path: str | os.PathLike[str]) -> int:
        """Write the history CSV (UTF-8 with a byte-order mark, which spreadsheets need); returns hand rows."""
        text = history_csv(self.stats, self.human_label, self.tr("Computer"))
        with open(path, "w", encoding="utf-8-sig", newline="") as handle:
            handle.write(text)
        return sum(len(game.sheet) for game in self.stats.finished)

    def export_csv(self) -> None:
        """Ask where (the documents folder first, not wherever the app was started from), write
        the CSV, and say in the window how many hands went where."""
        start = documents_folder() / "gin-rummy-history.csv"
        path, _filter = QFileDialog.getSaveFileName(
            self, self.tr("Export the game history"), str(start), self.tr("CSV files (*.csv)"))
        if not path:
            return
        if not path.lower().endswith(".csv"):
            path += ".csv"
        try:
            hands = self.export_to(path)
        except OSError as exc:
            self.export_note.setText(self.tr("The history could not be written to {path}: {error}").format(
                path=path, error=exc.strerror or str(exc)))
            dark = self.palette().color(QPalette.ColorRole.Window).lightness() < 128  # (the night look's dialogs)
            self.export_note.setStyleSheet(f"color: {error_ink(dark)};")
        else:
            done = tr("Exported %n hand(s) to {path}", "", hands).format(path=path)
            self.export_note.setText(done)
            self.export_note.setStyleSheet("")
        self.export_note.setAccessibleName(self.export_note.text())
        self.export_note.show()
