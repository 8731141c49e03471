"""The Canfield solver: can this position still be won, and how?

`solve(state)` answers "won" (with a line of engine moves that the engine has replayed to
a won game), "lost" (proved: every reachable position was searched) or "unknown" (out of
time or memory), under exactly the engine's rules: take-backs, any partial run, the wrap
in columns and foundations, Draw 1 and Draw 3, unlimited recycling, from any position.
"""

from canfield.solver.portfolio import MAX_POSITIONS, VERDICTS, Solution, solve

__all__ = ["MAX_POSITIONS", "VERDICTS", "Solution", "solve"]
