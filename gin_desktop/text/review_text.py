"""The hand review in words (no Qt): each decision named, the grades, and the explanation of
the costly ones, built from what happened next in the record and the better choice.

"Discarding 7♥ fed the computer: it took it and knocked two turns later; 8♣ was safer
(about 4.1 points more on average)."
"""

from __future__ import annotations

from gin_desktop.core import Action, BigGin, Card, Discard, DrawDiscard, DrawStock, Knock, Pass, best_arrangement
from gin_desktop.core.melds import deadwood_points
from gin_desktop.values.reviews import DecisionKind, DecisionReview, Grade, HandReview
from gin_desktop.values.reviews import Facts as Facts  # (the review's values; re-exported for the wording's callers)
from gin_desktop.words.i18n import QT_TRANSLATE_NOOP, tr
from gin_desktop.words.numbers import decimal

GRADE_TEXT = {  # English; shown through tr()
    Grade.BEST: QT_TRANSLATE_NOOP("GinRummy", "Best"),
    Grade.GOOD: QT_TRANSLATE_NOOP("GinRummy", "Good"),
    Grade.INACCURACY: QT_TRANSLATE_NOOP("GinRummy", "Inaccuracy"),
    Grade.MISTAKE: QT_TRANSLATE_NOOP("GinRummy", "Mistake"),
    Grade.BLUNDER: QT_TRANSLATE_NOOP("GinRummy", "Blunder"),
    Grade.CLOSE: QT_TRANSLATE_NOOP("GinRummy", "Close call"),
}
GRADE_MARK = {Grade.BEST: "★", Grade.GOOD: "✓", Grade.INACCURACY: "?!", Grade.MISTAKE: "?", Grade.BLUNDER: "??",
              Grade.CLOSE: "≈"}


def grade_text(grade: Grade) -> str:
    return tr(GRADE_TEXT[grade])


def points_text(value: float) -> str:
    """Expected points with a sign and one decimal, a real minus sign: "+2.5", "−4.1"."""
    return decimal(value, 1, sign=True)


def choice_text(action: Action, top: Card | None = None) -> str:
    """A choice in a few words ("discard 8♣", "knock with 8♣", "draw from the stock")."""
    if isinstance(action, Discard):
        return tr("discard {card}").format(card=action.card.symbol)
    if isinstance(action, Knock):
        if action.melds is not None and len(action.melds) and top is None:
            return tr("show {melds}").format(melds="  ".join(" ".join(c.symbol for c in m.cards) for m in action.melds))
        return tr("knock with {card}").format(card=action.card.symbol)
    if isinstance(action, BigGin):
        return tr("go big gin")
    if isinstance(action, DrawStock):
        return tr("draw from the stock")
    if isinstance(action, DrawDiscard):
        return tr("take {card}").format(card=top.symbol) if top is not None else tr("take the top discard")
    if isinstance(action, Pass):
        return tr("pass {card}").format(card=top.symbol) if top is not None else tr("pass")
    return str(action)


def better_text(decision: DecisionReview, top: Card | None) -> str:
    """The better choice in a few words, told apart from the player's own where they share a card: after a
    knock with 7♠ the better choice is "discard 7♠ without knocking", not "discard 7♠"."""
    best, chosen = decision.best.action, decision.chosen.action
    if isinstance(best, Discard) and isinstance(chosen, Knock):
        return tr("discard {card} without knocking").format(card=best.card.symbol)
    return choice_text(best, top)


def decision_title(decision: DecisionReview, top: Card | None) -> str:
    """What the player did, in words ("You discarded 7♥")."""
    action = decision.chosen.action
    if decision.kind is DecisionKind.ARRANGEMENT:
        return tr("The melds you showed")
    if isinstance(action, Discard):
        return tr("You discarded {card}").format(card=action.card.symbol)
    if isinstance(action, Knock):
        return tr("You knocked with {card}").format(card=action.card.symbol)
    if isinstance(action, BigGin):
        return tr("You went big gin")
    if isinstance(action, DrawStock):
        return tr("You drew from the stock")
    if isinstance(action, DrawDiscard):
        return tr("You took {card}").format(card=top.symbol) if top is not None else tr("You took the top discard")
    if isinstance(action, Pass):
        return tr("You passed {card}").format(card=top.symbol) if top is not None else tr("You passed")
    return str(action)


