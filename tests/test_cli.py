"""The command line: describe a position, and the play command's arguments."""

from __future__ import annotations

import pytest

from canfield import engine
from canfield.cli import build_parser, main


def test_describe_prints_the_position_after_the_moves(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["describe", "cf1-d3-aaaaacl", "--moves", "S S"]) == 0
    state = engine.apply(engine.apply(engine.deal("CF1-D3-AAAAACL"), "S"), "S")
    assert capsys.readouterr().out.strip() == engine.describe(state)


def test_describe_speaks_the_manual_languages(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["describe", "CF1-D3-AAAAACL", "--lang", "da"]) == 0
    assert capsys.readouterr().out.startswith("Stok: 34 kort; kasseret-bunke tom;")


@pytest.mark.parametrize(
    ("args", "reason"),
    [
        (["describe", "CF1-D4-AAAAACL"], "unknown draw mode 'D4'"),
        (["describe", "CF1-D3-AAAAACL", "--moves", "S R>F2"], "move 2 (R>F2)"),
        (["describe", "CF1-D3-AAAAACL", "--moves", "X>Y"], "move 1 (X>Y)"),
    ],
)
def test_describe_refuses_bad_input_in_one_line(
    args: list[str], reason: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(args) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert reason in captured.err and captured.err.count("\n") == 1


@pytest.mark.parametrize("size", ["100x100", "big", "1280*800"])
def test_play_refuses_a_bad_window_size(size: str) -> None:
    with pytest.raises(SystemExit) as stop:
        build_parser().parse_args(["play", "--size", size])
    assert stop.value.code == 2


def test_play_reads_its_arguments() -> None:
    args = build_parser().parse_args(["play", "--code", "CF1-D1-ABCDEFG", "--size", "800x600"])
    assert (args.code, args.size, args.draw) == ("CF1-D1-ABCDEFG", (800, 600), None)
