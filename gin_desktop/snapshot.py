"""What the table shows, as plain values (no Qt): the move that led here and the snapshot
of the game the controller pushes after every change."""

from __future__ import annotations

from dataclasses import dataclass

from gin_desktop.core import Action, Card, MatchResult, PlayerView


@dataclass(frozen=True)
class Move:
    """An applied action for the table to animate. ``card`` is None when hidden."""

    seat: int
    action: Action
    card: Card | None


@dataclass(frozen=True)
class Snapshot:
    """Everything the table shows, made once after each change and pushed to the scene, the
    panel, the known-cards tracker and the status line (none of them asks for its own copy)."""

    view: PlayerView | None  # the player's view; None before the first deal
    order: tuple[Card, ...]  # the player's cards as shown (the saved order)
    move: Move | None  # the move that led here (None: a deal, an undo, a resume, a new order)
    final: MatchResult | None  # the game's result once it is over
    level: str  # the computer's level in this game
    fingerprint: str | None  # the deal's fingerprint
    look_only: bool  # another copy plays these saves: moves are refused
    can_undo: bool  # the player's last move can be taken back now
    practice: bool = False  # a deal played again from a review: not counted in the statistics
    dealt: bool = False  # this snapshot follows a fresh deal (not a resume): the table plays the deal
