"""Contrast by numbers (issue 24, point 2): WCAG 2.2 contrast ratios worked out from the real
theme objects for every look — Classic (its dialogs on Qt's Fusion palette, standing for the
desktop's), Night, and the high-contrast switch on each: text at least 4.5:1, controls and focus
indicators 3:1, greyed text 3:1 (WCAG exempts it; a greyed label should still be read).

Checked: the dialogs' palette roles, an unchecked check box and radio button as drawn, the side
panel (its text, figures, buttons, greyed buttons and focus frame on every table colour), the
notices (text and their close button's ×), the rules window's box of the rules in force, the
known-cards tracker's cells and suits, a dialog's error words (settings, the statistics' export);
the texts painted on the table, on every table colour at the cloth's lightest (under the lamp) and
darkest (its edges): the stock's count, the knock area's label, the meld tabs' marks, the result
panel's texts and buttons; and the charts of the coach, the statistics and the score sheet (lines,
badges, legend). Large text (the result's points: 18 pt and more) needs 3:1."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QImage, QPalette, QTextCursor, QTextDocument
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QRadioButton,
    QStyle,
    QStyleFactory,
    QStyleOptionButton,
    QVBoxLayout,
    QWidget,
)
from pytestqt.qtbot import QtBot

from gin_desktop.core import Rules
from gin_desktop.ui.dialogs import stats_charts
from gin_desktop.ui.dialogs.review_chart import GRADE_COLOURS, LUCK, NOW_LINE, ZERO_LINE
from gin_desktop.ui.dialogs.rules_help import BOX_BACK, rules_html
from gin_desktop.ui.dialogs.score_sheet import ScoreChart
from gin_desktop.ui.notice_area import Level, NoticeArea, notice_colours
from gin_desktop.ui.readable_style import readable_indicators
from gin_desktop.ui.side_panel import button_colours, panel_colours
from gin_desktop.ui.table import decor, result_panel
from gin_desktop.ui.table.card_item import tab_fill
from gin_desktop.ui.table.layout import TINT_RGB
from gin_desktop.ui.table.scene import EDGE_DARKER, FELT_COLOURS, HIGH_CONTRAST_FELT, LAMP_LIGHTER
from gin_desktop.ui.themes import (
    LOOKS,
    ThemeKeeper,
    cloth,
    contrast,
    dialog_palette,
    error_ink,
    ink_on,
)
from gin_desktop.ui.tracker import DOCK_BACK, DOCK_INK, PLACE_STYLE, RED_SUIT

TEXT, CONTROL, GREYED = 4.5, 3.0, 3.0
Role, Group = QPalette.ColorRole, QPalette.ColorGroup


def fusion_palette() -> QPalette:
    style = QStyleFactory.create("Fusion")
    assert style is not None
    return style.standardPalette()


def over(colour: str | QColor, ground: QColor) -> QColor:
    """``colour`` (a name, ``rgba(r,g,b,a)`` or a QColor with its alpha) laid over the opaque ``ground``."""
    if isinstance(colour, str) and not colour.startswith("rgba("):
        return QColor(colour)
    if isinstance(colour, str):
        r, g, b, a = (float(part) for part in colour[5:-1].split(","))
    else:
        r, g, b, a = colour.red(), colour.green(), colour.blue(), colour.alphaF()
    return QColor(round(r * a + ground.red() * (1 - a)), round(g * a + ground.green() * (1 - a)),
                  round(b * a + ground.blue() * (1 - a)))


@pytest.fixture(params=["classic", "night"])
def look(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def applied(qapp: QApplication, look: str) -> Iterator[QPalette]:
    """The look applied to the application as the game does, Classic on Qt's Fusion palette."""
    keeper = ThemeKeeper.of_app()
    kept = keeper._palette
    keeper._palette = fusion_palette()  # (the desktop's palette, as a stock Fusion desktop has it)
    keeper.dark = not LOOKS[look].dark_dialogs
    keeper.apply(LOOKS[look])
    yield qapp.palette()
    keeper._palette = kept
    keeper.dark = True
    keeper.apply(LOOKS["classic"])


