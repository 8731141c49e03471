"""The game's log imports `logging` on first use and hands every record on (`canfield.log`)."""

from __future__ import annotations

import json
import logging
import subprocess
import sys

import pytest

from canfield.log import get_logger


def test_records_reach_the_named_logger(caplog: pytest.LogCaptureFixture) -> None:
    log = get_logger("canfield.test_log")
    with caplog.at_level(logging.DEBUG, logger="canfield.test_log"):
        log.debug("one %s", 1)
        log.info("two %s", 2)
        log.warning("three")
        try:
            raise ValueError("four")
        except ValueError:
            log.exception("failed %s", "here")
    assert [(r.name, r.levelname, r.getMessage()) for r in caplog.records] == [
        ("canfield.test_log", "DEBUG", "one 1"),
        ("canfield.test_log", "INFO", "two 2"),
        ("canfield.test_log", "WARNING", "three"),
        ("canfield.test_log", "ERROR", "failed here"),
    ]
    assert caplog.records[-1].exc_info is not None  # the traceback goes with it
    assert caplog.records[0].funcName == "test_records_reach_the_named_logger"


def test_logging_is_imported_and_set_up_only_when_something_is_logged() -> None:
    script = (
        "import json, sys\n"
        "from canfield.log import configure, get_logger\n"
        "log = get_logger('canfield.x')\n"
        "configure(level='WARNING', format='canfield: %(message)s')\n"
        "before = 'logging' in sys.modules\n"
        "log.info('not shown')\n"
        "log.warning('shown %s', 1)\n"
        "print(json.dumps([before, 'logging' in sys.modules]))\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout.strip().splitlines()[-1]) == [False, True]
    assert done.stderr == "canfield: shown 1\n"  # the set-up asked for was applied
