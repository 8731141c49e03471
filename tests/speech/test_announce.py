"""What is heard, computed from positions alone (STYLE.md 16): every announcement of
`canfield.speech.announce` as the exact sentences a player hears, in English and for the
key ones in Romanian and Spanish; and in every language, sentences with no placeholder
left, no suit glyph, each one begun with a capital and ended with a full stop."""

from __future__ import annotations

import re

import pytest

from canfield import engine, i18n
from canfield.engine import GameState, Move
from canfield.speech import announce

from ..positions import WORKED_CODE, WORKED_MOVES, build_position, one_move_from_winning


def after(state: GameState, *moves: str) -> GameState:
    """The position after `moves`, played in turn."""
    for move in moves:
        state = engine.apply(state, move)
    return state


def heard(state: GameState, move: str) -> list[str]:
    """What playing `move` on `state` says."""
    return announce.move(state, Move.parse(move), engine.apply(state, move))


DEALT = engine.deal(WORKED_CODE)
"""The manual's worked deal: base 7♥, reserve … 8♥ Q♣, columns 6♣ K♥ Q♥ A♠."""

PLAYED = after(DEALT, *WORKED_MOVES)
"""The worked deal after R>C2 R>F1 C2:2>C4: C4 holds A♠ K♥ Q♣, the reserve 10 cards."""

DRAWN = after(PLAYED, "S")
"""…then a tap of the stock: 9♥ 8♣ 8♠ turned, the 8♠ on top of the waste."""

RUNS = build_position(
    base="2D",
    stock="AC 10C AH",
    waste="4S 4D",
    reserve="KC",
    foundations=("2D 3D", "2S", "", ""),
    columns=("9H", "3S", "JS 8C 7H 6C", "QD"),
)
"""A run of three on a jack, a 4♦ for its foundation, a lone 3♠ over the last reserve
card; the stock's top cards are A♥ 10♣ A♣ (A♥ on top)."""

BARE = build_position(
    base="2D",
    reserve="3D",
    foundations=("2D", "2S 3S", "", ""),
    columns=("3H", "4H", "", "QD JS"),
)
"""An empty column beside a two-card run, a 3♠ and a 2♠ that can be taken back onto the
4♥ and the 3♥, one reserve card."""

SHORT = build_position(base="2D", stock="5C 6C", waste="7S", fill="reserve")
"""Two cards left in the stock (6♣ on top), the 7♠ on the waste; Draw 3."""

ONE_BY_ONE = build_position(base="2D", stock="AC 10C AH", waste="4S", fill="reserve", draw=1)
"""Draw 1, the A♥ on top of the stock."""


# -- a new deal ---------------------------------------------------------------------------


def test_a_deal_names_the_base_card_the_reserve_the_columns_and_the_stock() -> None:
    assert announce.deal(DEALT) == [
        "Base card: the 7 of hearts; the foundations start at 7.",
        "The reserve has 13 cards, the queen of clubs on top.",
        "Columns: 6 of clubs; king of hearts; queen of hearts; ace of spades.",
        "The stock has 34 cards.",
    ]


def test_a_deal_is_heard_in_romanian_and_spanish() -> None:
    i18n.set_language("ro")
    assert announce.deal(DEALT) == [
        "Cartea de bază: 7 de inimă roșie; fundațiile încep de la 7.",
        "Rezerva are 13 cărți, cu dama de treflă deasupra.",
        "Coloanele: 6 de treflă; popa de inimă roșie; dama de inimă roșie; asul de pică.",
        "Pachetul are 34 de cărți.",
    ]
    i18n.set_language("es")
    assert announce.deal(DEALT)[2] == (
        "Columnas: 6 de tréboles; rey de corazones; reina de corazones; as de picas."
    )


def test_columns_name_an_empty_one() -> None:
    assert announce.columns(BARE) == "Columns: 3 of hearts; 4 of hearts; empty; jack of spades."


# -- moves --------------------------------------------------------------------------------


def test_a_card_onto_its_foundation_says_the_score() -> None:
    assert heard(after(DEALT, "R>C2"), "R>F1") == [
        "From the reserve: the 8 of hearts onto foundation 1.",
        "The reserve shows the queen of spades; 11 cards left.",
        "Score 5.",
    ]
    assert heard(RUNS, "W>F1") == [
        "From the waste: the 4 of diamonds onto foundation 1.",
        "The waste shows the 4 of spades.",
        "Score 5.",
    ]


