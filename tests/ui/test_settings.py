"""Settings: the value type, its QSettings storage and the Settings dialog driven through its widgets."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSettings, QSize, Qt
from PySide6.QtWidgets import QAbstractButton, QDialog
from pytestqt.qtbot import QtBot

from gin_desktop.ai import LEVELS
from gin_desktop.core import PRESETS, Rules, preset
from gin_desktop.services.settings import ANIMATION_MS, DEFAULT_BACKS, FELTS, PACE_MS, AppSettings
from gin_desktop.services.settings import DECKS as SETTINGS_DECKS
from gin_desktop.ui.card_pixmaps import BACKS, DECKS, CardPixmaps
from gin_desktop.ui.dialogs.rules_page import CUSTOM
from gin_desktop.ui.dialogs.settings_dialog import SettingsDialog
from gin_desktop.ui.settings_store import KEYS, load_settings, save_settings
from gin_desktop.ui.table.scene import FELT_COLOURS

LEFT = Qt.MouseButton.LeftButton
CUSTOM_SETTINGS = AppSettings(
    rules=Rules(knock_limit=7, gin_bonus=30, oklahoma=True, wall="last_discard", target=150),
    level="hard", animation="off", pace="brisk", back=BACKS[-1], felt="blue", four_colour=True, deck="large-index",
    card_scale=120,
    confirm_knock=False, allow_undo=True, high_contrast=True, sound=False, volume=75,
)


def click_box(qtbot: QtBot, check: QAbstractButton) -> None:
    """Click the box itself (a check box reacts to its box and text, not to its whole width)."""
    assert check.isVisible()
    qtbot.mouseClick(check, LEFT, pos=QPoint(8, check.height() // 2))


def ini(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


# -- the value ------------------------------------------------------------------------------
def test_defaults_and_animation_speeds() -> None:
    s = AppSettings()
    assert (s.rules, s.level, s.animation, s.back, s.card_scale) == (Rules(), "medium", "normal", "blue", 100)
    assert (s.confirm_knock, s.allow_undo, s.four_colour, s.high_contrast, s.sound, s.volume) == (
        True, False, False, False, True, 40)  # sound on, but quiet
    assert {a: AppSettings(animation=a).animation_ms for a in ANIMATION_MS} == {
        "off": 0, "fast": 150, "normal": 260, "slow": 420}
    assert AppSettings.defaults(("red", "blue")).back == "red"
    assert s.pace == "normal" and {p: AppSettings(pace=p).pace_ms for p in PACE_MS} == {
        "brisk": 250, "normal": 650, "relaxed": 1100}
    with pytest.raises(ValueError, match="pace"):
        AppSettings(pace="instant")
    assert s.felt == "green" and FELTS[0] == "green"
    assert tuple(FELT_COLOURS) == FELTS  # every table colour of the settings has its colour on the table
    with pytest.raises(ValueError, match="felt"):
        AppSettings(felt="tartan")
    with pytest.raises(ValueError, match="card_scale"):
        AppSettings(card_scale=200)
    with pytest.raises(ValueError, match="level"):
        AppSettings(level="genius")


def test_dict_round_trip() -> None:
    for value in (AppSettings(), CUSTOM_SETTINGS):
        assert AppSettings.from_dict(value.to_dict(), BACKS) == (value, [])


def test_invalid_values_reset_field_by_field_with_a_report() -> None:
    data = CUSTOM_SETTINGS.to_dict()
    data.update(level="genius", animation="warp", back="golden", card_scale=300, four_colour="maybe",
                pace="lightning", felt="plaid", unknown_key="ignored")
    data["rules"] = {**CUSTOM_SETTINGS.rules.to_json(), "target": 30, "gin_bonus": "lots"}
    value, reset = AppSettings.from_dict(data, BACKS)
    assert value.rules == CUSTOM_SETTINGS.rules.with_options(target=100, gin_bonus=25)  # the others are kept
    assert (value.level, value.animation, value.back, value.card_scale, value.four_colour, value.pace,
            value.felt) == ("medium", "normal", BACKS[0], 100, False, "normal", "green")
    assert (value.high_contrast, value.allow_undo, value.confirm_knock) == (True, True, False)
    text = "\n".join(reset)
    assert len(reset) == 9, text
    for word in ("target must be between 50 and 500, got 30", "gin_bonus", "'genius'", "'warp'", "'golden'",
                 "Computer's pace 'lightning'", "Table colour 'plaid'",
                 "Card size 300", "Four-colour deck 'maybe'"):
        assert word in text


def test_rules_that_clash_drop_one_option() -> None:
    rules = {"opening": "eleven", "oklahoma": True, "box_bonus": 5}
    value, reset = AppSettings.from_dict({"rules": rules})
    assert value.rules == Rules(opening="eleven", box_bonus=5)
    assert len(reset) == 1 and "upcard opening" in reset[0]
    assert AppSettings.from_dict({"rules": "Classic, high bonus"})[0].rules == preset("classic_high")
    value, reset = AppSettings.from_dict({"rules": "{not json"})
    assert value.rules == Rules() and "not readable" in reset[0]


def test_levels_match_the_computer_levels() -> None:
    assert AppSettings(level=LEVELS[0]).level == "easy"
    assert all(AppSettings(level=level).level == level for level in LEVELS)


# -- QSettings ------------------------------------------------------------------------------
def test_qsettings_round_trip(tmp_path: Path) -> None:
    save_settings(ini(tmp_path), CUSTOM_SETTINGS)
    again = ini(tmp_path)
    assert load_settings(again) == (CUSTOM_SETTINGS, [])
    assert again.value("play/animation") == "off" and str(again.value("play/animation_ms")) == "0"
    assert str(again.value("cards/scale")) == "120" and again.value("view/high_contrast") == "true"


def test_missing_settings_are_the_defaults_without_a_report(tmp_path: Path) -> None:
    assert load_settings(ini(tmp_path)) == (AppSettings(), [])


def test_invalid_stored_values_are_reset_and_reported(tmp_path: Path) -> None:
    save_settings(ini(tmp_path), CUSTOM_SETTINGS)
    broken = ini(tmp_path)
    broken.setValue(KEYS["rules"], '{"target": 7, "knock_limit": 4}')
    broken.setValue(KEYS["card_scale"], "huge")
    broken.setValue(KEYS["confirm_knock"], "perhaps")
    broken.setValue(KEYS["back"], "plaid")
    broken.setValue(KEYS["deck"], "jumbo")
    broken.sync()
    value, reset = load_settings(ini(tmp_path))
    assert value.rules == Rules(knock_limit=4)
    assert (value.card_scale, value.confirm_knock, value.back, value.deck) == (100, True, BACKS[0], "classic")
    assert value.level == "hard" and value.high_contrast  # the valid ones are kept
    assert len(reset) == 5
    assert "Card faces 'jumbo' is not one of classic, large-index; reset to classic." in reset
    assert any("target must be between 50 and 500, got 7" in line for line in reset)
    (tmp_path / "settings.ini").write_text("[rules]\njson=not, json, at all\n")
    value, reset = load_settings(ini(tmp_path))
    assert value == AppSettings() and len(reset) == 1


# -- the dialog -----------------------------------------------------------------------------
@pytest.fixture
def dialog(qtbot: QtBot) -> SettingsDialog:
    dlg = SettingsDialog(AppSettings(), BACKS)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    return dlg


def test_dialog_shows_the_current_settings(qtbot: QtBot) -> None:
    dlg = SettingsDialog(CUSTOM_SETTINGS, BACKS)
    qtbot.addWidget(dlg)
    assert dlg.preset_combo.currentData() == CUSTOM
    assert dlg.numbers["knock_limit"].value() == 7 and dlg.numbers["target"].value() == 150
    assert dlg.flags["oklahoma"].isChecked() and dlg.choices["wall"].currentData() == "last_discard"
    assert dlg.level() == "hard" and dlg.back_combo.currentData() == BACKS[-1]
    assert dlg.scale_spin.value() == 120 and dlg.allow_undo_check.isChecked()
    assert not dlg.confirm_knock_check.isChecked()
    assert dlg.deck_combo.currentData() == "large-index" and dlg.four_colour_check.isChecked()
    assert [dlg.tabs.tabText(i) for i in range(dlg.tabs.count())] == ["Rules", "Play", "Table"]
    assert dlg.animation_combo.count() == 4 and dlg.animation_combo.itemText(0) == "Off"
    assert dlg.pace_combo.currentData() == "brisk" and dlg.pace_combo.itemText(2) == "Relaxed"
    assert dlg.felt_combo.currentData() == "blue" and [dlg.felt_combo.itemText(i) for i in range(4)] == [
        "Green", "Blue", "Red", "Grey"]


def test_invalid_custom_target_is_refused_and_the_dialog_stays_open(qtbot: QtBot, dialog: SettingsDialog) -> None:
    spin = dialog.numbers["target"]
    spin.selectAll()
    qtbot.keyClicks(spin, "30")  # typed: the spin box allows it, the rules do not
    assert spin.value() == 30
    qtbot.mouseClick(dialog.ok_button, LEFT)
    assert dialog.isVisible() and dialog.result() != QDialog.DialogCode.Accepted
    assert dialog.error_label.isVisible()
    assert "target must be between 50 and 500, got 30" in dialog.error_label.text()
    assert dialog.settings() == AppSettings()  # nothing was taken
    dialog.numbers["target"].setValue(60)
    assert not dialog.error_label.isVisible()
    qtbot.mouseClick(dialog.ok_button, LEFT)
    assert not dialog.isVisible() and dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.settings().rules == Rules(target=60)


def test_oklahoma_with_the_eleven_card_opening_is_refused(qtbot: QtBot, dialog: SettingsDialog) -> None:
    click_box(qtbot, dialog.flags["oklahoma"])
    assert dialog.flags["oklahoma"].isChecked()
    dialog.choices["opening"].setCurrentIndex(dialog.choices["opening"].findData("eleven"))
    qtbot.mouseClick(dialog.ok_button, LEFT)
    assert dialog.isVisible()
    assert "needs the upcard opening" in dialog.error_label.text()


def test_choosing_a_preset_fills_the_fields(dialog: SettingsDialog) -> None:
    for key, rules in PRESETS.items():
        dialog.preset_combo.setCurrentIndex(dialog.preset_combo.findData(key))
        for name in ("gin_bonus", "undercut_bonus", "box_bonus", "knock_limit", "target", "game_bonus"):
            assert dialog.numbers[name].value() == getattr(rules, name), (key, name)
        assert dialog.rules() == rules


def test_editing_a_field_switches_to_custom(qtbot: QtBot, dialog: SettingsDialog) -> None:
    dialog.preset_combo.setCurrentIndex(dialog.preset_combo.findData("classic"))
    assert dialog.numbers["gin_bonus"].value() == 20
    dialog.numbers["gin_bonus"].setValue(33)
    assert dialog.preset_combo.currentData() == CUSTOM
    assert dialog.numbers["gin_bonus"].value() == 33  # the edit is kept
    click_box(qtbot, dialog.flags["straight_gin"])
    dialog.numbers["gin_bonus"].setValue(20)
    assert dialog.preset_combo.currentData() == CUSTOM
    click_box(qtbot, dialog.flags["straight_gin"])
    assert dialog.preset_combo.currentData() == "classic"  # back to exactly the preset's values
    qtbot.mouseClick(dialog.ok_button, LEFT)
    assert dialog.settings().rules == preset("classic")


def test_big_gin_bonus_follows_big_gin(qtbot: QtBot, dialog: SettingsDialog) -> None:
    assert dialog.numbers["big_gin_bonus"].isEnabled()
    click_box(qtbot, dialog.flags["big_gin"])
    assert not dialog.numbers["big_gin_bonus"].isEnabled()


def test_other_pages_and_restore_defaults(qtbot: QtBot) -> None:
    dlg = SettingsDialog(CUSTOM_SETTINGS, BACKS)
    qtbot.addWidget(dlg)
    dlg.show()
    dlg.tabs.setCurrentIndex(1)
    click_box(qtbot, dlg.level_buttons["easy"])
    dlg.animation_combo.setCurrentIndex(dlg.animation_combo.findData("slow"))
    dlg.pace_combo.setCurrentIndex(dlg.pace_combo.findData("relaxed"))
    dlg.felt_combo.setCurrentIndex(dlg.felt_combo.findData("grey"))
    dlg.tabs.setCurrentIndex(2)
    click_box(qtbot, dlg.high_contrast_check)
    qtbot.mouseClick(dlg.ok_button, LEFT)
    result = dlg.settings()
    assert (result.level, result.animation, result.pace, result.felt, result.high_contrast, result.rules) == (
        "easy", "slow", "relaxed", "grey", False, CUSTOM_SETTINGS.rules)
    dlg = SettingsDialog(CUSTOM_SETTINGS, BACKS)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.mouseClick(dlg.defaults_button, LEFT)
    assert dlg.isVisible() and dlg.preset_combo.currentData() == "standard"
    qtbot.mouseClick(dlg.ok_button, LEFT)
    assert dlg.settings() == AppSettings.defaults(BACKS)


def test_cancel_keeps_the_settings(qtbot: QtBot, dialog: SettingsDialog) -> None:
    dialog.numbers["gin_bonus"].setValue(5)
    qtbot.mouseClick(dialog.cancel_button, LEFT)
    assert dialog.result() == QDialog.DialogCode.Rejected and dialog.settings() == AppSettings()


def test_widgets_have_accessible_names(dialog: SettingsDialog) -> None:
    widgets = [*dialog.numbers.values(), *dialog.flags.values(), *dialog.choices.values(), dialog.preset_combo,
               *dialog.level_buttons.values(), dialog.theme_combo, dialog.back_combo, dialog.deck_combo,
               dialog.scale_spin, dialog.ok_button]
    assert all(w.accessibleName() for w in widgets)


def test_card_back_previews(qtbot: QtBot) -> None:
    dlg = SettingsDialog(AppSettings(), BACKS, pixmaps=CardPixmaps())
    qtbot.addWidget(dlg)
    assert [dlg.back_combo.itemData(i) for i in range(dlg.back_combo.count())] == list(BACKS)
    assert all(not dlg.back_combo.itemIcon(i).isNull() for i in range(dlg.back_combo.count()))
    assert [dlg.deck_combo.itemData(i) for i in range(dlg.deck_combo.count())] == list(DECKS)
    icons = [dlg.deck_combo.itemIcon(i).pixmap(QSize(24, 34)).toImage() for i in range(dlg.deck_combo.count())]
    assert not icons[0].isNull() and icons[0] != icons[1]  # a preview of each face style


def test_deck_is_checked_like_the_other_choices() -> None:
    assert AppSettings().deck == "classic"
    with pytest.raises(ValueError, match="deck must be one of classic, large-index"):
        AppSettings(deck="huge")
    value, reset = AppSettings.from_dict({"deck": " Large-Index "})
    assert value.deck == "large-index" and reset == []


def test_the_settings_value_needs_no_qt() -> None:
    code = "import sys, gin_desktop.services.settings; print(any(m.startswith('PySide6') for m in sys.modules))"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "False"
    assert DEFAULT_BACKS == BACKS  # the Qt-free copy of the back names stays in step
    assert SETTINGS_DECKS == DECKS


def test_desktop_accessibility_wishes_set_the_defaults(qapp: object, tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    import gin_desktop.ui.settings_store as store_module

    monkeypatch.setattr(store_module, "prefers_reduced_motion", lambda: True)
    monkeypatch.setattr(store_module, "prefers_high_contrast", lambda: True)
    fresh = QSettings(str(tmp_path / "fresh.ini"), QSettings.Format.IniFormat)
    prefs, resets = load_settings(fresh)
    assert prefs.animation == "off" and prefs.animation_ms == 0 and prefs.high_contrast and resets == []
    # A choice the player made wins over the desktop's wish.
    fresh.setValue("play/animation", "fast")
    fresh.setValue("view/high_contrast", "false")
    prefs, _ = load_settings(fresh)
    assert prefs.animation == "fast" and not prefs.high_contrast


def test_asking_the_desktop_for_its_wishes_works(qapp: object) -> None:
    # Regression: the accessibility hints were read from a deleted temporary object.
    from gin_desktop.ui.system_prefs import prefers_high_contrast, prefers_reduced_motion

    assert prefers_high_contrast() in (True, False)
    assert prefers_reduced_motion() in (True, False)
    assert load_settings(QSettings())[0].animation in ANIMATION_MS


def test_the_sound_volume_is_checked_and_a_bad_stored_one_falls_back() -> None:
    for bad in (-1, 101, 40.5, "40", True):
        with pytest.raises(ValueError, match="volume"):
            AppSettings(volume=bad)  # type: ignore[arg-type]
    assert AppSettings.from_dict({"volume": "75", "sound": "false"}) == (AppSettings(volume=75, sound=False), [])
    value, reset = AppSettings.from_dict({"volume": "loud", "sound": "perhaps"})
    assert (value.volume, value.sound) == (40, True)
    assert reset == ["Sound volume 'loud' is not a whole number from 0 to 100; reset to 40.",
                     "Sound 'perhaps' is not on or off; reset to on."]
    assert AppSettings.from_dict({"volume": 250})[0].volume == 40


def test_the_old_never_chosen_sound_key_is_not_read(tmp_path: Path) -> None:
    old = ini(tmp_path)
    old.setValue("play/sound", "false")  # written by every save before there were sounds
    old.sync()
    assert load_settings(ini(tmp_path))[0].sound
