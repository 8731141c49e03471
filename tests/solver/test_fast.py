"""The C prover (`fast`) plays the Python searches' game move for move, and its column-blind
game never calls a won deal lost."""

from __future__ import annotations

import csv
import random
import shutil
import sysconfig
import time
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from canfield import engine
from canfield.solver import fast, plans, proof, search
from canfield.solver.compact import Node, Tables, encode
from canfield.solver.moves import Child, Moves
from canfield.solver.portfolio import solve
from canfield.solver.relaxed import RelaxedMoves, relax
from canfield.solver.replay import replay
from tests.solver.positions import dead_position, engine_says_winnable, random_position

if TYPE_CHECKING:
    from canfield.solver._prover import Prover

CENSUS = Path(__file__).resolve().parents[2] / "docs" / "census"

needs_c = pytest.mark.skipif(
    not fast.available() and not (shutil.which("cc") or shutil.which("gcc")),
    reason="no C compiler here: the C prover cannot be built, the Python searches run",
)
"""Every test of the C prover runs wherever a compiler is (CI, these machines): there a
missing build fails them, as it fails `test_the_extension_is_built_wherever_a_compiler_is`."""
pytestmark = needs_c


def _plain(children: list[Child]) -> list[tuple[object, ...]]:
    """Children as plain tuples (the C ones and the Python ones compare equal)."""
    return [
        (tuple(node[0]), node[1], node[2], tuple(node[3]), tuple(step)) for node, step in children
    ]


def _game(tables: Tables, root: Node, relaxed: bool) -> tuple[Tables, Node, Moves]:
    if relaxed:
        relaxed_tables, relaxed_root = relax(tables, root)
        return relaxed_tables, relaxed_root, RelaxedMoves(relaxed_tables)
    return tables, root, Moves(tables)


def _deals(count: int, seed: int) -> Iterator[tuple[str, Tables, Node]]:
    rng = random.Random(seed)
    for _ in range(count):
        code = engine.new_code(rng.choice((1, 3)), rng=rng)
        tables, root = encode(engine.deal(code))
        yield code, tables, root


def test_the_extension_is_built_wherever_a_compiler_is() -> None:
    """A machine with a C compiler (CI's among them) runs the C prover, not the fallback:
    the install built it (`setup.py`)."""
    compiler = (sysconfig.get_config_var("CC") or "cc").split()[0]
    assert shutil.which(compiler) or shutil.which("cc") or shutil.which("gcc")
    assert fast.available()


@pytest.mark.parametrize("relaxed", [False, True])
def test_the_children_are_the_python_generators_in_the_same_order(relaxed: bool) -> None:
    """Every position a capped Python prover meets (hops and empty columns among them): the
    C move generator gives the same children, in the same order."""
    met = {"calls": 0, "hops": 0, "empty": 0}
    for _, tables, root in _deals(12, seed=3):
        game_tables, game_root, moves = _game(tables, root, relaxed)
        c_prover = fast.prover(game_tables, game_root, relaxed=relaxed)

        def children(
            node: Node, last_up: int, moves: Moves = moves, c: Prover = c_prover
        ) -> list[Child]:
            expected = moves.children(node, last_up)
            assert _plain(c.children(node, last_up)) == _plain(expected)
            met["calls"] += 1
            met["hops"] += any(len(step) == 6 for _, step in expected)
            met["empty"] += not node[0][0]
            return expected

        base = proof.relaxed_base if relaxed else proof.exact_base
        limits = search.Limits(time.monotonic() + 60, 3_000)
        search.finish(proof.prover_steps(game_root, children, limits, game_tables, base))
    assert met["calls"] > 5_000 and met["hops"] > 50 and met["empty"] > 50


def _python_prover(tables: Tables, root: Node, relaxed: bool, cap: int) -> search.SearchResult:
    game_tables, game_root, moves = _game(tables, root, relaxed)
    base = proof.relaxed_base if relaxed else proof.exact_base
    limits = search.Limits(time.monotonic() + 120, cap)
    return search.finish(proof.prover_steps(game_root, moves.children, limits, game_tables, base))


