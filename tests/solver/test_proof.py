"""The provers: waste dominance and the twin-relaxed game prove only real losses."""

from __future__ import annotations

import random
import time

import pytest

from canfield import engine
from canfield.engine import Card, Rank, Suit
from canfield.solver import compact, plans, proof, relaxed, search
from canfield.solver.compact import _SHIFT, encode
from canfield.solver.moves import Moves
from canfield.solver.replay import replay
from tests.solver.positions import dead_position, engine_says_winnable, random_position


def _limits(seconds: float = 20.0) -> search.Limits:
    return search.Limits(time.monotonic() + seconds, 1_000_000)


def _assert_won_by_the_exact_prover_only(state: engine.GameState) -> None:
    """The exact prover wins `state` by a line the engine replays to a won game; the
    relaxed game, whose win proves nothing, answers "unknown"."""
    tables, root = encode(state)
    exact = search.finish(proof.exact_prover(tables, root, _limits()))
    assert exact.verdict == "won"
    _, end = replay(state, exact.steps)
    assert engine.is_won(end)
    assert search.finish(proof.relaxed_prover(tables, root, _limits())).verdict == "unknown"


@pytest.mark.parametrize("draw", [3, 1])
def test_the_provers_agree_with_a_plain_search_on_the_engine(draw: int) -> None:
    rng = random.Random(10 + draw)
    seen: dict[str, list[str]] = {"exact": [], "relaxed": []}
    checked = 0
    while checked < 120:
        state = random_position(rng, draw, out=rng.randrange(6, 16))
        expected = engine_says_winnable(state)
        if expected is None:
            continue
        checked += 1
        tables, root = encode(state)
        exact = search.finish(proof.exact_prover(tables, root, _limits()))
        assert exact.verdict == ("won" if expected else "lost"), repr(state)
        if expected:
            _, end = replay(state, exact.steps)
            assert engine.is_won(end)
        relaxed_outcome = search.finish(proof.relaxed_prover(tables, root, _limits()))
        assert relaxed_outcome.verdict in ("lost", "unknown")  # a relaxed win proves nothing
        if relaxed_outcome.verdict == "lost":
            assert not expected, repr(state)  # a relaxed loss is a real one
        seen["exact"].append(exact.verdict)
        seen["relaxed"].append(relaxed_outcome.verdict)
    assert seen["exact"].count("lost") >= 3 and seen["exact"].count("won") >= 3
    assert seen["relaxed"].count("lost") >= 2  # the relaxed game proves losses here too


def test_a_dead_position_is_proved_lost_by_both_provers() -> None:
    tables, root = encode(dead_position())
    assert search.finish(proof.exact_prover(tables, root, _limits())).verdict == "lost"
    assert search.finish(proof.relaxed_prover(tables, root, _limits())).verdict == "lost"
    assert plans.run("exact", tables, root, _limits()).verdict == "lost"
    assert plans.run("dive", tables, root, _limits()).verdict == "lost"  # the relaxed prover


def test_a_deal_the_relaxed_game_proves_with_a_fraction_of_the_positions() -> None:
    # Lost: the exact prover needs over 0.9 M positions, the relaxed game ~0.25 M.
    tables, root = encode(engine.deal("CF1-D3-DMRAEBM"))
    limits = search.Limits(time.monotonic() + 120, 300_000)
    outcome = search.finish(proof.relaxed_prover(tables, root, limits))
    assert outcome.verdict == "lost"
    exact = search.finish(proof.exact_prover(tables, root, search.Limits(limits.deadline, 300_000)))
    assert exact.verdict == "unknown"  # the same cap does not suffice for the exact game


def test_a_won_deal_is_never_lost_in_the_relaxed_game() -> None:
    state = engine.deal("CF1-D3-PUBNLKN")
    tables, root = encode(state)
    assert search.finish(proof.relaxed_prover(tables, root, _limits())).verdict == "unknown"
    exact = search.finish(proof.exact_prover(tables, root, _limits()))
    assert exact.verdict == "won"
    _, end = replay(state, exact.steps)
    assert engine.is_won(end)


def test_the_relaxed_key_merges_twins_and_the_suits_of_a_colour() -> None:
    tables, root = encode(engine.deal("CF1-D3-PUBNLKN"))
    relaxed_tables, relaxed_root = relaxed.relax(tables, root)
    cols, r, talon, found = relaxed_root
    assert all(k < relaxed.CLASSES for col in cols for k in col)
    five_h, five_d = Card(Rank(5), Suit.HEARTS), Card(Rank(5), Suit.DIAMONDS)

    def classes(*cards: Card) -> bytes:
        return bytes(2 * tables.rel[c.index] + tables.red[c.index] for c in cards)

    assert classes(five_h) == classes(five_d)
    assert classes(five_h) != classes(Card(Rank(5), Suit.SPADES))
    assert found[0] <= found[1] and found[2] <= found[3]
    assert relaxed.key(relaxed_root) != relaxed.key((cols, r, talon, (2, 2, 2, 2)))
    # The two red counts are kept sorted: a red class goes up on either red foundation.
    ups = relaxed.RelaxedMoves(relaxed_tables).ups((0, 2, 3, 5))
    assert ups[2 * 3 + 1] == (0, 2, 4, 5)  # a red 3 (relative) onto the red foundation at 3
    assert ups[2 * 5 + 1] == (0, 2, 3, 6)
    assert ups[2 * 4 + 1] is None
    assert ups[2 * 0] == (1, 2, 3, 5)  # a black base onto the empty black foundation


