"""Reads and plays the running game from outside its process, through the AT-SPI bus, as a screen
reader does (run by the system Python, which has pyatspi; see test_atspi.py).

``atspi_driver.py PID``: finds the application with that process id, prints one JSON object:
the card table's children before and after (name, role, actions), the status line, the
announcements heard, and whether a Press on the stock drew a card. Nothing of the project is
imported here: this is the other side of the bus.
"""

from __future__ import annotations

import json
import sys
import time

import pyatspi
from gi.repository import GLib

heard: list[tuple[str, int]] = []


def pump(seconds: float) -> None:
    """Let the bus deliver events for ``seconds``."""
    end = time.monotonic() + seconds
    context = GLib.MainContext.default()
    while time.monotonic() < end:
        while context.pending():
            context.iteration(False)
        time.sleep(0.02)


def wait_for(check, timeout: float, what: str):  # type: ignore[no-untyped-def]
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        try:
            found = check()
        except Exception:  # (an object being rebuilt on the other side)
            found = None
        if found:
            return found
        pump(0.1)
    raise SystemExit(json.dumps({"error": f"timed out waiting for {what}", "heard": heard}))


def find(root, test):  # type: ignore[no-untyped-def]
    """Depth first, the first accessible under ``root`` that passes ``test``."""
    stack = [root]
    while stack:
        node = stack.pop()
        if node is None:
            continue
        if test(node):
            return node
        stack.extend(reversed([node.getChildAtIndex(i) for i in range(node.childCount)]))
    return None


def actions(node) -> list[str]:  # type: ignore[no-untyped-def]
    try:
        act = node.queryAction()
    except NotImplementedError:
        return []
    return [act.getName(i) for i in range(act.nActions)]


def press(node, name: str = "Press") -> None:  # type: ignore[no-untyped-def]
    act = node.queryAction()
    names = [act.getName(i) for i in range(act.nActions)]
    act.doAction(names.index(name))


def parts(table) -> list[dict[str, object]]:  # type: ignore[no-untyped-def]
    out = []
    for i in range(table.childCount):
        child = table.getChildAtIndex(i)
        out.append({"name": child.name, "role": child.getRoleName(), "actions": actions(child),
                    "children": child.childCount,
                    "states": sorted(pyatspi.stateToString(s) for s in child.getState().getStates())})
    return out


def main() -> None:
    pid = int(sys.argv[1])
    def on_announcement(event) -> None:  # type: ignore[no-untyped-def]
        heard.append((str(event.any_data), event.detail1))

    pyatspi.Registry.registerEventListener(on_announcement, "object:announcement")

    def app():  # type: ignore[no-untyped-def]
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            try:
                a = desktop.getChildAtIndex(i)
                if a is not None and a.get_process_id() == pid:
                    return a
            except Exception:  # (another program left the bus meanwhile)
                continue
        return None

    application = wait_for(app, 60, "the application on the bus")
    table = wait_for(lambda: find(application, lambda n: n.name == "Card table"), 30, "the card table")
    wait_for(lambda: table.childCount > 10, 30, "the cards")
    before = parts(table)

    def status():  # type: ignore[no-untyped-def]
        label = find(application, lambda n: n.getRoleName() == "label" and (
            "(S)" in n.name or "(P)" in n.name or "the stock" in n.name))
        return label.name if label is not None else None

    def labels() -> list[str]:
        found: list[str] = []
        find(application, lambda n: n.getRoleName() == "label" and found.append(n.name) is not None)
        return found

    def hand_size() -> int:
        return sum(1 for p in parts(table) if p["role"] == "list item")

    # Knocking before drawing is refused, and the refusal said at once (assertive).
    press(next(table.getChildAtIndex(i) for i in range(table.childCount)
               if table.getChildAtIndex(i).name.startswith("Knock area")))
    wait_for(lambda: any(politeness == 2 for _, politeness in heard), 20, "the refusal's announcement")
    prompts = []
    while True:  # pass the upcard until it is the player's draw from the stock
        text = wait_for(status, 60, f"the player's turn (prompts so far: {prompts}, labels: {labels()})")
        prompts.append(text)
        if "stock" in text.lower():
            break
        button = find(application, lambda n: n.getRoleName() == "push button" and n.name == "Pass")
        press(button)
        pump(1.0)
        if len(prompts) > 5:
            raise SystemExit(json.dumps({"error": "never the player's draw", "prompts": prompts}))
    stock = next(table.getChildAtIndex(i) for i in range(table.childCount)
                 if table.getChildAtIndex(i).name.startswith("Stock"))
    stock_before = stock.name
    cards_before = hand_size()
    press(stock)
    wait_for(lambda: hand_size() == cards_before + 1, 20, "the drawn card")
    pump(0.5)
    after = parts(table)
    # Choosing a card from outside moves the keyboard focus and the accessible focus to it.
    first = next(table.getChildAtIndex(i) for i in range(table.childCount)
                 if table.getChildAtIndex(i).getRoleName() == "list item")
    press(first, "SetFocus")
    wait_for(lambda: first.getState().contains(pyatspi.STATE_SELECTED), 20, "the chosen card selected")
    frame = find(application, lambda n: n.getRoleName() == "frame")
    active = frame is not None and frame.getState().contains(pyatspi.STATE_ACTIVE)
    if active:  # (the keyboard focus can follow only in the active window)
        wait_for(lambda: first.getState().contains(pyatspi.STATE_FOCUSED), 20, "the chosen card's focus")
    chosen = {"name": first.name, "states": sorted(pyatspi.stateToString(s) for s in first.getState().getStates()),
              "window_active": active}
    print(json.dumps({"before": before, "after": after, "prompts": prompts, "stock_before": stock_before,
                      "stock_after": stock.name, "heard": heard, "chosen": chosen}))


if __name__ == "__main__":
    main()
