"""The coach in the app: Review hand from the hand's result and from the replay window (a
background job with progress and Cancel), stepping through the graded decisions, Play this
deal again from both seats, and practice games kept out of the statistics."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from gin_desktop.control.controller import GameController
from gin_desktop.core import DrawDiscard, Hand, Knock, Rules
from gin_desktop.services.session import GameSession
from gin_desktop.store import GameStore
from gin_desktop.text.review_text import explanation
from gin_desktop.ui.dialogs.replay_dialog import ReplayDialog
from gin_desktop.ui.dialogs.stats_window import StatisticsWindow, history_csv
from gin_desktop.values.reviews import Grade

from .conftest import WAIT_MS, Builder, Table, knock_deck

LEFT = Qt.MouseButton.LeftButton
REVIEW_MS = 60_000  # a whole hand's review on a busy 2-core machine


def knock_at_once(table: Table) -> None:
    """Take the 2♦ upcard and knock with K♦ (2 deadwood); the computer lays out by itself."""
    table.wait_my_turn()
    assert table.controller.act(DrawDiscard())
    knock = next(a for a in table.view().legal_actions if isinstance(a, Knock) and a.card.code == "KD")
    assert table.controller.act(knock)
    table.qtbot.waitUntil(lambda: table.session.hand is not None and table.session.hand.is_over, timeout=WAIT_MS)


def only_replay(table: Table) -> ReplayDialog:
    table.qtbot.waitUntil(lambda: len(table.window.findChildren(ReplayDialog)) == 1, timeout=WAIT_MS)
    (dialog,) = table.window.findChildren(ReplayDialog)
    return dialog


def test_review_hand_from_the_result_grades_the_decisions_and_keeps_the_figures(build: Builder) -> None:
    table = build(deck=knock_deck())
    panel = table.window.panel
    assert not panel.review_button.isEnabled()  # the hand is being played
    knock_at_once(table)
    assert panel.review_button.isEnabled() and panel.review_button.isVisible()
    result = table.scene.result_panel  # the hand's result on the table, with its Review hand button
    table.qtbot.waitUntil(result.isVisible, timeout=WAIT_MS)
    table.click(result.mapToScene(result.review_rect().center()))
    dialog = only_replay(table)
    review_panel = dialog.review_panel
    table.qtbot.waitUntil(lambda: review_panel.review is not None, timeout=REVIEW_MS)
    review = review_panel.review
    assert review is not None and [d.step for d in review.decisions] == [1, 2]
    assert all(d.grade is Grade.BEST for d in review.decisions)  # taking the 2♦ and knocking at once is best
    assert review_panel.body.isVisible() and not review_panel.running.isVisible()
    assert "Accuracy 100% over 2 decisions" in review_panel.summary.text()
    assert "Your decisions by grade: ★ Best 2" in review_panel.summary.text()
    # The chart's legend adds up: the expected points at the deal, plus luck, plus the decisions, are the result
    # (without the first, a player found "luck −5.9 · your decisions −0.5 · result −11" did not add up).
    import re

    figures = [float(f.replace("−", "-")) for f in re.findall(r"[+−]\d+(?:\.\d)?", review_panel.chart.legend())]
    assert review_panel.chart.legend().startswith("at the deal ") and len(figures) == 4
    start, luck, skill, result = figures
    assert start + luck + skill == pytest.approx(result, abs=0.15)
    # Shown on the replay's timeline: the dialog went to a graded decision, the chart marks it.
    assert dialog.step in (1, 2) and review_panel.chart.current == dialog.step
    table.qtbot.mouseClick(dialog.buttons["first"], LEFT)
    assert dialog.step == 0 and not review_panel.previous_button.isEnabled()
    table.qtbot.mouseClick(review_panel.next_button, LEFT)
    assert dialog.step == 1 and "You took 2♦" in review_panel.detail.text()
    assert "Best" in review_panel.badge.text()
    table.qtbot.mouseClick(review_panel.next_button, LEFT)
    assert dialog.step == 2 and "You knocked with K♦" in review_panel.detail.text()
    assert not review_panel.next_button.isEnabled()
    table.qtbot.mouseClick(review_panel.previous_button, LEFT)
    assert dialog.step == 1
    # The figures are kept with the game, for its accuracy.
    game_id = table.session.game.id
    table.qtbot.waitUntil(lambda: game_id in table.store.reviews(), timeout=WAIT_MS)
    assert table.store.reviews()[game_id] == {1: (2, pytest.approx(review.points_lost))}
    # What the computer thought: nothing at the first decision; at the knock it had seen the 2♦ taken.
    review_panel.thought_box.setChecked(True)
    assert review_panel.thought.text() == "The computer knew nothing yet about your hand."
    table.qtbot.mouseClick(review_panel.next_button, LEFT)
    assert review_panel.thought.isVisible() and "knew you held 2♦" in review_panel.thought.text()


def test_the_app_reviews_each_finished_hand_by_itself(build: Builder) -> None:
    table = build(deck=knock_deck())
    table.controller.auto_review = True  # (as the app runs it; the other tests ask for reviews)
    knock_at_once(table)
    assert not table.window.findChildren(ReplayDialog)  # in the background: no window opens
    game_id = table.session.game.id
    table.qtbot.waitUntil(lambda: game_id in table.store.reviews(), timeout=REVIEW_MS)
    assert table.store.reviews()[game_id][1][0] == 2
    # Asking for the review now shows the one already made, without working it out again.
    job = table.controller.review_hand(None, 1)
    assert job is not None and job.result is not None and not job.running
    table.qtbot.mouseClick(table.window.panel.review_button, LEFT)  # the side panel's button
    dialog = only_replay(table)
    assert dialog.review_panel.review is job.result


def test_review_from_the_replay_window_steps_through_every_graded_decision(build: Builder) -> None:
    table = build(seed=21)
    table.play_hand_with_hints()
    sheet = table.window.tools.show_score_sheet()
    sheet.replay_requested.emit(1)
    dialog = only_replay(table)
    panel = dialog.review_panel
    assert panel.review_button.isVisible() and not panel.body.isVisible()
    with table.qtbot.waitSignal(panel.review_shown, timeout=REVIEW_MS):
        table.qtbot.mouseClick(panel.review_button, LEFT)
        assert panel.running.isVisible() and panel.cancel_button.isEnabled()
    review = panel.review
    assert review is not None
    player_moves = sum(1 for seat, a in table.session.hand.history if seat == 0 and str(a) != "lay_out")
    assert panel.progress.value() == panel.progress.maximum() == player_moves
    steps = panel.decision_steps()
    assert steps and len(steps) <= player_moves
    table.qtbot.mouseClick(dialog.buttons["first"], LEFT)
    assert dialog.step == 0 and "No decision of yours" in panel.detail.text()
    visited = []
    while panel.next_button.isEnabled():
        table.qtbot.mouseClick(panel.next_button, LEFT)
        visited.append(dialog.step)
        decision = review.at_step(dialog.step)
        assert decision is not None and panel.badge.text().strip()
        assert f"{decision.chosen.expected:+.1f}".replace("-", "−") in panel.detail.text()
        if explanation(decision):
            assert explanation(decision).split(";")[0].replace("&", "&amp;") in panel.detail.text()
    assert visited == steps
    table.qtbot.mouseClick(panel.worst_button, LEFT)
    worst = max(review.decisions, key=lambda d: (d.loss, -d.step))
    assert dialog.step == worst.step
    # The slider moves the review along too.
    dialog.slider.setValue(steps[0])
    assert panel.chart.current == steps[0]


def test_a_review_can_be_cancelled(build: Builder) -> None:
    table = build(seed=21)
    table.play_hand_with_hints()
    dialog = table.window.tools.show_replay(None, 1)
    assert dialog is not None
    panel = dialog.review_panel
    table.qtbot.mouseClick(panel.review_button, LEFT)
    job = panel.job
    assert job is not None
    with table.qtbot.waitSignal(job.cancelled, timeout=REVIEW_MS):
        table.qtbot.mouseClick(panel.cancel_button, LEFT)
    assert panel.message.text() == "Review cancelled." and panel.review is None
    assert panel.review_button.isEnabled()
    assert table.store.reviews() == {}


def confirm(monkeypatch: pytest.MonkeyPatch, asked: list[str]) -> None:
    def question(_parent: object, _title: str, text: str) -> QMessageBox.StandardButton:
        asked.append(text)
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", question)


@pytest.mark.parametrize("computer_seat", [False, True])
def test_play_this_deal_again_from_either_seat(build: Builder, monkeypatch: pytest.MonkeyPatch,
                                               computer_seat: bool) -> None:
    table = build(deck=knock_deck())
    knock_at_once(table)
    first = table.session.game
    dealt = first.match.hands[0]
    mine, theirs = dealt_to(dealt, 0), dealt_to(dealt, 1)
    asked: list[str] = []
    confirm(monkeypatch, asked)
    dialog = table.window.tools.review_last_hand()
    assert dialog is not None
    panel = dialog.review_panel
    button = panel.swap_button if computer_seat else panel.practice_button
    assert button.isVisible()
    table.qtbot.mouseClick(button, LEFT)
    assert asked and "practice" in asked[0]  # the game in progress is left only when the player agrees
    controller = table.window.controller
    session = controller.session
    assert session.game.id != first.id and session.game.practice and controller.practice_game
    hand = session.match.hands[0]
    assert hand.deck == dealt.deck and hand.dealer == dealt.dealer
    assert session.game.ai_level == first.ai_level
    assert session.human == (1 if computer_seat else 0)
    held = sorted(c.code for c in table.window.controller.current().order)
    assert held == sorted(theirs if computer_seat else mine)  # the player has not moved yet
    assert table.window.panel.practice.isVisible()
    with GameStore.open(table.store.report.data_dir, read_only=True) as other:
        statuses = {g.id: (g.status, g.practice) for g in other.games()}
    assert statuses[first.id] == ("abandoned", False) and statuses[session.game.id] == ("active", True)


def dealt_to(hand: Hand, seat: int) -> list[str]:
    """The codes of the ten cards ``hand`` dealt to ``seat`` (the non-dealer gets the first)."""
    return [hand.deck[i].code for i in range(20) if (i % 2 == 0) == (seat != hand.dealer)]


@pytest.mark.slow
def test_practice_games_are_absent_from_the_statistics_and_accuracy_is_in_them_and_the_csv(
        qtbot: QtBot, data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import random

    from gin_desktop.ai import make_player
    from gin_desktop.core import view_of

    with GameStore.open(data_dir) as store:
        rng = random.Random(5)
        session = GameSession.new(store, Rules(), "easy", rng)
        controller = GameController(session, ai_delay_ms=0)
        me = make_player("medium", seed=3)
        while not session.match.is_over:  # a whole real game, each hand reviewed as the app does
            if session.match.needs_deal:
                session.deal()
            hand = session.hand
            assert hand is not None
            while not hand.is_over:
                seat = hand.current
                player = me if seat == session.human else session.computer
                session.apply(seat, player.choose(view_of(hand, seat, session.match)))
            job = controller.review_hand(None, len(session.match.hands))
            assert job is not None
            with qtbot.waitSignal(job.done, timeout=REVIEW_MS):
                pass
            qtbot.waitUntil(lambda: len(store.reviews().get(session.game.id, {})) == len(session.match.hands),
                            timeout=WAIT_MS)
        real_id = session.game.id
        hands = len(session.match.hands)
        assert controller.practice(real_id, 1, computer_seat=True)
        practice = controller.session
        while not practice.match.is_over:
            if practice.match.needs_deal:
                practice.deal()
            hand = practice.hand
            assert hand is not None
            while not hand.is_over:
                seat = hand.current
                practice.apply(seat, make_player("easy", seed=seat).choose(view_of(hand, seat, practice.match)))
        window = StatisticsWindow(controller.records())
        qtbot.addWidget(window)
        window.show()
        (game,) = window.stats.finished  # the practice game is not there
        assert game.id == real_id and game.reviewed_hands == hands and game.accuracy is not None
        assert window.stats.overall.games_played == 1 and window.stats.overall.hands_played == hands
        assert window.games_table.rowCount() == 1
        assert window.games_table.item(0, 7).text() == f"{game.accuracy:.0f}%"
        assert window.games_table.item(0, 8).text() == f"−{game.points_lost:.1f}"  # over the game
        assert window.accuracy_chart.values == [pytest.approx(game.accuracy)]
        lines = history_csv(window.stats).splitlines()
        assert lines[0].endswith(",game_accuracy")
        assert all(line.endswith(f",{game.accuracy:.1f}") for line in lines[1:])
        assert len(lines) == 1 + hands
        window.close()
        controller.shutdown()


def test_a_held_review_waits_until_it_is_let_go(qtbot: QtBot) -> None:
    from gin_desktop.ai.review import review_hand
    from gin_desktop.control.review_job import ReviewJob
    from tests.ai.test_review import played_record

    record = played_record(3)
    job = ReviewJob(record)
    told: list[int] = []
    job.progress.connect(lambda done, _total: told.append(done))
    job.hold(True)  # (the controller holds its reviews while the computer thinks)
    job.start()
    assert job.waiting.wait(REVIEW_MS / 1000)  # the worker stopped at the hold, before any decision
    qtbot.wait(0)  # (any progress it had sent would be delivered now)
    assert told == [] and job.running
    with qtbot.waitSignal(job.done, timeout=REVIEW_MS) as done:
        job.hold(False)
    assert done.args == [review_hand(record)] and told[-1] == len(told)


def test_a_review_shut_at_the_close_never_signals_again(qtbot: QtBot) -> None:
    """The exit crash (a segfault at a few percent of launches): the window closed while a review's
    worker was between decisions, and the worker's `cancelled` reached a QObject already deleted.
    Once shut, the worker stops without a word."""
    from gin_desktop.control.review_job import ReviewJob
    from tests.ai.test_review import played_record

    job = ReviewJob(played_record(3))
    told: list[str] = []
    job.progress.connect(lambda *_: told.append("progress"))
    job.cancelled.connect(lambda: told.append("cancelled"))
    job.done.connect(lambda _review: told.append("done"))
    job.hold(True)
    job.start()
    assert job.waiting.wait(REVIEW_MS / 1000)
    job.shut()  # (what the coach does as the window closes: it also lets the held worker go)
    assert job.wait(REVIEW_MS / 1000) and job.finished
    qtbot.wait(50)  # (a signal the worker had sent would be delivered now)
    assert told == []