# -- the dialogs ------------------------------------------------------------------------------
def test_dialog_palette_texts_greyed_texts_and_highlight(look: str) -> None:
    palette = dialog_palette(LOOKS[look], fusion_palette())
    failures = []
    pairs = [(Role.WindowText, Role.Window, TEXT), (Role.Text, Role.Base, TEXT), (Role.Text, Role.AlternateBase, TEXT),
             (Role.ButtonText, Role.Button, TEXT), (Role.HighlightedText, Role.Highlight, TEXT),
             (Role.ToolTipText, Role.ToolTipBase, TEXT), (Role.Link, Role.Base, TEXT),
             (Role.PlaceholderText, Role.Base, TEXT),
             (Role.Highlight, Role.Window, CONTROL), (Role.Highlight, Role.Base, CONTROL)]  # (focus and selection)
    for fore, back, need in pairs:
        ratio = contrast(palette.color(Group.Active, fore), palette.color(Group.Active, back))
        if ratio < need:
            failures.append(f"{fore.name} on {back.name}: {ratio:.2f}")
    for fore, back in ((Role.WindowText, Role.Window), (Role.Text, Role.Base), (Role.ButtonText, Role.Button)):
        ratio = contrast(palette.color(Group.Disabled, fore), palette.color(Group.Disabled, back))
        if ratio < GREYED:
            failures.append(f"greyed {fore.name} on {back.name}: {ratio:.2f}")
    assert failures == []


def _indicator_contrast(box: QCheckBox | QRadioButton, ground: QColor) -> float:
    """The strongest contrast between the drawn indicator of ``box`` and the window behind it."""
    image = QImage(box.size() * 2, QImage.Format.Format_ARGB32)
    image.setDevicePixelRatio(2)
    image.fill(ground)
    box.render(image)
    element = (QStyle.SubElement.SE_CheckBoxIndicator if isinstance(box, QCheckBox)
               else QStyle.SubElement.SE_RadioButtonIndicator)
    style = box.style()
    option = QStyleOptionButton()
    option.initFrom(box)
    rect: QRect = style.subElementRect(element, option, box)
    best = 1.0
    for x in range(rect.left() * 2, rect.right() * 2 + 2):
        for y in range(rect.top() * 2, rect.bottom() * 2 + 2):
            best = max(best, contrast(QColor(image.pixel(x, y)), ground))
    return best


def test_an_unchecked_check_box_and_radio_button_can_be_seen(qtbot: QtBot, applied: QPalette, look: str) -> None:
    root = QWidget()
    qtbot.addWidget(root)
    column = QVBoxLayout(root)
    boxes: list[QCheckBox | QRadioButton] = [QCheckBox("Confirm before knocking"), QRadioButton("Easy")]
    for box in boxes:
        column.addWidget(box)
    readable_indicators(root)  # what the settings dialog and the coach's panel do
    root.show()
    qtbot.waitExposed(root)
    ground = applied.color(Role.Window)
    for box in boxes:
        assert not box.isChecked()
        assert _indicator_contrast(box, ground) >= CONTROL, (look, type(box).__name__)


# -- the side panel ---------------------------------------------------------------------------
@pytest.mark.parametrize("high_contrast", [False, True], ids=["", "high contrast"])
def test_side_panel_texts_buttons_and_focus(look: str, high_contrast: bool) -> None:
    theme, failures = LOOKS[look], []
    for felt_name, felt in FELT_COLOURS.items():
        back, text, accent = (QColor(c) for c in panel_colours(high_contrast, felt, theme))
        for what, colour in (("text", text), ("figures", accent)):
            if contrast(colour, back) < TEXT:
                failures.append(f"{felt_name} {what}: {contrast(colour, back):.2f}")
        if high_contrast:  # (the desktop's buttons: the dialogs' palette, checked above)
            continue
        face, label, _edge, hover, off_face, off_label = button_colours(theme)
        for name, ground in (("face", QColor(face)), ("hover", QColor(hover))):
            if contrast(QColor(label), ground) < TEXT:
                failures.append(f"{felt_name} button text on {name}: {contrast(QColor(label), ground):.2f}")
        greyed_ground = over(off_face, back)
        greyed = over(off_label, greyed_ground)
        if contrast(greyed, greyed_ground) < GREYED:
            failures.append(f"{felt_name} greyed button: {contrast(greyed, greyed_ground):.2f}")
        focus = QColor(theme.accent)  # the focus frame (QPushButton:focus) between face and panel
        if contrast(focus, QColor(face)) < CONTROL and contrast(focus, back) < CONTROL:
            failures.append(f"{felt_name} focus frame: {contrast(focus, QColor(face)):.2f}")
    assert failures == []


# -- notices and the rules window -------------------------------------------------------------
@pytest.mark.parametrize("level", list(Level), ids=[level.value for level in Level])
def test_notices_text_and_close_button(qtbot: QtBot, applied: QPalette, look: str, level: Level) -> None:
    area = NoticeArea()
    qtbot.addWidget(area)
    row = area.notify("The disk is nearly full.", level)
    area.show()
    qtbot.waitExposed(area)
    dark = applied.color(Role.Window).lightness() < 128
    assert dark == LOOKS[look].dark_dialogs
    back, _edge, fore = notice_colours(level, dark)
    assert f"background: {back}" in row.styleSheet()
    assert contrast(QColor(fore), QColor(back)) >= TEXT
    assert row.close_button is not None
    cross = row.close_button.palette().color(row.close_button.foregroundRole())
    assert contrast(cross, QColor(back)) >= TEXT  # the × is the notice's own text colour, not the window's
    assert contrast(row.label.palette().color(row.label.foregroundRole()), QColor(back)) >= TEXT


