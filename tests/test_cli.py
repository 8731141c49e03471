"""The command line: describe a position, and the play command's arguments."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

import canfield
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
        (["describe", "CF1-D3-AAAAACL", "--moves", "S C2:" + "9" * 5000 + ">C4"], "move 2"),
    ],
)
def test_describe_refuses_bad_input_in_one_line(
    args: list[str], reason: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(args) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert reason in captured.err and captured.err.count("\n") == 1
    assert "limit" not in captured.err and len(captured.err) < 300


@pytest.mark.parametrize("size", ["100x100", "big", "1280*800"])
def test_play_refuses_a_bad_window_size(size: str) -> None:
    with pytest.raises(SystemExit) as stop:
        build_parser().parse_args(["play", "--size", size])
    assert stop.value.code == 2


def test_play_reads_its_arguments() -> None:
    args = build_parser().parse_args(["play", "--code", "CF1-D1-ABCDEFG", "--size", "800x600"])
    assert (args.code, args.size, args.draw) == ("CF1-D1-ABCDEFG", (800, 600), None)


def _run_installed(
    tmp_path: Path, *words: str, stdout: int | None = subprocess.PIPE, **env: str
) -> subprocess.CompletedProcess[bytes]:
    """`python -m canfield …` in a fresh process with its own data folders."""
    environ = {
        **os.environ,
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "PYTHONPATH": str(Path(canfield.__file__).parent.parent),
        **env,
    }
    return subprocess.run(
        [sys.executable, "-m", "canfield", *words],
        env=environ,
        stdout=stdout,
        stderr=subprocess.PIPE,
        timeout=60,
        check=False,
    )


@pytest.mark.parametrize("size", ["99999999999x99999999999", "8000x4000", "9" * 5000 + "x600"])
def test_play_refuses_a_window_larger_than_any_screen(
    size: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stop:
        build_parser().parse_args(["play", "--size", size])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert "limit" not in err and len(err) < 600


def test_play_deals_a_code_in_the_draw_mode_asked_for(monkeypatch: pytest.MonkeyPatch) -> None:
    asked: dict[str, object] = {}

    def fake_run(**kwargs: object) -> int:
        asked.update(kwargs)
        return 0

    monkeypatch.setattr("canfield.ui.start.run", fake_run)
    assert main(["play", "--code", "CF1-D3-AAAAACL", "--draw", "1"]) == 0
    assert asked["code"] == "CF1-D1-AAAAACL" and asked["draw"] == 1


def test_ctrl_c_before_the_window_s_first_frame_ends_quietly(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def interrupted(**kwargs: object) -> int:
        raise KeyboardInterrupt  # the window handles Ctrl+C itself once it has drawn

    monkeypatch.setattr("canfield.ui.start.run", interrupted)
    try:
        code = main(["play", "--code", "CF1-D3-AAAAACL"])
    except KeyboardInterrupt:
        pytest.fail("Ctrl+C escaped the command line as a traceback")
    assert code == 130
    assert capsys.readouterr().err == ""


def test_play_record_takes_up_the_game_and_refuses_a_bad_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setattr("canfield.ui.start.run", lambda **kwargs: 0)
    assert main(["play", "--record", "CF1-D3-AAAAACL S S"]) == 0
    assert main(["record"]) == 0
    assert capsys.readouterr().out == "CF1-D3-AAAAACL S S\n"
    assert main(["play", "--record", "CF1-D3-AAAAACL C4>F2"]) == 2
    assert "move 1 (C4>F2)" in capsys.readouterr().err
    assert main(["play", "--record", "CF1-D3-AAAAACL", "--draw", "1"]) == 2


def test_a_long_code_or_move_is_not_echoed_in_full(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["describe", "CF1-D3-" + "A" * 100_000]) == 2
    assert len(capsys.readouterr().err) < 400
    assert main(["describe", "CF1-D3-AAAAACL", "--moves", "C1>" + "F" * 100_000]) == 2
    assert len(capsys.readouterr().err) < 400


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
def test_a_full_stdout_ends_with_one_line(tmp_path: Path) -> None:
    with open("/dev/full", "wb") as full:
        done = _run_installed(tmp_path, "describe", "CF1-D3-AAAAACL", stdout=full.fileno())
    assert done.returncode == 1
    assert b"Traceback" not in done.stderr and done.stderr.count(b"\n") == 1


def test_a_terminal_without_the_languages_letters_gets_what_it_can_show(tmp_path: Path) -> None:
    done = _run_installed(
        tmp_path, "describe", "CF1-D3-AAAAACL", "--lang", "ro", PYTHONIOENCODING="ascii"
    )
    assert done.returncode == 0 and done.stderr == b""
    assert done.stdout.decode("ascii")  # plain ASCII, the rest as "?"


@pytest.mark.parametrize("draw", ["2", "9" * 5000, "three"])
def test_play_refuses_a_draw_mode_in_one_short_line(
    draw: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stop:
        build_parser().parse_args(["play", "--draw", draw])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert "argument --draw" in err and "limit" not in err and len(err) < 400


@pytest.mark.parametrize(
    "args",
    [
        ["play", "--record", "CF1-D3-" + "A" * 100_000],
        ["play", "--record", "x" * 100_000],
        ["play", "--code", "CF1-D3-" + "A" * 100_000],
        ["describe", "CF1-D3-AAAAACL", "--lang", "k" * 100_000],
        ["k" * 100_000],
    ],
)
def test_no_refusal_echoes_a_long_argument_in_full(
    args: list[str],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setattr("canfield.ui.start.run", lambda **kwargs: 0)
    try:
        code = main(args)
    except SystemExit as stop:  # argparse's refusal
        code = int(str(stop.code))
    assert code == 2
    err = capsys.readouterr().err
    assert 0 < len(err) < 600 and "characters)" in err


def test_an_echo_the_engine_already_cut_is_not_cut_again(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["describe", "CF1-D3-AAAAACL", "--moves", "C2:" + "9" * 4300 + ">C4"]) == 2
    err = capsys.readouterr().err
    assert "no column holds that many cards" in err
    assert "…: no column holds" in err  # the engine's own sentence, whole


def test_a_window_too_large_is_told_its_upper_bound(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        build_parser().parse_args(["play", "--size", "99999999999x99999999999"])
    assert "at most 7680x4320" in capsys.readouterr().err


@pytest.mark.parametrize("kind", ["fifo", "zero"])
def test_a_settings_file_that_is_no_file_neither_hangs_nor_fills_memory(
    kind: str, tmp_path: Path
) -> None:
    config = tmp_path / "config" / "canfield"
    config.mkdir(parents=True)
    if kind == "fifo":
        os.mkfifo(config / "settings.json")
    else:
        (config / "settings.json").symlink_to("/dev/zero")
    done = _run_installed(tmp_path, "describe", "CF1-D3-AAAAACL")
    assert done.returncode == 0 and done.stdout.startswith(b"Stock")


def test_a_closed_pipe_ends_quietly(tmp_path: Path) -> None:
    read_end, write_end = os.pipe()
    os.close(read_end)  # the reader is gone before the first byte: every write fails
    try:
        done = _run_installed(tmp_path, "describe", "CF1-D3-AAAAACL", stdout=write_end)
    finally:
        os.close(write_end)
    assert done.returncode == 1
    assert done.stderr == b""


def test_a_deeply_nested_settings_file_does_not_stop_the_command(tmp_path: Path) -> None:
    config = tmp_path / "config" / "canfield"
    config.mkdir(parents=True)
    (config / "settings.json").write_text("[" * 100_000, encoding="utf-8")
    done = _run_installed(tmp_path, "describe", "CF1-D3-AAAAACL")
    assert done.returncode == 0 and done.stdout.startswith(b"Stock")
    assert b"Traceback" not in done.stderr


@pytest.mark.parametrize(
    "words",
    [
        ["play", "--help"],
        ["play", "--size", "10x10"],
        ["play", "--draw", "2"],
        ["play", "extra"],
        ["play", "--bogus"],
    ],
)
def test_starting_the_window_parses_as_the_whole_parser_does(
    words: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    """`canfield play …` is parsed by a parser with `play` alone (quicker to build): its
    help and its refusals read exactly as the whole parser's."""
    said = []
    for parser in (build_parser(), build_parser(play_only=True)):
        with pytest.raises(SystemExit) as stop:
            parser.parse_args(words)
        out, err = capsys.readouterr()
        said.append((stop.value.code, out, err))
    assert said[0] == said[1]
    assert said[0][1] or said[0][2]  # something was said
    args = build_parser(play_only=True).parse_args(["play", "--code", "CF1-D3-AAAAACL"])
    assert (args.command, args.code) == ("play", "CF1-D3-AAAAACL")
