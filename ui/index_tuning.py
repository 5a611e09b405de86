"""The Index tuning tab: the LLM agent, the rule-based advisor and SQLite's ``.expert`` tune the same slow database
side by side — performance score over steps, cost per query before/after, EXPLAIN plans, indexes kept — live.

Each player's summary (score, workload wall time before → after and "× faster", indexes kept) and its per-query
table appear as soon as that player finishes; a line on top says what the best of them gained. A Stop button ends
every player at its next step. Layout and wiring only: the environment and the baselines live in
envs/index_tuning and agent/baselines.
"""

from __future__ import annotations

import html
import time
from pathlib import Path

import gradio as gr
import pandas as pd

from agent.charts import line_figure
from agent.kinds import COST_GUARD
from envs.databases.upload import UploadRejected, import_upload
from envs.index_tuning.scenarios import SCENARIOS, load_uploaded
from envs.index_tuning.spec import IndexAction
from ui.cancel import RUNS
from ui.services import INDEX_PLAYERS, PlayerRun, Services, stream_index_tuning
from ui.views import NOTHING_RAN, player_state

DONE = "DONE ✓"
UPLOADED = "uploaded database"  # the scenario choice that uses the Analyst-style upload below
PER_QUERY_COLUMNS = ["query", "SQL", "steps before", "steps after", "plan before", "plan after"]
PER_QUERY_WIDTHS = ["6%", "28%", "8%", "8%", "25%", "25%"]  # the short columns wide enough for their headers


def step_notes(steps) -> dict[int, str]:
    """Why a step looks odd: the cost guard's undo, or a pruning check (an index dropped to measure whether it pays
    for its size, and created again at the next step because it does)."""
    guard = {i for i, s in enumerate(steps) if (s.raw_text or "").startswith(f"[{COST_GUARD}]")}
    notes = {i: "cost guard: the change before did not pay, by the measured cost" for i in guard}
    actions = [IndexAction.parse(step.action) for step in steps]  # a step's action may be its text
    for i, (action, following) in enumerate(zip(actions, actions[1:])):
        if action.kind == "drop_index" and following.kind == "create_index" and i + 1 not in guard \
                and action.name in steps[i + 1].observation.metadata.get("created_indexes", []):
            notes[i] = "pruning check: dropped to measure whether it pays for its size"
            notes[i + 1] = "re-created: it pays for its size"
    return notes


def index_players_html(runs: dict[str, PlayerRun]) -> str:
    """Every player's live state: what it is doing (step n of N), its score and cost, its actions."""
    blocks = []
    for name, run in runs.items():
        episode = run.episode
        obs = episode.last if episode else None
        head = f"<b>{html.escape(run.label)}</b> — {html.escape(player_state(run))}"
        if run.message:
            head += f': <span class="player-error">{html.escape(run.message)}</span>'
        steps = episode.steps if episode else []
        notes = step_notes(steps)
        lines = [f"<li><code>{html.escape(str(s.action)[:160])}</code> {s.observation.reward:+.3f}"
                 + (f" <small>({notes[i]})</small>" if i in notes else "")
                 + (f' <span class="player-error">{html.escape(s.observation.error[:120])}</span>'
                    if s.observation.error else "")
                 + "</li>" for i, s in enumerate(steps)]
        score = f"score {obs.score:.0f}/100, cost {obs.cost:,} (start {obs.initial_cost:,})" if obs and obs.initial_cost else ""
        created = ", ".join(obs.metadata.get("created_indexes", [])) if obs else ""
        blocks.append(f'<div class="index-player" id="index-{name}-player" data-status="{run.status}">{head}<br>'
                      f"<small>{score}</small><br><small>indexes: {html.escape(created) or 'none'}</small>"
                      f"<ol>{''.join(lines)}</ol></div>")
    return '<div class="index-players">' + "".join(blocks) + "</div>"


def player_frame(run: PlayerRun) -> pd.DataFrame | None:
    """One row per workload query: its SQL, VM steps and EXPLAIN before → after (the rewrite's SQL after, when the
    player rewrote it); None until the player has finished."""
    episode = run.episode
    before, after = getattr(episode, "before", None) or {}, getattr(episode, "after", None) or {}
    if not run.finished or not before:
        return None
    rows = []
    for qid, b in before.items():
        a = after.get(qid, {})
        sql = b.get("sql", "") + (f" → {a['sql']}" if a.get("sql") not in (None, b.get("sql")) else "")
        rows.append({"query": qid, "SQL": " ".join(sql.split()), "steps before": b["steps"],
                     "steps after": a.get("steps"), "plan before": " / ".join(b["plan"]),
                     "plan after": " / ".join(a.get("plan", []))})
    return pd.DataFrame(rows, columns=PER_QUERY_COLUMNS)


