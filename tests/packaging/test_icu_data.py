"""packaging/icu_data.py: the ICU package read and written back, what is kept, and the trimmed
library of this PySide6 answering Qt's ICU calls exactly as the full one for the shipped languages."""

from __future__ import annotations

import json
import os
import shutil
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from tests.packaging.scripts import load_script

icu = load_script("icu_data")

HEADER = struct.pack("<HBB", 32, 0xDA, 0x27) + struct.pack("<HHBBBB", 20, 0, 0, 0, 2, 0) + b"CmnD" + bytes(
    [1, 0, 0, 0, 3, 0, 0, 0]) + b"\0" * 8  # fmt: skip


def test_a_package_reads_back_item_for_item_with_sorted_names_and_aligned_items() -> None:
    items = {"icudt73l/zz.res": b"z" * 5, "icudt73l/coll/de.res": b"d" * 33, "icudt73l/a.icu": b"\x01" * 16}
    blob = icu.package_bytes(icu.Package(HEADER, items))
    again = icu.parse_package(blob)
    assert again.header == HEADER
    # each item comes back padded to 16 bytes (ICU reads items by their own headers, not by length)
    assert {name: data.rstrip(b"\xaa") for name, data in again.items.items()} == items
    assert list(again.items) == sorted(items)  # ICU finds items by binary search over the names
    (count,) = struct.unpack_from("<I", blob, len(HEADER))
    assert count == 3
    for i in range(count):
        _name_offset, data_offset = struct.unpack_from("<II", blob, len(HEADER) + 4 + 8 * i)
        assert (len(HEADER) + data_offset) % 16 == 0


def test_something_else_than_a_package_is_refused() -> None:
    with pytest.raises(icu.IcuDataError):
        icu.parse_package(b"\x7fELF" + b"\0" * 60)


@pytest.mark.parametrize(("name", "kept"), [
    ("icudt73l/coll/de.res", True),
    ("icudt73l/coll/pt.res", True),
    ("icudt73l/coll/root.res", True),
    ("icudt73l/coll/ucadata.icu", True),
    ("icudt73l/coll/sv.res", False),
    ("icudt73l/zone/fr_CA.res", True),
    ("icudt73l/zone/ja.res", False),
    ("icudt73l/zone/pool.res", True),
    ("icudt73l/pt_BR.res", True),
    ("icudt73l/es_419.res", True),
    ("icudt73l/ff_Adlm.res", False),
    ("icudt73l/res_index.res", True),
    ("icudt73l/likelySubtags.res", True),
    ("icudt73l/zoneinfo64.res", True),
    ("icudt73l/uprops.icu", True),
    ("icudt73l/cnvalias.icu", True),
    ("icudt73l/ibm-943_P15A-2003.cnv", False),
    ("icudt73l/brkitr/cjdict.dict", False),
    ("icudt73l/brkitr/root.res", False),
    ("icudt73l/curr/de.res", False),
    ("icudt73l/translit/root.res", False),
])  # fmt: skip
def test_what_is_kept(name: str, kept: bool) -> None:
    assert icu.keep_item(name) is kept


def test_trim_keeps_only_what_keep_item_keeps() -> None:
    items = {"icudt73l/coll/de.res": b"d" * 16, "icudt73l/coll/sv.res": b"s" * 16, "icudt73l/x.cnv": b"c" * 16}
    assert set(icu.trim(icu.Package(HEADER, items)).items) == {"icudt73l/coll/de.res"}


# --- the real library -----------------------------------------------------------------------

def wheel_icu_data() -> Path | None:
    import PySide6

    found = sorted((Path(PySide6.__file__).parent / "Qt" / "lib").glob("libicudata.so.*"))
    return found[0] if found else None


needs_icu = pytest.mark.skipif(
    not sys.platform.startswith("linux") or wheel_icu_data() is None or not (shutil.which("as") and shutil.which("ld")),
    reason="Linux PySide6 wheels carry ICU; binutils make the library",
)

