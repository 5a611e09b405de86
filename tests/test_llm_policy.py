"""agent/llm_policy.py: the LLM policy and the batched runner, with scripted generators and a tiny random model."""

from __future__ import annotations

import pytest

from agent.evaluate import evaluate_analyst, repeated_failures
from agent.kinds import KINDS
from agent.llm_policy import PERSIST_RESERVE, RETRY_SAMPLES, BatchedRunner, LLMPolicy, ModelGenerator, Reply
from agent.policy import Policy
from agent.prompts import PromptConfig
from agent.rollout import play_episode, run_episode
from envs.analyst.env import AnalystEnv
from tests.tiny_model import save_tiny_model

PLAIN = PromptConfig(example=False)


def question_of(conversation: list[dict]) -> str:
    first = conversation[1]["content"]
    return first.split("\n")[0].removeprefix("Question: ")


class ScriptedGenerator:
    """Replies from a per-question script, by turn number; records every conversation it was shown."""

    def __init__(self, scripts: dict[str, list[str]], default: list[str] | None = None):
        self.scripts = scripts
        self.default = default or ["ANSWER I do not know"]
        self.seen: list[list[dict]] = []
        self.calls: list[int] = []  # batch size of each call

    def __call__(self, conversations):
        self.calls.append(len(conversations))
        replies = []
        for conversation in conversations:
            self.seen.append(conversation)
            script = self.scripts.get(question_of(conversation), self.default)
            turn = sum(1 for m in conversation[2:] if m["role"] == "assistant")
            text = script[min(turn, len(script) - 1)]
            replies.append(Reply(text, tokens=len(text.split())))
        return replies


SCRIPTS = {
    "How many customers do we have?": ["DESCRIBE customers", "QUERY SELECT COUNT(*) FROM customers", "ANSWER 5"],
    "Which product is the most expensive?": [
        "Let me look at the products.\n```sql\nSELECT product_name FROM products ORDER BY prices DESC LIMIT 1;\n```",
        "QUERY SELECT product_name FROM products ORDER BY price DESC LIMIT 1", "ANSWER Bird Cage"],
    "How many units of each product have we sold?": ["I am thinking...", "<tool_call>garbage", "DESCRIBE orders",
                                                      "ANSWER lots"],
}


def test_llm_policy_is_a_policy():
    assert isinstance(LLMPolicy(ScriptedGenerator({})), Policy)
    assert LLMPolicy(ScriptedGenerator({})).name == "llm"


def test_scripted_episode_answers_and_records_generations(tiny_task_list):
    env = AnalystEnv(tasks=tiny_task_list)
    policy = LLMPolicy(ScriptedGenerator(SCRIPTS), prompt_config=PLAIN)
    episode = play_episode(env, policy, task_id="tiny/customers")
    assert [str(s.action) for s in episode.steps] == SCRIPTS["How many customers do we have?"]
    assert episode.last.metadata["correct"] is True
    assert [s.raw_text for s in episode.steps] == SCRIPTS["How many customers do we have?"]
    assert [s.tokens for s in episode.steps] == [2, 5, 2]


def test_self_correction_sees_the_error_and_the_hint(tiny_task_list):
    env = AnalystEnv(tasks=tiny_task_list)
    generator = ScriptedGenerator(SCRIPTS)
    episode = play_episode(env, LLMPolicy(generator, prompt_config=PLAIN), task_id="tiny/priciest")
    first, second, third = episode.steps
    assert first.action.startswith("QUERY") and first.observation.error and "price" in first.observation.hint
    retry_prompt = generator.seen[1]
    assert retry_prompt[-2] == {"role": "assistant", "content": first.action}  # the parsed action, not the prose
    assert "Error:" in retry_prompt[-1]["content"] and "Hint:" in retry_prompt[-1]["content"]
    assert episode.last.metadata["correct"] is True and len(episode.steps) == 3


def test_malformed_outputs_never_crash_and_are_counted(tiny_task_list):
    env = AnalystEnv(tasks=tiny_task_list)
    generator = ScriptedGenerator(SCRIPTS)
    episode = play_episode(env, LLMPolicy(generator, prompt_config=PLAIN), task_id="tiny/units_by_product")
    kinds = [s.observation.kind for s in episode.steps]
    assert kinds == ["invalid", "invalid", "describe", "answer"]
    assert env.state.parse_failures == 2
    assert "Could not parse" in generator.seen[1][-1]["content"]
    assert generator.seen[1][-2]["content"] == "I am thinking..."  # the model sees what it said