def test_rules_in_force_box_is_readable(applied: QPalette, look: str) -> None:
    doc = QTextDocument()
    doc.setHtml(rules_html(Rules()))
    cursor = QTextCursor(doc)
    table = cursor.currentTable()
    while table is None and not cursor.atEnd():
        cursor.movePosition(QTextCursor.MoveOperation.NextBlock)
        table = cursor.currentTable()
    assert table is not None
    cell = table.cellAt(0, 0)
    block = cell.firstCursorPosition().block()
    colours = set()
    while block.isValid() and block.position() < cell.lastCursorPosition().position():
        it = block.begin()
        while not it.atEnd():
            brush = it.fragment().charFormat().foreground()
            # no colour of its own: the window's text colour, which is light in the Night look
            colours.add(brush.color().name() if brush.style().value else applied.color(Role.Text).name())
            it += 1
        block = block.next()
    assert colours
    for colour in colours:
        assert contrast(QColor(colour), QColor(BOX_BACK)) >= TEXT, (look, colour)


# -- the texts painted on the table -----------------------------------------------------------
LARGE = CONTROL  # large text (18 pt, or 14 pt bold, and more): 3:1


def cloth_grounds(look: str, high_contrast: bool) -> dict[str, QColor]:
    """Every place's cloth under the table's texts: each table colour at its lightest (the lamp in the
    middle) and darkest (the edges) in ``look``; high contrast's flat black."""
    if high_contrast:
        return {"black": QColor(HIGH_CONTRAST_FELT)}
    grounds = {}
    for felt_name, felt in FELT_COLOURS.items():
        shade = cloth(LOOKS[look], felt)
        grounds[f"{felt_name} lit"] = shade.lighter(LAMP_LIGHTER)
        grounds[f"{felt_name} edge"] = shade.darker(EDGE_DARKER)
    return grounds


def short(pairs: list[tuple[str, QColor, QColor, float]]) -> list[str]:
    """The pairs (what, text, ground, needed) under what they need, with their ratios."""
    return [f"{what}: {contrast(ink, ground):.2f} < {need}" for what, ink, ground, need in pairs
            if contrast(ink, ground) < need]


@pytest.mark.parametrize("high_contrast", [False, True], ids=["", "high contrast"])
def test_the_stock_count_and_the_knock_label_on_every_cloth(look: str, high_contrast: bool) -> None:
    pairs = []
    for where, ground in cloth_grounds(look, high_contrast).items():
        ready, idle = over(decor.knock_wash(True), ground), over(decor.knock_wash(False), ground)
        pairs += [(f"{where} 'Stock 31'", decor.STOCK_INK, ground, TEXT),
                  (f"{where} 'Knock' when a knock is on", decor.KNOCK_READY_INK, ready, TEXT),
                  (f"{where} 'Knock' greyed", over(decor.KNOCK_IDLE_INK, idle), idle, GREYED),
                  (f"{where} the knock area's edge when a knock is on", decor.KNOCK_READY, ground, CONTROL)]
    assert short(pairs) == []


@pytest.mark.parametrize("high_contrast", [False, True], ids=["", "high contrast"])
def test_the_meld_tabs_marks(high_contrast: bool) -> None:
    pairs = []
    for tint in TINT_RGB:
        fill = tab_fill(tint, high_contrast)
        pairs.append((f"mark on the {tint.value} tab", ink_on(fill), fill, TEXT))
    assert short(pairs) == []


