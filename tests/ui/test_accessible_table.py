"""The card table as screen readers see it: the QAccessible tree of the real window (one child per
card, the piles, the knock area, the computer's hand), its actions played through the accessible
interface exactly as the mouse plays, the focus following the selected card, and the announcements."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QApplication, QMessageBox

from gin_desktop.control import save_watch
from gin_desktop.core import Card, Phase
from gin_desktop.store import GameStore, StoreMode
from gin_desktop.store import writing as store_writing
from gin_desktop.ui.announce import SUPPORTED
from gin_desktop.ui.table.accessible import (
    DISCARD,
    KNOCK,
    MOVE_RIGHT,
    PRESS,
    SET_FOCUS,
    PartInterface,
    TableInterface,
)
from gin_desktop.ui.table.layout import MELD_TINTS
from gin_desktop.words.i18n import card_words
from tests.core.deals import make_deck
from tests.ui.conftest import JUNK_HAND, KNOCK_HAND, UPCARD, WAIT_MS, Builder, Table, close

Role = QAccessible.Role
NAME = QAccessible.Text.Name
DECK = make_deck(KNOCK_HAND, JUNK_HAND, upcard=UPCARD, stock="QC 4C JD 8S")


def tree(table: Table) -> QAccessibleInterface:
    iface = QAccessible.queryAccessibleInterface(table.window.table)
    assert isinstance(iface, TableInterface)
    return iface


def children(iface: QAccessibleInterface) -> list[QAccessibleInterface]:
    kids = [iface.child(i) for i in range(iface.childCount())]
    assert all(k is not None for k in kids)
    return kids  # type: ignore[return-value]


def named(table: Table, start: str) -> QAccessibleInterface:
    found = [k for k in children(tree(table)) if k.text(NAME).startswith(start)]
    assert len(found) == 1, [k.text(NAME) for k in children(tree(table))]
    return found[0]


def card_part(table: Table, card: Card | str) -> QAccessibleInterface:
    card = Card.parse(card) if isinstance(card, str) else card
    return named(table, card_words(card) + ",")


def do(part: QAccessibleInterface, action: str) -> None:
    """Invoke ``action`` as an assistive tool does: through the part's action interface."""
    actions = part.actionInterface()
    assert actions is not None
    assert action in actions.actionNames(), actions.actionNames()
    actions.doAction(action)


@pytest.fixture
def active() -> Iterator[None]:
    """As when a screen reader runs: accessibility events are built and sent."""
    QAccessible.setActive(True)
    yield
    QAccessible.setActive(False)


def test_the_tree_has_one_child_per_card_and_names_the_piles(build: Builder) -> None:
    table = build(deck=DECK)
    table.wait_my_turn()
    kids = children(tree(table))
    names = [k.text(NAME) for k in kids]
    roles = [k.role() for k in kids]
    assert names[:4] == ["The computer's hand: 10 cards", "Stock: 31 cards",
                         "Discard pile: two of diamonds on top, no card under it", "Knock area"]
    assert roles[:4] == [Role.List, Role.PushButton, Role.PushButton, Role.PushButton]
    assert kids[0].childCount() == 0  # the computer's cards stay hidden during play
    hand = table.scene.hand_cards()
    assert len(kids) == 4 + len(hand) == 14 and roles[4:] == [Role.ListItem] * 10
    by_card = {c: k.text(NAME) for c, k in zip(hand, kids[4:], strict=True)}
    assert [n.split(",")[0] for n in by_card.values()] == [card_words(c) for c in hand]  # in the hand's order
    assert by_card[Card.parse("KD")] == "king of diamonds, deadwood"
    numbers = set()
    for run in ("AS 2S 3S", "4H 5H 6H", "7C 8C 9C"):
        said = {by_card[Card.parse(code)].split(", ", 1)[1] for code in run.split()}
        assert len(said) == 1 and said.pop() in {f"in meld {n}, a run" for n in (1, 2, 3, 4)}
        numbers.add(by_card[Card.parse(run[:2])])
    assert len({n.split(", ")[1] for n in numbers}) == 3  # three melds, three numbers
    # Every part sits where it is drawn, and a point on the stock finds the stock.
    window = table.window.table
    area = window.rect().translated(window.mapToGlobal(window.rect().topLeft()))
    assert all(area.contains(k.rect()) for k in kids)
    xs = [k.rect().x() for k in kids[4:]]
    assert xs == sorted(xs) and len(set(xs)) == 10
    stock = kids[1]
    assert tree(table).childAt(stock.rect().center().x(), stock.rect().center().y()) is stock
    assert all(isinstance(k, PartInterface) and k.parent() is tree(table) for k in kids)


