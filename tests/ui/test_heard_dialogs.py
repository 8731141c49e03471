"""The windows heard: each dialog says its title (and what it has to say) once when it
opens, after what the action that opened it said; every control reached by Tab is said
with its value, interrupting; the statistics are read row by row; the search for a
winnable deal says its progress every five seconds at most, waiting its turn; the query
keys each say their sentence once; and with speech off nothing of `canfield.speech` is
imported."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from canfield import i18n
from canfield.census import figures as census
from canfield.solver.background import DealsTried
from canfield.store.stats import ModeStats, Statistics
from canfield.ui.dialogs.help import help_text
from canfield.ui.dialogs.modal import NoticeDialog, WinDialog
from canfield.ui.dialogs.new_game import NewGameDialog
from canfield.ui.dialogs.options import StatsDialog
from canfield.ui.dialogs.winnable import Finder, FindingDialog
from canfield.ui.speaking import PROGRESS_EVERY

from ..positions import one_move_from_winning
from .conftest import MakeDriver
from .driver import Driver
from .hearing import Recording

Heard = list[tuple[str, bool]]
"""Messages, each with whether it interrupted what was being said."""


class Ear:
    """A window with a voice that records, and what it said after each key."""

    def __init__(self, make_driver: MakeDriver) -> None:
        self.voice = Recording()
        self.ui: Driver = make_driver(voice=self.voice)

    def mark(self) -> int:
        return len(self.voice.given)

    def since(self, mark: int) -> Heard:
        return self.voice.heard(mark)

    def key(self, key: int, mod: int = 0) -> Heard:
        """A key pressed; what was said for it."""
        mark = self.mark()
        self.ui.key(key, mod=mod)
        return self.since(mark)

    def keys(self, key: int, times: int, mod: int = 0) -> list[Heard]:
        return [self.key(key, mod) for _ in range(times)]

    def nothing_more(self) -> None:
        """An event that changes nothing shown, and loop passes with none: silence."""
        mark = self.mark()
        self.ui.move((1, 1), buttons=(0, 0, 0))
        self.ui.step()
        self.ui.step()
        assert self.since(mark) == []


@pytest.fixture
def ear(make_driver: MakeDriver) -> Ear:
    return Ear(make_driver)


def queued(*texts: str) -> Heard:
    return [(text, False) for text in texts]


def said(text: str) -> Heard:
    return [(text, True)]


# -- each dialog as it opens ----------------------------------------------------------


def test_the_new_game_window_says_its_title_and_the_code_field(ear: Ear) -> None:
    assert ear.key(pygame.K_F2) == queued(
        "New game", "Game code (optional), e.g. CF1-D3-AAAAACL, text field, empty"
    )
    ear.nothing_more()
    assert ear.voice.given.count("New game") == 1


def test_settings_says_its_title_once(ear: Ear) -> None:
    assert ear.key(pygame.K_F4) == queued("Settings")  # no control has the focus yet
    ear.nothing_more()


def test_speech_and_view_says_its_title_when_opened_from_settings(ear: Ear) -> None:
    ear.key(pygame.K_F4)
    assert ear.keys(pygame.K_TAB, 11)[-1] == said("Speech and view…, button")
    assert ear.key(pygame.K_RETURN) == queued("Speech and view")
    ear.nothing_more()


def test_the_rules_are_read_paragraph_by_paragraph_and_esc_stops_the_reading(
    ear: Ear,
) -> None:
    heard = ear.key(pygame.K_F1)
    paragraphs = [p for p in help_text().split("\n") if p.strip()]
    assert heard == queued("How to play Canfield", *paragraphs)
    assert any("R: say the last message again" in p for p in paragraphs)  # the query keys
    ear.nothing_more()
    assert ear.key(pygame.K_TAB) == said("Close, button")
    # Closing interrupts whatever of the reading is still to come.
    assert ear.key(pygame.K_ESCAPE) == said("How to play Canfield closed.")
    ear.nothing_more()


def test_a_dialog_closed_says_so_unless_its_answer_says_more(ear: Ear) -> None:
    ear.key(pygame.K_F4)
    assert ear.key(pygame.K_ESCAPE) == said("Settings closed.")
    ear.key(pygame.K_F2)
    heard = ear.key(pygame.K_RETURN)  # a new game: what it says is enough
    assert heard and "New game closed." not in [text for text, _cut in heard]


def test_the_statistics_say_their_title_then_their_rows(ear: Ear) -> None:
    heard = ear.key(pygame.K_F3)
    assert heard[:3] == queued(
        "Statistics", "Games played: Draw 3 0, Draw 1 0.", "Games won: Draw 3 0, Draw 1 0."
    )
    # the title, eleven figures, the winnable deals, today's deals, the rule, the census's
    # two lines
    assert len(heard) == 1 + 11 + 1 + 2 + 2
    assert all(not cut for _text, cut in heard)
    ear.nothing_more()


def test_a_notice_says_its_title_and_message_once(ear: Ear) -> None:
    mark = ear.mark()
    ear.ui.app.flow.notice("The game in progress", "The game CF1-D3-AAAAACL was resumed.")
    ear.ui.key(pygame.K_LSHIFT)
    assert ear.since(mark) == queued("The game in progress", "The game CF1-D3-AAAAACL was resumed.")
    ear.nothing_more()
    assert ear.key(pygame.K_TAB) == said("OK, button")


def test_a_notice_opened_after_the_first_frame_is_heard_without_a_key(ear: Ear) -> None:
    mark = ear.mark()
    problems = ["The settings file could not be read.", "The statistics were reset."]
    ear.ui.app.actions.window_side.tell(problems, at_start=False)
    ear.ui.step()  # a loop pass with no event, as after the first frame
    assert isinstance(ear.ui.app.flow.dialog, NoticeDialog)
    assert ear.since(mark) == queued("Some files could not be used", "\n\n".join(problems))


def test_the_win_is_said_after_the_last_move_then_the_win_window(ear: Ear) -> None:
    ear.ui.set_position(one_move_from_winning())
    ear.key(pygame.K_1)
    heard = ear.key(pygame.K_RETURN)
    assert isinstance(ear.ui.app.flow.dialog, WinDialog)
    assert heard == [
        ("From column 1: the 6 of clubs onto foundation 4.", True),
        *queued(
            "Column 1 is empty.",
            "Score 255.",
            "You won with 255 points!",
            "You won!",
            "All 52 cards are home. Score: 255",
        ),
    ]
    ear.nothing_more()
    assert ear.key(pygame.K_TAB) == said("Look at the table, button")
    assert ear.key(pygame.K_TAB) == said("New game, button")


# -- Tab, Space and typing ------------------------------------------------------------


def test_tab_says_each_control_of_settings_with_its_value(ear: Ear) -> None:
    ear.key(pygame.K_F4)
    assert ear.keys(pygame.K_TAB, 13) == [
        said("Double click: a tapped card may go to a column, on"),
        said("Animations, off"),
        said("Sound, off"),
        said("Tell me when a move loses the game, off"),
        said("Română, choice"),
        said("Dansk, choice"),
        said("Español, choice"),
        said("Srpski (latinica), choice"),
        said("Српски (ћирилица), choice"),
        said("English, chosen"),
        said("Speech and view…, button"),
        said("Close, button"),
        said("Double click: a tapped card may go to a column, on"),  # round again
    ]
    assert ear.key(pygame.K_TAB, pygame.KMOD_SHIFT) == said("Close, button")
    ear.keys(pygame.K_TAB, 2)
    assert ear.key(pygame.K_SPACE) == said("Animations, on")
    assert ear.key(pygame.K_SPACE) == said("Animations, off")


def test_tab_says_each_control_of_speech_and_view_with_its_value(ear: Ear) -> None:
    ear.key(pygame.K_F4)
    ear.keys(pygame.K_TAB, 11)
    ear.key(pygame.K_RETURN)
    assert ear.keys(pygame.K_TAB, 13) == [
        said("Automatic: with a screen reader running, chosen"),
        said("Off, choice"),
        said("Through the screen reader, choice"),
        said("With the built-in voice, choice"),
        said("Slower, choice"),
        said("Normal, chosen"),
        said("Faster, choice"),
        said("Quiet, choice"),
        said("Medium, choice"),
        said("Loud, chosen"),
        said("High contrast cards: large rank and suit, off"),
        said("A colour for each suit, off"),
        said("Close, button"),
    ]
    ear.keys(pygame.K_TAB, 9)  # round to Medium
    assert ear.key(pygame.K_SPACE) == said("Medium, chosen")
    assert ear.key(pygame.K_TAB) == said("Loud, choice")


def test_the_code_field_is_said_with_what_is_typed_and_the_draw_choices_with_theirs(
    ear: Ear,
) -> None:
    ear.key(pygame.K_F2)
    field = "Game code (optional), e.g. CF1-D3-AAAAACL, text field"
    typed = []
    for letter in "cf1":
        mark = ear.mark()
        ear.ui.type(letter)
        typed += ear.since(mark)
    assert typed == [
        (f"{field}: c", True),
        (f"{field}: c f", True),
        (f"{field}: c f 1", True),
    ]
    assert ear.key(pygame.K_TAB, pygame.KMOD_SHIFT) == said("1 card — Easy, choice")
    assert ear.key(pygame.K_TAB, pygame.KMOD_SHIFT) == said("3 cards — Hard, chosen")
    assert ear.key(pygame.K_SPACE) == []  # chosen already: nothing changed
    assert ear.key(pygame.K_TAB) == said("1 card — Easy, choice")
    assert ear.key(pygame.K_SPACE) == said("1 card — Easy, chosen")
    assert ear.keys(pygame.K_TAB, 2) == [
        said(f"{field}: c f 1"),
        said("Only winnable deals (the solver proves each one), off"),
    ]
    assert ear.key(pygame.K_SPACE) == said("Only winnable deals (the solver proves each one), on")
    assert ear.keys(pygame.K_TAB, 4) == [
        said("Restart this deal, button"),
        said("Today's deal, button"),
        said("Cancel, button"),
        said("Deal, button"),
    ]


def test_controls_are_said_in_the_game_s_language(make_driver: MakeDriver) -> None:
    voice = Recording()
    ui = make_driver(voice=voice, language="es")
    i18n.set_language("es")
    mark = len(voice.given)
    ui.key(pygame.K_F4)
    for _ in range(3):
        ui.key(pygame.K_TAB)
    assert voice.heard(mark) == [
        ("Ajustes", False),
        ("Doble toque: una carta tocada puede ir a una columna, activado", True),
        ("Animaciones, desactivado", True),
        ("Sonido, desactivado", True),
    ]


# -- the statistics, row by row -------------------------------------------------------

STATS = Statistics(
    draw_3=ModeStats(
        played=12, won=3, abandoned=2, best_score=260, current_streak=1, longest_streak=2,
        cards_placed=1234, best_time=305.0, average_time=512.5, in_progress=1,
    ),
    draw_1=ModeStats(
        played=4, won=4, best_score=255, current_streak=4, longest_streak=4, cards_placed=208,
        best_time=190.0, average_time=200.0,
    ),
    winnable_3=ModeStats(played=5, won=2),
    winnable_1=ModeStats(played=1, won=1),
)  # fmt: skip
"""Figures that differ between the draw modes, so each row shows it reads both."""


def test_the_statistics_are_read_row_by_row_with_both_draw_modes() -> None:
    assert StatsDialog(STATS).spoken_body() == [
        "Games played: Draw 3 12, Draw 1 4.",
        "Games won: Draw 3 3, Draw 1 4.",
        "Games abandoned: Draw 3 2, Draw 1 0.",
        "In progress: Draw 3 1, Draw 1 0.",
        "Win rate: Draw 3 25%, Draw 1 100%.",
        "Best score: Draw 3 260, Draw 1 255.",
        "Current streak: Draw 3 1, Draw 1 4.",
        "Longest streak: Draw 3 2, Draw 1 4.",
        "Cards placed on foundations: Draw 3 1,234, Draw 1 208.",
        "Best time: Draw 3 5:05, Draw 1 3:10.",
        "Average time: Draw 3 8:32, Draw 1 3:20.",
        "Winnable deals: Draw 3 2 won of 5, Draw 1 1 won of 1.",
        "Today's deals: 0 of 0 days won; streak 0 (best 0).",
        "Counted: random deals once won or left for another game; the game in progress "
        "counts when it ends. Winnable-only deals and today's deals (by day) are counted "
        "apart; a game taken up from a record is not counted.",
        census.sentence(3),
        census.sentence(1),
    ]
    empty = StatsDialog(Statistics()).spoken_body()
    assert "Win rate: Draw 3 no games yet, Draw 1 no games yet." in empty
    assert not [line for line in empty if "—" in line or "/" in line]


def test_the_statistics_are_read_in_romanian() -> None:
    i18n.set_language("ro")
    body = StatsDialog(STATS).spoken_body()
    assert body[0] == "Partide jucate: Extragere 3 12, Extragere 1 4."
    assert body[4] == "Procent de câștig: Extragere 3 25\u00a0%, Extragere 1 100\u00a0%."
    assert body[8] == "Cărți pe fundații: Extragere 3 1.234, Extragere 1 208."


# -- the search for a winnable deal ---------------------------------------------------


class FakeSearch:
    """The search process stood in for: it reports the deals tried the test gives it."""

    def __init__(self) -> None:
        self.running = True
        self.pending: list[DealsTried] = []

    def poll(self) -> object | None:
        return None

    def news(self) -> list[DealsTried]:
        news, self.pending = self.pending, []
        return news

    def cancel(self) -> None:
        self.running = False


def start_search(ear: Ear) -> FakeSearch:
    """New game, Only winnable deals on, Enter: the finding window opens."""
    search = FakeSearch()
    ear.ui.app.flow.finder = Finder(start=lambda draw, seconds: search, clock=ear.ui.clock)
    ear.key(pygame.K_F2)
    ear.key(pygame.K_TAB)
    dialog = ear.ui.app.flow.dialog
    assert isinstance(dialog, NewGameDialog) and dialog.focused() is dialog.winnable
    if not dialog.winnable.value:  # the window remembers it from the last search
        ear.key(pygame.K_SPACE)
    return search


def report(ear: Ear, search: FakeSearch, tried: int, after: float) -> Heard:
    """`after` seconds on, the search has tried `tried` deals: what was said."""
    ear.ui.clock.advance(after)
    search.pending.append(DealsTried(tried))
    mark = ear.mark()
    ear.ui.step()
    return ear.since(mark)


def test_the_finding_window_says_its_title_and_what_it_does(ear: Ear) -> None:
    start_search(ear)
    assert ear.key(pygame.K_RETURN) == queued(
        "Only winnable deals", "Dealing until the solver proves a deal can be won…"
    )
    assert isinstance(ear.ui.app.flow.dialog, FindingDialog)
    ear.nothing_more()


def test_the_search_says_its_progress_every_five_seconds_at_most_waiting_its_turn(
    ear: Ear,
) -> None:
    assert PROGRESS_EVERY == 5.0
    search = start_search(ear)
    ear.key(pygame.K_RETURN)
    assert report(ear, search, 3, after=1.0) == []  # the first report starts the count
    assert report(ear, search, 6, after=2.0) == []
    assert report(ear, search, 9, after=2.75) == []  # 4.75 s since the count began
    assert report(ear, search, 12, after=0.5) == queued("12 deals tried so far.")
    assert report(ear, search, 15, after=4.75) == []  # 4.75 s since it was said
    assert report(ear, search, 15, after=9.0) == []  # no news, nothing to say
    assert report(ear, search, 40, after=0.0) == queued("40 deals tried so far.")
    assert ear.key(pygame.K_ESCAPE) == said(
        "No new game: the search for a winnable deal was cancelled."
    )
    search = start_search(ear)  # the next search counts its own five seconds
    ear.key(pygame.K_RETURN)
    assert report(ear, search, 2, after=1.0) == []
    assert report(ear, search, 4, after=4.75) == []
    assert report(ear, search, 8, after=0.5) == queued("8 deals tried so far.")


# -- the query keys --------------------------------------------------------------------


def test_each_query_key_says_its_sentence_once(ear: Ear) -> None:
    assert ear.key(pygame.K_4) == said("Column 4, 1 card: the ace of spades.")
    answers = {
        pygame.K_l: "Column 4, 1 card: the ace of spades.",
        pygame.K_k: "Column 4, 1 card: ace of spades.",
        pygame.K_f: "Foundation 1, hearts: the 7 of hearts on top; next the 8 of hearts. "
        "Foundation 2, spades: empty; it takes the 7 of spades. "
        "Foundation 3, diamonds: empty; it takes the 7 of diamonds. "
        "Foundation 4, clubs: empty; it takes the 7 of clubs.",
        pygame.K_c: "Reserve 13 cards. Stock 34 cards. Waste 0 cards.",
        pygame.K_t: "Score 0.",  # the game's clock starts with the first move
    }
    for key, answer in answers.items():
        assert ear.key(key) == said(answer), pygame.key.name(key)
        assert ear.ui.app.stage.status == (answer, False)  # shown in the status line too
    assert ear.key(pygame.K_r) == said("Score 0.")  # the last message again
    assert ear.key(pygame.K_r) == said("Score 0.")


def test_the_time_is_said_once_the_game_runs(ear: Ear) -> None:
    ear.key(pygame.K_d)
    ear.ui.clock.advance(1.0)
    ear.ui.step()
    elapsed = ear.ui.app.stage.elapsed
    assert elapsed
    assert ear.key(pygame.K_t) == said(f"Score 0. Time {elapsed}.")


def test_k_reads_the_stock_by_its_count_and_a_foundation_by_its_cards_needed(ear: Ear) -> None:
    assert ear.key(pygame.K_1) == said("Column 1, 1 card: the 6 of clubs.")
    foundation = "Foundation 1, hearts: the 7 of hearts on top; next the 8 of hearts."
    assert ear.key(pygame.K_UP) == said(foundation)
    assert ear.key(pygame.K_k) == said(foundation)
    assert ear.keys(pygame.K_LEFT, 2) == [said("The waste, empty."), said("The stock, 34 cards.")]
    assert ear.key(pygame.K_k) == said("The stock, 34 cards.")
    assert ear.key(pygame.K_l) == said("The stock, 34 cards.")


def test_without_a_voice_the_query_keys_answer_in_the_status_line(ui: Driver) -> None:
    ui.key(pygame.K_4)
    ui.key(pygame.K_c)
    assert ui.app.stage.status == ("Reserve 13 cards. Stock 34 cards. Waste 0 cards.", False)
    ui.key(pygame.K_r)  # nothing to repeat without a voice: nothing happens
    assert ui.app.stage.status == ("Reserve 13 cards. Stock 34 cards. Waste 0 cards.", False)


# -- speech off ------------------------------------------------------------------------

SILENT_GAME = """
import json, sys
import pygame
from canfield.store import Store
from canfield.store.settings import Settings

