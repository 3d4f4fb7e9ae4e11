"""Maintainer command-line tools: ``gin-rummy-tools <command>``.

Each command lives in its own module (named in :data:`COMMANDS`) with an
``add_parser`` and a ``run``. A run imports only its own command's module, so a
quick tool such as ``analyze`` does not pay for the store, Qt or the arena at start.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence
from types import ModuleType

COMMANDS = {
    "analyze": "analyze",
    "arena": "arena",
    "card-art": "card_art",
    "colours": "colours",
    "screenshots": "screenshots",
    "referee": "referee.arena",
    "selfplay": "selfplay",
    "sound-art": "sound_art",
    "showdown": "showdown",
    "state": "state",
    "translations": "translations",
}


def command_module(name: str) -> ModuleType:
    return importlib.import_module(f"{__name__}.{COMMANDS[name]}")


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    parser = argparse.ArgumentParser(prog="gin-rummy-tools", description="Gin Rummy maintainer tools.")
    sub = parser.add_subparsers(dest="command", required=True)
    # With a command named first only its module is loaded; otherwise (help, a typo) all are.
    names = [args_list[0]] if args_list and args_list[0] in COMMANDS else list(COMMANDS)
    for name in names:
        command_module(name).add_parser(sub)
    args = parser.parse_args(args_list)
    result: int = command_module(args.command).run(args, sys.stdin, sys.stdout)
    return result
