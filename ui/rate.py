"""The Rate tab: blind A/B between the LLM agent and the baseline on the same question, a vote, the names revealed
after it, and a leaderboard (win rates with 95% intervals, Bradley–Terry and Elo) that lives in the ratings store.

Layout and wiring only: the store is agent.ratings, the statistics agent.leaderboard, the episodes ui.services.
"""

from __future__ import annotations

import random
from pathlib import Path

import gradio as gr
import pandas as pd

from agent.leaderboard import leaderboard
from agent.ratings import Rating, hash_session, trace_of
from envs.analyst.tasks import DIFFICULTIES, select_tasks
from envs.databases import BUILTIN_DATABASES, cache_dir
from ui.analyst import task_from_state, task_to_state
from ui.services import Services, arena_options, default_opponent
from ui.views import answer_card, steps_html

READY = "READY TO VOTE"  # the matchup status ends with this once both answers are in
ANY_DB = "any"
VOTES = {"a": "A is better", "b": "B is better", "tie": "Tie", "both_bad": "Both are bad"}
EXPORT_NAME = "preference_pairs"  # each export overwrites <export_dir()>/preference_pairs.<jsonl|parquet>
LEADERBOARD_COLUMNS = ["difficulty", "policy", "games", "wins", "ties", "losses", "win_rate", "ci_low", "ci_high",
                       "bt_score", "elo"]


def export_dir() -> Path:
    """The one folder rating exports are written to, each export overwriting the last: <cache>/exports.
    app.py lets Gradio serve files from it (it holds nothing else)."""
    folder = cache_dir() / "exports"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def leaderboard_frame(services: Services) -> pd.DataFrame:
    return pd.DataFrame(leaderboard(services.ratings.records("pairwise")), columns=LEADERBOARD_COLUMNS)


def pick_matchup_task(db: str, difficulty: str, rng: random.Random):
    pool = select_tasks("all", difficulty=difficulty, db=None if db == ANY_DB else db)
    return rng.choice(pool) if pool else None


def reveal_text(matchup: dict, vote: str) -> str:
    a, b = matchup["order"]
    labels = matchup["labels"]
    return (f"Recorded: **{VOTES[vote]}**. A was **{labels[a]}** and B was **{labels[b]}**."
            + (f"  \nGold check — A: {matchup['verdicts'][a]} · B: {matchup['verdicts'][b]}"
               if any(matchup["verdicts"].values()) else ""))


