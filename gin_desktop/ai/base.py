"""What every computer player is: a function of (its seed, its seat's view) to an action.

Players never see a ``Hand``: the controller and the arena hand them a
:class:`~gin_desktop.core.PlayerView`, which holds only what that seat may know.
Randomness comes from an ``rng`` seeded with the player's seed and a fingerprint
of the view, so the same seed and the same view always give the same decision
(replays, bug reports) and hidden cards cannot influence it.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod

from gin_desktop.core import Action, PlayerView
from gin_desktop.core.errors import IllegalActionError


def view_fingerprint(view: PlayerView) -> str:
    """A text that identifies everything in the view a decision may depend on within a game (the opponent's
    knocks in the earlier hands are left out: they are fixed for a given hand of a game, and adding them would
    change every level's dice in later hands)."""
    events = ";".join(f"{e.seat}{e.action}{e.card.code if e.card else ''}" for e in view.events)
    hand = " ".join(c.code for c in view.hand)
    return f"{view.seat}|{view.phase.value}|{hand}|{events}|{view.scores}|{view.hand_number}"


class Player(ABC):
    """A computer player. Subclasses implement :meth:`decide`."""

    name = "player"

    def __init__(self, seed: int | str = 0) -> None:
        self.seed = seed

    def choose(self, view: PlayerView) -> Action:
        """The action for ``view``; always one of ``view.legal_actions``."""
        if not view.legal_actions:
            raise IllegalActionError(f"{self.name}: it is not seat {view.seat}'s turn; nothing to choose")
        rng = random.Random(f"{self.seed}|{self.name}|{view_fingerprint(view)}")
        return self.decide(view, rng)

    @abstractmethod
    def decide(self, view: PlayerView, rng: random.Random) -> Action:
        """Choose among ``view.legal_actions``."""
