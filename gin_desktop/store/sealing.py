"""The sealed deck: the deck order and deal secret of a hand in progress, unreadable with ``sqlite3``.

While a hand is played its ``hands.deck`` holds a sealed text (``sealed1:<key id>:<base64>``)
and ``hands.secret`` is NULL; the commit that ends the hand writes both back in full, so
finished hands (the replay, the review, the fair-deal check) read as before. Rows of
older versions are plain and load as they are.

The key is a per-install file beside the database (``games.key``, mode 0600, made
atomically: written aside, synced, then linked into place, so two copies racing make one
key). It is never in the database: a copy of ``games.sqlite`` alone shows no deck of a
hand in progress, and moving the whole data folder keeps every game.

The cipher is stdlib only (CPython's own SHA-256 and SHA-3, :mod:`gin_desktop.values.digests`: no
OpenSSL): a keystream of HMAC-SHA256(key, "stream" || nonce || counter) blocks XORed with the text,
and a tag HMAC-SHA256(key, "tag" || where || nonce || text) over the row it belongs to (game and
hand), so a damaged or moved blob is detected. This keeps a casual look (``sqlite3``, a text editor)
from showing the stock; it does not stop a player who reads the key file or the process's memory.
"""

from __future__ import annotations

import base64
import binascii
import contextlib
import enum
import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from gin_desktop.values.digests import Hmac, compare_digest, shake_256

from .files import set_aside

KEY_NAME: Final = "games.key"
PREFIX: Final = "sealed1:"
POSITION_PREFIX: Final = "sealed2:"  # the stored position: the same seal with a SHAKE-256 keystream (one call)
_MAGIC: Final = "gin-rummy deck key 1"
_NONCE: Final = 16
_TAG: Final = 16
_BLOCK: Final = 32
MAX_SEALED: Final = 2048  # a sealed deck and secret take about 620 characters


class Unopened(enum.Enum):
    """Why a sealed hand could not be opened (never damage of the game: its rows are kept)."""

    NO_KEY = "no_key"  # the key file is missing or unreadable
    OTHER_KEY = "other_key"  # sealed with another key (the key file was replaced or set aside)
    DAMAGED = "damaged"  # the sealed text does not check out with this key


class CannotOpen(Exception):
    def __init__(self, why: Unopened) -> None:
        super().__init__(why.value)
        self.why = why


@dataclass(frozen=True, slots=True)
class KeyState:
    """What :func:`load_key` found: the key (None when there is none) and a key file set aside, if any."""

    key: bytes | None
    set_aside: Path | None = None
    problem: str | None = None  # why the key file found could not be used


def is_sealed(value: object) -> bool:
    return isinstance(value, str) and value.startswith(PREFIX)


def _key_id(key: bytes) -> str:
    return Hmac(key, b"id").hexdigest()[:8]


def _key_text(key: bytes) -> str:
    check = Hmac(key, b"check").hexdigest()[:16]
    return f"{_MAGIC}\n{key.hex()}\n{check}\n"


def _parse_key(text: str) -> bytes | None:
    lines = text.split("\n")
    if len(lines) < 3 or lines[0] != _MAGIC:
        return None
    try:
        key = bytes.fromhex(lines[1])
    except ValueError:
        return None
    if len(key) != 32 or not compare_digest(_key_text(key), "\n".join(lines[:3]) + "\n"):
        return None
    return key


def load_key(data_dir: Path, *, create: bool) -> KeyState:
    """The install's key from ``data_dir``; with ``create``, a missing key is made and a damaged one is
    set aside (renamed, never deleted) and replaced. Never raises."""
    path = data_dir / KEY_NAME
    problem: str | None = None
    try:
        key = _parse_key(path.read_text(encoding="ascii", errors="replace")[:400])
        if key is not None:
            return KeyState(key)
        problem = "damaged"
    except FileNotFoundError:
        pass
    except OSError as exc:
        problem = f"unreadable ({exc.strerror or exc})"
    except ValueError:  # a path the system refuses (NUL): no key, and none can be made
        return KeyState(None)
    if not create:
        return KeyState(None, problem=problem)
    aside = None
    if problem is not None:
        try:
            aside = set_aside(path, "damaged")
        except OSError:
            return KeyState(None, problem=problem)  # (left as it is: new hands are then stored unsealed)
    try:
        return KeyState(_make_key(path), aside, problem)
    except OSError:
        return KeyState(None, aside, problem)


def _make_key(path: Path) -> bytes:
    return write_key(path, os.urandom(32))


def write_key(path: Path, key: bytes) -> bytes:
    """Write ``key`` atomically (aside, synced, linked into place; mode 0600) and return it; if a key file is
    there already (another copy made one first), return that one's key (raise if it is unreadable)."""
    temp = path.with_name(f"{path.name}.new-{os.getpid()}")
    with contextlib.suppress(FileNotFoundError):
        temp.unlink()  # (our own leftover)
    fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    try:
        os.write(fd, _key_text(key).encode("ascii"))
        os.fsync(fd)
    finally:
        os.close(fd)
    try:
        try:
            os.link(temp, path)  # fails if a key appeared meanwhile: never replace one
        except FileExistsError:
            found = _parse_key(path.read_text(encoding="ascii", errors="replace")[:400])
            if found is None:
                raise
            return found
        except (AttributeError, NotImplementedError, PermissionError):  # no hard links here
            if path.exists():
                raise FileExistsError(path) from None
            os.rename(temp, path)
        with contextlib.suppress(OSError):
            dir_fd = os.open(path.parent, os.O_RDONLY)
            try:
                os.fsync(dir_fd)
            finally:
                os.close(dir_fd)
    finally:
        with contextlib.suppress(FileNotFoundError):
            temp.unlink()
    return key


