"""Held-out tracking: the best adapter is kept by accuracy, ties go to the higher mean return, early stopping.

    python -m pytest tests/test_tracking.py -q
"""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace

from models import tracking
from models.config import TrainConfig


class FakeModel:
    """Saves a file naming the step, so the test can tell which adapter ended up in best/."""

    step = 0

    def save_pretrained(self, folder: Path) -> None:
        Path(folder).mkdir(parents=True, exist_ok=True)
        (Path(folder) / "adapter_config.json").write_text(json.dumps({"step": self.step}))


def test_best_adapter_by_accuracy_then_return_and_early_stop(tmp_path, monkeypatch):
    # step -> (accuracy, mean return) the fake evaluation reports
    results = {10: (0.0, -0.4), 20: (0.0, 0.1), 30: (0.25, -0.2), 40: (0.25, -0.3), 50: (0.0, 0.9)}
    model = FakeModel()
    monkeypatch.setattr(tracking, "evaluate_adapter", lambda cfg, adapter, tasks=None, on_episode=None: {
        "overall": {"accuracy": results[model.step][0], "mean_reward": results[model.step][1], "n": 4,
                    "mean_steps": 3.0}, "by_difficulty": {}})
    cfg = TrainConfig(output_dir=str(tmp_path), eval_every=10, early_stop_patience=2)
    tracker = tracking.HeldoutTracker(cfg, tracking.JsonlLogger(tmp_path / "metrics.jsonl"))
    stopped_at = None
    for step in sorted(results):
        model.step = step
        control = SimpleNamespace(should_training_stop=False)
        tracker.on_step_end(None, SimpleNamespace(global_step=step), control, model=model)
        if control.should_training_stop:
            stopped_at = step
            break
    best = json.loads((tmp_path / "best" / "adapter_config.json").read_text())["step"]
    assert best == 30  # 20 beat 10 on return at equal accuracy; 30 beat both on accuracy; 40 did not
    assert stopped_at == 50  # two evaluations (40, 50) without a better one
    summary = json.loads((tmp_path / "summary.json").read_text())
    assert summary["best_step"] == 30 and summary["best_accuracy"] == 0.25 and summary["best_reward"] == -0.2
