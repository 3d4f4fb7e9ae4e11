"""``screenshots``: the README's pictures, taken from the real app (run it under an X server).

``gin-rummy-tools screenshots --out assets/screenshots [--size 1280x800] [--suffix @2x]
[--language de] [--only table,showdown]`` starts
the app's own window on a fresh data folder, plays to each moment with real input where the
picture shows one (a drag is a held mouse on the table) and saves the window as the player sees
it: the table mid-hand, a drag with the gap open, a showdown with lay-offs, the end of a game,
the Night theme, the walkthrough, the known cards, the tutor's warning, a hand's key moment on
its result, and each window (settings pages, discard pile, replay, the coach's review, the
drills, score sheet, statistics). Set ``QT_SCALE_FACTOR=2`` for a 2× screen.

Under ``QT_QPA_PLATFORM=xcb`` (Xvfb) this is the app an X server shows; offscreen works too
(fonts may differ). Deals are fixed, so a run shows the same game every time.
"""

from __future__ import annotations

import argparse
import io
import random
import tempfile
import time
from pathlib import Path
from typing import IO, TYPE_CHECKING

from gin_desktop.core import DECK, Card, parse_cards

if TYPE_CHECKING:
    from gin_desktop.control.controller import GameController
    from gin_desktop.qt.widgets import QApplication, QWidget
    from gin_desktop.store import GameStore
    from gin_desktop.ui.main_window import MainWindow

# The player (non-dealer) knocks with the K♦ after taking the 2♦; the computer lays off 4♠, 7♥, 8♥.
KNOCKER = "AS 2S 3S 4H 5H 6H 7C 8C 9C KD"
DEFENDER = "4S 7H KC QH JS 9D 5C 3D TS 8H"
UPCARD = "2D"


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("screenshots", help="take the README's screenshots from the real app")
    parser.add_argument("--out", default="assets/screenshots", help="the folder for the PNG files")
    parser.add_argument("--size", default="1280x800", help="the window's size, WIDTHxHEIGHT")
    parser.add_argument("--suffix", default="", help="added to each file name (e.g. @2x)")
    parser.add_argument("--language", default="en", help="the language of the pictures: en, de, fr, es, it, pt_BR")
    parser.add_argument("--only", default="", help="comma-separated picture names to save (default: all)")


def deal_order(nondealer: str, dealer: str, upcard: str) -> list[Card]:
    """A deck that deals these hands (the non-dealer first, alternating), this upcard, the rest in order."""
    nd, dl, up = parse_cards(nondealer), parse_cards(dealer), parse_cards(upcard, count=1)
    named = set(nd) | set(dl) | set(up)
    deck = [card for pair in zip(nd, dl, strict=True) for card in pair] + up
    return deck + [c for c in DECK if c not in named]


class Shooter:
    def __init__(self, app: QApplication, out: Path, size: tuple[int, int], suffix: str,
                 only: set[str] | None = None) -> None:
        self.app, self.out, self.size, self.suffix = app, out, size, suffix
        self.only = only  # the names to save (None: every picture)
        self.taken: list[Path] = []
        self.opened: list[tuple[GameController, GameStore]] = []

    def close_all(self) -> None:
        for controller, store in self.opened:
            controller.shutdown()
            store.close()
        self.opened.clear()

    def pump(self, seconds: float) -> None:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            self.app.processEvents()
            time.sleep(0.005)

    def save(self, widget: QWidget, name: str, still: bool = True) -> None:
        from gin_desktop.ui.main_window import MainWindow

        if self.only is not None and name not in self.only:
            return
        self.pump(0.15)
        if still and isinstance(widget, MainWindow):  # no card caught in flight
            for _ in range(300):
                if widget.scene.is_still():
                    break
                self.pump(0.02)
        path = self.out / f"{name}{self.suffix}.png"
        widget.grab().save(str(path))
        self.taken.append(path)

    def window(self, data: Path, deck: list[Card] | None = None, target: int = 100, seed: int = 4,
               settings: dict[str, str] | None = None) -> MainWindow:
        from gin_desktop.control.controller import GameController
        from gin_desktop.core import Rules
        from gin_desktop.qt.core import QSettings
        from gin_desktop.services.session import GameSession
        from gin_desktop.store import GameStore
        from gin_desktop.ui.main_window import MainWindow

        store = GameStore.open(data)
        game = store.new_game(Rules(target=target), "medium", human_seat=0, first_dealer=1)
        if deck is not None:
            game.deal(deck)
        session = GameSession(store, game, random.Random(seed))
        ini = QSettings(str(data / "settings.ini"), QSettings.Format.IniFormat)
        ini.setValue("help/walkthrough_shown", "true")
        for key, value in (settings or {}).items():
            ini.setValue(key, value)
        ini.sync()
        controller = GameController(session, ai_delay_ms=0)
        window = MainWindow(controller, ini)
        window.resize(*self.size)
        window.show()
        window.scene.anim_ms = 260
        controller.start()
        self.pump(0.8)
        self.opened.append((controller, store))
        return window

    def play_hints(self, window: MainWindow, moves: int) -> None:
        from gin_desktop.ai.hints import hint

        controller = window.controller
        for _ in range(moves):
            for _wait in range(400):
                view = controller.view()
                if view is not None and view.my_turn and not controller.is_thinking():
                    break
                self.pump(0.02)
            view = controller.view()
            if view is None or view.result is not None:
                return
            controller.act(hint(view).action)
            self.pump(0.5)


