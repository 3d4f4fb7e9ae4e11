"""Translation readiness: every text the player sees goes through Qt's translation functions.

- A translator installed in the running app changes what the real window shows.
- The start-up hook loads nothing (and fails at nothing) while no ``.qm`` file is bundled.
- A static check of the UI modules: no text literal reaches a widget, a dialog or a
  status signal without ``tr``/``self.tr``/``translate``, no f-string is translated,
  and placeholders are named (``{points}``), never positional or Qt-style.
- Qt's own tool chain (``pyside6-lupdate`` → ``pyside6-lrelease``) extracts every
  translatable text, and the compiled file translates them in the app (contexts match).
"""

from __future__ import annotations

import ast
import random
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QSettings, QTranslator
from PySide6.QtWidgets import QApplication

import gin_desktop
from gin_desktop.ai.hints import Hint, facts_of
from gin_desktop.control.controller import GameController
from gin_desktop.core import Action, Discard, Hand, Pass, Rules, view_of
from gin_desktop.entry.app import TRANSLATIONS, install_translation
from gin_desktop.services.session import GameSession
from gin_desktop.store import GameStore
from gin_desktop.text.prompts import prompt
from gin_desktop.ui.assets import asset_path
from gin_desktop.ui.main_window import MainWindow
from gin_desktop.values.levels import level_title
from gin_desktop.words.i18n import tr
from tests.core.deals import card, make_deck

PACKAGE = Path(gin_desktop.__file__).parent
# The modules the static check below reads (since issue 16 the rules core, the store and the settings
# translate their texts too; the translation tool extracts all of gin_desktop/: see test_translations.py).
UI_MODULES = sorted(
    [PACKAGE / name for name in ("control/controller.py", "entry/app.py", "values/crash.py", "values/levels.py",
                                 "ai/hints.py")]
    + list((PACKAGE / "ui").rglob("*.py")) + list((PACKAGE / "text").rglob("*.py"))
)

KNOCK_HAND = "AS 2S 3S 4H 5H 6H 7C 8C 9C KD"  # the human's, as non-dealer; the 2♦ upcard is offered
JUNK_HAND = "KC QH JS 9D 7H 5C 3D TS 8H 6D"


def shout(text: str) -> str:
    """The fake translation: upper case, with the ``{placeholders}`` kept as they are."""
    return "".join(part if part.startswith("{") else part.upper() for part in re.split(r"(\{\w*\})", text))


class ShoutingTranslator(QTranslator):
    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        return shout(source)

    def isEmpty(self) -> bool:
        return False


def build_window(folder: Path) -> MainWindow:
    """The real main window on a fixed deal: the human (non-dealer) is offered the 2♦."""
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


@pytest.fixture
def installed(qapp: QApplication) -> Iterator[list[QTranslator]]:
    """Translators appended here are removed again after the test."""
    translators: list[QTranslator] = []
    yield translators
    for translator in translators:
        QCoreApplication.removeTranslator(translator)


# -- a translator changes what the window shows -------------------------------------------
def test_an_installed_translator_changes_the_prompt_in_the_window(
    qapp: QApplication, tmp_path: Path, installed: list[QTranslator]
) -> None:
    window = build_window(tmp_path)
    try:
        english = "Take the upcard 2♦ (drag it to your hand, or D) or pass (P)."
        assert window.status_label.text() == english

        translator = ShoutingTranslator()
        QCoreApplication.installTranslator(translator)
        installed.append(translator)
        window.controller.status.emit(window.controller.prompt())  # the status line is rebuilt
        assert window.status_label.text() == "TAKE THE UPCARD 2♦ (DRAG IT TO YOUR HAND, OR D) OR PASS (P)."
        window.controller.draw_stock()  # refused, with the reason in the status line
        assert window.status_label.text() == ("FIRST TAKE THE UPCARD OR PASS. "
                                              "TAKE THE UPCARD 2♦ (DRAG IT TO YOUR HAND, OR D) OR PASS (P).")
        window.presenter.refresh_panel()
        assert window.panel.deadwood.text().startswith("DEADWOOD: ")
        assert tr("Dealing…") == prompt(None) == "DEALING…"

        QCoreApplication.removeTranslator(translator)
        window.controller.status.emit(window.controller.prompt())
        assert window.status_label.text() == english
    finally:
        close_window(window)


