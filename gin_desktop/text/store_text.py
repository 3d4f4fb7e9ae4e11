"""The store's news in words (no Qt): the store reports codes and values (a ``Phrase``: a code, its
values, and a count for plurals; a value may be a phrase itself), worded here in the current language.

The store never words anything (``tests/test_import_contract.py``): its notices, why it is not
saving, why a hand cannot be resumed, all arrive here as codes.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Protocol, TypeGuard

from gin_desktop.words.i18n import tr


class PhraseLike(Protocol):
    """What the store's ``Phrase`` holds (text/ does not import the store: the engines stand apart)."""

    @property
    def code(self) -> str: ...
    @property
    def values(self) -> tuple[tuple[str, object], ...]: ...
    @property
    def n(self) -> int: ...


class NoticeLike(Protocol):
    @property
    def message(self) -> PhraseLike: ...


V = Mapping[str, object]

_TEXTS: dict[str, Callable[[V, int], str]] = {
    # -- why a write failed ----------------------------------------------------------------------
    "disk_full": lambda v, n: tr("the disk is full"),
    "read_only": lambda v, n: tr("the save file or its folder is read-only"),
    # -- not saving now (the saving state) -------------------------------------------------------
    "folder_unwritable": lambda v, n: tr("The save folder {folder} cannot be written."),
    "not_saving_waiting": lambda v, n: (
        tr("Not saving: {why} Play on: your moves are kept and saved, in order, as soon as it can be. "
           "(%n waiting.)", "", n) if n > 0 else
        tr("Not saving: {why} Play on: your moves are kept and saved, in order, as soon as it can be.")),
    "not_saving_disk": lambda v, n: tr(
        "Not saving: the disk refuses to write to {folder} (full or read-only). %n change(s) are kept "
        "and will be saved when it can.", "", n),
    "not_saving_other_copy": lambda v, n: tr("Not saving: another copy of Gin Rummy is using {folder}."),
    "not_saving": lambda v, n: tr("Not saving: this session's moves are not saved (see the message above)."),
    # -- saving ----------------------------------------------------------------------------------
    "save_failed": lambda v, n: tr(
        "Your game cannot be saved right now ({problem}). Play continues: your moves are kept in memory and "
        "will be saved as soon as the disk accepts them again."),
    "save_resumed": lambda v, n: tr("Saving works again: %n waiting change(s) were saved.", "", n),
    "low_space": lambda v, n: tr(
        "The disk holding your saves ({folder}) is nearly full: a new hand may not fit. Your moves are kept "
        "and saved as soon as there is room; free some space on that disk."),
    "spill_aside": lambda v, n: tr(
        "Moves kept from an earlier session on a full disk could not be added to your saves ({why}). They "
        "were kept as {kept}; nothing was deleted."),
    "spill_changed": lambda v, n: tr("the saves changed since"),
    "other_copy_saved": lambda v, n: tr(
        "Another copy of Gin Rummy saved games in {folder} while this one could not write there, so the moves "
        "of this session cannot be added to those saves. Play continues in this window without saving."),
    # -- games that cannot be loaded -------------------------------------------------------------
    # (the damage's own words, SQLite's or the replay's, go to the log: see damage_details)
    "rows_unreadable": lambda v, n: tr("its saved records are damaged"),
    "not_replayable": lambda v, n: tr("its saved moves no longer make a game the rules allow"),
    "damaged_game": lambda v, n: (
        tr("Saved game {game} (started {started}) cannot be loaded: {reason}. It was set aside as damaged; "
           "nothing was deleted.") if v.get("started") else
        tr("Saved game {game} cannot be loaded: {reason}. It was set aside as damaged; nothing was deleted.")),
    "games_unreadable": lambda v, n: tr("The saved games cannot be read: the save file is damaged."),
    "damaged_order": lambda v, n: tr(
        "Your own arrangement of the cards in game {game} could not be read ({problem}); the cards are shown "
        "in the order they were dealt."),
    # -- the sealed deck -------------------------------------------------------------------------
    "key_set_aside": lambda v, n: tr(
        "The key that seals the deck of a hand in progress could not be used ({problem}). It was kept as {kept} "
        "and a new key was made; a hand in progress sealed with the old key cannot be resumed, finished hands "
        "are not affected."),
    "sealed_no_key": lambda v, n: tr("the key file {file} is missing or cannot be read"),
    "sealed_other_key": lambda v, n: tr(
        "the key it was sealed with is not the one in {file} (that file was deleted, replaced or damaged)"),
    "sealed_damaged": lambda v, n: tr("its sealed deck is damaged"),
    "sealed_hand": lambda v, n: tr(
        "Hand {hand} of game {game}, which was in progress, cannot be resumed: {reason}. The game and its "
        "finished hands are kept (nothing was deleted) and a new game starts."),
    # -- the stored position ------------------------------------------------------------------------
    "position_damaged": lambda v, n: tr("could not be read"),
    "position_disagrees": lambda v, n: tr("did not match the game's saved moves"),
    "rebuilt_position": lambda v, n: tr(
        "The table saved with game {game} {reason}, so it was set up again from the game's moves. Every move "
        "is kept; nothing was deleted."),
    # -- the file ----------------------------------------------------------------------------------
    "check_failed": lambda v, n: tr(
        "The save file {file} failed its check ({reason}). Play goes on; at the next start it is checked again "
        "and, if it is damaged, set aside (nothing is deleted)."),
    "folder_cannot_be_made": lambda v, n: tr("The save folder {folder} cannot be made ({reason})."),
    "folder_cannot_be_written": lambda v, n: tr("The save folder {folder} cannot be written ({reason})."),
    "folder_unusable": lambda v, n: tr("The save folder {folder} cannot be used ({reason})."),
    "other_copy": lambda v, n: (
        tr("Another copy of Gin Rummy (process {pid}) is already using the saves in {folder}. This copy will "
           "not save anything; close the other copy to save again.") if v.get("pid") else
        tr("Another copy of Gin Rummy is already using the saves in {folder}. This copy will not save "
           "anything; close the other copy to save again.")),
    "file_cannot_be_created": lambda v, n: tr("A save file cannot be created in {folder} ({reason})."),
    "file_unreadable_left": lambda v, n: tr("The save file {file} cannot be read ({reason}); it was left as it is."),
    "file_unreadable": lambda v, n: tr("The save file {file} cannot be read ({reason})."),
    "file_damaged_left": lambda v, n: tr("The save file {file} is damaged ({reason}); it was left as it is."),
    "file_damaged_not_set_aside": lambda v, n: tr(
        "The save file {file} is damaged ({reason}) and could not be set aside ({problem}); it was left as it "
        "is."),
    "file_damaged_set_aside": lambda v, n: tr(
        "The save file was damaged ({reason}) and could not be used. It was kept as {kept}; a new save file was "
        "started, so earlier games are not shown."),
    "file_cannot_be_written": lambda v, n: tr("The save file {file} cannot be written ({reason})."),
    "version_repaired": lambda v, n: tr(
        "The format number of the save file {file} was damaged ({found}); its tables are exactly those of "
        "format {format}, so it was repaired and your games are kept."),
    "migration_failed": lambda v, n: tr(
        "The save file {file} could not be updated to this version's format ({reason}); it was left as it is. "
        "Your saved games can be viewed, but this session will not be saved."),
    "newer": lambda v, n: tr(
        "The save file {file} was written by a newer version of Gin Rummy (format {found}; this version reads up "
        "to {current}). It was left untouched. You can play, but nothing will be saved; update Gin Rummy to "
        "continue your saved games."),
    "waiting": lambda v, n: tr(
        "{problem} Play continues: your moves are kept and will be saved, in order, as soon as it can be "
        "written."),
    "no_save": lambda v, n: tr("{problem} You can play, but nothing will be saved in this session."),
    "journal_rolled_back": lambda v, n: tr(
        "A leftover journal file was found beside the save file and rolled back; a copy was kept as {copy}."),
    "log_lost_game": lambda v, n: tr("The save file's log was damaged or lost: game {game} is no longer in it."),
    "log_rewound": lambda v, n: tr(
        "The save file's log was damaged or lost: game {game} resumes at hand {hand}, move {move}, instead of "
        "hand {hand_then}, move {move_then} (%n move(s) lost).", "", n),
    "log_kept": lambda v, n: tr("The damaged log was kept as {copy}; nothing was deleted."),
}


