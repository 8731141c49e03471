"""The searches over compact nodes: depth first, best first, restarts and win-finders.

(The provers of the portfolio, with waste dominance and the relaxed game, are in `proof`.)

Every search keeps one set of position keys, so it never expands a position twice and,
when it runs out of moves, has seen every position reachable from the root. Only a search
that uses nothing but the safe reductions of `moves.Moves.children` (``exact=True``) may
call that "lost"; the twin-blind finders (`twins_key`) only ever report a win or "unknown".
"""

from __future__ import annotations

import heapq
import random
import time
from collections.abc import Callable, Generator, Hashable, Iterator, Sequence
from typing import cast

from canfield.solver.compact import (
    ALL_UP,
    TO_FOUNDATION,
    Node,
    Step,
    Tables,
    class_table,
    is_won,
    key,
    last_up,
)
from canfield.solver.moves import Child, Moves
from canfield.values import field, record

Children = Callable[[Node, int], list[Child]]
KeyOf = Callable[[Node], Hashable]
Visit = Callable[[Node], bool]
"""A search's memory of positions: True when a position is new to it (it is then
remembered), False when the search has seen it, or one that reaches all it reaches."""
Steps = Generator[int, None, "SearchResult"]
"""A search as a generator: it yields its node count every `_CHECK_EVERY` positions (so
several can take turns in one process, `interleave`) and returns its `SearchResult`."""
_CHECK_EVERY = 512


@record(frozen=False, slots=True)
class SearchResult:
    """What one search found: "won" with its steps, "lost" (exhausted) or "unknown"."""

    verdict: str
    steps: list[Step] = field(default_factory=list)
    nodes: int = 0


