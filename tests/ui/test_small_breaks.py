"""The smaller breaks of issue 24 (point 7), each pinned: the help names the lay-offs' real colour
in every language, the docs name only menu entries the window has, the Language setting says
which language is in use, decimals are the language's own, a greyed Export CSV says why, a
damaged save is told plainly, five melds on the table do not repeat a mark or a colour."""

from __future__ import annotations

import colorsys
import logging
import re
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu
from pytestqt.qtbot import QtBot

from gin_desktop.control.save_watch import SaveWatch
from gin_desktop.entry.app import apply_language
from gin_desktop.services.settings import AppSettings
from gin_desktop.store import Notice, NoticeKind
from gin_desktop.store.notices import phrase
from gin_desktop.text.review_text import points_text
from gin_desktop.ui.dialogs.rules_help import first_game_html
from gin_desktop.ui.dialogs.settings_dialog import SettingsDialog
from gin_desktop.ui.dialogs.stats_window import StatisticsWindow
from gin_desktop.ui.table.layout import MELD_TINTS, TINT_LINE, TINT_MARK, TINT_RGB, Tint
from gin_desktop.words.languages import NATIVE_NAMES, SYSTEM, TRANSLATED, language_in_use
from gin_desktop.words.numbers import decimal
from tests.core.deals import make_deck
from tests.ui.conftest import KNOCK_HAND, UPCARD, WAIT_MS, Builder, Table

ROOT = Path(__file__).resolve().parents[2]
GOLD_WORDS = ("gold", "golden", "dorado", "d'or", "dorato", "dourado")


@pytest.fixture(params=["en", *TRANSLATED])
def language(qapp: QApplication, request: pytest.FixtureRequest) -> Iterator[str]:
    code = str(request.param)
    installed = apply_language(qapp, code)
    assert installed or code == "en"
    yield code
    for translator in installed:
        QCoreApplication.removeTranslator(translator)
    QLocale.setDefault(QLocale.system())


def test_the_help_names_the_lay_offs_colour_as_the_table_draws_it(language: str) -> None:
    r, g, b = TINT_RGB[Tint.LAYOFF]
    hue, _light, _saturation = colorsys.rgb_to_hls(r / 255, g / 255, b / 255)
    assert 160 <= hue * 360 <= 200  # teal, as the table draws a lay-off's outline
    text = first_game_html().lower()
    assert not any(word in text for word in GOLD_WORDS), language
    if language == "en":
        assert "outlined in teal" in text


def test_the_language_setting_says_which_language_is_in_use(qtbot: QtBot, language: str) -> None:
    assert language_in_use() == language
    dialog = SettingsDialog(AppSettings(language=SYSTEM), ())
    qtbot.addWidget(dialog)
    assert dialog.language_combo.currentData() == SYSTEM
    assert NATIVE_NAMES[language] in dialog.language_note.text()


def _menu_entries(table: Table) -> set[str]:
    """Every "Menu > Entry" of the window, without the mnemonics' ampersands."""
    entries = set()
    for top in table.window.menuBar().actions():
        menu = top.menu()
        assert isinstance(menu, QMenu)
        for action in menu.actions():
            if isinstance(action, QAction) and action.text():
                entries.add(f"{top.text()} > {action.text()}".replace("&", "").rstrip("…"))
    return entries


def test_the_docs_name_only_menu_entries_the_window_has(knock_table: Table) -> None:
    entries = _menu_entries(knock_table)
    named = set()
    for path in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]:
        for match in re.finditer(r"\*\*((?:Game|View|Options|Help) > [^*]+?)\*\*", path.read_text(encoding="utf-8")):
            named.add((path.name, match.group(1).rstrip("…").strip()))
    assert named  # (the docs do name menu entries)
    # ("Options > Settings > Play" names a page of the menu's Settings window)
    missing = sorted(f"{name}: {entry}" for name, entry in named
                     if not any(entry == have or entry.startswith(f"{have} > ") for have in entries))
    assert missing == []


def test_decimals_are_written_the_language_s_way(language: str) -> None:
    comma = language in ("de", "fr", "es", "it", "pt_BR")
    assert decimal(-9.44) == ("−9,4" if comma else "−9.4")
    assert decimal(2.5, sign=True) == ("+2,5" if comma else "+2.5")
    assert decimal(1234.5) == ("1234,5" if comma else "1234.5")  # (no thousands separator in a figure)
    assert points_text(-9.4) == decimal(-9.4, sign=True)


def test_a_greyed_export_csv_says_why(knock_table: Table) -> None:
    QTest.keyClick(knock_table.window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)  # Game > Statistics
    window = knock_table.window.tools._open["statistics"]
    assert isinstance(window, StatisticsWindow)
    button = window.export_button
    assert not button.isEnabled()  # (no game is finished yet)
    assert "none is finished" in button.toolTip()


def test_a_damaged_save_is_told_plainly_and_its_damage_written_to_the_log(
        language: str, caplog: pytest.LogCaptureFixture) -> None:
    sqlite_words = "database disk image is malformed"
    notices = [Notice(NoticeKind.DAMAGED_GAME, phrase("damaged_game", game=12, started="2026-12-01 10:00",
                                                      reason=phrase("rows_unreadable", error=sqlite_words))),
               Notice(NoticeKind.DAMAGED_GAME, phrase("damaged_game", game=13, started="",
                                                      reason=phrase("not_replayable", error="KeyError: 'x'"))),
               Notice(NoticeKind.DAMAGED_FILE, phrase("games_unreadable", error=sqlite_words))]
    store = SimpleNamespace(take_notices=lambda: list(notices), waiting=False)
    told: list[str] = []
    watch = SaveWatch(lambda: SimpleNamespace(store=store), lambda: None, told.append, told.append,  # type: ignore[arg-type,return-value]
                      lambda _state: None)
    with caplog.at_level(logging.WARNING, logger="gin_desktop"):
        watch.check()
    assert len(told) == 3
    for text in told:
        assert "malformed" not in text and "KeyError" not in text  # the player reads plain words
        depth = deepest = 0
        for char in text:
            depth += {"(": 1, ")": -1}.get(char, 0)
            deepest = max(deepest, depth)
        assert deepest <= 1, text  # no brackets inside brackets
    logged = caplog.text
    assert logged.count(sqlite_words) == 2 and "KeyError: 'x'" in logged  # the damage itself, in the log


def test_five_melds_at_a_showdown_each_have_their_own_mark_colour_and_line(build: Builder) -> None:
    table = build(deck=make_deck(KNOCK_HAND, "TD JD QD 5S 5C 5D 9H JS 3C KC", upcard=UPCARD))
    table.wait_my_turn()
    table.key(Qt.Key.Key_D)  # take the 2♦ and knock with the K♦: three melds against the defender's two
    table.key(Qt.Key.Key_K)
    hand = table.session.hand
    assert hand is not None
    table.qtbot.waitUntil(lambda: hand.is_over, timeout=WAIT_MS)
    table.wait_still()
    shown = {item.highlight for item in table.scene.items_by_key.values() if item.highlight in MELD_TINTS}
    assert len(shown) == 5, shown
    assert len({TINT_MARK[t] for t in shown}) == 5
    assert len({TINT_RGB[t] for t in shown}) == 5
    assert len({TINT_LINE[t] for t in shown}) == 5
