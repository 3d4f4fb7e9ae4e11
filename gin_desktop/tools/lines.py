"""Shared driver for the line-oriented tools: one input line in, one JSON line out."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, TextIO

from gin_desktop.core import GinError


def process_lines(stdin: TextIO, stdout: TextIO, handle: Callable[[str], dict[str, Any] | str]) -> int:
    """Run ``handle`` on each non-blank line; bad lines give ``{"error": ...}``.

    ``handle`` returns the output object, or its JSON text ready to write.
    Returns the exit status: 0 when every line was good, 1 otherwise.
    """
    status = 0
    dumps = json.dumps
    write = stdout.write
    for number, line in enumerate(stdin, start=1):
        text = line.strip()
        if not text:
            continue
        try:
            out = handle(text)
        except (GinError, ValueError, TypeError, KeyError) as exc:
            out = {"error": f"line {number}: {exc}"}
            status = 1
        write((out if isinstance(out, str) else dumps(out, ensure_ascii=False)) + "\n")
    return status
