"""Numbers written as the language in use writes them: "−9,4" in German, "−9.4" in English
(no Qt here: Qt's locale is asked only once Qt is loaded, as :mod:`.i18n` does for texts)."""

from __future__ import annotations

import sys

from gin_desktop.words.languages import language_in_use

MINUS = "−"  # (U+2212: a real minus sign, not a hyphen)


def decimal(value: float, places: int = 1, sign: bool = False) -> str:
    """``value`` with ``places`` decimals in the current language's way (its decimal comma or
    point), a real minus sign, and with ``sign`` a plus sign too ("+2.5", "+0.0")."""
    rounded = round(value, places)
    text = f"{abs(rounded):.{places}f}"
    qtcore = sys.modules.get("PySide6.QtCore")
    if qtcore is not None:
        locale = qtcore.QLocale(language_in_use())
        locale.setNumberOptions(qtcore.QLocale.NumberOption.OmitGroupSeparator)
        text = str(locale.toString(float(abs(rounded)), "f", places))
    if rounded < 0:
        return MINUS + text
    return "+" + text if sign else text
