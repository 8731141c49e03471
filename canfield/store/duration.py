"""A playing time in words of the clock: the status bar's and the statistics' `m:ss`.

Apart from the statistics' pydantic models (`stats` re-exports it), so that the
window's clock, drawn in the first frame, does without them.
"""

from __future__ import annotations


def duration(seconds: float | None) -> str:
    """A playing time as `m:ss` (or `h:mm:ss`); a dash when there is none."""
    if seconds is None:
        return "—"
    whole = max(0, int(seconds))
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02}:{secs:02}" if hours else f"{minutes}:{secs:02}"
