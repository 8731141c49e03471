"""The game says what the manual says, in the manual's languages; the language setting."""

from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import ValidationError

from canfield import engine, i18n
from canfield.cli import main
from canfield.i18n import _
from canfield.store import Settings, Store
from canfield.ui.dialogs.help import help_text

from .positions import WORKED_MOVES, worked

# The manual's own words for the game's controls (issue: "The manual's own words, exactly").
MANUAL_LABELS = {
    "ro": {
        "New game": "Joc nou",
        "Double click: a tapped card may go to a column": "Dublu clic",
        "3 cards — Hard": "Extragere 3 (3 cărți, Dificil)",
        "1 card — Easy": "Extragere 1 (1 carte, Ușor)",
        "Undo": "Anulare",
        "Game code: {code}": "Cod de joc",
        "Game code — type or paste (Ctrl+V)": "Cod de joc",
    },
    "da": {
        "New game": "Nyt spil",
        "Double click: a tapped card may go to a column": "Dobbeltklik",
        "3 cards — Hard": "Træk 3 (3 kort, Svær)",
        "1 card — Easy": "Træk 1 (1 kort, Let)",
        "Undo": "Fortryd",
        "Game code: {code}": "Spilkode",
        "Game code — type or paste (Ctrl+V)": "Spilkode",
    },
    "es": {
        "New game": "Nueva partida",
        "Double click: a tapped card may go to a column": "Doble toque",
        "3 cards — Hard": "Robar 3 (3 cartas, Difícil)",
        "1 card — Easy": "Robar 1 (1 carta, Fácil)",
        "Undo": "Deshacer",
        "Game code: {code}": "Código de partida",
        "Game code — type or paste (Ctrl+V)": "Código de partida",
    },
}

# The pile words the manual uses (Serbian: the terms).
PILE_WORDS = {
    "ro": ("pachet", "talon", "rezerv", "fundați", "coloana"),
    "da": ("trækbunke", "aflægningsbunke", "reserve", "fundament", "kolonne"),
    "es": ("mazo", "descarte", "reserva", "fundación", "columna"),
    "sr@latin": ("špil", "odbačene karte", "rezerva", "temelj", "kolona"),
    "sr@cyrillic": ("шпил", "одбачене карте", "резерва", "темељ", "колона"),
}
PILES = ("the stock", "the waste", "the reserve", "foundation {n}", "column {n}")


@pytest.mark.parametrize("lang", sorted(MANUAL_LABELS))
def test_the_window_uses_the_manuals_words(lang: str) -> None:
    i18n.set_language(lang)
    for source, word in MANUAL_LABELS[lang].items():
        assert word in _(source), (source, _(source))


@pytest.mark.parametrize("lang", sorted(PILE_WORDS))
def test_piles_are_named_as_the_manual_names_them(lang: str) -> None:
    i18n.set_language(lang)
    for source, word in zip(PILES, PILE_WORDS[lang], strict=True):
        assert word in _(source), (source, _(source))


def test_english_is_the_code_itself() -> None:
    i18n.set_language("en")
    assert _("New game") == "New game"
    assert i18n.ngettext("{n} card left", "{n} cards left", 2) == "{n} cards left"


def kinds(text: str) -> str:
    """A rules text's shape: h heading, i list item, t table row, p paragraph."""
    shape = ""
    for line in text.splitlines():
        if line.startswith("|"):
            shape += "t"
        elif line.startswith("-"):
            shape += "i"
        elif line[-1] not in ".:;!?)":
            shape += "h"
        else:
            shape += "p"
    return shape


