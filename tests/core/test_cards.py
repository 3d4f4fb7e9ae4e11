"""Cards: notation, values, parsing errors, repr, decks."""

from __future__ import annotations

import pytest

from gin_desktop.core import DECK, Card, CardParseError, GinError, format_cards, parse_card, parse_cards, shuffled_deck
from gin_desktop.core.cards import validate_deck
from gin_desktop.words.i18n import card_words

from .deals import make_deck

TEN_OF_DIAMONDS = Card(10, 1)


@pytest.mark.parametrize("text", ["TD", "10D", "T♦", "td", "10d", "t♦", "Td", "tD", "10♦", "T♢", " TD ", "TD\n"])
def test_ten_of_diamonds_in_every_accepted_notation(text: str) -> None:
    assert parse_card(text) == TEN_OF_DIAMONDS


@pytest.mark.parametrize(
    ("text", "rank", "suit"),
    [
        ("AS", 1, 3), ("as", 1, 3), ("A♠", 1, 3), ("2C", 2, 0), ("9♣", 9, 0),
        ("JH", 11, 2), ("j♥", 11, 2), ("QD", 12, 1), ("KS", 13, 3), ("k♤", 13, 3), ("5♡", 5, 2), ("7♧", 7, 0),
    ],
)
def test_ranks_and_suits_are_read(text: str, rank: int, suit: int) -> None:
    c = parse_card(text)
    assert (c.rank, c.suit) == (rank, suit)


def test_card_parse_static_method_matches_parse_card() -> None:
    assert Card.parse("10♦") is parse_card("TD")


@pytest.mark.parametrize("bad", ["1D", "11D", "TX", "T", "", "   ", "ZZ", "DT", "10", "AS2", "♦T", "0D", "1OD"])
def test_bad_card_text_raises_and_quotes_the_text(bad: str) -> None:
    with pytest.raises(CardParseError) as info:
        parse_card(bad)
    assert repr(bad) in str(info.value)


def test_bad_rank_and_bad_suit_are_told_apart() -> None:
    with pytest.raises(CardParseError, match="bad rank"):
        parse_card("XD")
    with pytest.raises(CardParseError, match="bad suit"):
        parse_card("TX")


def test_non_text_is_refused_with_its_type() -> None:
    with pytest.raises(CardParseError, match="int"):
        parse_card(10)  # type: ignore[arg-type]


def test_parse_errors_are_value_errors() -> None:
    # The UI catches ValueError for any bad input.
    with pytest.raises(ValueError):
        parse_card("??")
    assert issubclass(CardParseError, GinError)


def test_parse_cards_accepts_spaces_commas_and_mixed_notation() -> None:
    got = parse_cards("AS, 10d  t♥,K♣")
    assert got == [Card(1, 3), Card(10, 1), Card(10, 2), Card(13, 0)]


def test_parse_cards_accepts_an_iterable_of_texts() -> None:
    assert parse_cards(["2c", "3♣", "4C"]) == [Card(2, 0), Card(3, 0), Card(4, 0)]


def test_parse_cards_empty_text_is_no_cards() -> None:
    assert parse_cards("") == []
    assert parse_cards("  ,  ") == []


def test_parse_cards_bad_item_quotes_it() -> None:
    with pytest.raises(CardParseError, match="'QX'"):
        parse_cards("AS QX 2D")


def test_duplicate_card_is_an_error_even_in_different_notations() -> None:
    with pytest.raises(CardParseError) as info:
        parse_cards("TD 3C 10♦")
    message = str(info.value)
    assert "TD" in message and "more than once" in message
    assert "'TD 3C 10♦'" in message  # the whole text is quoted


def test_duplicate_in_an_iterable_is_an_error() -> None:
    with pytest.raises(CardParseError, match="more than once"):
        parse_cards(["AS", "as"])


def test_wrong_count_is_an_error_that_says_how_many() -> None:
    with pytest.raises(CardParseError, match="expected 10 cards, got 3") as info:
        parse_cards("AS 2S 3S", count=10)
    assert "'AS 2S 3S'" in str(info.value)
    with pytest.raises(CardParseError, match="expected 10 or 11 cards, got 2"):
        parse_cards("AS 2S", count=(10, 11))
    assert len(parse_cards("AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS", count=(10, 11))) == 11


@pytest.mark.parametrize(
    ("text", "value"), [("AC", 1), ("2D", 2), ("9H", 9), ("TS", 10), ("JC", 10), ("QD", 10), ("KH", 10)]
)
def test_card_values_ace_one_faces_ten(text: str, value: int) -> None:
    assert parse_card(text).value == value


def test_code_symbol_and_name() -> None:
    c = parse_card("10♦")
    assert c.code == "TD"
    assert str(c) == "TD"
    assert c.symbol == "10♦"
    assert card_words(c) == "ten of diamonds"
    assert parse_card("as").symbol == "A♠"
    assert card_words(parse_card("qh")) == "queen of hearts"


def test_repr_is_valid_code_that_rebuilds_the_card() -> None:
    for c in DECK:
        rebuilt = eval(repr(c), {"Card": Card})
        assert rebuilt == c
    assert repr(parse_card("T♦")) == "Card.parse('TD')"


