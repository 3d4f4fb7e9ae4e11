"""The PyInstaller spec, read without PyInstaller: it compiles, and run against stand-in
PyInstaller classes for Linux, Windows and macOS it asks for the right build.

The stand-ins record what the spec passes to ``Analysis``, ``EXE``, ``COLLECT`` and
``BUNDLE``; a made-up list of collected Qt files checks the plugin / translation filter
and the pruning of libraries nothing links to.
"""

from __future__ import annotations

import configparser
import re
import subprocess
import sys
import types
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from importlib.metadata import version as dist_version
from pathlib import Path
from typing import Any

import pytest

from tests.packaging.scripts import load_script

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
SPEC = PACKAGING / "gin_rummy.spec"
LINUX = PACKAGING / "linux"
APP_ID = "org.gindesktop.GinRummy"
VERSION = dist_version("gin-desktop")
METADATA = ("/site/gin_desktop-0.1.0.dist-info", "gin_desktop-0.1.0.dist-info")

# (dest, src, typecode) as PyInstaller's Analysis would collect them, Linux and Windows layouts.
QT = "PySide6/Qt"
COLLECTED_BINARIES = [
    ("PySide6/QtCore.abi3.so", "/qt/QtCore.abi3.so", "EXTENSION"),
    ("PySide6/QtSvg.abi3.so", "/qt/QtSvg.abi3.so", "EXTENSION"),
    ("PySide6/QtNetwork.abi3.so", "/qt/QtNetwork.abi3.so", "EXTENSION"),
    (f"{QT}/lib/libQt6Core.so.6", "/qt/libQt6Core.so.6", "BINARY"),
    (f"{QT}/lib/libQt6Svg.so.6", "/qt/libQt6Svg.so.6", "BINARY"),
    (f"{QT}/lib/libQt6Network.so.6", "/qt/libQt6Network.so.6", "BINARY"),
    ("libQt6Svg.so.6", f"{QT}/lib/libQt6Svg.so.6", "SYMLINK"),
    ("libQt6Network.so.6", f"{QT}/lib/libQt6Network.so.6", "SYMLINK"),
    ("libkrb5.so.3", "/usr/lib/libkrb5.so.3", "BINARY"),
    ("libjpeg.so.62", "/usr/lib/libjpeg.so.62", "BINARY"),
    ("libproxy.so.1", "/usr/lib/libproxy.so.1", "BINARY"),
    ("libfontconfig.so.1", "/usr/lib/libfontconfig.so.1", "BINARY"),
    ("_miniaudio.abi3.so", "/site/_miniaudio.abi3.so", "EXTENSION"),
    ("libmvec.so.1", "/lib/x86_64-linux-gnu/libmvec.so.1", "BINARY"),
    (f"{QT}/plugins/platforms/libqxcb.so", "/qt/p/libqxcb.so", "BINARY"),
    (f"{QT}/plugins/platforms/libqwayland.so", "/qt/p/libqwayland.so", "BINARY"),
    (f"{QT}/plugins/platforms/libqoffscreen.so", "/qt/p/libqoffscreen.so", "BINARY"),
    (f"{QT}/plugins/platforms/libqeglfs.so", "/qt/p/libqeglfs.so", "BINARY"),
    (f"{QT}/plugins/platforms/libqvnc.so", "/qt/p/libqvnc.so", "BINARY"),
    (f"{QT}/plugins/imageformats/libqsvg.so", "/qt/p/libqsvg.so", "BINARY"),
    (f"{QT}/plugins/imageformats/libqjpeg.so", "/qt/p/libqjpeg.so", "BINARY"),
    (f"{QT}/plugins/iconengines/libqsvgicon.so", "/qt/p/libqsvgicon.so", "BINARY"),
    (f"{QT}/plugins/tls/libqopensslbackend.so", "/qt/p/libqopensslbackend.so", "BINARY"),
    (f"{QT}/plugins/networkinformation/libqglib.so", "/qt/p/libqglib.so", "BINARY"),
    (f"{QT}/plugins/platformthemes/libqgtk3.so", "/qt/p/libqgtk3.so", "BINARY"),
    (f"{QT}/plugins/platformthemes/libqxdgdesktopportal.so", "/qt/p/libqxdg.so", "BINARY"),
    ("PySide6/plugins/platforms/qwindows.dll", "C:/qt/qwindows.dll", "BINARY"),
    ("PySide6/plugins/imageformats/qsvg.dll", "C:/qt/qsvg.dll", "BINARY"),
    ("PySide6/plugins/imageformats/qgif.dll", "C:/qt/qgif.dll", "BINARY"),
    ("PySide6/plugins/styles/qmodernwindowsstyle.dll", "C:/qt/qmws.dll", "BINARY"),
    ("PySide6/opengl32sw.dll", "C:/qt/opengl32sw.dll", "BINARY"),
    (f"{QT}/lib/QtCore.framework/Versions/A/QtCore", "/qt/QtCore.framework/Versions/A/QtCore", "BINARY"),
    (f"{QT}/lib/QtCore.framework/QtCore", "Versions/Current/QtCore", "SYMLINK"),
]
COLLECTED_QT_DATAS = [
    (f"{QT}/translations/qtbase_de.qm", "/qt/tr/qtbase_de.qm", "DATA"),
    ("PySide6/translations/qt_fr.qm", "C:/qt/tr/qt_fr.qm", "DATA"),
    (f"{QT}/translations/qtbase_ja.qm", "/qt/tr/qtbase_ja.qm", "DATA"),
    (f"{QT}/translations/designer_de.qm", "/qt/tr/designer_de.qm", "DATA"),
]
LINKS = {  # what `ldd` would list for each root
    "/qt/QtCore.abi3.so": ["libQt6Core.so.6"],
    "/qt/QtSvg.abi3.so": ["libQt6Svg.so.6", "libQt6Core.so.6"],
    "/qt/QtNetwork.abi3.so": ["libQt6Network.so.6", "libQt6Core.so.6", "libkrb5.so.3"],
    "/qt/p/libqjpeg.so": ["libjpeg.so.62"],  # (a dropped plugin: not a root)
    "/qt/p/libqglib.so": ["libproxy.so.1"],
    "/qt/p/libqxcb.so": ["libQt6Core.so.6", "libfontconfig.so.1"],
    "/site/_miniaudio.abi3.so": ["libmvec.so.1"],
}


