"""The version a player can report: one number (pyproject.toml, through the package metadata)
printed by --version and shown in Help > About, with an entry in CHANGELOG.md."""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from importlib.metadata import version
from pathlib import Path

import gin_desktop
from tests.packaging.scripts import load_script

ROOT = Path(__file__).resolve().parents[1]
changelog = load_script("changelog")


def project_version() -> str:
    with open(ROOT / "pyproject.toml", "rb") as f:
        found: str = tomllib.load(f)["project"]["version"]
    return found


def test_one_version_from_pyproject_through_the_metadata() -> None:
    assert project_version() == version("gin-desktop") == gin_desktop.__version__
    assert re.fullmatch(r"\d+\.\d+\.\d+", project_version()), "a release version (major.minor.patch)"
    assert int(project_version().split(".")[0]) >= 1


def test_version_flag_prints_it() -> None:
    done = subprocess.run([sys.executable, "-m", "gin_desktop", "--version"], capture_output=True, text=True,
                          check=True, timeout=60)  # fmt: skip
    assert done.stdout == f"gin-rummy {project_version()}\n"


def test_the_changelog_has_an_entry_for_this_version() -> None:
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    entries = changelog.releases(text)
    assert entries[0].version == "Unreleased" and entries[0].date is None  # where the next changes go
    entry = changelog.release(project_version())
    assert entry is not None, f"CHANGELOG.md has no '## [{project_version()}] - YYYY-MM-DD' entry"
    assert entry.date is not None and re.fullmatch(r"\d{4}-\d\d-\d\d", entry.date)
    sections = re.findall(r"^### (.+)$", entry.notes, re.MULTILINE)
    assert sections and set(sections) <= set(changelog.SECTIONS), sections
    assert len(changelog.bullet_points(entry.notes)) >= 5
    dates = [e.date for e in entries[1:]]
    assert dates == sorted(dates, reverse=True), "newest first"


def test_the_changelog_reader(tmp_path: Path) -> None:
    path = tmp_path / "CHANGELOG.md"
    path.write_text("# Changelog\n\n## [Unreleased]\n\n## [2.0.0] - 2027-01-02\n### Fixed\n- **A**: b\n  c `d`\n\n"
                    "## [1.0.0] - 2026-12-01\n### Added\n- first\n", encoding="utf-8")  # fmt: skip
    entry = changelog.release("2.0.0", path)
    assert entry is not None and entry.date == "2027-01-02" and entry.notes == "### Fixed\n- **A**: b\n  c `d`"
    assert changelog.bullet_points(entry.notes) == ["A: b c d"]
    assert changelog.release("3.0.0", path) is None