def test_the_step_budget_bounds_a_model_that_never_answers(tiny_task_list):
    env = AnalystEnv(tasks=tiny_task_list, max_steps=4)
    generator = ScriptedGenerator({}, default=["QUERY SELECT nope FROM customers"])
    episode = play_episode(env, LLMPolicy(generator, prompt_config=PLAIN), task_id="tiny/customers")
    assert len(episode.steps) == 4 and episode.done and episode.last.metadata["correct"] is None


def test_run_episode_streams_every_step(tiny_task_list):
    env = AnalystEnv(tasks=tiny_task_list)
    policy = LLMPolicy(ScriptedGenerator(SCRIPTS), prompt_config=PLAIN)
    lengths = [len(e.steps) for e in run_episode(env, policy, task_id="tiny/customers")]
    assert lengths == [0, 1, 2, 3]


def trace(episode):
    return [(str(s.action), s.observation.text, s.observation.reward, s.raw_text, s.tokens) for s in episode.steps]


def test_batched_runner_equals_sequential_on_a_scripted_model(tiny_task_list):
    task_ids = [t.task_id for t in tiny_task_list] * 2
    sequential_env = AnalystEnv(tasks=tiny_task_list)
    sequential = [play_episode(sequential_env, LLMPolicy(ScriptedGenerator(SCRIPTS), prompt_config=PLAIN),
                               task_id=t, seed=i) for i, t in enumerate(task_ids)]
    generator = ScriptedGenerator(SCRIPTS)
    envs = [AnalystEnv(tasks=tiny_task_list) for _ in range(3)]
    jobs = [(envs[i % 3], {"task_id": t, "seed": i}) for i, t in enumerate(task_ids)]
    finished = []
    runner = BatchedRunner(LLMPolicy(generator, prompt_config=PLAIN), on_episode=lambda i, e: finished.append(i))
    batched = runner.run(jobs, batch_size=3)
    assert [trace(e) for e in batched] == [trace(e) for e in sequential]
    assert [e.first.text for e in batched] == [e.first.text for e in sequential]
    assert sorted(finished) == list(range(len(jobs)))
    assert max(generator.calls) == 3 and sum(generator.calls) == sum(len(e.steps) for e in batched)
    assert all(e.policy == "llm" for e in batched)


def test_evaluate_batched_equals_sequential_and_reports_llm_figures(tiny_task_list):
    def run(batch_size):
        policy = LLMPolicy(ScriptedGenerator(SCRIPTS), prompt_config=PLAIN)
        return evaluate_analyst(policy, tiny_task_list, progress=False, batch_size=batch_size)

    one, many = run(1), run(3)
    strip = lambda result: [{k: v for k, v in r.items() if k != "seconds"} for r in result["episodes"]]
    assert strip(one) == strip(many)
    overall = one["overall"]
    assert overall["accuracy"] == 0.5  # customers and priciest right; the other two wrong
    steps = sum(r["steps"] for r in one["episodes"])
    assert overall["parse_failure_rate"] == round(2 / steps, 4)
    assert overall["mean_tokens"] == round(sum(r["tokens"] for r in one["episodes"]) / 4, 1)


def test_a_time_limit_ends_batched_episodes_too(tiny_task_list):
    """With no time at all, every episode ends at its reset: unanswered, cut short, no generation asked for."""
    generator = ScriptedGenerator(SCRIPTS)
    result = evaluate_analyst(LLMPolicy(generator, prompt_config=PLAIN), tiny_task_list, progress=False,
                              batch_size=3, max_seconds=0.0)
    assert result["overall"]["cut_short"] == len(tiny_task_list) and result["overall"]["answered"] == 0
    assert all(r["steps"] == 0 for r in result["episodes"]) and not generator.calls


# ------------------------------------------------------------------------------------------- a tiny real model


@pytest.fixture(scope="module")
def tiny_model_dir(tmp_path_factory):
    return save_tiny_model(tmp_path_factory.mktemp("tiny-model") / "model")


