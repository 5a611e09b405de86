"""The Results tab: every eval report on this machine (agent/reports.py: the shipped adapter's evaluations, bench
outputs, anything under runs/, a training job's tracking evaluations) as tables and charts across models. The README
and the model card print the same files (``python -m agent.reports --write``), so the three cannot disagree.
One task set at a time (the one the shipped weights' figure comes from, first): accuracies on different tasks do
not compare. Layout and wiring only.
"""

from __future__ import annotations

from collections import Counter

import pandas as pd
import gradio as gr

from agent.charts import grouped_bar_figure, share_per_row_figure
from agent.reports import ROOT, Report, find_reports
from ui.services import Services

HOW_TO = ("No eval reports found. Produce one with the eval CLI, e.g.\n\n"
          "```bash\nmkdir -p runs\n"
          "python -m agent.evaluate --env analyst --policy baseline --split heldout --json runs/baseline.json\n"
          "python -m agent.evaluate --env analyst --policy llm --adapter none --limit 20 --json runs/base-model.json\n"
          "```\n\nthen press Refresh.")
OVERALL_COLUMNS = ("n", "accuracy", "exec_accuracy", "precision", "mean_steps", "mean_reward", "parse_failure_rate")
SHARES = ("accuracy", "exec_accuracy", "precision", "parse_failure_rate")  # shown as percentages
ALL_SETS = "all task sets (figures on different tasks: not comparable)"
UNRECORDED = "task set not recorded (older reports)"


def where(report: Report) -> str:
    try:
        return str(report.path.resolve().relative_to(ROOT))
    except ValueError:  # a runs folder outside the repository
        return str(report.path)


def task_set(report: Report) -> str:
    """The tasks a report was played on, as its meta says ("built-in, split=heldout")."""
    return str(report.meta.get("tasks") or UNRECORDED)


def task_sets(reports: list[Report]) -> list[str]:
    """The task sets to choose from: the one the shipped weights' figure comes from first, then by how many reports
    were played on each; every set at once last."""
    counts = Counter(task_set(r) for r in reports)
    star = next((task_set(r) for r in reports if r.weights), None)
    return sorted(counts, key=lambda s: (s != star, -counts[s], s)) + [ALL_SETS]


def on_task_set(reports: list[Report], chosen: str) -> list[Report]:
    """The reports played on ``chosen`` (all of them for ALL_SETS): only figures on the same tasks compare."""
    return reports if chosen == ALL_SETS else [r for r in reports if task_set(r) == chosen]


def results_tables(reports: list[Report]) -> tuple[pd.DataFrame, pd.DataFrame, pd.DataFrame]:
    """Overall, per database and per difficulty: one row per report (and database / difficulty)."""
    overall = pd.DataFrame([{"run": r.label, "source": r.source + (" ★ shipped weights" if r.weights else ""),
                             "tasks": str(r.meta.get("tasks", "")),
                             **{k: r.data["overall"][k] for k in OVERALL_COLUMNS if k in r.data["overall"]},
                             "file": where(r)} for r in reports])
    by_db = pd.DataFrame([{"run": r.label, "db": db, **stats} for r in reports for db, stats in r.data["by_db"].items()])
    by_difficulty = pd.DataFrame([{"run": r.label, "difficulty": d, **stats}
                                  for r in reports for d, stats in r.data["by_difficulty"].items()])
    return overall, by_db, by_difficulty


def readable(frame: pd.DataFrame) -> pd.DataFrame:
    """The table as shown: shares as percentages ("5.0%"); the charts use the numbers."""
    shown = frame.copy()
    for column in SHARES:
        if column in shown:
            shown[column] = shown[column].map(lambda v: "" if pd.isna(v) else f"{v:.1%}")
    return shown


def report_note(reports: list[Report]) -> str:
    if not reports:
        return HOW_TO
    shipped = sum(r.source == "shipped" for r in reports)
    star = next((r for r in reports if r.weights), None)
    note = f"{len(reports)} report(s): {shipped} shipped, {len(reports) - shipped} from bench/ and runs/ (newest first)."
    if star is not None:
        note += (f" ★ The weights the app ships score **{star.accuracy:.1%}** of {star.n} held-out tasks "
                 f"({star.label}, `{where(star)}`).")
    return note


def overall_figure(overall: pd.DataFrame):
    """Each report's accuracy, a bar a row: its name reads across (rotated under a bar it squashed the chart)."""
    return share_per_row_figure(overall, "run", "accuracy")


def build_results_tab(services: Services) -> None:
    with gr.Tab("Results", id="results", elem_id="tab-results") as tab:
        with gr.Row():
            tasks = gr.Dropdown(label="Task set (the charts and tables show the reports played on it)", choices=[],
                                scale=4, elem_id="results-task-set")
            refresh = gr.Button("Refresh", size="sm", scale=1, elem_id="results-refresh")
        note = gr.Markdown(elem_id="results-note")
        overall_chart = gr.Plot(label="Accuracy across models", elem_id="results-overall-chart")
        overall = gr.Dataframe(pd.DataFrame(), label="Overall", interactive=False, elem_id="results-overall")
        db_chart = gr.Plot(label="Accuracy per database", elem_id="results-db-chart")
        by_db = gr.Dataframe(pd.DataFrame(), label="Per database", interactive=False, elem_id="results-by-db")
        difficulty_chart = gr.Plot(label="Accuracy per difficulty", elem_id="results-difficulty-chart")
        by_difficulty = gr.Dataframe(pd.DataFrame(), label="Per difficulty", interactive=False,
                                     elem_id="results-by-difficulty")

        def load(chosen: str | None = None):
            reports = find_reports(services.results_dirs)
            if not reports:
                return {note: report_note(reports), overall: pd.DataFrame(), by_db: pd.DataFrame(),
                        by_difficulty: pd.DataFrame(), overall_chart: None, db_chart: None, difficulty_chart: None,
                        tasks: gr.update(choices=[], value=None)}
            sets = task_sets(reports)
            chosen = chosen if chosen in sets else sets[0]
            o, d, k = results_tables(on_task_set(reports, chosen))
            return {note: report_note(reports), overall: readable(o), by_db: readable(d), by_difficulty: readable(k),
                    overall_chart: overall_figure(o), db_chart: grouped_bar_figure(d, "db", "accuracy", "run"),
                    difficulty_chart: grouped_bar_figure(k, "difficulty", "accuracy", "run"),
                    tasks: gr.update(choices=sets, value=chosen)}

        outputs = [note, overall, by_db, by_difficulty, overall_chart, db_chart, difficulty_chart, tasks]
        refresh.click(load, [tasks], outputs, api_name="results_refresh")
        tasks.input(load, [tasks], outputs, api_name=False)  # a choice of the user's (not the one load sets)
        tab.select(load, [tasks], outputs, api_name=False)  # opening the tab draws the newest reports
