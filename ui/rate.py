"""The Rate tab: blind A/B between the LLM agent and the baseline on the same question, a vote, the names revealed
after it, and a leaderboard (win rates with 95% intervals, Bradley–Terry and Elo) that lives in the ratings store.

Layout and wiring only: the store is agent.ratings, the statistics agent.leaderboard, the episodes ui.services.
"""

from __future__ import annotations

import random
import time
from pathlib import Path

import gradio as gr
import pandas as pd

from agent.leaderboard import leaderboard
from agent.ratings import Rating, hash_session, trace_of
from envs.analyst.tasks import DIFFICULTIES, select_tasks
from envs.databases import BUILTIN_DATABASES, cache_dir
from ui.analyst import task_from_state, task_to_state
from ui.blind import SIDES, blind_cards, reveal_steps, waiting_line
from ui.cancel import RUNS
from ui.panels import blank_card, card_components, card_update
from ui.services import Services, arena_options, default_opponent, policy_name
from ui.views import verdict_text

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
    frame = pd.DataFrame(leaderboard(services.ratings.records("pairwise")), columns=LEADERBOARD_COLUMNS)
    frame["policy"] = frame["policy"].map(policy_name)
    return frame


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
        matchup_state = gr.State(None)  # server-side: the names stay off the page until the vote
        gr.Markdown("Two players answer the same question; you see them as **A** and **B** in random order, "
                    "both at once when both are done, in the same format. Vote, and the names are revealed.",
                    elem_id="rate-intro")
        with gr.Row(elem_id="rate-controls"):
            database = gr.Dropdown([ANY_DB, *BUILTIN_DATABASES], value=ANY_DB, label="Database", elem_id="rate-db")
            difficulty = gr.Radio(list(DIFFICULTIES), value="easy", label="Difficulty", elem_id="rate-difficulty")
            opponent = gr.Dropdown([(label, key) for key, label in arena_options()], value=default_opponent(),
                                   label="The trained agent against", elem_id="rate-opponent", interactive=True)
            new = gr.Button("New matchup", variant="primary", elem_id="rate-new")
            stop = gr.Button("Stop", variant="stop", visible=False, elem_id="rate-stop")
        question = gr.Markdown("", elem_id="rate-question")
        status = gr.Textbox(label="Matchup status", interactive=False, visible=False, elem_id="rate-status")
        sides, steps = {}, {}
        with gr.Row(visible=False, elem_id="rate-sides") as sides_row:
            for side in SIDES:
                with gr.Column(elem_id=f"rate-{side}-column"):
                    gr.Markdown(f"### {side.upper()}", elem_id=f"rate-{side}-heading")
                    sides[side] = card_components(f"rate-{side}", steps=False, thumbs=False)
                    with gr.Accordion("Steps", open=False, visible=False,
                                      elem_id=f"rate-{side}-steps-accordion") as accordion:
                        steps[side] = (accordion, gr.HTML("", elem_id=f"rate-{side}-steps"))
        with gr.Row(visible=False, elem_id="rate-votes") as votes_row:
            buttons = {vote: gr.Button(text, elem_id=f"rate-vote-{vote.replace('_', '-')}")
                       for vote, text in VOTES.items()}
        comment = gr.Textbox(label="Comment (optional)", lines=1, visible=False, elem_id="rate-comment")
        reveal = gr.Markdown("", elem_id="rate-reveal")
        gr.Markdown("### Leaderboard", elem_id="rate-leaderboard-heading")
        board = gr.Dataframe(lambda: leaderboard_frame(services), interactive=False, elem_id="rate-leaderboard")
        with gr.Row(elem_id="rate-export-row"):
            export_jsonl = gr.Button("Export preference pairs (JSONL)", size="sm", elem_id="rate-export-jsonl")
            export_parquet = gr.Button("Export preference pairs (Parquet)", size="sm", elem_id="rate-export-parquet")
        export_file = gr.File(label="Export", interactive=False, visible=False, elem_id="rate-export-file")

        card_outputs = [c[k] for c in sides.values() for k in ("box", "answer", "verdict", "frame", "chart", "sql")]
        step_outputs = [component for pair in steps.values() for component in pair]
        voting_off = {votes_row: gr.update(visible=False), comment: gr.update(visible=False)}

        def new_matchup(db: str, level: str, against: str | None = None, request: gr.Request = None):
            rng = random.Random()
            task = pick_matchup_task(db, level, rng)
            hidden = {sides_row: gr.update(visible=False), stop: gr.update(visible=False), **voting_off}
            if task is None:
                yield {status: gr.update(value=f"No {level} question for {db}. · {READY}", visible=True),
                       matchup_state: None, **hidden}
                return
            try:
                players = services.arena_players(against)
            except ValueError as error:  # an endpoint chosen, then unconfigured
                yield {status: gr.update(value=f"{error} · {READY}", visible=True), matchup_state: None, **hidden}
                return
            order = [p.name for p in players]
            rng.shuffle(order)
            started = time.perf_counter()
            with RUNS.run("rate", getattr(request, "session_hash", None)) as cancel:
                yield {question: f"**Question** ({task.db}, {task.difficulty}): {task.question}", reveal: "",
                       comment: "", status: gr.update(value=waiting_line({}, 0.0), visible=True),
                       matchup_state: None, **hidden, stop: gr.update(visible=True, value="Stop", interactive=True),
                       **{accordion: gr.update(visible=False) for accordion, _ in steps.values()},
                       **{k: v for card in sides.values() for k, v in blank_card(card).items()}}
                runs = {}
                for runs in services.stream_analyst(task, players, cancel=cancel):
                    yield {status: waiting_line(runs, time.perf_counter() - started)}  # the same line for A and B
            ended = {stop: gr.update(visible=False)}
            if any(r.status == "stopped" for r in runs.values()):
                yield {**ended, status: f"Stopped before both answers were in: nothing to compare. · {READY}"}
                return
            unavailable = [r for r in runs.values() if r.status in ("unavailable", "failed")]
            if unavailable:
                reasons = "; ".join(f"{r.label}: {r.message}" for r in unavailable)
                yield {**ended, status: f"agent unavailable — nothing to compare ({reasons}) · {READY}"}
                return
            cards = blind_cards([runs[name] for name in order], task.question)
            update = {k: v for side, parts in zip(SIDES, cards) for k, v in card_update(sides[side], parts).items()}
            matchup = {
                "task": task_to_state(task), "order": order,
                "labels": {n: r.label for n, r in runs.items()},
                "models": {n: r.model_id for n, r in runs.items()},
                "traces": {n: trace_of(r.episode) for n, r in runs.items()},
                "verdicts": {n: verdict_text(r, task.question) for n, r in runs.items()},  # not a second card each
                "steps": reveal_steps(runs, order),
            }
            yield {**update, **ended, sides_row: gr.update(visible=True), matchup_state: matchup,
                   status: f"Both answers are in · {READY}", votes_row: gr.update(visible=True),
                   comment: gr.update(visible=True)}

        def stop_matchup(request: gr.Request):
            RUNS.stop("rate", getattr(request, "session_hash", None))
            return {stop: gr.update(value="Stopping…", interactive=False)}

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
                shown = {}
                for side, html_text in zip(SIDES, matchup["steps"]):
                    accordion, listing = steps[side]
                    shown.update({accordion: gr.update(visible=True), listing: html_text})
                return {reveal: reveal_text(matchup, vote), matchup_state: None, board: leaderboard_frame(services),
                        **voting_off, **shown}
            return cast

        def export(suffix: str):
            def run():
                return str(services.ratings.export_pairs(export_dir() / f"{EXPORT_NAME}{suffix}"))
            return run

        new.click(new_matchup, [database, difficulty, opponent],
                  [question, reveal, comment, status, matchup_state, stop, sides_row, votes_row, *card_outputs,
                   *step_outputs],
                  api_name="rate_new", concurrency_limit=4)
        stop.click(stop_matchup, None, [stop], api_name="rate_stop", queue=False)
        for vote, button in buttons.items():
            button.click(make_vote(vote), [matchup_state, comment],
                         [reveal, matchup_state, board, votes_row, comment, *step_outputs],
                         api_name=f"rate_vote_{vote}")
        for button, suffix in ((export_jsonl, ".jsonl"), (export_parquet, ".parquet")):  # the API returns the path
            button.click(export(suffix), None, export_file, api_name=f"rate_export_{suffix[1:]}").then(
                lambda: gr.update(visible=True), None, export_file, api_visibility="private")
