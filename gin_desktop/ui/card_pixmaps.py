"""Card faces and backs as cached pixmaps, rendered from the SVG deck in ``assets/cards/``.

Each SVG is parsed once into a shared :class:`QSvgRenderer` (lazily, on first use);
each card is rendered once per (size, device pixel ratio, colour scheme) at
``size × devicePixelRatio`` device pixels, antialiased, with transparent corners, and
the pixmap is tagged with that ratio so it paints crisply on high-DPI screens.

The cache is bounded, as KPat's card cache is: pixmaps are kept for the
:data:`MAX_SIZES` sizes used most recently (the table's current size, the replay's and
the discard pile's, a spare), and a size not asked for since goes with all its cards,
so resizing the window never piles up pixmaps. :meth:`CardPixmaps.clear` forgets them
all (the window calls it when it moves to another screen).

The four-colour deck (clubs green, diamonds blue) is made by replacing the suit colour
tokens of :mod:`gin_desktop.card_art` in the SVG bytes before parsing, into a
renderer of its own; the two-colour renderers are kept.

Two face styles (:data:`DECKS`): the classic deck (``cards/<code>.svg``) and the
large-index deck for players who want the biggest rank and suit, whose SVG text comes
straight from the generator (:func:`gin_desktop.card_art.large.large_face_svg`; no files,
see there); :meth:`CardPixmaps.set_deck` switches between them. A large-index face is
cached under its own name (``large/<code>``), so switching decks never shows a stale face
and switching back finds the classic pixmaps still cached. The backs are shared.

Needs a ``QGuiApplication`` (pixmaps do). Use from the GUI thread only.
"""

from __future__ import annotations

import contextlib
from collections import OrderedDict
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Final

from gin_desktop.core.cards import Card
from gin_desktop.qt.core import QByteArray, QRectF, QSize, Qt
from gin_desktop.qt.gui import QColor, QFont, QPainter, QPen, QPixmap

from .assets import asset_path
from .card_disk import CardDisk, size_tag

if TYPE_CHECKING:
    from gin_desktop.qt.svg import QSvgRenderer

BACKS: Final = ("blue", "red", "purple", "green")
"""Names of the card backs (files ``back-<name>.svg``); the first is the default."""

# Suit colour tokens written by gin_desktop.card_art (a test keeps the two in step).
CLUBS_TOKEN: Final = b"#1a1a1a"
DIAMONDS_TOKEN: Final = b"#c8102f"
FOUR_COLOUR: Final = {CLUBS_TOKEN: b"#0a7d32", DIAMONDS_TOKEN: b"#1565c0"}
"""Token -> colour for the four-colour deck; hearts stay red and spades black."""

DECKS: Final = ("classic", "large-index")
"""The face styles; the first is the default."""
LARGE_PREFIX: Final = "large/"
DECK_PREFIX: Final = {"classic": "", "large-index": LARGE_PREFIX}
"""Deck -> the prefix of its faces' names in the cache."""

_Size = tuple[int, int, float, bool]  # width, height, device pixel ratio, four-colour
MAX_SIZES: Final = 4


class CardArtMissing(FileNotFoundError):
    """A card's SVG file is not there (a damaged installation)."""


class CardArtInvalid(ValueError):
    """A card's SVG file cannot be drawn."""


def cards_dir() -> Path:
    return asset_path("cards")