def _mouse_game(table: Table) -> None:
    """Take the upcard, discard the K♦, draw from the stock, discard the card drawn: with the mouse."""
    table.click(table.grab_point(table.item(UPCARD)))
    table.double_click(table.grab_point(table.item("KD")))
    table.wait_my_turn()
    table.click(table.grab_point(table.stock_item()))
    drawn = table.scene.hand_cards()[-1]
    table.double_click(table.grab_point(table.item(drawn)))


def _accessible_game(table: Table) -> None:
    """The same game through the accessible objects' actions."""
    do(named(table, "Discard pile"), PRESS)
    assert card_part(table, UPCARD).text(NAME).endswith(", just drawn")
    do(card_part(table, "KD"), DISCARD)
    table.wait_my_turn()
    do(named(table, "Stock"), PRESS)
    (drawn,) = [k for k in children(tree(table)) if k.text(NAME).endswith("just drawn")]
    do(drawn, DISCARD)


def test_actions_draw_and_discard_exactly_as_the_mouse_does(build: Builder) -> None:
    results = []
    for play in (_mouse_game, _accessible_game):
        table = build(deck=DECK)
        table.wait_my_turn()
        play(table)
        table.wait_my_turn()
        results.append((table.saved_actions(), table.saved_order(), table.view().hand))
        close(table)
    mouse, accessible = results
    assert mouse[0][:4] == ["draw_discard", "discard KD", mouse[0][2], mouse[0][3]]
    assert "draw_stock" in mouse[0] and len(mouse[0]) >= 6
    assert accessible == mouse


def test_focus_follows_the_selected_card(build: Builder, active: None) -> None:
    table = build(deck=DECK)
    table.wait_my_turn()
    table.window.panel.sort.setFocus()  # the focus elsewhere: choosing a card brings it to the table
    hand = table.scene.hand_cards()
    third = card_part(table, hand[2])
    do(third, SET_FOCUS)
    assert table.scene.selected == hand[2] and table.window.table.hasFocus()
    assert tree(table).focusChild() is third
    state = third.state()
    assert state.selected and state.focused and third.text(NAME).startswith(f"{card_words(hand[2])}, selected")
    table.key(Qt.Key.Key_Right)  # the keys go on from there
    assert table.scene.selected == hand[3] and tree(table).focusChild() is card_part(table, hand[3])
    assert not third.state().selected and "selected" not in third.text(NAME)
    do(card_part(table, hand[0]), PRESS)  # as a click: selects (a second press unselects)
    assert table.scene.selected == hand[0]
    do(card_part(table, hand[0]), PRESS)
    assert table.scene.selected is None and tree(table).focusChild() is None


def test_move_right_reorders_the_hand_as_shift_right_does(build: Builder) -> None:
    table = build(deck=DECK)
    table.wait_my_turn()
    hand = table.scene.hand_cards()
    last = card_part(table, hand[-1])
    actions = last.actionInterface()
    assert actions is not None and MOVE_RIGHT not in actions.actionNames()  # nothing to its right
    do(card_part(table, hand[0]), MOVE_RIGHT)
    assert table.saved_order() == [hand[1], hand[0], *hand[2:]] == table.scene.hand_cards()
    assert table.scene.selected == hand[0]


