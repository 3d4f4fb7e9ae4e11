"""The import contract: the package's layers, read from docs/architecture.md, and every import of
every module checked against them. A module may import its own layer's modules and the layers
below; never a layer above, never ``tools/`` from the shipped app, and no words in the core."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "gin_desktop"
ARCHITECTURE = ROOT / "docs" / "architecture.md"

WORDS = {"words", "text"}
NO_WORDS = {"core", "ai", "store"}  # the rules core, the AI and the store never word anything
APART = {"ai", "store", "sound", "text"}  # the engines stand side by side and never import one another
PENDING: set[tuple[str, str]] = set()
"""Arrows the design forbids that other work removes (none left)."""


def layers() -> list[set[str]]:
    """The layers' module groups, top first, from the table in docs/architecture.md."""
    text = ARCHITECTURE.read_text(encoding="utf-8")
    table = text.split("| layer (top first) |", 1)[1].split("\n\n", 1)[0]
    found = []
    for row in table.splitlines()[2:]:
        modules = row.split("|")[2]
        found.append({re.sub(r"(\.py|/)$", "", name) for name in re.findall(r"`([\w./]+)`", modules)
                      if name.endswith((".py", "/"))})
    return found


def group(module: str) -> str:
    """``gin_desktop.ui.table.scene`` -> ``ui``; the package's own ``__init__`` -> ``__init__``."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "__init__"


def arrows() -> set[tuple[str, str, str]]:
    """(module, from group, to group) for every import of the package's modules by the package."""
    found = set()
    for path in PACKAGE.rglob("*.py"):
        module = ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
        package = module if path.name == "__init__.py" else module.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = package.split(".")[: len(package.split(".")) - node.level + 1] if node.level else []
                targets = [".".join([*base, node.module] if node.module else base)]
            else:
                continue
            for target in targets:
                if target.startswith("gin_desktop.") and group(target) != group(module):
                    found.add((module, group(module), group(target)))
    return found


def test_every_module_has_one_layer() -> None:
    placed = [name for layer in layers() for name in layer]
    assert len(placed) == len(set(placed)), "a module is named in two layers"
    groups = {group(m) for m, _, _ in arrows()} | {p.stem if p.is_file() else p.name for p in PACKAGE.iterdir()
                                                   if p.suffix == ".py" or (p / "__init__.py").exists()}
    assert groups - {"__init__"} <= set(placed), f"not in docs/architecture.md's layers: {groups - set(placed)}"


def test_imports_only_go_down() -> None:
    rank = {name: i for i, layer in enumerate(layers()) for name in layer}
    wrong = []
    for module, source, target in sorted(arrows()):
        if source == "__init__" or (source, target) in PENDING:
            continue
        if rank[target] < rank[source]:
            wrong.append(f"{module} -> {target} (a layer above)")
        elif target == "tools" and source != "tools":
            wrong.append(f"{module} -> tools (the shipped app never imports the maintainers' tools)")
        elif source in NO_WORDS and target in WORDS:
            wrong.append(f"{module} -> {target} (no words in {source}/)")
        elif source in APART and target in APART:
            wrong.append(f"{module} -> {target} (the engines never import one another)")
    assert wrong == []


def test_a_wrong_arrow_is_seen() -> None:
    """The check reads real imports: the core's modules import nothing above it, and this file's
    own view of a known upward arrow (the UI reaching for the controller) ranks it right."""
    rank = {name: i for i, layer in enumerate(layers()) for name in layer}
    assert rank["ui"] < rank["control"] < rank["services"] < rank["text"] < rank["words"] < rank["core"]
    assert ("gin_desktop.ui.main_window", "ui", "control") in arrows() or any(
        s == "ui" and t == "control" for _, s, t in arrows())
    assert not [a for a in arrows() if a[1] == "core"]


QT_BINDING = {"PySide6", "shiboken6"}
QT_DOOR = "qt"  # gin_desktop/qt/: the one door to Qt


def binding_imports() -> set[str]:
    """Every module of the package (but the door's own) that imports PySide6 or shiboken6,
    at the top, inside a function or for the type checker alike."""
    found = set()
    for path in PACKAGE.rglob("*.py"):
        module = ".".join(path.relative_to(ROOT).with_suffix("").parts)
        if group(module) == QT_DOOR:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                     else [node.module or ""] if isinstance(node, ast.ImportFrom) and not node.level else [])
            if any(name.split(".")[0] in QT_BINDING for name in names):
                found.add(module)
    return found


def test_only_the_qt_door_imports_the_binding() -> None:
    assert binding_imports() == set(), "import Qt from gin_desktop.qt (its core, gui, widgets, svg, network)"


def test_the_qt_door_check_sees_an_import() -> None:
    """The check reads real imports: the door itself imports the binding."""
    door = PACKAGE / QT_DOOR
    assert any("PySide6" in (n.module or "") for p in door.glob("*.py")
               for n in ast.walk(ast.parse(p.read_text(encoding="utf-8"))) if isinstance(n, ast.ImportFrom))


ALLOWED_CYCLES = {
    # the window's parts name the window they serve (for the type checker only: TYPE_CHECKING)
    frozenset({"gin_desktop.ui.main_window", "gin_desktop.ui.presenter", "gin_desktop.ui.tool_windows",
               "gin_desktop.ui.tutor_seat", "gin_desktop.ui.window_actions", "gin_desktop.ui.window_look",
               "gin_desktop.ui.wiring"}),
    # the drag is the scene's part and names it (for the type checker only)
    frozenset({"gin_desktop.ui.table.drag", "gin_desktop.ui.table.scene"}),
}
"""Cycles between modules the design accepts, by name; any other fails the test below."""


def module_graph() -> dict[str, set[str]]:
    """Module -> the package's modules it imports (in functions and for the type checker too);
    ``from . import game`` imports the module ``game``, not its package."""
    paths = {".".join(p.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__"): p
             for p in PACKAGE.rglob("*.py")}
    graph: dict[str, set[str]] = {m: set() for m in paths}
    for module, path in paths.items():
        package = module if path.name == "__init__.py" else module.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                parts = package.split(".")
                base = ".".join([*parts[: len(parts) - node.level + 1], *([node.module] if node.module else [])]
                                if node.level else [node.module or ""])
                subs = [f"{base}.{a.name}" for a in node.names if f"{base}.{a.name}" in paths]
                targets = subs if len(subs) == len(node.names) else [base, *subs]
            else:
                continue
            graph[module] |= {t for t in targets if t in paths and t != module}
    return graph


def cycles(graph: dict[str, set[str]]) -> list[frozenset[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[frozenset[str]] = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group_ = set()
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group_.add(member)
                    if member == node:
                        break
                if len(group_) > 1:
                    found.append(frozenset(group_))
    return found


def test_no_import_cycles_but_the_named_ones() -> None:
    found = set(cycles(module_graph()))
    assert found - ALLOWED_CYCLES == set(), "modules that import one another (directly or round a ring)"


def test_a_cycle_is_seen() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [frozenset({"a", "b", "c"})]
    assert "gin_desktop.store.game" in module_graph()["gin_desktop.store.database"]
