"""agent/cascade.py: the rule baseline first, the LLM where it abstains — from the question, never from the
baseline's steps — and the eval CLI's rules+llm policy."""

from __future__ import annotations

from contextlib import closing

from agent.baselines.analyst import RuleBasedAnalyst
from agent.cascade import Cascade, abstains
from agent.evaluate import evaluate_analyst
from agent.llm_policy import LLMPolicy
from agent.prompts import PromptConfig
from agent.rollout import play_episode
from envs.analyst.env import AnalystEnv
from envs.analyst.spec import AnalystAction
from tests.test_llm_policy import ScriptedGenerator

SCRIPT = {  # what the LLM would do on each tiny question
    "How many customers do we have?": ["QUERY SELECT COUNT(*) FROM customers", "ANSWER 5"],
    "Which city's customers spent the most?": ["QUERY SELECT city FROM customers LIMIT 1", "ANSWER London"],
}


class Declines:
    """Looks at one table, then says it cannot answer."""

    name = "declines"

    def reset(self, observation) -> None:
        self.looked = False

    def act(self, observation):
        if not self.looked:
            self.looked = True
            return AnalystAction("describe", "orders")
        return AnalystAction("answer", "I can't answer this: no idea.")


def llm(generator) -> LLMPolicy:
    return LLMPolicy(generator, prompt_config=PromptConfig(example=False, mode="schema"))


def test_abstains_reads_actions_and_their_text():
    assert abstains(AnalystAction("answer", "I can't answer this: two dates."))
    assert abstains("ANSWER I can't answer this: two dates.")
    assert not abstains(AnalystAction("answer", "5")) and not abstains("ANSWER 5")
    assert not abstains("QUERY SELECT 'I can''t answer this'")


def test_the_second_policy_starts_from_the_question_after_an_abstention(tiny_task_list):
    generator = ScriptedGenerator(SCRIPT)
    policy = Cascade(Declines(), llm(generator))
    with closing(AnalystEnv(tasks=tiny_task_list, max_steps=8)) as env:
        episode = play_episode(env, policy, task_id="tiny/customers")
    assert [str(s.action) for s in episode.steps] == ["DESCRIBE orders", "QUERY SELECT COUNT(*) FROM customers",
                                                       "ANSWER 5"]
    assert episode.last.metadata["correct"]
    alone = ScriptedGenerator(SCRIPT)
    with closing(AnalystEnv(tasks=tiny_task_list, max_steps=8)) as env:
        play_episode(env, llm(alone), task_id="tiny/customers")
    assert generator.seen[0] == alone.seen[0]  # the prompt of the question alone: the baseline's DESCRIBE is not in it
    assert policy.name == "declines+llm" and policy.prompt_config.mode == "schema"


def test_an_answer_of_the_first_policy_ends_the_episode_without_the_model(tiny_task_list):
    generator = ScriptedGenerator(SCRIPT)
    with closing(AnalystEnv(tasks=tiny_task_list, max_steps=8)) as env:
        episode = play_episode(env, Cascade(RuleBasedAnalyst(), llm(generator)), task_id="tiny/customers")
    assert episode.last.metadata["correct"] and generator.seen == []


def test_eval_reports_the_cascade_with_the_models_figures(tiny_task_list):
    generator = ScriptedGenerator(SCRIPT)
    report = evaluate_analyst(Cascade(Declines(), llm(generator)), tiny_task_list, max_steps=8, progress=False,
                              mode="schema")
    assert report["overall"]["n"] == 4 and "mean_tokens" in report["overall"]
    assert all(r["steps"] >= 2 for r in report["episodes"])  # every one went through the first policy's steps
