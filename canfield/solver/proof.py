"""Proving losses: a depth-first search that skips positions another one dominates.

In Draw 3 the waste's size matters only modulo 3 on the way up: from a waste of `w` cards,
taps reach the waste sizes w + 3, w + 6, … and, once the stock is turned over, every
multiple of 3. So a position whose waste is smaller by a multiple of 3, with everything
else equal, reaches every position the larger one does (and a position with any waste
reaches the one with the waste turned over, which `compact.normalize` stores as an empty
waste). The prover keeps, for each position without its waste cursor, the cursors it has
seen, and skips a position when a cursor that dominates it is among them.

Skipping is safe for a proof: every seen position is expanded before the search ends, a
skipped one reaches nothing its dominator does not, and a dominated position is won only
if its dominator is (the foundations are the same). So an exhausted search is a proof of
loss, over the exact game (`moves.Moves`) or the relaxed one (`relaxed.RelaxedMoves`,
whose loss proves the real game's).

Where the C prover was built (`fast`), `exact_prover` and `relaxed_prover` run it: the same
search, position for position, about ten times faster.
"""

from __future__ import annotations

from collections.abc import Callable

from canfield.solver import fast
from canfield.solver.compact import _MASK, _SHIFT, Node, Tables
from canfield.solver.moves import Moves
from canfield.solver.relaxed import RelaxedMoves, relax
from canfield.solver.search import Children, Limits, SearchResult, Steps, walk

BaseOf = Callable[[Node], bytes]
_EVERY_CURSOR = (1 << 64) - 1


def exact_base(node: Node) -> bytes:
    """`compact.key` without the waste cursor (foundations implied)."""
    # The mask has a bit per stock card (up to 56 bits), the reserve length 4: 8 bytes.
    return b"\xff".join(node[0]) + ((node[2] & _MASK) << 4 | node[1]).to_bytes(8, "little")


def relaxed_base(node: Node) -> bytes:
    """`relaxed.key` without the waste cursor (foundations part of the key)."""
    a, b, c, d = node[3]
    tail = (((node[2] & _MASK) << 4 | node[1]) << 16) | a << 12 | b << 8 | c << 4 | d
    return b"\xff".join(node[0]) + tail.to_bytes(10, "little")  # 56 + 4 + 16 bits


class Dominators:
    """For a talon value, the waste cursors (as bits) whose positions dominate it."""

    def __init__(self, tables: Tables) -> None:
        self.cycle_length = len(tables.cycle)
        self.draw = tables.draw
        self.cache: dict[int, int] = {}

    def __call__(self, talon: int) -> int:
        """Bit c is set when a waste with cursor c reaches all that `talon`'s waste does."""
        found = self.cache.get(talon)
        if found is not None:
            return found
        cursor = talon >> _SHIFT
        if cursor == 0:
            bits = _EVERY_CURSOR  # an empty waste: any waste reaches it by taps
        else:
            mask = talon & _MASK
            cards = [i for i in range(self.cycle_length) if mask >> i & 1]
            waste = sum(1 for i in cards if i < cursor)
            bits = 0
            while waste > 0:
                bits |= 1 << (cards[waste - 1] + 1)
                waste -= self.draw
        if len(self.cache) > 200_000:
            self.cache.clear()
        self.cache[talon] = bits
        return bits


def prover_steps(
    root: Node, children: Children, limits: Limits, tables: Tables, base_of: BaseOf
) -> Steps:
    """Depth first in the order `children` gives (`search.walk`), skipping dominated
    positions.

    It answers "won" with its steps (a win of the game `children` plays: only the exact
    game's is a real one), "lost" when exhausted, or "unknown". The memory cap counts
    positions visited.
    """
    dominators = Dominators(tables)
    cached = dominators.cache.get
    seen: dict[bytes, int] = {base_of(root): 1 << (root[2] >> _SHIFT)}
    get = seen.get

    def visit(node: Node) -> bool:
        """A position that no position seen before dominates (now remembered)."""
        talon = node[2]
        base = base_of(node)
        cursors = get(base, 0)
        over = cached(talon)
        if over is None:
            over = dominators(talon)
        if cursors & over:
            return False
        seen[base] = cursors | 1 << (talon >> _SHIFT)
        return True

    return walk(root, children, limits, visit, lambda nodes: nodes, proves=True)


