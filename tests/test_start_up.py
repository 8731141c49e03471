"""The first frame does only what it shows: card faces are rasterised for the cards that
can be seen, at the one size in use, and the `canfield play` path draws it before
importing what it does not need (pydantic, OpenSSL through hashlib, the dialogs that no
one has opened, the solver and its processes), while still honouring the saved settings."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from collections.abc import Iterator

import pygame
import pytest

from canfield import engine
from canfield.session import Session
from canfield.store import Store
from canfield.store.first_look import FirstLook
from canfield.ui.app import App
from canfield.ui.dialogs.modal import NoticeDialog
from canfield.ui.draw.art import CardArt, CardLike
from canfield.ui.draw.layout import Layout
from canfield.ui.draw.placement import Table
from canfield.ui.draw.render import Renderer
from canfield.ui.draw.scene import Scene, View

from .display import display

CODE = "CF1-D3-AAAAACL"


class CountingArt(CardArt):
    """Card art that notes every face it is asked for."""

    def __init__(self, width: int) -> None:
        self.asked: list[str] = []
        super().__init__(width)

    def face(self, card: CardLike) -> pygame.Surface:
        """Note the card, then draw it as usual."""
        self.asked.append(str(card))
        return super().face(card)


@pytest.fixture(scope="module", autouse=True)
def _display() -> Iterator[None]:
    with display():
        yield


def test_the_first_frame_rasterises_only_the_faces_that_show() -> None:
    """The deal's reserve is 13 cards squared up: only its top card and the one whose edge
    shows below the step in the stack are drawn; every column card and the base card."""
    state = engine.deal(CODE)
    layout = Layout.for_size(1280, 800)
    art = CountingArt(layout.card_w)
    Renderer(art).layer(Scene(Table(layout, state, 3), View()))
    reserve = [str(c) for c in state.reserve]
    shown = {reserve[-1], reserve[7], str(state.foundations[0][-1])}
    shown |= {str(column[-1]) for column in state.columns}
    assert set(art.asked) == shown
    assert len(art.asked) == len(shown) == 7


def test_a_card_lifted_off_a_squared_pile_shows_the_one_under_it() -> None:
    state = engine.deal(CODE)
    layout = Layout.for_size(1280, 800)
    art = CountingArt(layout.card_w)
    top = state.reserve[-1]
    Renderer(art).layer(Scene(Table(layout, state, 3), View(), frozenset({top})))
    assert str(state.reserve[-2]) in art.asked
    assert str(top) not in art.asked


def test_the_felt_is_lit_in_the_middle_and_the_same_in_every_layer() -> None:
    """The felt is scaled up afresh for each layer (no full-size copy is kept): every
    layer shows the same baize, light in the middle and dark at the corners."""
    from canfield.ui.draw import theme
    from canfield.ui.draw.felt import felt, small_felt

    state = engine.deal(CODE)
    layout = Layout.for_size(1280, 800)
    baize = felt((1280, 800), small_felt())
    middle, corner = baize.get_at((640, 340))[:3], baize.get_at((0, 799))[:3]
    assert all(abs(m - lit) <= 2 for m, lit in zip(middle, theme.FELT_LIGHT, strict=True))
    assert all(d <= c < m for d, c, m in zip(theme.FELT_DARK, corner, middle, strict=True))
    renderer = Renderer(CardArt(layout.card_w))
    spot = (3, layout.height // 2)  # bare felt left of the reserve
    first = renderer.layer(Scene(Table(layout, state, 3), View())).get_at(spot)
    renderer.invalidate()
    again = renderer.layer(Scene(Table(layout, state, 3), View(status="x"))).get_at(spot)
    assert first == again == baize.get_at(spot)


# Runs `canfield play` as the command does, noting at the end of the first frame what is
# imported and how the table was dealt, and whether settling after it loaded the settings
# model; then the window is closed.
FIRST_FRAME = """
import json, sys
import pygame
from canfield import i18n
from canfield.ui import app as app_module

seen = {}
draw = app_module.App.draw
rasterised = []
load_sized_svg = pygame.image.load_sized_svg
pygame.image.load_sized_svg = lambda *a: rasterised.append(a) or load_sized_svg(*a)

def first_draw(self):
    draw(self)
    if not seen:
        seen["modules"] = sorted(sys.modules)
        seen["language"] = i18n.language()
        seen["draw"] = self.session.state.draw
        seen["deferred"] = self.session.preferences.deferred
        seen["size"] = list(self.screen.get_size())
        seen["rasterised"] = len(rasterised)
        pygame.event.post(pygame.event.Event(pygame.QUIT))

settle = app_module.App.settle

def settled(self):
    settle(self)
    seen["settled"] = "pydantic" in sys.modules  # whether settling loaded the model

