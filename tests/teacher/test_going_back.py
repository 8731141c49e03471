"""Going back to where the game could still be won: undos that redo brings forward again,
or — beyond undo's reach — the line replayed from the deal, one action undo takes back."""

from __future__ import annotations

from pathlib import Path

from canfield import engine
from canfield.session import Session
from canfield.store import Store

CODE = "CF1-D1-AAAAACL"


def _store(tmp_path: Path) -> Store:
    return Store(tmp_path / "config", tmp_path / "data", in_window=False)


def _played(session: Session, taps: int) -> list[engine.GameState]:
    seen = [session.state]
    for _ in range(taps):
        session.play("S")
        seen.append(session.state)
    return seen


def test_going_back_within_undo_is_undos_that_redo_restores(tmp_path: Path) -> None:
    store = _store(tmp_path)
    session = Session.open(store, code=CODE)
    seen = _played(session, 20)
    change = session.go_back(11)
    assert change is not None and change.after == seen[11] == session.state
    assert len(session.history.redo_moves) == 9
    while session.redo() is not None:
        pass
    assert session.state == seen[20]
    session.close()
    store.close()


def test_going_back_beyond_undo_replays_from_the_deal_as_one_action(tmp_path: Path) -> None:
    store = _store(tmp_path)
    session = Session.open(store, code=CODE)
    line = ["S"] * 34 + ["S"] + ["S"] * 34 + ["S"] + ["S"] * 40  # 110 actions
    for move in line:
        session.play(move)
    end = session.state
    assert session.history.undo_depth == 100
    change = session.go_back(3)
    assert change is not None and change.relined
    assert session.state == engine.apply(
        engine.apply(engine.apply(engine.deal(CODE), "S"), "S"), "S"
    )
    assert len(session.history.moves) == 3 and session.can_undo
    rows = store.games.get(session.game_id)
    assert rows is not None and (rows.length, rows.redo_length) == (3, 0)
    undone = session.undo()  # the whole step back, taken back at once
    assert undone is not None and session.state == end
    assert len(session.history.moves) == 110 and session.history.undo_depth == 100
    assert store.games.moves(session.game_id) == line
    session.close()
    store.close()


def test_after_going_back_new_moves_are_undone_before_the_step_back(tmp_path: Path) -> None:
    session = Session.open(_store(tmp_path), code=CODE)
    _played(session, 105)
    end = session.state
    session.go_back(2)
    session.play("S")
    session.undo()
    assert len(session.history.moves) == 2
    session.undo()
    assert session.state == end
    assert session.go_back(105) is None and session.go_back(-1) is None
    session.close()
