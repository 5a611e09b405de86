"""The Analyst tab: pick or upload a database, see its schema, get a question (or ask your own), and watch the LLM
agent and the rule-based baseline answer it side by side, live, with answer cards and the reward trace.

Layout and wiring only: schemas come from envs.analyst.schema, questions from the gold task bank or
envs.analyst.generate, episodes from agent.rollout (through ui.services), charts from agent.charts.
"""

from __future__ import annotations

import hashlib
import random
import re
import sqlite3
import time
from pathlib import Path

import gradio as gr
import pandas as pd

from agent.ratings import Rating, hash_session, trace_of
from envs.analyst.generate import generate_tasks
from envs.analyst.glossary import MAX_GLOSSARY_CHARS, glossary_file, read_glossary
from envs.analyst.schema import schema_of
from envs.analyst.tasks import DIFFICULTIES, Task, select_tasks
from envs.databases import BUILTIN_DATABASES, builder, database_path
from envs.databases.upload import UploadRejected, import_csv_files, import_upload
from envs.words import count_noun
from ui.cancel import RUNS
from ui.panels import CARD_PARTS, THUMBS, blank_card, card_components, panel_update, reward_figure, thumbs_pressed
from ui.services import AGENT, BASELINE, Services, agent_options
from ui.views import NOTHING_RAN, reward_rows, run_status

DONE = "DONE"  # the run status ends with this once every player has finished (tests and the bench wait for it; no
# tick: each player's own outcome says whether it answered, and nothing here says an answer is right)
UPLOAD_PREFIX = "upload: "  # dropdown labels of uploaded databases
DEFAULT_DB = "kennel"
OWN = "own"  # difficulty label of a user's own question (no gold answer)
MAX_QUESTION_CHARS = 1_000  # a longer question is refused with a message (the longest gold one: 193)
# A request to change the data ("Delete all cancelled appointments"), refused before either player runs
WRITE_REQUEST = re.compile(r"(please\s+|can you\s+|could you\s+)?(delete|remove|drop|truncate|update|insert|erase|"
                           r"wipe|purge|rename|alter|overwrite)\b", re.IGNORECASE)
UPLOAD_TYPES = [".sqlite", ".db", ".sqlite3", ".csv", ".txt"]  # .txt: the database's glossary, beside it
SIDES = ((AGENT, "agent"), (BASELINE, "baseline"))  # player name -> elem_id prefix part
SIDE_ORDER = tuple(name for name, _ in SIDES)
GLOSSARY_HELP = ("Your words for this database's tables, columns, values and figures, one entry a line, e.g. "
                 "`website, web shop: orders.channel = 'online'` · `wage: staff.hourly_rate` · `menu: menu_items` · "
                 "`revenue: order_items.quantity * products.price`. Both players see the entries a question uses.")


# ---------------------------------------------------------------- pure helpers (unit-tested)

def database_overview() -> pd.DataFrame:
    """The built-in databases: split, what they are, their tables and gold questions per difficulty."""
    rows = []
    for db in BUILTIN_DATABASES.values():
        schema = schema_of(database_path(db.name))
        tasks = select_tasks("all", db=db.name)
        rows.append({
            "database": db.name, "split": db.split, "about": builder(db.name).TITLE,
            "tables": ", ".join(f"{t.name} ({t.row_count:,})" for t in schema.tables.values()),
            **{d: sum(t.difficulty == d for t in tasks) for d in DIFFICULTIES},
        })
    return pd.DataFrame(rows)


def db_path_for(label: str, uploads: dict[str, str]) -> Path:
    if label in uploads:
        return Path(uploads[label])
    if label in BUILTIN_DATABASES:
        return database_path(label)
    raise KeyError(f"unknown database {label!r}")


def schema_frame(path: Path) -> pd.DataFrame:
    """One row per column: table, row count, column, type, primary key, foreign key target."""
    rows = []
    for table in schema_of(path).tables.values():
        for c in table.columns:
            rows.append({"table": table.name, "rows": table.row_count, "column": c.name, "type": c.type or "ANY",
                         "key": "PK" if c.primary_key else "", "references": c.references or ""})
    return pd.DataFrame(rows, columns=["table", "rows", "column", "type", "key", "references"])


