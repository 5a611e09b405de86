"""One truth for results (agent/reports.py): the README, the model card, the Results tab and the Train tab's adapter
list all read the shipped eval JSONs; reports are found in shipped folders, bench/data and runs/.

    python -m pytest tests/test_reports.py -q
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from agent import reports

SHIPPED = reports.ROOT / "assets" / "adapters" / "smollm2-135m-sql-agent"
MARKDOWN = [reports.ROOT / "README.md", SHIPPED / "README.md"]


def report(accuracy: float, n: int = 4, db: str = "shop") -> dict:
    stats = {"n": n, "accuracy": accuracy, "mean_steps": 3.0, "mean_reward": 0.1}
    return {"overall": dict(stats), "by_db": {db: dict(stats)}, "by_difficulty": {"easy": dict(stats)}, "episodes": []}


def test_readme_and_model_card_print_the_shipped_files():
    assert reports.main(["--check", *map(str, MARKDOWN)]) == 0, "run: python -m agent.reports --write README.md ..."
    for path in MARKDOWN:
        assert "<!-- results: assets/adapters/smollm2-135m-sql-agent/eval -->" in path.read_text()


def test_a_hand_edited_table_is_caught(tmp_path):
    stale = tmp_path / "README.md"
    text = MARKDOWN[0].read_text()
    stale.write_text(text.replace("**5.0% (2/40)**", "**25.0% (10/40)**", 1))
    assert reports.main(["--check", str(stale)]) == 1
    assert reports.main(["--write", str(stale)]) == 0 and stale.read_text() == text


def test_the_shipped_weights_figure_is_the_one_every_reader_shows():
    shipped = reports.adapter_report(SHIPPED)
    data = json.loads((SHIPPED / "eval" / "sft_gpu_values.json").read_text())
    assert shipped.path.name == "sft_gpu_values.json" and shipped.accuracy == data["overall"]["accuracy"] == 0.121
    from models import jobs
    from ui.results import report_note

    (entry,) = [e for e in jobs.list_adapters("analyst") if e["source"] == "shipped"]
    assert entry["heldout_accuracy"] == shipped.accuracy  # the Train tab's adapter list
    assert "12.1%" in report_note(reports.find_reports([reports.SHIPPED_ADAPTERS]))  # the Results tab
    assert "**12.1% (19/157)**" in reports.render_block("assets/adapters/smollm2-135m-sql-agent/eval")  # the README


def test_the_results_tab_shows_one_task_set_at_a_time():
    """41 reports on five task sets shared one chart (83% on 108 factory tasks beside 12.1% on 157 held-out ones)."""
    from ui.results import ALL_SETS, UNRECORDED, on_task_set, task_set, task_sets

    found = reports.find_reports([reports.SHIPPED_ADAPTERS])
    sets = task_sets(found)
    assert sets[0] == "built-in, split=heldout" and UNRECORDED in sets and sets[-1] == ALL_SETS  # the ★ set first
    first = on_task_set(found, sets[0])
    assert any(r.weights for r in first) and {task_set(r) for r in first} == {sets[0]}
    assert on_task_set(found, ALL_SETS) == found


def test_find_reports_in_shipped_bench_and_runs_folders(tmp_path):
    adapters, runs = tmp_path / "adapters", tmp_path / "runs"
    eval_dir = adapters / "demo" / "eval"
    eval_dir.mkdir(parents=True)
    for name, accuracy in (("base", 0.0), ("tuned", 0.5), ("extra", 0.25)):
        (eval_dir / f"{name}.json").write_text(json.dumps(report(accuracy)))
    (eval_dir / "index.json").write_text(json.dumps({"reports": [
        {"file": "tuned.json", "label": "tuned", "weights": True}, {"file": "base.json", "label": "base model"}]}))
    tracking = runs / "jobs" / "job-1" / "out" / "best" / "eval"
    tracking.mkdir(parents=True)
    (tracking / "tracking.json").write_text(json.dumps(report(0.75) | {"meta": {"step": 5}}))
    (runs / "mine.json").write_text(json.dumps(report(0.1)))
    (runs / "jobs" / "job-1" / "out" / "checkpoint-5").mkdir()
    (runs / "jobs" / "job-1" / "out" / "checkpoint-5" / "copy.json").write_text(json.dumps(report(0.9)))
    (runs / "notes.json").write_text(json.dumps({"not": "a report"}))
    (runs / "broken.json").write_text("{")
    found = reports.find_reports([adapters, runs])
    labels = [r.label for r in found]
    assert labels[:3] == ["tuned", "base model", "demo: extra"]  # the manifest's order, then unlisted files
    assert set(labels[3:]) == {"job job-1 best (step 5, tracking)", "mine"}  # no checkpoint copies, no non-reports
    assert [r.source for r in found] == ["shipped"] * 3 + ["runs"] * 2
    assert reports.adapter_report(adapters / "demo").label == "tuned"
    assert reports.adapter_report(runs / "jobs" / "job-1" / "out" / "best").accuracy == 0.75


@pytest.mark.parametrize("stats, text", [
    ({"n": 13, "accuracy": 0.1538}, "15.4% (2/13)"),
    ({"n": 16, "accuracy": 0.0625}, "6.2% (1/16)"),
    ({"n": 40, "accuracy": 0.0}, "0.0% (0/40)"),
    (None, "–"),
])
def test_cells(stats, text):
    assert reports.cell(stats) == text


def test_runs_folder_follows_the_environment(tmp_path, monkeypatch):
    monkeypatch.setenv(reports.RUNS_ENV, str(tmp_path))
    assert reports.runs_dir() == tmp_path and reports.default_report_dirs()[-1] == tmp_path
    from models import jobs

    monkeypatch.delenv("SQL_STUDIO_JOBS", raising=False)
    assert jobs.jobs_dir() == tmp_path / "jobs"
    assert Path(reports.default_report_dirs()[0]).name == "adapters"
