"""The window matrix's checks of one open window (see ``tests/ui/window_matrix.py``): it fits its
screen, no text is clipped or elided without a tooltip holding it, no two texts overlap.

- A label's text fits its contents rectangle by its font metrics (plain or rich text; a
  word-wrapping label by ``heightForWidth`` at its width), lines by lines.
- A push button, check box or radio button's text (and icon) fits the part of it the style draws
  the label in (``SE_PushButtonContents`` …); another button its size hint.
- A group box's title, a tab bar's tabs (not elided, inside the bar) and every entry of a drop-down
  list in the list's edit field.
- Painted texts (:mod:`gin_desktop.ui.painted_text`): each within the box it was drawn in and on
  its device, not elided, and no two on one device overlapping.
- Texts laid out side by side (widgets of one parent, both in its layout) do not overlap.

A text that does not fit passes when the widget's tooltip holds the whole text (it is elided
there on purpose, as the status line does).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QModelIndex, QRect, QRectF, QSize, Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtGui import QTextDocument, QTextOption
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QGroupBox,
    QLabel,
    QMenuBar,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSpinBox,
    QStyle,
    QStyleOptionButton,
    QStyleOptionComboBox,
    QStyleOptionSpinBox,
    QTabBar,
    QTableView,
    QToolButton,
    QWidget,
)

from gin_desktop.ui.dialogs.fit import room_for
from gin_desktop.ui.layout_members import holds as in_layout
from gin_desktop.ui.painted_text import Painted
from gin_desktop.ui.sort_box import SortBox

SLACK = 1.0  # px: rounding between font metrics and layout sizes


@dataclass
class Findings:
    """What one window's check counted and found (``kind``: fit, clipped or overlap)."""

    texts: int = 0
    painted: int = 0
    problems: list[tuple[str, str]] = field(default_factory=list)

    def add(self, kind: str, what: str) -> None:
        self.problems.append((kind, what))


