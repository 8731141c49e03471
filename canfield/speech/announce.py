"""What is said when the position changes: pure functions from positions to sentences.

Each function takes the position before, what happened and the position after, and
returns the sentences a player hears, in the current language (`canfield.i18n`), cards
as words ("seven of hearts", "7 de inimă roșie", "hjerter 7"), never glyphs. The window
and the transcript only carry them (STYLE.md 16), so every announcement is tested here
without a window or a voice, in every language.
"""

from __future__ import annotations

from canfield import engine
from canfield.engine import COLUMNS, FOUNDATIONS, Card, GameState, Move
from canfield.i18n import _, ngettext, number, spoken


def plural_spoken(singular: str, plural: str, n: int, **params: object) -> str:
    """A sentence with a count, in the plural form the count asks for, as it is heard
    (extracted for translation as `ngettext` is: `scripts/i18n.py`)."""
    return spoken(ngettext(singular, plural, n), n=n, **params)


def _pile_name(pile: str) -> str:
    """A pile's name, first in a sentence of the focus ("Column 2, …", "The reserve, …")."""
    if pile == "R":
        return _("The reserve")
    if pile == "W":
        return _("The waste")
    return _("Column {column}").format(column=pile[1])


# -- a new deal ---------------------------------------------------------------------------


def deal(state: GameState) -> list[str]:
    """A new deal: the base card and start rank, the reserve's top and count, the four
    columns, the stock."""
    reserve = state.reserve
    said = [
        spoken(
            _("Base card: the {card}; the foundations start at {rank}."),
            card=state.base,
            rank=state.start_rank,
        ),
        plural_spoken(
            "The reserve has {n} card, the {card} on top.",
            "The reserve has {n} cards, the {card} on top.",
            len(reserve),
            card=reserve[-1],
        )
        if reserve
        else _("The reserve is empty."),
        columns(state),
        plural_spoken("The stock has {n} card.", "The stock has {n} cards.", len(state.stock)),
    ]
    return said


def columns(state: GameState) -> str:
    """The four columns' top cards, in one sentence."""
    tops = [spoken("{card}", card=pile[-1]) if pile else _("empty") for pile in state.columns]
    return _("Columns: {first}; {second}; {third}; {fourth}.").format(
        first=tops[0], second=tops[1], third=tops[2], fourth=tops[3]
    )


# -- a move -------------------------------------------------------------------------------


def move_words(state: GameState, move: Move) -> str:
    """The move in words, as played on `state` (without its effects): where it comes from,
    then the card (and the cards on it) and where they go."""
    if move.is_stock:
        if state.stock:
            return _("a draw from the stock")
        return _("the waste turned over into the stock")
    assert move.target is not None
    return _("{source}: {what}").format(source=_source(move.source), what=_destination(state, move))


def _source(pile: str) -> str:
    """Where a move comes from, one phrase per kind of pile (each language puts the pile
    in the case its preposition asks for)."""
    if pile == "R":
        return _("from the reserve")
    if pile == "W":
        return _("from the waste")
    if pile in FOUNDATIONS:
        return _("from foundation {foundation}").format(foundation=pile[1])
    return _("from column {column}").format(column=pile[1])


def _destination(state: GameState, move: Move) -> str:
    """The card (and the cards on it) and where they go."""
    assert move.target is not None
    cards = state.pile(move.source)[-move.count :]
    card, others = cards[0], len(cards) - 1
    target = state.pile(move.target)
    if move.to_foundation:
        return spoken(
            _("the {card} onto foundation {foundation}"), card=card, foundation=move.target[1]
        )
    column = move.target[1]
    if not target and others:
        return plural_spoken(
            "the {card} and the {n} card on it into empty column {column}",
            "the {card} and the {n} cards on it into empty column {column}",
            others,
            card=card,
            column=column,
        )
    if not target:
        return spoken(_("the {card} into empty column {column}"), card=card, column=column)
    if others:
        return plural_spoken(
            "the {card} and the {n} card on it onto the {target} in column {column}",
            "the {card} and the {n} cards on it onto the {target} in column {column}",
            others,
            card=card,
            target=target[-1],
            column=column,
        )
    return spoken(
        _("the {card} onto the {target} in column {column}"),
        card=card,
        target=target[-1],
        column=column,
    )


