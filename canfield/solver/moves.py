"""The move generator over compact nodes (`compact`): `Moves.children`, with its tables.

A move here is "K+" (Solvitaire's term): a stock card is played as one step — "tap the
stock until this card is on the waste, then play it" — so draws are never search nodes.
Only the safe reductions of our rules are applied here (see `Moves.children`); the coarser
keys used to *find* wins fast live in the searches, never in a proof of loss.

One module past the house's 400 lines, on purpose: it is the solver's hottest path, and
`children` is one function whose families of moves are marked inside it, because split
into a method per family the same searches ran 10 % slower (measured; its docstring
gives the figures). Spread over modules, the families would be free functions handed
the tables on every call: the cost that split measured.
"""

from __future__ import annotations

from canfield.solver.compact import (
    _MASK,
    _SHIFT,
    TO_EMPTY,
    TO_FOUNDATION,
    Cols,
    Counts,
    Node,
    Step,
    Tables,
    class_table,
    placed,
)

Child = tuple[Node, Step]
FoundationMoves = tuple[
    tuple[Counts | None, ...], tuple[int, ...], tuple[tuple[int, Counts], ...], bool
]
"""What a game's foundations allow at given counts: see `Moves.foundation_moves`."""
Column = tuple[int, bytes, int, dict[int, tuple[int, ...]]]
"""A column's top, the column without it, where its run starts, and the places in the
run by the class of their card (`Moves._column`)."""
_NO_PLAYS: dict[int, tuple[int, ...]] = {}
_SINGLE = tuple(bytes((card,)) for card in range(256))


