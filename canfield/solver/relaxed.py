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

The relaxed game is much smaller where twins lie in long runs, and its searches use the
same safe reductions as the exact prover (`compact.Moves.children`): forced base cards,
no take-back of the card just played up, no whole column into an empty one.
"""

from __future__ import annotations

from canfield.solver.compact import (
    _MASK,
    TO_EMPTY,
    TO_FOUNDATION,
    Found,
    Moves,
    Node,
    Step,
    Tables,
    _placed,
    _run,
)

CLASSES = 26
"""Class ids: 2 × relative rank + 1 for red (0–25)."""
_REL = bytes(k >> 1 for k in range(CLASSES))
_RED = bytes(k & 1 for k in range(CLASSES))
# The one class that may go on a class in a column: one rank lower, the other colour.
_UNDER = tuple(2 * ((k >> 1) - 1) % 26 + (1 - (k & 1)) for k in range(CLASSES))


def relax(tables: Tables, root: Node) -> tuple[Tables, Node]:
    """The relaxed game's tables and root for a real position's `tables` and `root`.

    In the relaxed foundations, counts 0–1 are the black suits' and 2–3 the red suits',
    each pair sorted.
    """
    table = bytearray(range(256))
    for card in range(52):
        table[card] = 2 * tables.rel[card] + tables.red[card]
    classes = bytes(table)
    cols, r, talon, found = root
    relaxed = Tables(
        _REL,
        bytes(CLASSES),
        _RED,
        (),
        (),
        (),
        tables.reserve.translate(classes),
        tables.cycle.translate(classes),
        tables.draw,
    )
    black = [found[s] for s in range(4) if not _is_red_suit(s)]
    red = [found[s] for s in range(4) if _is_red_suit(s)]
    counts = _sorted((black[0], black[1], red[0], red[1]))
    placed = _placed([col.translate(classes) for col in cols])
    return relaxed, (placed, r, talon, counts)


def _is_red_suit(suit: int) -> bool:
    """Hearts and diamonds (suit orders 1 and 2)."""
    return suit in (1, 2)


def _sorted(found: Found) -> Found:
    """Counts sorted within each colour: the two suits of a colour are interchangeable."""
    a, b, c, d = found
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


def _up(found: Found, k: int) -> Found | None:
    """The foundation counts once class `k` goes up, or None when it fits on neither."""
    x = k >> 1
    a, b, c, d = found
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
    """The move generator of the relaxed game (`relax` gives its tables and root)."""

    def __init__(self, tables: Tables) -> None:
        super().__init__(tables)
        self._class_maps: dict[int, dict[int, list[int]]] = {}
        self._ups: dict[Found, tuple[Found | None, ...]] = {}
        self._downs: dict[Found, tuple[tuple[int, Found], ...]] = {}

    def ups(self, found: Found) -> tuple[Found | None, ...]:
        """Class -> the foundation counts once it goes up (None if it fits on neither)."""
        table = self._ups.get(found)
        if table is None:
            table = self._ups[found] = tuple(_up(found, k) for k in range(CLASSES))
        return table

    def downs(self, found: Found) -> tuple[tuple[int, Found], ...]:
        """The classes a take-back may lift, with the counts after (equal counts: one)."""
        table = self._downs.get(found)
        if table is None:
            a, b, c, d = found
            options = (
                (2 * (a - 1), _sorted((a - 1, b, c, d)) if a else None),
                (2 * (b - 1), (a, b - 1, c, d) if b and b != a else None),
                (2 * (c - 1) + 1, _sorted((a, b, c - 1, d)) if c else None),
                (2 * (d - 1) + 1, (a, b, c, d - 1) if d and d != c else None),
            )
            table = tuple((k, down) for k, down in options if down is not None)
            self._downs[found] = table
        return table

    def class_map(self, talon: int) -> dict[int, list[int]]:
        """Class -> the talons after playing each reachable stock card of that class."""
        found = self._class_maps.get(talon)
        if found is None:
            if len(self._class_maps) > 200_000:
                self._class_maps.clear()
            found = {}
            for k, after in self.talon_plays(talon):
                found.setdefault(k, []).append(after)
            self._class_maps[talon] = found
        return found

    def forced(self, node: Node) -> tuple[Node, Step] | None:
        """A base class that may safely go up at once (as in `Moves.forced`)."""
        cols, r, talon, found = node
        t = self.t
        if r == 1 and t.reserve[0] >> 1 == 0:
            k = t.reserve[0]
            after_up = _up(found, k)
            if after_up is not None:
                return (cols, 0, talon, after_up), ("R", k, TO_FOUNDATION)
        mask = talon & _MASK
        if not mask:
            return None
        if t.draw == 1:
            for k, after in self.talon_plays(talon):
                if k >> 1 == 0:
                    after_up = _up(found, k)
                    if after_up is not None:
                        return (cols, r, after, after_up), ("W", k, TO_FOUNDATION)
            return None
        last = mask.bit_length() - 1
        k = t.cycle[last]
        if k >> 1 == 0:
            after_up = _up(found, k)
            if after_up is not None:
                for _, after in self.talon_plays(talon):
                    if not after >> last & 1:  # the play that takes the cycle's last card
                        return (cols, r, after, after_up), ("W", k, TO_FOUNDATION)
        return None

    def children(self, node: Node, last_up: int = -1) -> list[tuple[Node, Step]]:
        """Every relaxed move worth trying, foundation plays first (see `Moves.children`)."""
        forced = self.forced(node)
        if forced is not None:
            return [forced]
        cols, r, talon, found = node
        t = self.t
        reserve = t.reserve
        ups = self._ups.get(found) or self.ups(found)
        runs = self._runs
        if len(runs) > 500_000:
            runs.clear()
        up: list[tuple[Node, Step]] = []
        side: list[tuple[Node, Step]] = []
        c0, c1, c2, c3 = cols
        tops = [
            c0[-1] if c0 else -1,
            c1[-1] if c1 else -1,
            c2[-1] if c2 else -1,
            c3[-1] if c3 else -1,
        ]
        empty = -1 if c0 else 0
        wanted: dict[int, list[int]] = {}
        for j in range(4):
            top = tops[j]
            if top >= 0:
                wanted.setdefault(_UNDER[top], []).append(j)

        sources: list[tuple[str, int, int, int]] = []
        if r:
            sources.append(("R", reserve[r - 1], r - 1, talon))
        if talon & _MASK:
            if empty >= 0:
                sources.extend(("W", k, r, after) for k, after in self.talon_plays(talon))
            else:
                plays = self.class_map(talon)
                # Only a class that goes up or that a column top takes can move.
                a, b, c, d = found
                candidates = {2 * a, 2 * b, 2 * c + 1, 2 * d + 1}
                candidates.update(wanted)
                for k in candidates:
                    afters = plays.get(k)
                    if afters is None:
                        continue
                    after_up = ups[k]
                    targets = wanted.get(k)
                    for after in afters:
                        if after_up is not None:
                            up.append(((cols, r, after, after_up), ("W", k, TO_FOUNDATION)))
                        for j in targets or ():
                            new = list(cols)
                            new[j] = cols[j] + bytes((k,))
                            side.append(((_placed(new), r, after, found), ("W", k, tops[j])))
        for kind, k, new_r, new_talon in sources:
            after_up = ups[k]
            if after_up is not None:
                up.append(((cols, new_r, new_talon, after_up), (kind, k, TO_FOUNDATION)))
            for j in wanted.get(k, ()):
                new = list(cols)
                new[j] = cols[j] + bytes((k,))
                side.append(((_placed(new), new_r, new_talon, found), (kind, k, tops[j])))
            if empty >= 0:
                new = list(cols)
                new[empty] = bytes((k,))
                side.append(((_placed(new), new_r, new_talon, found), (kind, k, TO_EMPTY)))

        for i in range(4):
            col = cols[i]
            if not col:
                continue
            n = len(col)
            top = col[-1]
            after_up = ups[top]
            if after_up is not None:
                new = list(cols)
                new_r = r
                if n == 1 and r:
                    new[i] = reserve[r - 1 : r]
                    new_r = r - 1
                else:
                    new[i] = col[:-1]
                up.append(((_placed(new), new_r, talon, after_up), ("C", top, TO_FOUNDATION)))
            run = runs.get(col)
            if run is None:
                run = runs[col] = _run(_REL, _RED, col)
            bottom = n - run
            base_rel = (col[bottom] >> 1) + 1
            for j in range(4):
                target = tops[j]
                if target < 0 or j == i:
                    continue
                offset = (base_rel - (target >> 1)) % 13
                fits = _UNDER[target]
                while offset < run:
                    at = bottom + offset
                    if col[at] == fits:
                        side.append(self._shift(cols, r, talon, found, i, j, at, target))
                    offset += 13
            if empty >= 0:
                start = bottom if bottom > 0 else 1  # never the whole column
                for at in range(start, n):
                    side.append(self._shift(cols, r, talon, found, i, empty, at, TO_EMPTY))

        # Take-backs: the top of a foundation of each colour; equal counts give one class.
        for k, down in self._downs.get(found) or self.downs(found):
            if k == last_up and k > 1:  # a base class may come back
                continue
            for j in wanted.get(k, ()):
                new = list(cols)
                new[j] = cols[j] + bytes((k,))
                side.append(((_placed(new), r, talon, down), ("F", k, tops[j])))
            if empty >= 0:
                new = list(cols)
                new[empty] = bytes((k,))
                side.append(((_placed(new), r, talon, down), ("F", k, TO_EMPTY)))
        up.extend(side)
        return up


__all__ = ["CLASSES", "RelaxedMoves", "key", "relax"]
