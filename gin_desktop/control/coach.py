"""The coach's jobs for the controller: each finished hand reviewed in the background (its figures
kept in the saves for the game's accuracy), one job per hand, held while the computer thinks; and
the tutor (:mod:`.tutor`), made when it is first turned on."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from gin_desktop.qt.core import QObject

if TYPE_CHECKING:
    from gin_desktop.control.review_job import ReviewJob
    from gin_desktop.control.tutor import TutorDesk
    from gin_desktop.values.reviews import HandRecord, HandReview


class Coach(QObject):
    def __init__(self, keep: Callable[[HandReview], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._keep = keep  # called with each finished review (the controller saves its figures)
        self._jobs: dict[tuple[int, int], ReviewJob] = {}
        self._held = False
        self._tutor: TutorDesk | None = None

    @property
    def tutor(self) -> TutorDesk:
        """The tutor (made on first use: a game without it never loads it). The move it holds
        (``held``) is made with the controller's ``act(*held, anyway=True)``."""
        if self._tutor is None:
            from gin_desktop.control.tutor import TutorDesk

            self._tutor = TutorDesk(self)
        return self._tutor

    @property
    def tutor_made(self) -> bool:
        """Whether the tutor was ever turned on (it is made then, not before)."""
        return self._tutor is not None

    def review(self, record: HandRecord) -> ReviewJob | None:
        """The review of ``record``'s hand, started if it is not done or under way already."""
        if record.game_id is None:
            return None
        key = (record.game_id, record.hand_number)
        job = self._jobs.get(key)
        if job is not None and (job.running or job.result is not None):
            return job
        from gin_desktop.control.review_job import ReviewJob  # (the coach is not needed to show the table)

        job = ReviewJob(record, self.parent())
        job.done.connect(self._keep)
        self._jobs[key] = job
        job.hold(self._held)
        job.start()
        return job

    def hold(self, held: bool) -> None:
        """Reviews wait while the computer thinks (its search must have the processor)."""
        self._held = held
        for job in self._jobs.values():
            job.hold(held)

    def shutdown(self) -> None:
        for job in self._jobs.values():
            job.shut()
        if self._tutor is not None:
            self._tutor.shut()
