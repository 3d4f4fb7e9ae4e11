"""Words for what is on the table, for screen readers and tooltips.

Each card carries a tooltip with its description and the table view's accessible
description sums up the whole table; the table's accessible tree
(:mod:`gin_desktop.ui.table.accessible`) names every card and pile with the words below,
and the announcements (:mod:`gin_desktop.ui.announce`) say each move with :func:`move_words`.
"""

from __future__ import annotations

from gin_desktop.core import (
    Action,
    Arrangement,
    BigGin,
    Card,
    Discard,
    DrawDiscard,
    DrawStock,
    Knock,
    LayOut,
    Pass,
    PlayerView,
    best_arrangement,
)
from gin_desktop.text.result_card import ResultCard
from gin_desktop.words.i18n import card_words, points_text, tr


def card_roles(cards: list[Card], arrangement: Arrangement | None = None) -> dict[Card, str]:
    """For each card: "part of a run", "part of a set" or "deadwood" (English keys; see :func:`describe_card`).
    ``arrangement``: the best arrangement of ``cards`` when the caller has it (the snapshot's)."""
    roles = {c: "deadwood" for c in cards}
    for meld in (arrangement or best_arrangement(cards)).melds:
        for c in meld.cards:
            roles[c] = f"part of a {meld.kind}"
    return roles


def describe_card(card: Card, view: PlayerView, roles: dict[Card, str]) -> str:
    """E.g. "seven of hearts, in your hand, part of a run"."""
    if card in view.hand:
        role = roles.get(card, "deadwood")
        texts = {"part of a run": tr("{card}, in your hand, part of a run"),
                 "part of a set": tr("{card}, in your hand, part of a set"),
                 "deadwood": tr("{card}, in your hand, deadwood")}
        text = texts.get(role, tr("{card}, in your hand, {role}"))
    elif card == view.top_discard:
        text = tr("{card}, on top of the discard pile")
    elif card in view.discard_pile:
        text = tr("{card}, in the discard pile")
    else:
        text = tr("{card}, laid out on the table")
    return text.format(card=card_words(card), role=roles.get(card, "deadwood"))


def describe_table(view: PlayerView, arrangement: Arrangement | None = None) -> str:
    """One paragraph: your hand in order of melds, deadwood, the pile, the stock, the scores.
    ``arrangement``: the best arrangement of the hand when the caller has it (the snapshot's)."""
    cards = list(view.hand)
    arrangement = arrangement or best_arrangement(cards)
    roles = card_roles(cards, arrangement)
    melded = [c.symbol for c in cards if roles[c] != "deadwood"]
    loose = [c.symbol for c in cards if roles[c] == "deadwood"]
    none = tr("none")
    top = card_words(view.top_discard) if view.top_discard else tr("empty")
    me, opp = view.seat, view.opponent
    return tr(
        "Your hand: {count} cards. In melds: {melded}. "
        "Deadwood: {deadwood}, {points}. "
        "Discard pile top: {top}. Stock: {stock} cards. "
        "The computer holds {computer_count} cards. "
        "Score: you {mine}, computer {theirs}."
    ).format(count=len(cards), melded=" ".join(melded) or none, deadwood=" ".join(loose) or none,
             points=points_text(arrangement.deadwood_points), top=top, stock=view.stock_count,
             computer_count=view.opponent_card_count, mine=view.scores[me], theirs=view.scores[opp])


# -- the table read object by object (see gin_desktop.ui.table.accessible) -------------------------

def meld_words(number: int, kind: str) -> str:
    """E.g. "in meld 2, a run": ``number`` is the meld's mark on the table (its numbered tab)."""
    return (tr("in meld {number}, a run") if kind == "run" else tr("in meld {number}, a set")).format(number=number)


def hand_card_name(card: Card, *, selected: bool, meld: str, laid_off: int | None, drawn: bool) -> str:
    """One card of the player's hand as a screen reader says it, e.g. "queen of hearts, selected,
    in meld 2, a set, just drawn" (``meld``: :func:`meld_words`, or "" for deadwood)."""
    parts = [card_words(card)]
    if selected:
        parts.append(tr("selected"))
    if laid_off is not None:
        parts.append(tr("laid off on meld {number}").format(number=laid_off))
    elif meld:
        parts.append(meld)
    else:
        parts.append(tr("deadwood"))
    if drawn:
        parts.append(tr("just drawn"))
    return ", ".join(parts)