def schema_summary(label: str, path: Path) -> str:
    schema = schema_of(path)
    fks = [f"{t.name}.{c.name} → {c.references}" for t in schema.tables.values() for c in t.columns if c.references]
    tables = ", ".join(f"**{t.name}** ({t.row_count:,} rows)" for t in schema.tables.values())
    text = f"**{label}** — {count_noun(len(schema.tables), 'table')}: {tables}"
    return text + (f"\n\nForeign keys: {'; '.join(fks)}" if fks else "\n\nNo foreign keys declared.")


def task_to_state(task: Task) -> dict:
    return {"task_id": task.task_id, "db": task.db, "question": task.question, "gold_sql": task.gold_sql,
            "difficulty": task.difficulty, "split": task.split, "db_path": str(task.db_path) if task.db_path else None}


def task_from_state(state: dict) -> Task:
    return Task(state["task_id"], state["db"], state["question"], state["gold_sql"], state["difficulty"],
                state["split"], Path(state["db_path"]) if state.get("db_path") else None)


def questions_for(label: str, uploads: dict[str, str]) -> list[Task]:
    """Gold tasks of a built-in database, or verified generated questions for an upload."""
    if label in uploads:
        return generate_tasks(uploads[label], db=label.removeprefix(UPLOAD_PREFIX))
    return select_tasks("all", db=label)


def pick_question(label: str, difficulty: str, uploads: dict[str, str], rng: random.Random) -> Task | None:
    pool = [t for t in questions_for(label, uploads) if t.difficulty == difficulty]
    return rng.choice(pool) if pool else None


def task_for_run(question: str, task_state: dict | None, label: str, uploads: dict[str, str]) -> Task:
    """The chosen gold/generated task if the question is unchanged, else the user's own question (no gold)."""
    question = (question or "").strip()
    if not question:
        raise ValueError("type a question or press New question first")
    if len(question) > MAX_QUESTION_CHARS:  # the players read a question, not a document
        raise ValueError(f"the question is {len(question):,} characters long: ask it in at most "
                         f"{MAX_QUESTION_CHARS:,}")
    if WRITE_REQUEST.match(question):  # a player would quietly turn it into a question ("delete ..." -> a count)
        raise ValueError("the database is read-only here: ask a question about its data (nothing is ever changed)")
    if task_state and task_state.get("question", "").strip() == question:
        return task_from_state(task_state)
    path = db_path_for(label, uploads)
    db = label.removeprefix(UPLOAD_PREFIX)
    digest = hashlib.sha1(question.encode()).hexdigest()[:8]  # stable across restarts, unlike hash()
    return Task(f"{db}/own-{digest}", db, question, None, OWN, OWN, path)


def split_glossary(paths: list[str]) -> tuple[list[str], str | None]:
    """The uploaded files apart from a glossary (one ``.txt`` file: envs.analyst.glossary's format), and its text."""
    texts = [p for p in paths if Path(p).suffix.lower() == ".txt"]
    if len(texts) > 1:
        raise UploadRejected("upload at most one glossary (.txt) with the database")
    if not texts:
        return paths, None
    with open(texts[0], encoding="utf-8", errors="replace") as file:
        return [p for p in paths if p not in texts], file.read(MAX_GLOSSARY_CHARS)


def import_files(paths: list[str]) -> tuple[str, Path]:
    """(label, private read-only path) for uploaded files: one SQLite file, or one or more CSV files."""
    paths = [Path(p) for p in paths]
    if not paths:
        raise UploadRejected("a glossary needs its database: upload the .sqlite file (or .csv files) with it")
    csvs = [p for p in paths if p.suffix.lower() == ".csv"]
    if csvs and len(csvs) == len(paths):
        path = import_csv_files(csvs)
        return UPLOAD_PREFIX + (csvs[0].stem if len(csvs) == 1 else f"{len(csvs)} CSV files"), path
    if len(paths) != 1:
        raise UploadRejected("upload one SQLite file, or CSV files only (one table per file)")
    return UPLOAD_PREFIX + paths[0].name, import_upload(paths[0], name=paths[0].name)


def glossary_of(label: str, uploads: dict[str, str]) -> str:
    """The glossary text a database comes with (a built-in database's own file; an upload starts with none)."""
    found = glossary_file(db_path_for(label, uploads), label)
    return found.read_text(encoding="utf-8", errors="replace") if found is not None else ""


