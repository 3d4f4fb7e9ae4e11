"""CardPixmaps: sizes at the device pixel ratio, caching, four colours, backs, transparent corners."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QColor, QImage, QPixmap
from PySide6.QtWidgets import QApplication

from gin_desktop.core.cards import Card
from gin_desktop.tools import card_art
from gin_desktop.ui import assets
from gin_desktop.ui.card_pixmaps import BACKS, DECKS, CardPixmaps, shared
from tests.ui.conftest import Builder

# The centre of the top-left index's suit symbol, in card units (viewBox 0 0 250 350).
INDEX_SUIT = (card_art.INDEX_X, card_art.INDEX_SUIT_Y)
FULL = QSize(250, 350)  # one device pixel per card unit at ratio 1


def image(pixmap: QPixmap) -> QImage:
    return pixmap.toImage().convertToFormat(QImage.Format.Format_ARGB32)


def index_colour(pixmaps: CardPixmaps, code: str) -> QColor:
    return image(pixmaps.face(Card.parse(code), FULL, 1.0)).pixelColor(round(INDEX_SUIT[0]), round(INDEX_SUIT[1]))


def rank_height(img: QImage) -> int:
    """Height in pixels of the first run of inked rows in the corner column (the rank glyph)."""
    def inked(x: int, y: int) -> bool:
        colour = img.pixelColor(x, y)
        return colour.alpha() == 255 and colour.lightness() < 120

    rows = [any(inked(x, y) for x in range(6, 56)) for y in range(4, img.height() // 2)]
    start = rows.index(True)
    return rows[start:].index(False)


def near(colour: QColor, hex_colour: str, tolerance: int = 6) -> bool:
    want = QColor(hex_colour)
    pairs = ((colour.red(), want.red()), (colour.green(), want.green()), (colour.blue(), want.blue()))
    return colour.alpha() == 255 and all(abs(a - b) <= tolerance for a, b in pairs)


@pytest.mark.parametrize("dpr", [1.0, 1.25, 2.0])
def test_face_has_requested_size_times_ratio(qapp: QApplication, dpr: float) -> None:
    pixmap = CardPixmaps().face(Card.parse("QH"), QSize(100, 140), dpr)
    assert (pixmap.width(), pixmap.height()) == (round(100 * dpr), round(140 * dpr))
    assert pixmap.devicePixelRatio() == pytest.approx(dpr)
    logical = pixmap.deviceIndependentSize()
    assert (logical.width(), logical.height()) == pytest.approx((100, 140), abs=0.5)


def test_back_has_requested_size_times_ratio(qapp: QApplication) -> None:
    pixmap = CardPixmaps().back("red", QSize(80, 112), 1.5)
    assert (pixmap.width(), pixmap.height(), pixmap.devicePixelRatio()) == (120, 168, 1.5)


def test_pixmaps_are_cached_per_card_size_and_ratio(qapp: QApplication) -> None:
    pixmaps = CardPixmaps()
    card = Card.parse("7C")
    first = pixmaps.face(card, QSize(90, 126), 2.0)
    again = pixmaps.face(card, QSize(90, 126), 2.0)
    assert again is first and again.cacheKey() == first.cacheKey()
    assert pixmaps.face(card, QSize(91, 127), 2.0).cacheKey() != first.cacheKey()
    assert pixmaps.face(card, QSize(90, 126), 1.0).cacheKey() != first.cacheKey()
    assert pixmaps.face(Card.parse("7D"), QSize(90, 126), 2.0).cacheKey() != first.cacheKey()
    back = pixmaps.back("blue", QSize(90, 126), 2.0)
    assert pixmaps.back("blue", QSize(90, 126), 2.0).cacheKey() == back.cacheKey()
    pixmaps.clear()
    assert pixmaps.face(card, QSize(90, 126), 2.0).cacheKey() != first.cacheKey()


def test_one_shared_renderer_per_svg(qapp: QApplication) -> None:
    pixmaps = CardPixmaps()
    renderer = pixmaps.renderer("AS")
    pixmaps.face(Card.parse("AS"), QSize(50, 70), 1.0)
    pixmaps.clear()
    assert pixmaps.renderer("AS") is renderer
    assert pixmaps.renderer("AS", four_colour=True) is not renderer
    assert shared() is shared()


def test_rendered_face_is_not_blank_in_the_index_corner(qapp: QApplication) -> None:
    img = image(CardPixmaps().face(Card.parse("TS"), FULL, 1.0))
    corner = [img.pixelColor(x, y) for x in range(8, 52) for y in range(12, 118)]
    dark = [c for c in corner if c.alpha() == 255 and c.lightness() < 100]
    assert len(dark) > 300  # the "10" and the spade
    assert near(img.pixelColor(round(INDEX_SUIT[0]), round(INDEX_SUIT[1])), card_art.SPADES_TOKEN)
    # the corner is readable in the left quarter alone: nothing of the index lies beyond it
    assert all(img.pixelColor(x, y).lightness() > 240 for x in range(56, 63) for y in range(12, 118))


def test_corners_are_transparent_and_the_card_is_opaque(qapp: QApplication) -> None:
    for pixmap in (CardPixmaps().face(Card.parse("2H"), FULL, 1.0), CardPixmaps().back("blue", FULL, 1.0)):
        img = image(pixmap)
        for x, y in ((0, 0), (249, 0), (0, 349), (249, 349)):
            assert img.pixelColor(x, y).alpha() == 0
        assert img.pixelColor(125, 20).alpha() == 255
        assert img.pixelColor(125, 330).alpha() == 255


def test_two_colour_index_colours(qapp: QApplication) -> None:
    pixmaps = CardPixmaps()
    assert near(index_colour(pixmaps, "9C"), card_art.CLUBS_TOKEN)
    assert near(index_colour(pixmaps, "9D"), card_art.DIAMONDS_TOKEN)
    assert near(index_colour(pixmaps, "9H"), card_art.HEARTS_TOKEN)
    assert near(index_colour(pixmaps, "9S"), card_art.SPADES_TOKEN)


def test_four_colour_deck_recolours_clubs_and_diamonds_only(qapp: QApplication) -> None:
    pixmaps = CardPixmaps()
    two = {code: index_colour(pixmaps, code) for code in ("KC", "KD", "KH", "KS")}
    pixmaps.set_four_colour(True)
    assert pixmaps.four_colour
    four = {code: index_colour(pixmaps, code) for code in ("KC", "KD", "KH", "KS")}
    assert near(four["KC"], "#0a7d32") and not near(two["KC"], "#0a7d32")
    assert near(four["KD"], "#1565c0") and not near(two["KD"], "#1565c0")
    assert four["KH"] == two["KH"] and four["KS"] == two["KS"]
    # both schemes stay cached side by side; backs are the same in both
    pixmaps.set_four_colour(False)
    assert index_colour(pixmaps, "KC") == two["KC"]
    back = pixmaps.back("purple", FULL, 1.0)
    pixmaps.set_four_colour(True)
    assert pixmaps.back("purple", FULL, 1.0).cacheKey() == back.cacheKey()


def test_large_index_deck_draws_other_faces_and_caches_them_apart(qapp: QApplication) -> None:
    assert DECKS == ("classic", "large-index")
    pixmaps = CardPixmaps()
    assert pixmaps.deck == "classic"
    card = Card.parse("7C")
    classic = pixmaps.face(card, FULL, 1.0)
    pixmaps.set_deck("large-index")
    large = pixmaps.face(card, FULL, 1.0)
    assert large.cacheKey() != classic.cacheKey() and image(large) != image(classic)
    assert pixmaps.renderer("large/7C") is not pixmaps.renderer("7C")
    # the big rank: its glyph in the top-left corner is half as tall again as the classic one
    assert rank_height(image(large)) > 1.4 * rank_height(image(classic)) > 1.4 * 60
    back = pixmaps.back("blue", FULL, 1.0)
    pixmaps.set_deck("classic")  # switching back finds the classic face still cached; the backs are shared
    assert pixmaps.face(card, FULL, 1.0).cacheKey() == classic.cacheKey()
    assert pixmaps.back("blue", FULL, 1.0).cacheKey() == back.cacheKey()
    with pytest.raises(ValueError, match="no deck named 'jumbo'"):
        pixmaps.set_deck("jumbo")
    assert pixmaps.deck == "classic"


def test_four_colour_works_for_the_large_index_deck(qapp: QApplication) -> None:
    pixmaps = CardPixmaps(deck="large-index", four_colour=True)
    at = (round(card_art.LARGE_X), round(card_art.LARGE_SUIT_Y))
    colours = {code: image(pixmaps.face(Card.parse(code), FULL, 1.0)).pixelColor(*at) for code in ("9C", "9D", "9H")}
    assert near(colours["9C"], "#0a7d32") and near(colours["9D"], "#1565c0")
    assert near(colours["9H"], card_art.HEARTS_TOKEN)


def test_large_index_faces_come_from_the_generator_not_from_files(qapp: QApplication, tmp_path: Path) -> None:
    """An empty art folder: classic faces fall back to plain cards, large-index faces still draw."""
    problems: list[str] = []
    pixmaps = CardPixmaps(folder=tmp_path, deck="large-index")
    pixmaps.on_art_problem = problems.append
    face = image(pixmaps.face(Card.parse("QS"), FULL, 1.0))
    assert problems == []
    assert face == image(CardPixmaps(deck="large-index").face(Card.parse("QS"), FULL, 1.0))
    pixmaps.set_deck("classic")
    pixmaps.face(Card.parse("QS"), FULL, 1.0)
    assert len(problems) == 1 and "card image missing" in problems[0]


def test_backs_choice(qapp: QApplication) -> None:
    assert len(BACKS) >= 2 and {"blue", "red"} <= set(BACKS)
    pixmaps = CardPixmaps()
    centres = {name: image(pixmaps.back(name, FULL, 1.0)).pixelColor(40, 175) for name in BACKS}
    assert len({c.rgb() for c in centres.values()}) == len(BACKS)
    assert centres["blue"].blue() > centres["blue"].red()
    assert centres["red"].red() > centres["red"].blue()
    with pytest.raises(ValueError, match="no card back named"):
        pixmaps.back("tartan", FULL, 1.0)


def test_bad_sizes_and_missing_files_are_clear_errors(qapp: QApplication, tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="positive"):
        CardPixmaps().face(Card.parse("AS"), QSize(0, 10), 1.0)
    with pytest.raises(FileNotFoundError, match="card image missing"):
        CardPixmaps(folder=tmp_path).face(Card.parse("AS"), FULL, 1.0)
    (tmp_path / "AS.svg").write_text("not svg", encoding="utf-8")
    with pytest.raises(ValueError, match="not valid SVG"):
        CardPixmaps(folder=tmp_path).face(Card.parse("AS"), FULL, 1.0)


def test_missing_card_art_draws_plain_cards_when_asked(qapp: QApplication, tmp_path: Path) -> None:
    problems: list[str] = []
    pixmaps = CardPixmaps(folder=tmp_path)
    pixmaps.on_art_problem = problems.append
    face = pixmaps.face(Card.parse("TD"), FULL, 2.0)
    back = pixmaps.back("blue", FULL, 2.0)
    assert not face.isNull() and face.devicePixelRatio() == 2.0 and face.width() == FULL.width() * 2
    image = face.toImage()
    assert image.pixelColor(image.width() // 2, 8).lightness() > 240  # a white face
    assert back.toImage().pixelColor(back.width() // 2, back.height() // 2).blue() > 120  # a blue back
    assert len(problems) == 2 and "card image missing" in problems[0]
    pixmaps.face(Card.parse("TD"), FULL, 2.0)
    assert len(problems) == 2  # the plain card is kept: not tried (or told) again


def test_asset_path_from_source_and_frozen(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    assert assets.asset_path("cards", "AS.svg").is_file()
    assert assets.assets_root() == Path(assets.__file__).resolve().parents[2] / "assets"
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert assets.asset_path("cards", "AS.svg") == tmp_path / "assets" / "cards" / "AS.svg"


def test_a_hundred_window_resizes_leave_the_pixmap_cache_within_its_bound(build: Builder) -> None:
    """60 resizes used to leave 732 pixmaps at 61 sizes (about 35 MB at ratio 1)."""
    from gin_desktop.ui.card_pixmaps import MAX_SIZES

    table = build()
    window, pixmaps = table.window, table.window.pixmaps
    canvas = window.table.viewport()
    for i in range(100):
        window.resize(700 + (i * 37) % 500, 560 + (i * 23) % 300)
        QApplication.processEvents()
        canvas.repaint()
        assert len(pixmaps.sizes) <= MAX_SIZES and pixmaps.pixmap_count <= MAX_SIZES * len(BACKS + tuple(range(52)))
    layout = table.layout
    current = (round(layout.card_w), round(layout.card_h))
    assert current in {(w, h) for w, h, _dpr, _four in pixmaps.sizes}  # the size on screen stays cached
    assert pixmaps.sizes[-1][:2] == current
    assert pixmaps.pixmap_count >= len(table.view().hand)


def test_the_cache_keeps_the_sizes_used_most_recently(qapp: QApplication, tmp_path: Path) -> None:
    from PySide6.QtCore import QSize

    from gin_desktop.core import Card
    from gin_desktop.ui.card_pixmaps import MAX_SIZES

    pixmaps = CardPixmaps()
    ace = Card.parse("AS")
    first = pixmaps.face(ace, QSize(50, 70), 1.0)
    for width in range(60, 60 + MAX_SIZES - 1):
        pixmaps.face(ace, QSize(width, 70), 1.0)
    assert pixmaps.face(ace, QSize(50, 70), 1.0) is first  # still cached, and now the newest
    pixmaps.face(ace, QSize(99, 70), 1.0)  # one size too many: the least recently used one goes
    assert len(pixmaps.sizes) == MAX_SIZES and (60, 70, 1.0, False) not in pixmaps.sizes
    assert pixmaps.face(ace, QSize(50, 70), 1.0) is first
    pixmaps.clear()
    assert pixmaps.pixmap_count == 0
