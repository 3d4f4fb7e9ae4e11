"""The scripts in packaging/, loaded from their files for the tests (``packaging`` is also the
name of a PyPI package, so ``import packaging.x`` would find that one)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"


def load_script(name: str) -> ModuleType:
    """``packaging/<name>.py`` as the module ``gin_<name>`` (loaded once)."""
    module_name = f"gin_{name}"
    if module_name in sys.modules:
        return sys.modules[module_name]
    spec = importlib.util.spec_from_file_location(module_name, PACKAGING / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = module
    spec.loader.exec_module(module)
    return module
