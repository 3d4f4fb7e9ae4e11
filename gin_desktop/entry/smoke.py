"""The app's own checks, run from the real entry point (``gin-rummy --smoke-test``,
``--startup-probe``): play a hand offscreen, open every window, resume from the saves,
and report the first paint for the start-up benchmark. Not a ``gin-rummy-tools`` command.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from gin_desktop.qt.core import QObject

def probe_first_paint(app: object, window: object, modules_to: str | None = None, still: bool = False) -> QObject:
    """Print ``first-paint <time.monotonic()> game <id> actions <count> rss <KB> order <cards>`` after the
    table's first paint, and quit (the peak memory so far; ``cards``: the player's, as shown left to right,
    comma-separated).
    With ``modules_to``, first write there the modules imported by then (:func:`startup_modules`),
    to ``<modules_to>.live``; and to ``modules_to`` itself unless the picture of the table (``still``)
    painted first and wrote it (:func:`probe_still_paint`); and the Qt classes PySide6 has made by then
    (:func:`made_qt_classes`) to ``<modules_to>.qt``.

    The benchmark starts the clock before it launches the process (the monotonic clock
    is shared by all processes), so the figure covers everything a player waits for.
    """
    from gin_desktop.qt.widgets import QApplication
    from gin_desktop.ui.first_paint import FirstPaint
    from gin_desktop.ui.main_window import MainWindow

    assert isinstance(app, QApplication) and isinstance(window, MainWindow)

    def painted() -> None:
        if modules_to is not None:
            for path in (f"{modules_to}.live", *(() if still else (modules_to,))):
                write_modules(path)
            with open(f"{modules_to}.qt", "w", encoding="utf-8") as out:
                out.write("".join(f"{name}\n" for name in made_qt_classes()))
        game = window.controller.session.game
        order = ",".join(c.code for c in window.scene.hand_cards()) or "-"
        print(f"first-paint {time.monotonic():.6f} game {game.id} actions {game.action_count} rss {peak_kb()}"
              f" order {order}", flush=True)
        app.quit()

    return FirstPaint(window.table.canvas, painted)


def probe_still_paint(modules_to: str | None = None) -> Callable[[], None]:
    """What the start-up probe does when the picture of the table has painted: write the modules
    imported by then to ``modules_to`` and print ``still-paint <time.monotonic()> rss <peak KB so far>``
    (-1 where the platform does not say)."""

    def painted() -> None:
        if modules_to is not None:
            write_modules(modules_to)
        print(f"still-paint {time.monotonic():.6f} rss {peak_kb()}", flush=True)

    return painted


def peak_kb() -> int:
    """The process's peak memory so far in KB (-1 where the platform does not say: Windows)."""
    try:
        import resource
    except ImportError:
        return -1
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


def write_modules(path: str) -> None:
    with open(path, "w", encoding="utf-8") as out:
        out.write("".join(f"{name}\n" for name in startup_modules()))


def startup_modules() -> list[str]:
    """The modules imported so far that start-up time is worth watching: every module of the game,
    PySide6's Qt modules and the other top-level packages from outside the standard library."""
    import sys

    binding = {"shiboken6", "shibokensupport", "signature_bootstrap"}  # (PySide6's own, always there)
    found = set()
    for name in list(sys.modules):
        top = name.partition(".")[0]
        if top == "gin_desktop" or name.startswith("PySide6.Qt"):
            found.add(name)
        elif not (top in sys.stdlib_module_names or top in binding or top.startswith("_")
                  or top in ("__main__", "PySide6")):
            found.add(top)
    return sorted(found)


def made_qt_classes() -> list[str]:
    """The Qt classes PySide6 has made so far (it makes each, with its enums, when first used), as
    ``QtWidgets.QStyle``."""
    import sys

    found = []
    for name, module in list(sys.modules.items()):
        if name.startswith("PySide6.Qt") and module is not None:
            found += [f"{name[8:]}.{key}" for key, value in list(vars(module).items()) if isinstance(value, type)]
    return sorted(found)


def check_resume(store: object, controller: object) -> int:
    """Close the saves and open them again: the same game must come back."""
    from gin_desktop.control.controller import GameController
    from gin_desktop.store import GameStore

    assert isinstance(store, GameStore) and isinstance(controller, GameController)
    played = controller.session.game
    expected = (played.id, played.action_count, tuple(played.match.scores), len(played.match.hands))
    folder = store.report.data_dir
    controller.shutdown()
    store.close()
    again = GameStore.open(folder)
    try:
        game = again.resume()
        if game is None:
            print("smoke test: FAILED; the saved game did not resume")
            return 1
        got = (game.id, game.action_count, tuple(game.match.scores), len(game.match.hands))
        if got != expected:
            print(f"smoke test: FAILED; resumed {got}, expected {expected}")
            return 1
        print(f"smoke test: resumed game {game.id} with {game.action_count} actions: ok")
        return 0
    finally:
        again.close()


