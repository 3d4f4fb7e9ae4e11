"""Translation of the text the player sees, through Qt's translation system.

Conventions (every module that shows text follows them):

- Inside a ``QObject`` subclass, ``self.tr("…")`` (the context is the class name);
  elsewhere :func:`tr` from this module; module-level English constants are marked
  with ``QT_TRANSLATE_NOOP(CONTEXT, "…")`` and translated with :func:`tr` where shown.
- Values go in with ``str.format`` and *named* placeholders, never an f-string inside
  the call: ``tr("Deadwood: {points}").format(points=dw)``. A translator may move the
  placeholders but must keep their names.
- Whole sentences only: no English grammar (plural ``s``, verb endings) is built in
  code. A count that needs a plural picks one of two whole strings.
- Card names and the reasons written by the rules core are English for now (the hints'
  reasons are translated).

Making a translation (German here): extract the texts, translate them in Qt Linguist,
compile; ``gin_desktop.app.install_translation`` loads ``assets/translations/gin_rummy_<locale>.qm``
for the system's locale at start-up::

    pyside6-lupdate gin_desktop/controller.py gin_desktop/app.py gin_desktop/crash.py gin_desktop/levels.py \
        gin_desktop/ai/hints.py gin_desktop/text/*.py gin_desktop/ui/*.py gin_desktop/ui/*/*.py \
        -ts assets/translations/gin_rummy_de.ts
    pyside6-linguist assets/translations/gin_rummy_de.ts
    pyside6-lrelease assets/translations/gin_rummy_de.ts -qm assets/translations/gin_rummy_de.qm

This module does not import Qt: while ``PySide6.QtCore`` is not loaded no translator
can have been installed, so the English text is the translation. That keeps
:mod:`gin_desktop.text.prompts` usable (and quick to import) without Qt.
"""

from __future__ import annotations

import sys
from typing import Final

CONTEXT: Final = "GinRummy"


def tr(text: str, context: str = CONTEXT) -> str:
    """``text`` translated by the installed Qt translators (``text`` itself when there is none).

    ``pyside6-lupdate`` files a call of a plain function ``tr("…")`` under the empty
    context (and reads a second argument as a disambiguation), so a message not
    found under ``context`` is looked up there too: translations made from the
    extracted ``.ts`` files and ones filed under ``context`` both work.
    """
    qtcore = sys.modules.get("PySide6.QtCore")
    if qtcore is None:  # Qt is not loaded: no translator can be installed
        return text
    translate = qtcore.QCoreApplication.translate
    result = str(translate(context, text))
    if result == text and context:
        result = str(translate("", text, context))
    return result


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark a module-level English constant for ``pyside6-lupdate`` (under ``context``)
    and return it unchanged; translate it where it is shown: ``tr(text, context)`` or
    ``self.tr(text)`` in the class named ``context``. Typed, and free of Qt, unlike
    ``PySide6.QtCore.QT_TRANSLATE_NOOP``."""
    return text


def points_text(points: int) -> str:
    """``"1 point"`` or ``"{points} points"``: the two whole strings a count of points needs."""
    return tr("1 point") if points == 1 else tr("{points} points").format(points=points)
