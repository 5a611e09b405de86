"""Human ratings -> a preference dataset TRL's DPOTrainer reads (conversational prompt / chosen / rejected).

    store = RatingsStore(); store.export_pairs("pairs.jsonl")            # the app's export (agent/ratings.py)
    python -m models.dpo_data pairs.jsonl dpo.jsonl                       # -> {"prompt", "chosen", "rejected"}

A blind A/B vote compares two whole episodes of the same question. The pair trains the FIRST action where the two
traces differ: the prompt is the shared history up to there, rendered with the agent's own prompt code
(agent/prompts.py, as the policy saw it), chosen/rejected are the two single assistant actions. Observations are
never trained on, and identical traces give no pair. Then, e.g.:

    from datasets import load_dataset
    from trl import DPOConfig, DPOTrainer
    data = load_dataset("json", data_files="dpo.jsonl", split="train")
    DPOTrainer(model=base_with_sft_adapter, args=DPOConfig(output_dir="runs/dpo", beta=0.1), train_dataset=data,
               processing_class=tokenizer, peft_config=lora).train()
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from agent.prompts import Turn, build_messages


def first_observation(pair: dict) -> str:
    """The episode's first observation: replayed from the task when it is a built-in one, else the question."""
    task_id = pair.get("task_id")
    if task_id:
        try:
            from envs.analyst.env import AnalystEnv

            env = AnalystEnv()
            text = env.reset(task_id=task_id, seed=0).text
            env.close()
            return text
        except (KeyError, ValueError):
            pass
    return f"Question: {pair.get('prompt') or ''}"


def preference_row(pair: dict) -> dict | None:
    """One DPO row from one exported pair, or None when the traces never differ."""
    chosen, rejected = (pair.get("chosen") or {}), (pair.get("rejected") or {})
    if isinstance(chosen, str):
        chosen, rejected = json.loads(chosen), json.loads(rejected)
    a, b = chosen.get("steps") or [], rejected.get("steps") or []
    shared = 0
    while shared < min(len(a), len(b)) and a[shared]["action"] == b[shared]["action"]:
        shared += 1
    if shared >= min(len(a), len(b)):
        return None
    history = [Turn(s["action"], s["observation"]) for s in a[:shared]]
    return {"prompt": build_messages("analyst", first_observation(pair), history),
            "chosen": [{"role": "assistant", "content": a[shared]["action"]}],
            "rejected": [{"role": "assistant", "content": b[shared]["action"]}],
            "pair_id": pair.get("id"), "chosen_policy": pair.get("chosen_policy"),
            "rejected_policy": pair.get("rejected_policy")}


def convert(pairs_path: str | Path, out_path: str | Path) -> int:
    """Read the app's JSONL export, write DPO rows as JSONL; returns the number of rows."""
    rows = []
    for line in Path(pairs_path).read_text().splitlines():
        if line.strip() and (row := preference_row(json.loads(line))):
            rows.append(row)
    Path(out_path).write_text("".join(json.dumps(r) + "\n" for r in rows))
    return len(rows)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        raise SystemExit("usage: python -m models.dpo_data PAIRS.jsonl OUT.jsonl")
    print(f"{convert(sys.argv[1], sys.argv[2])} preference rows -> {sys.argv[2]}")
