"""The Train tab's pieces over the real job runner (a short dummy job): status, progress bar, curves, log tail, the
start-from choices and handing an adapter to the Analyst tab.

    python -m pytest tests/test_app_train.py -q
"""

from __future__ import annotations

import sys

from models import jobs
from tests.test_jobs import DUMMY, shipped_adapter, wait_for
from ui import train


def test_status_progress_curves_and_log_of_a_finished_job(tmp_path, monkeypatch):
    monkeypatch.setenv("SQL_STUDIO_JOBS", str(tmp_path / "jobs"))
    monkeypatch.setattr(jobs, "ASSET_ADAPTERS", tmp_path / "no-assets")
    assert train.status_text(jobs.job_status()) == "No training job yet." and train.curves(None) is None
    assert 'data-state="none"' in train.progress_html(None)
    script = tmp_path / "dummy.py"
    script.write_text(DUMMY)
    job = jobs.start_job("grpo", argv=[sys.executable, str(script), "4", "0.01"])
    done = wait_for(lambda: (s := jobs.job_status(job.job_id)).state == "finished" and s)
    text = train.status_text(done)
    assert "GRPO job" in text and "finished" in text and "optimizer steps 4/4" in text and "50.0%" in text
    assert "held-out evaluations 1/1" in text
    bar = train.progress_html(done)
    assert 'data-progress="1.0000"' in bar and 'data-state="finished"' in bar and "ETA" not in bar
    figure = train.curves(done)
    assert [trace.name for trace in figure.data] == ["loss", "held-out accuracy"]
    assert list(figure.data[0].x) == [1, 2, 3, 4] and list(figure.data[1].x) == [4]  # by optimizer step
    assert "step 4/4" in jobs.tail_log(job.job_id, 20) and len(jobs.tail_log(job.job_id, 20).encode()) <= 20
    assert train.adapter_rows() == []


def test_a_running_job_is_never_shown_done(tmp_path, monkeypatch):
    monkeypatch.setenv("SQL_STUDIO_JOBS", str(tmp_path / "jobs"))
    script = tmp_path / "dummy.py"
    script.write_text(DUMMY)
    job = jobs.start_job("sft", argv=[sys.executable, str(script), "1000", "0.05"])
    try:
        running = wait_for(lambda: (s := jobs.job_status(job.job_id)).step >= 3 and s)
        bar = train.progress_html(running)
        assert 'data-state="running"' in bar and running.progress < 0.05
        assert "ETA ≥" in bar  # the evaluation at the end is not timed yet: a lower bound, said so
    finally:
        jobs.cancel_job(job.job_id)
    assert 'data-state="cancelled"' in train.progress_html(jobs.job_status(job.job_id))


def test_start_choices_follow_the_stage(tmp_path, monkeypatch):
    monkeypatch.setenv("SQL_STUDIO_JOBS", str(tmp_path / "jobs"))
    monkeypatch.setattr(jobs, "ASSET_ADAPTERS", tmp_path / "assets")
    choices, default = train.start_choices("grpo")
    assert choices == [("a fresh LoRA on the base model", "none")] and default == "none"
    shipped = shipped_adapter(tmp_path / "assets" / "demo", {"sft": 0.05}, weights="sft")
    choices, default = train.start_choices("grpo")
    assert default == str(shipped) and choices[0] == ("demo (shipped · held-out 5.0% of 40)", str(shipped))
    assert train.start_choices("sft")[1] == "none"  # SFT starts a fresh LoRA
    (shipped / "prompt_config.json").write_text('{"analyst": {}}')
    index = shipped_adapter(tmp_path / "assets" / "demo-index", {"sft": 0.5}, weights="sft")
    (index / "prompt_config.json").write_text('{"index_tuning": {}}')
    assert train.config_kind("models/configs/grpo_index_cpu.yaml") == "index_tuning"
    assert train.start_choices("grpo", "models/configs/grpo_index_cpu.yaml")[1] == str(index)  # by the config's kind
    assert train.start_choices("grpo", "models/configs/grpo_quick_cpu.yaml")[1] == str(shipped)
    assert train.config_kind("models/configs/missing.yaml") == "analyst"
    assert train.agent_adapter_choices()[-1] == ("the base model alone (no adapter)", "none")


def test_names_and_durations():
    assert train.adapter_name("runs/jobs/20261124-1010-ab12/out/best") == "20261124-1010-ab12/best"
    assert train.adapter_name("assets/adapters/smollm2-135m-sql-agent") == "smollm2-135m-sql-agent"
    assert train.adapter_name("none") == train.adapter_name(None) == "a fresh LoRA"
    assert (train.duration(42), train.duration(600)) == ("42 s", "10.0 min")


def test_config_choices_are_the_shipped_configs():
    choices = train.config_choices()
    assert set(train.DEFAULT_CONFIGS.values()) <= set(choices) and "models/configs/grpo_smollm2.yaml" in choices


def test_an_adapter_of_a_cancelled_job_says_so(tmp_path, monkeypatch):
    monkeypatch.setenv("SQL_STUDIO_JOBS", str(tmp_path / "jobs"))
    monkeypatch.setattr(jobs, "ASSET_ADAPTERS", tmp_path / "no-assets")
    script = tmp_path / "best_then_wait.py"
    script.write_text("import os, time\nbest = os.path.join(os.environ['OUTPUT_DIR'], 'best')\n"
                      "os.makedirs(best, exist_ok=True)\n"
                      "open(os.path.join(best, 'adapter_config.json'), 'w').write('{}')\ntime.sleep(60)\n")
    job = jobs.start_job("sft", argv=[sys.executable, str(script)])
    try:
        wait_for(lambda: train.adapter_rows() and train.adapter_rows()[0][3] == "job running")
    finally:
        jobs.cancel_job(job.job_id)
    assert [row[3] for row in train.adapter_rows()] == ["job cancelled"]
