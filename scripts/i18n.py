"""The translation catalogues: extract the messages, update each language, compile.

    .venv/bin/python scripts/i18n.py            # all four steps
    .venv/bin/python scripts/i18n.py extract    # canfield/locale/canfield.pot from the code
    .venv/bin/python scripts/i18n.py update     # merge the .pot into every .po (new ones too)
    .venv/bin/python scripts/i18n.py cyrillic   # Serbian Cyrillic from Serbian Latin
    .venv/bin/python scripts/i18n.py compile    # every .po to its .mo

Serbian Cyrillic (gettext's `sr`) is never edited by hand: `cyrillic` writes its
catalogue and its Rules texts from the Latin ones (`sr@latin`) with
`canfield.serbian.to_cyrillic`, and `tests/test_i18n_serbian.py` fails when the two
are out of step.

Messages are what the code passes to `_`, `N_`, `ngettext`, `N_plural` and
`plural_spoken` (canfield/speech/announce.py). A new message arrives in
each .po untranslated and a changed one arrives fuzzy; `tests/test_i18n_catalogues.py`
fails until a translator has worded them and the .mo files are compiled again.
Needs Babel (the `dev` extra).
"""

from __future__ import annotations

import sys
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from canfield.serbian import to_cyrillic

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "canfield" / "locale"
POT = LOCALE / "canfield.pot"
DOMAIN = "canfield"
KEYWORDS: dict[str, tuple[int, ...] | None] = {
    "_": None,
    "N_": None,
    "ngettext": (1, 2),
    "N_plural": (1, 2),
    "plural_spoken": (1, 2),
}

SERBIAN = (
    "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : "
    "n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);"
)
PLURAL_FORMS = {
    "ro": "nplurals=3; plural=(n==1 ? 0 : (n==0 || (n%100>0 && n%100<20)) ? 1 : 2);",
    "da": "nplurals=2; plural=(n != 1);",
    "es": "nplurals=2; plural=(n != 1);",
    "sr@latin": SERBIAN,
    "sr": SERBIAN,
}
"""The catalogues (by folder: gettext's `sr` is Cyrillic) and how each chooses a plural
form (English is the code)."""

TRANSLATED = ("ro", "da", "es", "sr@latin")
"""The catalogues translators write; `sr` is made from `sr@latin`."""

BABEL_LOCALES = {"sr@latin": "sr_Latn", "sr": "sr_Cyrl"}
"""Babel's name for a catalogue's locale where it is not the folder's."""

RULES_FILES = ("rules.txt", "rules-source.txt")


def po_path(lang: str) -> Path:
    """Where a language's catalogue lives (`lang` is its folder)."""
    return LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def extract() -> Catalog:
    """Every message in the code, as a template catalogue."""
    template = Catalog(project="Canfield", domain=DOMAIN, charset="utf-8")
    found = extract_from_dir(
        str(ROOT / "canfield"),
        method_map=[("**.py", "python")],
        keywords=KEYWORDS,
        comment_tags=("Translators:",),
        strip_comment_tags=True,
    )
    for filename, lineno, message, comments, context in found:
        template.add(
            message,
            None,
            [(f"canfield/{filename}", lineno)],
            auto_comments=comments,
            context=context,
        )
    return template


def _read(path: Path, lang: str | None = None) -> Catalog:
    with path.open("rb") as f:
        return read_po(f, locale=BABEL_LOCALES.get(lang, lang) if lang else None)


def _write(path: Path, catalog: Catalog) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(path.suffix + ".tmp")
    with tmp.open("wb") as f:
        write_po(f, catalog, width=96, ignore_obsolete=True)
    tmp.replace(path)


def update(template: Catalog) -> None:
    """Bring every translated language's .po up to the template, creating missing ones."""
    for lang in TRANSLATED:
        path = po_path(lang)
        if path.exists():
            catalog = _read(path, lang)
        else:
            catalog = Catalog(
                locale=BABEL_LOCALES.get(lang, lang),
                domain=DOMAIN,
                project="Canfield",
                charset="utf-8",
            )
        catalog.update(template, update_header_comment=False)
        headers = [(k, v) for k, v in catalog.mime_headers if k != "Plural-Forms"]
        catalog.mime_headers = [*headers, ("Plural-Forms", PLURAL_FORMS[lang])]
        _write(path, catalog)


def cyrillic_catalogue(latin: Catalog) -> Catalog:
    """The Serbian Latin catalogue in Cyrillic letters, message for message."""
    catalog = Catalog(
        locale=BABEL_LOCALES["sr"],
        domain=DOMAIN,
        project="Canfield",
        charset="utf-8",
        fuzzy=False,
        header_comment=(
            "# Serbian translation of Canfield (Cyrillic script, ekavian).\n"
            "# Made by scripts/i18n.py from sr@latin/LC_MESSAGES/canfield.po: edit that one."
        ),
    )
    headers = [(k, v) for k, v in latin.mime_headers if k not in ("Language", "Language-Team")]
    catalog.mime_headers = [*headers, ("Language-Team", "Serbian (Cyrillic)")]
    for message in latin:
        if not message.id:
            continue
        string = message.string
        if isinstance(string, tuple | list):
            string = tuple(to_cyrillic(text) for text in string)
        elif string:
            string = to_cyrillic(string)
        catalog[message.id] = Message(
            message.id,
            string,
            locations=message.locations,
            flags=message.flags,
            auto_comments=message.auto_comments,
            context=message.context,
        )
    return catalog


def cyrillic_rules(name: str) -> str:
    """One of Serbian's Rules texts in Cyrillic letters, line by line (a comment line,
    for the game's makers, says where the text comes from)."""
    text = (LOCALE / "sr@latin" / name).read_text(encoding="utf-8")
    made = f"# Made by scripts/i18n.py from sr@latin/{name}, transliterated: edit that one."
    lines = text.split("\n")
    return "\n".join(made if line.startswith("#") else to_cyrillic(line) for line in lines)


def cyrillic() -> None:
    """Write Serbian Cyrillic (`sr`) from Serbian Latin (`sr@latin`)."""
    _write(po_path("sr"), cyrillic_catalogue(_read(po_path("sr@latin"), "sr@latin")))
    for name in RULES_FILES:
        (LOCALE / "sr" / name).write_text(cyrillic_rules(name), encoding="utf-8")


def compile_all() -> None:
    """Compile every .po into the .mo that ships with the game (fuzzy messages left out)."""
    for lang in PLURAL_FORMS:
        catalog = _read(po_path(lang), lang)
        mo = po_path(lang).with_suffix(".mo")
        tmp = mo.with_suffix(".mo.tmp")
        with tmp.open("wb") as f:
            write_mo(f, catalog, use_fuzzy=False)
        tmp.replace(mo)


def main(argv: list[str]) -> int:
    """Run the steps named on the command line (all of them by default)."""
    steps = argv or ["extract", "update", "cyrillic", "compile"]
    unknown = set(steps) - {"extract", "update", "cyrillic", "compile"}
    if unknown:
        print(f"i18n.py: unknown step(s) {', '.join(sorted(unknown))}", file=sys.stderr)
        return 2
    template: Catalog | None = None
    if "extract" in steps:
        template = extract()
        _write(POT, template)
    if "update" in steps:
        update(template or _read(POT))
    if "cyrillic" in steps:
        cyrillic()
    if "compile" in steps:
        compile_all()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
