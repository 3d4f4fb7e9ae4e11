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


def test_a_level_measured_against_the_one_below_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    """Expert's games against the bot (73%) read as less than Hard's (75%), within the runs' noise: a player
    asked why "the strongest level" wins fewer. Head to head it is shown beside them."""
    figures = {"hard": Strength(4.9, 4.33, 5.46, 0.746, 2000),
               "expert": Strength(5.48, 5.0, 5.96, 0.731, 4000, below=("hard", 0.556))}
    monkeypatch.setattr(strength, "STRENGTH", figures)
    assert "Against Hard: 56% of games." in strength.strength_text("expert")
    assert strength.strength_text("hard") and "Against" not in strength.strength_text("hard")