def test_tiny_model_episodes_run_sequentially_and_batched(tiny_model_dir, tiny_task_list):
    generator = ModelGenerator(model_id=str(tiny_model_dir), adapter_id="none", max_new_tokens=6)
    policy = LLMPolicy(generator, prompt_config=PromptConfig(context_chars=2_000))
    env = AnalystEnv(tasks=tiny_task_list, max_steps=3)
    episode = play_episode(env, policy, task_id="tiny/customers")
    assert episode.done and len(episode.steps) <= 3
    assert all(0 < s.tokens <= 6 for s in episode.steps)
    assert env.state.parse_failures == sum(s.observation.kind == "invalid" for s in episode.steps)

    envs = [AnalystEnv(tasks=tiny_task_list, max_steps=3) for _ in range(2)]
    jobs = [(envs[i % 2], {"task_id": t.task_id}) for i, t in enumerate(tiny_task_list)]
    runner = BatchedRunner(LLMPolicy(generator))
    episodes = runner.run(jobs, batch_size=2)
    assert len(episodes) == 4 and all(e.done for e in episodes)
    assert all(isinstance(s.raw_text, str) and s.tokens > 0 for e in episodes for s in e.steps)
    assert max(runner.batch_sizes) == 2


def test_sampled_generation_with_a_seed_is_repeatable(tiny_model_dir):
    generator = ModelGenerator(model_id=str(tiny_model_dir), adapter_id="none", max_new_tokens=6, temperature=1.0, seed=3)
    conversation = [{"role": "system", "content": "s"}, {"role": "user", "content": "Question: hi"}]
    assert generator([conversation, conversation]) == generator([conversation, conversation])


def test_index_tuning_episodes_plug_in_the_same_way():
    from envs.index_tuning.env import IndexTuningEnv

    script = ["First I add the index.\n```\ncreate_index(tickets, [customer_email])\n```", "hmm, not sure",
              '<tool_call>{"name": "submit_report", "arguments": {"summary": "indexed the e-mail lookup"}}</tool_call>']
    generator = ScriptedGenerator({}, default=script)
    env = IndexTuningEnv()
    policy = LLMPolicy(generator, kind="index_tuning", prompt_config=PLAIN)
    episode = play_episode(env, policy, task_id="easy/ticket_lookup")
    assert [str(s.action) for s in episode.steps] == [
        "create_index(tickets, [customer_email])", "hmm, not sure", "submit_report(indexed the e-mail lookup)"]
    assert [s.observation.kind for s in episode.steps][1] == "invalid" and episode.done
    assert episode.steps[0].observation.reward > 0
    assert "create_index(" in generator.seen[0][0]["content"]  # the index-tuning system prompt
    env.close()


def test_eval_cli_builds_the_llm_policy_with_its_flags():
    from agent.evaluate import analyst_policy, parse_args

    args = parse_args(["--policy", "llm", "--model", "some/model", "--adapter", "none", "--temperature", "0.7",
                       "--max-new-tokens", "32", "--batch-size", "4"])
    policy = analyst_policy(args.policy, args.model, args.adapter, args.temperature, args.max_new_tokens)
    assert isinstance(policy, LLMPolicy) and policy.kind == "analyst" and args.batch_size == 4
    assert (policy.generator.model_id, policy.generator.adapter_id) == ("some/model", "none")
    assert (policy.generator.temperature, policy.generator.max_new_tokens) == (0.7, 32)


def test_policy_prompts_the_way_its_adapter_was_trained(tmp_path):
    from agent.prompts import EXAMPLE_END, save_prompt_config
    from envs.base import Observation

    save_prompt_config(PromptConfig(example=False), "analyst", tmp_path)
    generator = ModelGenerator(adapter_id=str(tmp_path))
    assert LLMPolicy(generator, kind="analyst").prompt_config == PromptConfig(example=False)
    assert LLMPolicy(generator, kind="index_tuning").prompt_config == PromptConfig()  # trained for analyst only
    assert LLMPolicy(generator, prompt_config=PromptConfig(max_action_chars=50)).prompt_config.example  # explicit wins
    policy = LLMPolicy(generator, kind="analyst")
    policy.reset(Observation(text="Question: ?"))
    messages = policy.messages(Observation(text="Question: ?"))
    assert [m["role"] for m in messages] == ["system", "user"] and EXAMPLE_END not in messages[1]["content"]
    assert LLMPolicy(ModelGenerator(adapter_id="none")).prompt_config == PromptConfig()  # no adapter: defaults


