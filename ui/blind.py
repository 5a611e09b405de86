"""The arena's blind presentation: two answers in one identical format, and nothing that tells them apart.

Before the vote a voter sees, for A and for B, the same parts in the same order and style: the answer as one
plain sentence (markdown, emphasis and spacing normalized, bare values worded the same way for both), the result
table, a chart and the pretty-printed SQL. A part is shown on both sides or on neither: where one side has none,
it gets a neutral "none" in the same slot, and a declined answer reads "Declined to answer." whatever its reason. The progress line names no side and no player, and both cards appear in
one update once both players are done. Steps, timings, verdicts and names come only with the vote.

    cards = blind_cards([run_for_a, run_for_b], question)     # two answer_card-style dicts
    line = waiting_line(runs, elapsed_s)                       # "Both players are working… 3.2 s"
"""

from __future__ import annotations

import re

import pandas as pd

from envs.analyst.verify import is_abstention
from ui.services import PlayerRun
from ui.views import NOTE_BREAK, answer_card, steps_html

SIDES = ("a", "b")
NO_ANSWER = "No answer."
DECLINED = "Declined to answer."  # every abstention reads the same: its reason ("... this baseline ...") could tell
NO_RESULT = pd.DataFrame({"result": ["no query result"]})  # the table slot of a side that ran no query
NO_SQL = "-- no query"
MARKDOWN_MARKS = re.compile(r"(\*\*|__|`+|^#+\s*|^\s*[-*]\s+)", re.M)  # emphasis, code, headings, bullets
MARKDOWN_SPECIAL = re.compile(r"([\\`*_{}\[\]<>#|~])")  # escaped, so the sentence renders as written


def plain_sentence(text: str | None) -> str:
    """One plain sentence in one style: no markdown, single spaces, a capital first letter, a final stop."""
    text = " ".join(MARKDOWN_MARKS.sub("", text or "").split()).strip()
    if not text:
        return NO_ANSWER
    text = text[0].upper() + text[1:]
    if not text.endswith((".", "!", "?")):
        text += "."
    return MARKDOWN_SPECIAL.sub(r"\\\1", text)


def blind_cards(runs: list[PlayerRun], question: str) -> list[dict]:
    """The two cards, in A/B order, with identical parts: what one side shows, the other shows too."""
    cards = []
    for run in runs:
        parts = answer_card(run, question)
        finished_answer = run.status == "done" and parts["answer"] and not parts["answer"].startswith("_")
        sentence = parts["answer"].split(NOTE_BREAK)[0] if finished_answer else None  # not the card's notes after it
        answer = plain_sentence(sentence)  # ("worded from its answer: 17" is only ever the LLM's: it would tell)
        if finished_answer and is_abstention(run.episode.last.metadata.get("answer") if run.episode else None):
            answer = DECLINED  # the reason is shown with the steps, after the vote
        cards.append({"answer": answer, "verdict": None,
                      "frame": parts["frame"], "chart": parts["chart"], "sql": parts["sql"]})
    if any(c["frame"] is not None for c in cards):
        for c in cards:
            c["frame"] = NO_RESULT if c["frame"] is None else c["frame"]
    if not all(c["chart"] is not None for c in cards):  # a chart only when both have one: the slot is optional
        for c in cards:
            c["chart"] = None
    if any(c["sql"] is not None for c in cards):
        for c in cards:
            c["sql"] = NO_SQL if c["sql"] is None else c["sql"]
    return cards


def waiting_line(runs: dict[str, PlayerRun], elapsed_s: float) -> str:
    """The progress line while the players work: elapsed time and a model-loading notice, never a side or name."""
    line = f"Both players are working… {elapsed_s:.1f} s"
    loading = [r.progress for r in runs.values() if r.status == "loading" and r.progress]
    if any(r.status == "loading" for r in runs.values()):
        line += " (loading a model" + (f": {loading[0]}" if loading else "") + ")"
    return line


def reveal_steps(runs: dict[str, PlayerRun], order: list[str]) -> list[str]:
    """Each side's step list with its player's name, shown after the vote (kept server-side until then)."""
    return [steps_html(runs[name], f"rate-{side}") for side, name in zip(SIDES, order)]