def _later(facts: Facts) -> str:
    """"and knocked two turns later" / "and went gin next turn" ("" when the computer did not go out)."""
    if facts.out_turns is None:
        return ""
    turns = facts.out_turns
    if facts.out_kind == "knock":
        text = tr("knocked on its next turn") if turns <= 1 else tr("knocked {turns} turns later")
    else:
        text = tr("went gin on its next turn") if turns <= 1 else tr("went gin {turns} turns later")
    return text.format(turns=turns)


def explanation(decision: DecisionReview) -> str:
    """The decision's explanation in the current language, from the facts the review kept ("" for
    a decision not worth explaining): a close call's interval, else why it was costly."""
    facts = decision.facts
    if facts is None:
        return ""
    if decision.grade is Grade.CLOSE:
        return close_call_text(decision, facts.top)
    return explain(decision, facts)


def explain(decision: DecisionReview, facts: Facts) -> str:
    """Why a costly decision was costly, and the better choice with the points it would have kept."""
    chosen, best = decision.chosen.action, decision.best.action
    loss = decimal(decision.loss, 1)
    better = better_text(decision, facts.top)
    if decision.kind is DecisionKind.ARRANGEMENT:
        return tr("Those melds gave the computer more cards to lay off; {better} was better (about {loss} points "
                  "more on average).").format(better=better, loss=loss)
    if isinstance(chosen, Discard):
        card = chosen.card.symbol
        later = _later(facts)
        risky = isinstance(best, Discard) and (
            facts.danger.get(chosen.card, 0.0) >= facts.danger.get(best.card, 0.0) + 0.15)
        safer = facts.fed or risky
        if facts.fed and later:
            why = tr("Discarding {card} fed the computer: it took it and {later}").format(card=card, later=later)
        elif facts.fed:
            why = tr("Discarding {card} fed the computer: it took it").format(card=card)
        elif _breaks_meld(facts.hand, chosen.card):
            why = tr("Discarding {card} broke a meld ({left} deadwood where the best discard leaves {low})").format(
                card=card, left=_left(facts.hand, chosen.card), low=_lowest(facts.hand))
        elif risky:
            why = tr("Discarding {card} was likely to help the computer (about {chance}% that it fits its "
                     "melds)").format(card=card, chance=round(100 * facts.danger[chosen.card]))
            if later:
                why += tr("; it {later}").format(later=later)
        elif isinstance(best, Discard) and _left(facts.hand, chosen.card) > _left(facts.hand, best.card):
            why = tr("Discarding {card} left {left} deadwood where {other} leaves {low}").format(
                card=card, left=_left(facts.hand, chosen.card), other=best.card.symbol,
                low=_left(facts.hand, best.card))
        elif isinstance(best, Knock):
            left = deadwood_points([c for c in facts.hand if c != best.card])
            why = tr("Playing on with {card} passed up a knock with {deadwood} deadwood").format(card=card,
                                                                                                  deadwood=left)
            if later:
                why += tr(": the computer {later}").format(later=later)
        else:
            partner = _partner(facts.hand, chosen.card)
            after = facts.next_deadwood
            if isinstance(best, Discard) and chosen.card in after and best.card in after \
                    and after[chosen.card] > after[best.card] + 0.5:
                why = tr("After discarding {card} your next draw was less likely to help (about {mine} deadwood "
                         "expected after it, against {other} keeping {card})").format(
                    card=card, mine=f"{after[chosen.card]:.0f}", other=f"{after[best.card]:.0f}")
            elif partner is not None:
                why = tr("Discarding {card} gave up its chance of a meld with {partner}").format(
                    card=card, partner=partner.symbol)
            else:
                why = tr("Discarding {card} kept the weaker hand for the draws to come").format(card=card)
        word = tr("{better} was safer") if safer else tr("{better} was better")
        if isinstance(best, Discard):
            word = (tr("{card} was safer") if safer else tr("{card} was better"))
            return tr("{why}; {better} (about {loss} points more on average).").format(
                why=why, better=word.format(card=best.card.symbol), loss=loss)
        return tr("{why}; {better} (about {loss} points more on average).").format(
            why=why, better=word.format(better=better), loss=loss)
    if isinstance(chosen, Knock):
        rest = [c for c in facts.hand if c != chosen.card]
        left = deadwood_points(rest)
        if facts.undercut:
            why = tr("Knocking with {deadwood} deadwood was undercut").format(deadwood=left)
        elif facts.undercut_chance is not None and facts.undercut_chance >= 0.25:
            why = tr("Knocking with {deadwood} deadwood risked an undercut (about {chance}% of the computer's "
                     "likely hands)").format(deadwood=left, chance=round(100 * facts.undercut_chance))
        else:
            why = tr("Knocking with {deadwood} deadwood won less than playing on").format(deadwood=left)
        return tr("{why}; {better} was better (about {loss} points more on average).").format(
            why=why, better=better, loss=loss)
    if isinstance(chosen, DrawStock) and facts.top is not None:
        meld = _meld_with(facts.hand, facts.top)
        if meld:
            return tr("Drawing from the stock passed up {card}, which made the meld {meld}; {better} was better "
                      "(about {loss} points more on average).").format(
                card=facts.top.symbol, meld=meld, better=better, loss=loss)
        return tr("Drawing from the stock left {card} on the pile; {better} was better (about {loss} points "
                  "more on average).").format(card=facts.top.symbol, better=better, loss=loss)
    if isinstance(chosen, DrawDiscard) and facts.top is not None:
        return tr("Taking {card} showed the computer what you collect and helped your hand less than a stock "
                  "card would; {better} was better (about {loss} points more on average).").format(
            card=facts.top.symbol, better=better, loss=loss)
    if isinstance(chosen, Pass) and facts.top is not None:
        meld = _meld_with(facts.hand, facts.top)
        if meld:
            return tr("Passing {card} gave up the meld {meld}; {better} was better (about {loss} points more on "
                      "average).").format(
                card=facts.top.symbol, meld=meld, better=better, loss=loss)
        return tr("Passing {card} gave up a card that helped; {better} was better (about {loss} points more on "
                  "average).").format(
            card=facts.top.symbol, better=better, loss=loss)
    return tr("{better} was better (about {loss} points more on average).").format(better=better, loss=loss)


