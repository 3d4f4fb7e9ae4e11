"""Shared driver for the line-oriented tools: one input line in, one JSON line out.

The input is read in chunks and split at CR, LF or CRLF (a lone CR ends a line too, as in old Mac
files), so no line is ever held whole beyond ``max_line`` characters: a longer line is skipped to its
end and reported, quoting only its start. Every error message is cut to one short line.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any, Final, TextIO

from gin_desktop.core import GinError

CHUNK: Final = 64 * 1024
MAX_LINE: Final = 64 * 1024  # characters of one input line (JSON limits are at most this, hands far shorter)
QUOTE: Final = 40  # characters of a bad line quoted in its error
MAX_ERROR: Final = 200  # characters of an error message


def quoted_start(text: str) -> str:
    """The start of ``text`` for an error message: at most :data:`QUOTE` characters, quoted."""
    return repr(text[:QUOTE] + ("…" if len(text) > QUOTE else ""))


def read_lines(stdin: TextIO, max_line: int = MAX_LINE) -> Iterator[tuple[int, str | None, str]]:
    """(line number, the line or None when it is longer than ``max_line``, its start) for every line of
    ``stdin``, read :data:`CHUNK` characters at a time; the line ends (CR, LF, CRLF) are not included."""
    number = 0
    held: list[str] = []  # the current line's pieces (at most max_line + 1 characters in all)
    size = 0
    too_long = False
    start = ""
    after_cr = False
    while chunk := stdin.read(CHUNK):
        begin = 0
        if after_cr and chunk.startswith("\n"):
            begin = 1  # the LF of a CRLF split between two chunks
        after_cr = False
        end = len(chunk)
        while begin <= end:
            cut = _line_end(chunk, begin)
            piece = chunk[begin:cut if cut >= 0 else end]
            if not too_long:
                if size + len(piece) > max_line:
                    too_long, start = True, ("".join(held) + piece)[:QUOTE + 1]
                    held, size = [], 0
                else:
                    held.append(piece)
                    size += len(piece)
            if cut < 0:
                break
            number += 1
            if too_long:
                yield number, None, start
            else:
                line = "".join(held)
                yield number, line, line[:QUOTE + 1]
            held, size, too_long, start = [], 0, False, ""
            if chunk[cut] == "\r":
                if cut + 1 < end and chunk[cut + 1] == "\n":
                    cut += 1
                elif cut + 1 == end:
                    after_cr = True
            begin = cut + 1
    if held or too_long:
        number += 1
        if too_long:
            yield number, None, start
        else:
            line = "".join(held)
            yield number, line, line[:QUOTE + 1]


def _line_end(chunk: str, begin: int) -> int:
    """The index of the first CR or LF at or after ``begin``, or -1."""
    cr, lf = chunk.find("\r", begin), chunk.find("\n", begin)
    if cr < 0:
        return lf
    return cr if lf < 0 else min(cr, lf)


def process_lines(stdin: TextIO, stdout: TextIO, handle: Callable[[str], dict[str, Any] | str],
                  max_line: int = MAX_LINE, max_lines: int | None = None) -> int:
    """Run ``handle`` on each non-blank line; bad lines give ``{"error": ...}`` (one short line).
    With ``max_lines``, input past that many lines is not read: one error line says so.

    ``handle`` returns the output object, or its JSON text ready to write.
    Returns the exit status: 0 when every line was good, 1 otherwise.
    """
    status = 0
    dumps = json.dumps
    write = stdout.write
    for number, line, start in read_lines(stdin, max_line):
        if max_lines is not None and number > max_lines:
            write(dumps({"error": f"line {number}: the input has more than {max_lines} lines; the rest is not "
                                  "read"}) + "\n")
            return 1
        if line is None:
            error = f"line {number}: too long (more than {max_line} characters; starts {quoted_start(start)})"
            write(dumps({"error": error}, ensure_ascii=False) + "\n")
            status = 1
            continue
        text = line.strip()
        if not text:
            continue
        try:
            out = handle(text)
        except (GinError, ValueError, TypeError, KeyError, RecursionError) as exc:
            message = " ".join(str(exc).split())
            if len(message) > MAX_ERROR:
                message = message[:MAX_ERROR] + "…"
            out = {"error": f"line {number}: {message}"}
            status = 1
        write((out if isinstance(out, str) else dumps(out, ensure_ascii=False)) + "\n")
    return status
