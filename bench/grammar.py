"""How many right answers constrained decoding still allows: gold queries the action grammar accepts and that bind.

    python -m bench grammar                          # built-in tasks + generated questions on factory databases
    python -m bench grammar --databases 20 --show 10

For every task, the grammar is written as a schema-mode episode writes it once it has seen every table's columns
(the first observation lists the question's tables, a DESCRIBE the others: agent/grammar.py), and llama.cpp's
grammar engine is asked whether ``QUERY <gold sql>`` could be decoded under it (agent/backends/llama_grammar.py).
A gold query the grammar refuses is an answer the constrained agent can never give: the figure to keep near 100%.
Each gold query is also checked by the policy's name binding (agent/binding.py, ``--bind``), which must accept all.
Needs llama-cpp-python (the bundled GGUF's vocabulary is used, not its weights).
"""

from __future__ import annotations

import argparse
import time

from agent.backends.llama_grammar import accepts, vocabulary
from agent.binding import unbound
from agent.grammar import analyst_grammar
from envs.analyst.schema import schema_of
from envs.analyst.task_sets import benchmark_sets


def catalog_of(path) -> tuple[list[str], dict[str, list[str]]]:
    """The tables and their columns a schema-mode episode has seen once it has looked at every table."""
    schema = schema_of(path)
    return schema.table_names, {n: [c.name for c in t.columns] for n, t in schema.tables.items()}


def coverage(llm, tasks) -> tuple[int, list[str], list[str]]:
    """Tasks, the gold queries the grammar refuses, and those that do not bind."""
    refused, unbound_sql = [], []
    for task in tasks:
        sql = " ".join(task.gold_sql.split())
        catalog = catalog_of(task.path)
        if not accepts(llm, analyst_grammar(*catalog), f"QUERY {sql}"):
            refused.append(sql)
        if unbound(sql, *catalog) is not None:
            unbound_sql.append(sql)
    return len(tasks), refused, unbound_sql


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
        total, refused, unbound_sql = coverage(llm, tasks)
        seconds = time.perf_counter() - started
        print(f"{name:16} {total - len(refused):4}/{total} gold queries accepted ({1 - len(refused) / total:.1%}), "
              f"{total - len(unbound_sql)}/{total} bind, {seconds / total * 1000:.0f} ms a task")
        for sql in refused[:args.show]:
            print(f"    refused: {sql[:160]}")
        for sql in unbound_sql[:args.show]:
            print(f"    unbound: {sql[:160]}")


if __name__ == "__main__":
    main()
