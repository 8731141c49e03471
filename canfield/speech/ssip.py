"""Speech Dispatcher spoken to directly: its text protocol (SSIP) over its Unix socket.

The fallback when prism has no working backend: Linux desktops run Speech Dispatcher
(Orca speaks through it too). A few commands suffice: say who we are, set the
language, rate and volume, cancel what is being said, and SPEAK. With `notify`, the
dispatcher reports each message's end; a test uses that to know a sentence was spoken.
See the SSIP documentation (speech-dispatcher's `ssip.texi`).
"""

from __future__ import annotations

import contextlib
import os
import shutil
import socket
import subprocess
import time
from pathlib import Path


class SSIPError(OSError):
    """Speech Dispatcher could not be reached, or refused a command."""


def socket_path() -> Path:
    """Where Speech Dispatcher listens: `SPEECHD_ADDRESS` ("unix_socket:PATH"), else its
    default in the user's runtime folder."""
    address = os.environ.get("SPEECHD_ADDRESS", "")
    if address.startswith("unix_socket:"):
        return Path(address.split(":", 1)[1])
    runtime = os.environ.get("XDG_RUNTIME_DIR") or os.path.join(Path.home(), ".cache")
    return Path(runtime) / "speech-dispatcher" / "speechd.sock"


def start_dispatcher(path: Path, wait: float = 5.0) -> bool:
    """Start Speech Dispatcher as its clients do (`--spawn`: it exits again when it is
    idle) when it is installed and not running; True once its socket answers."""
    if path.exists():
        return True
    program = shutil.which("speech-dispatcher")
    if program is None:
        return False
    try:
        subprocess.run(
            [program, "--spawn"],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            timeout=wait,
            check=False,
        )
    except (OSError, subprocess.TimeoutExpired):
        return False
    deadline = time.monotonic() + wait
    while time.monotonic() < deadline:
        if path.exists():
            return True
        time.sleep(0.05)
    return False


class SSIPClient:
    """One connection to Speech Dispatcher."""

    def __init__(self, path: Path | None = None, *, notify: bool = False) -> None:
        path = path if path is not None else socket_path()
        if not start_dispatcher(path):
            raise SSIPError(f"no Speech Dispatcher at {path}")
        self._sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self._sock.settimeout(5.0)
        try:
            self._sock.connect(str(path))
        except OSError as error:
            self._sock.close()
            raise SSIPError(str(error)) from error
        self._buffer = b""
        self.ended: list[str] = []
        """The ids of the messages the dispatcher reported spoken to the end (`notify`)."""
        user = os.environ.get("USER", "player")
        self.command(f"SET self CLIENT_NAME {user}:canfield:main")
        if notify:
            self.command("SET self NOTIFICATION end on")

    def _line(self) -> str:
        while b"\r\n" not in self._buffer:
            chunk = self._sock.recv(4096)
            if not chunk:
                raise SSIPError("Speech Dispatcher closed the connection")
            self._buffer += chunk
        line, self._buffer = self._buffer.split(b"\r\n", 1)
        return line.decode("utf-8", errors="replace")

    def _reply(self) -> list[str]:
        """The lines of one reply; events that arrive before it are noted (`ended`)."""
        lines: list[str] = []
        event: list[str] = []
        while True:
            line = self._line()
            code, last = line[:3], line[3:4] == " "
            if code.startswith("7"):  # an event: 7xx-id, 7xx-client, 7xx NAME
                event.append(line[4:])
                if last:
                    if code == "702" and event:
                        self.ended.append(event[0])
                    event = []
                continue
            lines.append(line)
            if last:
                if not code.startswith("2"):
                    raise SSIPError(" / ".join(lines))
                return lines

    def command(self, text: str) -> list[str]:
        """Send one command line; its reply's lines (an error reply raises)."""
        self._sock.sendall(text.encode("utf-8") + b"\r\n")
        return self._reply()

    def speak(self, text: str) -> str:
        """Queue `text` to be spoken; the message's id."""
        self.command("SPEAK")
        body = "\r\n".join(
            ("." + line) if line.startswith(".") else line for line in text.splitlines() or [""]
        )
        self._sock.sendall(body.encode("utf-8") + b"\r\n.\r\n")
        reply = self._reply()
        return reply[0][4:] if reply else ""

    def wait_spoken(self, message: str, timeout: float = 30.0) -> bool:
        """Wait until the dispatcher reports message `message` spoken (needs `notify`)."""
        deadline = time.monotonic() + timeout
        self._sock.settimeout(0.5)
        try:
            while message not in self.ended:
                if time.monotonic() > deadline:
                    return False
                try:
                    self._events_only()
                except TimeoutError:
                    continue
        finally:
            self._sock.settimeout(5.0)
        return True

    def _events_only(self) -> None:
        """Read one event (nothing else comes unasked)."""
        event: list[str] = []
        while True:
            line = self._line()
            event.append(line[4:])
            if line[3:4] == " ":
                if line.startswith("702") and event:
                    self.ended.append(event[0])
                return

    def close(self) -> None:
        """Say goodbye and close the connection."""
        with contextlib.suppress(OSError):
            self._sock.sendall(b"QUIT\r\n")
        self._sock.close()
