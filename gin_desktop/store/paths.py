"""Where the saves live: ``--data-dir``, else ``GIN_RUMMY_DATA_DIR``, else the platform data directory."""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import Final

from gin_desktop import APP_NAME
from gin_desktop.values.folders import user_folder

ENV_VAR: Final = "GIN_RUMMY_DATA_DIR"
DB_NAME: Final = "games.sqlite"
LOCK_NAME: Final = "games.lock"


def data_dir_given(explicit: str | os.PathLike[str] | None = None, environ: Mapping[str, str] | None = None) -> bool:
    """Whether :func:`resolve_data_dir` takes a folder it was given (the path or the environment
    variable) rather than the platform default."""
    env = os.environ if environ is None else environ
    return (explicit is not None and str(explicit) != "") or bool(env.get(ENV_VAR, ""))


def resolve_data_dir(explicit: str | os.PathLike[str] | None = None, environ: Mapping[str, str] | None = None) -> Path:
    """The data directory: the explicit path, the environment variable, or the platform default.

    The platform default is ``platformdirs.user_data_dir("GinRummy", appauthor=False)`` (see
    :func:`user_folder`); these names are fixed forever, since changing them would orphan every
    player's saves.
    """
    if explicit is not None and str(explicit) != "":
        return _expand(Path(explicit))
    env = os.environ if environ is None else environ
    value = env.get(ENV_VAR, "")
    if value:
        return _expand(Path(value))
    return user_folder("data")


def _expand(path: Path) -> Path:
    try:
        return path.expanduser()
    except RuntimeError:  # no home folder for that user: the path as written (opening it then says why)
        return path


def runtime_folder() -> Path | None:
    """This user's private runtime folder, for what must not sit in a shared place (the lock when the data
    folder cannot be written, the hand-over channel): ``XDG_RUNTIME_DIR`` when it is the user's own with no
    access for others, else ``<temp>/gin-rummy-<uid>`` made private (refused if someone else made it first);
    the platform's per-user runtime folder elsewhere. None when there is no safe one."""
    import sys
    import tempfile

    if sys.platform == "win32" or not hasattr(os, "getuid"):
        import platformdirs

        folder = Path(platformdirs.user_runtime_dir(APP_NAME, appauthor=False))
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return None
        return folder
    uid = os.getuid()
    xdg = os.environ.get("XDG_RUNTIME_DIR", "")
    if xdg and _private(Path(xdg), uid):
        return Path(xdg)
    folder = Path(tempfile.gettempdir()) / f"gin-rummy-{uid}"
    try:
        folder.mkdir(mode=0o700)
    except FileExistsError:
        pass
    except OSError:
        return None
    return folder if _private(folder, uid) else None


def _private(folder: Path, uid: int) -> bool:
    import stat

    try:
        info = folder.lstat()
    except OSError:
        return False
    return stat.S_ISDIR(info.st_mode) and info.st_uid == uid and not info.st_mode & 0o077
