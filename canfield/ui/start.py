"""Opening the window: `canfield play` from the settings file to the first frame.

The settings are read without their pydantic model (see `canfield.store.first_look`);
the model is loaded when needed, or just after the first frame. Nothing here is needed
once the window runs, but for Ctrl+C in the terminal the window was started from.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, TextIO

import pygame

from canfield import engine
from canfield.explain import explain
from canfield.i18n import _, language, set_language
from canfield.log import configure as configure_log
from canfield.session import Session
from canfield.store import Store
from canfield.store.first_look import FirstLook, first_look
from canfield.ui.app import App
from canfield.ui.draw.face_cache import FaceCache, default_folder
from canfield.ui.speaking import speech_mode
from canfield.ui.window import first_window, open_display, size_note

if TYPE_CHECKING:
    from canfield.speech.voice import Voice
    from canfield.store.settings import Settings


def ctrl_c_closes_the_window() -> Callable[[], None]:
    """Ctrl+C in the terminal the game runs from asks the window to close, as its close
    button does (the game's time and the window are saved, no traceback); a second
    Ctrl+C interrupts as usual. A handler set by someone else, or Ctrl+C ignored (a game
    started in the background), is left alone. Returns what gives the old handler back."""
    import signal

    if signal.getsignal(signal.SIGINT) is not signal.default_int_handler:
        return lambda: None

    def close(signum: int, frame: object) -> None:
        signal.signal(signal.SIGINT, signal.default_int_handler)
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    def give_back() -> None:
        signal.signal(signal.SIGINT, signal.default_int_handler)

    signal.signal(signal.SIGINT, close)
    return give_back


def open_voice(chosen: FirstLook | Settings, transcript: TextIO | None) -> Voice | None:
    """The window's voice, or None (nothing of speech is imported) when the game is silent
    and writes no transcript. Speech "automatic" without a transcript waits for the first
    frame: whether a screen reader runs is looked up then (`App.run`), off the start's path."""
    if chosen.speech == "auto" and transcript is None:
        return None
    mode = speech_mode(chosen.speech)
    if mode is None and transcript is None:
        return None
    from canfield.speech.voice import make_voice

    return make_voice(mode, language(), chosen.speech_rate, chosen.speech_volume, transcript)


def replay_refusal(store: Store, game: int) -> str | None:
    """Why game `game` cannot be replayed (None when it can): there is no such game, or
    its record does not replay."""
    from canfield.ui.replays import replay_of_game

    try:
        replay_of_game(store.games, game)
    except LookupError:
        return _("canfield: there is no game {n}").format(n=game)
    except ValueError:
        reason = _("Game {n} cannot be replayed: its record is not whole.").format(n=game)
        return _("canfield: {reason}").format(reason=reason)
    return None


def run(
    code: str | None = None,
    draw: int | None = None,
    size: tuple[int, int] | None = None,
    transcript: TextIO | None = None,
    replay: int | None = None,
) -> int:
    """Open the window and play; the `canfield play` command. `replay` opens the window
    on a replay of that game of the games database (`--replay N`)."""
    configure_log(level="WARNING", format="canfield: %(message)s")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    store = Store()
    look = first_look(store.settings_path)
    settings: Settings | None = None
    chosen: FirstLook | Settings
    if look is None:  # a value only the model reads: ask it now
        settings = chosen = store.load_settings()
    else:
        chosen = look
    set_language(chosen.language)
    if code:
        try:
            code = str(engine.parse_code(code))
        except engine.BadGameCode as exc:
            print(_("canfield: {reason}").format(reason=explain(exc)), file=sys.stderr)
            return 2
    if replay is not None and (refused := replay_refusal(store, replay)) is not None:
        print(refused, file=sys.stderr)
        return 2
    problem = open_display()  # before the session, which would start or lock a game
    if problem is not None:
        print(
            _("canfield: no display to open a window on: {reason}").format(reason=problem),
            file=sys.stderr,
        )
        return 1
    session = Session.open(store, settings, code=code, draw=draw, defer_settings=True)
    if pygame.display.get_driver() == "x11":
        # A plain shared-memory framebuffer: otherwise SDL shows the window through an
        # OpenGL texture and loads the GL driver (with Mesa's software one, ~100 MiB and
        # 50 ms before the first frame) for a table that is drawn in software anyway.
        os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
    pygame.font.init()
    first = first_window(size or chosen.window_size, chosen.window_position)
    note = size_note(size, first)
    if note is not None:
        print(note, file=sys.stderr)
    try:
        try:
            voice = open_voice(chosen, transcript)
            app = App(session, size=first, face_cache=FaceCache(default_folder()), voice=voice)
        except pygame.error as exc:  # the display is there, but it gives no window
            print(
                _("canfield: the window could not be opened: {reason}").format(reason=exc),
                file=sys.stderr,
            )
            return 1
        if chosen.fullscreen:
            app.actions.window_side.fill_screen(True)
        if replay is not None:
            app.actions.teacher.replays.watch_game(replay)
        return app.run()
    finally:
        pygame.quit()
