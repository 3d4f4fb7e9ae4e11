"""``translations``: the game's ``.ts`` files brought up to date with the code, compiled and checked.

``gin-rummy-tools translations --update`` runs Qt's ``pyside6-lupdate`` over every module of
``gin_desktop/`` into ``assets/translations/gin_rummy_<lang>.ts`` (one per shipped language;
vanished texts are dropped, new ones come in unfinished) and ``pyside6-lrelease`` into the
``.qm`` files the game loads. ``--check`` changes nothing and fails (exit 1, each problem on a
line) while a ``.ts`` lacks a text of the code, holds an unfinished or vanished entry, loses a
``{placeholder}`` or a plural form, or its ``.qm`` is not what the ``.ts`` compiles to. With
neither option: ``--update`` then ``--check``.

Entries listed in ``assets/translations/unfinished-allowlist.txt`` (``lang<TAB>source``) may
stay unfinished; the file is for the gap between a string landing and its translation, and
should be empty.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Final

from gin_desktop.words.languages import TRANSLATED

ROOT: Final = Path(__file__).resolve().parent.parent.parent
PACKAGE: Final = ROOT / "gin_desktop"
FOLDER: Final = ROOT / "assets" / "translations"
ALLOWLIST: Final = FOLDER / "unfinished-allowlist.txt"
PLACEHOLDER: Final = re.compile(r"\{(\w*)\}")
PLURAL_FORMS: Final[dict[str, int]] = {"de": 2, "fr": 2, "es": 2, "it": 2, "pt_BR": 2}
"""How many plural forms each language's ``.ts`` holds (Qt's rules: singular and plural for all five)."""


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("translations", help="update, compile and check the game's translations")
    parser.add_argument("--update", action="store_true", help="extract the texts into the .ts files, compile .qm")
    parser.add_argument("--check", action="store_true", help="fail while any translation is stale or unfinished")


def sources(package: Path = PACKAGE) -> list[Path]:
    """Every Python module of the game (the texts the player sees are in all of them)."""
    return sorted(path for path in package.rglob("*.py") if "__pycache__" not in path.parts)


def ts_path(code: str, folder: Path = FOLDER) -> Path:
    return folder / f"gin_rummy_{code}.ts"


def qm_path(code: str, folder: Path = FOLDER) -> Path:
    return folder / f"gin_rummy_{code}.qm"


def qt_tool(name: str) -> Path:
    """``pyside6-<name>`` of this Python (next to ``sys.executable`` in a virtual environment),
    else on the PATH, else the binary inside the PySide6 package."""
    suffix = ".exe" if os.name == "nt" else ""
    here = Path(sys.executable).parent / f"pyside6-{name}{suffix}"
    if here.is_file():
        return here
    found = shutil.which(f"pyside6-{name}")
    if found:
        return Path(found)
    from gin_desktop.qt import binding_folder

    inside = binding_folder() / f"{name}{suffix}"
    if inside.is_file():
        return inside
    raise FileNotFoundError(f"pyside6-{name} is not installed (pip install PySide6-Essentials)")


def lupdate(ts: Path, code: str, modules: Sequence[Path]) -> None:
    """Bring ``ts`` up to date with the texts of ``modules``: new texts unfinished, vanished ones dropped.
    No source locations are written: they would change the files with every edit of the code."""
    ts.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run([str(qt_tool("lupdate")), "-locations", "none", "-no-obsolete", "-target-language", code,
                    *map(str, modules), "-ts", str(ts)], check=True, capture_output=True, text=True)


def lrelease(ts: Path, qm: Path) -> None:
    subprocess.run([str(qt_tool("lrelease")), "-silent", str(ts), "-qm", str(qm)], check=True,
                   capture_output=True, text=True)


@dataclass(frozen=True, slots=True)
class Entry:
    context: str
    source: str
    comment: str  # lupdate's disambiguation
    numerus: bool
    forms: tuple[str, ...]  # the translation, or its plural forms
    kind: str  # the translation's type attribute: "" (finished), "unfinished", "vanished", "obsolete"

    @property
    def key(self) -> tuple[str, str, str]:
        return self.context, self.source, self.comment


def read_ts(path: Path) -> list[Entry]:
    """Every message of a ``.ts`` file."""
    entries: list[Entry] = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            numerus = message.get("numerus") == "yes"
            if translation is None:
                forms: tuple[str, ...] = ()
                kind = "unfinished"
            else:
                kind = translation.get("type", "")
                forms = (tuple(f.text or "" for f in translation.iter("numerusform")) if numerus
                         else (translation.text or "",))
            entries.append(Entry(name, message.findtext("source") or "", message.findtext("comment") or "",
                                 numerus, forms, kind))
    return entries


def read_allowlist(path: Path = ALLOWLIST) -> set[tuple[str, str]]:
    """(language, source) pairs that may be unfinished for now."""
    if not path.is_file():
        return set()
    allowed: set[tuple[str, str]] = set()
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#") and "\t" in line:
            code, source = line.split("\t", 1)
            allowed.add((code, source.replace("\\n", "\n")))
    return allowed


def entry_problems(code: str, entries: Iterable[Entry],
                   allowed: AbstractSet[tuple[str, str]] = frozenset()) -> list[str]:
    """What is wrong with the entries themselves: unfinished, vanished, placeholders or plural forms lost."""
    problems: list[str] = []
    for e in entries:
        where = f"{code}: {e.context or '(no context)'}: {e.source!r}"
        if e.kind in ("vanished", "obsolete"):
            problems.append(f"{where} is no longer in the code ({e.kind})")
            continue
        if e.kind == "unfinished" or not all(f.strip() for f in e.forms) or not e.forms:
            if (code, e.source) not in allowed:
                problems.append(f"{where} is unfinished")
            continue
        wanted = set(PLACEHOLDER.findall(e.source))
        for form in e.forms:
            if set(PLACEHOLDER.findall(form)) != wanted:
                problems.append(f"{where}: the placeholders of {form!r} are not {sorted(wanted)}")
        if e.numerus and len(e.forms) != PLURAL_FORMS.get(code, 2):
            problems.append(f"{where} has {len(e.forms)} plural forms, not {PLURAL_FORMS.get(code, 2)}")
        if e.numerus and any("%n" not in f for f in e.forms[1:]):
            problems.append(f"{where}: a plural form lacks %n")
    return problems


def check(codes: Sequence[str] = TRANSLATED, folder: Path = FOLDER, modules: Sequence[Path] | None = None,
          allowed: set[tuple[str, str]] | None = None) -> list[str]:
    """Every problem of the translations in ``folder`` against the code (nothing is changed)."""
    modules = sources() if modules is None else modules
    allowed = read_allowlist() if allowed is None else allowed
    problems: list[str] = []
    with tempfile.TemporaryDirectory(prefix="gin-ts-") as temp:
        for code in codes:
            ts = ts_path(code, folder)
            if not ts.is_file():
                problems.append(f"{code}: {ts.name} is missing (run gin-rummy-tools translations --update)")
                continue
            committed = read_ts(ts)
            fresh = Path(temp) / ts.name
            shutil.copy(ts, fresh)
            lupdate(fresh, code, modules)
            have = {e.key for e in committed if e.kind not in ("vanished", "obsolete")}
            for e in read_ts(fresh):
                if e.key not in have and (code, e.source) not in allowed:
                    problems.append(f"{code}: {e.context or '(no context)'}: {e.source!r} is not in {ts.name} "
                                    "(run gin-rummy-tools translations --update)")
            current = {e.key for e in read_ts(fresh)}
            problems += [f"{code}: {e.context or '(no context)'}: {e.source!r} is no longer in the code "
                         "(run gin-rummy-tools translations --update)"
                         for e in committed if e.key not in current and e.kind not in ("vanished", "obsolete")]
            problems += entry_problems(code, committed, allowed)
            qm = qm_path(code, folder)
            compiled = Path(temp) / qm.name
            lrelease(ts, compiled)
            if not qm.is_file() or qm.read_bytes() != compiled.read_bytes():
                problems.append(f"{code}: {qm.name} is not what {ts.name} compiles to "
                                "(run gin-rummy-tools translations --update)")
    return problems


def update(codes: Sequence[str] = TRANSLATED, folder: Path = FOLDER, modules: Sequence[Path] | None = None) -> None:
    modules = sources() if modules is None else modules
    for code in codes:
        lupdate(ts_path(code, folder), code, modules)
        lrelease(ts_path(code, folder), qm_path(code, folder))


def run(args: argparse.Namespace, stdin: IO[str], stdout: IO[str]) -> int:
    do_update = args.update or not args.check
    do_check = args.check or not args.update
    if do_update:
        update()
        print(f"updated {', '.join(ts_path(c).name for c in TRANSLATED)} and their .qm files", file=stdout)
    if do_check:
        problems = check()
        for line in problems:
            print(line, file=stdout)
        if problems:
            print(f"{len(problems)} problem(s) in the translations", file=stdout)
            return 1
        print(f"every text of the code is translated in {', '.join(TRANSLATED)}", file=stdout)
    return 0
