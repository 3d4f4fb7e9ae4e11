"""The committed sound effects: one per effect, up to date with the synthesiser, short, small,
click-free at both ends and normalised to a moderate peak."""

from __future__ import annotations

import argparse
import io
from pathlib import Path

import pytest

from gin_desktop.sound.clips import read_clip
from gin_desktop.sound.effects import SAMPLE_RATE, SOUNDS_FOLDER, Effect
from gin_desktop.sound.mixer import MUSIC
from gin_desktop.tools import main, sound_art
from gin_desktop.ui.assets import asset_path

SOUNDS = asset_path(SOUNDS_FOLDER)


def _args(out: Path, check: bool) -> argparse.Namespace:
    return argparse.Namespace(out=out, check=check)


def test_every_effect_has_its_file_and_nothing_else_is_there() -> None:
    assert {p.name for p in SOUNDS.iterdir()} == {effect.file_name for effect in Effect}


def test_the_committed_sounds_equal_the_generator_output_byte_for_byte() -> None:
    out = io.StringIO()
    assert sound_art.run(_args(SOUNDS, check=True), io.StringIO(), out) == 0, out.getvalue()
    assert "up to date" in out.getvalue()


def test_check_finds_a_stale_or_missing_file_and_writing_mends_it(tmp_path: Path) -> None:
    out = io.StringIO()
    assert sound_art.run(_args(tmp_path, check=False), io.StringIO(), out) == 0
    assert "wrote 10 sound files" in out.getvalue()
    assert {p.name: p.read_bytes() for p in tmp_path.iterdir()} == {p.name: p.read_bytes() for p in SOUNDS.iterdir()}
    (tmp_path / "gin.wav").write_bytes(b"RIFF")
    (tmp_path / "draw.wav").unlink()
    out = io.StringIO()
    assert sound_art.run(_args(tmp_path, check=True), io.StringIO(), out) == 1
    assert "2 stale sound files" in out.getvalue() and "gin.wav" in out.getvalue() and "draw.wav" in out.getvalue()
    assert main(["sound-art", "--out", str(tmp_path)]) == 0
    assert sound_art.stale_files(tmp_path) == []


def test_the_generator_is_deterministic() -> None:
    assert sound_art.sound_files() == sound_art.sound_files()


@pytest.mark.parametrize("effect", list(Effect), ids=lambda e: e.value)
def test_each_sound_is_short_moderate_and_starts_and_ends_softly(effect: Effect) -> None:
    samples = read_clip(SOUNDS / effect.file_name)
    seconds = len(samples) / SAMPLE_RATE
    assert 0.1 <= seconds <= (1.5 if effect in MUSIC else 0.4), seconds  # cards ≤ 0.3 s, the knock's two taps 0.36 s
    if effect not in MUSIC and effect is not Effect.KNOCK:
        assert seconds <= 0.3
    peak = max(abs(s) for s in samples) / 32768
    assert 0.3 <= peak <= 0.6, peak  # loud enough to hear at a low volume, never near full scale
    assert abs(samples[0]) < 0.005 * 32768 and abs(samples[-1]) < 0.005 * 32768  # from and to silence
    start = round(0.0005 * SAMPLE_RATE)
    assert max(abs(s) for s in samples[:start]) < 0.25 * peak * 32768  # faded in: no click at the start
    edge = round(0.002 * SAMPLE_RATE)
    assert max(abs(s) for s in samples[-edge:]) < 0.01 * 32768  # faded out: no click at the end


def test_all_the_sounds_together_are_small() -> None:
    total = sum(p.stat().st_size for p in SOUNDS.iterdir())
    assert total < 500_000, total
