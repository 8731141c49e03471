"""Canfield solitaire: a faithful rules engine and a desktop window to play it in."""

__version__ = "0.1.0"
