"""The twin-relaxed game: a smaller game whose loss proves the real one lost.

Twins are the two cards of one rank and colour (5♥ and 5♦). On a column a card fits by
rank and colour alone; only a foundation asks for its suit. The relaxed game forgets the
suit: a card is its class (relative rank and colour), and a class goes up on *either*
foundation of its colour whose next rank it is. Then the two suits of a colour are
interchangeable too, and a position keeps its foundation counts sorted within a colour.

Every real move is a move of the relaxed game on the classes (a card that goes up on its
own suit goes up on a foundation of its colour), so everything the real game reaches, the
relaxed one reaches as classes. If the relaxed game cannot be won, neither can the real
one: an exhausted relaxed search is a proof of loss. A relaxed *win* proves nothing (it
may put a 5♦ on the hearts), so this search only ever answers "lost" or "unknown".

The relaxed game is much smaller where twins lie in long runs. It is played by the exact
game's move generator (`moves.Moves.children`, with its safe reductions: forced base
cards, no take-back of the card just played up, no whole column into an empty one, hops
only with a use of the card they bare, one of two bare twins taking a card); only
what the foundations accept is its own (`RelaxedMoves`).
"""

from __future__ import annotations

from canfield.solver.compact import Counts, Node, Tables, class_table, placed
from canfield.solver.moves import Moves

CLASSES = 26
"""Class ids: 2 × relative rank + 1 for red (0–25)."""
_REL = bytes(k >> 1 for k in range(CLASSES))
_RED = bytes(k & 1 for k in range(CLASSES))
# The one class that may go on a class in a column: one rank lower, the other colour.
_UNDER = tuple((2 * ((k >> 1) - 1) % 26 + (1 - (k & 1)),) for k in range(CLASSES))


def relax(tables: Tables, root: Node) -> tuple[Tables, Node]:
    """The relaxed game's tables and root for a real position's `tables` and `root`.

    In the relaxed foundations, counts 0–1 are the black suits' and 2–3 the red suits',
    each pair sorted.
    """
    classes = class_table(tables)
    cols, r, talon, counts = root
    relaxed = Tables(
        _REL,
        bytes(CLASSES),
        _RED,
        _UNDER,
        (),
        tables.reserve.translate(classes),
        tables.cycle.translate(classes),
        tables.draw,
    )
    black = [counts[s] for s in range(4) if not _is_red_suit(s)]
    red = [counts[s] for s in range(4) if _is_red_suit(s)]
    by_colour = _sorted((black[0], black[1], red[0], red[1]))
    return relaxed, (placed([col.translate(classes) for col in cols]), r, talon, by_colour)


def _is_red_suit(suit: int) -> bool:
    """Hearts and diamonds (suit orders 1 and 2)."""
    return suit in (1, 2)


def _sorted(counts: Counts) -> Counts:
    """Counts sorted within each colour: the two suits of a colour are interchangeable."""
    a, b, c, d = counts
    if a > b:
        a, b = b, a
    if c > d:
        c, d = d, c
    return (a, b, c, d)


def key(node: Node) -> bytes:
    """The relaxed position key: classes in columns, reserve length, talon, foundations."""
    a, b, c, d = node[3]
    tail = ((node[2] << 4 | node[1]) << 16) | a << 12 | b << 8 | c << 4 | d
    return b"\xff".join(node[0]) + tail.to_bytes(11, "little")


def _up(counts: Counts, k: int) -> Counts | None:
    """The foundation counts once class `k` goes up, or None when it fits on neither."""
    x = k >> 1
    a, b, c, d = counts
    if k & 1:
        if c == x:
            return _sorted((a, b, x + 1, d))
        if d == x:
            return (a, b, c, x + 1)
        return None
    if a == x:
        return _sorted((x + 1, b, c, d))
    if b == x:
        return (a, x + 1, c, d)
    return None


class RelaxedMoves(Moves):
    """The move generator of the relaxed game (`relax` gives its tables and root).

    It is `moves.Moves` with the relaxed game's foundations: a class goes up on either
    foundation of its colour, and equal counts of a colour make one move, not two.
    """

    def ups(self, counts: Counts) -> tuple[Counts | None, ...]:
        """Class -> the foundation counts once it goes up (None if it fits on neither)."""
        return tuple(_up(counts, k) for k in range(CLASSES))

    def up_cards(self, counts: Counts) -> tuple[int, ...]:
        """The classes that may go up next (equal counts of a colour give one)."""
        a, b, c, d = counts
        return tuple(dict.fromkeys(k for k in (2 * a, 2 * b, 2 * c + 1, 2 * d + 1) if k < CLASSES))

    def downs(self, counts: Counts) -> tuple[tuple[int, Counts], ...]:
        """The classes a take-back may lift, with the counts after (equal counts: one)."""
        a, b, c, d = counts
        options = (
            (2 * (a - 1), _sorted((a - 1, b, c, d)) if a else None),
            (2 * (b - 1), (a, b - 1, c, d) if b and b != a else None),
            (2 * (c - 1) + 1, _sorted((a, b, c - 1, d)) if c else None),
            (2 * (d - 1) + 1, (a, b, c, d - 1) if d and d != c else None),
        )
        return tuple((k, down) for k, down in options if down is not None)


__all__ = ["CLASSES", "RelaxedMoves", "key", "relax"]
