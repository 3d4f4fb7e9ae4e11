"""Application start-up: command-line flags, QApplication, the store, the main window."""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import gin_desktop
from gin_desktop.text.store_text import notice_text
from gin_desktop.words.languages import LANGUAGES, SOURCE, SYSTEM, language_of, system_language

if TYPE_CHECKING:
    import argparse
    import tempfile

    from gin_desktop.qt.core import QCoreApplication, QLocale, QObject, QSettings, QTranslator
    from gin_desktop.qt.gui import QGuiApplication
    from gin_desktop.ui.card_disk import CardDisk
    from gin_desktop.ui.still_frame import Still, StillWindow

TRANSLATIONS = "translations"
"""The folder of ``assets`` holding the game's translations, ``gin_rummy_<locale>.qm``."""
QT_TRANSLATIONS = "qt"
"""Its subfolder in a frozen build: Qt's own ``qtbase_<language>.qm``, cut down to what the game shows."""


FLAGS = ("--smoke-test", "--startup-probe")
"""The app's options without a value (besides ``--version`` and ``--help``, which argparse answers)."""
VALUED = ("--data-dir", "--screenshot", "--language", "--startup-modules")
"""The app's options with a value."""


def plain_args(argv: Sequence[str]) -> argparse.Namespace | None:
    """The arguments of a usual launch, read without building the parser: none at all, or the options
    above, each spelt out whole with a value that argparse would take. None for anything else (help,
    the version, an abbreviation, a value it would refuse): :func:`parse_args` then asks argparse,
    which answers or refuses as it always has. Building the parser costs the start 0.3 MB (its gettext
    calls load :mod:`locale`; its patterns are compiled), for a result this gives the same."""
    from argparse import Namespace  # (imported by PySide6 anyway: only the parser is spared)

    found: dict[str, object] = {name[2:].replace("-", "_"): False for name in FLAGS}
    found.update({name[2:].replace("-", "_"): None for name in VALUED}, version=None)
    words = list(argv)
    while words:
        word = words.pop(0)
        name, equals, value = word.partition("=")
        if word in FLAGS:
            found[word[2:].replace("-", "_")] = True
            continue
        if name not in VALUED:
            return None
        if not equals:
            if not words or words[0].startswith("-"):
                return None
            value = words.pop(0)
        if name == "--language" and value not in LANGUAGES:
            return None
        if name == "--data-dir":
            from gin_desktop.entry.arguments import data_dir

            try:
                value = data_dir(value)
            except Exception:  # (argparse says why)
                return None
        found[name[2:].replace("-", "_")] = value
    return Namespace(**found)


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    plain = plain_args(sys.argv[1:] if argv is None else argv)
    if plain is not None:
        return plain
    import argparse

    class VersionAction(argparse.Action):
        """``--version`` reads the package metadata only when asked (it is slow to import)."""

        def __call__(self, parser: argparse.ArgumentParser, *args: object, **kwargs: object) -> None:
            print(f"gin-rummy {gin_desktop.__version__}")
            parser.exit()

    parser = argparse.ArgumentParser(prog="gin-rummy", description="Gin Rummy against the computer.")
    parser.add_argument("--version", action=VersionAction, nargs=0, help="print the version and exit")
    from gin_desktop.entry.arguments import data_dir  # (refuses an impossible path in one line)

    parser.add_argument(
        "--data-dir", type=data_dir,
        help="where saves and settings live (default: GIN_RUMMY_DATA_DIR or the platform data folder)"
    )
    parser.add_argument(
        "--smoke-test",
        action="store_true",
        help="offscreen: build the window, play one computer-vs-computer hand through the controller, exit",
    )
    parser.add_argument("--screenshot", help="with --smoke-test: save a picture of the window to this PNG file")
    parser.add_argument(
        "--language", choices=LANGUAGES, help="the language of this run (default: the setting, else the system's)"
    )
    parser.add_argument(
        "--startup-probe",
        action="store_true",
        help="for benchmarks: print the monotonic clock once the table is first painted, then quit",
    )
    parser.add_argument(  # (for tests/ui/test_startup_modules.py: what start-up imports before the first paint)
        "--startup-modules", metavar="FILE", help=argparse.SUPPRESS,
    )
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    if args.smoke_test:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        from gin_desktop.ui.dialogs import unsaved_moves

        unsaved_moves.ANSWER_BY_ITSELF = True  # nothing modal may block a smoke test: its answer is logged
    from gin_desktop.entry.platform_check import EXIT_MISSING, problem

    missing = problem()  # (before Qt: can its X11 plugin load here? Qt's own message names the wrong library)
    if missing is not None:
        print(missing, file=sys.stderr)
        return EXIT_MISSING
    from gin_desktop.qt.widgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setApplicationName("Gin Rummy")
    # The table as it was left, before the game loads (nothing of the game is imported yet).
    still = None if args.smoke_test else open_still(args.data_dir, args.language, args.startup_probe,
                                                    args.startup_modules)
    from gin_desktop.control.controller import GameController
    from gin_desktop.qt.core import QSettings
    from gin_desktop.services.session import GameSession
    from gin_desktop.store import GameStore, NoticeKind, StoreMode
    from gin_desktop.store.paths import data_dir_given
    from gin_desktop.ui.main_window import MainWindow
    from gin_desktop.ui.settings_store import load_settings
    from gin_desktop.values.crash import install_excepthook, log, start_logging

    temp: tempfile.TemporaryDirectory[str] | None = None
    data_dir = args.data_dir
    if args.smoke_test and data_dir is None:
        import tempfile  # (not at the top: it costs start-up time and only the smoke test needs it)

        temp = tempfile.TemporaryDirectory(prefix="gin-smoke-")  # never touch the player's saves
        data_dir = temp.name
    # Before any text is made (the store's notices, every window): the chosen language, else the system's.
    apply_language(app, args.language or stored_language(data_dir))
    log_path = start_logging(data_dir)
    log.info("starting gin-rummy")
    store = GameStore.open(data_dir)
    if not args.smoke_test and not args.startup_probe and hand_over_to_running_copy(store):
        log.info("another copy runs on %s: handed over to it", store.report.data_dir)
        store.close()
        return 0
    settings = QSettings(str(Path(store.report.data_dir) / "settings.ini"), QSettings.Format.IniFormat)
    prefs, _resets = load_settings(settings)  # the window reports any reset values
    # (from the stored position: one row, no replay; the replay checks it once the table is painted)
    session = GameSession.resume_or_new(store, prefs.rules, prefs.level, deferred_check=True)
    controller = GameController(session, ai_delay_ms=0 if args.smoke_test else 650, auto_review=not args.smoke_test)
    window = MainWindow(controller, settings)
    window.pixmaps.disk = card_disk(store.report.data_dir, data_dir_given(data_dir))
    probe = None
    if args.startup_probe:
        from gin_desktop.entry.smoke import probe_first_paint

        probe = probe_first_paint(app, window, args.startup_modules, still is not None)  # noqa: F841 (kept alive)
    window.show()
    if still is not None:
        from gin_desktop.ui.first_paint import FirstPaint

        FirstPaint(window.table.canvas, still.finish)  # (the live table has painted over it: the picture goes)
    icon_after_first_paint(app, window)
    replay_after_first_paint(window)
    check_after_first_paint(window, store)
    install_excepthook(lambda message, details: show_crash(window, message, details), log_path)
    # The "Not saving" bar says what these would (see MainWindow._save_state): not twice.
    on_the_bar = {NoticeKind.OTHER_COPY} | ({NoticeKind.CANNOT_SAVE} if store.mode is StoreMode.WAITING else set())
    for notice in store.report.notices:
        if args.smoke_test:
            print(f"notice: {notice_text(notice)}")
        if notice.kind not in on_the_bar:
            window.notices.notify(notice_text(notice))  # above the table, which is ready behind it
    begin_play(window, settings, walkthrough=not args.smoke_test)
    server = None if args.startup_probe else serve_hand_over(window)  # noqa: F841 (kept alive)
    try:
        if args.smoke_test:
            from gin_desktop.entry.smoke import check_resume, smoke_test

            code = smoke_test(app, window, controller, args.screenshot)
            return code or check_resume(store, controller)
        code = app.exec()
    finally:
        window.pixmaps.keep_on_disk()  # (the cards as drawn this time: the next launch loads them)
        keep_window_icon(app, window)  # (drawn from the SVG once: later launches load its pixels)
        picture = window.still or window.picture()  # (the probe quits with the window shown)
        controller.shutdown()
        lost = store.close()
        if not args.smoke_test:
            settings.sync()
            keep_or_forget_still(picture if not lost else None, Path(store.report.data_dir), args.language)
        if lost:
            log.warning("closed with %d change(s) the disk refused and the player chose to lose", lost)
        if temp is not None:
            temp.cleanup()
    if code == 0 and window.restart_after_close:  # (the saves are closed and their lock released by now)
        from gin_desktop.entry.restart import start_again

        start_again(sys.argv[1:] if argv is None else argv)
    return code


