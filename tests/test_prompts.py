"""agent/prompts.py: system prompts, truncation with a marker, the context budget, the chat template."""

from __future__ import annotations

import pytest

from agent.kinds import KINDS
from agent.prompts import EXAMPLE_END, PromptConfig, Turn, build_messages, fit_history, render_prompt, truncate
from tests.tiny_model import build_tiny_tokenizer

FIRST = "Question: How many customers do we have?\nDatabase: tiny. Tables: customers, orders, products\nYou have 12 steps."
PLAIN = PromptConfig(example=False)


def test_system_prompts_state_every_action_and_its_syntax():
    for verb in ("DESCRIBE <table>", "SAMPLE <table>", "QUERY <sql>", "ANSWER <text>"):
        assert verb in KINDS["analyst"].system()
    assert "one action" in KINDS["analyst"].system()
    for kind in ("inspect_query(", "analyze_indexes", "analyze_statistics(", "explain(", "create_index(",
                 "drop_index(", "rewrite_query(", "submit_report("):
        assert kind in KINDS["index_tuning"].system()


def test_messages_alternate_and_hold_the_history():
    turns = [Turn("DESCRIBE customers", "Table customers (5 rows)"), Turn("QUERY SELECT COUNT(*) FROM customers", "5")]
    messages = build_messages("analyst", FIRST, turns, PLAIN)
    assert [m["role"] for m in messages] == ["system", "user", "assistant", "user", "assistant", "user"]
    assert messages[1]["content"] == FIRST
    assert messages[2]["content"] == "DESCRIBE customers" and messages[-1]["content"] == "5"


def test_example_episode_comes_first_and_is_marked():
    messages = build_messages("analyst", FIRST, [], PromptConfig())
    assert len(messages) == 2 + len(KINDS["analyst"].example)
    assert messages[-1]["content"] == EXAMPLE_END + FIRST
    assert all(m["content"].split()[0] in ("DESCRIBE", "QUERY", "ANSWER") for m in messages if m["role"] == "assistant")


@pytest.mark.parametrize("text, limit, cut", [("short", 100, False), ("x" * 1000, 200, True), ("y" * 201, 200, True)])
def test_truncate_marks_what_it_cuts(text, limit, cut):
    out = truncate(text, limit)
    assert (out != text) == cut
    if cut:
        assert "more characters cut]" in out and len(out) <= limit + 10


def test_long_observation_is_cut_with_a_visible_marker():
    messages = build_messages("analyst", FIRST, [Turn("SAMPLE orders", "row\n" * 2000)], PLAIN)
    assert "more characters cut]" in messages[-1]["content"]
    assert len(messages[-1]["content"]) <= PLAIN.max_observation_chars + 10


def test_budget_squeezes_then_drops_oldest_turns_keeping_question_and_latest():
    config = PromptConfig(example=False, context_chars=1_200, max_observation_chars=800, old_observation_chars=100)
    turns = [Turn(f"QUERY SELECT {i}", f"result {i} " + "z" * 700) for i in range(10)]
    first, kept, dropped = fit_history(FIRST, turns, config)
    assert first == FIRST
    assert dropped > 0 and kept[-1].action == "QUERY SELECT 9" and kept[-1].observation.startswith("result 9")
    assert len(first) + sum(len(t.action) + len(t.observation) for t in kept) <= config.context_chars
    messages = build_messages("analyst", FIRST, turns, config)
    assert messages[1]["content"].startswith(FIRST) and f"[{dropped} earlier turns omitted" in messages[1]["content"]
    assert messages[-1]["content"].startswith("result 9")


def test_squeezing_alone_when_it_is_enough():
    config = PromptConfig(example=False, context_chars=3_000, max_observation_chars=1_000, old_observation_chars=100)
    turns = [Turn(f"DESCRIBE t{i}", "c" * 900) for i in range(4)]
    first, kept, dropped = fit_history(FIRST, turns, config)
    assert dropped == 0 and len(kept) == 4
    assert len(kept[0].observation) <= 110 and kept[-1].observation == "c" * 900


def test_one_huge_last_turn_still_fits():
    config = PromptConfig(example=False, context_chars=1_000, max_observation_chars=5_000)
    first, kept, _ = fit_history(FIRST, [Turn("SAMPLE orders", "w" * 4_000)], config)
    assert len(first) + len(kept[-1].action) + len(kept[-1].observation) <= config.context_chars + 50


