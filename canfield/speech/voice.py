"""Saying the game's messages: through the player's screen reader or a system voice, on a
thread of its own, into a transcript, and kept for the key that repeats the last one.

A backend is tried in turn until one works: prism (the `prismatoid` package: NVDA,
JAWS, VoiceOver, Orca, SAPI, Speech Dispatcher behind one API), then Speech Dispatcher
spoken to directly (`ssip`), then none — the messages still reach the transcript and
the status line. A voice that fails later is dropped the same way; nothing of it ever
reaches the game or stderr. The newest message interrupts the one being spoken, as
screen readers do; a sequence that must be heard whole (a new deal) is queued.
"""

from __future__ import annotations

import contextlib
import queue
import threading
import time
from collections import deque
from collections.abc import Callable, Iterable
from datetime import datetime
from typing import Literal, Protocol, TextIO

from canfield.log import get_logger

log = get_logger(__name__)

Mode = Literal["screen_reader", "voice"]
"""Through the player's screen reader, or with the system's own voice."""

HISTORY = 100
"""How many messages are kept (the last one is said again on request)."""


class Backend(Protocol):
    """What the voice needs of a speech engine."""

    name: str

    def speak(self, text: str, interrupt: bool) -> None:
        """Say `text`, stopping what is being said first when `interrupt`."""

    def close(self) -> None:
        """Let the engine go."""


class Silent:
    """No voice: messages reach the transcript and the screen only."""

    name = "none"

    def speak(self, text: str, interrupt: bool) -> None:
        """Say nothing."""

    def close(self) -> None:
        """Nothing to let go."""


class PrismBackend:
    """A backend of prism: the screen reader running, or the system's speech engine."""

    def __init__(self, mode: Mode, language: str, rate: int, volume: int) -> None:
        import prism

        self._context = prism.Context()
        ids = prism.BackendId
        if mode == "screen_reader":
            self._backend = self._context.create_best()
        else:
            for engine in (ids.SPEECH_DISPATCHER, ids.ONE_CORE, ids.SAPI, ids.AV_SPEECH):
                if self._context.exists(engine):
                    self._backend = self._context.create(engine)
                    break
            else:
                raise ValueError("no system voice")
        self.name = f"prism: {self._backend.name}"
        if mode == "voice":
            features = self._backend.features
            if features.supports_set_rate:
                self._backend.rate = max(0.0, min(1.0, rate / 200))
            if features.supports_set_volume:
                self._backend.volume = max(0.0, min(1.0, volume / 100))
            self._choose_voice(language)

    def _choose_voice(self, language: str) -> None:
        """The first voice of the game's language, where the engine has one."""
        backend = self._backend
        if not backend.features.supports_set_voice:
            return
        code = language.split("@")[0]
        for index in range(backend.voices_count):
            if backend.get_voice_language(index).split("-")[0] == code:
                backend.voice = index
                return

    def speak(self, text: str, interrupt: bool) -> None:
        """Say `text` (prism's own queue does not wait)."""
        self._backend.speak(text, interrupt=interrupt)

    def close(self) -> None:
        """Stop and let prism go."""
        with contextlib.suppress(Exception):
            self._backend.stop()


class DispatcherBackend:
    """Speech Dispatcher, without prism."""

    name = "speech-dispatcher"

    def __init__(self, language: str, rate: int, volume: int) -> None:
        from canfield.speech.ssip import SSIPClient

        self._client = SSIPClient()
        self._client.command(f"SET self LANGUAGE {language.split('@')[0]}")
        self._client.command(f"SET self RATE {max(-100, min(100, rate - 100))}")
        self._client.command(f"SET self VOLUME {max(-100, min(100, volume * 2 - 100))}")

    def speak(self, text: str, interrupt: bool) -> None:
        """Say `text`, cancelling what is being said first when `interrupt`."""
        if interrupt:
            self._client.command("CANCEL self")
        self._client.speak(text)

    def close(self) -> None:
        """Say goodbye to the dispatcher."""
        self._client.close()


def open_backend(mode: Mode, language: str, rate: int = 100, volume: int = 100) -> Backend:
    """The first backend that works: prism, then Speech Dispatcher, then silence."""
    makers: list[Callable[[], Backend]] = [
        lambda: PrismBackend(mode, language, rate, volume),
        lambda: DispatcherBackend(language, rate, volume),
    ]
    for make in makers:
        try:
            return make()
        except Exception as error:  # no wheel, no engine, no dispatcher: try the next
            log.info("speech backend unavailable: %s", error)
    return Silent()


