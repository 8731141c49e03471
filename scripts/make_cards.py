"""Generate the game's vector card set into ``assets/cards``.

Writes 52 faces (``AS.svg`` .. ``KC.svg``), ``back.svg`` and ``slot.svg``, and for each
index set other than the international one (:mod:`canfield.indices`: Romanian V D R,
Danish E B D K) a subfolder with the faces whose index differs (``ro/QS.svg`` prints D).
The faces use
real ``<path>`` outlines for every letter and digit, extracted with fontTools from the
bundled DejaVu Sans Bold, because pygame's SVG renderer (nanosvg) draws no ``<text>``.
Only simple SVG features are used (paths, rects, circles, user-space linear gradients,
transforms and presentation attributes) so that nanosvg renders the cards faithfully.

The output is deterministic: every coordinate is rounded to two decimals and nothing
depends on time or dictionary order, so running the script twice gives identical bytes.

Usage::

    python scripts/make_cards.py [--out DIR]
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from court_cards import court_picture
from fontTools.pens.boundsPen import BoundsPen  # type: ignore[import-untyped]
from fontTools.pens.svgPathPen import SVGPathPen  # type: ignore[import-untyped]
from fontTools.pens.transformPen import TransformPen  # type: ignore[import-untyped]
from fontTools.ttLib import TTFont  # type: ignore[import-untyped]

from canfield.indices import INDEX_SETS, INTERNATIONAL, differing_ranks, rank_index
from canfield.ui.draw.card_names import (
    BACK_FILENAME,
    INDEX_BOTTOM,
    INDEX_RIGHT,
    RANKS,
    RED_SUITS,
    SLOT_FILENAME,
    SUIT_LETTERS,
    card_filename,
)

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = REPO_ROOT / "assets" / "cards"
FONT_PATH = REPO_ROOT / "assets" / "fonts" / "DejaVuSans-Bold.ttf"

# Card geometry, in SVG user units (a poker card is 2.5 x 3.5 inches).
W = 250.0
H = 350.0
CX = W / 2
CY = H / 2
RADIUS = 14.0

# Colours.
FACE = "#fffdf8"
FACE_EDGE = "#f3efe6"
BORDER = "#9a968e"
RED = "#c8102e"
BLACK = "#1b1b20"
NAVY = "#1f2d4d"
GOLD = "#d2a73c"
GOLD_DARK = "#7a5a14"

# Corner index: the rank over its suit pip in a narrow column, as on printed cards, so
# that both show whether a card is covered from below (a column's fan shows its top
# INDEX_BOTTOM) or from the right (the Draw 3 waste fan shows its left INDEX_RIGHT).
INDEX_LEFT = 9.0
INDEX_TOP = 9.0
INDEX_CAP = 42.0
INDEX_DESCENT = 0.08  # how far a J or Q may reach below the line, as a share of the cap
INDEX_PIP = 30.0
INDEX_PIP_GAP = 4.0
INDEX_RIGHT_EDGE = INDEX_RIGHT * W - 1.0
INDEX_BOTTOM_EDGE = INDEX_BOTTOM * H

# Pip grid of the number cards.
PIP_SIZE = 44.0
PIP_SIZE_CROWDED = 36.0  # for the nine and ten
PIP_COLUMNS = (72.0, CX, W - 72.0)
PIP_TOP = 115.0
PIP_BOTTOM = H - PIP_TOP


def fmt(value: float) -> str:
    """Format a coordinate with at most two decimals and no trailing zeros."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def blend(colour: str, base: str, amount: float) -> str:
    """Return ``amount`` (0..1) of ``colour`` mixed over ``base``, both ``#rrggbb``."""
    mixed = [
        round(int(base[i : i + 2], 16) * (1 - amount) + int(colour[i : i + 2], 16) * amount)
        for i in (1, 3, 5)
    ]
    return "#" + "".join(f"{v:02x}" for v in mixed)


