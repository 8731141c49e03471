"""Shared helpers for the engine tests: positions written card by card."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from canfield import engine

from ..positions import build_position

Build = Callable[..., engine.GameState]


@pytest.fixture
def build() -> Build:
    """Build a position card by card; the cards left out fill the stock (or `fill`)."""
    return build_position
