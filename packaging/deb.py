"""Make the Debian package (``.deb``) of the Linux build with the distribution's own tools.

    python packaging/build.py && python packaging/deb.py [--bundle dist/GinRummy] [--out dist] [--lintian]

Run on Debian or Ubuntu after ``packaging/build.py`` (which leaves the PyInstaller build in
``dist/GinRummy``). Writes ``dist/gin-rummy_<version>_<arch>.deb`` with ``dpkg-deb``:

- the bundle as it was built and smoke-tested, in ``/usr/lib/gin-rummy`` (the executable and
  ``_internal``), and the ``gin-rummy`` command in ``/usr/games`` (a link to it: Debian's place
  for games, on every user's PATH; not on root's);
- the menu entry, AppStream metadata and hicolor icons the spec put in the bundle's ``share``
  (dpkg's triggers refresh the icon cache and the desktop database: no maintainer scripts);
- a man page, ``copyright``, the changelog (from CHANGELOG.md) and lintian overrides for what
  a self-contained bundle is by design (its own copies of libraries);
- ``Depends``: the system libraries the bundle links to but does not carry (``readelf -d`` over
  every ELF file in it, each library found with ``ldconfig -p`` and its package with
  ``dpkg -S``), with ``libc6`` at least the newest glibc symbol version any file needs.

The version is the package's (``importlib.metadata``, from pyproject.toml). Removing the
package removes every file it installed; the player's saves live in their home folder and stay.
``--lintian`` runs ``lintian`` on the result and fails on any error.
"""

from __future__ import annotations

import argparse
import datetime as dt
import gzip
import hashlib
import os
import re
import shutil
import subprocess
import sys
import textwrap
from collections.abc import Callable, Iterable
from email.utils import format_datetime
from importlib.metadata import version as dist_version
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
from changelog import bullet_points, release  # noqa: E402
from elf import elf_files, read_dynamic  # noqa: E402

PACKAGE = "gin-rummy"
APP_ID = "org.gindesktop.GinRummy"
LIB_DIR = Path("usr/lib") / PACKAGE
GAMES = f"usr/games/{PACKAGE}"
MAINTAINER = "The Gin Rummy developers <gin-rummy@gindesktop.org>"
SUMMARY = "classic two-player card game against the computer"
DESCRIPTION = """\
Gin Rummy with exact rules and every popular variant: knock, gin, big gin,
undercuts, lay-offs, Oklahoma and straight gin. The computer opponent plays
at four levels and only ever sees its own cards.
.
Play with the mouse or the keyboard alone; the game saves itself after every
move and resumes where you left off. Score sheet, statistics, hand replays
and a discard pile viewer are included.
.
This package holds a self-contained build (Python, Qt and the game)."""


def not_carried(needed: Iterable[str], bundle_names: Iterable[str]) -> list[str]:
    """The sonames needed that no file or link in the bundle provides: the system must."""
    return sorted(set(needed) - set(bundle_names))


def system_libraries() -> dict[str, str]:
    """soname -> path, from ``ldconfig -p`` (this machine's libraries, its own architecture first)."""
    out = subprocess.run(["ldconfig", "-p"], capture_output=True, text=True, check=True).stdout
    found: dict[str, str] = {}
    for line in out.splitlines()[1:]:
        match = re.match(r"\s*(\S+) \(([^)]*)\) => (\S+)", line)
        if match and match[1] not in found:
            found[match[1]] = match[3]
    return found


def owner(path: str) -> str | None:
    """The package that installed ``path`` (``dpkg -S``), trying it as given, resolved, with and without /usr."""
    real = os.path.realpath(path)
    candidates = []
    for p in (path, real):
        candidates += [p, p[4:] if p.startswith("/usr/") else "/usr" + p]
    for candidate in dict.fromkeys(candidates):
        done = subprocess.run(["dpkg", "-S", candidate], capture_output=True, text=True)
        if done.returncode == 0:
            return done.stdout.split(":", 1)[0].split(",")[0].strip()
    return None


