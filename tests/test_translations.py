"""The shipped translations: complete, faithful to their placeholders, used by the real window.

- ``gin-rummy-tools translations --check``: every ``.ts`` holds every text of the code, none
  unfinished or vanished, and each ``.qm`` is what its ``.ts`` compiles to.
- Every translation keeps the ``{placeholders}`` of its source (parsed from the XML here, not
  by the tool), its HTML tags, and a plural message has both forms with ``%n``.
- The language setting: stored ``de`` gives a German window (menus, buttons), with Qt's own
  German for the standard buttons; English stays English; "system" follows the desktop.
- Plurals (1 and 2 points in German and French), card names, a refusal and a reason of the
  rules core in German.
"""

from __future__ import annotations

import random
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QSettings, QTranslator
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from gin_desktop.control.controller import GameController
from gin_desktop.core import Card, Rules
from gin_desktop.core.refusals import Reason, Refused, describe
from gin_desktop.core.scoring import score_showdown
from gin_desktop.entry.app import apply_language, resolve_language, stored_language
from gin_desktop.services.session import GameSession
from gin_desktop.services.settings import AppSettings
from gin_desktop.store import GameStore
from gin_desktop.text.prompts import refusal
from gin_desktop.text.score_text import reason_text
from gin_desktop.tools import translations
from gin_desktop.ui.main_window import MainWindow
from gin_desktop.ui.settings_store import load_settings, save_settings
from gin_desktop.words.i18n import card_words, english_plural, points_text, tr
from gin_desktop.words.languages import LANGUAGES, NATIVE_NAMES, TRANSLATED, language_of, system_language
from tests.core.deals import make_deck

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support (propagateSizeHints|raise)")
ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "assets" / "translations"
PLACEHOLDER = re.compile(r"\{(\w*)\}")
TAG = re.compile(r"</?\w+>")
KNOCK_HAND = "AS 2S 3S 4H 5H 6H 7C 8C 9C KD"
JUNK_HAND = "KC QH JS 9D 7H 5C 3D TS 8H 6D"


@pytest.fixture
def language(qapp: QApplication) -> Iterator[list[QTranslator]]:
    """Translators installed by the test (apply_language's) are removed again afterwards."""
    installed: list[QTranslator] = []
    yield installed
    for translator in installed:
        QCoreApplication.removeTranslator(translator)
    QLocale.setDefault(QLocale.system())


