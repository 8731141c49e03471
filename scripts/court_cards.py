"""The pictures of the jacks, queens and kings, for ``scripts/make_cards.py``.

Each court card shows a double-ended half figure, as printed cards do: the top half is
drawn once and repeated turned by 180 degrees, inside a frame cut away at the two
corners that hold the index. The three ranks differ where a small card still shows it:
the king has a tall crown, a white beard and a sword; the queen a rounded crown, long
hair and a flower; the jack a plumed cap, short hair and a halberd. The robes take the
suit's colour (red, or a deep navy for the black suits) with the other as the accent.

Only shapes that nanosvg renders are used: paths, rects, circles, ellipses and solid
fills with plain strokes.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

W = 250.0
H = 350.0
CX = W / 2
CY = H / 2

# The frame: its box, and the corners cut away for the indices (top left, bottom right).
FRAME_LEFT = 30.0
FRAME_TOP = 14.0
NOTCH_RIGHT = 66.0
NOTCH_BOTTOM = 96.0

INK = "#2a2118"
GOLD = "#d9a93a"
GOLD_DARK = "#8a6418"
SKIN = "#f6d7b6"
PAPER = "#fbf4e2"

#: Draws a suit symbol: (colour, centre x, centre y, size, turned) -> SVG elements.
SuitMark = Callable[[str, float, float, float, bool], str]


@dataclass(frozen=True)
class Palette:
    """The colours of one court card."""

    robe: str
    robe_dark: str
    accent: str
    suit_ink: str


RED_PALETTE = Palette(robe="#c8102e", robe_dark="#8e0b20", accent="#2547a0", suit_ink="#c8102e")
BLACK_PALETTE = Palette(robe="#23345e", robe_dark="#141d35", accent="#c8102e", suit_ink="#1b1b20")


def fmt(value: float) -> str:
    """Format a coordinate with at most two decimals and no trailing zeros."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def frame_path() -> str:
    """The frame's outline: a rectangle with the index corners cut away, point-symmetric."""
    left, top, right, bottom = FRAME_LEFT, FRAME_TOP, W - FRAME_LEFT, H - FRAME_TOP
    return (
        f"M{fmt(NOTCH_RIGHT)} {fmt(top)}H{fmt(right)}V{fmt(H - NOTCH_BOTTOM)}"
        f"H{fmt(W - NOTCH_RIGHT)}V{fmt(bottom)}H{fmt(left)}V{fmt(NOTCH_BOTTOM)}"
        f"H{fmt(NOTCH_RIGHT)}Z"
    )


def stroked(d: str, fill: str, width: float = 2.0, stroke: str = INK) -> str:
    """A path with a fill and a dark outline, as printed court cards are drawn."""
    return (
        f'<path d="{d}" fill="{fill}" stroke="{stroke}" stroke-width="{fmt(width)}" '
        f'stroke-linejoin="round"/>'
    )


def robe(p: Palette, suit_mark: SuitMark, rank: int) -> list[str]:
    """Shoulders and chest down to the middle line, with a gold-trimmed front panel, and
    the arm that holds the sword, the flower or the halberd."""
    hand_x = 86.0 if rank == 12 else (172.0 if rank == 13 else 182.0)
    side = -1.0 if hand_x < CX else 1.0
    shoulder = CX + side * 50
    elbow = CX + side * 62
    parts = [
        stroked(
            "M46 175L50 146C52 132 70 122 100 118L150 118C180 122 198 132 200 146L204 175Z", p.robe
        ),
        # The robe's shaded sides, and the arm bent up to the hand.
        stroked("M46 175L50 146C52 138 58 132 66 128L72 175Z", p.robe_dark, 1.6),
        stroked("M204 175L200 146C198 138 192 132 184 128L178 175Z", p.robe_dark, 1.6),
        stroked(
            f"M{fmt(shoulder)} 126L{fmt(elbow)} 160L{fmt(hand_x)} 150"
            f"L{fmt(hand_x - side * 6)} 140L{fmt(elbow - side * 10)} 148"
            f"L{fmt(shoulder - side * 12)} 128Z",
            p.accent,
            1.6,
        ),
        stroked("M112 175L112 124L138 124L138 175Z", GOLD, 1.6),
        stroked("M117 175L117 128L133 128L133 175Z", p.accent, 1.2),
    ]
    if rank == 13:  # ermine collar
        parts.append(stroked("M94 122C104 134 146 134 156 122L150 116L100 116Z", PAPER, 1.6))
        parts.extend(
            f'<path d="M{fmt(x)} 124l1.6 4-1.6 2-1.6-2z" fill="{INK}"/>'
            for x in (106, 118, 132, 144)
        )
    elif rank == 12:  # a lace collar
        parts.append(stroked("M98 121C108 136 142 136 152 121C140 127 110 127 98 121Z", PAPER, 1.4))
    else:  # a flat collar
        parts.append(stroked("M100 120L125 134L150 120L144 116L106 116Z", p.accent, 1.4))
    # Suit marks on the robe, two on each side.
    for x, y in ((92, 140), (158, 140)):
        parts.append(suit_mark(GOLD, x, y, 13.0, False))
    parts.append(suit_mark(PAPER, 125, 158, 11.0, False))
    return parts


