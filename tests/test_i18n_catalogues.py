"""The catalogues are whole, compiled, true to their placeholders and drawable by our font."""

from __future__ import annotations

import gettext
import io
import re
import string
from functools import cache
from pathlib import Path
from types import ModuleType

import pytest
from babel.messages.catalog import Catalog, Message
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from fontTools.ttLib import TTFont  # type: ignore[import-untyped]

from canfield import i18n
from tests.scripts import script as load_script

ROOT = Path(__file__).resolve().parent.parent
FONTS = ROOT / "assets" / "fonts"
CATALOGUED = ("ro", "da", "es", "sr@latin", "sr")
"""The catalogues, by folder: gettext's `sr` is Serbian in Cyrillic (`sr@cyrillic`)."""


def script() -> ModuleType:
    """scripts/i18n.py, the tool that extracts and compiles the catalogues."""
    return load_script("i18n")


@cache
def po(lang: str) -> Catalog:
    with script().po_path(lang).open("rb") as f:
        return read_po(f, locale=script().BABEL_LOCALES.get(lang, lang))


def messages(lang: str) -> list[Message]:
    return [m for m in po(lang) if m.id]


def forms(message: Message) -> tuple[str, ...]:
    """A message's translations: one, or one per plural form."""
    found = message.string if isinstance(message.string, tuple | list) else (message.string,)
    return tuple(str(text or "") for text in found)


PERCENT = re.compile(r"%(?:\([a-z_]+\))?[sdr]")
"""argparse's own placeholders: "%(prog)s", "%s", "%r"."""


def fields(text: str) -> list[str]:
    """The placeholders of a message: `{name}` with its conversion ("{key!r}"), or argparse's
    `%(name)s`; each as often as it occurs."""
    if PERCENT.search(text):
        return sorted(PERCENT.findall(text))
    found = []
    for _literal, name, _spec, conversion in string.Formatter().parse(text):
        if name is not None:
            found.append(name + (f"!{conversion}" if conversion else ""))
    return sorted(found)


def test_the_game_speaks_the_manuals_languages_and_english() -> None:
    assert i18n.LANGUAGES == ("ro", "da", "es", "sr@latin", "sr@cyrillic", "en")
    folders = {i18n.catalogue_dir(lang).name for lang in i18n.LANGUAGES}
    assert folders == {"en", *CATALOGUED}
    assert set(script().PLURAL_FORMS) == set(CATALOGUED)


@pytest.mark.parametrize("lang", CATALOGUED)
def test_the_shipped_mo_is_compiled_from_the_po(lang: str) -> None:
    compiled = io.BytesIO()
    write_mo(compiled, po(lang), use_fuzzy=False)
    shipped = script().po_path(lang).with_suffix(".mo").read_bytes()
    assert shipped == compiled.getvalue(), f"run scripts/i18n.py compile ({lang} is stale)"


@pytest.mark.parametrize("lang", CATALOGUED)
def test_every_message_of_the_code_is_in_the_catalogue(lang: str) -> None:
    wanted = {m.id for m in script().extract() if m.id}
    have = {m.id for m in messages(lang)}
    missing = sorted(str(m) for m in wanted - have)
    assert not missing, f"run scripts/i18n.py and translate: {missing}"


@pytest.mark.parametrize("lang", CATALOGUED)
def test_every_message_is_translated_and_none_is_fuzzy(lang: str) -> None:
    assert not po(lang).fuzzy
    untranslated = [m.id for m in messages(lang) if not all(forms(m))]
    fuzzy = [m.id for m in messages(lang) if m.fuzzy]
    assert not untranslated
    assert not fuzzy


@pytest.mark.parametrize("lang", CATALOGUED)
def test_a_translation_keeps_exactly_the_placeholders(lang: str) -> None:
    for m in messages(lang):
        if not isinstance(m.id, tuple | list):
            for text in forms(m):
                assert fields(text) == fields(str(m.id)), (m.id, text)
            continue
        # Plural forms: each has the plural's placeholders, except that a form may word
        # the count itself ("once", "o dată", "the last game") — and adds none of its own.
        plural = set(fields(str(m.id[1])))
        count = plural - set(fields(str(m.id[0])))  # what the English singular words itself
        chooses = gettext.c2py(po(lang).plural_expr)
        for index, text in enumerate(forms(m)):
            assert plural - count <= set(fields(text)) <= plural, (m.id, text)
            if not count <= set(fields(text)):  # only where the form is used for one alone
                assert [n for n in range(1000) if chooses(n) == index] == [1], (m.id, text)


@pytest.mark.parametrize("lang", CATALOGUED)
def test_plural_forms_are_the_languages_own(lang: str) -> None:
    assert po(lang).plural_forms == script().PLURAL_FORMS[lang]
    assert po(lang).num_plurals == (3 if lang in ("ro", "sr@latin", "sr") else 2)


@pytest.mark.parametrize(
    ("lang", "n", "left"),
    [
        ("ro", 1, "1 carte rămasă"),
        ("ro", 13, "13 cărți rămase"),
        ("ro", 20, "20 de cărți rămase"),
        ("ro", 101, "101 cărți rămase"),
        ("ro", 120, "120 de cărți rămase"),
        ("sr@latin", 1, "ostala je 1 karta"),
        ("sr@latin", 21, "ostala je 21 karta"),
        ("sr@latin", 3, "ostale su 3 karte"),
        ("sr@latin", 13, "ostalo je 13 karata"),
        ("sr@cyrillic", 13, "остало је 13 карата"),
        ("da", 13, "13 kort tilbage"),
        ("es", 1, "queda 1 carta"),
        ("es", 13, "quedan 13 cartas"),
    ],
)
def test_counts_take_the_languages_plural(lang: str, n: int, left: str) -> None:
    i18n.set_language(lang)
    try:
        assert i18n.ngettext("{n} card left", "{n} cards left", n).format(n=n) == left
    finally:
        i18n.set_language("en")


@cache
def drawable() -> frozenset[int]:
    """The characters both bundled fonts (regular and bold) can draw."""
    maps = [TTFont(path).getBestCmap() for path in sorted(FONTS.glob("*.ttf"))]
    assert len(maps) >= 2
    return frozenset.intersection(*(frozenset(m) for m in maps))


def shown_text(lang: str) -> str:
    """Everything the game can show in a language: its compiled catalogue and rules."""
    mo = script().po_path(lang).with_suffix(".mo")
    with mo.open("rb") as f:
        catalogue = gettext.GNUTranslations(f)
    table: dict[object, str] = catalogue._catalog  # type: ignore[attr-defined]
    rules = i18n.rules_text({"sr": "sr@cyrillic"}.get(lang, lang))
    return "".join(table.values()) + rules.text + rules.source


@pytest.mark.parametrize("lang", [*CATALOGUED, "en"])
def test_the_bundled_font_draws_every_character(lang: str) -> None:
    text = shown_text(lang) if lang != "en" else i18n.rules_text("en").text
    missing = sorted({ch for ch in text if ch.isprintable() and ord(ch) not in drawable()})
    assert not missing, f"{lang}: the font lacks {missing}"