class Voice:
    """The game's messages, said on a thread of their own and kept.

    `backend` is made on that thread (`opener`), so a slow engine never costs a frame;
    the transcript, if any, gets every message, spoken or not, one a line with its time.
    """

    def __init__(
        self,
        opener: Callable[[], Backend] | None = None,
        transcript: TextIO | None = None,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.history: deque[str] = deque(maxlen=HISTORY)
        self.count = 0
        """How many messages the voice has been given (a repeat is not one)."""
        self._transcript = transcript
        self._clock = clock
        self._queue: queue.SimpleQueue[tuple[str, bool] | None] = queue.SimpleQueue()
        self.backend: Backend = Silent()
        self.ready = threading.Event()
        """Set once the engine is open (at once when there is none to open)."""
        self._thread: threading.Thread | None = None
        if opener is None:
            self.ready.set()
        else:
            self._thread = threading.Thread(
                target=self._run, args=(opener,), name="voice", daemon=True
            )
            self._thread.start()

    # -- what the window calls ---------------------------------------------------------

    def say(self, text: str) -> None:
        """Say `text` now, interrupting what is being said."""
        self.say_all([text])

    def say_all(self, texts: Iterable[str]) -> None:
        """Say these in turn, heard whole: the first interrupts, the rest wait."""
        first = True
        for text in texts:
            if not text:
                continue
            self.count += 1
            self.history.append(text)
            self._write(text)
            if self._thread is not None:
                self._queue.put((text, first))
            first = False

    def add(self, texts: Iterable[str]) -> None:
        """Say these after what is being said, interrupting nothing."""
        for text in texts:
            if text:
                self.count += 1
                self.history.append(text)
                self._write(text)
                if self._thread is not None:
                    self._queue.put((text, False))

    def repeat(self) -> None:
        """Say the last message again."""
        if self.history:
            last = self.history[-1]
            self._write(last)
            if self._thread is not None:
                self._queue.put((last, True))

    def reopen(self, opener: Callable[[], Backend] | None) -> None:
        """Speak through another engine from now on (None: silence); the transcript and
        the messages kept stay."""
        self._stop_thread()
        self._queue = queue.SimpleQueue()
        self.ready.clear()
        if opener is None:
            self.backend = Silent()
            self.ready.set()
        else:
            self._thread = threading.Thread(
                target=self._run, args=(opener,), name="voice", daemon=True
            )
            self._thread.start()

    def _stop_thread(self) -> None:
        if self._thread is not None:
            self._queue.put(None)
            self._thread.join(timeout=2.0)
            self._thread = None

    def close(self) -> None:
        """Stop the thread and let the engine go; the transcript is closed."""
        self._stop_thread()
        if self._transcript is not None:
            with contextlib.suppress(OSError):
                self._transcript.close()
            self._transcript = None

    # -- the rest ------------------------------------------------------------------------

    def _take_queued(self, pending: deque[tuple[str, bool]]) -> bool:
        """Move what waits in the queue to `pending`; True when the voice is to stop."""
        while True:
            try:
                item = self._queue.get_nowait()
            except queue.Empty:
                return False
            if item is None:
                return True
            pending.append(item)

    def _write(self, text: str) -> None:
        """One transcript line: the local time to the millisecond, a tab, the message (a
        message of several lines, a notice of two problems, on one)."""
        if self._transcript is None:
            return
        stamp = datetime.fromtimestamp(self._clock()).isoformat(timespec="milliseconds")
        line = " ".join(part.strip() for part in text.splitlines() if part.strip())
        try:
            self._transcript.write(f"{stamp}\t{line}\n")
            self._transcript.flush()
        except (OSError, ValueError) as error:  # a full disk: the game goes on
            log.info("the transcript could not be written: %s", error)
            self._transcript = None

    def _run(self, opener: Callable[[], Backend]) -> None:
        """The voice's thread: open the engine, then say what comes, newest first."""
        try:
            self.backend = opener()
        except Exception as error:
            log.info("no voice: %s", error)
            self.backend = Silent()
        self.ready.set()
        pending: deque[tuple[str, bool]] = deque()
        while True:
            if not pending:
                item = self._queue.get()
                if item is None:
                    break
                pending.append(item)
            stop = self._take_queued(pending)
            # What came before the newest interrupting message is out of date: skip it.
            while any(interrupt for _text, interrupt in list(pending)[1:]):
                pending.popleft()
            text, interrupt = pending.popleft()
            try:
                self.backend.speak(text, interrupt)
            except Exception as error:  # the engine went away: silence from now on
                log.info("the voice stopped: %s", error)
                self.backend = Silent()
            if stop:
                break
        self.backend.close()


def make_voice(
    mode: Mode | None, language: str, rate: int, volume: int, transcript: TextIO | None
) -> Voice:
    """The window's voice: speaking through `mode` (None: silent, the transcript only)."""
    opener = None
    if mode is not None:

        def opener() -> Backend:
            return open_backend(mode, language, rate, volume)

    return Voice(opener, transcript)
