"""Text that does not read is a `NotationError`; a move that breaks a rule is an
`IllegalMove`: siblings under `Refusal`, each raised where it belongs, both worded in the
player's language."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from canfield import engine, i18n
from canfield.engine import IllegalMove, Move, NotationError
from canfield.engine.notation import read_move, read_record
from canfield.engine.wording import Refusal
from canfield.explain import explain

START = "CF1-D3-AAAAACL"


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.set_language(None)


def test_the_two_refusals_are_siblings() -> None:
    assert issubclass(NotationError, Refusal) and issubclass(IllegalMove, Refusal)
    assert issubclass(NotationError, ValueError)
    assert not issubclass(NotationError, IllegalMove) and not issubclass(IllegalMove, NotationError)


@pytest.mark.parametrize("text", ["R>W", "nonsense", "R:2>C1", "C2:0>C4", "", "ſ"])
def test_text_that_is_not_a_move_raises_notation_error_where_it_is_read(text: str) -> None:
    state = engine.deal(START)
    for read in (Move.parse, engine.parse_move, read_move, lambda t: engine.apply(state, t)):
        with pytest.raises(NotationError):
            read(text)


def test_a_move_that_breaks_a_rule_raises_illegal_move_not_notation_error() -> None:
    state = engine.deal(START)
    with pytest.raises(IllegalMove) as caught:
        engine.apply(state, "C4>F2")
    assert not isinstance(caught.value, NotationError)
    assert caught.value.rule == "R7"


def test_asked_about_text_that_does_not_read_refusal_answers_as_for_a_move() -> None:
    refused = engine.refusal(engine.deal(START), "R>W")
    assert isinstance(refused, IllegalMove) and refused.rule == "notation"
    assert isinstance(refused.__cause__, NotationError)
    assert (
        str(refused)
        == str(refused.__cause__)
        == ("'R>W' is not a move; write S, R>F2, W>C3, F1>C4, C1>F3 or C2:3>C4")
    )


def test_a_line_that_does_not_replay_names_the_move_whatever_the_reason() -> None:
    start = engine.deal(START)
    with pytest.raises(IllegalMove) as unread:
        engine.History.replay(start, ["S", "R>W"])
    assert unread.value.rule == "notation"
    assert isinstance(unread.value.params["reason"], NotationError)
    assert str(unread.value).startswith("move 2 (R>W): 'R>W' is not a move")
    with pytest.raises(IllegalMove) as broken:
        engine.History.replay(start, ["S", "C4>F2"])
    assert isinstance(broken.value.params["reason"], IllegalMove)
    with pytest.raises(NotationError):
        engine.History.replay(start, ["S"], redo=["R>W"])


def test_a_record_that_does_not_read() -> None:
    for read in (engine.parse_record, read_record):
        with pytest.raises(NotationError) as empty:
            read("   ")
        assert str(empty.value) == "a game record starts with a game code such as CF1-D3-AAAAACL"
        with pytest.raises(NotationError):
            read(f"{START} S R>W")
        with pytest.raises(engine.BadGameCode):
            read("CF9-D3-AAAAAAA S")
    assert read_record(f"{START.lower()} s r>c2") == (START, [Move("S"), Move("R", "C2")])


def test_read_move_never_lets_python_s_words_through(monkeypatch: pytest.MonkeyPatch) -> None:
    def odd(text: str) -> Move:
        raise ValueError("Exceeds the limit (4300 digits) for integer string conversion")

    monkeypatch.setattr(Move, "parse", odd)
    with pytest.raises(NotationError) as caught:
        read_move("C2:" + "9" * 5000 + ">C4")
    assert str(caught.value) == (
        "'C2:99999999999999999… (5006)' is not a move; write S, R>F2, W>C3, F1>C4, C1>F3 or C2:3>C4"
    )
    assert isinstance(caught.value.__cause__, ValueError)


def test_with_draw_deals_the_code_in_the_mode_asked() -> None:
    assert engine.with_draw("cf1-d3-aaaaacl", 1) == "CF1-D1-AAAAACL"
    assert engine.with_draw("CF1-D1-AAAAACL", None) == "CF1-D1-AAAAACL"
    with pytest.raises(engine.BadGameCode):
        engine.with_draw("CF1-D3-NOPE", 1)


ENGLISH = {
    "not a move": "'R>W' is not a move; write S, R>F2, W>C3, F1>C4, C1>F3 or C2:3>C4",
    "no record": "a game record starts with a game code such as CF1-D3-AAAAACL",
}


def notation_errors() -> dict[str, NotationError]:
    found: dict[str, NotationError] = {}
    for name, read in (
        ("not a move", lambda: Move.parse("R>W")),
        ("no record", lambda: engine.parse_record("")),
    ):
        try:
            read()
        except NotationError as error:
            found[name] = error
    return found


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_a_notation_error_is_said_in_each_language(lang: str) -> None:
    i18n.set_language(lang)
    for name, error in notation_errors().items():
        said = explain(error)
        assert (said == ENGLISH[name]) == (lang == "en"), (lang, said)
        assert "CF1-D3-AAAAACL" in said or "C2:3>C4" in said
    refused = engine.refusal(engine.deal(START), "R>W")
    assert refused is not None and explain(refused) == explain(notation_errors()["not a move"])
