"""``GET /benchmark``: an injected policy plays N episodes of one kind in-process; accuracy or score, and the
environment's own reset/step latency (the policy's time is reported apart). envs/ never imports agent/, so the
caller of ``create_api`` injects the policies (kind -> name -> no-argument constructor)."""

from __future__ import annotations

import math
import statistics
import time
from collections.abc import Callable
from typing import Any

from envs.openenv.environment import StepSlots
from envs.server.models import BenchmarkEpisode, BenchmarkResponse, LatencyModel
from envs.server.sessions import close_env


def _percentile(values: list[float], q: float) -> float:
    """Nearest-rank percentile (``q`` in 0..100)."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[max(0, math.ceil(q / 100 * len(ordered)) - 1)]


def latency(seconds: list[float]) -> LatencyModel:
    ms = [s * 1e3 for s in seconds]
    return LatencyModel(count=len(ms), p50_ms=round(_percentile(ms, 50), 3), p95_ms=round(_percentile(ms, 95), 3),
                        mean_ms=round(statistics.fmean(ms), 3) if ms else 0.0)


def run_benchmark(kind: str, policy_name: str, env: Any, policy: Any, task_ids: list[str], seed: int,
                  slots: StepSlots, max_episode_steps: int) -> BenchmarkResponse:
    """Play one episode per task id with the environment's Python API (policies read its dataclasses)."""
    started = time.perf_counter()
    reset_s, step_s, policy_s, episodes = [], [], 0.0, []

    def timed(call: Callable[[], Any], into: list[float]) -> Any:
        with slots:
            t0 = time.perf_counter()
            out = call()
            into.append(time.perf_counter() - t0)
        return out

    try:
        for i, task_id in enumerate(task_ids):
            observation = timed(lambda: env.reset(seed=seed + i, task_id=task_id), reset_s)
            policy.reset(observation)
            steps, reward = 0, 0.0
            while not observation.done and steps < max_episode_steps:
                t0 = time.perf_counter()
                action = policy.act(observation)
                policy_s += time.perf_counter() - t0
                observation = timed(lambda: env.step(action), step_s)
                steps, reward = steps + 1, reward + observation.reward
            correct = observation.metadata.get("correct")
            score = getattr(observation, "score", None) if kind == "index" else None
            episodes.append(BenchmarkEpisode(task_id=task_id, correct=None if correct is None else bool(correct),
                                             score=score, steps=steps, reward=round(reward, 4)))
    finally:
        close_env(env)
    judged = [e.correct for e in episodes if e.correct is not None]
    scores = [e.score for e in episodes if e.score is not None]
    return BenchmarkResponse(
        kind=kind, policy=policy_name, n=len(episodes),
        accuracy=round(sum(judged) / len(judged), 4) if judged else None,
        mean_score=round(statistics.fmean(scores), 2) if scores else None,
        mean_steps=round(statistics.fmean(e.steps for e in episodes), 2),
        mean_reward=round(statistics.fmean(e.reward for e in episodes), 4),
        reset_latency=latency(reset_s), step_latency=latency(step_s), policy_s=round(policy_s, 4),
        wall_s=round(time.perf_counter() - started, 4), episodes=episodes,
    )