def test_a_move_to_a_foundation_is_heard_in_romanian_and_spanish() -> None:
    before = after(DEALT, "R>C2")
    i18n.set_language("ro")
    assert heard(before, "R>F1") == [
        "Din rezervă: 8 de inimă roșie pe fundația 1.",
        "Rezerva arată dama de pică; au rămas 11 cărți.",
        "Scor 5.",
    ]
    i18n.set_language("es")
    assert heard(before, "R>F1") == [
        "De la reserva: el 8 de corazones a la fundación 1.",
        "La reserva muestra la reina de picas; quedan 11 cartas.",
        "Puntos: 5.",
    ]


def test_a_card_onto_a_column_says_what_the_reserve_shows_next() -> None:
    assert heard(DEALT, "R>C2") == [
        "From the reserve: the queen of clubs onto the king of hearts in column 2.",
        "The reserve shows the 8 of hearts; 12 cards left.",
    ]


def test_a_run_between_columns_says_what_it_uncovered() -> None:
    assert heard(RUNS, "C3:3>C1") == [
        "From column 3: the 8 of clubs and the 2 cards on it onto the 9 of hearts in column 1.",
        "Column 3 shows the jack of spades.",
    ]


def test_a_run_that_empties_a_column_says_the_reserve_fills_it_and_what_is_left() -> None:
    assert heard(after(DEALT, "R>C2", "R>F1"), "C2:2>C4") == [
        "From column 2: the king of hearts and the 1 card on it onto the ace of spades "
        "in column 4.",
        "The reserve fills column 2 with the queen of spades.",
        "The reserve shows the jack of spades; 10 cards left.",
    ]


def test_the_last_reserve_card_filling_a_column_leaves_the_reserve_empty() -> None:
    assert heard(RUNS, "C2>F2") == [
        "From column 2: the 3 of spades onto foundation 2.",
        "The reserve fills column 2 with the king of clubs.",
        "The reserve is empty.",
        "Score 5.",
    ]
    assert heard(BARE, "C4:2>C3") == [
        "From column 4: the queen of diamonds and the 1 card on it into empty column 3.",
        "The reserve fills column 4 with the 3 of diamonds.",
        "The reserve is empty.",
    ]


def test_one_reserve_card_left_is_said_in_the_singular() -> None:
    two = build_position(base="2D", reserve="5S 3D", foundations=("2D", "", "", ""))
    assert heard(two, "R>F1")[1] == "The reserve shows the 5 of spades; 1 card left."
    i18n.set_language("ro")
    assert heard(two, "R>F1")[1] == "Rezerva arată 5 de pică; a rămas 1 carte."


def test_with_the_reserve_empty_an_emptied_column_stays_empty() -> None:
    empty_reserve = after(BARE, "R>F1")
    assert heard(BARE, "R>F1")[1:] == ["The reserve is empty.", "Score 5."]
    assert heard(empty_reserve, "C1>C3") == [
        "From column 1: the 3 of hearts into empty column 3.",
        "Column 1 is empty.",
    ]


def test_a_take_back_from_a_foundation_says_what_it_shows_and_keeps_the_score() -> None:
    assert heard(BARE, "F2>C2") == [
        "From foundation 2: the 3 of spades onto the 4 of hearts in column 2.",
        "Foundation 2 shows the 2 of spades.",
    ]
    assert heard(after(BARE, "F2>C2"), "F2>C1") == [
        "From foundation 2: the 2 of spades onto the 3 of hearts in column 1.",
        "Foundation 2 is empty.",
    ]


# -- the stock ----------------------------------------------------------------------------


def test_a_draw_3_tap_names_the_three_cards_turned_and_the_one_that_plays() -> None:
    assert heard(PLAYED, "S") == [
        "Drew 9 of hearts, 8 of clubs, 8 of spades; the 8 of spades plays."
    ]
    assert heard(RUNS, "S") == [
        "Drew ace of hearts, 10 of clubs, ace of clubs; the ace of clubs plays."
    ]


def test_a_draw_3_tap_is_heard_in_romanian() -> None:
    i18n.set_language("ro")
    assert heard(PLAYED, "S") == [
        "Ai extras 9 de inimă roșie, 8 de treflă, 8 de pică; se joacă 8 de pică."
    ]


