"""What the tabs draw from a player's run: step lists, answer cards, reward tables. Presentation only.

Everything here reads what the environment already reported (observations, reward parts, metadata); nothing runs
SQL or computes a reward. An answer card's parts come in reading order — the plain-English answer, the verdict,
the result table, a chart, the SQL (pretty-printed) — and a part with nothing to show is None, so the tab hides it.

    card = answer_card(run, question)        # {"answer", "verdict", "frame", "chart", "sql"}
    html = steps_html(run, "analyst-llm")    # the live step list, errors and the environment's hints in view
"""

from __future__ import annotations

import html
import math
import re
import sqlite3

import pandas as pd
import sqlglot

from agent.answers import compose_answer
from agent.baselines.analyst import unfound_figure, unlinked_words
from agent.charts import chart_for
from agent.voting import VOTE, VOTE_WINNER
from envs.analyst.literals import absent_values
from envs.analyst.rewards import AnalystRewardWeights
from envs.analyst.schema import Column, numeric_type, schema_of
from envs.analyst.spec import AnalystAction
from envs.analyst.tasks import GoldAnswer
from envs.analyst.verify import answer_matches, is_abstention, numbers_in
from envs.sandbox import tables_named
from ui.services import PlayerRun

OBSERVATION_LINES = 12  # lines of an observation shown under a step (the rest is one click away)
STATUS_TEXT = {"waiting": "waiting", "loading": "loading the model…", "running": "running…", "done": "done",
               "stopped": "stopped", "unavailable": "unavailable", "failed": "failed"}
REWARD_COLUMNS = tuple(AnalystRewardWeights().as_dict())  # the analyst's reward parts, always in this order
BARE_ANSWER_WORDS = 4  # an answer this short with no sentence in it is a bare value ("42", "London, Leeds")
TIP_COLUMNS, TIP_VALUES = 3, 4  # columns of few values a glossary tip names, and values shown of each
TIP_NUMBERS = 4  # number columns a measure tip names
NOTE_BREAK = "\n\n"  # between an answer card's sentence and each note under it: a paragraph of its own (app.css)
PATH_TOKEN = re.compile(r"(?<!\S)(?:~|\.{1,2})?/[^\s\[\]()+,]*|[A-Za-z]:\\[^\s\[\]()+,]*")  # /x/y, ~/x, C:\x


# ---------------------------------------------------------------- small pure helpers

def model_display(label: str | None) -> str:
    """A model's label with every local path cut to its last part: the id and adapter, never a file system path.

    "/root/cache/SmolLM2-135M + /srv/app/assets/adapters/analyst-v1 [llama.cpp Q4_1]"
    -> "SmolLM2-135M + analyst-v1 [llama.cpp Q4_1]"; hub ids ("HuggingFaceTB/SmolLM2-135M-Instruct") stay.
    """
    if not label:
        return ""

    def last_part(match: re.Match) -> str:
        parts = [p for p in re.split(r"[\\/]", match.group(0)) if p not in ("", "~", ".", "..")]
        return parts[-1] if parts else "local model"

    return PATH_TOKEN.sub(last_part, label)


def pretty_sql(sql: str | None) -> str | None:
    """The query laid out one clause a line (sqlglot, SQLite dialect); as written when it does not parse."""
    if not sql or not sql.strip():
        return None
    try:
        statements = sqlglot.transpile(sql, read="sqlite", write="sqlite", pretty=True)
    except Exception:  # any parser failure: show what the player wrote
        return sql.strip()
    return ";\n".join(statements) if statements else sql.strip()


def step_counter(run: PlayerRun | None) -> str:
    """"step 3 of 12" from the episode's own budget (steps taken + steps left); "" before the first step."""
    if run is None or run.episode is None:
        return ""
    taken = len(run.episode.steps)
    left = getattr(run.episode.last, "steps_left", None)
    total = taken + left if isinstance(left, int) and not run.episode.done else None
    return f"step {taken} of {total}" if total else f"{taken} step{'s' if taken != 1 else ''}"