class CardPixmaps:
    """Renders and caches card pixmaps. One instance serves the whole app (see :func:`shared`)."""

    def __init__(self, folder: Path | None = None, four_colour: bool = False, deck: str = DECKS[0]) -> None:
        self._folder = folder
        self._four_colour = four_colour
        self._deck = DECKS[0]
        self.set_deck(deck)
        self._renderers: dict[tuple[str, bool], QSvgRenderer] = {}
        self._pixmaps: OrderedDict[_Size, dict[str, QPixmap]] = OrderedDict()  # least recently used first
        self.on_art_problem: Callable[[str], object] | None = None
        """Set (the app does), a card whose picture is missing or damaged is drawn plain
        (:func:`plain_card`) and this is told the error; unset, the error is raised."""
        self.disk: CardDisk | None = None
        """Set (the app does), cards are loaded from there when kept at the size asked for, and
        :meth:`keep_on_disk` keeps the ones drawn here (:mod:`.card_disk`)."""
        self._unkept: dict[_Size, dict[str, str]] = {}  # drawn from SVG, not on disk yet: stem -> file name

    @property
    def folder(self) -> Path:
        if self._folder is None:
            self._folder = cards_dir()  # (found once: asking for each card cost more than loading it)
        return self._folder

    @property
    def four_colour(self) -> bool:
        return self._four_colour

    def set_four_colour(self, on: bool) -> None:
        """Choose the four-colour deck for later :meth:`face` calls (cached pixmaps of both stay)."""
        self._four_colour = bool(on)

    @property
    def deck(self) -> str:
        return self._deck

    def set_deck(self, name: str) -> None:
        """Choose the face style (one of :data:`DECKS`) for later :meth:`face` calls."""
        if name not in DECKS:
            raise ValueError(f"no deck named {name!r}; the decks are {', '.join(DECKS)}")
        self._deck = name

    def face(self, card: Card, size: QSize, dpr: float) -> QPixmap:
        """The face of ``card`` in the current deck, ``size`` logical pixels at device pixel ratio ``dpr``."""
        return self._pixmap(DECK_PREFIX[self._deck] + card.code, size, dpr, self._four_colour)

    def back(self, name: str, size: QSize, dpr: float) -> QPixmap:
        """A card back by name (one of :data:`BACKS`)."""
        if name not in BACKS:
            raise ValueError(f"no card back named {name!r}; the backs are {', '.join(BACKS)}")
        return self._pixmap(f"back-{name}", size, dpr, False)

    def clear(self) -> None:
        """Forget every pixmap (the parsed SVGs are kept: they do not depend on size)."""
        self._pixmaps.clear()
        self._unkept.clear()

    def keep_on_disk(self) -> int:
        """Write the cards of the size used last that were drawn from their SVG to :attr:`disk`
        (the app does as it closes: the next launch shows the table at that size); how many."""
        if self.disk is None or not self._pixmaps:
            return 0
        key = next(reversed(self._pixmaps))
        cards, unkept = self._pixmaps[key], self._unkept.pop(key, {})
        pictures = {name: cards[stem] for stem, name in unkept.items() if stem in cards}
        return self.disk.keep(pictures, size_tag(key[0], key[1], key[2])) if pictures else 0

    @property
    def pixmap_count(self) -> int:
        """How many pixmaps the cache holds now (at most :data:`MAX_SIZES` sizes' worth)."""
        return sum(len(cards) for cards in self._pixmaps.values())

    @property
    def sizes(self) -> list[_Size]:
        """The sizes cached, least recently used first."""
        return list(self._pixmaps)

    def renderer(self, stem: str, four_colour: bool = False) -> QSvgRenderer:
        """The shared renderer of ``<stem>.svg`` (``large/AS``: a large-index face, made by the
        generator), parsed on first use; raise if the file is bad."""
        key = (stem, four_colour)
        renderer = self._renderers.get(key)
        if renderer is None:
            if stem.startswith(LARGE_PREFIX):
                from gin_desktop.card_art.large import large_face_svg

                path = Path(f"<large-index {stem.removeprefix(LARGE_PREFIX)}>")
                data = large_face_svg(Card.parse(stem.removeprefix(LARGE_PREFIX))).encode("utf-8")
            else:
                path = self.folder / f"{stem}.svg"
                try:
                    data = path.read_bytes()
                except OSError as exc:
                    raise CardArtMissing(f"card image missing: {path} ({exc.strerror})") from exc
            if four_colour:
                for token, colour in FOUR_COLOUR.items():
                    data = data.replace(token, colour)
            from gin_desktop.qt.svg import QSvgRenderer  # (not before the first paint: a later one loads PNGs)

            renderer = QSvgRenderer(QByteArray(data))
            if not renderer.isValid():
                raise CardArtInvalid(f"card image is not valid SVG (or QtSvg is missing): {path}")
            renderer.setAspectRatioMode(Qt.AspectRatioMode.KeepAspectRatio)
            self._renderers[key] = renderer
        return renderer

    def _pixmap(self, stem: str, size: QSize, dpr: float, four_colour: bool) -> QPixmap:
        width, height = size.width(), size.height()
        if width <= 0 or height <= 0 or dpr <= 0:
            raise ValueError(f"card size must be positive, got {width}x{height} at ratio {dpr}")
        key: _Size = (width, height, round(dpr, 4), four_colour)
        cards = self._pixmaps.get(key)
        if cards is None:
            cards = self._pixmaps[key] = {}
            while len(self._pixmaps) > MAX_SIZES:
                self._pixmaps.popitem(last=False)  # the size not used for longest, with all its cards
        else:
            self._pixmaps.move_to_end(key)
        pixmap = cards.get(stem)
        if pixmap is None:
            kept = self._kept_name(stem, width, height, dpr, four_colour)
            pixmap = self.disk.load(kept, round(width * dpr), round(height * dpr)) if kept and self.disk else None
            if pixmap is not None:
                pixmap.setDevicePixelRatio(dpr)
            else:
                try:
                    pixmap = self._render(self.renderer(stem, four_colour), width, height, dpr)
                    if kept is not None:
                        self._unkept.setdefault(key, {})[stem] = kept
                except (CardArtMissing, CardArtInvalid) as exc:
                    if self.on_art_problem is None:
                        raise
                    self.on_art_problem(str(exc))
                    pixmap = self._fallback(stem, width, height, dpr, four_colour)
            cards[stem] = pixmap
        return pixmap

    def _kept_name(self, stem: str, width: int, height: int, dpr: float, four_colour: bool) -> str | None:
        """The name of ``stem``'s file on :attr:`disk` at this size (None: not kept there)."""
        if self.disk is None or stem.startswith(LARGE_PREFIX):
            return None
        return self.disk.name(stem, self.folder / f"{stem}.svg", width, height, dpr, four_colour)

    def _fallback(self, stem: str, width: int, height: int, dpr: float, four_colour: bool) -> QPixmap:
        """A face whose picture is missing or damaged: the large-index deck's face (drawn in memory, so
        it does not depend on the files), else a plain drawn card; a back: a plain back."""
        code = stem.rsplit("/", 1)[-1]
        if code.startswith("back-"):
            return plain_card(None, width, height, dpr)
        if not stem.startswith(LARGE_PREFIX):
            with contextlib.suppress(CardArtMissing, CardArtInvalid, ValueError):
                return self._render(self.renderer(LARGE_PREFIX + code, four_colour), width, height, dpr)
        return plain_card(Card.parse(code), width, height, dpr)

    @staticmethod
    def _render(renderer: QSvgRenderer, width: int, height: int, dpr: float) -> QPixmap:
        pixmap = QPixmap(max(1, round(width * dpr)), max(1, round(height * dpr)))
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            renderer.render(painter, QRectF(0, 0, pixmap.width(), pixmap.height()))
        finally:
            painter.end()
        pixmap.setDevicePixelRatio(dpr)
        return pixmap


