"""The dialogs' check boxes and radio buttons outlined so an unchecked one can be seen.

Apart from :mod:`.themes` because defining a ``QProxyStyle`` subclass makes PySide6 build
QStyle and its enums (some hundreds of members, ~6 ms), which the table's first paint does
not need: only the dialogs that have such boxes import this.
"""

from __future__ import annotations

from gin_desktop.qt.core import QRectF, Qt
from gin_desktop.qt.gui import QColor, QPainter, QPalette, QPen
from gin_desktop.qt.widgets import QApplication, QProxyStyle, QStyle, QStyleFactory, QStyleOption, QWidget
from gin_desktop.ui.themes import mixed


def indicator_edge(palette: QPalette) -> QColor:
    """The outline of a check box's or radio button's indicator: halfway between the window and its
    text, at least 3:1 against the window in every look (Fusion's own outline, the window a shade
    darker, is 2:1 in a light palette and all but invisible in a dark one)."""
    return mixed(palette.color(QPalette.ColorRole.WindowText), palette.color(QPalette.ColorRole.Window), 0.6)


class ReadableStyle(QProxyStyle):
    """The application's style, with check box and radio button indicators outlined in
    :func:`indicator_edge` so an unchecked one can be seen (WCAG 2.2: 3:1 for a control)."""

    def drawPrimitive(self, element: QStyle.PrimitiveElement, option: QStyleOption, painter: QPainter,
                      widget: QWidget | None = None) -> None:
        super().drawPrimitive(element, option, painter, widget)
        round_one = element == QStyle.PrimitiveElement.PE_IndicatorRadioButton
        if not round_one and element != QStyle.PrimitiveElement.PE_IndicatorCheckBox:
            return
        if not option.state & QStyle.StateFlag.State_Enabled:  # (a greyed control is exempt)
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(indicator_edge(option.palette), 1.2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        edge = QRectF(option.rect).adjusted(0.6, 0.6, -0.6, -0.6)
        if round_one:
            painter.drawEllipse(edge)
        else:
            painter.drawRoundedRect(edge, 2, 2)
        painter.restore()


def readable_indicators(root: QWidget) -> None:
    """Give the check boxes and radio buttons in ``root`` the :class:`ReadableStyle` outline (one
    style for the window, made from the application's style now and kept by ``root``)."""
    boxes = [w for w in root.findChildren(QWidget) if w.inherits("QCheckBox") or w.inherits("QRadioButton")]
    if not boxes:
        return
    app_style = QApplication.style()
    base = QStyleFactory.create(app_style.name()) if app_style is not None and app_style.name() else None
    style = ReadableStyle(base) if base is not None else ReadableStyle()
    style.setParent(root)
    for box in boxes:
        box.setStyle(style)
