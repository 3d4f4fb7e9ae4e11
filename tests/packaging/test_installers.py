"""The Windows installer script, the macOS disk-image script and the release workflow agree
with the spec and the app (names, paths, the saves' folder), and keep their promises in text
that can be read here (none of them can run on this machine)."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

import gin_desktop
from tests.packaging.scripts import PACKAGING, ROOT, load_script

ISS = (PACKAGING / "windows" / "gin_rummy.iss").read_text(encoding="utf-8")
DMG = PACKAGING / "macos" / "make_dmg.sh"
WORKFLOW = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
SPEC = (PACKAGING / "gin_rummy.spec").read_text(encoding="utf-8")


def setting(name: str) -> str:
    match = re.search(rf"^{name}=(.*)$", ISS, re.MULTILINE)
    assert match, f"no {name}= in the .iss"
    return match[1]


def test_the_installer_takes_the_build_its_version_and_icon_from_the_spec() -> None:
    assert 'APP_NAME = "GinRummy"' in SPEC  # dist\GinRummy\GinRummy.exe
    assert '#define Built Root + "\\dist\\GinRummy"' in ISS and '#define AppExe "GinRummy.exe"' in ISS
    assert '#define AppVersion GetStringFileInfo(Built + "\\" + AppExe, "ProductVersion")' in ISS
    assert '"ProductVersion": VERSION' in SPEC  # the resource the spec writes from pyproject.toml
    icon = setting("SetupIconFile")
    assert icon == "{#Root}\\build\\icons\\" + load_script("make_icons").ICO_NAME
    assert 'out = WORK / "icons"' in SPEC and 'WORK = ROOT / "build"' in (PACKAGING / "build.py").read_text()
    assert setting("OutputBaseFilename") == "GinRummy-{#AppVersion}-setup"


def test_the_installer_is_per_user_with_a_start_menu_entry_and_an_optional_desktop_shortcut() -> None:
    assert setting("PrivilegesRequired") == "lowest"
    assert setting("DefaultDirName") == "{autopf}\\{#AppName}"  # the user's Programs folder when per user
    assert re.search(r'^Name: "\{group\}\\\{#AppName\}"; Filename: "\{app\}\\\{#AppExe\}"$', ISS, re.MULTILINE)
    desktop = re.search(r'^Name: "desktopicon";.*$', ISS, re.MULTILINE)
    assert desktop and desktop[0].endswith("Flags: unchecked")
    assert re.search(r'^Name: "\{autodesktop\}.*Tasks: desktopicon$', ISS, re.MULTILINE)


def test_the_uninstaller_keeps_the_saves_unless_asked() -> None:
    # the game's folder on Windows: platformdirs.user_data_dir(APP_NAME, appauthor=False), in %LOCALAPPDATA%
    assert f'#define SavesFolder "{{localappdata}}\\{gin_desktop.APP_NAME}"' in ISS
    code = ISS.split("[Code]", 1)[1]
    assert "if UninstallSilent or not DirExists(Saves) then\n    exit;" in code
    assert "MB_YESNO or MB_DEFBUTTON2) = IDYES then\n    DelTree(Saves" in code  # No is the default
    messages = re.findall(r"^(\w+)\.DeleteSaves=", ISS, re.MULTILINE)
    languages = re.findall(r'^Name: "(\w+)"; MessagesFile:', ISS, re.MULTILINE)
    assert messages == languages and {"english", "german", "french", "spanish", "italian"} <= set(languages)


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX shell script")
def test_the_disk_image_script() -> None:
    subprocess.run(["sh", "-n", str(DMG)], check=True)
    text = DMG.read_text(encoding="utf-8")
    assert 'app="dist/Gin Rummy.app"' in text and 'name=f"{DISPLAY_NAME}.app"' in SPEC
    assert re.search(r"hdiutil create .*-srcfolder \"\$stage\" .*-format UDZO", text)
    assert 'ln -s /Applications "$stage/Applications"' in text and 'hdiutil verify "$dmg"' in text


def test_the_workflow_tests_on_every_push_and_releases_on_tags() -> None:
    assert re.search(r"^on:\n  push:\n    branches: \[\"\*\*\"\]\n    tags: \[\"v\*\"\]", WORKFLOW, re.MULTILINE)
    assert "os: [ubuntu-22.04, windows-latest, macos-latest]" in WORKFLOW
    assert "\"$bin/python\" -m pytest -q" in WORKFLOW
    build = WORKFLOW.split("\n  build:\n", 1)[1].split("\n  release:\n", 1)[0]
    assert "if: startsWith(github.ref, 'refs/tags/v')" in build
    for os_name in ("ubuntu-22.04", "windows-latest", "macos-latest"):
        assert f"- os: {os_name}" in build
    assert "python packaging/build.py --runs 3" in build  # frozen --version, --smoke-test, size cap
    release = WORKFLOW.split("\n  release:\n", 1)[1]
    assert "contents: write" in release and "gh release create" in release


def test_every_file_the_workflow_runs_is_in_the_repository() -> None:
    paths = set(re.findall(r"(packaging[/\\][\w/\\.]+\.(?:py|sh|iss))", WORKFLOW))
    assert len(paths) >= 5
    for path in paths:
        assert (ROOT / path.replace("\\", "/")).is_file(), path


def test_the_release_notes_command_prints_the_changelog_entry() -> None:
    done = subprocess.run([sys.executable, str(PACKAGING / "changelog.py"), gin_desktop.__version__],
                          capture_output=True, text=True, check=True)  # fmt: skip
    assert "### Added" in done.stdout
    missing = subprocess.run([sys.executable, str(PACKAGING / "changelog.py"), "0.0.1"], capture_output=True,
                             text=True)  # fmt: skip
    assert missing.returncode == 1 and "no entry for 0.0.1" in missing.stderr
