"""The rule-based analyst baseline: right on the easy tiny tasks, within budget, blind to gold, never crashing."""

from __future__ import annotations

import dataclasses

import pytest

from agent.baselines.analyst import FALLBACK_ANSWER, RuleBasedAnalyst
from agent.policy import Policy
from agent.rollout import play_episode
from envs.analyst.env import AnalystEnv
from envs.analyst.spec import AnalystAction, AnalystObservation
from envs.sandbox import QueryResult


def test_is_a_policy():
    policy = RuleBasedAnalyst()
    assert isinstance(policy, Policy) and policy.name == "baseline"


def test_answers_easy_tiny_tasks(tiny_task_list):
    env = AnalystEnv(tasks=tiny_task_list)
    for task in (t for t in tiny_task_list if t.difficulty == "easy"):
        episode = play_episode(env, RuleBasedAnalyst(), task_id=task.task_id)
        assert episode.last.metadata["correct"] is True, (task.question, episode.last.metadata["answer"])
        assert all(isinstance(step.action, AnalystAction) for step in episode.steps)


@pytest.mark.parametrize("max_steps", [1, 2, 4, 12])
def test_stays_within_the_step_budget_and_answers(tiny_task_list, max_steps):
    env = AnalystEnv(tasks=tiny_task_list, max_steps=max_steps)
    for task in tiny_task_list:
        episode = play_episode(env, RuleBasedAnalyst(), task_id=task.task_id)
        assert len(episode.steps) <= max_steps
        assert episode.steps[-1].action.kind == "answer"  # it answers before the budget runs out
        assert episode.last.metadata["answer"]


def test_same_behaviour_without_gold(tiny_task_list):
    """A task with no gold SQL yields the same actions: the policy never looked at gold."""
    env = AnalystEnv(tasks=tiny_task_list)
    for task in tiny_task_list:
        blind = dataclasses.replace(task, gold_sql=None)
        with_gold = play_episode(env, RuleBasedAnalyst(), task=task)
        without = play_episode(env, RuleBasedAnalyst(), task=blind)
        assert [str(s.action) for s in with_gold.steps] == [str(s.action) for s in without.steps]
        assert without.last.metadata["correct"] is None and without.last.metadata["answer"]


def test_ignores_gold_fields_in_metadata(tiny_task_list):
    """Gold planted in every observation's metadata changes nothing."""

    class Planted(AnalystEnv):
        def reset(self, **kwargs):
            return self._plant(super().reset(**kwargs))

        def step(self, action):
            return self._plant(super().step(action))

        @staticmethod
        def _plant(obs):
            obs.metadata.update(gold_sql="SELECT 'planted'", gold_answer="planted")
            return obs

    task = tiny_task_list[0]
    plain = play_episode(AnalystEnv(tasks=tiny_task_list), RuleBasedAnalyst(), task_id=task.task_id)
    planted = play_episode(Planted(tasks=tiny_task_list), RuleBasedAnalyst(), task_id=task.task_id)
    assert [str(s.action) for s in plain.steps] == [str(s.action) for s in planted.steps]


def _observation(**kwargs) -> AnalystObservation:
    defaults = dict(text="", tables=["customers", "orders"], steps_left=5, metadata={"question": "How many orders?"})
    return AnalystObservation(**{**defaults, **kwargs})


@pytest.mark.parametrize("observation", [
    _observation(error="no table named 'x'", hint="Did you mean orders?", kind="describe"),
    _observation(result=QueryResult(sql="SELECT", error="no such column: y", error_kind="sql"), error="no such column",
                 kind="query"),
    _observation(table={"name": "orders", "row_count": 3, "columns": "not a list"}, kind="describe"),
    _observation(metadata={}, tables=[]),
    _observation(steps_left=1),
])
def test_survives_error_observations(observation):
    policy = RuleBasedAnalyst()
    policy.reset(_observation())
    for _ in range(3):
        action = policy.act(observation)
        assert isinstance(action, AnalystAction)
        if action.kind == "answer":
            break


def test_recovers_from_a_failing_query(tiny_task_list):
    """An env that breaks the first query: the baseline tries its fallback or answers, within budget."""

    class FirstQueryFails(AnalystEnv):
        failed = False

        def step(self, action):
            if isinstance(action, AnalystAction) and action.kind == "query" and not self.failed:
                self.failed = True
                action = AnalystAction("query", "SELECT nope FROM nowhere")
            return super().step(action)

    env = FirstQueryFails(tasks=tiny_task_list)
    episode = play_episode(env, RuleBasedAnalyst(), task_id=tiny_task_list[0].task_id)
    assert any(s.observation.error for s in episode.steps)
    assert episode.steps[-1].action.kind == "answer" and len(episode.steps) <= env.max_steps


@pytest.mark.parametrize("columns, rows, expected", [
    (["n"], [(42,)], "The answer is 42."),
    (["avg"], [(3.14159,)], "The answer is 3.14."),
    (["name"], [("Ada",), ("Alan",)], "Ada, Alan."),
    (["name", "total"], [("Ada", 2.5), ("Alan", 10)], "Ada: 2.50\nAlan: 10"),
    (["n"], [], FALLBACK_ANSWER),
])
def test_answer_formats(columns, rows, expected):
    policy = RuleBasedAnalyst()
    policy.reset(_observation())
    policy.result = QueryResult(sql="SELECT 1", columns=columns, rows=rows)
    assert policy._answer_text() == expected
