"""Whole-game flow in the window: game over, new game, settings taking effect, help,
statistics, and the crash handler."""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QMessageBox

from gin_desktop.core import Card, Hand, Rules, view_of
from gin_desktop.text.result_card import result_card
from gin_desktop.ui.dialogs.stats_window import StatisticsWindow
from gin_desktop.ui.settings_store import save_settings
from gin_desktop.ui.table.scene import FELT_COLOURS
from gin_desktop.values.crash import install_excepthook, log, rotate_logs, start_logging
from gin_desktop.words.i18n import points_text
from tests.core.deals import make_deck, play
from tests.ui.conftest import WAIT_MS, Builder, Table, knock_deck
from tests.ui.quick_moves import quick_move


def test_game_over_screen_offers_a_new_game(build: Builder) -> None:
    table = build(rules=Rules(target=50), seed=11)
    session = table.session
    for _ in range(40):
        if session.match.is_over:
            break
        table.play_hand_with_hints()
        if not session.match.is_over:
            table.qtbot.mouseClick(table.window.panel.next_button, Qt.MouseButton.LeftButton)
    assert session.match.is_over
    panel = table.scene.result_panel
    table.qtbot.waitUntil(panel.isVisible, timeout=WAIT_MS)
    result = session.match.result
    assert result is not None and panel.card is not None and panel.card.game_over
    assert panel.card.action == "New game"
    assert panel.card.score.startswith(f"Final score {result.totals[0]} to {result.totals[1]}, bonuses included")
    assert "won the game" in table.window.status_label.text()
    old_id = session.game.id
    table.click_result_button()  # the panel's one way on, clicked on the table
    assert table.controller.session.game.id != old_id
    assert table.controller.session.hand is not None and not table.controller.session.match.is_over


def test_settings_take_effect_on_the_table(build: Builder) -> None:
    table = build(anim_ms=200)
    window = table.window
    prefs = replace(window.prefs, animation="off", four_colour=True, card_scale=120, high_contrast=True)
    before = table.layout.card_h
    window.look.settings_chosen(prefs)
    assert window.scene.anim_ms == 0
    assert window.pixmaps.four_colour
    assert window.scene.high_contrast
    assert table.layout.card_h > before
    # Saved for the next start.
    assert table.settings.value("cards/four_colour") == "true"


def test_the_table_colour_setting_colours_the_table_and_panel(build: Builder) -> None:
    table = build()
    window = table.window
    assert window.scene.backgroundBrush().color() == FELT_COLOURS["green"]
    window.look.settings_chosen(replace(window.prefs, felt="red"))
    assert window.scene.backgroundBrush().color() == FELT_COLOURS["red"]
    assert FELT_COLOURS["red"].darker(165).name() in window.panel.styleSheet()
    assert table.settings.value("view/felt") == "red"
    window.look.settings_chosen(replace(window.prefs, high_contrast=True))  # high contrast is black, whatever the cloth
    assert window.scene.backgroundBrush().color() == QColor(0, 0, 0)
    window.look.settings_chosen(replace(window.prefs, high_contrast=False))
    assert window.scene.backgroundBrush().color() == FELT_COLOURS["red"]


def test_settings_that_cannot_be_saved_still_apply_and_the_player_is_told(build: Builder, tmp_path: Path,
                                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: warnings.append(text))
    table = build()
    window = table.window
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the settings folder should be", encoding="utf-8")
    window.settings = QSettings(str(blocked / "settings.ini"), QSettings.Format.IniFormat)
    assert not save_settings(window.settings, window.prefs)
    window.look.settings_chosen(replace(window.prefs, animation="off"))
    assert window.scene.anim_ms == 0  # in force for this session
    assert len(warnings) == 1 and "could not be saved" in warnings[0] and "settings.ini" in warnings[0]
    assert save_settings(table.settings, window.prefs)  # a writable file: saved, no warning


def test_new_rules_wait_for_the_next_game(build: Builder) -> None:
    table = build()
    window = table.window
    window.look.settings_chosen(replace(window.prefs, rules=Rules(target=200)))
    assert table.session.match.rules.target == 100
    assert any("next game" in text for text in window.notices.texts())  # said above the table
    assert window.status_label.text() == table.controller.prompt()  # the status line keeps the prompt
    window.commands._start_new_game()
    assert table.controller.session.match.rules.target == 200


