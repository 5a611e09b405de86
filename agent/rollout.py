"""Playing episodes: one environment, one policy, step by step, with a full trace.

    for episode in run_episode(env, policy, task_id="kennel/busiest_run"):
        print(episode.steps[-1])            # live: yields after reset and after every step
    episode = play_episode(env, policy, task_id=...)   # the same, drained

The one episode loop: ``start_episode`` -> (``take_step`` until ``is_over``). ``run_episode`` asks the policy for each
action; agent.llm_policy.BatchedRunner runs the same steps for many episodes at once, one batched generation per step.
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
    started: float = field(default_factory=time.perf_counter)  # when the reset began (perf_counter)

    @property
    def done(self) -> bool:
        return self.steps[-1].observation.done if self.steps else self.first.done

    @property
    def last(self) -> Observation:
        return self.steps[-1].observation if self.steps else self.first

    @property
    def total_reward(self) -> float:
        return sum(step.observation.reward for step in self.steps)


def start_episode(env: Env, policy: Policy, **reset_kwargs: Any) -> Episode:
    """Reset ``env`` and tell ``policy`` the episode has begun; the trace so far (no step yet)."""
    started = time.perf_counter()
    first = env.reset(**reset_kwargs)
    episode = Episode(policy=policy.name, first=first, reset_s=time.perf_counter() - started, started=started)
    policy.reset(first)
    return episode


def take_step(episode: Episode, env: Env, action: Any, policy_s: float, raw_text: str | None = None,
              tokens: int = 0) -> Observation:
    """Send ``action`` (chosen in ``policy_s`` seconds) to ``env`` and record the step in ``episode``."""
    started = time.perf_counter()
    observation = env.step(action)
    episode.steps.append(Step(action=action, observation=observation, elapsed_s=policy_s + time.perf_counter() - started,
                              policy_s=policy_s, raw_text=raw_text, tokens=tokens))
    return observation


def is_over(episode: Episode, max_steps: int | None, max_seconds: float | None = None) -> bool:
    """The environment ended the episode, or it has taken ``max_steps`` steps or run ``max_seconds`` seconds (then
    it ends unanswered: the step under way when the time ran out is the last)."""
    return episode.done or (max_steps is not None and len(episode.steps) >= max_steps) or (
        max_seconds is not None and time.perf_counter() - episode.started >= max_seconds)


def run_episode(env: Env, policy: Policy, max_steps: int | None = None, max_seconds: float | None = None,
                **reset_kwargs: Any) -> Iterator[Episode]:
    """Reset ``env``, then let ``policy`` act until the episode ends; yield the growing trace after each step."""
    episode = start_episode(env, policy, **reset_kwargs)
    yield episode
    while not is_over(episode, max_steps, max_seconds):
        started = time.perf_counter()
        action = policy.act(episode.last)
        info = getattr(policy, "last_generation", None) or {}
        take_step(episode, env, action, time.perf_counter() - started, info.get("text"), info.get("tokens", 0))
        yield episode


def play_episode(env: Env, policy: Policy, **kwargs: Any) -> Episode:
    """Run a whole episode and return its trace."""
    for episode in run_episode(env, policy, **kwargs):
        pass
    return episode
