"""The warnings the store gives the player, one full sentence per file kind and event.

Sentences are whole (not pieced together from "settings" + "could not be read") so
that translators can word them naturally. They are marked with `N_` for extraction and
translated with `_` only when a warning is given, in the language of that moment.
"""

from __future__ import annotations

from enum import Enum

from canfield.i18n import _


def N_(message: str) -> str:
    """Mark a message for translation without translating it yet."""
    return message


class Kind(Enum):
    """The files the store keeps (statistics and game: those of earlier versions)."""

    SETTINGS = "settings"
    STATISTICS = "statistics"
    GAME = "game"
    GAMES = "games database"


class Event(Enum):
    """What went wrong with a file."""

    SET_ASIDE = "set aside"
    STUCK = "unreadable and could not be set aside"
    INVALID_VALUES = "some values invalid"
    NOT_SAVED = "not saved"
    NOT_SAVED_BRIEFLY = "not saved, said where nothing lasts past the command"
    IMPOSSIBLE = "impossible values"
    OPEN_ELSEWHERE = "open in another window"
    LEFT = "left unfinished for a new deal"
    UNPLAYABLE = "its record no longer replays"
    NO_LOCKS = "no lock can be made, so it is not taken up"
    EMPTY = "an empty file (0 bytes)"
    BLOCKED = "a file stands where its folder should be"
    BLOCKED_BRIEFLY = "a file stands where its folder should be, said by a command"


_MESSAGES: dict[tuple[Kind, Event], str] = {
    (Kind.SETTINGS, Event.SET_ASIDE): N_(
        "The settings file was unreadable; it was kept as {name} and the default settings are used."
    ),
    (Kind.STATISTICS, Event.SET_ASIDE): N_(
        "The statistics file was unreadable; it was kept as {name} and the statistics "
        "start again from zero."
    ),
    (Kind.GAME, Event.SET_ASIDE): N_(
        "The saved game could not be resumed; it was kept as {name} and a new game is dealt."
    ),
    (Kind.SETTINGS, Event.STUCK): N_(
        "The settings file {path} is unreadable ({reason}) and could not be set aside; "
        "the default settings are used and the file is left as it is."
    ),
    (Kind.STATISTICS, Event.STUCK): N_(
        "The statistics file {path} is unreadable ({reason}) and could not be set aside; "
        "the statistics start from zero and the file is left as it is."
    ),
    (Kind.GAME, Event.STUCK): N_(
        "The saved game {path} cannot be resumed ({reason}) and could not be set aside; "
        "a new game is dealt and the file is left as it is."
    ),
    (Kind.SETTINGS, Event.INVALID_VALUES): N_(
        "Some settings in {path} had invalid values and are back to their defaults: {fields}. "
        "The file as it was is kept as {name}."
    ),
    (Kind.STATISTICS, Event.INVALID_VALUES): N_(
        "Some statistics in {path} had invalid values and start again from zero: {fields}."
    ),
    (Kind.STATISTICS, Event.IMPOSSIBLE): N_(
        "Some statistics in {path} could not be true and were brought within bounds: {fields}."
    ),
    (Kind.SETTINGS, Event.NOT_SAVED): N_(
        "The settings could not be saved in {folder} ({reason}); they last until the game "
        "is closed."
    ),
    (Kind.SETTINGS, Event.NOT_SAVED_BRIEFLY): N_(
        "The settings could not be saved in {folder} ({reason})."
    ),
    (Kind.GAMES, Event.SET_ASIDE): N_(
        "The games file was damaged; it was kept as {name} and a fresh one is used, so the "
        "statistics start again from zero."
    ),
    (Kind.GAMES, Event.EMPTY): N_(
        "The games file was empty (0 bytes), so there were no games in it; it was kept as "
        "{name} and a fresh one is used."
    ),
    (Kind.SETTINGS, Event.BLOCKED): N_(
        "The settings cannot be read or saved: {path} is a file where the settings folder "
        "should be. The default settings are used, and changes last until the game is closed."
    ),
    (Kind.SETTINGS, Event.BLOCKED_BRIEFLY): N_(
        "The settings cannot be read or saved: {path} is a file where the settings folder "
        "should be, so the default settings are used."
    ),
    (Kind.GAMES, Event.STUCK): N_(
        "The games file {path} is damaged ({reason}) and could not be set aside; the games "
        "of this window are kept in memory only."
    ),
    (Kind.GAMES, Event.NOT_SAVED): N_(
        "The games could not be saved in {folder} ({reason}); the game goes on, and the next "
        "start resumes it from the last action that was saved."
    ),
    (Kind.GAMES, Event.NOT_SAVED_BRIEFLY): N_(
        "The games could not be saved in {folder} ({reason})."
    ),
    (Kind.GAME, Event.OPEN_ELSEWHERE): N_(
        "The game in progress {code} is open in another window; this window plays another game."
    ),
    (Kind.GAME, Event.LEFT): N_(
        "The game in progress {code} was left unfinished for the new deal and counts as "
        "abandoned; `canfield record {number}` prints its record."
    ),
    (Kind.GAME, Event.NO_LOCKS): N_(
        "Games cannot be locked in {folder} ({reason}), so this window cannot tell whether "
        "another one has the game in progress {code} open: it plays a new game, and {code} "
        "stays in progress for a window that can lock it (`canfield record {number}` "
        "prints its record)."
    ),
    (Kind.GAME, Event.UNPLAYABLE): N_(
        "The game in progress {code} could not be resumed: its record no longer replays. "
        "It counts as abandoned; `canfield record {number}` prints its record."
    ),
}


def message(kind: Kind, event: Event, **fields: object) -> str:
    """The warning for `event` on the file of `kind`, translated, with `fields` filled in."""
    return _(_MESSAGES[(kind, event)]).format(**fields)
