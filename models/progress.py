"""Honest progress of a training run, read from its metrics log: the phase it is in, optimizer steps and held-out
evaluations done out of those planned, an ETA from measured times only, and a fraction that moves with both and
never reaches 1 while the run is still working.

    from models.progress import training_progress
    p = training_progress(records)       # records: the run's metrics.jsonl lines (models/tracking.py)
    p.phase, p.fraction, p.eta_s, p.eta_partial

Events read (all written by models/tracking.py, models/sft.py, models/grpo.py): ``phase`` (model loading, data
building), ``start`` (total_steps, start_step, the planned evaluation steps), ``log`` (step, step_s: seconds per
optimizer step, evaluations excluded), ``eval_start``/``eval_progress``/``heldout`` (a held-out evaluation: its
size, episodes done, its seconds) and ``done``. Work that has not been timed yet (the first step, the first
evaluation) is never guessed: the ETA then covers the timed part only and says so (``eta_partial``), and the
fraction counts steps and evaluations as units instead of seconds.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

PHASES = {"model": "loading the model", "data": "building the training data"}
NOT_STARTED = "starting the training process"  # before the first record: Python importing torch and TRL
RUNNING_CAP = 0.99  # a run still working never shows 100%


@dataclass
class TrainingProgress:
    phase: str  # what the run is doing now, in words
    step: int = 0  # optimizer steps done
    total: int = 0  # optimizer steps planned
    evals_done: int = 0  # held-out evaluations finished in this run
    evals_planned: int = 0  # held-out evaluations this run will make (at most)
    eval_episodes: tuple[int, int] | None = None  # (episodes done, episodes) of the evaluation running now
    step_s: float | None = None  # measured seconds per optimizer step
    episode_s: float | None = None  # measured seconds per held-out episode
    eta_s: float | None = None  # seconds of the remaining timed work; None: nothing timed yet
    eta_partial: bool = False  # True: some remaining work is not timed yet, so the ETA is a lower bound
    fraction: float = 0.0  # share of the run's work done, below 1 while it runs


def current_run(records: list[dict]) -> list[dict]:
    """The records of the latest run in a log (a resumed run appends to the same file)."""
    starts = [i for i, r in enumerate(records) if r.get("event") == "phase" and r.get("phase") == "model"]
    if not starts:
        starts = [i for i, r in enumerate(records) if r.get("event") == "start"]
    return records[starts[-1]:] if starts else records


def _eval_state(run: list[dict]) -> tuple[list[dict], dict | None, int, float | None]:
    """Finished evaluations, the one running now (its eval_start record), its episodes done and when the last of
    them finished."""
    finished = [r for r in run if r.get("event") == "heldout"]
    running, done, last = None, 0, None
    for record in run:
        event = record.get("event")
        if event == "eval_start":
            running, done, last = record, 0, None
        elif event == "eval_progress" and running is not None:
            done, last = max(done, int(record.get("done", 0))), record.get("time")
        elif event == "heldout":
            running, done, last = None, 0, None
    return finished, running, done, last


def _episode_seconds(finished: list[dict], running: dict | None, done: int, last: float | None) -> float | None:
    """Measured seconds per held-out episode: finished evaluations, else the running one's episodes so far."""
    timed = [(r["seconds"], r["n"]) for r in finished if r.get("seconds") and r.get("n")]
    if timed:
        return sum(s for s, _ in timed) / sum(n for _, n in timed)
    if running is not None and done and running.get("time") and last:
        return (last - running["time"]) / done
    return None


def training_progress(records: list[dict], now: float | None = None) -> TrainingProgress:
    """The progress of the latest run in ``records`` at time ``now`` (default: the clock)."""
    now = time.time() if now is None else now
    run = current_run(records)
    if not run:
        return TrainingProgress(NOT_STARTED, eta_partial=True)
    start = next((r for r in reversed(run) if r.get("event") == "start"), None)
    logs = [r for r in run if r.get("event") == "log"]
    finished, running, done, last = _eval_state(run)
    start_step = int(start.get("start_step") or 0) if start else 0
    total = int((logs[-1].get("total") if logs else None) or (start or {}).get("total_steps") or 0)
    step = max([start_step] + [int(r.get("step") or 0) for r in logs + finished]
               + ([int(running.get("step") or 0)] if running else []))
    planned = (start or {}).get("evaluations")
    done_steps = {r.get("step") for r in finished}
    progress = TrainingProgress(phase="", step=step, total=total, evals_done=len(finished))
    progress.step_s = next((r["step_s"] for r in reversed(logs) if r.get("step_s")), None)
    progress.episode_s = _episode_seconds(finished, running, done, last)
    eval_n = int((running or {}).get("n") or (start or {}).get("eval_n") or 0)
    if running is not None:
        progress.eval_episodes = (done, eval_n)
    remaining_evals = 0
    if planned is not None:
        left = [s for s in planned if s not in done_steps and not (running and s == running.get("step"))]
        remaining_evals = len(left)
        progress.evals_planned = len(finished) + (running is not None) + remaining_evals
    else:  # an older log: only what has happened is known
        progress.evals_planned = len(finished) + (running is not None)

    # the ETA: timed work only, and a flag when some is not timed yet
    eta, partial = 0.0, start is None
    steps_left = max(0, total - step)
    if steps_left:
        eta, partial = (eta + steps_left * progress.step_s, partial) if progress.step_s else (eta, True)
    if running is not None and progress.episode_s:  # counts down from the last finished episode
        since = (running.get("time") if last is None else last) or now
        left = max(0, eval_n - done) * progress.episode_s - (now - since)
        eta, partial = (eta + left, partial) if left > 0 else (eta, partial or done < eval_n)
    elif running is not None:
        partial = True
    if remaining_evals:
        eta, partial = ((eta + remaining_evals * eval_n * progress.episode_s, partial)
                        if progress.episode_s and eval_n else (eta, True))
    progress.eta_partial = partial
    progress.eta_s = None if partial and eta == 0 else round(eta, 1)

    # the fraction: by time when everything left is timed, else steps and evaluations as units
    began = run[0].get("time")
    if not partial and began:
        elapsed = max(0.0, now - began)
        fraction = elapsed / (elapsed + eta) if elapsed + eta > 0 else 0.0
    else:
        units = max(0, total - start_step) + progress.evals_planned
        done_units = (step - start_step) + len(finished) + (done / eval_n if running is not None and eval_n else 0)
        fraction = done_units / units if units else 0.0
    progress.fraction = round(min(RUNNING_CAP, max(0.0, fraction)), 4)
    since = next((r["time"] for r in reversed(run) if r.get("time") and r.get("event") != "eval_progress"), None)
    phase = _phase(run, start, running, done, eval_n, step, total)
    progress.phase = phase if since is None or phase.startswith("saving") else f"{phase} ({_clock(now - since)} so far)"
    return progress


def _clock(seconds: float) -> str:
    seconds = max(0, int(seconds))
    return f"{seconds} s" if seconds < 90 else f"{seconds // 60} min {seconds % 60:02d} s"


def _phase(run, start, running, done, eval_n, step, total) -> str:
    if any(r.get("event") == "done" for r in run):
        return "saving the adapter and exiting"
    if running is not None:
        return f"held-out evaluation at step {running.get('step', step)}: episode {done}/{eval_n or '?'} done"
    if start is None:
        phases = [r.get("phase") for r in run if r.get("event") == "phase"]
        return PHASES.get(phases[-1], phases[-1]) if phases else NOT_STARTED
    if step >= total:
        return "finishing: the final evaluation and the adapter"
    return f"training: optimizer step {step + 1} of {total} running"
