import pytest
from PySide6.QtWidgets import QGraphicsView
from tests.ui.test_partial_repaint import _shown, _fresh
from tests.ui.conftest import quick_move
@pytest.mark.parametrize("mode", ["full", "minimal"])
def test_dbg(build, qtbot, mode):
    table = build(seed=9, anim_ms=120)
    if mode == "full":
        table.window.table.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.FullViewportUpdate)
    hand = table.session.hand
    while not hand.is_over:
        table.qtbot.waitUntil(lambda: hand.is_over or (table.controller.view() is not None and table.view().my_turn and not table.controller.is_thinking()), timeout=20_000)
        if hand.is_over: break
        table.wait_still(); qtbot.wait(20)
        a, b = _shown(table), _fresh(table)
        if a != b:
            a.save(f'/tmp/w/a_{mode}.png'); b.save(f'/tmp/w/b_{mode}.png')
            diff = [(x, y) for y in range(a.height()) for x in range(a.width()) if a.pixel(x, y) != b.pixel(x, y)]
            xs=[d[0] for d in diff]; ys=[d[1] for d in diff]
            print('DIFF', mode, table.session.game.action_count, len(diff), min(xs), max(xs), min(ys), max(ys))
            print([t.key for t in table.scene.items_by_key.values() if t.isSelected()] if hasattr(table.scene,'items_by_key') else '')
            return
        assert table.controller.act(quick_move(table.view()))
    print('SAME', mode)
