"""The picture of the table kept at the last close and shown first at the next launch
(``ui/still_frame.py``, issue 26): it paints exactly what the live table shows, and it never shows
where it could be untrue (a changed save, other settings, another language, another copy running,
another window size) or where its file is damaged."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QSize
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.store.lock import FileLock
from gin_desktop.store.paths import DB_NAME, LOCK_NAME
from gin_desktop.ui import kept_look
from gin_desktop.ui.kept_look import KeptLook
from gin_desktop.ui.sort_box import LOOK_NAME
from gin_desktop.ui.still_frame import (
    FORMAT,
    MAGIC,
    Still,
    StillWindow,
    keep_still,
    read_kept,
    read_still,
    show_still,
    still_path,
    take_still,
)
from tests.ui.conftest import Builder, close
from tests.ui.test_startup_modules import ROOT, saved_game_mid_hand


def _picture(width: int = 40, height: int = 30) -> QImage:
    image = QImage(width, height, FORMAT)
    image.fill(QColor("#1d6b3a"))
    for x in range(width):
        image.setPixelColor(x, x % height, QColor("#f0e6d0"))
    return image


def _kept(data_dir: Path, language: str = "", state: str = "normal") -> Still:
    (data_dir / "settings.ini").write_text("[help]\nwalkthrough_shown=true\n", encoding="utf-8")
    (data_dir / DB_NAME).write_bytes(b"saves")
    image = _picture()
    look = KeptLook("a-box", "its key", "its hint's key", QSize(9, 7), _picture(8, 6))
    still = Still(image, "Gin Rummy", state, image.size(), "", looks=(look,))
    assert keep_still(still, data_dir, language)
    return still


def _same_pixels(a: QImage, b: QImage) -> bool:
    a, b = a.convertToFormat(FORMAT), b.convertToFormat(FORMAT)
    return a.size() == b.size() and bytes(a.constBits()) == bytes(b.constBits())


def test_a_kept_picture_reads_back_whole_while_the_saves_are_unchanged(qapp: QApplication, data_dir: Path) -> None:
    still = _kept(data_dir, "de")
    back = read_still(data_dir, "de")
    assert back is not None
    assert _same_pixels(back.image, still.image)
    assert (back.title, back.state, back.logical, back.ratio) == ("Gin Rummy", "normal", still.logical, 1.0)
    (look,) = back.looks  # (a control's look at rest: kept_look.py)
    assert (look.name, look.key, look.hint_key, look.hint) == ("a-box", "its key", "its hint's key", QSize(9, 7))
    assert _same_pixels(look.image, still.looks[0].image)


@pytest.mark.parametrize("change", ["a move saved", "the write-ahead log", "settings", "language", "colours"])
def test_a_picture_is_not_shown_once_what_it_shows_may_have_changed(
        qapp: QApplication, data_dir: Path, change: str) -> None:
    """Edge cases: after the picture was kept, a move reached the saves (another copy, a crash that
    left the write-ahead log), a setting changed, the launch asks for another language, or the
    system's colours changed: the picture might be untrue, so it is not read."""
    _kept(data_dir, "de")
    language = "de"
    palette = qapp.palette()
    try:
        if change == "a move saved":
            (data_dir / DB_NAME).write_bytes(b"saves and one more move")
        elif change == "the write-ahead log":
            (data_dir / f"{DB_NAME}-wal").write_bytes(b"an unfinished write")
        elif change == "settings":
            (data_dir / "settings.ini").write_text("[view]\ntheme=night\n", encoding="utf-8")
        elif change == "language":
            language = "fr"
        else:
            dark = qapp.palette()
            dark.setColor(dark.ColorRole.Window, QColor("#202020"))
            qapp.setPalette(dark)
        assert read_still(data_dir, language) is None
    finally:
        qapp.setPalette(palette)


@pytest.mark.parametrize("damage", ["cut short", "not ours", "no header end", "bad number", "too small for its size",
                                    "empty", "a look's size past its pixels", "a look's field missing"])
