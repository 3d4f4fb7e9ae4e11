"""The Statistics window on a store filled by quickly played complete games, and the history CSV."""

from __future__ import annotations

import csv
import io
import random
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QProgressDialog, QTableWidget
from pytestqt.qtbot import QtBot

from gin_desktop.ai import make_player
from gin_desktop.core import Rules, preset, view_of
from gin_desktop.services.records import GameRecords
from gin_desktop.store import GameStore, SavedGame, Stats
from gin_desktop.text.score_text import reason_text
from gin_desktop.ui.dialogs.score_sheet import sheet_rows
from gin_desktop.ui.dialogs.stats_charts import TrendChart, bucketed, score_trend, win_rate_trend
from gin_desktop.ui.dialogs.stats_window import CSV_COLUMNS, PROGRESS_FROM, StatisticsWindow, history_csv

PLAN = [  # rules, level, human seat, first dealer
    (Rules(target=50), "easy", 0, 1),
    (Rules(target=50), "easy", 1, 0),
    (preset("classic"), "hard", 0, 0),
    (Rules(target=50), "hard", 1, 1),
]


def play(game: SavedGame, rng: random.Random, hands: int | None = None) -> SavedGame:
    """Both seats played by the baseline player on their own views, until the match (or ``hands`` hands) ends."""
    players = [make_player("baseline", seed=1), make_player("baseline", seed=2)]
    dealt = 0
    while not game.match.is_over and (hands is None or dealt < hands):
        if game.match.needs_deal:
            game.deal_random(rng)
            dealt += 1
        hand = game.match.hand
        assert hand is not None
        while not hand.is_over:
            seat = hand.current
            game.apply(players[seat].choose(view_of(hand, seat, game.match)))
    return game


@pytest.fixture(scope="module")
def filled(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[GameStore, list[SavedGame]]]:
    """Four finished games and one unfinished one (its hands count, it is not in the history)."""
    rng = random.Random(5)
    store = GameStore.open(tmp_path_factory.mktemp("stats"))
    games = [play(store.new_game(rules, level, human, dealer), rng) for rules, level, human, dealer in PLAN]
    play(store.new_game(Rules(), "medium", 0, 1), rng, hands=1)
    yield store, games
    store.close()


@pytest.fixture
def window(qtbot: QtBot, filled: tuple[GameStore, list[SavedGame]]) -> StatisticsWindow:
    win = StatisticsWindow(GameRecords(filled[0]))
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def cells(table: QTableWidget, row: int) -> list[str]:
    return [table.item(row, c).text() for c in range(table.columnCount())]


def test_totals_match_the_store(window: StatisticsWindow, filled: tuple[GameStore, list[SavedGame]]) -> None:
    store, games = filled
    stats = store.stats()
    assert stats.overall.games_played == len(games) == len(stats.finished)
    assert stats.overall.games_won == sum(g.match.result is not None and g.match.result.winner == g.human_seat
                                          for g in games)
    table = window.totals_table
    assert table.rowCount() == len(stats.by_group) + 1
    by_title = {(cells(table, r)[0], cells(table, r)[1]): cells(table, r) for r in range(table.rowCount())}
    easy = by_title[("Easy", "Custom")]
    tally = stats.group("easy", "custom")
    assert easy[2:4] == [str(tally.games_played), str(tally.games_won)] and tally.games_played == 2
    assert easy[5:10] == [str(tally.hands_played), str(tally.hands_won), str(tally.gins),
                          str(tally.undercuts_given), str(tally.undercuts_taken)]
    assert easy[10] == f"{tally.net_points_per_hand:+.1f}".replace("-", "\u2212")
    easy_row = next(r for r in range(table.rowCount()) if cells(table, r)[:2] == ["Easy", "Custom"])
    net = table.item(easy_row, 10)
    assert net is not None and net.textAlignment() & Qt.AlignmentFlag.AlignRight  # (signed, still a figure)
    assert by_title[("Hard", "Classic")][2] == "1"
    assert ("Medium", "Standard") in by_title  # the unfinished game: hands, no games
    assert by_title[("Medium", "Standard")][2] == "0" and by_title[("Medium", "Standard")][4] == "–"
    last = cells(table, table.rowCount() - 1)
    assert last[0] == "All games" and last[2] == str(len(games)) and last[5] == str(stats.overall.hands_played)
    assert f"Finished games: {len(games)}," in window.summary_label.text()


