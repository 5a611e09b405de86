"""Evaluate a policy on the analyst tasks (built-in or Spider-format) or the index-tuning scenarios.

    python -m agent.evaluate --env analyst --policy baseline --split heldout
    python -m agent.evaluate --env analyst --policy baseline --tasks dev.json --db-dir database/ --json out.json
    python -m agent.evaluate --env index --policy expert --difficulty hard
    python -m agent.evaluate --env analyst --policy llm --limit 20 [--model ID_OR_PATH] [--adapter PATH] [--batch-size 4]
    python -m agent.evaluate --env analyst --policy llm --backend transformers     # auto (default), transformers, llama.cpp
    python -m agent.evaluate --env analyst --policy llm --grammar --bind          # constrained decoding, name binding
    python -m agent.evaluate --env analyst --policy llm --grammar --bind --vote 8 # answer from the result 8 samples share
    python -m agent.evaluate --env analyst --policy openai --base-url http://127.0.0.1:8000/v1 --model NAME
    python -m agent.evaluate --env analyst --policy baseline --synth heldout      # factory databases, unseen domains
    python -m agent.evaluate --env analyst --policy baseline --blind validation   # blind trials' hand-written questions
    python -m agent.evaluate --env analyst --policy baseline --db shop.sqlite     # generated questions on any file
    python -m agent.evaluate --env analyst --policy baseline --split heldout --glossary   # the owners' glossaries
    python -m agent.evaluate ... --shard 1/2 --json a.json & python -m agent.evaluate ... --shard 2/2 --json b.json
    python -m agent.evaluate --merge a.json b.json --json all.json       # one report, as if played in one run
    python -m agent.evaluate --env analyst --policy llm --split heldout --episode-seconds 120   # long tail cut

Analyst: prints, per database and difficulty, answer accuracy, execution accuracy (the answer's query returned
the gold rows), how many episodes answered or abstained, precision (correct / answered), mean steps and mean
reward, and writes the same as JSON ({"overall", "by_db", "by_difficulty", "episodes"}); LLM runs add
parse_failure_rate and mean_tokens to "overall"; "cut_short" counts episodes --episode-seconds ended. Index tuning:
see agent/index_eval.py.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import defaultdict
from collections.abc import Callable, Sequence
from contextlib import ExitStack, closing
from pathlib import Path

from tqdm import tqdm

from agent.backends import BACKENDS, BackendError, default_backend, load_generator, stderr_progress
from agent.kinds import BY_WIRE
from agent.llm_policy import PERSIST_RESERVE, BatchedRunner, LLMPolicy, make_llm_policy
from agent.policy import Policy, policy_mode
from agent.rollout import Episode, play_episode
from envs.analyst.env import DEFAULT_MODE, MAX_STEPS, AnalystEnv
from envs.analyst.spec import OBSERVATION_MODES
from envs.analyst.spider import load_spider
from envs.analyst.task_sets import FACTORY_SETS, factory_tasks, file_tasks
from envs.analyst.tasks import DIFFICULTIES, Task, select_tasks
from envs.blind import SPLITS as BLIND_SPLITS, blind_tasks


def analyst_policy(name: str, model: str | None = None, adapter: str | None = None, temperature: float = 0.0,
                   max_new_tokens: int | None = None, backend: str = "auto", base_url: str | None = None,
                   constrain: bool = False, bind: bool = False, vote: int = 0) -> Policy:
    if name == "baseline":
        from agent.baselines.analyst import RuleBasedAnalyst

        return RuleBasedAnalyst()
    if name == "rules+llm":  # the baseline, and the LLM where it abstains (agent/cascade.py)
        from agent.baselines.analyst import RuleBasedAnalyst
        from agent.cascade import Cascade

        return Cascade(RuleBasedAnalyst(), analyst_policy("llm", model, adapter, temperature, max_new_tokens, backend,
                                                          base_url, constrain, bind, vote))
    if name in ("llm", "openai"):  # "openai" is the LLM policy on an OpenAI-compatible endpoint
        try:
            return make_llm_policy("analyst", model, adapter, temperature, max_new_tokens,
                                   backend="openai" if name == "openai" else backend, base_url=base_url,
                                   notify=stderr_progress, constrain=constrain, bind=bind, vote=vote)
        except BackendError as error:
            raise ValueError(str(error)) from None
    raise ValueError(f"no analyst policy named {name!r}")


def llm_of(policy: Policy) -> LLMPolicy | None:
    """The LLM that plays in ``policy``: itself, or a cascade's second policy (agent/cascade.py); None for rules."""
    policy = getattr(policy, "then", policy)
    return policy if isinstance(policy, LLMPolicy) else None


