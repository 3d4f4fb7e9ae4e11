"""The window matrix (issue 24, point 1), one screen per process: every top-level window and dialog,
opened for real, in each language and look, checked by :mod:`tests.ui.matrix_checks`.

``python -m tests.ui.window_matrix --out RESULT.json [--shots DIR]``, with the screen given by the
environment (``QT_QPA_PLATFORM=offscreen:configfile=…``, ``QT_SCALE_FACTOR``):
``tests/ui/test_window_matrix.py`` starts one per screen. For each language × look a fresh app
(store, settings, main window) plays the knock hand of the GUI tests; on the way it opens: the
table mid-hand, each walkthrough step, the known cards, each settings page, each rules page, the
score sheet, the discard pile, each statistics page, About, the crash dialog, the unsaved-moves
question and the New game question; then the Knock question, the table with the result panel, the
replay, the replay with the coach's review, and the result again with the coach's line. A second
app plays the same knock to the end of a game to 50: the result with the game's bonuses, and the
score sheet. (The game has no drills.)
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QSettings, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QToolButton, QWidget

from gin_desktop.control.controller import GameController
from gin_desktop.core import Card, Rules
from gin_desktop.entry.app import apply_language
from gin_desktop.services.session import GameSession
from gin_desktop.store import GameStore
from gin_desktop.ui.dialogs.review_chart import SwingChart
from gin_desktop.ui.dialogs.score_sheet import ScoreChart
from gin_desktop.ui.dialogs.stats_charts import TrendChart
from gin_desktop.ui.dialogs.unsaved_moves import UnsavedMovesQuestion
from gin_desktop.ui.main_window import MainWindow
from gin_desktop.ui.painted_text import recording
from gin_desktop.ui.tutor_panel import TutorPanel
from gin_desktop.values.drills import Drill
from gin_desktop.values.reviews import DecisionKind
from tests.core.deals import make_deck
from tests.ui.conftest import JUNK_HAND, KNOCK_HAND, UPCARD
from tests.ui.matrix_checks import Findings, fits_screen, painted_texts, widget_texts

CHARTS = (TrendChart, SwingChart, ScoreChart)
LANGUAGES = ("en", "de", "fr", "es", "it", "pt_BR")
LOOKS = {"classic": ("classic", False), "night": ("night", False),
         "classic-contrast": ("classic", True), "night-contrast": ("night", True)}
WAIT_S = 20.0


class Matrix:
    """The checks of every window of one language × look, added up."""

    def __init__(self, app: QApplication, shots: Path | None) -> None:
        self.app = app
        self.shots = shots
        self.windows = 0
        self.texts = 0
        self.painted = 0
        self.problems: list[dict[str, str]] = []
        self.combo = ""

    def pump(self, until: Callable[[], bool] | None = None, timeout: float = WAIT_S) -> None:
        """Let the app run: once round the event loop, or until ``until`` holds."""
        end = time.monotonic() + timeout
        self.app.processEvents()
        while until is not None and not until():
            if time.monotonic() > end:
                raise TimeoutError(f"{self.combo}: waited {timeout} s")
            self.app.processEvents()
            time.sleep(0.002)

    def modal(self, name: str, ask: Callable[[], object]) -> None:
        """``ask()`` opens a modal question (and waits for its answer): check it, answer No."""
        seen: list[str] = []

        def answer() -> None:
            box = QApplication.activeModalWidget()
            if box is None:
                QTimer.singleShot(5, answer)
                return
            self.check(box, name)
            seen.append(name)
            no = box.button(QMessageBox.StandardButton.No) if isinstance(box, QMessageBox) else None
            if no is not None:
                no.click()
            else:
                box.close()

        QTimer.singleShot(0, answer)
        ask()
        assert seen == [name], f"{self.combo}: no question came for {name}"

    def check(self, window: QWidget, name: str, top: QWidget | None = None) -> None:
        """Check ``window`` as shown now (``top``: the top-level it belongs to, when it is a part)."""
        for _ in range(3):  # (a layout that changed posts its request, whose geometry posts the next)
            self.pump()
        top = top or window
        where = f"{self.combo} {name}"
        found = Findings()
        fits_screen(top, found, where)
        widget_texts(top, found, where)
        with recording() as drawn:
            picture = top.grab()
            for chart in top.findChildren(QWidget):  # (a chart scrolled out of view is not painted above)
                if isinstance(chart, CHARTS) and chart.window() is top and chart.isVisibleTo(top):
                    chart.grab()
        painted_texts(list({(r.device_id, r.text, r.need.getRect()): r for r in drawn}.values()), found, where)
        if self.shots is not None:
            picture.save(str(self.shots / f"{self.combo}-{name}.png".replace(" ", "_")))
        self.windows += 1
        self.texts += found.texts
        self.painted += found.painted
        for kind, what in found.problems:
            self.problems.append({"kind": kind, "what": what})


@contextmanager
def installed(app: QApplication, language: str) -> Iterator[None]:
    translators = apply_language(app, language)
    assert translators or language == "en", language
    try:
        yield
    finally:
        for translator in translators:
            QCoreApplication.removeTranslator(translator)
        QLocale.setDefault(QLocale(QLocale.Language.English))


def one_app(matrix: Matrix, data: Path, theme: str, contrast: bool,
            opened: Callable[[Matrix, MainWindow], None], target: int = 100) -> None:
    """A fresh app of this look on ``data``, the knock hand dealt, and the windows ``opened`` opens."""
    store = GameStore.open(data)
    game = store.new_game(Rules(target=target), "medium", human_seat=0, first_dealer=1)
    game.deal(make_deck(KNOCK_HAND, JUNK_HAND, upcard=UPCARD))
    controller = GameController(GameSession(store, game, random.Random(7)), ai_delay_ms=0)
    ini = QSettings(str(data / f"settings-{matrix.combo}-{target}.ini"), QSettings.Format.IniFormat)  # (fresh)
    ini.setValue("view/theme", theme)
    ini.setValue("view/high_contrast", "true" if contrast else "false")
    ini.setValue("help/walkthrough_shown", "true")
    ini.sync()
    window = MainWindow(controller, ini)
    window.scene.anim_ms = 0
    try:
        window.show()
        matrix.pump(window.isVisible)
        controller.start()
        matrix.pump(lambda: (v := controller.view()) is not None and v.my_turn and not controller.is_thinking())
        opened(matrix, window)
    finally:
        for top in QApplication.topLevelWidgets():
            if top is not window and top.isVisible():
                top.close()
        window.close()
        controller.shutdown()
        store.close()
        window.deleteLater()
        matrix.pump()


def all_windows(matrix: Matrix, window: MainWindow) -> None:
    tools, look = window.tools, window.look
    matrix.check(window, "table")
    tour = tools.start_tour()
    for step in range(len(tour.steps)):
        tour.show_step(step)
        matrix.check(tour, f"walkthrough-{step + 1}", window)
    tour.close_tour()
    window.commands.tracker_action.setChecked(True)
    matrix.check(window, "known-cards")
    window.commands.tracker_action.setChecked(False)
    settings = look.show_settings()
    for page in range(settings.tabs.count()):
        settings.tabs.setCurrentIndex(page)
        matrix.check(settings, f"settings-{page + 1}")
    settings.reject()
    rules = tools.show_rules()
    for page in range(rules.tabs.count()):
        rules.tabs.setCurrentIndex(page)
        matrix.check(rules, f"rules-{page + 1}")
    rules.close()
    for name, opened in (("score-sheet", tools.show_score_sheet), ("discard-pile", tools.show_discard_pile)):
        shown = opened()
        assert shown is not None
        matrix.check(shown, name)
        shown.close()
    stats = tools.show_statistics()
    for page in range(stats.tabs.count()):
        stats.tabs.setCurrentIndex(page)
        if page == 1:
            stats.select_game(0)  # (a game chosen: its score sheet and chart)
        matrix.check(stats, f"statistics-{page + 1}")
    stats.close()
    about = tools.show_about()
    matrix.check(about, "about")
    about.done(QMessageBox.StandardButton.Close)
    crash = crash_dialog(window)
    crash.show()
    matrix.check(crash, "crash")
    crash.close()
    question = UnsavedMovesQuestion(3, str(window.controller.data_dir), window)
    question.show()
    matrix.check(question, "unsaved-moves")
    question.close()
    matrix.modal("new-game-question", window.commands.new_game)  # (answered No: the game goes on)
    # Settings changed mid-game: the notices over the table say what waits for the next game or start
    look.settings_chosen(replace(window.prefs, level="hard", language="fr" if window.prefs.language != "fr" else "de"))
    window.scene.anim_ms = 0  # (the settings brought the animations back)
    matrix.check(window, "notices")
    # the hand to its end: the knock's question, the result panel, the replay, the review
    controller = window.controller
    controller.draw_discard()
    matrix.pump(lambda: (v := controller.view()) is not None and len(v.hand) == 11)
    matrix.check(window, "table-eleven-cards")  # (the Knock and Big Gin state of the panel)
    # the tutor's warning before breaking the hearts' run, then Think again
    window.look.apply_prefs(replace(window.prefs, tutor="mistake"))
    window.scene.anim_ms = 0
    tutor = controller.coach.tutor
    tutor.turn(controller.view())
    matrix.pump(lambda: tutor.ready(controller.view()), timeout=60)
    controller.discard(Card.parse("5H"))  # (the tutor holds it: nothing is saved)
    panel = window.findChild(TutorPanel)
    assert isinstance(panel, TutorPanel) and panel.isVisible(), matrix.combo
    matrix.check(window, "tutor-warning")
    panel.again_button.click()
    window.look.apply_prefs(replace(window.prefs, tutor="off"))
    window.scene.anim_ms = 0
    window.look.confirm_knock = True
    matrix.modal("knock-question", lambda: window.commands.knock_with(Card.parse("KD")))
    window.look.confirm_knock = False
    controller.knock(Card.parse("KD"))
    matrix.pump(lambda: window.scene.result_panel.isVisible() and window.scene.is_still())
    matrix.check(window, "result")
    game_id = controller.game_id
    matrix.modal("practice-question", lambda: window.commands.play_deal_again(game_id, 1, False))
    replay = tools.show_replay(None, 1)
    assert replay is not None
    replay.show_step(len(replay.steps) - 1)
    matrix.check(replay, "replay")
    replay.close()
    reviewed = tools.review_last_hand()
    assert reviewed is not None
    matrix.pump(lambda: reviewed.review_panel.review is not None)
    matrix.check(reviewed, "review")
    reviewed.review_panel.thought_box.setChecked(True)
    matrix.check(reviewed, "review-thought")
    reviewed.close()
    matrix.pump(lambda: bool(window.scene.result_panel.moment))  # (the review done: the coach's line)
    matrix.check(window, "result-coach")
    # a drill of that discard of 5♥, answered with it again (the longest words: what it would cost)
    controller.session.store.drills.add([Drill(game_id, 1, 2, DecisionKind.DISCARD, 33.34)])
    drills = tools.show_drills()
    matrix.check(drills, "drill")
    answered: list[object] = []
    drills.desk.answered.connect(lambda *args: answered.append(args))
    next(b for b in drills.findChildren(QToolButton) if b.property("card") == "5H").click()
    drills.move_buttons["discard"].click()
    matrix.pump(lambda: bool(answered), timeout=60)
    matrix.pump()  # (the answer shown)
    matrix.check(drills, "drill-answered")
    drills.close()


def game_over(matrix: Matrix, window: MainWindow) -> None:
    """The same knock ending a game to 50: the result panel with the game's bonuses, the score sheet."""
    controller = window.controller
    controller.draw_discard()
    matrix.pump(lambda: (v := controller.view()) is not None and len(v.hand) == 11)
    controller.knock(Card.parse("KD"))
    matrix.pump(lambda: window.scene.result_panel.isVisible() and window.scene.is_still() and controller.game_over)
    matrix.check(window, "game-over")
    sheet = window.tools.show_score_sheet()
    matrix.check(sheet, "game-over-score-sheet")
    sheet.close()


