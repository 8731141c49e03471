"""The voice (`canfield.speech.voice`): the newest message interrupts, a sequence heard
whole is queued, older queued messages an interrupting one makes stale are skipped; the
last 100 are kept and the last said again on request; the transcript gets every message,
one a line with its time, voice or none; and nothing that fails — the transcript, the
engine, opening it — ever raises into the game or prints on stderr.

The engine is a fake that keeps what it is asked to say; the tests wait for it with
events and joins, never with a sleep."""

from __future__ import annotations

import errno
import io
import re
import shutil
import sys
import threading
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

import pytest

from canfield.speech import voice
from canfield.speech.voice import HISTORY, Backend, Silent, Voice, make_voice, open_backend

WAIT = 5.0
"""The longest a test waits for the voice's thread (it takes milliseconds)."""


class FakeBackend:
    """A speech engine that keeps every `speak` call. With `hold`, the first call waits
    until `release` is set, so messages pile up in the voice's queue meanwhile."""

    name = "fake"

    def __init__(self, *, hold: bool = False) -> None:
        self.calls: list[tuple[str, bool]] = []
        self.speaking = threading.Event()
        self.release = threading.Event()
        if not hold:
            self.release.set()
        self.closed = threading.Event()
        self.closed_by: threading.Thread | None = None
        self._changed = threading.Condition()

    def speak(self, text: str, interrupt: bool) -> None:
        self.speaking.set()
        self.release.wait(WAIT)
        with self._changed:
            self.calls.append((text, interrupt))
            self._changed.notify_all()

    def close(self) -> None:
        self.closed_by = threading.current_thread()
        self.closed.set()

    def wait_for(self, n: int) -> list[tuple[str, bool]]:
        """The calls, once there are `n` of them."""
        with self._changed:
            assert self._changed.wait_for(lambda: len(self.calls) >= n, WAIT), self.calls
            return list(self.calls)


class BrokenBackend(FakeBackend):
    """An engine that went away: every `speak` raises."""

    def speak(self, text: str, interrupt: bool) -> None:
        super().speak(text, interrupt)
        raise RuntimeError("the screen reader quit")


class FullDisk(io.StringIO):
    """A transcript on a full disk: every write fails."""

    def __init__(self) -> None:
        super().__init__()
        self.writes = 0

    def write(self, text: str) -> int:
        self.writes += 1
        raise OSError(errno.ENOSPC, "No space left on device")


def opener(backend: Backend) -> Callable[[], Backend]:
    return lambda: backend


def spoken_through(backend: FakeBackend, transcript: io.StringIO | None = None) -> Voice:
    return Voice(opener(backend), transcript)


# -- what is said, and how --------------------------------------------------------------


def test_say_interrupts_what_is_being_said() -> None:
    fake = FakeBackend()
    heard = spoken_through(fake)
    heard.say("Drew the ace of hearts.")
    assert fake.wait_for(1) == [("Drew the ace of hearts.", True)]
    heard.close()


def test_say_all_interrupts_with_the_first_and_queues_the_rest() -> None:
    fake = FakeBackend()
    heard = spoken_through(fake)
    heard.say_all(["Base card: the 7 of hearts.", "", "The stock has 34 cards."])
    fake.wait_for(2)  # heard whole before the next sequence interrupts
    heard.say_all(["Score 5.", "Time 1:00."])
    assert fake.wait_for(4) == [
        ("Base card: the 7 of hearts.", True),
        ("The stock has 34 cards.", False),
        ("Score 5.", True),
        ("Time 1:00.", False),
    ]
    assert list(heard.history) == [text for text, _ in fake.calls]  # the empty one left out
    heard.close()


def test_add_never_interrupts() -> None:
    fake = FakeBackend()
    heard = spoken_through(fake)
    heard.add(["You won!", "", "All 52 cards are home."])
    assert fake.wait_for(2) == [("You won!", False), ("All 52 cards are home.", False)]
    heard.close()


def test_queued_messages_older_than_a_newer_interrupting_one_are_skipped() -> None:
    fake = FakeBackend(hold=True)
    heard = spoken_through(fake)
    heard.say("one")
    assert fake.speaking.wait(WAIT)  # "one" is being said; the rest waits in the queue
    heard.add(["two", "three"])
    heard.say("four")
    heard.add(["five"])
    fake.release.set()
    assert fake.wait_for(3) == [("one", True), ("four", True), ("five", False)]
    heard.close()
    assert fake.calls == [("one", True), ("four", True), ("five", False)]
    assert list(heard.history) == ["one", "two", "three", "four", "five"]  # all kept


