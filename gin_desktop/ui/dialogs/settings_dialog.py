"""The Settings dialog: rules (presets and custom values); play (the computer, pace, questions);
the table (cards, theme, colours) with a live preview.

Custom rule values are checked by :class:`~gin_desktop.core.Rules` itself when OK is
pressed: an invalid value is refused with the rules' own message and the dialog
stays open (the spin boxes deliberately allow more than the rules do, so nothing
is clamped silently).
"""

from __future__ import annotations

from collections.abc import Callable

from gin_desktop.core import Rules, RulesError
from gin_desktop.core.cards import Card
from gin_desktop.qt.core import QLocale, QSize, Qt
from gin_desktop.qt.gui import QIcon, QPalette, QPixmap
from gin_desktop.qt.widgets import (
    QButtonGroup,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QSlider,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)
from gin_desktop.services.settings import (
    ANIMATIONS,
    DECKS,
    FELTS,
    PACES,
    SCALE_RANGE,
    THEMES,
    VOLUME_RANGE,
    AppSettings,
)
from gin_desktop.text.rule_errors import rules_error
from gin_desktop.text.strength import strength_source, strength_text
from gin_desktop.ui.readable_style import readable_indicators
from gin_desktop.ui.table.scene import FELT_COLOURS
from gin_desktop.ui.themes import error_ink
from gin_desktop.values.levels import LEVELS, level_description, level_title
from gin_desktop.words.languages import NATIVE_NAMES, SOURCE, SYSTEM, TRANSLATED, language_in_use, system_language

