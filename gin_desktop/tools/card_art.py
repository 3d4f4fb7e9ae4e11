"""``card-art``: write our own SVG deck (52 faces and the card backs) into ``assets/cards/``.

``gin-rummy-tools card-art [--out DIR] [--check]`` writes ``AS.svg`` … ``KD.svg`` (named
by :attr:`Card.code`) and ``back-<name>.svg`` for each name in :data:`BACKS`. Every shape
is a path or a basic shape (suit symbols and ranks alike, no fonts), so the cards look
the same on every machine. The output is byte-for-byte deterministic; ``--check`` writes
nothing and exits 1 when the files in ``DIR`` differ from what would be written (the test
suite does the same, so stale art is caught).

The large-index deck (:func:`large_face_svg`) is not written to files: the app asks this
drawing code (:mod:`gin_desktop.card_art`) for each face's SVG text when it first draws it. Its faces are small, and 52
more files would cost a disk block each (about 210 KB of the frozen build, which has a
120 MB cap); made in memory they cost nothing on disk and can never be stale. For the
same reason a court stores its half-figure once and turns a ``use`` of it.

The drawing itself is :mod:`gin_desktop.card_art` (the app's runtime uses it for the
large-index faces; this command only writes and checks the files).
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any, TextIO

from gin_desktop.card_art.backs import BACKS, back_svg
from gin_desktop.card_art.common import (
    CLUBS_TOKEN,
    DIAMONDS_TOKEN,
    HEARTS_TOKEN,
    HEIGHT,
    SPADES_TOKEN,
    SUIT_PATHS,
    SUIT_TOKENS,
    WIDTH,
    blank,
    rank_label,
    svg,
    turned,
)
from gin_desktop.card_art.courts import court
from gin_desktop.card_art.indices import (
    INDEX_RANK_H,
    INDEX_SUIT_Y,
    INDEX_X,
    LARGE_RANK_H,
    LARGE_SUIT_Y,
    LARGE_X,
    classic_index,
)
from gin_desktop.card_art.large import large_face_svg
from gin_desktop.card_art.pips import ace, pips
from gin_desktop.core.cards import DECK, Card
from gin_desktop.words.i18n import card_words

__all__ = [
    "BACKS", "CLUBS_TOKEN", "DIAMONDS_TOKEN", "HEARTS_TOKEN", "HEIGHT", "INDEX_RANK_H", "INDEX_SUIT_Y", "INDEX_X",
    "LARGE_RANK_H", "LARGE_SUIT_Y", "LARGE_X", "SPADES_TOKEN", "SUIT_PATHS", "SUIT_TOKENS", "WIDTH",
    "add_parser", "back_svg", "deck_files", "face_svg", "large_face_svg", "rank_label", "run", "stale_files",
    "write_deck",
]


def face_svg(card: Card) -> str:
    """The SVG text of one classic face."""
    if card.rank == 1:
        middle = ace(card)
    elif card.rank >= 11:
        middle = court(card)
    else:
        middle = pips(card)
    index = classic_index(card)
    return svg(card_words(card), [blank(), *middle, *index, turned(index)])


def deck_files() -> dict[str, str]:
    """Every file of the deck: name -> SVG text (faces in :data:`DECK` order, then backs)."""
    files = {f"{card.code}.svg": face_svg(card) for card in DECK}
    files.update({f"back-{name}.svg": back_svg(name) for name in BACKS})
    return files


def write_deck(out: Path) -> list[Path]:
    """Write the deck into ``out`` (created if needed); return the paths written."""
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name, text in deck_files().items():
        path = out / name
        path.write_bytes(text.encode("utf-8"))
        written.append(path)
    return written


def stale_files(out: Path) -> list[str]:
    """Names of deck files in ``out`` that are missing or differ from what would be written."""
    return [
        name
        for name, text in deck_files().items()
        if not (out / name).is_file() or (out / name).read_bytes() != text.encode("utf-8")
    ]


# --- command ----------------------------------------------------------------------------------


def _default_out() -> Path:
    from gin_desktop.ui.assets import asset_path

    return asset_path("cards")


def add_parser(sub: Any) -> None:
    p = sub.add_parser("card-art", help="write the SVG card deck (faces and backs) into assets/cards/")
    p.add_argument("--out", type=Path, help="folder to write into (default: the project's assets/cards)")
    p.add_argument("--check", action="store_true", help="write nothing; exit 1 if the folder's files are stale")
    p.set_defaults(command="card-art")


def run(args: argparse.Namespace, stdin: TextIO, stdout: TextIO) -> int:
    from gin_desktop.tools.generated import check_or_write

    return check_or_write(args.out or _default_out(), args.check, stale_files, write_deck, "card", stdout)
