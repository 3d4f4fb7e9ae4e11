"""Starting the game again in a new process, for what only a new start can show (a new language).

The old copy has closed its saves and released their lock before the new one starts, so the new
one does not find "another copy" and hand over to a copy that is going away: it resumes the saved
game as any launch does. The command is the one this copy was started with, less ``--language``
(the player has just chosen the language in the settings; the flag would override it).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence


def restart_command(args: Sequence[str], executable: str, frozen: bool) -> list[str]:
    """The command that starts the game again with ``args`` (this run's, without the program)."""
    kept: list[str] = []
    skip = False
    for arg in args:
        if skip:
            skip = False
            continue
        if arg == "--language":
            skip = True
            continue
        if arg.startswith("--language="):
            continue
        kept.append(arg)
    # (a frozen build's executable is the game; otherwise the interpreter runs the package)
    return [executable, *kept] if frozen else [executable, "-m", "gin_desktop", *kept]


def start_again(args: Sequence[str]) -> bool:
    """Start a new copy of the game; False (and logged) if it could not be started."""
    import subprocess  # (only on a restart: it is not a start-up module)

    from gin_desktop.values.crash import log

    command = restart_command(args, sys.executable, bool(getattr(sys, "frozen", False)))
    try:
        if sys.platform == "win32":
            subprocess.Popen(command, close_fds=True)
        else:
            subprocess.Popen(command, close_fds=True, start_new_session=True)
    except OSError as exc:
        log.error("could not start again (%s): %s", " ".join(command), exc)
        return False
    log.info("started again: %s", " ".join(command))
    return True
