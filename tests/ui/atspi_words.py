"""The words a screen-reader user hears in one language, made by the game's own code with that
language's translation installed, for the AT-SPI driver of a whole hand (``atspi_hand.py``) and
its test (``test_atspi.py``): what a player who knows the language knows the words mean.

Run by the project's Python: ``python -m tests.ui.atspi_words LANGUAGE [DATA_DIR]`` prints one
JSON object: the card names (with each card's code and deadwood value), the word "deadwood", the
status line's description, the computer's prompts, the knock area's names when a knock is on, the
side panel's buttons as read (mnemonics stripped), the message box's Yes, the hand-2 line of the
side panel. With ``DATA_DIR`` (after the game ran there): the first hand's result as the result
panel says it, the player's moves in it, and the hands and games dealt, read from the saved games.
"""

from __future__ import annotations

import json
import sys

from gin_desktop.core import DECK
from gin_desktop.core.views import view_of
from gin_desktop.entry.app import apply_language
from gin_desktop.qt.core import QCoreApplication
from gin_desktop.store import GameStore
from gin_desktop.text.result_card import result_card
from gin_desktop.text.speech import knock_area_name, result_words
from gin_desktop.words.i18n import card_words, tr


def _button(context: str, text: str) -> str:
    """A button's text as the bus reads it: Qt drops the mnemonic's ampersand."""
    return QCoreApplication.translate(context, text).replace("&", "")


def words() -> dict[str, object]:
    prompts = ("The computer is thinking…", "The computer is playing…", "Dealing…",
               "The computer lays out its melds and lays off on yours…",
               "Lay out your melds: your lay-offs are found for you.")
    return {
        "cards": {card_words(card): [card.code, card.value] for card in DECK},
        "deadwood": tr("deadwood"),
        "table": QCoreApplication.translate("TableView", "Card table"),
        "status": QCoreApplication.translate("MainWindow", "Status line: what you can do now"),
        "waiting": [tr(text) for text in prompts],
        "upcard": tr("Take the upcard {card} (drag it to your hand, or D) or pass (P).").split("{card}")[0].strip(),
        "draw": tr("Draw: the stock (S) or {card} from the discard pile (D).").split("{card}")[0].strip(),
        "can_knock": [knock_area_name(True, False), knock_area_name(True, True), knock_area_name(False, True)],
        "pass": _button("SidePanel", "&Pass"),
        "next": _button("SidePanel", "&Next hand"),
        "new_game": _button("SidePanel", "&New game"),
        "big_gin": _button("SidePanel", "Big &Gin"),
        "yes": _button("QPlatformTheme", "&Yes"),
        "hand_2": [QCoreApplication.translate("SidePanel", text).format(hand=2)
                   for text in ("Hand {hand} · dealer: you", "Hand {hand} · dealer: the computer")],
        "english_waiting": list(prompts),
    }


def saved(data_dir: str) -> dict[str, object]:
    """The first game's first hand: its result panel in words, the player's moves (as the actions'
    text), the hands and games dealt, from the saved games."""
    store = GameStore.open(data_dir, read_only=True)
    try:
        headers = store.games()
        game = store.load_game(min(header.id for header in headers))
        assert game is not None, "the game played cannot be loaded"
        match = game.match
        first = match.hands[0]
        final = match.result if len(match.hands) == 1 else None
        card = result_card(view_of(first, game.human_seat, match), final)
        return {"result": None if card is None else result_words(card), "hands": len(match.hands),
                "games": len(headers),
                "moves": [str(action) for seat, action in first.history if seat == game.human_seat]}
    finally:
        store.close()


def main() -> None:
    app = QCoreApplication(sys.argv[:1])
    apply_language(app, sys.argv[1])
    out = words()
    if len(sys.argv) > 2:
        out.update(saved(sys.argv[2]))
    print(json.dumps(out, ensure_ascii=False))


if __name__ == "__main__":
    main()
