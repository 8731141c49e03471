"""Card slides and flips between two placements, and the win celebration.

Time is passed in (seconds, from the loop's clock), never read here, so tests can step
animations exactly.
"""

from __future__ import annotations

import itertools
import math
import random

from pygame import Rect

from canfield.engine import Card
from canfield.ui.draw.placement import Placed
from canfield.values import field, record

SLIDE_SECONDS = 0.15
"""A move slides in about 0.15 s."""

STAGGER_SECONDS = 0.05
"""Several cards of one action (a draw of three, a refill) leave one after another."""


def _ease(t: float) -> float:
    """Ease-out cubic: fast start, gentle landing."""
    return 1 - (1 - t) ** 3


@record(frozen=False)
class Slide:
    """One card travelling from one rectangle to another, maybe turning over on the way."""

    card: Card
    start: Rect
    end: Rect
    begin: float
    duration: float
    flip_from: bool
    face_up: bool
    z: int
    shown: bool = True
    """False for a card hidden under the others of a pile that moves as one."""

    def at(self, now: float) -> tuple[Rect, bool, float] | None:
        """(rect, face shown, horizontal scale for the flip) at `now`; None when done."""
        t = (now - self.begin) / self.duration
        if t >= 1:
            return None
        t = max(0.0, t)
        e = _ease(t)
        x = self.start.x + (self.end.x - self.start.x) * e
        y = self.start.y + (self.end.y - self.start.y) * e
        rect = Rect(round(x), round(y), self.end.width, self.end.height)
        if self.flip_from != self.face_up:
            scale = abs(math.cos(t * math.pi))
            face = self.flip_from if t < 0.5 else self.face_up
            return rect, face, max(scale, 0.04)
        return rect, self.face_up, 1.0


@record(frozen=False)
class Animator:
    """The slides under way. Cards being animated are drawn by the animator, not the table."""

    slides: dict[Card, Slide] = field(default_factory=dict)

    @property
    def busy(self) -> bool:
        """True while anything moves."""
        return bool(self.slides)

    def cards(self) -> set[Card]:
        """The cards the table must not draw in place now."""
        return set(self.slides)

    def transition(
        self,
        old: list[Placed],
        new: list[Placed],
        now: float,
        *,
        starts: dict[Card, Rect] | None = None,
        enabled: bool = True,
        stagger: float = STAGGER_SECONDS,
        as_pile: bool = False,
    ) -> None:
        """Slide every card whose place or side differs between two placements.

        `starts` overrides where a card starts from (the dragged cards, at the pointer).
        A card already sliding starts from where it is now. `as_pile`: the cards go all at
        once, as one pile (the waste turned over, R16), and only those that could be seen
        on top of their old pile are drawn on the way.
        """
        if not enabled:
            self.slides.clear()
            return
        starts = dict(starts or {})
        for card, slide in list(self.slides.items()):
            pos = slide.at(now)
            if pos is not None:
                starts.setdefault(card, pos[0])
        before = {p.card: p for p in old}
        covered = {
            p.card
            for p, above in itertools.pairwise(old)
            if above.pile == p.pile and above.rect == p.rect
        }
        if as_pile:
            stagger = 0.0
        self.slides.clear()
        order = 0
        for z, p in enumerate(new):
            was = before.get(p.card)
            if was is None:
                continue
            start = starts.get(p.card, was.rect)
            if start.topleft == p.rect.topleft and was.face_up == p.face_up:
                continue
            if (
                was.pile == p.pile
                and was.pile[0] in "CW"
                and p.card not in starts
                and was.face_up == p.face_up
            ):
                continue  # cards that only shift within their pile (a column re-fanning) jump
            delay = order * stagger if was.pile != p.pile else 0.0
            if was.pile != p.pile:
                order += 1
            self.slides[p.card] = Slide(
                p.card,
                Rect(start),
                Rect(p.rect),
                now + delay,
                SLIDE_SECONDS,
                was.face_up,
                p.face_up,
                z,
                shown=not (as_pile and p.card in covered),
            )

    def frame(self, now: float) -> list[tuple[Card, Rect, bool, float]]:
        """The animated cards to draw now, bottom first; finished slides are dropped."""
        out: list[tuple[int, Card, Rect, bool, float]] = []
        for card, slide in list(self.slides.items()):
            pos = slide.at(now)
            if pos is None:
                del self.slides[card]
                continue
            if slide.shown:
                rect, face, scale = pos
                out.append((slide.z, card, rect, face, scale))
        out.sort(key=lambda item: item[0])
        return [(card, rect, face, scale) for _, card, rect, face, scale in out]

    def clear(self) -> None:
        """Stop everything (a resize, a new game)."""
        self.slides.clear()


@record(frozen=False)
class Bouncer:
    """One card of the win celebration, bouncing along the bottom of the table."""

    card: Card
    x: float
    y: float
    vx: float
    vy: float


@record(frozen=False)
class Celebration:
    """The win: the foundations' cards leap off one by one and bounce away."""

    cards: list[Card]
    starts: list[Rect]
    floor: int
    width: int
    begin: float
    rng: random.Random = field(default_factory=lambda: random.Random(52))
    flying: list[Bouncer] = field(default_factory=list)
    launched: int = 0
    last: float = 0.0

    INTERVAL = 0.12
    GRAVITY = 1800.0

    @property
    def done(self) -> bool:
        """True once every card has left the screen."""
        return self.launched >= len(self.cards) and not self.flying

    def step(self, now: float) -> list[tuple[Card, float, float]]:
        """Advance to `now`; the cards to draw at (x, y)."""
        dt = min(0.05, max(0.0, now - (self.last or now)))
        self.last = now
        due = min(len(self.cards), int((now - self.begin) / self.INTERVAL) + 1)
        while self.launched < due:
            rect = self.starts[self.launched]
            speed = self.rng.uniform(160, 420) * self.rng.choice((-1, 1))
            self.flying.append(
                Bouncer(
                    self.cards[self.launched], rect.x, rect.y, speed, self.rng.uniform(-500, -100)
                )
            )
            self.launched += 1
        alive = []
        for b in self.flying:
            b.vy += self.GRAVITY * dt
            b.x += b.vx * dt
            b.y += b.vy * dt
            if b.y > self.floor:
                b.y = self.floor
                b.vy = -b.vy * 0.72
            if -200 < b.x < self.width + 50:
                alive.append(b)
        self.flying = alive
        return [(b.card, b.x, b.y) for b in self.flying]
