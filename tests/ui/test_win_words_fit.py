"""The "You won!" window keeps its sentence inside its margins in every language, at the
smallest window, whatever the score (take-backs placed again score again, R22)."""

from __future__ import annotations

import pygame
import pytest

from canfield import i18n
from canfield.ui.dialogs import modal as dialogs
from canfield.ui.dialogs.modal import WinDialog

from .driver import changed

HOME = "All 52 cards are home. Score: {score}"


@pytest.mark.parametrize("score", [255, 1255])
@pytest.mark.parametrize("size", [(640, 480), (1280, 800)])
def test_the_win_sentence_stays_inside_the_margins(
    lang: str, size: tuple[int, int], score: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialog = WinDialog(score)
    dialog.layout(pygame.Rect((0, 0), size))
    with_words = pygame.Surface(size)
    dialog.draw(with_words)
    translate = i18n._
    monkeypatch.setattr(dialogs, "_", lambda text: "" if text == HOME else translate(text))
    without = pygame.Surface(size)
    dialog.draw(without)
    words = changed(with_words, without)
    assert words.width, "the sentence was not drawn"
    assert dialog.body.contains(words), (lang, size, words, dialog.body)
    buttons = min(b.rect.y for b in dialog.buttons)
    assert words.bottom <= buttons, (lang, size)
