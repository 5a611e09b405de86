"""Playing episodes: one environment, one policy, step by step, with a full trace.

    for episode in run_episode(env, policy, task_id="kennel/busiest_run"):
        print(episode.steps[-1])            # live: yields after reset and after every step
    episode = play_episode(env, policy, task_id=...)   # the same, drained
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from envs.base import Env, Observation
from agent.policy import Policy


@dataclass
class Step:
    action: Any
    observation: Observation
    elapsed_s: float  # policy time + environment time for this step
    policy_s: float  # time spent choosing the action
    raw_text: str | None = None  # what an LLM policy generated, when it is one
    tokens: int = 0  # tokens an LLM policy generated for this step


@dataclass
class Episode:
    policy: str
    first: Observation  # the observation after reset
    steps: list[Step] = field(default_factory=list)
    reset_s: float = 0.0

    @property
    def done(self) -> bool:
        return self.steps[-1].observation.done if self.steps else self.first.done

    @property
    def last(self) -> Observation:
        return self.steps[-1].observation if self.steps else self.first

    @property
    def total_reward(self) -> float:
        return sum(step.observation.reward for step in self.steps)


def run_episode(env: Env, policy: Policy, max_steps: int | None = None, **reset_kwargs: Any) -> Iterator[Episode]:
    """Reset ``env``, then let ``policy`` act until the episode ends; yield the growing trace after each step."""
    started = time.perf_counter()
    first = env.reset(**reset_kwargs)
    episode = Episode(policy=policy.name, first=first, reset_s=time.perf_counter() - started)
    policy.reset(first)
    yield episode
    observation = first
    while not observation.done and (max_steps is None or len(episode.steps) < max_steps):
        started = time.perf_counter()
        action = policy.act(observation)
        chosen = time.perf_counter()
        observation = env.step(action)
        info = getattr(policy, "last_generation", None) or {}
        episode.steps.append(Step(
            action=action, observation=observation, elapsed_s=time.perf_counter() - started,
            policy_s=chosen - started, raw_text=info.get("text"), tokens=info.get("tokens", 0),
        ))
        yield episode


def play_episode(env: Env, policy: Policy, **kwargs: Any) -> Episode:
    """Run a whole episode and return its trace."""
    for episode in run_episode(env, policy, **kwargs):
        pass
    return episode
