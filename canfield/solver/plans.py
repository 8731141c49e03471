"""The portfolio's searches by name, and the turns they take when they share a process."""

from __future__ import annotations

from canfield.solver import proof, search
from canfield.solver.compact import Node, Tables
from canfield.solver.moves import Moves
from canfield.solver.search import Limits, SearchResult, Steps

MIXED_TURNS = (1, 1, 3, 2)
"""Steps per round of the searches of `mixed` (best-first, restarts, prover, twin-blind
dive): the prover takes the most turns, as it alone proves the losses that take seconds."""
DIVE_TURNS = (1, 1)
"""Steps per round of the second process (`dive`): the twin-blind dive and the relaxed
prover."""


def run(name: str, tables: Tables, root: Node, limits: Limits) -> SearchResult:
    """Run one named search of the portfolio."""
    moves = Moves(tables)
    if name == "exact":
        return search.finish(proof.exact_prover(tables, root, limits))
    if name == "dive":
        pool = search.Pool(limits.deadline, limits.max_positions, len(DIVE_TURNS), limits.clock)
        return search.interleave(dive(tables, root, moves, pool), DIVE_TURNS, pool)
    if name == "restarts":
        return search.restarts(root, moves, limits)
    if name == "twins":
        key_of = search.twins_key(tables)
        return search.depth_first(root, moves.children, limits, exact=False, key_of=key_of)
    if name == "mixed":
        return search.interleave(mixed(root, moves, limits), MIXED_TURNS)
    raise ValueError(f"no search is called {name!r}")


def dive(tables: Tables, root: Node, moves: Moves, pool: search.Pool) -> list[Steps]:
    """The twin-blind dive and the relaxed prover, to take turns, sharing `pool`.

    Of the win-finders, the dive finds the wins the exact prover needs millions of
    positions for (one in 2.8 s where the others take 4.6 s or more); the relaxed game
    proves some losses with a quarter of the exact game's positions. When the relaxed
    game is won (it then stops: its win proves nothing), the dive has the process.
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
        proof.relaxed_prover(tables, root, relaxed),
    ]


def mixed(root: Node, moves: Moves, limits: Limits) -> list[Steps]:
    """Best-first, random restarts, the prover and the twin-blind dive, to take turns."""
    share = Limits(limits.deadline, max(1, limits.max_positions // 4), limits.clock)
    return [
        search.best_first_steps(root, moves.children, share, exact=True),
        search.restarts_steps(root, moves, share),
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


__all__ = ["DIVE_TURNS", "MIXED_TURNS", "dive", "mixed", "run"]
