"""Schema-renaming augmentation: the same tasks on a copy of a database whose tables and columns were renamed.

A renaming rewrites every identifier in another naming style (``customer_id`` -> ``CustomerID``), flips table
names between singular and plural, and sometimes swaps a word for a business synonym (customer -> client), so a
model trained on both copies cannot lean on one spelling of a schema. The copy is made with SQLite's own
``ALTER TABLE ... RENAME`` (foreign keys follow), each gold query is rewritten with sqlglot, and a renamed task is
kept only when its gold query returns exactly the original's rows on the renamed copy. Where a synonym replaced a
word, the copy gets the glossary its owner would write (``customer: clients``, envs/analyst/glossary.py) beside it,
so the tasks' questions, still in the old words, can be trained with and without that glossary.

    from envs.synth.rename import augment
    path, tasks = augment(database_path("kennel"), tasks, seed=3)
"""

from __future__ import annotations

import hashlib
import inspect
import os
import random
import shutil
import sqlite3
import sys
import tempfile
from collections.abc import Sequence
from contextlib import closing
from dataclasses import dataclass, replace
from pathlib import Path

import sqlglot
from sqlglot import exp

from envs.analyst.glossary import SUFFIX as GLOSSARY_SUFFIX, Entry
from envs.analyst.schema import schema_of
from envs.analyst.values import words_of
from envs.analyst.tasks import Task, execute_gold
from envs.databases import cache_dir
from envs.sandbox import SQLITE_KEYWORDS
from envs.sandbox import quote_identifier as q
from envs.words import NAMING_STYLES, human_words, render_identifier, render_table_name, singular, split_identifier, expand

SYNONYM_SHARE = 0.5  # of the words that have synonyms, this share is swapped in a renaming
# Business synonyms a schema may use for the same thing; a word is swapped for one of its alternatives.
SYNONYMS = {
    "customer": ("client", "patron", "buyer"), "client": ("customer",), "employee": ("worker", "staffer"),
    "product": ("item", "article"), "item": ("product",), "order": ("purchase",), "purchase": ("order",),
    "amount": ("total", "value"), "price": ("cost",), "cost": ("price",), "supplier": ("vendor",),
    "vendor": ("supplier",), "category": ("group", "class"), "quantity": ("units", "count"), "city": ("town",),
    "date": ("day",), "store": ("shop", "branch"), "branch": ("location", "site"), "manager": ("supervisor",),
    "phone": ("telephone",), "email": ("mail",), "status": ("state",), "salary": ("pay",), "invoice": ("bill",),
}


@dataclass(frozen=True)
class Renaming:
    """Old identifier -> new one; columns are renamed by name, the same way in every table."""

    style: str
    tables: dict[str, str]
    columns: dict[str, str]


def _new_words(name: str, rng: random.Random) -> list[str]:
    words = [w for part in split_identifier(name) for w in expand(part).lower().split()] or [name]
    return [rng.choice(SYNONYMS[w]) if w in SYNONYMS and rng.random() < SYNONYM_SHARE else w for w in words]


def _usable(new: str, old: str) -> str:
    """A lone keyword ("group", "order") is a legal but hostile name: the old name stays then."""
    return old if new.upper() in SQLITE_KEYWORDS else new


def make_renaming(path: Path, seed: int) -> Renaming:
    """A consistent renaming of the database at ``path``: a new style, table number, synonyms; no collisions."""
    rng = random.Random(seed)
    schema = schema_of(path)
    names = [c.name for t in schema.tables.values() for c in t.columns]
    styles = rng.sample(NAMING_STYLES, len(NAMING_STYLES))  # the first style that changes most names
    style = next((s for s in styles if sum(render_identifier(split_identifier(n) or [n], s) != n for n in names)
                  > len(names) / 2), styles[0])
    plural_tables = rng.random() < 0.5
    tables: dict[str, str] = {}
    for name in schema.table_names:
        new = _usable(render_table_name(_new_words(name, rng), style, plural_tables), name)
        taken = {n.lower() for n in tables.values()}
        tables[name] = new if new.lower() not in taken else f"{new}_{len(tables)}"
    columns: dict[str, str] = {}
    for name in sorted({c.name for t in schema.tables.values() for c in t.columns}):
        columns[name] = _usable(render_identifier(_new_words(name, rng), style), name)
    for table in schema.tables.values():  # two columns of one table must not land on the same name
        seen: dict[str, str] = {}
        for c in table.columns:
            new = columns[c.name].lower()
            if new in seen and seen[new] != c.name:
                columns[c.name] = render_identifier(split_identifier(c.name) or [c.name], style) + "_2"
            seen[columns[c.name].lower()] = c.name
    return Renaming(style, tables, columns)