def test_a_smaller_waste_of_the_same_remainder_dominates() -> None:
    state = engine.deal("CF1-D3-PUBNLKN")
    tables, _ = encode(state)
    dominators = proof.Dominators(tables)
    n = len(tables.cycle)
    mask = (1 << n) - 1

    def talon(waste: int) -> int:
        return mask if waste % 3 == 0 else mask | waste << _SHIFT  # every card still there

    def cursors(waste: int) -> set[int]:
        bits = dominators(talon(waste))
        return {w for w in range(1, n) if w % 3 and bits >> w & 1}

    assert cursors(7) == {1, 4, 7}  # wastes of 1, 4 and 7 cards reach all that 7 reaches
    assert cursors(8) == {2, 5, 8}
    assert cursors(1) == {1}
    assert dominators(talon(0)) >> 1 & 1 and dominators(talon(0)) >> 2 & 1  # any waste
    assert Moves(tables).talon_plays(talon(4))  # the values are real talons


def test_the_second_process_reports_only_the_exact_game_s_wins() -> None:
    tables, root = encode(engine.deal("CF1-D3-PUBNLKN"))
    outcome = plans.run("dive", tables, root, _limits())
    assert outcome.verdict == "won"  # the dive's: the relaxed game's win is never reported
    _, end = replay(engine.deal("CF1-D3-PUBNLKN"), outcome.steps)
    assert engine.is_won(end)


def _suit(symbol: str) -> str:
    """Every card of one suit from the start rank 2 up (2 … K A)."""
    ranks = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
    return " ".join(rank + symbol for rank in ranks)


@pytest.mark.parametrize("game", ["exact", "relaxed"])
def test_a_base_card_forced_up_may_be_taken_back_at_once(game: str) -> None:
    # The last reserve card is a base card: it is the only move offered (forced up), so
    # the straight move into the empty column was never offered beside it, and its
    # take-back must be.
    state = engine.position(
        base="2♥",
        stock="A♠ K♠ Q♠ J♠ 10♠ 9♠ 8♠ 7♠ 6♠ 5♠ 4♠ 3♠",
        reserve="2♠",
        foundations=(_suit("♥"), "", _suit("♦"), _suit("♣")),
    )
    tables, root = encode(state)
    moves: Moves = Moves(tables)
    if game == "relaxed":
        tables, root = relaxed.relax(tables, root)
        moves = relaxed.RelaxedMoves(tables)
    [(child, step)] = moves.children(root, -1)
    assert step[0] == "R" and step[2] == -2  # forced: the base card up
    kinds = {(kid[-3], kid[-2]) for _, kid in moves.children(child, step[1])}
    assert ("F", step[1]) in kinds


@pytest.mark.parametrize("draw", [3, 1])
def test_the_provers_take_a_stock_of_every_card_but_the_base(draw: int) -> None:
    # A built position may hold far more stock cards than a deal's 34: the keys have room.
    rest = " ".join(str(card) for card in engine.DECK if str(card) != "A♥")
    state = engine.position(base="A♥", stock=rest, foundations=("A♥", "", "", ""), draw=draw)
    _assert_won_by_the_exact_prover_only(state)


def _id(name: str) -> int:
    return Card.parse(name).index


def _hop_position(spades: str, buried: str) -> tuple[Moves, compact.Node]:
    """5♥ lies on 6♠ and 6♣ is bare: moving 5♥ over is a hop (6♠ and 6♣ are twins)."""
    columns = ("6♠ 5♥", "6♣", f"{buried} 9♦".strip(), "9♣")
    used = {*spades.split(), "A♥", "A♦", "A♣", *" ".join(columns).split()}
    stock = " ".join(str(card) for card in engine.DECK if str(card) not in used)
    state = engine.position(
        base="A♠", stock=stock, foundations=(spades, "A♥", "A♦", "A♣"), columns=columns
    )
    tables, root = encode(state)
    return Moves(tables), root


def test_a_hop_is_offered_with_the_move_that_needs_the_card_it_bares() -> None:
    # 6♠ may go up once 5♥ is off it: the hop comes with that move, never alone.
    moves, root = _hop_position("A♠ 2♠ 3♠ 4♠ 5♠", "")
    steps = [step for _, step in moves.children(root, -1)]
    assert ("C", _id("5♥"), _id("6♣"), "C", _id("6♠"), -2) in steps
    assert ("C", _id("5♥"), _id("6♣")) not in steps
    # The red 5 still in the stock may go onto the bared 6♠ too.
    assert ("C", _id("5♥"), _id("6♣"), "W", _id("5♦"), _id("6♠")) in steps