def close_call_text(decision: DecisionReview, top: Card | None) -> str:
    """A decision the engine could not settle: the better choice and the interval of the loss."""
    low, high = decision.interval if decision.interval is not None else (0.0, decision.loss)
    return tr("A close call: {better} may have been better by {low} to {high} points; {worlds} sampled deals "
              "could not tell them apart more closely.").format(
        better=choice_text(decision.best.action, top), low=decimal(low), high=decimal(high),
        worlds=decision.best.worlds)


def _left(hand: tuple[Card, ...], card: Card) -> int:
    return deadwood_points([c for c in hand if c != card])


def _lowest(hand: tuple[Card, ...]) -> int:
    return min(_left(hand, c) for c in hand)


def _partner(hand: tuple[Card, ...], card: Card) -> Card | None:
    """A card of the hand that could still make a meld with ``card`` (same rank, or the same suit
    within two), none of them in a meld now."""
    melded = {c for m in best_arrangement(hand).melds for c in m.cards}
    for other in sorted(hand, key=lambda c: (abs(c.rank - card.rank), c.index)):
        if other == card or other in melded:
            continue
        if other.rank == card.rank or (other.suit == card.suit and abs(other.rank - card.rank) <= 2):
            return other
    return None


def _meld_with(hand: tuple[Card, ...], top: Card) -> str:
    """The meld ``top`` would have made with the hand ("" if none)."""
    for meld in best_arrangement([*hand, top]).melds:
        if top in meld.cards:
            return " ".join(c.symbol for c in meld.cards)
    return ""


def _breaks_meld(hand: tuple[Card, ...], card: Card) -> bool:
    """The card is in a meld of the best arrangement, and discarding it leaves more deadwood than the best discard."""
    arrangement = best_arrangement(hand)
    if not any(card in m.cards for m in arrangement.melds):
        return False
    left = deadwood_points([c for c in hand if c != card])
    low = min(deadwood_points([c for c in hand if c != other]) for other in hand)
    return left > low


