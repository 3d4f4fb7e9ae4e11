"""JSON from outside (settings.ini, the tools' input and options) read with limits: a size and a nesting
depth far above any real value, refused with a one-line :class:`ValueError` instead of a deep recursion
(Python's parser raises RecursionError, or worse, on thousands of nested brackets)."""

from __future__ import annotations

import json
from typing import Final

MAX_CHARS: Final = 64 * 1024
MAX_DEPTH: Final = 16


def loads(text: str, max_chars: int = MAX_CHARS, max_depth: int = MAX_DEPTH) -> object:
    """``json.loads(text)`` when ``text`` is at most ``max_chars`` long and nests at most ``max_depth`` deep."""
    if len(text) > max_chars:
        raise ValueError(f"the JSON text is too long ({len(text)} characters; at most {max_chars})")
    depth = 0
    in_string = escaped = False
    for char in text:  # brackets outside strings, counted before the parser sees them
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            if depth > max_depth:
                raise ValueError(f"the JSON text nests deeper than {max_depth} levels")
        elif char in "]}":
            depth -= 1
    try:
        return json.loads(text)
    except RecursionError as exc:  # (not reached after the count above; kept as a last guard)
        raise ValueError("the JSON text nests too deeply") from exc
