"""Every signal between the table, the side panel, the menus and the controller, in one function,
so one place shows how a user action travels (docs/architecture.md follows one)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gin_desktop.ui.notice_area import Level

if TYPE_CHECKING:
    from gin_desktop.ui.main_window import MainWindow
    from gin_desktop.ui.tutor_seat import TutorSeat


def wire(window: MainWindow) -> None:
    c, s, p = window.controller, window.scene, window.panel
    acts, tools, shown, look = window.commands, window.tools, window.presenter, window.look
    # table gestures → controller intents
    s.draw_stock_requested.connect(c.draw_stock)
    s.draw_discard_requested.connect(c.draw_discard)
    s.discard_requested.connect(lambda card: c.discard(card))
    s.knock_requested.connect(acts.knock_with)
    s.reordered.connect(look.reordered)
    s.next_requested.connect(acts.next_hand_or_game)  # the result panel's button
    s.review_requested.connect(tools.review_last_hand)  # and its Review hand
    s.laid_out.connect(tools.place_tracker)
    s.selection_changed.connect(lambda _card: shown.refresh_panel())
    s.message.connect(shown.refused)  # (why a drop snapped back)
    s.animating.connect(c.pace.table_moving)
    s.settled.connect(c.pace.table_settled)
    # panel buttons → intents
    p.pass_button.clicked.connect(c.pass_turn)
    p.knock_button.clicked.connect(lambda: acts.knock_with(None))
    p.gin_button.clicked.connect(c.big_gin)
    p.next_button.clicked.connect(acts.next_hand_or_game)
    p.review_button.clicked.connect(tools.review_last_hand)
    p.sheet_button.clicked.connect(tools.show_score_sheet)
    p.hint_button.clicked.connect(acts.show_hint)
    p.pile_button.clicked.connect(tools.show_discard_pile)
    p.sort.currentIndexChanged.connect(look.sort_changed)
    p.sort.activated.connect(lambda _index: window.keys.back_to_table())  # (the keys are the game's again)
    # controller → table and window
    c.snapshot.connect(shown.show_snapshot)
    c.status.connect(shown.show_status)
    c.refused.connect(shown.refused)
    c.refused.connect(s.refused)  # (a card dropped for a refused move snaps back)
    c.hint_ready.connect(acts.hint_ready)
    c.hint_failed.connect(acts.hint_failed)
    c.reviewed.connect(shown.reviewed)  # (the result panel's key moment)
    c.tutor_warning.connect(s.refused)  # (the card dropped for the held move goes back to the hand)
    c.tutor_warning.connect(lambda verdict: _tutor_seat(window).warn(verdict))
    c.notice.connect(shown.notice)
    c.info.connect(lambda text: window.notices.notify(text, Level.INFO))
    c.save_state.connect(shown.save_state)
    # menus
    acts.new_action.triggered.connect(acts.new_game)
    acts.sheet_action.triggered.connect(tools.show_score_sheet)
    acts.stats_action.triggered.connect(tools.show_statistics)
    acts.drills_action.triggered.connect(tools.show_drills)
    acts.undo_action.triggered.connect(acts.undo)
    acts.settings_action.triggered.connect(look.show_settings)
    acts.walkthrough_action.triggered.connect(tools.start_tour)
    acts.tracker_action.toggled.connect(tools.tracker_toggled)
    acts.mute_action.toggled.connect(shown.mute_toggled)
    acts.full_screen_action.toggled.connect(window.full_screen_toggled)
    acts.quit_action.triggered.connect(window.close)
    acts.rules_action.triggered.connect(lambda: tools.show_rules(walkthrough=False))
    acts.about_action.triggered.connect(tools.show_about)


def _tutor_seat(window: MainWindow) -> TutorSeat:
    from gin_desktop.ui.tutor_seat import TutorSeat  # (made on the first warning: most games have none)

    return TutorSeat.of(window)