def depends(bundle: Path, find: Callable[[str], str | None] | None = None,
            package_of: Callable[[str], str | None] = owner) -> list[str]:  # fmt: skip
    """The Depends field's entries for the bundle (sorted), ``libc6 (>= <newest glibc needed>)`` among them."""
    files = elf_files(bundle)
    needed: set[str] = set()
    glibc: set[str] = set()
    for path in files:
        dynamic = read_dynamic(path)
        needed |= dynamic.needed
        glibc |= dynamic.glibc
    names = {p.name for p in bundle.rglob("*")}
    if find is None:
        libraries = system_libraries()
        find = libraries.get
    packages: set[str] = set()
    missing = []
    for soname in not_carried(needed, names):
        where = find(soname)
        package = package_of(where) if where else None
        if package is None:
            missing.append(soname)
        else:
            packages.add(package)
    if missing:
        raise SystemExit(f"no installed package provides {', '.join(missing)}: install them and build again")
    newest = max(glibc, key=lambda v: tuple(int(n) for n in v.split(".")), default=None)
    return sorted((packages - {"libc6"}) | {f"libc6 (>= {newest})" if newest else "libc6"})


def control(version: str, arch: str, installed_kib: int, depends: list[str]) -> str:
    return (
        f"Package: {PACKAGE}\n"
        f"Version: {version}\n"
        f"Architecture: {arch}\n"
        f"Maintainer: {MAINTAINER}\n"
        f"Installed-Size: {installed_kib}\n"
        f"Depends: {', '.join(depends)}\n"
        "Section: games\n"
        "Priority: optional\n"
        f"Description: {SUMMARY}\n"
        + "".join(f" {line}\n" if line else " .\n" for line in DESCRIPTION.splitlines())
    )


def gzip_bytes(data: bytes) -> bytes:
    """gzip -9n: no name or time stamp, so the same input gives the same package."""
    return gzip.compress(data, compresslevel=9, mtime=0)


def debian_changelog(version: str, changelog: Path | None = None) -> str:
    """A Debian changelog entry for ``version`` from CHANGELOG.md's (its date, its items)."""
    entry = release(version) if changelog is None else release(version, changelog)
    date = entry.date if entry is not None and entry.date else "1970-01-01"
    items = bullet_points(entry.notes) if entry is not None else ["Build of version " + version + "."]
    stamp = format_datetime(dt.datetime.fromisoformat(date).replace(hour=12, tzinfo=dt.UTC))
    body = "".join(textwrap.fill(item, 78, initial_indent="  * ", subsequent_indent="    ") + "\n" for item in items)
    return f"{PACKAGE} ({version}) unstable; urgency=medium\n\n{body}\n -- {MAINTAINER}  {stamp}\n"


