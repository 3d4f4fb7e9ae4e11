"""The end of a hand on the table: the lay-offs' flights, then the result panel and the celebration.

Kept apart from the scene's layout and mouse handling: the scene lays the cards out and asks
:func:`layoff_flights` when each laid-off card takes off; :class:`ResultStage` shows the
panel at once on a table laid out again, or after the cards have landed when the hand just
ended (fading in, counting up), with confetti when the player won the game.
"""

from __future__ import annotations

from gin_desktop.core import PlayerView
from gin_desktop.qt.core import QObject, QPointF, QTimer
from gin_desktop.qt.widgets import QGraphicsScene
from gin_desktop.values.snapshot import ResultCard

from .layout import Rect, TableLayout
from .result_panel import Confetti, ResultPanel


def layoff_flights(view: PlayerView, layout: TableLayout, anim_ms: int,
                   on_table: set[str]) -> tuple[dict[str, int], dict[str, QPointF]]:
    """Each card laid off waits in the defender's row, then flies onto the knocker's meld one after
    another: key → delay in ms, and where the cards not ``on_table`` yet (the computer's, face down
    until now) start: the end of its row."""
    result = view.result
    if result is None or result.defender is None or not result.defender.layoffs:
        return {}, {}
    step = anim_ms + max(120, anim_ms // 2)  # each lands, a beat, then the next takes off
    row = layout.opponent if result.knocker == view.seat else layout.hand
    flights: dict[str, int] = {}
    origins: dict[str, QPointF] = {}
    for n, lay in enumerate(result.defender.layoffs):
        key = f"card:{lay.card.code}"
        flights[key] = anim_ms + n * step
        if key not in on_table:
            origins[key] = QPointF(row.x + row.w - layout.card_w * (1.2 + 0.5 * n), row.y)
    return flights, origins


class ResultStage(QObject):
    """The result panel (added to ``scene``), when it appears, and the confetti."""

    def __init__(self, scene: QGraphicsScene) -> None:
        super().__init__(scene)
        self.scene = scene
        self.panel = ResultPanel()
        scene.addItem(self.panel)
        self.confetti: Confetti | None = None  # the celebration of a won game, while it falls
        self._reveal = QTimer(self)  # shows the panel once the showdown's cards have landed
        self._reveal.setSingleShot(True)
        self._reveal.timeout.connect(self._show_now)
        self._pending: tuple[ResultCard, Rect, int, bool, Rect | None] | None = None
        self._seed = 0

    def show(self, view: PlayerView, card: ResultCard | None, layout: TableLayout, anim_ms: int,
             strong: bool, landed: int, finishing: bool) -> None:
        """After a hand: the panel beside the piles, saying ``card`` (the snapshot's) — at once on a
        table laid out again, after ``landed`` ms (fading in, counting up) when the hand just ended
        (``finishing``)."""
        self._seed = view.hand_number  # (the confetti falls the same way for the same hand)
        self.panel.strong = strong
        if card is None or layout.result is None:
            self._reveal.stop()
            self._pending = None
            self.panel.hide_card()
            return
        if finishing:
            self.panel.hide_card()
            self._pending = (card, layout.result, anim_ms, card.game_won, layout.result_room)
            self._reveal.start(landed)
        elif self._reveal.isActive() and self._pending is not None:
            self._pending = (card, layout.result, self._pending[2], self._pending[3],
                             layout.result_room)  # (a resize meanwhile)
        else:
            self.panel.show_card(card, layout.result, 0, layout.result_room)

    def _show_now(self) -> None:
        if self._pending is None:
            return
        card, place, fade_ms, celebrate, room = self._pending
        self._pending = None
        self.panel.show_card(card, place, fade_ms, room)
        if celebrate and fade_ms > 0:
            rect = self.scene.sceneRect()
            self.celebrate(rect.width(), rect.height(), seed=self._seed)

    def celebrate(self, width: float, height: float, seed: int) -> Confetti:
        """A short burst of confetti over the table (the player won the game)."""
        if self.confetti is not None and self.confetti.scene() is self.scene:
            self.scene.removeItem(self.confetti)
        self.confetti = Confetti(width, height, seed=seed)
        self.scene.addItem(self.confetti)
        self.confetti.start()
        return self.confetti
