"""The prover in C, where it was built: the same search, about ten times faster.

`_prover.c` is `proof.prover_steps` over `moves.Moves.children` (or the relaxed game's
`relaxed.RelaxedMoves`) written out in C, move for move and in the same order: it visits
exactly the positions the Python prover visits, and answers the same (the tests run both
and compare their children, node counts, verdicts and winning lines). It is built when the
project is installed where a C compiler is found (`setup.py`; an optional extension); where
it is not, `available()` is False and the solver runs its Python searches, slower.

Three searches run only here: random-order restarts (`restarts_steps`), a twin-blind
win-finder (`twins_steps`) and the column-blind game's prover (`proof.blind_prover`).

`CANFIELD_PURE_PYTHON=1` in the environment keeps the solver on the Python searches (the
benchmark's "before" figures, and the tests that compare the two).
"""

from __future__ import annotations

import importlib
import os
from types import ModuleType
from typing import TYPE_CHECKING

from canfield.solver.compact import Node, Tables
from canfield.solver.search import Limits, SearchResult, Steps

CHUNK = 8192
"""Positions per turn: the C search visits this many between checks of the clock and the
cap (a few milliseconds), and between turns when it shares a process (`plans.mixed`)."""

POSITIONS_PER_PYTHON_POSITION = 3
"""How many positions the C prover may keep for each one the Python searches may: a
position costs it about 80 bytes where the Python prover's costs about 260 (measured,
`scripts/bench_solver.py`), so the same cap of memory holds about three times as many."""

if TYPE_CHECKING:
    from canfield.solver._prover import Prover

_module: ModuleType | None = None
_looked = False


def _load() -> ModuleType | None:
    """The built extension, or None (not built here, or turned off)."""
    global _module, _looked
    if not _looked:
        _looked = True
        if os.environ.get("CANFIELD_PURE_PYTHON") != "1":
            try:
                _module = importlib.import_module("canfield.solver._prover")
            except ImportError:
                _module = None
    return _module


def available() -> bool:
    """True when the searches run the C prover."""
    return _load() is not None


def prover(
    tables: Tables,
    root: Node,
    *,
    relaxed: bool,
    seed: int = 0,
    blind: bool = False,
    twins: bool = False,
) -> Prover:
    """A C prover for the game of `tables` (the relaxed game's, when `relaxed`); with a
    non-zero `seed`, the moves other than foundation plays are tried in a random order."""
    module = _load()
    if module is None:
        raise RuntimeError("the C prover was not built")
    under = tables.under
    made: Prover = module.Prover(
        rel=tables.rel,
        red=tables.red,
        suit=tables.suit,
        under=under,
        fcard=tables.fcard,
        reserve=tables.reserve,
        cycle=tables.cycle,
        draw=tables.draw,
        relaxed=relaxed,
        root=root,
        seed=seed,
        blind=blind,
        twins=twins,
    )
    return made


def prover_steps(
    tables: Tables,
    root: Node,
    limits: Limits,
    *,
    relaxed: bool,
    blind: bool = False,
    twins: bool = False,
) -> Steps:
    """`proof.prover_steps` in C, as a generator (see `search.Steps`): it yields after every
    `CHUNK` positions and answers "won" with its steps, "lost" when exhausted, or
    "unknown" when `limits` are reached. The cap is on positions visited, counted as
    `POSITIONS_PER_PYTHON_POSITION` C positions to one of the cap's."""
    search = prover(tables, root, relaxed=relaxed, blind=blind, twins=twins)
    run = search.run
    while True:
        state = run(CHUNK)
        nodes = search.nodes
        if state == 1:
            return SearchResult("won", search.steps(), nodes)
        if state == 2:
            return SearchResult("lost", nodes=nodes)
        if limits.exceeded(nodes // POSITIONS_PER_PYTHON_POSITION):
            return SearchResult("unknown", nodes=nodes)
        yield nodes


def twins_steps(tables: Tables, root: Node, limits: Limits) -> Steps:
    """The prover's depth-first search in C with a twin-blind key (`search.twins_key`): a
    win-finder. Its moves are the real game's, so its win is a real one; a position
    whose twin-blind key it has seen it skips, so its exhausting proves nothing."""
    outcome = yield from prover_steps(tables, root, limits, relaxed=False, twins=True)
    if outcome.verdict == "lost":
        return SearchResult("unknown", nodes=outcome.nodes)
    return outcome


FIRST_CUTOFF = 20_000
"""Positions of the first of `restarts_steps`' runs; each next run may visit half as many
again."""


def restarts_steps(tables: Tables, root: Node, limits: Limits, seed: int = 1) -> Steps:
    """`search.restarts_steps` in C: depth-first runs (the prover's, with its dominance) in
    random orders, foundation plays first, each cut off after a growing number of
    positions; a run that ends below its cutoff has proved the loss."""
    nodes = 0
    cutoff = FIRST_CUTOFF
    run_number = 0
    while not limits.exceeded(0):
        run_number += 1
        search = prover(tables, root, relaxed=False, seed=seed * 1_000_003 + run_number)
        run = search.run
        while True:
            state = run(CHUNK)
            done = search.nodes
            if state == 1:
                steps = search.steps()
                return SearchResult("won", steps, nodes + done)
            if state == 2:
                return SearchResult("lost", nodes=nodes + done)
            if done >= cutoff or limits.exceeded(done // POSITIONS_PER_PYTHON_POSITION):
                break
            yield nodes + done
        nodes += done
        if limits.exceeded(done // POSITIONS_PER_PYTHON_POSITION):
            break
        cutoff = cutoff * 3 // 2
    return SearchResult("unknown", nodes=nodes)


__all__ = [
    "CHUNK",
    "FIRST_CUTOFF",
    "POSITIONS_PER_PYTHON_POSITION",
    "available",
    "prover",
    "prover_steps",
    "restarts_steps",
    "twins_steps",
]
