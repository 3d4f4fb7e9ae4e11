"""Where the saves live: ``--data-dir``, else ``GIN_RUMMY_DATA_DIR``, else the platform data directory."""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import Final

from gin_desktop import APP_NAME

ENV_VAR: Final = "GIN_RUMMY_DATA_DIR"
DB_NAME: Final = "games.sqlite"
LOCK_NAME: Final = "games.lock"


def resolve_data_dir(explicit: str | os.PathLike[str] | None = None, environ: Mapping[str, str] | None = None) -> Path:
    """The data directory: the explicit path, the environment variable, or the platform default.

    The platform default is ``platformdirs.user_data_dir("GinRummy", appauthor=False)``;
    these names are fixed forever, since changing them would orphan every player's saves.
    """
    if explicit is not None and str(explicit) != "":
        return Path(explicit).expanduser()
    env = os.environ if environ is None else environ
    value = env.get(ENV_VAR, "")
    if value:
        return Path(value).expanduser()
    import platformdirs  # only needed when no directory is given

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
