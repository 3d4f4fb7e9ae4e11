"""Presenting each snapshot: the table, the side panel, the known cards, the sound effects and the
screen reader's announcements all show the controller's latest push; the status line says what
the player can do now, and why a move was refused."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from gin_desktop.qt.core import QObject
from gin_desktop.sound.cues import cues_for
from gin_desktop.sound.effects import SOUNDS_FOLDER
from gin_desktop.sound.player import SoundPlayer
from gin_desktop.text.prompts import joined
from gin_desktop.ui.assets import asset_path
from gin_desktop.ui.first_paint import FirstPaint
from gin_desktop.ui.notice_area import Level
from gin_desktop.ui.settings_store import save_settings
from gin_desktop.values.crash import log
from gin_desktop.values.snapshot import Snapshot

if TYPE_CHECKING:
    from gin_desktop.ui.main_window import MainWindow
    from gin_desktop.values.reviews import HandReview


class Presenter(QObject):
    def __init__(self, window: MainWindow, placeholder: SoundPlayer | None) -> None:
        super().__init__(window)
        self.window = window
        self._prompt = ""  # the controller's latest prompt (see tell)
        if placeholder is not None:  # (once the live table has painted, or after a second should it not be)
            FirstPaint(window.table.canvas, lambda: self._open_sound(placeholder), fallback_ms=1000)

    def show_snapshot(self, snapshot: Snapshot) -> None:
        """The controller pushed the game as it is now: the table, the panel and the tracker show it."""
        w = self.window
        w.scene.show_snapshot(snapshot)  # (the cards start to move now: so do their sounds)
        self.refresh_panel()
        w.announcer.snapshot(snapshot)
        self._play_cues(snapshot)

    def _play_cues(self, snapshot: Snapshot) -> None:
        """The sound effects of the change that led to ``snapshot``, unless sound is off."""
        prefs = self.window.prefs
        if prefs.sound and prefs.volume > 0:
            for cue in cues_for(snapshot):
                self.window.sound.play(cue.effect, prefs.volume, cue.delay)

    def _open_sound(self, placeholder: SoundPlayer) -> None:
        """Choose the player (unless one was given meanwhile) and let it decode its effects on its thread.

        The real player's modules cost some milliseconds of start-up, and its thread loads the library
        at once (miniaudio, with the standard library's network modules it imports: 11 MB of memory),
        so this waits for the live table's first paint; a sound asked for before then (only the first
        deal of a new game) is not played."""
        if self.window.sound is placeholder:
            from gin_desktop.sound.player import open_player

            self.window.sound = open_player(asset_path(SOUNDS_FOLDER))
            self.window.sound.prepare()

    def mute_toggled(self, muted: bool) -> None:
        """Game > Mute sounds (M): sound off or on, kept for the next start at once."""
        w = self.window
        w.prefs = replace(w.prefs, sound=not muted)
        if not save_settings(w.settings, w.prefs):
            log.warning("settings: could not save the sound setting to %s", w.settings.fileName())
        self.tell(self.tr("Sounds off: press M to turn them back on.") if muted else self.tr("Sounds on."))

    def refresh(self) -> None:
        """Show the latest snapshot again (after a change of settings), without animating a move."""
        self.window.scene.show_snapshot(replace(self.window.controller.current(), move=None))
        self.refresh_panel()

    def refresh_panel(self) -> None:
        w = self.window
        snap = w.controller.current()
        w.panel.show_snapshot(snap, bool(snap.knock_cards))
        w.panel.show_fingerprint(snap.fingerprint)
        w.panel.show_practice(snap.practice)
        w.commands.undo_action.setEnabled(w.prefs.allow_undo and snap.can_undo)
        tracker = w.tools.tracker
        if tracker is not None and tracker.isVisible():
            tracker.show_view(snap.view, snap.known)

    def show_status(self, text: str) -> None:
        """The controller's prompt: what the player can do now."""
        self._prompt = text
        self.window.status_label.setText(text)

    def tell(self, text: str) -> None:
        """A message for the player's last action (why it was refused, a hint), followed by the
        prompt, so the status line still says what can be done now."""
        prompt = self._prompt
        if prompt and prompt not in text:
            text = joined(text, prompt)  # (two sentences: a hint's reason has no stop of its own)
        self.window.status_label.setText(text)

    def refused(self, why: str) -> None:
        """A move that was not made, and why: in the status line, and said at once by a screen reader."""
        self.tell(why)  # (a card dragged and refused snaps back in the scene's drop)
        self.window.announcer.say(why, assertive=True)

    def reviewed(self, review: HandReview) -> None:
        """A hand's review is done: if it is the hand whose result the table shows, its key moment (or
        that there was none) goes on the result panel, a link to the review."""
        w = self.window
        view = w.controller.view()
        if (view is None or review.game_id != w.controller.game_id or review.hand_number != view.hand_number
                or w.scene.result_panel.card is None):
            return
        from gin_desktop.text.review_text import coach_line

        coach = w.controller.coach
        silent = coach.tutor.log.silent_in.get((review.game_id, review.hand_number), 0) if coach.tutor_made else 0
        w.scene.result_panel.set_moment(coach_line(review, silent))

    def notice(self, text: str) -> None:
        """A message from the store: above the table until closed (the status line keeps the prompt)."""
        self.window.notices.notify(text, Level.WARNING)

    def save_state(self, problem: str | None) -> None:
        """Why moves are not being saved, shown on the table until it is solved."""
        self.window.notices.set_state("saving", problem)