def test_hint_reasons_are_translated(qapp: QApplication, installed: list[QTranslator]) -> None:
    from gin_desktop.text.hint_text import hint_text

    view = view_of(Hand(Rules(), make_deck(KNOCK_HAND, JUNK_HAND, upcard="2D"), 1), 0)

    def explain(v: object, action: Action) -> str:
        return hint_text(Hint(action, facts_of(view, action, None)))

    passing, throwing = explain(view, Pass()), explain(view, Discard(card("KD")))
    assert passing == "pass: 2♦ does not help your hand"
    assert throwing.startswith("discard K♦: a high unmatched card")  # (three kings unseen: a meld chance)
    translator = ShoutingTranslator()
    QCoreApplication.installTranslator(translator)
    installed.append(translator)
    assert explain(view, Pass()) == passing.upper()
    assert explain(view, Discard(card("KD"))) == throwing.upper()


def test_tr_is_the_text_itself_without_a_translator(qapp: QApplication) -> None:
    assert tr("Dealing…") == "Dealing…"
    assert tr("Deadwood: {points}").format(points=7) == "Deadwood: 7"


def test_prompts_stay_free_of_qt() -> None:
    """The status prompts are plain Python: importing them does not load Qt."""
    code = ("import sys, gin_desktop.text.prompts as p; assert p.prompt(None) == 'Dealing…'; "
            "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


# -- the start-up hook ----------------------------------------------------------------------
def test_the_translation_hook_loads_nothing_while_no_qm_file_is_bundled(
    qapp: QApplication, tmp_path: Path
) -> None:
    bundled = sorted(asset_path(TRANSLATIONS).glob("gin_rummy_*.qm"))
    if not bundled:  # today: no translations yet
        assert install_translation(qapp) is None
    assert install_translation(qapp, QLocale(QLocale.Language.German, QLocale.Country.Germany), tmp_path) is None
    assert install_translation(qapp, folder=tmp_path / "missing") is None
    assert tr("Dealing…") == "Dealing…"


# -- static check of the UI modules ---------------------------------------------------------
TR_FUNCTIONS = {"tr", "translate", "QT_TRANSLATE_NOOP"}
SINK_METHODS = {
    "setText", "setWindowTitle", "setToolTip", "setStatusTip", "setWhatsThis", "setAccessibleName",
    "setAccessibleDescription", "setPlaceholderText", "showMessage", "addItem", "addItems", "insertItem",
    "setItemText", "addTab", "insertTab", "setTabText", "setTitle", "addMenu", "addButton", "addRow", "setHtml",
    "setPlainText", "setHorizontalHeaderLabels", "setVerticalHeaderLabels", "emit", "drawText",
}
SINK_CLASSES = {
    "QLabel", "QPushButton", "QAction", "QCheckBox", "QRadioButton", "QGroupBox", "QMenu", "QDockWidget",
    "QGraphicsSimpleTextItem", "QGraphicsTextItem", "QTableWidgetItem", "QListWidgetItem", "QMessageBox",
}
MESSAGE_BOX = {"question", "warning", "critical", "information", "about"}


def _name(func: ast.expr) -> str:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return ""


def _is_sink(call: ast.Call) -> bool:
    func = call.func
    if isinstance(func, ast.Attribute):
        if isinstance(func.value, ast.Name) and func.value.id == "QMessageBox" and func.attr in MESSAGE_BOX:
            return True
        return func.attr in SINK_METHODS
    return isinstance(func, ast.Name) and func.id in SINK_CLASSES


def _has_letters(text: str) -> bool:
    """Words to translate: letters outside HTML tags (``<br>``)."""
    return any(ch.isalpha() for ch in re.sub(r"<[^<>]*>", "", text))


def _untranslated(node: ast.expr) -> list[str]:
    """The English literals in an argument that reach the player without translation."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value] if _has_letters(node.value) else []
    if isinstance(node, ast.JoinedStr):
        parts = [v.value for v in node.values if isinstance(v, ast.Constant) and isinstance(v.value, str)]
        return ["f" + repr("".join(parts))] if _has_letters("".join(parts)) else []
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return _untranslated(node.left) + _untranslated(node.right)
    if isinstance(node, ast.IfExp):
        return _untranslated(node.body) + _untranslated(node.orelse)
    if isinstance(node, ast.Call):
        if _name(node.func) in TR_FUNCTIONS:
            return []
        if isinstance(node.func, ast.Attribute) and node.func.attr == "format":  # "…".format(…) or tr("…").format(…)
            return _untranslated(node.func.value)
    return []


def _text_argument(call: ast.Call) -> ast.expr | None:
    """The source text of a translation call: ``tr(text)``, ``translate(context, text)``."""
    index = 1 if _name(call.func) in ("translate", "QT_TRANSLATE_NOOP") else 0
    return call.args[index] if len(call.args) > index else None


PLACEHOLDER = re.compile(r"\{([^{}]*)\}")


def translation_problems(source: str, filename: str = "<source>") -> list[str]:
    """Every untranslated text, translated f-string and unnamed placeholder in ``source``."""
    problems: list[str] = []
    for node in ast.walk(ast.parse(source, filename)):
        if not isinstance(node, ast.Call):
            continue
        where = f"{filename}:{node.lineno}"
        if _is_sink(node):
            for arg in [*node.args, *(k.value for k in node.keywords)]:
                problems += [f"{where}: untranslated {text!r}" for text in _untranslated(arg)]
        if _name(node.func) in TR_FUNCTIONS:
            text = _text_argument(node)
            if isinstance(text, ast.JoinedStr):
                problems.append(f"{where}: an f-string is translated (use named placeholders and .format)")
            elif isinstance(text, ast.Constant) and isinstance(text.value, str):
                for name in PLACEHOLDER.findall(text.value):
                    if not name.isidentifier():
                        problems.append(f"{where}: placeholder {{{name}}} in {text.value!r} is not a name")
                if re.search(r"%\d", text.value):
                    problems.append(f"{where}: Qt-style %n placeholder in {text.value!r} (use {{name}})")
    return problems


def test_the_static_check_finds_what_it_should() -> None:
    """The check itself, on examples of every kind of mistake and of correct code."""
    bad = '''
label = QLabel("Score")
self.button.setText("Knock" if x else self.tr("Gin"))
self.status.emit("Hint: " + reason)
QMessageBox.question(self, "Knock", f"Discard {card}?")
self.setToolTip("Stock {0}".format(n))
action = QAction(text="&Quit", parent=self)
self.tr(f"Deadwood {points}")
tr("Final score {0} to {1}")
self.tr("Final score %1")
'''
    problems = translation_problems(bad)
    assert sorted({int(p.split(":")[1]) for p in problems}) == list(range(2, 11)), "\n".join(problems)
    good = '''
label = QLabel(self.tr("Score"))
self.you = QLabel("0")
self.button.setText(self.tr("Knock") if x else self.tr("Gin"))
self.status.emit(self.tr("Hint: {reason}").format(reason=reason))
QMessageBox.question(self, tr("Knock"), tr("Discard {card}?").format(card=card))
self.caption.setText(f"{where} — {text}")
self.info.setText(f"{hand}<br>{game}")
button = QPushButton("⏮")
self.history.setText(self.tr("Discards:") + "\\n" + "\\n".join(lines))
box.setText(translate("RulesHelp", "Rules: {name}").format(name=title))
'''
    assert translation_problems(good) == []


@pytest.mark.parametrize("path", UI_MODULES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_ui_module_translates_every_text(path: Path) -> None:
    assert translation_problems(path.read_text(encoding="utf-8"), path.name) == []


# -- Qt's tool chain: extraction and compiled translations -----------------------------------
def _qt_tool(name: str) -> Path | None:
    import PySide6

    folder = Path(PySide6.__file__).parent
    for candidate in (folder / name, folder / f"{name}.exe", folder / "Qt" / "libexec" / name):
        if candidate.is_file():
            return candidate
    return None


def _translated_literals(paths: list[Path]) -> set[str]:
    """The source text of every translation call with a literal text in ``paths``."""
    found: set[str] = set()
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and _name(node.func) in TR_FUNCTIONS:
                text = _text_argument(node)
                if isinstance(text, ast.Constant) and isinstance(text.value, str):
                    found.add(text.value)
    return found


def test_lupdate_extracts_every_text_and_the_compiled_translation_is_used(
    qapp: QApplication, tmp_path: Path, installed: list[QTranslator]
) -> None:
    lupdate, lrelease = _qt_tool("lupdate"), _qt_tool("lrelease")
    if lupdate is None or lrelease is None:
        pytest.skip("Qt's lupdate/lrelease are not installed with PySide6 here")
    ts = tmp_path / "gin_rummy_de.ts"
    subprocess.run([str(lupdate), *map(str, UI_MODULES), "-ts", str(ts)], check=True, capture_output=True)
    tree = ET.parse(ts)
    sources: set[str] = set()
    for message in tree.iter("message"):
        source = message.findtext("source") or ""
        sources.add(source)
        translation = message.find("translation")
        assert translation is not None
        translation.attrib.pop("type", None)
        if message.get("numerus") == "yes":  # a plural: every form shouted, the count kept as %n
            for form in translation.iter("numerusform"):
                form.text = shout(source).replace("%N", "%n")
        else:
            translation.text = shout(source)
    missing = _translated_literals(UI_MODULES) - sources
    assert not missing, f"pyside6-lupdate does not see these texts: {sorted(missing)}"
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    subprocess.run([str(lrelease), str(ts), "-qm", str(tmp_path / "gin_rummy_de.qm")], check=True,
                   capture_output=True)

    translator = install_translation(qapp, QLocale(QLocale.Language.German, QLocale.Country.Germany), tmp_path)
    assert translator is not None
    installed.append(translator)
    # a plain tr() call (filed by lupdate under the empty context), a marked constant, a class's self.tr
    assert prompt(None) == "DEALING…"
    from gin_desktop.ui.dialogs.rules_help import first_game_html
    from gin_desktop.ui.dialogs.score_sheet import KIND_TEXT

    assert tr(KIND_TEXT["big_gin"]) == "BIG GIN"
    assert level_title("hard") == "HARD" and level_title("baseline") == "baseline"
    assert "YOUR FIRST GAME" in first_game_html()
    window = build_window(tmp_path / "data")
    try:
        assert window.status_label.text() == "TAKE THE UPCARD 2♦ (DRAG IT TO YOUR HAND, OR D) OR PASS (P)."
        assert window.commands.new_action.text() == "&NEW GAME"
        assert window.panel.sort.itemText(0) == "MY ORDER"
        assert window.panel.info.text().startswith("RULES: STANDARD\nHAND 1 · DEALER: THE COMPUTER")
        assert window.scene.decor.knock_label.text() == "KNOCK"
    finally:
        close_window(window)


def test_store_notices_are_codes_worded_in_the_current_language(qapp: QApplication, tmp_path: Path,
                                                                installed: list[QTranslator]) -> None:
    """Issue 25: the store words nothing; its notices are codes and values, worded by text/store_text.py
    when shown, so they follow the language (and nothing stored is a sentence)."""
    import ast

    from gin_desktop.store import GameStore
    from gin_desktop.text.store_text import known_codes, notice_text, words

    (tmp_path / "games.sqlite").write_bytes(b"not a database at all" * 100)
    with GameStore.open(tmp_path) as store:
        (notice,) = store.report.notices
        assert notice.message.code == "file_damaged_set_aside"
        english = notice_text(notice)
        assert english.startswith("The save file was damaged") and str(store.report.moved_to) in english
        translator = ShoutingTranslator()
        QCoreApplication.installTranslator(translator)
        installed.append(translator)
        assert notice_text(notice).startswith("THE SAVE FILE WAS DAMAGED")  # worded when read, not when made
        assert str(store.report.moved_to) in notice_text(notice)  # (values stay as they are)
        assert words(store.problem() or "") == ""  # saving: no problem
    # every code the store uses has its words
    used = set()
    for path in (Path(__file__).resolve().parents[1] / "gin_desktop" / "store").glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "phrase" and node.args:
                first = node.args[0]
                if isinstance(first, ast.Constant):
                    used.add(first.value)
                elif isinstance(first, ast.JoinedStr):  # f"sealed_{why.value}"
                    used |= {f"sealed_{w}" for w in ("no_key", "other_key", "damaged")}
    assert used and used <= known_codes(), used - known_codes()
