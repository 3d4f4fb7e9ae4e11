"""The looks of the whole window: the cloth's shade, the side panel and the dialogs, together.

A theme does not replace the table colour the player chose (green, blue, red, grey):
it decides how that colour is worn. *Classic* is the lit card room: the cloth as
chosen, the panel a darker shade of it, the desktop's own light dialogs. *Night* is
the same table with the lights down: a deep shade of the cloth, a near-black panel,
dark dialogs (Qt's Fusion style with a dark palette, the one style that follows a
palette on every system). High contrast overrides both on the table, as before.

The dialogs' outlined check boxes are :mod:`.readable_style`'s (a style class: Qt makes
QStyle's many enums when it is defined, which the first paint does not need).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Final

from gin_desktop.qt.gui import QColor, QPalette
from gin_desktop.qt.widgets import QApplication
from gin_desktop.words.i18n import QT_TRANSLATE_NOOP, tr


@dataclass(frozen=True, slots=True)
class Theme:
    """How one look wears the table colour, and what the panel and dialogs look like."""

    key: str
    cloth_darker: int  # QColor.darker factor applied to the chosen table colour (100: as chosen)
    panel_darker: int  # the panel's shade of the cloth
    panel_text: str
    accent: str  # the deadwood count and other figures the eye looks for
    dark_dialogs: bool


LOOKS: Final[dict[str, Theme]] = {
    "classic": Theme("classic", 100, 165, "#eef5ee", "#ffe082", dark_dialogs=False),
    "night": Theme("night", 190, 320, "#d8dee6", "#f2c46d", dark_dialogs=True),
}
"""Every look by key, in the order of :data:`gin_desktop.services.settings.THEMES`."""

TITLES: Final = {
    "classic": QT_TRANSLATE_NOOP("Themes", "Classic"),
    "night": QT_TRANSLATE_NOOP("Themes", "Night"),
}


def theme_title(key: str) -> str:
    return tr(TITLES.get(key, key), "Themes")


def cloth(theme: Theme, felt: QColor) -> QColor:
    """The cloth colour the table paints for the chosen table colour in ``theme``."""
    return QColor(felt).darker(theme.cloth_darker) if theme.cloth_darker != 100 else QColor(felt)


def dark_palette() -> QPalette:
    """The dialogs' palette of the night theme: dark surfaces, light text, a warm gold highlight."""
    palette = QPalette()
    Role, Group = QPalette.ColorRole, QPalette.ColorGroup
    colours = {
        Role.Window: "#20252b", Role.WindowText: "#e4e8ec", Role.Base: "#171b20", Role.AlternateBase: "#242a31",
        Role.ToolTipBase: "#2b3138", Role.ToolTipText: "#e4e8ec", Role.PlaceholderText: "#8a939c",
        Role.Text: "#e4e8ec", Role.Button: "#2b3138", Role.ButtonText: "#e4e8ec", Role.BrightText: "#ff6b6b",
        Role.Light: "#3a424b", Role.Midlight: "#323941", Role.Mid: "#262c33", Role.Dark: "#111418",
        Role.Shadow: "#000000", Role.Highlight: "#c9973a", Role.HighlightedText: "#121212",
        Role.Link: "#7fb8ff", Role.LinkVisited: "#b89cff",
    }
    for role, colour in colours.items():
        palette.setColor(role, QColor(colour))
    for role in (Role.WindowText, Role.Text, Role.ButtonText):
        palette.setColor(Group.Disabled, role, QColor("#6c757d"))
    palette.setColor(Group.Disabled, Role.Button, QColor("#23282e"))
    return palette


def luminance(colour: QColor) -> float:
    """WCAG 2.2's relative luminance of an opaque colour."""
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(colour.red()) + 0.7152 * channel(colour.green()) + 0.0722 * channel(colour.blue())


def contrast(one: QColor, other: QColor) -> float:
    """WCAG 2.2's contrast ratio of two opaque colours (1 to 21)."""
    a, b = sorted((luminance(one), luminance(other)), reverse=True)
    return (a + 0.05) / (b + 0.05)


def ink_on(fill: QColor) -> QColor:
    """Text on an opaque ``fill``: black on a light one, white on a dark one (by WCAG luminance, so the
    text has the better of the two: at least 4.58:1 on any colour)."""
    return QColor(0, 0, 0) if luminance(fill) > 0.179 else QColor(255, 255, 255)


def error_ink(dark: bool) -> str:
    """An error's words in a dialog: a deep red on a light window, a light coral on a dark one."""
    return "#ff8a80" if dark else "#b00020"