def open_still(data_dir: str | None, language: str | None, probe: bool, modules_to: str | None) -> StillWindow | None:
    """Show the picture of the table kept at the last close, where it is true for these saves
    (:mod:`gin_desktop.ui.still_frame`); with ``probe``, report its paint (see ``entry/smoke.py``)."""
    from gin_desktop.store.paths import resolve_data_dir
    from gin_desktop.ui.still_frame import show_still

    on_paint = None
    if probe:
        from gin_desktop.entry.smoke import probe_still_paint

        on_paint = probe_still_paint(modules_to)
    try:
        folder = resolve_data_dir(data_dir)
        return show_still(folder, language or "", folder / "settings.ini", on_paint)
    except Exception:  # (a picture that cannot show never stops the game: it starts as usual)
        return None


def keep_or_forget_still(picture: Still | None, data_dir: Path, language: str | None) -> None:
    """Keep the picture for the next launch, once the saves and settings are closed; without one,
    no older picture may show."""
    from gin_desktop.ui.still_frame import forget_still, keep_still
    from gin_desktop.ui.themes import desktop_window_colour

    # (the desktop's colour, not a dark theme's: the next launch compares before any theme is applied)
    if picture is None or not keep_still(picture, data_dir, language or "", desktop_window_colour()):
        forget_still(data_dir)


