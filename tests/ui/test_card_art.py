"""The committed SVG deck: complete, valid, up to date with the generator, colour tokens in place."""

from __future__ import annotations

import argparse
import io
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication

from gin_desktop.core.cards import DECK, Card
from gin_desktop.tools import card_art, main
from gin_desktop.ui import card_pixmaps
from gin_desktop.ui.assets import asset_path

CARDS = asset_path("cards")
FACES = [f"{card.code}.svg" for card in DECK]
BACK_FILES = [f"back-{name}.svg" for name in card_art.BACKS]
ALL_FILES = FACES + BACK_FILES
TOKEN = re.compile(r"#[0-9a-fA-F]{6}")
COURTS = [card for card in DECK if card.rank >= 11]


def test_every_face_and_back_is_committed() -> None:
    assert len(FACES) == 52 and "TD.svg" in FACES and "AS.svg" in FACES
    assert len(BACK_FILES) >= 4 and {"back-blue.svg", "back-red.svg", "back-green.svg"} <= set(BACK_FILES)
    present = {p.relative_to(CARDS).as_posix() for p in CARDS.rglob("*.svg")}  # (no sub-folders either)
    assert present == set(ALL_FILES), "missing or leftover files in assets/cards"


@pytest.mark.parametrize("name", ALL_FILES)
def test_each_file_is_valid_svg(qapp: QApplication, name: str) -> None:
    path = CARDS / name
    root = ET.parse(path).getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    assert root.get("viewBox") == "0 0 250 350"
    renderer = QSvgRenderer(str(path))
    assert renderer.isValid()
    assert renderer.viewBoxF().width() == 250 and renderer.viewBoxF().height() == 350


