"""What a check returns: a ``Verdict`` (correct or not, and a short sentence saying why), and ``short``, which
trims a value quoted in that sentence.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Verdict:
    """Whether an answer states the gold answer, and a short sentence saying why."""

    correct: bool
    reason: str


def short(text: str, limit: int = 40) -> str:
    return text if len(text) <= limit else text[:limit - 1] + "…"