def card_disk(data_dir: str | os.PathLike[str], given: bool) -> CardDisk:
    """Where rendered cards are kept between launches (:mod:`gin_desktop.ui.card_disk`): the
    platform's cache folder, or beside the saves when their folder was given (a test's, a smoke
    test's), so such a run never writes into the player's folders."""
    from gin_desktop.ui.card_disk import CardDisk

    if given:
        return CardDisk(Path(data_dir) / "cache" / "cards")
    from gin_desktop.values.folders import user_folder

    return CardDisk(user_folder("cache") / "cards")


def show_crash(window: object, message: str, details: str) -> None:
    """The crash dialog (imported when first needed: start-up never loads it)."""
    from gin_desktop.qt.widgets import QWidget
    from gin_desktop.ui.dialogs.crash_dialog import show_crash_dialog

    show_crash_dialog(window if isinstance(window, QWidget) else None, message, details)


def hand_over_to_running_copy(store: object) -> bool:
    """When another copy of the game owns these saves, bring its window to the front; True if it came
    (this copy should then exit). When it does not answer, this copy goes on, showing the game only."""
    from gin_desktop.store import GameStore, NoticeKind

    assert isinstance(store, GameStore)
    if not any(n.kind is NoticeKind.OTHER_COPY for n in store.report.notices):
        return False
    from gin_desktop.ui.single_instance import channel_name, hand_over

    return hand_over(channel_name(store.report.data_dir))


def serve_hand_over(window: object) -> QObject | None:
    """Once the table has been painted, listen for later launches on these saves (they hand over to
    this window, which comes to the front); not in a look-only copy, which does not own them."""
    from gin_desktop.ui.main_window import MainWindow

    assert isinstance(window, MainWindow)
    if window.controller.look_only:
        return None
    from gin_desktop.ui.first_paint import FirstPaint

    def listen() -> None:
        from gin_desktop.ui.single_instance import HandOverServer, channel_name
        from gin_desktop.values.crash import log

        server = HandOverServer(channel_name(window.controller.data_dir), window)
        if server.listen():
            server.show_requested.connect(window.bring_to_front)
            window.hand_over_server = server
        else:
            log.warning("hand-over channel %s: %s", server.name, server.server.errorString())

    return FirstPaint(window.table.canvas, listen)


