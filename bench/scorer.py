"""How often the answer scorer agrees with a careful human judge: the labelled corpus, now and at an older commit.

    python -m bench scorer                    # the current scorer against tests/data/scorer_corpus.jsonl
    python -m bench scorer --against cfda393  # also the scorer of that commit (read with `git show`), side by side
    python -m bench scorer --rescore runs/*.json  # every stored answer of these eval reports scored again

Prints agreement, false positives (a wrong answer accepted) and false negatives (a right answer refused), overall
and per adversarial category, and the scorer's time per call; with ``--rescore``, how many of each report's answers
were right when it was written and are right now (counts only, so a held-out report prints no question).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict
from collections.abc import Callable
from pathlib import Path

from envs.analyst.tasks import GoldAnswer
from envs.analyst.verify import answer_matches

CORPUS = Path(__file__).resolve().parent.parent / "tests" / "data" / "scorer_corpus.jsonl"


def load_corpus(path: Path = CORPUS) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def gold_of(case: dict) -> GoldAnswer:
    gold = case["gold"]
    return GoldAnswer(tuple(gold["columns"]), tuple(tuple(row) for row in gold["rows"]), gold["ordered"],
                      tuple(gold.get("distractors", ())))


def scorer_at(revision: str) -> Callable:
    """``answer_matches`` as it was at a git revision (its verify.py loaded beside the current package)."""
    source = subprocess.run(["git", "show", f"{revision}:envs/analyst/verify.py"], capture_output=True, text=True,
                            check=True, cwd=CORPUS.parent.parent.parent).stdout
    folder = tempfile.mkdtemp()
    path = Path(folder) / f"verify_{revision}.py"
    path.write_text(source)
    spec = importlib.util.spec_from_file_location(f"verify_{revision}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.answer_matches


def judge(scorer: Callable, corpus: list[dict]) -> dict:
    wrong: dict[str, Counter] = defaultdict(Counter)
    started = time.perf_counter()
    for case in corpus:
        try:
            verdict = bool(scorer(case["answer"], gold_of(case), case.get("question", "")))
        except Exception:  # an old scorer may raise on inputs the new one handles
            verdict = None
        if verdict is None or verdict != case["correct"]:
            kind = "error" if verdict is None else ("false_positive" if verdict else "false_negative")
            wrong[kind][case["category"]] += 1
    seconds = time.perf_counter() - started
    errors = sum(sum(c.values()) for c in wrong.values())
    return {"cases": len(corpus), "agree": len(corpus) - errors, "ms_per_call": round(1000 * seconds / len(corpus), 3),
            **{kind: dict(c.most_common()) for kind, c in wrong.items()}}


def rescore(paths: list[str]) -> dict[str, dict]:
    """Each report's answers (``python -m agent.evaluate ... --json``) scored again against their task's gold: the
    built-in tasks, the blind trials' and the factory's (the eval CLI's default 20 databases a split)."""
    from envs.analyst.task_sets import FACTORY_SETS, factory_tasks
    from envs.analyst.tasks import builtin_tasks, gold_answer
    from envs.blind import SPLITS, blind_tasks
    from envs.synth.catalog import NAME_PREFIX

    tasks = {t.task_id: t for t in builtin_tasks()} | {t.task_id: t for s in SPLITS for t in blind_tasks(s)}
    reports = {path: json.loads(Path(path).read_text())["episodes"] for path in paths}
    if any(e["task_id"].startswith(NAME_PREFIX) for episodes in reports.values() for e in episodes):
        tasks |= {t.task_id: t for split in FACTORY_SETS for t in factory_tasks(split, 20, 4)}
    golds, results = {}, {}
    for path, episodes in reports.items():
        counts = Counter()
        for e in episodes:
            task = tasks.get(e["task_id"])
            if task is None or e.get("answer") is None:
                counts["not rescored"] += 1
                continue
            if task.task_id not in golds:
                golds[task.task_id] = gold_answer(task)
            now = answer_matches(e["answer"], golds[task.task_id], task.question)
            counts["right then"] += bool(e["correct"])
            counts["right now"] += now
            counts["turned right" if now and not e["correct"] else "turned wrong" if e["correct"] and not now
                   else "same"] += 1
        results[path] = dict(counts)
        print(f"{path}: " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))
    return results


def main(argv: list[str] | None = None) -> dict:
    parser = argparse.ArgumentParser(prog="python -m bench scorer", description=__doc__.splitlines()[0])
    parser.add_argument("--against", help="also judge the scorer of this git revision")
    parser.add_argument("--rescore", nargs="+", metavar="REPORT", help="eval reports whose answers to score again")
    args = parser.parse_args(argv)
    if args.rescore:
        return rescore(args.rescore)
    corpus = load_corpus()
    labels = Counter("correct" if c["correct"] else "wrong" for c in corpus)
    print(f"corpus: {len(corpus)} cases ({labels['correct']} correct, {labels['wrong']} wrong), "
          f"{len({c['category'] for c in corpus})} categories")
    results = {"current": judge(answer_matches, corpus)}
    if args.against:
        results[args.against] = judge(scorer_at(args.against), corpus)
    for name, r in results.items():
        fp, fn = sum(r.get("false_positive", {}).values()), sum(r.get("false_negative", {}).values())
        print(f"{name:>10s}: agrees on {r['agree']}/{r['cases']} ({r['agree'] / r['cases']:.1%}), false positives {fp}, "
              f"false negatives {fn}, errors {sum(r.get('error', {}).values())}, {r['ms_per_call']} ms per call")
        for kind in ("false_positive", "false_negative"):
            if r.get(kind):
                print(f"{'':12s}{kind.replace('_', ' ')}s by category: "
                      + ", ".join(f"{k} {v}" for k, v in r[kind].items()))
    return results


if __name__ == "__main__":
    main(sys.argv[1:])
