"""Serbian in both scripts: the Cyrillic text is the Latin one transliterated, in step.

`scripts/i18n.py cyrillic` writes the Cyrillic catalogue and Rules from the Latin ones;
these tests fail when someone edits one and not the other, and read what the
transliteration leaves in Latin letters, so that nothing Serbian is left behind.
"""

from __future__ import annotations

import ast
import re
from functools import cache
from pathlib import Path
from types import ModuleType

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

from canfield import i18n, serbian
from canfield.serbian import to_cyrillic
from tests.scripts import script as load_script

ROOT = Path(__file__).resolve().parent.parent


def script() -> ModuleType:
    """scripts/i18n.py, the tool that extracts, transliterates and compiles the catalogues."""
    return load_script("i18n")


@cache
def catalogue(folder: str) -> Catalog:
    with script().po_path(folder).open("rb") as f:
        return read_po(f, locale=script().BABEL_LOCALES[folder])


def strings(message: object) -> tuple[str, ...]:
    value = getattr(message, "string", "")
    return tuple(value) if isinstance(value, tuple | list) else (str(value),)


# -- the transliteration ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("latin", "cyrillic"),
    [
        ("Šestica herc ide na sedmicu pik", "Шестица херц иде на седмицу пик"),
        ("kralj, ljubav, Ljubljana, LJ", "краљ, љубав, Љубљана, Љ"),
        ("konj, Njegoš, NJ", "коњ, Његош, Њ"),
        ("džokera, Džaja, DŽ", "џокера, Џаја, Џ"),
        ("đak, ćup, čaša, žandar", "ђак, ћуп, чаша, жандар"),
        ("nadživeti, podžanr, injekcija", "надживети, поджанр, инјекција"),  # two letters
        ("U koloni 2 ima 5 karata. I tada.", "У колони 2 има 5 карата. И тада."),
    ],
)
def test_letters_become_their_cyrillic_letters(latin: str, cyrillic: str) -> None:
    assert to_cyrillic(latin) == cyrillic


@pytest.mark.parametrize(
    ("latin", "cyrillic"),
    [
        ("Savet: {n} dodir špila donosi {card}.", "Савет: {n} додир шпила доноси {card}."),
        ("{card} ide na {first:acc}", "{card} иде на {first:acc}"),
        ("%(prog)s: greška: %(message)s", "%(prog)s: грешка: %(message)s"),
        ("napišite S, R>F2, C2:3>C4 ili F1–F4", "напишите S, R>F2, C2:3>C4 или F1–F4"),
        ("(S): špil", "(S): шпил"),
        ("H: savet. W: može li?", "H: савет. W: може ли?"),
        ("Ctrl+Z poništavanje, Esc, Enter, Razmak", "Ctrl+Z поништавање, Esc, Enter, Размак"),
        ("kod poput CF1-D3-AAAAACL", "код попут CF1-D3-AAAAACL"),
        ("`canfield record {number}` ispisuje", "`canfield record {number}` исписује"),
        ("(on/off, yes/no, 1/0), a ne {value!r}", "(on/off, yes/no, 1/0), а не {value!r}"),
        ("dobijeno/odigrano", "добијено/одиграно"),
        ("ne prima --code ni --draw", "не прима --code ни --draw"),
        ("SDL-ov drajver", "SDL-ов драјвер"),
        ("rezerva je popunjava damom pik (Q♠)", "резерва је попуњава дамом пик (Q♠)"),
        ("za {seconds} s", "за {seconds} s"),
        ("Pravila Canfielda; Kako se igra Canfield", "Правила Канфилда; Како се игра Канфилд"),
        ("aplikaciju Canfield Solitaire", "апликацију Canfield Solitaire"),
        ("ŠIRINAxVISINA", "ШИРИНАxВИСИНА"),
        ("(podrazumevano: en; sr znači sr@latin)", "(подразумевано: en; sr значи sr@latin)"),
    ],
)
def test_what_is_not_serbian_stays_as_it_is(latin: str, cyrillic: str) -> None:
    assert to_cyrillic(latin) == cyrillic


def test_the_transliteration_is_text_alone() -> None:
    """The engine's `describe` uses it: it must be as pure as the engine."""
    tree = ast.parse(Path(serbian.__file__).read_text(encoding="utf-8"))
    imported: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            imported |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            imported.add(node.module or "")
    assert imported == {"__future__", "re"}


# -- the two catalogues and the two Rules, in step --------------------------------------