def test_cards_are_values_hashable_and_ordered_by_index() -> None:
    assert parse_card("TD") == Card(10, 1)
    assert len({parse_card("TD"), parse_card("10d"), parse_card("t♦")}) == 1
    assert sorted(parse_cards("2D KC AC AS")) == parse_cards("AC KC 2D AS")  # clubs, diamonds, hearts, spades
    with pytest.raises(AttributeError):
        parse_card("TD").rank = 3  # type: ignore[misc]


@pytest.mark.parametrize(("rank", "suit"), [(0, 0), (14, 0), (1, 4), (1, -1)])
def test_card_constructor_refuses_impossible_cards(rank: int, suit: int) -> None:
    with pytest.raises(CardParseError, match="no such card"):
        Card(rank, suit)


def test_deck_has_52_distinct_cards_and_index_round_trips() -> None:
    assert len(DECK) == 52 and len(set(DECK)) == 52
    for i, c in enumerate(DECK):
        assert c.index == i
        assert Card.from_index(i) is c
        assert c.mask == 1 << i
    assert sum(c.value for c in DECK) == 4 * (1 + 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9 + 10 * 4)  # 4 × 85 = 340


def test_format_cards_round_trips_through_parse() -> None:
    hand = parse_cards("AS TD 7♥ kc")
    assert format_cards(hand) == "AS TD 7H KC"
    assert parse_cards(format_cards(hand)) == hand


def test_shuffled_deck_is_reproducible_and_complete() -> None:
    a, b = shuffled_deck(7), shuffled_deck(7)
    assert a == b
    assert sorted(a) == list(DECK)
    assert shuffled_deck(8) != a


def test_validate_deck_refuses_short_decks_and_duplicates() -> None:
    with pytest.raises(CardParseError, match="52 cards, got 51"):
        validate_deck(list(DECK)[:51])
    deck = list(DECK)
    deck[5] = deck[0]
    with pytest.raises(CardParseError, match="duplicate cards: AC"):
        validate_deck(deck)


# -- the make_deck test helper ------------------------------------------------------


def test_make_deck_interleaves_hands_and_places_upcard_and_stock() -> None:
    nd = "AS 2S 3S 4S 5S 6S 7S 8S 9S TS"
    dl = "AH 2H 3H 4H 5H 6H 7H 8H 9H TH"
    deck = make_deck(nd, dl, upcard="KD", stock="QC JC")
    assert len(deck) == 52 and sorted(deck) == list(DECK)
    assert deck[0:20:2] == parse_cards(nd)
    assert deck[1:20:2] == parse_cards(dl)
    assert deck[20] == parse_card("KD")
    assert deck[21:23] == parse_cards("QC JC")
    # The rest follows in DECK order: AC is the first card not named.
    assert deck[23] == parse_card("AC")


def test_make_deck_without_upcard_turns_up_the_first_leftover_card() -> None:
    deck = make_deck("AS 2S 3S 4S 5S 6S 7S 8S 9S TS", "AC 2C 3C 4C 5C 6C 7C 8C 9C TC")
    assert deck[20] == parse_card("JC")


def test_make_deck_eleven_opening_gives_the_nondealer_eleven_and_no_upcard() -> None:
    nd = "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS"
    deck = make_deck(nd, "AH 2H 3H 4H 5H 6H 7H 8H 9H TH", stock="KC", opening="eleven")
    assert deck[0:21:2] == parse_cards(nd)
    assert deck[21] == parse_card("KC")
    with pytest.raises(ValueError, match="no upcard"):
        make_deck(nd, "AH 2H 3H 4H 5H 6H 7H 8H 9H TH", upcard="KC", opening="eleven")


def test_make_deck_refuses_duplicates_naming_the_card_and_places() -> None:
    with pytest.raises(ValueError, match=r"AS is given twice \(in the non-dealer and in the stock\)"):
        make_deck("AS 2S 3S 4S 5S 6S 7S 8S 9S TS", "AH 2H 3H 4H 5H 6H 7H 8H 9H TH", "KD", "QC AS")
    with pytest.raises(ValueError, match="more than once"):
        make_deck("AS AS 3S 4S 5S 6S 7S 8S 9S TS", "AH 2H 3H 4H 5H 6H 7H 8H 9H TH")
    with pytest.raises(ValueError, match="KD is given twice"):
        make_deck("AS 2S 3S 4S 5S 6S 7S 8S 9S TS", "AH 2H 3H 4H 5H 6H 7H 8H 9H KD", "KD")


def test_make_deck_refuses_wrong_counts() -> None:
    with pytest.raises(ValueError, match="non-dealer must be dealt 10 cards, got 9"):
        make_deck("AS 2S 3S 4S 5S 6S 7S 8S 9S", "AH 2H 3H 4H 5H 6H 7H 8H 9H TH")
    with pytest.raises(ValueError, match="dealer must be dealt 10 cards, got 11"):
        make_deck("AS 2S 3S 4S 5S 6S 7S 8S 9S TS", "AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH")
    with pytest.raises(ValueError, match="non-dealer must be dealt 11 cards, got 10"):
        make_deck("AS 2S 3S 4S 5S 6S 7S 8S 9S TS", "AH 2H 3H 4H 5H 6H 7H 8H 9H TH", opening="eleven")
    with pytest.raises(ValueError, match="expected 1 cards, got 2"):
        make_deck("AS 2S 3S 4S 5S 6S 7S 8S 9S TS", "AH 2H 3H 4H 5H 6H 7H 8H 9H TH", upcard="KD KC")