def plain_card(card: Card | None, width: int, height: int, dpr: float) -> QPixmap:
    """A card drawn without its picture, for when the card art is missing or damaged: a
    white face with the rank and suit in large type, or a plain blue back; the game stays
    playable."""
    pixmap = QPixmap(max(1, round(width * dpr)), max(1, round(height * dpr)))
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(1, 1, pixmap.width() - 2, pixmap.height() - 2)
        radius = pixmap.width() * 0.07
        painter.setPen(QPen(QColor(90, 90, 90), max(1.0, dpr)))
        painter.setBrush(QColor(255, 255, 255) if card is not None else QColor(30, 80, 160))
        painter.drawRoundedRect(rect, radius, radius)
        if card is not None:  # the index in the corner, as on a real card, so a fanned hand shows it
            font = QFont()
            font.setPixelSize(max(8, int(pixmap.height() * 0.17)))
            font.setBold(True)
            painter.setFont(font)
            painter.setPen(QColor(200, 16, 47) if card.suit in (1, 2) else QColor(26, 26, 26))
            inset = pixmap.width() * 0.06
            painter.drawText(rect.adjusted(inset, inset * 0.5, 0, 0),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, card.symbol)
            font.setPixelSize(max(8, int(pixmap.height() * 0.3)))
            painter.setFont(font)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, card.symbol[-1])
    finally:
        painter.end()
    pixmap.setDevicePixelRatio(dpr)
    return pixmap


_shared: CardPixmaps | None = None


def shared() -> CardPixmaps:
    """The app-wide :class:`CardPixmaps` (created on first use)."""
    global _shared
    if _shared is None:
        _shared = CardPixmaps()
    return _shared
