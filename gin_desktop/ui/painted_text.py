"""Text the game paints itself (the result panel, the charts), drawn through :func:`draw_text` so
that a test can see every text with the room it was given and the room it needed.

A widget's labels and buttons can be measured from outside (their font metrics against their
size); a painted text cannot. While a recorder is on (:func:`recording`), each :func:`draw_text`
adds a :class:`Painted` in the painted device's own coordinates; off, it only draws (one test of
a module global per text).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from gin_desktop.qt.core import QPointF, QRectF, Qt
from gin_desktop.qt.gui import QFontMetricsF, QPainter

_recorder: list[Painted] | None = None


@dataclass(frozen=True, slots=True)
class Painted:
    """One painted text: ``shown`` (``text`` itself, or what was left of it after eliding) in
    ``room`` (None: drawn at a point, it has the device), needing ``need``; ``device`` is the
    painted widget or viewport's rectangle and ``owner`` names the painter."""

    owner: str
    text: str
    shown: str
    room: QRectF | None
    need: QRectF
    device: QRectF
    device_id: int  # (which widget or viewport: the texts of one may not overlap)
    tooltip: bool


@contextmanager
def recording() -> Iterator[list[Painted]]:
    """Record every :func:`draw_text` until the block ends (not nested)."""
    global _recorder
    kept: list[Painted] = []
    _recorder = kept
    try:
        yield kept
    finally:
        _recorder = None


def draw_text(painter: QPainter, room: QRectF, flags: int | Qt.AlignmentFlag, text: str, *, owner: str,
              full: str | None = None, tooltip: bool = False) -> None:
    """``painter.drawText(room, flags, text)``; ``full``: the whole text when ``text`` is its elided
    form; ``tooltip``: the whole text is also the painted area's tooltip."""
    painter.drawText(room, int(flags), text)
    if _recorder is not None:
        need = painter.boundingRect(room, int(flags), text)
        _record(painter, owner, full if full is not None else text, text, room, need, tooltip)


def draw_text_at(painter: QPainter, at: QPointF, text: str, *, owner: str) -> None:
    """``painter.drawText(at, text)``: a text on its baseline at ``at``, with no box of its own."""
    painter.drawText(at, text)
    if _recorder is not None:
        metrics = QFontMetricsF(painter.font())
        need = QRectF(at.x(), at.y() - metrics.ascent(), metrics.horizontalAdvance(text), metrics.height())
        _record(painter, owner, text, text, None, need, False)


def _record(painter: QPainter, owner: str, text: str, shown: str, room: QRectF | None, need: QRectF,
            tooltip: bool) -> None:
    assert _recorder is not None
    device = painter.device()
    size = QRectF(0, 0, device.width(), device.height()) if device is not None else QRectF()
    transform = painter.transform()  # (the item's or the widget's own coordinates onto the device)
    _recorder.append(Painted(owner, text, shown, transform.mapRect(room) if room is not None else None,
                             transform.mapRect(need), size, id(device), tooltip))
