"""``sound-art``: synthesise the game's sound effects into ``assets/sounds/``.

``gin-rummy-tools sound-art [--out DIR] [--check]`` writes one WAV file per
:class:`~gin_desktop.sound.effects.Effect` (16-bit mono PCM at 22.05 kHz), made here
from nothing but arithmetic: the card sounds are shaped noise, the knock a falling low
tone, the chimes and motifs sums of decaying partials. Pure Python (``math``, ``wave``,
``array`` and a fixed-seed ``random``), so the output is byte-for-byte the same on
every run; ``--check`` writes nothing and exits 1 when the files in ``DIR`` differ from
what would be written (the test suite does the same, so stale sounds are caught).

Every effect starts with a short fade-in and ends with a fade-out (no clicks), and is
normalised to a moderate peak (card sounds −5 dBFS or below, music −7 dBFS), leaving the
player's volume setting to do the rest. Card sounds last at most 0.3 s, the motifs at
most 1.5 s.
"""

from __future__ import annotations

import argparse
import io
import math
import random
import sys
import wave
from array import array
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Final, TextIO

from gin_desktop.sound.effects import SAMPLE_RATE, Effect

RATE: Final = SAMPLE_RATE
CARD_PEAK: Final = 0.56  # about -5 dBFS
MUSIC_PEAK: Final = 0.45  # about -7 dBFS: sustained notes sound louder than a click at the same peak
SEED: Final = 1013  # the noise of the card sounds

Partials = Sequence[tuple[float, float, float]]  # (frequency multiple, amplitude, decay per second)

# A mallet on wood (marimba-like): the fundamental and two quickly fading overtones.
MALLET: Final[Partials] = ((1.0, 1.0, 5.0), (4.0, 0.10, 22.0), (9.8, 0.025, 45.0))
# A small bell: nearly harmonic partials that ring and fade, the higher ones sooner.
BELL: Final[Partials] = ((1.0, 1.0, 3.2), (2.0, 0.32, 6.0), (3.0, 0.12, 9.0), (4.07, 0.07, 13.0))
# Soft and warm, for the lost hand and game: mostly the fundamental, a slow fade.
WARM: Final[Partials] = ((1.0, 1.0, 3.0), (2.0, 0.16, 6.0), (3.0, 0.04, 9.0))

C4, D4, E4, F4, G4, A4, B4 = 261.63, 293.66, 329.63, 349.23, 392.00, 440.00, 493.88
C5, E5, F5, G5 = 523.25, 659.26, 698.46, 783.99
C6, E6, G6, C7 = 1046.50, 1318.51, 1567.98, 2093.00


def _buffer(seconds: float) -> list[float]:
    return [0.0] * round(seconds * RATE)


def _add(into: list[float], samples: Sequence[float], at: float, gain: float = 1.0) -> None:
    """Mix ``samples`` into ``into`` from ``at`` seconds on (what runs past the end is cut)."""
    start = round(at * RATE)
    for i, value in enumerate(samples[: max(0, len(into) - start)]):
        into[start + i] += value * gain


def note(freq: float, seconds: float, partials: Partials, attack: float = 0.004, bend: float = 0.0) -> list[float]:
    """A struck note: decaying partials after a raised-cosine attack; ``bend`` in semitones over the note."""
    n = round(seconds * RATE)
    attack_n = max(1, round(attack * RATE))
    out = [0.0] * n
    for multiple, amplitude, decay in partials:
        if freq * multiple >= RATE / 2 * 0.9:
            continue  # above what the file can hold: left out rather than folded back
        phase = 0.0
        for i in range(n):
            t = i / RATE
            f = freq * multiple * (2 ** (bend * t / seconds / 12) if bend else 1.0)
            phase += 2 * math.pi * f / RATE
            out[i] += amplitude * math.exp(-decay * t) * math.sin(phase)
    for i in range(min(attack_n, n)):
        out[i] *= 0.5 - 0.5 * math.cos(math.pi * i / attack_n)
    _release(out, 0.03)
    return out


