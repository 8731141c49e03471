"""Every message where a count meets a word takes the language's plural form.

Each count-bearing message is said at 1, 2, 5, 20 and 101 in every language, through the
code that says it (a refusal through `explain`, a hint through `hint_text`, the solver's
answer through `canfield solve`'s words), and compared with the exact sentence a player
reads. Romanian puts "de" before a noun from 20 on (20 de mutări, but 101 mutări);
Serbian has three forms (1, 21, 101: potez; 2–4: poteza; 5–20: poteza / karata …).
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from collections.abc import Callable, Iterator

import pytest

from canfield import i18n
from canfield.engine import Card, IllegalMove, Move
from canfield.engine.describe import LANGUAGES as DESCRIBED
from canfield.engine.wording import N_plural
from canfield.explain import explain
from canfield.i18n import ngettext, number
from canfield.solver.cli import _describe
from canfield.solver.hint import Hint
from canfield.solver.portfolio import Solution
from canfield.ui.dialogs.stats_chart import chart_title
from canfield.ui.solving import hint_text

COUNTS = (1, 2, 5, 20, 101)


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    yield
    i18n.set_language("en")


def _refusal(singular: str, plural: str, **params: object) -> Callable[[int], str]:
    return lambda n: explain(IllegalMove(N_plural(singular, plural), rule="R11", n=n, **params))


def _said(singular: str, plural: str, **params: object) -> Callable[[int], str]:
    """A message of the window's or the command line's, as the code fills it in."""
    return lambda n: ngettext(singular, plural, n).format(n=number(n), **params)


SAY: dict[str, Callable[[int], str]] = {
    "cards_left": _said("{n} card left", "{n} cards left"),
    "column_has_only": _refusal(
        "column {column} has only {n} card", "column {column} has only {n} cards", column=2
    ),
    "not_a_run": _refusal(
        "the last {n} card of column {column} is not a run (alternating colours, each one "
        "rank lower), so it cannot move",
        "the last {n} cards of column {column} are not a run (alternating colours, each one "
        "rank lower), so they cannot move together",
        column=3,
    ),
    "winnable_found": lambda n: ngettext(
        "New game {code}: a winnable deal ({n} deal tried, {seconds} s).",
        "New game {code}: a winnable deal ({n} deals tried, {seconds} s).",
        n,
    ).format(code="CF1-D3-AAAAACL", n=number(n), seconds=i18n.decimal(1.5)),
    "deals_tried": _said("{n} deal tried so far.", "{n} deals tried so far."),
    "hint_taps_column": lambda n: hint_text(Hint(Move.parse("S"), Card.parse("QC"), "C2", n)),
    "hint_taps_foundation": lambda n: hint_text(Hint(Move.parse("S"), Card.parse("AH"), "F3", n)),
    "last_games": lambda n: chart_title(3, n),
    "solved": lambda n: _describe(Solution("won", ("S",) * n, n * 1000 + 234, 0.5)).split("\n")[0],
    "lost": lambda n: _describe(Solution("lost", (), n, 0.25)),
    "clipped": lambda n: ngettext(
        "{start}… ({n} character)", "{start}… ({n} characters)", n
    ).format(start="CF1-D3", n=number(n)),
    "too_long": lambda n: ngettext(
        "That is too long for a game code (at most {n} character): nothing was added.",
        "That is too long for a game code (at most {n} characters): nothing was added.",
        n,
    ).format(n=n),
    "won_points": lambda n: ngettext(
        "You won with {score} point!", "You won with {score} points!", n
    ).format(score=number(n)),
    "record_moves": _said("{n} move", "{n} moves"),
    "describe_cards": lambda n: DESCRIBED[i18n.language()].count(n),
}
"""Every count-bearing message, by name: how the game says it with the count n."""

EXPECTED: dict[str, dict[str, tuple[str, ...]]] = {
    "cards_left": {
        "en": (
            "1 card left",
            "2 cards left",
            "5 cards left",
            "20 cards left",
            "101 cards left",
        ),
        "ro": (
            "1 carte rămasă",
            "2 cărți rămase",
            "5 cărți rămase",
            "20 de cărți rămase",
            "101 cărți rămase",
        ),
        "da": (
            "1 kort tilbage",
            "2 kort tilbage",
            "5 kort tilbage",
            "20 kort tilbage",
            "101 kort tilbage",
        ),
        "es": (
            "queda 1 carta",
            "quedan 2 cartas",
            "quedan 5 cartas",
            "quedan 20 cartas",
            "quedan 101 cartas",
        ),
        "sr@latin": (
            "ostala je 1 karta",
            "ostale su 2 karte",
            "ostalo je 5 karata",
            "ostalo je 20 karata",
            "ostala je 101 karta",
        ),
        "sr@cyrillic": (
            "остала је 1 карта",
            "остале су 2 карте",
            "остало је 5 карата",
            "остало је 20 карата",
            "остала је 101 карта",
        ),
    },
    "column_has_only": {
        "en": (
            "column 2 has only 1 card",
            "column 2 has only 2 cards",
            "column 2 has only 5 cards",
            "column 2 has only 20 cards",
            "column 2 has only 101 cards",
        ),
        "ro": (
            "coloana 2 are doar 1 carte",
            "coloana 2 are doar 2 cărți",
            "coloana 2 are doar 5 cărți",
            "coloana 2 are doar 20 de cărți",
            "coloana 2 are doar 101 cărți",
        ),
        "da": (
            "kolonne 2 har kun 1 kort",
            "kolonne 2 har kun 2 kort",
            "kolonne 2 har kun 5 kort",
            "kolonne 2 har kun 20 kort",
            "kolonne 2 har kun 101 kort",
        ),
        "es": (
            "la columna 2 solo tiene 1 carta",
            "la columna 2 solo tiene 2 cartas",
            "la columna 2 solo tiene 5 cartas",
            "la columna 2 solo tiene 20 cartas",
            "la columna 2 solo tiene 101 cartas",
        ),
        "sr@latin": (
            "kolona 2 ima samo 1 kartu",
            "kolona 2 ima samo 2 karte",
            "kolona 2 ima samo 5 karata",
            "kolona 2 ima samo 20 karata",
            "kolona 2 ima samo 101 kartu",
        ),
        "sr@cyrillic": (
            "колона 2 има само 1 карту",
            "колона 2 има само 2 карте",
            "колона 2 има само 5 карата",
            "колона 2 има само 20 карата",
            "колона 2 има само 101 карту",
        ),
    },
    "not_a_run": {
        "en": (
            (
                "the last 1 card of column 3 is not a run (alternating colours, each one rank "
                "lower), so it cannot move"
            ),
            (
                "the last 2 cards of column 3 are not a run (alternating colours, each one "
                "rank lower), so they cannot move together"
            ),
            (
                "the last 5 cards of column 3 are not a run (alternating colours, each one "
                "rank lower), so they cannot move together"
            ),
            (
                "the last 20 cards of column 3 are not a run (alternating colours, each one "
                "rank lower), so they cannot move together"
            ),
            (
                "the last 101 cards of column 3 are not a run (alternating colours, each one "
                "rank lower), so they cannot move together"
            ),
        ),
        "ro": (
            (
                "ultima 1 carte din coloana 3 nu formează o secvență (culori alternate, "
                "fiecare cu un rang mai mic), deci nu se poate muta"
            ),
            (
                "ultimele 2 cărți din coloana 3 nu formează o secvență (culori alternate, "
                "fiecare cu un rang mai mic), deci nu se pot muta împreună"
            ),
            (
                "ultimele 5 cărți din coloana 3 nu formează o secvență (culori alternate, "
                "fiecare cu un rang mai mic), deci nu se pot muta împreună"
            ),
            (
                "ultimele 20 de cărți din coloana 3 nu formează o secvență (culori alternate, "
                "fiecare cu un rang mai mic), deci nu se pot muta împreună"
            ),
            (
                "ultimele 101 cărți din coloana 3 nu formează o secvență (culori alternate, "
                "fiecare cu un rang mai mic), deci nu se pot muta împreună"
            ),
        ),
        "da": (
            (
                "det sidste 1 kort i kolonne 3 er ikke en række (skiftende farver, hvert kort "
                "én rang lavere), så det kan ikke flyttes"
            ),
            (
                "de sidste 2 kort i kolonne 3 er ikke en række (skiftende farver, hvert kort "
                "én rang lavere), så de kan ikke flyttes samlet"
            ),
            (
                "de sidste 5 kort i kolonne 3 er ikke en række (skiftende farver, hvert kort "
                "én rang lavere), så de kan ikke flyttes samlet"
            ),
            (
                "de sidste 20 kort i kolonne 3 er ikke en række (skiftende farver, hvert kort "
                "én rang lavere), så de kan ikke flyttes samlet"
            ),
            (
                "de sidste 101 kort i kolonne 3 er ikke en række (skiftende farver, hvert kort "
                "én rang lavere), så de kan ikke flyttes samlet"
            ),
        ),
        "es": (
            (
                "la última 1 carta de la columna 3 no es una secuencia (colores alternos, cada "
                "una un rango menor), así que no puede moverse"
            ),
            (
                "las últimas 2 cartas de la columna 3 no son una secuencia (colores alternos, "
                "cada una un rango menor), así que no pueden moverse juntas"
            ),
            (
                "las últimas 5 cartas de la columna 3 no son una secuencia (colores alternos, "
                "cada una un rango menor), así que no pueden moverse juntas"
            ),
            (
                "las últimas 20 cartas de la columna 3 no son una secuencia (colores alternos, "
                "cada una un rango menor), así que no pueden moverse juntas"
            ),
            (
                "las últimas 101 cartas de la columna 3 no son una secuencia (colores "
                "alternos, cada una un rango menor), así que no pueden moverse juntas"
            ),
        ),
        "sr@latin": (
            (
                "poslednja 1 karta u koloni 3 nije niz (naizmenične boje, svaka za rang niža), "
                "pa ne može da se premesti zajedno"
            ),
            (
                "poslednje 2 karte u koloni 3 nisu niz (naizmenične boje, svaka za rang niža), "
                "pa ne mogu da se premeste zajedno"
            ),
            (
                "poslednjih 5 karata u koloni 3 nije niz (naizmenične boje, svaka za rang "
                "niža), pa ne može da se premesti zajedno"
            ),
            (
                "poslednjih 20 karata u koloni 3 nije niz (naizmenične boje, svaka za rang "
                "niža), pa ne može da se premesti zajedno"
            ),
            (
                "poslednja 101 karta u koloni 3 nije niz (naizmenične boje, svaka za rang "
                "niža), pa ne može da se premesti zajedno"
            ),
        ),
        "sr@cyrillic": (
            (
                "последња 1 карта у колони 3 није низ (наизменичне боје, свака за ранг нижа), "
                "па не може да се премести заједно"
            ),
            (
                "последње 2 карте у колони 3 нису низ (наизменичне боје, свака за ранг нижа), "
                "па не могу да се преместе заједно"
            ),
            (
                "последњих 5 карата у колони 3 није низ (наизменичне боје, свака за ранг "
                "нижа), па не може да се премести заједно"
            ),
            (
                "последњих 20 карата у колони 3 није низ (наизменичне боје, свака за ранг "
                "нижа), па не може да се премести заједно"
            ),
            (
                "последња 101 карта у колони 3 није низ (наизменичне боје, свака за ранг "
                "нижа), па не може да се премести заједно"
            ),
        ),
    },
    "winnable_found": {
        "en": (
            "New game CF1-D3-AAAAACL: a winnable deal (1 deal tried, 1.5 s).",
            "New game CF1-D3-AAAAACL: a winnable deal (2 deals tried, 1.5 s).",
            "New game CF1-D3-AAAAACL: a winnable deal (5 deals tried, 1.5 s).",
            "New game CF1-D3-AAAAACL: a winnable deal (20 deals tried, 1.5 s).",
            "New game CF1-D3-AAAAACL: a winnable deal (101 deals tried, 1.5 s).",
        ),
        "ro": (
            "Joc nou CF1-D3-AAAAACL: o repartizare câștigabilă (1 repartizare încercată, 1,5 s).",
            "Joc nou CF1-D3-AAAAACL: o repartizare câștigabilă (2 repartizări încercate, 1,5 s).",
            "Joc nou CF1-D3-AAAAACL: o repartizare câștigabilă (5 repartizări încercate, 1,5 s).",
            (
                "Joc nou CF1-D3-AAAAACL: o repartizare câștigabilă (20 de repartizări "
                "încercate, 1,5 s)."
            ),
            "Joc nou CF1-D3-AAAAACL: o repartizare câștigabilă (101 repartizări încercate, 1,5 s).",
        ),
        "da": (
            "Nyt spil CF1-D3-AAAAACL, som kan vindes (1 spil afprøvet, 1,5 s).",
            "Nyt spil CF1-D3-AAAAACL, som kan vindes (2 spil afprøvet, 1,5 s).",
            "Nyt spil CF1-D3-AAAAACL, som kan vindes (5 spil afprøvet, 1,5 s).",
            "Nyt spil CF1-D3-AAAAACL, som kan vindes (20 spil afprøvet, 1,5 s).",
            "Nyt spil CF1-D3-AAAAACL, som kan vindes (101 spil afprøvet, 1,5 s).",
        ),
        "es": (
            "Nueva partida CF1-D3-AAAAACL: un reparto ganable (1 reparto probado, 1,5 s).",
            "Nueva partida CF1-D3-AAAAACL: un reparto ganable (2 repartos probados, 1,5 s).",
            "Nueva partida CF1-D3-AAAAACL: un reparto ganable (5 repartos probados, 1,5 s).",
            "Nueva partida CF1-D3-AAAAACL: un reparto ganable (20 repartos probados, 1,5 s).",
            "Nueva partida CF1-D3-AAAAACL: un reparto ganable (101 repartos probados, 1,5 s).",
        ),
        "sr@latin": (
            "Nova igra CF1-D3-AAAAACL: dobitno deljenje (isprobano je 1 deljenje, 1,5 s).",
            "Nova igra CF1-D3-AAAAACL: dobitno deljenje (isprobana su 2 deljenja, 1,5 s).",
            "Nova igra CF1-D3-AAAAACL: dobitno deljenje (isprobano je 5 deljenja, 1,5 s).",
            "Nova igra CF1-D3-AAAAACL: dobitno deljenje (isprobano je 20 deljenja, 1,5 s).",
            "Nova igra CF1-D3-AAAAACL: dobitno deljenje (isprobano je 101 deljenje, 1,5 s).",
        ),
        "sr@cyrillic": (
            "Нова игра CF1-D3-AAAAACL: добитно дељење (испробано је 1 дељење, 1,5 s).",
            "Нова игра CF1-D3-AAAAACL: добитно дељење (испробана су 2 дељења, 1,5 s).",
            "Нова игра CF1-D3-AAAAACL: добитно дељење (испробано је 5 дељења, 1,5 s).",
            "Нова игра CF1-D3-AAAAACL: добитно дељење (испробано је 20 дељења, 1,5 s).",
            "Нова игра CF1-D3-AAAAACL: добитно дељење (испробано је 101 дељење, 1,5 s).",
        ),
    },
    "deals_tried": {
        "en": (
            "1 deal tried so far.",
            "2 deals tried so far.",
            "5 deals tried so far.",
            "20 deals tried so far.",
            "101 deals tried so far.",
        ),
        "ro": (
            "1 repartizare încercată până acum.",
            "2 repartizări încercate până acum.",
            "5 repartizări încercate până acum.",
            "20 de repartizări încercate până acum.",
            "101 repartizări încercate până acum.",
        ),
        "da": (
            "1 spil afprøvet indtil nu.",
            "2 spil afprøvet indtil nu.",
            "5 spil afprøvet indtil nu.",
            "20 spil afprøvet indtil nu.",
            "101 spil afprøvet indtil nu.",
        ),
        "es": (
            "1 reparto probado hasta ahora.",
            "2 repartos probados hasta ahora.",
            "5 repartos probados hasta ahora.",
            "20 repartos probados hasta ahora.",
            "101 repartos probados hasta ahora.",
        ),
        "sr@latin": (
            "Do sada je isprobano 1 deljenje.",
            "Do sada su isprobana 2 deljenja.",
            "Do sada je isprobano 5 deljenja.",
            "Do sada je isprobano 20 deljenja.",
            "Do sada je isprobano 101 deljenje.",
        ),
        "sr@cyrillic": (
            "До сада је испробано 1 дељење.",
            "До сада су испробана 2 дељења.",
            "До сада је испробано 5 дељења.",
            "До сада је испробано 20 дељења.",
            "До сада је испробано 101 дељење.",
        ),
    },
    "hint_taps_column": {
        "en": (
            "Hint: 1 tap on the stock brings Q♣; it goes onto column 2.",
            "Hint: 2 taps on the stock bring Q♣; it goes onto column 2.",
            "Hint: 5 taps on the stock bring Q♣; it goes onto column 2.",
            "Hint: 20 taps on the stock bring Q♣; it goes onto column 2.",
            "Hint: 101 taps on the stock bring Q♣; it goes onto column 2.",
        ),
        "ro": (
            "Indiciu: 1 atingere a pachetului aduce D♣, care merge pe coloana 2.",
            "Indiciu: 2 atingeri ale pachetului aduc D♣, care merge pe coloana 2.",
            "Indiciu: 5 atingeri ale pachetului aduc D♣, care merge pe coloana 2.",
            "Indiciu: 20 de atingeri ale pachetului aduc D♣, care merge pe coloana 2.",
            "Indiciu: 101 atingeri ale pachetului aduc D♣, care merge pe coloana 2.",
        ),
        "da": (
            "Tip: 1 tryk på trækbunken giver klør D, som skal på kolonne 2.",
            "Tip: 2 tryk på trækbunken giver klør D, som skal på kolonne 2.",
            "Tip: 5 tryk på trækbunken giver klør D, som skal på kolonne 2.",
            "Tip: 20 tryk på trækbunken giver klør D, som skal på kolonne 2.",
            "Tip: 101 tryk på trækbunken giver klør D, som skal på kolonne 2.",
        ),
        "es": (
            "Pista: 1 toque en el mazo trae la Q♣, que va a la columna 2.",
            "Pista: 2 toques en el mazo traen la Q♣, que va a la columna 2.",
            "Pista: 5 toques en el mazo traen la Q♣, que va a la columna 2.",
            "Pista: 20 toques en el mazo traen la Q♣, que va a la columna 2.",
            "Pista: 101 toques en el mazo traen la Q♣, que va a la columna 2.",
        ),
        "sr@latin": (
            "Savet: 1 dodir špila donosi Q♣, koja ide na kolonu 2.",
            "Savet: 2 dodira špila donose Q♣, koja ide na kolonu 2.",
            "Savet: 5 dodira špila donosi Q♣, koja ide na kolonu 2.",
            "Savet: 20 dodira špila donosi Q♣, koja ide na kolonu 2.",
            "Savet: 101 dodir špila donosi Q♣, koja ide na kolonu 2.",
        ),
        "sr@cyrillic": (
            "Савет: 1 додир шпила доноси Q♣, која иде на колону 2.",
            "Савет: 2 додира шпила доносе Q♣, која иде на колону 2.",
            "Савет: 5 додира шпила доноси Q♣, која иде на колону 2.",
            "Савет: 20 додира шпила доноси Q♣, која иде на колону 2.",
            "Савет: 101 додир шпила доноси Q♣, која иде на колону 2.",
        ),
    },
    "hint_taps_foundation": {
        "en": (
            "Hint: 1 tap on the stock brings A♥; it goes onto foundation 3.",
            "Hint: 2 taps on the stock bring A♥; it goes onto foundation 3.",
            "Hint: 5 taps on the stock bring A♥; it goes onto foundation 3.",
            "Hint: 20 taps on the stock bring A♥; it goes onto foundation 3.",
            "Hint: 101 taps on the stock bring A♥; it goes onto foundation 3.",
        ),
        "ro": (
            "Indiciu: 1 atingere a pachetului aduce A♥, care merge pe fundația 3.",
            "Indiciu: 2 atingeri ale pachetului aduc A♥, care merge pe fundația 3.",
            "Indiciu: 5 atingeri ale pachetului aduc A♥, care merge pe fundația 3.",
            "Indiciu: 20 de atingeri ale pachetului aduc A♥, care merge pe fundația 3.",
            "Indiciu: 101 atingeri ale pachetului aduc A♥, care merge pe fundația 3.",
        ),
        "da": (
            "Tip: 1 tryk på trækbunken giver hjerter E, som skal på fundament 3.",
            "Tip: 2 tryk på trækbunken giver hjerter E, som skal på fundament 3.",
            "Tip: 5 tryk på trækbunken giver hjerter E, som skal på fundament 3.",
            "Tip: 20 tryk på trækbunken giver hjerter E, som skal på fundament 3.",
            "Tip: 101 tryk på trækbunken giver hjerter E, som skal på fundament 3.",
        ),
        "es": (
            "Pista: 1 toque en el mazo trae el A♥, que va a la fundación 3.",
            "Pista: 2 toques en el mazo traen el A♥, que va a la fundación 3.",
            "Pista: 5 toques en el mazo traen el A♥, que va a la fundación 3.",
            "Pista: 20 toques en el mazo traen el A♥, que va a la fundación 3.",
            "Pista: 101 toques en el mazo traen el A♥, que va a la fundación 3.",
        ),
        "sr@latin": (
            "Savet: 1 dodir špila donosi A♥, koja ide na temelj 3.",
            "Savet: 2 dodira špila donose A♥, koja ide na temelj 3.",
            "Savet: 5 dodira špila donosi A♥, koja ide na temelj 3.",
            "Savet: 20 dodira špila donosi A♥, koja ide na temelj 3.",
            "Savet: 101 dodir špila donosi A♥, koja ide na temelj 3.",
        ),
        "sr@cyrillic": (
            "Савет: 1 додир шпила доноси A♥, која иде на темељ 3.",
            "Савет: 2 додира шпила доносе A♥, која иде на темељ 3.",
            "Савет: 5 додира шпила доноси A♥, која иде на темељ 3.",
            "Савет: 20 додира шпила доноси A♥, која иде на темељ 3.",
            "Савет: 101 додир шпила доноси A♥, која иде на темељ 3.",
        ),
    },
    "last_games": {
        "en": (
            "Draw 3: the last game",
            "Draw 3: the last 2 games",
            "Draw 3: the last 5 games",
            "Draw 3: the last 20 games",
            "Draw 3: the last 101 games",
        ),
        "ro": (
            "Extragere 3: ultima partidă",
            "Extragere 3: ultimele 2 partide",
            "Extragere 3: ultimele 5 partide",
            "Extragere 3: ultimele 20 de partide",
            "Extragere 3: ultimele 101 partide",
        ),
        "da": (
            "Træk 3: det seneste spil",
            "Træk 3: de seneste 2 spil",
            "Træk 3: de seneste 5 spil",
            "Træk 3: de seneste 20 spil",
            "Træk 3: de seneste 101 spil",
        ),
        "es": (
            "Robar 3: la última partida",
            "Robar 3: las últimas 2 partidas",
            "Robar 3: las últimas 5 partidas",
            "Robar 3: las últimas 20 partidas",
            "Robar 3: las últimas 101 partidas",
        ),
        "sr@latin": (
            "Vučenje 3: poslednja 1 igra",
            "Vučenje 3: poslednje 2 igre",
            "Vučenje 3: poslednjih 5 igara",
            "Vučenje 3: poslednjih 20 igara",
            "Vučenje 3: poslednja 101 igra",
        ),
        "sr@cyrillic": (
            "Вучење 3: последња 1 игра",
            "Вучење 3: последње 2 игре",
            "Вучење 3: последњих 5 игара",
            "Вучење 3: последњих 20 игара",
            "Вучење 3: последња 101 игра",
        ),
    },
    "solved": {
        "en": (
            "won: 1 move (0.50 s, 1,234 positions)",
            "won: 2 moves (0.50 s, 2,234 positions)",
            "won: 5 moves (0.50 s, 5,234 positions)",
            "won: 20 moves (0.50 s, 20,234 positions)",
            "won: 101 moves (0.50 s, 101,234 positions)",
        ),
        "ro": (
            "câștigat: 1 mutare (0,50 s, 1.234 de poziții)",
            "câștigat: 2 mutări (0,50 s, 2.234 de poziții)",
            "câștigat: 5 mutări (0,50 s, 5.234 de poziții)",
            "câștigat: 20 de mutări (0,50 s, 20.234 de poziții)",
            "câștigat: 101 mutări (0,50 s, 101.234 de poziții)",
        ),
        "da": (
            "vundet: 1 træk (0,50 s, 1.234 stillinger)",
            "vundet: 2 træk (0,50 s, 2.234 stillinger)",
            "vundet: 5 træk (0,50 s, 5.234 stillinger)",
            "vundet: 20 træk (0,50 s, 20.234 stillinger)",
            "vundet: 101 træk (0,50 s, 101.234 stillinger)",
        ),
        "es": (
            "ganada: 1 jugada (0,50 s, 1234 posiciones)",
            "ganada: 2 jugadas (0,50 s, 2234 posiciones)",
            "ganada: 5 jugadas (0,50 s, 5234 posiciones)",
            "ganada: 20 jugadas (0,50 s, 20.234 posiciones)",
            "ganada: 101 jugadas (0,50 s, 101.234 posiciones)",
        ),
        "sr@latin": (
            "dobijeno: 1 potez (0,50 s, 1.234 pozicije)",
            "dobijeno: 2 poteza (0,50 s, 2.234 pozicije)",
            "dobijeno: 5 poteza (0,50 s, 5.234 pozicije)",
            "dobijeno: 20 poteza (0,50 s, 20.234 pozicije)",
            "dobijeno: 101 potez (0,50 s, 101.234 pozicije)",
        ),
        "sr@cyrillic": (
            "добијено: 1 потез (0,50 s, 1.234 позиције)",
            "добијено: 2 потеза (0,50 s, 2.234 позиције)",
            "добијено: 5 потеза (0,50 s, 5.234 позиције)",
            "добијено: 20 потеза (0,50 s, 20.234 позиције)",
            "добијено: 101 потез (0,50 s, 101.234 позиције)",
        ),
    },
    "lost": {
        "en": (
            "lost: no line wins from here (proved in 0.25 s, 1 position)",
            "lost: no line wins from here (proved in 0.25 s, 2 positions)",
            "lost: no line wins from here (proved in 0.25 s, 5 positions)",
            "lost: no line wins from here (proved in 0.25 s, 20 positions)",
            "lost: no line wins from here (proved in 0.25 s, 101 positions)",
        ),
        "ro": (
            "pierdut: de aici nicio linie nu mai câștigă (dovedit în 0,25 s, 1 poziție)",
            "pierdut: de aici nicio linie nu mai câștigă (dovedit în 0,25 s, 2 poziții)",
            "pierdut: de aici nicio linie nu mai câștigă (dovedit în 0,25 s, 5 poziții)",
            "pierdut: de aici nicio linie nu mai câștigă (dovedit în 0,25 s, 20 de poziții)",
            "pierdut: de aici nicio linie nu mai câștigă (dovedit în 0,25 s, 101 poziții)",
        ),
        "da": (
            "tabt: der er ingen vej til sejr herfra (bevist på 0,25 s, 1 stilling)",
            "tabt: der er ingen vej til sejr herfra (bevist på 0,25 s, 2 stillinger)",
            "tabt: der er ingen vej til sejr herfra (bevist på 0,25 s, 5 stillinger)",
            "tabt: der er ingen vej til sejr herfra (bevist på 0,25 s, 20 stillinger)",
            "tabt: der er ingen vej til sejr herfra (bevist på 0,25 s, 101 stillinger)",
        ),
        "es": (
            "perdida: ninguna línea gana desde aquí (demostrado en 0,25 s, 1 posición)",
            "perdida: ninguna línea gana desde aquí (demostrado en 0,25 s, 2 posiciones)",
            "perdida: ninguna línea gana desde aquí (demostrado en 0,25 s, 5 posiciones)",
            "perdida: ninguna línea gana desde aquí (demostrado en 0,25 s, 20 posiciones)",
            "perdida: ninguna línea gana desde aquí (demostrado en 0,25 s, 101 posiciones)",
        ),
        "sr@latin": (
            "izgubljeno: odavde nema puta do pobede (dokazano za 0,25 s, 1 pozicija)",
            "izgubljeno: odavde nema puta do pobede (dokazano za 0,25 s, 2 pozicije)",
            "izgubljeno: odavde nema puta do pobede (dokazano za 0,25 s, 5 pozicija)",
            "izgubljeno: odavde nema puta do pobede (dokazano za 0,25 s, 20 pozicija)",
            "izgubljeno: odavde nema puta do pobede (dokazano za 0,25 s, 101 pozicija)",
        ),
        "sr@cyrillic": (
            "изгубљено: одавде нема пута до победе (доказано за 0,25 s, 1 позиција)",
            "изгубљено: одавде нема пута до победе (доказано за 0,25 s, 2 позиције)",
            "изгубљено: одавде нема пута до победе (доказано за 0,25 s, 5 позиција)",
            "изгубљено: одавде нема пута до победе (доказано за 0,25 s, 20 позиција)",
            "изгубљено: одавде нема пута до победе (доказано за 0,25 s, 101 позиција)",
        ),
    },
    "clipped": {
        "en": (
            "CF1-D3… (1 character)",
            "CF1-D3… (2 characters)",
            "CF1-D3… (5 characters)",
            "CF1-D3… (20 characters)",
            "CF1-D3… (101 characters)",
        ),
        "ro": (
            "CF1-D3… (1 caracter)",
            "CF1-D3… (2 caractere)",
            "CF1-D3… (5 caractere)",
            "CF1-D3… (20 de caractere)",
            "CF1-D3… (101 caractere)",
        ),
        "da": (
            "CF1-D3… (1 tegn)",
            "CF1-D3… (2 tegn)",
            "CF1-D3… (5 tegn)",
            "CF1-D3… (20 tegn)",
            "CF1-D3… (101 tegn)",
        ),
        "es": (
            "CF1-D3… (1 carácter)",
            "CF1-D3… (2 caracteres)",
            "CF1-D3… (5 caracteres)",
            "CF1-D3… (20 caracteres)",
            "CF1-D3… (101 caracteres)",
        ),
        "sr@latin": (
            "CF1-D3… (1 znak)",
            "CF1-D3… (2 znaka)",
            "CF1-D3… (5 znakova)",
            "CF1-D3… (20 znakova)",
            "CF1-D3… (101 znak)",
        ),
        "sr@cyrillic": (
            "CF1-D3… (1 знак)",
            "CF1-D3… (2 знака)",
            "CF1-D3… (5 знакова)",
            "CF1-D3… (20 знакова)",
            "CF1-D3… (101 знак)",
        ),
    },
    "too_long": {
        "en": (
            "That is too long for a game code (at most 1 character): nothing was added.",
            "That is too long for a game code (at most 2 characters): nothing was added.",
            "That is too long for a game code (at most 5 characters): nothing was added.",
            "That is too long for a game code (at most 20 characters): nothing was added.",
            "That is too long for a game code (at most 101 characters): nothing was added.",
        ),
        "ro": (
            (
                "Textul este prea lung pentru un cod de joc, care are cel mult 1 caracter: nu "
                "s-a adăugat nimic."
            ),
            (
                "Textul este prea lung pentru un cod de joc, care are cel mult 2 caractere: nu "
                "s-a adăugat nimic."
            ),
            (
                "Textul este prea lung pentru un cod de joc, care are cel mult 5 caractere: nu "
                "s-a adăugat nimic."
            ),
            (
                "Textul este prea lung pentru un cod de joc, care are cel mult 20 de "
                "caractere: nu s-a adăugat nimic."
            ),
            (
                "Textul este prea lung pentru un cod de joc, care are cel mult 101 caractere: "
                "nu s-a adăugat nimic."
            ),
        ),
        "da": (
            "Det er for langt til en spilkode, som højst har 1 tegn: intet blev tilføjet.",
            "Det er for langt til en spilkode, som højst har 2 tegn: intet blev tilføjet.",
            "Det er for langt til en spilkode, som højst har 5 tegn: intet blev tilføjet.",
            "Det er for langt til en spilkode, som højst har 20 tegn: intet blev tilføjet.",
            "Det er for langt til en spilkode, som højst har 101 tegn: intet blev tilføjet.",
        ),
        "es": (
            (
                "Es demasiado largo para un código de partida, que tiene como máximo 1 "
                "carácter: no se añadió nada."
            ),
            (
                "Es demasiado largo para un código de partida, que tiene como máximo 2 "
                "caracteres: no se añadió nada."
            ),
            (
                "Es demasiado largo para un código de partida, que tiene como máximo 5 "
                "caracteres: no se añadió nada."
            ),
            (
                "Es demasiado largo para un código de partida, que tiene como máximo 20 "
                "caracteres: no se añadió nada."
            ),
            (
                "Es demasiado largo para un código de partida, que tiene como máximo 101 "
                "caracteres: no se añadió nada."
            ),
        ),
        "sr@latin": (
            "To je predugačko za kod igre, koji ima najviše 1 znak: ništa nije dodato.",
            "To je predugačko za kod igre, koji ima najviše 2 znaka: ništa nije dodato.",
            "To je predugačko za kod igre, koji ima najviše 5 znakova: ništa nije dodato.",
            "To je predugačko za kod igre, koji ima najviše 20 znakova: ništa nije dodato.",
            "To je predugačko za kod igre, koji ima najviše 101 znak: ništa nije dodato.",
        ),
        "sr@cyrillic": (
            "То је предугачко за код игре, који има највише 1 знак: ништа није додато.",
            "То је предугачко за код игре, који има највише 2 знака: ништа није додато.",
            "То је предугачко за код игре, који има највише 5 знакова: ништа није додато.",
            "То је предугачко за код игре, који има највише 20 знакова: ништа није додато.",
            "То је предугачко за код игре, који има највише 101 знак: ништа није додато.",
        ),
    },
    "won_points": {
        "en": (
            "You won with 1 point!",
            "You won with 2 points!",
            "You won with 5 points!",
            "You won with 20 points!",
            "You won with 101 points!",
        ),
        "ro": (
            "Ai câștigat cu 1 punct!",
            "Ai câștigat cu 2 puncte!",
            "Ai câștigat cu 5 puncte!",
            "Ai câștigat cu 20 de puncte!",
            "Ai câștigat cu 101 puncte!",
        ),
        "da": (
            "Du vandt med 1 point!",
            "Du vandt med 2 point!",
            "Du vandt med 5 point!",
            "Du vandt med 20 point!",
            "Du vandt med 101 point!",
        ),
        "es": (
            "¡Has ganado con 1 punto!",
            "¡Has ganado con 2 puntos!",
            "¡Has ganado con 5 puntos!",
            "¡Has ganado con 20 puntos!",
            "¡Has ganado con 101 puntos!",
        ),
        "sr@latin": (
            "Pobedili ste sa 1 poenom!",
            "Pobedili ste sa 2 poena!",
            "Pobedili ste sa 5 poena!",
            "Pobedili ste sa 20 poena!",
            "Pobedili ste sa 101 poenom!",
        ),
        "sr@cyrillic": (
            "Победили сте са 1 поеном!",
            "Победили сте са 2 поена!",
            "Победили сте са 5 поена!",
            "Победили сте са 20 поена!",
            "Победили сте са 101 поеном!",
        ),
    },
    "record_moves": {
        "en": (
            "1 move",
            "2 moves",
            "5 moves",
            "20 moves",
            "101 moves",
        ),
        "ro": (
            "1 mutare",
            "2 mutări",
            "5 mutări",
            "20 de mutări",
            "101 mutări",
        ),
        "da": (
            "1 træk",
            "2 træk",
            "5 træk",
            "20 træk",
            "101 træk",
        ),
        "es": (
            "1 jugada",
            "2 jugadas",
            "5 jugadas",
            "20 jugadas",
            "101 jugadas",
        ),
        "sr@latin": (
            "1 potez",
            "2 poteza",
            "5 poteza",
            "20 poteza",
            "101 potez",
        ),
        "sr@cyrillic": (
            "1 потез",
            "2 потеза",
            "5 потеза",
            "20 потеза",
            "101 потез",
        ),
    },
    "describe_cards": {
        "en": (
            "1 card",
            "2 cards",
            "5 cards",
            "20 cards",
            "101 cards",
        ),
        "ro": (
            "1 carte",
            "2 cărți",
            "5 cărți",
            "20 de cărți",
            "101 cărți",
        ),
        "da": (
            "1 kort",
            "2 kort",
            "5 kort",
            "20 kort",
            "101 kort",
        ),
        "es": (
            "1 carta",
            "2 cartas",
            "5 cartas",
            "20 cartas",
            "101 cartas",
        ),
        "sr@latin": (
            "1 karta",
            "2 karte",
            "5 karata",
            "20 karata",
            "101 karta",
        ),
        "sr@cyrillic": (
            "1 карта",
            "2 карте",
            "5 карата",
            "20 карата",
            "101 карта",
        ),
    },
}
"""What a player reads at 1, 2, 5, 20 and 101, in each language."""


def test_every_count_bearing_message_is_checked() -> None:
    assert set(EXPECTED) == set(SAY)
    for per_language in EXPECTED.values():
        assert set(per_language) == set(i18n.LANGUAGES)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("message", sorted(EXPECTED))
def test_a_count_takes_the_languages_plural_form(message: str, lang: str) -> None:
    i18n.set_language(lang)
    said = tuple(SAY[message](n) for n in COUNTS)
    assert said == EXPECTED[message][lang]
