"""`canfield solve`: exit codes 0 won, 1 lost, 2 unknown, 3 bad input; JSON on request."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from canfield import engine
from canfield.cli import main


def _json(capsys: pytest.CaptureFixture[str]) -> dict[str, object]:
    captured = capsys.readouterr()
    assert captured.err == ""
    answer: dict[str, object] = json.loads(captured.out)
    assert set(answer) == {"verdict", "moves", "nodes", "seconds"}
    return answer


def test_a_won_deal_prints_a_line_that_replays(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", "cf1-d3-aaaaacl", "--json"]) == 0
    answer = _json(capsys)
    assert answer["verdict"] == "won"
    state = engine.deal("CF1-D3-AAAAACL")
    moves = answer["moves"]
    assert isinstance(moves, list) and moves
    for move in moves:
        state = engine.apply(state, move)
    assert engine.is_won(state)
    assert isinstance(answer["nodes"], int) and isinstance(answer["seconds"], float)


def test_moves_are_played_before_solving(capsys: pytest.CaptureFixture[str]) -> None:
    first = "R>C2 R>F1 C2:2>C4"
    assert main(["solve", "CF1-D3-AAAAACL", "--moves", first, "--json"]) == 0
    state = engine.deal("CF1-D3-AAAAACL")
    for move in [*first.split(), *_json(capsys)["moves"]]:  # type: ignore[misc]
        state = engine.apply(state, move)
    assert engine.is_won(state)


def test_the_text_answer(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", "CF1-D3-AAAAACL"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("won: ") and out[1].startswith("R>C2 ")


def test_a_lost_deal_exits_1(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", "CF1-D3-UIHHIGO", "--json"]) == 1
    answer = _json(capsys)
    assert answer["verdict"] == "lost" and answer["moves"] == []
    assert main(["solve", "CF1-D3-UIHHIGO"]) == 1
    assert capsys.readouterr().out.startswith("lost: no line wins from here")


def test_an_undecided_deal_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", "CF1-D3-FNKHAEU", "--budget", "0.05", "--json"]) == 2
    assert _json(capsys)["verdict"] == "unknown"


@pytest.mark.parametrize(
    ("args", "reason"),
    [
        (["CF1-D4-AAAAACL"], "unknown draw mode 'D4'"),
        (["nonsense"], "'nonsense' is not a game code"),
        (["CF1-D3-AAAAACL", "--moves", "S R>F2"], "move 2 (R>F2): "),
        (["CF1-D3-AAAAACL", "--moves", "X>Y"], "move 1 (X>Y): "),
        (["CF1-D3-AAAAACL", "--budget", "soon"], "the budget is a number of seconds"),
        (["CF1-D3-AAAAACL", "--budget", "0"], "the budget is a number of seconds"),
        (["CF1-D3-AAAAACL", "--budget", "nan"], "the budget is a number of seconds"),
    ],
)
def test_bad_input_exits_3_with_one_line(
    args: list[str], reason: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["solve", *args, "--json"]) == 3
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("canfield: ") and reason in captured.err
    assert captured.err.count("\n") == 1


def test_a_reader_that_goes_away_ends_the_command_quietly() -> None:
    """`canfield solve CODE | head -c 5`: the answer's write fails, and nothing complains."""
    import subprocess
    import sys

    process = subprocess.Popen(
        [sys.executable, "-m", "canfield", "solve", "CF1-D3-AAAAACL"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert process.stdout is not None and process.stderr is not None
    process.stdout.close()  # the reader is gone long before the solver has its answer
    error = process.stderr.read().decode()
    assert process.wait(timeout=60) in (0, 1)
    assert error == ""


def test_the_text_answer_writes_seconds_in_the_player_s_language(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))  # no settings: the system's language
    monkeypatch.setenv("LANGUAGE", "da")
    assert main(["solve", "CF1-D3-AAAAACL"]) == 0
    first = capsys.readouterr().out.splitlines()[0]
    assert re.search(r"\(\d+,\d\d s", first), first  # a decimal comma, as the window writes
    assert main(["solve", "CF1-D3-AAAAACL", "--json"]) == 0
    assert isinstance(_json(capsys)["seconds"], float)  # JSON keeps its own numbers


def test_ctrl_c_while_solving_ends_quietly(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from canfield.solver import portfolio

    def interrupted(*args: object, **kwargs: object) -> object:
        raise KeyboardInterrupt

    monkeypatch.setattr(portfolio, "solve", interrupted)
    try:
        code = main(["solve", "CF1-D3-AAAAACL"])
    except KeyboardInterrupt:
        pytest.fail("Ctrl+C escaped the command line as a traceback")
    assert code == 130
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err == ""


def test_ctrl_c_in_the_terminal_stops_a_solve_and_its_workers_without_a_traceback() -> None:
    import os
    import signal
    import subprocess
    import sys
    import time

    process = subprocess.Popen(
        [sys.executable, "-m", "canfield", "solve", "CF1-D3-QHPOSTH", "--budget", "60"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        start_new_session=True,  # its own process group, as a terminal's job is
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    children = Path(f"/proc/{process.pid}/task/{process.pid}/children")
    deadline = time.monotonic() + 30
    while not (children.exists() and children.read_text().split()):  # the workers run
        assert process.poll() is None and time.monotonic() < deadline
        time.sleep(0.02)
    os.killpg(process.pid, signal.SIGINT)  # Ctrl+C reaches the whole process group
    out, err = process.communicate(timeout=30)
    assert process.returncode == 130
    assert out == b""
    assert b"Traceback" not in err and err == b""