class Stub:
    """Records the call; subclasses mimic the attributes the spec reads."""

    made: dict[str, list[Stub]]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.args = args
        self.kwargs = kwargs
        Stub.made.setdefault(type(self).__name__, []).append(self)


class Analysis(Stub):
    def __init__(self, scripts: list[str], **kwargs: Any) -> None:
        super().__init__(scripts, **kwargs)
        self.pure: list[Any] = []
        self.scripts: list[Any] = []
        self.binaries = list(COLLECTED_BINARIES)
        self.datas = [(dest, src, "DATA") for src, dest in kwargs["datas"]] + COLLECTED_QT_DATAS


class PYZ(Stub):
    pass


class EXE(Stub):
    pass


class COLLECT(Stub):
    pass


class BUNDLE(Stub):
    pass


def fake_pyinstaller(monkeypatch: pytest.MonkeyPatch, metadata_calls: list[str]) -> None:
    def copy_metadata(name: str) -> list[tuple[str, str]]:
        metadata_calls.append(name)
        return [METADATA]

    def get_imports(src: str) -> list[tuple[str, str]]:
        return [(name, f"/resolved/{name}") for name in LINKS.get(src, [])]

    modules = {
        "PyInstaller": types.ModuleType("PyInstaller"),
        "PyInstaller.utils": types.ModuleType("PyInstaller.utils"),
        "PyInstaller.utils.hooks": types.ModuleType("PyInstaller.utils.hooks"),
        "PyInstaller.depend": types.ModuleType("PyInstaller.depend"),
        "PyInstaller.depend.bindepend": types.ModuleType("PyInstaller.depend.bindepend"),
    }
    modules["PyInstaller.utils.hooks"].copy_metadata = copy_metadata  # type: ignore[attr-defined]
    modules["PyInstaller.depend.bindepend"].get_imports = get_imports  # type: ignore[attr-defined]
    for name, module in modules.items():
        monkeypatch.setitem(sys.modules, name, module)


def fake_icons(work: Path) -> None:
    """Icon files newer than their sources, so the spec does not render them (make_icons has its own tests)."""
    icons = work / "icons"
    for rel in ["GinRummy.ico", "GinRummy.icns", f"hicolor/scalable/apps/{APP_ID}.svg",
                f"hicolor/16x16/apps/{APP_ID}.png"]:  # fmt: skip
        path = icons / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(b"icon")


class Build:
    """What one run of the spec asked for."""

    def __init__(self, namespace: dict[str, Any], made: dict[str, list[Stub]], dist: Path, work: Path,
                 metadata_calls: list[str]) -> None:  # fmt: skip
        self.ns = namespace
        self.made = made
        self.dist = dist
        self.work = work
        self.metadata_calls = metadata_calls

    def one(self, kind: str) -> Stub:
        assert len(self.made.get(kind, [])) == 1, f"expected one {kind}, got {self.made.get(kind)}"
        return self.made[kind][0]

    @property
    def analysis(self) -> Analysis:
        analysis = self.one("Analysis")
        assert isinstance(analysis, Analysis)
        return analysis

    def kept(self) -> set[str]:
        return {dest for dest, _, _ in self.analysis.binaries + self.analysis.datas}


