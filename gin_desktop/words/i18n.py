"""Translation of the text the player sees, through Qt's translation system.

Conventions (every module that shows text follows them):

- Inside a ``QObject`` subclass, ``self.tr("…")`` (the context is the class name);
  elsewhere :func:`tr` from this module; module-level English constants are marked
  with ``QT_TRANSLATE_NOOP(CONTEXT, "…")`` and translated with :func:`tr` where shown.
- Values go in with ``str.format`` and *named* placeholders, never an f-string inside
  the call: ``tr("Deadwood: {points}").format(points=dw)``. A translator may move the
  placeholders but must keep their names.
- Whole sentences only: no English grammar (plural ``s``, verb endings) is built in
  code. A count goes through Qt's plural forms: ``tr("%n point(s)", "", n)`` (the empty
  second argument is the context ``pyside6-lupdate`` files a plain ``tr`` call under);
  each language gives as many forms as its grammar has. The English text writes the
  plural ending in brackets, ``(s)``, which :func:`tr` drops or keeps itself.
- Card names (:func:`card_name`), the rules core's reasons and the store's notices go
  through :func:`tr` like the rest; the core stays free of Qt since this module is.

Making a translation: ``gin-rummy-tools translations --update`` extracts every text of
``gin_desktop/`` into ``assets/translations/gin_rummy_<lang>.ts`` and compiles the
``.qm`` files; translate the new entries (Qt Linguist: ``pyside6-linguist`` on the
``.ts``, or the XML itself), run it again; ``--check`` fails while any entry is
unfinished. ``gin_desktop.entry.app.install_translation`` loads the chosen language at start-up.

This module does not import Qt: while ``PySide6.QtCore`` is not loaded no translator
can have been installed, so the English text is the translation. That keeps
:mod:`gin_desktop.text.prompts` usable (and quick to import) without Qt.
"""

from __future__ import annotations

import re
import sys
from typing import Final, Protocol

CONTEXT: Final = "GinRummy"


def tr(text: str, context: str = CONTEXT, n: int = -1) -> str:
    """``text`` translated by the installed Qt translators (``text`` itself when there is none).

    ``pyside6-lupdate`` files a call of a plain function ``tr("…")`` under the empty
    context (and reads a second argument as a disambiguation), so a message not
    found under ``context`` is looked up there too: translations made from the
    extracted ``.ts`` files and ones filed under ``context`` both work.

    With a count ``n`` (0 or more) the translation's plural form for ``n`` is chosen and
    ``%n`` replaced by ``n``; untranslated, the English plural is made here (see
    :func:`english_plural`), the same with or without Qt.
    """
    qtcore = sys.modules.get("PySide6.QtCore")
    if qtcore is None:  # Qt is not loaded: no translator can be installed
        return english_plural(text, n) if n >= 0 else text
    translate = qtcore.QCoreApplication.translate
    if n >= 0:
        untranslated = text.replace("%n", str(n))  # what Qt gives back when no translator knows it
        result = str(translate(context, text, None, n))
        if result == untranslated and context:
            result = str(translate("", text, context, n))
        return english_plural(text, n) if result == untranslated else result
    result = str(translate(context, text))
    if result == text and context:
        result = str(translate("", text, context))
    return result


def english_plural(text: str, n: int) -> str:
    """The English source of a plural message for ``n``: ``%n`` is the count and a bracketed
    ending, ``(s)``, is kept for any count but one (``"%n point(s)"`` → ``"1 point"``, ``"2 points"``)."""
    return _ENDING.sub(lambda m: "" if n == 1 else m.group(1), text).replace("%n", str(n))


_ENDING: Final = re.compile(r"\((s|es)\)")


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark a module-level English constant for ``pyside6-lupdate`` (under ``context``)
    and return it unchanged; translate it where it is shown: ``tr(text, context)`` or
    ``self.tr(text)`` in the class named ``context``. Typed, and free of Qt, unlike
    ``PySide6.QtCore.QT_TRANSLATE_NOOP``."""
    return text


def points_text(points: int) -> str:
    """``"1 point"``, ``"2 points"``: a count of points in the language's plural form."""
    return tr("%n point(s)", "", points)


class _Card(Protocol):
    @property
    def rank(self) -> int: ...
    @property
    def suit(self) -> int: ...


def card_words(card: _Card) -> str:
    """:func:`card_name` of a :class:`~gin_desktop.core.Card` (the core itself has no words)."""
    return card_name(card.rank, card.suit)


def card_name(rank: int, suit: int) -> str:
    """A card in words, ``"queen of hearts"``, ``"Herz-Dame"``, ``"dame de cœur"``: the
    rank's and the suit's name put together by the language's own pattern."""
    return tr(CARD_PATTERN, CARD_CONTEXT).format(rank=tr(RANK_WORDS[rank - 1], CARD_CONTEXT),
                                                 suit=tr(SUIT_WORDS[suit], CARD_CONTEXT))


CARD_CONTEXT: Final = "Cards"
CARD_PATTERN: Final = QT_TRANSLATE_NOOP("Cards", "{rank} of {suit}")
RANK_WORDS: Final = (
    QT_TRANSLATE_NOOP("Cards", "ace"), QT_TRANSLATE_NOOP("Cards", "two"), QT_TRANSLATE_NOOP("Cards", "three"),
    QT_TRANSLATE_NOOP("Cards", "four"), QT_TRANSLATE_NOOP("Cards", "five"), QT_TRANSLATE_NOOP("Cards", "six"),
    QT_TRANSLATE_NOOP("Cards", "seven"), QT_TRANSLATE_NOOP("Cards", "eight"), QT_TRANSLATE_NOOP("Cards", "nine"),
    QT_TRANSLATE_NOOP("Cards", "ten"), QT_TRANSLATE_NOOP("Cards", "jack"), QT_TRANSLATE_NOOP("Cards", "queen"),
    QT_TRANSLATE_NOOP("Cards", "king"),
)
"""Rank names, ace (1) to king (13); ``"{rank} of {suit}"`` puts them together."""
SUIT_WORDS: Final = (
    QT_TRANSLATE_NOOP("Cards", "clubs"), QT_TRANSLATE_NOOP("Cards", "diamonds"),
    QT_TRANSLATE_NOOP("Cards", "hearts"), QT_TRANSLATE_NOOP("Cards", "spades"),
)
"""Suit names in the core's suit order (clubs, diamonds, hearts, spades)."""