def player_state(run: PlayerRun) -> str:
    """What the player is doing, in words: "loading the model… (converting …)", "running… step 2 of 12", and how
    an analyst episode ended: "done after 4 steps: answered" (or "can't answer", "no answer")."""
    text = STATUS_TEXT[run.status]
    if run.status == "loading" and run.progress:
        text += f" ({run.progress})"
    if run.status in ("running", "done", "stopped") and run.episode is not None and run.episode.steps:
        text += f" {step_counter(run)}" if run.status == "running" else f" after {step_counter(run)}"
        ended = run.episode.last.metadata
        if run.status == "done" and "answer" in ended:  # an analyst episode: as its environment judged it
            text += ": " + ("no answer" if not ended["answer"] else "can't answer" if ended.get("abstained")
                            else "answered")
    return text


def _badge(value: float) -> str:
    colour = "#2e7d32" if value > 0 else "#c62828" if value < 0 else "#666"
    return f'<span class="reward-badge" style="color:{colour}">{value:+.3f}</span>'


# ---------------------------------------------------------------- the step list

# the LLM's vote (agent/voting.py): steps the model was not asked for
VOTE_NOTES = {VOTE: "vote: another query the model's samples proposed, run to compare results",
              VOTE_WINNER: "vote: the query whose result most samples share, run again to answer from"}


def _step_html(i: int, step) -> str:
    obs = step.observation
    verb, _, argument = str(step.action).partition(" ")
    if verb.lower() == "query":
        body = f'<pre class="step-sql">{html.escape(pretty_sql(argument) or argument)}</pre>'
    else:
        body = f" <code>{html.escape(argument[:300])}</code>"
    lines = obs.text.splitlines()
    more = len(lines) - OBSERVATION_LINES
    shown = "\n".join(lines[:OBSERVATION_LINES]) + (f"\n… {more} more lines" if more > 0 else "")
    parts = ", ".join(f"{k} {v:+.3f}" for k, v in obs.reward_parts.items() if v)
    problem = ""
    if obs.error:  # the error and the environment's hint stay in view, not inside the collapsed observation
        hint = getattr(obs, "hint", None)
        problem = (f'<div class="step-problem"><span class="step-error-text">Error: {html.escape(str(obs.error))}</span>'
                   + (f'<br><span class="step-hint">Hint: {html.escape(str(hint))}</span>' if hint else "")
                   + "</div>")
    css = "step step-error" if obs.error else "step"
    mark = (step.raw_text or "").partition("]")[0].removeprefix("[") if (step.raw_text or "").startswith("[") else ""
    note = f' <small class="step-note">({VOTE_NOTES[mark]})</small>' if mark in VOTE_NOTES else ""
    return (f'<li class="{css}" data-step="{i}"><span class="step-action">{html.escape(verb.upper())}</span>{body}'
            f' {_badge(obs.reward)}{note} <small class="reward-parts">{html.escape(parts)}</small>{problem}'
            f'<details><summary>observation</summary><pre class="step-obs">{html.escape(shown)}</pre></details></li>')


def steps_html(run: PlayerRun | None, prefix: str, label: str | None = None) -> str:
    """The live step list of one player: who, what it is doing, then each step with its reward and any error.

    Nothing before a run (no placeholder). ``label`` replaces the player's name (the arena's "A"/"B").
    """
    if run is None:
        return ""
    name = html.escape(label if label is not None else run.label)
    if run.status == "unavailable":
        head = f'<b>{name}</b> — <span class="player-error">agent unavailable: {html.escape(run.message or "")}</span>'
    else:
        head = f'<b>{name}</b> — <span class="player-state">{html.escape(player_state(run))}</span>'
        if run.message:
            head += f': <span class="player-error">{html.escape(run.message)}</span>'
    if run.model_id and label is None:
        head += f' <small class="model-id">({html.escape(model_display(run.model_id))})</small>'
    steps = run.episode.steps if run.episode else []
    items = "".join(_step_html(i, step) for i, step in enumerate(steps, start=1))
    listing = f"<ol>{items}</ol>" if items else ""
    return (f'<div class="steps" id="{prefix}-steps-list" data-status="{run.status}" data-steps="{len(steps)}">'
            f"<div>{head}</div>{listing}</div>")