def test_a_repeated_failed_action_is_replaced_by_the_first_new_sample(tiny_task_list):
    looping = ["QUERY SELECT nope FROM customers"]
    env = AnalystEnv(tasks=tiny_task_list, max_steps=4)
    # the samples: the same failure (case and spacing aside), unparseable prose, then a new action
    samples = iter(["query  select NOPE from customers", "Hmm, hard to say.", "ANSWER 5", "DESCRIBE orders"])
    calls = []

    def sampled(conversations):
        calls.append(len(conversations))
        return [Reply(next(samples), tokens=2) for _ in conversations]

    policy = LLMPolicy(ScriptedGenerator({}, default=looping), prompt_config=PLAIN, retry_generator=sampled)
    episode = play_episode(env, policy, task_id="tiny/customers")
    assert [str(s.action) for s in episode.steps] == [looping[0], "ANSWER 5"]  # the first new parseable sample
    assert episode.last.metadata["correct"] is True
    assert calls == [RETRY_SAMPLES]  # one batched call, asked only when the greedy reply repeated the failure
    assert episode.steps[1].tokens == 5 + 2 * RETRY_SAMPLES  # the discarded replies' tokens are counted too


def test_a_backend_that_samples_one_by_one_stops_at_the_first_new_action(tiny_task_list):
    class OneByOne:
        """Like the llama.cpp backend: ``sample_until`` generates samples one after another."""

        def __init__(self):
            self.asked = []

        def __call__(self, conversations):
            raise AssertionError("the loop breaker should use sample_until")

        def sample_until(self, conversation, accept, samples):
            replies = []
            for text in ["QUERY SELECT nope FROM customers", "ANSWER 5", "DESCRIBE orders"][:samples]:
                replies.append(Reply(text, tokens=2))
                if accept(replies[-1]):
                    break
            self.asked.append(len(replies))
            return replies

    retry = OneByOne()
    policy = LLMPolicy(ScriptedGenerator({}, default=["QUERY SELECT nope FROM customers"]), prompt_config=PLAIN,
                       retry_generator=retry)
    episode = play_episode(AnalystEnv(tasks=tiny_task_list, max_steps=4), policy, task_id="tiny/customers")
    assert [str(s.action) for s in episode.steps] == ["QUERY SELECT nope FROM customers", "ANSWER 5"]
    assert retry.asked == [2] and episode.steps[1].tokens == 5 + 2 * 2  # stopped after the second sample


def test_a_query_that_does_not_bind_is_replaced_by_the_first_sampled_query_that_does(tiny_task_list):
    unbound = "QUERY SELECT SUM(x.price) FROM customers c"  # an alias no FROM declares: SQLite would refuse it
    samples = iter(["QUERY SELECT nope FROM customers", "ANSWER 5", "QUERY SELECT COUNT(*) FROM customers",
                    "QUERY SELECT COUNT(*) FROM orders"])
    calls = []

    def sampled(conversations):
        calls.append(len(conversations))
        return [Reply(next(samples), tokens=2) for _ in conversations]

    script = {"How many customers do we have?": [unbound, "ANSWER 5"]}
    policy = LLMPolicy(ScriptedGenerator(script), prompt_config=PLAIN, retry_generator=sampled, bind=True)
    episode = play_episode(AnalystEnv(tasks=tiny_task_list, mode="schema"), policy, task_id="tiny/customers")
    # not the unknown column, not the answer in place of a query: the first sample that binds
    assert [str(s.action) for s in episode.steps] == ["QUERY SELECT COUNT(*) FROM customers", "ANSWER 5"]
    assert calls == [RETRY_SAMPLES] and episode.last.metadata["correct"] is True


