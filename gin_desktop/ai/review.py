"""The coach: grade each of the player's decisions in a finished hand against the Expert
level's evaluation, from the player's seat's view only.

The hand is replayed from its deck and actions; at each of the player's decisions the
engine builds that seat's :class:`~gin_desktop.core.PlayerView` (its own cards and the
public history: nothing the player could not see) and evaluates every legal, distinct
choice the way Expert does: it samples *worlds* (the computer's hand from the knowledge
model, a stock order of the remaining unseen cards) and plays each choice out to the
end of the hand (:func:`~gin_desktop.ai.rollout.play_out`). Every choice is played in
the **same** worlds (common random numbers), so differences between choices are not
sampling noise between them, and the worlds come from a seed and the view alone, so a
review is the same every time and cannot depend on a hidden card.

Half the worlds pick the best choice, the other half measure it against the player's (see
:func:`evaluate`), so the point loss is not inflated by picking the luckiest of several
close choices.

Speed (a 30-turn hand in well under 5 s on 2 cores): the worlds are drawn once per
decision; all choices get :data:`SCREEN_WORLDS` first, those clearly behind the leader
(:data:`CUT`) stop there, the rest (always the player's choice) go on through all
:data:`FULL_WORLDS`; a decision with a single distinct choice is not evaluated.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final

from gin_desktop.core import (
    Action,
    BigGin,
    Card,
    Discard,
    DrawDiscard,
    DrawStock,
    Hand,
    Knock,
    LayOut,
    Pass,
    Phase,
    PlayerView,
    best_arrangements,
    deadwood_points,
    view_of,
)
from gin_desktop.core.cards import cards_of, mask_of
from gin_desktop.core.layoffs import defender_showdown
from gin_desktop.reviews import (
    EXPLAINED,
    Choice,
    DecisionKind,
    DecisionReview,
    Guess,
    HandRecord,
    HandReview,
    SwingPoint,
    grade_of,
)
from gin_desktop.text.review_text import Facts, explain

from .base import view_fingerprint
from .evaluate import DeadwoodCache, next_deadwood, sample_opponent_hands
from .expert import ME, OPPONENTS
from .knowledge import discard_danger, infer
from .rollout import Policy, Table, play_out, showdown_points, takes

SCREEN_WORLDS: Final = 32  # every choice is played in this many worlds
FULL_WORLDS: Final = 160  # the leading choices and the player's own go on to this many
CUT: Final = 4.0  # expected points behind the leader after the screen: not played further
SEED: Final = "review"


class Cancelled(Exception):
    """The review was cancelled (see ``cancelled`` of :func:`review_hand`)."""


@dataclass(frozen=True)
class World:
    opponent: int  # the computer's hand, as a mask
    stock: tuple[int, ...]  # stock card bits, top first
    policies: tuple[Policy, Policy]  # by seat


Play = Callable[[World], int]


# -- the decisions of a hand -------------------------------------------------------------
def decision_kind(phase: Phase) -> DecisionKind | None:
    if phase in (Phase.UPCARD_NONDEALER, Phase.UPCARD_DEALER):
        return DecisionKind.UPCARD
    if phase is Phase.DRAW:
        return DecisionKind.DRAW
    if phase is Phase.WALL_OFFER:
        return DecisionKind.WALL
    if phase is Phase.DISCARD:
        return DecisionKind.DISCARD
    return None


def review_hand(
    record: HandRecord,
    seed: str = SEED,
    progress: Callable[[int, int], object] | None = None,
    cancelled: Callable[[], bool] | None = None,
    guesses: bool = True,
) -> HandReview:
    """Grade every decision of the player (seat ``record.human``) in the finished hand ``record``.

    ``progress(done, total)`` is told after each decision; ``cancelled()`` is asked between
    decisions and raises :class:`Cancelled` when it says so. ``guesses``: also work out what
    the computer inferred about the player's hand at each decision (from its own view).
    """
    me = record.human
    hand = Hand(record.rules, record.deck, record.dealer)
    todo = sum(1 for seat, action in record.history if seat == me and not isinstance(action, LayOut))
    done = 0
    reviews: list[DecisionReview] = []
    public = public_record(record)
    for index, (seat, action) in enumerate(record.history):
        kind = decision_kind(hand.phase)
        if seat == me and kind is not None:
            if cancelled is not None and cancelled():
                raise Cancelled
            view = view_of(hand, me)
            guess = computer_guess(view_of(hand, 1 - me)) if guesses else None
            for item in grade_decision(view, action, kind, seed):
                review = DecisionReview(index + 1, item.kind, item.chosen, item.best, item.choices,
                                        grade_of(item.loss), "", guess)
                if review.grade in EXPLAINED:
                    facts = decision_facts(view, action, item, public, index, me)
                    review = dataclasses.replace(review, explanation=explain(review, facts))
                reviews.append(review)
            done += 1
            if progress is not None:
                progress(done, todo)
        hand.apply(action)
    result = hand.result
    points = 0
    if result is not None and result.winner is not None:
        points = result.points if result.winner == me else -result.points
    series = swing_series(reviews, points, len(record.history))
    return HandReview(record.game_id, record.hand_number, me, tuple(reviews), series, points)


@dataclass(frozen=True)
class Graded:
    kind: DecisionKind
    chosen: Choice
    best: Choice
    choices: tuple[Choice, ...]
    undercut_chance: float | None = None  # of the player's knock, in the worlds

    @property
    def loss(self) -> float:
        return max(0.0, self.best.expected - self.chosen.expected)


def grade_decision(view: PlayerView, action: Action, kind: DecisionKind, seed: str = SEED) -> list[Graded]:
    """The graded decision (and, for a knock with a choice of melds, the arrangement shown).

    Empty when the player had no real choice (one distinct legal choice).
    """
    candidates = choices_of(view)
    if _key(action) not in {_key(a) for a, _ in candidates} or len(candidates) < 2:
        return []
    rng = random.Random(f"{seed}|{view_fingerprint(view)}")
    worlds = sample_worlds(view, rng)
    scored = evaluate(candidates, worlds, _key(action), view.hand)
    chosen = next(c for c in scored if _key(c.action) == _key(action))
    chance = None
    if isinstance(action, Knock):
        kept = mask_of(view.hand) & ~action.card.mask
        table = Table(view.rules, view.knock_limit, view.multiplier)
        chance = sum(1 for w in worlds if not showdown_points(kept, w.opponent, table)[0]) / len(worlds)
    out = [Graded(kind, chosen, scored[0], tuple(scored), chance)]
    if isinstance(action, Knock):
        shown = arrangement_review(view, action, worlds)
        if shown is not None:
            out.append(shown)
    return out


def _key(action: Action) -> object:
    """Actions that are the same choice (a knock's melds are graded on their own)."""
    if isinstance(action, Knock):
        return ("knock", action.card)
    if isinstance(action, BigGin):
        return "big_gin"
    return action


def choices_of(view: PlayerView) -> list[tuple[Action, Play]]:
    """Every legal, distinct choice of the player at ``view`` with its play-out."""
    me = view.seat
    table = Table(view.rules, view.knock_limit, view.multiplier)
    hand = mask_of(view.hand)
    top = view.top_discard
    legal = view.legal_actions
    out: list[tuple[Action, Play]] = []
    phase = view.phase
    if phase in (Phase.UPCARD_NONDEALER, Phase.UPCARD_DEALER) and top is not None:
        t = top.mask

        def take_upcard(w: World) -> int:
            return play_out(_hands(me, hand | t, w.opponent), list(w.stock), 0, me, True, t, table, w.policies, me)

        def pass_upcard(w: World) -> int:
            opp = 1 - me
            if phase is Phase.UPCARD_NONDEALER and takes(w.opponent, t):  # the dealer takes it
                return play_out(_hands(me, hand, w.opponent | t), list(w.stock), 0, opp, True, t, table,
                                w.policies, me)
            if phase is Phase.UPCARD_NONDEALER:  # both passed: the player draws from the stock
                return play_out(_hands(me, hand | w.stock[0], w.opponent), list(w.stock[1:]), t, me, True, 0, table,
                                w.policies, me)
            # the dealer passes: the non-dealer (the computer) must draw from the stock
            return play_out(_hands(me, hand, w.opponent | w.stock[0]), list(w.stock[1:]), t, opp, True, 0, table,
                            w.policies, me)

        out = [(DrawDiscard(), take_upcard), (Pass(), pass_upcard)]
    elif phase is Phase.DRAW and top is not None and DrawDiscard() in legal and DrawStock() in legal:
        t = top.mask

        def take(w: World) -> int:
            return play_out(_hands(me, hand | t, w.opponent), list(w.stock), 0, me, True, t, table, w.policies, me)

        def stock(w: World) -> int:
            return play_out(_hands(me, hand | w.stock[0], w.opponent), list(w.stock[1:]), t, me, True, 0, table,
                            w.policies, me)

        out = [(DrawDiscard(), take), (DrawStock(), stock)]
    elif phase is Phase.WALL_OFFER and top is not None and DrawDiscard() in legal:
        with_top = hand | top.mask
        best = min((c for c in view.hand), key=lambda c: DeadwoodCache().deadwood(with_top & ~c.mask))

        def take_last(w: World) -> int:
            won, points = showdown_points(with_top & ~best.mask, w.opponent, table)
            return points if won else -points

        out = [(DrawDiscard(), take_last), (Pass(), lambda w: 0)]
    elif phase is Phase.DISCARD:
        for action in legal:
            if isinstance(action, Discard):
                out.append((action, _after_discard(me, hand & ~action.card.mask, action.card.mask, table)))
            elif isinstance(action, Knock):
                out.append((action, _knock(hand & ~action.card.mask, table)))
            elif isinstance(action, BigGin):
                out.append((action, _big_gin(hand, table)))
    return out


def _hands(me: int, mine: int, opponent: int) -> list[int]:
    return [mine, opponent] if me == 0 else [opponent, mine]


def _after_discard(me: int, kept: int, card: int, table: Table) -> Play:
    def play(w: World) -> int:
        return play_out(_hands(me, kept, w.opponent), list(w.stock), card, 1 - me, False, 0, table, w.policies, me)

    return play


def _knock(kept: int, table: Table) -> Play:
    def play(w: World) -> int:
        won, points = showdown_points(kept, w.opponent, table)
        return points if won else -points

    return play


def _big_gin(hand: int, table: Table) -> Play:
    def play(w: World) -> int:
        return showdown_points(hand, w.opponent, table, big_gin=True)[1]

    return play


def sample_worlds(view: PlayerView, rng: random.Random, count: int = FULL_WORLDS) -> list[World]:
    """``count`` worlds consistent with ``view`` (as Expert samples them), in a fixed order."""
    know = infer(view)
    draws = sum(1 for e in view.events if e.seat != view.seat and e.action == "draw_stock")
    hands = sample_opponent_hands(know, rng, count, min(draws, 6), DeadwoodCache())
    out = []
    for i, cards in enumerate(hands):
        opp = mask_of(cards)
        rest = [c.mask for c in know.unseen if not opp & c.mask]
        rng.shuffle(rest)
        them = OPPONENTS[i % len(OPPONENTS)]
        policies = (ME, them) if view.seat == 0 else (them, ME)
        out.append(World(opp, tuple(rest[: view.stock_count]), policies))
    return out


def _left(action: Action, hand: Sequence[Card]) -> int:
    """The deadwood a discard or knock leaves (0 for the other choices)."""
    if isinstance(action, (Discard, Knock)):
        return deadwood_points([c for c in hand if c != action.card])
    return 0


def evaluate(candidates: Sequence[tuple[Action, Play]], worlds: Sequence[World], keep: object,
             hand: Sequence[Card] = ()) -> list[Choice]:
    """Each candidate's mean points, best first.

    The first half of the worlds picks the best choice, the second half measures it and the
    player's: picking and measuring in the same worlds would flatter the best (the largest of
    several noisy means is too large on average, so every decision among close choices would
    seem to lose something). In the picking half all candidates play the first
    :data:`SCREEN_WORLDS` worlds; those more than :data:`CUT` behind the leader stop there
    (their figure is that screen's mean); the others, always the choice ``keep``, play the
    rest of the picking half and then the measuring half, which gives their figures.
    """
    half = len(worlds) // 2
    picking, measuring = worlds[:half], worlds[half:]
    screen = picking[:SCREEN_WORLDS]
    first = [sum(play(w) for w in screen) / len(screen) for _, play in candidates]
    lead = max(first)
    alive = [i for i, (action, _) in enumerate(candidates) if first[i] >= lead - CUT or _key(action) == keep]
    picked = {i: first[i] * len(screen) + sum(candidates[i][1](w) for w in picking[SCREEN_WORLDS:]) for i in alive}
    # Among equal figures the one keeping the least deadwood (near the wall many discards tie
    # at a dead hand), then the legal order.
    best = max(alive, key=lambda i: (round(picked[i], 9), -_left(candidates[i][0], hand), -i))
    measured = {i: sum(candidates[i][1](w) for w in measuring) / len(measuring) for i in alive}
    mine = next(i for i, (action, _) in enumerate(candidates) if _key(action) == keep)
    if measured[mine] >= measured[best]:
        best = mine  # as good as the pick where it counts: the player's choice is the best
    scored = [Choice(a, measured[i], len(measuring)) if i in measured else Choice(a, first[i], len(screen))
              for i, (a, _) in enumerate(candidates)]
    rest = sorted((i for i in range(len(scored)) if i != best),
                  key=lambda i: (-round(scored[i].expected, 9), -scored[i].worlds, _left(candidates[i][0], hand), i))
    return [scored[i] for i in [best, *rest]]


def arrangement_review(view: PlayerView, knock: Knock, worlds: Sequence[World]) -> Graded | None:
    """The melds shown with a knock, against the other minimum-deadwood arrangements; None without a choice."""
    rest = [c for c in view.hand if c != knock.card]
    options = best_arrangements(rest)
    if len(options) < 2 or options[0].deadwood_points == 0:
        return None  # one way to show the melds, or gin (no lay-offs)
    shown = tuple(knock.melds) if knock.melds is not None else tuple(options[0].melds)
    k = options[0].deadwood_points
    rules, mult = view.rules, view.multiplier

    def value(melds: Sequence[object]) -> float:
        total = 0
        for w in worlds:
            d = defender_showdown(melds, cards_of(w.opponent)).deadwood_points  # type: ignore[arg-type]
            total += (d - k) * mult if d > k else -(rules.undercut_bonus + k - d) * mult
        return total / len(worlds)

    choices = []
    for option in options:
        melds = tuple(option.melds)
        choices.append(Choice(Knock(knock.card, melds), value(melds), len(worlds)))
    shown_set = {m.mask for m in shown}
    chosen = next((c for c in choices if isinstance(c.action, Knock) and c.action.melds is not None
                   and {m.mask for m in c.action.melds} == shown_set), None)
    if chosen is None:
        return None
    choices.sort(key=lambda c: -c.expected)
    return Graded(DecisionKind.ARRANGEMENT, chosen, choices[0], tuple(choices))


# -- luck and skill ----------------------------------------------------------------------
def swing_series(decisions: Sequence[DecisionReview], result: int, steps: int) -> tuple[SwingPoint, ...]:
    """Expected points at the deal, before and after each decision, and the result.

    Before a decision the figure is the best choice's (what the position was worth);
    after it, the player's choice's. From one decision's "after" to the next one's
    "before" the cards drawn and the computer's moves changed it (luck); from "before"
    to "after" only the decision did (skill).
    """
    main = [d for d in decisions if d.kind is not DecisionKind.ARRANGEMENT]
    if not main:
        return ()
    out = [SwingPoint(0, main[0].best.expected, "deal")]
    for d in main:
        if d is not main[0]:
            out.append(SwingPoint(d.step - 1, d.best.expected, "luck"))
        out.append(SwingPoint(d.step, d.chosen.expected, "skill"))
    out.append(SwingPoint(steps, float(result), "result"))
    return tuple(out)


# -- what the computer thought -------------------------------------------------------------
def computer_guess(view: PlayerView, count: int = 6) -> Guess:
    """What the computer's knowledge model infers about its opponent's hand (the player's), from ``view``."""
    know = infer(view)
    base = know.opp_unknown / len(know.unseen) if know.unseen else 0.0
    # Only cards it had a reason to suspect (a quarter above an even spread) are "likely".
    likely = sorted(((c, p) for c, p in know.opp_prob.items() if p >= base * 1.25),
                    key=lambda kv: (-kv[1], kv[0].index))[:count]
    avoided = tuple(sorted((c for c, p in know.opp_prob.items() if p < base * 0.6), key=lambda c: c.index))
    return Guess(tuple(sorted(know.opp_known, key=lambda c: c.index)),
                 tuple((c, round(p, 3)) for c, p in likely if p > 0), avoided[:8])


@dataclass(frozen=True)
class Public:
    """One action of the record as both seats saw it: no stock card, only what was shown."""

    seat: int
    action: Action
    card: Card | None  # the card taken from the pile, discarded or knocked with (None: a stock draw)


def public_record(record: HandRecord) -> tuple[tuple[Public, ...], str]:
    """The record's actions as public facts, and how the hand ended (its result's kind, "" if unfinished)."""
    hand = Hand(record.rules, record.deck, record.dealer)
    out: list[Public] = []
    for seat, action in record.history:
        top = hand.top_discard
        hand.apply(action)
        card: Card | None = None
        if isinstance(action, DrawDiscard):
            card = top
        elif isinstance(action, (Discard, Knock)):
            card = action.card
        out.append(Public(seat, action, card))
    return tuple(out), hand.result.kind if hand.result is not None else ""


def decision_facts(view: PlayerView, action: Action, item: Graded, public: tuple[tuple[Public, ...], str],
                   index: int, me: int) -> Facts:
    """What the explanation of decision ``index`` may say: the player's view and the public record after it."""
    events, ending = public
    after = events[index + 1:]
    fed = False
    if isinstance(action, Discard):
        reply = next((e for e in after if e.seat != me), None)
        fed = reply is not None and isinstance(reply.action, DrawDiscard) and reply.card == action.card
    out_turns: int | None = None
    out_kind = ""
    turns = 0
    for e in after:
        if e.seat == me or isinstance(e.action, LayOut):
            continue
        if isinstance(e.action, (DrawStock, DrawDiscard)):
            turns += 1
        if isinstance(e.action, (Knock, BigGin)):
            # (a knock is the hand's last move but the lay-out: the result's kind tells a gin)
            out_turns = max(1, turns)
            out_kind = "gin" if ending in ("gin", "big_gin") else "knock"
            break
    danger: dict[Card, float] = {}
    expected_after: dict[Card, float] = {}
    if isinstance(action, Discard):
        know = infer(view)
        danger = {c: discard_danger(c, know) for c in view.hand}
        cache = DeadwoodCache()
        hand = mask_of(view.hand)
        for choice in (action, item.best.action):
            if isinstance(choice, Discard):
                expected_after[choice.card] = next_deadwood(hand & ~choice.card.mask, know, cache)
    return Facts(view.hand, view.top_discard, fed, out_turns, out_kind, item.undercut_chance,
                 ending == "undercut" and isinstance(action, Knock), danger, expected_after)
