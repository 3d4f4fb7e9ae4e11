"""Plays a whole hand of the running game from outside its process, through the AT-SPI bus, as a
blind player with a screen reader would: it reads only accessible text (the status line, the
cards' names, the knock area, the result panel) and acts only by accessible actions (doAction
on the cards, the piles and the buttons). Run by the system Python, which has pyatspi (see
test_atspi.py); nothing of the project is imported here, this is the other side of the bus.

``atspi_hand.py PID WORDS_FILE``: WORDS_FILE is the JSON of ``atspi_words.py`` for the game's
language (what the words mean to a player who knows the language). Each turn it reads the
prompt and the hand, takes or passes the upcard (it takes a card that pairs with one held),
draws from the stock (or takes a discard that makes a set), knocks when the knock area says it
can, else discards its highest deadwood card as the cards' names say; it confirms a knock in
the message box, waits for the computer through the status line, reads the result panel and
presses Next hand. Prints one JSON object: every turn as read and played, the announcements
heard, the result panel's name, and the table after Next hand. Exits 1 with what it saw when
something it waits for does not come.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

import pyatspi
from atspi_driver import actions, find, press, pump

HAND_SECONDS = 100.0  # the whole hand, the computer's turns included (a hand takes 10 to 40 s)
STEP_SECONDS = 25.0  # one move's answer, or the computer's turn

heard: list[tuple[str, int]] = []
turns: list[dict[str, object]] = []


def fail(message: str, **seen: object) -> None:
    print(json.dumps({"error": message, "turns": turns, "heard": heard, **seen}, ensure_ascii=False))
    raise SystemExit(1)


def wait_for(check, timeout: float, what: str, seen=None):  # type: ignore[no-untyped-def]
    """Pump the bus until ``check()`` is true; fail naming ``what`` (and ``seen()``: the table as read)."""
    end = time.monotonic() + timeout
    while True:
        try:
            found = check()
        except Exception:  # (an object being rebuilt on the other side)
            found = None
        if found:
            return found
        if time.monotonic() > end:
            fail(f"timed out after {timeout:.0f} s waiting for {what}", now=seen() if seen else None)
        pump(0.05)


def sensitive(node) -> bool:  # type: ignore[no-untyped-def]
    state = node.getState()
    return state.contains(pyatspi.STATE_SENSITIVE) and state.contains(pyatspi.STATE_SHOWING)


class Table:
    """The game as the bus shows it, read afresh at every question."""

    def __init__(self, application, words: dict) -> None:  # type: ignore[no-untyped-def]
        self.app = application
        self.words = words
        self.cards: dict[str, list] = words["cards"]
        self.view = wait_for(lambda: find(application, lambda n: n.name == words["table"]), 30, "the card table")
        self.status_line = wait_for(lambda: find(application, lambda n: n.getRoleName() == "label"
                                                 and n.description == words["status"]), 30, "the status line")
        self._buttons: dict[str, object] = {}

    # -- reading ---------------------------------------------------------------------------
    def status(self) -> str:
        return str(self.status_line.name)

    def parts(self) -> list:  # type: ignore[type-arg]
        view = self.view
        return [view.getChildAtIndex(i) for i in range(view.childCount)]

    def hand(self) -> list[tuple[object, str]]:
        """The player's cards (the table's own list items; the computer's are inside its list)."""
        return [(p, p.name) for p in self.parts() if p.getRoleName() == "list item"]

    def piles(self) -> tuple[object, object]:
        buttons = [p for p in self.parts() if p.getRoleName() == "push button"]
        return buttons[0], buttons[1]  # the stock, then the discard pile (the tree's order)

    def result(self):  # type: ignore[no-untyped-def]
        """The result panel: the table's button with the coach's action (there once the hand is over)."""
        return next((p for p in self.parts() if p.getRoleName() == "push button" and "Review hand" in actions(p)), None)

    def knock_area(self):  # type: ignore[no-untyped-def]
        buttons = [p for p in self.parts() if p.getRoleName() == "push button" and "Review hand" not in actions(p)]
        return buttons[2] if len(buttons) > 2 else None

    def button(self, name: str):  # type: ignore[no-untyped-def]
        """A push button of the window (the side panel's) by the name the bus reads."""
        node = self._buttons.get(name)
        if node is None:
            node = find(self.app, lambda n: n.getRoleName() == "push button" and n.name == name)
            if node is not None:
                self._buttons[name] = node
        return node

    def dialog_yes(self):  # type: ignore[no-untyped-def]
        """The Yes button of a message box open over the window (the knock's confirmation)."""
        for i in range(self.app.childCount):
            window = self.app.getChildAtIndex(i)
            if window is None or window.getRoleName() not in ("dialog", "alert"):
                continue
            yes = find(window, lambda n: n.getRoleName() == "push button" and n.name == self.words["yes"])
            if yes is not None and sensitive(yes):
                return window, yes
        return None

    def card(self, name: str) -> tuple[str, int]:
        """A hand card's code and deadwood value from its name ("queen of hearts, deadwood, …")."""
        code, value = self.cards[name.split(", ")[0]]
        return code, value

    def deadwood(self, name: str) -> bool:
        return self.words["deadwood"] in name.split(", ")[1:]

    def top_discard(self) -> str | None:
        """The top card of the discard pile, by its name in the pile's name."""
        _stock, pile = self.piles()
        named = [card for card in self.cards if card in pile.name]
        return max(named, key=len) if named else None  # ("Herz-Ass" in "Herz-Ass …", never a shorter name)

    def waiting(self) -> bool:
        """The status line says the computer is to move (or the cards are being dealt)."""
        text = self.status()
        return not text or any(text.endswith(w) for w in self.words["waiting"])

    def seen(self) -> dict[str, object]:
        try:
            return {"status": self.status(), "parts": [(p.getRoleName(), p.name, actions(p)) for p in self.parts()]}
        except Exception as error:  # (read while the tree is rebuilt)
            return {"unreadable": repr(error)}