def test_a_tap_that_takes_the_last_cards_says_the_stock_is_empty() -> None:
    assert heard(SHORT, "S") == [
        "Drew 6 of clubs, 5 of clubs; the 5 of clubs plays.",
        "The stock is empty.",
    ]


def test_a_draw_1_tap_names_the_card_turned() -> None:
    assert heard(ONE_BY_ONE, "S") == ["Drew the ace of hearts."]
    last = after(ONE_BY_ONE, "S", "S")
    assert heard(last, "S") == ["Drew the ace of clubs.", "The stock is empty."]


def test_recycling_says_how_many_cards_the_stock_holds_again() -> None:
    emptied = after(SHORT, "S")
    assert heard(emptied, "S") == ["The waste is turned over into the stock: 3 cards."]
    one = build_position(base="2D", waste="5C", fill="reserve")
    assert heard(one, "S") == ["The waste is turned over into the stock: 1 card."]


# -- undo and redo ------------------------------------------------------------------------


def test_an_undo_says_what_was_taken_back_and_the_score() -> None:
    before, played = after(DEALT, "R>C2"), after(DEALT, "R>C2", "R>F1")
    assert announce.undone(played, Move.parse("R>F1"), before) == [
        "Undone: from the reserve: the 8 of hearts onto foundation 1.",
        "Score 0.",
    ]
    assert announce.undone(DRAWN, Move.parse("S"), PLAYED) == [
        "Undone: a draw from the stock.",
        "The waste is empty.",  # what the waste shows once the cards went back
    ]
    twice = after(PLAYED, "S", "S")
    assert announce.undone(twice, Move.parse("S"), DRAWN) == [
        "Undone: a draw from the stock.",
        "The waste shows the 8 of spades.",
    ]
    emptied = after(SHORT, "S")
    recycled = after(emptied, "S")
    assert announce.undone(recycled, Move.parse("S"), emptied) == [
        "Undone: the waste turned over into the stock.",
        f"The waste shows the {i18n.card_words(emptied.waste[-1])}.",
    ]


def test_a_redo_says_the_move_again_with_its_effects() -> None:
    before, played = after(DEALT, "R>C2"), after(DEALT, "R>C2", "R>F1")
    assert announce.redone(before, Move.parse("R>F1"), played) == [
        "Redone: from the reserve: the 8 of hearts onto foundation 1.",
        "The reserve shows the queen of spades; 11 cards left.",
        "Score 5.",
    ]


def test_a_redone_draw_names_the_cards_turned_as_the_draw_did() -> None:
    assert announce.redone(PLAYED, Move.parse("S"), DRAWN) == [
        "Redone: a draw from the stock.",
        "Drew 9 of hearts, 8 of clubs, 8 of spades; the 8 of spades plays.",
    ]


def test_undo_and_redo_are_heard_in_spanish() -> None:
    before, played = after(DEALT, "R>C2"), after(DEALT, "R>C2", "R>F1")
    i18n.set_language("es")
    assert announce.undone(played, Move.parse("R>F1"), before) == [
        "Deshecho: de la reserva: el 8 de corazones a la fundación 1.",
        "Puntos: 0.",
    ]
    assert announce.redone(before, Move.parse("R>F1"), played)[0] == (
        "Rehecho: de la reserva: el 8 de corazones a la fundación 1."
    )


# -- the focus ----------------------------------------------------------------------------


def test_the_focus_on_a_column_names_the_card_and_the_run_a_pick_up_lifts() -> None:
    assert announce.focus(PLAYED, "C4", 1) == (
        "Column 4, 3 cards: the king of hearts. Space lifts 2 cards."
    )
    assert announce.focus(PLAYED, "C4", 2) == "Column 4, 3 cards: the queen of clubs."
    assert announce.focus(PLAYED, "C4", 0) == (  # the king follows the ace
        "Column 4, 3 cards: the ace of spades. Space lifts 3 cards."
    )
    assert announce.focus(RUNS, "C3", 0) == "Column 3, 4 cards: the jack of spades."
    assert announce.focus(PLAYED, "C1", 7) == "Column 1, 1 card: the 6 of clubs."
    assert announce.focus(RUNS, "C3", 1) == (
        "Column 3, 4 cards: the 8 of clubs. Space lifts 3 cards."
    )


def test_the_focus_on_an_empty_column() -> None:
    assert announce.focus(BARE, "C3", 0) == "Column 3, empty."