def build_window(folder: Path) -> MainWindow:
    store = GameStore.open(folder)
    game = store.new_game(Rules(), "medium", human_seat=0, first_dealer=1)
    game.deal(make_deck(KNOCK_HAND, JUNK_HAND, upcard="2D"))
    controller = GameController(GameSession(store, game, random.Random(7)), ai_delay_ms=0)
    window = MainWindow(controller, QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    controller.start()
    return window


def close_window(window: MainWindow) -> None:
    window.controller.shutdown()
    window.controller.session.store.close()
    window.deleteLater()


def messages(code: str) -> list[tuple[str, list[str], bool]]:
    """(source, translations, numerus) of every message in the shipped ``.ts``."""
    out = []
    for message in ET.parse(FOLDER / f"gin_rummy_{code}.ts").getroot().iter("message"):
        translation = message.find("translation")
        assert translation is not None
        numerus = message.get("numerus") == "yes"
        forms = [f.text or "" for f in translation.iter("numerusform")] if numerus else [translation.text or ""]
        out.append((message.findtext("source") or "", forms, numerus))
    return out


# -- completeness -------------------------------------------------------------------------------
def test_every_shipped_language_translates_every_text_of_the_code() -> None:
    """The maintainer tool's check (it runs pyside6-lupdate from this Python's environment over
    gin_desktop/ into a copy of each .ts): nothing missing, unfinished or vanished, .qm current."""
    translations.qt_tool("lupdate")  # installed with PySide6 next to sys.executable
    problems = translations.check()
    assert problems == [], "\n".join(problems[:40])


def test_the_check_finds_a_missing_an_unfinished_and_a_stale_entry(tmp_path: Path) -> None:
    """The check itself fails on what it should: a text the .ts lacks, an unfinished entry, a lost
    placeholder, and a .qm not compiled from the .ts."""
    module = tmp_path / "sample.py"
    module.write_text('from gin_desktop.words.i18n import tr\ntr("Knock")\ntr("Deadwood: {points}")\n',
                      encoding="utf-8")
    translations.update(["de"], tmp_path, [module])
    assert translations.check(["de"], tmp_path, [module], set()) == [
        "de: (no context): 'Knock' is unfinished", "de: (no context): 'Deadwood: {points}' is unfinished"]
    ts = tmp_path / "gin_rummy_de.ts"
    tree = ET.parse(ts)
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        assert translation is not None
        translation.attrib.pop("type")
        translation.text = {"Knock": "Klopfen", "Deadwood: {points}": "Restpunkte: {punkte}"}[
            message.findtext("source") or ""]
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    module.write_text(module.read_text(encoding="utf-8") + 'tr("Gin")\n', encoding="utf-8")
    problems = translations.check(["de"], tmp_path, [module], set())
    assert "de: (no context): 'Gin' is not in gin_rummy_de.ts (run gin-rummy-tools translations --update)" in problems
    assert any("'Deadwood: {points}': the placeholders of 'Restpunkte: {punkte}'" in p for p in problems)
    assert "de: gin_rummy_de.qm is not what gin_rummy_de.ts compiles to (run gin-rummy-tools translations " \
           "--update)" in problems


@pytest.mark.parametrize("code", TRANSLATED)
def test_translations_keep_placeholders_tags_and_plural_forms(code: str) -> None:
    found = messages(code)
    assert len(found) > 600
    for source, forms, numerus in found:
        for form in forms:
            assert form.strip(), f"{code}: {source!r} is empty"
            assert sorted(PLACEHOLDER.findall(form)) == sorted(PLACEHOLDER.findall(source)), (code, source, form)
            assert sorted(TAG.findall(form)) == sorted(TAG.findall(source)), (code, source, form)
            assert form.count("&") - form.count("&&") <= 1, (code, form)
            assert ("&" in form) == ("&" in source) or "&&" in source, (code, source, form)
        if numerus:
            assert len(forms) == 2 and all("%n" in f for f in forms), (code, source, forms)


@pytest.mark.parametrize("code", TRANSLATED)
def test_menu_accelerators_are_unique_in_each_menu(code: str) -> None:
    """The menu bar's titles and the side panel's buttons share the window's Alt keys; each menu's
    entries share theirs."""
    table = {source: forms[0] for source, forms, _ in messages(code)}

    def keys(*sources: str) -> list[str]:
        return [table[s][table[s].index("&") + 1].lower() for s in sources]

    bar = keys("G&ame", "V&iew", "&Options", "H&elp")
    panel = keys("&Pass", "&Knock", "Big &Gin", "&Next hand", "&Hint", "Score &sheet", "Discard pile (&V)",
                 "&Review hand")
    assert keys("Gin! (&K)") == keys("&Knock"), "Gin! is the knock button's other text: the same key"
    assert len(set(bar + panel)) == len(bar + panel), (bar, panel)
    game = keys("&New game", "&Score sheet", "S&tatistics", "&Undo my last move", "&Quit", "&Mute sounds")
    help_menu = keys("&Rules", "&First game walkthrough", "&About")
    assert len(set(game)) == len(game) and len(set(help_menu)) == len(help_menu), (game, help_menu)


# -- the setting ----------------------------------------------------------------------------------
def test_the_language_setting_is_validated_and_stored(tmp_path: Path) -> None:
    assert AppSettings().language == "system" and set(LANGUAGES) == {"system", "en", *TRANSLATED}
    with pytest.raises(ValueError, match="language must be one of"):
        AppSettings(language="klingon")
    value, reset = AppSettings.from_dict({"language": "PT-br"})
    assert value.language == "pt_BR" and reset == []
    value, reset = AppSettings.from_dict({"language": "klingon", "level": "hard"})
    assert value.language == "system" and value.level == "hard"
    assert reset == ["Language 'klingon' is not one of system, en, de, fr, es, it, pt_BR; reset to system."]
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    assert save_settings(settings, AppSettings(language="it"))
    assert load_settings(settings)[0].language == "it"
    assert stored_language(str(tmp_path)) == "it"
    assert stored_language(str(tmp_path / "nothing")) == "system"


def test_system_language_follows_the_desktop_when_the_game_has_it() -> None:
    assert system_language(["de-AT", "en-US"]) == "de"
    assert system_language(["pt-BR"]) == system_language(["pt-PT"]) == "pt_BR"
    assert system_language(["nl-NL", "fr-CA"]) == "fr"
    assert system_language(["en-GB", "de-DE"]) == "en"
    assert system_language(["ja-JP"]) == "en"
    assert language_of(" DE ") == "de" and language_of("xx") is None
    assert resolve_language("es") == "es"
    assert NATIVE_NAMES["pt_BR"] == "Português (Brasil)"


def test_a_stored_german_setting_gives_a_german_window_with_qts_own_german_buttons(
    qapp: QApplication, tmp_path: Path, language: list[QTranslator]
) -> None:
    data = tmp_path / "data"
    data.mkdir()
    save_settings(QSettings(str(data / "settings.ini"), QSettings.Format.IniFormat), AppSettings(language="de"))
    language += apply_language(qapp, stored_language(str(data)))  # what main() does before any window
    assert len(language) == 2, "the game's and Qt's own German translators"
    window = build_window(data)
    try:
        titles = [action.text() for action in window.menuBar().actions()]
        assert titles == ["&Spiel", "&Ansicht", "&Optionen", "&Hilfe"]
        assert window.panel.pass_button.text() == "&Passen"
        assert window.panel.knock_button.text() == "&Klopfen"
        assert window.status_label.text() == "Nimm die offene Karte 2♦ (in dein Blatt ziehen oder D) oder passe (P)."
        dialog = window.look.show_settings()
        buttons = dialog.buttons
        assert buttons.button(QDialogButtonBox.StandardButton.Cancel).text() == "Abbrechen"  # Qt's own German
        # (our own words there: Qt's "Voreinstellungen" reads as "presets")
        assert buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).text() == "Standardwerte"
        assert dialog.language_combo.currentData() == "de"
        assert dialog.language_combo.itemText(dialog.language_combo.findData("fr")) == "Français"
        dialog.close()
    finally:
        close_window(window)


