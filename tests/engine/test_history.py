"""History (R21): undo restores the identical earlier position; redo; the limit of 100."""

from __future__ import annotations

import random

import pytest

from canfield import engine
from canfield.engine import History, IllegalMove, Move, NotationError

from ..positions import worked
from .conftest import Build

OPENING = ["R>C2", "R>F1", "C2:2>C4"]


def random_line(start: engine.GameState, length: int, seed: int) -> list[Move]:
    """A line of `length` random legal moves from `start`."""
    rng = random.Random(seed)
    state, line = start, []
    for _ in range(length):
        move = rng.choice(engine.legal_moves(state))
        line.append(move)
        state = engine.apply(state, move)
    return line


def test_undo_restores_the_identical_position_score_included(build: Build) -> None:
    start = worked()
    history = History(start)
    assert history.current is start
    assert (history.can_undo, history.can_redo, history.undo_depth) == (False, False, 0)
    positions = [start]
    for move in OPENING:
        positions.append(history.play(move))
        assert history.current is positions[-1]
    assert history.current.score == 5
    assert history.moves == tuple(Move.parse(m) for m in OPENING)
    assert history.undo() is positions[2]
    assert history.current.score == 5
    assert history.undo() is positions[1]
    assert history.current.score == 0  # undoing R>F1 takes back its 5 points
    assert history.undo() is positions[0]
    assert history.current == start and history.current is start
    assert history.undo() is None  # nothing more to undo
    assert history.current is start
    assert history.moves == ()
    assert history.redo_moves == tuple(Move.parse(m) for m in OPENING)


def test_redo_replays_and_a_new_action_clears_it(build: Build) -> None:
    history = History(worked())
    after = [history.play(move) for move in OPENING]
    history.undo()
    history.undo()
    assert history.can_redo
    assert history.redo_moves == (Move.parse("R>F1"), Move.parse("C2:2>C4"))
    assert history.redo() is after[1]
    assert history.current.score == 5
    assert list(history.redo_moves) == [Move.parse("C2:2>C4")]
    history.undo()
    history.play("S")  # a new action
    assert not history.can_redo
    assert history.redo() is None
    assert history.redo_moves == ()
    assert [str(m) for m in history.moves] == ["R>C2", "S"]


def test_an_illegal_action_leaves_the_history_as_it_was(build: Build) -> None:
    history = History(worked())
    history.play("R>C2")
    history.play("R>F1")
    history.undo()
    snapshot = (history.current, history.moves, history.redo_moves, history.undo_depth)
    for bad, error in (
        ("C4>F2", IllegalMove),
        ("W>C1", IllegalMove),
        ("R>W", NotationError),
        ("nonsense", NotationError),
    ):
        with pytest.raises(error):
            history.play(bad)
        assert (history.current, history.moves, history.redo_moves, history.undo_depth) == (
            snapshot
        )


def test_the_limit_is_100_actions() -> None:
    start = engine.deal("CF1-D3-AAAAAAA")
    history = History(start)
    line = random_line(start, 150, seed=5)
    states = [start]
    for move in line:
        states.append(history.play(move))
    assert len(history.moves) == 150
    assert history.undo_depth == 100
    for k in range(100):
        assert history.undo() is states[149 - k]
    assert not history.can_undo
    assert history.undo() is None
    assert history.current is states[50]
    assert len(history.moves) == 50  # the record still runs from the deal
    assert len(history.redo_moves) == 100
    for k in range(100):
        assert history.redo() is states[51 + k]
    assert history.current is states[150]
    assert history.undo_depth == 100


def test_a_smaller_limit() -> None:
    history = History(engine.deal("CF1-D1-ABCDEFG"), limit=3)
    for _ in range(5):
        history.play("S")
    assert history.undo_depth == 3
    assert sum(history.undo() is not None for _ in range(5)) == 3


@pytest.mark.parametrize(
    ("played", "undone"),
    [(0, 0), (3, 0), (3, 3), (40, 0), (40, 15), (100, 0), (100, 30), (150, 0)],
)
def test_replay_reproduces_current_undo_depth_and_redo(played: int, undone: int) -> None:
    start = engine.deal("CF1-D3-HELLOAB")
    history = History(start)
    for move in random_line(start, played, seed=played + undone):
        history.play(move)
    for _ in range(undone):
        history.undo()
    copy = History.replay(start, history.moves, redo=history.redo_moves)
    assert copy.current == history.current
    assert copy.undo_depth == history.undo_depth
    assert copy.moves == history.moves
    assert copy.redo_moves == history.redo_moves
    # The copy goes on exactly like the original, forwards and backwards.
    while history.can_redo:
        assert copy.redo() == history.redo()
    while history.can_undo:
        assert copy.undo() == history.undo()
    assert not copy.can_undo
    assert copy.current == history.current
    # Replay reads notation too.
    texts = History.replay(start, [str(m) for m in copy.moves])
    assert texts.current == copy.current


def test_replay_names_the_move_that_does_not_apply(build: Build) -> None:
    start = worked()
    with pytest.raises(IllegalMove, match=r"^move 3 \(C4>F2\): the ace of spades cannot start"):
        History.replay(start, ["R>C2", "R>F1", "C4>F2"])
    with pytest.raises(IllegalMove, match=r"^redo move 2 \(C4>F2\): ") as info:
        History.replay(start, ["R>C2"], redo=["R>F1", "C4>F2"])
    assert info.value.rule == "R7"
    with pytest.raises(IllegalMove):
        History.replay(start, ["R>C2", "C9>C1"])


def test_replay_after_undos_past_the_limit_keeps_the_undo_depth() -> None:
    start = engine.deal("CF1-D3-HELLOAB")
    history = History(start)
    for move in random_line(start, 150, seed=3):
        history.play(move)
    for _ in range(10):
        history.undo()
    assert history.undo_depth == 90
    plain = History.replay(start, history.moves, redo=history.redo_moves)
    assert plain.undo_depth == 100  # without the depth, replay offers the full 100
    copy = History.replay(
        start, history.moves, redo=history.redo_moves, undo_depth=history.undo_depth
    )
    assert copy.current == history.current
    assert copy.undo_depth == history.undo_depth == 90
    copies = [copy.undo() for _ in range(91)]
    originals = [history.undo() for _ in range(91)]
    assert copies == originals
    assert copies[-1] is None and copies[-2] is not None
