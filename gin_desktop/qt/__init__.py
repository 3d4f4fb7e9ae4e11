"""The one door to Qt: every Qt class the game uses is imported from here (``gin_desktop.qt.core``,
``.gui``, ``.widgets``, ``.svg``, ``.network``: one module per Qt module, so start-up still loads
QtSvg with the card pixmaps and QtNetwork after the first paint), and the binding's quirks the
code works around are handled in this package. ``tests/test_import_contract.py`` fails when any
other module of the package imports PySide6 or shiboken6.

The quirks, and where each is handled:

- PySide6 6.12.0 drops a reference to ``True``/``False`` at every signal emission and the
  interpreter aborts after a few thousand signals: excluded in ``pyproject.toml`` and checked
  by ``tests/ui/test_qt_sanity.py``.
- ``QSettings.value(key, default, type=bool)`` can corrupt the reference count of the booleans
  (an abort at exit, "bool_dealloc"): settings are read as text (``ui/prefs.py``).
- ``QRunnable`` subclasses handed to ``QThreadPool`` corrupted reference counts with 6.12: the
  computer, the hint and the reviews think on plain Python threads (``pacing.py``,
  ``hint_job.py``, ``review_job.py``) and hand back with a queued signal.
- Announcements (``QAccessibleAnnouncementEvent``) exist from Qt 6.8 only: ``gui.ANNOUNCEMENTS``.
- A deleted C++ object stays a Python object: :func:`is_valid` asks before use.
- PySide6 reads the source of every module imported after it (``inspect.getsource``, to see which
  may switch its ``__feature__`` options, snake_case and true_property): 150 modules, 14–35 ms
  before the first paint. The game switches none, so its own modules, the standard library's and
  those of its other dependencies (:data:`NO_FEATURES`) are not read (:func:`_skip_feature_scan`);
  PySide6 treats them as modules that use no feature. (A module read stays in :mod:`linecache` for
  the whole run: platformdirs' 3,000 lines were 0.3 MB of the first paint's memory.)
- PySide6's scan reads sources as the binding loads (``enum.py``'s, its ``__init__`` files) and
  :mod:`linecache` would keep them for the whole run, ~0.2 MB: let go (:func:`_import_binding`).
- An accessible interface's ``interface_cast`` must return a pointer *object*: ``None`` or a
  plain ``0`` crash the binding (:func:`pointer_to`).
"""

from __future__ import annotations

import importlib
import linecache
import sys
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Final


def _import_binding(name: str) -> ModuleType:
    """Import the binding's module ``name``, letting go of the source lines PySide6's scan read meanwhile:
    :mod:`linecache` would keep them for the whole run (``enum.py``'s and the binding's own ``__init__``
    files, ~0.2 MB); nothing shows them, and a traceback reads them again if it needs them."""
    before = set(linecache.cache)
    try:
        return importlib.import_module(name)
    finally:
        for path in set(linecache.cache) - before:
            linecache.cache.pop(path, None)


if TYPE_CHECKING:
    import shiboken6
    from shiboken6 import VoidPtr as VoidPtr
else:
    shiboken6 = _import_binding("shiboken6")
    VoidPtr = shiboken6.VoidPtr


NO_FEATURES: Final = frozenset({"platformdirs", "miniaudio", "_miniaudio", "_cffi_backend"})
"""The game's dependencies besides Qt (the folders, the sound): none of them uses PySide6."""


def _skip_feature_scan() -> None:
    """Spare the game's modules and the standard library's PySide6's source scan (see above)."""
    feature = sys.modules.get("shibokensupport.feature")
    scan = getattr(feature, "_mod_uses_pyside", None)
    if feature is None or scan is None:  # (another binding version: it scans as it always did)
        return

    def uses_pyside(module: object) -> object:
        top = str(getattr(module, "__name__", "")).partition(".")[0]
        if top == "gin_desktop" or top in sys.stdlib_module_names or top in NO_FEATURES:
            return False
        return scan(module)

    setattr(feature, "_mod_uses_pyside", uses_pyside)  # noqa: B010 (a private name of the binding)


_skip_feature_scan()


def is_valid(obj: object) -> bool:
    """The Qt object behind ``obj`` still exists (not deleted by Qt or by its parent)."""
    return bool(shiboken6.isValid(obj))


def pointer_to(obj: shiboken6.Object | None) -> VoidPtr:
    """A pointer object to ``obj``'s C++ object, or a null one for None (what ``interface_cast``
    must return: None or a plain 0 crash in the binding, it wants a pointer object)."""
    return VoidPtr(0 if obj is None else shiboken6.getCppPointer(obj)[0])


def binding_folder() -> Path:
    """Where the PySide6 package is installed (its Qt tools and translations live there)."""
    import PySide6

    return Path(PySide6.__file__).parent


def reexport(binding: str, namespace: dict[str, object]) -> Callable[[str], object]:
    """The ``__getattr__`` of a door module re-exporting the binding's module ``binding``: a name is
    looked up there on first use and kept. PySide6 makes a class (and its enums, some with hundreds
    of members) when it is first asked for, so a class start-up does not use costs it nothing."""
    module = _import_binding(binding)

    def lookup(name: str) -> object:
        if name.startswith("__"):
            raise AttributeError(name)
        try:
            value = getattr(module, name)
        except AttributeError:
            raise AttributeError(f"module {namespace['__name__']!r} has no attribute {name!r}") from None
        namespace[name] = value
        return value

    return lookup