def plain(text: str) -> str:
    """A button's or tab's text as shown (without the mnemonics' ampersands)."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _held_by_tooltip(widget: QWidget, text: str) -> bool:
    tip = widget.toolTip()
    if not tip:
        return False
    if GuiQt.mightBeRichText(tip):
        doc = QTextDocument()
        doc.setHtml(tip)
        tip = doc.toPlainText()
    words = " ".join(text.split())
    return words in " ".join(tip.split())


def _shown_text(label: QLabel) -> str:
    text = label.text()
    if label.textFormat() == Qt.TextFormat.RichText or (
            label.textFormat() == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(text)):
        doc = QTextDocument()
        doc.setHtml(text)
        return doc.toPlainText()
    return text


def _label(label: QLabel, found: Findings, where: str) -> None:
    text = label.text()
    if not text or not label.pixmap().isNull():
        return
    found.texts += 1
    room = label.contentsRect()
    indent = max(0, label.indent()) if label.indent() >= 0 else 0
    width = room.width() - 2 * label.margin() - indent
    height = room.height() - 2 * label.margin()
    rich = label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(text))
    if label.wordWrap():
        # (the lines as wrapped at the label's width: a word longer than a line, a path, overflows it)
        doc = QTextDocument()
        doc.setDefaultFont(label.font())
        doc.setDocumentMargin(0)
        wrap = QTextOption()
        wrap.setWrapMode(QTextOption.WrapMode.WordWrap)  # (as a label wraps: a word is never broken)
        doc.setDefaultTextOption(wrap)
        if rich:
            doc.setHtml(text)
        else:
            doc.setPlainText(text)
        doc.setTextWidth(width)
        need = QSize(int(doc.idealWidth() + 0.5),
                     label.heightForWidth(label.width()) - (label.height() - room.height()))
    elif rich:
        doc = QTextDocument()
        doc.setDefaultFont(label.font())
        doc.setDocumentMargin(0)
        doc.setHtml(text)
        need = QSize(int(doc.idealWidth() + 0.999), int(doc.size().height() + 0.999))
    else:
        metrics = label.fontMetrics()
        lines = text.split("\n")
        need = QSize(max(metrics.horizontalAdvance(line) for line in lines), metrics.height() * len(lines))
    too_small = need.width() > width + SLACK or need.height() > height + SLACK
    if too_small and not _held_by_tooltip(label, _shown_text(label)):
        found.add("clipped", f"{where}: label {_shown_text(label)[:80]!r} needs {need.width()}×{need.height()},"
                             f" has {width}×{height}")


def _button(button: QAbstractButton, found: Findings, where: str) -> None:
    text = plain(button.text())
    if not text:
        return
    if isinstance(button, QToolButton) and button.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonIconOnly:
        return
    found.texts += 1
    style = button.style()
    need = button.fontMetrics().horizontalAdvance(text)
    if not button.icon().isNull():
        need += button.iconSize().width() + 4
    element = {QPushButton: QStyle.SubElement.SE_PushButtonContents, QCheckBox: QStyle.SubElement.SE_CheckBoxContents,
               QRadioButton: QStyle.SubElement.SE_RadioButtonContents}.get(type(button))
    if element is None:
        for kind, sub in ((QPushButton, QStyle.SubElement.SE_PushButtonContents),
                          (QCheckBox, QStyle.SubElement.SE_CheckBoxContents),
                          (QRadioButton, QStyle.SubElement.SE_RadioButtonContents)):
            if isinstance(button, kind):
                element = sub
    if element is not None:
        option = QStyleOptionButton()
        option.initFrom(button)
        option.text = button.text()
        option.icon = button.icon()
        option.iconSize = button.iconSize()
        if isinstance(button, QPushButton) and button.isFlat():
            option.features |= QStyleOptionButton.ButtonFeature.Flat
        room = style.subElementRect(element, option, button).width()  # (the label is drawn centred in it)
    else:
        need = button.sizeHint().width()
        room = button.width()
    if need > room + SLACK and not _held_by_tooltip(button, text):
        found.add("clipped", f"{where}: button {text!r} needs {need}, has {room}")


def _group(box: QGroupBox, found: Findings, where: str) -> None:
    if not box.title():
        return
    found.texts += 1
    text = plain(box.title())
    need = box.fontMetrics().horizontalAdvance(text) + 16 + (20 if box.isCheckable() else 0)
    if need > box.width() + SLACK and not _held_by_tooltip(box, text):
        found.add("clipped", f"{where}: group {text!r} needs {need}, has {box.width()}")


def _tabs(bar: QTabBar, found: Findings, where: str) -> None:
    for i in range(bar.count()):
        if not bar.isTabVisible(i):
            continue
        found.texts += 1
        text = plain(bar.tabText(i))
        rect = bar.tabRect(i)
        need = bar.tabSizeHint(i).width() if bar.elideMode() != Qt.TextElideMode.ElideNone else 0
        inside = bar.rect().contains(rect)
        if (rect.width() + SLACK < need or not inside) and text not in bar.tabToolTip(i):
            found.add("clipped", f"{where}: tab {text!r} needs {need}, has {rect.width()}"
                                 f"{'' if inside else ' (past the bar: it scrolls)'}")


def _combo(combo: QComboBox | SortBox, found: Findings, where: str) -> None:
    if not combo.count():
        return
    found.texts += 1
    option = QStyleOptionComboBox()
    option.initFrom(combo)
    option.editable = combo.isEditable()
    option.frame = combo.hasFrame()
    room = combo.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                        QStyle.SubControl.SC_ComboBoxEditField, combo).width() - 2
    metrics = combo.fontMetrics()
    for i in range(combo.count()):
        text = combo.itemText(i)
        need = metrics.horizontalAdvance(text) + (combo.iconSize().width() + 4 if not combo.itemIcon(i).isNull() else 0)
        if need > room + SLACK and not _held_by_tooltip(combo, text):
            found.add("clipped", f"{where}: list entry {text!r} needs {need}, has {room}")


def _spin(spin: QSpinBox, found: Findings, where: str) -> None:
    """Its widest value (with its prefix and suffix) in its edit field."""
    found.texts += 1
    option = QStyleOptionSpinBox()
    option.initFrom(spin)
    option.frame = spin.hasFrame()
    option.buttonSymbols = spin.buttonSymbols()
    option.subControls = (QStyle.SubControl.SC_SpinBoxFrame | QStyle.SubControl.SC_SpinBoxEditField
                          | QStyle.SubControl.SC_SpinBoxUp | QStyle.SubControl.SC_SpinBoxDown)
    room = spin.style().subControlRect(QStyle.ComplexControl.CC_SpinBox, option,
                                       QStyle.SubControl.SC_SpinBoxEditField, spin).width() - 4
    metrics = spin.fontMetrics()
    for value in (spin.minimum(), spin.maximum()):
        text = spin.prefix() + spin.textFromValue(value) + spin.suffix()
        need = metrics.horizontalAdvance(text)
        if need > room + SLACK:
            found.add("clipped", f"{where}: number {text!r} needs {need}, has {room}")


COMBOS = (QComboBox, SortBox)  # (the side panel's Sort box draws itself as a combo box until first used)
TEXT_KINDS = (QLabel, QAbstractButton, QGroupBox, *COMBOS, QTabBar)


def _has_text(widget: QWidget) -> bool:
    if isinstance(widget, QLabel):
        return bool(widget.text()) and widget.pixmap().isNull()
    if isinstance(widget, QAbstractButton):
        return bool(widget.text())
    if isinstance(widget, QGroupBox):
        return bool(widget.title())
    return isinstance(widget, (*COMBOS, QTabBar))


def widget_texts(root: QWidget, found: Findings, where: str) -> None:
    """Every visible text widget of ``root``'s window (not of windows parented to it)."""
    shown = [w for w in [root, *root.findChildren(QWidget)]
             if w.window() is root and w.isVisibleTo(root) and w.width() > 1 and w.height() > 1]
    for widget in shown:
        name = f"{where} {type(widget).__name__}{'#' + widget.objectName() if widget.objectName() else ''}"
        if isinstance(widget, QLabel):
            _label(widget, found, name)
        elif isinstance(widget, QAbstractButton):
            _button(widget, found, name)
        elif isinstance(widget, QGroupBox):
            _group(widget, found, name)
        elif isinstance(widget, QTabBar):
            _tabs(widget, found, name)
        elif isinstance(widget, COMBOS):
            _combo(widget, found, name)
        elif isinstance(widget, QSpinBox):
            _spin(widget, found, name)
        elif isinstance(widget, QTableView):
            _cells(widget, found, name)
        elif isinstance(widget, QMenuBar):
            _menus(widget, found, name)
        elif isinstance(widget, QGraphicsView):
            _scene_texts(widget, found, name)
    _overlaps(shown, found, where)
    _floating(shown, found, where)


