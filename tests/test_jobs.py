"""The job runner: start a short dummy job, read its progress and log, refuse a second job, cancel, list adapters.

    python -m pytest tests/test_jobs.py -q
"""

from __future__ import annotations

import json
import sys
import time

import pytest

from models import jobs

DUMMY = """
import json, os, sys, time
out = os.environ["OUTPUT_DIR"]
total = int(sys.argv[1])
with open(os.path.join(out, "metrics.jsonl"), "a") as f:
    f.write(json.dumps({"event": "start", "total_steps": total}) + "\\n")
    for step in range(1, total + 1):
        print(f"step {step}/{total}", flush=True)
        f.write(json.dumps({"event": "log", "step": step, "total": total, "eta_s": (total - step) * 0.1,
                            "loss": 1.0 / step}) + "\\n")
        f.flush()
        time.sleep(float(sys.argv[2]))
    f.write(json.dumps({"event": "heldout", "step": total, "accuracy": 0.5, "best_accuracy": 0.5}) + "\\n")
    f.write(json.dumps({"event": "done", "adapter": os.path.join(out, "best")}) + "\\n")
"""


@pytest.fixture
def job_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("SQL_STUDIO_JOBS", str(tmp_path / "jobs"))
    script = tmp_path / "dummy.py"
    script.write_text(DUMMY)
    return script


def wait_for(predicate, timeout: float = 30.0):
    deadline = time.time() + timeout
    while time.time() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(0.1)
    raise AssertionError("condition not met in time")


def test_job_runs_to_completion_with_progress_and_log(job_folder):
    job = jobs.start_job("sft", argv=[sys.executable, str(job_folder), "3", "0.05"])
    assert job.state == "running"
    done = wait_for(lambda: (s := jobs.job_status(job.job_id)).state == "finished" and s)
    assert (done.step, done.total, done.returncode) == (3, 3, 0)
    assert done.latest["loss"] == pytest.approx(1 / 3)
    assert done.heldout["accuracy"] == 0.5 and done.adapter.endswith("best")
    text, offset = jobs.read_log(job.job_id)
    assert "step 3/3" in text and offset == len(text.encode())
    assert jobs.read_log(job.job_id, offset) == ("", offset)
    assert jobs.job_status().job_id == job.job_id  # found again from disk, as after a page reload


def test_one_job_at_a_time_and_cancel(job_folder):
    job = jobs.start_job("grpo", argv=[sys.executable, str(job_folder), "1000", "0.05"])
    wait_for(lambda: jobs.job_status(job.job_id).step >= 2)
    with pytest.raises(jobs.JobBusy):
        jobs.start_job("sft", argv=[sys.executable, str(job_folder), "1", "0"])
    running = jobs.job_status()
    assert running.state == "running" and 0 < running.progress < 1 and running.eta_s > 0
    cancelled = jobs.cancel_job()
    assert cancelled.state == "cancelled"
    step = jobs.job_status(job.job_id).step
    time.sleep(0.3)
    assert jobs.job_status(job.job_id).step == step  # really stopped
    assert jobs.running_job() is None
    jobs.start_job("sft", argv=[sys.executable, str(job_folder), "1", "0"])  # the slot is free again


def test_list_adapters_reads_eval_figures(job_folder, tmp_path, monkeypatch):
    shipped = tmp_path / "assets" / "demo"
    (shipped / "eval").mkdir(parents=True)
    (shipped / "adapter_config.json").write_text("{}")
    (shipped / "eval" / "grpo.json").write_text(json.dumps(
        {"overall": {"accuracy": 0.3}, "by_difficulty": {"easy": {"accuracy": 0.5}}}))
    monkeypatch.setattr(jobs, "ASSET_ADAPTERS", tmp_path / "assets")
    (entry,) = jobs.list_adapters()
    assert entry["name"] == "demo" and entry["heldout_accuracy"] == 0.3 and entry["by_difficulty"] == {"easy": 0.5}
    with pytest.raises(FileNotFoundError):
        jobs.use_adapter(tmp_path / "nowhere")
