"""The platform's per-user folders for the game's saves, cache and logs (see :func:`user_folder`)."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Final, Literal

from gin_desktop import APP_NAME

Kind = Literal["data", "cache", "log"]
_XDG: Final[dict[str, tuple[str, str, tuple[str, ...]]]] = {
    "data": ("XDG_DATA_HOME", "~/.local/share", ()),
    "cache": ("XDG_CACHE_HOME", "~/.cache", ()),
    "log": ("XDG_STATE_HOME", "~/.local/state", ("log",)),
}


def user_folder(kind: Kind) -> Path:
    """This user's platform folder for the game's ``kind`` of files: what platformdirs'
    ``user_data_dir``, ``user_cache_dir`` and ``user_log_dir`` (``APP_NAME``, ``appauthor=False``) say.

    On Linux with an absolute ``HOME`` (a player's usual desktop) worked out here by the XDG rules
    platformdirs follows there: ``$XDG_DATA_HOME`` (``$XDG_CACHE_HOME``, ``$XDG_STATE_HOME`` and
    ``log`` in it) when it is an absolute path, else ``~/.local/share`` (``~/.cache``,
    ``~/.local/state``), then the game's name. The tests hold the two the same
    (tests/test_folders.py). Importing platformdirs (seven modules) costs a launch 0.4 MB of
    peak memory before its table has painted. Anywhere else (Windows, macOS, Android, no usable
    ``HOME``) platformdirs answers.
    """
    home = os.environ.get("HOME", "")
    android = hasattr(sys, "getandroidapilevel") or (
        os.environ.get("ANDROID_DATA") == "/data" and os.environ.get("ANDROID_ROOT") == "/system")
    if sys.platform == "linux" and not android and os.path.isabs(home):
        variable, default, inside = _XDG[kind]
        base = os.environ.get(variable, "")
        return Path(base if os.path.isabs(base) else os.path.expanduser(default), APP_NAME, *inside)
    import platformdirs  # (only where the rules above are not the platform's)

    find = {"data": platformdirs.user_data_dir, "cache": platformdirs.user_cache_dir,
            "log": platformdirs.user_log_dir}[kind]
    return Path(find(APP_NAME, appauthor=False))