def suit_colour(suit: str) -> str:
    """Return the ink colour of ``suit`` (red for hearts and diamonds, else near-black)."""
    return RED if suit in RED_SUITS else BLACK


# --------------------------------------------------------------------------- suit shapes
# Each suit is drawn in a 100 x 100 box centred on (50, 50); callers place it with a matrix.

_HEART = (
    "M50 93C40 83 4 58 4 31C4 15 15 5 28.5 5C38.5 5 46 11 50 20"
    "C54 11 61.5 5 71.5 5C85 5 96 15 96 31C96 58 60 83 50 93Z"
)
_DIAMOND = "M50 3Q64 28 87 50Q64 72 50 97Q36 72 13 50Q36 28 50 3Z"
_SPADE = (
    "M50 3C41 22 4 39 4 63C4 77 14 85 27 85C36 85 43 81 47 74"
    "C46 84 42 91 33 96L67 96C58 91 54 84 53 74"
    "C57 81 64 85 73 85C86 85 96 77 96 63C96 39 59 22 50 3Z"
)
_CLUB_STEM = "M47 58C47 78 43 89 33 96L67 96C57 89 53 78 53 58Z"


def suit_shape(suit: str, colour: str) -> str:
    """Return SVG elements drawing ``suit`` in its 100 x 100 box, filled with ``colour``."""
    if suit == "H":
        return f'<path d="{_HEART}" fill="{colour}"/>'
    if suit == "D":
        return f'<path d="{_DIAMOND}" fill="{colour}"/>'
    if suit == "S":
        return f'<path d="{_SPADE}" fill="{colour}"/>'
    if suit == "C":
        return (
            f'<circle cx="50" cy="26" r="21.5" fill="{colour}"/>'
            f'<circle cx="26.5" cy="60" r="21.5" fill="{colour}"/>'
            f'<circle cx="73.5" cy="60" r="21.5" fill="{colour}"/>'
            f'<circle cx="50" cy="52" r="12" fill="{colour}"/>'
            f'<path d="{_CLUB_STEM}" fill="{colour}"/>'
        )
    raise ValueError(f"unknown suit {suit!r}")


def placed(shape: str, cx: float, cy: float, size: float, *, flipped: bool = False) -> str:
    """Wrap ``shape`` (drawn in a 100 x 100 box) so it is ``size`` tall, centred on (cx, cy).

    ``flipped`` turns it by 180 degrees, as on the lower half of a real card.
    """
    k = size / 100.0
    if flipped:
        matrix = (-k, 0.0, 0.0, -k, cx + 50 * k, cy + 50 * k)
    else:
        matrix = (k, 0.0, 0.0, k, cx - 50 * k, cy - 50 * k)
    return f'<g transform="matrix({" ".join(fmt(v) for v in matrix)})">{shape}</g>'


def pip(suit: str, cx: float, cy: float, size: float, *, flipped: bool = False) -> str:
    """Return a suit pip ``size`` tall centred on (cx, cy) in the suit's colour."""
    return placed(suit_shape(suit, suit_colour(suit)), cx, cy, size, flipped=flipped)


# --------------------------------------------------------------------------- glyphs


@dataclass(frozen=True)
class Box:
    """An axis-aligned box in SVG coordinates (y grows downwards)."""

    left: float
    top: float
    right: float
    bottom: float


