"""Games the teacher's tests share: a won deal spoiled at a known move (found with the
solver)."""

from __future__ import annotations

SPOILED_CODE = "CF1-D3-SKOHAAA"
SPOILED_RECORD = (
    "R>F4 S S W>C3 S S S W>C1 S S S S S S W>C3 W>C1 S S S W>C3 W>C1 C3:4>C1 S S W>F4 S S "
    "W>C3 C1:8>C3 C3:2>C1 C1:2>C3 S C3:2>C1"
)
SPOILED = SPOILED_RECORD.split(" ")
"""A won deal spoiled by its 25th move (W>F4: 2♣ up too soon)."""
