"""The frozen build's cut-down Qt translations still translate what the game shows, and only that."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QLibraryInfo, QTranslator

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))
from qt_translations import CONTEXTS, sections, trim  # noqa: E402

QT = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))


@pytest.mark.parametrize(("code", "cancel"), [("de", "Abbrechen"), ("fr", "Annuler"), ("pt_BR", "Cancelar")])
def test_trimmed_qtbase_keeps_the_buttons_keys_and_menus(qapp: object, tmp_path: Path, code: str,
                                                         cancel: str) -> None:
    source = QT / f"qtbase_{code}.qm"
    if not source.is_file():
        pytest.skip(f"PySide6 ships no {source.name} here")
    target = tmp_path / source.name
    kept = trim(source, target)
    assert 300 < kept < 900
    assert target.stat().st_size < source.stat().st_size / 3
    full, small = QTranslator(), QTranslator()
    assert full.load(str(source)) and small.load(str(target))
    for context, text in (("QPlatformTheme", "Cancel"), ("QPlatformTheme", "Restore Defaults"),
                          ("QShortcut", "Ctrl"), ("QLineEdit", "&Copy"), ("QFileDialog", "File &name:")):
        assert small.translate(context, text) == full.translate(context, text) != "", (context, text)
    assert small.translate("QPlatformTheme", "Cancel") == cancel
    assert full.translate("QPrintDialog", "Print") != "" and small.translate("QPrintDialog", "Print") == ""
    assert [tag for tag, _ in sections(target.read_bytes())] == [tag for tag, _ in sections(source.read_bytes())]
    assert "QPlatformTheme" in CONTEXTS


def test_a_file_that_is_not_a_translation_is_refused(tmp_path: Path) -> None:
    bad = tmp_path / "bad.qm"
    bad.write_bytes(b"not a qm file")
    with pytest.raises(ValueError, match="not a Qt translation"):
        trim(bad, tmp_path / "out.qm")
