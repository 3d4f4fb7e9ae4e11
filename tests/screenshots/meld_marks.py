"""Prepare a data folder whose saved game resumes at a showdown that shows every mark: the
player's three melds (tabs 1, 2, 3), the computer's two (3, 4), two lay-offs (+).

``python -m tests.screenshots.meld_marks DIR`` writes the save; then start the real app on it
under Xvfb and take the picture (docs/player-guide.md, "Playing with a screen reader")::

    Xvfb :105 -screen 0 1280x800x24 & DISPLAY=:105 openbox &
    DISPLAY=:105 QT_QPA_PLATFORM=xcb .venv/bin/gin-rummy --data-dir DIR &
    DISPLAY=:105 import -window root assets/screenshots/meld-marks.png
    .venv/bin/gin-rummy-tools colours --simulate deuteranopia assets/screenshots/meld-marks.png \\
        assets/screenshots/meld-marks-deuteranopia.png
"""

from __future__ import annotations

import sys
from pathlib import Path

from gin_desktop.core import Card, DrawDiscard, Knock, Rules
from gin_desktop.services.session import GameSession
from gin_desktop.store import GameStore
from tests.core.deals import make_deck

PLAYER = "AS 2S 3S 4H 5H 6H 7C 8C 9C KD"  # three runs and the K♦
COMPUTER = "8H 8D 8S QC QD QS 7H 4S 2C 3D"  # two sets, the 7♥ and 4♠ to lay off


def main(folder: str) -> None:
    data = Path(folder)
    data.mkdir(parents=True, exist_ok=True)
    (data / "settings.ini").write_text("[help]\nwalkthrough_shown=true\n")
    store = GameStore.open(data)
    game = store.new_game(Rules(), "medium", human_seat=0, first_dealer=1)
    game.deal(make_deck(PLAYER, COMPUTER, upcard="2D"))
    session = GameSession(store, game)
    session.apply(0, DrawDiscard())
    session.apply(0, Knock(Card.parse("KD")))  # the computer lays off when the app resumes the game
    store.close()


if __name__ == "__main__":
    main(sys.argv[1])
