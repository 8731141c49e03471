"""Cards are named with the indices each language's decks print, in words and on faces.

Romanian writes D♠ (the manual's "D♠"), Danish "spar D" (the manual's words), Spanish
"la Q♠" (the manual's), Serbian Q♠ (Serbian decks print J, Q, K in Latin letters). The
same letters are printed on the faces, in the fan's compact labels and on an empty
foundation, so that what is read and what is seen agree.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from pygame import Rect

from canfield import i18n
from canfield.engine import Card, Move
from canfield.indices import INTERNATIONAL, index_set, rank_index
from canfield.solver.hint import Hint
from canfield.teacher.words import move_words
from canfield.ui.draw import theme
from canfield.ui.draw.art import CardArt
from canfield.ui.draw.face_cache import FaceCache
from canfield.ui.draw.layout import Layout
from canfield.ui.draw.render import Renderer
from canfield.ui.input.intents import Say
from canfield.ui.input.keyboard import Keyboard
from canfield.ui.solving import hint_text
from tests.positions import build_position

from .positions import worked
from .ui.driver import key


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    yield
    i18n.set_language("en")


@pytest.fixture(scope="module", autouse=True)
def _pygame() -> None:
    # Never quit here: canfield.ui.draw.theme caches fonts the later window tests still use.
    pygame.display.init()
    pygame.font.init()


# -- the indices ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "ace", "jack", "queen", "king"),
    [
        ("en", "A", "J", "Q", "K"),
        ("ro", "A", "V", "D", "R"),
        ("da", "E", "B", "D", "K"),
        ("es", "A", "J", "Q", "K"),
        ("sr@latin", "A", "J", "Q", "K"),
        ("sr@cyrillic", "A", "J", "Q", "K"),
    ],
)
def test_each_language_has_its_decks_indices(
    lang: str, ace: str, jack: str, queen: str, king: str
) -> None:
    i18n.set_language(lang)
    assert [i18n.rank_label(r) for r in (1, 11, 12, 13)] == [ace, jack, queen, king]
    assert [i18n.rank_label(r) for r in range(2, 11)] == [str(r) for r in range(2, 11)]
    assert i18n.card_label(Card.parse("QS")) == f"{queen}♠"


def test_the_sets_and_the_languages_that_print_them() -> None:
    assert [index_set(lang) for lang in i18n.LANGUAGES] == ["ro", "da", "", "", "", ""]
    assert rank_index(12) == rank_index(12, INTERNATIONAL) == "Q"
    with pytest.raises(ValueError):
        rank_index(14)
    with pytest.raises(ValueError):
        rank_index(1, "fr")


# -- in words ---------------------------------------------------------------------------

QUEEN_TO_COLUMN = Hint(Move.parse("R>C2"), Card.parse("QC"), "C2")
ACE_TO_FOUNDATION = Hint(Move.parse("C4>F2"), Card.parse("AS"), "F2")
JACK_TO_COLUMN = Hint(Move.parse("W>C1"), Card.parse("JH"), "C1")
KING_FROM_THE_STOCK = Hint(Move.parse("S"), Card.parse("KD"), "C4", taps=3)


@pytest.mark.parametrize(
    ("lang", "hints"),
    [
        (
            "en",
            (
                "Hint: Q♣ onto column 2.",
                "Hint: A♠ onto foundation 2.",
                "Hint: J♥ onto column 1.",
                "Hint: 3 taps on the stock bring K♦; it goes onto column 4.",
            ),
        ),
        (
            "ro",
            (
                "Indiciu: D♣ pe coloana 2.",
                "Indiciu: A♠ pe fundația 2.",
                "Indiciu: V♥ pe coloana 1.",
                "Indiciu: 3 atingeri ale pachetului aduc R♦, care merge pe coloana 4.",
            ),
        ),
        (
            "da",
            (
                "Tip: læg klør D på kolonne 2.",
                "Tip: læg spar E på fundament 2.",
                "Tip: læg hjerter B på kolonne 1.",
                "Tip: 3 tryk på trækbunken giver ruder K, som skal på kolonne 4.",
            ),
        ),
        (
            "es",
            (
                "Pista: pon la Q♣ en la columna 2.",
                "Pista: pon el A♠ en la fundación 2.",
                "Pista: pon la J♥ en la columna 1.",
                "Pista: 3 toques en el mazo traen el K♦, que va a la columna 4.",
            ),
        ),
        (
            "sr@latin",
            (
                "Savet: stavite Q♣ na kolonu 2.",
                "Savet: stavite A♠ na temelj 2.",
                "Savet: stavite J♥ na kolonu 1.",
                "Savet: 3 dodira špila donose K♦, koja ide na kolonu 4.",
            ),
        ),
        (
            "sr@cyrillic",
            (
                "Савет: ставите Q♣ на колону 2.",
                "Савет: ставите A♠ на темељ 2.",
                "Савет: ставите J♥ на колону 1.",
                "Савет: 3 додира шпила доносе K♦, која иде на колону 4.",
            ),
        ),
    ],
)
def test_a_hint_names_the_card_as_the_language_writes_it(
    lang: str, hints: tuple[str, str, str, str]
) -> None:
    i18n.set_language(lang)
    said = (QUEEN_TO_COLUMN, ACE_TO_FOUNDATION, JACK_TO_COLUMN, KING_FROM_THE_STOCK)
    assert tuple(hint_text(hint) for hint in said) == hints


@pytest.mark.parametrize(
    ("lang", "anyway"),
    [
        ("en", "The most useful move anyway: Q♣ onto column 2."),
        ("ro", "Totuși, cea mai utilă mutare este: D♣ pe coloana 2."),
        ("da", "Det mest nyttige træk er alligevel: klør D på kolonne 2."),
        ("es", "Aun así, la jugada más útil es: la Q♣ a la columna 2."),
        ("sr@latin", "Ipak, najkorisniji potez je: Q♣ na kolonu 2."),
        ("sr@cyrillic", "Ипак, најкориснији потез је: Q♣ на колону 2."),
    ],
)
def test_the_most_useful_move_anyway_names_the_card_the_same_way(lang: str, anyway: str) -> None:
    i18n.set_language(lang)
    move = move_words(QUEEN_TO_COLUMN)
    assert i18n._("The most useful move anyway: {move}.").format(move=move) == anyway


@pytest.mark.parametrize(
    ("lang", "picked"),
    [
        ("en", "Picked up Q♣: move to a pile and press Space; Esc puts it back."),
        ("ro", "Ai ridicat D♣: mergi la o grămadă și apasă Spațiu; Esc o pune înapoi."),
        (
            "da",
            "Du har taget klør D op: gå til en bunke, og tryk på Mellemrum; Esc lægger det "
            "tilbage.",
        ),
        ("es", "Has tomado la Q♣: ve a un montón y pulsa Espacio; con Esc vuelve a su sitio."),
        (
            "sr@latin",
            "Podigli ste Q♣: pređite na gomilu i pritisnite Razmak; Esc je vraća na mesto.",
        ),
        (
            "sr@cyrillic",
            "Подигли сте Q♣: пређите на гомилу и притисните Размак; Esc је враћа на место.",
        ),
    ],
)
def test_picking_up_by_keyboard_names_the_card_the_same_way(lang: str, picked: str) -> None:
    i18n.set_language(lang)
    state, keys = worked(), Keyboard()
    keys.key(key(pygame.K_1), state)
    keys.key(key(pygame.K_LEFT), state)  # the reserve, Q♣
    said = keys.key(key(pygame.K_SPACE), state)
    assert isinstance(said, Say) and said.text == picked
    assert said.spoken is not None and "♣" not in said.spoken  # heard as words


# -- on the table -----------------------------------------------------------------------


def _labels(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The words the renderer writes from now on, in order."""
    written: list[str] = []
    real = theme.text

    def spy(
        text: str, size: int, colour: tuple[int, int, int], bold: bool = False
    ) -> pygame.Surface:
        written.append(text)
        return real(text, size, colour, bold)

    monkeypatch.setattr(theme, "text", spy)
    return written