def gain(run: PlayerRun) -> dict | None:
    """What a finished player achieved: score, wall time before/after and speed-up, VM steps, indexes kept."""
    if not run.finished or run.episode is None or not run.episode.steps:
        return None
    obs = run.episode.last
    wall = obs.metadata.get("wall") or {}
    return {"label": run.label, "score": obs.score, "cost": obs.cost, "initial_cost": obs.initial_cost,
            "before_ms": wall.get("before_ms"), "after_ms": wall.get("after_ms"), "speedup": wall.get("speedup"),
            "indexes": list(obs.metadata.get("created_indexes", [])), "rewrites": len(obs.metadata.get("rewrites", {}))}


def gain_text(g: dict) -> str:
    """"score 87/100 · workload 412.3 ms → 35.1 ms (11.7× faster) · VM steps 1,234 → 56 · 2 indexes kept: a, b"."""
    parts = [f"score {g['score']:.0f}/100"]
    if g["before_ms"] is not None and g["after_ms"] is not None:
        speed = (f"{g['speedup']:.3g}× faster" if g["speedup"] >= 1
                 else f"{1 / g['speedup']:.3g}× slower" if g["speedup"] > 0 else "not timed")
        parts.append(f"workload {g['before_ms']:,.1f} ms → {g['after_ms']:,.1f} ms ({speed})")
    parts.append(f"VM steps {g['initial_cost']:,} → {g['cost']:,}")
    kept = g["indexes"]
    parts.append(f"{len(kept)} index{'es' if len(kept) != 1 else ''} kept" + (f": {', '.join(kept)}" if kept else ""))
    if g["rewrites"]:
        parts.append(f"{g['rewrites']} query rewrite{'s' if g['rewrites'] != 1 else ''}")
    return " · ".join(parts)


def summary_line(runs: dict[str, PlayerRun]) -> str:
    """What the tuning gained so far, in one line (``best_line``)."""
    gains = [g for r in runs.values() if (g := gain(r)) is not None]
    return best_line(gains, waiting=sum(not r.finished for r in runs.values())) if gains else ""


def best_line(gains: list[dict], waiting: int = 0) -> str:
    """The best finished player (highest score, then lowest VM-step cost); players level on both are a tie (wall
    time is too noisy to split them)."""
    best = max(gains, key=lambda g: (g["score"], -g["cost"]))
    tied = [g["label"] for g in gains if (g["score"], g["cost"]) == (best["score"], best["cost"])]
    lead = f"Best so far ({waiting} still working)" if waiting else "Best"
    if len(tied) > 1:
        names = ", ".join(tied[:-1]) + " and " + tied[-1]
        return (f"**{lead}: a tie between {html.escape(names)}** (same score and VM-step cost) — "
                f"{html.escape(gain_text(best))}")
    return f"**{lead}: {html.escape(best['label'])}** — {html.escape(gain_text(best))}"


def score_figure(runs: dict[str, PlayerRun]):
    return line_figure({run.label: [0.0] + [s.observation.score for s in run.episode.steps]
                        for run in runs.values() if run.episode and run.episode.steps}, "step",
                       "performance score (0-100)")


def analyst_upload(uploads: dict | None, label: str | None) -> str | None:
    """The database uploaded in the Analyst tab this session: the one chosen there, else the latest (None: none)."""
    uploads = uploads or {}
    return uploads.get(label) or next(reversed(uploads.values()), None)