def test_rules_help_shows_the_games_options(build: Builder) -> None:
    table = build(rules=Rules(target=150, oklahoma=True))
    dialog = table.window.tools.show_rules()
    html = dialog.rules_browser.toHtml()
    assert "150" in html and "Oklahoma" in html
    walk = table.window.tools.show_rules(walkthrough=True)
    assert walk.tabs.currentIndex() == 1


def test_statistics_window_opens_from_the_menu(build: Builder) -> None:
    table = build()
    table.window.commands.stats_action.trigger()
    (window,) = table.window.findChildren(StatisticsWindow)
    assert window.isVisible()
    assert window.games_table.rowCount() == len(table.store.stats().finished)


def test_crash_hook_logs_and_tells_the_player(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    handlers = list(log.handlers)
    path = start_logging(str(tmp_path))
    assert path is not None and path.parent == tmp_path / "logs"
    shown: list[str] = []
    install_excepthook(lambda message, _details: shown.append(message), path)
    try:
        raise RuntimeError("boom in a slot")
    except RuntimeError:
        sys.excepthook(*sys.exc_info())  # what Qt does with an exception escaping a slot
    for handler in log.handlers:
        handler.flush()
    assert shown and "your game is safe" in shown[0] and str(path) in shown[0]
    assert "boom in a slot" in path.read_text(encoding="utf-8")
    for handler in [h for h in log.handlers if h not in handlers]:
        log.removeHandler(handler)
        handler.close()


def test_crash_hook_shows_each_error_once_and_never_stacks_dialogs(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """An error that repeats (say, in every paint) must not open dialog after dialog."""
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    shown: list[str] = []

    def fail(message: str) -> None:
        try:
            raise ValueError(message)
        except ValueError:
            sys.excepthook(*sys.exc_info())

    def dialog(text: str, _details: str) -> None:  # while the dialog is open, the error comes again (a paint)
        shown.append(text)
        fail("paint broke")

    install_excepthook(dialog, None)
    fail("paint broke")
    fail("paint broke")
    assert len(shown) == 1 and "paint broke" in shown[0]
    fail("another thing")  # a different error is still told
    assert len(shown) == 2 and "another thing" in shown[1]


def test_log_rotates_at_start_once_full_and_keeps_three_old_logs(tmp_path: Path) -> None:
    path = tmp_path / "gin-rummy.log"
    path.write_text("small", encoding="utf-8")
    rotate_logs(path, max_bytes=10)
    assert path.read_text(encoding="utf-8") == "small"  # under the limit: left alone
    for n in range(5):  # five full logs: the newest three old ones are kept
        path.write_text(f"run {n} " + "x" * 10, encoding="utf-8")
        rotate_logs(path, max_bytes=10)
        assert not path.exists()
    kept = sorted(p.name for p in tmp_path.iterdir())
    assert kept == ["gin-rummy.log.1", "gin-rummy.log.2", "gin-rummy.log.3"]
    assert (tmp_path / "gin-rummy.log.1").read_text(encoding="utf-8").startswith("run 4")
    assert (tmp_path / "gin-rummy.log.3").read_text(encoding="utf-8").startswith("run 2")


def test_card_back_and_level_settings(build: Builder) -> None:
    table = build()
    window = table.window
    stock = table.stock_item()
    before = window.look.pixmap(None, 100, 140, 1.0).toImage()
    window.look.settings_chosen(replace(window.prefs, back="red", level="hard"))
    after = window.look.pixmap(None, 100, 140, 1.0).toImage()
    assert before != after  # the backs on the table are now drawn from the red back
    assert stock.isVisible()
    assert table.session.game.ai_level == "medium"  # the running game keeps its opponent
    window.commands._start_new_game()
    assert table.controller.session.game.ai_level == "hard"
    assert "Hard" in window.panel.info.text()


def test_hint_button_selects_the_card_and_says_why(build: Builder) -> None:
    # A game to 200 (chosen while the engine still counted the game bonus near the target, when in a game to
    # 100 a gin against the computer's junk would have won the game at once; it values the points alone now).
    table = build(deck=knock_deck(), rules=Rules(target=200))
    table.wait_my_turn()
    with table.qtbot.waitSignal(table.controller.hint_ready, timeout=WAIT_MS):
        table.qtbot.mouseClick(table.window.panel.hint_button, Qt.MouseButton.LeftButton)
    assert table.status().startswith("Hint: take 2♦")  # the 2♦ lets the K♦ go with 2 deadwood
    assert f". {table.controller.prompt()}" in table.status()  # two sentences, the prompt after a full stop
    assert table.item("2D").highlight == "hint"  # the pile to draw from is outlined on the table
    table.controller.draw_discard()
    with table.qtbot.waitSignal(table.controller.hint_ready, timeout=WAIT_MS):
        table.qtbot.mouseClick(table.window.panel.hint_button, Qt.MouseButton.LeftButton)
    assert table.scene.selected == Card.parse("KD")
    assert "knock" in table.status()
    assert table.window.panel.hint_button.isEnabled()


def test_a_hint_being_worked_out_never_blocks_the_window(knock_table: Table) -> None:
    """The engine's search runs off the UI thread: the click returns at once, the status line says the
    hint is coming once it takes longer than a tenth of a second, and a hint for a position the game has
    left is dropped (never shown for the wrong position)."""
    import threading

    from gin_desktop.ai import hints

    table = knock_table
    release = threading.Event()
    real = hints.hint

    def slow(view: object, seed: str = "engine") -> hints.Hint:
        release.wait(10)
        return real(view, seed)  # type: ignore[arg-type]

    hints.hint = slow  # type: ignore[assignment]
    try:
        table.qtbot.mouseClick(table.window.panel.hint_button, Qt.MouseButton.LeftButton)
        table.qtbot.waitUntil(lambda: table.status().startswith("Working out a hint"), timeout=WAIT_MS)
        assert not table.window.panel.hint_button.isEnabled()
        before = table.session.game.action_count
        table.controller.draw_discard()  # the player moves on before the hint arrives
        assert table.session.game.action_count == before + 1
        got: list[object] = []
        table.controller.hint_ready.connect(got.append)
        release.set()
        job = table.controller.hints.job
        assert job is not None and job.wait(10)
        table.qtbot.waitUntil(lambda: table.controller.hints.job is None, timeout=WAIT_MS)
        assert got == []  # (its position is gone)
    finally:
        hints.hint = real


@pytest.mark.slow
def test_statistics_mark_games_played_with_undo(build: Builder) -> None:
    table = build(rules=Rules(target=50), seed=3)
    table.window.look.settings_chosen(replace(table.window.prefs, allow_undo=True))
    session = table.session
    undone = False
    for _ in range(6):  # play moves until a discard of ours can be taken back
        table.wait_my_turn()
        if table.controller.undo_reason() is None:
            undone = table.window.commands.undo()
            break
        table.controller.act(quick_move(table.view()))
    for _ in range(40):
        if session.match.is_over:
            break
        if session.match.needs_deal:
            table.controller.next_hand()
        table.play_hand_with_hints()
    assert undone
    window = table.window.tools.show_statistics()
    assert "Games with undo: 1" in window.summary_label.text()
    assert "with undo" in window.games_table.item(0, 3).text()


def test_the_result_banner_itemises_the_score(knock_table: Table) -> None:
    table = knock_table
    table.controller.draw_discard()
    table.controller.knock(Card.parse("KD"))
    hand = table.session.hand
    assert hand is not None
    table.qtbot.waitUntil(lambda: hand.is_over, timeout=WAIT_MS)
    # Knock with 2 deadwood against the computer's 63 (its junk hand): 63 − 2 = 61.
    card = table.scene.result_panel.card
    assert table.scene.result_panel.isVisible() and card is not None
    assert (card.title, card.points, card.deadwood, card.arithmetic) == (
        "You win the knock", "+61", (2, 63), "63 − 2 = 61 points")
    assert card.score == "Score: you 61, the computer 0" and card.action == "Next hand"


def test_a_one_point_hand_says_point_not_points() -> None:
    """Knock with 2 deadwood (the 2♦) against a hand whose only deadwood is the 3♣: 3 − 2 = 1."""
    hand = Hand(Rules(), make_deck("AS 2S 3S 4H 5H 6H 7C 8C 9C KD", "TD JD QD 9H 9S 9D KH KS KC 3C",
                                   upcard="2D"), dealer=1)
    play(hand, "draw_discard", "knock KD")
    while not hand.is_over:  # the defender lays out (no lay-offs for the 3♣)
        hand.apply(hand.legal_actions()[0])
    assert hand.result is not None and hand.result.points == 1
    mine, theirs = result_card(view_of(hand, 0)), result_card(view_of(hand, 1))
    assert mine is not None and (mine.title, mine.points, mine.arithmetic) == ("You win the knock", "+1",
                                                                                "3 − 2 = 1 point")
    assert theirs is not None and (theirs.title, theirs.points) == ("The computer wins the knock", "−1")
    assert points_text(0) == "0 points" and points_text(2) == "2 points"