class Outliner:
    """Turns strings into SVG path outlines using a TrueType font."""

    def __init__(self, font_path: Path) -> None:
        """Load ``font_path`` and measure its cap height from the letter H."""
        self._font = TTFont(str(font_path))
        self._glyphs = self._font.getGlyphSet()
        self._cmap: dict[int, str] = self._font.getBestCmap()
        self.cap_height = self._ink("H")[3]

    def _name(self, char: str) -> str:
        """Return the glyph name of ``char``."""
        try:
            return self._cmap[ord(char)]
        except KeyError:
            raise ValueError(f"the font has no glyph for {char!r}") from None

    def _ink(self, char: str) -> tuple[float, float, float, float]:
        """Return the ink bounds (xmin, ymin, xmax, ymax) of ``char`` in font units."""
        pen = BoundsPen(self._glyphs)
        self._glyphs[self._name(char)].draw(pen)
        if pen.bounds is None:
            raise ValueError(f"the glyph for {char!r} has no outline")
        xmin, ymin, xmax, ymax = pen.bounds
        return float(xmin), float(ymin), float(xmax), float(ymax)

    def outline(
        self,
        text: str,
        *,
        centre_x: float,
        top: float,
        cap: float,
        condense: float = 1.0,
        gap_em: float = 0.05,
    ) -> tuple[str, Box]:
        """Return the path data of ``text`` and its box.

        The capitals are ``cap`` units tall with their top at ``top``; the ink is centred
        horizontally on ``centre_x``; ``condense`` narrows the letters; neighbouring glyphs
        are spaced ``gap_em`` of an em apart, ink to ink (tighter than the font's spacing).
        """
        units_per_em = float(self._font["head"].unitsPerEm)
        gap = gap_em * units_per_em
        inks = [self._ink(char) for char in text]
        offsets: list[float] = []
        cursor = 0.0
        for xmin, _ymin, xmax, _ymax in inks:
            offsets.append(cursor - xmin)
            cursor += (xmax - xmin) + gap
        ink_width = cursor - gap
        scale = cap / self.cap_height
        sx = scale * condense
        left = centre_x - ink_width * sx / 2
        baseline = top + cap
        svg_pen = SVGPathPen(self._glyphs, ntos=fmt)
        for char, offset in zip(text, offsets, strict=True):
            pen = TransformPen(svg_pen, (sx, 0, 0, -scale, left + offset * sx, baseline))
            self._glyphs[self._name(char)].draw(pen)
        ymin = min(ink[1] for ink in inks)
        ymax = max(ink[3] for ink in inks)
        box = Box(left, baseline - ymax * scale, left + ink_width * sx, baseline - ymin * scale)
        return svg_pen.getCommands(), box


# --------------------------------------------------------------------------- documents


def document(body: Sequence[str], defs: Sequence[str] = ()) -> str:
    """Wrap ``body`` elements into a complete SVG document of the card's size."""
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{fmt(W)}" height="{fmt(H)}" '
        f'viewBox="0 0 {fmt(W)} {fmt(H)}">',
    ]
    if defs:
        lines.append("<defs>")
        lines.extend(defs)
        lines.append("</defs>")
    lines.extend(body)
    lines.append("</svg>")
    return "\n".join(lines) + "\n"


def linear_gradient(
    ident: str, x1: float, y1: float, x2: float, y2: float, stops: Sequence[tuple[float, str]]
) -> str:
    """Return a user-space ``<linearGradient>`` definition."""
    parts = [
        f'<linearGradient id="{ident}" gradientUnits="userSpaceOnUse" '
        f'x1="{fmt(x1)}" y1="{fmt(y1)}" x2="{fmt(x2)}" y2="{fmt(y2)}">'
    ]
    parts.extend(f'<stop offset="{fmt(o)}" stop-color="{c}"/>' for o, c in stops)
    parts.append("</linearGradient>")
    return "".join(parts)


def rounded_rect(
    x: float, y: float, w: float, h: float, r: float, **attributes: str | float
) -> str:
    """Return a ``<rect>`` with rounded corners and the given presentation attributes."""
    extra = "".join(
        f' {key.replace("_", "-")}="{fmt(val) if isinstance(val, float) else val}"'
        for key, val in attributes.items()
    )
    return (
        f'<rect x="{fmt(x)}" y="{fmt(y)}" width="{fmt(w)}" height="{fmt(h)}" '
        f'rx="{fmt(r)}" ry="{fmt(r)}"{extra}/>'
    )