def test_the_focus_on_a_foundation_names_its_suit_top_and_the_card_it_needs() -> None:
    assert announce.focus(PLAYED, "F1", 0) == (
        "Foundation 1, hearts: the 8 of hearts on top; next the 9 of hearts."
    )
    assert announce.focus(PLAYED, "F2", 0) == (
        "Foundation 2, spades: empty; it takes the 7 of spades."
    )
    full = one_move_from_winning()
    assert announce.focus(full, "F1", 0) == (
        "Foundation 1, hearts: complete, the 6 of hearts on top."
    )
    assert announce.focus(full, "F4", 0) == (
        "Foundation 4, clubs: the 5 of clubs on top; next the 6 of clubs."
    )


def test_a_foundation_after_the_king_needs_the_ace() -> None:
    king = build_position(base="QS", foundations=("QS KS", "", "", ""))
    assert announce.focus(king, "F1", 0) == (
        "Foundation 1, spades: the king of spades on top; next the ace of spades."
    )


def test_the_focus_on_the_reserve_and_the_waste_names_their_top_card() -> None:
    assert announce.focus(PLAYED, "R", 0) == "The reserve, 10 cards: the jack of spades."
    assert announce.focus(DRAWN, "W", 0) == "The waste, 3 cards: the 8 of spades."
    assert announce.focus(PLAYED, "W", 0) == "The waste, empty."
    assert announce.focus(after(BARE, "R>F1"), "R", 0) == "The reserve, empty."


def test_the_focus_on_the_stock_says_its_count_or_what_a_tap_does() -> None:
    assert announce.focus(DRAWN, "S", 0) == "The stock, 31 cards."
    assert announce.focus(after(ONE_BY_ONE, "S", "S"), "S", 0) == "The stock, 1 card."
    assert announce.focus(after(SHORT, "S"), "S", 0) == (
        "The stock, empty: a tap turns the waste over."
    )
    nothing = build_position(base="2D", fill="reserve")
    assert announce.focus(nothing, "S", 0) == "The stock, empty."


def test_the_focus_is_heard_in_romanian() -> None:
    i18n.set_language("ro")
    assert announce.focus(PLAYED, "C4", 1) == (
        "Coloana 4, 3 cărți: popa de inimă roșie. Spațiu ridică 2 cărți."
    )
    assert announce.focus(PLAYED, "F1", 0) == (
        "Fundația 1, inimă roșie: 8 de inimă roșie deasupra; urmează 9 de inimă roșie."
    )
    assert announce.focus(DRAWN, "S", 0) == "Pachetul, 31 de cărți."


# -- the query keys -----------------------------------------------------------------------


def test_a_pile_is_read_card_by_card_bottom_to_top() -> None:
    assert announce.pile_cards(PLAYED, "C4") == (
        "Column 4, 3 cards: ace of spades, king of hearts, queen of clubs."
    )
    assert announce.pile_cards(DRAWN, "W") == (
        "The waste, 3 cards; showing 9 of hearts, 8 of clubs, 8 of spades."
    )
    # Only the cards a sighted player sees: the fanned ones, and the squared reserve's top.
    assert announce.pile_cards(DRAWN, "W", 1) == "The waste, 3 cards; showing 8 of spades."
    assert announce.pile_cards(DEALT, "R") == announce.focus(DEALT, "R", 0)
    assert "13 cards" in announce.pile_cards(DEALT, "R")
    assert announce.pile_cards(BARE, "C3") == "Column 3, empty."
    i18n.set_language("ro")
    assert announce.pile_cards(PLAYED, "C4") == (
        "Coloana 4, 3 cărți: asul de pică, popa de inimă roșie, dama de treflă."
    )


def test_the_stock_is_read_by_its_count_only() -> None:
    assert announce.pile_cards(DRAWN, "S") == "The stock, 31 cards."


def test_a_foundation_is_read_by_its_suit_top_and_next_card_not_as_a_column() -> None:
    assert announce.pile_cards(PLAYED, "F1") == (
        "Foundation 1, hearts: the 8 of hearts on top; next the 9 of hearts."
    )
    assert announce.pile_cards(PLAYED, "F3") == (
        "Foundation 3, diamonds: empty; it takes the 7 of diamonds."
    )


