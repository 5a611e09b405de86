"""The policy contract: anything that picks the next action from the latest observation.

A policy is told when an episode starts (``reset``) and then asked for one action per step (``act``). Policies
act only through what the environment shows them; none of them may read gold SQL or gold answers.
"""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

from envs.base import Observation


@runtime_checkable
class Policy(Protocol):
    name: str  # shown in tables and the UI

    def reset(self, observation: Observation) -> None:
        """Start a new episode from the environment's first observation."""

    def act(self, observation: Observation) -> Any:
        """Return the next action (an environment Action, or its text form)."""


def policy_mode(policy: Policy) -> str:
    """The observation mode to play ``policy``'s analyst episodes in: the one an LLM's adapter was trained in (its
    saved prompt settings), else the environment's default."""
    from envs.analyst.env import DEFAULT_MODE

    config = getattr(policy, "prompt_config", None)
    return getattr(config, "mode", None) or DEFAULT_MODE
