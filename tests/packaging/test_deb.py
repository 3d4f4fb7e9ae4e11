"""packaging/deb.py: the Debian package's files and control data, laid out from a stand-in bundle
in a temporary folder (the real install, run and removal is in .ci/run: root only, and slow)."""

from __future__ import annotations

import gzip
import hashlib
import os
import re
import shutil
import subprocess
import sys
from importlib.metadata import version as dist_version
from pathlib import Path

import pytest

from tests.packaging.scripts import PACKAGING, load_script

deb = load_script("deb")
APP_ID = "org.gindesktop.GinRummy"
VERSION = dist_version("gin-desktop")
DEPENDS = ["libc6 (>= 2.36)", "libegl1", "libxcb1"]
# The .deb is made on Linux; its layout (symlinks, modes) needs POSIX (the release workflow tests on Windows too).
pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="the .deb is laid out on POSIX systems")
linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the .deb is made on Linux")


def fake_bundle(where: Path) -> Path:
    """What packaging/build.py leaves in dist/GinRummy, with stand-in binaries."""
    bundle = where / "GinRummy"
    (bundle / "_internal" / "PySide6").mkdir(parents=True)
    (bundle / "gin-rummy").write_bytes(b"\x7fELF the executable")
    (bundle / "_internal" / "libpython3.11.so.1.0").write_bytes(b"\x7fELF python")
    (bundle / "_internal" / "PySide6" / "QtCore.abi3.so").write_bytes(b"\x7fELF qt")
    (bundle / "_internal" / "libQt6Core.so.6").symlink_to("PySide6/QtCore.abi3.so")
    (bundle / "install.sh").write_text("#!/bin/sh\n", encoding="utf-8")
    share = bundle / "share"
    (share / "applications").mkdir(parents=True)
    shutil.copyfile(PACKAGING / "linux" / "gin-rummy.desktop", share / "applications" / "gin-rummy.desktop")
    (share / "metainfo").mkdir()
    (share / "metainfo" / f"{APP_ID}.metainfo.xml").write_text("<component/>", encoding="utf-8")
    for size in ("16x16", "scalable"):
        icons = share / "icons" / "hicolor" / size / "apps"
        icons.mkdir(parents=True)
        (icons / f"{APP_ID}.{'svg' if size == 'scalable' else 'png'}").write_bytes(b"icon")
    return bundle


def fields(text: str) -> dict[str, str]:
    """A deb822 paragraph: continuation lines joined to their field."""
    out: dict[str, str] = {}
    key = ""
    for line in text.splitlines():
        if line.startswith(" "):
            out[key] += "\n" + line
        else:
            key, _, value = line.partition(": ")
            out[key] = value
    return out


@pytest.fixture
def staged(tmp_path: Path) -> Path:
    root: Path = deb.stage(fake_bundle(tmp_path), tmp_path / "root", VERSION, "amd64", DEPENDS)
    return root


