"""The first ten messages of the manual's deal, in each language, as WAV files.

    .venv/bin/python scripts/speech_demo.py OUT-FOLDER

What is said is computed by `canfield.speech.announce` exactly as the window says it: the
game's opening, then the first moves of a winning line, each move with what it changed.
espeak-ng speaks each message in its language's voice into OUT/<lang>/NN.wav; the
script prints every file with its length and each language's total.
"""

from __future__ import annotations

import subprocess
import sys
import wave
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from canfield import engine, i18n
from canfield.speech import announce
from canfield.ui.new_table import new_game_words

CODE = "CF1-D3-AAAAACL"
OPENING = ("R>C2", "R>F1", "C2:2>C4", "R>C3", "S", "S")
"""The manual's winning line begins so (`canfield solve CF1-D3-AAAAACL`)."""
VOICES = {"en": "en", "ro": "ro", "da": "da", "es": "es", "sr@latin": "sr", "sr@cyrillic": "sr"}


def messages(lang: str, count: int = 10) -> list[str]:
    """The first `count` messages of the manual's deal in `lang`."""
    i18n.set_language(lang)
    state = engine.deal(CODE)
    said = [new_game_words(CODE, state.draw, False), *announce.deal(state)]
    for text in OPENING:
        move = engine.Move.parse(text)
        after = engine.apply(state, move)
        said += announce.move(state, move, after)
        state = after
    return said[:count]


def seconds(path: Path) -> float:
    """A WAV file's length."""
    with wave.open(str(path)) as sound:
        return float(sound.getnframes()) / float(sound.getframerate())


def main(argv: list[str]) -> int:
    """Write the files and print their lengths."""
    out = Path(argv[1] if len(argv) > 1 else "out/speech-demo")
    for lang, voice in VOICES.items():
        folder = out / lang
        folder.mkdir(parents=True, exist_ok=True)
        total = 0.0
        for n, text in enumerate(messages(lang), start=1):
            path = folder / f"{n:02d}.wav"
            subprocess.run(["espeak-ng", "-v", voice, "-w", str(path), text], check=True)
            length = seconds(path)
            total += length
            print(f"{lang:12} {path.name}  {length:5.2f} s  {text}")
        print(f"{lang:12} total {total:6.2f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