def card_blank() -> tuple[list[str], list[str]]:
    """Return the (defs, body) of an empty ivory face with a thin grey border."""
    defs = [linear_gradient("face", 0, 0, W, H, [(0, FACE), (1, FACE_EDGE)])]
    body = [
        rounded_rect(1, 1, W - 2, H - 2, RADIUS, fill="url(#face)", stroke=BORDER, stroke_width=2.0)
    ]
    return defs, body


# --------------------------------------------------------------------------- faces


class FaceMaker:
    """Draws the 52 faces, with the indices of one index set."""

    def __init__(self, outliner: Outliner, indices: str = INTERNATIONAL) -> None:
        """Use ``outliner`` for the rank letters and digits, and print ``indices``."""
        self._outliner = outliner
        self._indices = indices

    def corner_index(self, rank: int, suit: str) -> str:
        """Return the top-left index: the rank with its suit pip under it.

        A rank whose letter reaches below the line (the J, the Q's tail) is drawn a
        little smaller, so that every pip sits at the same height and the whole index
        stays inside ``INDEX_RIGHT`` x ``INDEX_BOTTOM`` of the card.
        """
        label = rank_index(rank, self._indices)
        colour = suit_colour(suit)
        condense = 0.74 if len(label) > 1 else 1.0
        column_centre = (INDEX_LEFT + INDEX_RIGHT_EDGE) / 2
        _path, box = self._outliner.outline(
            label, centre_x=0, top=0, cap=100.0, condense=condense, gap_em=0.03
        )
        cap = INDEX_CAP * min(1.0, 100.0 * (1 + INDEX_DESCENT) / box.bottom)
        path, box = self._outliner.outline(
            label,
            centre_x=column_centre,
            top=INDEX_TOP + (INDEX_CAP - cap) * 0.25,
            cap=cap,
            condense=condense,
            gap_em=0.03,
        )
        if box.left < INDEX_LEFT - 1 or box.right > INDEX_RIGHT_EDGE:
            raise ValueError(f"the index {label!r} is too wide for its column")
        pip_y = INDEX_TOP + INDEX_CAP * (1 + INDEX_DESCENT) + INDEX_PIP_GAP + INDEX_PIP / 2
        if pip_y + INDEX_PIP / 2 > INDEX_BOTTOM_EDGE:
            raise ValueError("the index pip reaches below INDEX_BOTTOM")
        return f'<path d="{path}" fill="{colour}"/>' + pip(suit, column_centre, pip_y, INDEX_PIP)

    def corners(self, rank: int, suit: str) -> list[str]:
        """Return the top-left index and its copy turned 180 degrees in the bottom-right."""
        index = self.corner_index(rank, suit)
        return [
            f"<g>{index}</g>",
            f'<g transform="rotate(180 {fmt(CX)} {fmt(CY)})">{index}</g>',
        ]

    def pips(self, rank: int, suit: str) -> list[str]:
        """Return the classic pip layout of a number card (2..10)."""
        left, centre, right = PIP_COLUMNS

        def y(t: float) -> float:
            return PIP_TOP + t * (PIP_BOTTOM - PIP_TOP)

        third = 1 / 3
        # fmt: off
        layouts: dict[int, list[tuple[float, float]]] = {
            2: [(centre, 0), (centre, 1)],
            3: [(centre, 0), (centre, 0.5), (centre, 1)],
            4: [(left, 0), (right, 0), (left, 1), (right, 1)],
            5: [(left, 0), (right, 0), (centre, 0.5), (left, 1), (right, 1)],
            6: [(left, 0), (right, 0), (left, 0.5), (right, 0.5), (left, 1), (right, 1)],
            7: [(left, 0), (right, 0), (centre, 0.25), (left, 0.5), (right, 0.5),
                (left, 1), (right, 1)],
            8: [(left, 0), (right, 0), (centre, 0.25), (left, 0.5), (right, 0.5),
                (centre, 0.75), (left, 1), (right, 1)],
            9: [(left, 0), (right, 0), (left, third), (right, third), (centre, 0.5),
                (left, 2 * third), (right, 2 * third), (left, 1), (right, 1)],
            10: [(left, 0), (right, 0), (centre, third / 2), (left, third), (right, third),
                 (left, 2 * third), (right, 2 * third), (centre, 1 - third / 2),
                 (left, 1), (right, 1)],
        }
        # fmt: on
        size = PIP_SIZE_CROWDED if rank >= 9 else PIP_SIZE
        return [pip(suit, x, y(t), size, flipped=t > 0.5) for x, t in layouts[rank]]

    def ace(self, suit: str) -> list[str]:
        """Return the large central pip of an ace (the spade gets an ornamental ring)."""
        parts: list[str] = []
        size = 108.0
        if suit == "S":
            size = 96.0
            parts.append(
                f'<circle cx="{fmt(CX)}" cy="{fmt(CY)}" r="66" fill="none" '
                f'stroke="{BLACK}" stroke-width="2.5"/>'
                f'<circle cx="{fmt(CX)}" cy="{fmt(CY)}" r="60" fill="none" '
                f'stroke="{GOLD}" stroke-width="2"/>'
            )
        parts.append(pip(suit, CX, CY + 2, size))
        return parts

    def court(self, suit: str, rank: int) -> list[str]:
        """Return the framed, double-ended picture of a jack, queen or king."""

        def mark(colour: str, cx: float, cy: float, size: float, flipped: bool) -> str:
            return placed(suit_shape(suit, colour), cx, cy, size, flipped=flipped)

        return court_picture(rank, suit in RED_SUITS, mark)

    def face(self, rank: int, suit: str) -> str:
        """Return the SVG document of one face."""
        defs, body = card_blank()
        if rank == 1:
            body.extend(self.ace(suit))
        elif rank >= 11:
            body.extend(self.court(suit, rank))
        else:
            body.extend(self.pips(rank, suit))
        body.extend(self.corners(rank, suit))
        return document(body, defs)