def computer_card_name(card: Card, *, meld: str, laid_off: int | None) -> str:
    """One of the computer's cards, shown at the showdown."""
    place = (tr("laid off on meld {number}").format(number=laid_off) if laid_off is not None
             else meld or tr("deadwood"))
    return tr("{card}, the computer's, {place}").format(card=card_words(card), place=place)


def stock_name(count: int) -> str:
    if count == 0:
        return tr("Stock: empty")
    return tr("Stock: 1 card") if count == 1 else tr("Stock: {count} cards").format(count=count)


def pile_name(pile: tuple[Card, ...]) -> str:
    """The discard pile: its top card and how many cards are under it."""
    if not pile:
        return tr("Discard pile: empty")
    top, under = card_words(pile[-1]), len(pile) - 1
    if under == 0:
        return tr("Discard pile: {card} on top, no card under it").format(card=top)
    if under == 1:
        return tr("Discard pile: {card} on top, 1 card under it").format(card=top)
    return tr("Discard pile: {card} on top, {count} cards under it").format(card=top, count=under)


def knock_area_name(can_knock: bool, can_go_gin: bool) -> str:
    if can_go_gin:
        return tr("Knock area: you can go gin with the selected card")
    if can_knock:
        return tr("Knock area: you can knock now")
    return tr("Knock area")


def computer_hand_name(count: int, shown: bool) -> str:
    if shown:
        return tr("The computer's hand, laid out: {count} cards").format(count=count)
    return tr("The computer's hand: 1 card") if count == 1 else tr("The computer's hand: {count} cards").format(
        count=count)


def move_words(seat: int, action: Action, card: Card | None, view: PlayerView) -> str:
    """One move in a sentence for an announcement ("The computer took queen of hearts."); "" for
    none worth saying. ``view``: the player's view just after the move."""
    name = card_words(card) if card is not None else ""
    if seat == view.seat:
        if isinstance(action, DrawStock) and card is not None:
            return tr("You drew {card} from the stock.").format(card=name)
        if isinstance(action, DrawDiscard) and card is not None:
            return tr("You took {card}.").format(card=name)
        if isinstance(action, Discard):
            return tr("You discarded {card}.").format(card=name)
        if isinstance(action, Knock):
            return tr("You knocked, discarding {card}.").format(card=name)
        if isinstance(action, Pass):
            return tr("You passed.")
        return ""
    if isinstance(action, DrawStock):
        return tr("The computer drew from the stock.")
    if isinstance(action, DrawDiscard):
        return tr("The computer took {card}.").format(card=name) if card else tr("The computer took the discard.")
    if isinstance(action, Discard):
        return tr("The computer discarded {card}.").format(card=name)
    if isinstance(action, Knock):
        gin = view.knocker_arrangement is not None and not view.knocker_arrangement.deadwood
        return (tr("The computer goes gin, discarding {card}.") if gin
                else tr("The computer knocked, discarding {card}.")).format(card=name)
    if isinstance(action, Pass):
        return tr("The computer passed.")
    if isinstance(action, BigGin):
        return tr("The computer goes big gin.")
    if isinstance(action, LayOut):
        return tr("The computer laid out its melds.")
    return ""


def result_words(card: ResultCard) -> str:
    """The result panel in sentences (its title and points, both counts, the arithmetic, the score,
    the bonuses, the way on), e.g. "You win the knock, +12. Deadwood: you 3, the computer 15.
    15 − 3 = 12 points. Score: you 12, the computer 0. Next: Next hand (N)." """
    head = tr("{title}, {points}.").format(title=card.title, points=card.points) if card.points else (
        tr("{title}.").format(title=card.title))
    parts = [head]
    if card.deadwood is not None:
        parts.append(tr("Deadwood: you {mine}, the computer {theirs}.").format(
            mine=card.deadwood[0], theirs=card.deadwood[1]))
    parts.append(tr("{sentence}.").format(sentence=card.arithmetic.rstrip(".")))
    parts.append(tr("{sentence}.").format(sentence=card.score.rstrip(".")))
    parts += [tr("{what}: {points}.").format(what=what, points=points) for what, points in card.bonuses]
    parts.append(tr("Next: {action} (N).").format(action=card.action))
    return " ".join(parts)
