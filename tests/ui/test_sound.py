"""Sound on the real table: each effect plays on its event (real drags, clicks and keys), through
the fake sink (:class:`RecordingPlayer`); mute, the sound setting and the volume act on all of
them; a resumed game plays nothing; without a device the window is silent without an error."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, QSettings, Qt
from pytestqt.qtbot import QtBot

from gin_desktop.core import Rules
from gin_desktop.sound.cues import AFTER_UNDERCUT
from gin_desktop.sound.effects import Effect
from gin_desktop.sound.player import NullPlayer, Played, RecordingPlayer
from gin_desktop.ui.dialogs.settings_dialog import SettingsDialog
from gin_desktop.ui.main_window import MainWindow
from gin_desktop.ui.settings_store import KEYS, load_settings
from tests.core.deals import make_deck
from tests.ui.conftest import JUNK_HAND, KNOCK_HAND, UPCARD, WAIT_MS, Builder, Table, close, knock_deck

LEFT = Qt.MouseButton.LeftButton
# The computer's hand for an undercut: three melds and the 2♥, 2 deadwood against the knock's 2 (a tie).
UNDERCUT_HAND = "AC AD AH 2C 3C 4C 5D 6D 7D 2H"


def listening(build: Builder, **kwargs: object) -> tuple[Table, RecordingPlayer]:
    """A table whose window plays into a recorder, started after the recorder is in place."""
    table = build(start=False, **kwargs)
    sink = RecordingPlayer()
    table.window.sound = sink
    table.controller.start()
    table.wait_my_turn()
    return table, sink


def play_tab(dialog: SettingsDialog) -> int:
    """The index of the settings page that holds the sound group."""
    return next(i for i in range(dialog.tabs.count()) if dialog.tabs.tabText(i) == "Play")


def take_upcard(table: Table) -> None:
    table.drag_item(table.item(UPCARD), table.center(table.layout.hand))


def wait_hand_over(table: Table) -> None:
    hand = table.session.hand
    assert hand is not None
    table.qtbot.waitUntil(lambda: hand.is_over, timeout=WAIT_MS)


def test_a_draw_and_a_discard_by_drag_and_the_computer_s_moves_sound(build: Builder) -> None:
    table, sink = listening(build, deck=knock_deck())
    assert sink.played == []  # the game's first snapshot (dealt before this window) plays nothing
    take_upcard(table)
    assert sink.played == [Played(Effect.DRAW, 40, 0.0)]  # quiet by default: 40 of 100
    sink.clear()
    with table.qtbot.waitSignal(table.controller.moved, timeout=WAIT_MS):  # the computer's draw
        table.drag_item(table.item("KD"), table.center(table.layout.discard))
    assert sink.effects[0] == Effect.DISCARD
    table.wait_my_turn()
    assert sink.effects == [Effect.DISCARD, Effect.DRAW, Effect.DISCARD]  # the computer drew and discarded


def test_a_knock_then_the_won_hand_then_the_deal_of_the_next(build: Builder) -> None:
    table, sink = listening(build, deck=knock_deck())
    take_upcard(table)
    sink.clear()
    table.drag_item(table.item("KD"), table.center(table.layout.knock))
    assert sink.effects == [Effect.KNOCK]
    wait_hand_over(table)  # the computer lays out
    assert sink.effects == [Effect.KNOCK, Effect.HAND_WON]
    table.qtbot.mouseClick(table.window.panel.next_button, LEFT)
    assert sink.effects[-1] == Effect.DEAL and sink.effects.count(Effect.DEAL) == 1


def test_going_gin_chimes(build: Builder) -> None:
    # (a game to 200: gin against the junk hand scores over the standard 100 and would end the game)
    table, sink = listening(build, deck=make_deck(KNOCK_HAND, JUNK_HAND, upcard="TC"), rules=Rules(target=200))
    table.drag_item(table.item("TC"), table.center(table.layout.hand))
    sink.clear()
    table.drag_item(table.item("KD"), table.center(table.layout.knock))
    assert sink.effects == [Effect.GIN]
    wait_hand_over(table)
    assert sink.effects == [Effect.GIN, Effect.HAND_WON]


def test_an_undercut_plays_its_two_notes_then_the_lost_hand(build: Builder) -> None:
    table, sink = listening(build, deck=make_deck(KNOCK_HAND, UNDERCUT_HAND, upcard=UPCARD))
    take_upcard(table)
    table.drag_item(table.item("KD"), table.center(table.layout.knock))
    wait_hand_over(table)
    result = table.session.hand.result  # type: ignore[union-attr]
    assert result is not None and result.kind == "undercut" and result.winner == 1
    assert sink.played[-2:] == [Played(Effect.UNDERCUT, 40, 0.0), Played(Effect.HAND_LOST, 40, AFTER_UNDERCUT)]


def test_a_won_game_and_a_lost_game_play_the_game_motifs(build: Builder) -> None:
    table, sink = listening(build, deck=knock_deck(), rules=Rules(target=50))
    take_upcard(table)
    table.drag_item(table.item("KD"), table.center(table.layout.knock))
    wait_hand_over(table)
    assert table.session.match.is_over and sink.effects[-1] == Effect.GAME_WON
    assert Effect.HAND_WON not in sink.effects  # the game's motif in place of the hand's
    close(table)  # (the next game on the same saves)

    lost, sink = listening(build, deck=make_deck(KNOCK_HAND, UNDERCUT_HAND, upcard=UPCARD),
                           rules=Rules(target=50, undercut_bonus=60))
    take_upcard(lost)
    lost.drag_item(lost.item("KD"), lost.center(lost.layout.knock))
    wait_hand_over(lost)
    assert lost.session.match.is_over
    assert sink.played[-2:] == [Played(Effect.UNDERCUT, 40, 0.0), Played(Effect.GAME_LOST, 40, AFTER_UNDERCUT)]


def test_the_mute_key_silences_everything_and_is_kept(build: Builder) -> None:
    table, sink = listening(build, deck=knock_deck())
    assert not table.window.commands.mute_action.isChecked()
    table.key(Qt.Key.Key_M)
    assert table.window.commands.mute_action.isChecked() and not table.window.prefs.sound
    assert "Sounds off" in table.status()
    assert QSettings(table.settings.fileName(), QSettings.Format.IniFormat).value(KEYS["sound"]) == "false"
    take_upcard(table)
    table.drag_item(table.item("KD"), table.center(table.layout.knock))
    wait_hand_over(table)
    table.qtbot.mouseClick(table.window.panel.next_button, LEFT)
    assert sink.played == []  # a draw, a knock, a won hand and a deal: all silent
    again = MainWindow(table.controller, QSettings(table.settings.fileName(), QSettings.Format.IniFormat),
                       sound=RecordingPlayer())
    table.qtbot.addWidget(again)
    assert again.commands.mute_action.isChecked() and not again.prefs.sound  # kept for the next start
    table.key(Qt.Key.Key_M)
    assert not table.window.commands.mute_action.isChecked() and load_settings(table.settings)[0].sound
    table.wait_my_turn()
    take_upcard_or_draw(table)
    assert sink.effects == [Effect.DRAW]


def take_upcard_or_draw(table: Table) -> None:
    """Draw whatever the turn offers, with a drag from the pile or the stock onto the hand."""
    view = table.view()
    top = view.top_discard
    from gin_desktop.core import DrawDiscard

    source = table.item(top) if top is not None and DrawDiscard() in view.legal_actions else table.stock_item()
    table.drag_item(source, table.center(table.layout.hand))


def test_sound_off_and_the_volume_in_the_settings_dialog(build: Builder) -> None:
    table, sink = listening(build, deck=knock_deck())
    dialog = table.window.look.show_settings()
    table.qtbot.waitExposed(dialog)
    dialog.tabs.setCurrentIndex(play_tab(dialog))
    assert dialog.sound_check.isChecked() and dialog.volume_slider.value() == 40
    dialog.volume_slider.setValue(70)
    assert dialog.volume_label.text() == "70 %"
    table.qtbot.mouseClick(dialog.test_sound_button, LEFT)
    assert sink.played == [Played(Effect.HAND_WON, 70, 0.0)]  # the test sound at the slider's volume
    table.qtbot.mouseClick(dialog.ok_button, LEFT)
    assert table.window.prefs.volume == 70 and load_settings(table.settings)[0].volume == 70
    sink.clear()
    take_upcard(table)
    assert sink.played == [Played(Effect.DRAW, 70, 0.0)]  # the volume scales every effect

    dialog = table.window.look.show_settings()
    table.qtbot.waitExposed(dialog)
    dialog.tabs.setCurrentIndex(play_tab(dialog))
    check = dialog.sound_check
    table.qtbot.mouseClick(check, LEFT, pos=QPoint(8, check.height() // 2))
    assert not check.isChecked() and not dialog.volume_slider.isEnabled()
    assert not dialog.test_sound_button.isEnabled()
    table.qtbot.mouseClick(dialog.ok_button, LEFT)
    assert not table.window.prefs.sound and table.window.commands.mute_action.isChecked()  # the menu follows
    sink.clear()
    table.drag_item(table.item("KD"), table.center(table.layout.knock))
    wait_hand_over(table)
    assert sink.played == []


def test_a_resumed_game_plays_nothing(build: Builder) -> None:
    first, sink = listening(build, deck=knock_deck())
    take_upcard(first)
    assert sink.effects == [Effect.DRAW]
    first.abandon()
    resumed, sink = listening(build, resume=True)
    assert resumed.view().hand_number == 1 and len(resumed.view().hand) == 11  # the same hand, as it was
    assert sink.played == []
    resumed.drag_item(resumed.item("KD"), resumed.center(resumed.layout.discard))
    assert sink.effects[0] == Effect.DISCARD  # and moves made after the resume sound as usual


def test_offscreen_the_window_is_silent_without_an_error(build: Builder) -> None:
    table = build(deck=knock_deck())  # the window chooses its own player once the event loop runs
    table.qtbot.waitUntil(lambda: "offscreen" in table.window.sound.description, timeout=WAIT_MS)
    assert isinstance(table.window.sound, NullPlayer)
    table.wait_my_turn()
    take_upcard(table)
    table.drag_item(table.item("KD"), table.center(table.layout.knock))
    wait_hand_over(table)
    table.qtbot.mouseClick(table.window.panel.next_button, LEFT)  # every kind of cue, into silence
    dialog = table.window.look.show_settings()
    dialog.tabs.setCurrentIndex(play_tab(dialog))
    table.qtbot.mouseClick(dialog.test_sound_button, LEFT)
    dialog.reject()



def test_the_window_chooses_its_player_once_the_table_has_painted(qtbot: QtBot, data_dir: Path) -> None:
    """The real player's thread loads the audio library at once (11 MB of memory): not before the live
    table's first paint (it was chosen at the event loop's first turn), nor later than that paint."""
    import random

    from gin_desktop.control.controller import GameController
    from gin_desktop.services.session import GameSession
    from gin_desktop.store import GameStore

    store = GameStore.open(data_dir)
    game = store.new_game(Rules(), "medium", human_seat=0, first_dealer=1)
    controller = GameController(GameSession(store, game, random.Random(7)), ai_delay_ms=0)
    window = MainWindow(controller, QSettings(str(data_dir / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    try:
        qtbot.wait(200)  # (the event loop turns, the window not shown yet)
        assert "offscreen" not in window.sound.description
        window.show()
        qtbot.waitUntil(lambda: "offscreen" in window.sound.description, timeout=900)  # (before the second's fallback)
        assert isinstance(window.sound, NullPlayer)
    finally:
        window.close()
        controller.shutdown()
        store.close()
