"""The ratings export as a DPO trainer reads it: a small ratings store -> pairs.jsonl -> prompt/chosen/rejected.

    python -m pytest tests/test_dpo_export.py -q
"""

from __future__ import annotations

import json

from agent.ratings import Rating, RatingsStore
from models.dpo_data import convert


def trace(*actions: str, correct: bool) -> dict:
    return {"policy": "x", "question": "How many customers do we have?", "answer": actions[-1],
            "correct": correct, "total_reward": 1.0 if correct else -0.1,
            "steps": [{"action": a, "observation": f"obs after {a}", "reward": 0.0, "reward_parts": {}, "error": None}
                      for a in actions]}


def test_export_shape_as_dpo_reads_it(tmp_path):
    store = RatingsStore(tmp_path / "ratings.duckdb")
    good = trace("DESCRIBE customers", "QUERY SELECT COUNT(*) FROM customers", "ANSWER 5", correct=True)
    bad = trace("DESCRIBE customers", "QUERY SELECT COUNT(*) FROM orders", "ANSWER 60", correct=False)
    common = dict(kind="pairwise", policy_a="llm", policy_b="baseline", question="How many customers do we have?",
                  db="tiny", difficulty="easy", task_id="tiny/customers")
    store.add(Rating(vote="a", trace_a=good, trace_b=bad, **common))
    store.add(Rating(vote="b", trace_a=bad, trace_b=good, **common))
    store.add(Rating(vote="tie", trace_a=good, trace_b=bad, **common))  # no preference: left out
    store.add(Rating(vote="a", trace_a=good, trace_b=good, **common))  # identical traces: no pair
    pairs = store.export_pairs(tmp_path / "pairs.jsonl")
    exported = [json.loads(line) for line in pairs.read_text().splitlines()]
    assert len(exported) == 3 and {"prompt", "chosen", "rejected"} <= set(exported[0])

    n = convert(pairs, tmp_path / "dpo.jsonl")
    assert n == 2
    from datasets import load_dataset
    from trl.data_utils import is_conversational

    data = load_dataset("json", data_files=str(tmp_path / "dpo.jsonl"), split="train")
    assert {"prompt", "chosen", "rejected"} <= set(data.column_names)
    row = data[0]
    assert is_conversational(row)
    assert row["prompt"][0]["role"] == "system" and row["prompt"][-1]["role"] == "user"
    assert row["prompt"][-1]["content"] == "obs after DESCRIBE customers"  # shared history up to the divergence
    assert row["chosen"] == [{"role": "assistant", "content": "QUERY SELECT COUNT(*) FROM customers"}]
    assert row["rejected"] == [{"role": "assistant", "content": "QUERY SELECT COUNT(*) FROM orders"}]
    assert all(r["chosen"] != r["rejected"] for r in data)
