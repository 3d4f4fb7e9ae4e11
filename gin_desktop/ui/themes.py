"""The looks of the whole window: the cloth's shade, the side panel and the dialogs, together.

A theme does not replace the table colour the player chose (green, blue, red, grey):
it decides how that colour is worn. *Classic* is the lit card room: the cloth as
chosen, the panel a darker shade of it, the desktop's own light dialogs. *Night* is
the same table with the lights down: a deep shade of the cloth, a near-black panel,
dark dialogs (Qt's Fusion style with a dark palette, the one style that follows a
palette on every system). High contrast overrides both on the table, as before.
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

    def __init__(self, app: QApplication) -> None:
        self.app = app
        style = app.style()
        self._style_name = style.name() if style is not None else ""
        self._palette = QPalette(app.palette())
        self.dark = False

    def apply(self, theme: Theme) -> None:
        if theme.dark_dialogs == self.dark:
            return
        self.dark = theme.dark_dialogs
        if self.dark:
            self.app.setStyle("Fusion")
            self.app.setPalette(dark_palette())
        else:
            if self._style_name:
                self.app.setStyle(self._style_name)
            self.app.setPalette(self._palette)
