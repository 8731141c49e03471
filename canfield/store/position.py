"""A position set up by hand (not dealt from a code), as JSON a person can read.

Games are kept as moves from their deal, so a position is stored only when a game did
not start from a deal: a puzzle, or a test that sets up a nearly won game. The JSON
holds `engine.position`'s arguments — card names, bottom to top — so reading it back
goes through the engine's own check of a position (52 distinct cards, R6/R7).
"""

from __future__ import annotations

import json
from typing import Any

from canfield import engine


def _pile(cards: tuple[engine.Card, ...]) -> str:
    return " ".join(card.ascii for card in cards)


def position_to_json(state: engine.GameState) -> str:
    """The position's piles, base card, draw mode and score as one line of JSON."""
    data = {
        "base": state.base.ascii,
        "stock": _pile(state.stock),
        "waste": _pile(state.waste),
        "reserve": _pile(state.reserve),
        "foundations": [_pile(pile) for pile in state.foundations],
        "columns": [_pile(pile) for pile in state.columns],
        "draw": state.draw,
        "score": state.score,
    }
    return json.dumps(data, separators=(",", ":"))


def position_from_json(text: str) -> engine.GameState:
    """Read a position back; ValueError (or `engine.BadPosition`) when it is not one."""
    try:
        data: Any = json.loads(text)
    except (ValueError, RecursionError) as error:
        raise ValueError(f"a stored position is not JSON ({error})") from error
    if not isinstance(data, dict):
        raise ValueError("a stored position is a JSON object")
    try:
        foundations = tuple(str(pile) for pile in data["foundations"])
        columns = tuple(str(pile) for pile in data["columns"])
        if len(foundations) != 4 or len(columns) != 4:
            raise ValueError("a stored position has 4 foundations and 4 columns")
        draw, score = data["draw"], data["score"]
        if draw not in (1, 3) or not isinstance(score, int) or isinstance(score, bool):
            raise ValueError("a stored position has draw 1 or 3 and a whole score")
        return engine.position(
            base=str(data["base"]),
            stock=str(data["stock"]),
            waste=str(data["waste"]),
            reserve=str(data["reserve"]),
            foundations=(foundations[0], foundations[1], foundations[2], foundations[3]),
            columns=(columns[0], columns[1], columns[2], columns[3]),
            draw=int(draw),
            score=score,
        )
    except (KeyError, TypeError) as error:
        raise ValueError(f"a stored position lacks a part ({error})") from error
