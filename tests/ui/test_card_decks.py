"""The large-index deck on the real table: chosen in the settings dialog, drawn at once,
kept across a restart, and a bad stored value falls back to the classic deck."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, QRect, QRectF, QSettings, QSize, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QComboBox

from gin_desktop.ui.card_pixmaps import CardPixmaps
from gin_desktop.ui.dialogs.settings_dialog import SettingsDialog
from tests.ui.conftest import Builder, Table, close

LEFT = Qt.MouseButton.LeftButton


def hand_card_image(table: Table) -> tuple[QImage, str]:
    """The first card of the player's hand as the view shows it (a grab of the viewport)."""
    table.wait_my_turn()
    table.wait_still()
    code = table.layout.spots[-1].key  # the rightmost hand card lies on top: nothing covers it
    item = table.item(code.split(":", 1)[1])
    view = table.window.table
    w, h = table.layout.card_w, table.layout.card_h
    face = view.mapFromScene(item.mapToScene(QRectF(0, 0, w, h))).boundingRect()  # the card itself, not its shadow
    inner = QRect(face.x() + 3, face.y() + 3, face.width() - 6, face.height() * 2 // 5)  # its top, with the index
    image = view.viewport().grab(inner).toImage()
    pixels = [image.pixelColor(x, y) for x in range(image.width()) for y in range(image.height())]
    inked = sum(1 for colour in pixels if colour.lightness() < 180)
    white = sum(1 for colour in pixels if colour.lightness() > 240)
    assert inked > 20 and white > inked, "the grab shows no card index"  # (it is the card, not the cloth)
    return image, code


def show_table_page(dialog: SettingsDialog) -> None:
    """Switch the settings dialog to its Table page (where the card options are)."""
    pages = [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())]
    dialog.tabs.setCurrentIndex(pages.index("Table"))


def choose_deck_in_the_dialog(table: Table, deck: str) -> None:
    """Open Options > Settings, pick ``deck`` in the Table page's Card faces box, click OK."""
    window, qtbot = table.window, table.qtbot
    dialog = window.look.show_settings()
    qtbot.waitExposed(dialog)
    show_table_page(dialog)
    combo: QComboBox = dialog.deck_combo
    assert combo.isVisible()
    combo.setFocus()
    target = combo.findData(deck)
    assert target >= 0, f"{deck} is not offered"
    while combo.currentIndex() != target:  # the arrow keys, as a player without a mouse would
        before = combo.currentIndex()
        qtbot.keyClick(combo, Qt.Key.Key_Down if target > before else Qt.Key.Key_Up)
        assert combo.currentIndex() != before
    with qtbot.waitSignal(dialog.accepted, timeout=2000):
        qtbot.mouseClick(dialog.ok_button, LEFT)


def test_large_index_chosen_in_the_dialog_redraws_the_table_and_persists(build: Builder, data_dir: Path) -> None:
    table = build()
    window = table.window
    assert window.pixmaps.deck == "classic"
    before, code = hand_card_image(table)
    choose_deck_in_the_dialog(table, "large-index")
    assert window.prefs.deck == "large-index" and window.pixmaps.deck == "large-index"
    after, same = hand_card_image(table)
    assert same == code and after.size() == before.size()
    assert after != before  # the table shows the large-index face now
    # the face painted is the large-index renderer's, not the classic one
    card_h = round(table.layout.card_h)
    card_w = round(table.layout.card_w)
    dpr = window.table.devicePixelRatioF()
    card = table.item(code.split(":", 1)[1]).card
    assert card is not None
    large = window.pixmaps.face(card, QSize(card_w, card_h), dpr)
    classic = CardPixmaps(window.pixmaps.folder).face(card, QSize(card_w, card_h), dpr)
    assert large.toImage() != classic.toImage()
    assert QSettings(str(data_dir / "settings.ini"), QSettings.Format.IniFormat).value("cards/deck") == "large-index"

    # a restart of the window on the same settings file starts with the large-index deck
    close(table)
    again = build(resume=True)
    assert again.window.prefs.deck == "large-index" and again.window.pixmaps.deck == "large-index"
    restored, _code = hand_card_image(again)
    assert restored.size() == after.size()

    # and back to the classic faces through the dialog
    choose_deck_in_the_dialog(again, "classic")
    assert again.window.pixmaps.deck == "classic"


def test_a_bad_stored_deck_falls_back_to_classic_and_says_so(build: Builder, data_dir: Path) -> None:
    settings = QSettings(str(data_dir / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("cards/deck", "jumbo")
    settings.sync()
    table = build()
    assert table.window.prefs.deck == "classic" and table.window.pixmaps.deck == "classic"
    assert any("Card faces 'jumbo'" in text and "reset to classic" in text for text in table.window.notices.texts())
    hand_card_image(table)  # and the table draws


def test_four_colour_and_large_index_together(build: Builder) -> None:
    table = build()
    before, _code = hand_card_image(table)
    choose_deck_in_the_dialog(table, "large-index")
    window = table.window
    dialog = window.look.show_settings()
    table.qtbot.waitExposed(dialog)
    show_table_page(dialog)
    check = dialog.four_colour_check
    table.qtbot.mouseClick(check, LEFT, pos=QPoint(8, check.height() // 2))  # on the box itself
    assert check.isChecked()
    with table.qtbot.waitSignal(dialog.accepted, timeout=2000):
        table.qtbot.mouseClick(dialog.ok_button, LEFT)
    assert window.pixmaps.deck == "large-index" and window.pixmaps.four_colour
    after, _same = hand_card_image(table)
    assert after != before


def test_the_settings_preview_shows_the_chosen_faces_before_ok(build: Builder) -> None:
    table = build()
    dialog = table.window.look.show_settings()
    table.qtbot.waitExposed(dialog)
    show_table_page(dialog)
    assert dialog.preview.isVisible()
    before = dialog.preview.grab().toImage()
    dialog.deck_combo.setFocus()
    table.qtbot.keyClick(dialog.deck_combo, Qt.Key.Key_Down)
    assert dialog.deck_combo.currentData() == "large-index"
    assert dialog.preview.grab().toImage() != before
    assert table.window.pixmaps.deck == "classic"  # the table waits for OK
    dialog.reject()