# ---------------------------------------------------------------- the answer card

def last_result(run: PlayerRun | None):
    """(sql, frame) of the player's last query that ran, or (None, None)."""
    if run is None or run.episode is None:
        return None, None
    for step in reversed(run.episode.steps):
        obs = step.observation
        if getattr(obs, "kind", None) == "query" and getattr(obs, "result", None) is not None and obs.result.ok:
            return obs.result.sql, obs.frame
    return None, None


def without_float_noise(frame: pd.DataFrame) -> pd.DataFrame:
    """The result as a person reads it: a sum of money such as 520.7800000000001 shown as 520.78 (floats to ten
    significant digits; the query's own values are untouched)."""
    return frame.map(lambda v: float(f"{v:.10g}") if isinstance(v, float) else v)


def answer_sentence(question: str, answer: str | None, frame: pd.DataFrame | None) -> str | None:
    """The player's answer as a sentence: as written, unless it is a bare value that states its own last result,
    which agent.answers.compose_answer then words ("42" -> "There are 42 orders.")."""
    if not answer or not answer.strip():
        return None
    text = " ".join(answer.split())
    bare = len(text.split()) <= BARE_ANSWER_WORDS and not text.endswith((".", "!", "?"))
    if bare and frame is not None and not frame.empty and states_result(question, text, frame):
        rows = [tuple(r) for r in frame.itertuples(index=False, name=None)]
        return compose_answer(question, list(map(str, frame.columns)), rows)
    return text


def states_result(question: str, answer: str, frame: pd.DataFrame) -> bool:
    """The answer states the rows ``frame`` holds, by the scorer's own rule with the result as the gold."""
    rows = tuple(tuple(r) for r in frame.itertuples(index=False, name=None))
    try:
        return answer_matches(answer, GoldAnswer(tuple(map(str, frame.columns)), rows, ordered=False), question)
    except Exception:  # the scorer never raises, but a card must not depend on it
        return False


def result_warning(run: PlayerRun, question: str) -> str:
    """What a finished answer's last result says against it: no query succeeded, the query filters on a value no
    row holds, it returned nothing, or the answer does not state what it returned ("11" over a NULL, a column's
    name over no rows); "" when the result backs the answer."""
    sql, frame = last_result(run)
    if sql is None:
        ran = any(getattr(s.observation, "kind", None) == "query" for s in run.episode.steps)
        return f"⚠ no query of this episode {'succeeded' if ran else 'ran'}, so no result backs this answer · "
    if run.db_path is not None and (absent := absent_values(sql, run.db_path)):
        filtered = html.escape(str(absent[0]), quote=False)  # stored values may hold markup
        return f"⚠ its query filters {filtered}: check the value before trusting the answer · "
    if frame is None or frame.empty or frame.isna().all().all():
        return "⚠ its last query returned no rows or only empty values, so no result backs this answer · "
    if question and not states_result(question, run.episode.last.metadata.get("answer") or "", frame):
        return "⚠ the answer does not state what its last query returned: compare them before trusting it · "
    return ""


def verdict_text(run: PlayerRun | None, question: str = "") -> str:
    if run is None or run.episode is None or not run.finished:
        return ""
    meta = run.episode.last.metadata
    if meta.get("answer") is None:
        return "✗ no answer (step budget used up)" if run.status == "done" else ""
    correct = meta.get("correct")
    if meta.get("abstained") or is_abstention(meta.get("answer")):
        return "○ answer: abstained (no query stands behind it)"
    warning = result_warning(run, question)
    if correct is None:
        return f"{warning}No gold answer to check (your own question)."
    gold = meta.get("gold_answer")
    if correct:
        answer = "✓ answer: matches the gold answer"
    else:
        answer = f"✗ answer: does not match the gold answer (gold: {str(gold)[:200] if gold is not None else '?'})"
    query = ("✓ query: returned the gold rows" if meta.get("answer_exec_match")
             else "✗ query: did not return the gold rows")
    return f"{warning}{answer} · {query}"