def test_every_rules_text_follows_the_manual_part_by_part() -> None:
    manual = kinds(i18n.rules_text("ro").text)
    assert len(manual) == 39
    for lang in i18n.LANGUAGES:
        assert kinds(i18n.rules_text(lang).text) == manual, lang


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_rules_text_reads_the_worked_example_as_describe_does(lang: str) -> None:
    text = i18n.rules_text(lang).text.splitlines()
    start = worked()
    after = engine.History.replay(start, WORKED_MOVES).current
    for state in (start, after):
        assert engine.describe(state, lang) in text


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_rules_read_the_real_worked_deal_before_and_after_its_first_moves(lang: str) -> None:
    text = i18n.rules_text(lang).text.splitlines()
    state = engine.deal("CF1-D3-AAAAACL")
    assert engine.describe(state, lang) in text
    for move in ("R>C2", "R>F1", "C2:2>C4"):
        state = engine.apply(state, move)
    assert engine.describe(state, lang) in text


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("ro", ("fereastra Joc nou", "„Dublu clic”", "Anulare:", "Cod de joc:", "Extragere 3")),
        ("da", ("vinduet Nyt spil", "”Dobbeltklik”", "Fortryd:", "Spilkode:", "Træk 3")),
        ("es", ("ventana Nueva partida", "«Doble toque»", "Deshacer:", "Código de partida:")),
        (
            "sr@latin",
            ("prozoru Nova igra", "„Dvostruki klik“", "Poništavanje:", "Kod igre:", "Vučenje 3"),
        ),
        (
            "sr@cyrillic",
            ("прозору Нова игра", "„Двоструки клик“", "Поништавање:", "Код игре:", "Вучење 3"),
        ),
        ("en", ("New game window", "“Double click”", "Undo:", "Game code:", "Draw 3")),
    ],
)
def test_the_rules_window_shows_the_rules_in_the_players_language(
    lang: str, words: tuple[str, ...]
) -> None:
    i18n.set_language(lang)
    shown = help_text()
    for word in words:
        assert word in shown
    assert shown.endswith(i18n.rules_text(lang).source)
    assert _("KEYBOARD") in shown.splitlines()
    if lang != "en":
        assert "KEYBOARD" not in shown and "Arrow keys" not in shown


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_rules_window_names_every_key_the_game_has(lang: str) -> None:
    import pygame

    from canfield.ui.input.keyboard import SHORTCUTS

    i18n.set_language(lang)
    keys = help_text().split(_("KEYBOARD"))[-1]
    for key, ctrl, shift in SHORTCUTS:
        name = pygame.key.name(key).upper()  # "Z", "F2"
        shortcut = ("Ctrl+" if ctrl else "") + ("Shift+" if shift and lang != "es" else "")
        shortcut += ("Mayús+" if shift and lang == "es" else "") + name
        assert shortcut in keys, (lang, shortcut)
    for word in ("D:", "P:", "H:", "W:", "1–4:", "Esc", "Enter" if lang != "es" else "Intro"):
        assert word in keys, (lang, word)
    mouse = help_text().split(_("MOUSE"))[-1].split(_("KEYBOARD"))[0]
    setting = _("Double click, animations, sound, language (F4, Ctrl+,)").split(",")[0]
    assert setting in mouse  # the setting named


def test_the_rules_window_shows_headings_in_capitals_and_the_table_as_lines() -> None:
    i18n.set_language("ro")
    lines = help_text().splitlines()
    assert lines[0] == "REGULILE CANFIELD"
    assert "PUNCTAJUL ÎN APLICAȚIE" in lines
    assert "Mutare — Puncte" in lines
    assert not any(line.startswith("|") for line in lines)


def test_each_rules_text_names_its_source() -> None:
    assert "manualul utilizatorului" in i18n.rules_text("ro").source
    assert "brugervejledningen" in i18n.rules_text("da").source
    assert "manual del usuario" in i18n.rules_text("es").source
    assert "translated" in i18n.rules_text("en").source
    assert "prevedeno" in i18n.rules_text("sr@latin").source
    assert "преведено" in i18n.rules_text("sr@cyrillic").source


# -- the language setting ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("environment", "expected"),
    [
        ({"LANGUAGE": "da"}, "da"),
        ({"LANGUAGE": "fr:es"}, "es"),
        ({"LC_ALL": "ro_RO.UTF-8"}, "ro"),
        ({"LANG": "sr_RS@latin"}, "sr@latin"),
        ({"LANG": "sr_RS.UTF-8"}, "sr@cyrillic"),  # glibc's sr_RS is Cyrillic
        ({"LANGUAGE": "sr"}, "sr@cyrillic"),  # and so is gettext's sr
        ({"LANGUAGE": "sr@latin:sr"}, "sr@latin"),
        ({"LANG": "sr-Latn-RS"}, "sr@latin"),
        ({"LANG": "es-ES"}, "es"),
        ({"LANG": "fr_FR.UTF-8"}, "en"),
        ({"LANG": "C.UTF-8"}, "en"),
    ],
)
def test_no_choice_means_the_systems_language_when_the_game_speaks_it(
    monkeypatch: pytest.MonkeyPatch, environment: dict[str, str], expected: str
) -> None:
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(variable, raising=False)
    for variable, value in environment.items():
        monkeypatch.setenv(variable, value)
    monkeypatch.setattr("locale.getlocale", lambda: (None, None))
    i18n.set_language(None)
    assert i18n.language() == expected
    assert Settings().language is None


