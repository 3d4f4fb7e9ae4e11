"""The ``--check`` / write step shared by the generators of committed files (card art, sounds)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TextIO


def check_or_write(out: Path, check: bool, stale: Callable[[Path], list[str]],
                   write: Callable[[Path], Sequence[Path]], what: str, stdout: TextIO) -> int:
    """With ``check``: exit status 1 and the stale names when ``out`` differs from the generator's
    output (nothing written), else 0. Without: write the files and say how many (and their size)."""
    if check:
        found = stale(out)
        if found:
            stdout.write(f"{len(found)} stale {what} files in {out}: {' '.join(found)}\n")
            return 1
        stdout.write(f"the {what} files in {out} are up to date\n")
        return 0
    written = write(out)
    total = sum(path.stat().st_size for path in written)
    stdout.write(f"wrote {len(written)} {what} files ({total / 1000:.0f} kB) to {out}\n")
    return 0
