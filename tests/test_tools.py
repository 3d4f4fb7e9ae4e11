"""The maintainer tools: analyze and showdown, one JSON line per input line."""

from __future__ import annotations

import io
import json
import subprocess
import sys

import pytest

from gin_desktop.core import CardParseError
from gin_desktop.tools import main


def run_tool(command: str, text: str, monkeypatch: pytest.MonkeyPatch) -> tuple[int, list[dict[str, object]]]:
    out = io.StringIO()
    monkeypatch.setattr(sys, "stdin", io.StringIO(text))
    monkeypatch.setattr(sys, "stdout", out)
    status = main([command])
    return status, [json.loads(line) for line in out.getvalue().splitlines()]


def test_analyze_ten_cards(monkeypatch: pytest.MonkeyPatch) -> None:
    status, rows = run_tool("analyze", "AS 2S 3S 7H 7D 7C KH QD 9C 4D\n", monkeypatch)
    assert status == 0
    (row,) = rows
    assert row["melds"] == [["AS", "2S", "3S"], ["7C", "7D", "7H"]]
    assert sorted(row["deadwood"]) == ["4D", "9C", "KH", "QD"]  # type: ignore[type-var]
    assert row["deadwood_points"] == 4 + 9 + 10 + 10
    assert "best_discards" not in row


def test_analyze_eleven_cards_gives_best_discards(monkeypatch: pytest.MonkeyPatch) -> None:
    status, rows = run_tool("analyze", "AS 2S 3S 7H 7D 7C KH QD 9C 4D 5D\n", monkeypatch)
    assert status == 0
    # 38 deadwood with 11 cards; dropping a ten-count card leaves 28.
    assert rows[0]["deadwood_points"] == 38
    assert rows[0]["best_discards"] == ["QD", "KH"]
    assert rows[0]["deadwood_after_discard"] == 28


def test_analyze_bad_line_reports_error_and_continues(monkeypatch: pytest.MonkeyPatch) -> None:
    status, rows = run_tool("analyze", "AS 2S XX\n2C 3C 4C\nAS AS 2D\n" + "AS " * 0 + "2H\n", monkeypatch)
    assert status == 1
    assert len(rows) == 4
    assert "'XX'" in str(rows[0]["error"]) and "line 1" in str(rows[0]["error"])
    assert rows[1]["deadwood_points"] == 0
    assert "more than once" in str(rows[2]["error"])
    assert rows[3]["deadwood_points"] == 2


def test_analyze_rejects_more_than_eleven_cards(monkeypatch: pytest.MonkeyPatch) -> None:
    status, rows = run_tool("analyze", "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC\n", monkeypatch)
    assert status == 1 and "at most 11" in str(rows[0]["error"])


KNOCK = {
    "knocker_melds": [["7S", "8S", "9S"], ["2C", "2D", "2H"], ["JH", "QH", "KH"]],
    "knocker_deadwood": ["AS"],
    "defender": ["TS", "JS", "6S", "2S", "AH", "AD", "3C", "4C", "5C", "9D"],
    "rules": "standard",
}


def test_showdown_chained_layoffs_and_score(monkeypatch: pytest.MonkeyPatch) -> None:
    status, rows = run_tool("showdown", json.dumps(KNOCK) + "\n", monkeypatch)
    assert status == 0
    row = rows[0]
    placed = {lay["card"]: lay["meld"] for lay in row["layoffs"]}  # type: ignore[union-attr]
    # 6S below the spade run, TS then JS chained above it, 2S completes the set of twos.
    assert placed == {
        "6S": ["7S", "8S", "9S"], "TS": ["7S", "8S", "9S"], "JS": ["7S", "8S", "9S"], "2S": ["2C", "2D", "2H"],
    }
    assert row["defender_melds"] == [["3C", "4C", "5C"]]
    assert row["defender_deadwood_points"] == 1 + 1 + 9  # AH AD 9D
    assert row["result"] == "knock"
    assert row["score"] == {"knocker": 11 - 1, "defender": 0}