def _c_prover(tables: Tables, root: Node, relaxed: bool, cap: int) -> search.SearchResult:
    """The C prover checked as often as the Python one checks its cap (every 512)."""
    game_tables, game_root, _ = _game(tables, root, relaxed)
    prover = fast.prover(game_tables, game_root, relaxed=relaxed)
    while True:
        state = prover.run(512)
        nodes: int = prover.nodes
        if state == 1:
            return search.SearchResult("won", prover.steps(), nodes)
        if state == 2:
            return search.SearchResult("lost", nodes=nodes)
        if nodes >= cap:
            return search.SearchResult("unknown", nodes=nodes)


@pytest.mark.parametrize("relaxed", [False, True])
def test_the_c_prover_visits_what_the_python_prover_visits(relaxed: bool) -> None:
    """Same verdict, same count of positions, same winning line, deal after deal."""
    verdicts: list[str] = []
    rng = random.Random(8)
    positions = [
        encode(random_position(rng, 1 + 2 * (i % 2), out=rng.randrange(8, 20))) for i in range(30)
    ]
    games = [*_deals(30, seed=7), *((f"position {i}", *p) for i, p in enumerate(positions))]
    for code, tables, root in games:
        expected = _python_prover(tables, root, relaxed, cap=15_000)
        found = _c_prover(tables, root, relaxed, cap=15_000)
        assert found.verdict == expected.verdict, code
        assert found.nodes == expected.nodes, code
        assert [tuple(s) for s in found.steps] == [tuple(s) for s in expected.steps], code
        verdicts.append(found.verdict)
    assert "won" in verdicts and "lost" in verdicts


def test_the_c_provers_wins_replay_and_its_losses_are_real() -> None:
    """On positions a plain search over the engine decides: the C prover agrees."""
    rng = random.Random(11)
    checked = {"won": 0, "lost": 0}
    while sum(checked.values()) < 120:
        state = random_position(rng, 1 + 2 * rng.randrange(2), out=rng.randrange(6, 16))
        expected = engine_says_winnable(state)
        if expected is None:
            continue
        tables, root = encode(state)
        limits = search.Limits(time.monotonic() + 60, 1_000_000)
        outcome = search.finish(proof.exact_prover(tables, root, limits))
        assert outcome.verdict == ("won" if expected else "lost"), repr(state)
        if expected:
            _, end = replay(state, outcome.steps)
            assert engine.is_won(end)
        blind = search.finish(proof.blind_prover(tables, root, limits))
        assert blind.verdict in ("lost", "unknown")
        if blind.verdict == "lost":
            assert not expected, repr(state)
        checked[outcome.verdict] += 1
    assert checked["won"] >= 5 and checked["lost"] >= 3