def load_llm(policy: Policy) -> None:
    """Load the model of the LLM playing in ``policy`` now, one line per stage on stderr; a failure ends the CLI
    with its reason."""
    policy = llm_of(policy)
    if policy is not None:
        try:
            seconds = load_generator(policy.generator, stderr_progress)
        except BackendError as error:
            raise SystemExit(f"the model is not available: {error}") from None
        stderr_progress(f"{policy.label} ready ({seconds:.1f} s)")


def episode_record(task: Task, episode: Episode) -> dict:
    last = episode.last
    return {
        "task_id": task.task_id,
        "db": task.db,
        "difficulty": task.difficulty,
        "question": task.question,
        "correct": bool(last.metadata.get("correct")),
        "exec_match": bool(last.metadata.get("answer_exec_match")),
        "abstained": bool(last.metadata.get("abstained")),
        "steps": len(episode.steps),
        "reward": round(episode.total_reward, 4),
        "answer": last.metadata.get("answer"),
        "parse_failures": sum(1 for s in episode.steps if s.observation.kind == "invalid"),
        "queries": sum(1 for s in episode.steps if s.observation.kind == "query"),
        "invented": sum(1 for s in episode.steps if s.observation.metadata.get("invented")),
        "repeated_failures": repeated_failures(episode),
        "cut_short": not episode.done,  # ended by the time limit (or a step cap) before the environment ended it
        "tokens": sum(s.tokens for s in episode.steps),
        "actions": [str(s.action) for s in episode.steps],
        "seconds": round(episode.reset_s + sum(s.elapsed_s for s in episode.steps), 4),
    }


def repeated_failures(episode: Episode) -> int:
    """Steps that repeat, word for word (case and spacing aside), an action that already failed in the episode."""
    failed, repeats = set(), 0
    for step in episode.steps:
        key = " ".join(str(step.action).split()).casefold()
        repeats += key in failed
        if step.observation.error:
            failed.add(key)
    return repeats


def behaviour(records: Sequence[dict]) -> dict:
    """How the policy acted, beyond right and wrong: names it invented, failed actions it repeated, episodes the
    time limit cut short."""
    queries = sum(r.get("queries", 0) for r in records)
    return {"invented_rate": round(sum(r.get("invented", 0) for r in records) / max(1, queries), 4),
            "repeated_failures_per_episode": round(sum(r.get("repeated_failures", 0) for r in records)
                                                   / max(1, len(records)), 4),
            "cut_short": sum(1 for r in records if r.get("cut_short"))}


def summarize(records: Sequence[dict]) -> dict:
    """Answer accuracy, execution accuracy (the answer's query returned the gold rows), and how often the policy
    answered at all: precision = correct / answered, where an abstention ("I can't answer this") is not an answer."""
    n = len(records)
    if not n:
        return {"n": 0, "accuracy": 0.0, "exec_accuracy": 0.0, "answered": 0, "abstained": 0, "precision": 0.0,
                "mean_steps": 0.0, "mean_reward": 0.0}
    correct = sum(r["correct"] for r in records)
    answered = sum(1 for r in records if r.get("answer") is not None and not r.get("abstained"))
    return {
        "n": n,
        "accuracy": round(correct / n, 4),
        "exec_accuracy": round(sum(r.get("exec_match", False) for r in records) / n, 4),
        "answered": answered,
        "abstained": sum(1 for r in records if r.get("abstained")),
        "precision": round(correct / answered, 4) if answered else 0.0,
        "mean_steps": round(sum(r["steps"] for r in records) / n, 2),
        "mean_reward": round(sum(r["reward"] for r in records) / n, 4),
    }