def choose(table: Table, refused: set[str]) -> tuple[str, object, str, object]:
    """The next move: (what, node, action, what to wait for)."""
    words = table.words
    hand = table.hand()
    ranks = [table.card(name)[0][0] for _node, name in hand]
    stock, pile = table.piles()
    pass_button = table.button(words["pass"])
    top = table.top_discard()
    top_rank = table.cards[top][0][0] if top else None
    if len(hand) == 10:
        if pass_button is not None and sensitive(pass_button):  # the upcard offer, or the last discard at the wall
            if words["upcard"] in table.status() and top_rank in ranks and "take" not in refused:
                return "take", pile, "Press", lambda: len(table.hand()) == 11
            return "pass", pass_button, "Press", None
        if top_rank is not None and ranks.count(top_rank) >= 2 and "take" not in refused:
            return "take", pile, "Press", lambda: len(table.hand()) == 11
        return "stock", stock, "Press", lambda: len(table.hand()) == 11
    big_gin = table.button(words["big_gin"])
    if big_gin is not None and sensitive(big_gin):
        return "big gin", big_gin, "Press", lambda: table.result() is not None
    # Highest deadwood first, then the rest (a card in a meld: when all are melded, or the deadwood is refused).
    order = sorted(hand, key=lambda c: (not table.deadwood(c[1]), -table.card(c[1])[1]))
    knock = table.knock_area()
    if knock is not None and knock.name in words["can_knock"]:
        for node, name in order:
            if "knock " + name not in refused:
                return "knock " + name, node, "Knock", lambda: table.result() is not None
    for node, name in order:
        if "discard " + name not in refused:
            return "discard " + name, node, "Discard", lambda: len(table.hand()) == 10
    fail("no move left to try", refused=sorted(refused))
    raise AssertionError  # (not reached)


def assertive() -> list[str]:
    """What was said at once (AT-SPI politeness 2): the refusals."""
    return [text for text, politeness in heard if politeness == 2]


def await_computer(table: Table) -> None:
    before = table.status()
    wait_for(lambda: table.status() != before or table.result() is not None, STEP_SECONDS * 2,
             f"the computer's move (status: {before!r})", table.seen)


