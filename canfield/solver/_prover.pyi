"""Types of the C prover (`_prover.c`; see `fast`)."""

from canfield.solver.compact import Node, Step

class Prover:
    """The prover's depth-first search with waste dominance (see `proof.prover_steps`)."""

    nodes: int
    def __init__(
        self,
        rel: bytes,
        red: bytes,
        suit: bytes,
        under: tuple[tuple[int, ...], ...],
        fcard: tuple[tuple[int, ...], ...],
        reserve: bytes,
        cycle: bytes,
        draw: int,
        relaxed: bool,
        root: Node,
        seed: int = 0,
        blind: bool = False,
        twins: bool = False,
    ) -> None: ...
    def run(self, count: int) -> int: ...
    def steps(self) -> list[Step]: ...
    def children(self, node: Node, last_up: int) -> list[tuple[Node, Step]]: ...
