"""The contract every environment follows (OpenEnv style) and the pieces they share.

    obs = env.reset(seed=0, task_id="kennel/busiest_run")   # -> Observation (done=False)
    obs = env.step(action)                                  # -> Observation with reward, reward_parts, done
    env.state                                               # -> State (episode id, step count, ...)

``done``, ``reward`` and a ``metadata`` dict live on the observation; the per-step reward is the weighted sum of
named parts, and ``reward_parts`` holds each weighted part so a trace can be drawn without recomputing anything.
Bad input (an unknown action, failing SQL) is an observation with ``error`` set, never an exception out of ``step``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from typing import Any, Protocol, TypeVar, runtime_checkable

T = TypeVar("T")


@dataclass
class Observation:
    """What an agent sees after reset or a step: text for an LLM plus structured fields for programs and the UI."""

    text: str  # the observation as the LLM reads it
    done: bool = False
    reward: float = 0.0  # this step's total reward (0 after reset)
    reward_parts: dict[str, float] = field(default_factory=dict)  # weighted parts; they sum to ``reward``
    error: str | None = None  # set when the action failed (bad SQL, unknown table, invalid action)
    metadata: dict[str, Any] = field(default_factory=dict)


@dataclass
class State:
    """Episode bookkeeping common to every environment."""

    episode_id: str = ""
    step_count: int = 0
    max_steps: int = 0
    done: bool = False
    total_reward: float = 0.0


@runtime_checkable
class Env(Protocol):
    def reset(self, seed: int | None = None, task_id: str | None = None, **kwargs: Any) -> Observation: ...

    def step(self, action: Any) -> Observation: ...

    @property
    def state(self) -> State: ...


def weighted_sum(parts: dict[str, float], weights: dict[str, float]) -> tuple[float, dict[str, float]]:
    """Apply ``weights`` to raw reward ``parts``; return the total and the weighted parts (zero parts dropped)."""
    weighted = {name: round(value * weights[name], 6) for name, value in parts.items() if value and weights[name]}
    return round(sum(weighted.values()), 6), weighted


def from_known_keys(cls: type[T], values: Mapping[str, Any]) -> T:
    """``cls(**values)`` for a config dataclass, refusing any key it does not have: a typo must not silently leave
    the default in place. The error names the unknown keys and lists the valid ones."""
    valid = [f.name for f in fields(cls)]
    unknown = [key for key in values if key not in valid]
    if unknown:
        raise ValueError(f"{cls.__name__}: unknown key(s) {', '.join(map(repr, unknown))}; valid: {', '.join(valid)}")
    return cls(**values)
