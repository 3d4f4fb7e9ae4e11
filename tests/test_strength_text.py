"""The level's strength in words, and where the figures come from (Settings > Play, About)."""

from __future__ import annotations

import pytest

from gin_desktop.text import strength
from gin_desktop.values.levels import Strength


def test_the_source_names_the_deals_of_every_level(monkeypatch: pytest.MonkeyPatch) -> None:
    """Edge case: the levels measured over different numbers of deals (Expert's 4,000, the others' 2,000) give
    the range, not the smallest alone; one count for all gives that count."""
    same = {"hard": Strength(4.9, 4.3, 5.5, 0.746, 2000), "expert": Strength(5.5, 4.8, 6.2, 0.735, 2000)}
    monkeypatch.setattr(strength, "STRENGTH", same)
    assert " 2000 deals played twice" in strength.strength_source()
    mixed = {**same, "expert": Strength(5.48, 5.0, 5.96, 0.731, 4000)}
    monkeypatch.setattr(strength, "STRENGTH", mixed)
    assert " 2000\u20134000 deals played twice" in strength.strength_source()


def test_a_level_reads_its_own_figures() -> None:
    text = strength.strength_text("expert")
    measured = strength.STRENGTH["expert"]
    assert f"{100 * measured.games:.0f}% of games to 100" in text
    assert strength.strength_text("no such level") == ""
