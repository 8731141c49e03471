"""The command line in the player's language: `describe --lang`, argparse's placeholders,
and numbers written the language's way (digit groups, the percent sign's space)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from canfield import i18n
from canfield.cli import main
from canfield.store import Settings, Store
from canfield.store.cli import stats_table
from canfield.store.stats import ModeStats, Statistics


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    yield
    i18n.set_language("en")


@pytest.fixture
def danish(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A player whose settings say Danish."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    store = Store()
    assert store.save_settings(Settings(language="da"))
    return store.settings_path


# -- describe --lang --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "refused"),
    [
        (
            "es",
            "canfield: jugada 1 (R>C3): una reina de tréboles va sobre el rey de corazones o el "
            "rey de diamantes, no sobre la reina de corazones\n",
        ),
        (
            "ro",
            "canfield: mutarea 1 (R>C3): dama de treflă merge pe popa de inimă roșie sau pe "
            "popa de caro, nu pe dama de inimă roșie\n",
        ),
        (
            "en",
            "canfield: move 1 (R>C3): a queen of clubs goes on the king of hearts or the king "
            "of diamonds, not on the queen of hearts\n",
        ),
        (
            "sr@cyrillic",
            "canfield: потез 1 (R>C3): дама треф иде на краља херц или краља каро, а не на "
            "даму херц\n",
        ),
        (
            "sr",
            "canfield: potez 1 (R>C3): dama tref ide na kralja herc ili kralja karo, a ne na "
            "damu herc\n",
        ),
    ],
)
def test_describe_lang_says_a_refusal_in_that_language(
    danish: Path, capsys: pytest.CaptureFixture[str], lang: str, refused: str
) -> None:
    assert main(["describe", "CF1-D3-AAAAACL", "--moves", "R>C3", "--lang", lang]) == 2
    assert capsys.readouterr().err == refused


def test_describe_without_lang_describes_in_english_and_refuses_in_the_players_language(
    danish: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["describe", "CF1-D3-AAAAACL"]) == 0
    assert capsys.readouterr().out.startswith("Stock: 34 cards; waste empty;")
    assert main(["describe", "CF1-D3-AAAAACL", "--moves", "R>C3"]) == 2
    assert capsys.readouterr().err == (
        "canfield: træk 1 (R>C3): klør dame kan lægges på hjerter konge eller ruder konge, "
        "ikke på hjerter dame\n"
    )


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("sr", "Špil: 34 karte; nema odbačenih karata;"),  # "sr" is Latin, as it always was
        ("sr@latin", "Špil: 34 karte; nema odbačenih karata;"),
        ("sr@cyrillic", "Шпил: 34 карте; нема одбачених карата;"),
    ],
)
def test_describe_speaks_serbian_in_both_scripts(
    danish: Path, capsys: pytest.CaptureFixture[str], lang: str, words: str
) -> None:
    assert main(["describe", "CF1-D3-AAAAACL", "--lang", lang]) == 0
    assert capsys.readouterr().out.startswith(words)


# -- argparse's own words ---------------------------------------------------------------


def test_the_usage_names_its_placeholders_in_the_players_language(
    danish: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for words in (["solve", "--help"], ["describe", "--help"], ["--help"], ["play", "--help"]):
        with pytest.raises(SystemExit):
            main(words)
    shown = capsys.readouterr().out
    for placeholder in ("--moves TRÆK", "--budget SEKUNDER", "KODE", "KOMMANDO"):
        assert placeholder in shown, placeholder
    for placeholder in ("--code KODE", "--record PROTOKOL", "--size BREDDExHØJDE"):
        assert placeholder in shown, placeholder
    for english in ("MOVES", "SECONDS", "CODE", "RECORD", "WxH", "command", "{play,"):
        assert english not in shown, english


def test_an_unknown_command_is_refused_without_argparses_own_names(
    danish: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as done:
        main(["bogus"])
    assert done.value.code == 2
    error = capsys.readouterr().err
    assert "canfield: fejl: argument KOMMANDO: ugyldigt valg: 'bogus'" in error
    assert "command" not in error


def test_settings_set_names_its_placeholders_too(
    danish: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit):
        main(["settings", "set", "--help"])
    shown = capsys.readouterr().out
    assert "INDSTILLING  indstillingens navn" in shown and "VÆRDI        dens nye værdi" in shown
    assert "KEY" not in shown and "VALUE" not in shown


# -- numbers ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "written"),
    [
        ("en", ("7", "1,234", "12,345", "1,234,567", "33%", "2.5")),
        ("ro", ("7", "1.234", "12.345", "1.234.567", "33\u00a0%", "2,5")),
        ("da", ("7", "1.234", "12.345", "1.234.567", "33\u00a0%", "2,5")),
        ("es", ("7", "1234", "12.345", "1.234.567", "33\u00a0%", "2,5")),
        ("sr@latin", ("7", "1.234", "12.345", "1.234.567", "33%", "2,5")),
        ("sr@cyrillic", ("7", "1.234", "12.345", "1.234.567", "33%", "2,5")),
    ],
)
def test_numbers_are_written_the_languages_way(lang: str, written: tuple[str, ...]) -> None:
    """CLDR's symbols: grouped thousands (Spanish groups from five digits), and the
    percent sign after a space that does not break where the language puts one."""
    i18n.set_language(lang)
    numbers = (i18n.number(7), i18n.number(1234), i18n.number(12345), i18n.number(1234567))
    assert (*numbers, i18n.percent(1 / 3), i18n.decimal(2.5)) == written
    assert i18n.number(-1234).endswith(written[1]) and i18n.number(-1234).startswith("-")
    assert i18n.decimal(12345.25, 2) == written[2] + ("." if lang == "en" else ",") + "25"


@pytest.mark.parametrize(
    ("lang", "rate", "cards"),
    [("en", "33%", "12,345"), ("ro", "33\u00a0%", "12.345"), ("es", "33\u00a0%", "12.345")],
)
def test_the_statistics_table_writes_the_languages_numbers(
    lang: str, rate: str, cards: str
) -> None:
    i18n.set_language(lang)
    stats = Statistics(draw_3=ModeStats(played=3, won=1, cards_placed=12345))
    table = stats_table(stats)
    assert f" {rate} " in table
    assert f" {cards} " in table