# --------------------------------------------------------------------------- back & slot


def lattice(x0: float, y0: float, x1: float, y1: float, step: float) -> list[tuple[float, ...]]:
    """Return the segments of a diagonal lattice clipped to the rectangle (x0, y0)-(x1, y1).

    Lines run at +45 and -45 degrees, ``step`` apart, symmetric about the centre.
    """
    segments: list[tuple[float, ...]] = []
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    span = (x1 - x0) + (y1 - y0)
    count = int(span / step) + 2
    for i in range(-count, count + 1):
        # Lines y - x = c and y + x = c, with c spaced evenly through the centre.
        for sign in (1.0, -1.0):
            c = (cy - sign * cx) + i * step
            points: list[tuple[float, float]] = []
            for x in (x0, x1):
                y = c + sign * x
                if y0 <= y <= y1:
                    points.append((x, y))
            for y in (y0, y1):
                x = (y - c) * sign
                if x0 < x < x1:
                    points.append((x, y))
            unique = sorted(set(points))
            if len(unique) == 2 and unique[0] != unique[1]:
                (ax, ay), (bx, by) = unique
                segments.append((ax, ay, bx, by))
    return segments


def back() -> str:
    """Return the SVG document of the card back: a teal-blue lattice inside a framed panel."""
    margin = 11.0
    px0, py0, px1, py1 = margin, margin, W - margin, H - margin
    defs = [
        linear_gradient("face", 0, 0, W, H, [(0, FACE), (1, FACE_EDGE)]),
        linear_gradient(
            "panel", px0, py0, px1, py1, [(0, "#145a7a"), (0.5, "#0f4665"), (1, "#0b3550")]
        ),
        linear_gradient("medal", 0, CY - 68, 0, CY + 68, [(0, "#1b7088"), (1, "#0c3f58")]),
    ]
    body = [
        rounded_rect(
            1, 1, W - 2, H - 2, RADIUS, fill="url(#face)", stroke=BORDER, stroke_width=2.0
        ),
        rounded_rect(px0, py0, px1 - px0, py1 - py0, 8.0, fill="url(#panel)"),
    ]
    inset = 8.0
    lx0, ly0, lx1, ly1 = px0 + inset, py0 + inset, px1 - inset, py1 - inset
    lines = lattice(lx0, ly0, lx1, ly1, 14.0)
    path = "".join(f"M{fmt(a)} {fmt(b)}L{fmt(c)} {fmt(d)}" for a, b, c, d in lines)
    body.append(
        f'<path d="{path}" fill="none" stroke="#7fc4cf" stroke-opacity="0.35" stroke-width="1.1"/>'
    )
    # Small dots where the lattice crosses on the centre lines' grid.
    dots: list[str] = []
    step = 14.0
    ny = int((ly1 - ly0) / step)
    nx = int((lx1 - lx0) / step)
    for j in range(-ny, ny + 1):
        for i in range(-nx, nx + 1):
            if (i + j) % 2:
                continue
            x = CX + i * step / 2
            y = CY + j * step / 2
            if lx0 + 3 < x < lx1 - 3 and ly0 + 3 < y < ly1 - 3:
                dots.append(
                    f"M{fmt(x)} {fmt(y - 1.8)}L{fmt(x + 1.8)} {fmt(y)}"
                    f"L{fmt(x)} {fmt(y + 1.8)}L{fmt(x - 1.8)} {fmt(y)}Z"
                )
    body.append(f'<path d="{"".join(dots)}" fill="#bfe3e8" fill-opacity="0.55"/>')
    # Frames: a light inner rule and a thin gold rule just inside the panel's edge.
    body.append(
        rounded_rect(
            lx0,
            ly0,
            lx1 - lx0,
            ly1 - ly0,
            3.0,
            fill="none",
            stroke="#d8eef0",
            stroke_opacity="0.85",
            stroke_width=2.0,
        )
    )
    body.append(
        rounded_rect(
            px0 + 3,
            py0 + 3,
            px1 - px0 - 6,
            py1 - py0 - 6,
            6.0,
            fill="none",
            stroke=GOLD,
            stroke_opacity="0.7",
            stroke_width=1.0,
        )
    )
    # Central medallion: a rounded diamond with the four suits.
    medal = (
        f"M{fmt(CX)} {fmt(CY - 68)}L{fmt(CX + 54)} {fmt(CY)}"
        f"L{fmt(CX)} {fmt(CY + 68)}L{fmt(CX - 54)} {fmt(CY)}Z"
    )
    body.append(
        f'<path d="{medal}" fill="url(#medal)" stroke="#d8eef0" stroke-width="2.5" '
        f'stroke-linejoin="round"/>'
    )
    inner = (
        f"M{fmt(CX)} {fmt(CY - 59)}L{fmt(CX + 47)} {fmt(CY)}"
        f"L{fmt(CX)} {fmt(CY + 59)}L{fmt(CX - 47)} {fmt(CY)}Z"
    )
    body.append(
        f'<path d="{inner}" fill="none" stroke="{GOLD}" stroke-opacity="0.8" '
        f'stroke-width="1.2" stroke-linejoin="round"/>'
    )
    ink = "#e8f4f5"
    body.append(placed(suit_shape("S", ink), CX, CY - 23, 20.0))
    body.append(placed(suit_shape("H", ink), CX + 20, CY, 20.0))
    body.append(placed(suit_shape("C", ink), CX, CY + 23, 20.0))
    body.append(placed(suit_shape("D", ink), CX - 20, CY, 20.0))
    return document(body, defs)