def test_repeat_says_the_last_message_again_interrupting() -> None:
    fake = FakeBackend()
    transcript = io.StringIO()
    heard = spoken_through(fake, transcript)
    heard.repeat()  # nothing said yet: nothing to repeat
    heard.say("Column 2, 1 card: the king of hearts.")
    heard.add(["Score 5."])
    fake.wait_for(2)  # said before the repeat interrupts it
    heard.repeat()
    assert fake.wait_for(3) == [
        ("Column 2, 1 card: the king of hearts.", True),
        ("Score 5.", False),
        ("Score 5.", True),
    ]
    assert list(heard.history) == ["Column 2, 1 card: the king of hearts.", "Score 5."]
    assert [line.split("\t")[1] for line in transcript.getvalue().splitlines()] == [
        "Column 2, 1 card: the king of hearts.",
        "Score 5.",
        "Score 5.",
    ]
    heard.close()


def test_the_history_keeps_the_last_100_messages() -> None:
    assert HISTORY == 100
    heard = Voice()
    for n in range(150):
        heard.say(f"message {n}")
    assert list(heard.history) == [f"message {n}" for n in range(50, 150)]
    heard.repeat()
    assert list(heard.history)[-1] == "message 149"


# -- the transcript -----------------------------------------------------------------------

NOW = 1_767_323_045.25
"""A moment for the transcript's stamps (2026-01-02, 03:04:05.250 UTC)."""


def stamp(moment: float) -> str:
    return datetime.fromtimestamp(moment).isoformat(timespec="milliseconds")


def test_the_transcript_gets_every_message_one_a_line_with_its_time_without_a_voice() -> None:
    transcript = io.StringIO()
    heard = Voice(None, transcript, clock=lambda: NOW)
    heard.say("New game CF1-D3-AAAAACL: Draw 3.")
    heard.say_all(["Base card: the 7 of hearts.", "The stock has 34 cards."])
    heard.add(["Score 5."])
    heard.repeat()
    lines = transcript.getvalue().split("\n")
    assert lines[-1] == ""  # each line ends with a line break, the last one too
    assert lines[:-1] == [
        f"{stamp(NOW)}\tNew game CF1-D3-AAAAACL: Draw 3.",
        f"{stamp(NOW)}\tBase card: the 7 of hearts.",
        f"{stamp(NOW)}\tThe stock has 34 cards.",
        f"{stamp(NOW)}\tScore 5.",
        f"{stamp(NOW)}\tScore 5.",
    ]
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.250", stamp(NOW))


def test_the_transcript_gets_every_message_with_a_voice_too() -> None:
    fake = FakeBackend()
    transcript = io.StringIO()
    heard = Voice(opener(fake), transcript, clock=lambda: NOW)
    heard.say("one")
    heard.add(["two"])
    fake.wait_for(2)
    heard.close()
    assert transcript.closed  # the voice closes its transcript


def test_a_message_of_several_lines_is_one_line_of_the_transcript() -> None:
    transcript = io.StringIO()
    heard = Voice(None, transcript, clock=lambda: NOW)
    notice = "The settings file could not be read.\n\nThe statistics were reset."
    heard.add(["Some files could not be used", notice])
    assert transcript.getvalue().splitlines() == [
        f"{stamp(NOW)}\tSome files could not be used",
        f"{stamp(NOW)}\tThe settings file could not be read. The statistics were reset.",
    ]
    assert list(heard.history)[-1] == notice  # said as it is, lines and all


def test_a_transcript_that_cannot_be_written_is_given_up_quietly(
    capfd: pytest.CaptureFixture[str],
) -> None:
    full = FullDisk()
    heard = Voice(None, full)
    heard.say("one")
    heard.say_all(["two", "three"])
    assert full.writes == 1  # given up after the first failure
    assert list(heard.history) == ["one", "two", "three"]
    closed = io.StringIO()
    closed.close()
    heard = Voice(None, closed)
    heard.say("one")
    heard.add(["two"])
    heard.close()
    assert capfd.readouterr() == ("", "")


def test_a_transcript_that_fails_to_close_is_let_go(capfd: pytest.CaptureFixture[str]) -> None:
    class Unclosable(io.StringIO):
        def close(self) -> None:
            raise OSError(errno.EIO, "Input/output error")

    heard = Voice(None, Unclosable())
    heard.say("one")
    heard.close()
    assert capfd.readouterr() == ("", "")


