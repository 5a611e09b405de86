"""Analyst rewards: small pure functions, one per signal, combined with named weights.

Each function returns a raw value in [-1, 1]; ``AnalystRewardWeights`` scales them and the environment reports
every weighted part in ``Observation.reward_parts``. Over an episode the correctness part dominates: a right answer
is worth more than any amount of exploring, and every step costs a little, so short correct episodes score best.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

from envs.base import from_known_keys


@dataclass(frozen=True)
class AnalystRewardWeights:
    execution: float = 0.1  # a QUERY that runs (+) or any action that fails: bad SQL, unknown table (-)
    new_information: float = 0.05  # first look at a table / a query not run before (+), an exact repeat (-)
    progress: float = 0.3  # once per episode, the first query whose result matches the gold result
    correctness: float = 1.0  # the final answer matches the gold answer
    step_cost: float = 0.02  # every step, so wandering costs
    format: float = 0.1  # an action that could not be parsed (-)

    def as_dict(self) -> dict[str, float]:
        return asdict(self)

    @classmethod
    def from_dict(cls, weights: dict[str, float]) -> "AnalystRewardWeights":
        """Defaults overridden by ``weights``; an unknown name is a ValueError listing the valid ones."""
        return from_known_keys(cls, weights)


def execution_reward(kind: str, failed: bool) -> float:
    if failed:
        return -1.0
    return 1.0 if kind == "query" else 0.0


def new_information_reward(action_key: str, seen: set[str]) -> float:
    """+1 for an action not taken before in this episode, -1 for an exact repeat (answers are not information)."""
    if action_key.startswith("answer"):
        return 0.0
    return -1.0 if action_key in seen else 1.0


def progress_reward(matches_gold: bool, matched_before: bool) -> float:
    return 1.0 if matches_gold and not matched_before else 0.0


def correctness_reward(correct: bool | None) -> float:
    return 1.0 if correct else 0.0


def step_cost_reward() -> float:
    return -1.0


def format_reward(parsed: bool) -> float:
    return 0.0 if parsed else -1.0
