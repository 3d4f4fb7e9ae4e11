"""The race's pick rule: the prior's first choice stays unless the leader beats it by ``z`` standard errors."""

from __future__ import annotations

from gin_desktop.ai import engine, make_player
from gin_desktop.ai.expert import HARD_PICK_Z, PICK_Z, ExpertPlayer


def test_the_prior_stays_unless_the_leader_is_clearly_better_by_the_callers_z() -> None:
    # Choice 1 leads the prior's first choice 0 by 2 points at a standard error of 1: two errors.
    alive, leader, rank = {0, 1}, 1, [0, 1]
    gaps = {0: (2.0, 1.0)}
    assert engine.pick_first(alive, leader, gaps, rank, engine.Z) == 0  # the coach: two errors are not clear
    assert engine.pick_first(alive, leader, gaps, rank, 1.0) == 1  # a player at z = 1: clear enough
    # A choice that left the race is skipped; the next one in the prior's order is judged instead.
    assert engine.pick_first({1, 2}, 1, {2: (0.5, 1.0)}, [0, 2, 1], engine.Z) == 2


def test_expert_plays_the_better_mean_more_often_than_the_coach_grades() -> None:
    # The coach and the hint keep the strict z (grades off the dice); Expert plays at its own.
    assert PICK_Z < engine.Z
    assert ExpertPlayer().pick_z == PICK_Z
    hard = make_player("hard")
    assert isinstance(hard, ExpertPlayer) and hard.pick_z == HARD_PICK_Z