def test_knocking_through_the_tree_shows_the_computers_cards_at_the_showdown(build: Builder) -> None:
    table = build(deck=DECK)
    table.wait_my_turn()
    do(named(table, "Discard pile"), PRESS)
    with table.qtbot.waitSignal(table.controller.hand_finished, timeout=WAIT_MS):
        do(card_part(table, "KD"), KNOCK)
    table.qtbot.waitUntil(lambda: table.view().phase is Phase.OVER, timeout=WAIT_MS)
    kids = children(tree(table))
    names = [k.text(NAME) for k in kids]
    assert not any(n.startswith("Knock area") for n in names)  # gone from the table at the showdown
    computer = kids[0]
    assert computer.text(NAME) == "The computer's hand, laid out: 10 cards" and computer.childCount() == 10
    shown = {k.text(NAME).split(",")[0] for k in children(computer)}
    assert shown == {card_words(Card.parse(c)) for c in JUNK_HAND.split()}
    assert all(", the computer's, " in k.text(NAME) and k.parent() is computer for k in children(computer))
    mine = [k for k in kids if k.role() == Role.ListItem]
    assert len(mine) == 10 and all(k.actionInterface() is not None for k in mine)
    assert all(not k.actionInterface().actionNames() for k in mine)  # type: ignore[union-attr]
    said = [text for text, _ in table.window.announcer.recent]
    assert "You knocked, discarding king of diamonds." in said
    (result,) = [t for t in said if t.startswith("You win the knock")]
    assert "Deadwood: you 2, the computer " in result and result.endswith("Next: Next hand (N).")
    # The result panel is in the tree, said as announced; its Press is the panel's button: the next deal.
    panel = named(table, "You win the knock")
    assert panel.role() == Role.PushButton and panel.text(NAME) == result
    with table.qtbot.waitSignal(table.scene.review_requested, timeout=WAIT_MS):
        actions = panel.actionInterface()
        assert actions is not None and actions.actionNames() == [PRESS, "Review hand"]
        table.scene.review_requested.connect(lambda: None)  # (the coach's window is the window's business)
        table.scene.review_requested.disconnect(table.window.tools.review_last_hand)
        do(panel, "Review hand")  # as the panel's Review hand button
    hand_number = table.view().hand_number
    do(panel, PRESS)
    table.qtbot.waitUntil(lambda: table.view().hand_number == hand_number + 1, timeout=WAIT_MS)
    assert not [k for k in children(tree(table)) if k.text(NAME).startswith("You win")]


def test_a_knock_answers_the_assistive_tool_before_its_confirmation_opens(build: Builder) -> None:
    """Over the bus a DoAction waits for its reply: the knock's modal "Discard … and knock?" opens only
    after the action has returned, so a screen reader can read the box and press its Yes."""
    table = build(deck=DECK, confirm_knock=True)
    table.wait_my_turn()
    do(named(table, "Discard pile"), PRESS)
    returned: list[bool] = []
    seen: list[tuple[str, bool]] = []

    def answer() -> None:  # runs inside the box's own event loop, as the screen reader's Yes would
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, answer)
            return
        seen.append((box.text(), bool(returned)))
        yes = box.button(QMessageBox.StandardButton.Yes)
        assert yes is not None
        yes.click()

    QTimer.singleShot(0, answer)
    do(card_part(table, "KD"), KNOCK)
    returned.append(True)
    table.qtbot.waitUntil(lambda: table.view().phase is Phase.OVER, timeout=WAIT_MS)
    assert seen == [("Discard K♦ and knock with 2 deadwood?", True)]  # asked once the action had returned
    assert "knock KD" in table.saved_actions()


def test_a_computer_move_is_announced_politely_and_a_refusal_assertively(build: Builder, active: None) -> None:
    table = build(deck=DECK)
    table.wait_my_turn()
    announcer = table.window.announcer
    with table.qtbot.waitSignal(announcer.announced, timeout=WAIT_MS,
                                check_params_cb=lambda text, loud: text == "First take the upcard or pass."
                                and loud):
        do(named(table, "Stock"), PRESS)  # not now: the upcard is on offer
    if SUPPORTED:
        assert announcer.last_event == ("First take the upcard or pass.", "Assertive")
    assert table.saved_actions() == []
    with table.qtbot.waitSignal(announcer.announced, timeout=WAIT_MS,
                                check_params_cb=lambda text, loud: text.startswith("The computer") and not loud):
        table.key(Qt.Key.Key_P)  # pass: the computer plays
    text, loud = announcer.recent[-1]
    assert text.startswith("The computer") and not loud
    if SUPPORTED:
        assert announcer.last_event == (text, "Polite")