def move(before: GameState, played: Move, after: GameState) -> list[str]:
    """A move (or a stock tap) and what it changed: what it uncovered, the reserve filling
    a column, the reserve's count, the score."""
    if played.is_stock:
        said = stock(before, after)
    else:
        said = [_sentence(move_words(before, played))]
        said += _uncovered(before, played, after)
    return said + _score(before, after)


def _sentence(words: str) -> str:
    words = _upper(words)
    return words if words.endswith((".", "!", "?")) else words + "."


def _uncovered(before: GameState, played: Move, after: GameState) -> list[str]:
    """What the move bared or changed beside its target."""
    source = played.source
    said: list[str] = []
    if source in COLUMNS:
        i = COLUMNS.index(source)
        rest = after.columns[i]
        refilled = len(after.reserve) < len(before.reserve)
        if refilled and rest:
            said.append(
                spoken(
                    _("The reserve fills column {column} with the {card}."),
                    column=source[1],
                    card=rest[-1],
                )
            )
        elif rest:
            said.append(
                spoken(_("Column {column} shows the {card}."), column=source[1], card=rest[-1])
            )
        else:
            said.append(spoken(_("Column {column} is empty."), column=source[1]))
    elif source == "W":
        said.append(
            spoken(_("The waste shows the {card}."), card=after.waste[-1])
            if after.waste
            else _("The waste is empty.")
        )
    elif source in FOUNDATIONS:
        pile = after.pile(source)
        foundation = source[1]
        said.append(
            spoken(
                _("Foundation {foundation} shows the {card}."), foundation=foundation, card=pile[-1]
            )
            if pile
            else spoken(_("Foundation {foundation} is empty."), foundation=foundation)
        )
    if len(after.reserve) < len(before.reserve):
        said.append(reserve(after))
    return said


def reserve(state: GameState) -> str:
    """The reserve's top card and count."""
    cards = state.reserve
    if not cards:
        return _("The reserve is empty.")
    return plural_spoken(
        "The reserve shows the {card}; {n} card left.",
        "The reserve shows the {card}; {n} cards left.",
        len(cards),
        card=cards[-1],
    )


def stock(before: GameState, after: GameState) -> list[str]:
    """A tap on the stock: the cards turned (the last one plays), or the waste turned
    over; and the stock left empty."""
    if not before.stock:
        return [
            plural_spoken(
                "The waste is turned over into the stock: {n} card.",
                "The waste is turned over into the stock: {n} cards.",
                len(after.stock),
            )
        ]
    turned = len(before.stock) - len(after.stock)
    top = after.waste[-1]
    if turned == 1:
        said = [spoken(_("Drew the {card}."), card=top)]
    else:
        cards = ", ".join(spoken("{card}", card=c) for c in after.waste[-turned:])
        said = [spoken(_("Drew {cards}; the {card} plays."), cards=cards, card=top)]
    if not after.stock:
        said.append(_("The stock is empty."))
    return said


def _score(before: GameState, after: GameState) -> list[str]:
    if after.score == before.score:
        return []
    return [_("Score {score}.").format(score=number(after.score))]


def undone(before: GameState, taken_back: Move, after: GameState) -> list[str]:
    """An undo: what was taken back (described on the position it was played from)."""
    said = [_("Undone: {what}.").format(what=move_words(after, taken_back))]
    if taken_back.is_stock:  # the cards went back: what the waste shows now
        said.append(
            spoken(_("The waste shows the {card}."), card=after.waste[-1])
            if after.waste
            else _("The waste is empty.")
        )
    return said + _score(before, after)


def redone(before: GameState, played: Move, after: GameState) -> list[str]:
    """A redo: the move played again, and its effects."""
    said = [_("Redone: {what}.").format(what=move_words(before, played))]
    said += stock(before, after) if played.is_stock else _uncovered(before, played, after)
    return said + _score(before, after)


# -- where the keyboard's focus is --------------------------------------------------------