def test_unknown_kind_is_refused():
    with pytest.raises(ValueError):
        build_messages("chess", FIRST, [])


def test_render_prompt_applies_the_chat_template():
    tokenizer = build_tiny_tokenizer()
    prompt = render_prompt(tokenizer, build_messages("analyst", FIRST, [Turn("DESCRIBE customers", "ok")], PLAIN))
    assert prompt.startswith("<|im_start|>system\n") and prompt.endswith("<|im_start|>assistant\n")
    assert "<|im_start|>assistant\nDESCRIBE customers<|im_end|>" in prompt


def test_adapter_prompt_settings_are_saved_per_kind_and_read_back(tmp_path):
    from agent.prompts import PROMPT_CONFIG_FILE, load_prompt_config, save_prompt_config

    save_prompt_config(PLAIN, "analyst", tmp_path)
    save_prompt_config(PromptConfig(context_chars=3_000), "index_tuning", tmp_path)  # kept beside, not replacing
    assert load_prompt_config(tmp_path, "analyst") == PLAIN
    assert load_prompt_config(tmp_path, "index_tuning") == PromptConfig(context_chars=3_000)
    assert load_prompt_config(tmp_path / "missing", "analyst") is None
    (tmp_path / PROMPT_CONFIG_FILE).write_text("{not json")
    assert load_prompt_config(tmp_path, "analyst") is None
    (tmp_path / PROMPT_CONFIG_FILE).write_text('{"analyst": {"example": false, "from_the_future": 1}}')
    assert load_prompt_config(tmp_path, "analyst") == PLAIN  # unknown keys are ignored


def test_schema_mode_prompt_says_to_query_at_once_and_keeps_the_whole_overview():
    schema_first = FIRST + "\nSchema:\n" + "\n".join(f"t{i}(id INTEGER PK, name TEXT, amount REAL)" for i in range(60))
    assert 1_500 < len(schema_first) < 3_000
    config = PromptConfig(example=True, mode="schema")
    messages = build_messages("analyst", schema_first, [], config)
    assert "QUERY straight away" in messages[0]["content"] and "First DESCRIBE" not in messages[0]["content"]
    assert len(messages) == 2  # the demonstration DESCRIBEs: it is left out in schema mode
    assert messages[1]["content"] == schema_first  # the first observation's budget holds a whole overview
    explore = build_messages("analyst", FIRST, [], PLAIN)[0]["content"]
    assert "First DESCRIBE" in explore and explore == KINDS["analyst"].system()


def test_each_prompt_extends_the_last_within_a_block_so_a_prefix_cache_rereads_only_the_new_turn():
    config = PromptConfig(example=False, context_chars=3_000, max_observation_chars=600, old_observation_chars=80,
                          squeeze_block=4)
    turns = [Turn(f"inspect_query(q{i})", f"plan {i} " + "p" * 500) for i in range(40)]
    prompts = [build_messages("index_tuning", FIRST, turns[:n], config) for n in range(1, 41)]

    def first_change(before: list[dict], after: list[dict]) -> int:
        return next((i for i, (a, b) in enumerate(zip(before, after)) if a != b), len(before))

    # a step that changes more than the latest observation (squeezed once it is old) re-reads the history's tail
    rereads = [n for n in range(1, 40) if first_change(prompts[n - 1], prompts[n]) < len(prompts[n - 1]) - 1]
    assert rereads and len(rereads) <= 40 // 4  # once a block, not every step
    for n in range(1, 41):  # every prompt still fits the budget
        first, kept, _ = fit_history(FIRST, turns[:n], config)
        assert len(first) + sum(len(t.action) + len(t.observation) for t in kept) <= config.context_chars
        assert kept[-1].observation == turns[n - 1].observation


def test_one_block_squeezes_as_before():
    config = PromptConfig(example=False, context_chars=1_200, max_observation_chars=800, old_observation_chars=100,
                          squeeze_block=1)
    turns = [Turn(f"QUERY SELECT {i}", f"result {i} " + "z" * 700) for i in range(10)]
    first, kept, dropped = fit_history(FIRST, turns, config)
    assert len(kept) > 1 and all(len(t.observation) <= 110 for t in kept[:-1])