from ..card_pixmaps import CardPixmaps
from ..themes import LOOKS, theme_title
from .form_parts import form_group, named_combo, quiet_note, select_key
from .rules_page import RulesPage
from .table_preview import TablePreview


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
        self.setWindowTitle(self.tr("Settings"))
        self.setAccessibleName(self.tr("Settings"))
        self.tabs = QTabWidget()
        self.tabs.setAccessibleName(self.tr("Settings pages"))
        self.rules_page = RulesPage()
        self.rules_page.edited.connect(self._clear_error)
        self.preset_combo, self.numbers = self.rules_page.preset_combo, self.rules_page.numbers
        self.flags, self.choices = self.rules_page.flags, self.rules_page.choices
        self.tabs.addTab(self.rules_page, self.tr("Rules"))
        self.tabs.addTab(self._opponent_page(), self.tr("Play"))
        self.tabs.addTab(self._table_page(pixmaps), self.tr("Table"))
        self.error_label = QLabel()
        self.error_label.setWordWrap(True)
        dark = self.palette().color(QPalette.ColorRole.Window).lightness() < 128
        self.error_label.setStyleSheet(f"color: {error_ink(dark)}; font-weight: bold;")
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
        # (our words on the button too: Qt's German for it, "Voreinstellungen", reads as "presets", a player found)
        self.defaults_button.setText(self.tr("Restore defaults"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.defaults_button.clicked.connect(self.restore_defaults)
        box = QVBoxLayout(self)
        box.addWidget(self.tabs, 1)
        box.addWidget(self.error_label)
        box.addWidget(self.buttons)
        self.load(current)
        readable_indicators(self)  # (an unchecked box seen in every look)
        # The size every page asks for: left to itself the dialog takes the height-for-width of
        # the first page's forms, which is short for the Play page (its wrapped notes were cut).
        self.resize(self.sizeHint())

    # -- pages ----------------------------------------------------------------------------
    def _opponent_page(self) -> QWidget:
        """The computer's level (each with what it does), its pace, and how the game asks and allows."""
        page = QWidget()
        box = QHBoxLayout(page)
        levels = QGroupBox(self.tr("Computer level"))
        level_box = QVBoxLayout(levels)
        self.level_group = QButtonGroup(self)
        self.level_buttons: dict[str, QRadioButton] = {}
        for key in LEVELS:
            button = QRadioButton(level_title(key))
            button.setAccessibleName(self.tr("Computer level: {level}").format(level=level_title(key)))
            self.level_group.addButton(button)
            self.level_buttons[key] = button
            level_box.addWidget(button)
            described = f"{level_description(key)} {strength_text(key)}"  # (two whole sentences)
            button.setAccessibleDescription(described)
            level_box.addWidget(quiet_note(described, indent=True))
        level_box.addWidget(quiet_note(strength_source()))
        level_box.addWidget(quiet_note(self.tr("A new level plays from the next game; the statistics keep each "
                                          "level apart.")))
        level_box.addStretch(1)
        box.addWidget(levels, 3)
        side = QVBoxLayout()
        pace, pace_form = form_group(self.tr("Pace"))
        self.pace_combo = named_combo(self.tr("Computer's pace"), list(zip(PACES, (
            self.tr("Brisk"), self.tr("Normal"), self.tr("Relaxed")), strict=True)))
        self.pace_combo.setToolTip(self.tr("How long each of the computer's moves stays on the table before its next"))
        pace_form.addRow(self.tr("Computer's pace:"), self.pace_combo)
        pace_form.addRow(quiet_note(
            self.tr("How long each of the computer's moves stays on the table before its next.")))
        self.animation_combo = named_combo(self.tr("Animation speed"), list(zip(ANIMATIONS, (
            self.tr("Off"), self.tr("Fast"), self.tr("Normal"), self.tr("Slow")), strict=True)))
        pace_form.addRow(self.tr("Animation speed:"), self.animation_combo)
        pace_form.addRow(quiet_note(self.tr("How fast the cards move. Off follows the desktop's wish for less motion "
                                       "until you choose.")))
        side.addWidget(pace)
        side.addWidget(self._play_page())
        side.addWidget(self._soundgroup())
        side.addWidget(self._languagegroup())
        side.addStretch(1)
        box.addLayout(side, 2)
        return page

    def _table_page(self, pixmaps: CardPixmaps | None) -> QWidget:
        page = QWidget()
        box = QHBoxLayout(page)
        left = QVBoxLayout()
        cards, cards_form = form_group(self.tr("Cards"))
        colours = {"blue": self.tr("Blue"), "red": self.tr("Red"), "purple": self.tr("Purple"),
                   "green": self.tr("Green rosettes")}
        self.back_combo = named_combo(self.tr("Card back"),
                                 [(name, colours.get(name, name.capitalize())) for name in self._backs])
        if pixmaps is not None:
            self.back_combo.setIconSize(QSize(24, 34))
            for i, name in enumerate(self._backs):
                self.back_combo.setItemIcon(i, QIcon(pixmaps.back(name, QSize(24, 34), self.devicePixelRatioF())))
        cards_form.addRow(self.tr("Card back:"), self.back_combo)
        self.deck_combo = named_combo(self.tr("Card faces"), [
            ("classic", self.tr("Classic")),
            ("large-index", self.tr("Large index (the biggest rank and suit)")),
        ])
        self.deck_combo.setToolTip(self.tr("Large index shows each card's rank and suit as big as they fit, "
                                           "for easier reading"))
        if pixmaps is not None:
            self.deck_combo.setIconSize(QSize(24, 34))
            for i, deck in enumerate(DECKS):
                sample = CardPixmaps(pixmaps.folder, deck=deck)  # (not the table's: its deck stays as it is)
                sample.on_art_problem = pixmaps.on_art_problem
                face = sample.face(Card.parse("KH"), QSize(24, 34), self.devicePixelRatioF())
                self.deck_combo.setItemIcon(i, QIcon(face))
        cards_form.addRow(self.tr("Card faces:"), self.deck_combo)
        self.scale_spin = QSpinBox()
        self.scale_spin.setRange(*SCALE_RANGE)
        self.scale_spin.setSingleStep(5)
        self.scale_spin.setSuffix(" %")
        self.scale_spin.setAccessibleName(self.tr("Card size"))
        cards_form.addRow(self.tr("Card size:"), self.scale_spin)
        self.four_colour_check = QCheckBox(self.tr("Four-colour deck (clubs green, diamonds blue)"))
        self.four_colour_check.setAccessibleName(self.four_colour_check.text())
        cards_form.addRow(self.four_colour_check)
        left.addWidget(cards)
        table, table_form = form_group(self.tr("Table"))
        self.theme_combo = named_combo(self.tr("Theme"), [(key, theme_title(key)) for key in THEMES])
        table_form.addRow(self.tr("Theme:"), self.theme_combo)
        felt_names = {"green": self.tr("Green"), "blue": self.tr("Blue"), "red": self.tr("Red"),
                      "grey": self.tr("Grey")}
        self.felt_combo = named_combo(self.tr("Table colour"), [(name, felt_names[name]) for name in FELTS])
        for i, name in enumerate(FELTS):
            swatch = QPixmap(24, 16)
            swatch.fill(FELT_COLOURS[name])
            self.felt_combo.setItemIcon(i, QIcon(swatch))
        table_form.addRow(self.tr("Table colour:"), self.felt_combo)
        self.high_contrast_check = QCheckBox(self.tr("High contrast"))
        self.high_contrast_check.setAccessibleName(self.high_contrast_check.text())
        table_form.addRow(self.high_contrast_check)
        table_form.addRow(quiet_note(self.tr("Night dims the table and darkens the windows; high contrast shows a "
                                        "black table with bright outlines in either.")))
        left.addWidget(table)
        left.addStretch(1)
        box.addLayout(left, 3)
        self.preview = TablePreview()
        self.preview.setAccessibleName(self.tr("Preview of the table"))
        box.addWidget(self.preview, 2, Qt.AlignmentFlag.AlignTop)
        for combo in (self.back_combo, self.deck_combo, self.theme_combo, self.felt_combo):
            combo.currentIndexChanged.connect(self._show_preview)
        self.scale_spin.valueChanged.connect(self._show_preview)
        for check in (self.four_colour_check, self.high_contrast_check):
            check.toggled.connect(self._show_preview)
        return page

    def _play_page(self) -> QWidget:
        play, form = form_group(self.tr("While you play"))
        self.confirm_knock_check = QCheckBox(self.tr("Ask before knocking"))
        self.allow_undo_check = QCheckBox(self.tr("Allow undoing a move"))
        for check, note in (
                (self.confirm_knock_check, self.tr("A knock ends the hand: a question first catches a slip.")),
                (self.allow_undo_check, self.tr("Ctrl+Z takes back your last move. Games with an undo are "
                                                "marked in the statistics."))):
            check.setAccessibleName(check.text())
            form.addRow(check)
            form.addRow(quiet_note(note, indent=True))
        self.tutor_combo = named_combo(self.tr("Tutor"), [
            ("off", self.tr("Never warn")),
            ("inaccuracy", self.tr("Warn before an inaccuracy or worse")),
            ("mistake", self.tr("Warn before a mistake or worse")),
            ("blunder", self.tr("Warn before a blunder")),
        ])
        form.addRow(self.tr("Tutor:"), self.tutor_combo)
        form.addRow(quiet_note(self.tr("The tutor judges each move as the coach's review would, and asks before "
                                       "one it would grade this badly: play it anyway, or think again.")))
        return play

    def _soundgroup(self) -> QWidget:
        group, form = form_group(self.tr("Sound"))
        self.sound_check = QCheckBox(self.tr("Sound effects"))
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
        form.addRow(quiet_note(self.tr("Short effects for the cards, the knock and the results. M turns them off and "
                                  "on while you play.")))
        return group

    def _sound_toggled(self, on: bool) -> None:
        for widget in (self.volume_slider, self.test_sound_button):
            widget.setEnabled(on)

    def _volume_changed(self, value: int) -> None:
        self.volume_label.setText(self.tr("{volume} %").format(volume=value))

    def test_sound(self) -> None:
        """Play a sample effect at the volume the slider shows (nothing is kept until OK)."""
        if self._play_test is not None and self.sound_check.isChecked():
            self._play_test(self.volume_slider.value())

    def _languagegroup(self) -> QGroupBox:
        """The language, each named in itself; the system's choice says which language that is."""
        group, form = form_group(self.tr("Language"))
        system = NATIVE_NAMES[system_language(list(QLocale.system().uiLanguages()))]
        self.language_combo = named_combo(self.tr("Language"), [
            (SYSTEM, self.tr("System ({language})").format(language=system)),
            *((code, NATIVE_NAMES[code]) for code in (SOURCE, *TRANSLATED))])
        form.addRow(self.tr("Language:"), self.language_combo)
        # (the language shown now, which "System" or a --language flag may have chosen)
        self.language_note = quiet_note(self.tr("In use now: {language}.").format(
            language=NATIVE_NAMES[language_in_use()]))
        form.addRow(self.language_note)
        form.addRow(quiet_note(self.tr("A new language is used from the next start of Gin Rummy.")))
        return group

    def _show_preview(self, *_args: object) -> None:
        self.preview.show_look(
            back=str(self.back_combo.currentData()), felt=FELT_COLOURS[str(self.felt_combo.currentData())],
            theme=LOOKS[str(self.theme_combo.currentData())], scale=self.scale_spin.value(),
            four_colour=self.four_colour_check.isChecked(), high_contrast=self.high_contrast_check.isChecked(),
            deck=str(self.deck_combo.currentData()))

    def level(self) -> str:
        """The level chosen (the key of the checked button)."""
        return next((key for key, button in self.level_buttons.items() if button.isChecked()), LEVELS[0])

    # -- filling and reading ----------------------------------------------------------------
    def load(self, value: AppSettings) -> None:
        """Show ``value`` in every field."""
        self.rules_page.fill(value.rules)
        self.level_buttons.get(value.level, self.level_buttons[LEVELS[0]]).setChecked(True)
        select_key(self.animation_combo, value.animation)
        select_key(self.pace_combo, value.pace)
        select_key(self.back_combo, value.back)
        select_key(self.felt_combo, value.felt)
        select_key(self.theme_combo, value.theme)
        self.four_colour_check.setChecked(value.four_colour)
        select_key(self.deck_combo, value.deck)
        self.scale_spin.setValue(value.card_scale)
        self.high_contrast_check.setChecked(value.high_contrast)
        self.confirm_knock_check.setChecked(value.confirm_knock)
        self.allow_undo_check.setChecked(value.allow_undo)
        select_key(self.tutor_combo, value.tutor)
        self.sound_check.setChecked(value.sound)
        self._sound_toggled(value.sound)
        self.volume_slider.setValue(value.volume)
        self._volume_changed(value.volume)
        select_key(self.language_combo, value.language)
        self._show_preview()
        self._clear_error()

    def rules(self) -> Rules:
        """The rules the fields describe; raises :class:`RulesError` when they are not valid."""
        return self.rules_page.rules()

    def settings(self) -> AppSettings:
        """The accepted settings (the ones given to the dialog until OK succeeds)."""
        return self._result

    # -- reactions --------------------------------------------------------------------------
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
            message = rules_error(exc)
            widgets: dict[str, QWidget] = {**self.numbers, **self.flags, **self.choices}
            named = widgets.get(exc.field or "", self.preset_combo)  # the field the error names
            self.show_error(self.tr("These rules cannot be used: {error}.").format(error=message.rstrip(".")), named)
            return
        self._result = AppSettings(
            rules=rules,
            level=self.level(),
            animation=str(self.animation_combo.currentData()),
            pace=str(self.pace_combo.currentData()),
            back=str(self.back_combo.currentData()),
            felt=str(self.felt_combo.currentData()),
            theme=str(self.theme_combo.currentData()),
            four_colour=self.four_colour_check.isChecked(),
            deck=str(self.deck_combo.currentData()),
            card_scale=self.scale_spin.value(),
            confirm_knock=self.confirm_knock_check.isChecked(),
            allow_undo=self.allow_undo_check.isChecked(),
            tutor=str(self.tutor_combo.currentData()),
            high_contrast=self.high_contrast_check.isChecked(),
            sound=self.sound_check.isChecked(),
            volume=self.volume_slider.value(),
            language=str(self.language_combo.currentData()),
        )
        super().accept()