def _stream(key: bytes, nonce: bytes, length: int) -> bytes:
    start = Hmac(key, b"stream" + nonce)  # (copied for each block: the same bytes, faster)
    blocks = []
    for n in range((length + _BLOCK - 1) // _BLOCK):
        block = start.copy()
        block.update(n.to_bytes(8, "big"))
        blocks.append(block.digest())
    return b"".join(blocks)[:length]


def _shake_stream(key: bytes, nonce: bytes, length: int) -> bytes:
    # A keyed SHAKE-256 is a sound keystream (no length extension), made in one call: the position is
    # sealed at every move and is several times a deck's size, where the HMAC blocks cost ~80 µs.
    return shake_256(b"stream\0" + key + nonce).digest(length)


_STREAMS: Final = {PREFIX: _stream, POSITION_PREFIX: _shake_stream}


def _tag(key: bytes, where: str, nonce: bytes, body: bytes) -> bytes:
    return Hmac(key, b"tag" + where.encode() + b"\0" + nonce + body).digest()[:_TAG]


def _xor(data: bytes, stream: bytes) -> bytes:
    return (int.from_bytes(data, "big") ^ int.from_bytes(stream, "big")).to_bytes(len(data), "big")


def seal_text(key: bytes, where: str, plain: bytes, prefix: str = PREFIX) -> str:
    """``plain`` sealed for the row ``where`` names (a damaged text, or one moved to another row, does not open)."""
    nonce = os.urandom(_NONCE)
    body = _xor(plain, _STREAMS[prefix](key, nonce, len(plain)))
    blob = nonce + body + _tag(key, where, nonce, body)
    return f"{prefix}{_key_id(key)}:{base64.b64encode(blob).decode('ascii')}"


def open_text(key: bytes | None, where: str, text: str, limit: int = MAX_SEALED, prefix: str = PREFIX) -> bytes:
    """What :func:`seal_text` sealed in ``text`` for ``where``; raise :class:`CannotOpen` saying why not."""
    if key is None:
        raise CannotOpen(Unopened.NO_KEY)
    parts = text[len(prefix):].split(":", 1)
    if not text.startswith(prefix) or len(parts) != 2 or len(text) > limit:
        raise CannotOpen(Unopened.DAMAGED)
    if not compare_digest(parts[0], _key_id(key)):
        raise CannotOpen(Unopened.OTHER_KEY)
    try:
        blob = base64.b64decode(parts[1], validate=True)
    except (binascii.Error, ValueError):
        raise CannotOpen(Unopened.DAMAGED) from None
    if len(blob) < _NONCE + _TAG:
        raise CannotOpen(Unopened.DAMAGED)
    nonce, body, tag = blob[:_NONCE], blob[_NONCE:-_TAG], blob[-_TAG:]
    if not compare_digest(tag, _tag(key, where, nonce, body)):
        raise CannotOpen(Unopened.DAMAGED)
    return _xor(body, _STREAMS[prefix](key, nonce, len(body)))


def seal(key: bytes, game_id: int, number: int, deck_text: str, secret: str | None) -> str:
    """The sealed text of hand ``number`` of game ``game_id`` (its deck JSON and its secret)."""
    plain = json.dumps({"deck": deck_text, "secret": secret}, separators=(",", ":")).encode()
    return seal_text(key, f"{game_id}:{number}", plain)


def open_sealed(key: bytes | None, game_id: int, number: int, text: str) -> tuple[str, str | None]:
    """The deck JSON and secret sealed in ``text``; raise :class:`CannotOpen` saying why not."""
    plain = open_text(key, f"{game_id}:{number}", text)
    try:
        data = json.loads(plain.decode())
    except (ValueError, UnicodeError):
        raise CannotOpen(Unopened.DAMAGED) from None
    deck, secret = (data.get("deck"), data.get("secret")) if isinstance(data, dict) else (None, None)
    if not isinstance(deck, str) or not (secret is None or isinstance(secret, str)):
        raise CannotOpen(Unopened.DAMAGED)
    return deck, secret


class DeckSeal:
    """The data folder's key as the store uses it: loaded (or made) once, seals the decks of hands being
    dealt, opens sealed ones."""

    def __init__(self, data_dir: Path) -> None:
        self.data_dir = data_dir
        self.state = KeyState(None)

    @property
    def key(self) -> bytes | None:
        return self.state.key

    def load(self, *, create: bool) -> KeyState:
        self.state = load_key(self.data_dir, create=create)
        return self.state

    def seal(self, game_id: int, number: int, deck_text: str, secret: str | None) -> str | None:
        """The sealed text of a hand being dealt; None (stored plain) when no key could be had."""
        key = self.state.key
        return None if key is None else seal(key, game_id, number, deck_text, secret)

    def opened(self, rows: list[tuple[object, object, object]]) -> list[tuple[str, str | None, int, int]]:
        """(deck, secret, game, hand) of the sealed ``(game, hand, text)`` rows this key opens (others are left)."""
        out = []
        for game_id, number, text in rows:
            if type(game_id) is not int or type(number) is not int or not isinstance(text, str):
                continue
            with contextlib.suppress(CannotOpen):
                out.append((*open_sealed(self.state.key, game_id, number, text), game_id, number))
        return out

    def seal_position(self, game_id: int, actions: int, plain: str) -> str | None:
        """The sealed text of game ``game_id``'s position after ``actions`` moves; None (not kept) without a key."""
        key = self.state.key
        if key is None:
            return None
        return seal_text(key, position_where(game_id, actions), plain.encode(), POSITION_PREFIX)


def position_where(game_id: int, actions: int) -> str:
    """What a position's seal is bound to: its game and its move count (a row edited or moved does not open)."""
    return f"position:{game_id}:{actions}"
