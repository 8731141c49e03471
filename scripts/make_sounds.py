"""Synthesise the game's sounds into ``assets/sounds``: short 16-bit mono WAV files.

- ``deal.wav``: a quick riffle, eight soft card flicks one after another;
- ``place.wav``: one card laid down, a short muted knock;
- ``refuse.wav``: two low, soft tones falling, "uh-uh";
- ``win.wav``: a rising chime of four bell notes.

Everything is computed here from sine waves and seeded noise, so the sounds are the
project's own and the output is deterministic: running the script twice gives identical
bytes.

Usage::

    python scripts/make_sounds.py [--out DIR]
"""

from __future__ import annotations

import argparse
import io
import math
import random
import wave
from collections.abc import Callable, Sequence
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = REPO_ROOT / "assets" / "sounds"
RATE = 22050
PEAK = 0.5  # of full scale: the sounds sit well under the player's other audio

Samples = list[float]


def silence(seconds: float) -> Samples:
    """``seconds`` of nothing."""
    return [0.0] * round(seconds * RATE)


def mix_into(base: Samples, sound: Samples, at: float, gain: float = 1.0) -> None:
    """Add ``sound`` into ``base`` starting ``at`` seconds in (``base`` grows if needed)."""
    start = round(at * RATE)
    end = start + len(sound)
    if end > len(base):
        base.extend([0.0] * (end - len(base)))
    for i, value in enumerate(sound):
        base[start + i] += value * gain


def envelope(n: int, attack: float, decay: float) -> list[float]:
    """A fast rise over ``attack`` seconds, then an exponential fall with time constant
    ``decay`` seconds, for ``n`` samples."""
    rise = max(1, round(attack * RATE))
    return [
        (i / rise if i < rise else 1.0) * math.exp(-max(0, i - rise) / (decay * RATE))
        for i in range(n)
    ]


def tone(freq: float, seconds: float, attack: float, decay: float, partials: int = 1) -> Samples:
    """A tone of ``freq`` Hz with ``partials`` harmonics at falling strength."""
    n = round(seconds * RATE)
    env = envelope(n, attack, decay)
    out: Samples = []
    for i in range(n):
        t = i / RATE
        value = sum(math.sin(2 * math.pi * freq * k * t) / (k * k) for k in range(1, partials + 1))
        out.append(value * env[i])
    return out


def noise(seconds: float, attack: float, decay: float, seed: int, smooth: float) -> Samples:
    """Seeded noise, low-passed by ``smooth`` (0..1, higher is duller), under an envelope."""
    rng = random.Random(seed)
    n = round(seconds * RATE)
    env = envelope(n, attack, decay)
    out: Samples = []
    last = 0.0
    for i in range(n):
        last = smooth * last + (1 - smooth) * (rng.random() * 2 - 1)
        out.append(last * env[i])
    return out


def deal() -> Samples:
    """A riffle: eight flicks, each a short burst of bright noise, slightly irregular."""
    out = silence(0.0)
    rng = random.Random(7)
    for k in range(8):
        flick = noise(0.05, 0.002, 0.012, seed=100 + k, smooth=0.35)
        mix_into(out, flick, at=k * 0.045 + rng.random() * 0.008, gain=0.9 - k * 0.04)
    return out


def place() -> Samples:
    """A card laid down: a dull knock of noise over a low, quickly damped tone."""
    out = noise(0.09, 0.001, 0.014, seed=3, smooth=0.8)
    mix_into(out, tone(180.0, 0.09, 0.001, 0.02), at=0.0, gain=0.6)
    return out


def refuse() -> Samples:
    """Two soft, low tones, the second lower: "uh-uh"."""
    out = silence(0.0)
    mix_into(out, tone(330.0, 0.12, 0.01, 0.06, partials=3), at=0.0)
    mix_into(out, tone(262.0, 0.16, 0.01, 0.07, partials=3), at=0.14)
    return out


def win() -> Samples:
    """A rising chime: C, E, G and the high C as bell notes that ring over each other."""
    out = silence(0.0)
    for k, freq in enumerate((523.25, 659.25, 783.99, 1046.5)):
        mix_into(out, tone(freq, 0.6, 0.004, 0.2, partials=3), at=k * 0.11, gain=0.8)
    return out


SOUNDS: dict[str, Callable[[], Samples]] = {
    "deal": deal,
    "place": place,
    "refuse": refuse,
    "win": win,
}


def to_wav(samples: Samples) -> bytes:
    """Normalise ``samples`` to ``PEAK``, fade the last 15 ms out (no click at the end)
    and encode them as a 16-bit mono WAV file."""
    fade = min(len(samples), round(0.015 * RATE))
    samples = [
        s * min(1.0, (len(samples) - i) / fade) if fade else s for i, s in enumerate(samples)
    ]
    loudest = max((abs(s) for s in samples), default=0.0) or 1.0
    scale = PEAK * 32767 / loudest
    frames = b"".join(round(s * scale).to_bytes(2, "little", signed=True) for s in samples)
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)
    return buffer.getvalue()


def write_sounds(out: Path) -> list[Path]:
    """Write every sound into ``out`` (created if needed); return the written paths."""
    out.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    for name, make in sorted(SOUNDS.items()):
        path = out / f"{name}.wav"
        path.write_bytes(to_wav(make()))
        written.append(path)
    return written


def main(argv: Sequence[str] | None = None, echo: Callable[[str], None] = print) -> int:
    """Command-line entry point: parse ``--out`` and write the sounds."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument(
        "--out", type=Path, default=DEFAULT_OUT, help=f"output folder (default: {DEFAULT_OUT})"
    )
    args = parser.parse_args(argv)
    written = write_sounds(args.out)
    echo(f"wrote {len(written)} files to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