def test_charts_show_the_trends(window: StatisticsWindow, filled: tuple[GameStore, list[SavedGame]]) -> None:
    games = filled[1]
    expected = [g.match.result.totals[g.human_seat] - g.match.result.totals[1 - g.human_seat]  # type: ignore[union-attr]
                for g in games]
    assert window.score_chart.values == expected == score_trend(window.stats.finished)
    wins = [g.match.result.winner == g.human_seat for g in games]  # type: ignore[union-attr]
    assert window.win_chart.values == pytest.approx([100 * sum(wins[:n]) / n for n in range(1, len(wins) + 1)])
    assert win_rate_trend(window.stats.finished) == window.win_chart.values
    for chart in (window.score_chart, window.win_chart):
        assert not chart.grab().isNull()  # paints


def test_finished_games_list_and_score_sheet(
    qtbot: QtBot, window: StatisticsWindow, filled: tuple[GameStore, list[SavedGame]]
) -> None:
    games = filled[1]
    table = window.games_table
    assert table.rowCount() == len(games)
    newest = games[-1]
    result = newest.match.result
    assert result is not None
    row = cells(table, 0)
    assert row[1:4] == ["Hard", "Custom", "Won" if result.winner == newest.human_seat else "Lost"]
    assert row[4:7] == [str(result.totals[newest.human_seat]), str(result.totals[1 - newest.human_seat]),
                        str(len(newest.match.sheet))]
    assert window.sheet_table.rowCount() == 0
    for index, game in ((0, newest), (len(games) - 1, games[0])):
        window.select_game(index)
        expected = sheet_rows(game.match, game.human_seat)
        assert window.sheet_table.rowCount() == len(expected)
        assert [cells(window.sheet_table, r) for r in range(len(expected))] == expected
        assert f"Game {game.id}" in window.sheet_title.text()
        assert window.sheet_chart is not None and tuple(window.sheet_chart.match.sheet) == tuple(game.match.sheet)
    window.games_table.clearSelection()
    window.tabs.setCurrentIndex(1)  # the Games page opens on the newest game
    assert f"Game {newest.id}" in window.sheet_title.text() and window.sheet_table.rowCount() > 0
    second = games[-2]
    item = table.item(1, 0)
    assert item is not None
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=table.visualItemRect(item).center())
    assert [cells(window.sheet_table, r) for r in range(window.sheet_table.rowCount())] == sheet_rows(
        second.match, second.human_seat)


def test_history_csv(window: StatisticsWindow, filled: tuple[GameStore, list[SavedGame]], tmp_path: Path) -> None:
    store, games = filled
    text = history_csv(store.stats())
    rows = list(csv.reader(io.StringIO(text)))
    assert tuple(rows[0]) == CSV_COLUMNS
    body = [dict(zip(CSV_COLUMNS, row, strict=True)) for row in rows[1:]]
    entries = [(g, e) for g in games for e in g.match.sheet]
    assert len(body) == len(entries) == sum(len(g.sheet) for g in store.stats().finished)
    for row, (game, entry) in zip(body, entries, strict=True):
        human = game.human_seat
        assert (row["game_id"], row["hand"]) == (str(game.id), str(entry.hand_number))
        assert row["points"] == str(entry.result.points) and row["result"] == entry.result.kind
        assert (row["your_total"], row["computer_total"]) == (str(entry.totals[human]), str(entry.totals[1 - human]))
        winner = entry.result.winner
        assert row["winner"] == ("" if winner is None else "You" if winner == human else "Computer")
        assert row["dealer"] == ("You" if entry.dealer == human else "Computer")
        assert row["reason"] == reason_text(entry.result.reason) and row["level"] == game.ai_level
    assert history_csv(store.stats().finished) == text  # the games alone give the same
    path = tmp_path / "history.csv"
    assert window.export_to(path) == len(entries)
    data = path.read_bytes()
    assert data.startswith(b"\xef\xbb\xbf") and data.decode("utf-8-sig") == text  # a BOM for spreadsheets
    assert window.export_button.isEnabled()


