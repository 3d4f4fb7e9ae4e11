"""Read CHANGELOG.md (Keep a Changelog): each release's version, date and notes.

The release date in the AppStream metadata and the Debian changelog of a build come from
the entry of the package's version here, so the day a version was released is written once.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

CHANGELOG = Path(__file__).resolve().parent.parent / "CHANGELOG.md"
HEADING = re.compile(r"^## \[(?P<version>[^\]]+)\](?: - (?P<date>\d{4}-\d\d-\d\d))?\s*$", re.MULTILINE)
SECTIONS = ("Added", "Changed", "Deprecated", "Removed", "Fixed", "Security")
"""The kinds of change Keep a Changelog allows under a release."""


@dataclass(frozen=True)
class Release:
    version: str  # "1.0.0", or "Unreleased"
    date: str | None  # "2026-12-01"; None for Unreleased
    notes: str  # the Markdown under the heading


def releases(text: str) -> list[Release]:
    """Every ``## [version] - date`` entry, newest (first in the file) first."""
    found = list(HEADING.finditer(text))
    out = []
    for i, match in enumerate(found):
        end = found[i + 1].start() if i + 1 < len(found) else len(text)
        out.append(Release(match["version"], match["date"], text[match.end() : end].strip()))
    return out


def release(version: str, path: Path = CHANGELOG) -> Release | None:
    """The entry of ``version`` (None when the changelog has none)."""
    if not path.is_file():
        return None
    return next((r for r in releases(path.read_text(encoding="utf-8")) if r.version == version), None)


def bullet_points(notes: str) -> list[str]:
    """The top-level items of a release's notes as plain text (Markdown emphasis and code marks dropped)."""
    items: list[str] = []
    for line in notes.splitlines():
        if line.startswith("- "):
            items.append(line[2:].strip())
        elif line.startswith("  ") and items:
            items[-1] += " " + line.strip()
    return [re.sub(r"\*\*|`|\*", "", item) for item in items]


def main(argv: list[str] | None = None) -> int:
    """``python packaging/changelog.py VERSION``: print that release's notes (the release workflow's text)."""
    import sys

    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python packaging/changelog.py VERSION", file=sys.stderr)
        return 2
    entry = release(args[0])
    if entry is None:
        print(f"CHANGELOG.md has no entry for {args[0]}", file=sys.stderr)
        return 1
    print(entry.notes)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
