"""Small pieces the settings' pages are built of: a named list, a titled form, a quiet note."""

from __future__ import annotations

from gin_desktop.qt.gui import QPalette
from gin_desktop.qt.widgets import QComboBox, QFormLayout, QGroupBox, QLabel


def named_combo(name: str, items: list[tuple[str, str]]) -> QComboBox:
    combo = QComboBox()
    combo.setAccessibleName(name)
    for key, text in items:
        combo.addItem(text, key)
    return combo


def form_group(title: str) -> tuple[QGroupBox, QFormLayout]:
    group = QGroupBox(title)
    form = QFormLayout(group)
    form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
    return group, form


def quiet_note(text: str, indent: bool = False) -> QLabel:
    """A line of explanation under a choice, in the palette's quieter text colour."""
    label = QLabel(text)
    label.setWordWrap(True)
    label.setAccessibleName(text)
    label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
    if indent:
        label.setContentsMargins(24, 0, 0, 4)
    return label


def select_key(combo: QComboBox, key: str) -> None:
    index = combo.findData(key)
    if index >= 0:
        combo.setCurrentIndex(index)