def test_showdown_undercut_through_layoffs(monkeypatch: pytest.MonkeyPatch) -> None:
    data = {
        "knocker_melds": [["7S", "8S", "9S"], ["2C", "2D", "2H"], ["JH", "QH", "KH"]],
        "knocker_deadwood": ["9C"],
        "defender": ["TS", "JS", "6S", "2S", "AH", "AD", "3C", "4C", "5C", "5D"],
        "rules": "classic",
    }
    status, rows = run_tool("showdown", json.dumps(data) + "\n", monkeypatch)
    assert status == 0
    # Defender deadwood AH AD 5D = 7 only after laying off 6S TS JS 2S; 7 <= 9: undercut.
    assert rows[0]["result"] == "undercut"
    assert rows[0]["score"] == {"knocker": 0, "defender": 10 + (9 - 7)}


def test_showdown_gin_allows_no_layoffs(monkeypatch: pytest.MonkeyPatch) -> None:
    data = dict(KNOCK, knocker_melds=[["7S", "8S", "9S", "TS"], ["2C", "2D", "2H"], ["JH", "QH", "KH"]],
                knocker_deadwood=[], defender=["AS", "JS", "6S", "2S", "AH", "AD", "3C", "4C", "5C", "9D"])
    status, rows = run_tool("showdown", json.dumps(data) + "\n", monkeypatch)
    assert status == 0
    assert rows[0]["result"] == "gin"
    assert rows[0]["layoffs"] == []
    # Defender melds 3C 4C 5C and AS AH AD; deadwood JS 6S 2S 9D = 10+6+2+9 = 27, and
    # although 6S/JS would fit the spade run, nothing is laid off on gin: 25 + 27.
    assert rows[0]["defender_melds"] == [["3C", "4C", "5C"], ["AD", "AH", "AS"]]
    assert rows[0]["score"] == {"knocker": 52, "defender": 0}


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"knocker_melds": [["7S", "8S", "9D"]]}, "not a meld"),
        ({"knocker_deadwood": ["AS", "KD"]}, "a knock shows 10"),
        ({"knocker_melds": [["7S", "8S", "9S"], ["2C", "2D", "2H"]], "knocker_deadwood": ["AS", "KD", "QC", "JC"]},
         "over the knock limit"),
        ({"knocker_deadwood": ["2S"]}, "both players"),
        ({"knocker_deadwood": ["7S"]}, "used twice"),
        ({"defender": ["TS"]}, "10 cards"),
        ({"rules": "nonsense"}, "unknown rules preset"),
    ],
)
def test_showdown_invalid_input_is_a_clear_error(
    monkeypatch: pytest.MonkeyPatch, change: dict[str, object], message: str
) -> None:
    status, rows = run_tool("showdown", json.dumps(dict(KNOCK, **change)) + "\nnot json\n", monkeypatch)
    assert status == 1
    assert message in str(rows[0]["error"])
    assert "error" in rows[1]


def test_showdown_refuses_non_optimal_knocker_arrangement(monkeypatch: pytest.MonkeyPatch) -> None:
    # 7S 8S 9S TS shown as 7-8-9 with TS as deadwood: not the lowest-deadwood arrangement.
    data = dict(KNOCK, knocker_deadwood=["TS"], defender=["AS", "JS", "6S", "2S", "AH", "AD", "3C", "4C", "5C", "9D"])
    status, rows = run_tool("showdown", json.dumps(data) + "\n", monkeypatch)
    assert status == 1 and "lowest-deadwood" in str(rows[0]["error"])


def test_entry_point_runs_as_a_program() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "gin_desktop.tools", "analyze"],
        input="2H 3H 4H\n", capture_output=True, text=True, timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["melds"] == [["2H", "3H", "4H"]]


def test_analyze_text_is_exactly_the_json_of_analyze_line() -> None:
    import random

    from gin_desktop.core import DECK, format_cards
    from gin_desktop.tools.analyze import analyze_line, analyze_text

    rng = random.Random(14)
    rich = [c for c in DECK if 4 <= c.rank <= 10]
    for i in range(600):
        cards = rng.sample(rich if i % 2 else DECK, rng.choice((1, 3, 7, 10, 11)))
        text = format_cards(cards)
        assert analyze_text(text) == json.dumps(analyze_line(text), ensure_ascii=False), text
    for bad in ("AS XX", "AS AS", "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC"):
        with pytest.raises(CardParseError) as one:
            analyze_line(bad)
        with pytest.raises(CardParseError) as two:
            analyze_text(bad)
        assert str(one.value) == str(two.value)