Store().save_settings(Settings.model_validate({"speech": "off", "animations": False}))
from canfield.ui import app as app_module

CTRL = pygame.KMOD_CTRL
keys = [
    (pygame.K_F2, 0), (pygame.K_TAB, 0), (pygame.K_ESCAPE, 0),  # New game
    (pygame.K_F4, 0), (pygame.K_TAB, 0), (pygame.K_ESCAPE, 0),  # Settings
    (pygame.K_F3, 0), (pygame.K_ESCAPE, 0), (pygame.K_F1, 0), (pygame.K_ESCAPE, 0),
    (pygame.K_4, 0), (pygame.K_UP, 0), (pygame.K_LEFT, 0),  # the focus moves
    (pygame.K_d, 0), (pygame.K_z, CTRL), (pygame.K_y, CTRL),  # a draw, undone, redone
]
step = app_module.App.step

def keyed_step(self):
    step(self)
    if keys:
        key, mod = keys.pop(0)
        event = pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)
        pygame.event.post(event)
    else:
        self.actions.running = False
        seen["voice"] = self.actions.speaking.voice is None
        seen["moves"] = len(self.session.history.moves)

seen = {}
app_module.App.step = keyed_step
from canfield.cli import main

seen["exit"] = main(["play", "--code", "CF1-D3-AAAAACL"])
seen["speech"] = sorted(name for name in sys.modules if name.startswith("canfield.speech"))
seen["window"] = "canfield.ui.speaking" in sys.modules
print(json.dumps(seen))
"""


def test_with_speech_off_nothing_of_speech_is_imported(tmp_path: Path) -> None:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    env["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    for name in ("CONFIG", "DATA", "CACHE"):
        env[f"XDG_{name}_HOME"] = str(tmp_path / name.lower())
    done = subprocess.run(
        [sys.executable, "-c", SILENT_GAME], capture_output=True, text=True, env=env, timeout=120
    )
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen == {"exit": 0, "voice": True, "moves": 1, "speech": [], "window": True}