def exact_prover(tables: Tables, root: Node, limits: Limits) -> Steps:
    """The exact game's prover: its win is a real one, its "lost" a proof."""
    if fast.available():
        return fast.prover_steps(tables, root, limits, relaxed=False)
    return prover_steps(root, Moves(tables).children, limits, tables, exact_base)


def relaxed_prover(tables: Tables, root: Node, limits: Limits) -> Steps:
    """The relaxed game's prover (see `relaxed`): it answers "lost" or "unknown", never won.

    Where twins lie in long runs the relaxed game is far smaller than the exact one (a
    deal the exact prover needs 2.3 M positions for, it proves lost in 0.3 M); where the
    choice of foundation makes more positions it can be larger, so it runs beside the
    exact prover, never instead of it. A relaxed win (a 5♦ on the hearts, say) proves
    nothing: the search then stops and says "unknown".
    """
    relaxed_tables, relaxed_root = relax(tables, root)
    if fast.available():
        search = fast.prover_steps(relaxed_tables, relaxed_root, limits, relaxed=True)
    else:
        children = RelaxedMoves(relaxed_tables).children
        search = prover_steps(relaxed_root, children, limits, relaxed_tables, relaxed_base)
    outcome = yield from search
    if outcome.verdict == "won":
        return SearchResult("unknown", nodes=outcome.nodes)
    return outcome


def blind_prover(tables: Tables, root: Node, limits: Limits) -> Steps:
    """The column-blind game's prover (C only, `fast`): it answers "lost" or "unknown".

    The column-blind game is the real one with the suits forgotten in the columns: a card
    there is its class (5♥ and 5♦ are one "red 5"), while the reserve, the stock and the
    foundations keep every card's suit. A class in a column goes up on a foundation of its
    colour whose next card is one of the class that may lie in a column (not in the
    reserve, not up, not in the stock): where both twins are in columns, on either suit.
    In Draw 1 the stock is a set (every card in reach), so it forgets suits there too: of
    two twins of the stock cycle with one left in the stock and neither up, which one is
    left is not kept, and that card goes up as either.

    Every real move is a move of this game on the forgotten suits (a real column card
    going up is the next card of its foundation and lies in a column; a real stock card
    of such a pair is one of the two), so what the real game reaches, this one reaches
    with the suits forgotten: its loss proves the real one's. Its win proves nothing, as
    a twin may go up where the real card is its twin.

    It is far smaller than the real game where the stock's cards make long runs with
    twins in them (the same runs, twins swapped, are one position; in Draw 1 also the
    choices of which twin left the stock), and tighter than the relaxed game (`relaxed`),
    which forgets suits everywhere, foundations included. Checked on the census
    (docs/census): of its 9,251 Draw-3 and 9,937 Draw-1 wins, none is called lost (400,000
    positions each); of its 706 and 20 losses, it proves 705 and 20. And on 1,474 random
    positions that a plain search over the engine decides: none of the 1,286 winnable ones
    is called lost, 171 of the 188 lost ones are proved. (`tests/solver/test_fast.py`
    checks samples of both.)
    """
    outcome = yield from fast.prover_steps(tables, root, limits, relaxed=False, blind=True)
    if outcome.verdict == "won":
        return SearchResult("unknown", nodes=outcome.nodes)
    return outcome


def loss_prover(tables: Tables, root: Node, limits: Limits) -> Steps:
    """The prover of a game smaller than the real one, whose loss proves the real one's:
    the column-blind game where the C prover was built, else the relaxed game."""
    if fast.available():
        return blind_prover(tables, root, limits)
    return relaxed_prover(tables, root, limits)


__all__ = [
    "Dominators",
    "blind_prover",
    "exact_base",
    "exact_prover",
    "loss_prover",
    "prover_steps",
    "relaxed_base",
    "relaxed_prover",
]
