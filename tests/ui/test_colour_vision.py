"""Not by colour alone (issue 16): the simulation of colour-vision deficiencies, the table's palette
checked with it, and the marks (numbered tabs, line patterns) painted on the cards."""

from __future__ import annotations

import io
import itertools
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from gin_desktop.tools import main as tools_main
from gin_desktop.ui.table.card_item import TAB_H, TAB_RISE, TAB_W, TAB_X, CardItem
from gin_desktop.ui.table.layout import MELD_TINTS, TINT_LINE, TINT_MARK, TINT_RGB, Tint
from gin_desktop.values.colour_vision import Vision, closest_pair, delta_e, delta_e_lab, simulate, to_lab

SEEN_BY_MOST = (Vision.NORMAL, Vision.PROTANOPIA, Vision.DEUTERANOPIA)

# Sharma, Wu and Dalal (2005), "The CIEDE2000 color-difference formula": test pairs 1, 7, 17, 25.
SHARMA = [
    ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
    ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
    ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
    ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
]


@pytest.mark.parametrize(("first", "second", "expected"), SHARMA)
def test_ciede2000_matches_the_published_test_data(first: tuple[float, float, float],
                                                   second: tuple[float, float, float], expected: float) -> None:
    assert delta_e_lab(first, second) == pytest.approx(expected, abs=1e-4)


def test_lab_of_white_black_and_a_primary() -> None:
    assert to_lab((255, 255, 255)) == pytest.approx((100.0, 0.0, 0.0), abs=0.05)
    assert to_lab((0, 0, 0)) == pytest.approx((0.0, 0.0, 0.0), abs=0.05)
    assert to_lab((255, 0, 0)) == pytest.approx((53.24, 80.09, 67.20), abs=0.1)  # the usual sRGB red


def test_the_simulation_keeps_greys_and_confuses_red_with_green() -> None:
    for vision in Vision:
        for grey in (0, 64, 128, 255):
            assert max(abs(a - grey) for a in simulate((grey, grey, grey), vision)) <= 2
    red, green = (200, 40, 40), (60, 130, 40)  # a red and a green of about the same lightness
    assert delta_e(red, green) > 40
    for vision in (Vision.PROTANOPIA, Vision.DEUTERANOPIA):  # the classic confusion: most of the difference goes
        assert delta_e(simulate(red, vision), simulate(green, vision)) < delta_e(red, green) / 3
    assert delta_e(simulate(red, Vision.TRITANOPIA), simulate(green, Vision.TRITANOPIA)) > 30  # blue cones lost
    blue, yellow = (40, 60, 200), (220, 200, 40)  # what every dichromat still tells apart
    for vision in Vision:
        assert delta_e(simulate(blue, vision), simulate(yellow, vision)) > 40


def test_the_old_palette_fails_and_the_table_s_palette_keeps_every_mark_apart() -> None:
    from gin_desktop.tools.colours import BEFORE

    old = [BEFORE[t] for t in MELD_TINTS[:4]]
    assert closest_pair(old, Vision.DEUTERANOPIA)[0] < 5  # blue and purple melds looked the same
    # a hand's melds (four at most in any arrangement shown on the hand) and the lay-off and hint
    melds = [TINT_RGB[t] for t in MELD_TINTS[:4]]
    every = [TINT_RGB[t] for t in (*MELD_TINTS[:4], Tint.LAYOFF, Tint.HINT)]
    for vision in SEEN_BY_MOST:
        assert closest_pair(melds, vision)[0] > 25, vision
        assert closest_pair(every, vision)[0] > 20, vision  # melds, the lay-off and the hint
    assert closest_pair(every, Vision.TRITANOPIA)[0] > 12  # (rare: still apart, with the marks besides)
    # melds 5 and 6, only at a showdown: clearly apart for normal vision, and still apart (with their
    # own marks and lines) for dichromats: no two more colours can keep 20 from all six others
    six = list(TINT_RGB.values())
    assert closest_pair(six, Vision.NORMAL)[0] > 25
    for vision in (Vision.PROTANOPIA, Vision.DEUTERANOPIA, Vision.TRITANOPIA):
        assert closest_pair(six, vision)[0] > 12, vision


def test_every_tint_has_its_own_mark_and_every_outline_its_own_line() -> None:
    assert len(set(TINT_MARK.values())) == len(TINT_MARK) == len(TINT_RGB)
    assert [TINT_MARK[t] for t in MELD_TINTS] == ["1", "2", "3", "4", "5", "6"]  # (a showdown shows six at most)
    patterned = [*MELD_TINTS, Tint.LAYOFF]
    assert len({TINT_LINE[t] for t in patterned}) == len(patterned)


