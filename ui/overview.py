"""The Databases tab: the built-in databases, their tables and how many gold tasks each holds."""

from __future__ import annotations

import gradio as gr
import pandas as pd

from envs.analyst.schema import schema_of
from envs.analyst.tasks import DIFFICULTIES, select_tasks
from envs.databases import BUILTIN_DATABASES, builder, database_path


def database_table() -> pd.DataFrame:
    rows = []
    for db in BUILTIN_DATABASES.values():
        schema = schema_of(database_path(db.name))
        tasks = select_tasks("all", db=db.name)
        rows.append({
            "database": db.name, "split": db.split, "about": builder(db.name).TITLE,
            "tables": ", ".join(f"{t.name} ({t.row_count:,})" for t in schema.tables.values()),
            **{d: sum(t.difficulty == d for t in tasks) for d in DIFFICULTIES},
        })
    return pd.DataFrame(rows)


def build_overview_tab() -> None:
    with gr.Tab("Databases", elem_id="tab-databases"):
        gr.Markdown("Built-in databases and their gold questions. Held-out databases are never used in training.")
        gr.Dataframe(database_table(), elem_id="databases-table", interactive=False, wrap=True)
