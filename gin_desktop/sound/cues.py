"""Which effects a change of the game calls for: read from the :class:`~gin_desktop.values.snapshot.Snapshot`
the controller pushes (no Qt, no session), so the table plays each one as its cards start to move.

- a new deal: the riffle;
- a draw from the stock or the pile, by either player: the slide;
- a discard: the snap; a knock: the two knocks, or the gin chime when the knocker has no
  deadwood (and for big gin);
- the hand's end: the undercut's two notes first when there is one, then the won or lost
  motif, or the game's longer one when the game is over too (a dead hand plays nothing).

A resume, an undo or a new order of the hand carries no move and no deal: silence.
"""

from __future__ import annotations

from typing import Final, NamedTuple

from gin_desktop.core import BigGin, Discard, DrawDiscard, DrawStock, Knock
from gin_desktop.values.snapshot import Snapshot

from .effects import Effect

AFTER_UNDERCUT: Final = 0.55  # seconds: the won/lost motif follows the undercut's two notes
# ... and the gin chime, when one move goes gin and ends the hand (the motifs cut each other)
AFTER_GIN: Final = 0.9


class Cue(NamedTuple):
    effect: Effect
    delay: float = 0.0


def cues_for(snapshot: Snapshot) -> tuple[Cue, ...]:
    """The effects to start now (with their delays) for the change that led to ``snapshot``."""
    view = snapshot.view
    if view is None:
        return ()
    if snapshot.dealt:
        return (Cue(Effect.DEAL),)
    move = snapshot.move
    if move is None:
        return ()
    cues: list[Cue] = []
    action = move.action
    if isinstance(action, (DrawStock, DrawDiscard)):
        cues.append(Cue(Effect.DRAW))
    elif isinstance(action, Discard):
        cues.append(Cue(Effect.DISCARD))
    elif isinstance(action, BigGin):
        cues.append(Cue(Effect.GIN))
    elif isinstance(action, Knock):
        arrangement = view.knocker_arrangement
        gin = arrangement is not None and arrangement.deadwood_points == 0
        cues.append(Cue(Effect.GIN if gin else Effect.KNOCK))
    result = view.result
    if result is not None and result.kind != "dead" and result.winner is not None:
        delay = AFTER_GIN if cues and cues[-1].effect is Effect.GIN else 0.0
        if result.kind == "undercut":
            cues.append(Cue(Effect.UNDERCUT))
            delay = AFTER_UNDERCUT
        if snapshot.final is not None:
            cues.append(Cue(Effect.GAME_WON if snapshot.final.winner == view.seat else Effect.GAME_LOST, delay))
        else:
            cues.append(Cue(Effect.HAND_WON if result.winner == view.seat else Effect.HAND_LOST, delay))
    return tuple(cues)
