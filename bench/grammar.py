"""How many right answers constrained decoding still allows: gold queries the action grammar accepts.

    python -m bench grammar                          # built-in tasks + generated questions on factory databases
    python -m bench grammar --databases 20 --show 10

For every task, the grammar is written as a schema-mode episode writes it once it has seen every table's columns
(the first observation lists the question's tables, a DESCRIBE the others: agent/grammar.py), and llama.cpp's
grammar engine is asked whether ``QUERY <gold sql>`` could be decoded under it (agent/backends/llama_grammar.py).
A gold query the grammar refuses is an answer the constrained agent can never give: the figure to keep near 100%.
Needs llama-cpp-python (the bundled GGUF's vocabulary is used, not its weights).
"""

from __future__ import annotations

import argparse
import time
from collections import Counter

from agent.backends.llama_grammar import accepts, vocabulary
from agent.grammar import analyst_grammar
from envs.analyst.schema import schema_of
from envs.analyst.task_sets import benchmark_sets


def schema_grammar(path) -> str:
    """The grammar of a schema-mode episode's first action on the database at ``path``."""
    schema = schema_of(path)
    return analyst_grammar(schema.table_names, {n: [c.name for c in t.columns] for n, t in schema.tables.items()})


def coverage(llm, tasks) -> tuple[int, list[str], Counter]:
    refused, by_db = [], Counter()
    for task in tasks:
        sql = " ".join(task.gold_sql.split())
        if not accepts(llm, schema_grammar(task.path), f"QUERY {sql}"):
            refused.append(sql)
            by_db[task.db] += 1
    return len(tasks), refused, by_db


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench grammar", description=__doc__.split("\n")[0])
    parser.add_argument("--databases", type=int, default=10, help="factory databases of each split")
    parser.add_argument("--per-difficulty", type=int, default=4)
    parser.add_argument("--show", type=int, default=5, help="refused gold queries shown per set")
    args = parser.parse_args(argv)
    llm = vocabulary()
    sets = benchmark_sets(args.databases, args.per_difficulty)
    for name, tasks in sets.items():
        started = time.perf_counter()
        total, refused, by_db = coverage(llm, tasks)
        seconds = time.perf_counter() - started
        print(f"{name:16} {total - len(refused):4}/{total} gold queries accepted ({1 - len(refused) / total:.1%}), "
              f"{seconds / total * 1000:.0f} ms a check")
        for sql in refused[:args.show]:
            print(f"    refused: {sql[:160]}")


if __name__ == "__main__":
    main()