def test_control_names_the_package_its_version_and_what_it_needs(staged: Path) -> None:
    control = fields((staged / "DEBIAN" / "control").read_text(encoding="utf-8"))
    assert control["Package"] == "gin-rummy" and control["Version"] == VERSION == "1.0.0"
    assert control["Architecture"] == "amd64" and control["Section"] == "games"
    assert control["Depends"] == "libc6 (>= 2.36), libegl1, libxcb1"
    assert re.fullmatch(r".+ <[^@\s]+@[^@\s]+>", control["Maintainer"])
    synopsis, *long = control["Description"].splitlines()
    assert synopsis and len(synopsis) < 80 and long and all(line.startswith(" ") for line in long)
    size = sum(p.lstat().st_size for p in staged.rglob("*") if not p.is_dir() and "DEBIAN" not in p.parts)
    assert int(control["Installed-Size"]) == -(-size // 1024)


def test_the_files_and_where_they_go(staged: Path) -> None:
    files = {p.relative_to(staged).as_posix() for p in staged.rglob("*") if not p.is_dir()}
    assert {
        "usr/lib/gin-rummy/gin-rummy",
        "usr/lib/gin-rummy/_internal/libpython3.11.so.1.0",
        "usr/lib/gin-rummy/_internal/PySide6/QtCore.abi3.so",
        "usr/lib/gin-rummy/_internal/libQt6Core.so.6",
        "usr/games/gin-rummy",
        "usr/share/applications/gin-rummy.desktop",
        f"usr/share/metainfo/{APP_ID}.metainfo.xml",
        f"usr/share/icons/hicolor/16x16/apps/{APP_ID}.png",
        f"usr/share/icons/hicolor/scalable/apps/{APP_ID}.svg",
        "usr/share/man/man6/gin-rummy.6.gz",
        "usr/share/doc/gin-rummy/copyright",
        "usr/share/doc/gin-rummy/changelog.gz",
        "usr/share/lintian/overrides/gin-rummy",
        "DEBIAN/control",
        "DEBIAN/md5sums",
    } == files, "install.sh (the tarball's installer) stays out; nothing else goes in"
    command = staged / "usr/games/gin-rummy"
    assert command.is_symlink() and command.resolve() == (staged / "usr/lib/gin-rummy/gin-rummy").resolve()
    assert (staged / "usr/lib/gin-rummy/_internal/libQt6Core.so.6").is_symlink()  # kept as the build made it
    entry = (staged / "usr/share/applications/gin-rummy.desktop").read_text(encoding="utf-8")
    assert "\nExec=/usr/games/gin-rummy\n" in entry and "\nIcon=org.gindesktop.GinRummy\n" in entry


def test_modes_and_checksums(staged: Path) -> None:
    assert (staged / "usr/lib/gin-rummy/gin-rummy").stat().st_mode & 0o777 == 0o755
    for path in staged.rglob("*"):
        if path.is_symlink():
            continue
        mode = path.stat().st_mode & 0o777
        if path.is_dir():
            assert mode == 0o755, path
        elif path.name != "gin-rummy" or "games" in path.parts:
            assert mode == 0o644, path
    sums = dict(reversed(line.split("  ", 1)) for line in (staged / "DEBIAN/md5sums").read_text().splitlines())
    payload = [p for p in staged.rglob("*") if p.is_file() and not p.is_symlink() and "DEBIAN" not in p.parts]
    assert set(sums) == {p.relative_to(staged).as_posix() for p in payload}
    for path in payload:
        assert sums[path.relative_to(staged).as_posix()] == hashlib.md5(path.read_bytes()).hexdigest()


def test_the_man_page_documents_every_option() -> None:
    page = (PACKAGING / "linux" / "gin-rummy.6").read_text(encoding="utf-8").replace("\\-", "-")
    help_text = subprocess.run([sys.executable, "-m", "gin_desktop", "--help"], capture_output=True, text=True,
                               check=True, timeout=60).stdout  # fmt: skip
    options = set(re.findall(r"--[a-z][a-z-]+", help_text))
    assert options >= {"--version", "--data-dir", "--smoke-test", "--help"}
    for option in options:
        assert option in page, f"the man page does not document {option}"


def test_the_debian_changelog_comes_from_changelog_md(staged: Path) -> None:
    text = gzip.decompress((staged / "usr/share/doc/gin-rummy/changelog.gz").read_bytes()).decode()
    first, *rest = text.splitlines()
    assert first == f"gin-rummy ({VERSION}) unstable; urgency=medium"
    entry = load_script("changelog").release(VERSION)
    assert entry is not None and f"{int(entry.date[8:])} " in rest[-1] and rest[-1].startswith(" -- ")
    assert any(line.startswith("  * Rules: ") for line in rest)
    assert all(len(line) <= 80 for line in rest[:-1])  # (the " -- maintainer  date" line is longer by design)


@linux_only
def test_depends_lists_the_packages_of_the_libraries_the_bundle_does_not_carry(tmp_path: Path) -> None:
    bundle = tmp_path / "bundle"
    (bundle / "_internal").mkdir(parents=True)
    elf = Path(shutil.which("ls") or "/bin/ls")
    shutil.copy(elf, bundle / "gin-rummy")  # a real ELF file, with its real needs
    needed = deb.read_dynamic(bundle / "gin-rummy").needed
    assert "libc.so.6" in needed
    carried = sorted(needed - {"libc.so.6"})
    for name in carried[:1]:
        (bundle / "_internal" / name).write_bytes(b"carried")  # the bundle has its own copy of this one
    packages = {"/lib/libc.so.6": "libc6", **{f"/lib/{n}": f"pkg-{n}" for n in carried}}
    found = deb.depends(bundle, find=lambda soname: f"/lib/{soname}", package_of=packages.get)
    glibc = max(deb.read_dynamic(bundle / "gin-rummy").glibc, key=lambda v: tuple(map(int, v.split("."))))
    assert found == sorted([f"libc6 (>= {glibc})", *(f"pkg-{n}" for n in carried[1:])])
    with pytest.raises(SystemExit, match=r"no installed package provides libc\.so\.6"):
        deb.depends(bundle, find=lambda soname: None if soname == "libc.so.6" else f"/lib/{soname}",
                    package_of=packages.get)  # fmt: skip


@pytest.mark.skipif(shutil.which("dpkg-deb") is None, reason="dpkg-deb makes the package (Debian, Ubuntu)")
def test_dpkg_deb_builds_it_owned_by_root(staged: Path, tmp_path: Path) -> None:
    out = deb.build_deb(staged, tmp_path / "gin-rummy_test.deb")
    field = subprocess.run(["dpkg-deb", "--field", str(out), "Package", "Version"], capture_output=True, text=True,
                           check=True).stdout  # fmt: skip
    assert field.splitlines() == ["Package: gin-rummy", f"Version: {VERSION}"]
    contents = subprocess.run(["dpkg-deb", "--contents", str(out)], capture_output=True, text=True, check=True).stdout
    assert "root/root" in contents and "ubuntu" not in contents
    assert re.search(r"\./usr/games/gin-rummy -> \.\./lib/gin-rummy/gin-rummy", contents)
    assert all(" root/root " in line for line in contents.splitlines())


@pytest.mark.skipif(sys.platform == "win32", reason="a POSIX stand-in for lintian")
@pytest.mark.parametrize(("said", "status", "result"), [
    ("W: gin-rummy: hardening-no-pie [usr/lib/gin-rummy/gin-rummy]\nI: gin-rummy: x", 0, 0),
    ("E: gin-rummy: embedded-library zlib [usr/lib/gin-rummy/_internal/libz.so.1]", 1, 1),
    ("", 2, 1),  # lintian itself failed
])  # fmt: skip
def test_lintian_fails_on_errors_and_on_its_own_failure(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                        capsys: pytest.CaptureFixture[str], said: str, status: int,
                                                        result: int) -> None:  # fmt: skip
    fake = tmp_path / "lintian"
    fake.write_text(f"#!/bin/sh\ncat <<'END'\n{said}\nEND\nexit {status}\n", encoding="utf-8")
    fake.chmod(0o755)
    monkeypatch.setenv("PATH", f"{tmp_path}:{os.environ['PATH']}")
    assert deb.lintian(tmp_path / "x.deb") == result
    out = capsys.readouterr().out
    assert ("hardening-no-pie" in out) == ("hardening-no-pie" in said)
    assert "x\n" not in out  # infos are counted, not listed