def crash_dialog(window: QWidget) -> QWidget:
    """The crash dialog as the crash hook makes it: its message and details for a real error."""
    from gin_desktop.ui.dialogs.crash_dialog import CrashDialog
    from gin_desktop.values.crash import install_excepthook, log

    told: list[tuple[str, str]] = []
    kept, log.disabled = sys.excepthook, True  # (the stand-in error is not logged as a real one)
    install_excepthook(lambda message, details: told.append((message, details)), Path("/home/player/.local/share/"
                                                                                       "gin-rummy/gin-rummy.log"))
    try:
        try:
            raise ValueError("the matrix's stand-in for an unexpected error, as long as a real one can be")
        except ValueError as error:
            sys.excepthook(type(error), error, error.__traceback__)
    finally:
        sys.excepthook, log.disabled = kept, False
    (message, details), = told
    return CrashDialog(message, details, window)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", required=True, help="the JSON file of the counts and problems")
    parser.add_argument("--shots", default="", help="a folder for each window's screenshot")
    parser.add_argument("--languages", default=",".join(LANGUAGES))
    parser.add_argument("--looks", default=",".join(LOOKS))
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication(["gin-rummy-window-matrix"])
    assert isinstance(app, QApplication)
    app.setApplicationName("Gin Rummy")
    shots = Path(args.shots) if args.shots else None
    if shots is not None:
        shots.mkdir(parents=True, exist_ok=True)
    matrix = Matrix(app, shots)
    screen = app.primaryScreen()
    shape = f"{screen.geometry().width()}x{screen.geometry().height()}@{screen.devicePixelRatio():g}"
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="gin-matrix-") as scratch:
        data = Path(scratch)
        finished_games(data)
        for language in args.languages.split(","):
            for name in args.looks.split(","):
                theme, contrast = LOOKS[name]
                matrix.combo = f"{language}-{name}"
                with installed(app, language):
                    one_app(matrix, data, theme, contrast, all_windows)
                    one_app(matrix, data, theme, contrast, game_over, target=50)
    result = {"screen": shape,
              "windows": matrix.windows, "texts": matrix.texts, "painted": matrix.painted,
              "seconds": round(time.monotonic() - started, 1), "problems": matrix.problems}
    Path(args.out).write_text(json.dumps(result, ensure_ascii=False, indent=1), encoding="utf-8")
    for top in QApplication.topLevelWidgets():
        top.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QApplication.processEvents()
    return 0


def finished_games(data: Path) -> None:
    """Two computer-against-computer games in the store: the statistics have totals and charts."""
    import io

    from gin_desktop.tools import selfplay

    quiet = io.StringIO()
    selfplay.run(argparse.Namespace(data_dir=str(data), games=2, level="easy", rules="standard", seed=3), quiet, quiet)


if __name__ == "__main__":
    sys.exit(main())
