"""What the table shows, as plain values (no Qt): the move that led here and the snapshot
of the game the controller pushes after every change, with the facts every part of the table
reads worked out once (the arrangement of the player's hand, the deadwood after each discard,
the knock cards, gin, the meld places, the cards known to be held by the opponent; the prompt
and the result card as the controller worded them)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from gin_desktop.core import (
    Action,
    Arrangement,
    Card,
    EventKind,
    Knock,
    MatchResult,
    Phase,
    PlayerView,
    discard_deadwood,
)
from gin_desktop.values.hand_order import arrangement_of


@dataclass(frozen=True)
class Move:
    """An applied action for the table to animate. ``card`` is None when hidden."""

    seat: int
    action: Action
    card: Card | None


@dataclass(frozen=True, slots=True)
class ResultCard:
    """What the result panel on the table says once a hand is over (worded by ``text.result_card``)."""

    title: str
    points: str  # "+61" for the player, "−25" for the computer, "" for a dead hand
    won: bool | None  # the player won the hand (None: a dead hand)
    deadwood: tuple[int, int] | None  # (yours, the computer's); None for a dead hand
    arithmetic: str
    score: str  # the running score, or who won the game and by how much once it is over
    bonuses: tuple[tuple[str, str], ...]  # (what, "+points") for each of the game's bonuses when the hand ended it
    action: str  # the button's text: the one way on
    game_over: bool
    game_won: bool  # the player won the game (the table celebrates)


@dataclass(frozen=True)
class KnownCards:
    """What the public history says about the opponent's hand (the known-cards tracker shows it)."""

    discards: tuple[tuple[str, Card], ...]  # ("you" | "computer", card), oldest first
    opponent_holds: tuple[Card, ...]  # taken from the pile and not thrown since
    opponent_passed: tuple[Card, ...]


def known_cards(view: PlayerView) -> KnownCards:
    opp = view.opponent
    held: list[Card] = []
    discards: list[tuple[str, Card]] = []
    for e in view.events:
        if e.card is None:
            continue
        if e.action in (EventKind.DISCARD, EventKind.KNOCK):
            discards.append(("you" if e.seat == view.seat else "computer", e.card))
            if e.seat == opp and e.card in held:
                held.remove(e.card)
        elif e.action is EventKind.DRAW_DISCARD and e.seat == opp:
            held.append(e.card)
    return KnownCards(tuple(discards), tuple(held), view.passed_by(opp))


MeldPlace = tuple[str, int | None]
"""A card's place in the melds shown: (its meld's kind, None), or ("", the knocker meld's index) laid off."""


@dataclass(frozen=True)
class Snapshot:
    """Everything the table shows, made once after each change and pushed to the scene, the
    panel, the known-cards tracker and the status line (none of them asks for its own copy).

    The derived facts below are worked out once, on first use, and kept with the snapshot:
    every consumer reads them here instead of asking the rules again."""

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
    prompt: str = ""  # the status line: what the player can do now (worded by the controller)
    result_card: ResultCard | None = None  # the result panel's words once the hand is over
    # each card of an eleven-card hand → the deadwood after discarding it, when the rules worked it
    # out already (the hand's own table of the legal knocks); None: worked out here when asked
    discard_options: tuple[tuple[Card, int], ...] | None = None
    # the game is shown from its stored position while the replay of its log checks it (a moment after the
    # first paint): every move waits, the buttons with it
    waking: bool = False

    @cached_property
    def arrangement(self) -> Arrangement | None:
        """The best arrangement of the player's hand (None before the first deal)."""
        return None if self.view is None else arrangement_of(self.view.hand)

    @property
    def deadwood(self) -> int:
        """The deadwood of the player's hand, as arranged best."""
        return 0 if self.arrangement is None else self.arrangement.deadwood_points

    @cached_property
    def after_discard(self) -> dict[Card, int]:
        """With eleven cards: each card → the deadwood left after discarding it (else empty)."""
        if self.view is None or len(self.view.hand) != 11:
            return {}
        if self.discard_options is not None:
            return dict(self.discard_options)
        return discard_deadwood(self.view.hand)

    @property
    def best_discard_deadwood(self) -> int | None:
        """The least deadwood a discard leaves (None unless the player holds eleven cards)."""
        return min(self.after_discard.values()) if self.after_discard else None

    @cached_property
    def knock_cards(self) -> tuple[Card, ...]:
        """The cards the player may knock with now."""
        view = self.view
        return () if view is None else tuple(a.card for a in view.legal_actions if isinstance(a, Knock))

    @property
    def gin(self) -> bool:
        """A legal knock now would leave no deadwood: the knock goes gin."""
        return any(self.after_discard.get(card) == 0 for card in self.knock_cards)

    @cached_property
    def known(self) -> KnownCards | None:
        """What the public history says about the opponent's hand."""
        return None if self.view is None else known_cards(self.view)

    @cached_property
    def meld_places(self) -> dict[Card, MeldPlace]:
        """Each melded card → (its meld's kind, None); each laid-off card → ("", the knocker meld's
        index): the melds laid out at the showdown, else the best arrangement of the player's hand."""
        out: dict[Card, MeldPlace] = {}
        view = self.view
        if view is None:
            return out
        result = view.result
        if view.knocker_arrangement is not None and view.phase in (Phase.SHOWDOWN, Phase.OVER):
            for meld in view.knocker_arrangement.melds:
                out.update({c: (meld.kind, None) for c in meld.cards})
            if result is not None and result.defender is not None:
                for meld in result.defender.arrangement.melds:
                    out.update({c: (meld.kind, None) for c in meld.cards})
                out.update({lay.card: ("", lay.meld_index) for lay in result.defender.layoffs})
            return out
        assert self.arrangement is not None
        for meld in self.arrangement.melds:
            out.update({c: (meld.kind, None) for c in meld.cards})
        return out
