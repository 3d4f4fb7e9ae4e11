"""``state``: the saved game that would resume, as one JSON object.

``gin-rummy-tools state [--data-dir D]`` prints the game's id, AI level, rules
preset, the player's seat, the hand number, phase, whose turn it is, the scores and
the number of actions; ``"game": null`` when nothing would resume. A damaged store,
a damaged game or a file from a newer version prints ``{"error": ...}`` and exits 1.
The store is opened read-only: the tool never writes, renames or migrates the file.
"""

from __future__ import annotations

import argparse
import json
from typing import Any, TextIO

from gin_desktop.store import GameStore, NoticeKind, SavedGame
from gin_desktop.text.store_text import notice_text

PROBLEMS = frozenset({NoticeKind.DAMAGED_FILE, NoticeKind.NEWER_VERSION, NoticeKind.CANNOT_SAVE})


def describe(game: SavedGame) -> dict[str, Any]:
    match = game.match
    hand = match.hand
    if hand is None:
        phase, turn = "not_dealt", None
    elif match.is_over:
        phase, turn = "match_over", None
    else:
        phase, turn = hand.phase.value, (None if hand.is_over else hand.current)
    return {
        "id": game.id,
        "ai_level": game.ai_level,
        "rules": game.rules.preset_name or "custom",
        "human_seat": game.human_seat,
        "hand_number": len(match.hands),
        "phase": phase,
        "turn": None if turn is None else {"seat": turn, "player": "human" if turn == game.human_seat else "computer"},
        "scores": list(match.scores),
        "actions": game.action_count,
        "started": game.created_at,
    }


def add_parser(sub: Any) -> None:
    p = sub.add_parser("state", help="the saved game that would resume, as JSON (exit 1 if the store is damaged)")
    p.add_argument("--data-dir", help="the save folder (default: GIN_RUMMY_DATA_DIR or the platform data folder)")
    p.set_defaults(command="state")


def run(args: argparse.Namespace, stdin: TextIO, stdout: TextIO) -> int:
    with GameStore.open(args.data_dir, read_only=True) as store:
        problems = [notice_text(n) for n in store.report.notices if n.kind in PROBLEMS]
        game = None if problems else store.resume()
        problems += [notice_text(n) for n in store.take_notices() if n.kind is NoticeKind.DAMAGED_GAME]
        out: dict[str, Any] = {"database": str(store.database)}
        if problems:
            out["error"] = " ".join(problems)
        else:
            out["game"] = None if game is None else describe(game)
    stdout.write(json.dumps(out, ensure_ascii=False) + "\n")
    return 1 if problems else 0