def build_index_tuning_tab(services: Services, analyst: tuple[gr.State, gr.Dropdown] | None = None) -> None:
    """The tab; ``analyst``: the Analyst tab's uploads and database choice ('uploaded database' falls back on them)."""
    with gr.Tab("Index tuning", id="index", elem_id="tab-index"):
        with gr.Row(elem_id="index-controls"):
            scenario = gr.Dropdown([*SCENARIOS, UPLOADED], value=next(iter(SCENARIOS)), label="Scenario",
                                   elem_id="index-scenario")
            database = gr.File(label="Database (.sqlite) for 'uploaded database' (else the Analyst tab's upload)",
                               file_types=[".sqlite", ".db", ".sqlite3"], elem_id="index-upload-db")
            workload = gr.File(label="Workload .sql (optional: else auto)", file_types=[".sql"],
                               elem_id="index-upload-workload")
        with gr.Row(elem_id="index-run-row"):
            run = gr.Button("Run index tuning", variant="primary", elem_id="index-run", scale=3)
            stop = gr.Button("Stop", variant="stop", visible=False, elem_id="index-stop", scale=1)
        status = gr.Textbox(label="Run status", interactive=False, visible=False, elem_id="index-status")
        summary = gr.Markdown("", elem_id="index-summary")
        players = gr.HTML("", elem_id="index-players")
        score = gr.Plot(label="Performance score over steps", visible=False, elem_id="index-score-plot")
        tables = {}
        with gr.Column(elem_id="index-per-query"):
            for name, _ in INDEX_PLAYERS:
                tables[name] = (gr.Markdown("", visible=False, elem_id=f"index-{name}-gain"),
                                gr.Dataframe(label="Cost per query (VM steps) and EXPLAIN, before → after",
                                             interactive=False, wrap=True, max_height=400, visible=False,
                                             column_widths=PER_QUERY_WIDTHS, elem_id=f"index-{name}-per-query"))
        table_outputs = [c for pair in tables.values() for c in pair]

        def do_run(choice: str, db_file, workload_file, uploads: dict | None = None, label: str | None = None,
                   request: gr.Request = None):
            try:
                if choice == UPLOADED:
                    if db_file:
                        private = import_upload(Path(db_file if isinstance(db_file, str) else db_file.name))
                    elif not (private := analyst_upload(uploads, label)):  # already a private copy
                        refused = f"⚠️ upload a database here or in the Analyst tab first · {NOTHING_RAN}"
                        yield {status: gr.update(value=refused, visible=True)}
                        return
                    chosen = load_uploaded(private, workload_file if workload_file else None)
                else:
                    chosen = SCENARIOS[choice]
            except Exception as error:  # a broken upload or workload: a message, never a crash
                said = f"Upload refused: {error}" if isinstance(error, UploadRejected) else \
                    f"{type(error).__name__}: {error}"
                yield {status: gr.update(value=f"⚠️ {said} · {NOTHING_RAN}", visible=True)}
                return
            started = time.perf_counter()
            with RUNS.run("index", getattr(request, "session_hash", None)) as cancel:
                yield {status: gr.update(value=f"starting {chosen.id}…", visible=True), players: "", summary: "",
                       score: gr.update(visible=False), stop: gr.update(visible=True, value="Stop", interactive=True),
                       **{c: gr.update(visible=False) for c in table_outputs}}
                shown, steps_drawn = set(), -1
                runs = {}
                for runs in stream_index_tuning(services, chosen, services.index_agent_factory, cancel=cancel):
                    line = " · ".join(f"{r.label}: {player_state(r)}" for r in runs.values())
                    line += f" · {time.perf_counter() - started:.1f} s"
                    finished = all(r.finished for r in runs.values())
                    update = {status: f"{line} · {DONE}" if finished else line, players: index_players_html(runs)}
                    steps_now = sum(len(r.episode.steps) for r in runs.values() if r.episode)
                    if steps_now != steps_drawn:  # redraw the plot only when a step was taken
                        steps_drawn = steps_now
                        figure = score_figure(runs)
                        update[score] = gr.update(value=figure, visible=figure is not None)
                    for name, run_ in runs.items():
                        if run_.finished and name not in shown:  # this player's table, as soon as it is done
                            shown.add(name)
                            update.update(player_tables(name, run_))
                            update[summary] = summary_line(runs)
                    yield update
            # every finished player's table once more at the end: a busy page may miss an earlier update
            final = {k: v for name, run_ in runs.items() if run_.finished for k, v in player_tables(name, run_).items()}
            yield {stop: gr.update(visible=False), **final, **({summary: summary_line(runs)} if final else {})}

        def player_tables(name: str, run_: PlayerRun) -> dict:
            """A finished player's gain line and per-query table."""
            g, frame = gain(run_), player_frame(run_)
            heading, table = tables[name]
            text = html.escape(gain_text(g)) if g else player_state(run_)
            return {heading: gr.update(value=f"**{html.escape(run_.label)}** — {text}", visible=True),
                    table: gr.update(value=frame, visible=frame is not None)}

        def do_stop(request: gr.Request):
            RUNS.stop("index", getattr(request, "session_hash", None))
            return {stop: gr.update(value="Stopping…", interactive=False)}

        # a file dropped in picks the scenario that uses it (else the run would tune the built-in one, unasked)
        database.upload(lambda _file: gr.update(value=UPLOADED), [database], [scenario], queue=False)
        run.click(do_run, [scenario, database, workload, *(analyst or ())],
                  [status, summary, players, score, stop, *table_outputs], api_name="index_run", concurrency_limit=2)
        stop.click(do_stop, None, [stop], api_name="index_stop", queue=False)
