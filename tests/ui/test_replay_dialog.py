"""Hand replay: real clicks and keys step through a finished hand with both hands face up; Verify checks the deal;
the score sheet and the statistics window ask for a replay."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from gin_desktop.core import Discard, DrawStock, Hand, Match, Pass, Phase, Rules, shuffled_deck
from gin_desktop.services.records import GameRecords
from gin_desktop.store import GameStore
from gin_desktop.text.replay import hand_replay, replay_steps
from gin_desktop.text.score_text import reason_text
from gin_desktop.ui.card_pixmaps import CardPixmaps
from gin_desktop.ui.dialogs.replay_dialog import MISMATCH, VERIFIED, ReplayDialog, open_replay
from gin_desktop.ui.dialogs.score_sheet import ScoreSheetDialog
from gin_desktop.ui.dialogs.stats_window import StatisticsWindow
from gin_desktop.ui.table.layout import meld_highlights
from gin_desktop.values.fairness import deck_codes, deck_fingerprint
from tests.store.helpers import play_game, play_hand

SECRET = "8d3f0c2a9b1e4f5a6c7d8e9f0a1b2c3d"
LEFT = Qt.MouseButton.LeftButton


@pytest.fixture(scope="module")
def pixmaps() -> CardPixmaps:
    return CardPixmaps()


def knock_match() -> Match:
    """A hand played to a knock: passes, draws from both piles, discards, a knock with a lay-off (seed 4)."""
    rng = random.Random(4)
    match = Match(Rules(), 1)
    match.deal_random(rng)
    play_hand(match, rng)
    return match


def dead_match() -> Match:
    """Both players pass the upcard, then only draw from the stock and throw the card back: a dead hand."""
    match = Match(Rules(), 0)
    hand = match.deal(shuffled_deck(rng=random.Random(8)))
    while not hand.is_over:
        if Pass() in hand.legal_actions() and hand.phase is not Phase.WALL_OFFER:
            match.apply(Pass())
        elif hand.phase is Phase.DRAW:
            match.apply(DrawStock())
        else:
            match.apply(Discard(hand.hands[hand.current][-1]))
    return match


def open_dialog(qtbot: QtBot, pixmaps: CardPixmaps, match: Match, secret: str | None = SECRET) -> ReplayDialog:
    dialog = ReplayDialog(hand_replay(match, 1, 0, secret), pixmaps)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def button(dialog: QWidget, name: str) -> QPushButton:
    (found,) = [b for b in dialog.findChildren(QPushButton) if b.accessibleName() == name]
    return found


def shown(dialog: ReplayDialog) -> tuple[object, ...]:
    """Everything the dialog shows for the current step."""
    rows = tuple(
        tuple((s.property("card"), s.property("highlight"), s.isVisible(), s.pixmap().isNull()) for s in slots)
        for slots in dialog.rows.values()
    )
    texts = (dialog.caption.text(), dialog.result_label.text(), dialog.result_label.isVisible(),
             dialog.pile_text.text(), dialog.stock_text.text(), dialog.pile_label.property("card"),
             tuple(t.text() for t in dialog.row_titles.values()), dialog.slider.value())
    return rows, texts


def test_stepping_forward_then_back_returns_to_the_same_state(qtbot: QtBot, pixmaps: CardPixmaps) -> None:
    match = knock_match()
    dialog = open_dialog(qtbot, pixmaps, match)
    total = len(match.hand.history)  # type: ignore[union-attr]
    assert total == 29 and len(dialog.steps) == total + 1
    forward, back = button(dialog, "Next step"), button(dialog, "Previous step")
    assert not back.isEnabled() and forward.isEnabled()
    states = [shown(dialog)]
    for step in range(1, total + 1):
        qtbot.mouseClick(forward, LEFT)
        assert dialog.step == step and dialog.slider.value() == step
        assert dialog.caption.text().startswith(f"Step {step} of {total} — ")
        states.append(shown(dialog))
    assert not forward.isEnabled() and not button(dialog, "Last step").isEnabled()
    for step in range(total - 1, -1, -1):
        qtbot.mouseClick(back, LEFT)
        assert shown(dialog) == states[step]
    # the keys walk the same states, wherever they are pressed
    qtbot.keyClick(dialog, Qt.Key.Key_Right)
    assert shown(dialog) == states[1]
    assert dialog.focusWidget() is dialog.slider and forward.focusPolicy() == Qt.FocusPolicy.NoFocus
    qtbot.keyClick(dialog.slider, Qt.Key.Key_Right)  # the slider keeps the focus when a step button is clicked
    assert shown(dialog) == states[2]
    qtbot.keyClick(dialog, Qt.Key.Key_End)
    assert shown(dialog) == states[-1]
    qtbot.keyClick(dialog, Qt.Key.Key_Left)
    assert shown(dialog) == states[-2]
    qtbot.keyClick(dialog, Qt.Key.Key_Home)
    assert shown(dialog) == states[0]
    qtbot.keyClick(dialog, Qt.Key.Key_Left)  # nothing before the deal
    assert shown(dialog) == states[0]
    qtbot.mouseClick(button(dialog, "Last step"), LEFT)
    assert shown(dialog) == states[-1]
    qtbot.mouseClick(button(dialog, "First step"), LEFT)
    assert shown(dialog) == states[0]
    dialog.slider.setFocus()
    qtbot.keyClick(dialog.slider, Qt.Key.Key_End)
    assert shown(dialog) == states[-1]
    dialog.slider.setValue(7)
    assert shown(dialog) == states[7]


def test_both_hands_are_face_up_at_every_step_with_their_melds(qtbot: QtBot, pixmaps: CardPixmaps) -> None:
    match = knock_match()
    played = match.hand
    assert played is not None
    dialog = open_dialog(qtbot, pixmaps, match)
    replay = Hand(played.rules, played.deck, played.dealer)
    for step in range(len(dialog.steps)):
        if step:
            replay.apply(played.history[step - 1][1])
            qtbot.keyClick(dialog, Qt.Key.Key_Right)
        for seat in (0, 1):
            cards = sorted(c.code for c in replay.hands[seat])
            assert sorted(dialog.shown_cards(seat)) == cards
            slots = [s for s in dialog.rows[seat] if s.property("card")]
            assert all(s.isVisible() and not s.pixmap().isNull() for s in slots)
            tints = meld_highlights(replay.hands[seat])
            layoffs = dialog.steps[step].layoffs
            for slot in slots:
                card = next(c for c in replay.hands[seat] if c.code == slot.property("card"))
                assert slot.property("highlight") == ("layoff" if card in layoffs else tints[card])
        top = replay.top_discard
        assert dialog.pile_label.property("card") == (top.code if top else "")
        assert dialog.stock_text.text() == f"Stock: {replay.stock_count}"
    assert dialog.steps[-1].layoffs  # seed 4: the defender lays off a card
    assert any(s.property("highlight") == "layoff" for slots in dialog.rows.values() for s in slots)
    assert dialog.row_titles[0].text().startswith("You — ") and dialog.row_titles[1].text().startswith("Computer — ")


def test_captions_say_what_happened(qtbot: QtBot, pixmaps: CardPixmaps) -> None:
    match = knock_match()
    hand = match.hand
    assert hand is not None and hand.result is not None and hand.knocker is not None
    steps = replay_steps(hand, 0)
    texts = [s.text for s in steps]
    assert texts[0] == f"Computer deals; the upcard is {hand.deck[20].symbol}"
    events = iter(hand.events)
    for (seat, action), text in zip(hand.history, texts[1:], strict=True):
        event = next(events)
        who = "You" if seat == 0 else "Computer"
        assert text.startswith(who + " ")
        if event.card is not None:
            assert event.card.symbol in text
        if isinstance(action, DrawStock):
            assert "from the stock" in text
        if isinstance(action, Discard):
            assert text == f"{who} {'discard' if seat == 0 else 'discards'} {action.card.symbol}"
    knocker = "You knock" if hand.knocker == 0 else "Computer knocks"
    deadwood = hand.result.knocker_deadwood
    assert texts[-2] == f"{knocker} with {deadwood} deadwood, discarding {hand.history[-2][1].card.symbol}"  # type: ignore[union-attr]
    assert "passes the upcard" in texts[1] or "pass the upcard" in texts[1]
    assert "laying off" in texts[-1] and f"with {hand.result.defender_deadwood} deadwood" in texts[-1]
    dialog = open_dialog(qtbot, pixmaps, match)
    for _ in range(7):
        qtbot.mouseClick(button(dialog, "Next step"), LEFT)
    assert dialog.caption.text() == f"Step 7 of 29 — {texts[7]}"
    assert dialog.caption.isVisible()


def test_the_last_step_shows_the_result(qtbot: QtBot, pixmaps: CardPixmaps) -> None:
    match = knock_match()
    result = match.hand.result  # type: ignore[union-attr]
    assert result is not None
    dialog = open_dialog(qtbot, pixmaps, match)
    assert dialog.result_label.text() == ""
    qtbot.keyClick(dialog, Qt.Key.Key_End)
    text = dialog.result_label.text()
    assert dialog.result_label.isVisible() and reason_text(result.reason) in text and str(result.points) in text
    assert text.startswith("Result: Knock — ") or text.startswith("Result: Undercut — ")
    qtbot.keyClick(dialog, Qt.Key.Key_Left)
    assert dialog.result_label.text() == ""


def test_the_window_keeps_its_size_and_buttons_stay_under_the_mouse(qtbot: QtBot, pixmaps: CardPixmaps) -> None:
    """Issue 13: stepping (10 cards, then 11 after a draw, then the result) never resizes the
    window, so Next step stays where the mouse clicked it."""
    dialog = open_dialog(qtbot, pixmaps, knock_match())
    forward = button(dialog, "Next step")
    size, place = dialog.size(), forward.mapTo(dialog, forward.rect().center())
    for _ in range(len(dialog.steps) - 1):
        qtbot.mouseClick(forward, LEFT)
        QApplication.processEvents()
        assert dialog.size() == size
        assert forward.mapTo(dialog, forward.rect().center()) == place
    assert dialog.result_label.text()


def test_a_dead_hand_ends_at_the_wall(qtbot: QtBot, pixmaps: CardPixmaps) -> None:
    match = dead_match()
    hand = match.hand
    assert hand is not None and hand.phase is Phase.DEAD and hand.result is not None
    dialog = open_dialog(qtbot, pixmaps, match)
    assert dialog.caption.text() == f"Deal — You deal; the upcard is {hand.deck[20].symbol}"
    qtbot.mouseClick(button(dialog, "Next step"), LEFT)
    assert dialog.caption.text().startswith("Step 1 of ") and "Computer passes the upcard" in dialog.caption.text()
    qtbot.mouseClick(button(dialog, "Last step"), LEFT)
    assert dialog.caption.text().endswith("the stock reached the wall: dead hand")
    assert dialog.result_label.text() == f"Result: {reason_text(hand.result.reason)}."
    assert dialog.stock_text.text() == "Stock: 2"


def test_verify_a_finished_hand_and_catch_tampering(qtbot: QtBot, pixmaps: CardPixmaps) -> None:
    match = knock_match()
    deck = match.hand.deck  # type: ignore[union-attr]
    dialog = open_dialog(qtbot, pixmaps, match)
    assert dialog.fingerprint_edit.text() == deck_fingerprint(deck, SECRET)
    assert dialog.secret_edit.text() == SECRET and dialog.deck_edit.text() == deck_codes(deck)
    verify = dialog.verify_button
    qtbot.mouseClick(verify, LEFT)
    assert dialog.verify_result.text() == VERIFIED == "Verified: the deal was fixed before play began"

    def retype(edit: QWidget, text: str) -> None:
        edit.setFocus()
        qtbot.keyClick(edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        qtbot.keyClicks(edit, text)

    retype(dialog.secret_edit, SECRET[:-1] + "e")
    qtbot.mouseClick(verify, LEFT)
    assert dialog.verify_result.text().startswith(MISMATCH)
    retype(dialog.secret_edit, SECRET)
    codes = deck_codes(deck).split()
    codes[3], codes[40] = codes[40], codes[3]
    retype(dialog.deck_edit, " ".join(codes))
    qtbot.mouseClick(verify, LEFT)
    assert dialog.verify_result.text() == f"{MISMATCH}: this is not the deck order the hand was played with"
    retype(dialog.deck_edit, "AS AS")
    qtbot.mouseClick(verify, LEFT)
    assert dialog.verify_result.text().startswith(f"{MISMATCH}: the deck order cannot be read")
    retype(dialog.deck_edit, deck_codes(deck).lower())  # any card notation is read
    retype(dialog.fingerprint_edit, "0" * 12)
    qtbot.mouseClick(verify, LEFT)
    assert dialog.verify_result.text() == f"{MISMATCH}: this deck and secret give {deck_fingerprint(deck, SECRET)}"
    retype(dialog.fingerprint_edit, deck_fingerprint(deck, SECRET).upper())
    qtbot.mouseClick(verify, LEFT)
    assert dialog.verify_result.text() == VERIFIED


def test_a_tampered_secret_or_deck_given_to_the_dialog_fails(qtbot: QtBot, pixmaps: CardPixmaps) -> None:
    match = knock_match()
    deck = match.hand.deck  # type: ignore[union-attr]
    dialog = open_dialog(qtbot, pixmaps, match, secret="f" * 32)
    dialog.fingerprint_edit.setText(deck_fingerprint(deck, SECRET))  # the fingerprint shown during play
    qtbot.mouseClick(dialog.verify_button, LEFT)
    assert dialog.verify_result.text().startswith(MISMATCH)


def test_old_hands_without_a_secret_cannot_be_verified(qtbot: QtBot, pixmaps: CardPixmaps) -> None:
    dialog = open_dialog(qtbot, pixmaps, knock_match(), secret=None)
    assert not dialog.verify_button.isEnabled() and dialog.secret_edit.text() == ""
    assert "without a secret" in dialog.verify_result.text()
    assert len(dialog.deck_edit.text().split()) == 52


def test_only_finished_hands_are_replayed(qtbot: QtBot, pixmaps: CardPixmaps) -> None:
    match = Match(Rules(), 0)
    match.deal_random(random.Random(1))
    with pytest.raises(ValueError, match="not a finished hand"):
        hand_replay(match, 1, 0, SECRET)
    with pytest.raises(ValueError):
        hand_replay(knock_match(), 2, 0, SECRET)


def test_open_replay_takes_the_secret_from_the_saved_game(qtbot: QtBot, pixmaps: CardPixmaps, tmp_path: Path) -> None:
    rng = random.Random(3)
    with GameStore.open(tmp_path) as store:
        game = store.new_game(Rules(), "easy", 0, 1)
        game.deal_random(rng, secret=SECRET)
        play_hand(game, rng)
        records = GameRecords(store, lambda: game)
        replay = records.replay(None, 1)
        assert replay is not None and records.replay(None, 2) is None  # (only a finished hand)
        dialog = open_replay(None, replay, pixmaps)
        qtbot.addWidget(dialog)
        assert dialog.isVisible() and dialog.secret_edit.text() == SECRET
        qtbot.mouseClick(dialog.verify_button, LEFT)
        assert dialog.verify_result.text() == VERIFIED
        plain = open_replay(None, hand_replay(game.match, 1, 0, None), pixmaps)
        qtbot.addWidget(plain)
        assert not plain.verify_button.isEnabled()


def test_score_sheet_asks_to_replay_the_selected_hand(qtbot: QtBot) -> None:
    rng = random.Random(2)
    match = Match(Rules(target=50), 0)
    while not match.is_over:
        match.deal_random(rng)
        play_hand(match, rng)
    sheet = ScoreSheetDialog(match, 0)
    qtbot.addWidget(sheet)
    sheet.show()
    replay = sheet.replay_button
    last = len(match.sheet)
    assert replay.text() == "Replay hand" and replay.isEnabled()  # the latest hand is chosen on opening
    assert sheet.selected_hand() == last and replay.toolTip() == f"Replay hand {last} step by step, both hands face up"
    sheet.table.clearSelection()
    assert not replay.isEnabled() and replay.toolTip().startswith("Choose a hand in the sheet")
    rect = sheet.table.visualItemRect(sheet.table.item(1, 2))
    qtbot.mouseClick(sheet.table.viewport(), LEFT, pos=rect.center())
    assert replay.isEnabled()
    with qtbot.waitSignal(sheet.replay_requested) as signal:
        qtbot.mouseClick(replay, LEFT)
    assert signal.args == [2]
    sheet.table.selectRow(len(match.sheet))  # the first bonus line is not a hand
    assert not replay.isEnabled()
    rect = sheet.table.visualItemRect(sheet.table.item(0, 1))
    with qtbot.waitSignal(sheet.replay_requested) as signal:
        qtbot.mouseClick(sheet.table.viewport(), LEFT, pos=rect.center())  # a double click: click, then the second
        qtbot.mouseDClick(sheet.table.viewport(), LEFT, pos=rect.center())
    assert signal.args == [1]


def test_statistics_window_asks_to_replay_a_hand_of_the_selected_game(qtbot: QtBot, tmp_path: Path) -> None:
    rng = random.Random(5)
    with GameStore.open(tmp_path) as store:
        game = store.new_game(Rules(target=50), "easy", 0, 1)
        play_game(game, rng)
        window = StatisticsWindow(GameRecords(store))
        qtbot.addWidget(window)
        window.show()
        assert not window.replay_button.isEnabled() and window.sheet_game is None
        window.tabs.setCurrentIndex(1)
        window.select_game(0)
        assert window.sheet_game is not None and window.sheet_game.game_id == game.id
        assert window.replay_button.isEnabled() and window.sheet_hand() == len(game.match.sheet)  # the latest
        table = window.sheet_table
        qtbot.mouseClick(table.viewport(), LEFT, pos=table.visualItemRect(table.item(0, 2)).center())
        with qtbot.waitSignal(window.replay_requested) as signal:
            qtbot.mouseClick(window.replay_button, LEFT)
        assert signal.args == [1]
        shown = GameRecords(store).replay(game.id, 1)
        assert shown is not None and shown.secret is None  # dealt without a secret by play_game
        labels = [w.text() for w in window.findChildren(QLabel)]
        assert any("score sheet" in t for t in labels)


def test_the_replay_tells_melds_apart_by_line_and_in_words(qtbot: QtBot, pixmaps: CardPixmaps) -> None:
    """(Issue 16: not by colour alone.) Each meld's border has the table's line pattern, and a screen reader
    hears which meld a card is in ("…, in meld 2"), a lay-off as laid off."""
    from gin_desktop.ui.dialogs.replay_dialog import BORDER_STYLES
    from gin_desktop.ui.table.layout import MELD_TINTS, TINT_LINE, Tint

    dialog = open_dialog(qtbot, pixmaps, knock_match())
    dialog.show_step(len(dialog.steps) - 1)
    slots = [s for slots in dialog.rows.values() for s in slots if s.property("card")]
    seen = set()
    for slot in slots:
        tint = slot.property("highlight") or None
        name = slot.accessibleName()
        if tint in MELD_TINTS:
            seen.add(tint)
            assert name.endswith(f", in meld {MELD_TINTS.index(Tint(tint)) + 1}"), name
            assert f"3px {BORDER_STYLES[TINT_LINE[Tint(tint)]]} " in slot.styleSheet()
        elif tint == Tint.LAYOFF:
            assert name.endswith(", laid off") and "dot-dot-dash" in slot.styleSheet()
        else:
            assert "," not in name and "transparent" in slot.styleSheet()
    assert len(seen) >= 2  # (seed 4: melds in more than one colour, so more than one pattern)