class Limits:
    """A deadline and a cap on the positions remembered.

    The deadline is on `clock`: the monotonic clock, or the process's CPU time
    (`time.process_time`), which a busy machine does not use up (see `portfolio.solve`).
    """

    def __init__(
        self, deadline: float, max_positions: int, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.deadline = deadline
        self.max_positions = max_positions
        self.clock = clock

    def exceeded(self, positions: int) -> bool:
        """True when time is up or the position set is full."""
        return positions >= self.max_positions or self.clock() >= self.deadline


class Pool:
    """One cap on positions for searches that take turns in one process (`interleave`).

    Each search counts against the cap through its own `share`; one that ends frees what
    it held (its positions are gone with it), so a search left alone may use it all.
    """

    def __init__(
        self,
        deadline: float,
        max_positions: int,
        count: int,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.max_positions = max_positions
        self.used = [0] * count
        self.shares = [_Share(self, i, deadline, clock) for i in range(count)]

    def release(self, i: int) -> None:
        """Search i has ended: its positions no longer count."""
        self.used[i] = 0


class _Share(Limits):
    """One search's view of a `Pool`."""

    def __init__(self, pool: Pool, index: int, deadline: float, clock: Callable[[], float]) -> None:
        super().__init__(deadline, pool.max_positions, clock)
        self.pool = pool
        self.index = index

    def exceeded(self, positions: int) -> bool:
        """True when time is up or the searches of the pool hold its cap between them."""
        used = self.pool.used
        used[self.index] = positions
        return sum(used) >= self.max_positions or self.clock() >= self.deadline


def depth_first(
    root: Node, children: Children, limits: Limits, *, exact: bool, key_of: KeyOf | None = None
) -> SearchResult:
    """Depth first in the order `children` gives; "lost" only when `exact` and exhausted."""
    return finish(depth_first_steps(root, children, limits, exact=exact, key_of=key_of))


def finish(search: Steps) -> SearchResult:
    """Run a search generator to its end."""
    while True:
        try:
            next(search)
        except StopIteration as stop:
            outcome: SearchResult = stop.value
            return outcome


def interleave(
    searches: list[Steps], turns: Sequence[int] = (), pool: Pool | None = None
) -> SearchResult:
    """Several searches in one process, taking turns; the first decided answer wins.

    One move order is heavy-tailed: a deal one search needs minutes for, another decides
    in milliseconds, so on one core turns beat giving one search all the time. `turns`
    says how many steps each search takes in a round (one each when not given).
    """
    return finish(interleave_steps(searches, turns, pool))


def interleave_steps(
    searches: list[Steps], turns: Sequence[int] = (), pool: Pool | None = None
) -> Steps:
    """`interleave` as a generator (see `Steps`): it yields after every round.

    With a `pool` (search i counting through `pool.shares[i]`), a search that ends frees
    its positions for the others.
    """
    counts = [0] * len(searches)
    share = list(turns) or [1] * len(searches)
    live = list(range(len(searches)))
    while live:
        for i in list(live):
            try:
                for _ in range(share[i]):
                    counts[i] = next(searches[i])
            except StopIteration as stop:
                outcome: SearchResult = stop.value
                counts[i] = outcome.nodes
                if outcome.verdict != "unknown":
                    return SearchResult(outcome.verdict, outcome.steps, sum(counts))
                live.remove(i)
                if pool is not None:
                    pool.release(i)
        yield sum(counts)
    return SearchResult("unknown", nodes=sum(counts))


def depth_first_steps(
    root: Node, children: Children, limits: Limits, *, exact: bool, key_of: KeyOf | None = None
) -> Steps:
    """`depth_first` as a generator (see `Steps`).

    `key_of` replaces the exact position key (see `twins_key`); only a search with the
    exact key and ``exact=True`` may call an exhausted search "lost".
    """
    proves = exact and key_of is None  # a coarser key may skip a position that wins
    key_of = key_of or key
    seen = {key_of(root)}
    remember = seen.add

    def visit(node: Node) -> bool:
        """A position not seen before (now remembered)."""
        k = key_of(node)
        if k in seen:
            return False
        remember(k)
        return True

    return walk(root, children, limits, visit, lambda nodes: len(seen), proves=proves)


def walk(
    root: Node,
    children: Children,
    limits: Limits,
    visit: Visit,
    held: Callable[[int], int],
    *,
    proves: bool,
) -> Steps:
    """The depth-first loop of every depth-first search: the plain one, the restarts and
    the provers (`proof`), which differ in what they remember (`visit`).

    It expands the first new child of the deepest position, and comes back up when a
    position has no new child left. `held` gives, from the count of positions expanded,
    the count the cap of `limits` is on (the positions remembered, or expanded). An
    exhausted search answers "lost" when it `proves`, else "unknown".
    """
    if is_won(root):
        return SearchResult("won")
    # One iterator over the children of each position on the path: it resumes where the
    # search left it when the search comes back up.
    frames: list[Iterator[Child]] = [iter(children(root, -1))]
    steps: list[Step] = []
    nodes = 0
    while frames:
        for child, step in frames[-1]:
            if not visit(child):
                continue
            nodes += 1
            if child[3] == ALL_UP:  # every card up (`compact.is_won`, inlined)
                return SearchResult("won", [*steps, step], nodes)
            if nodes % _CHECK_EVERY == 0:
                if limits.exceeded(held(nodes)):
                    return SearchResult("unknown", nodes=nodes)
                yield nodes
            frames.append(iter(children(child, last_up(step))))
            steps.append(step)
            break
        else:
            frames.pop()
            if steps:
                steps.pop()
    return SearchResult("lost" if proves else "unknown", nodes=nodes)


def twins_key(tables: Tables) -> KeyOf:
    """A key that cannot tell twins apart: cards of one rank and colour (5♥ and 5♦).

    On a column a card's suit does not matter (a card fits by rank and colour), so
    positions that differ only by which twin lies where are usually worth one visit:
    long runs with twins in them otherwise multiply into thousands of arrangements. But
    the suit matters when a card goes up, so two such positions are *not* always
    equivalent: a search with this key looks for wins only (every move it plays is a
    real move) and never proves a loss. The foundation counts are part of the key, as
    the cards out no longer imply them.
    """
    classes = class_table(tables)
    join = b"\xff".join
    blind: dict[bytes, bytes] = {}

    def column(col: bytes) -> bytes:
        """A column with its cards as rank-and-colour classes (cached)."""
        found = blind.get(col)
        if found is None:
            if len(blind) > 500_000:
                blind.clear()
            found = blind[col] = col.translate(classes)
        return found

    def key_of(node: Node) -> Hashable:
        """The twin-blind key of `node`."""
        cols, r, talon, counts = node
        get = blind.get
        a, b, c, d = cols
        ka, kb, kc, kd = get(a), get(b), get(c), get(d)
        if ka is None or kb is None or kc is None or kd is None:
            ka, kb, kc, kd = column(a), column(b), column(c), column(d)
        return join(sorted((ka, kb, kc, kd))), r << 64 | talon, counts

    return key_of


def score(node: Node) -> int:
    """Best-first priority, lower first: cards up, the reserve gone, columns free."""
    cols, r, _, counts = node
    # Columns are sorted and b"" sorts first: the empty columns lead.
    empty = 0 if cols[0] else 1 if cols[1] else 2 if cols[2] else 3 if cols[3] else 4
    return 4 * r - 2 * (counts[0] + counts[1] + counts[2] + counts[3]) - 3 * empty


def best_first(
    root: Node,
    children: Children,
    limits: Limits,
    *,
    exact: bool,
    newest_first: bool = False,
    key_of: KeyOf | None = None,
) -> SearchResult:
    """Greedy best-first on `score`; complete over the same graph, so it can prove too."""
    return finish(
        best_first_steps(
            root, children, limits, exact=exact, newest_first=newest_first, key_of=key_of
        )
    )


def best_first_steps(
    root: Node,
    children: Children,
    limits: Limits,
    *,
    exact: bool,
    newest_first: bool = False,
    key_of: KeyOf | None = None,
) -> Steps:
    """`best_first` as a generator (see `Steps`).

    Among positions of equal `score`, the oldest is taken first, or the newest when
    `newest_first` (then the search dives like a depth-first one between score steps,
    which finds many wins far sooner). With `key_of` (see `twins_key`) it never says
    "lost".
    """
    if is_won(root):
        return SearchResult("won")
    proves = exact and key_of is None  # a coarser key may skip a position that wins
    key_of = key_of or key
    seen: set[Hashable] = {key_of(root)}
    Link = tuple[Step, object]
    heap: list[tuple[int, int, Node, object, int]] = [(score(root), 0, root, None, -1)]
    step_by = -1 if newest_first else 1
    counter = 0
    nodes = 0
    push, pop, remember = heapq.heappush, heapq.heappop, seen.add
    while heap:
        _, _, node, link, last = pop(heap)
        nodes += 1
        if nodes % _CHECK_EVERY == 0:
            if limits.exceeded(len(seen)):
                return SearchResult("unknown", nodes=nodes)
            yield nodes
        for child, step in children(node, last):
            k = key_of(child)
            if k in seen:
                continue
            remember(k)
            new_link: Link = (step, link)
            if child[3] == ALL_UP:
                return SearchResult("won", _unwind(new_link), nodes)
            counter += step_by
            up = last_up(step)
            push(heap, (score(child), counter, child, new_link, up))
    return SearchResult("lost" if proves else "unknown", nodes=nodes)


def _unwind(link: object) -> list[Step]:
    """The steps of a linked path, root first."""
    steps: list[Step] = []
    while link is not None:
        pair = cast(tuple[Step, object], link)
        steps.append(pair[0])
        link = pair[1]
    steps.reverse()
    return steps


def restarts(root: Node, moves: Moves, limits: Limits, seed: int = 1) -> SearchResult:
    """Random-order depth-first runs (see `restarts_steps`)."""
    return finish(restarts_steps(root, moves, limits, seed))


def restarts_steps(root: Node, moves: Moves, limits: Limits, seed: int = 1) -> Steps:
    """Depth-first runs in random orders, each cut off after a growing number of positions.

    One move order is heavy-tailed: a deal the fixed order does not win in a minute is
    often won by another order in milliseconds. Foundation plays still come first; the
    other moves are shuffled. Each run tries every safe move, so one that ends below its
    cutoff has exhausted the positions: a proof of loss, like the prover's.
    """
    rng = random.Random(seed)

    def children(node: Node, last_up: int) -> list[Child]:
        """The move generator of this search."""
        kids = moves.children(node, last_up)
        up = [kid for kid in kids if kid[1][-1] == TO_FOUNDATION]
        side = [kid for kid in kids if kid[1][-1] != TO_FOUNDATION]
        rng.shuffle(side)
        return up + side

    nodes = 0
    cutoff = 4_000
    while not limits.exceeded(0):
        run_limits = Limits(limits.deadline, min(cutoff, limits.max_positions), limits.clock)
        # Every safe move is still tried, only in another order: a run that exhausts the
        # positions below its cutoff has proved the loss.
        outcome = yield from depth_first_steps(root, children, run_limits, exact=True)
        nodes += outcome.nodes
        if outcome.verdict != "unknown":
            return SearchResult(outcome.verdict, outcome.steps, nodes)
        if cutoff >= limits.max_positions:
            break  # the runs have reached the memory cap: longer ones cannot be afforded
        cutoff = cutoff * 3 // 2
    return SearchResult("unknown", nodes=nodes)
