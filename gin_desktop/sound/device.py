"""The real player: miniaudio's output device, fed from a thread of the player's own."""

from __future__ import annotations

import contextlib
import importlib
import logging
import os
import queue
import sys
import threading
import time
from collections.abc import Callable, Generator, Mapping
from pathlib import Path
from typing import Final, Protocol

from .clips import load_clips
from .effects import SAMPLE_RATE, Effect
from .mixer import Mixer

log = logging.getLogger("gin_desktop")

# The device is let go after this long without a sound: long enough to stay open between the moves
# of a game (opening it again costs tens to hundreds of milliseconds, and the sound would lag its
# card), short enough that a game left alone holds no audio stream open.
IDLE_SECONDS: Final = 20.0
BUFFER_MS: Final = 50


class Device(Protocol):
    """What :class:`DevicePlayer` needs of an output device (``miniaudio.PlaybackDevice`` has it)."""

    def start(self, callback_generator: Generator[object, int, None]) -> None: ...

    def stop(self) -> None: ...

    def close(self) -> None: ...


DeviceOpener = Callable[[], Device]


def linux_audio_missing(environ: Mapping[str, str], proc_cards: Path = Path("/proc/asound/cards")) -> bool:
    """True on a Linux machine with neither a sound server's socket nor a sound card (a container, CI):
    miniaudio would find no device either, after ALSA printed a screenful of errors to the terminal."""
    if environ.get("PULSE_SERVER"):
        return False
    runtime = Path(environ.get("XDG_RUNTIME_DIR") or f"/run/user/{os.getuid()}")
    if any((runtime / name).exists() for name in ("pulse/native", "pipewire-0")):
        return False
    try:
        cards = proc_cards.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return True
    return not any(line[:3].strip().isdigit() for line in cards.splitlines())


def _import_miniaudio() -> object:
    """miniaudio, loaded without numpy: it imports numpy when it can, for arrays the game never hands it,
    16 MB of memory where numpy is installed (a source install beside other software; the frozen builds
    leave it out). Kept out while miniaudio loads, numpy is free to load later as usual."""
    blocked = "numpy" not in sys.modules
    if blocked:
        sys.modules["numpy"] = None  # type: ignore[assignment]  # (its import fails: miniaudio goes on without)
    try:
        return importlib.import_module("miniaudio")
    finally:
        if blocked and "numpy" in sys.modules and sys.modules["numpy"] is None:
            del sys.modules["numpy"]


def open_miniaudio() -> Device:
    """A 16-bit mono playback device at the effects' rate on the system's default output.

    Raises (ImportError, miniaudio's errors, RuntimeError) when there is none to be had:
    miniaudio falls back to its own silent "null" backend when no real one works, and
    that counts as none."""
    _import_miniaudio()  # (without numpy, should the player's thread not have loaded it yet)
    import miniaudio

    device = miniaudio.PlaybackDevice(
        output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1, sample_rate=SAMPLE_RATE,
        buffersize_msec=BUFFER_MS, app_name="Gin Rummy",
    )
    if str(getattr(device, "backend", "")).lower() == "null":
        device.close()
        raise RuntimeError("no audio output device")
    opened: Device = device
    return opened


class DevicePlayer:
    """Plays on an audio device from a thread of its own.

    :meth:`play` only queues the request. The thread decodes the effect files (once) and loads
    the library as soon as it starts (:meth:`prepare`, or the first sound), opens the device at
    the first sound, mixes with :class:`Mixer`, and lets the device go
    after :data:`IDLE_SECONDS` of silence (an idle game holds no audio stream open). If the
    device cannot be opened, the player turns silent for the rest of the run and says why
    in the log, once."""

    def __init__(self, folder: Path, opener: DeviceOpener = open_miniaudio, idle_seconds: float = IDLE_SECONDS,
                 backend: str = "miniaudio", warm: Callable[[], object] | None = None) -> None:
        self.folder = folder
        self.description = f"{backend}, default output device"
        self._opener = opener
        # What loading the library takes (done by prepare, on the player's thread)
        self._warm = warm if warm is not None or opener is not open_miniaudio else _import_miniaudio
        self.prepared = False  # the effects are decoded and the library loaded (or found missing)
        self._idle = idle_seconds
        self._requests: queue.SimpleQueue[tuple[Effect, int, float] | None] = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self.mixer = Mixer()
        self.failed: str | None = None  # why it turned silent
        self.device_open = False
        self.handled = 0  # requests the thread has mixed in (or skipped: a file that did not read)

    def play(self, effect: Effect, volume: int, delay: float = 0.0) -> None:
        if self.failed is not None or volume <= 0:
            return
        self.prepare()
        self._requests.put((effect, volume, delay))

    def prepare(self) -> None:
        """Start the player's thread, which decodes the effects and loads the library at once (the
        device waits for the first sound); the window asks for this soon after it is shown."""
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="sound", daemon=True)
            self._thread.start()

    def close(self) -> None:
        if self._thread is not None:
            self._requests.put(None)
            self._thread.join(timeout=2.0)
            self._thread = None

    def wait_until(self, condition: Callable[[], bool], timeout: float = 5.0) -> bool:
        """For tests and benchmarks: wait (up to ``timeout`` seconds) until ``condition()`` holds."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if condition():
                return True
            time.sleep(0.005)
        return condition()

    # -- the player's thread ------------------------------------------------------------
    def _run(self) -> None:
        clips = load_clips(self.folder)
        if self._warm is not None:
            with contextlib.suppress(Exception):  # (a missing or broken library says so when the device opens)
                self._warm()
        self.prepared = True
        device: Device | None = None
        quiet_since = time.monotonic()
        try:
            while True:
                try:
                    request = self._requests.get(timeout=0.2)
                except queue.Empty:
                    if self.mixer.busy:
                        quiet_since = time.monotonic()
                    elif device is not None and time.monotonic() - quiet_since > self._idle:
                        self._let_go(device)
                        device = None
                    continue
                if request is None:
                    return
                effect, volume, delay = request
                clip = clips.get(effect)
                if clip is not None:
                    self.mixer.add(effect, clip, volume, delay)
                    quiet_since = time.monotonic()
                self.handled += 1
                if clip is None:
                    continue
                if device is None:
                    device = self._open()
                    if device is None:
                        return
        finally:
            if device is not None:
                self._let_go(device)

    def _open(self) -> Device | None:
        try:
            device = self._opener()
            stream = self._stream()
            next(stream)
            device.start(stream)
        except Exception as exc:  # no device, no library, a driver error: silence, never a crash
            self.failed = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
            log.info("sound: no audio output (%s); the game is silent", self.failed)
            return None
        self.device_open = True
        return device

    def _let_go(self, device: Device) -> None:
        try:
            device.stop()
            device.close()
        except Exception as exc:  # (closing a device that went away)
            log.info("sound: closing the audio device: %s", exc)
        self.device_open = False

    def _stream(self) -> Generator[object, int, None]:
        """The device's callback: sent the number of frames it needs, yields that many samples."""
        frames = yield b""
        while True:
            frames = yield self.mixer.render(frames)