def dashes(start: float, end: float, dash: float, gap: float) -> list[tuple[float, float]]:
    """Split ``start``..``end`` into evenly spread dashes about ``dash`` long, ``gap`` apart.

    The first and last dash touch the ends of the span.
    """
    length = end - start
    count = max(1, round((length + gap) / (dash + gap)))
    real_gap = (length - count * dash) / (count - 1) if count > 1 else 0.0
    return [
        (start + i * (dash + real_gap), start + i * (dash + real_gap) + dash) for i in range(count)
    ]


def slot() -> str:
    """Return the SVG document of an empty pile: a soft dashed outline, clear inside.

    The dashes are drawn as separate sub-paths rather than with ``stroke-dasharray``,
    which nanosvg renders unreliably.
    """
    x0, y0, x1, y1, r = 4.0, 4.0, W - 4.0, H - 4.0, RADIUS
    reach = 8.0  # straight run on both sides of each rounded corner
    arc = f"A{fmt(r)} {fmt(r)} 0 0 1"
    parts = [
        # Four solid corners.
        f"M{fmt(x0)} {fmt(y0 + r + reach)}V{fmt(y0 + r)}{arc} {fmt(x0 + r)} {fmt(y0)}"
        f"H{fmt(x0 + r + reach)}",
        f"M{fmt(x1 - r - reach)} {fmt(y0)}H{fmt(x1 - r)}{arc} {fmt(x1)} {fmt(y0 + r)}"
        f"V{fmt(y0 + r + reach)}",
        f"M{fmt(x1)} {fmt(y1 - r - reach)}V{fmt(y1 - r)}{arc} {fmt(x1 - r)} {fmt(y1)}"
        f"H{fmt(x1 - r - reach)}",
        f"M{fmt(x0 + r + reach)} {fmt(y1)}H{fmt(x0 + r)}{arc} {fmt(x0)} {fmt(y1 - r)}"
        f"V{fmt(y1 - r - reach)}",
    ]
    dash, gap = 12.0, 12.0
    for a, b in dashes(x0 + r + reach + gap, x1 - r - reach - gap, dash, gap):
        parts.append(f"M{fmt(a)} {fmt(y0)}H{fmt(b)}")
        parts.append(f"M{fmt(a)} {fmt(y1)}H{fmt(b)}")
    for a, b in dashes(y0 + r + reach + gap, y1 - r - reach - gap, dash, gap):
        parts.append(f"M{fmt(x0)} {fmt(a)}V{fmt(b)}")
        parts.append(f"M{fmt(x1)} {fmt(a)}V{fmt(b)}")
    body = [
        rounded_rect(x0, y0, x1 - x0, y1 - y0, r, fill="#ffffff", fill_opacity="0.08"),
        f'<path d="{"".join(parts)}" fill="none" stroke="#ffffff" stroke-opacity="0.55" '
        f'stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>',
    ]
    return document(body)


