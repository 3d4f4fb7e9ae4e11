"""Practice your mistakes: drills made from a reviewed hand, each position rebuilt as the player saw
it, and an answer checked by the review's own verdict (:mod:`.tutor`), so a drill, the tutor and
the review never disagree. No Qt."""

from __future__ import annotations

import threading

from gin_desktop.core import Action, DrawDiscard, DrawStock, Hand, PlayerView
from gin_desktop.values.drills import KINDS, Drill
from gin_desktop.values.hint_facts import Hint
from gin_desktop.values.reviews import Grade, HandRecord, HandReview
from gin_desktop.values.verdicts import Answer, Verdict

from .tutor import Verdicts

# An answer the review would grade so is right; a close call too (the worlds cannot tell it from the pick:
# the hint's "about as good" may name it, so calling it wrong would contradict the answer shown).
RIGHT: frozenset[Grade] = frozenset({Grade.BEST, Grade.GOOD, Grade.CLOSE})


def drills_from(review: HandReview) -> list[Drill]:
    """A drill for each settled mistake or blunder of the review (a close call is never one)."""
    if review.game_id is None:
        return []
    return [Drill(review.game_id, review.hand_number, d.step, d.kind, d.loss) for d in review.decisions
            if d.grade in (Grade.MISTAKE, Grade.BLUNDER) and d.kind in KINDS]


def position(record: HandRecord, step: int) -> PlayerView | None:
    """The player's view before the action of replay step ``step`` (1-based), or None if the record
    does not reach it or it was not the player's decision."""
    hand = Hand(record.rules, record.deck, record.dealer)
    if not 1 <= step <= len(record.history):
        return None
    for _seat, action in record.history[: step - 1]:
        hand.apply(action)
    seat, _action = record.history[step - 1]
    if seat != record.human:
        return None
    return record.view(hand, record.human)


def turn_at(record: HandRecord, step: int) -> int:
    """The player's turn at replay step ``step`` as the review counts it (their draws: taking the upcard
    is turn 1, passing it is not a turn of its own; a discard is on the turn of the draw before it)."""
    draws = sum(1 for seat, action in record.history[: step - 1]
                if seat == record.human and isinstance(action, (DrawStock, DrawDiscard)))
    hand = Hand(record.rules, record.deck, record.dealer)
    for _seat, action in record.history[: step - 1]:
        hand.apply(action)
    drawing = hand.phase.name.startswith("UPCARD") or hand.phase.name in ("DRAW", "WALL_OFFER")
    return max(1, draws + (1 if drawing else 0))


class DrillCheck:
    """The answers of one drill position, checked with the review's verdicts (kept across tries)."""

    def __init__(self, view: PlayerView) -> None:
        self.view = view
        self._verdicts = Verdicts(view)

    def answer(self, action: Action) -> Answer:
        """Whether ``action`` is right here: graded best or good by the review's rule (worked out now)."""
        return self._answer(action, self._verdicts.verdict(action))

    def work(self, stopped: threading.Event) -> None:
        """Settle every answer's verdict ahead (a worker thread; :meth:`wait_answer` reads them)."""
        self._verdicts.work(stopped)

    def wait_answer(self, action: Action, timeout: float = 120.0) -> Answer:
        """:meth:`answer` from the worker's verdicts, waiting up to ``timeout`` seconds for it to settle
        ``action`` (it does so next)."""
        known, verdict = self._verdicts.wait(action, timeout)
        if not known:
            raise TimeoutError(f"the answer was not worked out within {timeout:.0f} s")
        return self._answer(action, verdict)

    @staticmethod
    def _answer(action: Action, verdict: Verdict | None) -> Answer:
        best = verdict.better if verdict is not None else action
        return Answer(verdict is not None and verdict.grade in RIGHT, verdict, best)

    def solution(self) -> Hint:
        """The best move here and its reason (the hint's, which names the review's pick)."""
        from .hints import hint

        return hint(self.view)