# What Qt does with ICU (nm -D -u libQt6Core.so.6): collation, time-zone names, case mapping, converters.
PROBE = r"""
import functools, json
from PySide6.QtCore import QByteArray, QCollator, QLocale, QStringDecoder, QTimeZone
words = ["zebra", "Äpfel", "apple", "Ångström", "ñandu", "nube", "école", "eclair", "ça", "Zürich", "öl", "ob",
         "Лев", "東京", "ch", "cz", "ll", "lz"]
out = {}
for name in ["en", "en_GB", "de", "de_CH", "fr", "fr_CA", "es", "it", "pt", "pt_BR", "sv", "ja", "ru"]:
    locale = QLocale(name)
    out[name] = {
        "sorted": sorted(words, key=functools.cmp_to_key(QCollator(locale).compare)),
        "zone": QTimeZone(QByteArray(b"Europe/Berlin")).displayName(
            QTimeZone.TimeType.StandardTime, QTimeZone.NameType.LongName, locale),
        "upper": locale.toUpper("straße ǆ istanbul"),
    }
out["utf-8"] = QStringDecoder("UTF-8").isValid()
print(json.dumps(out))
"""


def probe(library_dir: Path | None) -> dict[str, object]:
    env = dict(os.environ)
    if library_dir is not None:
        env["LD_LIBRARY_PATH"] = str(library_dir)  # searched before the wheel's RUNPATH ($ORIGIN)
    done = subprocess.run([sys.executable, "-c", PROBE], env=env, capture_output=True, text=True, check=True,
                          timeout=120)  # fmt: skip
    result: dict[str, object] = json.loads(done.stdout)
    return result


@needs_icu
def test_the_trimmed_library_answers_as_the_full_one_for_the_shipped_languages(tmp_path: Path) -> None:
    full = wheel_icu_data()
    assert full is not None
    out = tmp_path / full.name
    before, after = icu.trim_library(full, out)
    assert after < 6e6 < 25e6 < before  # 32 MB -> 3.6 MB with ICU 73
    symbol, blob = icu.library_data(out)
    assert symbol == icu.library_data(full)[0]  # the symbol libicuuc links against
    assert all(name.split("/")[1] not in {"brkitr", "curr"} for name in icu.parse_package(blob).items)

    trimmed, reference = probe(tmp_path), probe(None)
    assert trimmed["utf-8"] is True
    for name in ["en", "en_GB", "de", "de_CH", "fr", "fr_CA", "es", "it", "pt", "pt_BR"]:
        assert name.split("_")[0] in icu.LANGUAGES
        assert trimmed[name] == reference[name], name
    german = reference["de"]
    assert isinstance(german, dict) and german["zone"] == "Mitteleuropäische Normalzeit"  # really from ICU
    # Swedish is not kept: root's order (ä with a) and English names, but every word is still sorted
    swedish, swedish_reference = trimmed["sv"], reference["sv"]
    assert isinstance(swedish, dict) and isinstance(swedish_reference, dict)
    assert sorted(swedish["sorted"]) == sorted(swedish_reference["sorted"])
    assert swedish["sorted"] != swedish_reference["sorted"] and swedish["zone"] == "Central European Standard Time"


@needs_icu
def test_a_written_library_exports_the_package_unchanged(tmp_path: Path) -> None:
    blob = icu.package_bytes(icu.Package(HEADER, {"icudt73l/a.icu": b"\x01" * 40}))
    icu.write_library(blob, "icudt73_dat", "libicudata.so.73", tmp_path / "libicudata.so.73")
    assert icu.library_data(tmp_path / "libicudata.so.73") == ("icudt73_dat", blob)
    dynamic = subprocess.run(["readelf", "-d", str(tmp_path / "libicudata.so.73")], capture_output=True, text=True,
                             check=True).stdout  # fmt: skip
    assert "Library soname: [libicudata.so.73]" in dynamic
