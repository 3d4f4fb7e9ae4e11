"""Issue 13, point 3: a showdown worth watching. The piles step aside and the result panel sits
beside them (nothing over the stock or the pile); lay-offs fly onto the knocker's melds one by
one; the panel appears once they have landed and its deadwood counts count up; its button is the
way on; winning the game is celebrated; a resumed finished hand shows its panel at once."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsItem
from pytestqt.qtbot import QtBot

from gin_desktop.core import Card, Rules
from gin_desktop.ui.table.card_item import CardItem
from tests.core.deals import make_deck
from tests.ui.conftest import KNOCK_HAND, UPCARD, WAIT_MS, Builder, Table, close

# The computer's hand: 4♠ lays off on the player's A♠ 2♠ 3♠, and 7♥ then 8♥ on 4♥ 5♥ 6♥.
LAYOFF_HAND = "4S 7H KC QH JS 9D 5C 3D TS 8H"
LAYOFFS = ("card:4S", "card:7H", "card:8H")


def layoff_keys(table: Table) -> list[str]:
    """The cards laid off, in the order the defender laid them off."""
    result = table.view().result
    assert result is not None and result.defender is not None
    return [f"card:{lay.card.code}" for lay in result.defender.layoffs]


def layoff_table(build: Builder, anim_ms: int, rules: Rules | None = None) -> Table:
    table = build(deck=make_deck(KNOCK_HAND, LAYOFF_HAND, upcard=UPCARD), anim_ms=anim_ms, rules=rules)
    table.wait_my_turn()
    return table


def knock(table: Table) -> None:
    table.controller.draw_discard()
    table.controller.knock(Card.parse("KD"))
    hand = table.session.hand
    assert hand is not None
    table.qtbot.waitUntil(lambda: hand.is_over, timeout=WAIT_MS)


def scene_rect(item: CardItem, table: Table) -> QRectF:
    return QRectF(item.pos().x(), item.pos().y(), table.layout.card_w, table.layout.card_h)


def test_nothing_is_drawn_over_the_stock_or_the_pile(build: Builder) -> None:
    table = layoff_table(build, anim_ms=0)
    knock(table)
    panel = table.scene.result_panel
    assert panel.isVisible() and panel.card is not None and panel.card.title == "You win the knock"
    placed = panel.mapRectToScene(panel.boundingRect())
    stock = table.scene.items_by_key["back:stock"]
    top = table.scene.items_by_key[f"card:{table.view().discard_pile[-1].code}"]
    for item in (stock, top):
        assert not placed.intersects(scene_rect(item, table)), item.key
    for row in (table.layout.hand, table.layout.opponent):  # nor over either hand
        assert not placed.intersects(QRectF(row.x, row.y, row.w, table.layout.card_h))


def test_lay_offs_fly_one_by_one_and_the_panel_waits_for_them(qtbot: QtBot, build: Builder) -> None:
    table = layoff_table(build, anim_ms=150)
    knock(table)
    scene, layout = table.scene, table.layout
    keys = layoff_keys(table)
    assert sorted(keys) == sorted(LAYOFFS)
    first, second, third = (scene.items_by_key[key] for key in keys)
    assert first.highlight == second.highlight == third.highlight == "layoff"
    spot = {key: layout.spot(key) for key in LAYOFFS}
    assert all(s is not None and s.y == layout.hand.y for s in spot.values())  # onto the player's melds
    start_y = layout.opponent.y

    def landed(item: CardItem) -> bool:
        s = spot[item.key]
        return s is not None and (item.pos().x(), item.pos().y()) == (s.x, s.y)

    assert not landed(first) and not scene.result_panel.isVisible()
    arrivals: list[str] = []
    seen_at_arrival: dict[str, tuple[bool, bool]] = {}  # key → (the next one landed?, panel shown?)

    def arrived(key: str, moving: bool) -> None:
        if not moving and key in keys and key not in arrivals:
            arrivals.append(key)
            following = keys[keys.index(key) + 1:]
            seen_at_arrival[key] = (any(landed(scene.items_by_key[k]) for k in following),
                                    scene.result_panel.isVisible())

    for item in (first, second, third):
        item.motion.connect(arrived)
    qtbot.waitUntil(lambda: len(arrivals) == 3, timeout=WAIT_MS)
    assert arrivals == keys  # one after another, in the order they were laid off
    assert seen_at_arrival[keys[0]] == (False, False) and seen_at_arrival[keys[1]] == (False, False)
    assert start_y != layout.hand.y
    qtbot.waitUntil(scene.result_panel.isVisible, timeout=WAIT_MS)
    counts = scene.result_panel.shown_counts()
    card = scene.result_panel.card
    assert card is not None and card.deadwood is not None and counts is not None
    assert counts[1] < card.deadwood[1]  # counting up from zero …
    from gin_desktop.ui.painted_text import recording

    def painted_owners() -> set[str]:
        with recording() as painted:
            _paint(scene.result_panel)
        return {p.owner for p in painted}

    # (the sum only once the counts have arrived: "18 … 8" beside "21 − 10 = 11" read as a wrong sum)
    assert "result count" in painted_owners() and "result arithmetic" not in painted_owners()
    qtbot.waitUntil(lambda: not scene.result_panel.counting(), timeout=WAIT_MS)
    assert scene.result_panel.shown_counts() == card.deadwood  # … to the real counts
    assert "result arithmetic" in painted_owners()


def test_the_panel_button_deals_the_next_hand(build: Builder) -> None:
    table = layoff_table(build, anim_ms=0)
    knock(table)
    card = table.scene.result_panel.card
    assert card is not None and card.action == "Next hand" and card.deadwood == (2, 76 - 4 - 7 - 8)
    table.click_result_button()
    table.qtbot.waitUntil(lambda: table.view().hand_number == 2, timeout=WAIT_MS)
    assert not table.scene.result_panel.isVisible()
    # the piles are back in the middle for the new hand
    assert table.layout.result is None and table.layout.stock.x > table.layout.width / 4


def test_winning_the_game_is_celebrated_briefly(qtbot: QtBot, build: Builder) -> None:
    table = layoff_table(build, anim_ms=120, rules=Rules(target=50))
    knock(table)
    scene = table.scene
    qtbot.waitUntil(lambda: scene.confetti is not None and scene.confetti.scene() is scene, timeout=WAIT_MS)
    card = scene.result_panel.card
    assert card is not None and card.game_won and card.title == "You win the game!" and card.action == "New game"
    confetti = scene.confetti
    assert confetti is not None
    qtbot.waitUntil(lambda: confetti.scene() is None, timeout=WAIT_MS)  # it removes itself


def test_no_celebration_without_animations(build: Builder) -> None:
    table = layoff_table(build, anim_ms=0, rules=Rules(target=50))
    knock(table)
    assert table.scene.result_panel.isVisible() and table.scene.confetti is None


def test_a_resumed_finished_hand_shows_its_panel_at_once(build: Builder) -> None:
    table = layoff_table(build, anim_ms=150)
    knock(table)
    close(table)
    again = build(resume=True, anim_ms=150)
    panel = again.scene.result_panel
    assert panel.isVisible() and panel.opacity() == 1.0 and not panel.counting()
    assert panel.card is not None and panel.shown_counts() == panel.card.deadwood
    for key in LAYOFFS:  # in place, not flying in again
        item, spot = again.scene.items_by_key[key], again.layout.spot(key)
        assert spot is not None and (item.pos().x(), item.pos().y()) == (spot.x, spot.y)


def _paint(item: QGraphicsItem) -> None:
    """Paint ``item`` once onto an image (what the scene does on screen)."""
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

    box = item.boundingRect()
    image = QImage(max(1, int(box.width())), max(1, int(box.height())), QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    painter.translate(-box.topLeft())
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