def test_a_damaged_picture_file_is_ignored_and_left_alone(qapp: QApplication, data_dir: Path, damage: str) -> None:
    """Edge cases: a picture file cut short (a full disk), another program's file, a header that
    does not parse: nothing shows (the table is painted as usual), nothing crashes or is deleted."""
    _kept(data_dir)
    path = still_path(data_dir)
    data = path.read_bytes()
    head_end = data.index(b"\n\n")
    damaged = {
        "cut short": data[:-7],
        "not ours": b"PNG" + data[3:],
        "no header end": data[:head_end],
        "bad number": data.replace(b"width=40", b"width=4x0"),
        "too small for its size": data.replace(b"height=30", b"height=3000"),
        "empty": b"",
        "a look's size past its pixels": data.replace(b"\t8x6\t", b"\t8x60\t"),
        "a look's field missing": data.replace(b"\t8x6\t", b"\t"),
    }[damage]
    path.write_bytes(damaged)
    assert read_still(data_dir, "") is None
    assert path.read_bytes() == damaged
    assert Still.from_bytes(MAGIC + b"width=1\n\n") is None


def test_no_picture_shows_while_another_copy_holds_the_saves(qapp: QApplication, data_dir: Path) -> None:
    """Edge case: a second launch on saves another copy plays (that copy is brought to the front
    instead): no picture may flash up meanwhile."""
    _kept(data_dir)
    settings = QSettings(str(data_dir / "settings.ini"), QSettings.Format.IniFormat)
    window = StillWindow(read_still(data_dir, "") or pytest.fail("no picture"))
    settings.setValue("window/geometry", window.saveGeometry())
    settings.sync()
    keep_still(Still(_picture(), "Gin Rummy", "normal", window.size(), ""), data_dir, "")
    other = FileLock(data_dir / LOCK_NAME)
    assert other.acquire()
    try:
        assert show_still(data_dir, "", data_dir / "settings.ini") is None
    finally:
        other.release()
    shown = show_still(data_dir, "", data_dir / "settings.ini")  # (once that copy has gone, it shows)
    assert shown is not None
    shown.finish()


