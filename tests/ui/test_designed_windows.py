"""Issue 13, point 5: the secondary windows as a player meets them — the score chart's scale and
legend, the CSV export's folder and confirmation (the About folder, the Replay hand button, the
replay window's size and the settings pages have their tests beside their windows)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import pairwise
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from gin_desktop.core import Rules
from gin_desktop.core.match import BonusLine, MatchResult, SheetEntry
from gin_desktop.core.scoring import HandResult
from gin_desktop.services.records import GameRecords, GameSheet
from gin_desktop.store import GameStore
from gin_desktop.ui.dialogs.score_sheet import ScoreChart
from gin_desktop.ui.dialogs.stats_window import StatisticsWindow, documents_folder
from tests.store.helpers import play_game


def won_at(totals: list[tuple[int, int]], final: MatchResult | None) -> GameSheet:
    entries, before = [], (0, 0)
    for n, after in enumerate(totals, 1):
        winner = 0 if after[0] > before[0] else 1
        points = after[winner] - before[winner]
        entries.append(SheetEntry(n, n % 2, HandResult("knock", winner, winner, points, reason="r"), after))
        before = after
    return GameSheet(1, 0, Rules(target=100), tuple(entries), final, (len(totals), 0))


FINAL = MatchResult(0, (105, 40), (BonusLine(0, "Game bonus", 100), BonusLine(0, "Boxes", 75)), (280, 40), False)


def test_the_scale_never_writes_the_top_over_the_target(qtbot: QtBot) -> None:
    """A game won at 105 against 100 wrote "105" on top of "100"; now the top is left out
    when the two would touch, and every label that is written stands a line apart."""
    chart = ScoreChart(won_at([(30, 0), (60, 20), (105, 40)], FINAL), 0)
    qtbot.addWidget(chart)
    chart.resize(600, 170)
    assert chart.scale_labels() == [0, 100]
    tall = ScoreChart(won_at([(30, 0), (60, 20), (160, 40)], None), 0)
    qtbot.addWidget(tall)
    tall.resize(600, 170)
    assert tall.scale_labels() == [0, 100, 160]  # far enough apart: the top is written
    plot, line = tall.plot_rect(), tall.fontMetrics().height()
    ys = sorted(plot.bottom() - plot.height() * v / tall.top for v in tall.scale_labels())
    assert all(b - a >= line for a, b in pairwise(ys))


def test_the_legend_shows_the_totals_the_panel_shows(qtbot: QtBot) -> None:
    """The panel shows the final totals with the bonuses once a game is over; the chart's
    legend said the hand totals (105) instead of the final 280."""
    chart = ScoreChart(won_at([(30, 0), (60, 20), (105, 40)], FINAL), 0)
    qtbot.addWidget(chart)
    assert [text for text, _ in chart.legend()] == ["You 280 final, with bonuses", "Computer 40 final, with bonuses"]
    playing = ScoreChart(won_at([(30, 0), (60, 20)], None), 0)
    qtbot.addWidget(playing)
    assert [text for text, _ in playing.legend()] == ["You 60", "Computer 20"]


@pytest.fixture
def stats(qtbot: QtBot, tmp_path: Path) -> Iterator[StatisticsWindow]:
    with GameStore.open(tmp_path / "data") as store:
        play_game(store.new_game(Rules(target=50), "easy", 0, 1), random.Random(3))
        window = StatisticsWindow(GameRecords(store))
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        yield window
        window.close()


def test_csv_export_starts_in_documents_and_says_where_it_went(
        qtbot: QtBot, stats: StatisticsWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[str] = []
    target = tmp_path / "my history"  # typed without the extension

    def save_as(parent: object, title: str, start: str, filters: str) -> tuple[str, str]:
        asked.append(start)
        return str(target), filters

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_as)
    qtbot.mouseClick(stats.export_button, Qt.MouseButton.LeftButton)
    assert asked == [str(documents_folder() / "gin-rummy-history.csv")] and Path(asked[0]).is_absolute()
    written = tmp_path / "my history.csv"
    assert written.is_file() and written.read_text(encoding="utf-8-sig").startswith("game_id,")
    hands = sum(len(game.sheet) for game in stats.stats.finished)
    assert stats.export_note.isVisible()
    assert stats.export_note.text() == f"Exported {hands} hands to {written}"


def test_csv_export_that_cannot_write_says_why_in_the_window(
        qtbot: QtBot, stats: StatisticsWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    missing = tmp_path / "no such folder" / "history.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (str(missing), ""))
    qtbot.mouseClick(stats.export_button, Qt.MouseButton.LeftButton)
    assert stats.isVisible() and stats.export_note.isVisible()
    assert stats.export_note.text().startswith(f"The history could not be written to {missing}: ")
    assert not missing.exists()