@pytest.mark.parametrize(
    ("lang", "label", "empty"),
    [
        ("en", "Q♣", ["Q♠", "Q♦", "Q♣"]),
        ("ro", "D♣", ["D♠", "D♦", "D♣"]),
        ("da", "D♣", ["D♠", "D♦", "D♣"]),
        ("es", "Q♣", ["Q♠", "Q♦", "Q♣"]),
        ("sr@cyrillic", "Q♣", ["Q♠", "Q♦", "Q♣"]),
    ],
)
def test_fan_labels_and_empty_foundations_print_the_indices(
    monkeypatch: pytest.MonkeyPatch, lang: str, label: str, empty: list[str]
) -> None:
    """The compact label of a tightly fanned card and the start rank on an empty
    foundation are printed as the card's corner is: the index over its suit sign."""
    i18n.set_language(lang)
    state = build_position(base="QH", foundations=("QH", "", "", ""), columns=("", "", "", ""))
    layout = Layout.for_size(1280, 800)
    renderer = Renderer(CardArt(layout.card_w))
    surface = pygame.Surface((layout.width, layout.height))
    written = _labels(monkeypatch)
    renderer.tight_label(surface, layout, Card.parse("QC"), Rect(10, 10, 80, 110), 14)
    assert written == [label]
    written.clear()
    renderer._draw_slots(surface, layout, state)
    assert [text for text in written if text[-1] in "♠♥♦♣"] == empty


