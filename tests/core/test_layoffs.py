"""The defender's showdown: own melds plus lay-offs on the knocker's melds."""

from __future__ import annotations

from gin_desktop.core import LayOff, Meld, Showdown, defender_showdown

from .deals import card, cards, codes


def melds(*texts: str) -> list[Meld]:
    return [Meld.of(t) for t in texts]


def laid(showdown: Showdown) -> dict[str, int]:
    """Laid-off card → index of the knocker meld it went on."""
    return {lo.card.code: lo.meld_index for lo in showdown.layoffs}


def own(showdown: Showdown) -> set[str]:
    return {m.code for m in showdown.arrangement.melds}


def test_fourth_card_is_laid_off_on_a_set_of_three() -> None:
    sd = defender_showdown(melds("7C 7D 7S"), cards("7H KD"))
    assert laid(sd) == {"7H": 0}
    assert codes(sd.arrangement.deadwood) == ["KD"]
    assert sd.deadwood_points == 10  # KD only


def test_nothing_is_laid_off_on_a_set_of_four() -> None:
    sd = defender_showdown(melds("7C 7D 7H 7S", "AS 2S 3S"), cards("8H 6H KD"))
    assert sd.layoffs == ()
    assert sd.deadwood_points == 8 + 6 + 10


def test_cards_are_laid_off_at_both_ends_of_a_run() -> None:
    sd = defender_showdown(melds("5H 6H 7H"), cards("4H 8H QC"))
    assert laid(sd) == {"4H": 0, "8H": 0}
    assert sd.deadwood_points == 10  # QC


def test_chain_upward_without_an_own_meld() -> None:
    # 8H 9H alone are no meld of the defender's: only the chain gets rid of them.
    sd = defender_showdown(melds("5H 6H 7H"), cards("8H 9H KS"))
    assert laid(sd) == {"8H": 0, "9H": 0}
    assert sd.deadwood_points == 10


def test_chain_downward() -> None:
    sd = defender_showdown(melds("5H 6H 7H"), cards("3H 4H KS"))
    assert laid(sd) == {"3H": 0, "4H": 0}
    assert sd.deadwood_points == 10


def test_chain_needs_its_first_link() -> None:
    # 9H cannot go on 5H 6H 7H without 8H.
    sd = defender_showdown(melds("5H 6H 7H"), cards("9H 3H KS"))
    assert sd.layoffs == ()
    assert sd.deadwood_points == 9 + 3 + 10


def test_no_wrap_around_the_ace() -> None:
    assert defender_showdown(melds("AH 2H 3H"), cards("KH")).layoffs == ()
    assert defender_showdown(melds("JH QH KH"), cards("AH")).layoffs == ()


def test_card_that_fits_a_set_or_a_run_goes_where_the_chain_needs_it() -> None:
    # 7H is the fourth 7 and also extends 4H 5H 6H; 8H can follow only if 7H went on the run.
    knocker = melds("7C 7D 7S", "4H 5H 6H")
    sd = defender_showdown(knocker, cards("7H 8H JC"))
    assert laid(sd) == {"7H": 1, "8H": 1}
    assert sd.deadwood_points == 10  # JC


def test_card_that_fits_a_set_or_a_run_is_laid_off_once() -> None:
    knocker = melds("7C 7D 7S", "4H 5H 6H")
    sd = defender_showdown(knocker, cards("7H JC"))
    assert [lo.card.code for lo in sd.layoffs] == ["7H"]
    assert knocker[sd.layoffs[0].meld_index].accepts(card("7H"))
    assert sd.deadwood_points == 10


def test_two_runs_of_one_suit_each_take_their_neighbour() -> None:
    knocker = melds("AH 2H 3H", "7H 8H 9H")
    sd = defender_showdown(knocker, cards("4H 6H KD"))
    assert laid(sd) == {"4H": 0, "6H": 1}
    assert sd.deadwood_points == 10


def test_lay_offs_report_which_meld_each_card_went_on() -> None:
    knocker = melds("AS 2S 3S", "9C 9D 9H", "TD JD QD")
    sd = defender_showdown(knocker, cards("4S 5S 9S KD 8D 2C"))
    # 4S 5S extend the spade run (meld 0), 9S is the fourth nine (meld 1), KD extends the
    # diamond run (meld 2). 8D cannot: 9D is the knocker's, but in the set, not the run.
    assert laid(sd) == {"4S": 0, "5S": 0, "9S": 1, "KD": 2}
    assert codes(sd.arrangement.deadwood) == ["2C", "8D"]
    assert sd.deadwood_points == 2 + 8


def test_no_lay_offs_after_gin() -> None:
    sd = defender_showdown(melds("5H 6H 7H", "7C 7D 7S"), cards("4H 8H 7H"), allow_layoffs=False)
    assert sd.layoffs == ()
    assert sd.deadwood_points == 4 + 8 + 7


def test_defender_keeps_own_set_rather_than_laying_off_its_card() -> None:
    # Laying 8H on 5H 6H 7H would leave 8C 8D 2S = 18; keeping 8C 8D 8H leaves 2S = 2.
    sd = defender_showdown(melds("5H 6H 7H"), cards("8C 8D 8H 2S"))
    assert sd.layoffs == ()
    assert own(sd) == {"8C 8D 8H"}
    assert sd.deadwood_points == 2


def test_defender_takes_a_card_from_own_four_set_to_chain_a_lay_off() -> None:
    # Keeping 8C 8D 8H 8S leaves 9H = 9; laying 8H then 9H onto 5H 6H 7H and keeping
    # 8C 8D 8S leaves 0.
    sd = defender_showdown(melds("5H 6H 7H"), cards("8C 8D 8H 8S 9H"))
    assert laid(sd) == {"8H": 0, "9H": 0}
    assert own(sd) == {"8C 8D 8S"}
    assert sd.deadwood_points == 0


def test_tie_between_own_run_and_laying_it_off_keeps_the_own_meld() -> None:
    # Own run 8H 9H TH leaves 8C 4S = 12; laying the three off onto 5H 6H 7H also leaves 12.
    sd = defender_showdown(melds("5H 6H 7H"), cards("8H 8C 9H TH 4S"))
    assert own(sd) == {"8H 9H TH"} and sd.layoffs == ()
    assert sd.deadwood_points == 12


def test_own_melds_and_lay_offs_together() -> None:
    sd = defender_showdown(melds("TC JC QC"), cards("KC 9C 2D 3D 4D 6S"))
    assert laid(sd) == {"9C": 0, "KC": 0}
    assert own(sd) == {"2D 3D 4D"}
    assert sd.deadwood_points == 6


def test_layoff_values_are_plain_data() -> None:
    sd = defender_showdown(melds("7C 7D 7S"), cards("7H"))
    assert sd.layoffs == (LayOff(card("7H"), 0),)
    assert sd.deadwood_points == 0