TEXT_CONTRAST = 4.5
"""Text against its background, at least (WCAG 2.2, AA)."""
DISABLED_CONTRAST = 3.0
"""Greyed text against its background, at least (WCAG exempts it; a greyed label should still be read)."""


def readable(palette: QPalette) -> QPalette:
    """``palette`` with its greyed texts darkened (or lightened) towards the text colour where they
    are under :data:`DISABLED_CONTRAST` against their background, and its highlight deepened where
    selected text on it is under :data:`TEXT_CONTRAST`; the rest as it is."""
    palette = QPalette(palette)
    Role, Group = QPalette.ColorRole, QPalette.ColorGroup
    for text, back in ((Role.WindowText, Role.Window), (Role.Text, Role.Base), (Role.ButtonText, Role.Button)):
        grey, ground = palette.color(Group.Disabled, text), palette.color(Group.Disabled, back)
        full = palette.color(Group.Active, text)
        share = 0.0
        while contrast(grey, ground) < DISABLED_CONTRAST and share < 1:
            share += 0.05
            grey = mixed(full, palette.color(Group.Disabled, text), share)
        palette.setColor(Group.Disabled, text, grey)
    for group in (Group.Active, Group.Inactive):  # selected text: a shade deeper highlight where it is faint
        marked, light = palette.color(group, Role.Highlight), palette.color(group, Role.HighlightedText)
        steps = 0
        while contrast(light, marked) < TEXT_CONTRAST and steps < 20:
            marked = marked.darker(108) if light.lightness() > marked.lightness() else marked.lighter(108)
            steps += 1
        palette.setColor(group, Role.Highlight, marked)
    return palette


def dialog_palette(theme: Theme, desktop: QPalette) -> QPalette:
    """The dialogs' palette in ``theme``: the night one, or the desktop's own (``desktop``) in Classic;
    both with readable greyed text (:func:`readable`)."""
    return readable(dark_palette() if theme.dark_dialogs else desktop)


def mixed(one: QColor, other: QColor, share: float) -> QColor:
    """``share`` of ``one`` and the rest of ``other``, channel by channel."""
    return QColor(round(one.red() * share + other.red() * (1 - share)),
                  round(one.green() * share + other.green() * (1 - share)),
                  round(one.blue() * share + other.blue() * (1 - share)))


def desktop_window_colour() -> str:
    """The desktop's own window colour (``#rrggbb``), under any palette a theme has put over it."""
    if ThemeKeeper.made():
        return ThemeKeeper.of_app().desktop.color(QPalette.ColorRole.Window).name()
    return QApplication.palette().color(QPalette.ColorRole.Window).name()  # (no theme has changed it)


class ThemeKeeper:
    """Applies a theme's dialog look to the application, and restores the desktop's own
    style and palette when the light theme comes back (they are remembered at first use)."""

    _kept: ClassVar[ThemeKeeper | None] = None

    @classmethod
    def of_app(cls) -> ThemeKeeper:
        """The one keeper of the running application (made at first use)."""
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        if cls._kept is None or cls._kept.app is not app:
            cls._kept = cls(app)
        return cls._kept

    @property
    def desktop(self) -> QPalette:
        """The desktop's palette as it was before the first theme was applied."""
        return self._palette

    @classmethod
    def made(cls) -> bool:
        """Whether the running application's keeper exists yet (it asks Qt for the style when made)."""
        return cls._kept is not None and cls._kept.app is QApplication.instance()

    def __init__(self, app: QApplication) -> None:
        self.app = app
        # The desktop's style is named when a dark theme first puts Fusion in its place (only the keeper
        # changes the application's style): asking for it makes Qt's QStyle class, 0.3 MB of enums, which
        # the light theme made right after the first paint does not need.
        self._style_name: str | None = None
        self._palette = QPalette(app.palette())
        self.dark = False
        self._first = True

    def apply(self, theme: Theme) -> None:
        if theme.dark_dialogs == self.dark and not self._first:
            return
        first, self._first = self._first, False
        self.dark = theme.dark_dialogs
        palette = dialog_palette(theme, self._palette)
        if self.dark:
            if self._style_name is None:
                style = self.app.style()
                self._style_name = style.name() if style is not None else ""
            self.app.setStyle("Fusion")
            self.app.setPalette(palette)
        else:
            if self._style_name and not first:
                self.app.setStyle(self._style_name)
            if not first or palette != self.app.palette():  # (the desktop's greys already readable: no change)
                self.app.setPalette(palette)
