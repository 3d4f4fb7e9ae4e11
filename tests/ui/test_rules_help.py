"""The rules help: the summary of the options in force, the full rules text and the first-game tab."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.core import Rules, preset
from gin_desktop.text.rules_summary import rules_summary
from gin_desktop.ui.dialogs import rules_help
from gin_desktop.ui.dialogs.rules_help import RulesHelpDialog, first_game_html, rules_html


def test_summary_of_the_standard_rules_is_short() -> None:
    lines = rules_summary(Rules())
    assert lines == [
        "Rules: Standard",
        "Knock limit 10: knock with at most 10 deadwood",
        "Gin bonus 25, undercut bonus 25, box bonus 25 per hand won",
        "Game to 100 points, game bonus 100",
    ]
    assert rules_summary(preset("classic_high"))[0] == "Rules: Classic, high bonus"
    assert "Gin bonus 20, undercut bonus 10, box bonus 20 per hand won" in rules_summary(preset("classic"))


def test_summary_lists_every_non_default_option() -> None:
    rules = Rules(knock_limit=0, gin_bonus=30, big_gin_bonus=15, shutout="double_score", next_dealer="winner",
                  opening="eleven", wall="last_discard", straight_gin=True, target=250, game_bonus=50)
    text = "\n".join(rules_summary(rules))
    assert text.startswith("Rules: Custom")
    for words in ("Knock limit 0: only gin", "Gin bonus 30", "Game to 250 points, game bonus 50",
                  "Big gin scores 15 more", "whole final score is doubled", "winner of a hand deals",
                  "Eleven-card opening", "At the wall the last discard may be taken", "Straight gin"):
        assert words in text, words
    assert "Oklahoma" not in text
    assert any("Oklahoma" in line for line in rules_summary(Rules(oklahoma=True)))
    assert any("No big gin" in line for line in rules_summary(Rules(big_gin=False)))


def test_rules_text_covers_every_rule() -> None:
    html = rules_html(Rules()).lower()
    for words in ("ace", "a-2-3", "q-k-a", "upcard", "stock", "knock limit", "lay off", "lay-offs can chain",
                  "nobody lays off on gin", "undercut", "a tie is an undercut", "big gin", "the wall",
                  "dead", "target", "game bonus", "shutout", "box bonus", "oklahoma", "straight gin",
                  "eleven-card opening", "same dealer deals again"):
        assert words in html, words


def test_rules_text_shows_the_values_in_force() -> None:
    html = rules_html(Rules(gin_bonus=31, undercut_bonus=17, target=222, box_bonus=9))
    assert html.index("The rules in force") < html.index("<h3>")  # the box comes first
    for words in ("gin bonus (31 here)", "undercut bonus (17 here)", "target (222 here)", "box bonus (9 here)"):
        assert words in html, words
    assert "the first upcard sets it" in rules_html(Rules(oklahoma=True))


def test_walkthrough_names_the_gestures_and_keys(qapp: QApplication) -> None:
    html = first_game_html()
    for words in ("drag the stock", "discard pile", "double-click", "Knock area", "Sort", "deadwood",
                  "Score sheet", "Enter", "Ctrl+S"):
        assert words in html, words
    for key in "SDPKGNVT":
        assert f"<b>{key}</b>" in html, key
    for standard in (QKeySequence.StandardKey.Undo, QKeySequence.StandardKey.FullScreen):
        key = QKeySequence.keyBindings(standard)[0].toString(QKeySequence.SequenceFormat.NativeText)
        assert f"<b>{key}</b>" in html, key  # as the menus show it on this platform


def test_dialog_has_both_tabs(qtbot: QtBot) -> None:
    dialog = RulesHelpDialog(Rules(oklahoma=True, wall="last_discard"))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    tabs = dialog.tabs
    assert [tabs.tabText(i) for i in range(tabs.count())] == ["Rules", "First game"]
    text = dialog.rules_browser.toPlainText()
    for words in ("The rules in force", "Rules: Custom", "Oklahoma", "lay off", "Undercut", "The wall"):
        assert words in text, words
    assert "Pass" in dialog.first_game_browser.toPlainText()
    tabs.setCurrentIndex(1)
    assert dialog.first_game_browser.isVisible()
    assert dialog.rules_browser.accessibleName() and dialog.first_game_browser.accessibleName()


def test_the_help_does_not_read_the_shared_rules_file() -> None:
    source = Path(rules_help.__file__).read_text(encoding="utf-8")
    assert "/work/shared" not in source and "RULES.md" not in source
