"""The store's news in words (no Qt): what it reports as codes and values, worded in the current language."""

from __future__ import annotations

from gin_desktop.i18n import tr


def game_ended_at_limit(game: int, limit: str, count: int) -> str:
    """Game ``game`` reached the longest game the saves can hold (``limit``: ``"hands"`` or ``"actions"``,
    ``count`` of them) and ended there."""
    if limit == "hands":
        text = tr("Game {game} has reached {count} hands, the longest game the saves can hold, so it ends here. "
                  "It is kept in your saves (as not finished); press New game (N) to play on.")
    else:
        text = tr("Game {game} has reached {count} moves, the longest game the saves can hold, so it ends here. "
                  "It is kept in your saves (as not finished); press New game (N) to play on.")
    return text.format(game=game, count=count)
