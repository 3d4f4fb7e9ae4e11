"""The window's look and the player's settings: the card pictures (and a damaged deck told once),
the theme, cloth and pace applied, the settings dialog and what its OK changes, and the sort of
the player's hand kept for the next start."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from gin_desktop.core import Card
from gin_desktop.qt.core import QCoreApplication, QObject, QSize, Qt, QTimer
from gin_desktop.qt.gui import QPixmap
from gin_desktop.services.settings import AppSettings
from gin_desktop.sound.effects import Effect
from gin_desktop.ui.card_pixmaps import BACKS
from gin_desktop.ui.first_paint import FirstPaint
from gin_desktop.ui.notice_area import Level
from gin_desktop.ui.settings_store import save_settings
from gin_desktop.ui.table.scene import FELT_COLOURS
from gin_desktop.ui.themes import LOOKS, ThemeKeeper, cloth
from gin_desktop.values.crash import log
from gin_desktop.values.hand_order import SortMode

if TYPE_CHECKING:
    from gin_desktop.ui.dialogs.settings_dialog import SettingsDialog
    from gin_desktop.ui.main_window import MainWindow


class WindowLook(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self._art_problem = ""  # the first card-art error, once told
        self._keeper_after_paint = False  # a light theme's readable greys: applied after the first paint
        window.pixmaps.on_art_problem = self._art_problem_found

    def pixmap(self, card: Card | None, w: int, h: int, dpr: float) -> QPixmap:
        """A card's face (or, for None, the chosen back) at this size, for the scene and dialogs."""
        size, pixmaps = QSize(w, h), self.window.pixmaps
        return pixmaps.face(card, size, dpr) if card is not None else pixmaps.back(self.window.prefs.back, size, dpr)

    def _art_problem_found(self, error: str) -> None:
        """Card art is missing or damaged (plain cards are drawn instead): tell the player once."""
        if not self._art_problem:
            self._art_problem = error
            QTimer.singleShot(0, self._tell_art_problem)  # (not from inside a paint)

    def _tell_art_problem(self) -> None:
        """Told in the notice bar and the log, never in a modal box (nothing may stop a ``--smoke-test``)."""
        log.warning("card art: %s", self._art_problem)
        self.window.notices.notify(self.tr(
            "Some card pictures could not be loaded, so the large-index faces or plain cards are shown instead; "
            "the game plays as usual. Reinstalling Gin Rummy brings the pictures back. ({error})").format(
            error=self._art_problem), Level.WARNING)

    @property
    def confirm_knock(self) -> bool:
        return self.window.prefs.confirm_knock

    @confirm_knock.setter
    def confirm_knock(self, on: bool) -> None:
        self.window.prefs = replace(self.window.prefs, confirm_knock=on)

    def apply_prefs(self, prefs: AppSettings) -> None:
        """Make the table follow the settings (rules and level wait for the next game)."""
        w = self.window
        w.prefs = prefs
        if prefs.tutor == "off":
            if w.controller.coach.tutor_made:
                w.controller.coach.tutor.set_threshold(None)
        else:
            from gin_desktop.values.reviews import Grade  # (the review's values: not needed to paint)

            w.controller.coach.tutor.set_threshold(Grade(prefs.tutor))
        w.scene.anim_ms = prefs.animation_ms
        if w.controller.ai_delay_ms:  # (0: no pacing at all, for tests and the smoke test)
            w.controller.ai_delay_ms = prefs.pace_ms
        w.scene.card_scale = prefs.card_scale / 100
        theme, felt = LOOKS[prefs.theme], FELT_COLOURS[prefs.felt]
        # (first: the panel's style sheet is laid over the app's style). A light theme with no keeper
        # yet leaves the desktop's look as it is: the keeper, which asks Qt for the style and palette
        # (~20 ms at start-up), is made when a dark theme first needs it, else right after the first
        # paint (it deepens the desktop's greyed text where that is too faint to read).
        if theme.dark_dialogs or ThemeKeeper.made():
            ThemeKeeper.of_app().apply(theme)
        elif not self._keeper_after_paint:
            self._keeper_after_paint = True
            FirstPaint(w, lambda: ThemeKeeper.of_app().apply(LOOKS[self.window.prefs.theme]))
        w.scene.set_look(prefs.high_contrast, cloth(theme, felt))
        w.panel.set_look(prefs.high_contrast, felt, theme)
        if w.pixmaps.four_colour != prefs.four_colour:
            w.pixmaps.set_four_colour(prefs.four_colour)
        if w.pixmaps.deck != prefs.deck:
            w.pixmaps.set_deck(prefs.deck)
        for item in w.scene.items_by_key.values():
            item.update()
        mute = w.commands.mute_action
        mute.blockSignals(True)
        mute.setChecked(not prefs.sound)
        mute.blockSignals(False)
        w.presenter.refresh()

    def show_settings(self) -> SettingsDialog:
        from gin_desktop.ui.dialogs.fit import fit_to_screen
        from gin_desktop.ui.dialogs.settings_dialog import SettingsDialog

        w = self.window
        dialog = SettingsDialog(w.prefs, BACKS, w, pixmaps=w.pixmaps,
                                play_test=lambda volume: w.sound.play(Effect.HAND_WON, volume))
        dialog.accepted.connect(lambda: self.settings_chosen(dialog.settings()))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(lambda _result: w.keys.back_to_table())
        fit_to_screen(dialog)  # (on a small screen its pages scroll, OK and Cancel stay in reach)
        dialog.open()
        return dialog

    def settings_chosen(self, prefs: AppSettings) -> None:
        w = self.window
        later = prefs.rules != w.controller.rules or prefs.level != w.controller.level
        new_language = prefs.language != w.prefs.language
        saved = save_settings(w.settings, prefs)
        self.apply_prefs(prefs)
        if not saved:
            from gin_desktop.qt.widgets import QMessageBox  # (only here: its class and QDialog's are 0.25 MB)

            QMessageBox.warning(w, self.tr("Settings"), self.tr(
                "Your settings could not be saved to {path}, so they last only until Gin Rummy is closed. "
                "Is the disk full, or the folder read-only?").format(path=w.settings.fileName()))
        if later and not w.controller.game_over:
            w.notices.notify(self.tr("The new rules and opponent apply from the next game (Game > New game)."),
                             Level.INFO)
        if new_language:  # (the dialog's own sentence: the windows are not retranslated while open)
            w.notices.notify(QCoreApplication.translate(
                "SettingsDialog", "A new language is used from the next start of Gin Rummy."), Level.INFO,
                self.tr("Restart now"), w.restart)

    # -- the sort of the player's hand ----------------------------------------------------
    def reordered(self, cards: list[Card]) -> None:
        """A drag within the hand: the player's own order from now on (saved with the game)."""
        sort = self.window.panel.sort
        sort.blockSignals(True)
        sort.setCurrentIndex(sort.findData(SortMode.OWN))
        sort.blockSignals(False)
        self._save_sort(SortMode.OWN)
        self.window.controller.reorder(cards)

    def sort_changed(self, _index: int) -> None:
        mode = self.window.panel.sort.currentData()
        if isinstance(mode, SortMode):
            self._save_sort(mode)
            self.window.controller.set_sort_mode(mode)

    def _save_sort(self, mode: SortMode) -> None:
        """Keep the sort choice for the next start, written now (a crash must not lose it)."""
        settings = self.window.settings
        if settings.value("play/sort") != mode.value:
            settings.setValue("play/sort", mode.value)
            settings.sync()
