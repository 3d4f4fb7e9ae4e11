"""A regular (wheel) install carries the card deck and the translations, and the app finds them there."""

from __future__ import annotations

import glob
import sys
import tomllib
from pathlib import Path

import pytest

from gin_desktop.ui import assets

ROOT = Path(__file__).resolve().parents[2]


def test_wheel_data_files_cover_the_whole_deck() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    data_files = config["tool"]["setuptools"]["data-files"]
    patterns = data_files["share/gin-desktop/assets/cards"]
    shipped = {Path(p).name for pattern in patterns for p in glob.glob(str(ROOT / pattern))}
    deck = {p.name for p in (ROOT / "assets" / "cards").glob("*.svg")}
    assert len(deck) == 56 and shipped == deck


def test_wheel_data_files_carry_every_compiled_translation() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    patterns = config["tool"]["setuptools"]["data-files"]["share/gin-desktop/assets/translations"]
    shipped = {Path(p).name for pattern in patterns for p in glob.glob(str(ROOT / pattern))}
    assert shipped == {f"gin_rummy_{code}.qm" for code in ("de", "fr", "es", "it", "pt_BR")}
def test_wheel_data_files_carry_the_sounds() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    patterns = config["tool"]["setuptools"]["data-files"]["share/gin-desktop/assets/sounds"]
    shipped = {Path(p).name for pattern in patterns for p in glob.glob(str(ROOT / pattern))}
    sounds = {p.name for p in (ROOT / "assets" / "sounds").glob("*.wav")}
    assert len(sounds) == 10 and shipped == sounds


def test_installed_layout_is_found_when_there_is_no_source_tree(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fake_package = tmp_path / "site-packages" / "gin_desktop" / "ui" / "assets.py"
    monkeypatch.setattr(assets, "__file__", str(fake_package))
    monkeypatch.setattr(sys, "prefix", str(tmp_path / "venv"))
    assert assets.assets_root() == tmp_path / "venv" / "share" / "gin-desktop" / "assets"


def test_source_tree_is_found_first() -> None:
    assert assets.assets_root() == ROOT / "assets"
