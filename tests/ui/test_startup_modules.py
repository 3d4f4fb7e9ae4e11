"""The modules imported before the first paint, pinned: a resumed game is started as a player's
later launch would be (``--startup-probe``, offscreen, after a first launch that kept its rendered
cards and its picture of the table on disk: see ``ui/card_disk.py`` and ``ui/still_frame.py``), the
modules loaded when the picture and when the live table are first painted are written out
(``--startup-modules``) and compared with ``startup_modules.txt`` and ``live_table_modules.txt``.

A new eager import fails here by name, so it shows in review: import it where it is first
needed (after the first paint, or on first use) or, if the first frame does need it, add it to
the list (``GIN_UPDATE_STARTUP_MODULES=1`` rewrites the file from this run). A module that is no
longer imported before the first paint fails too, until the list is updated the same way.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

from gin_desktop.ai import make_player
from gin_desktop.core import Phase, Rules, view_of
from gin_desktop.store import GameStore

ROOT = Path(__file__).resolve().parents[2]
PINNED = Path(__file__).with_name("startup_modules.txt")
LIVE_PINNED = Path(__file__).with_name("live_table_modules.txt")
UPDATE = "GIN_UPDATE_STARTUP_MODULES"


def saved_game_mid_hand(folder: Path) -> int:
    """A game with a finished hand and one in progress, the player to discard; its action count."""
    store = GameStore.open(folder)
    try:
        game = store.new_game(Rules(), "medium", 0, 0)
        players = [make_player("baseline", 1), make_player("baseline", 2)]
        rng = random.Random(5)
        while True:
            hand = game.match.hand
            if hand is None or hand.is_over:
                game.deal_random(rng)
                continue
            if len(game.match.hands) >= 2 and hand.phase is Phase.DISCARD:
                break
            game.apply(players[hand.current].choose(view_of(hand, hand.current, game.match)))
        (folder / "settings.ini").write_text("[help]\nwalkthrough_shown=true\n", encoding="utf-8")
        return game.action_count
    finally:
        store.close()


def _compare(found: list[str], pinned_file: Path) -> None:
    if os.environ.get(UPDATE):
        pinned_file.write_text("".join(f"{name}\n" for name in found), encoding="utf-8")
    pinned = pinned_file.read_text(encoding="utf-8").split()
    new, gone = sorted(set(found) - set(pinned)), sorted(set(pinned) - set(found))
    assert not new and not gone, (
        (f"imported before the paint and not in {pinned_file.name}: {', '.join(new)}. "
         "Import them where they are first needed (after the first paint or on first use); "
         if new else "")
        + (f"in {pinned_file.name} but no longer imported before the paint: {', '.join(gone)}. " if gone else "")
        + f"If this is meant, update the list: {UPDATE}=1 pytest {Path(__file__).relative_to(ROOT)}"
    )


def test_the_modules_imported_before_the_first_paint_are_the_pinned_ones(tmp_path: Path) -> None:
    """Two lists: before the first paint, which is the picture of the table kept at the last close
    (``ui/still_frame.py``: Qt and a few small modules of ours, no rules core, no store), and before
    the live table's paint (what a launch without that picture paints first: after a crash)."""
    data = tmp_path / "data"
    data.mkdir()
    actions = saved_game_mid_hand(data)
    found_file = tmp_path / "modules.txt"
    env = {k: v for k, v in os.environ.items() if k != "GIN_RUMMY_DATA_DIR"}
    env.update(QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    launch = [sys.executable, "-m", "gin_desktop", "--data-dir", str(data), "--startup-probe"]
    first = subprocess.run(launch, capture_output=True, text=True, timeout=120, cwd=ROOT, env=env)
    assert first.returncode == 0, first.stdout + first.stderr[-2000:]  # (it keeps its cards and its picture)
    assert "still-paint" not in first.stdout  # (no picture was kept before it)
    proc = subprocess.run([*launch, "--startup-modules", str(found_file)],
                          capture_output=True, text=True, timeout=120, cwd=ROOT, env=env)
    assert proc.returncode == 0, proc.stdout + proc.stderr[-2000:]
    lines = proc.stdout.split("\n")
    still = next(i for i, line in enumerate(lines) if line.startswith("still-paint "))
    live = next(i for i, line in enumerate(lines) if line.startswith("first-paint "))
    assert still < live, proc.stdout  # the picture painted first
    words = lines[live].split()
    assert words[2:6] == ["game", "1", "actions", str(actions)], words  # the saved game, resumed whole
    found = found_file.read_text(encoding="utf-8").split()
    assert "gin_desktop.ui.still_frame" in found and "PySide6.QtWidgets" in found  # (the probe saw the start)
    assert "gin_desktop.core" not in found and "gin_desktop.store.database" not in found
    _compare(found, PINNED)
    found_live = Path(f"{found_file}.live").read_text(encoding="utf-8").split()
    assert "gin_desktop.ui.main_window" in found_live
    _compare(found_live, LIVE_PINNED)
    # The Sort box painted from its look kept with the picture: the style's Python classes (0.7 MB) not made
    made = Path(f"{found_file}.qt").read_text(encoding="utf-8").split()
    assert "QtWidgets.QGraphicsView" in made and "QtWidgets.QMainWindow" in made  # (the probe saw the table)
    assert "QtWidgets.QStyle" not in made and "QtWidgets.QStyleOptionComboBox" not in made


def test_pyside6_does_not_read_the_source_of_the_games_modules() -> None:
    """PySide6 reads every newly imported module's source to see whether it mentions PySide6 (for its
    ``__feature__`` options, which the game never switches); the game's modules and the standard
    library's are spared that (``gin_desktop.qt``), the rest are read as before."""
    import pytestqt.qt_compat

    import gin_desktop.qt
    import gin_desktop.ui.table.view as view  # (its comments mention PySide6: the scan would say True)

    feature = sys.modules["shibokensupport.feature"]
    assert gin_desktop.qt is not None and "PySide6" in Path(view.__file__).read_text(encoding="utf-8")
    assert feature._mod_uses_pyside(view) is False
    assert feature._mod_uses_pyside(sys.modules["json"]) is False
    import platformdirs  # (the game's other dependencies: not read either)

    assert feature._mod_uses_pyside(platformdirs) is False
    assert feature._mod_uses_pyside(pytestqt.qt_compat) is True  # (a third-party module that uses PySide6)


def test_the_source_lines_pyside6_read_as_it_loaded_are_let_go() -> None:
    """PySide6's scan reads sources as it loads (``enum.py``'s, its own ``__init__``s), and
    :mod:`linecache` would keep them for the whole run (~0.2 MB): the door to Qt lets them go. (Counted from
    what the cache held before: Python 3.13 keeps the ``-c`` script's own text there, as ``<string>``.)"""
    script = ("import linecache, sys; kept = set(linecache.cache); from gin_desktop.qt.widgets import QApplication; "
              "from gin_desktop.qt.core import Qt; app = QApplication([]); "
              "print('PySide6.QtWidgets' in sys.modules, Qt.AlignmentFlag.AlignLeft is not None, "
              "len(set(linecache.cache) - kept))")
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=60,
                          env=env)
    assert done.stdout.split() == ["True", "True", "0"], done.stdout + done.stderr
