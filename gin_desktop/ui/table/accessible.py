"""The card table for screen readers: an accessible interface for the table view whose
children are the cards, the piles, the knock area and the computer's hand.

Graphics items are not ``QObject`` widgets, so Qt would show the whole table as one opaque
widget. :func:`install` adds a factory that gives every :class:`~.view.TableView` a
:class:`TableInterface`; its children are plain-Python :class:`PartInterface` objects, one
per thing on the table, made from :meth:`TableScene` state after every layout
(:class:`TableAccessibility` holds them). Their actions go through the same scene signals a
click, a drag or a key sends, so an assistive tool plays exactly the game the mouse plays.

Two things bite (PySide6 6.8–6.11):

* Qt keeps only C++ pointers to the child interfaces: Python must keep each one alive while
  Qt may use it. Each part is made once per key ("card:QH", "stock" …) and kept for the
  life of the view, so an assistive tool's reference and the focus survive every change;
  a part no longer on the table answers ``isValid() == False``. When the view goes, the
  parts are deleted through Qt's own cache (:meth:`TableAccessibility.release`).
* ``interface_cast(ActionInterface)`` must return a ``shiboken6.VoidPtr`` to a separate
  ``QAccessibleActionInterface`` object (a plain integer pointer crashes), and every other
  kind ``VoidPtr(0)``: ``None`` or ``0`` crash the process (the screen reader asks for the
  text and value interfaces of every object); :func:`gin_desktop.qt.pointer_to` makes both.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from gin_desktop.core import Card, DrawDiscard, DrawStock, Knock, Phase
from gin_desktop.qt import VoidPtr, is_valid, pointer_to
from gin_desktop.qt.core import QObject, QPoint, QRect, QRectF, QTimer
from gin_desktop.qt.gui import (
    QAccessible,
    QAccessibleActionInterface,
    QAccessibleEvent,
    QAccessibleInterface,
    QAccessibleStateChangeEvent,
    QWindow,
)
from gin_desktop.qt.widgets import QAccessibleWidget, QGraphicsView, QWidget
from gin_desktop.text.speech import (
    computer_card_name,
    computer_hand_name,
    hand_card_name,
    knock_area_name,
    meld_words,
    pile_name,
    result_words,
    stock_name,
)
from gin_desktop.ui.table.layout import MELD_TINTS, Rect, Tint
from gin_desktop.words.i18n import QT_TRANSLATE_NOOP, tr

if TYPE_CHECKING:
    from gin_desktop.ui.table.scene import TableScene

Role = QAccessible.Role
PRESS = QAccessibleActionInterface.pressAction()  # "Press": what a screen reader's activate key does
SET_FOCUS = QAccessibleActionInterface.setFocusAction()
DISCARD = "Discard"
KNOCK = "Knock"
MOVE_LEFT = "Move left"
MOVE_RIGHT = "Move right"
REVIEW = "Review hand"
_ACTION_WORDS = {  # the localized names and descriptions of the actions (translated where shown)
    PRESS: QT_TRANSLATE_NOOP("GinRummy", "Press"),
    SET_FOCUS: QT_TRANSLATE_NOOP("GinRummy", "Select"),
    DISCARD: QT_TRANSLATE_NOOP("GinRummy", "Discard"),
    KNOCK: QT_TRANSLATE_NOOP("GinRummy", "Knock with this card"),
    MOVE_LEFT: QT_TRANSLATE_NOOP("GinRummy", "Move left in the hand"),
    MOVE_RIGHT: QT_TRANSLATE_NOOP("GinRummy", "Move right in the hand"),
    REVIEW: QT_TRANSLATE_NOOP("GinRummy", "Review the hand with the coach"),
}
_KEYS = {DISCARD: "Return", KNOCK: "K", MOVE_LEFT: "Shift+Left", MOVE_RIGHT: "Shift+Right"}
STOCK, PILE, KNOCK_AREA, COMPUTER, RESULT = "stock", "pile", "knock", "computer", "result"


@dataclass(frozen=True)
class Part:
    """What one accessible object says and offers now (rebuilt after every layout)."""

    key: str
    role: QAccessible.Role
    name: str
    actions: tuple[str, ...] = ()
    area: Rect | None = None  # where on the table (scene coordinates)
    description: str = ""
    selectable: bool = False
    selected: bool = False
    children: tuple[str, ...] = ()  # keys of the parts inside this one
    parent: str | None = None  # None: the table view itself


@dataclass
class _Tree:
    parts: dict[str, Part] = field(default_factory=dict)
    top: tuple[str, ...] = ()


class TableAccessibility:
    """The accessible objects of one table view: kept alive here, updated on every layout."""

    def __init__(self, view: QGraphicsView, scene: TableScene) -> None:
        self.view = view
        self.scene = scene
        self._tree = _Tree()
        self._objects: dict[str, PartInterface] = {}  # every part ever shown, by key (kept alive)
        self._drawn: Card | None = None  # the card the player drew last, while it is in the hand
        self.scene.laid_out.connect(self.refresh)
        self.scene.selection_changed.connect(self._selection_changed)
        view.destroyed.connect(self.release)  # the parts leave Qt's cache with the view

    # -- what Qt asks ----------------------------------------------------------------------
    def part(self, key: str) -> Part | None:
        return self._tree.parts.get(key)

    def object_of(self, key: str) -> PartInterface:
        obj = self._objects.get(key)
        if obj is None:
            obj = self._objects[key] = PartInterface(self, key)
        return obj

    def children_of(self, key: str | None) -> tuple[str, ...]:
        if key is None:
            return self._tree.top
        part = self.part(key)
        return part.children if part is not None else ()

    def focus_key(self) -> str | None:
        card = self.scene.selected
        key = f"card:{card.code}" if card is not None else None
        return key if key is not None and key in self._tree.parts else None

    def screen_rect(self, area: Rect | None) -> QRect:
        if area is None or not is_valid(self.view):
            return QRect()
        box = self.view.mapFromScene(QRectF(area.x, area.y, area.w, area.h)).boundingRect()
        return QRect(self.view.viewport().mapToGlobal(box.topLeft()), box.size())

    def window(self) -> QWindow | None:
        return self.view.window().windowHandle() if is_valid(self.view) else None

    # -- building the tree -----------------------------------------------------------------
    def refresh(self) -> None:
        """The table was laid out again: name every part anew and tell assistive tools what changed."""
        old = self._tree
        self._tree = self._build()
        self._notify(old, self._tree)

    def _build(self) -> _Tree:
        scene = self.scene
        snap, layout = scene.snapshot, scene.layout
        tree = _Tree()
        if snap is None or snap.view is None or layout is None:
            return tree
        view = snap.view
        move = snap.move
        if move is not None and move.seat == view.seat:
            self._drawn = move.card if isinstance(move.action, (DrawStock, DrawDiscard)) else None
        if self._drawn not in view.hand:
            self._drawn = None
        showdown = view.phase in (Phase.SHOWDOWN, Phase.OVER, Phase.DEAD)
        melds = snap.meld_places
        legal = view.legal_actions
        top: list[str] = []
        computer = [s for s in layout.spots if s.face_up and s.card is not None and s.card not in view.hand
                    and s.card not in view.discard_pile]
        kids: list[str] = []
        for spot in computer:
            assert spot.card is not None
            meld, laid = self._meld_text(spot.card, spot.highlight, melds)
            key = f"card:{spot.card.code}"
            tree.parts[key] = Part(key, Role.ListItem, computer_card_name(spot.card, meld=meld, laid_off=laid),
                                   area=Rect(spot.x, spot.y, layout.card_w, layout.card_h), parent=COMPUTER)
            kids.append(key)
        count = len(computer) or view.opponent_card_count
        tree.parts[COMPUTER] = Part(COMPUTER, Role.List, computer_hand_name(count, bool(computer)),
                                    area=layout.opponent, children=tuple(kids))
        top.append(COMPUTER)
        tree.parts[STOCK] = Part(STOCK, Role.PushButton, stock_name(view.stock_count), (PRESS,), layout.stock,
                                 tr("Press to draw the top card of the stock (S)."))
        tree.parts[PILE] = Part(PILE, Role.PushButton, pile_name(view.discard_pile),
                                (PRESS,) if view.top_discard is not None else (), layout.discard,
                                tr("Press to take the top card of the discard pile (D)."))
        top += [STOCK, PILE]
        card_of_result = snap.result_card
        if card_of_result is not None:  # the result panel, with its one button on (Next hand, New game)
            tree.parts[RESULT] = Part(RESULT, Role.PushButton, result_words(card_of_result), (PRESS, REVIEW),
                                      layout.result, card_of_result.action)
            top.append(RESULT)
        if not showdown:
            can_knock = any(isinstance(a, Knock) for a in legal)
            tree.parts[KNOCK_AREA] = Part(KNOCK_AREA, Role.PushButton, knock_area_name(can_knock, snap.gin),
                                          (PRESS,), layout.knock,
                                          tr("Press to knock with the selected card (K)."))
            top.append(KNOCK_AREA)
        cards = scene.hand_cards()
        for i, card in enumerate(cards):
            key = f"card:{card.code}"
            place = layout.spot(key)
            meld, laid = self._meld_text(card, place.highlight if place is not None else None, melds)
            selected = card == scene.selected
            actions: tuple[str, ...] = ()
            if not showdown:
                actions = (PRESS, SET_FOCUS, DISCARD, KNOCK)
                actions += ((MOVE_LEFT,) if i > 0 else ()) + ((MOVE_RIGHT,) if i < len(cards) - 1 else ())
            area = Rect(place.x, place.y, layout.card_w, layout.card_h) if place is not None else None
            tree.parts[key] = Part(key, Role.ListItem,
                                   hand_card_name(card, selected=selected, meld=meld, laid_off=laid,
                                                  drawn=card == self._drawn),
                                   actions, area, selectable=not showdown, selected=selected)
            top.append(key)
        tree.top = tuple(top)
        return tree

    def _meld_text(self, card: Card, tint: Tint | None, melds: dict[Card, tuple[str, int | None]]) -> tuple[
            str, int | None]:
        """("in meld 2, a run", None), or ("", 1) for a card laid off on meld 1, or ("", None): deadwood.
        The number is the one on the card's tab: the meld's colour (see ``card_item.MARKS``)."""
        kind, laid_on = melds.get(card, ("", None))
        if laid_on is not None:
            return "", laid_on % len(MELD_TINTS) + 1  # (the knocker's meld i is drawn in MELD_TINTS[i])
        if not kind:
            return "", None
        if tint in MELD_TINTS:
            return meld_words(MELD_TINTS.index(tint) + 1, kind), None
        return (tr("part of a run") if kind == "run" else tr("part of a set")), None

    # -- telling assistive tools -----------------------------------------------------------
    def _notify(self, old: _Tree, new: _Tree) -> None:
        if not QAccessible.isActive() or not is_valid(self.view):
            return
        gone = [k for k in old.parts if k not in new.parts]
        came = [k for k in new.parts if k not in old.parts]
        for key in gone:
            QAccessible.updateAccessibility(QAccessibleEvent(self.object_of(key), QAccessible.Event.ObjectDestroyed))
        for key in came:
            QAccessible.updateAccessibility(QAccessibleEvent(self.object_of(key), QAccessible.Event.ObjectCreated))
        for key, part in new.parts.items():
            before = old.parts.get(key)
            if before is None:
                continue
            if before.name != part.name:
                QAccessible.updateAccessibility(QAccessibleEvent(self.object_of(key), QAccessible.Event.NameChanged))
            if before.selected != part.selected:
                changed = QAccessible.State()
                changed.selected = True
                QAccessible.updateAccessibility(QAccessibleStateChangeEvent(self.object_of(key), changed))
        if old.top != new.top:
            QAccessible.updateAccessibility(QAccessibleEvent(self.view, QAccessible.Event.ObjectReorder))

    def _selection_changed(self, card: Card | None) -> None:
        """Keyboard focus and the accessible focus follow the selected card."""
        self.refresh()
        if card is None or not is_valid(self.view):
            return
        if not self.view.hasFocus():
            self.view.setFocus()
        key = self.focus_key()
        if key is not None and QAccessible.isActive():
            event = QAccessibleEvent(self.view, QAccessible.Event.Focus)
            event.setChild(self._tree.top.index(key))
            QAccessible.updateAccessibility(event)

    # -- actions: the same scene signals the mouse and the keys send -------------------------
    def do(self, key: str, action: str) -> None:
        part = self.part(key)
        if part is None or action not in part.actions:
            return
        scene = self.scene
        if key == STOCK:
            scene.draw_stock_requested.emit(None)  # as a click on the stock
        elif key == PILE:
            scene.draw_discard_requested.emit(None)  # as a click on the top discard
        elif key == KNOCK_AREA:
            self._later(lambda: scene.knock_requested.emit(scene.selected))  # as the Knock button (K)
        elif key == RESULT and action == REVIEW:
            scene.review_requested.emit()  # as the panel's Review hand button
        elif key == RESULT:
            scene.next_requested.emit()  # as the result panel's button (N)
        elif key.startswith("card:"):
            card = Card.parse(key[5:])
            if action == PRESS:
                scene.select(None if scene.selected == card else card)  # as a click on the card
            elif action == SET_FOCUS:
                scene.select(card)
            elif action == DISCARD:
                scene.discard_requested.emit(card)  # as a double-click, or a drop on the pile
            elif action == KNOCK:
                self._later(lambda: scene.knock_requested.emit(card))  # as a drop on Knock
            elif action in (MOVE_LEFT, MOVE_RIGHT):
                scene.select(card)
                scene.move_selected(-1 if action == MOVE_LEFT else 1)  # as Shift+arrow

    def _later(self, act: Callable[[], None]) -> None:
        """Run ``act`` once the assistive tool has its answer: a knock may ask "Discard … and knock?" in a
        modal message box, whose own event loop would hold the reply to the bus's DoAction until the box
        closed, so the screen reader (waiting for that reply) could not read the box or press its Yes."""
        QTimer.singleShot(0, self.view, act)  # (not at all once the view is gone)

    def release(self, _obj: QObject | None = None) -> None:
        """The view is gone: delete the parts through Qt's cache, which may hold them (an assistive
        tool asked for their ids), so no pointer to a freed object is left there."""
        objects, self._objects = self._objects, {}
        self._tree = _Tree()
        for obj in objects.values():
            obj.act = None
            if is_valid(obj):
                QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(obj))


class PartAction(QAccessibleActionInterface):
    """The actions of one part (a separate object: see the module's note)."""

    def __init__(self, owner: TableAccessibility, key: str) -> None:
        super().__init__()
        self.owner = owner
        self.key = key

    def actionNames(self) -> list[str]:
        part = self.owner.part(self.key)
        return list(part.actions) if part is not None else []

    def localizedActionName(self, name: str) -> str:
        return tr(_ACTION_WORDS.get(name, name))

    def localizedActionDescription(self, name: str) -> str:
        part = self.owner.part(self.key)
        if name == PRESS and part is not None and part.description:
            return part.description
        return tr(_ACTION_WORDS.get(name, name))

    def keyBindingsForAction(self, name: str) -> list[str]:
        return [_KEYS[name]] if name in _KEYS else []

    def doAction(self, name: str) -> None:
        self.owner.do(self.key, name)


class PartInterface(QAccessibleInterface):
    """One card, pile, area or the computer's hand (no ``QObject`` behind it)."""

    def __init__(self, owner: TableAccessibility, key: str) -> None:
        super().__init__()
        self.owner = owner
        self.key = key
        self.act: PartAction | None = PartAction(owner, key)

    def _part(self) -> Part | None:
        return self.owner.part(self.key)

    def isValid(self) -> bool:
        return self._part() is not None

    def object(self) -> QObject | None:  # type: ignore[override]
        return None

    def window(self) -> QWindow | None:  # type: ignore[override]
        return self.owner.window()

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        part = self._part()
        if part is not None and part.parent is not None:
            return self.owner.object_of(part.parent)
        view = self.owner.view
        return QAccessible.queryAccessibleInterface(view) if is_valid(view) else None

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        kids = self.owner.children_of(self.key)
        return self.owner.object_of(kids[index]) if 0 <= index < len(kids) else None

    def childCount(self) -> int:
        return len(self.owner.children_of(self.key))

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        kids = self.owner.children_of(self.key)
        key = child.key if isinstance(child, PartInterface) else None
        return kids.index(key) if key in kids else -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return _child_at(self.owner, self.key, QPoint(x, y))

    def text(self, kind: QAccessible.Text) -> str:
        part = self._part()
        if part is None:
            return ""
        if kind == QAccessible.Text.Name:
            return part.name
        if kind == QAccessible.Text.Description:
            return part.description
        return ""

    def setText(self, kind: QAccessible.Text, text: str) -> None:
        pass  # (nothing on the table is edited)

    def rect(self) -> QRect:
        part = self._part()
        return self.owner.screen_rect(part.area if part is not None else None)

    def role(self) -> QAccessible.Role:
        part = self._part()
        return part.role if part is not None else Role.NoRole

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        part = self._part()
        if part is None:
            state.invisible = True
            return state
        state.selectable = part.selectable
        state.selected = part.selected
        state.focusable = part.selectable
        view = self.owner.view
        state.focused = part.selected and is_valid(view) and view.hasFocus()
        return state

    def interface_cast(self, kind: QAccessible.InterfaceType) -> VoidPtr:  # type: ignore[override]
        if kind == QAccessible.InterfaceType.ActionInterface and self.act is not None:
            return pointer_to(self.act)
        return pointer_to(None)  # (None or a plain 0 crashes in the binding: it wants a pointer object)


def _child_at(owner: TableAccessibility, key: str | None, point: QPoint) -> QAccessibleInterface | None:
    """The topmost child of ``key`` (None: the view) under the screen point (the hand's last card is on top)."""
    for child in reversed(owner.children_of(key)):
        part = owner.part(child)
        if part is not None and owner.screen_rect(part.area).contains(point):
            return owner.object_of(child)
    return None


class TableInterface(QAccessibleWidget):
    """The table view as assistive tools see it: a panel whose children are the table's parts."""

    def __init__(self, view: QWidget) -> None:
        super().__init__(view, Role.Pane)  # (named by the view's accessible name, described by its summary)
        self._view = view

    @property
    def owner(self) -> TableAccessibility | None:
        """(Qt may ask for this interface while the view is still being made, before its parts exist.)"""
        return getattr(self._view, "accessibility", None)

    def childCount(self) -> int:
        return len(self.owner.children_of(None)) if self.owner is not None else 0

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        owner = self.owner
        kids = owner.children_of(None) if owner is not None else ()
        return owner.object_of(kids[index]) if owner is not None and 0 <= index < len(kids) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        kids = self.owner.children_of(None) if self.owner is not None else ()
        key = child.key if isinstance(child, PartInterface) else None
        return kids.index(key) if key in kids else -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return _child_at(self.owner, None, QPoint(x, y)) if self.owner is not None else None

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        owner = self.owner
        key = owner.focus_key() if owner is not None else None
        return owner.object_of(key) if owner is not None and key is not None else None


_installed = False


def install(is_table: Callable[[QObject], bool]) -> None:
    """Give every table view its :class:`TableInterface` (once per process)."""
    global _installed
    if _installed:
        return
    _installed = True

    def factory(_class_name: str, obj: QObject) -> QAccessibleInterface | None:
        if isinstance(obj, QWidget) and is_table(obj):
            return TableInterface(obj)
        return None

    QAccessible.installFactory(factory)
