"""The status line below the table: what the player can do now, in a room of two lines that is
always there (so the table above it never moves when a longer sentence comes).

The text wraps into the two lines; a text longer than that is shown elided, and then its whole
wording is the tooltip and the accessible description, so neither a mouse nor a screen reader
loses a word. :meth:`StatusLine.text` is always the whole text.
"""

from __future__ import annotations

from gin_desktop.qt.core import QEvent, Qt
from gin_desktop.qt.gui import QFontMetrics, QPainter, QPaintEvent, QResizeEvent
from gin_desktop.qt.widgets import QLabel, QSizePolicy, QWidget

LINES = 2
"""The lines of room the status line always keeps."""


class StatusLine(QLabel):
    def __init__(self, description: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._description = description  # what a screen reader is told the line is, while it shows it all
        self._elided = False
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        # (Ignored across: a long sentence never widens the window; Fixed down: two lines, always)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.setAccessibleDescription(description)
        self._keep_room()

    # -- the room ---------------------------------------------------------------------------
    def _keep_room(self) -> None:
        margins = self.contentsMargins()
        self.setFixedHeight(LINES * self.fontMetrics().lineSpacing() + margins.top() + margins.bottom()
                            + 2 * self.margin())

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._keep_room()
            self._check_fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._check_fit()

    # -- the text ---------------------------------------------------------------------------
    def setText(self, text: str) -> None:
        super().setText(text)
        self._check_fit()

    @property
    def elided(self) -> bool:
        """True while the text needs more than the two lines and is shown cut with an ellipsis."""
        return self._elided

    def _lines(self, width: int) -> list[tuple[int, int]]:
        """The text wrapped at ``width``: each line's start and length in the text."""
        from gin_desktop.qt.gui import QTextLayout, QTextOption  # (only for a long text: see _one_line)

        layout = QTextLayout(self.text(), self.font())
        option = QTextOption()
        option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        layout.setTextOption(option)
        layout.beginLayout()
        lines = []
        while True:
            line = layout.createLine()
            if not line.isValid():
                break
            line.setLineWidth(width)
            lines.append((line.textStart(), line.textLength()))
        layout.endLayout()
        return lines

    def _one_line(self, width: int) -> bool:
        """Whether the text fits on one line at ``width`` (then no layout is needed to know it fits the two:
        the usual case, and the start-up's, which then makes none of Qt's text-layout classes)."""
        text = self.text()
        return "\n" not in text and "\u2028" not in text and self.fontMetrics().horizontalAdvance(text) <= width

    def _check_fit(self) -> None:
        width = self.contentsRect().width() - 2 * self.margin()
        elided = width > 0 and not self._one_line(width) and len(self._lines(width)) > LINES
        if elided != self._elided or (elided and self.toolTip() != self.text()):
            self._elided = elided
            self.setToolTip(self.text() if elided else "")
            self.setAccessibleDescription(self.text() if elided else self._description)
        self.update()

    def shown_lines(self) -> list[str]:
        """The lines as painted: the wrapped text, its last line elided when it does not fit."""
        width = self.contentsRect().width() - 2 * self.margin()
        text = self.text()
        lines = self._lines(max(1, width))
        shown = [text[start:start + length].rstrip() for start, length in lines[:LINES]]
        if len(lines) > LINES:
            start = lines[LINES - 1][0]
            rest = " ".join(text[start:].split())
            shown[-1] = QFontMetrics(self.font()).elidedText(rest, Qt.TextElideMode.ElideRight, max(1, width))
        return shown

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self._elided:
            super().paintEvent(event)
            return
        painter = QPainter(self)
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.setFont(self.font())
        rect = self.contentsRect().adjusted(self.margin(), self.margin(), -self.margin(), -self.margin())
        spacing = self.fontMetrics().lineSpacing()
        for i, line in enumerate(self.shown_lines()):
            painter.drawText(rect.x(), rect.y() + i * spacing, rect.width(), spacing,
                             int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), line)
        painter.end()
