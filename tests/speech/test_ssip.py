"""Speech Dispatcher spoken to directly (`canfield.speech.ssip`), against a stand-in
dispatcher on a Unix socket: the commands the game sends, a message's text (a line that
begins with a dot escaped), error replies, the events that tell a message was spoken;
and the voice falling back to it when prism is not there."""

from __future__ import annotations

import contextlib
import socket
import sys
import tempfile
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from canfield.speech.ssip import SSIPClient, SSIPError, socket_path
from canfield.speech.voice import DispatcherBackend, open_backend


class FakeDispatcher:
    """Speech Dispatcher's side of SSIP, as much of it as the game uses: a reply to each
    command line, a SPEAK's text taken up to its lone dot, an unknown command refused,
    and with notification on, each message reported spoken (event 702)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.lines: list[str] = []
        self.texts: list[str] = []
        self._server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self._server.bind(str(path))
        self._server.listen(1)
        self.thread = threading.Thread(target=self._serve, daemon=True)
        self.thread.start()

    def _serve(self) -> None:
        connection, _address = self._server.accept()
        # The client says goodbye without waiting for the answer: it may find the line cut.
        with connection, connection.makefile("rb") as lines, contextlib.suppress(OSError):
            notify = False
            while raw := lines.readline():
                line = raw.decode("utf-8").removesuffix("\r\n")
                self.lines.append(line)
                if line == "SPEAK":
                    connection.sendall(b"230 OK RECEIVING DATA\r\n")
                    body = []
                    while (text := lines.readline().decode("utf-8").removesuffix("\r\n")) != ".":
                        body.append(text[1:] if text.startswith("..") else text)
                    self.texts.append("\n".join(body))
                    n = len(self.texts)
                    connection.sendall(f"225-{n}\r\n225 OK MESSAGE QUEUED\r\n".encode())
                    if notify:
                        connection.sendall(f"702-{n}\r\n702-1\r\n702 END\r\n".encode())
                elif line == "QUIT":
                    connection.sendall(b"231 HAPPY HACKING\r\n")
                    return
                elif line.startswith("SET self NOTIFICATION"):
                    notify = True
                    connection.sendall(b"218 OK NOTIFICATION SET\r\n")
                elif line.startswith(("SET ", "CANCEL ")):
                    connection.sendall(b"203 OK SET\r\n")
                else:
                    connection.sendall(b"300-unknown command\r\n300 ERR UNKNOWN COMMAND\r\n")

    def close(self) -> None:
        self._server.close()


@pytest.fixture
def dispatcher(monkeypatch: pytest.MonkeyPatch) -> Iterator[FakeDispatcher]:
    """A stand-in dispatcher where SPEECHD_ADDRESS points (a short path: a Unix socket's
    name is limited to about a hundred bytes)."""
    with tempfile.TemporaryDirectory(prefix="ssip") as folder:
        path = Path(folder) / "speechd.sock"
        monkeypatch.setenv("SPEECHD_ADDRESS", f"unix_socket:{path}")
        fake = FakeDispatcher(path)
        yield fake
        fake.close()


def test_the_socket_is_where_the_environment_says_else_in_the_runtime_folder(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("SPEECHD_ADDRESS", "unix_socket:/run/elsewhere/speechd.sock")
    assert socket_path() == Path("/run/elsewhere/speechd.sock")
    monkeypatch.delenv("SPEECHD_ADDRESS")
    monkeypatch.setenv("XDG_RUNTIME_DIR", "/run/user/1000")
    assert socket_path() == Path("/run/user/1000/speech-dispatcher/speechd.sock")


def test_a_message_is_queued_and_reported_spoken(dispatcher: FakeDispatcher) -> None:
    client = SSIPClient(notify=True)
    message = client.speak("Drew the ace of hearts.\n.5 of clubs, a line that begins with a dot")
    assert message == "1"
    assert client.wait_spoken(message, timeout=5)
    client.close()
    dispatcher.thread.join(5)
    assert dispatcher.texts == [
        "Drew the ace of hearts.\n.5 of clubs, a line that begins with a dot"
    ]
    assert dispatcher.lines[0].startswith("SET self CLIENT_NAME ")
    assert dispatcher.lines[0].endswith(":canfield:main")
    assert dispatcher.lines[1:] == ["SET self NOTIFICATION end on", "SPEAK", "QUIT"]


def test_an_event_that_comes_before_a_reply_is_noted(dispatcher: FakeDispatcher) -> None:
    client = SSIPClient(notify=True)
    client.speak("one")
    client.command("SET self RATE 0")  # the report of "one" comes first on the line
    assert client.ended == ["1"]
    client.close()


def test_a_refused_command_raises_with_the_dispatcher_s_words(
    dispatcher: FakeDispatcher,
) -> None:
    client = SSIPClient()
    with pytest.raises(SSIPError, match="300 ERR UNKNOWN COMMAND"):
        client.command("BOGUS")
    client.close()


def test_no_dispatcher_to_reach_or_to_start_raises(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr("shutil.which", lambda *args, **kwargs: None)
    with pytest.raises(SSIPError, match="no Speech Dispatcher"):
        SSIPClient(tmp_path / "none.sock")


def test_without_prism_the_voice_speaks_to_the_dispatcher_itself(
    dispatcher: FakeDispatcher, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "prism", None)  # no wheel for this system
    backend = open_backend("voice", "sr@latin", rate=150, volume=40)
    assert isinstance(backend, DispatcherBackend) and backend.name == "speech-dispatcher"
    backend.speak("Poeni: 5.", True)
    backend.speak("Rezerva je prazna.", False)
    backend.close()
    dispatcher.thread.join(5)
    assert dispatcher.lines[1:] == [
        "SET self LANGUAGE sr",
        "SET self RATE 50",
        "SET self VOLUME -20",
        "CANCEL self",  # the newest message interrupts
        "SPEAK",
        "SPEAK",  # the next one waits its turn
        "QUIT",
    ]
    assert dispatcher.texts == ["Poeni: 5.", "Rezerva je prazna."]