def report(records: list[dict], extra_overall: Callable[[list[dict]], dict] | None = None,
           mode: str = DEFAULT_MODE) -> dict:
    """The JSON report: overall, by_db, by_difficulty and the episodes themselves."""
    groups: dict[str, dict[str, list]] = {"by_db": defaultdict(list), "by_difficulty": defaultdict(list)}
    for r in records:
        groups["by_db"][r["db"]].append(r)
        groups["by_difficulty"][r["difficulty"]].append(r)
    overall = (summarize(records) | behaviour(records) | {"mode": mode}
               | (extra_overall(records) if extra_overall else {}))
    order = {d: i for i, d in enumerate(DIFFICULTIES)}
    return {
        "overall": overall,
        "by_db": {k: summarize(v) for k, v in sorted(groups["by_db"].items())},
        "by_difficulty": {k: summarize(v) for k, v in sorted(groups["by_difficulty"].items(), key=lambda kv: order.get(kv[0], 9))},
        "episodes": records,
    }


def format_report(result: dict, title: str) -> str:
    """A plain-text table: one row per database x difficulty, then totals."""
    cells = defaultdict(list)
    for r in result["episodes"]:
        cells[(r["db"], r["difficulty"])].append(r)
    header = (f"{'database':18s} {'difficulty':10s} {'n':>4s} {'accuracy':>9s} {'exec acc':>9s} {'answered':>9s} "
              f"{'abstained':>9s} {'precision':>9s} {'steps':>6s} {'reward':>7s}")
    lines = [title, header]

    def row(db: str, difficulty: str, s: dict) -> str:
        return (f"{db:18s} {difficulty:10s} {s['n']:4d} {s['accuracy']:9.1%} {s['exec_accuracy']:9.1%} "
                f"{s['answered']:9d} {s['abstained']:9d} {s['precision']:9.1%} {s['mean_steps']:6.2f} {s['mean_reward']:7.3f}")

    order = {d: i for i, d in enumerate(DIFFICULTIES)}
    for (db, difficulty), records in sorted(cells.items(), key=lambda kv: (kv[0][0], order.get(kv[0][1], 9))):
        lines.append(row(db, difficulty, summarize(records)))
    lines.append("-" * len(header))
    for db, s in result["by_db"].items():
        lines.append(row(db, "all", s))
    for difficulty, s in result["by_difficulty"].items():
        lines.append(row("all", difficulty, s))
    lines.append(row("overall", "all", result["overall"]))
    return "\n".join(lines)


def llm_overall(records: list[dict]) -> dict:
    """Extra "overall" figures for LLM runs: parse failures per step, generated tokens per episode."""
    steps = sum(r["steps"] for r in records)
    return {"parse_failure_rate": round(sum(r["parse_failures"] for r in records) / max(1, steps), 4),
            "mean_tokens": round(sum(r["tokens"] for r in records) / max(1, len(records)), 1)}


def evaluate_analyst(policy: Policy, tasks: Sequence[Task], max_steps: int = MAX_STEPS, repair: bool = False,
                     seed: int = 0, progress: bool = True, batch_size: int = 1, mode: str = DEFAULT_MODE,
                     on_episode: Callable[[int], None] | None = None, glossary: bool = False,
                     max_seconds: float | None = None) -> dict:
    """The report of ``policy`` on ``tasks``; ``on_episode(done)`` is called as each episode finishes (training
    progress uses it); ``glossary``: first observations list the database's glossary words the question uses;
    ``max_seconds``: an episode still running after that long ends unanswered (counted as ``cut_short``)."""
    is_llm = isinstance(policy, LLMPolicy)
    bar = tqdm(total=len(tasks), desc=f"{policy.name}", unit="ep", disable=not progress, file=sys.stderr)

    done = 0

    def finished() -> None:
        nonlocal done
        done += 1
        bar.update()
        if on_episode is not None:
            on_episode(done)

    if is_llm and batch_size > 1:
        envs = [AnalystEnv(tasks=list(tasks), max_steps=max_steps, mode=mode, glossary=glossary)
                for _ in range(min(batch_size, len(tasks)))]
        jobs = [(envs[i % len(envs)], {"task_id": task.task_id, "seed": seed + i, "repair": repair})
                for i, task in enumerate(tasks)]
        with ExitStack() as stack:
            for env in envs:
                stack.callback(env.close)
            episodes = BatchedRunner(policy, max_seconds=max_seconds,
                                     on_episode=lambda i, e: finished()).run(jobs, batch_size)
        records = [episode_record(task, episode) for task, episode in zip(tasks, episodes)]
    else:
        records = []
        with closing(AnalystEnv(tasks=list(tasks), max_steps=max_steps, mode=mode, glossary=glossary)) as env:
            for i, task in enumerate(tasks):
                episode = play_episode(env, policy, max_seconds=max_seconds, task_id=task.task_id, seed=seed + i,
                                       repair=repair)
                records.append(episode_record(task, episode))
                finished()
    bar.close()
    return report(records, llm_overall if llm_of(policy) is not None else None, mode)


