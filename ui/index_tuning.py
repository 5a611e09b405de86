"""The Index tuning tab: the LLM agent, the rule-based advisor and SQLite's ``.expert`` tune the same slow database
side by side — performance score over steps, cost per query before/after, EXPLAIN plans, indexes created — live.

Layout and wiring only: the environment and the baselines live in envs/index_tuning and agent/baselines.
"""

from __future__ import annotations

import html
from pathlib import Path

import gradio as gr
import pandas as pd

from agent.charts import line_figure
from envs.index_tuning.scenarios import SCENARIOS, load_uploaded
from ui.services import Services, stream_index_tuning
from ui.views import STATUS_TEXT

DONE = "DONE ✓"
UPLOADED = "uploaded database"  # the scenario choice that uses the Analyst-style upload below


def index_players_html(runs) -> str:
    blocks = []
    for name, run in runs.items():
        episode = run.episode
        obs = episode.last if episode else None
        head = f"<b>{html.escape(run.label)}</b> — {STATUS_TEXT[run.status]}"
        if run.message:
            head += f': <span class="player-error">{html.escape(run.message)}</span>'
        lines = [f"<li><code>{html.escape(str(s.action)[:160])}</code> {s.observation.reward:+.3f}"
                 + (f' <span class="player-error">{html.escape(s.observation.error[:120])}</span>' if s.observation.error else "")
                 + "</li>" for s in (episode.steps if episode else [])]
        score = f"score {obs.score:.0f}/100, cost {obs.cost:,} (start {obs.initial_cost:,})" if obs and obs.initial_cost else ""
        created = ", ".join(obs.metadata.get("created_indexes", [])) if obs else ""
        blocks.append(f'<div class="index-player" id="index-{name}-player" data-status="{run.status}">{head}<br>'
                      f"<small>{score}</small><br><small>indexes: {html.escape(created) or 'none'}</small>"
                      f"<ol>{''.join(lines)}</ol></div>")
    return '<div class="index-players">' + "".join(blocks) + "</div>"


def per_query_frame(runs) -> pd.DataFrame:
    rows = []
    for run in runs.values():
        episode = run.episode
        before, after = getattr(episode, "before", None) or {}, getattr(episode, "after", None) or {}
        for qid, b in before.items():
            a = after.get(qid, {})
            rows.append({"player": run.label, "query": qid, "steps before": b["steps"], "steps after": a.get("steps"),
                         "plan before": " / ".join(b["plan"]), "plan after": " / ".join(a.get("plan", []))})
    return pd.DataFrame(rows)


def score_figure(runs):
    return line_figure({run.label: [0.0] + [s.observation.score for s in run.episode.steps]
                        for run in runs.values() if run.episode}, "step", "performance score (0-100)")


def build_index_tuning_tab(services: Services) -> None:
    with gr.Tab("Index tuning", id="index", elem_id="tab-index"):
        with gr.Row(elem_id="index-controls"):
            scenario = gr.Dropdown([*SCENARIOS, UPLOADED], value=next(iter(SCENARIOS)), label="Scenario",
                                   elem_id="index-scenario")
            database = gr.File(label="Database (.sqlite) for 'uploaded database'", file_types=[".sqlite", ".db", ".sqlite3"],
                               elem_id="index-upload-db")
            workload = gr.File(label="Workload .sql (optional: else auto)", file_types=[".sql"],
                               elem_id="index-upload-workload")
        run = gr.Button("Run index tuning", variant="primary", elem_id="index-run")
        status = gr.Textbox(label="Run status", interactive=False, elem_id="index-status")
        players = gr.HTML("", elem_id="index-players")
        score = gr.Plot(label="Performance score over steps", elem_id="index-score-plot")
        per_query = gr.Dataframe(pd.DataFrame(), label="Cost per query (VM steps) and EXPLAIN, before → after",
                                 interactive=False, wrap=True, max_height=400, elem_id="index-per-query")

        def do_run(choice: str, db_file, workload_file):
            try:
                if choice == UPLOADED:
                    if not db_file:
                        yield {status: f"⚠️ upload a database first · {DONE}"}
                        return
                    from envs.databases.upload import import_upload

                    private = import_upload(Path(db_file if isinstance(db_file, str) else db_file.name))
                    chosen = load_uploaded(private, workload_file if workload_file else None)
                else:
                    chosen = SCENARIOS[choice]
            except Exception as error:  # a broken upload or workload: a message, never a crash
                yield {status: f"⚠️ {type(error).__name__}: {error} · {DONE}"}
                return
            yield {status: f"running {chosen.id}…", players: "", per_query: pd.DataFrame(), score: None}
            for runs in stream_index_tuning(services, chosen, services.index_agent_factory):
                finished = all(r.finished for r in runs.values())
                line = " · ".join(f"{r.label}: {STATUS_TEXT[r.status]}" for r in runs.values())
                update = {status: f"{line} · {DONE}" if finished else line, players: index_players_html(runs),
                          score: score_figure(runs)}
                if finished:
                    update[per_query] = per_query_frame(runs)
                yield update

        run.click(do_run, [scenario, database, workload], [status, players, score, per_query],
                  api_name="index_run", concurrency_limit=2)
