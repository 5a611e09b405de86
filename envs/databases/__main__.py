"""Build every built-in database (once; cached) and print its tables and row counts: python -m envs.databases"""

import time

from envs.analyst.schema import schema_of
from envs.databases import BUILTIN_DATABASES, database_path

for name in BUILTIN_DATABASES:
    started = time.perf_counter()
    path = database_path(name)
    schema = schema_of(path)
    tables = ", ".join(f"{t.name}={t.row_count:,}" for t in schema.tables.values())
    print(f"{name:18s} {time.perf_counter() - started:5.2f}s {path.stat().st_size / 1e6:5.1f} MB  {tables}")