def head(rank: int) -> list[str]:
    """Neck, hair behind the face, the face with its features, and the beard."""
    parts: list[str] = []
    if rank == 12:  # long hair falling to the shoulders
        parts.append(
            stroked("M98 88C94 62 108 56 125 56C142 56 156 62 152 88L158 124L92 124Z", "#b5702a")
        )
    parts.append(stroked("M117 100L133 100L134 120L116 120Z", SKIN, 1.6))
    if rank == 11:  # short hair under the cap
        parts.append(
            stroked("M102 84C100 66 112 58 125 58C138 58 150 66 148 84L146 98L104 98Z", "#6b3f1d")
        )
    if rank == 13:  # white hair at the sides
        parts.append(
            stroked("M101 70C96 84 98 100 106 108L144 108C152 100 154 84 149 70Z", "#ece7dc", 1.6)
        )
    parts.append(
        f'<ellipse cx="125" cy="84" rx="19" ry="23" fill="{SKIN}" stroke="{INK}" stroke-width="2"/>'
    )
    # Eyes, brows, nose and mouth.
    parts.append(
        f'<circle cx="118" cy="82" r="2.2" fill="{INK}"/><circle cx="132" cy="82" r="2.2" '
        f'fill="{INK}"/>'
        f'<path d="M113 77L122 76M128 76L137 77M125 84L123 92L127 92M120 98Q125 101 130 98" '
        f'fill="none" stroke="{INK}" stroke-width="1.6" stroke-linecap="round"/>'
    )
    if rank == 13:  # a full beard and moustache
        parts.append(
            stroked("M106 90C106 112 116 122 125 124C134 122 144 112 144 90"
                    "C138 100 132 95 125 95C118 95 112 100 106 90Z", "#ece7dc", 1.6)
        )  # fmt: skip
        parts.append(stroked("M117 95C121 92 129 92 133 95C129 97 121 97 117 95Z", "#d8d1c2", 1.2))
    elif rank == 12:  # red lips
        parts.append('<path d="M120 97Q125 101 130 97Q125 99 120 97Z" fill="#c8102e"/>')
    return parts


def headgear(rank: int, p: Palette) -> list[str]:
    """The king's tall crown, the queen's rounded one, the jack's plumed cap."""
    if rank == 13:
        return [
            stroked("M100 64L96 28L110 44L125 18L140 44L154 28L150 64Z", GOLD),
            stroked("M98 58L152 58L152 68L98 68Z", GOLD),
            f'<circle cx="125" cy="18" r="4" fill="{GOLD}" stroke="{INK}" stroke-width="1.5"/>',
            f'<circle cx="110" cy="63" r="3" fill="{p.accent}"/>'
            f'<circle cx="125" cy="63" r="3.4" fill="{p.robe}" stroke="{INK}" stroke-width="1"/>'
            f'<circle cx="140" cy="63" r="3" fill="{p.accent}"/>',
        ]
    if rank == 12:
        return [
            stroked(
                "M102 64C100 48 104 40 108 36C112 44 116 46 118 42C120 34 122 30 125 26"
                "C128 30 130 34 132 42C134 46 138 44 142 36C146 40 150 48 148 64Z",
                GOLD,
            ),
            stroked("M101 58L149 58L149 66L101 66Z", GOLD, 1.6),
            f'<circle cx="125" cy="26" r="3.4" fill="{GOLD}" stroke="{INK}" stroke-width="1.4"/>',
            f'<circle cx="125" cy="50" r="4" fill="{p.accent}" stroke="{INK}" stroke-width="1"/>',
        ]
    return [
        # A plume swept back over the cap, then the cap with its band.
        stroked("M140 60C150 40 166 30 184 30C172 38 164 50 158 64Z", p.accent, 1.6),
        stroked("M98 70C98 52 110 44 125 44C140 44 152 52 152 70Z", p.robe),
        stroked("M96 64L154 64L154 72L96 72Z", GOLD, 1.6),
    ]


