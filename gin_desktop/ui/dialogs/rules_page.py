"""The settings' Rules page: a preset, or every rule option by hand in two groups (scoring; how a
hand goes). Invalid custom values are not clamped: the spin boxes allow more than the rules do,
and :meth:`RulesPage.rules` raises the rules' own :class:`~gin_desktop.core.RulesError` on OK."""

from __future__ import annotations

from typing import Any

from gin_desktop.core import PRESETS, Rules, RulesError
from gin_desktop.qt.core import Signal
from gin_desktop.qt.widgets import QCheckBox, QComboBox, QFormLayout, QHBoxLayout, QSpinBox, QVBoxLayout, QWidget
from gin_desktop.text.rules_summary import preset_title

from .form_parts import form_group, named_combo, quiet_note, select_key

CUSTOM = "custom"
SPIN_MAX = 999  # wider than any valid rule value: invalid input is refused on OK, not clamped


class RulesPage(QWidget):
    edited = Signal()  # the player changed a rule or chose a preset (an error shown is out of date)

    def __init__(self) -> None:
        super().__init__()
        self._filling = False
        box = QVBoxLayout(self)
        top = QFormLayout()
        self.preset_combo = named_combo(self.tr("Rules preset"),
                                        [(key, preset_title(key)) for key in (*PRESETS, CUSTOM)])
        self.preset_combo.currentIndexChanged.connect(self._preset_chosen)
        top.addRow(self.tr("Preset:"), self.preset_combo)
        box.addLayout(top)
        columns = QHBoxLayout()
        scoring, scoring_form = form_group(self.tr("Scoring"))
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
            scoring_form.addRow(label, spin)
        columns.addWidget(scoring, 1)
        play, play_form = form_group(self.tr("How a hand goes"))
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
            play_form.addRow(check)
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
            combo = named_combo(label.rstrip(": "), items)
            combo.currentIndexChanged.connect(self._rules_edited)
            self.choices[key] = combo
            play_form.addRow(label, combo)
        columns.addWidget(play, 1)
        box.addLayout(columns)
        box.addWidget(quiet_note(self.tr("Rule changes apply from the next game. Help › Rules explains each one.")))
        box.addStretch(1)

    def fill(self, rules: Rules) -> None:
        self._filling = True
        try:
            for key, spin in self.numbers.items():
                spin.setValue(getattr(rules, key))
            for key, check in self.flags.items():
                check.setChecked(getattr(rules, key))
            for key, combo in self.choices.items():
                select_key(combo, getattr(rules, key))
            select_key(self.preset_combo, rules.preset_name or CUSTOM)
        finally:
            self._filling = False
        self._update_enabled()

    def rules(self) -> Rules:
        """The rules the fields describe; raises :class:`RulesError` when they are not valid."""
        values: dict[str, Any] = {key: spin.value() for key, spin in self.numbers.items()}
        values.update({key: check.isChecked() for key, check in self.flags.items()})
        values.update({key: combo.currentData() for key, combo in self.choices.items()})
        return Rules().with_options(**values)

    def _preset_chosen(self, _index: int = 0) -> None:
        key = self.preset_combo.currentData()
        if not self._filling and key in PRESETS:
            self.fill(PRESETS[key])
            self.edited.emit()

    def _rules_edited(self, *_args: object) -> None:
        self._update_enabled()
        if self._filling:
            return
        self.edited.emit()
        try:
            name = self.rules().preset_name
        except RulesError:
            name = None
        self._filling = True
        try:
            select_key(self.preset_combo, name or CUSTOM)
        finally:
            self._filling = False

    def _update_enabled(self) -> None:
        self.numbers["big_gin_bonus"].setEnabled(self.flags["big_gin"].isChecked())