def test_the_picture_shows_only_at_the_size_it_was_taken(qtbot: QtBot, data_dir: Path) -> None:
    """Edge case: the window would open at another size (the settings were kept at another one):
    the picture does not show, stretched or cut."""
    _kept(data_dir)
    window = StillWindow(read_still(data_dir, "") or pytest.fail("no picture"))
    qtbot.addWidget(window)
    window.resize(300, 200)  # (not the picture's 40×30)
    settings = QSettings(str(data_dir / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("window/geometry", window.saveGeometry())
    settings.sync()
    keep_still(Still(_picture(), "Gin Rummy", "normal", _picture().size(), ""), data_dir, "")
    assert show_still(data_dir, "", data_dir / "settings.ini") is None
    keep_still(Still(_picture(), "Gin Rummy", "normal", window.size(), ""), data_dir, "")
    shown = show_still(data_dir, "", data_dir / "settings.ini")  # (taken at that size, it shows)
    assert shown is not None
    shown.finish()


def test_the_picture_of_the_table_paints_exactly_what_the_live_table_showed(
        build: Builder, qtbot: QtBot, data_dir: Path) -> None:
    """The whole way: the window closes and keeps its picture, a launch shows that picture in a
    window of the same place and size, and its pixels are the live window's."""
    table = build(seed=11)
    live = table.window.grab().toImage()
    close(table)  # (the close keeps the geometry and takes the picture)
    picture = table.window.still
    assert picture is not None
    table.settings.sync()
    assert keep_still(picture, data_dir, "")
    shown = show_still(data_dir, "", data_dir / "settings.ini")
    assert shown is not None
    qtbot.addWidget(shown)
    assert shown.isVisible() and shown.size() == table.window.size() and shown.windowTitle() == "Gin Rummy"
    assert _same_pixels(shown.grab().toImage(), live)
    # The Sort box's look at rest came with the picture, handed on for the table built behind it
    (look,) = picture.looks
    assert look.name == LOOK_NAME and _same_pixels(look.image, table.window.panel.sort.kept_look().image)
    handed = kept_look.take(LOOK_NAME)
    assert handed is not None and (handed.key, handed.hint) == (look.key, look.hint)
    assert _same_pixels(handed.image, look.image)
    shown.finish()
    qtbot.waitUntil(lambda: not shown.isVisible())


def test_the_shown_picture_lets_its_window_backing_store_go_and_a_repaint_makes_it_again(
        qtbot: QtBot, data_dir: Path) -> None:
    """Once painted, the picture's window drops its backing store (a second copy of the picture, the
    window's size, beside the live table's own while that builds); a repaint makes it again whole."""
    _kept(data_dir)
    window = StillWindow(read_still(data_dir, "") or pytest.fail("no picture"))
    qtbot.addWidget(window)
    window.resize(_picture().size())
    settings = QSettings(str(data_dir / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("window/geometry", window.saveGeometry())
    settings.sync()
    keep_still(Still(_picture(), "Gin Rummy", "normal", window.size(), ""), data_dir, "")
    shown = show_still(data_dir, "", data_dir / "settings.ini")
    assert shown is not None
    qtbot.addWidget(shown)
    store = shown.backingStore()
    assert store is not None and store.size() == QSize(1, 1)
    shown.repaint()
    assert store.size() == shown.size() == _picture().size()
    assert _same_pixels(shown.grab().toImage(), _picture())
    shown.finish()


def test_take_still_is_none_for_a_window_not_shown(qapp: QApplication) -> None:
    window = StillWindow(Still(_picture(), "x", "normal", _picture().size(), ""))
    assert take_still(window) is None


def test_a_relaunch_paints_the_kept_picture_before_the_live_table_and_after_a_move_does_not(tmp_path: Path) -> None:
    """The real entry point, twice: the second launch paints the picture first; once a move has been
    saved behind the picture's back (as another copy or a crash would), it paints the live table only."""
    data = tmp_path / "data"
    data.mkdir()
    saved_game_mid_hand(data)
    env = {k: v for k, v in os.environ.items() if k != "GIN_RUMMY_DATA_DIR"}
    env.update(QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    launch = [sys.executable, "-m", "gin_desktop", "--data-dir", str(data), "--startup-probe"]

    def run() -> str:
        done = subprocess.run(launch, capture_output=True, text=True, timeout=120, cwd=ROOT, env=env)
        assert done.returncode == 0, done.stdout + done.stderr[-2000:]
        return done.stdout

    assert "still-paint" not in run()
    assert "still-paint" in run()
    from gin_desktop.store import GameStore  # (a move saved by someone else: the picture is now untrue)

    store = GameStore.open(data)
    game = store.resume()
    assert game is not None
    from gin_desktop.ai import make_player
    from gin_desktop.core import view_of

    hand = game.match.hand
    assert hand is not None
    game.apply(make_player("baseline", 3).choose(view_of(hand, hand.current, game.match)))
    store.close()
    out = run()
    assert "still-paint" not in out and "first-paint" in out


def test_the_shown_picture_lets_its_pixels_go_once_painted_and_reads_them_again_to_repaint(
        qtbot: QtBot, data_dir: Path) -> None:
    """The picture's pixels stay only in the window's backing store once it has painted (they would
    add the picture's size again to the live table's peak memory); a repaint asked for later reads
    the file again, and paints the window's colour if the file has gone meanwhile."""
    _kept(data_dir)
    reads: list[int] = []

    def again() -> Still | None:
        reads.append(1)
        return read_kept(data_dir)

    window = StillWindow(read_still(data_dir, "") or pytest.fail("no picture"), again)
    qtbot.addWidget(window)
    window.resize(_picture().size())
    with qtbot.waitExposed(window):
        window.show()
    qtbot.waitUntil(lambda: window.still is None)
    assert reads == []
    assert _same_pixels(window.grab().toImage(), _picture())  # (a repaint: read again)
    assert reads == [1] and window.still is None
    still_path(data_dir).unlink()
    blank = window.grab().toImage()
    assert QColor(blank.pixel(0, 0)) == window.palette().window().color()
    window.finish()


def test_the_picture_keeps_the_window_icon_and_lends_it_until_the_game_has_its_own(
        qapp: QApplication, data_dir: Path) -> None:
    """The picture's window must not open without the title bar's icon (the game's is drawn from
    an SVG, which loads QtSvg after the first paint): the icon's pixels are kept with the picture
    and given to the launch's windows until the game's own replaces them."""
    from PySide6.QtGui import QIcon, QPixmap

    icon = _picture(16, 16)
    _kept(data_dir)
    still = Still(_picture(), "Gin Rummy", "normal", _picture().size(), "", icon=icon)
    assert keep_still(still, data_dir, "")
    back = read_still(data_dir, "")
    assert back is not None and back.icon is not None and _same_pixels(back.icon, icon)
    assert _same_pixels(back.image, _picture())
    assert Still.from_bytes(still_path(data_dir).read_bytes()[:-5]) is None  # (an icon cut short)
    before = qapp.windowIcon()
    qapp.setWindowIcon(QIcon())
    try:
        window = StillWindow(back)
        shown = qapp.windowIcon()
        assert not shown.isNull()
        assert _same_pixels(shown.pixmap(16, 16).toImage(), icon)
        game_icon = QIcon(QPixmap.fromImage(_picture(8, 8)))
        qapp.setWindowIcon(game_icon)
        StillWindow(back)  # (a game icon already there is kept)
        assert qapp.windowIcon().cacheKey() == game_icon.cacheKey()
        window.finish()
    finally:
        qapp.setWindowIcon(before)


def test_the_lent_icon_does_not_keep_the_pictures_pixels_alive(qapp: QApplication, data_dir: Path) -> None:
    """The icon lent to the launch's windows lives until the game's own replaces it, after the live
    table's paint. Were it a view into the file's bytes, a pixmap made from it would share them (Qt
    copies no pixels for an image with transparent ones) and keep the whole file, the picture's pixels
    (3.7 MB at 1180×780), in memory up to then: on the live table's peak."""
    import gc

    from PySide6.QtGui import QIcon, QPixmap

    icon = _picture(16, 16)
    icon.setPixelColor(0, 0, QColor(0, 0, 0, 0))  # (a real icon's corners are transparent)
    _kept(data_dir)
    assert keep_still(Still(_picture(), "Gin Rummy", "normal", _picture().size(), "", icon=icon), data_dir, "")
    data = still_path(data_dir).read_bytes()
    alone = sys.getrefcount(data)
    still = Still.from_bytes(data)
    assert still is not None and still.icon is not None
    lent = QIcon(QPixmap.fromImage(still.icon))
    assert sys.getrefcount(data) > alone  # (the picture reads its pixels from the file's bytes: not copied)
    del still
    gc.collect()
    assert sys.getrefcount(data) == alone  # (the icon has pixels of its own)
    assert _same_pixels(lent.pixmap(16, 16).toImage(), icon)


def test_a_picture_kept_under_the_night_theme_shows_at_the_next_launch(qapp: QApplication, data_dir: Path) -> None:
    """Edge case: a dark theme puts its own palette over the desktop's, and the next launch compares
    the desktop's window colour before any theme is applied: the picture must be stamped with the
    desktop's colour, or it never shows for a player of the Night theme (found under Xvfb)."""
    from gin_desktop.entry.app import keep_or_forget_still
    from gin_desktop.ui.themes import LOOKS, ThemeKeeper

    _kept(data_dir)
    keeper = ThemeKeeper.of_app()
    desktop_window = keeper.desktop.color(QPalette.ColorRole.Window).name()
    keeper.apply(LOOKS["night"])
    try:
        assert qapp.palette().color(QPalette.ColorRole.Window).name() != desktop_window
        keep_or_forget_still(Still(_picture(), "Gin Rummy", "normal", _picture().size(), ""), data_dir, None)
    finally:
        keeper.apply(LOOKS["classic"])
    assert qapp.palette().color(QPalette.ColorRole.Window).name() == desktop_window
    assert read_still(data_dir, "") is not None  # (a launch: the desktop's colours, no theme yet)
