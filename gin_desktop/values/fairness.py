"""Fair deals you can check: a fingerprint of the deck order, shown before play.

When a hand is dealt, the app draws a random secret (``secrets.token_hex(16)``, 32
hex digits) and saves it with the deck. During the hand it shows only the deck's
*fingerprint*; once the hand is over the replay viewer shows the secret and the full
deck order, so anyone can recompute the fingerprint and see that the deck was fixed
before the first card was played. The secret keeps the fingerprint from giving the
deck away: without it, the few deck orders that fit what you hold could be tried one
by one.

The recipe (version 1), exactly::

    text        = "gin-desktop-deal-v1|" + " ".join(card codes, top of the deck first) + "|" + secret
    fingerprint = the first 12 hex digits (lower case) of SHA-256 over the UTF-8 bytes of text

Card codes are two characters, rank ``A 2 3 4 5 6 7 8 9 T J Q K`` then suit ``C D H S``
(``TD`` is the ten of diamonds). The deck lists all 52 cards as dealt: cards 1, 3, 5 …
go to the non-dealer, 2, 4, 6 … to the dealer, the 21st is the upcard and the rest is
the stock, top first. To check a hand in a shell::

    printf '%s' "gin-desktop-deal-v1|$DECK|$SECRET" | sha256sum | cut -c1-12

with ``DECK="AS 7D …"`` (the 52 codes separated by single spaces) and ``SECRET`` as shown;
or in Python::

    hashlib.sha256(f"gin-desktop-deal-v1|{deck}|{secret}".encode()).hexdigest()[:12]
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from gin_desktop.core import Card
from gin_desktop.values.digests import compare_digest, sha256  # (CPython's own SHA-256: no OpenSSL at start-up)

RECIPE: Final = "gin-desktop-deal-v1"
LENGTH: Final = 12  # hex digits of the fingerprint


def deal_text(deck: Sequence[Card], secret: str) -> str:
    """The text that is hashed: ``RECIPE|codes separated by spaces|secret``."""
    return f"{RECIPE}|{deck_codes(deck)}|{secret}"


def deck_codes(deck: Sequence[Card]) -> str:
    """The deck order as card codes separated by single spaces, as the recipe writes it."""
    return " ".join(card.code for card in deck)


def deck_fingerprint(deck: Sequence[Card], secret: str) -> str:
    """The first 12 hex digits of SHA-256 over :func:`deal_text` (UTF-8)."""
    return sha256(deal_text(deck, secret).encode("utf-8")).hexdigest()[:LENGTH]


def verify(deck: Sequence[Card], secret: str, fingerprint: str) -> bool:
    """True when ``fingerprint`` (case and surrounding spaces ignored) is that of ``deck`` and ``secret``."""
    given = fingerprint.strip().lower()
    return len(given) == LENGTH and compare_digest(deck_fingerprint(deck, secret), given)