def test_a_hop_that_bares_a_card_nothing_needs_is_not_offered() -> None:
    # 6♠ cannot go up (the spades stand at 4♠) and the other red 5 is buried: the hop
    # would only trade which six is bare.
    moves, root = _hop_position("A♠ 2♠ 3♠ 4♠", "5♦")
    steps = [step for _, step in moves.children(root, -1)]
    assert not [step for step in steps if step[:2] == ("C", _id("5♥"))]


def test_of_two_bare_twins_a_card_goes_onto_the_first_only() -> None:
    # 5♥ from the reserve fits on 6♠ and on 6♣: on the other it is a hop away.
    used = {"A♠", "A♥", "A♦", "A♣", "6♠", "6♣", "9♦", "9♣", "5♥"}
    stock = " ".join(str(card) for card in engine.DECK if str(card) not in used)
    state = engine.position(
        base="A♠",
        stock=stock,
        reserve="5♥",
        foundations=("A♠", "A♥", "A♦", "A♣"),
        columns=("6♠", "6♣", "9♦", "9♣"),
    )
    tables, root = encode(state)
    steps = [step for _, step in Moves(tables).children(root, -1)]
    assert len([step for step in steps if step[:2] == ("R", _id("5♥"))]) == 1


def test_a_line_with_a_hop_replays_to_a_won_game() -> None:
    # The line moves 8♥ (with 7♣ on it) off 9♠ onto 9♣ so that 9♠ can go up: a hop and
    # its use, one step of two moves, which the replay plays one after the other.
    state = engine.GameState.from_text(
        "D3 base 10♦ score 0 / S - / W - / R 8♠ 4♣ 6♣ 7♠ 9♠ 3♣ / F 10♦ J♦ Q♦ K♦ A♦ 2♦ 3♦ "
        "4♦ 5♦ 6♦ 7♦ 8♦ 9♦ | 10♠ J♠ Q♠ K♠ A♠ 2♠ 3♠ 4♠ 5♠ 6♠ | 10♥ J♥ Q♥ K♥ A♥ 2♥ 3♥ 4♥ "
        "5♥ 6♥ 7♥ 8♥ 9♥ | 10♣ J♣ Q♣ K♣ A♣ 2♣ / C 5♣ 7♣ | 9♣ | - | 8♣"
    )
    tables, root = encode(state)
    outcome = search.finish(proof.exact_prover(tables, root, _limits()))
    assert outcome.verdict == "won"
    assert any(len(step) == 6 for step in outcome.steps)
    _, end = replay(state, outcome.steps)
    assert engine.is_won(end)


def test_a_search_that_stops_frees_its_positions_for_the_other() -> None:
    # QHPOSTH: the relaxed game is won within 30 k positions (so it stops, "unknown"),
    # and the exact game needs about a million. Under a cap of 200 k for the pair, the
    # exact prover goes on past half of it once the relaxed one has stopped.
    tables, root = encode(engine.deal("CF1-D3-QHPOSTH"))
    pool = search.Pool(time.monotonic() + 60, 200_000, 2)
    exact, relaxed_share = pool.shares
    searches = [
        proof.exact_prover(tables, root, exact),
        proof.relaxed_prover(tables, root, relaxed_share),
    ]
    outcome = search.interleave(searches, (1, 1), pool)
    assert outcome.verdict == "unknown"
    assert outcome.nodes > 150_000
    assert pool.used[1] == 0  # the relaxed prover's share was given back


def test_the_searches_of_a_pool_share_one_cap() -> None:
    pool = search.Pool(time.monotonic() + 60, 1_000, 2)
    first, second = pool.shares
    assert not first.exceeded(600)
    assert second.exceeded(400)  # 600 + 400 reach the cap
    pool.release(0)
    assert not second.exceeded(900)


_RUN_OF_26 = "QH JS TH 9S 8H 7S 6H 5S 4H 3S 2H AS KH QS JH TS 9H 8S 7H 6S 5H 4S 3H 2S AH KS"
"""Q♥ down to K♠: every rank twice, K on A, so its top K♠ is a twin of what Q♥ fits on."""


@pytest.mark.parametrize(
    ("clubs", "columns"),
    [
        # The first of the bare black kings is the run's own top: the run goes onto K♣.
        ("AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC", ["KD QD 9D " + _RUN_OF_26, "QC KC", "TD", "JD"]),
        # Hopping J♠… off Q♥ onto Q♦ lets Q♥ go onto K♠, the top of the cards hopped.
        ("AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC", ["9D " + _RUN_OF_26, "KD QD", "TD", "JD"]),
    ],
)
@pytest.mark.parametrize("draw", [1, 3])
def test_runs_of_26_cards_keep_every_twin_move_that_wins(
    clubs: str, columns: list[str], draw: int
) -> None:
    foundations = [clubs, "", "", "AD 2D 3D 4D 5D 6D 7D 8D"]
    state = engine.position(base="AC", foundations=foundations, columns=columns, draw=draw)
    _assert_won_by_the_exact_prover_only(state)
