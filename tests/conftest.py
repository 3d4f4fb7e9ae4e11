"""Test set-up: Qt runs offscreen so the plain test command works without a display."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