def _cells(table: QTableView, found: Findings, where: str) -> None:
    """The header sections and the cells in view: each text within its column (an item view elides)."""
    model = table.model()
    if model is None:
        return
    viewport = table.viewport().rect()
    margin = 2 * (table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1)
    metrics = table.fontMetrics()
    header = table.horizontalHeader()
    for column in range(model.columnCount()):
        if table.isColumnHidden(column):
            continue
        width = table.columnWidth(column)
        title = str(model.headerData(column, Qt.Orientation.Horizontal) or "")
        if header.isVisible() and title:
            found.texts += 1
            widest = max(header.fontMetrics().horizontalAdvance(line) for line in title.split("\n"))
            need = widest + 2 * header.style().pixelMetric(
                QStyle.PixelMetric.PM_HeaderMargin, None, header)
            if header.isSortIndicatorShown() and header.sortIndicatorSection() == column:
                need += header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMarkSize, None, header)
            if need > header.sectionSize(column) + SLACK:
                found.add("clipped", f"{where}: column title {title!r} needs {need}, has {header.sectionSize(column)}")
        for row in range(model.rowCount()):
            index = model.index(row, column, QModelIndex())
            spot = table.visualRect(index)
            if table.isRowHidden(row) or not spot.intersects(viewport):
                continue
            text = str(model.data(index) or "")
            if not text:
                continue
            found.texts += 1
            lines = text.split("\n")
            need = max(metrics.horizontalAdvance(line) for line in lines) + margin
            tip = str(model.data(index, Qt.ItemDataRole.ToolTipRole) or "")
            room = max(width, spot.width())  # (a cell spanning columns has their width)
            too_small = need > room + SLACK or metrics.height() * len(lines) > spot.height() + SLACK
            if too_small and text not in tip:
                found.add("clipped", f"{where}: cell {text[:60]!r} needs {need}, has {room}")


