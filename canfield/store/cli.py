"""The `settings`, `stats` and `record` commands of `canfield`.

`canfield.cli` builds the parser and calls `register(subparsers)`; each command sets
`func`, a handler returning the exit code: 0 done, 1 could not save, 2 refused input.
Warnings from the store (a file set aside, a folder not writable) go to stderr.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING, Any

from canfield.echo import clip
from canfield.i18n import LANGUAGES, LEGACY, _, ngettext, number, percent
from canfield.log import get_logger
from canfield.store.persist import Store

if TYPE_CHECKING:
    # Imported by the commands that use them: `canfield play` builds this parser too,
    # and its window starts without pydantic (see `canfield.store.first_look`).
    from canfield.store.settings import Settings
    from canfield.store.stats import ModeStats, Statistics

log = get_logger(__name__)

EXIT_OK = 0
EXIT_NOT_SAVED = 1
EXIT_REFUSED = 2

_TRUE_WORDS = frozenset({"true", "on", "yes", "1"})
_FALSE_WORDS = frozenset({"false", "off", "no", "0"})
_NONE_WORDS = frozenset({"none", "null", ""})


def register(subparsers: Any) -> None:
    """Add `settings [set KEY VALUE | reset]` and `stats [--json]` to a parser's sub-commands.

    `subparsers` is what `ArgumentParser.add_subparsers()` returned.
    """
    settings = subparsers.add_parser(
        "settings", help=_("print the settings as JSON, or change them")
    )
    settings.set_defaults(func=show_settings)
    actions = settings.add_subparsers(dest="settings_command")
    change = actions.add_parser("set", help=_("change one setting, e.g. `set draw 1`"))
    change.add_argument("key", metavar=_("KEY"), help=_("the setting's name"))
    change.add_argument(
        "value",
        metavar=_("VALUE"),
        nargs=argparse.REMAINDER,  # a window position may start with "-"; sizes may have spaces
        help=_("its new value"),
    )
    change.set_defaults(func=set_setting)
    reset = actions.add_parser("reset", help=_("put every setting back to its default"))
    reset.set_defaults(func=reset_settings)

    stats = subparsers.add_parser("stats", help=_("print the statistics per draw mode"))
    stats.add_argument("--json", action="store_true", help=_("print them as JSON"))
    stats.set_defaults(func=show_stats)

    record = subparsers.add_parser(
        "record", help=_("print the game record of the game in progress, or of game N")
    )
    record.add_argument("game", nargs="?", metavar="N", help=_("a game's number (see --list)"))
    record.add_argument("--list", action="store_true", help=_("list the last games"))
    record.set_defaults(func=show_record)


def _flush_warnings(store: Store) -> None:
    """Print what the store had to say, one line each, on stderr."""
    for warning in store.pop_warnings():
        print(_("canfield: warning: {warning}").format(warning=warning), file=sys.stderr)


def show_settings(args: argparse.Namespace) -> int:
    """`canfield settings`: the settings in use, as JSON."""
    store = Store(in_window=False)
    settings = store.load_settings()
    _flush_warnings(store)
    print(settings.model_dump_json(indent=2))
    return EXIT_OK


def parse_setting(key: str, text: str) -> Settings:
    """Validate one `KEY VALUE` pair from the command line into a Settings holding it.

    Raises ValueError with a one-line reason, in the player's language, for an unknown
    key or an invalid value (never the validation library's own English).
    """
    from pydantic import ValidationError

    from canfield.store.settings import Settings

    fields = Settings.model_fields
    if key not in fields:
        raise ValueError(
            _("there is no setting {key!r}; the settings are: {keys}").format(
                key=clip(key), keys=", ".join(fields)
            )
        )
    value = _setting_value(key, text, none_allowed=fields[key].default is None)
    try:
        return Settings.model_validate({key: value})
    except ValidationError as error:  # within the forms read above: a value out of range
        log.info("settings set %s %r: %s", key, clip(text), error)
        raise ValueError(
            _("{value!r} is not a valid value for {key}").format(value=clip(text), key=key)
        ) from error


def _setting_value(key: str, text: str, *, none_allowed: bool) -> object:
    """The value `text` stands for, read by the setting's own form; ValueError saying
    what the form is when it does not match."""
    word = text.strip().lower()
    if none_allowed and word in _NONE_WORDS:
        return None
    if key in BOOLEAN_SETTINGS:
        if word not in _TRUE_WORDS | _FALSE_WORDS:
            raise ValueError(
                _("{key} must be true or false (on/off, yes/no, 1/0), not {value!r}").format(
                    key=key, value=clip(text)
                )
            )
        return word in _TRUE_WORDS
    if key == "draw":
        if word not in ("1", "3"):
            raise ValueError(_("draw must be 1 or 3, not {value!r}").format(value=clip(text)))
        return int(word)
    if key == "language":
        word = LEGACY.get(word, word)
        if word not in LANGUAGES:
            raise ValueError(
                _(
                    "language must be one of {languages} (or none: the system's language), "
                    "not {value!r}"
                ).format(languages=", ".join(LANGUAGES), value=clip(text))
            )
        return word
    if key == "speech":
        if word not in ("auto", "off", "screen_reader", "voice"):
            raise ValueError(
                _("speech must be auto, off, screen_reader or voice, not {value!r}").format(
                    value=clip(text)
                )
            )
        return word
    if key in ("speech_rate", "speech_volume"):
        low, high = (50, 200) if key == "speech_rate" else (10, 100)
        if not (word.isascii() and word.isdigit() and len(word) <= 3 and low <= int(word) <= high):
            raise ValueError(
                _("{key} is a whole number from {low} to {high}, not {value!r}").format(
                    key=key, low=low, high=high, value=clip(text)
                )
            )
        return int(word)
    if key == "window_size":
        size = _pair(word, "x", low=1)
        if size is None:
            raise ValueError(
                _(
                    "window_size is written WIDTHxHEIGHT, e.g. 1280x800, from 1x1 to "
                    "65535x65535 (or none: fit the screen), not {value!r}"
                ).format(value=clip(text))
            )
        return size
    if key == "window_position":
        place = _pair(word, ",", low=-65535)
        if place is None:
            raise ValueError(
                _(
                    "window_position is written X,Y, e.g. 100,50, each from -65535 to 65535 "
                    "(or none: where the desktop puts it), not {value!r}"
                ).format(value=clip(text))
            )
        return place
    return text


BOOLEAN_SETTINGS = frozenset(
    {
        "double_click",
        "animations",
        "sound",
        "winnable_only",
        "fullscreen",
        "high_contrast",
        "suit_colours",
        "warn_losing",
    }
)
"""The settings that are on or off."""


def _pair(word: str, separator: str, *, low: int) -> tuple[int, int] | None:
    """Two whole numbers from `low` to 65535 joined by `separator` (spaces allowed)."""
    parts = [part.strip() for part in word.split(separator)]
    if len(parts) != 2:
        return None
    numbers = []
    for part in parts:
        digits = part.removeprefix("-")
        if not (digits.isascii() and digits.isdigit() and len(digits) <= 5):
            return None
        numbers.append(int(part))
    if not all(low <= n <= 65535 for n in numbers):
        return None
    return numbers[0], numbers[1]


def set_setting(args: argparse.Namespace) -> int:
    """`canfield settings set KEY VALUE`: validate, then save; a refusal leaves the file be."""
    key: str = args.key
    if not args.value:
        print(_("canfield: settings set {key} needs a value").format(key=clip(key)),
              file=sys.stderr)  # fmt: skip
        return EXIT_REFUSED
    try:
        chosen = parse_setting(key, " ".join(args.value))
    except ValueError as error:
        print(_("canfield: {reason}").format(reason=error), file=sys.stderr)
        return EXIT_REFUSED
    store = Store(in_window=False)
    settings = store.load_settings()
    setattr(settings, key, getattr(chosen, key))
    saved = store.save_settings(settings)
    _flush_warnings(store)
    return EXIT_OK if saved else EXIT_NOT_SAVED


def reset_settings(args: argparse.Namespace) -> int:
    """`canfield settings reset`: every setting back to its default."""
    from canfield.store.settings import Settings

    store = Store(in_window=False)
    saved = store.save_settings(Settings())
    _flush_warnings(store)
    return EXIT_OK if saved else EXIT_NOT_SAVED


def _rows(record: ModeStats) -> list[tuple[str, str]]:
    """A draw mode's figures as (label, value) pairs, in reading order."""
    from canfield.store.stats import duration

    return [
        (_("Games played"), number(record.played)),
        (_("Games won"), number(record.won)),
        (_("Games abandoned"), number(record.abandoned)),
        (_("In progress"), number(record.in_progress)),
        (_("Win rate"), percent(record.win_rate)),
        (_("Best score"), number(record.best_score)),
        (_("Current streak"), number(record.current_streak)),
        (_("Longest streak"), number(record.longest_streak)),
        (_("Cards placed on foundations"), number(record.cards_placed)),
        (_("Best time"), duration(record.best_time)),
        (_("Average time"), duration(record.average_time)),
    ]


def stats_table(stats: Statistics) -> str:
    """The statistics as a plain-text table: one row per figure, one column per draw mode.

    Draw 3, the default mode, comes first, as in the window's Statistics dialog.
    """
    header = ("", _("Draw 3"), _("Draw 1"))
    body = [
        (label, first, second)
        for (label, first), (_same, second) in zip(
            _rows(stats.draw_3), _rows(stats.draw_1), strict=True
        )
    ]
    body.append(
        (
            _("Winnable deals: won/played"),
            f"{number(stats.winnable_3.won)} / {number(stats.winnable_3.played)}",
            f"{number(stats.winnable_1.won)} / {number(stats.winnable_1.played)}",
        )
    )
    daily = stats.daily
    body.append(
        (_("Today's deals: days won/played"), f"{number(daily.won)} / {number(daily.played)}", "")
    )
    body.append(
        (
            _("Today's deals: streak of days (best)"),
            f"{number(daily.current_streak)} ({number(daily.best_streak)})",
            "",
        )
    )
    table = [header, *body]
    widths = [max(len(row[i]) for row in table) for i in range(3)]
    return "\n".join(
        f"{label.ljust(widths[0])}  {first.rjust(widths[1])}  {second.rjust(widths[2])}".rstrip()
        for label, first, second in table
    )


def stats_json(stats: Statistics) -> str:
    """The statistics as JSON for scripts: both modes with their win rate, no bookkeeping."""
    modes = (
        ("draw_1", stats.draw_1),
        ("draw_3", stats.draw_3),
        ("winnable_1", stats.winnable_1),
        ("winnable_3", stats.winnable_3),
    )
    data: dict[str, object] = {
        name: {**record.model_dump(), "win_rate": round(record.win_rate, 4)}
        for name, record in modes
    }
    data["daily"] = stats.daily.model_dump()
    return json.dumps(data, indent=2)


def show_stats(args: argparse.Namespace) -> int:
    """`canfield stats [--json]`: the statistics of both draw modes."""
    store = Store(in_window=False)
    stats = store.statistics()
    _flush_warnings(store)
    print(stats_json(stats) if args.json else stats_table(stats))
    return EXIT_OK


def show_record(args: argparse.Namespace) -> int:
    """`canfield record [N] [--list]`: a game's record, to read or to paste into `play`."""
    store = Store(in_window=False)
    games = store.games
    _flush_warnings(store)
    if args.list:
        for listed in games.listing(20):
            moves = ngettext("{n} move", "{n} moves", listed.length)
            print(
                f"{listed.id:>6}  {listed.code}  {_outcome(listed.outcome):<12}  "
                f"{number(listed.score):>3}  " + moves.format(n=f"{number(listed.length):>6}")
            )
        return EXIT_OK
    if args.game is None:
        waiting = games.in_progress()
        game_id = waiting[0] if waiting else games.latest()
        if game_id is None:
            print(_("canfield: no game has been played yet"), file=sys.stderr)
            return EXIT_REFUSED
    elif args.game.isascii() and args.game.isdigit() and len(args.game) <= 18:
        game_id = int(args.game)
    else:
        print(_("canfield: {n!r} is not a game number").format(n=clip(args.game)), file=sys.stderr)
        return EXIT_REFUSED
    row = games.get(game_id)
    if row is None:
        print(_("canfield: there is no game {n}").format(n=game_id), file=sys.stderr)
        return EXIT_REFUSED
    print(" ".join([row.code, *games.moves(game_id)]))
    return EXIT_OK


def _outcome(outcome: str) -> str:
    return {"won": _("won"), "abandoned": _("abandoned")}.get(outcome, _("in progress"))
