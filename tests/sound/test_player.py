"""The players: the mixer's arithmetic, the device player through a fake audio device (the
samples it is handed), silence without a device or library, and the choice of player."""

from __future__ import annotations

import itertools
import logging
import threading
from array import array
from collections.abc import Generator
from pathlib import Path

import pytest

from gin_desktop.sound import player as player_module
from gin_desktop.sound.clips import read_clip
from gin_desktop.sound.device import DevicePlayer, linux_audio_missing, open_miniaudio
from gin_desktop.sound.effects import SAMPLE_RATE, SOUNDS_FOLDER, Effect
from gin_desktop.sound.mixer import CUT_FRAMES, MAX_VOICES, Mixer, gain
from gin_desktop.sound.player import NullPlayer, open_player
from gin_desktop.ui.assets import asset_path

SOUNDS = asset_path(SOUNDS_FOLDER)


def clip(*values: int) -> array[int]:
    return array("h", values)


# -- the mixer ----------------------------------------------------------------------------------
def test_the_volume_curve() -> None:
    assert gain(0) == 0 and gain(100) == 1 and gain(50) == 0.25 and gain(40) == pytest.approx(0.16)
    assert all(gain(v) < gain(v + 1) for v in range(100))
    assert gain(-5) == 0 and gain(150) == 1


def test_one_voice_is_the_clip_scaled_by_the_volume() -> None:
    mixer = Mixer()
    mixer.add(Effect.DRAW, clip(1000, -2000, 3000, -4000), 100)
    assert list(mixer.render(6)) == [1000, -2000, 3000, -4000, 0, 0]
    assert not mixer.busy
    mixer.add(Effect.DRAW, clip(1000, -2000, 3000, -4000), 50)
    assert list(mixer.render(4)) == [250, -500, 750, -1000]
    mixer.add(Effect.DRAW, clip(1000, 2000), 0)  # volume 0: nothing at all
    assert not mixer.busy and list(mixer.render(2)) == [0, 0]


def test_a_delayed_voice_starts_later_across_buffers() -> None:
    mixer = Mixer()
    mixer.add(Effect.HAND_WON, clip(*([100] * 4)), 100, delay=5 / SAMPLE_RATE)
    assert list(mixer.render(3)) == [0, 0, 0]
    assert list(mixer.render(4)) == [0, 0, 100, 100]
    assert list(mixer.render(4)) == [100, 100, 0, 0]


def test_card_sounds_mix_and_the_sum_is_clipped() -> None:
    mixer = Mixer()
    mixer.add(Effect.DEAL, clip(20000, 20000, 100), 100)
    mixer.add(Effect.DRAW, clip(20000, -30000, 100), 100)
    assert list(mixer.render(3)) == [32767, -10000, 200]


def test_a_new_motif_fades_the_playing_one_out_instead_of_clashing() -> None:
    mixer = Mixer()
    long = clip(*([10000] * (CUT_FRAMES * 4)))
    mixer.add(Effect.HAND_WON, long, 100)
    assert list(mixer.render(10)) == [10000] * 10
    mixer.add(Effect.DRAW, clip(*([5] * 4)), 100)  # a card sound cuts nothing
    mixer.add(Effect.GAME_WON, clip(*([0] * (CUT_FRAMES * 2))), 100)
    out = list(mixer.render(CUT_FRAMES * 2))
    faded = [s - (5 if i < 4 else 0) for i, s in enumerate(out)]
    assert faded[0] == 10000 and all(a >= b for a, b in itertools.pairwise(faded))  # a fade, no click
    assert faded[CUT_FRAMES - 1] < 10000 / CUT_FRAMES * 2 and faded[CUT_FRAMES:] == [0] * CUT_FRAMES


def test_a_burst_of_sounds_keeps_only_the_newest_voices() -> None:
    mixer = Mixer()
    for _ in range(MAX_VOICES + 3):
        mixer.add(Effect.DRAW, clip(1, 1), 100)
    assert list(mixer.render(1)) == [MAX_VOICES]


# -- the device player, on a fake device ---------------------------------------------------------
class FakeDevice:
    """Stands in for miniaudio's device: keeps the generator the player starts it with; the test
    pulls buffers from it as the audio thread would."""

    def __init__(self) -> None:
        self.stream: Generator[object, int, None] | None = None
        self.started = threading.Event()
        self.closed = threading.Event()

    def start(self, callback_generator: Generator[object, int, None]) -> None:
        self.stream = callback_generator
        self.started.set()

    def stop(self) -> None:
        pass

    def close(self) -> None:
        self.closed.set()

    def pull(self, frames: int) -> list[int]:
        assert self.stream is not None
        data = self.stream.send(frames)
        assert isinstance(data, array)
        return list(data)