def _release(samples: list[float], seconds: float) -> None:
    """Fade the end of ``samples`` out along a raised cosine (a note cut while it rings clicks)."""
    n = len(samples)
    m = min(round(seconds * RATE), n // 3)
    for i in range(m):
        samples[n - 1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / m)


def shaped_noise(
    rng: random.Random, seconds: float, low_hz: float, high_hz: float, envelope: Callable[[float], float],
    sweep_to: float | None = None,
) -> list[float]:
    """White noise band-limited between ``low_hz`` and ``high_hz`` (two one-pole low-passes in a row
    at the upper edge, whose frequency glides to ``sweep_to``, less a one-pole low-pass at the lower
    edge), shaped by ``envelope(t)`` with t from 0 to 1."""
    n = round(seconds * RATE)
    first = fast = slow = 0.0
    out = [0.0] * n
    b_low = 1 - math.exp(-2 * math.pi * low_hz / RATE)
    for i in range(n):
        t = i / max(1, n - 1)
        top = high_hz if sweep_to is None else high_hz + (sweep_to - high_hz) * t
        b_high = 1 - math.exp(-2 * math.pi * top / RATE)
        white = rng.random() * 2 - 1
        first += b_high * (white - first)
        fast += b_high * (first - fast)  # low-pass at the upper edge (12 dB per octave)
        slow += b_low * (fast - slow)  # ... less its own low-pass at the lower edge: a band
        out[i] = (fast - slow) * envelope(t)
    return out


def _tap(rng: random.Random, gain: float) -> list[float]:
    """One knuckle tap on a wooden table: a low tone falling in pitch, a woody ring, a soft click."""
    seconds = 0.16
    n = round(seconds * RATE)
    out = [0.0] * n
    phase = ring = 0.0
    for i in range(n):
        t = i / RATE
        freq = 115 + 85 * math.exp(-t / 0.018)  # 200 Hz falling to 115 Hz
        phase += 2 * math.pi * freq / RATE
        ring += 2 * math.pi * 410 / RATE
        out[i] = math.exp(-t / 0.045) * math.sin(phase) + 0.25 * math.exp(-t / 0.015) * math.sin(ring)
    click = shaped_noise(rng, 0.012, 300, 2500, lambda t: (1 - t) ** 3)
    _add(out, click, 0.0, 0.9)
    attack = round(0.0015 * RATE)
    for i in range(attack):
        out[i] *= i / attack
    _release(out, 0.04)
    return [value * gain for value in out]


# --- the effects ---------------------------------------------------------------------------


def draw(rng: random.Random) -> list[float]:
    """A card slid off a pile: a soft rising 'shff' of noise."""
    def env(t: float) -> float:
        return math.pow(min(1.0, t / 0.3), 1.5) * math.pow(1 - t, 2.2)

    return shaped_noise(rng, 0.2, 700, 1800, env, sweep_to=4200)


def discard(rng: random.Random) -> list[float]:
    """A card slid and set down on the pile: a short slide, then a crisp snap with a little body."""
    out = _buffer(0.22)
    _add(out, shaped_noise(rng, 0.07, 700, 2200, lambda t: min(1.0, t / 0.4) * (1 - t)), 0.0, 0.5)
    _add(out, shaped_noise(rng, 0.09, 900, 5000, lambda t: math.exp(-t * 9)), 0.065)
    _add(out, note(170, 0.12, ((1.0, 1.0, 40.0),), attack=0.001), 0.065, 0.35)
    return out


def deal(rng: random.Random) -> list[float]:
    """A riffle: a quick run of card flicks, loudest in the middle."""
    out = _buffer(0.3)
    flicks = 15
    at = 0.004
    for k in range(flicks):
        swell = math.sin(math.pi * (k + 0.5) / flicks) ** 0.7
        flick = shaped_noise(rng, 0.014, 1000, 4500, lambda t: (1 - t) ** 3)
        _add(out, flick, at, swell * (0.75 + 0.25 * rng.random()))
        at += 0.0175 + 0.003 * (rng.random() - 0.5)
    return out


def knock(rng: random.Random) -> list[float]:
    """Two soft knocks on the table, the second a little lighter."""
    out = _buffer(0.36)
    _add(out, _tap(rng, 1.0), 0.0)
    _add(out, _tap(rng, 0.8), 0.17)
    return out


def gin(_rng: random.Random) -> list[float]:
    """A bright rising chime (C major up to the octave), the last note left to ring."""
    out = _buffer(1.3)
    for k, freq in enumerate((C6, E6, G6)):
        _add(out, note(freq, 0.6, BELL, attack=0.003), 0.075 * k, 0.7)
    _add(out, note(C7, 1.08, BELL, attack=0.003), 0.225, 0.8)
    return out


def undercut(_rng: random.Random) -> list[float]:
    """A surprised two-note: a note and a tritone above it that bends a little upwards, like a question."""
    out = _buffer(0.75)
    _add(out, note(B4, 0.3, MALLET), 0.0)
    _add(out, note(F5, 0.6, MALLET, bend=0.35), 0.15)
    return out


def hand_won(_rng: random.Random) -> list[float]:
    """A short, bright major arpeggio."""
    out = _buffer(0.95)
    for k, freq in enumerate((C5, E5, G5)):
        _add(out, note(freq, 0.45, MALLET), 0.1 * k, 0.85)
    _add(out, note(C6, 0.65, MALLET), 0.3)
    return out


def game_won(_rng: random.Random) -> list[float]:
    """A longer fanfare: the arpeggio, the octave held, then the whole chord ringing."""
    out = _buffer(1.5)
    for k, freq in enumerate((C5, E5, G5)):
        _add(out, note(freq, 0.5, MALLET), 0.12 * k, 0.8)
    _add(out, note(C6, 0.4, MALLET), 0.36, 0.9)
    for freq in (C5, E5, G5, C6):
        _add(out, note(freq, 0.88, BELL, attack=0.006), 0.6, 0.42)
    return out


def hand_lost(_rng: random.Random) -> list[float]:
    """A gentle falling motif (down to A minor), soft and warm."""
    out = _buffer(1.0)
    for k, freq in enumerate((E5, C5, A4)):
        _add(out, note(freq, 0.68 if k == 2 else 0.4, WARM, attack=0.012), 0.16 * k)
    return out


def game_lost(_rng: random.Random) -> list[float]:
    """A longer falling line that settles on a soft D minor chord."""
    out = _buffer(1.45)
    for k, freq in enumerate((A4, G4, F4, E4)):
        _add(out, note(freq, 0.4, WARM, attack=0.012), 0.18 * k, 0.9)
    for freq in (D4, F4, A4):
        _add(out, note(freq, 0.68, WARM, attack=0.02), 0.76, 0.5)
    return out


SYNTHS: Final[dict[Effect, tuple[Callable[[random.Random], list[float]], float]]] = {
    Effect.DEAL: (deal, CARD_PEAK),
    Effect.DRAW: (draw, CARD_PEAK * 0.8),  # (a longer sound than the snaps: as loud with a lower peak)
    Effect.DISCARD: (discard, CARD_PEAK),
    Effect.KNOCK: (knock, CARD_PEAK),
    Effect.GIN: (gin, MUSIC_PEAK),
    Effect.UNDERCUT: (undercut, MUSIC_PEAK),
    Effect.HAND_WON: (hand_won, MUSIC_PEAK),
    Effect.HAND_LOST: (hand_lost, MUSIC_PEAK),
    Effect.GAME_WON: (game_won, MUSIC_PEAK),
    Effect.GAME_LOST: (game_lost, MUSIC_PEAK),
}
"""Each effect's synthesiser and the peak it is normalised to."""


def finish(samples: list[float], peak: float) -> array[int]:
    """Fade in (2 ms) and out (15 ms) along raised cosines, normalise to ``peak`` of full scale,
    and round to 16-bit samples."""
    n = len(samples)
    fade_in, fade_out = round(0.002 * RATE), round(0.015 * RATE)
    out = list(samples)
    for i in range(min(fade_in, n)):
        out[i] *= 0.5 - 0.5 * math.cos(math.pi * i / fade_in)
    for i in range(min(fade_out, n)):
        out[n - 1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / fade_out)
    top = max((abs(v) for v in out), default=0.0) or 1.0
    scale = peak * 32767 / top
    return array("h", (max(-32768, min(32767, round(v * scale))) for v in out))


def wav_bytes(samples: array[int]) -> bytes:
    """A 16-bit mono PCM WAV file of ``samples`` at :data:`RATE` (little-endian, as WAV is)."""
    data = array("h", samples)
    if sys.byteorder == "big":
        data.byteswap()
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(data.tobytes())
    return buffer.getvalue()


def sound_files() -> dict[str, bytes]:
    """File name → WAV bytes for every effect (one noise generator, seeded, in a fixed order)."""
    rng = random.Random(SEED)
    return {effect.file_name: wav_bytes(finish(synth(rng), peak)) for effect, (synth, peak) in SYNTHS.items()}


def write_sounds(out: Path) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name, data in sound_files().items():
        path = out / name
        path.write_bytes(data)
        written.append(path)
    return written


def stale_files(out: Path) -> list[str]:
    """Names of effect files in ``out`` that are missing or differ from the generator's output."""
    return [name for name, data in sound_files().items()
            if not (out / name).is_file() or (out / name).read_bytes() != data]


# --- command ----------------------------------------------------------------------------------


def _default_out() -> Path:
    from gin_desktop.sound.effects import SOUNDS_FOLDER
    from gin_desktop.ui.assets import asset_path

    return asset_path(SOUNDS_FOLDER)


def add_parser(sub: Any) -> None:
    p = sub.add_parser("sound-art", help="synthesise the sound effects (WAV) into assets/sounds/")
    p.add_argument("--out", type=Path, help="folder to write into (default: the project's assets/sounds)")
    p.add_argument("--check", action="store_true", help="write nothing; exit 1 if the folder's files are stale")
    p.set_defaults(command="sound-art")


def run(args: argparse.Namespace, stdin: TextIO, stdout: TextIO) -> int:
    from gin_desktop.tools.generated import check_or_write

    return check_or_write(args.out or _default_out(), args.check, stale_files, write_sounds, "sound", stdout)