def test_english_installs_nothing_and_the_window_stays_english(
    qapp: QApplication, tmp_path: Path, language: list[QTranslator]
) -> None:
    language += apply_language(qapp, "en")
    assert language == []
    window = build_window(tmp_path)
    try:
        assert [a.text() for a in window.menuBar().actions()] == ["G&ame", "V&iew", "&Options", "H&elp"]
    finally:
        close_window(window)


def test_choosing_a_language_in_the_dialog_is_kept_for_the_next_start(
    qapp: QApplication, tmp_path: Path
) -> None:
    window = build_window(tmp_path)
    try:
        dialog = window.look.show_settings()
        dialog.language_combo.setCurrentIndex(dialog.language_combo.findData("es"))
        dialog.ok_button.click()
        assert window.prefs.language == "es"
        assert stored_language(str(tmp_path)) == "es"
        assert "A new language is used from the next start of Gin Rummy." in window.notices.texts()
    finally:
        close_window(window)


def test_the_command_line_language_wins_over_the_setting(tmp_path: Path) -> None:
    """A real start (the smoke test, offscreen) with ``--language fr``: the store's first notice is French."""
    (tmp_path / "games.sqlite").write_bytes(b"not a database at all " * 50)  # damaged: the store says so
    out = subprocess.run([sys.executable, "-m", "gin_desktop", "--smoke-test", "--data-dir", str(tmp_path),
                          "--language", "fr"], capture_output=True, text=True, timeout=120)
    assert "notice: Le fichier de sauvegarde était endommagé" in out.stdout, out.stdout + out.stderr