def replay_after_first_paint(window: object) -> None:
    """A game resumed from its stored position is checked by the replay of its log once the table is painted
    (or after a second, should it not be painted by then); its moves wait until then."""
    from gin_desktop.qt.core import QTimer
    from gin_desktop.ui.first_paint import FirstPaint
    from gin_desktop.ui.main_window import MainWindow

    assert isinstance(window, MainWindow)
    controller = window.controller
    if not controller.session.game.unchecked:
        return
    FirstPaint(window.table.canvas, controller.check_resumed)
    QTimer.singleShot(1000, controller, controller.check_resumed)


def check_after_first_paint(window: object, store: object) -> None:
    """A large save file's whole-file check runs once the table is painted, not on the start's path."""
    from gin_desktop.store import GameStore
    from gin_desktop.ui.first_paint import FirstPaint
    from gin_desktop.ui.main_window import MainWindow

    assert isinstance(window, MainWindow) and isinstance(store, GameStore)
    if not store.report.check_deferred:
        return

    def check() -> None:
        notice = store.check_file()
        if notice is not None:
            window.notices.notify(notice_text(notice))

    FirstPaint(window.table.canvas, check)  # (a child of the canvas: kept alive by it)


def begin_play(window: object, settings: QSettings, walkthrough: bool = True) -> None:
    """Start the game on the table. On the very first launch the first-game walkthrough opens,
    and the computer waits until it is closed (it would otherwise play behind it)."""
    from gin_desktop.ui.main_window import MainWindow

    assert isinstance(window, MainWindow)
    controller = window.controller
    first = walkthrough and not settings.contains("help/walkthrough_shown")
    if first:
        controller.hold(True)
    controller.start()
    if first:
        tour = window.tools.start_tour()  # the first launch: what to drag where, over the table itself
        tour.finished.connect(lambda: controller.hold(False))
        settings.setValue("help/walkthrough_shown", "true")


def install_translation(app: QCoreApplication, locale: QLocale | None = None,
                        folder: str | os.PathLike[str] | None = None) -> QTranslator | None:
    """Install the game's translation for ``locale`` (default: the system's) when one is bundled.

    Looks for ``gin_rummy_<language>[_<territory>].qm`` in ``assets/translations`` (or
    ``folder``), Qt's usual search over the locale's UI languages; returns the installed
    translator (parented to ``app``), or None when there is no such file: English then.
    """
    from gin_desktop.qt.core import QLocale, QTranslator
    from gin_desktop.ui.assets import asset_path

    where = Path(folder) if folder is not None else asset_path(TRANSLATIONS)
    if not where.is_dir():
        return None
    translator = QTranslator(app)
    if not translator.load(locale or QLocale.system(), "gin_rummy", "_", str(where)):
        translator.deleteLater()
        return None
    app.installTranslator(translator)
    return translator


def stored_language(data_dir: str | None) -> str:
    """The language setting saved with these saves (``settings.ini`` in the data folder), read
    before the store opens so that its notices are in that language; "system" when there is none."""
    from gin_desktop.qt.core import QSettings
    from gin_desktop.store.paths import resolve_data_dir
    from gin_desktop.ui.prefs import read_text
    from gin_desktop.ui.settings_store import KEYS

    path = resolve_data_dir(data_dir) / "settings.ini"
    if not path.is_file():
        return SYSTEM
    value = read_text(QSettings(str(path), QSettings.Format.IniFormat), KEYS["language"], SYSTEM)
    return language_of(value) or SYSTEM  # a bad value is reported (and reset) by the window's load_settings


def resolve_language(language: str) -> str:
    """The code to show: ``language`` itself, or for "system" the desktop's language when the game
    has it (English otherwise)."""
    if language != SYSTEM:
        return language
    from gin_desktop.qt.core import QLocale

    return system_language(list(QLocale.system().uiLanguages()))