class Moves:
    """The move generator for one search (caches the stock plays of each talon value).

    What a game's foundations accept is asked of `ups`, `up_cards` and `downs`, so the
    relaxed game (`relaxed.RelaxedMoves`) plays through the same generator; the card ids
    may then be classes, and `Tables.under` says which ids go onto each.
    """

    def __init__(self, tables: Tables) -> None:
        self.t = tables
        # A card's class (twins share one; in the relaxed game, the id itself). Index -1,
        # an empty column's "top", is 0xFF and matches no card.
        self.klass = class_table(tables)
        self._talon: dict[int, list[tuple[int, int]]] = {}
        self._plays: dict[int, dict[int, tuple[int, ...]]] = {}
        self._found: dict[Counts, FoundationMoves] = {}
        self._columns: dict[bytes, Column] = {}
        # The class of the cards that go onto a card (0xFF: none, for an empty column).
        ids = len(tables.rel)
        self.fit = bytes(self.klass[tables.under[c][0]] if c < ids else 0xFF for c in range(256))

    def talon_plays(self, talon: int) -> list[tuple[int, int]]:
        """(card id, talon after playing it) for every card a run of taps brings to the top.

        The cards reachable without turning the waste over come first.
        """
        plays = self._talon.get(talon)
        if plays is not None:
            return plays
        t = self.t
        mask, cursor = talon & _MASK, talon >> _SHIFT
        cards = [i for i in range(len(t.cycle)) if mask >> i & 1]
        n, draw = len(cards), t.draw
        waste = sum(1 for i in cards if i < cursor)
        sizes: list[int] = [waste] if waste else []
        size = waste
        while size < n:
            size = min(size + draw, n)
            sizes.append(size)
        size = 0
        while size < n:
            size = min(size + draw, n)
            if size in sizes:
                break
            sizes.append(size)
        plays = []
        for size in sizes:
            index = cards[size - 1]
            left = size - 1
            rest = mask & ~(1 << index)
            if left == 0 or left == n - 1 or left % draw == 0:
                value = rest
            else:
                value = rest | (cards[left - 1] + 1) << _SHIFT
            plays.append((t.cycle[index], value))
        if len(self._talon) > 200_000:
            self._talon.clear()
        self._talon[talon] = plays
        return plays

    def plays_by_card(self, talon: int) -> dict[int, tuple[int, ...]]:
        """`talon_plays` as a mapping: card id -> the talons after playing it (a class of
        the relaxed game may stand at several places of the cycle)."""
        found = self._plays.get(talon)
        if found is None:
            if len(self._plays) > 200_000:
                self._plays.clear()
            plays = self.talon_plays(talon)
            found = {card: (after,) for card, after in plays}
            if len(found) < len(plays):  # a card id at two places: gather its talons
                found = {}
                for card, after in plays:
                    found[card] = (*found.get(card, ()), after)
            self._plays[talon] = found
        return found

    def foundation_moves(self, counts: Counts) -> FoundationMoves:
        """`ups`, `up_cards` and `downs` of these foundation counts (cached), and whether a
        foundation is empty (only then may a base card be forced up, see `forced`)."""
        moves = self._found.get(counts)
        if moves is None:
            if len(self._found) > 100_000:
                self._found.clear()
            moves = self._found[counts] = (
                self.ups(counts),
                self.up_cards(counts),
                self.downs(counts),
                0 in counts,
            )
        return moves

    def ups(self, counts: Counts) -> tuple[Counts | None, ...]:
        """Card id -> the foundation counts once it goes up, or None if it may not."""
        table: list[Counts | None] = [None] * 52
        for s in range(4):  # only the next card of each suit goes up
            if counts[s] < 13:
                table[self.t.fcard[s][counts[s]]] = _up(counts, s)
        return tuple(table)

    def up_cards(self, counts: Counts) -> tuple[int, ...]:
        """The cards that may go up next, one per foundation not yet full."""
        return tuple(self.t.fcard[s][counts[s]] for s in range(4) if counts[s] < 13)

    def downs(self, counts: Counts) -> tuple[tuple[int, Counts], ...]:
        """Each foundation's top card, with the counts once it is taken back."""
        t = self.t
        return tuple((t.fcard[s][counts[s] - 1], _down(counts, s)) for s in range(4) if counts[s])

    def forced(self, node: Node, ups: tuple[Counts | None, ...]) -> Child | None:
        """A base card that may safely go up at once, as the only move considered.

        The start-rank card of a suit whose foundation is empty goes up when it is the last
        reserve card, any stock card in Draw 1, or the last card of the Draw-3 cycle: from
        there it is always within reach, and a take-back returns it to any column.
        """
        cols, r, talon, _ = node
        t = self.t
        card = t.reserve[0] if r == 1 else -1
        if card >= 0 and t.rel[card] == 0:
            after_up = ups[card]
            if after_up is not None:
                return (cols, 0, talon, after_up), ("R", card, TO_FOUNDATION)
        mask = talon & _MASK
        if not mask:
            return None
        if t.draw == 1:
            for card, after in self.talon_plays(talon):
                after_up = ups[card] if t.rel[card] == 0 else None
                if after_up is not None:
                    return (cols, r, after, after_up), ("W", card, TO_FOUNDATION)
            return None
        last = mask.bit_length() - 1
        card = t.cycle[last]
        after_up = ups[card] if t.rel[card] == 0 else None
        if after_up is not None:
            for _, after in self.talon_plays(talon):
                if not after >> last & 1:  # the play that takes the cycle's last card
                    return (cols, r, after, after_up), ("W", card, TO_FOUNDATION)
        return None

    def children(self, node: Node, last_up: int = -1) -> list[tuple[Node, Step]]:
        """Every move worth trying, foundation plays first.

        Safe reductions only: columns sorted (one empty column stands for all), no whole
        column into an empty one, no take-back of `last_up` (the card just played up:
        taking it back equals moving it straight to that column) unless it is a base
        card, the forced base cards of `forced`, and two that concern twins:

        - A *hop* moves a run off a card `u` onto `u`'s twin (the card under the run and
          the target are twins: both take the run's first card). It changes only which
          twin is bare, so it is offered only together with a move that needs `u` bare:
          `u` going up, or a card put on `u` (`_hops`). Any other move commutes with it,
          so a winning line can always put its hops just before such a use.
        - When both twins of a class are bare, a card is put on the first of them only:
          on the other it is the same move followed by a hop.

        One function, not one per family of moves: split into a method per family (stock
        cards, single cards, column cards, take-backs), the same searches ran 10 % slower
        (the capped searches of six hard deals, 656,896 positions, best of 4: 17.2 s of
        CPU against 15.6 s; bench_solver over seeds 1–5: 22,423 against 25,122 positions
        per second in Draw 3), the calls and their arguments costing more than the moves
        they make. The families are marked below; hops are `_hops`.
        """
        cols, r, talon, counts = node
        moves = self._found.get(counts) or self.foundation_moves(counts)
        ups, up_cards, downs, empty_foundation = moves
        if empty_foundation:
            forced = self.forced(node, ups)
            if forced is not None:
                return [forced]
        t = self.t
        rel, under, reserve = t.rel, t.under, t.reserve
        up: list[tuple[Node, Step]] = []
        side: list[tuple[Node, Step]] = []
        c0, c1, c2, c3 = cols
        # Columns are sorted and b"" sorts first: an empty column, if any, is column 0.
        tops = [
            c0[-1] if c0 else -1,
            c1[-1] if c1 else -1,
            c2[-1] if c2 else -1,
            c3[-1] if c3 else -1,
        ]
        empty = -1 if c0 else 0
        # Columns whose top a card may be put on: of two bare twins, the first only.
        klass = self.klass
        k0, k1, k2 = klass[tops[0]], klass[tops[1]], klass[tops[2]]
        placeable = (
            tops[0] >= 0,
            tops[1] >= 0 and k1 != k0,
            tops[2] >= 0 and k2 != k0 and k2 != k1,
            tops[3] >= 0 and klass[tops[3]] not in (k0, k1, k2),
        )

        # Which card each column top takes: card -> the column it may go onto (one: the
        # placeable tops are of different classes, so they take different cards).
        wanted: dict[int, int] = {}
        for j in range(4):
            if placeable[j]:
                for card in under[tops[j]]:
                    wanted[card] = j
        single = _SINGLE

        # Single cards from the reserve and the stock cycle.
        sources: list[tuple[str, int, int, int]] = []
        if r:
            sources.append(("R", reserve[r - 1], r - 1, talon))
        plays = (
            (self._plays.get(talon) or self.plays_by_card(talon)) if talon & _MASK else _NO_PLAYS
        )
        if talon & _MASK:
            if empty >= 0:  # any stock card may go to the empty column: try each
                sources.extend(("W", card, r, after) for card, after in self.talon_plays(talon))
            else:  # only the next card of a suit, or a card a column top takes, can move
                for card in up_cards:
                    after_up = ups[card]
                    if after_up is None:
                        continue
                    for after in plays.get(card, ()):
                        up.append(((cols, r, after, after_up), ("W", card, TO_FOUNDATION)))
                for card, j in wanted.items():
                    for after in plays.get(card, ()):
                        new = list(cols)
                        new[j] = cols[j] + single[card]
                        side.append(((placed(new), r, after, counts), ("W", card, tops[j])))
        for kind, card, new_r, new_talon in sources:
            after_up = ups[card]
            if after_up is not None:
                up.append(((cols, new_r, new_talon, after_up), (kind, card, TO_FOUNDATION)))
            j = wanted.get(card, -1)
            if j >= 0:
                new = list(cols)
                new[j] = cols[j] + single[card]
                side.append(((placed(new), new_r, new_talon, counts), (kind, card, tops[j])))
            if empty >= 0:
                new = list(cols)
                new[empty] = single[card]
                side.append(((placed(new), new_r, new_talon, counts), (kind, card, TO_EMPTY)))

        # Column cards: the top card up, and any end of the run onto another column.
        fit = self.fit
        wants = (fit[tops[0]], fit[tops[1]], fit[tops[2]], fit[tops[3]])
        columns = self._columns
        if len(columns) > 200_000:
            columns.clear()
        for i in range(4):
            col = cols[i]
            if not col:
                continue
            info = columns.get(col)
            if info is None:
                info = self._column(col)
            top, lifted, bottom, starts = info
            after_up = ups[top]
            if after_up is not None:
                new = list(cols)
                new_r = r
                if not lifted and r:
                    new[i] = reserve[r - 1 : r]
                    new_r = r - 1
                else:
                    new[i] = lifted
                up.append(((placed(new), new_r, talon, after_up), ("C", top, TO_FOUNDATION)))
            for j in range(4):
                if j == i:
                    continue
                ats = starts.get(wants[j])
                if ats is None:
                    continue
                for at in ats:
                    if at > bottom:  # the card under it is in the run: a twin
                        self._hops(node, i, j, at, moves, plays, up, side)
                    elif placeable[j] or klass[top] == klass[tops[j]]:
                        # (of two bare twins, the first takes the run, unless the first
                        # is the top of this very run: a run of 26 cards)
                        side.append(self._shift(cols, r, talon, counts, i, j, at, tops[j]))
            if empty >= 0:
                start = bottom if bottom > 0 else 1  # never the whole column
                for at in range(start, len(col)):
                    side.append(self._shift(cols, r, talon, counts, i, empty, at, TO_EMPTY))

        # Take-backs: a foundation's top card onto a column.
        for card, down in downs:
            if card == last_up and rel[card]:
                # Taking back the card just played up equals playing it straight to that
                # column: the parent offered that move, or it is a hop, which a winning
                # line may put off until its use. A base card forced up (`forced`) may
                # always come back: its parent offered nothing else.
                continue
            j = wanted.get(card, -1)
            if j >= 0:
                new = list(cols)
                new[j] = cols[j] + single[card]
                side.append(((placed(new), r, talon, down), ("F", card, tops[j])))
            if empty >= 0:
                new = list(cols)
                new[empty] = single[card]
                side.append(((placed(new), r, talon, down), ("F", card, TO_EMPTY)))
        up.extend(side)
        return up

    def _column(self, col: bytes) -> Column:
        """A column's top, the column without it, where its run starts, and the places in
        the run by the class of their card (cached)."""
        t = self.t
        bottom = len(col) - _run(t.rel, t.red, col)
        starts: dict[int, tuple[int, ...]] = {}
        klass = self.klass
        for at in range(bottom, len(col)):
            k = klass[col[at]]
            starts[k] = (*starts.get(k, ()), at)
        info = self._columns[col] = (col[-1], col[:-1], bottom, starts)
        return info

    def _hops(
        self,
        node: Node,
        i: int,
        j: int,
        at: int,
        moves: FoundationMoves,
        plays: dict[int, tuple[int, ...]],
        up: list[Child],
        side: list[Child],
    ) -> None:
        """The hop of column i's cards from `at` onto column j, each with a use of the
        card it bares, `u`: `u` goes up, or the reserve's top, a stock card, a
        foundation's top or a column's whole run goes onto `u` (no other column card
        fits there: the cards that do are the run's first card and its twin, and a card
        inside a run lies on one of `u`'s class, `u` or the target), or, in a run of 26
        cards, the end of the run from `u` down goes onto the hopped cards' top.

        Any other move commutes with the hop: a move of the run from `u` down onto
        another column or into an empty one may take the hopped cards along and be
        followed by the hop, and a move of column j's run from the target down may go
        first, the hop then landing on the target where it went."""
        cols, r, talon, counts = node
        t = self.t
        col = cols[i]
        u = col[at - 1]
        step: Step
        ups, _, downs, _ = moves
        after_up = ups[u]
        fits = t.under[u]
        # The uses, as (kind, card, columns' change, reserve, talon, foundations).
        uses: list[tuple[str, int, int, bytes, int, int, Counts]] = []
        if r and t.reserve[r - 1] in fits:
            card = t.reserve[r - 1]
            uses.append(("R", card, -1, _SINGLE[card], r - 1, talon, counts))
        for card in fits:
            for after in plays.get(card, ()):
                uses.append(("W", card, -1, _SINGLE[card], r, after, counts))
        for card, down in downs:
            if card in fits:
                uses.append(("F", card, -1, _SINGLE[card], r, talon, down))
        columns = self._columns
        for k in range(4):
            other = cols[k]
            if k == i or not other:
                continue
            info = columns.get(other)
            if info is None:
                info = self._column(other)
            start = info[2]  # column j's run goes on through the hopped cards
            if other[start] in fits:
                cards = other[start:] + col[at:] if k == j else other[start:]
                uses.append(("C", other[start], k, cards, r, talon, counts))
        target = cols[j][-1]
        new = list(cols)
        new[j] = cols[j] + col[at:]
        start = (columns.get(col) or self._column(col))[2] if len(col) >= 26 else len(col)
        if len(col) - start >= 26:
            # In a run of 26 cards or more (every rank twice, K on A), the hopped cards'
            # top may take the end of the run they leave, `u` and below: a use too.
            top = col[-1]
            for a in range(start, at):
                if col[a] in t.under[top]:
                    put = new.copy()
                    put[j] = new[j] + col[a:at]
                    new_r = r
                    if a:
                        put[i] = col[:a]
                    elif r:
                        put[i] = t.reserve[r - 1 : r]
                        new_r = r - 1
                    else:
                        put[i] = b""
                    step = ("C", col[at], target, "C", col[a], top)
                    side.append(((placed(put), new_r, talon, counts), step))
        if after_up is None and not uses:
            return
        if after_up is not None:
            lifted = new.copy()
            new_r = r
            if at == 1 and r:
                lifted[i] = t.reserve[r - 1 : r]
                new_r = r - 1
            else:
                lifted[i] = col[: at - 1]
            step = ("C", col[at], target, "C", u, TO_FOUNDATION)
            up.append(((placed(lifted), new_r, talon, after_up), step))
        bare = col[:at]
        for kind, card, k, cards, new_r, new_talon, new_counts in uses:
            put = new.copy()
            put[i] = bare + cards
            if k >= 0:  # a column's run: what is left of it, or the reserve's top
                rest = new[k][: len(new[k]) - len(cards)]
                if not rest and r:
                    rest = t.reserve[r - 1 : r]
                    new_r = r - 1
                put[k] = rest
            step = ("C", col[at], target, kind, card, u)
            side.append(((placed(put), new_r, new_talon, new_counts), step))

    def _shift(
        self, cols: Cols, r: int, talon: int, counts: Counts, i: int, j: int, at: int, target: int
    ) -> Child:
        """Move column i's cards from index `at` onto column j (refilling i from the reserve)."""
        col = cols[i]
        new = list(cols)
        new[j] = cols[j] + col[at:]
        new_r = r
        if at == 0 and r:
            new[i] = self.t.reserve[r - 1 : r]
            new_r = r - 1
        else:
            new[i] = col[:at]
        return (placed(new), new_r, talon, counts), ("C", col[at], target)


def _run(rel: bytes, red: bytes, col: bytes) -> int:
    """R11: how many cards at the end of `col` alternate colour and fall by one rank."""
    n = len(col)
    k = 1
    while k < n:
        upper, lower = col[n - k], col[n - k - 1]
        if rel[lower] != (rel[upper] + 1) % 13 or red[upper] == red[lower]:
            break
        k += 1
    return k


def _up(counts: Counts, s: int) -> Counts:
    """The foundation counts with one more card on suit `s`."""
    a, b, c, d = counts
    if s == 0:
        return (a + 1, b, c, d)
    if s == 1:
        return (a, b + 1, c, d)
    if s == 2:
        return (a, b, c + 1, d)
    return (a, b, c, d + 1)


def _down(counts: Counts, s: int) -> Counts:
    """The foundation counts with one card taken back from suit `s`."""
    a, b, c, d = counts
    if s == 0:
        return (a - 1, b, c, d)
    if s == 1:
        return (a, b - 1, c, d)
    if s == 2:
        return (a, b, c - 1, d)
    return (a, b, c, d - 1)


__all__ = ["Child", "FoundationMoves", "Moves"]