def test_when_no_sample_binds_the_greedy_query_is_sent(tiny_task_list):
    unbound = "QUERY SELECT SUM(x.price) FROM customers c"
    script = {"How many customers do we have?": [unbound, "ANSWER 5"]}
    for bind, asked in ((True, [RETRY_SAMPLES]), (False, [])):
        calls = []

        def sampled(conversations):
            calls.append(len(conversations))
            return [Reply("QUERY SELECT nope FROM customers", tokens=2) for _ in conversations]

        policy = LLMPolicy(ScriptedGenerator(script), prompt_config=PLAIN, retry_generator=sampled, bind=bind)
        episode = play_episode(AnalystEnv(tasks=tiny_task_list, mode="schema"), policy, task_id="tiny/customers")
        assert [str(s.action) for s in episode.steps] == [unbound, "ANSWER 5"]
        assert episode.steps[0].observation.error and calls == asked


def test_an_episode_never_repeats_a_failed_action_whatever_the_model_does(tiny_task_list):
    """The greedy model and every sample insist on the failing query: the fallback actions are new ones."""
    stubborn = ScriptedGenerator({}, default=["QUERY SELECT nope FROM customers"])
    for retry in (None, stubborn):
        env = AnalystEnv(tasks=tiny_task_list, max_steps=10)
        policy = LLMPolicy(stubborn, prompt_config=PLAIN, retry_generator=retry)
        episode = play_episode(env, policy, task_id="tiny/customers")
        actions = [str(s.action) for s in episode.steps]
        tables = list(episode.first.tables)  # in the order the first observation lists them
        assert len(tables) == 3
        assert actions == (["QUERY SELECT nope FROM customers"] + [f"DESCRIBE {t}" for t in tables]
                           + [f"SAMPLE {t}" for t in tables] + ["ANSWER I can't answer this: my queries kept failing"])
        assert repeated_failures(episode) == 0 and episode.last.metadata["abstained"] is True
        assert [r.parsed.reason for r in policy.records][1:] == ["loop breaker"] * 7


def test_an_unparseable_reply_that_failed_is_not_sent_again(tiny_task_list):
    env = AnalystEnv(tasks=tiny_task_list, max_steps=3)
    policy = LLMPolicy(ScriptedGenerator({}, default=["I am thinking..."]), prompt_config=PLAIN)
    episode = play_episode(env, policy, task_id="tiny/customers")
    tables = list(episode.first.tables)
    assert [str(s.action) for s in episode.steps] == ["I am thinking...", f"DESCRIBE {tables[0]}", f"DESCRIBE {tables[1]}"]
    assert repeated_failures(episode) == 0


def test_index_tuning_loop_breaker_falls_back_to_new_actions():
    from envs.index_tuning.env import IndexTuningEnv

    env = IndexTuningEnv(max_steps=12)
    policy = LLMPolicy(ScriptedGenerator({}, default=["create_index(nope, [nothing])"]), kind="index_tuning",
                       prompt_config=PLAIN)
    episode = play_episode(env, policy, task_id="easy/ticket_lookup")
    env.close()
    actions = [str(s.action) for s in episode.steps]
    qids = [q["qid"] for q in episode.first.metadata["workload"]]
    # NOTHING is an SQLite keyword (ON CONFLICT DO NOTHING): the action's text form quotes it
    assert actions[0] == 'create_index(nope, ["nothing"])' and episode.steps[0].observation.error
    assert len(qids) <= 9  # all fallbacks fit the budget: analyze, inspect each query, then the report
    assert actions[1:] == ["analyze_indexes", *(f"inspect_query({q})" for q in qids), KINDS["index_tuning"].stuck.format(again="")]
    assert episode.done and not any(s.observation.error for s in episode.steps[1:])
    assert repeated_failures(episode) == 0


def test_eval_report_counts_no_repeated_failures_for_a_stubborn_model(tiny_task_list):
    stubborn = ScriptedGenerator({}, default=["QUERY SELECT nope FROM customers"])
    result = evaluate_analyst(LLMPolicy(stubborn, prompt_config=PLAIN, retry_generator=stubborn), tiny_task_list,
                              progress=False, batch_size=2)
    assert result["overall"]["repeated_failures_per_episode"] == 0
    assert all(r["steps"] > 2 for r in result["episodes"])  # the loop breaker acted in every episode
    # the metric itself does count repeats: an episode that repeats a failure, played without the policy
    env = AnalystEnv(tasks=tiny_task_list, max_steps=3)

    class Parrot:
        name = "parrot"

        def reset(self, observation):
            pass

        def act(self, observation):
            return "QUERY SELECT nope FROM customers"

    assert repeated_failures(play_episode(env, Parrot(), task_id="tiny/customers")) == 2


