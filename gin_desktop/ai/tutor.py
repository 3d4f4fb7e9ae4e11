"""The tutor's judgement: the grade the coach's review would give each choice of the decision the
player is about to make, worked out before the player makes it (no Qt; the controller's
:mod:`gin_desktop.control.tutor` runs it on a worker thread while the player thinks).

One :class:`engine.Race` per decision: the pick is found once, as for the hint and the review,
then every choice is settled against it in the same worlds with the review's rule
(:func:`review.judged`), so the tutor warns about a move exactly when the review would grade it
that way afterwards: the tutor, the hint and the review are one voice. The position is the
player's own view, so a warning can reveal nothing the player could not see.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Final

from gin_desktop.core import Action, LayOut, PlayerView
from gin_desktop.values.reviews import DecisionKind, Grade, settled
from gin_desktop.values.verdicts import Verdict

from . import engine
from .prior import prior
from .review import SEED, decision_kind, judged


class Verdicts:
    """Every choice's verdict at ``view`` (the player's turn), settled on demand and kept.

    Thread-safe for one worker and one reader: the worker calls :meth:`prepare` then :meth:`work`
    (or :meth:`verdict`) while the reader asks :meth:`ready` and may :meth:`want` one choice first.
    """

    def __init__(self, view: PlayerView, seed: str = SEED) -> None:
        self.view = view
        self.seed = seed
        kind = decision_kind(view.phase) if view.my_turn else None
        self.kind = kind
        self._race: engine.Race | None = None
        self._prepared = False
        self._kept: dict[object, Verdict | None] = {}
        self._lock = threading.Lock()
        self._wanted: object | None = None
        self.finished = False  # every choice's verdict is known
        self.changed = threading.Condition(self._lock)

    def prepare(self) -> None:
        """The race for the pick (the hint's): the heavy first step, before any verdict."""
        if self._prepared:
            return
        race = None
        if self.kind is not None and LayOut() not in self.view.legal_actions:
            candidates = engine.choices_of(self.view)
            if len(candidates) >= 2:
                race = engine.Race.run(self.view, self.seed, prior(self.view), candidates=candidates)
        with self._lock:
            self._race = race
            self._prepared = True
            self.changed.notify_all()

    def choices(self) -> list[Action]:
        """The choices in the order the worker settles them: the pick first, then by their mean so far
        (a player most often plays one of the better moves, so those are ready first)."""
        race = self._race
        if race is None:
            return []
        values = race.values
        order = sorted(range(len(race.cands)), key=lambda i: (i != race.pick, -sum(values[i]) / max(1, len(values[i]))))
        return [race.cands[i][0] for i in order]

    def verdict(self, action: Action) -> Verdict | None:
        """The verdict on ``action`` (worked out now if it is not kept yet); None where the review would
        grade nothing (no real choice, a lay-out, not a choice of this decision)."""
        return self._verdict(action, None)

    def _verdict(self, action: Action, stopped: threading.Event | None) -> Verdict | None:
        """(With ``stopped``: give way when another choice is wanted or the work is stopped: then nothing
        is kept, and None.)"""
        self.prepare()
        key = engine.choice_key(action)
        with self._lock:
            if key in self._kept:
                return self._kept[key]
        out = self._judge(action, None if stopped is None else
                          (lambda: stopped.is_set() or self._wanted not in (None, key)))
        if out is self._UNSETTLED:
            return None
        with self._lock:
            self._kept[key] = out
            if self._wanted == key:
                self._wanted = None
            self.changed.notify_all()
        return out

    _UNSETTLED: Final = Verdict(LayOut(), DecisionKind.DRAW, Grade.CLOSE, 0.0, (0.0, 0.0), LayOut())  # (a marker)

    def _judge(self, action: Action, interrupted: Callable[[], bool] | None) -> Verdict | None:
        race, kind = self._race, self.kind
        if race is None or kind is None:
            return None
        i = race.index(action)
        if i is None:
            return None
        if i != race.pick:
            gave_way: list[bool] = []

            def stop() -> bool:
                if interrupted is not None and interrupted():
                    gave_way.append(True)
                    return True
                return False

            race.settle(i, settled, engine.KEEP_CAP, engine.BAND_Z, stop)
            if gave_way:
                return self._UNSETTLED
        grade, interval, cost = judged(race.gap(i, engine.BAND_Z), i == race.pick)
        return Verdict(race.cands[i][0], kind, grade, cost, interval, race.cands[race.pick][0])

    def ready(self, action: Action) -> tuple[bool, Verdict | None]:
        """(whether the verdict on ``action`` is known yet, the verdict) without working on it."""
        key = engine.choice_key(action)
        with self._lock:
            if self._prepared and self._race is None:
                return True, None  # nothing to judge here
            if key in self._kept:
                return True, self._kept[key]
            return False, None

    def want(self, action: Action) -> None:
        """Settle ``action`` next (the player has just made it)."""
        with self._lock:
            self._wanted = engine.choice_key(action)

    def wait(self, action: Action, timeout: float) -> tuple[bool, Verdict | None]:
        """:meth:`ready`, waiting up to ``timeout`` seconds for the worker to settle ``action``."""
        self.want(action)
        key = engine.choice_key(action)
        with self._lock:
            self.changed.wait_for(lambda: (self._prepared and self._race is None) or key in self._kept, timeout)
        return self.ready(action)

    def work(self, stopped: threading.Event) -> None:
        """Settle every choice in turn (a wanted one first) until all are known or ``stopped`` is set."""
        self.prepare()
        todo = self.choices()
        if not todo:
            self.finished = True
        while todo and not stopped.is_set():
            with self._lock:
                wanted = self._wanted
            action = next((a for a in todo if engine.choice_key(a) == wanted), todo[0])
            if self._verdict(action, stopped) is not None or self.ready(action)[0]:
                todo.remove(action)  # (else it gave way to the wanted one: back to it later)
            self.finished = not todo