def test_the_foundations_each_with_the_card_it_needs() -> None:
    assert announce.foundations(PLAYED) == [
        "Foundation 1, hearts: the 8 of hearts on top; next the 9 of hearts.",
        "Foundation 2, spades: empty; it takes the 7 of spades.",
        "Foundation 3, diamonds: empty; it takes the 7 of diamonds.",
        "Foundation 4, clubs: empty; it takes the 7 of clubs.",
    ]


def test_the_counts_of_reserve_stock_and_waste() -> None:
    assert announce.counts(DRAWN) == "Reserve 10 cards. Stock 31 cards. Waste 3 cards."
    assert announce.counts(after(ONE_BY_ONE, "S", "S")).startswith("Reserve ")
    i18n.set_language("ro")
    assert announce.counts(DRAWN) == "Rezervă: 10 cărți. Pachet: 31 de cărți. Talon: 3 cărți."


def test_the_score_and_the_time() -> None:
    assert announce.score_and_time(DRAWN, "2:05") == "Score 5. Time 2:05."
    assert announce.score_and_time(DRAWN, "") == "Score 5."
    big = build_position(base="2D", score=1250)
    assert announce.score_and_time(big, "") == "Score 1,250."
    i18n.set_language("ro")
    assert announce.score_and_time(big, "1:02:03") == "Scor 1.250. Timp 1:02:03."


# -- every language -----------------------------------------------------------------------


def everything() -> list[str]:
    """Every announcement above, in the current language."""
    said = [*announce.deal(DEALT), *announce.deal(after(BARE, "R>F1")), announce.columns(BARE)]
    for state, move in (
        (DEALT, "R>C2"),
        (after(DEALT, "R>C2"), "R>F1"),
        (after(DEALT, "R>C2", "R>F1"), "C2:2>C4"),
        (RUNS, "C3:3>C1"),
        (RUNS, "W>F1"),
        (RUNS, "C2>F2"),
        (RUNS, "S"),
        (BARE, "C4:2>C3"),
        (BARE, "F2>C2"),
        (after(BARE, "F2>C2"), "F2>C1"),
        (after(BARE, "R>F1"), "C1>C3"),
        (after(BARE, "R>F1"), "C4:2>C3"),
        (SHORT, "S"),
        (after(SHORT, "S"), "S"),
        (ONE_BY_ONE, "S"),
    ):
        played, moved = Move.parse(move), engine.apply(state, move)
        said += announce.move(state, played, moved)
        said += announce.undone(moved, played, state)
        said += announce.redone(state, played, moved)
    for state in (PLAYED, DRAWN, BARE, after(SHORT, "S"), one_move_from_winning()):
        for pile in engine.PILE_NAMES:
            for index in (0, 1, 2):
                said.append(announce.focus(state, pile, index))
            said.append(announce.pile_cards(state, pile))
        said += announce.foundations(state)
        said += [announce.counts(state), announce.score_and_time(state, "12:34")]
    return said


GLYPHS = re.compile("[♠♥♦♣♤♡♢♧]")


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_in_every_language_no_placeholder_and_no_glyph_is_heard(lang: str) -> None:
    i18n.set_language(lang)
    said = everything()
    assert said
    left = [s for s in said if "{" in s or "}" in s]
    assert left == []
    glyphs = [s for s in said if GLYPHS.search(s)]
    assert glyphs == []
    unfinished = [s for s in said if not s[:1].isupper() and not s[:1].isdigit()]
    unfinished += [s for s in said if not s.endswith((".", "!", "?"))]
    assert unfinished == []


@pytest.mark.parametrize("lang", [lang for lang in i18n.LANGUAGES if lang != "en"])
def test_every_announcement_is_translated(lang: str) -> None:
    english = everything()
    i18n.set_language(lang)
    translated = everything()
    assert len(translated) == len(english)
    same = [e for e, t in zip(english, translated, strict=True) if e == t]
    assert same == []


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_cards_are_named_in_the_words_of_the_language(lang: str) -> None:
    i18n.set_language(lang)
    base = i18n.card_words(DEALT.base)
    queen = i18n.card_words(DEALT.reserve[-1])
    assert base in announce.deal(DEALT)[0]
    assert queen in announce.deal(DEALT)[1]
    drawn = [i18n.card_words(card) for card in DRAWN.waste]
    said = heard(PLAYED, "S")[0]
    assert all(name in said for name in drawn), (drawn, said)
