"""Mixing the effects that sound at once into the device's buffers (no audio library here).

The device's thread asks :meth:`Mixer.render` for each buffer; the player's thread adds
voices. A voice is scaled by the volume when it is added, so a buffer with one voice
sounding is a plain copy. The motifs (gin, undercut, won and lost) cut each other: a new
one fades the one still playing out over a few milliseconds, so two tunes never clash;
card sounds mix freely (a draw on top of a dealing riffle sounds as it would at a table).
"""

from __future__ import annotations

import threading
from array import array
from dataclasses import dataclass
from typing import Final

from .effects import SAMPLE_RATE, Effect

MUSIC: Final = frozenset({Effect.GIN, Effect.UNDERCUT, Effect.HAND_WON, Effect.HAND_LOST,
                          Effect.GAME_WON, Effect.GAME_LOST})
MAX_VOICES: Final = 6  # past this the oldest voice is dropped (a burst of moves must not pile up)
CUT_FRAMES: Final = round(0.012 * SAMPLE_RATE)  # a cut voice fades out over 12 ms (no click)


def gain(volume: int) -> float:
    """The amplitude factor of a volume from 0 to 100: squared, so that the slider's steps sound
    even (a loudness curve) and 40, the default, is about -16 dB."""
    v = min(100, max(0, volume)) / 100
    return v * v


@dataclass
class _Voice:
    effect: Effect
    samples: array[int]  # already scaled by the volume
    wait: int  # frames of silence before it starts
    pos: int = 0
    fade_left: int | None = None  # frames until a cut voice is silent
    cut_pending: bool = False  # a motif that cuts the others when it starts (it was added with a delay)


class Mixer:
    """The voices sounding now; :meth:`render` is safe to call from the device's thread."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._voices: list[_Voice] = []

    def add(self, effect: Effect, clip: array[int], volume: int, delay: float = 0.0) -> None:
        """Start ``clip`` after ``delay`` seconds at ``volume`` (0–100)."""
        g = gain(volume)
        if g <= 0 or not clip:
            return
        scaled = array("h", (round(s * g) for s in clip))
        voice = _Voice(effect, scaled, max(0, round(delay * SAMPLE_RATE)))
        with self._lock:
            if effect in MUSIC:
                if voice.wait:
                    voice.cut_pending = True  # (the undercut's notes play out before the motif after them)
                else:
                    self._cut(voice)
            self._voices.append(voice)
            del self._voices[:-MAX_VOICES]

    def _cut(self, newer: _Voice) -> None:
        """Fade out every other motif that sounds (drop one still waiting to start)."""
        for other in self._voices:
            if other is not newer and other.effect in MUSIC and other.fade_left is None:
                other.fade_left = CUT_FRAMES if other.wait == 0 else 0

    @property
    def busy(self) -> bool:
        with self._lock:
            return bool(self._voices)

    def render(self, frames: int) -> array[int]:
        """The next ``frames`` samples (silence when nothing sounds)."""
        out = [0] * frames
        with self._lock:
            for voice in self._voices:
                if voice.cut_pending and voice.wait < frames:
                    voice.cut_pending = False
                    self._cut(voice)
            for voice in self._voices:
                self._mix(voice, out)
            self._voices = [v for v in self._voices if v.pos < len(v.samples) and v.fade_left != 0]
        return array("h", (max(-32768, min(32767, s)) for s in out))

    @staticmethod
    def _mix(voice: _Voice, out: list[int]) -> None:
        frames = len(out)
        if voice.fade_left == 0:
            return
        if voice.wait >= frames:
            voice.wait -= frames
            return
        start, voice.wait = voice.wait, 0
        n = min(frames - start, len(voice.samples) - voice.pos)
        if voice.fade_left is not None:
            n = min(n, voice.fade_left)
        chunk = voice.samples[voice.pos : voice.pos + n]
        if voice.fade_left is None:
            for i, s in enumerate(chunk, start):
                out[i] += s
        else:
            left = voice.fade_left
            for i, s in enumerate(chunk):
                out[start + i] += round(s * (left - i) / CUT_FRAMES)
            voice.fade_left = left - n
        voice.pos += n
