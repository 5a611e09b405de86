"""Rewards of the index-tuning environment: small pure functions with names, summed with ``IndexRewardWeights``.

Every function returns a raw part (about -1..1); the environment multiplies by the weights (``envs.base.weighted_sum``)
and reports each weighted part in ``Observation.reward_parts``. ``performance_score`` is a diagnostic (weight 0):
the 0-100 share of the best known reduction reached, drawn in the UI's trace.

    python -m pytest tests/test_index_tuning_env.py -k reward
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

from envs.base import from_known_keys

MILESTONES = (0.25, 0.5, 0.75)  # fractions of the achievable reduction that pay a one-time bonus


@dataclass(frozen=True)
class IndexRewardWeights:
    information: float = 0.02  # a first look at a query, a table's statistics, the indexes or a plan
    cost_delta: float = 1.0  # per unit of the initial cost removed (or added) by this step
    milestone: float = 0.1  # per milestone crossed (25/50/75% of the achievable reduction)
    useless_index: float = 0.05  # an index that did not lower the cost
    duplicate_index: float = 0.1  # an index with the same leading columns as an existing one
    budget_overrun: float = 0.1  # an index refused because it would exceed the storage budget
    invalid_action: float = 0.05  # text that did not parse, unknown names, refused SQL
    final_score: float = 0.5  # at submit_report: the performance score / 100

    def as_dict(self) -> dict[str, float]:
        return asdict(self)

    @classmethod
    def from_dict(cls, weights: dict[str, float]) -> "IndexRewardWeights":
        """Defaults overridden by ``weights``; an unknown name is a ValueError listing the valid ones."""
        return from_known_keys(cls, weights)


def information_reward(kind: str, key: str, seen: set[str]) -> float:
    """1 for an informative action on something not looked at before (``key``), else 0."""
    return 0.0 if key in seen or kind not in ("inspect_query", "analyze_indexes", "analyze_statistics", "explain") else 1.0


def cost_delta_reward(previous_cost: int, new_cost: int, initial_cost: int) -> float:
    """The step's cost change as a share of the initial cost: positive when the workload got cheaper."""
    return (previous_cost - new_cost) / initial_cost if initial_cost > 0 else 0.0


def achieved_fraction(cost: int, initial_cost: int, best_cost: int) -> float:
    """Share of the achievable reduction (initial -> best known) reached at ``cost``; 0 when nothing better is known.
    The environment lowers the best known cost as soon as an episode beats it, so there this never exceeds 1."""
    achievable = initial_cost - best_cost
    return (initial_cost - cost) / achievable if achievable > 0 else 0.0


def milestone_reward(fraction: float, reached: set[float]) -> tuple[float, set[float]]:
    """Count of milestones newly crossed at ``fraction``; returns (count, milestones reached now)."""
    new = {m for m in MILESTONES if fraction >= m and m not in reached}
    return float(len(new)), reached | new


def useless_index_reward(previous_cost: int, new_cost: int) -> float:
    """-1 when a new index did not lower the workload's cost (it only costs writes and storage)."""
    return -1.0 if new_cost >= previous_cost else 0.0


def duplicate_index_reward(columns: tuple[str, ...], existing: list[tuple[str, ...]]) -> float:
    """-1 when an existing index on the table already starts with these columns (it serves every such lookup)."""
    wanted = tuple(c.lower() for c in columns)
    return -1.0 if any(tuple(c.lower() for c in other[: len(wanted)]) == wanted for other in existing) else 0.0


def budget_overrun_reward(pages_after: int, budget_pages: int) -> float:
    """-1 when the indexes would need more pages than the budget allows."""
    return -1.0 if pages_after > budget_pages else 0.0


def invalid_action_reward(error: str | None) -> float:
    return -1.0 if error else 0.0


def performance_score(cost: int, initial_cost: int, best_cost: int) -> float:
    """0-100: the share of the best known configuration's reduction reached (clipped)."""
    return round(100.0 * min(1.0, max(0.0, achieved_fraction(cost, initial_cost, best_cost))), 2)


def final_score_reward(score: float) -> float:
    """At submit_report: the performance score as 0..1."""
    return score / 100.0
