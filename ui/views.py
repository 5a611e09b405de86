"""What the tabs draw from a player's run: step lists, answer cards, reward tables. Presentation only.

Everything here reads what the environment already reported (observations, reward parts, metadata); nothing runs
SQL or computes a reward.
"""

from __future__ import annotations

import html

import pandas as pd

from agent.charts import chart_for, reward_trace_figure
from ui.services import PlayerRun

OBSERVATION_LINES = 12  # lines of an observation shown under a step (the rest is one click away)
STATUS_TEXT = {"waiting": "waiting", "loading": "loading…", "running": "running…", "done": "done",
               "unavailable": "unavailable", "failed": "failed"}


def _badge(value: float) -> str:
    colour = "#2e7d32" if value > 0 else "#c62828" if value < 0 else "#666"
    return f'<span class="reward-badge" style="color:{colour}">{value:+.3f}</span>'


def steps_html(run: PlayerRun | None, prefix: str) -> str:
    """The live step list of one player: action, SQL, observation, per-step reward (with its parts)."""
    if run is None:
        return f'<div class="steps" id="{prefix}-steps-list" data-status="idle"><em>Press Run.</em></div>'
    head = f"<b>{html.escape(run.label)}</b> — {STATUS_TEXT[run.status]}"
    if run.status == "loading" and run.progress:  # a first load says what it is doing
        head += f' <small class="load-progress">{html.escape(run.progress)}</small>'
    if run.message:
        head += f': <span class="player-error">{html.escape(run.message)}</span>'
        if run.status == "unavailable":
            head = f'<b>{html.escape(run.label)}</b> — <span class="player-error">agent unavailable: {html.escape(run.message)}</span>'
    if run.model_id:
        head += f' <small class="model-id">({html.escape(run.model_id)})</small>'
    items = []
    for i, step in enumerate(run.episode.steps if run.episode else [], start=1):
        obs = step.observation
        action = str(step.action)
        verb, _, argument = action.partition(" ")
        body = (f'<pre class="step-sql">{html.escape(argument)}</pre>' if verb.lower() == "query"
                else f" <code>{html.escape(argument[:300])}</code>")
        lines = obs.text.splitlines()
        shown = "\n".join(lines[:OBSERVATION_LINES]) + (f"\n… {len(lines) - OBSERVATION_LINES} more lines" if len(lines) > OBSERVATION_LINES else "")
        parts = ", ".join(f"{k} {v:+.3f}" for k, v in obs.reward_parts.items())
        css = "step step-error" if obs.error else "step"
        items.append(
            f'<li class="{css}" data-step="{i}"><span class="step-action">{html.escape(verb.upper())}</span>{body}'
            f' {_badge(obs.reward)} <small class="reward-parts">{html.escape(parts)}</small>'
            f'<details><summary>observation</summary><pre class="step-obs">{html.escape(shown)}</pre></details></li>')
    listing = f"<ol>{''.join(items)}</ol>" if items else ""
    return (f'<div class="steps" id="{prefix}-steps-list" data-status="{run.status}" data-steps="{len(items)}">'
            f"<div>{head}</div>{listing}</div>")


def last_result(run: PlayerRun | None):
    """(sql, frame) of the player's last query that ran, or (None, None)."""
    if run is None or run.episode is None:
        return None, None
    for step in reversed(run.episode.steps):
        obs = step.observation
        if getattr(obs, "kind", None) == "query" and getattr(obs, "result", None) is not None and obs.result.ok:
            return obs.result.sql, obs.frame
    return None, None


def verdict_text(run: PlayerRun | None) -> str:
    if run is None or run.episode is None or not run.finished:
        return ""
    meta = run.episode.last.metadata
    if meta.get("answer") is None:
        return "✗ no answer (step budget used up)" if run.status == "done" else ""
    correct = meta.get("correct")
    if correct is None:
        return "No gold answer to check (your own question)."
    gold = meta.get("gold_answer")
    if meta.get("abstained"):
        answer = "○ answer: abstained"
    elif correct:
        answer = "✓ answer: matches the gold answer"
    else:
        answer = f"✗ answer: does not match the gold answer (gold: {str(gold)[:200] if gold is not None else '?'})"
    query = ("✓ query: returned the gold rows" if meta.get("answer_exec_match")
             else "✗ query: did not return the gold rows")
    return f"{answer} · {query}"


def answer_card(run: PlayerRun | None) -> dict:
    """The answer card's parts: plain-English answer, verdict, result table, chart, SQL."""
    sql, frame = last_result(run)
    answer = None
    if run is not None and run.episode is not None and run.finished:
        answer = run.episode.last.metadata.get("answer")
    if run is not None and run.status == "unavailable":
        text = f"**agent unavailable:** {run.message}"
    elif run is not None and run.status == "failed":
        text = f"**failed:** {run.message}"
    elif answer:
        text = answer
    elif run is not None and run.finished:
        text = "_No answer._"
    else:
        text = "_…_" if run is not None else ""
    return {
        "answer": text,
        "verdict": verdict_text(run),
        "frame": frame if frame is not None else pd.DataFrame(),
        "chart": chart_for(frame) if frame is not None else None,
        "sql": sql or "",
    }


def reward_rows(runs: dict[str, PlayerRun]) -> pd.DataFrame:
    """One row per step per player with each weighted reward part (as the env reported them) and the total."""
    rows = []
    for run in runs.values():
        for i, step in enumerate(run.episode.steps if run.episode else [], start=1):
            obs = step.observation
            rows.append({"player": run.label, "step": i, "action": str(step.action)[:60], **obs.reward_parts,
                         "reward": obs.reward})
    frame = pd.DataFrame(rows)
    if not frame.empty:
        frame = frame.fillna(0.0)
    return frame


def reward_figure(runs: dict[str, PlayerRun]):
    return reward_trace_figure({
        run.label: [dict(s.observation.reward_parts) for s in run.episode.steps]
        for run in runs.values() if run.episode is not None
    })


def run_status(runs: dict[str, PlayerRun], done_marker: str) -> str:
    """One line for the whole run; ends with ``done_marker`` once every player has finished."""
    parts = []
    for run in runs.values():
        steps = len(run.episode.steps) if run.episode else 0
        loading = f" {run.progress}" if run.status == "loading" and run.progress else ""
        parts.append(f"{run.label}: {STATUS_TEXT[run.status]}{loading} ({steps} steps)")
    line = " · ".join(parts)
    return f"{line} · {done_marker}" if all(r.finished for r in runs.values()) else line
