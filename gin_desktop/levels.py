"""The computer levels offered to players, weakest first.

Kept apart from :mod:`gin_desktop.ai` so that settings and dialogs can name the
levels without importing the computer players themselves (start-up time).
"""

from __future__ import annotations

from typing import Final

LEVELS: Final = ("easy", "medium", "hard")
