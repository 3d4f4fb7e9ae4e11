"""Trim the ICU data library that PySide6's Qt links on Linux to the data Qt can reach.

    python packaging/icu_data.py SRC OUT        (the spec does this for the Linux build)

``libicudata.so.<N>`` holds one ICU "common data" package (32 MB in ICU 73): locale
data for every CLDR language, converter tables, break-iterator dictionaries, unit,
currency, language and region names, transliterators. Qt Core calls only four parts of
ICU (``nm -D -u libQt6Core.so.6``): collation (``ucol_*``, QCollator and the file dialog's
sorting), time-zone display names (``ucal_*``), character converters (``ucnv_*``, for
encodings beyond Qt's built-in UTF-8/16/32 and Latin-1) and case mapping (``u_strTo*``,
whose tables are compiled into libicuuc itself). So this keeps:

- the core tables at the top of the package (``*.icu``, ``*.nrm``, ...), converter aliases,
  and the non-locale resource bundles (likely subtags, metazones, ...);
- the locale bundles, collation and time-zone names of root and ``LANGUAGES`` (every region
  of them). Any other locale falls back to root in ICU: the root collation sorts every
  script, so nothing fails, it is just not tailored;

and drops the converter tables (``*.cnv``: the app reads and writes UTF-8 only) and the
trees no Qt call opens (break iterators, currencies, language/region/unit names,
transliterators, number spell-out). The trimmed package is written back as a shared
library exporting the same symbol (``icudt<N>_dat``) with the same soname, with the GNU
assembler and linker (binutils, which PyInstaller needs on Linux anyway).

Package layout (ICU's ``ucmndata.h``): a data header (``headerSize`` bytes, format
``CmnD``), then the table of contents: ``count`` and ``count`` pairs of (name offset,
data offset), both relative to the table's start, names sorted (ICU searches them by
binary search); then the names, then the items, each 16-byte aligned.
"""

from __future__ import annotations

import argparse
import os
import re
import struct
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

LANGUAGES = ("en", "de", "fr", "es", "it", "pt")
"""English and the languages the game ships translations for (de fr es it pt_BR: pt_BR's parent is pt)."""

DROPPED_TREES = frozenset({"brkitr", "curr", "lang", "rbnf", "region", "translit", "unit"})
"""Sub-trees of the package no ICU call Qt makes ever opens."""

LOCALE_TREES = frozenset({"coll", "zone"})
"""Sub-trees kept for root and LANGUAGES only."""

ALWAYS_KEPT = frozenset({"root", "res_index", "pool"})
"""Bundles every tree needs: the fallback locale, the list of locales, the shared key pool."""

ALIGN = 16
HEADER_MAGIC = b"\xda\x27"
COMMON_DATA = b"CmnD"
_LOCALE = re.compile(r"[a-z]{2,3}(_\w+)?")


class IcuDataError(ValueError):
    """The library or package is not laid out as this module expects."""


@dataclass(frozen=True)
class Package:
    """An ICU common data package: its data header and its items by full name ("icudt73l/coll/de.res")."""

    header: bytes
    items: dict[str, bytes]

    def size(self) -> int:
        return len(package_bytes(self))


def parse_package(blob: bytes) -> Package:
    if len(blob) < 24 or blob[2:4] != HEADER_MAGIC or blob[12:16] != COMMON_DATA:
        raise IcuDataError("not an ICU common data package (CmnD)")
    if blob[8] != 0:
        raise IcuDataError("a big-endian ICU package")
    (header_size,) = struct.unpack_from("<H", blob, 0)
    (count,) = struct.unpack_from("<I", blob, header_size)
    toc = header_size
    entries = [struct.unpack_from("<II", blob, toc + 4 + 8 * i) for i in range(count)]
    items: dict[str, bytes] = {}
    for i, (name_offset, data_offset) in enumerate(entries):
        end_name = blob.index(b"\0", toc + name_offset)
        name = blob[toc + name_offset : end_name].decode("ascii")
        end = toc + entries[i + 1][1] if i + 1 < count else len(blob)
        items[name] = blob[toc + data_offset : end]
    return Package(blob[:header_size], items)


def package_bytes(package: Package) -> bytes:
    """The package laid out as ICU reads it: names sorted byte-wise, items 16-byte aligned."""
    names = sorted(package.items, key=lambda name: name.encode("ascii"))
    if len(package.header) % ALIGN:
        raise IcuDataError(f"a data header of {len(package.header)} bytes breaks the items' alignment")
    table = 4 + 8 * len(names)  # offsets below are from the table's start, which is 16-byte aligned

    def pad(body: bytearray) -> None:
        body.extend(b"\xaa" * (-(table + len(body)) % ALIGN))

    body = bytearray()
    name_offsets = []
    for name in names:
        name_offsets.append(table + len(body))
        body += name.encode("ascii") + b"\0"
    pad(body)
    data_offsets = []
    for name in names:
        data_offsets.append(table + len(body))
        body += package.items[name]
        pad(body)
    pairs = b"".join(struct.pack("<II", n, d) for n, d in zip(name_offsets, data_offsets, strict=True))
    return package.header + struct.pack("<I", len(names)) + pairs + bytes(body)


