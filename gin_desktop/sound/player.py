"""Who plays the effects: a real device, silence, or a recorder for the tests.

:func:`open_player` picks one. The real :class:`~gin_desktop.sound.device.DevicePlayer`
needs the small ``miniaudio`` library (a wheel of a few hundred kB; see docs/packaging.md, "Sound:
the library") and an audio device; without either, or with ``GIN_RUMMY_NO_SOUND=1`` or Qt's
offscreen platform (CI, the smoke test), the game is silent: a :class:`NullPlayer`, one
line in the log, never an error. This module is light (the window imports it at start-up);
the device player, its thread and its mixer are imported only when sound can work.
"""

from __future__ import annotations

import importlib.util
import logging
import os
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Final, Protocol

from .effects import Effect

log = logging.getLogger("gin_desktop")

NO_SOUND_ENV: Final = "GIN_RUMMY_NO_SOUND"


class SoundPlayer(Protocol):
    """Plays effects without ever blocking the caller (the UI thread) or raising."""

    @property
    def description(self) -> str:
        """In a few words, how sounds are played (for the log and the About box)."""
        ...

    def play(self, effect: Effect, volume: int, delay: float = 0.0) -> None:
        """Start ``effect`` after ``delay`` seconds at ``volume`` (1–100)."""
        ...

    def prepare(self) -> None:
        """Get ready for the first sound (decode the effects, load the library) without waiting for it."""
        ...

    def close(self) -> None: ...


class NullPlayer:
    """Silence: where there is no audio device or library, or sound is turned off for the run."""

    def __init__(self, why: str) -> None:
        self.description = f"no sound ({why})"

    def play(self, effect: Effect, volume: int, delay: float = 0.0) -> None:
        pass

    def prepare(self) -> None:
        pass

    def close(self) -> None:
        pass


@dataclass(frozen=True)
class Played:
    effect: Effect
    volume: int
    delay: float


class RecordingPlayer:
    """The tests' fake sink: remembers what was played, at what volume and delay."""

    description = "recorder (tests)"

    def __init__(self) -> None:
        self.played: list[Played] = []

    def play(self, effect: Effect, volume: int, delay: float = 0.0) -> None:
        self.played.append(Played(effect, volume, delay))

    @property
    def effects(self) -> list[Effect]:
        return [p.effect for p in self.played]

    def clear(self) -> None:
        self.played.clear()

    def prepare(self) -> None:
        pass

    def close(self) -> None:
        pass


def open_player(folder: Path, environ: Mapping[str, str] | None = None, platform: str = sys.platform) -> SoundPlayer:
    """The real player where sound can work, else a :class:`NullPlayer` (and why, in the log)."""
    env: Mapping[str, str] = os.environ if environ is None else environ
    why: str
    if env.get(NO_SOUND_ENV, "").strip() not in ("", "0"):
        why = f"{NO_SOUND_ENV} is set"
    elif env.get("QT_QPA_PLATFORM", "").startswith(("offscreen", "minimal")):
        why = "offscreen run"
    elif importlib.util.find_spec("miniaudio") is None:
        why = "the miniaudio library is not installed"
    else:
        from .device import DevicePlayer, linux_audio_missing

        if platform.startswith("linux") and linux_audio_missing(env):
            why = "no sound card or sound server"
        else:
            return DevicePlayer(folder)
    log.info("sound: %s; the game is silent", why)
    return NullPlayer(why)
