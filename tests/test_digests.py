"""The digests the first paint needs come from CPython's own hash modules (no OpenSSL loaded before the
table shows: 3.7 MB of memory) and are the very bytes of ``hashlib`` and ``hmac``."""

from __future__ import annotations

import hashlib
import hmac
import os
import subprocess
import sys
from pathlib import Path

import pytest

from gin_desktop.values.digests import OWN_SHA256, OWN_SHAKE_256, Hmac, compare_digest, sha256, shake_256

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("size", [0, 1, 31, 32, 63, 64, 65, 200, 4000])
def test_the_digests_are_hashlibs_and_hmacs(size: int) -> None:
    data = os.urandom(size)
    for key in (b"", b"k", os.urandom(32), os.urandom(64), os.urandom(65), os.urandom(200)):
        assert Hmac(key, data).digest() == hmac.new(key, data, hashlib.sha256).digest()
        start, theirs = Hmac(key, b"prefix"), hmac.new(key, b"prefix", hashlib.sha256)
        twin = start.copy()
        twin.update(data)
        theirs.update(data)
        assert twin.hexdigest() == theirs.hexdigest() and start.digest() == Hmac(key, b"prefix").digest()
    for own, theirs_hash in ((sha256, hashlib.sha256), (OWN_SHA256, hashlib.sha256)):
        assert own(data).hexdigest() == theirs_hash(data).hexdigest()
    for xof in (shake_256, OWN_SHAKE_256):
        assert xof(data).digest(size + 7) == hashlib.shake_256(data).digest(size + 7)
    assert compare_digest(data, bytes(data)) and not compare_digest(data + b"x", data + b"y")


def test_resuming_a_sealed_game_and_its_fingerprint_load_no_openssl(tmp_path: Path) -> None:
    code = """
import random, sys
from gin_desktop.core import Rules
from gin_desktop.store import GameStore
from gin_desktop.values.fairness import deck_fingerprint, verify
with GameStore.open(sys.argv[1]) as store:
    game = store.new_game(Rules(), "medium", 0, 1)
    hand = game.deal_random(random.Random(1), secret="a" * 32)
    game.apply(hand.legal_actions()[0])
with GameStore.open(sys.argv[1]) as store:
    game = store.resume(deferred_check=True)
    assert game is not None and game.unchecked
    shown = deck_fingerprint(game.match.hand.deck, game.hand_secret(1))
    assert verify(game.match.hand.deck, "a" * 32, shown)
from gin_desktop.values.digests import Hmac, sha256, shake_256
print("_hashlib" in sys.modules, Hmac(b"k" * 70, b"m").hexdigest(), sha256(b"abc").hexdigest(),
      shake_256(b"abc").digest(40).hex())
"""
    out = subprocess.run([sys.executable, "-c", code, str(tmp_path)], capture_output=True, text=True, check=True,
                         cwd=ROOT)
    loaded, mac, digest, shake = out.stdout.split()
    assert loaded == "False", out.stdout + out.stderr
    # (and CPython's own hashes, used there, give hashlib's and hmac's bytes)
    assert mac == hmac.new(b"k" * 70, b"m", hashlib.sha256).hexdigest()
    assert (digest, shake) == (hashlib.sha256(b"abc").hexdigest(), hashlib.shake_256(b"abc").digest(40).hex())
