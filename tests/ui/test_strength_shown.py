"""Each level's measured strength is shown where the player picks it (Settings) and in About, in the
language shown, with its decimals as that language writes them (issue 22, point 5)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox
from pytestqt.qtbot import QtBot

from gin_desktop.entry.app import apply_language
from gin_desktop.services.settings import AppSettings
from gin_desktop.ui.card_pixmaps import BACKS
from gin_desktop.ui.dialogs.settings_dialog import SettingsDialog
from gin_desktop.values.levels import LEVELS, STRENGTH, level_title
from gin_desktop.words.numbers import decimal
from tests.ui.conftest import Builder


@pytest.fixture
def german(qapp: QApplication) -> Iterator[None]:
    installed = apply_language(qapp, "de")
    assert installed
    yield
    for translator in installed:
        QCoreApplication.removeTranslator(translator)
    QLocale.setDefault(QLocale.system())


def _notes(dialog: SettingsDialog) -> list[str]:
    return [label.text() for label in dialog.findChildren(QLabel)]


def test_each_level_in_settings_says_its_figures(qtbot: QtBot) -> None:
    dialog = SettingsDialog(AppSettings(), BACKS)
    qtbot.addWidget(dialog)
    notes = _notes(dialog)
    for level in LEVELS:
        measured = STRENGTH[level]
        figure = f"{measured.points:+.1f}".replace("-", "\u2212") + " points a hand"
        assert any(figure in note for note in notes), (level, figure)
        assert figure in dialog.level_buttons[level].accessibleDescription()
    assert any("OpenSpiel's reference bot" in note and "2000" in note.replace(",", "") for note in notes)


def test_german_settings_write_the_figures_with_a_decimal_comma(qtbot: QtBot, german: None) -> None:
    dialog = SettingsDialog(AppSettings(), BACKS)
    qtbot.addWidget(dialog)
    expert = dialog.level_buttons["expert"].accessibleDescription()
    assert "Punkte pro Runde" in expert
    assert decimal(STRENGTH["expert"].points, sign=True) in expert
    assert "," in decimal(STRENGTH["expert"].points) and "." not in decimal(STRENGTH["expert"].points)


def test_decimals_follow_the_language_shown(german: None) -> None:
    assert decimal(3.815, sign=True) == "+3,8"
    assert decimal(-0.04) == "0,0"  # no minus before a value that rounds to nothing


def test_about_gives_every_levels_figures(build: Builder) -> None:
    window = build().window
    window.commands.about_action.trigger()
    (box,) = [b for b in window.findChildren(QMessageBox) if b.objectName() == "about" and b.isVisible()]
    lines = box.text().splitlines()
    for level in LEVELS:
        (line,) = [line for line in lines if line.startswith(level_title(level) + ":")]
        assert f"{100 * STRENGTH[level].games:.0f}% of games to 100" in line
