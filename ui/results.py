"""The Results tab: the latest eval reports (``python -m agent.evaluate ... --json FILE``) as tables and charts.

Reports are found under the services' results folders (assets/results/ and runs/ by default); each file is one
run (baseline, base model, trained adapter ...), named by its file stem. Layout and wiring only.
"""

from __future__ import annotations

import json
from pathlib import Path

import gradio as gr
import pandas as pd

from agent.charts import grouped_bar_figure
from ui.services import Services

HOW_TO = ("No eval reports found yet. Produce them with the eval CLI, e.g.\n\n"
          "```bash\nmkdir -p runs\n"
          "python -m agent.evaluate --env analyst --policy baseline --split heldout --json runs/baseline.json\n"
          "python -m agent.evaluate --env analyst --policy llm --adapter none --limit 20 --json runs/base-model.json\n"
          "python -m agent.evaluate --env analyst --policy llm --limit 20 --json runs/trained-adapter.json\n```\n\n"
          "then press Refresh.")
MAX_REPORTS = 12  # newest reports shown; older ones stay on disk


def find_reports(folders) -> list[tuple[str, dict]]:
    """(run name, report) for every analyst eval JSON under ``folders``, newest first."""
    files = [p for folder in folders if Path(folder).is_dir() for p in Path(folder).rglob("*.json")]
    reports = []
    for path in sorted(files, key=lambda p: p.stat().st_mtime, reverse=True):
        try:
            data = json.loads(path.read_text())
        except (OSError, ValueError):
            continue
        if isinstance(data, dict) and {"overall", "by_db", "by_difficulty"} <= data.keys():
            reports.append((path.stem, data))
    return reports[:MAX_REPORTS]


def results_tables(reports) -> tuple[pd.DataFrame, pd.DataFrame, pd.DataFrame]:
    overall = pd.DataFrame([{"run": name, **{k: v for k, v in r["overall"].items() if not isinstance(v, (dict, list))}}
                            for name, r in reports])
    by_db = pd.DataFrame([{"run": name, "db": db, **s} for name, r in reports for db, s in r["by_db"].items()])
    by_difficulty = pd.DataFrame([{"run": name, "difficulty": d, **s}
                                  for name, r in reports for d, s in r["by_difficulty"].items()])
    return overall, by_db, by_difficulty


def report_note(reports) -> str:
    if not reports:
        return HOW_TO
    return f"{len(reports)} report(s), newest first: {', '.join(n for n, _ in reports)}."


def build_results_tab(services: Services) -> None:
    with gr.Tab("Results", id="results", elem_id="tab-results") as tab:
        refresh = gr.Button("Refresh", size="sm", elem_id="results-refresh")
        note = gr.Markdown(lambda: report_note(find_reports(services.results_dirs)), elem_id="results-note")
        overall = gr.Dataframe(pd.DataFrame(), label="Overall", interactive=False, elem_id="results-overall")
        db_chart = gr.Plot(label="Accuracy per database", elem_id="results-db-chart")
        by_db = gr.Dataframe(pd.DataFrame(), label="Per database", interactive=False, elem_id="results-by-db")
        difficulty_chart = gr.Plot(label="Accuracy per difficulty", elem_id="results-difficulty-chart")
        by_difficulty = gr.Dataframe(pd.DataFrame(), label="Per difficulty", interactive=False,
                                     elem_id="results-by-difficulty")

        def load():
            reports = find_reports(services.results_dirs)
            if not reports:
                return {note: report_note(reports), overall: pd.DataFrame(), by_db: pd.DataFrame(), by_difficulty: pd.DataFrame(),
                        db_chart: None, difficulty_chart: None}
            o, d, k = results_tables(reports)
            return {note: report_note(reports), overall: o, by_db: d,
                    by_difficulty: k, db_chart: grouped_bar_figure(d, "db", "accuracy", "run"),
                    difficulty_chart: grouped_bar_figure(k, "difficulty", "accuracy", "run")}

        outputs = [note, overall, by_db, by_difficulty, db_chart, difficulty_chart]
        refresh.click(load, None, outputs, api_name="results_refresh")
        tab.select(load, None, outputs, api_name=False)  # opening the tab draws the newest reports