def glossary_status(text: str, label: str, uploads: dict[str, str]) -> str:
    """How many entries of the box the database has, and why the others are left out."""
    if not (text or "").strip():
        return GLOSSARY_HELP
    try:
        glossary = read_glossary(text[:MAX_GLOSSARY_CHARS], db_path_for(label, uploads))
    except (KeyError, OSError, sqlite3.Error) as error:  # an unknown label, an upload gone or unreadable
        return f"⚠️ {error}"
    count = len(glossary.entries)
    lines = [f"✓ {count_noun(count, 'entry')} in use." if count else "No entry in use."]  # nothing to tick
    lines += [f"⚠️ left out: {problem}" for problem in glossary.problems[:8]]
    return "\n\n".join(lines)


def task_info(task: Task | None) -> str:
    if task is None:
        return ""
    if task.gold_sql is None:
        return "Your own question: there is no gold answer to check against."
    source = "generated question (verified gold SQL)" if task.split == "upload" else "gold question"
    return f"{source} `{task.task_id}` · {task.difficulty}"


def model_choices(services: Services) -> list[tuple[str, str]]:
    """(label, choice) entries of the agent's model dropdown; the trained one names ``services.adapter_id``'s
    adapter (the shipped one until the Train tab hands another over)."""
    return [(label, key) for key, label in agent_options(services.adapter_id)]


# ---------------------------------------------------------------- the tab

