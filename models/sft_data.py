"""Expert trajectories for the SFT warm-up, played THROUGH AnalystEnv so every observation is the real one.

Sources, all from TRAINING material only (never petshop/cafe, never a held-out factory domain): the gold tasks of
the built-in train databases, the hand-written questions of the train blind trials (envs/blind: other authors'
schemas and words; ``blind_repeats`` passes), questions generated from the built-in databases' own schema and data
(envs/analyst/generate.py), generated questions over factory databases of the training domains (envs/synth:
hundreds of schemas, naming styles and vocabularies), and renamed copies of every source database
(envs/synth/rename.py: the same tasks with other table and column names). Each task gives, in the observation
mode of the run (``mode``):
- an ideal episode: DESCRIBE the tables the gold SQL reads (explore mode; in schema mode only those its first
  observation does not list), sometimes a SAMPLE, -> QUERY the gold SQL -> ANSWER with the values the query
  showed, phrased so the scorer accepts them;
- with probability ``repair_fraction``, a recovery episode: a QUERY with a misspelt column or table
  (envs.analyst.repair.break_query), the environment's real error and hint, then the fixed query; or (explore mode)
  a DESCRIBE of a misspelt table name, its error and hint, then the right one.
With probability ``glossary_share`` an episode is played with its database's glossary on (envs/analyst/glossary.py:
a built-in training database's own, or the one a renamed copy gets for its synonyms), so the first observation
lists the owner's words the question uses; databases without one play as before.
Every expert episode must end with the environment saying "Answer correct" (asserted); tasks whose answer cannot be
read off the observation (more rows than the observation shows) are skipped and counted.

Each episode becomes chat samples rendered by the SAME prompt code the policy uses at inference
(agent.prompts.build_messages / render_prompt via LLMPolicy.messages), so training and inference stay in sync:
one sample per assistant turn, ``{"prompt": text, "completion": action + <|im_end|>}``; ``pack_episode`` merges an
episode's turns into one sequence with a loss mask when every turn's prompt is a prefix of the next (always, unless
the history was squeezed), which costs one forward pass per episode instead of one per turn.

    python -m models.sft_data --limit 5                    # print a few expert episodes and the counts
    python -m models.sft_data --factory 300 --renamed 1    # counts per domain and difficulty at scale
    python -m models.sft_data --mode schema --factory 400 --per-database 8   # many databases, few tasks each
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
import time
from collections import Counter, defaultdict
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from itertools import zip_longest
from pathlib import Path

import sqlglot
from tqdm import tqdm

from envs import synth

from agent.llm_policy import LLMPolicy, Reply
from agent.prompts import PromptConfig, render_prompt
from agent.rollout import Episode, is_over, start_episode, take_step
from envs.analyst.env import TEXT_ROWS, AnalystEnv
from envs.analyst.focus import focused_overview
from envs.analyst.glossary import load_glossary
from envs.base import Env
from envs.blind import VALIDATION as BLIND_VALIDATION, blind_tasks
from envs.analyst.generate import generate_tasks
from envs.analyst.spec import OBSERVATION_MODES
from envs.analyst.repair import break_query, misspell
from envs.analyst.tasks import Task, execute_gold, select_tasks
from envs.databases import BUILTIN_DATABASES, database_path
from envs.sandbox import needs_quotes, open_readonly, run_query, table_references
from envs.synth.rename import augment

MAX_DESCRIBED = 4  # tables described before the query: hard gold SQL reads up to 4
SAMPLE_PROBABILITY = 0.15  # some episodes SAMPLE the main table (values, date formats) before querying
TABLE_TYPO_SHARE = 0.3  # of the recovery episodes, this share misspells a DESCRIBE instead of a query
SYNTHETIC_PER_DIFFICULTY = 40  # generated questions per difficulty per train database (~20 exist: all of them)


@dataclass
class ExpertEpisode:
    task: Task
    kind: str  # "ideal", "repair_query" or "repair_table"; "index" (models/index_sft_data.py)
    first: str  # the first observation's text
    actions: list[str] = field(default_factory=list)
    observations: list[str] = field(default_factory=list)  # the env's reply to each action
    samples: list[dict] = field(default_factory=list)  # {"prompt", "completion"} per assistant turn
    correct: bool = False
    share: float = 1.0  # an index demonstration's share of the advisor's cost reduction


def gold_tables(sql: str) -> list[str]:
    """Tables the gold SQL reads, outer query first (sqlglot's breadth-first walk), CTE names left out."""
    names = [t.name for t in table_references(sqlglot.parse_one(sql, read="sqlite")) if t.name]
    return list(dict.fromkeys(names))  # each once, first reference first


def _cell(value) -> str:
    """A value the way the observation shows it (envs.analyst.env.format_rows), so answers copy what was seen."""
    if value is None:
        return "NULL"
    if isinstance(value, float):  # the shown 6 significant digits, written out (the scorer reads no 1e+06)
        shown = float(f"{value:.6g}")
        return f"{shown:.6g}" if "e" not in f"{shown:.6g}" else f"{shown:.2f}".rstrip("0").rstrip(".")
    return str(value)


def phrase_answer(columns: Sequence[str], rows: Sequence[tuple]) -> str:
    """A concise answer from a result: a scalar alone, a column as a comma list, a table as '; '-separated rows."""
    if len(rows) == 1 and len(columns) == 1:
        return _cell(rows[0][0])
    if len(columns) == 1:
        return ", ".join(_cell(r[0]) for r in rows)
    return "; ".join(" | ".join(_cell(v) for v in row) for row in rows)


def unquoted(sql: str) -> str:
    """The generator's "quoted" identifiers written bare where SQL allows it, like the gold tasks' SQL (the model
    copies one style); keywords (a table named ``order``) and odd names keep their quotes."""
    # literals are single-quoted there, so "..." is always an identifier
    return re.sub(r'"([A-Za-z_][A-Za-z0-9_]*)"', lambda m: m.group(0) if needs_quotes(m.group(1)) else m.group(1), sql)


def task_domain(task: Task) -> str:
    """The domain a task's database belongs to: a built-in database's name, or a factory database's domain."""
    db = task.db.split("~")[0]  # renamed copies are "<db>~r<seed>"
    seed = synth.seed_of(db)
    return db if seed is None else synth.domain_of(seed)


def _generated(path, db: str, per_difficulty: int, per_database: int = 0) -> list[Task]:
    """Generated questions on a training database; ``per_database`` > 0 keeps a seeded sample of that many, spread
    over the difficulties (the generator lists its questions family by family)."""
    tasks = [Task(f"synthetic/{t.task_id}", db, t.question, unquoted(t.gold_sql), t.difficulty, "train", t.db_path)
             for t in generate_tasks(path, db, per_difficulty, split="train")]
    if per_database and per_database < len(tasks):
        rng = random.Random(db)
        by_difficulty = [rng.sample(group := [t for t in tasks if t.difficulty == d], len(group))
                         for d in ("easy", "medium", "hard")]
        interleaved = [t for row in zip_longest(*by_difficulty) for t in row if t is not None]
        tasks = interleaved[:per_database]
    return tasks


def train_tasks(synthetic: bool = True, factory_databases: int = 0, renamed_copies: int = 0,
                seed: int = 0, per_database: int = 0, factory_start: int = 0, blind_repeats: int = 0) -> list[Task]:
    """Training tasks: built-in train gold tasks, ``blind_repeats`` copies of the train blind trials' hand-written
    questions (envs/blind), generated questions (built-in train databases, then the first
    ``factory_databases`` factory databases of the training domains from seed ``factory_start`` on,
    ``per_database`` of each when > 0), and
    ``renamed_copies`` renamed copies of every one of those databases with the same tasks."""
    tasks = select_tasks("train") + blind_tasks("train") * blind_repeats
    if synthetic:
        for name, db in BUILTIN_DATABASES.items():
            if db.split == "train":
                tasks += _generated(database_path(name), name, SYNTHETIC_PER_DIFFICULTY)
    for db_seed in tqdm(synth.seeds("train", factory_databases, factory_start), desc="factory databases", unit="db",
                        disable=factory_databases < 10, file=sys.stderr):
        tasks += _generated(synth.database_path(db_seed), synth.database_name(db_seed), SYNTHETIC_PER_DIFFICULTY,
                            per_database)
    for copy in range(renamed_copies):
        by_path: dict = {}
        for task in tasks:
            if "~" not in task.db:
                by_path.setdefault(task.path, []).append(task)
        for k, (path, group) in enumerate(sorted(by_path.items(), key=lambda kv: str(kv[0]))):
            tasks += augment(path, group, seed=seed * 1_000 + copy * 100_000 + k)[1]
    leaked = [t.task_id for t in tasks if (t.db.split("~")[0] in BUILTIN_DATABASES and BUILTIN_DATABASES[
        t.db.split("~")[0]].split != "train") or task_domain(t) in synth.HELDOUT_DOMAINS
        or t.db.split("~")[0] in BLIND_VALIDATION]
    assert not leaked, f"held-out data leaked into SFT: {leaked[:3]}"
    return tasks


def play_script(env: Env, kind: str, actions: Iterable[str], prompt_config: PromptConfig,
                **reset_kwargs) -> tuple[Episode, list[dict]]:
    """Play scripted actions through ``env`` in the one episode loop (agent/rollout.py) until they run out or the
    episode ends; the trace, and per action the chat prompt the policy of ``kind`` would have seen before it
    (``{"messages", "completion"}``)."""
    policy = LLMPolicy(generator=lambda conversations: [], kind=kind, prompt_config=prompt_config)
    trace, samples = start_episode(env, policy, **reset_kwargs), []
    for action in actions:
        samples.append({"messages": policy.messages(trace.last), "completion": action})
        policy.take(Reply(action))
        take_step(trace, env, action, policy_s=0.0)
        if is_over(trace, None):
            break
    return trace, samples


def _play(env: AnalystEnv, task: Task, actions: Iterator[str] | list[str], kind: str, seed: int,
          prompt_config: PromptConfig, glossary: bool = False) -> ExpertEpisode:
    """Play scripted analyst actions through the env, recording the chat prompt the policy would see before each."""
    trace, samples = play_script(env, "analyst", actions, prompt_config, task=task, seed=seed, glossary=glossary)
    episode = ExpertEpisode(task, kind, trace.first.text, [s.action for s in trace.steps],
                            [s.observation.text for s in trace.steps], samples)
    episode.correct = bool(trace.done and env.state.correct)
    return episode


def expert_episode(env: AnalystEnv, task: Task, rng: random.Random, repair: bool, prompt_config: PromptConfig,
                   seed: int = 0, max_described: int | None = None, glossary: bool = False) -> ExpertEpisode | None:
    """One expert episode for ``task`` (a recovery one when ``repair``), or None when it cannot be made correct.
    The env's observation mode decides whether the expert DESCRIBEs the tables first (explore) or only those the
    first observation does not list (schema: usually none, so it queries at once);
    it describes at most ``max_described`` tables (None: ``MAX_DESCRIBED``). ``glossary``: play it with the
    database's glossary on."""
    try:
        gold = execute_gold(task.gold_sql, task.path)
    except ValueError:  # a gold query that no longer runs (a renamed copy's keyword, say) is skipped, not fatal
        return None
    if len(gold.rows) > TEXT_ROWS:  # the observation would not show every row to copy from
        return None
    read = gold_tables(task.gold_sql)
    explore = env.mode == "explore"
    # schema mode lists the question's tables (envs/analyst/focus.py): the expert describes only the others
    used = load_glossary(task.path, task.db).used_by(task.question) if glossary else ()
    listed = set() if explore else {t.name.lower() for t in focused_overview(task.path, task.question, used).tables}
    tables = [t for t in read if t.lower() not in listed][:MAX_DESCRIBED if max_described is None else max_described]
    answer = phrase_answer(gold.columns, gold.rows)
    kind = "ideal"
    actions = [f"DESCRIBE {t}" for t in tables]
    if repair and explore and rng.random() < TABLE_TYPO_SHARE and tables and len(tables[0]) >= 4:
        kind = "repair_table"
        actions = [f"DESCRIBE {misspell(tables[0], rng)}"] + actions
    elif repair:
        con = open_readonly(task.path)
        try:
            broken = break_query(task.gold_sql, lambda sql: not run_query(con, sql).ok, rng.randrange(2**31))
        finally:
            con.close()
        if broken is not None:
            kind = "repair_query"
            actions.append(f"QUERY {broken[0]}")
    if kind == "ideal" and read and rng.random() < SAMPLE_PROBABILITY:
        actions.append(f"SAMPLE {read[0]}")
    actions += [f"QUERY {task.gold_sql}", f"ANSWER {answer}"]
    episode = _play(env, task, actions, kind, seed, prompt_config, glossary)
    if kind == "repair_table" and "Error" not in episode.observations[0]:
        return None  # the misspelling happened to name another real table
    return episode if episode.correct else None


def build_episodes(repair_fraction: float = 0.35, synthetic: bool = True, seed: int = 0,
                   prompt_config: PromptConfig = PromptConfig(), limit: int | None = None, factory_databases: int = 0,
                   renamed_copies: int = 0, per_database: int = 0, max_described: int | None = None,
                   factory_start: int = 0, glossary_share: float = 0.0,
                   blind_repeats: int = 0) -> tuple[list[ExpertEpisode], dict]:
    """Expert episodes over every train task (ideal) plus recovery variants, in ``prompt_config.mode``; and counts
    for the log (per kind, and per domain and difficulty). ``max_described``: tables an episode DESCRIBEs at most
    (None: ``MAX_DESCRIBED``; TrainConfig.max_describes); ``glossary_share``: the share of episodes played with
    their database's glossary on (counted as ``with_glossary`` when the first observation shows entries)."""
    rng = random.Random(seed)
    tasks = train_tasks(synthetic, factory_databases, renamed_copies, seed, per_database, factory_start,
                        blind_repeats)
    if limit is not None:
        tasks = rng.sample(tasks, min(limit, len(tasks)))
    env = AnalystEnv(tasks=tasks, mode=prompt_config.mode)
    episodes, counts = [], {"tasks": len(tasks), "skipped": 0, "ideal": 0, "repair_query": 0, "repair_table": 0,
                            "with_glossary": 0}
    try:
        for i, task in enumerate(tasks):
            variants = [False] + ([True] if rng.random() < repair_fraction else [])
            for repair in variants:
                glossary = glossary_share > 0 and rng.random() < glossary_share
                episode = expert_episode(env, task, rng, repair, prompt_config, seed=seed + i,
                                         max_described=max_described, glossary=glossary)
                if episode is None:
                    counts["skipped"] += 1
                    continue
                assert episode.correct, f"expert episode for {task.task_id} did not end correct"
                counts[episode.kind] += 1
                counts["with_glossary"] += "\nGlossary:\n" in episode.first
                episodes.append(episode)
    finally:
        env.close()
    rng.shuffle(episodes)
    by_domain: dict[str, Counter] = defaultdict(Counter)
    for episode in episodes:
        by_domain[task_domain(episode.task)][episode.task.difficulty] += 1
    counts.update(episodes=len(episodes), databases=len({e.task.db for e in episodes}), domains=len(by_domain),
                  by_domain={d: dict(sorted(c.items())) for d, c in sorted(by_domain.items())})
    return episodes, counts


def render_samples(episode: ExpertEpisode, tokenizer) -> list[dict]:
    """Per-turn samples as text: the prompt in the model's chat template, the completion ending in <|im_end|>."""
    end = tokenizer.eos_token or "<|im_end|>"
    return [{"prompt": render_prompt(tokenizer, s["messages"]), "completion": s["completion"] + end + "\n"}
            for s in episode.samples]


def pack_episode(episode: ExpertEpisode, tokenizer, max_tokens: int) -> list[dict]:
    """Token ids + loss mask (1 on assistant tokens): one sequence for the whole episode when prompts nest.

    The turn-k prompt must be exactly the text before turn k's completion in the packed sequence; when it is not
    (the history was squeezed), each turn becomes its own sequence. Sequences over ``max_tokens`` are dropped.
    """
    samples = render_samples(episode, tokenizer)
    packed_text, pieces, nested = "", [], True
    for sample in samples:
        if not sample["prompt"].startswith(packed_text):
            nested = False
            break
        pieces.append((sample["prompt"][len(packed_text):], 0))
        pieces.append((sample["completion"], 1))
        packed_text = sample["prompt"] + sample["completion"]
    groups = [pieces] if nested else [[(s["prompt"], 0), (s["completion"], 1)] for s in samples]
    out = []
    for group in groups:
        ids, mask = [], []
        for text, trained in group:
            piece = tokenizer(text, add_special_tokens=False)["input_ids"]
            ids += piece
            mask += [trained] * len(piece)
        if len(ids) <= max_tokens:
            out.append({"input_ids": ids, "completion_mask": mask})
    return out


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m models.sft_data", description=__doc__.splitlines()[0])
    parser.add_argument("--limit", type=int, default=None, help="use a random subset of N tasks")
    parser.add_argument("--show", type=int, default=3, help="expert episodes to print")
    parser.add_argument("--factory", type=int, default=0, help="factory databases of the training domains")
    parser.add_argument("--renamed", type=int, default=0, help="renamed copies of every source database")
    parser.add_argument("--per-database", type=int, default=0, help="generated tasks kept per factory database (0: all)")
    parser.add_argument("--mode", choices=OBSERVATION_MODES, default="explore", help="the observation mode")
    parser.add_argument("--glossary-share", type=float, default=0.0,
                        help="share of episodes played with their database's glossary on")
    parser.add_argument("--repair-fraction", type=float, default=0.35)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--json", type=Path, help="write the counts here")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    episodes, counts = build_episodes(args.repair_fraction, seed=args.seed, limit=args.limit,
                                      prompt_config=PromptConfig(example=False, mode=args.mode),
                                      factory_databases=args.factory, renamed_copies=args.renamed,
                                      per_database=args.per_database, glossary_share=args.glossary_share)
    for episode in episodes[:args.show]:
        print(f"== {episode.task.task_id} ({episode.kind})\n{episode.first}")
        for action, observation in zip(episode.actions, episode.observations):
            print(f">> {action}\n{observation}")
    by_domain = counts.pop("by_domain")
    print(f"{'domain':24s} {'easy':>6s} {'medium':>6s} {'hard':>6s}")
    for domain, row in by_domain.items():
        print(f"{domain:24s} " + " ".join(f"{row.get(d, 0):6d}" for d in ("easy", "medium", "hard")))
    print(counts, f"built in {time.perf_counter() - started:.0f} s")
    if args.json:
        args.json.write_text(json.dumps(counts | {"by_domain": by_domain}, indent=1))


if __name__ == "__main__":
    main()