def test_the_cyrillic_catalogue_is_the_latin_one_transliterated() -> None:
    latin, cyrillic = catalogue("sr@latin"), catalogue("sr")
    made = script().cyrillic_catalogue(latin)
    ids = [m.id for m in latin if m.id]
    assert [m.id for m in cyrillic if m.id] == ids, "run scripts/i18n.py cyrillic"
    for message in made:
        if message.id:
            shipped = cyrillic.get(message.id)
            assert shipped is not None
            assert strings(shipped) == strings(message), "run scripts/i18n.py cyrillic"
    assert cyrillic.plural_forms == latin.plural_forms


@pytest.mark.parametrize("name", ["rules.txt", "rules-source.txt"])
def test_the_cyrillic_rules_are_the_latin_ones_transliterated(name: str) -> None:
    shipped = (ROOT / "canfield" / "locale" / "sr" / name).read_text(encoding="utf-8")
    assert shipped == script().cyrillic_rules(name), "run scripts/i18n.py cyrillic"


def test_the_cyrillic_rules_read_as_the_window_shows_them() -> None:
    latin, cyrillic = i18n.rules_text("sr@latin"), i18n.rules_text("sr@cyrillic")
    assert cyrillic.text == to_cyrillic(latin.text)
    assert cyrillic.source == "Извор: упутство за Canfield Solitaire, преведено на српски."
    assert cyrillic.text.startswith("Правила Канфилда\nУкратко\n")


LATIN_LEFT = {
    "--code", "--draw", "--list", "--record", "1280x800", "640x480", "A–Z", "C1>F3",
    "C1–C4", "C2:3>C4", "CF1", "CF1-D3-AAAAACL", "Canfield", "Ctrl+C", "Ctrl+N", "Ctrl+Q",
    "Ctrl+Shift+Z", "Ctrl+V", "Ctrl+Y", "Ctrl+Z", "D", "D1", "D3", "DISPLAY", "Enter", "Esc",
    "F1", "F11", "F1>C4", "F1–F4", "F2", "H", "JSON", "N", "P", "Q♠", "R", "R>C2", "R>F2",
    "S", "SDL-ов", "Solitaire", "W", "W>C3", "WAYLAND_DISPLAY", "canfield", "en", "false",
    "no", "none", "off", "on", "s", "sr", "sr@latin", "true", "x", "yes", "ШИРИНАxВИСИНА",
    "Ctrl+", "F3", "F4", "Shift+Tab", "Tab", "install", "uninstall", "1x1", "65535x65535",
    "X", "Y", "draw", "set", "settings", "window_position", "window_size", "screen_reader",
    "C", "F", "K", "L", "T", "V", "--moves", "Home", "End", "record", "G",
}  # fmt: skip
"""Every word with Latin letters the Cyrillic catalogue and Rules keep: notation, keys,
codes, sizes, the command's words, the names of software ("Canfield Solitaire", SDL), the
second's sign s, the x of a size — none of them Serbian."""


def test_what_the_cyrillic_text_keeps_in_latin_letters_is_not_serbian() -> None:
    texts = [s for m in catalogue("sr") if m.id for s in strings(m)]
    texts.append(i18n.rules_text("sr@cyrillic").text)
    texts.append(i18n.rules_text("sr@cyrillic").source)
    left = set()
    for text in texts:
        text = re.sub(r"\{[^{}]*\}|%\([a-z_]+\)[sdr]|%[sdr]|`[^`]*`", " ", text)
        for token in re.findall(r"[^\s,;()„“”\"'/]+", text):
            if re.search(r"[A-Za-zČĆŽŠĐčćžšđ]", token):
                left.add(token.strip(".!?…:"))
    assert left == LATIN_LEFT


# -- card names declined ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("move", "latin"),
    [
        ("R>C3", "Dama tref ide na kralja herc ili kralja karo, a ne na damu herc."),
        (
            "C4>F2",
            "As pik ne može da započne temelj pik: to može samo 7 pik (početni rang je 7).",
        ),
        ("C2>F2", "Kralj herc ide na temelj herc, a ne na temelj pik."),
        ("C3>F1", "Na temelj herc sada ide 8 herc, a ne dama herc."),
    ],
)
def test_a_refusal_declines_the_card_names(move: str, latin: str) -> None:
    """After "na" a card is in the accusative (na kralja, na damu), not "karta X"."""
    from canfield import engine
    from canfield.ui.say import refused

    state = engine.deal("CF1-D3-AAAAACL")
    error = engine.refusal(state, move)
    assert error is not None
    try:
        i18n.set_language("sr@latin")
        assert refused(error) == latin
        i18n.set_language("sr@cyrillic")
        assert refused(error) == to_cyrillic(latin)
    finally:
        i18n.set_language("en")
