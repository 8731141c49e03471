"""The census's deals: a fixed sequence that anyone can deal again.

The sequence is every deal number in increasing order, 0, 1, 2, …, except number 63: that
one (`CF1-D3-AAAAACL`) is the manual's worked example, laid out by hand to be a win rather
than shuffled (`canfield.engine.codes`). Position k of the sequence is deal number k below
63 and k + 1 from there on. Each number's shuffle is SHA-256 of the number (CF1), so
neighbouring numbers deal unrelated cards, and the sequence samples the deals as well as
random numbers would, while a census of its first N deals can be rerun and extended
(`--first N`) by anyone.
"""

from __future__ import annotations

from canfield.engine.codes import DEALS, WORKED_EXAMPLE, GameCode

LENGTH = DEALS - 1
"""How many deals the sequence has: every deal number but the worked example."""


def number_at(position: int) -> int:
    """The deal number at `position` (0-based) of the sequence."""
    if not 0 <= position < LENGTH:
        raise ValueError(f"the census sequence has positions 0 … {LENGTH - 1}, not {position}")
    return position if position < WORKED_EXAMPLE else position + 1


def codes(draw: int, first: int, count: int) -> list[str]:
    """The game codes of positions `first` … `first + count - 1` in draw mode `draw`."""
    if count < 0 or first < 0 or first + count > LENGTH:
        raise ValueError(
            f"the census sequence has positions 0 … {LENGTH - 1}; "
            f"{first} … {first + count - 1} is out of it"
        )
    return [str(GameCode(draw, number_at(p))) for p in range(first, first + count)]


__all__ = ["LENGTH", "codes", "number_at"]