def build_rate_tab(services: Services) -> None:
    with gr.Tab("Rate", id="rate", elem_id="tab-rate"):
        matchup_state = gr.State(None)
        gr.Markdown("Two players answer the same question; you see them as **A** and **B** in random order. "
                    "Vote, and the names are revealed.", elem_id="rate-intro")
        with gr.Row(elem_id="rate-controls"):
            database = gr.Dropdown([ANY_DB, *BUILTIN_DATABASES], value=ANY_DB, label="Database", elem_id="rate-db")
            difficulty = gr.Radio(list(DIFFICULTIES), value="easy", label="Difficulty", elem_id="rate-difficulty")
            opponent = gr.Dropdown([(label, key) for key, label in arena_options()], value=default_opponent(),
                                   label="The trained agent against", elem_id="rate-opponent", interactive=True)
            new = gr.Button("New matchup", variant="primary", elem_id="rate-new")
        question = gr.Markdown("", elem_id="rate-question")
        status = gr.Textbox(label="Matchup status", interactive=False, elem_id="rate-status")
        sides = {}
        with gr.Row(elem_id="rate-sides"):
            for side in ("a", "b"):
                with gr.Column(elem_id=f"rate-{side}-column"):
                    parts = sides[side] = {}
                    gr.Markdown(f"### {side.upper()}", elem_id=f"rate-{side}-heading")
                    parts["answer"] = gr.Markdown("", elem_id=f"rate-{side}-answer")
                    parts["frame"] = gr.Dataframe(pd.DataFrame(), label="Result", interactive=False, max_height=220,
                                                  elem_id=f"rate-{side}-table")
                    parts["sql"] = gr.Code("", language="sql", label="SQL", elem_id=f"rate-{side}-sql")
                    with gr.Accordion("Steps", open=False, elem_id=f"rate-{side}-steps-accordion"):
                        parts["steps"] = gr.HTML("", elem_id=f"rate-{side}-steps")
        with gr.Row(elem_id="rate-votes"):
            buttons = {vote: gr.Button(text, interactive=False, elem_id=f"rate-vote-{vote.replace('_', '-')}")
                       for vote, text in VOTES.items()}
        comment = gr.Textbox(label="Comment (optional)", lines=1, elem_id="rate-comment")
        reveal = gr.Markdown("", elem_id="rate-reveal")
        gr.Markdown("### Leaderboard", elem_id="rate-leaderboard-heading")
        board = gr.Dataframe(lambda: leaderboard_frame(services), interactive=False, elem_id="rate-leaderboard")
        with gr.Row(elem_id="rate-export-row"):
            export_jsonl = gr.Button("Export preference pairs (JSONL)", size="sm", elem_id="rate-export-jsonl")
            export_parquet = gr.Button("Export preference pairs (Parquet)", size="sm", elem_id="rate-export-parquet")
        export_file = gr.File(label="Export", interactive=False, elem_id="rate-export-file")

        side_outputs = [p[k] for p in sides.values() for k in ("answer", "frame", "sql", "steps")]
        disabled = {b: gr.update(interactive=False) for b in buttons.values()}

        def new_matchup(db: str, level: str, against: str | None = None):
            rng = random.Random()
            task = pick_matchup_task(db, level, rng)
            if task is None:
                yield {status: f"No {level} question for {db}. · {READY}", matchup_state: None, **disabled}
                return
            try:
                players = services.arena_players(against)
            except ValueError as error:  # an endpoint chosen, then unconfigured
                yield {status: f"{error} · {READY}", matchup_state: None, **disabled}
                return
            order = [p.name for p in players]
            rng.shuffle(order)
            blank = {p[k]: v for p in sides.values() for k, v in (("answer", ""), ("frame", pd.DataFrame()),
                                                                   ("sql", ""), ("steps", ""))}
            yield {question: f"**Question** ({task.db}, {task.difficulty}): {task.question}", reveal: "",
                   comment: "", status: "both players are working…", matchup_state: None, **blank, **disabled}
            runs = {}
            for runs in services.stream_analyst(task, players):
                anonymous = " · ".join(f"{side.upper()}: {runs[name].status}"
                                       + (f" ({len(runs[name].episode.steps)} steps)" if runs[name].episode else "")
                                       for side, name in zip("ab", order))
                yield {status: anonymous}
            unavailable = [r for r in runs.values() if r.status in ("unavailable", "failed")]
            if unavailable:
                reasons = "; ".join(f"{r.label}: {r.message}" for r in unavailable)
                yield {status: f"agent unavailable — nothing to compare ({reasons}) · {READY}", **disabled}
                return
            update = {}
            for side, name in zip("ab", order):
                run, parts = runs[name], sides[side]
                card = answer_card(run)
                anonymous_run = type(run)(**{**vars(run), "label": side.upper(), "model_id": None})
                update.update({parts["answer"]: card["answer"], parts["frame"]: card["frame"],
                               parts["sql"]: card["sql"], parts["steps"]: steps_html(anonymous_run, f"rate-{side}")})
            matchup = {
                "task": task_to_state(task), "order": order,
                "labels": {n: r.label for n, r in runs.items()},
                "models": {n: r.model_id for n, r in runs.items()},
                "traces": {n: trace_of(r.episode) for n, r in runs.items()},
                "verdicts": {n: answer_card(r)["verdict"] for n, r in runs.items()},
            }
            yield {**update, matchup_state: matchup, status: f"both answered · {READY}",
                   **{b: gr.update(interactive=True) for b in buttons.values()}}

        def make_vote(vote: str):
            def cast(matchup: dict | None, text: str, request: gr.Request):
                if not matchup:
                    return {reveal: "Start a matchup first."}
                a, b = matchup["order"]
                task = task_from_state(matchup["task"])
                services.ratings.add(Rating(
                    kind="pairwise", vote=vote, policy_a=a, policy_b=b, question=task.question, db=task.db,
                    difficulty=task.difficulty, task_id=task.task_id, model_a=matchup["models"][a],
                    model_b=matchup["models"][b], trace_a=matchup["traces"][a], trace_b=matchup["traces"][b],
                    comment=text, session_hash=hash_session(getattr(request, "session_hash", None)),
                ))
                return {reveal: reveal_text(matchup, vote), matchup_state: None, board: leaderboard_frame(services),
                        **disabled}
            return cast

        def export(suffix: str):
            def run():
                return str(services.ratings.export_pairs(export_dir() / f"{EXPORT_NAME}{suffix}"))
            return run

        new.click(new_matchup, [database, difficulty, opponent],
                  [question, reveal, comment, status, matchup_state, *side_outputs, *buttons.values()],
                  api_name="rate_new", concurrency_limit=4)
        for vote, button in buttons.items():
            button.click(make_vote(vote), [matchup_state, comment], [reveal, matchup_state, board, *buttons.values()],
                         api_name=f"rate_vote_{vote}")
        export_jsonl.click(export(".jsonl"), None, export_file, api_name="rate_export_jsonl")
        export_parquet.click(export(".parquet"), None, export_file, api_name="rate_export_parquet")