def summary_text(points_lost: float, decisions: int, accuracy: float | None, luck: float) -> str:
    """One line over the hand: accuracy, points lost to decisions, the luck."""
    if accuracy is None:
        return tr("You had no real choice to make in this hand.")
    return tr("Accuracy {accuracy}% over {decisions} decisions · points lost to decisions {lost} · "
              "luck {luck}").format(accuracy=f"{accuracy:.0f}", decisions=decisions, lost=points_text(-points_lost),
                                    luck=points_text(luck))


def guess_text(known: tuple[Card, ...], likely: tuple[tuple[Card, float], ...], avoided: tuple[Card, ...]) -> str:
    """What the computer thought about the player's hand, in words."""
    parts = []
    if known:
        parts.append(tr("knew you held {cards} (taken from the pile)").format(
            cards=" ".join(c.symbol for c in known)))
    if likely:
        parts.append(tr("thought you likely held {cards}").format(
            cards=", ".join(f"{c.symbol} {round(100 * p)}%" for c, p in likely)))
    if avoided:
        parts.append(tr("thought you unlikely to hold {cards}").format(cards=" ".join(c.symbol for c in avoided)))
    if not parts:
        return tr("The computer knew nothing yet about your hand.")
    return tr("The computer {what}.").format(what=tr("; ").join(parts))


def moment_choice(action: Action, top: Card | None) -> str:
    """A choice as the subject of a sentence ("discarding 7♥", "taking 8♠", "drawing from the stock")."""
    if isinstance(action, Discard):
        return tr("discarding {card}").format(card=action.card.symbol)
    if isinstance(action, Knock):
        return tr("knocking with {card}").format(card=action.card.symbol)
    if isinstance(action, BigGin):
        return tr("going big gin")
    if isinstance(action, DrawStock):
        return tr("drawing from the stock")
    if isinstance(action, DrawDiscard):
        return tr("taking {card}").format(card=top.symbol) if top is not None else tr("taking the top discard")
    if isinstance(action, Pass):
        return tr("passing {card}").format(card=top.symbol) if top is not None else tr("passing")
    return str(action)


def key_moment_text(decision: DecisionReview, top: Card | None) -> str:
    """The decision that cost the most, in a line ("Key moment: discarding 7♥ on turn 6 cost about
    4.1 points."); ``top``: the top discard at that decision."""
    if decision.kind is DecisionKind.ARRANGEMENT:
        return tr("Key moment: the melds you showed on turn {turn} cost about {points} points.").format(
            turn=decision.turn, points=decimal(decision.loss, 1))
    return tr("Key moment: {choice} on turn {turn} cost about {points} points.").format(
        choice=moment_choice(decision.chosen.action, top), turn=decision.turn, points=decimal(decision.loss, 1))


def luck_text(swing: float, turn: int | None) -> str:
    """A stretch of luck in a line: the cards and the computer's play before the player's turn
    ``turn`` (None: the showdown at the end) moved the expected points by ``swing``."""
    points = decimal(abs(swing), 1)
    if turn is None:
        return (tr("Luckiest moment: the showdown, about {points} points your way.") if swing > 0 else
                tr("Unluckiest moment: the showdown, about {points} points against you.")).format(points=points)
    return (tr("Luckiest moment: the cards before your turn {turn}, about {points} points your way.") if swing > 0
            else tr("Unluckiest moment: the cards before your turn {turn}, about {points} points against you.")
            ).format(turn=turn, points=points)


def coach_line(review: HandReview, tutor_silent: int = 0) -> str:
    """The result panel's line from the hand's review: its key moment, or that it had none; and when
    the tutor let ``tutor_silent`` moves pass unjudged (made before its answer was ready), that too."""
    moments = review.key_moments(1)
    if moments:
        decision = moments[0]
        line = key_moment_text(decision, decision.facts.top if decision.facts is not None else None)
    elif review.accuracy is None:
        line = tr("Coach: you had no real choice to make in this hand.")
    else:
        line = tr("Coach: no costly decision in this hand (accuracy {accuracy}%).").format(
            accuracy=f"{review.accuracy:.0f}")
    if tutor_silent:
        line += " " + tr("The tutor was silent on %n move(s) made before its answer was ready.", "", tutor_silent)
    return line