def held(rank: int, p: Palette) -> list[str]:
    """What the figure holds: the king a sword, the queen a flower, the jack a halberd."""
    if rank == 13:
        return [
            stroked("M169 34L175 34L175 126L169 126Z", "#dfe3e8", 1.4),
            stroked("M158 126L186 126L186 132L158 132Z", GOLD, 1.4),
            stroked("M169 132L175 132L175 150L169 150Z", GOLD_DARK, 1.2),
            f'<circle cx="172" cy="146" r="7" fill="{SKIN}" stroke="{INK}" stroke-width="1.6"/>',
        ]
    if rank == 12:
        petals = "".join(
            f'<circle cx="{fmt(x)}" cy="{fmt(y)}" r="6.5" fill="{p.accent}" stroke="{INK}" '
            f'stroke-width="1.2"/>'
            for x, y in ((84, 60), (95, 68), (91, 81), (77, 81), (73, 68))
        )
        return [
            '<path d="M84 72C86 100 82 124 86 146" fill="none" stroke="#2f6b2f" stroke-width="3"/>',
            stroked("M85 104C94 96 102 98 104 104C96 108 90 108 85 104Z", "#3f8a3f", 1.2),
            petals,
            f'<circle cx="84" cy="71" r="5" fill="{GOLD}" stroke="{INK}" stroke-width="1.2"/>',
            f'<circle cx="86" cy="146" r="7" fill="{SKIN}" stroke="{INK}" stroke-width="1.6"/>',
        ]
    return [
        stroked("M180 62L184 62L184 175L180 175Z", "#8a5a2b", 1.2),
        stroked("M184 70C198 74 204 88 200 102C196 94 190 90 184 90Z", "#dfe3e8", 1.4),
        stroked("M180 62L182 48L184 62Z", "#dfe3e8", 1.2),
        f'<circle cx="182" cy="150" r="7" fill="{SKIN}" stroke="{INK}" stroke-width="1.6"/>',
    ]


def court_picture(rank: int, red: bool, suit_mark: SuitMark) -> list[str]:
    """The SVG elements of the framed, double-ended picture of a jack, queen or king."""
    p = RED_PALETTE if red else BLACK_PALETTE
    half = [*robe(p, suit_mark, rank), *head(rank), *headgear(rank, p), *held(rank, p)]
    # The suit, large, in the frame's free corner beside the figure's head.
    half.append(suit_mark(p.suit_ink, 201, 33, 20.0, False))
    top = "".join(half)
    frame = frame_path()
    return [
        f'<path d="{frame}" fill="{PAPER}"/>',
        f"<g>{top}</g>",
        f'<g transform="rotate(180 {fmt(CX)} {fmt(CY)})">{top}</g>',
        # The line between the two halves, and the frame over everything.
        f'<path d="M{fmt(FRAME_LEFT)} {fmt(CY)}H{fmt(W - FRAME_LEFT)}" stroke="{GOLD_DARK}" '
        f'stroke-width="2"/>',
        f'<path d="{frame}" fill="none" stroke="{GOLD}" stroke-width="3.5" '
        f'stroke-linejoin="round"/>',
        f'<path d="{frame}" fill="none" stroke="{INK}" stroke-width="1.2" '
        f'stroke-linejoin="round"/>',
    ]
