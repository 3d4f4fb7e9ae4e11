"""SHA-256, HMAC-SHA256 and SHAKE-256 from CPython's own hash modules, without loading OpenSSL.

``hashlib`` and ``hmac`` load OpenSSL's libcrypto when imported: 3.7 MB of memory and ~2.5 ms on the
development machine, before the table's first paint, which needs a few small digests (the deal's
fingerprint, the store's sealed position and deck, the lock's folder name). CPython carries its own
SHA-256 and SHA-3 (``_sha256``, from 3.12 ``_sha2``; ``_sha3``); where a build lacks them this falls back
to ``hashlib``.
The bytes are the same either way (``tests/test_digests.py`` checks them against ``hashlib`` and ``hmac``).

CPython's own SHA-256 is about ten times slower than OpenSSL's (no CPU instructions for it), which the
seal of every move would feel (~20 µs). So once anything has imported ``hashlib`` (the hand-over channel
does, just after the first paint) its OpenSSL functions are used instead.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable
from typing import Final, Protocol, cast


class Hash(Protocol):
    def update(self, data: bytes, /) -> None: ...

    def digest(self) -> bytes: ...

    def hexdigest(self) -> str: ...

    def copy(self) -> Hash: ...


class Xof(Protocol):
    def digest(self, length: int, /) -> bytes: ...


def _own(modules: tuple[str, ...], name: str) -> Callable[[bytes], object]:
    """``name`` from the first of CPython's own hash ``modules`` that has it (their names change between
    versions: SHA-256 is ``_sha256`` up to 3.11 and ``_sha2`` from 3.12 on)."""
    for module in modules:
        try:
            return cast(Callable[[bytes], object], getattr(importlib.import_module(module), name))
        except (ImportError, AttributeError):
            continue
    import hashlib  # (a Python built without its own hashes: OpenSSL's, the same digests)

    return cast(Callable[[bytes], object], getattr(hashlib, name))


OWN_SHA256: Final = cast(Callable[[bytes], Hash], _own(("_sha2", "_sha256"), "sha256"))
OWN_SHAKE_256: Final = cast(Callable[[bytes], Xof], _own(("_sha3",), "shake_256"))


def sha256(data: bytes = b"") -> Hash:
    """SHA-256 of ``data`` (``update`` for more): OpenSSL's once loaded, else CPython's own."""
    openssl = sys.modules.get("hashlib")
    return cast(Hash, openssl.sha256(data)) if openssl is not None else OWN_SHA256(data)


def shake_256(data: bytes) -> Xof:
    """SHAKE-256 of ``data``: ``digest(n)`` gives its first ``n`` bytes."""
    openssl = sys.modules.get("hashlib")
    return cast(Xof, openssl.shake_256(data)) if openssl is not None else OWN_SHAKE_256(data)


def _compare() -> Callable[[bytes | str, bytes | str], bool]:
    try:
        found = importlib.import_module("_operator")._compare_digest  # (``hmac.compare_digest`` without OpenSSL)
    except (ImportError, AttributeError):
        import hmac

        found = hmac.compare_digest
    return cast(Callable[[bytes | str, bytes | str], bool], found)


compare_digest: Final = _compare()
"""Compare two digests (or texts of them) in a time that does not depend on where they differ."""

_BLOCK: Final = 64  # SHA-256's block size: the HMAC key is padded to it
_INNER: Final = bytes(x ^ 0x36 for x in range(256))
_OUTER: Final = bytes(x ^ 0x5C for x in range(256))


class Hmac:
    """HMAC-SHA256 (RFC 2104), with ``copy`` so that a prefix is hashed once for many messages."""

    __slots__ = ("_inner", "_outer")

    def __init__(self, key: bytes, message: bytes = b"") -> None:
        if len(key) > _BLOCK:
            key = sha256(key).digest()
        key = key.ljust(_BLOCK, b"\0")
        self._inner = sha256(key.translate(_INNER))
        self._outer = sha256(key.translate(_OUTER))
        if message:
            self._inner.update(message)

    def update(self, message: bytes) -> None:
        self._inner.update(message)

    def copy(self) -> Hmac:
        twin = Hmac.__new__(Hmac)
        twin._inner, twin._outer = self._inner.copy(), self._outer.copy()
        return twin

    def digest(self) -> bytes:
        outer = self._outer.copy()
        outer.update(self._inner.digest())
        return outer.digest()

    def hexdigest(self) -> str:
        return self.digest().hex()