@pytest.mark.parametrize(
    ("reported", "expected"),
    [
        ("Danish_Denmark", "da"),
        ("Serbian (Latin)_Serbia", "sr@latin"),
        ("Serbian (Cyrillic)_Serbia", "sr@cyrillic"),
    ],
)
def test_windows_locale_names_are_understood(
    monkeypatch: pytest.MonkeyPatch, reported: str, expected: str
) -> None:
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setattr("locale.getlocale", lambda: (reported, "1252"))
    assert i18n.system_language() == expected


@pytest.mark.parametrize(
    ("chosen", "spoken"),
    [
        ("ro", "ro"),
        ("ro_RO", "ro"),
        ("xx", "en"),
        ("sr@latin", "sr@latin"),
        ("sr@cyrillic", "sr@cyrillic"),
        ("sr", "sr@latin"),  # the game's own code from before Cyrillic: Latin
        ("sr_RS", "sr@cyrillic"),  # a locale name: glibc's meaning
    ],
)
def test_set_language_speaks_one_of_the_languages(chosen: str, spoken: str) -> None:
    i18n.set_language(chosen)
    assert i18n.language() == spoken


@pytest.mark.parametrize("value", ["xx", "ro_RO", "fr", "English", "", "sr_RS", "sr@Latn"])
def test_the_settings_hold_only_the_games_languages(value: str) -> None:
    with pytest.raises(ValidationError):
        Settings(language=value)  # type: ignore[arg-type]
    for lang in i18n.LANGUAGES:
        assert Settings(language=lang).language == lang  # type: ignore[arg-type]
    assert Settings(language="sr").language == "sr@latin"  # type: ignore[arg-type]


@pytest.fixture
def config(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A settings folder of its own, holding a file chosen by the player."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    store = Store()
    assert store.save_settings(Settings(draw=1, language="da"))
    return store.settings_path


@pytest.mark.parametrize("value", ["xx", "fr", "ro_RO", "Srpski", "en-US", "sr_RS"])
def test_settings_set_language_refuses_all_but_the_games(
    config: Path, capsys: pytest.CaptureFixture[str], value: str
) -> None:
    before = config.read_bytes()
    assert main(["settings", "set", "language", value]) == 2
    assert config.read_bytes() == before
    error = capsys.readouterr().err
    # Said in the player's language (Danish here), naming the languages.
    assert error.startswith(
        "canfield: sproget skal være et af ro, da, es, sr@latin, sr@cyrillic, en"
    )
    assert repr(value) in error


@pytest.mark.parametrize(
    ("value", "stored"),
    [
        ("sr", "sr@latin"),
        ("sr@latin", "sr@latin"),
        ("sr@cyrillic", "sr@cyrillic"),
        ("EN", "en"),
        ("none", None),
    ],
)
def test_settings_set_language_takes_the_games_and_none(
    config: Path, value: str, stored: str | None
) -> None:
    assert main(["settings", "set", "language", value]) == 0
    assert Store().load_settings() == Settings(draw=1, language=stored)  # type: ignore[arg-type]


def test_the_command_line_speaks_the_players_language(
    config: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["describe", "CF1-D3-AAAAACL", "--moves", "R>R"]) == 2
    assert capsys.readouterr().err.startswith("canfield: træk 1 (R>R): ")


def test_the_command_lines_own_words_are_translated_too(
    config: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for words, said in (
        (["play", "--draw", "2"], "argument --draw: ugyldigt valg: 2 (vælg mellem 1, 3)"),
        (["play", "--size"], "canfield play: fejl: argument --size: forventede ét argument"),
        (["stats", "--bogus"], "canfield: fejl: ukendte argumenter: --bogus"),
    ):
        with pytest.raises(SystemExit) as done:
            main(words)
        assert done.value.code == 2
        error = capsys.readouterr().err
        assert error.startswith("brug: canfield ")
        assert said in error