def choose_tasks(args: argparse.Namespace) -> list[Task]:
    if args.tasks:
        if not args.db_dir:
            raise SystemExit("--tasks needs --db-dir (the folder holding <db_id>/<db_id>.sqlite)")
        tasks = load_spider(args.tasks, args.db_dir)
        tasks = [t for t in tasks if args.difficulty in (None, t.difficulty)]
    elif args.synth:
        tasks = factory_tasks(args.synth, args.synth_databases, args.per_difficulty, args.seed)
        tasks = [t for t in tasks if args.difficulty in (None, t.difficulty)]
    elif args.blind:
        tasks = [t for t in blind_tasks(args.blind) if args.difficulty in (None, t.difficulty)]
    elif args.db:
        if not args.db.is_file():
            raise SystemExit(f"no database at {args.db}")
        tasks = [t for t in file_tasks(args.db, args.per_difficulty, args.seed) if args.difficulty in (None, t.difficulty)]
    else:
        tasks = select_tasks(args.split, args.difficulty)
    if args.limit is not None and args.limit < len(tasks):
        tasks = random.Random(args.seed).sample(tasks, args.limit)  # a seeded subset, the same for every policy
    if args.shard:  # every N-th task from the K-th: N processes play the same tasks as one, a core each
        k, n = args.shard
        tasks = tasks[k - 1::n]
    return tasks


def shard(text: str) -> tuple[int, int]:
    """``"K/N"`` -> (K, N) with 1 <= K <= N (argparse type)."""
    k, _, n = text.partition("/")
    if not (k.isdigit() and n.isdigit() and 1 <= int(k) <= int(n)):
        raise argparse.ArgumentTypeError(f"expected K/N with 1 <= K <= N, like 1/2; got {text!r}")
    return int(k), int(n)


