"""A cascade of two analyst policies: the first plays until it would abstain, then the second plays the rest of the
episode from the question.

The rule baseline answers few hand-written questions but is usually right when it does (precision 86% on the
built-in held-out databases, 98% on factory ones), and the trained LLM answers nearly everything at lower
precision; their right answers overlap little. So the baseline goes first and, where it says "I can't answer
this", the LLM starts over from the episode's first observation, as it was trained to, in the steps left:

    policy = Cascade(RuleBasedAnalyst(), llm_policy)      # python -m agent.evaluate --policy rules+llm
"""

from __future__ import annotations

import dataclasses
from typing import Any

from envs.analyst.spec import AnalystAction
from envs.analyst.verify import is_abstention
from envs.base import Observation

from agent.policy import Policy


def abstains(action: Any) -> bool:
    """True for an ANSWER that declines, as an action or its text form."""
    if isinstance(action, AnalystAction):
        verb, argument = action.kind, action.argument
    else:
        verb, _, argument = str(action).strip().partition(" ")
    return verb.lower() == "answer" and is_abstention(argument)


class Cascade:
    """``first`` acts until its action is an abstention; from then on ``then`` acts, reset with the episode's first
    observation (its step budget brought up to date), so it never sees the first policy's steps."""

    def __init__(self, first: Policy, then: Policy):
        self.first, self.then = first, then
        self.name = f"{first.name}+{then.name}"
        self.handed_over = False
        self.opening: Observation | None = None

    @property
    def prompt_config(self):
        """The second policy's prompt settings (an LLM's observation mode decides the episode's)."""
        return getattr(self.then, "prompt_config", None)

    @property
    def acting(self) -> Policy:
        return self.then if self.handed_over else self.first

    @property
    def last_generation(self):
        """The acting policy's last model call, for traces (None for the rule baseline)."""
        return getattr(self.acting, "last_generation", None)

    def reset(self, observation: Observation) -> None:
        self.opening, self.handed_over = observation, False
        self.first.reset(observation)

    def act(self, observation: Observation) -> Any:
        if not self.handed_over:
            action = self.first.act(observation)
            if not abstains(action):
                return action
            self.handed_over = True
            opening = self.opening
            if dataclasses.is_dataclass(opening) and hasattr(opening, "steps_left"):
                opening = dataclasses.replace(opening, steps_left=getattr(observation, "steps_left", 0))
            self.then.reset(opening)
            observation = opening
        return self.then.act(observation)