def test_generator_reproduces_the_committed_files_byte_for_byte(tmp_path: Path) -> None:
    out = io.StringIO()
    assert card_art.run(_args(tmp_path, check=False), io.StringIO(), out) == 0
    assert f"wrote {52 + len(BACK_FILES)} card files" in out.getvalue()
    written = sorted(p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*.svg"))
    assert written == sorted(ALL_FILES)
    stale = [name for name in written if (tmp_path / name).read_bytes() != (CARDS / name).read_bytes()]
    assert not stale, f"assets/cards is stale; run `gin-rummy-tools card-art`: {stale}"


def test_generator_is_deterministic_across_runs(tmp_path: Path) -> None:
    first = card_art.deck_files()
    card_art.write_deck(tmp_path)
    assert card_art.deck_files() == first
    assert {p.relative_to(tmp_path).as_posix(): p.read_text(encoding="utf-8") for p in tmp_path.rglob("*.svg")} == first


def test_card_art_command_check_mode(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["card-art", "--out", str(tmp_path)]) == 0
    assert main(["card-art", "--check", "--out", str(tmp_path)]) == 0
    (tmp_path / "7H.svg").write_text("<svg/>", encoding="utf-8")
    (tmp_path / "QS.svg").unlink()
    assert main(["card-art", "--check", "--out", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert "2 stale card files" in out and "7H.svg" in out and "QS.svg" in out
    assert main(["card-art", "--check", "--out", str(CARDS)]) == 0  # the committed deck is current


def test_each_face_uses_only_its_own_suit_token() -> None:
    tokens = set(card_art.SUIT_TOKENS)
    assert len(tokens) == 4
    for card in DECK:
        texts = {"classic": (CARDS / f"{card.code}.svg").read_text(encoding="utf-8"),
                 "large-index": card_art.large_face_svg(card)}
        for deck, text in texts.items():
            used = set(TOKEN.findall(text)) & tokens
            assert used == {card_art.SUIT_TOKENS[card.suit]}, (deck, card.code)
            assert f'fill="{card_art.SUIT_TOKENS[card.suit]}"' in text


def test_backs_use_no_suit_token() -> None:
    for name in BACK_FILES:
        text = (CARDS / name).read_text(encoding="utf-8")
        assert not set(TOKEN.findall(text)) & set(card_art.SUIT_TOKENS), name


def test_renderer_tokens_match_the_generator() -> None:
    assert card_pixmaps.CLUBS_TOKEN.decode() == card_art.CLUBS_TOKEN
    assert card_pixmaps.DIAMONDS_TOKEN.decode() == card_art.DIAMONDS_TOKEN
    assert card_pixmaps.BACKS == card_art.BACKS
    assert card_pixmaps.DECKS == ("classic", "large-index")


def test_faces_draw_with_paths_not_fonts() -> None:
    texts = {name: (CARDS / name).read_text(encoding="utf-8") for name in ALL_FILES}
    texts.update({f"large {card.code}": card_art.large_face_svg(card) for card in DECK})
    for name, text in texts.items():
        assert "<text" not in text and "font" not in text, name


@pytest.mark.parametrize("card", DECK, ids=[card.code for card in DECK])
def test_each_large_index_face_is_valid_svg(qapp: QApplication, card: Card) -> None:
    text = card_art.large_face_svg(card)
    assert ET.fromstring(text.encode()).get("viewBox") == "0 0 250 350"
    renderer = QSvgRenderer(QByteArray(text.encode()))
    assert renderer.isValid() and renderer.viewBoxF().width() == 250


def _render(data: bytes, width: int = 125, height: int = 175) -> QImage:
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        QSvgRenderer(QByteArray(data)).render(painter, QRectF(0, 0, width, height))
    finally:
        painter.end()
    return image


def _share_differing(a: QImage, b: QImage) -> float:
    """The share of pixels that differ clearly (more than 40 in a channel)."""
    differ = 0
    for y in range(a.height()):
        for x in range(a.width()):
            p, q = a.pixelColor(x, y), b.pixelColor(x, y)
            if max(abs(p.red() - q.red()), abs(p.green() - q.green()), abs(p.blue() - q.blue())) > 40:
                differ += 1
    return differ / (a.width() * a.height())


@pytest.mark.slow
def test_every_court_is_a_distinct_drawing(qapp: QApplication) -> None:
    """All twelve courts differ visibly even with every suit drawn in one colour (so not only
    by colour or by the index): the figure, its headwear, pattern and attribute differ."""
    one_colour = {}
    for card in COURTS:
        data = (CARDS / f"{card.code}.svg").read_bytes()
        for token in card_art.SUIT_TOKENS:
            data = data.replace(token.encode(), b"#000000")
        data = re.sub(rb"<title>.*?</title>", b"", data)
        one_colour[card.code] = _render(data)
    codes = sorted(one_colour)
    shares = {(a, b): _share_differing(one_colour[a], one_colour[b]) for i, a in enumerate(codes)
              for b in codes[i + 1:]}
    assert len(shares) == 66
    least = min(shares, key=shares.__getitem__)
    assert shares[least] > 0.05, f"{least} look alike: only {shares[least]:.1%} of the pixels differ"


def test_courts_are_drawn_figures_not_letters() -> None:
    """A court is a drawn figure: far more shapes than a pip card, skin and gold among its colours,
    and the same half turned about the centre (double-headed)."""
    for card in COURTS:
        text = (CARDS / f"{card.code}.svg").read_text(encoding="utf-8")
        shapes = text.count("<path") + text.count("<circle") + text.count("<ellipse")
        assert shapes >= 25, card.code  # (a pip card has 10 to 14)
        colours = set(TOKEN.findall(text))
        assert {"#f3cfa8", "#e4b33c"} <= colours, card.code  # skin, gold
        assert '<use xlink:href="#half" transform="rotate(180 125 175)"/>' in text, card.code


@pytest.mark.parametrize("code", ["KC", "QD", "JC", "7D", "AC", "QH", "KS"])
def test_four_colour_recolours_exactly_that_suit(qapp: QApplication, code: str) -> None:
    """The four-colour deck changes the suit colour and nothing else: hearts and spades render the
    same, and on a club or diamond court the gold, skin and robes stay as they were."""
    data = (CARDS / f"{code}.svg").read_bytes()
    recoloured = data
    for token, colour in card_pixmaps.FOUR_COLOUR.items():
        recoloured = recoloured.replace(token, colour)
    two, four = _render(data, 250, 350), _render(recoloured, 250, 350)
    card = Card.parse(code)
    if card.suit in (2, 3):
        assert two == four
        return
    new = QColor(card_pixmaps.FOUR_COLOUR[card_art.SUIT_TOKENS[card.suit].encode()].decode())
    changed = unchanged_non_suit = 0
    suit_like = QColor(card_art.SUIT_TOKENS[card.suit])
    for y in range(0, 350, 2):
        for x in range(0, 250, 2):
            p, q = two.pixelColor(x, y), four.pixelColor(x, y)
            if p != q:
                changed += 1
                if not _near(p, q, 24):  # (faint anti-aliased edges aside)
                    # a changed pixel was the suit colour (or its edge), now the new one
                            _closer(p, suit_like, q) and _closer(q, new, p), (code, x, y, p.name(), q.name())
            elif not _near(p, suit_like):
                unchanged_non_suit += 1
    assert changed > 100 and unchanged_non_suit > 1000


def _near(a: QColor, b: QColor, tolerance: int = 12) -> bool:
    return max(abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue())) <= tolerance


def _closer(pixel: QColor, target: QColor, other: QColor) -> bool:
    """``pixel`` is at least as near ``target`` as ``other`` is (summed channel distance)."""
    def dist(a: QColor, b: QColor) -> int:
        return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue())
    return dist(pixel, target) <= dist(other, target)


def test_index_fits_the_fanned_strip_and_the_large_index_is_bigger(qapp: QApplication) -> None:
    """The classic index (the 10 included) lies in the left 22 % of the card (55 units), clear of
    the pips; the large index's rank is half as tall again."""
    from gin_desktop.card_art.common import svg
    from gin_desktop.card_art.indices import classic_index

    for card in DECK:
        image = _render(svg("index", classic_index(card)).encode(), 250, 350)
        inked = [x for y in range(0, 175) for x in range(0, 125) if image.pixelColor(x, y).lightness() < 200]
        assert inked and max(inked) <= 55, card.code
    assert card_art.LARGE_RANK_H >= 1.5 * card_art.INDEX_RANK_H


def test_size_of_the_whole_deck_stays_small() -> None:
    """Well under 1 MB, and no court over two 4 KB disk blocks (the frozen build is near its cap)."""
    total = sum((CARDS / name).stat().st_size for name in ALL_FILES)
    assert total < 500_000, f"the deck is {total} bytes"
    for card in COURTS:
        assert (CARDS / f"{card.code}.svg").stat().st_size <= 8192, card.code


def _args(out: Path, check: bool) -> argparse.Namespace:
    return argparse.Namespace(out=out, check=check, command="card-art")