def test_batched_runner_retries_only_the_episodes_that_repeat_a_failure(tiny_task_list):
    looping = {"How many customers do we have?": ["QUERY SELECT nope FROM customers"]}
    retry = ScriptedGenerator({}, default=["ANSWER 5"])
    policy = LLMPolicy(ScriptedGenerator(dict(SCRIPTS, **looping)), prompt_config=PLAIN, retry_generator=retry)
    jobs = [(AnalystEnv(tasks=tiny_task_list), {"task_id": t}) for t in ("tiny/customers", "tiny/priciest")]
    customers, priciest = BatchedRunner(policy).run(jobs, batch_size=2)
    assert customers.last.metadata["correct"] is True and len(customers.steps) == 2
    assert priciest.last.metadata["correct"] is True and len(priciest.steps) == 3  # fixed its own error unaided
    assert retry.calls == [RETRY_SAMPLES]


# ------------------------------------------------------------------------------------------- backend failures


class FailingGenerator:
    """A backend whose endpoint is down: every call raises BackendError."""

    def __init__(self):
        self.calls = 0

    def __call__(self, conversations):
        from agent.backends import BackendError

        self.calls += 1
        raise BackendError("http://127.0.0.1:9/v1: cannot connect (ConnectError: refused) (after 4 attempts)")


def test_a_backend_failure_becomes_an_abstention_not_a_crash(tiny_task_list):
    env = AnalystEnv(tasks=tiny_task_list)
    generator = FailingGenerator()
    episode = play_episode(env, LLMPolicy(generator, prompt_config=PLAIN), task_id="tiny/customers")
    assert len(episode.steps) == 1 and episode.done and generator.calls == 1
    step = episode.steps[0]
    assert str(step.action).startswith("ANSWER I can't answer this: the model failed")
    assert "(" not in str(step.action).removeprefix("ANSWER I can't answer this: the model failed (")[:-1]
    assert episode.last.metadata["abstained"] is True and episode.last.metadata["correct"] is False
    assert step.raw_text.startswith("[backend error]") and "cannot connect" in step.raw_text


def test_index_tuning_abstains_with_a_report_that_parses():
    from envs.index_tuning.env import IndexTuningEnv

    env = IndexTuningEnv()
    episode = play_episode(env, LLMPolicy(FailingGenerator(), kind="index_tuning", prompt_config=PLAIN),
                           task_id="easy/ticket_lookup")
    assert len(episode.steps) == 1 and episode.done and episode.steps[0].observation.kind != "invalid"
    env.close()


def test_a_failing_retry_keeps_the_greedy_reply(tiny_task_list):
    looping = {"How many customers do we have?": ["QUERY SELECT nope FROM customers"]}
    policy = LLMPolicy(ScriptedGenerator(dict(SCRIPTS, **looping)), prompt_config=PLAIN,
                       retry_generator=FailingGenerator())
    jobs = [(AnalystEnv(tasks=tiny_task_list, max_steps=4), {"task_id": t}) for t in ("tiny/customers", "tiny/priciest")]
    customers, priciest = BatchedRunner(policy).run(jobs, batch_size=2)
    # its retries failed: its greedy replies repeated the failure, so the loop breaker's fallbacks were sent
    assert [str(s.action) for s in customers.steps] == (looping["How many customers do we have?"]
                                                        + [f"DESCRIBE {t}" for t in customers.first.tables])
    assert customers.done and not customers.last.metadata.get("abstained")
    assert priciest.last.metadata["correct"] is True  # the other episode is untouched
    assert policy.retry_generator.calls == 3  # asked at every repeat (steps 2-4), failing each time