def merge_reports(paths: Sequence[Path]) -> dict:
    """One analyst report from the reports of a run's shards (``--shard K/N``): their episodes together, summarised
    as one run would; the shards must share policy, mode and tasks and never play a task twice."""
    reports = []
    for path in paths:
        try:
            reports.append(json.loads(Path(path).read_text()))
        except (OSError, ValueError) as error:
            raise SystemExit(f"cannot read report {path}: {error}") from None
    metas = [{k: v for k, v in r.get("meta", {}).items() if k != "shard"} for r in reports]
    if any(meta != metas[0] for meta in metas) or any("episodes" not in r for r in reports):
        raise SystemExit("these reports are not shards of one run (policy, mode or tasks differ)")
    records = [e for r in reports for e in r["episodes"]]
    ids = [e["task_id"] for e in records]
    if len(set(ids)) != len(ids):
        raise SystemExit("a task appears in two of these reports: merge each shard once")
    llm = all("parse_failure_rate" in r["overall"] for r in reports)
    return report(records, llm_overall if llm else None, reports[0]["overall"].get("mode", DEFAULT_MODE)) | {
        "meta": metas[0]}


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m agent.evaluate", description=__doc__.splitlines()[0])
    parser.add_argument("--env", choices=list(BY_WIRE), default="analyst")
    parser.add_argument("--policy", default="baseline",
                        help="analyst: baseline, llm, openai, rules+llm (the baseline, the LLM where it abstains); "
                             "index: random, baseline, expert, llm, openai")
    parser.add_argument("--split", choices=["train", "heldout", "all"], default="all")
    parser.add_argument("--difficulty", choices=DIFFICULTIES)
    parser.add_argument("--limit", type=int, help="evaluate a seeded random subset of N tasks")
    parser.add_argument("--shard", type=shard, metavar="K/N", help="analyst: play every N-th task from the K-th "
                        "(run N processes, then --merge their --json reports)")
    parser.add_argument("--merge", type=Path, nargs="+", metavar="REPORT",
                        help="analyst: combine the JSON reports of a run's shards into one (printed, and --json)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--max-steps", type=int, default=None,
                        help=f"the step budget of an episode (default: analyst {MAX_STEPS}, index the environment's)")
    parser.add_argument("--mode", choices=OBSERVATION_MODES,
                        help="analyst: the first observation names the tables (explore) or lists their columns "
                             f"(schema); default: the mode an LLM's adapter was trained in, else {DEFAULT_MODE}")
    parser.add_argument("--glossary", action=argparse.BooleanOptionalAction, default=False,
                        help="analyst: first observations list the owner's words the question uses, from the "
                             "database's glossary (envs/analyst/glossary.py), and schema mode shows what they name")
    parser.add_argument("--repair", action="store_true", help="start each episode from a broken query")
    parser.add_argument("--episode-seconds", type=float, metavar="S",
                        help="analyst: end an episode unanswered once it has run S seconds (bounds a slow model's long "
                             "tail; such episodes count as wrong, and the report counts them as cut_short)")
    parser.add_argument("--tasks", type=Path, help="Spider-format tasks file (dev.json)")
    parser.add_argument("--db-dir", type=Path, help="Spider-format database folder")
    parser.add_argument("--synth", choices=FACTORY_SETS, help="analyst: generated questions over factory databases "
                        "(validation: held-out domains' databases kept for choices, never reported)")
    parser.add_argument("--blind", choices=BLIND_SPLITS, help="analyst: the hand-written questions of the blind "
                        "trials (envs/blind; validation: four trials kept for choices, never trained on)")
    parser.add_argument("--synth-databases", type=int, default=20, help="analyst: factory databases in --synth")
    parser.add_argument("--per-difficulty", type=int, default=4, help="analyst: generated questions per difficulty and database")
    parser.add_argument("--db", type=Path, help="an SQLite file: index: the database to tune (a private copy is used); "
                                                 "analyst: generated questions over it")
    parser.add_argument("--workload", type=Path, help="index: a workload .sql file for --db")
    parser.add_argument("--json", type=Path, help="write the report here")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    parser.add_argument("--model", help="llm: base model, a hub id or local path (default: $MODEL_ID or SmolLM2-135M)")
    parser.add_argument("--adapter", help="llm: LoRA adapter, a hub id or local path; 'none' for the base alone")
    parser.add_argument("--temperature", type=float, default=0.0, help="llm: 0 is greedy")
    parser.add_argument("--max-new-tokens", type=int, default=None, help="llm: tokens per action (default 128)")
    parser.add_argument("--batch-size", type=int, default=1, help="llm: episodes stepped together, one generate per step")
    parser.add_argument("--backend", choices=BACKENDS, default=default_backend(),
                        help="llm: auto (llama.cpp on a CPU when installed, else transformers), transformers, llama.cpp "
                             "(default: $SQL_STUDIO_BACKEND or auto)")
    parser.add_argument("--grammar", action=argparse.BooleanOptionalAction, default=False,
                        help="llm: decode each action under a grammar of the database's own names (llama.cpp backend; "
                             "agent/grammar.py)")
    parser.add_argument("--bind", action=argparse.BooleanOptionalAction, default=False,
                        help="llm analyst: a query whose tables, aliases or columns do not resolve in the schema shown "
                             "is resampled (up to the retry's samples) and the first that binds is sent "
                             "(agent/binding.py)")
    parser.add_argument("--vote", type=int, default=0, metavar="K",
                        help="llm analyst: at the first query, sample K more replies and run the distinct queries "
                             "(up to 4, a step each); the episode goes on from the result most replies share "
                             "(agent/voting.py); 0: off")
    parser.add_argument("--guard", action=argparse.BooleanOptionalAction, default=False,
                        help="index llm: the cost guard undoes at once a change the measured cost condemns (drops an "
                             "index that did not lower it, recreates one whose drop raised it; agent/llm_policy.py); "
                             "the model still chooses every change")
    parser.add_argument("--persist", action=argparse.BooleanOptionalAction, default=False,
                        help=f"index llm: the model may not submit while more than {PERSIST_RESERVE} steps remain, "
                             "nor repeat an action: such replies are resampled (agent/llm_policy.py)")
    parser.add_argument("--base-url", help="openai: the endpoint, e.g. http://127.0.0.1:8000/v1 (default $OPENAI_BASE_URL); "
                                           "--model names its model, $OPENAI_API_KEY is the key if it needs one")
    return parser.parse_args(argv)


