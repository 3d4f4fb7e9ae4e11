"""QtWidgets: the widgets, the layouts and the graphics scene.

Re-exported from ``PySide6.QtWidgets`` through :mod:`gin_desktop.qt` (see there): the rest of the
package imports Qt from here, never from PySide6."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import (
        QAbstractItemView as QAbstractItemView,
    )
    from PySide6.QtWidgets import (
        QAbstractSlider as QAbstractSlider,
    )
    from PySide6.QtWidgets import (
        QAbstractSpinBox as QAbstractSpinBox,
    )
    from PySide6.QtWidgets import (
        QAccessibleWidget as QAccessibleWidget,
    )
    from PySide6.QtWidgets import (
        QApplication as QApplication,
    )
    from PySide6.QtWidgets import (
        QBoxLayout as QBoxLayout,
    )
    from PySide6.QtWidgets import (
        QButtonGroup as QButtonGroup,
    )
    from PySide6.QtWidgets import (
        QCheckBox as QCheckBox,
    )
    from PySide6.QtWidgets import (
        QComboBox as QComboBox,
    )
    from PySide6.QtWidgets import (
        QDialog as QDialog,
    )
    from PySide6.QtWidgets import (
        QDialogButtonBox as QDialogButtonBox,
    )
    from PySide6.QtWidgets import (
        QFileDialog as QFileDialog,
    )
    from PySide6.QtWidgets import (
        QFormLayout as QFormLayout,
    )
    from PySide6.QtWidgets import (
        QFrame as QFrame,
    )
    from PySide6.QtWidgets import (
        QGraphicsObject as QGraphicsObject,
    )
    from PySide6.QtWidgets import (
        QGraphicsRectItem as QGraphicsRectItem,
    )
    from PySide6.QtWidgets import (
        QGraphicsScene as QGraphicsScene,
    )
    from PySide6.QtWidgets import (
        QGraphicsSceneMouseEvent as QGraphicsSceneMouseEvent,
    )
    from PySide6.QtWidgets import (
        QGraphicsSimpleTextItem as QGraphicsSimpleTextItem,
    )
    from PySide6.QtWidgets import (
        QGraphicsView as QGraphicsView,
    )
    from PySide6.QtWidgets import (
        QGridLayout as QGridLayout,
    )
    from PySide6.QtWidgets import (
        QGroupBox as QGroupBox,
    )
    from PySide6.QtWidgets import (
        QHBoxLayout as QHBoxLayout,
    )
    from PySide6.QtWidgets import (
        QHeaderView as QHeaderView,
    )
    from PySide6.QtWidgets import (
        QLabel as QLabel,
    )
    from PySide6.QtWidgets import (
        QLayout as QLayout,
    )
    from PySide6.QtWidgets import (
        QLineEdit as QLineEdit,
    )
    from PySide6.QtWidgets import (
        QMainWindow as QMainWindow,
    )
    from PySide6.QtWidgets import (
        QMessageBox as QMessageBox,
    )
    from PySide6.QtWidgets import (
        QPlainTextEdit as QPlainTextEdit,
    )
    from PySide6.QtWidgets import (
        QProgressBar as QProgressBar,
    )
    from PySide6.QtWidgets import (
        QProgressDialog as QProgressDialog,
    )
    from PySide6.QtWidgets import (
        QProxyStyle as QProxyStyle,
    )
    from PySide6.QtWidgets import (
        QPushButton as QPushButton,
    )
    from PySide6.QtWidgets import (
        QRadioButton as QRadioButton,
    )
    from PySide6.QtWidgets import (
        QScrollArea as QScrollArea,
    )
    from PySide6.QtWidgets import (
        QSizePolicy as QSizePolicy,
    )
    from PySide6.QtWidgets import (
        QSlider as QSlider,
    )
    from PySide6.QtWidgets import (
        QSpinBox as QSpinBox,
    )
    from PySide6.QtWidgets import (
        QSplitter as QSplitter,
    )
    from PySide6.QtWidgets import (
        QStyle as QStyle,
    )
    from PySide6.QtWidgets import (
        QStyleFactory as QStyleFactory,
    )
    from PySide6.QtWidgets import (
        QStyleOption as QStyleOption,
    )
    from PySide6.QtWidgets import (
        QStyleOptionComboBox as QStyleOptionComboBox,
    )
    from PySide6.QtWidgets import (
        QStyleOptionGraphicsItem as QStyleOptionGraphicsItem,
    )
    from PySide6.QtWidgets import (
        QStylePainter as QStylePainter,
    )
    from PySide6.QtWidgets import (
        QTableWidget as QTableWidget,
    )
    from PySide6.QtWidgets import (
        QTableWidgetItem as QTableWidgetItem,
    )
    from PySide6.QtWidgets import (
        QTabWidget as QTabWidget,
    )
    from PySide6.QtWidgets import (
        QTextBrowser as QTextBrowser,
    )
    from PySide6.QtWidgets import (
        QToolButton as QToolButton,
    )
    from PySide6.QtWidgets import (
        QToolTip as QToolTip,
    )
    from PySide6.QtWidgets import (
        QVBoxLayout as QVBoxLayout,
    )
    from PySide6.QtWidgets import (
        QWidget as QWidget,
    )
else:
    from gin_desktop.qt import reexport

    __getattr__ = reexport("PySide6.QtWidgets", globals())
