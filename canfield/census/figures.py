"""The census's published figures (`docs/winnability.md`), and the sentence that the
Statistics window shows beside the player's own win rate.

The numbers are copied from the committed exports `docs/census/d3.csv` and `d1.csv`;
`tests/census/test_published.py` checks that they agree. This module is all of the census
that the window imports: constants and one function, no solver, no SQLite.
"""

from __future__ import annotations

from canfield.i18n import N_, _, decimal, number
from canfield.values import record


@record(slots=True)
class Published:
    """One draw mode's census: how many deals, and how many were won, lost, left unknown."""

    deals: int
    won: int
    lost: int
    unknown: int

    @property
    def share(self) -> float:
        """The winnable share of the decided deals."""
        decided = self.won + self.lost
        return self.won / decided if decided else 0.0


CENSUS = {
    3: Published(deals=10_000, won=9_267, lost=729, unknown=4),
    1: Published(deals=10_000, won=9_964, lost=33, unknown=3),
}
"""The published census per draw mode (see `docs/winnability.md`)."""

_SENTENCES = {
    3: N_("About {percent} % of Draw-3 deals can be won (census of {deals} deals)"),
    1: N_("About {percent} % of Draw-1 deals can be won (census of {deals} deals)"),
}


def sentence(draw: int) -> str:
    """The census's figure for a draw mode, in the current language."""
    figure = CENSUS[draw]
    return _(_SENTENCES[draw]).format(
        percent=decimal(100 * figure.share, 1), deals=number(figure.deals)
    )


__all__ = ["CENSUS", "Published", "sentence"]
