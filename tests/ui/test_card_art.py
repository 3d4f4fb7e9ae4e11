"""The committed SVG deck: complete, valid, up to date with the generator, colour tokens in place."""

from __future__ import annotations

import argparse
import io
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication

from gin_desktop.core.cards import DECK
from gin_desktop.tools import card_art, main
from gin_desktop.ui import card_pixmaps
from gin_desktop.ui.assets import asset_path

CARDS = asset_path("cards")
FACES = [f"{card.code}.svg" for card in DECK]
BACK_FILES = [f"back-{name}.svg" for name in card_art.BACKS]
TOKEN = re.compile(r"#[0-9a-fA-F]{6}")


def test_every_face_and_back_is_committed() -> None:
    assert len(FACES) == 52 and "TD.svg" in FACES and "AS.svg" in FACES
    assert len(BACK_FILES) >= 2 and {"back-blue.svg", "back-red.svg"} <= set(BACK_FILES)
    present = {p.name for p in CARDS.glob("*.svg")}
    assert present == set(FACES) | set(BACK_FILES), "missing or leftover files in assets/cards"


@pytest.mark.parametrize("name", FACES + BACK_FILES)
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
    assert "wrote 55 card files" in out.getvalue()
    written = sorted(p.name for p in tmp_path.iterdir())
    assert written == sorted(FACES + BACK_FILES)
    stale = [name for name in written if (tmp_path / name).read_bytes() != (CARDS / name).read_bytes()]
    assert not stale, f"assets/cards is stale; run `gin-rummy-tools card-art`: {stale}"


def test_generator_is_deterministic_across_runs(tmp_path: Path) -> None:
    first = card_art.deck_files()
    card_art.write_deck(tmp_path)
    assert card_art.deck_files() == first
    assert {p.name: p.read_text(encoding="utf-8") for p in tmp_path.iterdir()} == first


def test_card_art_command_check_mode(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["card-art", "--out", str(tmp_path)]) == 0
    assert main(["card-art", "--check", "--out", str(tmp_path)]) == 0
    (tmp_path / "7H.svg").write_text("<svg/>", encoding="utf-8")
    (tmp_path / "QS.svg").unlink()
    assert main(["card-art", "--check", "--out", str(tmp_path)]) == 1
    assert "2 stale card files" in capsys.readouterr().out
    assert main(["card-art", "--check", "--out", str(CARDS)]) == 0  # the committed deck is current


def test_each_face_uses_only_its_own_suit_token() -> None:
    tokens = set(card_art.SUIT_TOKENS)
    assert len(tokens) == 4
    for card in DECK:
        text = (CARDS / f"{card.code}.svg").read_text(encoding="utf-8")
        used = set(TOKEN.findall(text)) & tokens
        assert used == {card_art.SUIT_TOKENS[card.suit]}, card.code
        assert f'fill="{card_art.SUIT_TOKENS[card.suit]}"' in text


def test_backs_use_no_suit_token() -> None:
    for name in BACK_FILES:
        text = (CARDS / name).read_text(encoding="utf-8")
        assert not set(TOKEN.findall(text)) & set(card_art.SUIT_TOKENS), name


def test_renderer_tokens_match_the_generator() -> None:
    assert card_pixmaps.CLUBS_TOKEN.decode() == card_art.CLUBS_TOKEN
    assert card_pixmaps.DIAMONDS_TOKEN.decode() == card_art.DIAMONDS_TOKEN
    assert card_pixmaps.BACKS == card_art.BACKS


def test_faces_draw_with_paths_not_fonts() -> None:
    for name in FACES + BACK_FILES:
        text = (CARDS / name).read_text(encoding="utf-8")
        assert "<text" not in text and "font" not in text, name


def _args(out: Path, check: bool) -> argparse.Namespace:
    return argparse.Namespace(out=out, check=check, command="card-art")
