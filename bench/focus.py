"""What schema mode's focus costs and saves: gold tables listed, tables shown, the overview's length, value hints.

    python -m bench focus                            # built-in tasks + generated questions on factory databases
    python -m bench focus --databases 20 --show 5

Schema mode's first observation lists the columns of the tables a question names (envs/analyst/focus.py) and only
names the others. For every task: are all the tables its gold SQL reads listed (else the agent has to DESCRIBE one
first), how many of the database's tables are listed, and how long the overview is against the full listing; and
the stored values the overview shows beside their columns (envs/analyst/values.py): how many tasks get one, and how
many of those shown the gold SQL uses as a literal.
"""

from __future__ import annotations

import argparse
import statistics

from envs.analyst.focus import focused_overview
from envs.analyst.schema import schema_of
from envs.analyst.tasks import sql_literal
from envs.analyst.task_sets import benchmark_sets
from models.sft_data import gold_tables


def measure(tasks) -> tuple[dict, list[str]]:
    listed_all, shown, chars, full_chars, missed = 0, [], [], [], []
    hinted, values_shown, values_used = 0, 0, 0
    for task in tasks:
        schema = schema_of(task.path)
        focused = focused_overview(task.path, task.question)
        listed = focused.tables
        names = {t.name.lower() for t in listed}
        if {t.lower() for t in gold_tables(task.gold_sql)} <= names:
            listed_all += 1
        else:
            missed.append(f"{task.task_id}: {task.question}")
        shown.append(len(listed) / len(schema.tables))
        chars.append(len(focused.text))
        full_chars.append(len(schema.overview()))
        values = [v for named in focused.mentioned.values() for v in named]
        hinted += bool(values)
        values_shown += len(values)
        values_used += sum(sql_literal(v).lower() in task.gold_sql.lower() for v in values)
    n = len(tasks)
    return {"tasks": n, "gold_tables_listed": listed_all / n, "tables_shown": statistics.mean(shown),
            "overview_chars": statistics.median(chars), "full_overview_chars": statistics.median(full_chars),
            "tasks_with_values": hinted / n, "values_shown": values_shown,
            "values_in_gold": values_used / max(1, values_shown)}, missed


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench focus", description=__doc__.split("\n")[0])
    parser.add_argument("--databases", type=int, default=20, help="factory databases of each split")
    parser.add_argument("--per-difficulty", type=int, default=4)
    parser.add_argument("--show", type=int, default=3, help="tasks whose gold tables are not all listed, per set")
    args = parser.parse_args(argv)
    sets = benchmark_sets(args.databases, args.per_difficulty)
    for name, tasks in sets.items():
        m, missed = measure(tasks)
        print(f"{name:16} {m['tasks']:4} tasks: every gold table listed in {m['gold_tables_listed']:.1%}, "
              f"{m['tables_shown']:.0%} of tables shown, median overview {m['overview_chars']:,.0f} chars "
              f"(full listing {m['full_overview_chars']:,.0f}); stored values shown for {m['tasks_with_values']:.0%} "
              f"of tasks, {m['values_shown']} values, {m['values_in_gold']:.0%} of them in the gold SQL")
        for line in missed[:args.show]:
            print(f"    not all listed: {line[:150]}")


if __name__ == "__main__":
    main()