# -- what the translations say -------------------------------------------------------------------
def test_plurals_follow_each_language(qapp: QApplication, language: list[QTranslator]) -> None:
    assert [points_text(n) for n in (0, 1, 2)] == ["0 points", "1 point", "2 points"]
    assert english_plural("Box bonus (%n hand(s) × {bonus})", 1) == "Box bonus (1 hand × {bonus})"
    language += apply_language(qapp, "de")
    assert [points_text(n) for n in (1, 2)] == ["1 Punkt", "2 Punkte"]
    assert tr("Discard pile: %n card(s)", "", 1) == "Ablagestapel: 1 Karte"
    for translator in language:
        QCoreApplication.removeTranslator(translator)
    language[:] = apply_language(qapp, "fr")
    assert [points_text(n) for n in (0, 1, 2)] == ["0 point", "1 point", "2 points"]  # French: 0 is singular


def test_plurals_without_qt_are_english() -> None:
    code = ("import sys; from gin_desktop.words.i18n import points_text, tr; "
            "print(points_text(1), '|', points_text(3), '|', tr('Saving works again: %n waiting change(s) were "
            "saved.', '', 1)); assert not any(m.startswith('PySide6') for m in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "1 point | 3 points | Saving works again: 1 waiting change were saved."


def test_card_names_a_refusal_and_a_core_reason_in_german(qapp: QApplication, language: list[QTranslator]) -> None:
    queen = Card.parse("QH")
    assert card_words(queen) == "queen of hearts"
    language += apply_language(qapp, "de")
    assert card_words(queen) == "Herz-Dame" and card_words(Card.parse("AS")) == "Pik-Ass"
    assert card_words(Card.parse("TD")) == "Karo-Zehn"
    assert refusal(Refused(Reason.DRAW_FIRST), None) == "Ziehe zuerst eine Karte: vom Talon oder vom Ablagestapel."
    # the core's own messages stay English (they are errors for developers); its codes are worded here
    assert describe(Refused(Reason.BIG_GIN_OFF), "", 0) == "big gin is not allowed by these rules"
    from gin_desktop.core.layoffs import defender_showdown
    from gin_desktop.core.melds import best_arrangements

    knocker = best_arrangements(make_deck(KNOCK_HAND, JUNK_HAND, upcard="2D")[0:20:2])[0]
    showdown = defender_showdown(knocker.melds, make_deck(KNOCK_HAND, JUNK_HAND, upcard="2D")[1:20:2], True)
    result = score_showdown(Rules(), 0, knocker, showdown, False, 1)
    assert result.reason.startswith("r1|knock|")  # a code, in no language
    assert reason_text(result.reason).startswith("Klopfen: Restpunkte des Verteidigers ")
    for translator in language:
        QCoreApplication.removeTranslator(translator)
    language[:] = apply_language(qapp, "fr")
    assert card_words(queen) == "dame de cœur"


def test_cached_statistics_follow_the_language_in_force(
        qapp: QApplication, language: list[QTranslator], tmp_path: Path) -> None:
    """The statistics' cache keeps each hand's reason as a code, so a game counted (and cached)
    in English reads in German once German is on: the score sheet and the CSV in one language."""
    from gin_desktop.ui.dialogs.stats_window import history_csv
    from tests.store.helpers import play_game

    with GameStore.open(tmp_path) as store:
        play_game(store.new_game(Rules(target=50), "easy", 0, 1), random.Random(3))
        english = history_csv(store.stats())  # counts the game and keeps its summary
    assert "deadwood" in english
    language += apply_language(qapp, "de")
    with GameStore.open(tmp_path) as store:
        german = history_csv(store.stats())  # from the kept summary, not a replay
        lines = [line for game in store.stats().finished for line in game.sheet]
    assert all(line.reason.startswith("r1|") for line in lines)
    assert "deadwood" not in german and "Restpunkte" in german