def smoke_test(app: object, window: object, controller: object, screenshot: str | None) -> int:
    """Play the human seat with the hint player until the hand ends; render; report."""
    from gin_desktop.ai.hints import hint
    from gin_desktop.control.controller import GameController
    from gin_desktop.qt.widgets import QApplication
    from gin_desktop.text.score_text import reason_text
    from gin_desktop.ui.main_window import MainWindow

    assert isinstance(window, MainWindow) and isinstance(controller, GameController)
    window.look.confirm_knock = False
    window.scene.anim_ms = 0
    deadline = time.monotonic() + 120
    session = controller.session
    moves = 0
    while time.monotonic() < deadline:
        QApplication.processEvents()
        hand = session.hand
        if hand is None:
            continue
        if hand.is_over:
            break
        view = controller.view()
        if view is not None and view.my_turn and not controller.is_thinking():
            controller.act(hint(view).action)
            moves += 1
        else:
            time.sleep(0.002)
    hand = session.hand
    settle = time.monotonic() + 0.3
    while time.monotonic() < settle:  # let the last moves land before the picture
        QApplication.processEvents()
        time.sleep(0.01)
    image = window.grab()
    failed_picture = ""
    if screenshot and not image.save(screenshot):  # (a folder that does not exist, a full disk, no PNG writer)
        failed_picture = f"the screenshot could not be saved to {screenshot[:200]}"
    icon = not QApplication.windowIcon().isNull()  # (set after the first paint; a build must bundle it)
    failed = open_every_window(window) + ([failed_picture] if failed_picture else [])
    sound = check_sound()
    print(f"smoke test: sound: {sound}")
    if sound.startswith("FAILED"):
        failed.append(f"sound: {sound}")
    ok = hand is not None and hand.is_over and not image.isNull() and icon and not failed
    result = reason_text(hand.result.reason) if hand is not None and hand.result is not None else "unfinished"
    print(f"smoke test: {'ok' if ok else 'FAILED'}; window {image.width()}x{image.height()}; "
          f"{moves} moves by the hint player; {result}; window icon {'set' if icon else 'MISSING'}; "
          + (f"windows FAILED: {'; '.join(failed)}" if failed else "every window opens"))
    return 0 if ok else 1


def open_every_window(window: object) -> list[str]:
    """Open and close each window made on first use (their modules are imported then, so a
    frozen build missing one fails here); returns what failed, as "name: error"."""
    from gin_desktop.qt.core import Qt
    from gin_desktop.qt.widgets import QApplication, QWidget
    from gin_desktop.ui.main_window import MainWindow

    assert isinstance(window, MainWindow)

    def known_cards() -> object:
        window.commands.tracker_action.setChecked(True)
        return window.tools.tracker_dock

    def crash_dialog() -> object:
        from gin_desktop.ui.dialogs.crash_dialog import CrashDialog

        dialog = CrashDialog("smoke test", "details", window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    openers: dict[str, Callable[[], object]] = {
        "score sheet": window.tools.show_score_sheet,
        "statistics": window.tools.show_statistics,
        "rules": window.tools.show_rules,
        "discard pile": window.tools.show_discard_pile,
        "settings": window.look.show_settings,
        "hand replay": lambda: window.tools.show_replay(None, 1),
        "known cards": known_cards,
        "about": window.tools.show_about,
        "crash dialog": crash_dialog,
    }
    failed = []
    for name, open_it in openers.items():
        try:
            shown = open_it()
            QApplication.processEvents()
            # (the known cards step off the table while a hand's result is shown: made is enough then)
            resting = name == "known cards" and window.scene.layout is not None and window.scene.layout.result
            if not isinstance(shown, QWidget) or not (shown.isVisible() or resting):
                failed.append(f"{name}: not shown")
            else:
                shown.close()
        except Exception as exc:  # (the smoke test reports any failure and exits 1)
            failed.append(f"{name}: {type(exc).__name__}: {exc}")
    return failed


def check_sound() -> str:
    """Decode and mix every effect through the real player on a stand-in device (offscreen there is
    no sound to hear), and load the audio library where it is installed or frozen in: a build that
    left the sounds or miniaudio's binary out fails here. Returns what was found, "FAILED..." if wrong."""
    import importlib.util
    import sys
    from array import array
    from collections.abc import Generator

    from gin_desktop.sound.device import DevicePlayer
    from gin_desktop.sound.effects import SOUNDS_FOLDER, Effect
    from gin_desktop.ui.assets import asset_path

    heard: list[int] = []

    class Device:
        def start(self, callback_generator: Generator[object, int, None]) -> None:
            self.stream = callback_generator

        def pull(self) -> None:
            data = self.stream.send(4096)
            assert isinstance(data, array)
            heard.extend(data)

        def stop(self) -> None:
            pass

        def close(self) -> None:
            pass

    device = Device()
    player = DevicePlayer(asset_path(SOUNDS_FOLDER), opener=lambda: device)
    for effect in Effect:
        player.play(effect, 100)
    if not player.wait_until(lambda: hasattr(device, "stream") and player.handled == len(Effect), timeout=10):
        player.close()
        return "FAILED; no effect could be decoded and mixed"
    while player.mixer.busy:
        device.pull()
    player.close()
    if not any(heard):
        return "FAILED; the effects mixed to silence"
    library = "miniaudio not installed (silent on this platform)"
    if getattr(sys, "frozen", False) or importlib.util.find_spec("miniaudio") is not None:
        try:
            import miniaudio
        except Exception as exc:  # a build without its binary, a broken install
            return f"FAILED; miniaudio does not load: {type(exc).__name__}: {exc}"
        library = f"miniaudio {miniaudio.__version__} loads"
    return f"{len(Effect)} effects decoded and mixed ({len(heard) / 22050:.1f} s); {library}"