# -- a voice that fails -------------------------------------------------------------------


def test_an_engine_that_fails_leaves_the_voice_silent_and_quiet(
    capfd: pytest.CaptureFixture[str],
) -> None:
    broken = BrokenBackend()
    transcript = io.StringIO()
    heard = Voice(opener(broken), transcript)
    heard.say("one")
    assert broken.wait_for(1) == [("one", True)]
    heard.say("two")
    assert len(transcript.getvalue().splitlines()) == 2  # the transcript goes on
    heard.close()
    assert isinstance(heard.backend, Silent)
    assert broken.calls == [("one", True)]  # nothing more was asked of it
    assert list(heard.history) == ["one", "two"]
    assert capfd.readouterr() == ("", "")


def test_an_engine_that_cannot_be_opened_gives_silence(
    capfd: pytest.CaptureFixture[str],
) -> None:
    tried = threading.Event()

    def refuse() -> Backend:
        tried.set()
        raise OSError("no speech engine")

    heard = Voice(refuse)
    assert tried.wait(WAIT)
    heard.say("one")
    heard.close()
    assert isinstance(heard.backend, Silent) and heard.backend.name == "none"
    assert list(heard.history) == ["one"]
    assert capfd.readouterr() == ("", "")


def test_reopen_speaks_through_another_engine_and_keeps_history_and_transcript() -> None:
    first, second = FakeBackend(), FakeBackend()
    transcript = io.StringIO()
    heard = Voice(opener(first), transcript)
    heard.say("one")
    first.wait_for(1)
    heard.reopen(opener(second))
    assert first.closed.is_set()  # the first engine was let go
    heard.say("two")
    second.wait_for(1)
    heard.repeat()
    assert second.wait_for(2) == [("two", True), ("two", True)]
    assert first.calls == [("one", True)]
    heard.reopen(None)  # speech off: the transcript and the history go on
    assert second.closed.is_set()
    heard.say("three")
    assert list(heard.history) == ["one", "two", "three"]
    said = [line.split("\t")[1] for line in transcript.getvalue().splitlines()]
    assert said == ["one", "two", "two", "three"]
    assert second.calls == [("two", True), ("two", True)]


def test_close_stops_the_thread_and_lets_the_engine_go() -> None:
    fake = FakeBackend()
    transcript = io.StringIO()
    heard = Voice(opener(fake), transcript)
    heard.say("one")
    fake.wait_for(1)
    heard.close()
    assert fake.closed.is_set()
    assert fake.closed_by is not None and fake.closed_by.name == "voice"
    assert not fake.closed_by.is_alive()  # joined
    assert transcript.closed
    heard.say("after the window closed")  # neither raises nor reaches the engine
    assert fake.calls == [("one", True)]


# -- opening an engine --------------------------------------------------------------------


@pytest.fixture
def no_engines(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """No prism (its import fails) and no Speech Dispatcher (no socket, none to start)."""
    monkeypatch.setitem(sys.modules, "prism", None)
    monkeypatch.setenv("SPEECHD_ADDRESS", f"unix_socket:{tmp_path / 'none.sock'}")
    monkeypatch.setattr(shutil, "which", lambda *args, **kwargs: None)


@pytest.mark.parametrize("mode", ["screen_reader", "voice"])
def test_without_prism_or_speech_dispatcher_the_backend_is_silent(
    mode: voice.Mode, no_engines: None, capfd: pytest.CaptureFixture[str]
) -> None:
    backend = open_backend(mode, "ro", rate=150, volume=40)
    assert isinstance(backend, Silent)
    backend.speak("Scor 5.", True)
    backend.close()
    assert capfd.readouterr() == ("", "")


def test_the_window_s_voice_without_engines_is_silent_but_writes_the_transcript(
    no_engines: None, capfd: pytest.CaptureFixture[str]
) -> None:
    transcript = io.StringIO()
    heard = make_voice("voice", "da", 100, 100, transcript)
    heard.say("Point 5.")
    heard.close()
    assert isinstance(heard.backend, Silent)
    assert transcript.closed
    quiet = make_voice(None, "da", 100, 100, io.StringIO())
    quiet.say("Point 5.")
    assert isinstance(quiet.backend, Silent) and list(quiet.history) == ["Point 5."]
    quiet.close()
    assert capfd.readouterr() == ("", "")