# --------------------------------------------------------------------------- main


def build(font_path: Path = FONT_PATH) -> dict[str, str]:
    """Return every card file's path (relative to the card folder) mapped to its SVG text."""
    outliner = Outliner(font_path)
    faces = FaceMaker(outliner)
    files: dict[str, str] = {}
    for suit in SUIT_LETTERS:
        for rank in RANKS:
            files[card_filename(rank, suit)] = faces.face(rank, suit)
    for indices in sorted(INDEX_SETS):
        if indices == INTERNATIONAL:
            continue
        own = FaceMaker(outliner, indices)
        for suit in SUIT_LETTERS:
            for rank in sorted(differing_ranks(indices)):
                files[f"{indices}/{card_filename(rank, suit)}"] = own.face(rank, suit)
    files[BACK_FILENAME] = back()
    files[SLOT_FILENAME] = slot()
    return files


def write_cards(out: Path, font_path: Path = FONT_PATH) -> list[Path]:
    """Write the whole card set into ``out`` (created if needed); return the written paths."""
    written: list[Path] = []
    for name, text in sorted(build(font_path).items()):
        path = out / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(text.encode("utf-8"))
        written.append(path)
    return written


def main(argv: Sequence[str] | None = None, echo: Callable[[str], None] = print) -> int:
    """Command-line entry point: parse ``--out`` and write the card set."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument(
        "--out", type=Path, default=DEFAULT_OUT, help=f"output folder (default: {DEFAULT_OUT})"
    )
    args = parser.parse_args(argv)
    written = write_cards(args.out)
    echo(f"wrote {len(written)} files to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
