"""The README stays short and every relative link in it and in docs/ leads to a file and a heading."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
LINK = re.compile(r"\]\(([^)\s]+)\)")
PENDING = {"docs/saves.md"}  # written by the store's own work; linked from here already


def anchors(page: Path) -> set[str]:
    """GitHub's anchors of a page's headings (lower case, spaces to dashes, punctuation dropped)."""
    found = set()
    for line in page.read_text(encoding="utf-8").splitlines():
        if line.startswith("#") and not line.startswith("#!"):
            title = line.lstrip("#").strip().lower()
            found.add(re.sub(r"[^\w\- ]", "", title).replace(" ", "-"))
    return found


def test_the_readme_is_at_most_300_lines() -> None:
    assert len((ROOT / "README.md").read_text(encoding="utf-8").splitlines()) <= 300


def test_every_relative_link_resolves() -> None:
    broken = []
    for page in PAGES:
        for target in LINK.findall(page.read_text(encoding="utf-8")):
            if re.match(r"[a-z]+:", target):
                continue
            path, _, anchor = target.partition("#")
            dest = (page.parent / path).resolve() if path else page
            name = dest.relative_to(ROOT).as_posix() if dest.is_relative_to(ROOT) else str(dest)
            if name in PENDING and not dest.exists():
                continue
            if not dest.exists():
                broken.append(f"{page.name}: {target}")
            elif anchor and dest.suffix == ".md" and anchor not in anchors(dest):
                broken.append(f"{page.name}: {target} (no such heading)")
    assert not broken, broken


def _strength_rows(text: str) -> dict[str, tuple[str, str]]:
    """Level name → (points a hand, games share) as a strength table of README.md or docs/ai.md writes them."""
    rows: dict[str, tuple[str, str]] = {}
    for line in text.splitlines():
        cells = [c.strip().replace("*", "") for c in line.strip().strip("|").split("|")]
        if cells and cells[0] in ("Easy", "Medium", "Hard", "Expert") and len(cells) >= 3:
            rows[cells[0].lower()] = (cells[-2], cells[-1])
    return rows


def test_the_strength_tables_say_what_the_app_says() -> None:
    """README.md and docs/ai.md give the figures of values/levels.py's STRENGTH (Settings and About show those)."""
    from gin_desktop.values.levels import STRENGTH

    def signed(x: float) -> str:
        return f"{x:+.2f}".replace("-", "\u2212")

    for path in (ROOT / "README.md", ROOT / "docs" / "ai.md"):
        rows = _strength_rows(path.read_text(encoding="utf-8"))
        assert set(rows) == set(STRENGTH), path
        for level, measured in STRENGTH.items():
            points, games = rows[level]
            expected = f"{signed(measured.points)} ({signed(measured.low)} … {signed(measured.high)})"
            assert points == expected, (path.name, level, points, expected)
            assert games.split()[0] == f"{100 * measured.games:.1f}%", (path.name, level, games)
