"""The coach: grade each of the player's decisions in a finished hand with the engine
(:mod:`.engine`), from the player's seat's view only.

The hand is replayed from its deck and actions; at each of the player's decisions the
review builds that seat's :class:`~gin_desktop.core.PlayerView` (its own cards and the
public history: nothing the player could not see) and asks the engine for its verdict with
the player's choice kept in the race: every legal, distinct choice is played out in the same
sampled worlds until the engine's pick is found and the player's gap to it lies inside one
grade band, or the cap of worlds is reached (then the decision is a *close call*, shown with
its interval, never a mistake on the dice's say-so). The grade is "best" when the player's
choice is the engine's pick, which is also what the hint recommends in that position
(the same engine, the same seed and the same view), or when the worlds cannot tell it from
the pick (its loss's interval reaches zero and stays below the "good" limit).

The worlds come from a seed and the view alone, so a review is the same every time and
cannot depend on a hidden card.
"""

from __future__ import annotations

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
    Phase,
    PlayerView,
    best_arrangements,
)
from gin_desktop.core.cards import cards_of, mask_of
from gin_desktop.core.layoffs import defender_showdown
from gin_desktop.values.reviews import (
    EXPLAINED,
    Choice,
    DecisionKind,
    DecisionReview,
    Facts,
    Grade,
    Guess,
    HandRecord,
    HandReview,
    SwingPoint,
    grade_of,
    grade_of_interval,
    settled,
)

from . import engine
from .engine import World
from .evaluate import DeadwoodCache, next_deadwood
from .knowledge import discard_danger, infer
from .prior import prior
from .rollout import Table, showdown_points

SEED: Final = engine.SEED  # the hint asks the engine with the same seed, so the two always agree
KNOCK_WORLDS: Final = 160  # worlds for a knock's undercut chance and the melds shown


class Cancelled(Exception):
    """The review was cancelled (see ``cancelled`` of :func:`review_hand`)."""


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
    draws = 0  # the player's draws so far: their turns (taking the upcard is one, passing it is not)
    for index, (seat, action) in enumerate(record.history):
        kind = decision_kind(hand.phase)
        turn = max(1, draws + (1 if kind in (DecisionKind.UPCARD, DecisionKind.DRAW, DecisionKind.WALL) else 0))
        if seat == me and isinstance(action, (DrawStock, DrawDiscard)):
            draws += 1
        if seat == me and kind is not None:
            if cancelled is not None and cancelled():
                raise Cancelled
            view = record.view(hand, me)
            guess = computer_guess(record.view(hand, 1 - me)) if guesses else None
            for item in grade_decision(view, action, kind, seed):
                grade = item.grade if item.grade is not None else grade_of(item.loss)
                facts: Facts | None = None  # (what the explanation says: text.review_text words it when shown)
                if grade is Grade.CLOSE:
                    facts = Facts(view.hand, view.top_discard, False, None, "", None, False)
                elif grade in EXPLAINED:
                    facts = decision_facts(view, action, item, public, index, me)
                review = DecisionReview(index + 1, item.kind, item.chosen, item.best, item.choices,
                                        grade, facts, guess, item.interval, turn)
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
    grade: Grade | None = None  # None: from the loss alone (the melds shown)
    interval: tuple[float, float] | None = None

    @property
    def loss(self) -> float:
        return max(0.0, self.best.expected - self.chosen.expected)


def grade_decision(view: PlayerView, action: Action, kind: DecisionKind, seed: str = SEED) -> list[Graded]:
    """The graded decision (and, for a knock with a choice of melds, the arrangement shown).

    Empty when the player had no real choice (one distinct legal choice).
    """
    candidates = engine.choices_of(view)
    if len(candidates) < 2 or engine.choice_key(action) not in {engine.choice_key(a) for a, _ in candidates}:
        return []  # (no real choice: no need for the prior's Expert search either)
    analysis = engine.analyse(view, seed, keep=action, prior=prior(view), settled=settled,
                              candidates=candidates, keep_cap=engine.KEEP_CAP, band_z=engine.BAND_Z)
    if analysis is None:
        return []
    mine = analysis.estimate(action)
    assert mine is not None
    best = analysis.choices[0]
    choices = tuple(Choice(e.action, e.mean, e.worlds) for e in analysis.choices)
    grade, interval, lost = judged(mine, mine is best)
    chosen = Choice(mine.action, best.mean - lost, mine.worlds)
    chance = None
    worlds = engine.sample_worlds(view, seed, KNOCK_WORLDS) if isinstance(action, Knock) else []
    if isinstance(action, Knock):
        kept = mask_of(view.hand) & ~action.card.mask
        table = Table(view.rules, view.knock_limit, view.multiplier)
        chance = sum(1 for w in worlds if not showdown_points(kept, w.opponent, table)[0]) / len(worlds)
    out = [Graded(kind, chosen, Choice(best.action, best.mean, best.worlds), choices, chance, grade, interval)]
    if isinstance(action, Knock):
        shown = arrangement_review(view, action, worlds)
        if shown is not None:
            out.append(shown)
    return out


def judged(mine: engine.Estimate, is_pick: bool) -> tuple[Grade, tuple[float, float], float]:
    """A choice's grade, the interval of its loss and the points it lost, from its estimate against the
    pick (the review's and the tutor's one rule). The pick is best; another choice is graded by its
    loss's interval; a choice as good as the pick lost nothing (so the luck-and-skill series adds up)."""
    if is_pick:
        return Grade.BEST, (0.0, 0.0), 0.0
    grade = grade_of_interval(mine.low, mine.high)
    interval = (max(0.0, mine.low), max(0.0, mine.high))
    return grade, interval, 0.0 if grade is Grade.BEST else max(0.0, mine.gap)


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


def arrangement_choice(view: PlayerView, knock: Knock, seed: str = SEED) -> Knock:
    """``knock`` with the melds the review grades best for it (the same worlds as the review's)."""
    options = best_arrangements([c for c in view.hand if c != knock.card])
    first = Knock(knock.card, tuple(options[0].melds))
    if len(options) < 2 or options[0].deadwood_points == 0:
        return first
    graded = arrangement_review(view, first, engine.sample_worlds(view, seed, KNOCK_WORLDS))
    best = graded.best.action if graded is not None else first
    return best if isinstance(best, Knock) else first


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