def _menus(bar: QMenuBar, found: Findings, where: str) -> None:
    for action in bar.actions():
        if not action.isVisible() or not action.text():
            continue
        found.texts += 1
        spot = bar.actionGeometry(action)
        if spot.isEmpty() or not bar.rect().contains(spot):
            found.add("clipped", f"{where}: menu {plain(action.text())!r} is not on the menu bar ({_q(spot)})")


def _scene_texts(view: QGraphicsView, found: Findings, where: str) -> None:
    """The table's own labels (the stock's count, Knock): in view, on no card and on no other label."""
    from gin_desktop.ui.table.card_item import CardItem

    scene = view.scene()
    if scene is None:
        return
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    items = [i for i in scene.items() if i.isVisible()]
    texts = [i for i in items if isinstance(i, QGraphicsSimpleTextItem) and i.text()]
    # (a card's face, not its bounding box: that keeps room for its shadow and its lift)
    cards = [i for i in items if isinstance(i, CardItem)]
    faces = {id(c): c.sceneTransform().mapRect(c.shape().boundingRect()) for c in cards}
    for i, text in enumerate(texts):
        found.painted += 1
        box = text.sceneBoundingRect()
        name = f"{where} table label {text.text()!r}"
        if not shown.adjusted(-SLACK, -SLACK, SLACK, SLACK).contains(box):
            found.add("clipped", f"{name}: off the table's view ({_r(box)} of {_r(shown)})")
        for other in [*texts[i + 1:], *cards]:
            common = box.intersected(faces.get(id(other)) or other.sceneBoundingRect())
            if common.width() > SLACK and common.height() > SLACK and other.zValue() >= text.zValue():
                found.add("overlap", f"{name} and {getattr(other, 'key', '') or repr(other.text())} "
                                     f"overlap by {common.width():.0f}×{common.height():.0f}")


def _floating(shown: list[QWidget], found: Findings, where: str) -> None:
    """A widget holding text that floats over its parent (no layout places it: the notices, the
    walkthrough's bubble, the known cards) lies within that parent, else its edge is cut."""
    for widget in shown:
        parent = widget.parentWidget()
        if parent is None or widget.isWindow() or not _has_text_inside(widget):
            continue
        layout = parent.layout()
        if layout is not None and in_layout(layout, widget):
            continue
        if isinstance(parent, QAbstractScrollArea) or isinstance(parent.parentWidget(), QAbstractScrollArea):
            continue  # (a scrolled page, or a scroll area's own parts: cut by the viewport on purpose)
        if not parent.rect().contains(widget.geometry()):
            found.add("clipped", f"{where}: {_name(widget)} ({_q(widget.geometry())}) runs off its "
                                 f"{_name(parent)} ({_q(parent.rect())})")


def _has_text_inside(widget: QWidget) -> bool:
    return _has_text(widget) or any(_has_text(c) and c.isVisibleTo(widget) for c in widget.findChildren(QWidget))


def _overlaps(shown: list[QWidget], found: Findings, where: str) -> None:
    """Siblings in one layout whose rectangles overlap, where both hold text."""
    holds: dict[int, bool] = {}

    def holds_text(widget: QWidget) -> bool:
        key = id(widget)
        if key not in holds:
            holds[key] = _has_text(widget) or any(
                _has_text(child) and child.isVisibleTo(widget) for child in widget.findChildren(QWidget))
        return holds[key]

    by_parent: dict[int, list[QWidget]] = {}
    for widget in shown:
        parent = widget.parentWidget()
        if parent is None or widget.isWindow():
            continue
        layout = parent.layout()
        if layout is None or not in_layout(layout, widget) or not holds_text(widget):
            continue  # (an overlay floating over its parent on purpose: the notices, the walkthrough)
        by_parent.setdefault(id(parent), []).append(widget)
    for siblings in by_parent.values():
        for i, one in enumerate(siblings):
            for other in siblings[i + 1:]:
                common = one.geometry().intersected(other.geometry())
                if common.width() > 1 and common.height() > 1:
                    found.add("overlap", f"{where}: {_name(one)} and {_name(other)} overlap by "
                                         f"{common.width()}×{common.height()}")