def take_all(shooter: Shooter, scratch: Path) -> None:
    from gin_desktop.core import Card
    from gin_desktop.qt.core import QEvent, QPointF, Qt
    from gin_desktop.qt.gui import QMouseEvent
    from gin_desktop.qt.widgets import QApplication
    from gin_desktop.tools import selfplay
    from gin_desktop.ui.tutor_panel import TutorPanel

    def fresh(name: str) -> Path:
        folder = scratch / name
        folder.mkdir()
        return folder

    def close(window: MainWindow) -> None:
        window.close()
        window.deleteLater()
        shooter.pump(0.2)

    # The table mid-hand, its windows, the Night theme, the known cards.
    data = fresh("mid")
    window = shooter.window(data, seed=11, settings={"play/sort": "melds"})  # the melds together, as players sort
    shooter.play_hints(window, 5)
    shooter.save(window, "table")
    pile = window.tools.show_discard_pile()
    if pile is not None:
        shooter.save(pile, "discard-pile")
        pile.close()
    settings = window.look.show_settings()
    for index, name in enumerate(("settings-rules", "settings-play", "settings-table")):
        settings.tabs.setCurrentIndex(index)
        shooter.save(settings, name)
    settings.close()
    window.commands.tracker_action.setChecked(True)
    shooter.save(window, "known-cards")
    window.commands.tracker_action.setChecked(False)
    # A drag with the gap open: the mouse holds the last card over the middle of the hand.
    scene, view = window.scene, window.table
    layout = scene.layout
    cards = scene.hand_cards()
    if layout is not None and len(cards) > 4:
        item = scene.items_by_key[f"card:{cards[-1].code}"]
        start = item.pos() + QPointF(layout.card_w * 0.8, layout.card_h * 0.4)
        over = QPointF(layout.hand_x[cards[3]] + layout.card_w * 0.3, start.y() - layout.card_h * 0.15)
        viewport = view.viewport()
        left, none = Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton

        def mouse(kind: QEvent.Type, at: QPointF, button: Qt.MouseButton, held: Qt.MouseButton) -> None:
            # (QtTest is not in the frozen build: the events are made here, as the window system would)
            point = view.mapFromScene(at)
            event = QMouseEvent(kind, QPointF(point), QPointF(viewport.mapToGlobal(point)), button, held,
                                Qt.KeyboardModifier.NoModifier)
            QApplication.sendEvent(viewport, event)

        mouse(QEvent.Type.MouseButtonPress, start, left, left)
        for step in range(1, 9):
            mouse(QEvent.Type.MouseMove, start + (over - start) * (step / 8), none, left)
            shooter.pump(0.03)
        shooter.save(window, "drag", still=False)
        mouse(QEvent.Type.MouseButtonRelease, over, left, none)
    window.tools.tour = None
    tour = window.tools.start_tour()
    tour.show_step(2)
    shooter.save(window, "walkthrough")
    tour.close_tour()
    close(window)

    night = shooter.window(fresh("night"), seed=11, settings={"view/theme": "night", "play/sort": "melds"})
    shooter.play_hints(night, 5)
    shooter.save(night, "night")
    close(night)

    # A showdown with lay-offs, and the end of a game (the same knock, to 50).
    for name, target in (("showdown", 100), ("game-over", 50)):
        table = shooter.window(fresh(name), deck=deal_order(KNOCKER, DEFENDER, UPCARD), target=target)
        table.controller.draw_discard()
        shooter.pump(0.5)
        table.controller.knock(Card.parse("KD"))
        shooter.pump(2.6 if target == 100 else 2.3)
        shooter.save(table, name, still=target == 100)  # (the game's confetti is still falling)
        if target == 100:
            sheet = table.tools.show_score_sheet()
            shooter.save(sheet, "score-sheet")
            sheet.close()
        close(table)

    # The coach's next step: the tutor's warning before breaking a made meld, played anyway; the hand's
    # key moment on its result panel once reviewed; that blunder as a drill.
    tutored = shooter.window(fresh("tutor"), deck=deal_order(KNOCKER, DEFENDER, UPCARD),
                             settings={"play/tutor": "mistake"})
    tutored.controller.draw_discard()
    for _ in range(3000):  # (the tutor works out its verdicts while the player thinks)
        if tutored.controller.coach.tutor.ready(tutored.controller.view()):
            break
        shooter.pump(0.02)
    tutored.controller.discard(Card.parse("5H"))
    shooter.pump(0.4)
    shooter.save(tutored, "tutor")
    panel = tutored.findChild(TutorPanel)
    if isinstance(panel, TutorPanel) and panel.isVisible():
        panel.anyway_button.click()  # Play it anyway
    shooter.play_hints(tutored, 30)
    tutored.controller.review_hand(None, 1)
    for _ in range(6000):  # (the review of the hand runs on its worker thread)
        if tutored.scene.result_panel.moment:
            break
        shooter.pump(0.02)
    shooter.save(tutored, "key-moment")
    drills = tutored.tools.show_drills()
    shooter.pump(0.5)
    shooter.save(drills, "drills")
    drills.close()
    close(tutored)

    # Statistics over a few finished games.
    data = fresh("stats")
    quiet = io.StringIO()
    selfplay.run(argparse.Namespace(data_dir=str(data), games=4, level="medium", rules="standard", seed=3),
                 quiet, quiet)
    stats_window = shooter.window(data, seed=5)
    stats = stats_window.tools.show_statistics()
    shooter.save(stats, "statistics")
    stats.close()
    if shooter.only is None or "strength" in shooter.only:
        # Your strength: the coach's review of the first hands of those games, kept as the app keeps them.
        from gin_desktop.ai.review import review_hand
        from gin_desktop.values.skill import marks_of

        store = stats_window.controller.session.store
        for game_id in range(1, 5):
            for number in (1, 2):
                record = stats_window.controller.records().hand_record(game_id, number)
                if record is not None:
                    review = review_hand(record, guesses=False)
                    store.keep_review(game_id, number, len(review.decisions), review.points_lost, marks_of(review))
        strength = stats_window.tools.show_statistics()
        strength.tabs.setCurrentIndex(2)
        shooter.save(strength, "strength")
        strength.close()
    replay = stats_window.tools.show_replay(1, 2)  # a dealt game's hand: its fair-deal check is there
    if replay is not None:
        replay.show_step(len(replay.steps) - 1)
        shooter.save(replay, "replay")
        replay.close()
    # The coach's review of the longest of those hands: opened at its costliest decision, with what
    # the computer thought.
    records = stats_window.controller.records()
    found = [(len(r.history), g, n) for g in range(1, 5) for n in range(1, 12)
             if (r := records.hand_record(g, n)) is not None]
    _, game_id, number = max(found) if found else (0, 1, 1)
    reviewed = stats_window.tools.show_replay(game_id, number, review=True)
    if reviewed is not None:
        for _ in range(3000):  # the review runs on its worker thread (a few seconds)
            if reviewed.review_panel.review is not None:
                break
            shooter.pump(0.02)
        reviewed.review_panel.thought_box.setChecked(True)
        shooter.save(reviewed, "review")
        reviewed.close()
    close(stats_window)


def run(args: argparse.Namespace, stdin: IO[str], stdout: IO[str]) -> int:
    from gin_desktop.qt.widgets import QApplication

    width, _, height = str(args.size).partition("x")
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(["gin-rummy-screenshots"])
    assert isinstance(app, QApplication)
    app.setApplicationName("Gin Rummy")
    from gin_desktop.entry.app import apply_language
    from gin_desktop.words.languages import LANGUAGES

    if args.language not in LANGUAGES:
        print(f"unknown language {args.language!r}: one of {', '.join(LANGUAGES)}", file=stdout)
        return 2
    translators = apply_language(app, args.language)  # before any window is made
    if args.language not in ("en", "system") and not translators:
        print(f"no translation for {args.language!r} in assets/translations", file=stdout)
        return 2
    only = {name.strip() for name in str(args.only).split(",") if name.strip()} or None
    shooter = Shooter(app, out, (int(width), int(height)), str(args.suffix), only)
    with tempfile.TemporaryDirectory(prefix="gin-shots-") as scratch:
        try:
            take_all(shooter, Path(scratch))
        finally:
            shooter.close_all()
    for path in shooter.taken:
        print(path, file=stdout)
    return 0

