"""What the teacher says: pure functions from its findings to the player's sentence.

A move is named as a hint names it ("7♣ onto column 2", "tap the stock"), with the cards
in the language's own indices; every count takes its plural form.
"""

from __future__ import annotations

import datetime as dt

from canfield.engine import GameState, Move
from canfield.i18n import _, ngettext, say
from canfield.solver.hint import Hint, moving_card
from canfield.teacher.where_lost import WhereLost


def move_words(hint: Hint) -> str:
    """A move in words for the status line: "Q♣ onto column 2", "tap the stock"."""
    if hint.move.is_stock or hint.target is None:
        return _("tap the stock")
    return onto(hint, _("{card} onto column {pile}"), _("{card} onto foundation {pile}"))


def onto(hint: Hint, column: str, foundation: str) -> str:
    """A card move's sentence, by the kind of pile it goes onto."""
    target = hint.target or hint.move.target
    card: object = hint.card if hint.card is not None else str(hint.move)
    if target is None:  # a card move always names its target
        return str(hint.move)
    template = column if target[0] == "C" else foundation
    return say(template, card=card, pile=int(target[1]))


def played_move_words(state: GameState, move: Move | str) -> str:
    """A move played from `state`, in words ("7♣ onto column 2")."""
    parsed = move if isinstance(move, Move) else Move.parse(move)
    return move_words(Hint(parsed, moving_card(state, parsed), parsed.target))


def where_lost_words(found: WhereLost, losing_state: GameState | None, undo_reach: int) -> str:
    """The answer to "Where did it go wrong?", in one or two sentences.

    `losing_state` is the position the last winnable one is (to name the move played
    from it); `undo_reach` how many actions undo can take back now: a point further back
    is reached by replaying the line from the deal instead.
    """
    if found.still_winnable:
        return _("This game can still be won: no move has lost it yet.")
    if found.never_winnable:
        return _("This deal could never be won: it was lost from the start.")
    last = found.last_winnable
    if last is None:
        end = found.undecided[-1] if found.undecided else found.length
        return say(
            _("No position of this game was proved winnable within the time; "
              "it could not be decided for moves 1–{last}."),
            last=max(1, min(end + 1, found.length)),
        )  # fmt: skip
    move = found.next_move
    named = played_move_words(losing_state, move) if losing_state is not None and move else ""
    text = say(_("The game could still be won before move {n} ({move})."), n=last + 1, move=named)
    if found.undecided:
        high = min(found.undecided[-1] + 1, found.length)
        text += " " + say(
            _("It could not be decided for moves {first}–{last} within the time."),
            first=last + 1,
            last=high,
        )
    back = found.length - last
    if back <= undo_reach:
        text += " " + say(
            ngettext(
                "Undo {count} action to go back there.",
                "Undo {count} actions to go back there.",
                back,
            ),
            count=back,
        )
    else:
        text += " " + say(
            ngettext(
                "Going back there replays the game from the deal ({count} action back).",
                "Going back there replays the game from the deal ({count} actions back).",
                back,
            ),
            count=back,
        )
    return text


def share_line(date: dt.date, score: int, seconds: float, undos: int, hints: int) -> str:
    """Today's deal's result in one line to copy and share: the date, the score, the time,
    the undos and the hints."""
    from canfield.store.duration import duration

    undone = say(ngettext("{n} undo", "{n} undos", undos), n=undos)
    hinted = say(ngettext("{n} hint", "{n} hints", hints), n=hints)
    return say(
        ngettext(
            "Canfield, today's deal {date}: won with {score} point in {time}, {undos}, {hints}.",
            "Canfield, today's deal {date}: won with {score} points in {time}, {undos}, {hints}.",
            score,
        ),
        date=date.isoformat(),
        score=score,
        time=duration(seconds),
        undos=undone,
        hints=hinted,
    )
