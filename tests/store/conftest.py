"""Fixtures of the store tests: data directories and a ready-made store file."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from gin_desktop.store import ENV_VAR

from .helpers import build_store, copy_key


@pytest.fixture(autouse=True)
def _no_env_data_dir(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(ENV_VAR, raising=False)


@pytest.fixture(scope="session")
def built_store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A closed store (no -wal) with a finished, an abandoned and an active game; copy it, do not change it."""
    path = tmp_path_factory.mktemp("built")
    build_store(path)
    return path / "games.sqlite"


@pytest.fixture
def store_copy(built_store: Path, tmp_path: Path) -> Path:
    """A fresh copy of :func:`built_store` (with its key) in its own data directory; returns the directory."""
    data_dir = tmp_path / "data"
    data_dir.mkdir()
    shutil.copy(built_store, data_dir / "games.sqlite")
    copy_key(built_store, data_dir)  # the data folder as a whole: the hand in progress is sealed with it
    return data_dir