def glossary_tip(answer: str | None, run: PlayerRun | None = None) -> str | None:
    """For an answer that left out words no name of the schema explains, or an abstention on them, where the owner
    can say what they mean (a glossary entry is how such words reach both players), with the columns of few values
    the player read (what such an entry usually points at: "website: orders.channel = 'online'"); for one on a
    figure no column holds, how to define it as a measure, with the number columns the player read; None for any
    other answer."""
    words = [html.escape(w) for w in unlinked_words(answer)]
    if not words:
        return measure_tip(answer, run)
    one = len(words) == 1
    said = " and ".join(f"“{w}”" for w in words)
    tip = (f"Tip: if {said} {'is a word' if one else 'are words'} of this business, say what "
           f"{'it means' if one else 'they mean'} under **Glossary** above{'' if one else ', one line each'} "
           f"(`{words[0].lower()}: table.column = 'value'` or `{words[0].lower()}: table`) and ask again.")
    if held := few_valued_columns(run):
        tip += f" Columns it read that hold a few values each: {'; '.join(held)}."
    return tip


def measure_tip(answer: str | None, run: PlayerRun | None = None) -> str | None:
    """"revenue" asked and no column holds it: a glossary line computes it from the columns ("revenue:
    order_items.quantity * products.price"), named with the number columns the player read."""
    word = unfound_figure(answer)
    if word is None:
        return None
    word = html.escape(word.lower() or "revenue")
    tip = (f"Tip: if “{word}” is worked out from other figures, write how under **Glossary** above "
           f"(`{word}: table.quantity * table.price`, with `+ - * /` and brackets) and ask again.")
    if numbers := number_columns(run):
        tip += f" Number columns it read: {', '.join(numbers)}."
    return tip


def number_columns(run: PlayerRun | None) -> list[str]:
    """"`orders.quantity`" for the first TIP_NUMBERS columns of numbers (no keys) of the tables the player read."""
    return [f"`{name}.{column.name}`" for name, column in _columns_read(run)
            if not column.primary_key and not column.references
            and numeric_type(column.type)][:TIP_NUMBERS]


def _columns_read(run: PlayerRun | None) -> list[tuple[str, Column]]:
    """(table, column) of each table the player read, in the order it read them."""
    if run is None or run.db_path is None:
        return []
    try:
        tables = schema_of(run.db_path).tables
    except (OSError, sqlite3.Error):
        return []
    return [(name, column) for name in tables_read(run) for column in (tables[name].columns if name in tables else ())]


def few_valued_columns(run: PlayerRun | None) -> list[str]:
    """"`orders.channel` ('online', 'phone', 'shop')" for the first TIP_COLUMNS text columns of few values (the
    schema's categories) of the tables the player read, in the order it read them."""
    found = []
    for name, column in _columns_read(run):
        if column.values:
            shown = ", ".join(f"'{html.escape(str(v))}'" for v in column.values[:TIP_VALUES])
            found.append(f"`{name}.{column.name}` ({shown}{', …' if len(column.values) > TIP_VALUES else ''})")
    return found[:TIP_COLUMNS]


def tables_read(run: PlayerRun) -> list[str]:
    """The tables a player described, sampled or queried, once each, in the order it first did (within a query, as
    envs.sandbox.tables_named lists them)."""
    seen: dict[str, None] = {}
    for step in run.episode.steps if run.episode is not None else []:
        action = step.action
        if isinstance(action, str):  # an LLM's reply as it wrote it
            try:
                action = AnalystAction.from_text(action)
            except ValueError:
                continue
        kind, argument = getattr(action, "kind", None), getattr(action, "argument", "")
        if kind in ("describe", "sample"):
            seen.setdefault(argument.strip(), None)
        elif kind == "query":
            for name in tables_named(argument):
                seen.setdefault(name, None)
    return list(seen)