def apply_renaming(source: Path, target: Path, renaming: Renaming) -> Path:
    """Write a renamed copy of ``source`` to ``target`` (atomically); the source is only read."""
    fd, tmp = tempfile.mkstemp(dir=target.parent, suffix=".tmp")
    os.close(fd)
    try:
        shutil.copyfile(source, tmp)
        with closing(sqlite3.connect(tmp)) as con:
            con.execute("PRAGMA legacy_alter_table = OFF")  # foreign keys in other tables follow a rename
            # Through temporary names: SQLite names ignore case ("breeds" -> "BREEDS"), and a swap must not collide.
            for table in schema_of(source).tables.values():
                columns = [c.name for c in table.columns if renaming.columns[c.name] != c.name]
                for i, name in enumerate(columns):
                    con.execute(f"ALTER TABLE {q(table.name)} RENAME COLUMN {q(name)} TO {q(f'__column_{i}')}")
                for i, name in enumerate(columns):
                    con.execute(f"ALTER TABLE {q(table.name)} RENAME COLUMN {q(f'__column_{i}')} TO {q(renaming.columns[name])}")
            moved = [(old, new) for old, new in renaming.tables.items() if new != old]
            for i, (old, _) in enumerate(moved):
                con.execute(f"ALTER TABLE {q(old)} RENAME TO {q(f'__table_{i}')}")
            for i, (_, new) in enumerate(moved):
                con.execute(f"ALTER TABLE {q(f'__table_{i}')} RENAME TO {q(new)}")
            con.commit()
            con.execute("VACUUM")
        os.replace(tmp, target)
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)
    return target


def rename_sql(sql: str, renaming: Renaming) -> str:
    """The query with its table and column names renamed; table aliases, CTE names and result aliases kept."""
    tree = sqlglot.parse_one(sql, read="sqlite")
    ctes = {cte.alias_or_name.lower() for cte in tree.find_all(exp.CTE)}
    aliases = {a.alias.lower() for a in tree.find_all(exp.Alias)} | {
        t.alias.lower() for t in tree.find_all(exp.Table) if t.alias}
    for table in tree.find_all(exp.Table):
        if table.name in renaming.tables and table.name.lower() not in ctes:
            table.set("this", exp.to_identifier(renaming.tables[table.name], quoted=True))
    for column in tree.find_all(exp.Column):
        qualifier = column.table
        if qualifier and qualifier in renaming.tables and qualifier.lower() not in aliases | ctes:
            column.set("table", exp.to_identifier(renaming.tables[qualifier], quoted=True))
        if column.name in renaming.columns and not (not qualifier and column.name.lower() in aliases):
            column.set("this", exp.to_identifier(renaming.columns[column.name], quoted=True))
    return tree.sql(dialect="sqlite")


def renaming_glossary(source: Path, renaming: Renaming) -> str:
    """The glossary an owner of the renamed copy would write for the words a synonym replaced: a table
    (``customer: clients``), and a column of two or more words that only one table has (``order date:
    orders.purchase_day``). Left out: ids, columns several tables share (one phrase means one thing), and one-word
    columns, whose word ("price", "phone") a question as often says of another table. Empty when only the spelling
    changed."""
    def said_differently(old: str, new: str) -> bool:
        return words_of(human_words(old)) != words_of(human_words(new))

    schema = schema_of(source)
    owners: dict[str, list[str]] = {}
    for table in schema.tables.values():
        for column in table.columns:
            owners.setdefault(column.name, []).append(table.name)
    entries = [Entry((singular(human_words(old)),), renaming.tables[old]) for old in schema.table_names
               if said_differently(old, renaming.tables[old])]
    for old, tables in owners.items():
        new = renaming.columns[old]
        words = split_identifier(old)
        if len(tables) == 1 and len(words) > 1 and words[-1] != "id" and said_differently(old, new):
            entries.append(Entry((human_words(old),), renaming.tables[tables[0]], new))
    return "".join(f"{entry.line}\n" for entry in entries)


def renamed_path(source: Path, seed: int) -> Path:
    """Where the renamed copy of ``source`` for ``seed`` lives (a cache keyed by the file and this module)."""
    h = hashlib.sha256()
    with open(source, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    h.update(inspect.getsource(sys.modules[__name__]).encode() + str(seed).encode())
    folder = cache_dir() / "renamed"
    folder.mkdir(parents=True, exist_ok=True)
    return folder / f"{source.stem}-r{seed}-{h.hexdigest()[:12]}.sqlite"


def augment(source: str | Path, tasks: Sequence[Task], seed: int) -> tuple[Path, list[Task]]:
    """A renamed copy of ``source`` and the tasks that still give the same gold rows on it (others are dropped)."""
    source = Path(source).resolve()
    target = renamed_path(source, seed)
    renaming = make_renaming(source, seed)
    if not target.exists():
        apply_renaming(source, target, renaming)
    glossary = target.with_suffix(GLOSSARY_SUFFIX)
    if not glossary.exists() and (text := renaming_glossary(source, renaming)):
        glossary.write_text(text, encoding="utf-8")
    kept = []
    for task in tasks:
        if task.gold_sql is None:
            continue
        try:
            sql = rename_sql(task.gold_sql, renaming)
            before, after = execute_gold(task.gold_sql, task.path), execute_gold(sql, target)
        except (sqlglot.errors.SqlglotError, ValueError):
            continue  # a query the renaming cannot follow is dropped, never kept wrong
        if after.rows == before.rows and after.ordered == before.ordered:
            kept.append(replace(task, task_id=f"{task.task_id}~r{seed}", db=f"{task.db}~r{seed}", gold_sql=sql,
                                db_path=target))
    return target, kept
