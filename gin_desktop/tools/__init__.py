"""Maintainer command-line tools: ``gin-rummy-tools <command>``.

Each command lives in its own module and registers itself in :data:`COMMANDS`.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from . import analyze, arena, card_art, selfplay, showdown, state

COMMANDS = {
    "analyze": analyze,
    "arena": arena,
    "card-art": card_art,
    "selfplay": selfplay,
    "showdown": showdown,
    "state": state,
}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="gin-rummy-tools", description="Gin Rummy maintainer tools.")
    sub = parser.add_subparsers(dest="command", required=True)
    for module in COMMANDS.values():
        module.add_parser(sub)
    args = parser.parse_args(argv)
    result: int = COMMANDS[args.command].run(args, sys.stdin, sys.stdout)
    return result
