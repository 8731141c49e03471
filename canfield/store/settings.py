"""The player's settings: a pydantic model stored as hand-editable JSON in the config folder."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from canfield.i18n import LEGACY

Pixels = Annotated[int, Field(ge=1, le=65535)]
"""A window's width or height."""
Offset = Annotated[int, Field(ge=-65535, le=65535)]
"""A window's place on the desktop (negative: left of or above the first screen)."""


class Settings(BaseModel):
    """What the player chose, kept from one start to the next.

    Every field has a default, so a missing or partly broken file still gives a full
    set of settings. Assignments are validated, so `settings.draw = 2` raises.
    """

    model_config = ConfigDict(extra="ignore", validate_assignment=True)

    double_click: bool = Field(
        default=True,
        description="A tapped card that cannot go to a foundation goes to a column (R19).",
    )
    draw: Literal[1, 3] = Field(
        default=3, description="Cards turned per tap on the stock in a new game (R14)."
    )
    animations: bool = Field(default=True, description="Cards glide instead of jumping.")
    sound: bool = Field(
        default=False, description="Short sounds for a deal, a card placed, a refusal, a win."
    )
    winnable_only: bool = Field(
        default=False,
        description="New random deals are only those the solver has proved winnable.",
    )
    warn_losing: bool = Field(
        default=False,
        description="After each move a short check in the background; the status line says "
        "once when a move has turned a winnable game into a proved loss.",
    )
    language: Literal["en", "ro", "da", "es", "sr@latin", "sr@cyrillic"] | None = Field(
        default=None,
        description=(
            "Language of the game: en, ro, da, es, sr@latin or sr@cyrillic "
            "(canfield.i18n.LANGUAGES); none means the system's language when it is one of "
            "these, else English. sr, from before Serbian had two scripts, reads as sr@latin."
        ),
    )

    window_size: tuple[Pixels, Pixels] | None = Field(
        default=None,
        description="The window's width and height when it was last closed; none: fit the screen.",
    )
    window_position: tuple[Offset, Offset] | None = Field(
        default=None, description="Where the window's top-left corner was when last closed."
    )
    fullscreen: bool = Field(default=False, description="The window fills the screen (F11).")
    speech: Literal["auto", "off", "screen_reader", "voice"] = Field(
        default="auto",
        description=(
            "Every action said aloud: through the player's screen reader, or with the "
            "system's voice; auto: through the screen reader when one runs at start."
        ),
    )
    speech_rate: int = Field(
        default=100, ge=50, le=200, description="The built-in voice's rate, in % of normal."
    )
    speech_volume: int = Field(
        default=100, ge=10, le=100, description="The built-in voice's volume, in %."
    )
    high_contrast: bool = Field(
        default=False, description="Cards with large indices and a thick focus ring."
    )
    suit_colours: bool = Field(
        default=False, description="With high contrast: a colour of its own for each suit."
    )

    @field_validator("language", mode="before")
    @classmethod
    def _language_as_it_was_meant(cls, value: Any) -> Any:
        """A file written when "sr" was the only Serbian (in Latin letters) keeps it."""
        return LEGACY.get(value, value) if isinstance(value, str) else value

    @field_validator("draw", mode="before")
    @classmethod
    def _draw_is_not_a_boolean(cls, value: Any) -> Any:
        """JSON `true` would otherwise pass as the number 1."""
        if isinstance(value, bool):
            raise ValueError("Input should be 1 or 3")
        return value
