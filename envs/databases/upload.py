"""Users' own data: an uploaded SQLite file or CSV files become a private, read-only database we can work on.

The original upload is never opened for writing: SQLite files are copied first (content-addressed, so the same
upload gives the same copy), checked (header, integrity, at least one readable table), and the copy is made
read-only on disk. CSV files are loaded with pandas into a new database, one table per file. Anything else is
refused with a message a person can act on; a refused upload leaves nothing behind.

    path = import_upload("shop.sqlite")            # -> ~/.cache/sql-agent-studio/uploads/<digest>.sqlite
    path = import_csv_files(["orders.csv", "customers.csv"])
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import sqlite3
import stat
import tempfile
import time
from collections.abc import Sequence
from contextlib import closing
from pathlib import Path

import pandas as pd

from envs.databases import cache_dir, user_tables
from envs.sandbox import Limits, open_readonly, quote_identifier, run_query

MAX_UPLOAD_BYTES = 200 * 1024 * 1024  # a laptop-sized business database; bigger files make every query slow
MAX_CSV_ROWS = 1_000_000  # rows per CSV file
SQLITE_HEADER = b"SQLite format 3\x00"
CHECK_SECONDS = 30.0  # integrity check of an upload
CHECK_LIMITS = Limits(max_vm_steps=5_000_000, timeout_s=5.0, max_rows=1)  # reading a first row of each table
CSV_ENCODINGS = ("utf-8-sig", "cp1252", "latin-1")  # tried in order; latin-1 accepts any bytes
_SIGNATURES = {  # common wrong uploads, named so the message says what the file is
    b"PK\x03\x04": "a zip archive",
    b"\x1f\x8b": "a gzip archive",
    b"%PDF": "a PDF document",
    b"\x89PNG": "a PNG image",
    b"\xd0\xcf\x11\xe0": "an old Excel/Office file",
}


class UploadRejected(ValueError):
    """The upload cannot be used; the message says why and what to do."""


def uploads_dir() -> Path:
    folder = cache_dir() / "uploads"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def _digest(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()[:16]


def _check_size(path: Path) -> int:
    if not path.is_file():
        raise UploadRejected(f"{path.name}: no such file")
    size = path.stat().st_size
    if size == 0:
        raise UploadRejected(f"{path.name} is empty (0 bytes)")
    if size > MAX_UPLOAD_BYTES:
        raise UploadRejected(f"{path.name} is {size / 2**20:.0f} MiB; the limit is {MAX_UPLOAD_BYTES // 2**20} MiB")
    return size


def _check_sqlite(path: Path, name: str) -> None:
    """Make sure a private copy is a healthy database whose tables can be read, within time limits."""
    try:
        with closing(sqlite3.connect(path)) as con:  # our own copy: leave WAL mode so no -wal/-shm files appear
            con.execute("PRAGMA journal_mode = DELETE")
        with closing(open_readonly(path)) as con:
            deadline = time.perf_counter() + CHECK_SECONDS
            con.set_progress_handler(lambda: int(time.perf_counter() > deadline), 10_000)
            (status,) = con.execute("PRAGMA quick_check").fetchone()
            con.set_progress_handler(None, 0)
            if status != "ok":
                raise UploadRejected(f"{name} is damaged: {status[:200]}")
            tables = user_tables(con)
            if not tables:
                raise UploadRejected(f"{name} has no tables")
            for table in tables:  # each table must be readable (catches unsupported virtual tables too)
                result = run_query(con, f"SELECT * FROM {quote_identifier(table)} LIMIT 1", CHECK_LIMITS)
                if not result.ok:
                    raise UploadRejected(f"{name}: table {table} cannot be read ({result.error})")
    except sqlite3.DatabaseError as error:
        message = "took too long to check" if "interrupted" in str(error) else f"could not be read as SQLite ({error})"
        raise UploadRejected(f"{name} {message}; is it truncated or encrypted?") from None


def import_upload(path: str | Path, name: str | None = None) -> Path:
    """Validate an uploaded file (SQLite or CSV) and return the path of its private read-only database."""
    path = Path(path)
    name = name or path.name
    _check_size(path)
    with open(path, "rb") as f:
        head = f.read(len(SQLITE_HEADER))
    if head == SQLITE_HEADER:
        return _import_sqlite(path, name)
    if path.suffix.lower() in (".csv", ".tsv", ".txt"):
        return import_csv_files([path])
    for signature, what in _SIGNATURES.items():
        if head.startswith(signature):
            raise UploadRejected(f"{name} is {what}, not an SQLite database; upload the .sqlite/.db file itself")
    raise UploadRejected(f"{name} is not an SQLite database (its first bytes are not SQLite's header): upload the "
                         f".sqlite/.db file itself (an encrypted one cannot be read)")


def _import_sqlite(path: Path, name: str) -> Path:
    target = uploads_dir() / f"{_digest(path)}.sqlite"
    if target.exists():
        return target
    fd, tmp = tempfile.mkstemp(dir=target.parent, suffix=".part")
    os.close(fd)
    try:
        shutil.copyfile(path, tmp)
        _check_sqlite(Path(tmp), name)
        os.chmod(tmp, stat.S_IRUSR | stat.S_IRGRP | stat.S_IROTH)  # a second guard: the copy is read-only on disk
        os.replace(tmp, target)
    finally:
        for leftover in (tmp, f"{tmp}-journal", f"{tmp}-wal", f"{tmp}-shm"):
            if os.path.exists(leftover):
                os.unlink(leftover)
    return target


def table_name_for(filename: str) -> str:
    stem = re.sub(r"\W+", "_", Path(filename).stem.strip().lower()).strip("_") or "data"
    return f"t_{stem}" if stem[0].isdigit() or stem.startswith("sqlite_") else stem  # sqlite_* names are reserved


def _read_csv(path: Path) -> pd.DataFrame:
    sep = "\t" if path.suffix.lower() == ".tsv" else None  # None: let pandas sniff , ; |
    for encoding in CSV_ENCODINGS:
        try:
            frame = pd.read_csv(path, sep=sep, engine="python", encoding=encoding, nrows=MAX_CSV_ROWS + 1)
            break
        except UnicodeDecodeError:
            continue
        except (pd.errors.ParserError, pd.errors.EmptyDataError, ValueError) as error:
            raise UploadRejected(f"{path.name} could not be read as CSV: {str(error).splitlines()[0][:200]}") from None
    if len(frame) > MAX_CSV_ROWS:
        raise UploadRejected(f"{path.name} has more than {MAX_CSV_ROWS:,} rows")
    if frame.empty or len(frame.columns) == 0:
        raise UploadRejected(f"{path.name} has no rows")
    frame.columns = [re.sub(r"\W+", "_", str(c).strip()).strip("_") or f"column_{i + 1}" for i, c in enumerate(frame.columns)]
    if len(set(c.lower() for c in frame.columns)) != len(frame.columns):
        raise UploadRejected(f"{path.name} has duplicate column names")
    return frame


def import_csv_files(paths: Sequence[str | Path]) -> Path:
    """Load CSV files into one new database (a table per file) and return its read-only path."""
    paths = [Path(p) for p in paths]
    if not paths:
        raise UploadRejected("no CSV files given")
    for p in paths:
        _check_size(p)
    names = [table_name_for(p.name) for p in paths]
    if len(set(names)) != len(names):
        raise UploadRejected(f"two files would make the same table name: {', '.join(names)}")
    digest = hashlib.sha256("".join(_digest(p) + n for p, n in zip(paths, names)).encode()).hexdigest()[:16]
    target = uploads_dir() / f"csv-{digest}.sqlite"
    if target.exists():
        return target
    frames = [_read_csv(p) for p in paths]
    fd, tmp = tempfile.mkstemp(dir=target.parent, suffix=".part")
    os.close(fd)
    try:
        with closing(sqlite3.connect(tmp)) as con:
            for table, frame in zip(names, frames):
                frame.to_sql(table, con, index=False)
            con.commit()
        os.chmod(tmp, stat.S_IRUSR | stat.S_IRGRP | stat.S_IROTH)
        os.replace(tmp, target)
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)
    return target
