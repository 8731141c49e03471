"""The portfolio's searches by name, and the turns they take when they share a process."""

from __future__ import annotations

from canfield.solver import proof, search
from canfield.solver.compact import Moves, Node, Tables
from canfield.solver.search import Limits, Outcome, Steps

MIXED_TURNS = (1, 1, 3, 2)
"""Steps per round of the searches of `mixed` (best-first, restarts, prover, twin-blind
dive): the prover takes the most turns, as it alone proves the losses that take seconds."""
FINDER_TURNS = (2, 1, 1, 1)
"""Steps per round of the win-finders' process (twin-blind dive, twin-blind depth first,
exact dive, restarts): the dives find most of the wins the prover needs millions of
positions for."""
PROVER_TURNS = (1, 1)
"""Steps per round of the prover's process: the exact prover and the relaxed one."""


def run(name: str, tables: Tables, root: Node, limits: Limits) -> Outcome:
    """Run one named search of the portfolio."""
    moves = Moves(tables)
    if name == "prover":
        pool = search.Pool(limits.deadline, limits.max_positions, 2)
        return search.interleave(provers(tables, root, pool), PROVER_TURNS, pool)
    if name == "restarts":
        return search.restarts(root, moves, limits)
    if name == "twins":
        key_of = search.twins_key(tables)
        return search.depth_first(root, moves.children, limits, exact=False, key_of=key_of)
    if name == "mixed":
        return search.interleave(mixed(root, moves, limits), MIXED_TURNS)
    if name == "finders":
        return search.interleave(finders(root, moves, limits), FINDER_TURNS)
    raise ValueError(f"no search is called {name!r}")


def provers(tables: Tables, root: Node, pool: search.Pool) -> list[Steps]:
    """The exact prover and the relaxed one, to take turns (see `proof`), sharing `pool`.

    The relaxed game proves some losses with a tenth of the exact game's positions, and
    others not at all (it is won, or larger): side by side, neither waits for the other.
    When the relaxed game is won (it then stops: its win proves nothing), the exact
    prover may use the positions it held.
    """
    exact, relaxed = pool.shares
    return [proof.exact_prover(tables, root, exact), proof.relaxed_prover(tables, root, relaxed)]


def mixed(root: Node, moves: Moves, limits: Limits) -> list[Steps]:
    """Best-first, random restarts, the prover and the twin-blind dive, to take turns."""
    share = Limits(limits.deadline, max(1, limits.max_positions // 4))
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


def finders(root: Node, moves: Moves, limits: Limits) -> list[Steps]:
    """The win-finders' process: twin-blind dive and depth first, exact dive, restarts."""
    share = Limits(limits.deadline, max(1, limits.max_positions // 4))
    twins = search.twins_key(moves.t)
    children = moves.children
    return [
        search.best_first_steps(
            root, children, share, exact=False, newest_first=True, key_of=twins
        ),
        search.depth_first_steps(root, children, share, exact=False, key_of=twins),
        search.best_first_steps(root, children, share, exact=True, newest_first=True),
        search.restarts_steps(root, moves, share, seed=2),
    ]


__all__ = [
    "FINDER_TURNS",
    "MIXED_TURNS",
    "PROVER_TURNS",
    "finders",
    "mixed",
    "provers",
    "run",
]
