"""Evaluating an index-tuning policy on the built-in scenarios (or an uploaded database): the report and its table.

The command line is agent/evaluate.py's:

    python -m agent.evaluate --env index --policy baseline [--difficulty hard] [--json out.json]
    python -m agent.evaluate --env index --policy expert --db shop.sqlite --workload shop.sql
"""

from __future__ import annotations

import random
import statistics

from agent.baselines.index_tuning import RandomIndexPolicy, RuleBasedIndexAdvisor, SqliteExpertPolicy
from agent.rollout import play_episode
from envs.index_tuning.env import IndexTuningEnv
from envs.index_tuning.expert import shell_available
from envs.index_tuning.scenarios import load_uploaded, scenario_ids

POLICIES = ("random", "baseline", "expert", "llm")


def make_policy(name: str, seed: int = 0, model: str | None = None, adapter: str | None = None):
    if name == "llm":
        from agent.llm_policy import make_llm_policy  # loads the model: only when asked for

        return make_llm_policy("index_tuning", model, adapter)
    if name == "random":
        return RandomIndexPolicy(seed)
    if name == "baseline":
        return RuleBasedIndexAdvisor()
    if name == "expert":
        return SqliteExpertPolicy()
    raise ValueError(f"unknown policy {name!r}; use one of {', '.join(POLICIES)}")


def _record(env: IndexTuningEnv, agent, seed: int, target: dict) -> dict:
    episode = play_episode(env, agent, seed=seed, **target)
    state = env.state
    achievable = state.initial_cost - state.best_cost
    return {
        "scenario": state.scenario_id, "difficulty": state.difficulty,
        "initial_cost": state.initial_cost, "final_cost": state.cost, "best_cost": state.best_cost,
        "reduction_pct": round(100 * (state.initial_cost - state.cost) / max(1, state.initial_cost), 2),
        "oracle_pct": round(100 * (state.initial_cost - state.cost) / achievable, 2) if achievable > 0 else None,
        "indexes_created": state.created_total, "indexes_kept": len(state.created), "rewrites": len(state.rewrites),
        "steps": len(episode.steps), "total_reward": round(episode.total_reward, 4),
    }


def evaluate_index(policy: str, difficulty: str | None = None, db: str | None = None, workload: str | None = None,
                   limit: int | None = None, seed: int = 0, model: str | None = None, adapter: str | None = None) -> dict:
    """Play one episode per scenario; return {"overall": {...}, "by_scenario": [...]} (``skipped`` when impossible)."""
    if policy == "expert" and shell_available() is None:
        message = "skipped: SQLite's .expert needs the sqlite3 shell (Debian package sqlite3), which is not installed"
        return {"policy": policy, "skipped": message,
                "overall": {"n": 0, "mean_reduction_pct": 0.0, "mean_oracle_pct": 0.0, "mean_reward": 0.0}, "by_scenario": []}
    env = IndexTuningEnv()
    if db:
        targets = [{"scenario": load_uploaded(db, workload)}]
    else:
        targets = [{"task_id": sid} for sid in scenario_ids(difficulty)]
    if limit is not None and limit < len(targets):
        targets = random.Random(seed).sample(targets, limit)  # a seeded subset, as for the analyst tasks
    records = []
    try:
        for target in targets:
            records.append(_record(env, make_policy(policy, seed, model, adapter), seed, target))
    finally:
        env.close()
    oracle = [r["oracle_pct"] for r in records if r["oracle_pct"] is not None]
    overall = {
        "n": len(records),
        "mean_reduction_pct": round(statistics.fmean(r["reduction_pct"] for r in records), 2) if records else 0.0,
        "mean_oracle_pct": round(statistics.fmean(oracle), 2) if oracle else 0.0,
        "mean_reward": round(statistics.fmean(r["total_reward"] for r in records), 4) if records else 0.0,
    }
    return {"policy": policy, "overall": overall, "by_scenario": records}


def format_index_report(report: dict) -> str:
    if report.get("skipped"):
        return f"{report.get('policy', '')}: {report['skipped']}"
    header = f"{'scenario':28} {'initial cost':>13} {'final cost':>12} {'reduct%':>8} {'oracle%':>8} {'idx':>4} {'steps':>5} {'reward':>7}"
    lines = [f"policy: {report.get('policy', '')}", header, "-" * len(header)]
    for r in report["by_scenario"]:
        oracle = f"{r['oracle_pct']:8.1f}" if r["oracle_pct"] is not None else f"{'-':>8}"
        lines.append(f"{r['scenario']:28} {r['initial_cost']:>13,} {r['final_cost']:>12,} {r['reduction_pct']:8.1f} "
                     f"{oracle} {r['indexes_created']:>4} {r['steps']:>5} {r['total_reward']:7.3f}")
    o = report["overall"]
    lines.append(f"overall: n={o['n']} mean reduction {o['mean_reduction_pct']:.1f}% | mean of oracle "
                 f"{o['mean_oracle_pct']:.1f}% | mean reward {o['mean_reward']:.3f}")
    return "\n".join(lines)