# -- on the faces -----------------------------------------------------------------------


def _pixels(art: CardArt, name: str) -> bytes:
    return pygame.image.tobytes(art.face(Card.parse(name)), "RGBA")


def test_the_faces_print_the_indices_of_the_language() -> None:
    faces = {lang: CardArt(90, indices=index_set(lang)) for lang in i18n.LANGUAGES}
    queens = {lang: _pixels(art, "QS") for lang, art in faces.items()}
    aces = {lang: _pixels(art, "AS") for lang, art in faces.items()}
    sevens = {lang: _pixels(art, "7S") for lang, art in faces.items()}
    international = ("en", "es", "sr@latin", "sr@cyrillic")
    assert len({queens[lang] for lang in international}) == 1  # Q
    assert queens["ro"] == queens["da"] != queens["en"]  # D in both
    assert aces["ro"] == aces["en"] != aces["da"]  # A, A, E
    assert len(set(sevens.values())) == 1  # a number is printed the same everywhere
    assert _pixels(faces["ro"], "KS") != _pixels(faces["da"], "KS")  # R, K


def test_switching_the_indices_draws_the_faces_afresh() -> None:
    art = CardArt(90)
    english = _pixels(art, "QH")
    art.use_indices("ro")
    assert art.indices == "ro" and _pixels(art, "QH") == _pixels(CardArt(90, indices="ro"), "QH")
    assert _pixels(art, "QH") != english
    art.use_indices("")
    assert _pixels(art, "QH") == english


def test_the_face_cache_keeps_each_sets_faces_apart(tmp_path: Path) -> None:
    cache = FaceCache(tmp_path / "faces")
    english = CardArt(90, cache=cache)
    queen = _pixels(english, "QS")
    cache.save(english.size)
    romanian = CardArt(90, cache=cache, indices="ro")
    assert _pixels(romanian, "QS") != queen  # not the English queen read back
    cache.save(romanian.size)
    names = sorted(p.name for p in (tmp_path / "faces").iterdir())
    assert names == ["QS-90x126.rgba", "ro.QS-90x126.rgba"]
    again = CardArt(90, cache=FaceCache(tmp_path / "faces"), indices="ro")
    assert _pixels(again, "QS") == _pixels(romanian, "QS")