def _is_phrase(value: object) -> TypeGuard[PhraseLike]:
    return isinstance(getattr(value, "code", None), str) and isinstance(getattr(value, "values", None), tuple)


def words(phrase: PhraseLike | str) -> str:
    """A phrase of the store in the current language (a plain value as it is: a file name, an error)."""
    if not _is_phrase(phrase):
        return str(phrase)
    values = {name: words(value) if _is_phrase(value) else ("" if value is None else value)
              for name, value in phrase.values}
    make = _TEXTS.get(phrase.code)
    if make is None:  # (never reached by the store's codes; a test lists them)
        return phrase.code
    text = make(values, phrase.n).format(**values)
    if phrase.code in ("log_lost_game", "log_rewound") and values.get("copy"):
        text += " " + _TEXTS["log_kept"](values, -1).format(**values)
    return text


def damage_details(phrase: PhraseLike | str) -> list[str]:
    """The technical words of a phrase's damage (SQLite's "database disk image is malformed", a
    replay's exception), for the log: never shown to the player."""
    if not _is_phrase(phrase):
        return []
    found = []
    for name, value in phrase.values:
        if _is_phrase(value):
            found.extend(damage_details(value))
        elif name == "error" and value:
            found.append(str(value))
    return found


def notice_text(notice: NoticeLike) -> str:
    """A notice of the store in the current language."""
    return words(notice.message)


def known_codes() -> frozenset[str]:
    return frozenset(_TEXTS)


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