def test_the_device_player_plays_each_file_at_its_volume_and_lets_the_device_go_when_quiet() -> None:
    devices: list[FakeDevice] = []

    def opener() -> FakeDevice:
        devices.append(FakeDevice())
        return devices[-1]

    player = DevicePlayer(SOUNDS, opener=opener, idle_seconds=1.0)
    assert not devices  # nothing is opened (nor decoded) until the first sound
    player.play(Effect.DISCARD, 100)
    assert player.wait_until(lambda: bool(devices) and devices[0].started.is_set())
    wanted = list(read_clip(SOUNDS / "discard.wav"))
    assert devices[0].pull(len(wanted) + 10) == [*wanted, *([0] * 10)]
    player.play(Effect.DRAW, 40)
    assert player.wait_until(lambda: player.mixer.busy)
    quiet = list(read_clip(SOUNDS / "draw.wav"))
    assert devices[0].pull(len(quiet)) == [round(s * 0.16) for s in quiet]
    assert devices[0].closed.wait(5.0) and not player.device_open  # let go after 1 s of silence
    player.play(Effect.KNOCK, 100)
    assert player.wait_until(lambda: len(devices) == 2 and devices[1].started.is_set())  # opened again
    player.close()
    assert devices[1].closed.is_set()


def test_a_device_that_cannot_be_opened_means_silence_one_log_line_and_no_error(
    caplog: pytest.LogCaptureFixture,
) -> None:
    calls = []

    def opener() -> FakeDevice:
        calls.append(1)
        raise OSError("no such device")

    player = DevicePlayer(SOUNDS, opener=opener)
    with caplog.at_level(logging.INFO, logger="gin_desktop"):
        player.play(Effect.GIN, 60)
        assert player.wait_until(lambda: player.failed is not None)
        for effect in Effect:
            player.play(effect, 60)  # ignored: the player is silent now
        player.close()
    assert player.failed == "OSError: no such device" and calls == [1]
    assert [r.getMessage() for r in caplog.records if "sound" in r.getMessage()] == [
        "sound: no audio output (OSError: no such device); the game is silent"]


def test_miniaudio_failing_to_open_its_device_is_silence_too(monkeypatch: pytest.MonkeyPatch) -> None:
    miniaudio = pytest.importorskip("miniaudio")

    def refuse(*args: object, **kwargs: object) -> object:
        raise miniaudio.MiniaudioError("failed to init device", -401)

    monkeypatch.setattr(miniaudio, "PlaybackDevice", refuse)
    with pytest.raises(miniaudio.MiniaudioError):
        open_miniaudio()
    player = DevicePlayer(SOUNDS)  # the real opener
    player.play(Effect.DEAL, 40)
    assert player.wait_until(lambda: player.failed is not None)
    assert "MiniaudioError" in (player.failed or "")
    player.close()


def test_miniaudio_s_silent_null_backend_counts_as_no_device(monkeypatch: pytest.MonkeyPatch) -> None:
    miniaudio = pytest.importorskip("miniaudio")
    closed = []

    class NullBackendDevice:
        backend = "Null"

        def __init__(self, **kwargs: object) -> None:
            assert kwargs["sample_rate"] == SAMPLE_RATE and kwargs["nchannels"] == 1

        def close(self) -> None:
            closed.append(True)

    monkeypatch.setattr(miniaudio, "PlaybackDevice", NullBackendDevice)
    with pytest.raises(RuntimeError, match="no audio output device"):
        open_miniaudio()
    assert closed == [True]


def test_a_damaged_effect_file_stays_silent_and_the_others_play(tmp_path: Path) -> None:
    for effect in Effect:
        (tmp_path / effect.file_name).write_bytes((SOUNDS / effect.file_name).read_bytes())
    (tmp_path / "gin.wav").write_bytes(b"not a wav file")
    device = FakeDevice()
    player = DevicePlayer(tmp_path, opener=lambda: device)
    player.play(Effect.GIN, 100)
    player.play(Effect.KNOCK, 100)
    assert player.wait_until(lambda: player.mixer.busy)
    knock = list(read_clip(SOUNDS / "knock.wav"))
    assert device.pull(len(knock)) == knock  # the knock alone: the gin file does not read
    player.close()


# -- which player ----------------------------------------------------------------------------------
def test_open_player_is_silent_offscreen_when_asked_or_without_the_library(monkeypatch: pytest.MonkeyPatch) -> None:
    desktop = {"XDG_RUNTIME_DIR": "/nowhere", "PULSE_SERVER": "unix:/run/pulse"}
    assert isinstance(open_player(SOUNDS, {"QT_QPA_PLATFORM": "offscreen", **desktop}), NullPlayer)
    assert isinstance(open_player(SOUNDS, {"GIN_RUMMY_NO_SOUND": "1", **desktop}), NullPlayer)
    assert "GIN_RUMMY_NO_SOUND" in open_player(SOUNDS, {"GIN_RUMMY_NO_SOUND": "yes"}).description
    if pytest.importorskip("miniaudio"):
        chosen = open_player(SOUNDS, {"GIN_RUMMY_NO_SOUND": "0", **desktop}, platform="linux")
        assert isinstance(chosen, DevicePlayer) and not chosen.device_open  # nothing opened yet
        assert isinstance(open_player(SOUNDS, desktop, platform="win32"), DevicePlayer)
    monkeypatch.setattr(player_module.importlib.util, "find_spec", lambda name: None)
    missing = open_player(SOUNDS, desktop, platform="win32")
    assert isinstance(missing, NullPlayer) and "miniaudio" in missing.description
    missing.play(Effect.GIN, 100)  # silence, no error
    missing.close()


