"""Build explicit deck orders for scenario tests, and drive hands with action text.

``Hand(rules, deck, dealer)`` deals from the deck in order: ``deck[0]`` to the
non-dealer, ``deck[1]`` to the dealer, alternating for 20 cards (21 with the
``eleven`` opening, where the non-dealer gets 11); then ``deck[20]`` is the upcard
(``upcard`` opening only) and the rest is the stock, top card first.
:func:`make_deck` works backwards from the hands a test wants.
"""

from __future__ import annotations

from collections.abc import Iterable

from gin_desktop.core import DECK, Card, Hand, Match, parse_action, parse_cards


def make_deck(
    nondealer: str,
    dealer: str,
    upcard: str | None = None,
    stock: str = "",
    opening: str = "upcard",
) -> list[Card]:
    """A 52-card deck order that deals exactly these hands, upcard and stock top.

    ``nondealer`` holds 10 cards (11 with ``opening="eleven"``), ``dealer`` 10.
    With the ``upcard`` opening a missing ``upcard`` is the first card left over in
    :data:`DECK` order; the ``eleven`` opening has no upcard, so giving one is an
    error. ``stock`` lists the top of the stock, top card first; every card not
    named follows in :data:`DECK` order. Duplicates and wrong counts raise
    ``ValueError`` naming the problem.
    """
    if opening not in ("upcard", "eleven"):
        raise ValueError(f"opening must be 'upcard' or 'eleven', got {opening!r}")
    eleven = opening == "eleven"
    nd = parse_cards(nondealer)
    dl = parse_cards(dealer)
    want_nd = 11 if eleven else 10
    if len(nd) != want_nd:
        raise ValueError(f"the non-dealer must be dealt {want_nd} cards, got {len(nd)}: {nondealer!r}")
    if len(dl) != 10:
        raise ValueError(f"the dealer must be dealt 10 cards, got {len(dl)}: {dealer!r}")
    if eleven and upcard is not None:
        raise ValueError(f"the eleven-card opening has no upcard, but upcard {upcard!r} was given")
    up = parse_cards(upcard, count=1) if upcard is not None else []
    top = parse_cards(stock)

    owner: dict[Card, str] = {}
    for label, group in (("non-dealer", nd), ("dealer", dl), ("upcard", up), ("stock", top)):
        for card in group:
            if card in owner:
                raise ValueError(f"card {card.code} is given twice (in the {owner[card]} and in the {label})")
            owner[card] = label
    rest = [c for c in DECK if c not in owner]
    if not eleven and not up:
        up = [rest.pop(0)]

    deck: list[Card] = []
    for i in range(len(nd) + len(dl)):
        deck.append(nd[i // 2] if i % 2 == 0 else dl[i // 2])
    deck += up + top + rest
    assert len(deck) == 52 and len(set(deck)) == 52
    return deck


def cards(text: str) -> list[Card]:
    """Shorthand for :func:`parse_cards`."""
    return parse_cards(text)


def card(text: str) -> Card:
    return parse_cards(text, count=1)[0]


def play(game: Hand | Match, *actions: str) -> None:
    """Apply actions written as text (``"draw_stock"``, ``"discard TD"``) to a Hand or Match."""
    for text in actions:
        game.apply(parse_action(text))


def codes(items: Iterable[Card]) -> list[str]:
    return [c.code for c in items]


def move_to_stock(deck: list[Card], text: str, position: int) -> list[Card]:
    """A copy of ``deck`` with one stock card moved to ``position`` in the stock (0 = top).

    The stock starts at ``deck[21]`` with either opening. Positions 28, 29 and 30 are
    the third-to-last, second-to-last and last stock cards.
    """
    moved = card(text)
    index = deck.index(moved)
    if index < 21:
        raise ValueError(f"{moved.code} is dealt or turned up, not in the stock")
    out = [c for c in deck if c != moved]
    out.insert(21 + position, moved)
    return out


def play_to_third_last(game: Hand | Match, hand: Hand) -> None:
    """From the start of an upcard hand: both pass the upcard, then each player draws
    from the stock and throws the drawn card, until three stock cards are left and the
    next player is about to draw the third-to-last one."""
    play(game, "pass", "pass")
    while hand.stock_count > 3:
        game.apply(parse_action("draw_stock"))
        drawn = hand.hands[hand.current][-1]
        game.apply(parse_action(f"discard {drawn.code}"))
