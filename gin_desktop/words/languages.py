"""The languages the game speaks, each named in itself (no Qt here).

English is the source text; the others have a translation in
``assets/translations/gin_rummy_<code>.qm`` (made by ``gin-rummy-tools translations``)
and Qt's own ``qtbase_<code>.qm`` for the standard buttons (OK, Cancel, …).
"""

from __future__ import annotations

from typing import Final

SYSTEM: Final = "system"
"""The setting's default: the desktop's language when the game has it, English otherwise."""
SOURCE: Final = "en"
TRANSLATED: Final = ("de", "fr", "es", "it", "pt_BR")
"""The codes of the shipped translations: the ``.ts``/``.qm`` file suffixes and Qt locale names."""
NATIVE_NAMES: Final[dict[str, str]] = {
    "en": "English",
    "de": "Deutsch",
    "fr": "Français",
    "es": "Español",
    "it": "Italiano",
    "pt_BR": "Português (Brasil)",
}
"""Each language in its own words, as the settings offer it (never translated)."""
LANGUAGES: Final = (SYSTEM, SOURCE, *TRANSLATED)
"""Every value of the language setting."""


def language_of(value: object) -> str | None:
    """The setting's value for a stored text (``"DE"``, ``"pt-br"`` and ``" pt_BR "`` all fit), None if unknown."""
    text = str(value).strip().replace("-", "_").lower()
    return next((code for code in LANGUAGES if code.lower() == text), None)


def system_language(ui_languages: list[str]) -> str:
    """The shipped language the desktop asks for (its UI languages, most wanted first, as Qt
    names them: ``de-DE``, ``pt-BR``), or English when it asks for none the game has.
    A Portuguese desktop other than Brazil's gets Brazilian Portuguese, the nearest there is."""
    for name in ui_languages:
        code = name.replace("-", "_")
        language = code.split("_")[0].lower()
        if language == "en":
            return SOURCE
        exact = language_of(code)
        if exact is not None and exact != SYSTEM:
            return exact
        if language == "pt":
            return "pt_BR"
        if language in TRANSLATED:
            return language
    return SOURCE


def language_in_use() -> str:
    """The language the game's texts are shown in now (whatever chose it: the setting, the
    desktop or ``--language``): each translation gives its own code for the marker below, as
    Qt's translations give their layout direction; English, the source, has none."""
    from gin_desktop.words.i18n import tr

    code = tr("en", "LanguageInUse")  # (translators: this language's code, e.g. de; it is not shown)
    return code if code in NATIVE_NAMES else SOURCE
