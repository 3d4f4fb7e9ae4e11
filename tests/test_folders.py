"""The platform folders worked out without platformdirs on Linux are the ones platformdirs gives."""

from __future__ import annotations

import sys
from pathlib import Path

import platformdirs
import pytest

from gin_desktop.values import folders
from gin_desktop.values.folders import user_folder

FOUND = {"data": platformdirs.user_data_dir, "cache": platformdirs.user_cache_dir, "log": platformdirs.user_log_dir}
VARIABLES = ("XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME")


@pytest.mark.parametrize("home", ["/home/player", "/home/player/", "/"])
@pytest.mark.parametrize("xdg", [None, "", "/elsewhere/{name}", "/elsewhere//{name}/", "relative/{name}", "~/{name}"])
@pytest.mark.parametrize("kind", ["data", "cache", "log"])
def test_the_same_folders_as_platformdirs(home: str, xdg: str | None, kind: folders.Kind,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HOME", home)
    for name in VARIABLES:
        if xdg is None:
            monkeypatch.delenv(name, raising=False)
        else:
            monkeypatch.setenv(name, xdg.format(name=name.lower()))
    assert user_folder(kind) == Path(FOUND[kind]("GinRummy", appauthor=False))


def test_without_a_usable_home_platformdirs_answers(monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[str] = []
    monkeypatch.setattr(platformdirs, "user_cache_dir", lambda name, appauthor: asked.append(name) or "/asked")
    monkeypatch.setenv("HOME", "relative")
    assert user_folder("cache") == Path("/asked") and asked == ["GinRummy"]
    monkeypatch.setattr(sys, "platform", "darwin")
    monkeypatch.setenv("HOME", "/Users/player")
    assert user_folder("cache") == Path("/asked") and asked == ["GinRummy", "GinRummy"]


@pytest.mark.skipif(sys.platform != "linux", reason="the folders worked out here are Linux's")
def test_a_launch_on_linux_imports_no_platformdirs(tmp_path: Path) -> None:
    import os
    import subprocess

    env = {**os.environ, "HOME": str(tmp_path)}
    env.pop("GIN_RUMMY_DATA_DIR", None)
    code = ("import sys; from gin_desktop.store.paths import resolve_data_dir; from gin_desktop.values.crash import "
            "log_dir; resolve_data_dir(None); log_dir(None); print('platformdirs' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True)
    assert out.stdout.strip() == "False"