def test_empty_store(qtbot: QtBot, tmp_path: Path) -> None:
    with GameStore.open(tmp_path) as store:
        win = StatisticsWindow(GameRecords(store))
        qtbot.addWidget(win)
        win.show()
        assert win.summary_label.text() == "No finished games yet"
        assert win.totals_table.rowCount() == 0 and win.games_table.rowCount() == 0
        assert not win.export_button.isEnabled()
        assert win.score_chart.values == [] and not win.score_chart.grab().isNull()
        assert history_csv(Stats(win.stats.overall)).splitlines() == [",".join(CSV_COLUMNS)]
        win.export_to(tmp_path / "empty.csv")
        assert (tmp_path / "empty.csv").read_text(encoding="utf-8-sig").splitlines() == [",".join(CSV_COLUMNS)]


def test_counting_shows_a_busy_cursor_and_always_restores_it(
    filled: tuple[GameStore, list[SavedGame]], monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> None:
    store = filled[0]
    seen: list[object] = []
    real = store.stats

    def counting(progress: Callable[[int, int], object] | None = None) -> Stats:
        cursor = QApplication.overrideCursor()
        seen.append(None if cursor is None else cursor.shape())
        return real(progress)

    monkeypatch.setattr(store, "stats", counting)
    win = StatisticsWindow(GameRecords(store))
    qtbot.addWidget(win)
    assert seen == [Qt.CursorShape.WaitCursor] and QApplication.overrideCursor() is None

    def failing(progress: Callable[[int, int], object] | None = None) -> Stats:
        raise RuntimeError("disk gone")

    monkeypatch.setattr(store, "stats", failing)
    with pytest.raises(RuntimeError):
        win.refresh()
    assert QApplication.overrideCursor() is None


def test_a_long_count_shows_its_progress_and_closes_it(tmp_path: Path, qtbot: QtBot,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """Edge case: a long history counted for the first time (a file from before the kept
    summaries) replays every game once; a progress bar says so, and goes away after."""
    rng = random.Random(8)
    with GameStore.open(tmp_path) as store:
        for _ in range(PROGRESS_FROM + 2):
            play(store.new_game(Rules(target=50), "easy", 0, rng.randrange(2)), rng)
        store._conn.execute("DELETE FROM game_summaries")  # as an older file has none
    store = GameStore.open(tmp_path)
    steps: list[tuple[int, int, int]] = []  # (done, total, progress dialogs of the window)
    real = store.stats

    def watched(progress: Callable[[int, int], object] | None = None) -> Stats:
        def spy(done: int, total: int) -> None:
            assert progress is not None
            progress(done, total)
            bars = [w for w in QApplication.topLevelWidgets() if isinstance(w, QProgressDialog)]
            steps.append((done, total, sum(b.maximum() == total and b.value() == done for b in bars)))
        return real(spy)

    monkeypatch.setattr(store, "stats", watched)
    try:
        win = StatisticsWindow(GameRecords(store))
        qtbot.addWidget(win)
        total = PROGRESS_FROM + 2
        assert [(d, t) for d, t, _ in steps] == [(n, total) for n in range(1, total + 1)]
        assert all(bars == 1 for _, _, bars in steps[:-1])  # one bar, following the count (it resets at the end)
        assert not any(w.isVisible() for w in QApplication.topLevelWidgets() if isinstance(w, QProgressDialog))
        assert len(win.stats.finished) == total
        steps.clear()
        win.refresh()  # counted now: read from the summaries, no bar
        assert steps == []
    finally:
        store.close()


def test_bars_are_averaged_only_when_there_are_more_games_than_room() -> None:
    values = [float(v) for v in range(10)]
    assert bucketed(values, 10) == values and bucketed(values, 50) == values
    assert bucketed(values, 4) == [0.5, 3.0, 6.0, 8.5]  # runs of 2, 3, 3, 2 games
    many = [float((i * 37) % 101 - 50) for i in range(1000)]
    shown = bucketed(many, 100)
    assert len(shown) == 100 and shown[0] == sum(many[:10]) / 10
    assert sum(shown) * 10 == pytest.approx(sum(many))  # nothing lost, nothing counted twice
    assert bucketed([], 5) == [] and bucketed([3.0], 0) == [3.0]


def test_a_chart_of_more_games_than_pixels_says_its_bars_are_averages(qtbot: QtBot) -> None:
    chart = TrendChart("Points difference", bars=True)
    qtbot.addWidget(chart)
    chart.resize(300, 150)
    chart.set_values([10.0, -5.0, 7.0])
    chart.grab()
    assert chart.toolTip() == ""  # a bar a game
    chart.set_values([float(i % 7 - 3) for i in range(2000)])
    chart.grab()
    assert "average of about" in chart.toolTip()


def test_your_strength_rates_the_reviewed_games_and_leaves_the_tutors_out(qtbot: QtBot, tmp_path: Path) -> None:
    """The Your strength page: the rating of the reviewed decisions of the player's last games (the
    tutored game left out; of each game only the hands that began with both players more than half the
    target away: a decision near the target can cost the game bonus), the weakest topic (every hand),
    and a point per game on the levels' scale."""
    from gin_desktop.text.skill_text import rating_text, weakness_text
    from gin_desktop.values.reviews import Grade
    from gin_desktop.values.skill import DecisionMark, rate, weakest

    rng = random.Random(9)
    store = GameStore.open(tmp_path)
    games = [play(store.new_game(Rules(target=50), "easy", 0, 1), rng) for _ in range(3)]
    games[2].mark_tutored()
    marks: dict[int, list[list[DecisionMark]]] = {}
    rated: dict[int, list[list[DecisionMark]]] = {}
    near_target = 0
    for index, game in enumerate(games):
        totals = [(0, 0)] + [entry.totals for entry in game.match.sheet]
        for number in range(1, len(game.match.hands) + 1):
            open_hand = 2 * max(totals[number - 1]) < 50
            near_target += not open_hand
            late = [DecisionMark(step, "knock", Grade.MISTAKE, 3.0, "late") for step in (2, 4)]
            loss = 0.2 * (index + 1) if open_hand else 30.0
            rest = [DecisionMark(step, "discard", Grade.GOOD, loss) for step in (6, 8, 10)]
            store.keep_review(game.id, number, 5, sum(m.loss for m in late + rest), late + rest)
            marks.setdefault(game.id, []).append(late + rest)
            if open_hand:
                rated.setdefault(game.id, []).append(late + rest)
    assert near_target  # (the seed's games have hands near the target, which the rating leaves out)
    win = StatisticsWindow(GameRecords(store))
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    own = [marks[g.id] for g in reversed(games[:2])]  # (newest first; the tutored game left out)
    rating = rate([rated[g.id] for g in reversed(games[:2])])
    assert rating is not None and rating.games == 2 and rating.loss < 3.0
    assert win.rating_label.text() == rating_text(rating)
    weak = weakest([m for game in own for hand in game for m in hand])
    assert weak is not None and weak.topic == "knock" and weak.way == "late"
    assert win.weakness_label.text() == weakness_text(weak)
    assert len(win.strength_chart.values) == 2
    store.close()
