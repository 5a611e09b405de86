"""Evaluating an index-tuning policy on the built-in scenarios (or an uploaded database): the report and its table.

The command line is agent/evaluate.py's:

    python -m agent.evaluate --env index --policy baseline [--difficulty hard] [--json out.json]
    python -m agent.evaluate --env index --policy expert --db shop.sqlite --workload shop.sql
    python -m agent.evaluate --env index --policy llm [--backend transformers]        # or --policy openai --base-url URL
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from tqdm import tqdm

from agent.baselines.index_tuning import RandomIndexPolicy, RuleBasedIndexAdvisor, SqliteExpertPolicy
from agent.rollout import play_episode
from envs.index_tuning.env import MAX_STEPS, IndexTuningEnv
from envs.index_tuning.expert import shell_available
from envs.index_tuning.scenarios import load_uploaded, scenario_ids

POLICIES = ("random", "baseline", "expert", "llm", "openai")


def make_policy(name: str, seed: int = 0, model: str | None = None, adapter: str | None = None,
                backend: str = "auto", base_url: str | None = None, constrain: bool = False, guard: bool = False,
                persist: bool = False):
    if name in ("llm", "openai"):  # "openai": the LLM policy on an OpenAI-compatible endpoint
        from agent.backends import stderr_progress
        from agent.llm_policy import make_llm_policy  # loads the model: only when asked for

        return make_llm_policy("index_tuning", model, adapter, backend="openai" if name == "openai" else backend,
                               base_url=base_url, notify=stderr_progress, constrain=constrain, guard=guard,
                               persist=persist)
    if name == "random":
        return RandomIndexPolicy(seed)
    if name == "baseline":
        return RuleBasedIndexAdvisor()
    if name == "expert":
        return SqliteExpertPolicy()
    raise ValueError(f"unknown policy {name!r}; use one of {', '.join(POLICIES)}")


def _record(env: IndexTuningEnv, agent, seed: int, target: dict) -> dict:
    started = time.perf_counter()
    episode = play_episode(env, agent, seed=seed, **target)
    seconds = time.perf_counter() - started  # the whole episode: the policy's thinking, the env, the wall timing
    state = env.state
    achievable = state.initial_cost - state.best_cost
    return {
        "scenario": state.scenario_id, "difficulty": state.difficulty,
        "initial_cost": state.initial_cost, "final_cost": state.cost, "best_cost": state.best_cost,
        "reduction_pct": round(100 * (state.initial_cost - state.cost) / max(1, state.initial_cost), 2),
        # the environment lowers best_cost whenever an episode beats it, so this never exceeds 100
        "best_known_pct": round(100 * (state.initial_cost - state.cost) / achievable, 2) if achievable > 0 else None,
        "wall_before_ms": state.wall.get("before_ms"), "wall_after_ms": state.wall.get("after_ms"),
        "speedup": state.wall.get("speedup"),
        "indexes_created": state.created_total, "indexes_kept": len(state.created), "rewrites": len(state.rewrites),
        "steps": len(episode.steps), "guarded": getattr(agent, "guard_undos", 0),  # LLM policies' cost guard
        "total_reward": round(episode.total_reward, 4), "seconds": round(seconds, 2),
    }


def evaluate_index(policy: str, difficulty: str | None = None, db: str | None = None, workload: str | None = None,
                   limit: int | None = None, seed: int = 0, model: str | None = None, adapter: str | None = None,
                   backend: str = "auto", base_url: str | None = None, scenarios: list | None = None,
                   search: str | None = None, constrain: bool = False, max_steps: int | None = None,
                   progress: bool = False, guard: bool = False, persist: bool = False) -> dict:
    """Play one episode per scenario; return {"overall": {...}, "by_scenario": [...]} (``skipped`` when impossible).
    ``search``: how scenarios without a finished best-known search get one (IndexTuningEnv's modes); None: inline
    for the built-in ones, in the background for the others. ``max_steps``: the episode's step budget (None: the
    environment's). ``progress``: a bar on stderr, one tick per episode. ``guard``: the LLM policy's cost guard
    (agent/llm_policy.py); each record counts its undos. ``persist``: the LLM policy's persistence (no early
    submit_report, no repeated action)."""
    if policy == "expert" and shell_available() is None:
        message = "skipped: SQLite's .expert needs the sqlite3 shell (Debian package sqlite3), which is not installed"
        return {"policy": policy, "skipped": message,
                "overall": {"n": 0, "mean_reduction_pct": 0.0, "mean_best_known_pct": 0.0, "mean_reward": 0.0},
                "by_scenario": []}
    # built-in scenarios: finish their bounded best-known search first (cached); an upload's runs in the background
    env = IndexTuningEnv(search=search or ("background" if db or scenarios is not None else "inline"),
                         max_steps=max_steps or MAX_STEPS)
    if scenarios is not None:  # e.g. envs.index_tuning.synth.synth_scenarios(...): searched in the background
        targets = [{"scenario": scenario} for scenario in scenarios]
    elif db:
        targets = [{"scenario": load_uploaded(db, workload)}]
    else:
        targets = [{"task_id": sid} for sid in scenario_ids(difficulty)]
    for target in targets:
        target["source"] = policy  # credited in the best-known record when an episode beats it
    if limit is not None and limit < len(targets):
        targets = random.Random(seed).sample(targets, limit)  # a seeded subset, as for the analyst tasks
    records = []
    # one LLM policy (one model load, one fallback notice), forked per scenario
    template = (make_policy(policy, seed, model, adapter, backend, base_url, constrain, guard, persist)
                if policy in ("llm", "openai") else None)
    bar = tqdm(total=len(targets), desc=policy, unit="ep", disable=not progress, file=sys.stderr)
    try:
        for target in targets:
            agent = template.fork() if template is not None else make_policy(policy, seed, model, adapter)
            records.append(_record(env, agent, seed, target))
            bar.set_postfix_str(f"{records[-1]['scenario']} {records[-1]['reduction_pct']:.1f}%")
            bar.update()
    finally:
        bar.close()
        env.close()
    best = [r["best_known_pct"] for r in records if r["best_known_pct"] is not None]
    overall = {
        "n": len(records),
        "mean_reduction_pct": round(statistics.fmean(r["reduction_pct"] for r in records), 2) if records else 0.0,
        "mean_best_known_pct": round(statistics.fmean(best), 2) if best else 0.0,
        "mean_reward": round(statistics.fmean(r["total_reward"] for r in records), 4) if records else 0.0,
        "mean_steps": round(statistics.fmean(r["steps"] for r in records), 2) if records else 0.0,
        "median_seconds": round(statistics.median(r["seconds"] for r in records), 1) if records else 0.0,
        "guard_undos": sum(r["guarded"] for r in records),  # changes the cost guard undid (0 without it)
    }
    label = policy + "".join(f" + {name}" for name, on in (("cost guard", "guard"), ("persistence", "persist"))
                             if template is not None and getattr(template, on))
    return {"policy": label, "overall": overall, "by_scenario": records}


def format_index_report(report: dict) -> str:
    if report.get("skipped"):
        return f"{report.get('policy', '')}: {report['skipped']}"
    header = (f"{'scenario':28} {'initial cost':>13} {'final cost':>12} {'reduct%':>8} {'best%':>6} {'idx':>4} "
              f"{'steps':>5} {'reward':>7} {'wall before':>12} {'after':>10} {'speed-up':>9}")
    lines = [f"policy: {report.get('policy', '')}", header, "-" * len(header)]
    for r in report["by_scenario"]:
        best = f"{r['best_known_pct']:6.1f}" if r.get("best_known_pct") is not None else f"{'-':>6}"
        wall = (f"{r['wall_before_ms']:>10,.1f}ms {r['wall_after_ms']:>8,.1f}ms {r['speedup']:>8g}x"
                if r.get("speedup") else f"{'-':>12} {'-':>10} {'-':>9}")
        lines.append(f"{r['scenario']:28} {r['initial_cost']:>13,} {r['final_cost']:>12,} {r['reduction_pct']:8.1f} "
                     f"{best} {r['indexes_created']:>4} {r['steps']:>5} {r['total_reward']:7.3f} {wall}")
    o = report["overall"]
    guard = f" | cost guard undos {o['guard_undos']}" if o.get("guard_undos") else ""
    lines.append(f"overall: n={o['n']} mean reduction {o['mean_reduction_pct']:.1f}% | mean % of best known "
                 f"{o['mean_best_known_pct']:.1f} | mean reward {o['mean_reward']:.3f} | median episode "
                 f"{o.get('median_seconds', 0):.1f} s{guard}")
    lines.append("best% = share of the best known reduction (bounded search, raised whenever any run beats it); "
                 "wall = frequency-weighted workload time, medians of repeated runs")
    return "\n".join(lines)