app_module.App.draw = first_draw
app_module.App.settle = settled
from canfield.cli import main
seen["exit"] = main(["play", *sys.argv[1:]])
print(json.dumps(seen))
"""

NOT_BEFORE_THE_FIRST_FRAME = (
    "pydantic",
    "hashlib",
    "_hashlib",
    "hmac",
    "canfield.store.legacy",
    "canfield.store.settings",
    "canfield.store.stats",
    "canfield.ui.dialogs.help",
    "canfield.solver.portfolio",
    "canfield.solver.background",
    "multiprocessing",
    "canfield.speech",  # speech automatic (the default) or off: no voice, nothing of it
    "canfield.speech.voice",
    "canfield.speech.announce",
    "prism",
    "canfield.solver",  # the solver and the teacher's words: when first asked
    "canfield.teacher",
    "canfield.census",  # the census's sentence: when Statistics opens
    "ctypes",  # the loop's SDL wait: at its first sleep
)


def _first_frame(tmp_path: Path, settings: str | None, *args: str) -> dict[str, object]:
    config = tmp_path / "config" / "canfield"
    config.mkdir(parents=True, exist_ok=True)
    if settings is not None:
        (config / "settings.json").write_text(settings, encoding="utf-8")
    env = {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "XDG_CACHE_HOME": str(tmp_path / "cache"),
    }
    done = subprocess.run(
        [sys.executable, "-c", FIRST_FRAME, *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    seen: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen["exit"] == 0
    return seen


def test_the_first_frame_is_drawn_before_pydantic_openssl_and_the_dialogs(
    tmp_path: Path,
) -> None:
    seen = _first_frame(tmp_path, None, "--code", CODE)
    modules = seen["modules"]
    assert isinstance(modules, list)
    assert "canfield.ui.app" in modules and "canfield.store.games" in modules
    assert [m for m in NOT_BEFORE_THE_FIRST_FRAME if m in modules] == []
    assert seen["deferred"] is True
    assert seen["settled"] is False  # no settings file: the model is never needed


def test_the_first_frame_honours_the_saved_language_draw_mode_and_size(tmp_path: Path) -> None:
    saved = '{"language": "da", "draw": 1, "sound": false, "window_size": [900, 700]}'
    seen = _first_frame(tmp_path, saved)
    assert (seen["language"], seen["draw"], seen["size"]) == ("da", 1, [900, 700])
    assert seen["deferred"] is True
    seen = _first_frame(tmp_path / "other", '{"language": "es", "draw": true}')
    assert (seen["language"], seen["draw"]) == ("es", 3)  # as the model reads it
    # A size only the model reads (numbers as text): it is asked before the first frame.
    seen = _first_frame(tmp_path / "third", '{"window_size": ["900", "700"]}')
    assert (seen["size"], seen["deferred"]) == ([900, 700], False)


def test_the_next_start_reads_the_faces_from_the_cache_not_the_svgs(tmp_path: Path) -> None:
    first = _first_frame(tmp_path, None, "--code", CODE)
    assert first["rasterised"] == 10  # 7 faces, the back, the empty pile's outline, its marks
    again = _first_frame(tmp_path, None, "--code", CODE)
    assert again["rasterised"] == 0
    assert len(list((tmp_path / "cache" / "canfield" / "cards").iterdir())) == 10


def test_a_clean_settings_file_never_loads_the_model_and_a_damaged_one_just_after(
    tmp_path: Path,
) -> None:
    clean = '{"draw": 1, "sound": false, "animations": false, "winnable_only": true}'
    seen = _first_frame(tmp_path, clean)
    assert (seen["draw"], seen["deferred"], seen["settled"]) == (1, True, False)
    seen = _first_frame(tmp_path / "other", '{"draw": 1, "sound": "loud"}')
    assert (seen["draw"], seen["deferred"], seen["settled"]) == (1, True, True)


def test_a_clean_file_is_read_whole_without_the_model_until_settings_are_saved(
    tmp_path: Path,
) -> None:
    store = Store(tmp_path / "config", tmp_path / "data")
    store.config_dir.mkdir(parents=True)
    store.settings_path.write_text(
        '{"sound": true, "animations": false, "double_click": false}', encoding="utf-8"
    )
    session = Session.open(store, code=CODE, defer_settings=True)
    app = App(session)
    app.step()
    assert session.preferences.deferred and app.flow.dialog is None
    assert app.actions.sounds.enabled and not session.look.animations
    session.change_settings(sound=False)
    assert not session.preferences.deferred and not session.look.sound
    saved = json.loads(store.settings_path.read_text(encoding="utf-8"))
    assert (saved["sound"], saved["animations"], saved["double_click"]) == (False, False, False)
    store.close()


def test_settings_deferred_are_loaded_after_the_first_frame_and_problems_told(
    tmp_path: Path,
) -> None:
    store = Store(tmp_path / "config", tmp_path / "data")
    store.config_dir.mkdir(parents=True)
    store.settings_path.write_text('{"draw": 1, "sound": "loud"}', encoding="utf-8")
    session = Session.open(store, code=CODE, defer_settings=True)
    app = App(session)
    assert (
        session.preferences.deferred and app.flow.dialog is None and not app.actions.sounds.enabled
    )
    app.step()
    assert not session.preferences.deferred
    assert session.settings.draw == 1
    dialog = app.flow.dialog
    assert isinstance(dialog, NoticeDialog)
    assert "settings.json" in dialog.message and "sound" in dialog.message
    assert app.dirty  # the next pass draws the notice
    app.step()
    assert app.flow.dialog is dialog  # and it is not told twice


def test_a_new_deal_before_the_settings_are_loaded_takes_the_saved_draw_mode(
    tmp_path: Path,
) -> None:
    store = Store(tmp_path / "config", tmp_path / "data")
    store.config_dir.mkdir(parents=True)
    store.settings_path.write_text(
        '{"draw": 1, "sound": true, "double_click": "no"}', encoding="utf-8"
    )
    session = Session.open(store, defer_settings=True)
    assert session.state.draw == 1 and session.preferences.deferred
    assert session.look == FirstLook(None, 1, False, sound=True) and session.preferences.deferred
    assert session.settings.sound is True and not session.preferences.deferred
    session.change_settings(double_click=True)
    assert session.look == FirstLook(None, 1, True, sound=True)  # the loaded settings now
    store.close()