def focus(state: GameState, pile: str, index: int) -> str:
    """The pile under the keyboard's focus, its count, the focused card and the run a
    pick-up there would lift."""
    cards = state.pile(pile)
    if pile == "S":
        if cards:
            return plural_spoken("The stock, {n} card.", "The stock, {n} cards.", len(cards))
        if state.waste:
            return _("The stock, empty: a tap turns the waste over.")
        return _("The stock, empty.")
    if pile in FOUNDATIONS:
        return _foundation(state, pile)
    name = _pile_name(pile)
    if not cards:
        if pile == "R":
            return _("The reserve, empty.")
        if pile == "W":
            return _("The waste, empty.")
        return _("Column {column}, empty.").format(column=pile[1])
    index = max(0, min(index, len(cards) - 1)) if pile in COLUMNS else len(cards) - 1
    card = cards[index]
    said = plural_spoken(
        "{pile}, {n} card: the {card}.",
        "{pile}, {n} cards: the {card}.",
        len(cards),
        pile=name,
        card=card,
    )
    lifted = engine.movable(state, pile, index)
    if lifted > 1:
        said += " " + plural_spoken("Space lifts {n} card.", "Space lifts {n} cards.", lifted)
    return _upper(said)


def _upper(said: str) -> str:
    """A sentence begins with a capital, whatever the pile's name began with."""
    return said[:1].upper() + said[1:]


def _foundation(state: GameState, pile: str) -> str:
    i = FOUNDATIONS.index(pile)
    cards = state.foundations[i]
    suit = state.foundation_suits[i]
    foundation = pile[1]
    nxt = _next_card(state, i)
    if not cards:
        return spoken(
            _("Foundation {foundation}, {suit}: empty; it takes the {card}."),
            foundation=foundation,
            suit=suit,
            card=nxt,
        )
    if nxt is None:
        return spoken(
            _("Foundation {foundation}, {suit}: complete, the {card} on top."),
            foundation=foundation,
            suit=suit,
            card=cards[-1],
        )
    return spoken(
        _("Foundation {foundation}, {suit}: the {card} on top; next the {next}."),
        foundation=foundation,
        suit=suit,
        card=cards[-1],
        next=nxt,
    )


def _next_card(state: GameState, i: int) -> Card | None:
    """The card foundation `i` takes next (None when it is complete)."""
    cards = state.foundations[i]
    if len(cards) == 13:
        return None
    suit = state.foundation_suits[i]
    rank = (int(state.start_rank) - 1 + len(cards)) % 13 + 1
    return Card(engine.Rank(rank), suit)


# -- what the query keys say --------------------------------------------------------------


def pile_cards(state: GameState, pile: str, shown: int | None = None) -> str:
    """A pile read card by card, bottom to top, as far as a sighted player sees it: a
    column whole; the waste by its count and the `shown` cards fanned on top (by default
    the last draw's: up to three in Draw 3, one in Draw 1); the squared reserve, the stock
    and a foundation as the focus says them (count, top card, the card it needs)."""
    cards = state.pile(pile)
    if pile in ("S", "R") or pile in FOUNDATIONS or not cards:
        return focus(state, pile, 0)
    name = _pile_name(pile)
    if pile == "W":
        fan = shown if shown is not None else (3 if state.draw == 3 else 1)
        top = cards[-max(1, min(fan, len(cards))) :]
        listed = ", ".join(spoken("{card}", card=card) for card in top)
        said = plural_spoken(
            "{pile}, {n} card; showing {cards}.", "{pile}, {n} cards; showing {cards}.",
            len(cards), pile=name, cards=listed,
        )  # fmt: skip
        return _upper(said)
    listed = ", ".join(spoken("{card}", card=card) for card in cards)
    said = plural_spoken(
        "{pile}, {n} card: {cards}.", "{pile}, {n} cards: {cards}.", len(cards),
        pile=name, cards=listed,
    )  # fmt: skip
    return _upper(said)


def foundations(state: GameState) -> list[str]:
    """Each foundation: its suit, top card and the card it needs next."""
    return [_foundation(state, pile) for pile in FOUNDATIONS]


def counts(state: GameState) -> str:
    """The reserve, stock and waste counts."""
    return " ".join(
        [
            plural_spoken("Reserve {n} card.", "Reserve {n} cards.", len(state.reserve)),
            plural_spoken("Stock {n} card.", "Stock {n} cards.", len(state.stock)),
            plural_spoken("Waste {n} card.", "Waste {n} cards.", len(state.waste)),
        ]
    )


def score_and_time(state: GameState, elapsed: str) -> str:
    """The score, and the game's time when it has one."""
    said = _("Score {score}.").format(score=number(state.score))
    if elapsed:
        said += " " + _("Time {time}.").format(time=elapsed)
    return said
