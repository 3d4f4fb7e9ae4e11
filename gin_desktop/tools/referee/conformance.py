"""Does our baseline decide as OpenSpiel's simple bot does? Counted over positions from real play.

Hands are played in OpenSpiel's engine by a seeded mix of players (the simple bot,
our baseline, Easy, Medium, a player choosing at random among our legal actions,
and a patient baseline that never knocks before the wall), so the positions are
varied and some hands reach the wall. At every decision of ours with a choice (the
upcard offers, the draw, the discard or knock, the wall offer), whoever holds the
seat, both our baseline and a fresh simple bot are asked, and their answers compared
as OpenSpiel's steps: the action, and for a knock also its discard (at the wall, the
knock and the card thrown with it). The melds a knock declares are compared apart.

A position where the bot's answer is not a legal move under the rules both games
share is counted apart, not compared: the bot throws the card it has just taken from
the pile, which OpenSpiel allows and our rules forbid (it happens after another
player, often the random one, took a card the bot would not have taken). Each other
disagreement is put in a kind (see :func:`kind_of`), so the test can say what each
remaining difference is.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Final

from gin_desktop.ai import Player, make_player
from gin_desktop.ai.baseline import BaselinePlayer, reference_arrangement
from gin_desktop.core import Action, Discard, DrawDiscard, DrawStock, Knock, Pass, Phase, PlayerView, shuffled_deck
from gin_desktop.core.cards import mask_of

from .adapter import ReferenceHand
from .cards import card_of, meld_numbers, number_of
from .engine import DRAW_STOCK, DRAW_UPCARD, KNOCK, MELD_BASE, PASS, OsPhase, new_game, simple_bot

MIX: Final = ("simple", "simple", "baseline", "easy", "medium", "random", "patient")
DECIDING: Final = (Phase.UPCARD_NONDEALER, Phase.UPCARD_DEALER, Phase.DRAW, Phase.DISCARD, Phase.WALL_OFFER)


class PatientPlayer(BaselinePlayer):
    """The baseline that never knocks before the wall, nor takes a card only to knock: its hands reach the wall."""

    name = "patient"

    def decide(self, view: PlayerView, rng: random.Random) -> Action:
        action = super().decide(view, rng)
        if isinstance(action, Knock) and Discard(action.card) in view.legal_actions:
            return Discard(action.card)
        top = view.top_discard
        if isinstance(action, DrawDiscard) and view.phase != Phase.WALL_OFFER and top is not None:
            _, deadwood = reference_arrangement(mask_of([*view.hand, top]))
            if deadwood & top.mask:
                return DrawStock() if DrawStock() in view.legal_actions else Pass()
        return action


class RandomPlayer(Player):
    """Any legal action, at random (seeded by the view): for positions no sensible player reaches."""

    name = "random"

    def decide(self, view: PlayerView, rng: random.Random) -> Action:
        return rng.choice(view.legal_actions)


@dataclass
class Tally:
    hands: int = 0
    states: int = 0
    same: int = 0
    kinds: Counter[str] = field(default_factory=Counter)
    examples: dict[str, list[str]] = field(default_factory=dict)
    knocks_compared: int = 0
    melds_same: int = 0
    by_phase: Counter[str] = field(default_factory=Counter)
    outside: int = 0  # positions where the bot's answer breaks the shared rules (not compared)
    outside_examples: list[str] = field(default_factory=list)

    @property
    def agreement(self) -> float:
        return self.same / self.states if self.states else 0.0

    def add(self, kind: str, example: str) -> None:
        self.kinds[kind] += 1
        self.examples.setdefault(kind, [])
        if len(self.examples[kind]) < 3:
            self.examples[kind].append(example)


def reference_steps(hand: ReferenceHand, game: Any, seat: int) -> tuple[list[int], list[int]]:
    """The simple bot's decision here as OpenSpiel's steps, and the melds it would declare with a knock."""
    bot = simple_bot(game, seat)
    first = int(bot.step(hand.state))
    if first != KNOCK:
        return [first], []
    trial = hand.state.clone()
    trial.apply_action(KNOCK)
    discard = int(bot.step(trial))
    trial.apply_action(discard)
    melds: list[int] = []
    while True:
        step = int(bot.step(trial))
        trial.apply_action(step)
        if step == PASS:
            return [KNOCK, discard], sorted(melds)
        melds.append(step - MELD_BASE)


def our_steps(hand: ReferenceHand, player: Player, seat: int) -> tuple[list[int], list[int] | None]:
    """Our player's decision here as OpenSpiel's steps, and the melds of a knock (None: the core's choice)."""
    action = player.choose(hand.view(seat))
    if hand.phase == OsPhase.WALL:
        if not isinstance(action, DrawDiscard):
            return [PASS], []
        trial = hand.clone()
        trial.play(seat, action)
        action = player.choose(trial.view(seat))
        if not isinstance(action, Knock):
            return [KNOCK, -1], []
        return [KNOCK, number_of(action.card)], _melds(action)
    if isinstance(action, Knock):
        return [KNOCK, number_of(action.card)], _melds(action)
    text = str(action)
    simple = {"pass": PASS, "draw_stock": DRAW_STOCK, "draw_discard": DRAW_UPCARD}
    if text in simple:
        return [simple[text]], []
    return [number_of(action.card)], []  # type: ignore[union-attr]  # a discard


def _melds(action: Knock) -> list[int] | None:
    return sorted(meld_numbers(action.melds)) if action.melds is not None else None


def breaks_shared_rules(hand: ReferenceHand, ref: list[int]) -> bool:
    """Whether the bot's steps throw the card just taken from the pile (legal only in OpenSpiel).

    At the wall the card taken is the one on offer: OpenSpiel's knock there takes it.
    """
    taken = hand.upcard() if hand.phase == OsPhase.WALL else hand.taken
    return ref[-1] < 52 and taken is not None and card_of(ref[-1]) == taken


def kind_of(hand: ReferenceHand, ours: list[int], ref: list[int]) -> str:
    """Which kind of difference ``ours`` against ``ref`` is."""
    phase = hand.phase.name.lower()
    if ours[0] == KNOCK and ref[0] == KNOCK:
        return f"{phase}: another card thrown with the knock"
    if KNOCK in (ours[0], ref[0]):
        return f"{phase}: one knocks, the other does not"
    return f"{phase}: another choice"


def run(hands: int, seed: str | int = 1, mix: tuple[str, ...] = MIX, stop_at: int | None = None) -> Tally:
    """Play up to ``hands`` seeded hands, each seat's player drawn from ``mix``, comparing every decision
    with a choice; stop early once ``stop_at`` positions are compared."""
    game = new_game()
    rng = random.Random(f"conformance|{seed}")
    baseline = BaselinePlayer(f"{seed}:baseline")
    tally = Tally()
    for index in range(hands):
        if stop_at is not None and tally.states >= stop_at:
            break
        deck = shuffled_deck(rng=rng)
        names = (rng.choice(mix), rng.choice(mix))
        players = {seat: _player(name, f"{seed}:{index}:{seat}") for seat, name in enumerate(names)}
        _play_and_compare(game, deck, players, baseline, tally)
        tally.hands += 1
    return tally


def _player(name: str, seed: str) -> Player | None:
    if name == "simple":
        return None
    if name == "random":
        return RandomPlayer(seed)
    if name == "patient":
        return PatientPlayer(seed)
    return make_player(name, seed)


def _play_and_compare(game: Any, deck: list[Any], players: dict[int, Player | None], baseline: Player,
                      tally: Tally) -> None:
    state = game.new_initial_state()
    hand = ReferenceHand(state)
    order = [number_of(c) for c in deck[:20:2]] + [number_of(c) for c in deck[1:20:2]]
    order += [number_of(c) for c in deck[20:]]
    bots = {seat: simple_bot(game, seat) for seat, p in players.items() if p is None}
    dealt = 0
    while not hand.is_over:
        if state.is_chance_node():
            hand.apply(order[dealt])
            dealt += 1
            continue
        seat = hand.current
        deciding = hand.decides(seat) and hand.phase != OsPhase.KNOCK
        view = hand.view(seat) if deciding else None
        if view is not None and view.phase in DECIDING and len(view.legal_actions) >= 2:
            _compare(hand, game, seat, view, baseline, tally)
        player = players[seat]
        if player is None:
            hand.apply(int(bots[seat].step(state)))
        elif hand.decides(seat):
            hand.play(seat, player.choose(hand.view(seat)))
        else:
            hand.apply(int(state.legal_actions()[0]))


def _compare(hand: ReferenceHand, game: Any, seat: int, view: PlayerView, baseline: Player, tally: Tally) -> None:
    ref, ref_melds = reference_steps(hand, game, seat)
    ours, our_melds = our_steps(hand, baseline, seat)
    example = f"{' '.join(c.code for c in view.hand)} | top {view.top_discard} | ours {ours} ref {ref}"
    if breaks_shared_rules(hand, ref):
        tally.outside += 1
        if len(tally.outside_examples) < 3:
            tally.outside_examples.append(example)
        return
    tally.states += 1
    tally.by_phase[hand.phase.name] += 1
    if ours != ref:
        tally.add(kind_of(hand, ours, ref), example)
        return
    tally.same += 1
    if ours[0] == KNOCK:
        tally.knocks_compared += 1
        tally.melds_same += our_melds is None or our_melds == ref_melds
