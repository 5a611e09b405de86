"""Expert index-tuning episodes for SFT, played THROUGH IndexTuningEnv so every observation is the real one.

Source: scenarios from factory databases of the training domains (envs/index_tuning/synth.py); never the 15 built-in
scenarios, never a held-out domain (asserted). For each scenario the rule-based advisor plays a whole episode
(agent/baselines/index_advisor.py: measured trial and error, pruning); what it kept - its final indexes and verified
rewrites - is then replayed as the short episode an engineer who knew the answer would play:

    for each workload read that the kept configuration serves, costliest first (at most MAX_QUERIES of them):
        rewrite_query(q, SQL)         # when the advisor kept a rewrite of q (the environment re-checks it)
        create_index(table, [cols])   # each kept index that serves q
    submit_report(what was kept)

It is played as an engineer who watches the measured cost would (``reacting``): an index that made the workload
costlier is dropped at once; the dropped ones are tried again together at the end, when the rest (or each other)
may make them pay. A share of the demonstrations (``mistake_fraction``; the training config's ``repair_fraction``)
opens with a harmful index (found by measuring a few single-column candidates) and its drop, so the model learns to
undo what the cost line condemns.

The first observation lists, under each read, the columns an index could serve (aliases resolved to tables), so the
names to copy are on screen from the start. Each index goes with the costliest read whose SQL (as rewritten) uses
all its columns on its table (else its leading column, else the table). Rewrites longer than ``MAX_REWRITE_CHARS``
are left out (and the indexes only they made useful). The replay must lower the cost (scenarios where it does not,
or where the advisor gained nothing, are skipped and counted); the counts give its mean share of the advisor's
reduction. ``inspect=True`` puts an ``inspect_query(q)`` before each read's actions: those observations tripled a
sequence's tokens under gradient on the CPU, and after 30 steps of such training the model inspected q1, q2, q3...
and never created an index.

Each demonstration becomes chat samples rendered by the same prompt code the policy uses (agent.prompts via
LLMPolicy.messages), in models.sft_data's ``ExpertEpisode`` form, so ``pack_episode`` and the trainer take them as
they take analyst episodes.

    python -m models.index_sft_data --scenarios 3        # print demonstrations and the counts
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass

from tqdm import tqdm

from agent.baselines.index_advisor import RuleBasedIndexAdvisor
from agent.prompts import PromptConfig
from agent.rollout import play_episode
from envs import synth
from envs.index_tuning import IndexTuningEnv
from envs.index_tuning.analysis import column_usage
from envs.index_tuning.inspection import index_name
from envs.index_tuning.scenarios import Scenario
from envs.index_tuning.spec import IndexAction
from envs.index_tuning.synth import synth_scenarios
from models.sft_data import ExpertEpisode, play_script

# A rewrite longer than this is left out of a demonstration: a lower(col) = 'x' rewrite lists every upper/lower-case
# form of the prefix as ranges (hundreds of characters no small model should learn to write out).
MAX_REWRITE_CHARS = 300
# Reads a demonstration tunes, costliest first: they hold most of a workload's cost, and every step is one more
# observation under gradient on the 2-core CPU.
MAX_QUERIES = 4
MAX_TRIALS = 6  # candidate indexes measured when looking for a harmful one to open a recovery demonstration with


@dataclass(frozen=True)
class ScenarioTask:
    """What an index demonstration is about, in the shape ``ExpertEpisode.task`` has for analyst tasks."""
    task_id: str
    db: str
    difficulty: str = "synth"


def training_scenarios(count: int, start: int = 0) -> list[Scenario]:
    """``count`` factory scenarios of the training domains from seed ``start`` on."""
    scenarios = synth_scenarios("train", count, start)
    leaked = [s.id for s in scenarios if synth.domain_of(synth.seed_of(s.title)) in synth.HELDOUT_DOMAINS]
    assert not leaked, f"held-out domains leaked into index SFT: {leaked[:3]}"
    return scenarios


def _read_cost(query: dict) -> int:
    return query["steps"] * query["freq"] if query["kind"] == "read" else 0


def demonstration_plan(workload: Sequence[dict], schema: dict[str, list[str]], indexes: Sequence[tuple[str, tuple]],
                       rewrites: dict[str, str], max_queries: int | None = None, inspect: bool = False) -> list[str]:
    """The demonstration's actions: per read served by the configuration (costliest first, at most ``max_queries``
    of them) [inspect it,] rewrite it, create its indexes; then the report. ``indexes``: (table, columns) kept;
    ``rewrites``: qid -> kept SQL."""
    reads = sorted((q for q in workload if q["kind"] == "read"), key=lambda q: -_read_cost(q))
    final_sql = {q["qid"]: rewrites.get(q["qid"], q["sql"]) for q in reads}
    usage = {qid: {t.lower(): u for t, u in column_usage(sql, schema).items()} for qid, sql in final_sql.items()}
    served: dict[str, list[tuple[str, tuple]]] = {q["qid"]: [] for q in reads}
    for table, columns in indexes:
        used = {q["qid"]: [c.lower() for c in usage[q["qid"]][table.lower()].all()] for q in reads
                if table.lower() in usage[q["qid"]]}
        every = [qid for qid, cols in used.items() if all(c.lower() in cols for c in columns)]
        leading = [qid for qid, cols in used.items() if columns[0].lower() in cols]
        owner = (every or leading or list(used) or [None])[0]  # dicts keep the reads' cost order
        if owner is not None:  # else no read uses it (as written without a left-out rewrite): nothing explains it
            served[owner].append((table, columns))
    actions, chosen = [], [q["qid"] for q in reads if served[q["qid"]] or q["qid"] in rewrites][:max_queries]
    indexes = [index for qid in chosen for index in served[qid]]
    rewrites = {qid: sql for qid, sql in rewrites.items() if qid in chosen}
    for qid in chosen:
        actions += [f"inspect_query({qid})"] if inspect else []
        if qid in rewrites:
            actions.append(str(IndexAction("rewrite_query", qid=qid, sql=rewrites[qid])))
        actions += [str(IndexAction.create_index(table, columns)) for table, columns in served[qid]]
    return actions + [report_action([index_name(table, columns) for table, columns in indexes], rewrites)]


def report_action(index_names: Sequence[str], rewrites: Iterable[str]) -> str:
    report = "kept " + ", ".join(index_names) if index_names else "no index paid for its size"
    if rewrites:
        report += "; rewrote " + ", ".join(sorted(rewrites))
    return str(IndexAction("submit_report", summary=report))


def reacting(env: IndexTuningEnv, plan: Sequence[str], mistake: tuple[str, tuple] | None = None) -> Iterator[str]:
    """The plan's actions as an engineer who watches the measured cost plays them (read lazily by ``play_script``,
    so ``env.state`` is the one after the previous action): an index that made the workload costlier is dropped
    at once. After the rest of the plan the dropped ones are tried again together (some pay only with each other,
    or once a later index exists), and dropped for good if together they still do not pay. ``mistake``: a harmful
    index created first, to show the recovery."""
    def create(action: str) -> Iterator[str]:
        before = env.state.cost
        yield action
        if env.state.cost > before and env.state.created:
            failed.append(action)
            yield str(IndexAction("drop_index", name=env.state.created[-1]))

    failed: list[str] = []
    if mistake is not None:
        yield from create(str(IndexAction.create_index(*mistake)))
        failed.clear()  # a mistake is not tried again
    for action in plan[:-1]:
        yield from create(action) if action.startswith("create_index(") else iter([action])
    if not failed:
        yield plan[-1]
        return
    before, existing = env.state.cost, set(env.state.created)
    yield from failed
    if env.state.cost >= before:  # the group does not pay either: undo it
        yield from (str(IndexAction("drop_index", name=name)) for name in env.state.created if name not in existing)
    yield report_action(env.state.created, env.state.rewrites)


def harmful_index(env: IndexTuningEnv, scenario: Scenario, keep: Sequence[tuple[str, tuple]]) -> tuple | None:
    """The single-column index on a column the reads use that, created first, makes the workload costliest (at
    least 1% more, among ``MAX_TRIALS`` candidates not in ``keep``); None when none hurts."""
    first = env.reset(scenario=scenario)
    reads = [q for q in first.metadata["workload"] if q["kind"] == "read"]
    candidates = dict.fromkeys((table, (column,)) for q in reads
                               for table, use in column_usage(q["sql"], first.metadata["tables"]).items()
                               for column in use.all())
    keep = {(table.lower(), tuple(c.lower() for c in columns)) for table, columns in keep}
    worst, worst_cost = None, env.state.initial_cost * 1.01
    for table, columns in [c for c in candidates if (c[0].lower(), (c[1][0].lower(),)) not in keep][:MAX_TRIALS]:
        if env.step(str(IndexAction.create_index(table, columns))).error:
            continue
        if env.state.cost > worst_cost:
            worst, worst_cost = (table, columns), env.state.cost
        env.step(str(IndexAction("drop_index", name=env.state.created[-1])))
    return worst


def expert_episode(env: IndexTuningEnv, scenario: Scenario, prompt_config: PromptConfig,
                   max_queries: int | None = MAX_QUERIES, mistake: bool = False) -> tuple[ExpertEpisode | None, str]:
    """The demonstration for ``scenario`` and "ok", or None and why it was skipped. ``mistake``: open with a
    harmful index (when one is found) and its drop."""
    advisor = RuleBasedIndexAdvisor()
    first = play_episode(env, advisor, scenario=scenario).first
    target, initial = env.state.cost, env.state.initial_cost
    if target >= initial:
        return None, "advisor gained nothing"
    kept = [(k.table, tuple(k.columns)) for k in advisor.kept]
    rewrites = {qid: sql for qid, sql in env.state.rewrites.items() if len(sql) <= MAX_REWRITE_CHARS}
    plan = demonstration_plan(first.metadata["workload"], first.metadata["tables"], kept, rewrites, max_queries)
    harmful = harmful_index(env, scenario, kept) if mistake else None
    trace, samples = play_script(env, "index_tuning", reacting(env, plan, harmful), prompt_config, scenario=scenario)
    if any(step.observation.error for step in trace.steps):
        return None, "a replayed action failed"
    if not (trace.done and env.state.cost < initial):
        return None, "the replay gained nothing"
    episode = ExpertEpisode(ScenarioTask(scenario.id, scenario.title), "index", trace.first.text,
                            [s.action for s in trace.steps], [s.observation.text for s in trace.steps], samples,
                            correct=True)
    episode.share = (initial - env.state.cost) / (initial - target)  # of the advisor's reduction
    return episode, "ok"


def build_episodes(count: int, start: int = 0, prompt_config: PromptConfig = PromptConfig(), seed: int = 0,
                   max_queries: int | None = MAX_QUERIES, mistake_fraction: float = 0.0,
                   ) -> tuple[list[ExpertEpisode], dict]:
    """Demonstrations over ``count`` training scenarios (seed ``start`` on), shuffled by ``seed``; and counts.
    ``mistake_fraction``: the share that open with a harmful index and its drop (``reacting``)."""
    env = IndexTuningEnv(use_oracle=False, search="off", wall_repeats=0)
    episodes, outcomes, rng = [], Counter(), random.Random(seed)
    try:
        for scenario in tqdm(training_scenarios(count, start), desc="index demonstrations", unit="scenario",
                             disable=count < 10, file=sys.stderr):
            mistake = rng.random() < mistake_fraction
            episode, outcome = expert_episode(env, scenario, prompt_config, max_queries, mistake)
            outcomes[outcome] += 1
            if episode is not None:
                episodes.append(episode)
    finally:
        env.close()
    rng.shuffle(episodes)
    steps = Counter(len(e.actions) for e in episodes)
    share = sum(e.share for e in episodes) / max(1, len(episodes))
    return episodes, {"scenarios": count, "episodes": len(episodes), "outcomes": dict(outcomes),
                      "share_of_advisor_reduction": round(share, 3),
                      "actions": dict(Counter(a.split("(")[0] for e in episodes for a in e.actions)),
                      "with_a_drop": sum(any(a.startswith("drop_index(") for a in e.actions) for e in episodes),
                      "steps": dict(sorted(steps.items()))}


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m models.index_sft_data", description=__doc__.splitlines()[0])
    parser.add_argument("--scenarios", type=int, default=3, help="training scenarios to demonstrate")
    parser.add_argument("--start", type=int, default=0, help="first factory seed")
    parser.add_argument("--show", type=int, default=2, help="demonstrations to print")
    parser.add_argument("--mistakes", type=float, default=0.0, help="share opening with a harmful index and its drop")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    episodes, counts = build_episodes(args.scenarios, args.start, PromptConfig(example=False),
                                      mistake_fraction=args.mistakes)
    for episode in episodes[:args.show]:
        print(f"== {episode.task.task_id}\n{episode.first}")
        for action, observation in zip(episode.actions, episode.observations):
            print(f">> {action}\n{observation}")
    print(counts, f"built in {time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()
