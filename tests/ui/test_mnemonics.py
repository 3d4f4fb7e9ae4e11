"""Every Alt key of the main window does one thing (issue 24, point 3): in every language the menu
bar's titles and the window's visible buttons (the side panel's; the result panel on the table is
painted and has none) underline different letters, in the panel's fullest state (Big Gin shown and
the knock button saying Gin!) and at the game's end (Next hand saying New game). Two widgets with
one mnemonic make Alt+letter ambiguous: Qt then only moves the focus between them."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget

from gin_desktop.core import Rules
from gin_desktop.entry.app import apply_language
from tests.core.deals import make_deck
from tests.ui.conftest import JUNK_HAND, WAIT_MS, Builder

BIG_GIN_DECK = make_deck("AS 2S 3S 4H 5H 6H 7C 8C 9C TC", JUNK_HAND, upcard="JC")  # the J♣ melds all eleven


@pytest.fixture(params=["en", "de", "fr", "es", "it", "pt_BR"])
def language(qapp: QApplication, request: pytest.FixtureRequest) -> Iterator[str]:
    code = str(request.param)
    installed = apply_language(qapp, code)
    assert installed or code == "en", f"the {code} translation is shipped"
    yield code
    for translator in installed:
        QCoreApplication.removeTranslator(translator)
    QLocale.setDefault(QLocale.system())


def mnemonic(text: str) -> str | None:
    """The letter ``text`` underlines (after its one ``&``; ``&&`` is a plain ampersand), lower case."""
    i = 0
    while (i := text.find("&", i)) != -1 and i + 1 < len(text):
        if text[i + 1] != "&":
            return text[i + 1].lower()
        i += 2
    return None


def alt_keys(window: QWidget) -> dict[str, list[str]]:
    """Every mnemonic Alt reaches in ``window`` now, with the texts that underline it."""
    texts = [a.text() for a in window.menuBar().actions() if a.isVisible()]  # type: ignore[attr-defined]
    texts += [b.text() for b in window.findChildren(QAbstractButton) if b.isVisibleTo(window)]
    keys: dict[str, list[str]] = {}
    for text in texts:
        letter = mnemonic(text)
        if letter is not None:
            keys.setdefault(letter, []).append(text)
    return keys


def clashes(window: QWidget) -> dict[str, list[str]]:
    return {letter: texts for letter, texts in alt_keys(window).items() if len(texts) > 1}


def test_mnemonic_reads_the_letter_after_the_ampersand() -> None:
    assert mnemonic("Score &sheet") == "s" and mnemonic("Discard pile (&V)") == "v"
    assert mnemonic("Fish && &Chips") == "c" and mnemonic("Plain") is None and mnemonic("End&") is None


def test_no_two_alt_keys_of_the_window_clash(build: Builder, language: str) -> None:
    table = build(deck=BIG_GIN_DECK, rules=Rules(target=50))
    table.wait_my_turn()
    w, panel = table.window, table.window.panel
    table.key(Qt.Key.Key_D)  # the upcard: all eleven cards meld
    assert panel.gin_button.isVisibleTo(w) and panel.knock_button.isVisibleTo(w)
    assert sum(map(len, alt_keys(w).values())) == 4 + 8, alt_keys(w)  # (the four menus, the panel's eight buttons)
    assert clashes(w) == {}, (language, "Big Gin and Gin! shown")
    before = panel.next_button.text()
    table.key(Qt.Key.Key_G)  # big gin: the game (to 50) is over, Next hand says New game
    table.qtbot.waitUntil(lambda: panel.next_button.text() != before, timeout=WAIT_MS)
    assert clashes(w) == {}, (language, "the game over")
