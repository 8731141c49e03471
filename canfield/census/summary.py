"""The census's figures: the counts, the winnable share with its 95 % interval, the bounds
the undecided deals leave, and how long the solver took."""

from __future__ import annotations

import math
from collections.abc import Sequence

from canfield.census.table import Row
from canfield.values import record

Z95 = 1.959963984540054
"""The standard normal quantile for a two-sided 95 % interval."""


def wilson(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (0, 1 for no trials)."""
    if trials <= 0:
        return 0.0, 1.0
    p = successes / trials
    z2 = z * z
    centre = (p + z2 / (2 * trials)) / (1 + z2 / trials)
    half = z * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / (1 + z2 / trials)
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(values: Sequence[float], fraction: float) -> float:
    """The nearest-rank percentile (0 for no values)."""
    if not values:
        return 0.0
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, math.ceil(fraction * len(ordered)) - 1))
    return ordered[index]


@record(slots=True)
class Summary:
    """A census's figures for one draw mode.

    `share` is won / decided with its Wilson interval `interval`; `bounds` are the shares
    of all deals if every unknown were lost, or won (won / deals, (won + unknown) / deals),
    and `widest` the Wilson interval around those: the interval whatever the unknowns are.
    """

    draw: int
    deals: int
    won: int
    lost: int
    unknown: int
    share: float
    interval: tuple[float, float]
    bounds: tuple[float, float]
    widest: tuple[float, float]
    median_seconds: float
    p99_seconds: float
    max_seconds: float
    longest: str
    longest_positions: int

    def as_json(self) -> dict[str, object]:
        """The summary as plain JSON values."""
        return {
            "draw": self.draw,
            "deals": self.deals,
            "won": self.won,
            "lost": self.lost,
            "unknown": self.unknown,
            "winnable_share": round(self.share, 6),
            "wilson_95": [round(x, 6) for x in self.interval],
            "bounds_with_unknowns": [round(x, 6) for x in self.bounds],
            "wilson_95_with_unknowns": [round(x, 6) for x in self.widest],
            "seconds": {
                "median": self.median_seconds,
                "p99": self.p99_seconds,
                "max": self.max_seconds,
            },
            "longest_decided": {"code": self.longest, "positions": self.longest_positions},
        }

    def text(self) -> str:
        """The summary in a few lines of English."""
        low, high = self.interval
        lines = [
            f"Draw {self.draw}: {self.deals:,} deals: {self.won:,} won, {self.lost:,} lost, "
            f"{self.unknown:,} unknown",
            f"winnable: {100 * self.share:.2f} % of the decided deals "
            f"(95 % Wilson interval {100 * low:.2f} – {100 * high:.2f} %)",
            f"whatever the unknowns are: {100 * self.bounds[0]:.2f} – "
            f"{100 * self.bounds[1]:.2f} % (with the interval "
            f"{100 * self.widest[0]:.2f} – {100 * self.widest[1]:.2f} %)",
            f"solver seconds per deal: median {self.median_seconds:.3f}, "
            f"p99 {self.p99_seconds:.3f}, max {self.max_seconds:.3f}",
        ]
        if self.longest:
            lines.append(
                f"hardest decided deal: {self.longest} ({self.longest_positions:,} positions)"
            )
        return "\n".join(lines)


def summarize(draw: int, deals: int, rows: Sequence[Row]) -> Summary:
    """The figures of `rows` out of `deals` asked for (a deal without a row is unknown)."""
    won = sum(1 for r in rows if r.verdict == "won")
    lost = sum(1 for r in rows if r.verdict == "lost")
    unknown = deals - won - lost
    decided = won + lost
    seconds = [r.seconds for r in rows]
    settled = [r for r in rows if r.verdict != "unknown"]
    # The hardest decided deal by positions (a count, unlike seconds, the same anywhere).
    longest = max(settled, key=lambda r: (r.positions, r.code), default=None)
    low = wilson(won, deals)[0]
    high = wilson(won + unknown, deals)[1]
    return Summary(
        draw=draw,
        deals=deals,
        won=won,
        lost=lost,
        unknown=unknown,
        share=won / decided if decided else 0.0,
        interval=wilson(won, decided),
        bounds=(won / deals if deals else 0.0, (won + unknown) / deals if deals else 1.0),
        widest=(low, high),
        median_seconds=round(percentile(seconds, 0.5), 4),
        p99_seconds=round(percentile(seconds, 0.99), 4),
        max_seconds=round(max(seconds, default=0.0), 4),
        longest=longest.code if longest else "",
        longest_positions=longest.positions if longest else 0,
    )


__all__ = ["Summary", "percentile", "summarize", "wilson"]