def build_analyst_tab(services: Services) -> tuple[gr.State, gr.Dropdown]:
    """The tab; returns its session's uploads (label -> private copy) and its database choice, which the Index
    tuning tab reads so that a database uploaded here can be tuned there without a second upload."""
    initial_path = database_path(DEFAULT_DB)
    with gr.Tab("Analyst", id="analyst", elem_id="tab-analyst") as tab:
        uploads = gr.State({})  # this session's uploads: label -> private copy
        glossaries = gr.State({})  # this session's glossary text per database, as last left in the box
        task_state = gr.State(None)
        run_state = gr.State(None)  # the last run: task and each player's trace, for the thumbs
        with gr.Row(elem_id="analyst-db-row"):
            with gr.Column(scale=1, elem_id="analyst-db-column"):
                database = gr.Dropdown(list(BUILTIN_DATABASES), value=DEFAULT_DB, label="Database",
                                       elem_id="analyst-db", interactive=True)
                upload = gr.File(label="…or upload your own (.sqlite/.db/.sqlite3, or .csv files; a .txt glossary "
                                       "with them)",
                                 file_count="multiple", file_types=UPLOAD_TYPES, elem_id="analyst-upload")
                upload_status = gr.Markdown("", elem_id="analyst-upload-status")
            with gr.Column(scale=2, elem_id="analyst-schema-column"):
                summary = gr.Markdown(schema_summary(DEFAULT_DB, initial_path), elem_id="analyst-schema-summary")
                schema = gr.Dataframe(schema_frame(initial_path), label="Schema", interactive=False, max_height=260,
                                      elem_id="analyst-schema")
        with gr.Accordion("Glossary: the business's words for this database", open=False,
                          elem_id="analyst-glossary-accordion"):
            initial_words = glossary_of(DEFAULT_DB, {})
            glossary = gr.Textbox(initial_words, lines=6, max_lines=14, show_label=False,
                                  max_length=MAX_GLOSSARY_CHARS, elem_id="analyst-glossary",
                                  placeholder="website, web shop: orders.channel = 'online'")
            glossary_note = gr.Markdown(glossary_status(initial_words, DEFAULT_DB, {}),
                                        elem_id="analyst-glossary-status")
        with gr.Accordion("Built-in databases", open=False, elem_id="analyst-databases-accordion"):
            gr.Dataframe(database_overview(), interactive=False, wrap=True, elem_id="databases-table")
        with gr.Row(elem_id="analyst-question-row"):
            difficulty = gr.Radio(list(DIFFICULTIES), value="easy", label="Difficulty", elem_id="analyst-difficulty")
            new_question = gr.Button("New question", elem_id="analyst-new-question")
        question = gr.Textbox(label="Question (edit it to ask your own; Enter runs it)", lines=1, max_lines=4,
                              elem_id="analyst-question")  # one line: Enter submits, a long question wraps
        info = gr.Markdown("", elem_id="analyst-task-info")
        with gr.Row(elem_id="analyst-run-row"):
            agent_model = gr.Dropdown(model_choices(services), value=services.agent_choice or "trained",
                                      label="LLM agent's model", elem_id="analyst-agent-model", interactive=True,
                                      scale=2)
            run = gr.Button("Run", variant="primary", elem_id="analyst-run", scale=1)
            stop = gr.Button("Stop", variant="stop", visible=False, elem_id="analyst-stop", scale=1)
        status = gr.Textbox(label="Run status", interactive=False, visible=False, elem_id="analyst-status")
        cards = {}
        with gr.Row(elem_id="analyst-players"):
            for name, side in SIDES:
                with gr.Column(elem_id=f"analyst-{side}-column"):
                    cards[name] = card_components(f"analyst-{side}")
        feedback = gr.Markdown("", elem_id="analyst-feedback")
        reward_heading = gr.Markdown("### Reward trace (per step, split into its components)", visible=False,
                                     elem_id="analyst-reward-heading")
        reward_plot = gr.Plot(label="Reward trace", visible=False, elem_id="analyst-reward-plot")
        reward_table = gr.Dataframe(label="Reward parts", interactive=False, max_height=260, visible=False,
                                    elem_id="analyst-reward-table")

        # -------------------------------------------------------- callbacks

        def show_database(label: str, uploads_now: dict, kept: dict):
            try:
                path = db_path_for(label, uploads_now)
            except KeyError as error:
                return {upload_status: f"⚠️ {error}"}
            words = kept[label] if label in kept else glossary_of(label, uploads_now)  # back to one: as left
            return {summary: schema_summary(label, path), schema: schema_frame(path), task_state: None,
                    question: "", info: "", glossary: words, glossary_note: glossary_status(words, label, uploads_now)}

        def keep_glossary(text: str, label: str, uploads_now: dict, kept: dict):
            return {glossary_note: glossary_status(text, label, uploads_now), glossaries: {**kept, label: text or ""}}

        def do_upload(files, uploads_now: dict, kept: dict):
            if not files:
                return {upload_status: ""}
            paths = [f if isinstance(f, str) else f.name for f in (files if isinstance(files, list) else [files])]
            try:
                paths, words = split_glossary(paths)
                label, path = import_files(paths)
                uploads_now = {**uploads_now, label: str(path)}
                generated = questions_for(label, uploads_now)  # an odd but accepted database can fail here
                overview, tables = schema_summary(label, path), schema_frame(path)
            except UploadRejected as error:  # the box is emptied each time, so the next drop stands alone
                return {upload_status: f"⚠️ Upload refused: {error}", upload: None}
            except Exception as error:  # anything unexpected is still a message, and the app keeps working
                return {upload_status: f"⚠️ Upload failed: {type(error).__name__}: {error}", upload: None}
            counts = ", ".join(f"{sum(t.difficulty == d for t in generated)} {d}" for d in DIFFICULTIES)
            return {
                uploads: uploads_now,
                database: gr.update(choices=list(BUILTIN_DATABASES) + list(uploads_now), value=label),
                upload_status: f"✓ Loaded **{label.removeprefix(UPLOAD_PREFIX)}** as a private read-only copy "
                               f"(your file is not modified). Generated questions: {counts}.",
                summary: overview, schema: tables, task_state: None, question: "", info: "", upload: None,
                glossary: words or "", glossary_note: glossary_status(words or "", label, uploads_now),
                glossaries: {**kept, label: words or ""},
            }

        def do_new_question(label: str, level: str, uploads_now: dict):
            task = pick_question(label, level, uploads_now, random.Random())
            if task is None:
                return {info: f"No {level} question could be generated for {label}; try another difficulty or "
                              f"type your own question.", task_state: None}
            return {task_state: task_to_state(task), question: task.question, info: task_info(task)}

        players_out = [c[k] for c in cards.values() for k in CARD_PARTS + THUMBS]
        reward_out = [reward_heading, reward_plot, reward_table]

        def do_run(text: str, state: dict | None, label: str, uploads_now: dict, choice: str | None = None,
                   words: str = "", request: gr.Request = None):
            try:
                task = task_for_run(text, state, label, uploads_now)
            except (ValueError, KeyError) as error:
                yield {status: gr.update(value=f"⚠️ {error} · {NOTHING_RAN}", visible=True)}
                return
            started = time.perf_counter()
            with RUNS.run("analyst", getattr(request, "session_hash", None)) as cancel:
                yield {status: gr.update(value="starting…", visible=True), info: task_info(task), feedback: "",
                       stop: gr.update(visible=True, value="Stop", interactive=True), run_state: None,
                       **{c: gr.update(visible=False) for c in reward_out},
                       **{k: v for name, _ in SIDES for k, v in blank_card(cards[name]).items()}}
                drawn: dict[str, tuple] = {}  # player -> what its panel shows now (only changes are sent)
                finished: set[str] = set()
                runs = {}
                for runs in services.stream_analyst(task, services.analyst_players(choice), cancel=cancel,
                                                    glossary=(words or "")[:MAX_GLOSSARY_CHARS]):
                    elapsed = time.perf_counter() - started
                    update = {status: run_status(runs, DONE, elapsed)}
                    for name, side in SIDES:
                        run = runs.get(name)
                        if run is None:
                            continue
                        update.update(panel_update(cards[name], run, f"analyst-{side}", task.question, drawn))
                    now_finished = {n for n, r in runs.items() if r.finished}
                    if now_finished != finished:  # a player finished: its rewards, and its trace for the thumbs
                        finished = now_finished
                        done_runs = {n: runs[n] for n in SIDE_ORDER if n in finished}
                        update.update({reward_heading: gr.update(visible=True),
                                       reward_plot: gr.update(value=reward_figure(done_runs), visible=True),
                                       reward_table: gr.update(value=reward_rows(done_runs), visible=True)})
                        update[run_state] = {
                            "task": task_to_state(task),
                            "players": {n: {"trace": trace_of(r.episode) if r.episode else None,
                                            "model_id": r.model_id, "label": r.label} for n, r in done_runs.items()},
                        }
                    yield update
                yield {status: run_status(runs, DONE, time.perf_counter() - started),
                       stop: gr.update(visible=False)}

        def show_models():  # the trained entry names the adapter in use: the Train tab may have handed another over
            return gr.update(choices=model_choices(services))

        def do_stop(request: gr.Request):
            RUNS.stop("analyst", getattr(request, "session_hash", None))
            return {stop: gr.update(value="Stopping…", interactive=False)}

        def make_thumb(name: str, vote: str):
            def thumb(state: dict | None, request: gr.Request):
                player = (state or {}).get("players", {}).get(name)
                if not player or not player.get("trace"):
                    return {feedback: "Run an episode first, then rate its answer."}
                task = state["task"]
                services.ratings.add(Rating(
                    kind="thumb", vote=vote, policy_a=name, question=task["question"], db=task["db"],
                    difficulty=task["difficulty"], task_id=task["task_id"], model_a=player["model_id"],
                    trace_a=player["trace"], session_hash=hash_session(getattr(request, "session_hash", None)),
                ))
                thumb_mark = "👍" if vote == "up" else "👎"
                return {feedback: f"Thanks — your {thumb_mark} on the answer of {player.get('label') or name} "
                                  f"is recorded.", **thumbs_pressed(cards[name], vote)}
            return thumb

        database.input(show_database, [database, uploads, glossaries],
                       [summary, schema, task_state, question, info, upload_status, glossary, glossary_note],
                       api_name="analyst_database")
        upload.upload(do_upload, [upload, uploads, glossaries],
                      [uploads, database, upload_status, summary, schema, task_state, question, info, upload, glossary,
                       glossary_note, glossaries],
                      api_name="analyst_upload")
        # checked as it is typed (the last edit wins) and again on leaving the box, so the status never lags the text
        gr.on([glossary.input, glossary.blur], keep_glossary, [glossary, database, uploads, glossaries],
              [glossary_note, glossaries], api_name="analyst_glossary", show_progress="hidden",
              trigger_mode="always_last")
        new_question.click(do_new_question, [database, difficulty, uploads], [task_state, question, info],
                           api_name="analyst_new_question")
        gr.on([run.click, question.submit], do_run,
              [question, task_state, database, uploads, agent_model, glossary],
              [status, info, feedback, stop, run_state, *reward_out, *players_out],
              api_name="analyst_run", concurrency_limit=4)
        stop.click(do_stop, None, [stop], api_name="analyst_stop", queue=False)
        relabel = {"show_progress": "hidden", "queue": False, "api_visibility": "private"}
        gr.on(None, show_models, None, [agent_model], **relabel)  # on page load
        tab.select(show_models, None, [agent_model], **relabel)
        for name, side in SIDES:
            thumbs = [cards[name][k] for k in THUMBS]
            for vote in THUMBS:
                cards[name][vote].click(make_thumb(name, vote), [run_state], [feedback, *thumbs],
                                        api_name=f"analyst_{side}_{vote}")
    return uploads, database
