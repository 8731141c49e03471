"""`canfield solve --where-lost`: the window's answer on the command line, and JSON."""

from __future__ import annotations

import json

import pytest

from canfield import engine
from canfield.cli import main

from .games import SPOILED, SPOILED_CODE


def test_the_losing_move_of_a_spoiled_game(capsys: pytest.CaptureFixture[str]) -> None:
    moves = " ".join(SPOILED)
    assert main(["solve", SPOILED_CODE, "--moves", moves, "--where-lost", "--json"]) == 0
    captured = capsys.readouterr()
    assert captured.err == ""
    answer = json.loads(captured.out)
    assert set(answer) == {"last_winnable", "losing_move", "moves", "undecided"}
    assert (answer["last_winnable"], answer["losing_move"], answer["undecided"]) == (
        24,
        "W>F4",
        [],
    )
    state = engine.deal(SPOILED_CODE)
    for move in [*SPOILED[:24], *answer["moves"]]:
        state = engine.apply(state, move)
    assert engine.is_won(state)
    assert main(["solve", SPOILED_CODE, "--moves", moves, "--where-lost"]) == 0
    assert capsys.readouterr().out == (
        "The game could still be won before move 25 (2♣ onto foundation 4). "
        "Undo 9 actions to go back there.\n"
    )


def test_a_deal_lost_from_the_start_exits_1(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", "CF1-D3-UIHHIGO", "--moves", "S S", "--where-lost", "--json"]) == 1
    assert json.loads(capsys.readouterr().out) == {
        "last_winnable": None,
        "losing_move": None,
        "moves": [],
        "undecided": [],
    }


def test_a_line_still_winnable(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", "CF1-D3-AAAAACL", "--moves", "R>C2", "--where-lost"]) == 0
    assert capsys.readouterr().out == "This game can still be won: no move has lost it yet.\n"


def test_undecided_positions_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    code = ["solve", "CF1-D3-FNKHAEU", "--moves", "S", "--budget", "0.01", "--where-lost"]
    assert main([*code, "--json"]) == 2
    answer = json.loads(capsys.readouterr().out)
    assert answer["undecided"] and answer["last_winnable"] is None


def test_bad_moves_exit_3(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", "CF1-D3-AAAAACL", "--moves", "R>F2", "--where-lost"]) == 3
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.startswith("canfield: move 1 (R>F2): ")
