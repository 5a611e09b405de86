"""A player's panel in the Analyst tab: its live step list and its answer card, built once and updated by diffs.

Nothing is shown before there is something to show: the card (answer sentence, verdict, result table, chart,
pretty-printed SQL with a copy button) stays hidden until its player has finished, and each part appears only when
it has content. ``panel_update`` sends a panel's components only when that player's progress changed, so a fast
player's panel fills in while the other still works, and a tick of the stream redraws nothing.

    card = card_components("analyst-agent")                            # inside a gr.Column
    update = panel_update(card, run, "analyst-agent", question, drawn)  # {component: value or gr.update}
"""

from __future__ import annotations

import gradio as gr

from agent.charts import reward_trace_figure
from ui.services import PlayerRun
from ui.views import answer_card, steps_html

CARD_PARTS = ("steps", "box", "answer", "verdict", "frame", "chart", "sql")  # the outputs of one panel
THUMBS = ("up", "down")  # its rating buttons, where it has them
SQL_LINES = 4  # the SQL box's minimum height in lines (it grows with a longer query)
SQL_MAX_LINES = 24  # beyond this the SQL box scrolls


def card_components(prefix: str, steps: bool = True, thumbs: bool = True) -> dict:
    """The components of one panel; every elem_id starts with ``prefix`` (tests and the bench find them so)."""
    card = {}
    if steps:
        card["steps"] = gr.HTML("", elem_id=f"{prefix}-steps")
    with gr.Column(visible=False, elem_id=f"{prefix}-card", elem_classes=["answer-card"]) as box:
        card["box"] = box
        card["answer"] = gr.Markdown("", elem_id=f"{prefix}-answer", elem_classes=["answer-sentence"])
        card["verdict"] = gr.Markdown("", visible=False, elem_id=f"{prefix}-verdict")
        card["frame"] = gr.Dataframe(label="Result", interactive=False, max_height=240, visible=False,
                                     elem_id=f"{prefix}-table")
        card["chart"] = gr.Plot(label="Chart", visible=False, elem_id=f"{prefix}-chart")
        card["sql"] = gr.Code(language="sql", label="SQL", interactive=False, lines=SQL_LINES, max_lines=SQL_MAX_LINES,
                              wrap_lines=True,
                              buttons=["copy"], visible=False, elem_id=f"{prefix}-sql")
        if thumbs:
            with gr.Row(elem_id=f"{prefix}-thumbs"):
                card["up"] = gr.Button("👍 good answer", size="sm", elem_id=f"{prefix}-up")
                card["down"] = gr.Button("👎 bad answer", size="sm", elem_id=f"{prefix}-down")
    return card


def blank_card(card: dict) -> dict:
    """Updates that hide a panel's card and empty its step list (a new run starts)."""
    update = {card[k]: gr.update(visible=False) for k in ("box", "verdict", "frame", "chart", "sql")}
    if "steps" in card:
        update[card["steps"]] = ""
    if "up" in card:
        update.update(thumbs_pressed(card, None))
    return update


def thumbs_pressed(card: dict, vote: str | None) -> dict:
    """Updates that show the thumb of ``vote`` ("up" / "down") pressed and the other not (None: neither)."""
    return {card[k]: gr.update(variant="primary" if k == vote else "secondary") for k in THUMBS}


def card_update(card: dict, parts: dict) -> dict:
    """Show the card with each part that has content and hide the others (parts from ``views.answer_card``)."""
    return {
        card["box"]: gr.update(visible=True),
        card["answer"]: parts["answer"] or "",
        card["verdict"]: gr.update(value=parts["verdict"] or "", visible=parts["verdict"] is not None),
        card["frame"]: gr.update(value=parts["frame"], visible=parts["frame"] is not None),
        card["chart"]: gr.update(value=parts["chart"], visible=parts["chart"] is not None),
        card["sql"]: gr.update(value=parts["sql"] or "", visible=parts["sql"] is not None),
    }


def panel_update(card: dict, run: PlayerRun, prefix: str, question: str, drawn: dict) -> dict:
    """The components of this player's panel whose content changed since ``drawn`` (updated in place)."""
    steps = len(run.episode.steps) if run.episode else 0
    signature = (run.status, steps, run.progress, run.message, run.model_id)
    seen = drawn.setdefault(run.name, {})
    update = {}
    if seen.get("steps") != signature:
        seen["steps"] = signature
        update[card["steps"]] = steps_html(run, prefix)
    if run.finished and not seen.get("card"):
        seen["card"] = True
        update.update(card_update(card, answer_card(run, question)))
    return update


def reward_figure(runs: dict[str, PlayerRun]):
    """Stacked reward parts per step, one panel per player (None before any player has a step)."""
    return reward_trace_figure({
        run.label: [dict(s.observation.reward_parts) for s in run.episode.steps]
        for run in runs.values() if run.episode is not None
    })