def _paint(tint: Tint | None) -> QImage:
    """One face-up card with ``tint``, painted as the table paints it (1:1, on a grey cloth)."""
    item = CardItem("card:5H", None, lambda _card, w, h, _dpr: _white(w, h))
    item.face_up = True
    item.set_size(100, 140)
    item.set_highlight(tint)
    image = QImage(140, 200, QImage.Format.Format_ARGB32)
    image.fill(QColor(90, 90, 90))
    painter = QPainter(image)
    painter.translate(QPointF(20, 40))
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return image


def _white(w: int, h: int) -> QPixmap:
    pixmap = QPixmap(w, h)
    pixmap.fill(QColor(255, 255, 255))
    return pixmap


def _near(colour: QColor, rgb: tuple[int, int, int], tolerance: int = 40) -> bool:
    return sum(abs(a - b) for a, b in zip((colour.red(), colour.green(), colour.blue()), rgb, strict=True)) < tolerance


def _runs_down_the_left_edge(image: QImage, rgb: tuple[int, int, int]) -> int:
    """How many separate stretches of the outline colour a column just inside the left edge crosses."""
    column = [_near(image.pixelColor(20 + 1, y), rgb, 60) for y in range(40 + 15, 40 + 125)]
    return sum(1 for a, b in itertools.pairwise([False, *column]) if b and not a)


def test_the_outlines_differ_by_pattern_and_the_tabs_carry_the_mark(qtbot: object) -> None:
    runs = {tint: _runs_down_the_left_edge(_paint(tint), TINT_RGB[tint]) for tint in (*MELD_TINTS, Tint.LAYOFF)}
    assert runs[Tint.MELD0] == 1  # solid
    broken = (Tint.MELD1, Tint.MELD2, Tint.MELD3, Tint.MELD4, Tint.MELD5, Tint.LAYOFF)
    assert all(runs[t] >= 4 for t in broken), runs  # broken lines
    assert runs[Tint.MELD2] > runs[Tint.MELD1]  # dots are shorter than dashes
    plain = _paint(None)
    for tint in (*MELD_TINTS, Tint.LAYOFF):
        image = _paint(tint)
        # The tab above the card: filled with the tint, with the mark written in it.
        left, top = 20 + 100 * TAB_X, 40 - 140 * TAB_RISE
        tab = [image.pixelColor(round(left + 100 * TAB_W * fx), round(top + 140 * TAB_H * fy))
               for fx in (0.1, 0.2, 0.8, 0.9) for fy in (0.15, 0.85)]
        assert sum(_near(c, TINT_RGB[tint]) for c in tab) >= 6, tint
        inside = [image.pixelColor(x, y) for x in range(round(left) + 3, round(left + 100 * TAB_W) - 3)
                  for y in range(round(top) + 3, round(top + 140 * TAB_H * 0.7))]
        assert any(not _near(c, TINT_RGB[tint], 120) for c in inside), tint  # the mark's strokes
        assert plain.pixelColor(round(left + 10), round(top + 5)) == QColor(90, 90, 90)  # no tab, no tint


def test_the_colours_tool_prints_the_figures_and_simulates_a_picture(tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    out = io.StringIO()
    monkeypatch.setattr("sys.stdout", out)
    assert tools_main(["colours"]) == 0
    rows = out.getvalue().splitlines()
    assert rows[0].split()[0] == "vision" and [r.split()[0] for r in rows[1:]] == [v.value for v in Vision]
    deutan = rows[3].split()
    assert float(deutan[1]) > 25 and float(deutan[-2]) < 5  # now apart; before, confused
    source = tmp_path / "in.png"
    picture = QImage(2, 1, QImage.Format.Format_ARGB32)
    picture.setPixelColor(0, 0, QColor(200, 40, 40))
    picture.setPixelColor(1, 0, QColor(60, 130, 40))
    assert picture.save(str(source))
    target = tmp_path / "out.png"
    assert tools_main(["colours", "--simulate", "deuteranopia", str(source), str(target)]) == 0
    seen = QImage(str(target))
    got = [seen.pixelColor(x, 0) for x in (0, 1)]
    assert [(c.red(), c.green(), c.blue()) for c in got] == [simulate((200, 40, 40), Vision.DEUTERANOPIA),
                                                             simulate((60, 130, 40), Vision.DEUTERANOPIA)]
    assert tools_main(["colours", "--simulate", "martian", str(source), str(target)]) == 2
    assert "unknown vision" in out.getvalue()
