"""The game's log, with `logging` imported when something is first written to it.

Importing `logging` (with `threading`, `string`, `traceback` and the rest) costs the
window's start about 4 ms, and in a normal game nothing is ever logged. A module takes
`log = get_logger(__name__)` and calls `log.info(…)`, `log.exception(…)` and the like as
on a `logging.Logger`; the first call imports `logging`, applies the set-up asked for
with `configure` (the window asks for one), and hands the call on to the logger of that
name, so `logging`'s own handlers, levels and tests' log capture see every record.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import logging

_setup: dict[str, Any] | None = None


def configure(**basic_config: Any) -> None:
    """`logging.basicConfig(**basic_config)`, once `logging` is imported (at once if it
    already is)."""
    global _setup
    if "logging" in sys.modules:
        sys.modules["logging"].basicConfig(**basic_config)
        _setup = None
    else:
        _setup = basic_config


def _logging() -> Any:
    """The `logging` module, imported and set up on first use."""
    global _setup
    import logging

    if _setup is not None:
        setup, _setup = _setup, None
        logging.basicConfig(**setup)
    return logging


class Logger:
    """A stand-in for `logging.getLogger(name)` that imports `logging` when first used."""

    __slots__ = ("_logger", "name")

    def __init__(self, name: str) -> None:
        self.name = name
        self._logger: logging.Logger | None = None

    @property
    def logger(self) -> logging.Logger:
        """The real logger (`logging` is imported now if it was not)."""
        if self._logger is None:
            self._logger = _logging().getLogger(self.name)
        assert self._logger is not None
        return self._logger

    def debug(self, message: str, *args: object, **options: Any) -> None:
        """As `logging.Logger.debug`."""
        self.logger.debug(message, *args, stacklevel=2, **options)

    def info(self, message: str, *args: object, **options: Any) -> None:
        """As `logging.Logger.info`."""
        self.logger.info(message, *args, stacklevel=2, **options)

    def warning(self, message: str, *args: object, **options: Any) -> None:
        """As `logging.Logger.warning`."""
        self.logger.warning(message, *args, stacklevel=2, **options)

    def error(self, message: str, *args: object, **options: Any) -> None:
        """As `logging.Logger.error`."""
        self.logger.error(message, *args, stacklevel=2, **options)

    def exception(self, message: str, *args: object, **options: Any) -> None:
        """As `logging.Logger.exception` (called from an `except` block)."""
        self.logger.exception(message, *args, stacklevel=2, **options)


def get_logger(name: str) -> Logger:
    """The log for the module `name` (as `logging.getLogger(name)`)."""
    return Logger(name)