def test_a_saving_problem_is_announced_at_once_and_its_end_politely(
    build: Builder, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(save_watch, "RETRY_MS", 50)
    monkeypatch.setattr(store_writing, "REOPEN_EVERY", 0.0)
    data_dir.rmdir()
    data_dir.write_text("a file where the saves folder should be")
    store = GameStore.open(data_dir)
    assert store.mode is StoreMode.WAITING
    table = build(store=store)
    problem = table.window.notices.state("saving")
    assert problem is not None and (problem, True) in table.window.announcer.recent
    table.wait_my_turn()
    table.key(Qt.Key.Key_P)
    data_dir.unlink()
    data_dir.mkdir()
    with table.qtbot.waitSignal(table.window.announcer.announced, timeout=WAIT_MS,
                                check_params_cb=lambda text, loud: text.startswith("Saving works again")):
        pass
    assert not next(loud for text, loud in table.window.announcer.recent if text.startswith("Saving works again"))


def test_the_status_line_is_read_as_its_text(build: Builder) -> None:
    table = build(deck=DECK)
    table.wait_my_turn()
    label = QAccessible.queryAccessibleInterface(table.window.status_label)
    assert label is not None and label.text(NAME) == table.status() != ""


def test_the_parts_of_a_table_that_goes_are_let_go_from_qts_cache(build: Builder) -> None:
    table = build(deck=DECK)
    table.wait_my_turn()
    part = card_part(table, "KD")
    ident = QAccessible.uniqueId(part)  # registered in Qt's cache, as an assistive tool's query does
    assert QAccessible.accessibleInterface(ident) is part
    view = table.window.table
    view.setParent(None)  # (the window stays; only the table goes)
    view.deleteLater()
    table.qtbot.waitUntil(lambda: QAccessible.accessibleInterface(ident) is None, timeout=WAIT_MS)


def test_the_defenders_melds_take_the_next_numbers_at_the_showdown(build: Builder) -> None:
    """The knocker's melds are 1, 2, 3; the defender's one meld is 4 (not a second 3), in words and on its tabs."""
    table = build(deck=make_deck(KNOCK_HAND, "8H 8D 8S QC JD 4C 3D 5D 9D TS", upcard=UPCARD))
    table.wait_my_turn()
    do(named(table, "Discard pile"), PRESS)
    do(card_part(table, "KD"), KNOCK)
    table.qtbot.waitUntil(lambda: table.view().phase is Phase.OVER, timeout=WAIT_MS)
    computer = children(tree(table))[0]
    names = {k.text(NAME) for k in children(computer)}
    assert {f"{card_words(Card.parse(c))}, the computer's, in meld 4, a set" for c in ("8H", "8D", "8S")} <= names
    mine = {k.text(NAME).split(", ", 1)[1] for k in children(tree(table)) if k.role() == Role.ListItem}
    assert {"in meld 1, a run", "in meld 2, a run", "in meld 3, a run"} <= mine
    assert {table.item(c).highlight for c in ("8H", "8D", "8S")} == {MELD_TINTS[3]}


def test_without_the_announcement_event_the_game_still_speaks_through_its_signal(
        build: Builder, active: None, monkeypatch: pytest.MonkeyPatch) -> None:
    """An older binding without QAccessibleAnnouncementEvent: nothing is sent, nothing breaks."""
    from gin_desktop.ui import announce

    monkeypatch.setattr(announce, "SUPPORTED", False)
    monkeypatch.setattr(announce, "_EVENT", None)
    table = build(deck=DECK)
    table.wait_my_turn()
    with table.qtbot.waitSignal(table.window.announcer.announced, timeout=WAIT_MS):
        do(named(table, "Stock"), PRESS)  # refused
    assert table.window.announcer.last_event is None and table.saved_actions() == []