@pytest.mark.parametrize("high_contrast", [False, True], ids=["", "high contrast"])
def test_the_result_panels_texts_and_buttons_on_every_cloth(look: str, high_contrast: bool) -> None:
    rp, pairs = result_panel, []
    for where, cloth_ground in cloth_grounds(look, high_contrast).items():
        grounds = ([QColor(0, 0, 0)] if high_contrast
                   else [over(rp.FILL_TOP, cloth_ground), over(rp.FILL_BOTTOM, cloth_ground)])
        for ground in grounds:
            pairs += [(f"{where} {what}", ink, ground, TEXT) for what, ink in (
                ("title", rp.TITLE_INK), ("counts' labels and arithmetic", rp.LABEL_INK),
                ("counts", rp.FIGURE_INK), ("score", rp.SCORE_INK), ("bonuses", rp.BONUS_INK),
                ("the coach's line", rp.MOMENT_INK), ("the coach's line under the mouse", rp.MOMENT_HOVER_INK))]
            pairs.append((f"{where} Review hand, under the mouse", rp.SCORE_INK, over(rp.REVIEW_HOVER, ground), TEXT))
            for won in (True, False, None):
                accent = rp.accent_of(won, high_contrast)
                pairs += [(f"{where} points ({won})", accent, ground, LARGE),
                          (f"{where} final score ({won})", accent, ground, TEXT),
                          (f"{where} the way on's pill ({won})", accent, ground, CONTROL),
                          (f"{where} the way on's words ({won})", rp.BUTTON_INK, accent, TEXT),
                          (f"{where} the way on's words, hovered ({won})", rp.BUTTON_INK, accent.lighter(115), TEXT)]
    assert short(pairs) == []


# -- the coach's chart and the statistics' charts ----------------------------------------------
def test_the_charts_lines_badges_and_legend(applied: QPalette, look: str) -> None:
    base, text = applied.color(Role.Base), applied.color(Role.Text)
    pairs = [("legend and axis figures", text, base, TEXT), ("luck's dotted line", LUCK, base, CONTROL),
             ("the zero line", ZERO_LINE, base, CONTROL), ("the step shown", over(NOW_LINE, base), base, CONTROL)]
    for grade, colour in GRADE_COLOURS.items():
        pairs += [(f"{grade.value} line and badge", colour, base, CONTROL),
                  (f"{grade.value} badge's words in the review", ink_on(colour), colour, TEXT)]
    pairs += [(what, colour, base, CONTROL) for what, colour in (
        ("statistics' bar of a game won", stats_charts.GAIN_BAR),
        ("statistics' bar of a game lost", stats_charts.LOSS_BAR),
        ("statistics' trend line", stats_charts.TREND_LINE),
        ("statistics' reference line", stats_charts.REFERENCE_LINE),
        ("score chart's line of your total", ScoreChart.YOU), ("its line of the computer's", ScoreChart.COMPUTER),
        ("its target line", ScoreChart.TARGET))]
    assert short(pairs) == []


# -- the tracker and the dialogs' error words --------------------------------------------------
def test_the_known_cards_trackers_cells_and_suits() -> None:
    pairs = [(f"{place} card", QColor(ink), QColor(back), TEXT) for place, (back, ink) in PLACE_STYLE.items()]
    pairs += [("its words", QColor(DOCK_INK), QColor(DOCK_BACK), TEXT),
              ("♥ ♦", QColor(RED_SUIT), QColor(DOCK_BACK), TEXT)]
    assert short(pairs) == []


def test_an_errors_words_in_a_dialog(applied: QPalette, look: str) -> None:
    window = applied.color(Role.Window)
    assert contrast(QColor(error_ink(window.lightness() < 128)), window) >= TEXT


def test_the_coach_panels_check_box_can_be_seen(qtbot: QtBot, applied: QPalette, look: str) -> None:
    """"What the computer thought" in the review was drawn without its outline (the panel outlined its boxes
    before that one was its child): a new player's walk could not see it in Night."""
    from gin_desktop.ui.dialogs.review_panel import ReviewPanel

    panel = ReviewPanel(None, [], 1)
    qtbot.addWidget(panel)
    panel.body.setVisible(True)
    panel.show()
    qtbot.waitExposed(panel)
    box = panel.thought_box
    assert not box.isChecked()
    assert _indicator_contrast(box, applied.color(Role.Window)) >= CONTROL, look


def test_the_replays_first_and_last_step_icons_can_be_seen_greyed_too(applied: QPalette, look: str) -> None:
    """The style's ⏮/⏭ icons, greyed on the last step, all but vanished in Night (a new player's walk): ours are
    drawn in the palette's button text, greyed in its disabled button text, at least 3:1 on the button."""
    from PySide6.QtGui import QIcon

    from gin_desktop.ui.dialogs.replay_dialog import step_icon

    for key in ("first", "last"):
        icon = step_icon(key, applied)
        for mode, group, need in ((QIcon.Mode.Normal, Group.Active, CONTROL),
                                  (QIcon.Mode.Disabled, Group.Disabled, GREYED)):
            image = icon.pixmap(32, 32, mode).toImage()
            ground = applied.color(group, Role.Button)
            inked = [over(image.pixelColor(x, y), ground) for x in range(image.width()) for y in range(image.height())
                     if image.pixelColor(x, y).alpha() > 200]
            assert len(inked) > 40, (key, mode)  # (a bar and a triangle)
            assert max(contrast(c, ground) for c in inked) >= need, (look, key, mode)
