"""How often the answer card's result warning (ui/views.result_warning) fires on the rule baseline's answers.

    python -m bench result_warning                       # every built-in training task, then the held-out ones
    python -m bench result_warning --split heldout --every 1

The card flags an answer its last result does not back: no query succeeded, the query filters on a value no row
holds, it returned no rows or only NULLs, or the answer does not state what it returned. The baseline words its
answers from its own results, so on its answers the warning is a false alarm when it fires on a right one: this
counts, per outcome (right / wrong), the answers it fires on and why.
"""

from __future__ import annotations

import argparse
from collections import Counter

from agent.baselines.analyst import RuleBasedAnalyst
from agent.rollout import play_episode
from envs.analyst.env import AnalystEnv
from envs.analyst.tasks import select_tasks
from ui.services import PlayerRun
from ui.views import result_warning


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench result_warning", description=__doc__.splitlines()[0])
    parser.add_argument("--split", choices=("train", "heldout"), action="append",
                        help="task split (repeatable; default: train, then heldout)")
    parser.add_argument("--every", type=int, default=1, help="play every Nth task (default: all)")
    args = parser.parse_args(argv)
    for split in args.split or ["train", "heldout"]:
        tasks = select_tasks(split)[::args.every]
        fired, answered = Counter(), Counter()
        for task in tasks:
            episode = play_episode(AnalystEnv(tasks=[task]), RuleBasedAnalyst(), task_id=task.task_id)
            meta = episode.last.metadata
            if meta.get("abstained") or meta.get("answer") is None:
                continue
            outcome = "right" if meta.get("correct") else "wrong"
            answered[outcome] += 1
            run = PlayerRun("baseline", "Rule-based baseline", status="done", episode=episode, db_path=task.path)
            if warning := result_warning(run, task.question):
                fired[(outcome, warning.split(":")[0].split(",")[0])] += 1
                print(f"  {outcome}: {task.task_id}: {warning.strip(' ·')}")
        print(f"{split}: {len(tasks)} tasks, {sum(answered.values())} answered ({answered['right']} right, "
              f"{answered['wrong']} wrong); the warning fired on {sum(fired.values())}"
              + "".join(f"\n  {n} {outcome}: {why}" for (outcome, why), n in sorted(fired.items())))


if __name__ == "__main__":
    main()