def episode_rates(overall: dict) -> str:
    """The lines under an analyst report's table: invented names and repeated failures (an LLM's: parse failures
    and tokens too)."""
    lines = [f"invented names in {overall['invented_rate']:.1%} of queries, "
             f"{overall['repeated_failures_per_episode']:.2f} repeated failed actions per episode"]
    if overall.get("cut_short"):
        lines.append(f"{overall['cut_short']} episodes cut short by --episode-seconds (counted as wrong)")
    if "parse_failure_rate" in overall:
        lines.append(f"parse failure rate {overall['parse_failure_rate']:.1%} of steps, "
                     f"{overall['mean_tokens']:.1f} generated tokens per episode")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> dict:
    args = parse_args(argv)
    if args.workload and not args.db:
        raise SystemExit("--workload needs --db (the database the workload runs on)")
    if args.merge:
        result = merge_reports(args.merge)
        print(format_report(result, f"merged {len(args.merge)} reports: policy={result['meta'].get('policy')}  "
                                    f"mode={result['overall'].get('mode')}  tasks: {result['meta'].get('tasks')}"))
        print(episode_rates(result["overall"]))
    elif args.env == "index":
        from agent.index_eval import POLICIES, evaluate_index, format_index_report

        if args.policy not in POLICIES:
            raise SystemExit(f"no index-tuning policy named {args.policy!r}; use one of {', '.join(POLICIES)}")
        result = evaluate_index(args.policy, args.difficulty, str(args.db) if args.db else None,
                                str(args.workload) if args.workload else None, args.limit, args.seed,
                                args.model, args.adapter, backend=args.backend, base_url=args.base_url,
                                constrain=args.grammar, max_steps=args.max_steps, progress=not args.quiet,
                                guard=args.guard, persist=args.persist)
        print(format_index_report(result))
    else:
        try:
            policy = analyst_policy(args.policy, args.model, args.adapter, args.temperature, args.max_new_tokens,
                                    backend=args.backend, base_url=args.base_url, constrain=args.grammar,
                                    bind=args.bind, vote=args.vote)
        except ValueError as error:
            raise SystemExit(str(error)) from None
        load_llm(policy)
        args.mode = args.mode or policy_mode(policy)
        tasks = choose_tasks(args)
        if not tasks:
            raise SystemExit("no tasks match these filters")
        result = evaluate_analyst(policy, tasks, args.max_steps or MAX_STEPS, args.repair, args.seed, progress=not args.quiet,
                                  batch_size=args.batch_size, mode=args.mode, glossary=args.glossary,
                                  max_seconds=args.episode_seconds)
        source = (args.tasks or (f"factory, split={args.synth}, {args.synth_databases} databases" if args.synth else None)
                  or (f"blind trials, split={args.blind}" if args.blind else None)
                  or (f"generated on {args.db}" if args.db else f"built-in, split={args.split}"))
        flags = "".join(f"  {flag}" for flag, on in (("grammar", args.grammar), ("bind", args.bind),
                                                     (f"vote {args.vote}", args.vote))
                        if on and args.policy != "baseline") + ("  glossary" if args.glossary else "")
        print(format_report(result, f"policy={args.policy}  mode={args.mode}{flags}  tasks: {source}"
                            + ("  (repair)" if args.repair else "")))
        result["meta"] = {"policy": args.policy, "mode": args.mode,  # the Results tab's columns
                          "tasks": f"{source}{', with their glossaries' if args.glossary else ''}"} | (
                              {"shard": "{}/{}".format(*args.shard)} if args.shard else {}) | (
                              {"episode_seconds": args.episode_seconds} if args.episode_seconds else {})
        print(episode_rates(result["overall"]))
    if args.json:
        args.json.write_text(json.dumps(result, indent=1, default=str))
    return result


if __name__ == "__main__":
    main()
