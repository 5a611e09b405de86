"""Honest training progress (models/progress.py) on hand-written metrics logs, and the planned evaluation steps
(models/tracking.py) they are measured against.

    python -m pytest tests/test_progress.py -q
"""

from __future__ import annotations

import pytest

from models.config import TrainConfig
from models.progress import NOT_STARTED, RUNNING_CAP, training_progress

T0 = 1_000.0  # the run's first record
START = {"event": "start", "total_steps": 4, "start_step": 0, "evaluations": [0, 2, 4], "eval_n": 2, "time": T0 + 20}


def log(step, time, step_s=10.0, **values):
    return {"event": "log", "step": step, "total": 4, "step_s": step_s, "time": time, **values}


def evaluation(step, start, seconds=6.0, n=2):
    return [{"event": "eval_start", "step": step, "n": n, "time": start},
            {"event": "eval_progress", "step": step, "done": 1, "n": n, "time": start + seconds / 2},
            {"event": "eval_progress", "step": step, "done": 2, "n": n, "time": start + seconds},
            {"event": "heldout", "step": step, "n": n, "accuracy": 0.5, "seconds": seconds, "time": start + seconds}]


MODEL = {"event": "phase", "phase": "model", "time": T0}
CASES = [  # (what, records, now, phase starts with, steps done, evals done/planned, eta_s, eta_partial)
    ("nothing written yet", [], T0, NOT_STARTED, 0, (0, 0), None, True),
    ("loading the model", [MODEL], T0 + 5, "loading the model", 0, (0, 0), None, True),
    ("building data", [MODEL, {"event": "phase", "phase": "data", "time": T0 + 9}], T0 + 10,
     "building the training data", 0, (0, 0), None, True),
    ("first evaluation, one episode in", [MODEL, START, *evaluation(0, T0 + 20)[:2]], T0 + 24,
     "held-out evaluation at step 0: episode 1/2", 0, (0, 3), 14.0, True),  # 3 s an episode: 2 s + 2 x 6 s; steps untimed
    ("an episode overdue", [MODEL, START, *evaluation(0, T0 + 20)[:2]], T0 + 40,
     "held-out evaluation at step 0: episode 1/2", 0, (0, 3), 12.0, True),  # never a negative countdown
    ("first step running", [MODEL, START, *evaluation(0, T0 + 20)], T0 + 30,
     "training: optimizer step 1 of 4", 0, (1, 3), 12.0, True),  # two evaluations of 2 x 3 s; steps untimed
    ("two steps, all timed", [MODEL, START, *evaluation(0, T0 + 20), log(1, T0 + 36), log(2, T0 + 46)], T0 + 46,
     "training: optimizer step 3 of 4", 2, (1, 3), 32.0, False),  # 2 steps x 10 s + 2 evaluations x 6 s
    ("after the last step", [MODEL, START, *evaluation(0, T0 + 20), log(1, T0 + 36), *evaluation(2, T0 + 46),
                             log(2, T0 + 52), log(3, T0 + 62), log(4, T0 + 72)], T0 + 72,
     "finishing", 4, (2, 3), 6.0, False),
]


@pytest.mark.parametrize("what, records, now, phase, step, evals, eta, partial", CASES, ids=[c[0] for c in CASES])
def test_progress_cases(what, records, now, phase, step, evals, eta, partial):
    progress = training_progress(records, now)
    assert progress.phase.startswith(phase)
    assert progress.step == step and (progress.evals_done, progress.evals_planned) == evals
    assert progress.eta_s == eta and progress.eta_partial is partial
    assert 0.0 <= progress.fraction <= RUNNING_CAP


def test_fraction_moves_with_steps_and_evaluations_and_never_reaches_one():
    records = [MODEL, START, *evaluation(0, T0 + 20), log(1, T0 + 36), *evaluation(2, T0 + 46),
               log(2, T0 + 52), log(3, T0 + 62), log(4, T0 + 72), *evaluation(4, T0 + 72)]
    fractions = [training_progress(records[:i], records[i - 1]["time"]).fraction for i in range(2, len(records) + 1)]
    assert fractions == sorted(fractions) and fractions[-1] == RUNNING_CAP  # all work done, process still alive
    assert len(set(fractions)) > len(records) // 2  # evaluation episodes move it too, not only steps


def test_time_based_fraction_once_everything_left_is_timed():
    records = [MODEL, START, *evaluation(0, T0 + 20), log(1, T0 + 36), log(2, T0 + 46)]
    progress = training_progress(records, T0 + 46)
    assert progress.fraction == pytest.approx(46 / (46 + 32), abs=1e-4)  # elapsed / (elapsed + ETA)


def test_a_resumed_run_counts_from_its_own_start():
    first = [MODEL, START, log(1, T0 + 30), log(2, T0 + 40)]
    resumed_start = dict(START, start_step=2, evaluations=[4], time=T0 + 120)
    resumed = [dict(MODEL, time=T0 + 100), resumed_start, log(3, T0 + 130, step_s=10.0)]
    progress = training_progress(first + resumed, T0 + 225)
    assert (progress.step, progress.evals_planned, progress.evals_done) == (3, 1, 0)
    assert progress.phase == "training: optimizer step 4 of 4 running (1 min 35 s so far)"


def test_an_old_log_without_plans_or_timings_still_reads():
    records = [{"event": "start", "total_steps": 10}, {"event": "log", "step": 5, "total": 10, "eta_s": 50}]
    progress = training_progress(records, 0)
    assert progress.step == 5 and progress.fraction == 0.5 and progress.eta_partial and progress.eta_s is None


@pytest.mark.parametrize("changes, start_step, expected", [
    (dict(max_steps=40, eval_every=10, init_adapter="a"), 0, [0, 10, 20, 30, 40]),
    (dict(max_steps=40, eval_every=10), 0, [10, 20, 30, 40]),  # a fresh LoRA: no starting point to measure
    (dict(max_steps=45, eval_every=10, init_adapter="a"), 0, [0, 10, 20, 30, 40, 45]),  # the end is evaluated
    (dict(max_steps=40, eval_every=10, init_adapter="a"), 20, [30, 40]),  # resumed at checkpoint-20
    (dict(max_steps=5, eval_every=0, init_adapter="a"), 0, [5]),  # only at the end
])
def test_planned_evaluations(changes, start_step, expected):
    from models.tracking import planned_evaluations

    assert planned_evaluations(TrainConfig(**changes), start_step) == expected