def test_eval_cli_picks_backends_and_endpoints():
    from agent.backends.llama_cpp_backend import LlamaCppGenerator
    from agent.backends.openai_backend import OpenAIGenerator
    from agent.evaluate import analyst_policy, parse_args

    args = parse_args(["--policy", "openai", "--base-url", "http://127.0.0.1:9/v1", "--model", "gpt-x"])
    policy = analyst_policy(args.policy, args.model, args.adapter, args.temperature, args.max_new_tokens,
                            backend=args.backend, base_url=args.base_url)
    assert isinstance(policy.generator, OpenAIGenerator) and policy.generator.model == "gpt-x"
    assert policy.retry_generator.temperature > 0 and policy.generator.base_url == "http://127.0.0.1:9/v1"
    args = parse_args(["--policy", "llm", "--backend", "llama.cpp", "--adapter", "none"])
    policy = analyst_policy(args.policy, args.model, args.adapter, backend=args.backend)
    assert isinstance(policy.generator, LlamaCppGenerator) and policy.generator.adapter_id == "none"
    with pytest.raises(ValueError, match="no analyst policy"):
        analyst_policy("gpt")


def test_the_cost_guard_drops_an_index_measured_as_harmful_and_never_recreates_it():
    from envs.index_tuning.env import IndexTuningEnv

    # an index on the salary range makes easy/department_payroll's workload costlier (measured: 13.7M -> 18.1M steps)
    harmful = "create_index(employees, [salary])"
    env = IndexTuningEnv(max_steps=6, use_oracle=False, wall_repeats=0)
    generator = ScriptedGenerator({}, default=[harmful])  # a stubborn model: the same harmful index every turn
    policy = LLMPolicy(generator, kind="index_tuning", prompt_config=PLAIN, guard=True)
    episode = play_episode(env, policy, task_id="easy/department_payroll")
    actions = [str(s.action) for s in episode.steps]
    assert actions[0] == harmful and actions[1] == "drop_index(idx_employees_salary)"
    assert actions.count(harmful) == 1  # condemned: the loop breaker never sends it again
    assert [r.parsed.reason for r in policy.records][1] == "cost guard"
    assert len(generator.seen) == len(actions) - 1  # the guarded step asked no model
    assert env.state.cost <= episode.first.metadata["cost"] and not env.state.created
    env.close()


def test_the_cost_guard_recreates_an_index_whose_drop_made_the_workload_costlier():
    from envs.index_tuning.env import IndexTuningEnv

    helpful = "create_index(tickets, [customer_email])"  # easy/ticket_lookup's key index
    drop = "drop_index(idx_tickets_customer_email)"
    env = IndexTuningEnv(max_steps=5, use_oracle=False, wall_repeats=0)
    generator = ScriptedGenerator({}, default=[helpful, drop, drop, drop, "submit_report(done)"])  # turn 2: the guard
    policy = LLMPolicy(generator, kind="index_tuning", prompt_config=PLAIN, guard=True)
    episode = play_episode(env, policy, task_id="easy/ticket_lookup")
    actions = [str(s.action) for s in episode.steps]
    assert actions[:3] == [helpful, drop, "create_index(tickets, [customer_email])"]
    assert [r.parsed.reason for r in policy.records][2] == "cost guard"
    assert actions.count(drop) == 1 and actions[-1] == "submit_report(done)"  # condemned: never sent again
    assert env.state.created == ["idx_tickets_customer_email"] and env.state.cost < episode.first.metadata["cost"]
    env.close()


def test_the_guarded_last_step_changes_nothing_it_could_not_undo():
    from envs.index_tuning.env import IndexTuningEnv

    harmful = "create_index(employees, [salary])"  # measured costlier on easy/department_payroll (above)
    env = IndexTuningEnv(max_steps=2, use_oracle=False, wall_repeats=0)
    script = ["inspect_query(q1)", harmful]  # the harmful change comes on the last step: no step left to undo it
    unguarded = LLMPolicy(ScriptedGenerator({}, default=script), kind="index_tuning", prompt_config=PLAIN)
    assert str(play_episode(env, unguarded, task_id="easy/department_payroll").steps[-1].action) == harmful
    assert env.state.created == ["idx_employees_salary"]
    guarded = LLMPolicy(ScriptedGenerator({}, default=script), kind="index_tuning", prompt_config=PLAIN, guard=True)
    episode = play_episode(env, guarded, task_id="easy/department_payroll")
    assert [str(s.action) for s in episode.steps] == ["inspect_query(q1)", "analyze_indexes"]  # a look instead
    assert not env.state.created and env.state.cost == episode.first.metadata["cost"]
    env.close()