def keep_item(name: str, languages: tuple[str, ...] = LANGUAGES) -> bool:
    """Keep the item named ``icudt73l/<tree>/<file>`` (or ``icudt73l/<file>``) in the trimmed package?"""
    parts = name.split("/")[1:]  # without the package name
    if not parts:
        return False
    stem, _, extension = parts[-1].rpartition(".")
    tree = parts[0] if len(parts) > 1 else None
    if tree in DROPPED_TREES:
        return False
    if extension == "cnv":
        return False
    if extension != "res" or stem in ALWAYS_KEPT:
        return True  # core tables (*.icu, *.nrm, ...) and every tree's root, index and key pool
    is_locale = _LOCALE.fullmatch(stem) is not None
    if tree is None and not is_locale:
        return True  # data that is not per locale: likelySubtags, metaZones, zoneinfo64, ...
    if tree is not None and tree not in LOCALE_TREES:
        return True  # a tree this module does not know: kept whole (a newer ICU)
    return stem.split("_")[0] in languages


def trim(package: Package, languages: tuple[str, ...] = LANGUAGES) -> Package:
    return Package(package.header, {n: data for n, data in package.items.items() if keep_item(n, languages)})


# --- the shared library ------------------------------------------------------------------


def library_data(path: Path) -> tuple[str, bytes]:
    """(symbol name, package bytes) of an ELF64 little-endian ``libicudata``: the exported ``icudt*_dat``."""
    elf = path.read_bytes()
    if elf[:4] != b"\x7fELF" or elf[4] != 2 or elf[5] != 1:
        raise IcuDataError(f"{path}: not a 64-bit little-endian ELF file")
    shoff, = struct.unpack_from("<Q", elf, 0x28)
    shentsize, shnum = struct.unpack_from("<HH", elf, 0x3A)
    sections = [struct.unpack_from("<IIQQQQIIQQ", elf, shoff + i * shentsize) for i in range(shnum)]
    for _name, kind, _flags, _addr, offset, size, link, _info, _align, entsize in sections:
        if kind != 11:  # SHT_DYNSYM
            continue
        strtab = sections[link][4]
        for at in range(offset, offset + size, entsize):
            st_name, _st_info, _other, shndx, value, sym_size = struct.unpack_from("<IBBHQQ", elf, at)
            symbol = elf[strtab + st_name : elf.index(b"\0", strtab + st_name)].decode("ascii")
            if re.fullmatch(r"icudt\d+_dat", symbol) and 0 < shndx < shnum:
                section = sections[shndx]
                start = section[4] + value - section[3]
                return symbol, elf[start : start + sym_size]
    raise IcuDataError(f"{path}: exports no icudt*_dat symbol")


def write_library(blob: bytes, symbol: str, soname: str, out: Path) -> None:
    """A shared library named ``soname`` exporting ``symbol``: the package, 16-byte aligned, read-only."""
    out.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="gin-icu-") as tmp:
        data, source, obj = Path(tmp) / "data.dat", Path(tmp) / "data.s", Path(tmp) / "data.o"
        data.write_bytes(blob)
        source.write_text(
            "\t.section .rodata\n"
            f"\t.balign {ALIGN}\n"
            f"\t.globl {symbol}\n"
            f"\t.type {symbol}, STT_OBJECT\n"
            f"\t.size {symbol}, {len(blob)}\n"
            f"{symbol}:\n"
            f'\t.incbin "{data.name}"\n'
            '\t.section .note.GNU-stack,"",%progbits\n',
            encoding="ascii",
        )
        subprocess.run(["as", "-o", obj.name, source.name], cwd=tmp, check=True)
        subprocess.run(["ld", "-shared", "-soname", soname, "-o", str(out.resolve()), obj.name], cwd=tmp,
                       check=True)  # fmt: skip


def trim_library(src: Path, out: Path, languages: tuple[str, ...] = LANGUAGES) -> tuple[int, int]:
    """Write the trimmed copy of ``src`` to ``out``; returns (bytes before, bytes after) on disk."""
    symbol, blob = library_data(src)
    trimmed = package_bytes(trim(parse_package(blob), languages))
    write_library(trimmed, symbol, src.name, out)
    return os.path.getsize(src), os.path.getsize(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Write a trimmed copy of an ICU data library.")
    parser.add_argument("src", type=Path, help="libicudata.so.<N> to read")
    parser.add_argument("out", type=Path, help="where to write the trimmed copy")
    args = parser.parse_args(argv)
    before, after = trim_library(args.src, args.out)
    print(f"ICU data: {before / 1e6:.1f} MB -> {after / 1e6:.1f} MB ({args.out})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
