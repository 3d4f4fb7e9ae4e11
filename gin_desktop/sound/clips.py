"""The effect files decoded once into 16-bit samples (the real player reads them on its own thread)."""

from __future__ import annotations

import logging
import sys
import wave
from array import array
from pathlib import Path

from .effects import SAMPLE_RATE, Effect

log = logging.getLogger("gin_desktop")


class ClipError(Exception):
    """An effect file is missing or is not 16-bit mono PCM at :data:`SAMPLE_RATE`."""


def read_clip(path: Path) -> array[int]:
    """The samples of one effect file; raises :class:`ClipError` with what is wrong."""
    try:
        with wave.open(str(path), "rb") as wav:
            shape = (wav.getnchannels(), wav.getsampwidth(), wav.getframerate(), wav.getcomptype())
            if shape != (1, 2, SAMPLE_RATE, "NONE"):
                raise ClipError(f"{path.name} is not 16-bit mono PCM at {SAMPLE_RATE} Hz")
            data = wav.readframes(wav.getnframes())
    except (OSError, EOFError, wave.Error) as exc:
        raise ClipError(f"{path.name} cannot be read: {exc}") from exc
    samples = array("h")
    samples.frombytes(data[: len(data) // 2 * 2])
    if sys.byteorder == "big":
        samples.byteswap()  # (WAV samples are little-endian)
    return samples


def load_clips(folder: Path) -> dict[Effect, array[int]]:
    """Every effect whose file reads; each that does not is left out (it stays silent) and logged."""
    clips: dict[Effect, array[int]] = {}
    for effect in Effect:
        try:
            clips[effect] = read_clip(folder / effect.file_name)
        except ClipError as exc:
            log.warning("sound: %s; that effect stays silent", exc)
    return clips
