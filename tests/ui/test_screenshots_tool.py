"""The README's screenshots come from a tool that drives the real app: it deals what it says
and writes every picture (here offscreen; the README's are taken under Xvfb)."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from gin_desktop.core import Hand, Rules
from gin_desktop.tools import main
from gin_desktop.tools.screenshots import DEFENDER, KNOCKER, UPCARD, deal_order


def test_the_fixed_deal_deals_the_knock_with_lay_offs() -> None:
    hand = Hand(Rules(), deal_order(KNOCKER, DEFENDER, UPCARD), dealer=1)
    assert sorted(c.code for c in hand.hands[0]) == sorted(KNOCKER.split())
    assert sorted(c.code for c in hand.hands[1]) == sorted(DEFENDER.split())
    assert hand.top_discard is not None and hand.top_discard.code == UPCARD
    assert len(set(deal_order(KNOCKER, DEFENDER, UPCARD))) == 52


@pytest.mark.slow
def test_the_tool_writes_every_picture(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    out = tmp_path / "shots"
    printed = io.StringIO()
    monkeypatch.setattr("sys.stdout", printed)
    assert main(["screenshots", "--out", str(out), "--size", "1100x720"]) == 0
    names = {p.stem for p in out.glob("*.png")}
    assert names >= {"table", "drag", "showdown", "game-over", "night", "walkthrough", "known-cards",
                     "discard-pile", "replay", "score-sheet", "statistics", "settings-rules", "settings-play",
                     "settings-table", "tutor", "key-moment", "drills", "strength"}
    table = QImage(str(out / "table.png"))
    assert (table.width(), table.height()) == (1100, 720)
    assert printed.getvalue().count(".png") == len(names)