def play_move(table: Table, refused: set[str]) -> None:
    """Read the prompt and the hand, make one move, and wait for its answer (done, or refused and said)."""
    status = table.status()
    what, node, action, done = choose(table, refused)
    card = table.card(what.split(" ", 1)[1])[0] if what.startswith(("discard ", "knock ")) else None
    turns.append({"status": status, "hand": [name for _n, name in table.hand()],
                  "knock_area": getattr(table.knock_area(), "name", None), "move": what, "card": card})
    said = len(assertive())
    press(node, action)

    def answered() -> bool:
        if len(assertive()) > said or table.dialog_yes() is not None or table.result() is not None:
            return True
        return bool(done()) if done is not None else table.status() != status

    wait_for(answered, STEP_SECONDS, f"the answer to {what} ({action})", table.seen)
    if len(assertive()) > said:
        refused.add(what)
        turns[-1]["refused"] = assertive()[-1]


def read_result(table: Table, result) -> dict[str, object]:  # type: ignore[no-untyped-def]
    """The result panel as read: its name, actions and description. Its actions were once (in 120
    runs) read empty just after they had been read in full: such reads are counted and shown
    (``empty_reads``, with the table as then read) rather than taken for the panel's actions."""
    empty: list[object] = []

    def read() -> list[str]:
        found = actions(result)
        if not found:
            empty.append(table.seen())
        return found

    offered = wait_for(read, STEP_SECONDS, "the result panel's actions", table.seen)
    return {"name": result.name, "actions": offered, "description": result.description, "empty_reads": empty}


def play_hand(table: Table) -> dict[str, object]:
    """From the deal to the result panel; returns the result panel as read."""
    end = time.monotonic() + HAND_SECONDS
    refused: set[str] = set()  # the moves refused since the hand last changed size
    size = len(table.hand())
    while True:
        if time.monotonic() > end:
            fail(f"the hand took longer than {HAND_SECONDS:.0f} s", now=table.seen())
        confirm = table.dialog_yes()
        if confirm is not None:  # "Discard … and knock with … deadwood?"
            window, yes = confirm
            turns.append({"confirm": window.name, "question": [n.name for n in _labels(window)]})
            press(yes)
            wait_for(lambda: table.dialog_yes() is None, STEP_SECONDS, "the confirmation to close", table.seen)
            continue
        result = table.result()
        if result is not None:
            return read_result(table, result)
        if table.waiting():
            await_computer(table)
            continue
        if len(table.hand()) != size:
            size, refused = len(table.hand()), set()
        play_move(table, refused)


def _labels(window) -> list:  # type: ignore[no-untyped-def,type-arg]
    found: list = []  # type: ignore[type-arg]
    find(window, lambda n: n.getRoleName() == "label" and found.append(n) is not None)
    return found


def main() -> None:
    pid = int(sys.argv[1])
    words = json.loads(Path(sys.argv[2]).read_text(encoding="utf-8"))

    def on_announcement(event) -> None:  # type: ignore[no-untyped-def]
        heard.append((str(event.any_data), event.detail1))

    pyatspi.Registry.registerEventListener(on_announcement, "object:announcement")

    def application():  # type: ignore[no-untyped-def]
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            try:
                a = desktop.getChildAtIndex(i)
                if a is not None and a.get_process_id() == pid:
                    return a
            except Exception:  # (another program left the bus meanwhile)
                continue
        return None

    app = wait_for(application, 60, "the application on the bus")
    table = Table(app, words)
    wait_for(lambda: len(table.hand()) == 10, 30, "the dealt hand", table.seen)
    started = time.monotonic()
    result = play_hand(table)
    seconds = time.monotonic() - started
    # The way on: the side panel's Next hand (New game once the game is over), pressed on the bus.
    button = table.button(words["next"]) or table.button(words["new_game"])
    if button is None:
        fail("no Next hand button on the bus", now=table.seen())
    wait_for(lambda: sensitive(button), STEP_SECONDS, "Next hand to be enabled", table.seen)
    press(button)
    wait_for(lambda: table.result() is None and len(table.hand()) == 10, STEP_SECONDS, "the next deal", table.seen)
    labels: list[str] = []
    find(app, lambda n: n.getRoleName() == "label" and labels.append(n.name) is not None)
    print(json.dumps({"turns": turns, "heard": heard, "result": result, "seconds": round(seconds, 1),
                      "after": {"status": table.status(), "hand": [name for _n, name in table.hand()],
                                "labels": labels, "button": button.name}}, ensure_ascii=False))


if __name__ == "__main__":
    main()