def stage(bundle: Path, root: Path, version: str, arch: str, depends: list[str]) -> Path:
    """Lay the package's files out under ``root`` (emptied first) with DEBIAN/control and md5sums."""
    if not (bundle / "gin-rummy").is_file() or not (bundle / "_internal").is_dir():
        raise SystemExit(f"{bundle} is not a Linux build: run packaging/build.py first")
    shutil.rmtree(root, ignore_errors=True)
    lib = root / LIB_DIR
    lib.mkdir(parents=True)
    shutil.copy2(bundle / "gin-rummy", lib / "gin-rummy")
    shutil.copytree(bundle / "_internal", lib / "_internal", symlinks=True)
    (root / "usr/games").mkdir(parents=True)
    (root / "usr/games" / PACKAGE).symlink_to(Path("..") / "lib" / PACKAGE / "gin-rummy")
    share = root / "usr/share"
    shutil.copytree(bundle / "share", share)  # applications/, metainfo/, icons/hicolor/ from the spec
    entry = share / "applications" / "gin-rummy.desktop"  # (a menu started without /usr/games on its PATH)
    entry.write_text(re.sub(r"(?m)^Exec=gin-rummy", f"Exec=/{GAMES}", entry.read_text(encoding="utf-8")),
                     encoding="utf-8")  # fmt: skip
    man = share / "man/man6"
    man.mkdir(parents=True)
    (man / "gin-rummy.6.gz").write_bytes(gzip_bytes((HERE / "linux" / "gin-rummy.6").read_bytes()))
    doc = share / "doc" / PACKAGE
    doc.mkdir(parents=True)
    shutil.copyfile(HERE / "linux" / "copyright", doc / "copyright")
    (doc / "changelog.gz").write_bytes(gzip_bytes(debian_changelog(version).encode()))
    overrides = share / "lintian/overrides"
    overrides.mkdir(parents=True)
    shutil.copyfile(HERE / "linux" / "lintian-overrides", overrides / PACKAGE)
    for path in [root, *root.rglob("*")]:  # root:root is set by dpkg-deb --root-owner-group
        if path.is_symlink():
            continue
        executable = path.is_dir() or path == lib / "gin-rummy"
        path.chmod(0o755 if executable else 0o644)
    size = sum(p.lstat().st_size for p in root.rglob("*") if not p.is_dir())
    meta = root / "DEBIAN"
    meta.mkdir()
    (meta / "control").write_text(control(version, arch, -(-size // 1024), depends), encoding="utf-8")
    sums = []
    for path in sorted(p for p in root.rglob("*") if p.is_file() and not p.is_symlink() and meta not in p.parents):
        sums.append(f"{hashlib.md5(path.read_bytes()).hexdigest()}  {path.relative_to(root).as_posix()}\n")
    (meta / "md5sums").write_text("".join(sums), encoding="utf-8")
    for path in meta.iterdir():
        path.chmod(0o644)
    return root


def build_deb(root: Path, out: Path) -> Path:
    out.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run(["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(root), str(out)], check=True,
                   stdout=subprocess.DEVNULL)  # fmt: skip
    return out


def lintian(deb: Path) -> int:
    """Run lintian; print its errors and warnings and count its infos; 1 on any error (E:) or if it fails.

    (Not --show-overrides: lintian 2.116 then exits 2. The overridden tags and why are in
    packaging/linux/lintian-overrides.)"""
    done = subprocess.run(["lintian", "--display-info", str(deb)], capture_output=True, text=True)
    tags = [line for line in done.stdout.splitlines() if re.match(r"[EWIPX]: ", line)]
    counts = {kind: sum(line.startswith(kind + ":") for line in tags) for kind in "EWI"}
    print(f"lintian: {counts['E']} errors, {counts['W']} warnings, {counts['I']} infos "
          "(and what packaging/linux/lintian-overrides overrides, with the reasons)")
    for line in tags:
        if line[0] in "EW":
            print(f"  {line}")
    if done.returncode not in (0, 1):  # 1: tags at lintian's fail-on level (errors)
        print(f"lintian failed (exit {done.returncode}):\n{done.stderr}", file=sys.stderr)
        return 1
    return 1 if counts["E"] or done.returncode else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Make the .deb of the Linux build with dpkg-deb.")
    parser.add_argument("--bundle", type=Path, default=ROOT / "dist" / "GinRummy", help="the PyInstaller build")
    parser.add_argument("--out", type=Path, default=ROOT / "dist", help="folder for the .deb")
    parser.add_argument("--lintian", action="store_true", help="check the result with lintian (fails on errors)")
    args = parser.parse_args(argv)
    for tool in ("dpkg-deb", "dpkg", "readelf", "ldconfig"):
        if shutil.which(tool) is None:
            raise SystemExit(f"{tool} is missing: the .deb is made on Debian or Ubuntu (binutils installed)")
    version = dist_version("gin-desktop")
    arch = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True, check=True).stdout.strip()
    deps = depends(args.bundle)
    root = stage(args.bundle, ROOT / "build" / "deb" / "root", version, arch, deps)
    deb = build_deb(root, args.out / f"{PACKAGE}_{version}_{arch}.deb")
    print(f"{deb.relative_to(ROOT) if deb.is_relative_to(ROOT) else deb}: {deb.stat().st_size / 1e6:.1f} MB")
    print(f"Depends: {', '.join(deps)}")
    return lintian(deb) if args.lintian else 0


if __name__ == "__main__":
    raise SystemExit(main())