def test_persistence_keeps_a_model_that_would_stop_early_proposing_new_actions():
    from envs.index_tuning.env import IndexTuningEnv

    helpful, other, submit = ("create_index(tickets, [customer_email])", "create_index(tickets, [status, priority])",
                              "submit_report(done)")
    env = IndexTuningEnv(max_steps=7, use_oracle=False, wall_repeats=0)
    script = [helpful, submit, helpful, submit]  # a model out of ideas: it would stop at step 2, then repeat itself
    plain = LLMPolicy(ScriptedGenerator({}, default=script), kind="index_tuning", prompt_config=PLAIN)
    assert [str(s.action) for s in play_episode(env, plain, task_id="easy/ticket_lookup").steps] == script[:2]
    retry = ScriptedGenerator({}, default=[other])  # what sampling would offer instead
    policy = LLMPolicy(ScriptedGenerator({}, default=script), kind="index_tuning", prompt_config=PLAIN,
                       retry_generator=retry, persist=True)
    episode = play_episode(env, policy, task_id="easy/ticket_lookup")
    actions = [str(s.action) for s in episode.steps]
    assert actions[:2] == [helpful, other] and len(actions) == len(set(actions))  # no action twice
    # then the loop breaker's fallbacks (new looks at the workload) until the budget leaves PERSIST_RESERVE steps
    assert actions[2:4] == ["analyze_indexes", "inspect_query(q1)"]
    assert actions[-1] == submit and len(actions) == 7 - PERSIST_RESERVE + 1
    assert [o.steps_left for o in [episode.first, *(s.observation for s in episode.steps)]][-2] == PERSIST_RESERVE
    env.close()


def test_without_the_guard_the_harmful_index_stays_and_helpful_ones_are_never_undone():
    from envs.index_tuning.env import IndexTuningEnv

    env = IndexTuningEnv(max_steps=3, use_oracle=False, wall_repeats=0)
    script = ["create_index(employees, [salary])", "submit_report(done)"]
    episode = play_episode(env, LLMPolicy(ScriptedGenerator({}, default=script), kind="index_tuning",
                                          prompt_config=PLAIN), task_id="easy/department_payroll")
    assert [str(s.action) for s in episode.steps] == script and env.state.created == ["idx_employees_salary"]
    helpful = ["create_index(tickets, [customer_email])", "submit_report(done)"]
    guarded = LLMPolicy(ScriptedGenerator({}, default=helpful), kind="index_tuning", prompt_config=PLAIN, guard=True)
    episode = play_episode(env, guarded, task_id="easy/ticket_lookup")
    assert [str(s.action) for s in episode.steps] == helpful and env.state.created  # cheaper: kept
    env.close()


def test_index_eval_builds_the_guarded_policy_and_labels_its_report(monkeypatch):
    from agent import index_eval
    from agent.evaluate import parse_args

    assert parse_args(["--env", "index", "--policy", "llm", "--guard", "--persist"]).persist
    assert not parse_args(["--env", "index", "--policy", "llm"]).guard
    policy = index_eval.make_policy("llm", adapter="none", guard=True)
    assert isinstance(policy, LLMPolicy) and policy.guard and not LLMPolicy(policy.generator).guard  # analyst: no undo
    script = ["create_index(employees, [salary])", "submit_report(done)"]
    monkeypatch.setattr(index_eval, "make_policy", lambda name, *args: LLMPolicy(
        ScriptedGenerator({}, default=script), kind="index_tuning", prompt_config=PLAIN, guard=args[-2],
        persist=args[-1]))
    from envs.index_tuning.scenarios import SCENARIOS

    report = index_eval.evaluate_index("llm", scenarios=[SCENARIOS["easy/department_payroll"]], search="off",
                                       guard=True)
    (record,) = report["by_scenario"]
    assert report["policy"] == "llm + cost guard" and report["overall"]["guard_undos"] == record["guarded"] == 1
    assert record["indexes_kept"] == 0 and record["reduction_pct"] >= 0
    assert "cost guard undos 1" in index_eval.format_index_report(report)
    report = index_eval.evaluate_index("llm", scenarios=[SCENARIOS["easy/department_payroll"]], search="off",
                                       max_steps=4, guard=True, persist=True)
    assert report["policy"] == "llm + cost guard + persistence"