def _census(draw: int) -> list[dict[str, str]]:
    with (CENSUS / f"d{draw}.csv").open(newline="", encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


@pytest.mark.parametrize("draw", [3, 1])
def test_the_blind_game_never_calls_a_census_win_lost(draw: int) -> None:
    """The census's wins (each replayed by the engine) that took the most positions, and a
    random sample of the rest: the column-blind game never proves one of them lost; and
    it proves most of the census's losses, so the check is not an empty one."""
    rows = _census(draw)
    won = sorted((r for r in rows if r["verdict"] == "won"), key=lambda r: -int(r["positions"]))
    lost = [r for r in rows if r["verdict"] == "lost"]
    rng = random.Random(draw)
    sample = won[:25] + rng.sample(won[25:], 50)
    for row in sample:
        tables, root = encode(engine.deal(row["code"]))
        limits = search.Limits(time.monotonic() + 30, 100_000)
        outcome = search.finish(proof.blind_prover(tables, root, limits))
        assert outcome.verdict != "lost", row["code"]
    proved = 0
    for row in rng.sample(lost, min(15, len(lost))):
        tables, root = encode(engine.deal(row["code"]))
        limits = search.Limits(time.monotonic() + 30, 150_000)
        proved += search.finish(proof.blind_prover(tables, root, limits)).verdict == "lost"
    assert proved >= min(10, len(lost) // 2)


def test_restarts_in_c_win_by_real_lines_and_prove_losses() -> None:
    """`fast.restarts_steps`: a win replays to a won game; a dead position is proved lost."""
    state = engine.deal("CF1-D3-AAAAAAB")
    tables, root = encode(state)
    limits = search.Limits(time.monotonic() + 30, 1_000_000)
    outcome = search.finish(fast.restarts_steps(tables, root, limits, seed=5))
    assert outcome.verdict == "won"
    _, end = replay(state, outcome.steps)
    assert engine.is_won(end)
    tables, root = encode(dead_position())
    lost = search.finish(fast.restarts_steps(tables, root, limits, seed=5))
    assert lost.verdict == "lost"


def test_the_c_prover_stops_at_its_limits() -> None:
    """A hard deal under a small cap or a past deadline answers "unknown", yielding on the
    way (so searches sharing a process take turns)."""
    tables, root = encode(engine.deal("CF1-D3-IYBJHPI"))
    capped = search.Limits(time.monotonic() + 60, 10_000)
    steps = proof.exact_prover(tables, root, capped)
    yields = 0
    while True:
        try:
            next(steps)
            yields += 1
        except StopIteration as stop:
            outcome: search.SearchResult = stop.value
            break
    assert outcome.verdict == "unknown" and yields >= 1
    assert outcome.nodes // fast.POSITIONS_PER_PYTHON_POSITION >= 10_000
    late = search.Limits(time.monotonic() - 1, 10_000_000)
    assert search.finish(proof.blind_prover(tables, root, late)).verdict == "unknown"


def test_bad_tables_are_refused_not_crashed_on() -> None:
    """Wrong input to the extension is an exception, never a crash or a write out of
    bounds: a draw of 2, a node that is not one, more than 52 cards in the columns."""
    tables, root = encode(engine.deal("CF1-D3-AAAAAAB"))
    draw_2 = Tables(
        tables.rel,
        tables.suit,
        tables.red,
        tables.under,
        tables.fcard,
        tables.reserve,
        tables.cycle,
        2,
    )
    with pytest.raises(ValueError):
        fast.prover(draw_2, root, relaxed=False)
    with pytest.raises(TypeError):
        fast.prover(tables, (root[0], root[1]), relaxed=False)  # type: ignore[arg-type]
    too_many: Node = ((bytes(range(40)), bytes(range(40)), b"", b""), 0, 0, (0, 0, 0, 0))
    with pytest.raises(ValueError):
        fast.prover(tables, too_many, relaxed=False)


def test_without_the_extension_the_python_searches_decide_the_same(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Where it was not built, the solver runs its Python searches; they answer the same."""
    deals = ["CF1-D3-AAAAAAB", "CF1-D1-AAAAAAC"]
    with_c = [plans.run("mixed", *encode(engine.deal(code)), _limits()).verdict for code in deals]
    monkeypatch.setattr(fast, "_module", None)
    monkeypatch.setattr(fast, "_looked", True)
    assert not fast.available()
    tables, root = encode(engine.deal(deals[0]))
    python_search = proof.exact_prover(tables, root, _limits())
    assert python_search.gi_code is search.walk.__code__  # type: ignore[attr-defined]
    without = [plans.run("mixed", *encode(engine.deal(code)), _limits()).verdict for code in deals]
    assert without == with_c


def _limits() -> search.Limits:
    return search.Limits(time.monotonic() + 30, 1_000_000)


def test_the_portfolios_c_searches_decide() -> None:
    """The processes of the portfolio where the C prover was built (`PORTFOLIO_FAST`): the
    finder wins by a real line, the column-blind process proves a loss, and on a won deal
    (the blind game won too) its exact prover takes over and wins."""
    won = engine.deal("CF1-D3-AAAAAAB")
    outcome = plans.run("finder", *encode(won), _limits())
    assert outcome.verdict == "won"
    _, end = replay(won, outcome.steps)
    assert engine.is_won(end)
    assert plans.run("blind", *encode(dead_position()), _limits()).verdict == "lost"
    assert plans.run("blind", *encode(won), _limits()).verdict == "won"
    mixed = plans.run("mixed", *encode(dead_position()), _limits())
    assert mixed.verdict == "lost"


def test_a_hard_loss_is_proved_by_the_processes_of_the_portfolio() -> None:
    """A Draw-1 deal the Python searches left undecided at 10 s (`bench_solver.py`, seeds
    1–5): with the column-blind game, `solve` proves it lost in well under its budget."""
    outcome = solve(engine.deal("CF1-D1-RNGGQDG"), seconds=20, workers=2)
    assert outcome.verdict == "lost"
