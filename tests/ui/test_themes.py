"""Themes: the Night look darkens the cloth, the panel and the dialogs together, is chosen in
the real Settings dialog, survives a restart, and Classic gives the desktop's look back."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.ui.table.scene import FELT_COLOURS, HIGH_CONTRAST_FELT
from gin_desktop.ui.themes import LOOKS, ThemeKeeper, cloth, dark_palette
from tests.ui.conftest import LEFT, Builder, Table, close


@pytest.fixture(autouse=True)
def _classic_afterwards() -> Iterator[None]:
    yield
    ThemeKeeper.of_app().apply(LOOKS["classic"])  # the style and palette are the application's


def choose_theme(qtbot: QtBot, table: Table, key: str) -> None:
    dialog = table.window.look.show_settings()
    qtbot.waitExposed(dialog)
    dialog.tabs.setCurrentIndex(2)
    dialog.theme_combo.setCurrentIndex(dialog.theme_combo.findData(key))
    with qtbot.waitSignal(dialog.accepted, timeout=5000):
        qtbot.mouseClick(dialog.ok_button, LEFT)


def lightness(colour: QColor) -> int:
    return colour.lightness()


def test_night_darkens_cloth_panel_and_dialogs_together(qtbot: QtBot, build: Builder) -> None:
    table = build()
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    classic_window = app.palette().color(QPalette.ColorRole.Window)
    classic_cloth = QColor(table.window.scene.felt)
    assert classic_cloth == FELT_COLOURS["green"]
    choose_theme(qtbot, table, "night")
    assert table.window.prefs.theme == "night"
    night_cloth = table.window.scene.felt
    assert night_cloth == cloth(LOOKS["night"], FELT_COLOURS["green"])
    assert lightness(night_cloth) < lightness(classic_cloth) - 15
    assert app.palette().color(QPalette.ColorRole.Window) == dark_palette().color(QPalette.ColorRole.Window)
    assert lightness(app.palette().color(QPalette.ColorRole.Window)) < 60
    panel_sheet = table.window.panel.styleSheet()
    assert FELT_COLOURS["green"].darker(LOOKS["night"].panel_darker).name() in panel_sheet
    assert "#2c333b" in panel_sheet  # the night buttons
    # back to Classic: the desktop's own palette, the cloth as chosen
    choose_theme(qtbot, table, "classic")
    assert app.palette().color(QPalette.ColorRole.Window) == classic_window
    assert table.window.scene.felt == classic_cloth


def test_the_theme_survives_a_restart(qtbot: QtBot, build: Builder) -> None:
    table = build()
    choose_theme(qtbot, table, "night")
    close(table)
    again = build(resume=True)
    assert again.window.prefs.theme == "night"
    assert again.window.scene.felt == cloth(LOOKS["night"], FELT_COLOURS["green"])


def test_high_contrast_stays_black_at_night(qtbot: QtBot, build: Builder) -> None:
    table = build()
    dialog = table.window.look.show_settings()
    qtbot.waitExposed(dialog)
    dialog.tabs.setCurrentIndex(2)
    dialog.theme_combo.setCurrentIndex(dialog.theme_combo.findData("night"))
    dialog.high_contrast_check.setChecked(True)
    assert dialog.preview.cloth_colour() == HIGH_CONTRAST_FELT
    with qtbot.waitSignal(dialog.accepted, timeout=5000):
        qtbot.mouseClick(dialog.ok_button, LEFT)
    assert table.window.scene.backgroundBrush().color() == HIGH_CONTRAST_FELT
    assert "#000000" in table.window.panel.styleSheet()


def test_the_preview_follows_the_choices_before_ok(qtbot: QtBot, build: Builder) -> None:
    table = build()
    dialog = table.window.look.show_settings()
    qtbot.waitExposed(dialog)
    dialog.tabs.setCurrentIndex(2)
    before = dialog.preview.grab().toImage()
    dialog.felt_combo.setCurrentIndex(dialog.felt_combo.findData("red"))
    assert dialog.preview.cloth_colour() == FELT_COLOURS["red"]
    assert dialog.preview.grab().toImage() != before
    assert table.window.scene.felt == FELT_COLOURS["green"]  # nothing changes on the table until OK
    dialog.reject()


def test_classic_makes_a_faint_desktop_grey_readable_once_the_table_has_painted(build: Builder,
                                                                                 qtbot: QtBot) -> None:
    """Edge case of the start-up order: a light theme makes no theme keeper before the first paint
    (start-up time), so the readable greys come right after it, not never."""
    from gin_desktop.ui.themes import DISABLED_CONTRAST, contrast

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    desktop = QPalette(app.palette())
    faint = QPalette(desktop)
    Role, Group = QPalette.ColorRole, QPalette.ColorGroup
    faint.setColor(Group.Disabled, Role.WindowText, faint.color(Group.Disabled, Role.Window).darker(110))
    app.setPalette(faint)
    ThemeKeeper._kept = None
    try:
        table = build()
        assert table.window.prefs.theme == "classic"
        qtbot.waitUntil(lambda: ThemeKeeper._kept is not None, timeout=5000)
        palette = app.palette()
        assert contrast(palette.color(Group.Disabled, Role.WindowText),
                        palette.color(Group.Disabled, Role.Window)) >= DISABLED_CONTRAST
    finally:
        ThemeKeeper._kept = None
        app.setPalette(desktop)


def test_the_keeper_names_the_desktop_style_only_when_night_puts_fusion_in_its_place(qapp: QApplication) -> None:
    """Asking Qt for the style makes its QStyle class (0.3 MB of enums): the keeper made right after the
    first paint of a light theme does not, and Night still gives the desktop's own style back."""
    before = qapp.style().name()
    qapp.setStyle("Windows")
    try:
        keeper = ThemeKeeper(qapp)
        keeper.apply(LOOKS["classic"])
        assert keeper._style_name is None
        keeper.apply(LOOKS["night"])
        assert qapp.style().name().lower() == "fusion" and keeper._style_name == "windows"
        keeper.apply(LOOKS["classic"])
        assert qapp.style().name() == "windows"
    finally:
        qapp.setStyle(before)
