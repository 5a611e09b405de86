"""Questions for a database nobody wrote tasks for (an upload): easy/medium/hard questions with gold SQL.

The generator reads the schema (``schema_of``) and a little data, fills question templates (counts, extremes,
averages, group-bys, joins along foreign keys, nested comparisons), labels each by its gold SQL's structure
(``classify_difficulty``) and keeps only the ones ``check_task`` accepts: the gold SQL executes and gives a
non-empty, unambiguous answer. Nothing here writes to the database (every query goes through the sandbox).

    python -m envs.analyst.generate shop.sqlite        # print the generated questions and their gold SQL
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from envs.analyst.schema import DatabaseSchema, schema_of
from envs.analyst.tasks import DIFFICULTIES, GOLD_LIMITS, Task, check_task, classify_difficulty, sql_literal
from envs.sandbox import open_readonly, quote_identifier, run_query

PER_DIFFICULTY = 6  # questions kept per difficulty: enough variety for a demo, cheap to verify
MAX_CANDIDATES = 24  # candidates checked per difficulty (each check runs the gold SQL, so bound the work)
MAX_CATEGORIES = 20  # a "per category" answer must fit in a readable table (tasks.MAX_ANSWER_ROWS)
PROFILE_ROWS = 500  # rows read per table to decide column kinds
UPLOAD_SPLIT = "upload"  # split label of generated tasks (never used for training)
DATE_VALUE = re.compile(r"^\d{4}-\d{2}(-\d{2})?")
NAME_HINTS = ("name", "title", "label", "code")  # columns that name a row
NUMERIC_TYPES = ("INT", "REAL", "NUM", "DEC", "FLOAT", "DOUBLE")


@dataclass(frozen=True)
class ColumnProfile:
    table: str
    name: str
    kind: str  # key | number | category | date | label | text
    distinct: int


q = quote_identifier  # short: the generator writes many of them


def words(name: str) -> str:
    """``order_items`` -> ``order items``: identifiers as a person would say them."""
    return re.sub(r"[_\W]+", " ", name).strip().lower() or name


def article(phrase: str) -> str:
    return "an" if phrase[:1] in "aeiou" else "a"


def _profile(con, schema: DatabaseSchema) -> dict[str, list[ColumnProfile]]:
    profiles: dict[str, list[ColumnProfile]] = {}
    for table in schema.tables.values():
        cols = []
        for c in table.columns:
            sql = (f"SELECT COUNT(DISTINCT {q(c.name)}), SUM(typeof({q(c.name)}) IN ('integer', 'real')), "
                   f"COUNT({q(c.name)}), MIN(CAST({q(c.name)} AS TEXT)) "
                   f"FROM (SELECT {q(c.name)} FROM {q(table.name)} LIMIT {PROFILE_ROWS})")
            result = run_query(con, sql, GOLD_LIMITS)
            if not result.ok or not result.rows:
                continue
            distinct, numeric, present, first = result.rows[0]
            if not present:
                continue
            lowered = c.name.lower()
            is_key = c.primary_key or c.references or lowered == "id" or lowered.endswith("_id")
            type_numeric = any(t in (c.type or "").upper() for t in NUMERIC_TYPES)
            if is_key:
                kind = "key"
            elif numeric == present and (type_numeric or not c.type):
                kind = "number" if distinct > 2 else "flag"  # 0/1 columns are yes/no flags, not quantities
            elif first is not None and DATE_VALUE.match(str(first)):
                kind = "date"
            elif any(h in lowered for h in NAME_HINTS) and distinct >= min(present, PROFILE_ROWS) * 0.9:
                kind = "label"
            elif 2 <= distinct <= MAX_CATEGORIES and distinct <= present / 2:  # values repeat: a grouping
                kind = "category"
            else:
                kind = "text"
            cols.append(ColumnProfile(table.name, c.name, kind, distinct or 0))
        profiles[table.name] = cols
    return profiles


def _of(profiles, table: str, kind: str) -> list[ColumnProfile]:
    return [c for c in profiles.get(table, []) if c.kind == kind]


def _top_value(con, table: str, column: str):
    result = run_query(con, f"SELECT {q(column)} FROM {q(table)} WHERE {q(column)} IS NOT NULL "
                            f"GROUP BY {q(column)} ORDER BY COUNT(*) DESC, {q(column)} LIMIT 1", GOLD_LIMITS)
    return result.rows[0][0] if result.ok and result.rows else None


def _candidates(con, schema: DatabaseSchema, profiles) -> list[tuple[str, str, str, str]]:
    """(key, intended difficulty, question, gold SQL) for every template that fits the schema."""
    out = []
    for table in schema.tables.values():
        t, tw = table.name, words(table.name)
        numbers, categories = _of(profiles, t, "number"), _of(profiles, t, "category")
        labels, dates = _of(profiles, t, "label"), _of(profiles, t, "date")
        out.append((f"{t}/count", "easy", f"How many {tw} are there?", f"SELECT COUNT(*) FROM {q(t)}"))
        for n in numbers[:2]:
            nw = words(n.name)
            out.append((f"{t}/max_{n.name}", "easy", f"What is the highest {nw} among the {tw}?",
                        f"SELECT MAX({q(n.name)}) FROM {q(t)}"))
            out.append((f"{t}/avg_{n.name}", "easy", f"What is the average {nw} of the {tw}, rounded to 2 decimals?",
                        f"SELECT ROUND(AVG({q(n.name)}), 2) FROM {q(t)}"))
            if labels:
                lw = words(labels[0].name)
                out.append((f"{t}/top_{n.name}", "easy", f"Which {lw} has the highest {nw}?",
                            f"SELECT {q(labels[0].name)} FROM {q(t)} ORDER BY {q(n.name)} DESC LIMIT 1"))
            out.append((f"{t}/above_avg_{n.name}", "hard", f"How many {tw} have {article(nw)} {nw} above the average?",
                        f"SELECT COUNT(*) FROM {q(t)} WHERE {q(n.name)} > (SELECT AVG({q(n.name)}) FROM {q(t)})"))
        for c in categories[:2]:
            cw = words(c.name)
            value = _top_value(con, t, c.name)
            if value is not None:
                out.append((f"{t}/count_{c.name}", "easy", f"How many {tw} have {cw} {value}?",
                            f"SELECT COUNT(*) FROM {q(t)} WHERE {q(c.name)} = {sql_literal(value)}"))
            out.append((f"{t}/most_{c.name}", "medium", f"Which {cw} has the most {tw}?",
                        f"SELECT {q(c.name)} FROM {q(t)} WHERE {q(c.name)} IS NOT NULL GROUP BY {q(c.name)} "
                        f"ORDER BY COUNT(*) DESC LIMIT 1"))
            out.append((f"{t}/per_{c.name}", "medium", f"How many {tw} are there for each {cw}?",
                        f"SELECT {q(c.name)}, COUNT(*) FROM {q(t)} WHERE {q(c.name)} IS NOT NULL "
                        f"GROUP BY {q(c.name)} ORDER BY {q(c.name)}"))
            for n in numbers[:1]:
                nw = words(n.name)
                out.append((f"{t}/sum_{n.name}_per_{c.name}", "medium", f"What is the total {nw} for each {cw}?",
                            f"SELECT {q(c.name)}, SUM({q(n.name)}) FROM {q(t)} WHERE {q(c.name)} IS NOT NULL "
                            f"GROUP BY {q(c.name)} ORDER BY {q(c.name)}"))
                out.append((f"{t}/above_avg_{cw}_{n.name}", "hard",
                            f"Which {cw} values have a total {nw} above the average total per {cw}?",
                            f"WITH totals AS (SELECT {q(c.name)} AS k, SUM({q(n.name)}) AS total FROM {q(t)} "
                            f"WHERE {q(c.name)} IS NOT NULL GROUP BY {q(c.name)}) "
                            f"SELECT k FROM totals WHERE total > (SELECT AVG(total) FROM totals) ORDER BY k"))
        for d in dates[:1]:
            out.append((f"{t}/per_year_{d.name}", "medium", f"How many {tw} are there per year of {words(d.name)}?",
                        f"SELECT substr({q(d.name)}, 1, 4) AS year, COUNT(*) FROM {q(t)} "
                        f"WHERE {q(d.name)} IS NOT NULL GROUP BY year ORDER BY year"))
        for c in table.columns:  # joins along foreign keys: child -> parent (-> grandparent)
            if not c.references:
                continue
            parent, _, pk = c.references.partition(".")
            if parent not in schema.tables or parent == t:
                continue
            pw = words(parent)
            join = f"FROM {q(t)} JOIN {q(parent)} ON {q(t)}.{q(c.name)} = {q(parent)}.{q(pk)}"
            plabels = _of(profiles, parent, "label") or _of(profiles, parent, "category")
            if plabels:
                pl = plabels[0].name
                value = _top_value(con, parent, pl)
                if value is not None:
                    out.append((f"{t}/per_{parent}", "medium", f"How many {tw} belong to {value} in {pw}?",
                                f"SELECT COUNT(*) {join} WHERE {q(parent)}.{q(pl)} = {sql_literal(value)}"))
                out.append((f"{t}/top_{parent}", "medium", f"Which {words(pl)} of the {pw} has the most {tw}?",
                            f"SELECT {q(parent)}.{q(pl)} {join} GROUP BY {q(parent)}.{q(pl)} "
                            f"ORDER BY COUNT(*) DESC LIMIT 1"))
            for gc in schema.tables[parent].columns:
                if not gc.references:
                    continue
                grand, _, gpk = gc.references.partition(".")
                glabels = _of(profiles, grand, "label") or _of(profiles, grand, "category")
                if grand in (t, parent) or grand not in schema.tables or not glabels:
                    continue
                gl = glabels[0].name
                out.append((f"{t}/top_{grand}_via_{parent}", "hard",
                            f"Which {words(gl)} of the {words(grand)} has the most {tw}?",
                            f"SELECT {q(grand)}.{q(gl)} {join} JOIN {q(grand)} ON "
                            f"{q(parent)}.{q(gc.name)} = {q(grand)}.{q(gpk)} GROUP BY {q(grand)}.{q(gl)} "
                            f"ORDER BY COUNT(*) DESC LIMIT 1"))
    return out


@cache
def _generate(path: Path, mtime_ns: int, db: str, per_difficulty: int) -> tuple[Task, ...]:
    schema = schema_of(path)
    con = open_readonly(path)
    try:
        candidates = _candidates(con, schema, _profile(con, schema))
    finally:
        con.close()
    kept: dict[str, list[Task]] = {d: [] for d in DIFFICULTIES}
    tried: dict[str, int] = {d: 0 for d in DIFFICULTIES}
    seen_ids: set[str] = set()
    for key, intended, question, sql in _round_robin(candidates):
        if len(kept[intended]) >= per_difficulty or tried[intended] >= MAX_CANDIDATES:
            continue
        task_id = f"{db}/{key}"
        if task_id in seen_ids or classify_difficulty(sql) != intended:
            continue
        seen_ids.add(task_id)
        tried[intended] += 1
        task = Task(task_id, db, question, sql, intended, UPLOAD_SPLIT, path)
        result = check_task(task)
        if not result and _answer_is_interesting(task):
            kept[intended].append(task)
    return tuple(t for d in DIFFICULTIES for t in kept[d])


def _round_robin(candidates: list[tuple[str, str, str, str]]) -> list[tuple[str, str, str, str]]:
    """Alternate between templates (count, extreme, join, ...) so the first questions kept are varied."""
    by_template: dict[str, list] = {}
    for candidate in candidates:
        template = re.sub(r"_.*", "", candidate[0].split("/", 1)[1])  # "dogs/max_weight" -> "max"
        by_template.setdefault(template, []).append(candidate)
    queues = list(by_template.values())
    out = []
    while any(queues):
        for queue in queues:
            if queue:
                out.append(queue.pop(0))
    return out


def _answer_is_interesting(task: Task) -> bool:
    """A count of zero is a correct, dull answer; keep the questions whose answer says something."""
    from envs.analyst.tasks import gold_answer

    value = gold_answer(task).value
    return not (isinstance(value, (int, float)) and value == 0)


def generate_tasks(path: str | Path, db: str | None = None, per_difficulty: int = PER_DIFFICULTY) -> list[Task]:
    """Verified questions over the database at ``path``, easy first; cached per file version."""
    path = Path(path).resolve()
    return list(_generate(path, path.stat().st_mtime_ns, db or path.stem, per_difficulty))


def main(argv: list[str] | None = None) -> None:
    args = argv if argv is not None else sys.argv[1:]
    if not args:
        raise SystemExit("usage: python -m envs.analyst.generate DB.sqlite")
    for task in generate_tasks(args[0]):
        print(f"[{task.difficulty}] {task.question}\n    {task.gold_sql}")


if __name__ == "__main__":
    main()