def test_a_linux_machine_without_card_or_server_has_no_audio(tmp_path: Path) -> None:
    none = tmp_path / "cards-none"
    none.write_text("--- no soundcards ---\n")
    one = tmp_path / "cards-one"
    one.write_text(" 0 [PCH            ]: HDA-Intel - HDA Intel PCH\n                      HDA Intel PCH at 0xf\n")
    runtime = tmp_path / "run"
    (runtime / "pulse").mkdir(parents=True)
    assert linux_audio_missing({"XDG_RUNTIME_DIR": str(runtime)}, none)
    assert linux_audio_missing({"XDG_RUNTIME_DIR": str(runtime)}, tmp_path / "absent")
    assert not linux_audio_missing({"XDG_RUNTIME_DIR": str(runtime)}, one)
    assert not linux_audio_missing({"PULSE_SERVER": "tcp:host"}, none)
    (runtime / "pulse" / "native").write_text("")
    assert not linux_audio_missing({"XDG_RUNTIME_DIR": str(runtime)}, none)


def test_the_smoke_test_s_sound_check_decodes_mixes_and_loads_the_library() -> None:
    from gin_desktop.entry.smoke import check_sound

    said = check_sound()
    assert said.startswith("10 effects decoded and mixed"), said
    try:
        import miniaudio
    except ImportError:
        assert "not installed" in said
    else:
        assert f"miniaudio {miniaudio.__version__} loads" in said


def test_prepare_decodes_and_loads_the_library_before_the_first_sound_without_opening_a_device() -> None:
    opened: list[FakeDevice] = []
    warmed: list[str] = []
    player = DevicePlayer(SOUNDS, opener=lambda: opened.append(FakeDevice()) or opened[-1],
                          warm=lambda: warmed.append(threading.current_thread().name))
    player.prepare()
    assert player.wait_until(lambda: player.prepared)
    assert warmed == ["sound"] and opened == []  # on the player's thread; the device waits for a sound
    player.prepare()  # (once is enough)
    player.play(Effect.DRAW, 100)
    assert player.wait_until(lambda: len(opened) == 1 and opened[0].started.is_set())
    assert warmed == ["sound"]
    player.close()


def test_a_motif_that_follows_after_a_delay_lets_the_one_before_play_out_until_it_starts() -> None:
    mixer = Mixer()
    first = clip(*([1000] * (CUT_FRAMES * 10)))
    mixer.add(Effect.UNDERCUT, first, 100)
    mixer.add(Effect.HAND_LOST, clip(*([7] * (CUT_FRAMES * 3))), 100, delay=CUT_FRAMES * 4 / SAMPLE_RATE)
    assert list(mixer.render(CUT_FRAMES * 4)) == [1000] * (CUT_FRAMES * 4)  # the undercut's notes, whole
    out = list(mixer.render(CUT_FRAMES * 2))
    assert out[0] == 1000 + 7 and out[CUT_FRAMES - 1] < 10 + 7  # the motif starts and the undercut fades
    assert all(a >= b for a, b in itertools.pairwise(out[:CUT_FRAMES]))
    assert out[CUT_FRAMES:] == [7] * CUT_FRAMES  # then the motif alone


def test_miniaudio_loads_without_numpy_and_numpy_still_loads_after(tmp_path: Path) -> None:
    """miniaudio imports numpy when it can (16 MB of memory, for arrays the game never hands it): the
    player's thread loads it with numpy kept out, and numpy is left free to load later."""
    import subprocess
    import sys

    pytest.importorskip("miniaudio")
    root = Path(__file__).resolve().parents[2]
    script = ("import sys; from gin_desktop.sound.device import _import_miniaudio; _import_miniaudio(); "
              "print('numpy' in sys.modules); import importlib.util; "
              "print(importlib.util.find_spec('numpy') is None or __import__('numpy') is not None)")
    done = subprocess.run([sys.executable, "-c", script], cwd=root, capture_output=True, text=True, timeout=60,
                          env={"PYTHONPATH": str(root), "PATH": "/usr/bin:/bin"})
    assert done.stdout.split() == ["False", "True"], done.stderr[-2000:]