@pytest.fixture
def run_spec(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[Any]:
    def run(platform: str) -> Build:
        made: dict[str, list[Stub]] = {}
        Stub.made = made
        metadata_calls: list[str] = []
        fake_pyinstaller(monkeypatch, metadata_calls)
        dist, work = tmp_path / platform / "dist", tmp_path / platform / "build"
        fake_icons(work)
        namespace: dict[str, Any] = {
            "SPECPATH": str(PACKAGING), "workpath": str(work), "DISTPATH": str(dist), "SPEC": str(SPEC),
            "Analysis": Analysis, "PYZ": PYZ, "EXE": EXE, "COLLECT": COLLECT, "BUNDLE": BUNDLE,
        }  # fmt: skip
        code = compile(SPEC.read_bytes(), str(SPEC), "exec")
        with monkeypatch.context() as patch:
            patch.setattr(sys, "platform", platform)
            exec(code, namespace)
        return Build(namespace, made, dist, work, metadata_calls)

    yield run


def test_spec_compiles() -> None:
    compile(SPEC.read_bytes(), str(SPEC), "exec")


def test_build_outputs_are_ignored_by_git() -> None:
    ignored = (ROOT / ".gitignore").read_text(encoding="utf-8").split()
    assert "build/" in ignored and "dist/" in ignored


@pytest.mark.parametrize("platform", ["linux", "win32", "darwin"])
def test_common_settings(run_spec: Any, platform: str) -> None:
    build = run_spec(platform)
    analysis = build.analysis
    (scripts,) = analysis.args
    assert [Path(s) for s in scripts] == [PACKAGING / "gin_rummy_launcher.py"]
    assert "gin_desktop.entry.app import main" in (PACKAGING / "gin_rummy_launcher.py").read_text(encoding="utf-8")

    # the card deck and the package metadata, nothing from assets/screenshots
    datas = analysis.kwargs["datas"]
    cards = sorted(p.name for p in (ROOT / "assets" / "cards").glob("*.svg"))
    assert sorted(Path(src).name for src, dest in datas if dest == "assets/cards") == cards
    assert len(cards) >= 53
    assert not [src for src, _ in datas if "screenshots" in src]
    # the compiled translations, not their .ts sources
    shipped = sorted(Path(src).name for src, dest in datas if dest == "assets/translations")
    assert shipped == sorted(f"gin_rummy_{code}.qm" for code in ("de", "es", "fr", "it", "pt_BR"))
    # and Qt's own qtbase translations of those languages, cut down to what the game shows
    qt = {Path(src).name: Path(src) for src, dest in datas if dest == "assets/translations/qt"}
    assert sorted(qt) == sorted(f"qtbase_{code}.qm" for code in ("de", "es", "fr", "it", "pt_BR"))
    assert all(path.is_file() and 20_000 < path.stat().st_size < 80_000 for path in qt.values())
    sounds = sorted(p.name for p in (ROOT / "assets" / "sounds").glob("*.wav"))
    assert sorted(Path(src).name for src, dest in datas if dest == "assets/sounds") == sounds
    assert len(sounds) == 10
    assert build.metadata_calls == ["gin-desktop"] and METADATA in datas
    assert build.ns["VERSION"] == VERSION

    assert {"PySide6.QtSvg", "PySide6.QtNetwork"} <= set(analysis.kwargs["hiddenimports"])
    # the sound library: its module, its binary and cffi's backend (imported on the sound thread only)
    assert {"miniaudio", "_miniaudio", "_cffi_backend"} <= set(analysis.kwargs["hiddenimports"])
    excludes = set(analysis.kwargs["excludes"])
    for unused in ["QtQml", "QtQuick", "Qt3DCore", "QtMultimedia", "QtWebEngineCore", "QtWebEngineWidgets",
                   "QtPdf", "QtSql", "QtNetworkAuth", "QtOpenGL"]:  # fmt: skip
        assert f"PySide6.{unused}" in excludes

    exe = build.one("EXE")
    assert exe.kwargs["exclude_binaries"] is True, "onedir: the binaries belong in the COLLECT"
    assert exe.kwargs["console"] is False
    assert exe.kwargs["upx"] is False
    coll = build.one("COLLECT")
    assert coll.args[0] is exe and coll.kwargs["name"] == "GinRummy"


def test_no_qt_module_the_app_imports_is_excluded(run_spec: Any) -> None:
    used = set()
    for path in (ROOT / "gin_desktop").rglob("*.py"):
        used |= set(re.findall(r"\bPySide6\.(Qt\w+)", path.read_text(encoding="utf-8")))
    assert {"QtCore", "QtGui", "QtWidgets", "QtSvg"} <= used
    excludes = run_spec("linux").analysis.kwargs["excludes"]
    excluded = {name.split(".", 1)[1] for name in excludes if name.startswith("PySide6.")}
    assert not used & excluded, f"the app imports excluded Qt modules: {sorted(used & excluded)}"


def test_no_stdlib_module_the_app_imports_is_excluded(run_spec: Any) -> None:
    stdlib = [name for name in run_spec("linux").analysis.kwargs["excludes"] if not name.startswith("PySide6.")]
    assert {"tkinter", "ssl"} <= set(stdlib)
    pattern = re.compile(r"^\s*(?:import|from)\s+(" + "|".join(map(re.escape, stdlib)) + r")\b", re.MULTILINE)
    for path in (ROOT / "gin_desktop").rglob("*.py"):
        found = pattern.findall(path.read_text(encoding="utf-8"))
        assert not found, f"{path.relative_to(ROOT)} imports {found}, which the spec leaves out"


def test_qt_files_filtered(run_spec: Any) -> None:
    kept = run_spec("win32").kept()
    assert f"{QT}/plugins/imageformats/libqsvg.so" in kept
    assert f"{QT}/plugins/iconengines/libqsvgicon.so" in kept
    assert f"{QT}/plugins/platforms/libqxcb.so" in kept and f"{QT}/plugins/platforms/libqoffscreen.so" in kept
    assert "PySide6/plugins/platforms/qwindows.dll" in kept and "PySide6/plugins/imageformats/qsvg.dll" in kept
    assert "PySide6/plugins/styles/qmodernwindowsstyle.dll" in kept
    for dropped in [f"{QT}/plugins/platforms/libqeglfs.so", f"{QT}/plugins/platforms/libqvnc.so",
                    f"{QT}/plugins/imageformats/libqjpeg.so", f"{QT}/plugins/tls/libqopensslbackend.so",
                    f"{QT}/plugins/networkinformation/libqglib.so", f"{QT}/plugins/platformthemes/libqgtk3.so",
                    "PySide6/plugins/imageformats/qgif.dll", "PySide6/opengl32sw.dll",
                    "PySide6/translations/qt_fr.qm", f"{QT}/translations/qtbase_ja.qm",
                    f"{QT}/translations/designer_de.qm", f"{QT}/translations/qtbase_de.qm"]:  # fmt: skip
        assert dropped not in kept  # (Qt's qtbase translations come cut down, through the datas)
    assert f"{QT}/lib/libQt6Network.so.6" in kept, "library pruning is for Linux only"


def test_linux_prunes_libraries_nothing_links(run_spec: Any) -> None:
    build = run_spec("linux")
    kept = build.kept()
    assert {f"{QT}/lib/libQt6Svg.so.6", f"{QT}/lib/libQt6Core.so.6", "libfontconfig.so.1", "libQt6Svg.so.6"} <= kept
    # QtNetwork (the hand-over between copies) keeps libQt6Network and what it links
    assert {f"{QT}/lib/libQt6Network.so.6", "libQt6Network.so.6", "libkrb5.so.3"} <= kept
    # libraries only the dropped plugins (JPEG, network information) linked go; no dangling symlink stays
    assert not {"libjpeg.so.62", "libproxy.so.1"} & kept
    # miniaudio's binary stays; glibc's libmvec, which it links, is the system's to give
    assert "_miniaudio.abi3.so" in kept and "libmvec.so.1" not in kept


def test_macos_keeps_framework_symlinks(run_spec: Any) -> None:
    # Versions/Current is itself a link inside the framework: never taken for a dangling one
    assert f"{QT}/lib/QtCore.framework/QtCore" in run_spec("darwin").kept()


def test_linux_build(run_spec: Any) -> None:
    build = run_spec("linux")
    exe = build.one("EXE")
    assert exe.kwargs["name"] == "gin-rummy"
    assert exe.kwargs["icon"] is None and exe.kwargs["version"] is None
    assert "BUNDLE" not in build.made
    bundle = build.dist / "GinRummy"
    desktop = bundle / "share" / "applications" / "gin-rummy.desktop"
    assert desktop.read_bytes() == (LINUX / "gin-rummy.desktop").read_bytes()
    metainfo = ET.parse(bundle / "share" / "metainfo" / f"{APP_ID}.metainfo.xml").getroot()
    releases = metainfo.findall("releases/release")
    assert [r.get("version") for r in releases] == [VERSION]
    assert re.fullmatch(r"\d{4}-\d\d-\d\d", releases[0].get("date") or "")
    entry = load_script("changelog").release(VERSION)
    assert entry is not None and releases[0].get("date") == entry.date  # the day comes from CHANGELOG.md
    assert (bundle / "share" / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg").exists()
    assert (bundle / "install.sh").read_bytes() == (LINUX / "install.sh").read_bytes()


def test_windows_build(run_spec: Any) -> None:
    build = run_spec("win32")
    exe = build.one("EXE")
    assert exe.kwargs["name"] == "GinRummy"
    assert exe.kwargs["icon"].endswith("GinRummy.ico") and Path(exe.kwargs["icon"]).exists()
    assert "BUNDLE" not in build.made
    info = read_version_file(Path(exe.kwargs["version"]))
    numbers = build.ns["version_tuple"](VERSION)
    assert info["ffi"]["filevers"] == numbers and info["ffi"]["prodvers"] == numbers
    assert info["strings"]["FileVersion"] == VERSION and info["strings"]["ProductVersion"] == VERSION
    assert info["strings"]["OriginalFilename"] == "GinRummy.exe"
    assert info["strings"]["ProductName"] == "Gin Rummy"


def test_macos_build(run_spec: Any) -> None:
    build = run_spec("darwin")
    exe, coll, app = build.one("EXE"), build.one("COLLECT"), build.one("BUNDLE")
    assert exe.kwargs["name"] == "GinRummy" and exe.kwargs["exclude_binaries"] is True
    assert app.args == (coll,), "the .app wraps the onedir COLLECT, never a one-file EXE"
    assert app.kwargs["name"] == "Gin Rummy.app"
    assert app.kwargs["bundle_identifier"] == APP_ID
    assert app.kwargs["icon"].endswith(".icns") and exe.kwargs["icon"].endswith(".icns")
    plist = app.kwargs["info_plist"]
    assert plist["CFBundleShortVersionString"] == VERSION and plist["CFBundleVersion"] == VERSION
    assert app.kwargs["version"] == VERSION
    assert plist["NSHighResolutionCapable"] is True
    assert plist["CFBundleName"] == "Gin Rummy"


def test_windows_version_numbers(run_spec: Any) -> None:
    version_tuple = run_spec("linux").ns["version_tuple"]
    assert version_tuple("0.1.0") == (0, 1, 0, 0)
    assert version_tuple("1.2.3.dev4+g5abc") == (1, 2, 3, 0)
    assert version_tuple("2.0") == (2, 0, 0, 0)
    assert version_tuple("3") == (3, 0, 0, 0)


def read_version_file(path: Path) -> dict[str, Any]:
    """Evaluate PyInstaller's version-file text with stand-ins for its classes."""
    found: dict[str, Any] = {"strings": {}}

    def ffi(**kwargs: Any) -> dict[str, Any]:
        found["ffi"] = kwargs
        return kwargs

    def string_struct(key: str, value: str) -> tuple[str, str]:
        found["strings"][key] = value
        return key, value

    def keep(*args: Any, **kwargs: Any) -> tuple[Any, ...]:
        return args

    names = {"VSVersionInfo": keep, "FixedFileInfo": ffi, "StringFileInfo": keep, "StringTable": keep,
             "StringStruct": string_struct, "VarFileInfo": keep, "VarStruct": keep}  # fmt: skip
    eval(path.read_text(encoding="utf-8"), {"__builtins__": {}}, names)
    return found


def test_desktop_entry() -> None:
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]
    entry.read(LINUX / "gin-rummy.desktop", encoding="utf-8")
    d = entry["Desktop Entry"]
    assert d["Type"] == "Application" and d["Name"] == "Gin Rummy"
    assert d["Exec"] == "gin-rummy" and d["Icon"] == APP_ID and d["Terminal"] == "false"
    assert "Game" in d["Categories"].split(";") and "CardGame" in d["Categories"].split(";")


def test_metainfo() -> None:
    root = ET.parse(LINUX / f"{APP_ID}.metainfo.xml").getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == "gin-rummy.desktop"
    assert root.findtext("metadata_license") and root.findtext("project_license") == "MIT"
    assert root.findtext("name") == "Gin Rummy" and root.findtext("summary")
    assert root.find("releases") is None, "the build adds the release from the package version"


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX shell script")
def test_install_script_is_valid_sh() -> None:
    subprocess.run(["sh", "-n", str(LINUX / "install.sh")], check=True)