def _name(widget: QWidget) -> str:
    text = ""
    if isinstance(widget, QLabel):
        text = _shown_text(widget)
    elif isinstance(widget, QAbstractButton):
        text = plain(widget.text())
    elif isinstance(widget, QGroupBox):
        text = widget.title()
    return f"{type(widget).__name__}{'#' + widget.objectName() if widget.objectName() else ''}" + (
        f" {text[:40]!r}" if text else "")


def painted_texts(records: list[Painted], found: Findings, where: str) -> None:
    """The painted texts of one grab: each in its box and on its device, none elided, none on another."""
    by_device: dict[int, list[Painted]] = {}
    for record in records:
        if not record.shown.strip():
            continue
        found.painted += 1
        need, room, device = record.need, record.room, record.device
        name = f"{where} {record.owner} {record.text[:60]!r}"
        if room is not None and (need.width() > room.width() + SLACK or need.height() > room.height() + SLACK):
            found.add("clipped", f"{name}: needs {need.width():.0f}×{need.height():.0f}, "
                                 f"has {room.width():.0f}×{room.height():.0f}")
        elif not device.adjusted(-SLACK, -SLACK, SLACK, SLACK).contains(need):
            found.add("clipped", f"{name}: runs off its widget ({_r(need)} on {_r(device)})")
        if record.shown != record.text and not record.tooltip:
            found.add("clipped", f"{name}: elided to {record.shown!r} with no tooltip")
        by_device.setdefault(record.device_id, []).append(record)
    for drawn in by_device.values():
        for i, one in enumerate(drawn):
            for other in drawn[i + 1:]:
                common = one.need.intersected(other.need)
                if common.width() > SLACK and common.height() > SLACK:
                    found.add("overlap", f"{where} {one.owner} {one.text[:40]!r} and {other.owner} "
                                         f"{other.text[:40]!r} overlap by {common.width():.0f}×{common.height():.0f}")


def _r(rect: QRectF) -> str:
    return f"{rect.x():.0f},{rect.y():.0f} {rect.width():.0f}×{rect.height():.0f}"


def fits_screen(window: QWidget, found: Findings, where: str) -> None:
    """The window within its screen's free area; its content not squeezed (it scrolls instead); its
    dialog buttons inside it."""
    screen = window.screen()
    assert screen is not None
    free = screen.availableGeometry()
    frame = window.frameGeometry()
    if not free.contains(frame):
        found.add("fit", f"{where}: the window ({_q(frame)}) is not within the screen's free area ({_q(free)})")
    most = room_for(window)
    assert most is not None
    need = window.minimumSizeHint()
    scrolls = window.findChild(QScrollArea, "fitScroll") is not None
    if not window.isFullScreen() and not scrolls and (need.width() > window.width() or need.height() > window.height()):
        found.add("fit", f"{where}: content needs {need.width()}×{need.height()}, the window is "
                         f"{window.width()}×{window.height()}")
    area = window.findChild(QScrollArea, "fitScroll")
    page = area.widget() if area is not None else None
    if area is not None and page is not None and area.horizontalScrollBar().isVisible():
        room = page.minimumSizeHint().width() + area.verticalScrollBar().sizeHint().width() + 40
        if room <= most.width():  # (the screen has the page's width: it need only scroll up and down)
            found.add("fit", f"{where}: it scrolls sideways, its content needing {page.minimumSizeHint().width()} px "
                             f"of the {most.width()} px the screen has")
    for box in window.findChildren(QDialogButtonBox):
        if box.window() is window and box.isVisibleTo(window):
            spot = QRect(box.mapTo(window, box.rect().topLeft()), box.size())
            if not window.rect().contains(spot):
                found.add("fit", f"{where}: its buttons ({_q(spot)}) are outside it ({_q(window.rect())})")


def _q(rect: QRect) -> str:
    return f"{rect.x()},{rect.y()} {rect.width()}×{rect.height()}"
