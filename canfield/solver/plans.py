"""The portfolio's searches by name, and the turns they take when they share a process."""

from __future__ import annotations

from canfield.solver import fast, proof, search
from canfield.solver.compact import Node, Tables
from canfield.solver.moves import Moves
from canfield.solver.search import Limits, SearchResult, Steps

MIXED_TURNS = (1, 1, 3, 2)
"""Steps per round of the searches of `mixed` (best-first, restarts, prover, twin-blind
dive): the prover takes the most turns, as it alone proves the losses that take seconds."""
MIXED_TURNS_FAST = (1, 1, 1, 1, 2, 2)
"""Steps per round of `mixed` where the C prover was built (`fast`): the same four (the
prover and the restarts in C), the column-blind prover (`proof.blind_prover`) and the
twin-blind finder in C (`fast.twins_steps`). A C step is `fast.CHUNK` positions, about
as long as a Python search's step of 512; the two that decide most hard deals, the
column-blind prover (losses) and the finder (wins), take two."""
DIVE_TURNS = (1, 1)
"""Steps per round of the second process (`dive`): the twin-blind dive and the relaxed
prover."""
BLIND_TURNS = (9, 1)
"""Steps per round of the process `blind` (C only): the column-blind prover, which proves
the losses, takes nine tenths; the exact prover the rest, and all of it once the blind
game is won (its win proves nothing). On the hardest Draw-3 loss of `bench_solver.py`'s
seeds 1–5 (CF1-D3-IYBJHPI, 3.5 million positions of the blind game), four fifths decided
it at 10 s in one run of two."""


def run(name: str, tables: Tables, root: Node, limits: Limits) -> SearchResult:
    """Run one named search of the portfolio."""
    moves = Moves(tables)
    if name == "exact":
        return search.finish(proof.exact_prover(tables, root, limits))
    if name == "dive":
        pool = search.Pool(limits.deadline, limits.max_positions, len(DIVE_TURNS), limits.clock)
        return search.interleave(dive(tables, root, moves, pool), DIVE_TURNS, pool)
    if name == "restarts":
        if fast.available():
            return search.finish(fast.restarts_steps(tables, root, limits))
        return search.restarts(root, moves, limits)
    if name == "twins":
        key_of = search.twins_key(tables)
        return search.depth_first(root, moves.children, limits, exact=False, key_of=key_of)
    if name == "finder":  # C only
        return search.finish(fast.twins_steps(tables, root, limits))
    if name == "blind":  # C only
        pool = search.Pool(limits.deadline, limits.max_positions, 2, limits.clock)
        steps = [
            proof.blind_prover(tables, root, pool.shares[0]),
            proof.exact_prover(tables, root, pool.shares[1]),
        ]
        return search.interleave(steps, BLIND_TURNS, pool)
    if name == "mixed":
        mixed_turns = MIXED_TURNS_FAST if fast.available() else MIXED_TURNS
        return search.interleave(mixed(root, moves, limits), mixed_turns)
    raise ValueError(f"no search is called {name!r}")


def dive(tables: Tables, root: Node, moves: Moves, pool: search.Pool) -> list[Steps]:
    """The twin-blind dive and a smaller game's prover, to take turns, sharing `pool`.

    Of the win-finders, the dive finds the wins the exact prover needs millions of
    positions for (one in 2.8 s where the others take 4.6 s or more); the smaller game
    (`proof.loss_prover`: the column-blind game in C, else the relaxed game) proves
    losses with a fraction of the exact game's positions. When the smaller game is won
    (it then stops: its win proves nothing), the dive has the process.
    """
    found, relaxed = pool.shares
    return [
        search.best_first_steps(
            root,
            moves.children,
            found,
            exact=False,
            newest_first=True,
            key_of=search.twins_key(tables),
        ),
        proof.loss_prover(tables, root, relaxed),
    ]


def mixed(root: Node, moves: Moves, limits: Limits) -> list[Steps]:
    """Best-first, random restarts, the prover and the twin-blind dive, to take turns;
    where the C prover was built, the column-blind prover too (`MIXED_TURNS_FAST`)."""
    count = 6 if fast.available() else 4
    share = Limits(limits.deadline, max(1, limits.max_positions // count), limits.clock)
    if fast.available():
        restarts = fast.restarts_steps(moves.t, root, share)
    else:
        restarts = search.restarts_steps(root, moves, share)
    searches = [
        search.best_first_steps(root, moves.children, share, exact=True),
        restarts,
        proof.exact_prover(moves.t, root, share),
        search.best_first_steps(
            root,
            moves.children,
            share,
            exact=False,
            newest_first=True,
            key_of=search.twins_key(moves.t),
        ),
    ]
    if fast.available():
        searches.append(proof.blind_prover(moves.t, root, share))
        searches.append(fast.twins_steps(moves.t, root, share))
    return searches


__all__ = [
    "BLIND_TURNS",
    "DIVE_TURNS",
    "MIXED_TURNS",
    "MIXED_TURNS_FAST",
    "dive",
    "mixed",
    "run",
]
