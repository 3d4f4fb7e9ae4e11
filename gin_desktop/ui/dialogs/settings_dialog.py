"""The Settings dialog: rules (presets and custom values), opponent, table and play options.

Custom rule values are checked by :class:`~gin_desktop.core.Rules` itself when OK is
pressed: an invalid value is refused with the rules' own message and the dialog
stays open (the spin boxes deliberately allow more than the rules do, so nothing
is clamped silently).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QIcon, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from gin_desktop.core import PRESETS, Rules, RulesError
from gin_desktop.levels import LEVELS, level_title
from gin_desktop.settings import ANIMATIONS, FELTS, PACES, SCALE_RANGE, VOLUME_RANGE, AppSettings
from gin_desktop.text.rules_summary import preset_title
from gin_desktop.ui.table.scene import FELT_COLOURS

from ..card_pixmaps import CardPixmaps

CUSTOM = "custom"
SPIN_MAX = 999  # wider than any valid rule value: invalid input is refused on OK, not clamped


def _combo(name: str, items: list[tuple[str, str]]) -> QComboBox:
    combo = QComboBox()
    combo.setAccessibleName(name)
    for key, text in items:
        combo.addItem(text, key)
    return combo


def _select(combo: QComboBox, key: str) -> None:
    index = combo.findData(key)
    if index >= 0:
        combo.setCurrentIndex(index)


class SettingsDialog(QDialog):
    """Edit a copy of ``current``; after ``exec()`` returns Accepted, :meth:`settings` holds the result.

    ``play_test(volume)`` plays a sample effect at a volume (the Test sound button; hidden without it)."""

    def __init__(
        self, current: AppSettings, backs: tuple[str, ...], parent: QWidget | None = None,
        *, pixmaps: CardPixmaps | None = None, play_test: Callable[[int], None] | None = None,
    ) -> None:
        super().__init__(parent)
        self._backs = backs
        self._play_test = play_test
        self._result = current
        self._filling = False
        self.setWindowTitle(self.tr("Settings"))
        self.setAccessibleName(self.tr("Settings"))
        self.tabs = QTabWidget()
        self.tabs.setAccessibleName(self.tr("Settings pages"))
        self.rules_page = self._rules_page()
        self.tabs.addTab(self.rules_page, self.tr("Rules"))
        self.tabs.addTab(self._opponent_page(), self.tr("Opponent"))
        self.tabs.addTab(self._table_page(pixmaps), self.tr("Table"))
        self.tabs.addTab(self._play_page(), self.tr("Play"))
        self.error_label = QLabel()
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet("color: #b00020; font-weight: bold;")
        self.error_label.setAccessibleName(self.tr("Error"))
        self.error_label.hide()
        Button = QDialogButtonBox.StandardButton
        self.buttons = QDialogButtonBox(Button.Ok | Button.Cancel | Button.RestoreDefaults)
        self.ok_button = self.buttons.button(Button.Ok)
        self.cancel_button = self.buttons.button(Button.Cancel)
        self.defaults_button = self.buttons.button(Button.RestoreDefaults)
        for button, name in ((self.ok_button, self.tr("OK")), (self.cancel_button, self.tr("Cancel")),
                             (self.defaults_button, self.tr("Restore defaults"))):
            button.setAccessibleName(name)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.defaults_button.clicked.connect(self.restore_defaults)
        box = QVBoxLayout(self)
        box.addWidget(self.tabs, 1)
        box.addWidget(self.error_label)
        box.addWidget(self.buttons)
        self.load(current)

    # -- pages ----------------------------------------------------------------------------
    def _rules_page(self) -> QWidget:
        page = QWidget()
        form = QFormLayout(page)
        self.preset_combo = _combo(self.tr("Rules preset"), [(key, preset_title(key)) for key in (*PRESETS, CUSTOM)])
        self.preset_combo.currentIndexChanged.connect(self._preset_chosen)
        form.addRow(self.tr("Preset:"), self.preset_combo)
        self.numbers: dict[str, QSpinBox] = {}
        for key, label in (
            ("knock_limit", self.tr("Knock limit (most deadwood, 0–10):")),
            ("gin_bonus", self.tr("Gin bonus (0–100):")),
            ("undercut_bonus", self.tr("Undercut bonus (0–100):")),
            ("big_gin_bonus", self.tr("Big gin extra bonus (0–100):")),
            ("box_bonus", self.tr("Box bonus per hand won (0–100):")),
            ("game_bonus", self.tr("Game bonus (0–100):")),
            ("target", self.tr("Game target (50–500):")),
        ):
            spin = QSpinBox()
            spin.setRange(0, SPIN_MAX)
            spin.setAccessibleName(label.rstrip(": "))
            spin.valueChanged.connect(self._rules_edited)
            self.numbers[key] = spin
            form.addRow(label, spin)
        self.flags: dict[str, QCheckBox] = {}
        for key, label in (
            ("big_gin", self.tr("Big gin (all 11 cards melded)")),
            ("oklahoma", self.tr("Oklahoma (the first upcard sets the knock limit)")),
            ("straight_gin", self.tr("Straight gin (only gin ends a hand)")),
        ):
            check = QCheckBox(label)
            check.setAccessibleName(label)
            check.toggled.connect(self._rules_edited)
            self.flags[key] = check
            form.addRow(check)
        self.choices: dict[str, QComboBox] = {}
        for key, label, items in (
            ("next_dealer", self.tr("Next dealer:"), [
                ("alternate", self.tr("Players take turns")), ("winner", self.tr("The winner of the hand"))]),
            ("opening", self.tr("Opening:"), [
                ("upcard", self.tr("10 cards each and an upcard")),
                ("eleven", self.tr("11 cards to the non-dealer, no upcard"))]),
            ("wall", self.tr("At the wall:"), [
                ("cancel", self.tr("The hand is dead")),
                ("last_discard", self.tr("The last discard may be taken to go out"))]),
            ("shutout", self.tr("Shutout:"), [
                ("double_bonus", self.tr("Game bonus doubled")),
                ("double_score", self.tr("Winner's whole score doubled"))]),
        ):
            combo = _combo(label.rstrip(": "), items)
            combo.currentIndexChanged.connect(self._rules_edited)
            self.choices[key] = combo
            form.addRow(label, combo)
        note = QLabel(self.tr("Rule changes apply from the next game."))
        note.setAccessibleName(note.text())
        form.addRow(note)
        return page

    def _opponent_page(self) -> QWidget:
        page = QWidget()
        form = QFormLayout(page)
        self.level_combo = _combo(self.tr("Computer level"), [(key, level_title(key)) for key in LEVELS])
        form.addRow(self.tr("Computer level:"), self.level_combo)
        self.level_note = QLabel()
        self.level_note.setWordWrap(True)
        self.level_note.setAccessibleName(self.tr("About this level"))
        form.addRow(self.level_note)
        self.level_combo.currentIndexChanged.connect(self._level_chosen)
        self.pace_combo = _combo(self.tr("Computer's pace"), list(zip(PACES, (
            self.tr("Brisk"), self.tr("Normal"), self.tr("Relaxed")), strict=True)))
        self.pace_combo.setToolTip(self.tr("How long each of the computer's moves stays on the table before its next"))
        form.addRow(self.tr("Computer's pace:"), self.pace_combo)
        return page

    def _table_page(self, pixmaps: CardPixmaps | None) -> QWidget:
        page = QWidget()
        form = QFormLayout(page)
        self.animation_combo = _combo(self.tr("Animation speed"), list(zip(ANIMATIONS, (
            self.tr("Off"), self.tr("Fast"), self.tr("Normal"), self.tr("Slow")), strict=True)))
        form.addRow(self.tr("Animation speed:"), self.animation_combo)
        colours = {"blue": self.tr("Blue"), "red": self.tr("Red"), "purple": self.tr("Purple")}
        self.back_combo = _combo(self.tr("Card back"),
                                 [(name, colours.get(name, name.capitalize())) for name in self._backs])
        if pixmaps is not None:
            self.back_combo.setIconSize(QSize(24, 34))
            for i, name in enumerate(self._backs):
                self.back_combo.setItemIcon(i, QIcon(pixmaps.back(name, QSize(24, 34), self.devicePixelRatioF())))
        form.addRow(self.tr("Card back:"), self.back_combo)
        felt_names = {"green": self.tr("Green"), "blue": self.tr("Blue"), "red": self.tr("Red"),
                      "grey": self.tr("Grey")}
        self.felt_combo = _combo(self.tr("Table colour"), [(name, felt_names[name]) for name in FELTS])
        for i, name in enumerate(FELTS):
            swatch = QPixmap(24, 16)
            swatch.fill(FELT_COLOURS[name])
            self.felt_combo.setItemIcon(i, QIcon(swatch))
        form.addRow(self.tr("Table colour:"), self.felt_combo)
        self.four_colour_check = QCheckBox(self.tr("Four-colour deck (clubs green, diamonds blue)"))
        self.scale_spin = QSpinBox()
        self.scale_spin.setRange(*SCALE_RANGE)
        self.scale_spin.setSingleStep(5)
        self.scale_spin.setSuffix(" %")
        self.scale_spin.setAccessibleName(self.tr("Card size"))
        form.addRow(self.tr("Card size:"), self.scale_spin)
        self.high_contrast_check = QCheckBox(self.tr("High contrast"))
        for check in (self.four_colour_check, self.high_contrast_check):
            check.setAccessibleName(check.text())
            form.addRow(check)
        return page

    def _play_page(self) -> QWidget:
        page = QWidget()
        form = QFormLayout(page)
        self.confirm_knock_check = QCheckBox(self.tr("Ask before knocking"))
        self.allow_undo_check = QCheckBox(self.tr("Allow undoing a move"))
        for check in (self.confirm_knock_check, self.allow_undo_check):
            check.setAccessibleName(check.text())
            form.addRow(check)
        self.sound_check = QCheckBox(self.tr("Sound effects (M turns them off and on)"))
        self.sound_check.setAccessibleName(self.tr("Sound effects"))
        self.sound_check.toggled.connect(self._sound_toggled)
        form.addRow(self.sound_check)
        self.volume_slider = QSlider(Qt.Orientation.Horizontal)
        self.volume_slider.setRange(*VOLUME_RANGE)
        self.volume_slider.setSingleStep(5)
        self.volume_slider.setPageStep(10)
        self.volume_slider.setAccessibleName(self.tr("Sound volume"))
        self.volume_label = QLabel()
        self.volume_label.setMinimumWidth(self.volume_label.fontMetrics().horizontalAdvance("100 %") + 4)
        self.volume_slider.valueChanged.connect(self._volume_changed)
        self.test_sound_button = QPushButton(self.tr("Test sound"))
        self.test_sound_button.setAccessibleName(self.tr("Test sound"))
        self.test_sound_button.clicked.connect(self.test_sound)
        if self._play_test is None:
            self.test_sound_button.hide()
        row = QHBoxLayout()
        row.addWidget(self.volume_slider, 1)
        row.addWidget(self.volume_label)
        row.addWidget(self.test_sound_button)
        form.addRow(self.tr("Volume:"), row)
        return page

    def _sound_toggled(self, on: bool) -> None:
        for widget in (self.volume_slider, self.test_sound_button):
            widget.setEnabled(on)

    def _volume_changed(self, value: int) -> None:
        self.volume_label.setText(self.tr("{volume} %").format(volume=value))

    def test_sound(self) -> None:
        """Play a sample effect at the volume the slider shows (nothing is kept until OK)."""
        if self._play_test is not None and self.sound_check.isChecked():
            self._play_test(self.volume_slider.value())

    # -- filling and reading ----------------------------------------------------------------
    def load(self, value: AppSettings) -> None:
        """Show ``value`` in every field."""
        self._fill_rules(value.rules)
        _select(self.level_combo, value.level)
        self._level_chosen()
        _select(self.animation_combo, value.animation)
        _select(self.pace_combo, value.pace)
        _select(self.back_combo, value.back)
        _select(self.felt_combo, value.felt)
        self.four_colour_check.setChecked(value.four_colour)
        self.scale_spin.setValue(value.card_scale)
        self.high_contrast_check.setChecked(value.high_contrast)
        self.confirm_knock_check.setChecked(value.confirm_knock)
        self.allow_undo_check.setChecked(value.allow_undo)
        self.sound_check.setChecked(value.sound)
        self._sound_toggled(value.sound)
        self.volume_slider.setValue(value.volume)
        self._volume_changed(value.volume)
        self._clear_error()

    def _fill_rules(self, rules: Rules) -> None:
        self._filling = True
        try:
            for key, spin in self.numbers.items():
                spin.setValue(getattr(rules, key))
            for key, check in self.flags.items():
                check.setChecked(getattr(rules, key))
            for key, combo in self.choices.items():
                _select(combo, getattr(rules, key))
            _select(self.preset_combo, rules.preset_name or CUSTOM)
        finally:
            self._filling = False
        self._update_enabled()

    def rules(self) -> Rules:
        """The rules the fields describe; raises :class:`RulesError` when they are not valid."""
        values: dict[str, Any] = {key: spin.value() for key, spin in self.numbers.items()}
        values.update({key: check.isChecked() for key, check in self.flags.items()})
        values.update({key: combo.currentData() for key, combo in self.choices.items()})
        return Rules().with_options(**values)

    def settings(self) -> AppSettings:
        """The accepted settings (the ones given to the dialog until OK succeeds)."""
        return self._result

    # -- reactions --------------------------------------------------------------------------
    def _preset_chosen(self, _index: int = 0) -> None:
        key = self.preset_combo.currentData()
        if not self._filling and key in PRESETS:
            self._fill_rules(PRESETS[key])
            self._clear_error()

    def _rules_edited(self, *_args: object) -> None:
        self._update_enabled()
        if self._filling:
            return
        self._clear_error()
        try:
            name = self.rules().preset_name
        except RulesError:
            name = None
        self._filling = True
        try:
            _select(self.preset_combo, name or CUSTOM)
        finally:
            self._filling = False

    def _update_enabled(self) -> None:
        self.numbers["big_gin_bonus"].setEnabled(self.flags["big_gin"].isChecked())

    def _level_chosen(self, _index: int = 0) -> None:
        notes = {
            "easy": self.tr("Plays by plain deadwood, knocks as soon as it may and sometimes throws away "
                            "a card it should keep."),
            "medium": self.tr("Looks one draw ahead: keeps promising cards and avoids risky late knocks."),
            "hard": self.tr("Also reads your discards and pick-ups, avoids feeding your melds and times its "
                            "knocks carefully."),
        }
        self.level_note.setText(notes.get(str(self.level_combo.currentData()), ""))

    def restore_defaults(self) -> None:
        """Show the default settings (nothing is kept until OK)."""
        self.load(AppSettings.defaults(self._backs))

    def _clear_error(self) -> None:
        self.error_label.clear()
        self.error_label.hide()

    def show_error(self, text: str, focus: QWidget | None = None) -> None:
        self.error_label.setText(text)
        self.error_label.show()
        if focus is not None:
            self.tabs.setCurrentWidget(self.rules_page)
            focus.setFocus()

    def accept(self) -> None:
        try:
            rules = self.rules()
        except RulesError as exc:
            message = str(exc)
            first = message.split(" ", 1)[0].lower()
            widgets: dict[str, QWidget] = {**self.numbers, **self.flags, **self.choices}
            self.show_error(self.tr("These rules cannot be used: {error}.").format(error=message.rstrip(".")),
                            widgets.get(first, self.preset_combo))
            return
        self._result = AppSettings(
            rules=rules,
            level=str(self.level_combo.currentData()),
            animation=str(self.animation_combo.currentData()),
            pace=str(self.pace_combo.currentData()),
            back=str(self.back_combo.currentData()),
            felt=str(self.felt_combo.currentData()),
            four_colour=self.four_colour_check.isChecked(),
            card_scale=self.scale_spin.value(),
            confirm_knock=self.confirm_knock_check.isChecked(),
            allow_undo=self.allow_undo_check.isChecked(),
            high_contrast=self.high_contrast_check.isChecked(),
            sound=self.sound_check.isChecked(),
            volume=self.volume_slider.value(),
        )
        super().accept()

