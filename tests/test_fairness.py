"""Fair deals: the fingerprint recipe, verification, tampering, and the session's fingerprints."""

from __future__ import annotations

import hashlib
import random
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from gin_desktop.core import DECK, Rules, parse_cards, shuffled_deck
from gin_desktop.services.session import GameSession
from gin_desktop.store import ENV_VAR, GameStore
from gin_desktop.values import fairness
from gin_desktop.values.fairness import deal_text, deck_codes, deck_fingerprint, verify
from tests.store.helpers import play_hand

SECRET = "00112233445566778899aabbccddeeff"


@pytest.fixture(autouse=True)
def _no_env_data_dir(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(ENV_VAR, raising=False)


def test_recipe_is_the_documented_one() -> None:
    deck = list(DECK)
    text = "gin-desktop-deal-v1|" + " ".join(c.code for c in deck) + "|" + SECRET
    assert deal_text(deck, SECRET) == text
    assert deck_codes(deck).startswith("AC 2C 3C") and deck_codes(deck).endswith("QS KS")
    expected = hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]
    assert deck_fingerprint(deck, SECRET) == expected
    assert re.fullmatch(r"[0-9a-f]{12}", expected)
    doc = fairness.__doc__ or ""
    assert '"gin-desktop-deal-v1|" + " ".join(card codes' in doc and "first 12 hex digits" in doc


def test_the_documented_shell_one_liner_gives_the_same_fingerprint() -> None:
    if shutil.which("sha256sum") is None or shutil.which("sh") is None:
        pytest.skip("needs sha256sum and sh")
    doc = fairness.__doc__ or ""
    (line,) = [ln.strip() for ln in doc.splitlines() if "sha256sum" in ln]
    deck = shuffled_deck(rng=random.Random(5))
    out = subprocess.run(
        ["sh", "-c", line], capture_output=True, text=True, check=True,
        env={"DECK": deck_codes(deck), "SECRET": SECRET, "PATH": "/usr/bin:/bin"},
    )
    assert out.stdout.strip() == deck_fingerprint(deck, SECRET)


def test_the_player_guides_one_liner_is_the_recipe() -> None:
    guide = (Path(__file__).resolve().parents[1] / "docs" / "player-guide.md").read_text(encoding="utf-8")
    assert "### Fair deals" in guide
    section = guide.split("### Fair deals", 1)[1].split("\n## ", 1)[0]
    assert "gin-desktop-deal-v1|" in section and "cut -c1-12" in section


def test_verify_accepts_the_fingerprint_and_ignores_case_and_spaces() -> None:
    deck = shuffled_deck(rng=random.Random(1))
    fp = deck_fingerprint(deck, SECRET)
    assert verify(deck, SECRET, fp)
    assert verify(deck, SECRET, f"  {fp.upper()}\n")
    assert verify(tuple(deck), SECRET, fp)


@pytest.mark.parametrize("seed", range(20))
def test_any_tampering_fails(seed: int) -> None:
    rng = random.Random(seed)
    deck = shuffled_deck(rng=rng)
    fp = deck_fingerprint(deck, SECRET)
    i, j = rng.sample(range(52), 2)
    swapped = list(deck)
    swapped[i], swapped[j] = swapped[j], swapped[i]
    assert not verify(swapped, SECRET, fp)
    assert not verify(deck, SECRET[:-1] + ("0" if SECRET[-1] != "0" else "1"), fp)
    assert not verify(deck, SECRET + " ", fp)
    assert not verify(deck[:51], SECRET, fp)
    assert not verify(deck, SECRET, fp[:11])
    assert not verify(deck, SECRET, fp + "0")
    assert not verify(deck, SECRET, "")


def test_the_secret_hides_the_deck() -> None:
    deck = shuffled_deck(rng=random.Random(2))
    prints = {deck_fingerprint(deck, s) for s in ("a", "b", SECRET, SECRET.upper())}
    assert len(prints) == 4


def test_session_deals_with_a_fresh_secret_and_shows_only_the_fingerprint(tmp_path: Path) -> None:
    rng = random.Random(4)
    with GameStore.open(tmp_path) as store:
        session = GameSession.new(store, Rules(), "easy", rng)
        assert session.fingerprint() is None  # nothing dealt yet
        hand = session.deal()
        secret = session.game.hand_secret(1)
        assert secret is not None and re.fullmatch(r"[0-9a-f]{32}", secret)
        fp = session.fingerprint()
        assert fp == deck_fingerprint(hand.deck, secret) and session.fingerprint(1) == fp
        assert secret not in (fp or "")
        assert session.fingerprint(2) is None and session.fingerprint(0) is None
        play_hand(session.game, rng)
        if session.match.needs_deal:
            second = session.deal()
            other = session.game.hand_secret(2)
            assert other is not None and other != secret
            assert session.fingerprint() == deck_fingerprint(second.deck, other) != fp
            assert session.fingerprint(1) == fp
        game_id = session.game.id
    with GameStore.open(tmp_path) as store:
        again = store.load_game(game_id)
        assert again is not None and again.hand_secret(1) == secret
        assert verify(again.match.hands[0].deck, secret, fp or "")


def test_hands_without_a_secret_have_no_fingerprint(tmp_path: Path) -> None:
    with GameStore.open(tmp_path) as store:
        game = store.new_game(Rules(), "easy", 0, 0)
        game.deal(parse_cards(" ".join(c.code for c in DECK)))
        session = GameSession(store, game, random.Random(1))
        assert game.hand_secret(1) is None and session.fingerprint() is None