def apply_language(app: QCoreApplication, language: str,
                   folder: str | os.PathLike[str] | None = None) -> list[QTranslator]:
    """Install the translators of ``language`` (a setting's value: "system", "en", "de", …): the
    game's own texts and Qt's (the standard buttons: OK, Cancel, Restore Defaults). Returns them,
    installed and parented to ``app`` (none for English, or when the game's file is missing)."""
    from gin_desktop.qt.core import QLocale, QTranslator
    from gin_desktop.ui.assets import asset_path

    code = resolve_language(language)
    if code == SOURCE:
        return []
    where = Path(folder) if folder is not None else asset_path(TRANSLATIONS)
    translator = QTranslator(app)
    if not translator.load(f"gin_rummy_{code}", str(where)):
        translator.deleteLater()
        return []
    app.installTranslator(translator)
    installed = [translator]
    qt = install_qt_translation(app, code)
    if qt is not None:
        installed.append(qt)
    QLocale.setDefault(QLocale(code))  # dates and numbers Qt formats follow the language shown
    return installed


def install_qt_translation(app: QCoreApplication, code: str) -> QTranslator | None:
    """Qt's own translation of its standard texts (dialog buttons, context menus, key names) for
    ``code``: ``qtbase_<code>.qm`` from ``assets/translations/qt`` (the frozen build's, cut down by
    ``packaging/qt_translations.py``) or Qt's translations folder (PySide6's, in a virtual
    environment). None when neither has it."""
    from gin_desktop.qt.core import QLibraryInfo, QTranslator
    from gin_desktop.ui.assets import asset_path

    translator = QTranslator(app)
    for where in (asset_path(TRANSLATIONS, QT_TRANSLATIONS),
                  Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))):
        if translator.load(f"qtbase_{code}", str(where)):
            app.installTranslator(translator)
            return translator
    translator.deleteLater()
    return None


def install_icon(app: QGuiApplication, path: str | os.PathLike[str] | None = None,
                 kept: Path | None = None) -> bool:
    """Give every window the game's icon (``assets/icon.svg``, or ``path``); False when it is missing.
    With ``kept``, the folder where its pixels are kept (:mod:`gin_desktop.ui.icon_disk`): taken from
    there when they are, without loading QtSvg.

    Installed builds also have it from the platform (the .exe, the .app bundle, the
    Linux menu entry's icon), but a run from a source checkout has no other icon.
    """
    from gin_desktop.qt.gui import QIcon
    from gin_desktop.ui.assets import asset_path

    where = Path(path) if path is not None else asset_path("icon.svg")
    if not where.is_file():
        return False
    icon = None
    if kept is not None:
        from gin_desktop.ui.icon_disk import load_icon, usable

        icon = load_icon(kept, where) if usable(app) else None
    if icon is None:
        icon = QIcon(str(where))
    if icon.isNull():
        return False
    app.setWindowIcon(icon)
    return True


def icon_folder(window: object) -> Path | None:
    """Where the window icon's pixels are kept: beside the kept cards (None where they are not kept)."""
    from gin_desktop.ui.main_window import MainWindow

    disk = window.pixmaps.disk if isinstance(window, MainWindow) else None
    return None if disk is None else disk.folder.parent / "icon"


def keep_window_icon(app: QGuiApplication, window: object) -> bool:
    """Keep the game icon's pixels for the next launch, where it would take them (drawn from the SVG
    when they are not kept yet: once, at close)."""
    from gin_desktop.ui.assets import asset_path
    from gin_desktop.ui.icon_disk import keep_icon, usable

    folder = icon_folder(window)
    source = asset_path("icon.svg")
    if folder is None or not usable(app) or not source.is_file():
        return False
    return keep_icon(folder, source)


def icon_after_first_paint(app: QGuiApplication, window: object) -> None:
    """Set the window icon once the table has been painted (or after a second, should the
    window not be painted by then): it is not part of the first frame, and loading Qt's
    SVG icon plugin for it would cost the player's wait ~3 ms (a later launch takes its
    kept pixels instead, where it can: :mod:`gin_desktop.ui.icon_disk`)."""
    from gin_desktop.ui.first_paint import FirstPaint
    from gin_desktop.ui.main_window import MainWindow

    assert isinstance(window, MainWindow)
    # (over the picture's icon too, if it lent one: the SVG's drawing at every size)
    FirstPaint(window.table.canvas, lambda: install_icon(app, kept=icon_folder(window)), fallback_ms=1000)
