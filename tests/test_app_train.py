"""The Train tab's pieces over the real job runner (a short dummy job): status, curves, log tail, adapters."""

from __future__ import annotations

import sys

from models import jobs
from tests.test_jobs import DUMMY, wait_for
from ui import train


def test_status_curves_and_log_of_a_finished_job(tmp_path, monkeypatch):
    monkeypatch.setenv("SQL_STUDIO_JOBS", str(tmp_path / "jobs"))
    monkeypatch.setattr(jobs, "ASSET_ADAPTERS", tmp_path / "no-assets")
    assert train.status_text(jobs.job_status()) == "No training job yet." and train.curves(None) is None
    script = tmp_path / "dummy.py"
    script.write_text(DUMMY)
    job = jobs.start_job("grpo", argv=[sys.executable, str(script), "4", "0.01"])
    done = wait_for(lambda: (s := jobs.job_status(job.job_id)).state == "finished" and s)
    text = train.status_text(done)
    assert "GRPO job" in text and "finished" in text and "step 4/4" in text and "50.0%" in text
    figure = train.curves(done)
    assert {trace.name for trace in figure.data} == {"loss", "held-out accuracy"}
    assert "step 4/4" in jobs.tail_log(job.job_id, 20) and len(jobs.tail_log(job.job_id, 20).encode()) <= 20
    assert train.adapter_rows() == []


def test_config_choices_are_the_shipped_configs():
    assert "models/configs/grpo_smollm2.yaml" in train.config_choices()