def answer_card(run: PlayerRun | None, question: str = "") -> dict:
    """The answer card's parts in reading order; a part with nothing to show is None (the tab hides it). An
    abstention shows no result: the queries before it looked things up, they do not answer."""
    sql, frame = last_result(run)
    finished = run is not None and run.finished
    answer = run.episode.last.metadata.get("answer") if finished and run.episode is not None else None
    if answer and is_abstention(answer):
        sql, frame = None, None
    if run is not None and run.status == "unavailable":
        text = f"**agent unavailable:** {run.message}"
    elif run is not None and run.status == "failed":
        text = f"**failed:** {run.message}"
    elif run is not None and run.status == "stopped":
        text = "_Stopped before answering._"
    elif answer:
        text = answer_sentence(question, answer, frame)
        if text != " ".join(answer.split()):  # worded from a bare value: say what the player wrote
            text = f"{text}{NOTE_BREAK}_(worded from its answer: {html.escape(answer.strip())})_"
        if tip := glossary_tip(answer, run):
            text = f"{text}{NOTE_BREAK}_{tip}_"
    elif finished:
        text = "_No answer._"
    else:
        text = None
    has_rows = frame is not None and not frame.empty and len(frame.columns) > 0
    frame = without_float_noise(frame) if has_rows else frame
    return {
        "answer": text,
        "verdict": verdict_text(run, question) or None,
        "frame": frame if has_rows else None,
        "chart": chart_for(frame) if has_rows else None,
        "sql": pretty_sql(sql),
    }


# ---------------------------------------------------------------- rewards and the status line

def reward_rows(runs: dict[str, PlayerRun]) -> pd.DataFrame:
    """One row per step per player: the action, every weighted reward part in fixed columns (0 where the env
    reported none; extra parts after them, sorted) and the total. Columns never move between steps."""
    rows, extra = [], set()
    for run in runs.values():
        for i, step in enumerate(run.episode.steps if run.episode else [], start=1):
            obs = step.observation
            extra |= set(obs.reward_parts) - set(REWARD_COLUMNS)
            rows.append({"player": run.label, "step": i, "action": str(step.action)[:60], **obs.reward_parts,
                         "reward": obs.reward})
    columns = ["player", "step", "action", *REWARD_COLUMNS, *sorted(extra), "reward"]
    frame = pd.DataFrame(rows, columns=columns)
    parts = [*REWARD_COLUMNS, *sorted(extra)]
    frame[parts] = frame[parts].astype(float).fillna(0.0)
    return frame


NOTHING_RAN = "nothing ran (DONE)"  # ends the status of a run refused for its input: over, but nothing to tick


def run_status(runs: dict[str, PlayerRun], done_marker: str, elapsed_s: float | None = None) -> str:
    """One line for the whole run; ends with ``done_marker`` once every player has finished (after a warning when
    their answers disagree)."""
    line = " · ".join(f"{run.label}: {player_state(run)}" for run in runs.values())
    if elapsed_s is not None:
        line += f" · {elapsed_s:.1f} s"
    if not all(r.finished for r in runs.values()):
        return line
    if figures := disagreeing_figures(runs):
        line += f" · ⚠ the answers disagree ({' against '.join(figures)}): check their queries"
    return f"{line} · {done_marker}"


def disagreeing_figures(runs: dict[str, PlayerRun]) -> list[str]:
    """The figures of two answers that each state one figure, and not the same one ("There are 0 orders." beside
    "There are 48 orders.": ["0", "48"]); [] otherwise (an abstention, a list, the same figure to 3 digits)."""
    answers = [run.episode.last.metadata.get("answer") if run.episode is not None and run.episode.steps else None
               for run in runs.values()]
    if len(answers) != 2 or not all(a and not is_abstention(a) for a in answers):
        return []
    figures = [numbers_in(a) for a in answers]
    if any(len(f) != 1 for f in figures) or math.isclose(figures[0][0][1], figures[1][0][1], rel_tol=1e-3):
        return []
    return [f"{f[0][1]:,.10g}" for f in figures]
