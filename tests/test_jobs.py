"""The job runner: start a short dummy job, read its progress and log, refuse a second job, cancel, list adapters,
choose what a job starts from.

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
    f.write(json.dumps({"event": "phase", "phase": "model", "time": time.time()}) + "\\n")
    f.write(json.dumps({"event": "start", "total_steps": total, "evaluations": [total], "eval_n": 2}) + "\\n")
    for step in range(1, total + 1):
        print(f"step {step}/{total}", flush=True)
        f.write(json.dumps({"event": "log", "step": step, "total": total, "step_s": float(sys.argv[2]),
                            "loss": 1.0 / step, "time": time.time()}) + "\\n")
        f.flush()
        time.sleep(float(sys.argv[2]))
    f.write(json.dumps({"event": "eval_start", "step": total, "n": 2, "time": time.time()}) + "\\n")
    f.write(json.dumps({"event": "heldout", "step": total, "n": 2, "seconds": 0.1, "accuracy": 0.5,
                        "best_accuracy": 0.5}) + "\\n")
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
    assert (done.progress, done.eta_s, done.phase, done.evals_done, done.evals_planned) == (1.0, 0.0, "finished", 1, 1)
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
    assert running.phase.startswith("training: optimizer step") and running.eta_partial  # the evaluation: untimed
    cancelled = jobs.cancel_job()
    assert cancelled.state == "cancelled"
    step = jobs.job_status(job.job_id).step
    time.sleep(0.3)
    assert jobs.job_status(job.job_id).step == step  # really stopped
    assert jobs.running_job() is None
    jobs.start_job("sft", argv=[sys.executable, str(job_folder), "1", "0"])  # the slot is free again


def shipped_adapter(folder, reports: dict[str, float], weights: str | None):
    """An adapter folder with eval reports and, when ``weights`` names one, a manifest marking it as its own."""
    (folder / "eval").mkdir(parents=True)
    (folder / "adapter_config.json").write_text("{}")
    for name, accuracy in reports.items():
        (folder / "eval" / f"{name}.json").write_text(json.dumps(
            {"overall": {"accuracy": accuracy, "n": 40}, "by_db": {}, "by_difficulty": {"easy": {"accuracy": accuracy}}}))
    if weights:
        (folder / "eval" / "index.json").write_text(json.dumps(
            {"reports": [{"file": f"{name}.json", "weights": name == weights} for name in reports]}))
    return folder


def test_list_adapters_reads_the_figure_of_the_shipped_weights(job_folder, tmp_path, monkeypatch):
    # the evaluation of other runs beside it (grpo, 0.0) must not be taken for the shipped weights' (sft, 0.05)
    shipped_adapter(tmp_path / "assets" / "demo", {"grpo": 0.0, "sft": 0.05}, weights="sft")
    shipped_adapter(tmp_path / "assets" / "unlabelled", {"grpo": 0.3}, weights=None)
    monkeypatch.setattr(jobs, "ASSET_ADAPTERS", tmp_path / "assets")
    demo, unlabelled = jobs.list_adapters()
    assert demo["name"] == "demo" and demo["heldout_accuracy"] == 0.05 and demo["by_difficulty"] == {"easy": 0.05}
    assert demo["heldout_n"] == 40 and demo["eval_file"].endswith("sft.json")
    assert unlabelled["heldout_accuracy"] is None  # no manifest: no guess
    with pytest.raises(FileNotFoundError):
        jobs.check_adapter(tmp_path / "nowhere")
    assert jobs.check_adapter(tmp_path / "assets" / "demo") == str(tmp_path / "assets" / "demo")


def test_start_adapter_is_the_newest_finished_sft_job_else_the_shipped_one(job_folder, tmp_path, monkeypatch):
    monkeypatch.setattr(jobs, "ASSET_ADAPTERS", tmp_path / "assets")
    assert jobs.start_adapters() == [] and jobs.default_start_adapter() == "none"  # nothing at all: a fresh LoRA
    shipped = shipped_adapter(tmp_path / "assets" / "demo", {"sft": 0.05}, weights="sft")
    assert jobs.default_start_adapter() == str(shipped)  # a fresh clone: the shipped adapter
    writes_adapter = (DUMMY + "os.makedirs(os.path.join(out, 'best'), exist_ok=True)\n"
                      "open(os.path.join(out, 'best', 'adapter_config.json'), 'w').write('{}')\n")
    job_folder.write_text(writes_adapter)
    for job_id in ("old", "new"):
        job = jobs.start_job("sft", argv=[sys.executable, str(job_folder), "1", "0"], job_id=job_id)
        wait_for(lambda: jobs.job_status(job.job_id).state == "finished")
    grpo = jobs.start_job("grpo", argv=[sys.executable, str(job_folder), "1", "0"], job_id="grpo")
    wait_for(lambda: jobs.job_status(grpo.job_id).state == "finished")
    paths = [entry["path"] for entry in jobs.start_adapters()]
    new, old = (str(jobs.jobs_dir() / name / "out" / "best") for name in ("new", "old"))
    assert paths == [new, old, str(shipped)]  # GRPO jobs' adapters are not SFT warm-ups
    assert jobs.default_start_adapter() == new


def test_adapters_are_listed_by_the_episode_kind_they_were_trained_on(job_folder, tmp_path, monkeypatch):
    monkeypatch.setattr(jobs, "ASSET_ADAPTERS", tmp_path / "assets")
    index = shipped_adapter(tmp_path / "assets" / "a-index", {"sft": 0.5}, weights="sft")  # sorts first
    analyst = shipped_adapter(tmp_path / "assets" / "b-analyst", {"sft": 0.05}, weights="sft")
    unknown = shipped_adapter(tmp_path / "assets" / "c-elsewhere", {"sft": 0.1}, weights="sft")
    (index / "prompt_config.json").write_text(json.dumps({"index_tuning": {}}))
    (analyst / "prompt_config.json").write_text(json.dumps({"analyst": {}}))
    assert [e["kinds"] for e in jobs.list_adapters()] == [["index_tuning"], ["analyst"], []]
    assert [e["path"] for e in jobs.list_adapters("analyst")] == [str(analyst), str(unknown)]  # unknown: allowed
    assert jobs.default_start_adapter() == str(analyst)  # an analyst job never starts from the index adapter
    assert jobs.default_start_adapter("index_tuning") == str(index)


def test_start_job_passes_the_start_adapter_and_refuses_what_does_not_exist(job_folder, tmp_path):
    with pytest.raises(FileNotFoundError):
        jobs.start_job("grpo", "models/configs/grpo_quick_cpu.yaml", init_adapter=str(tmp_path / "missing"))
    with pytest.raises(FileNotFoundError):
        jobs.start_job("grpo", "models/configs/no_such.yaml")
    shipped = "assets/adapters/smollm2-135m-sql-agent"  # an analyst adapter
    with pytest.raises(ValueError, match="trained on analyst episodes, not index_tuning"):
        jobs.start_job("grpo", "models/configs/grpo_index_cpu.yaml", init_adapter=shipped)
    assert not jobs.running_job()
    # the real command line (not run to the end: cancelled at once)
    job = jobs.start_job("grpo", "models/configs/grpo_quick_cpu.yaml", ["max_steps=1"], init_adapter="none")
    jobs.cancel_job(job.job_id)
    assert job.command[-2:] == ["init_adapter=none", f"output_dir={job.output_dir}"]
    assert job.command[2:6] == ["models.train", "grpo", "--config", "models/configs/grpo_quick_cpu.yaml"]
    assert job.init_adapter == "none"


def test_a_handed_over_adapter_plays_the_episode_kind_it_was_trained_on(tmp_path):
    from ui.services import handed_over

    index, analyst, elsewhere = (tmp_path / name for name in ("index", "analyst", "elsewhere"))
    for folder, saved in ((index, {"index_tuning": {}}), (analyst, {"analyst": {}}), (elsewhere, None)):
        folder.mkdir()
        if saved is not None:
            (folder / "prompt_config.json").write_text(json.dumps(saved))
    assert handed_over(str(index), "index") == str(index) and handed_over(str(index), "analyst") is None
    assert handed_over(str(analyst), "analyst") == str(analyst) and handed_over(str(analyst), "index_tuning") is None
    assert handed_over(str(elsewhere), "analyst") == str(elsewhere) and handed_over(str(elsewhere), "index") is None
    assert handed_over("none", "analyst") is None and handed_over(None, "index") is None
