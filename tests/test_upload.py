"""Uploads: good files become private read-only copies; bad ones get a clear message and leave nothing behind."""

import gzip
import sqlite3
import zipfile

import pytest

import envs.databases.upload as upload
from envs.analyst.schema import schema_of
from envs.databases.upload import UploadRejected, import_csv_files, import_upload
from tests.conftest import build_tiny_db, file_digest


@pytest.fixture(autouse=True)
def private_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("SQL_STUDIO_CACHE", str(tmp_path / "cache"))


def leftovers() -> list:
    return [p for p in upload.uploads_dir().iterdir()]


def test_sqlite_upload_is_copied_read_only(tmp_path):
    original = build_tiny_db(tmp_path / "mine.db")
    before = file_digest(original)
    copy = import_upload(original)
    assert copy != original and copy.parent == upload.uploads_dir()
    assert schema_of(copy).table_names == ["customers", "orders", "products"]
    assert copy.stat().st_mode & 0o222 == 0  # read-only on disk (root ignores that; open_readonly does not)
    assert import_upload(original) == copy  # content-addressed: the same upload, the same copy
    assert file_digest(original) == before


def test_csv_upload_becomes_a_table(tmp_path):
    csv = tmp_path / "Monthly Sales.csv"
    csv.write_text("month,store,revenue\n2024-01,North,100.5\n2024-02,South,99\n")
    db = import_upload(csv)
    table = schema_of(db).tables["monthly_sales"]
    assert table.row_count == 2 and [c.name for c in table.columns] == ["month", "store", "revenue"]


def test_several_csv_files_make_one_database(tmp_path):
    (tmp_path / "a.csv").write_text("x\n1\n")
    (tmp_path / "b.csv").write_text("y;z\n1;2\n")
    assert schema_of(import_csv_files([tmp_path / "a.csv", tmp_path / "b.csv"])).table_names == ["a", "b"]


def test_non_utf8_csv_is_decoded(tmp_path):
    csv = tmp_path / "cafés.csv"
    csv.write_bytes("name,price\nCrème brûlée,4.5\n".encode("cp1252"))
    db = import_upload(csv)
    assert sqlite3.connect(db).execute('SELECT name FROM "cafés"').fetchone()[0] == "Crème brûlée"


def _truncated(tmp_path):
    data = build_tiny_db(tmp_path / "full.sqlite").read_bytes()
    return data[: len(data) // 2]


def _with_bad_schema(tmp_path):
    path = build_tiny_db(tmp_path / "evil.sqlite")
    con = sqlite3.connect(path)
    con.executescript("""
        CREATE TRIGGER wipe AFTER INSERT ON orders BEGIN DELETE FROM customers; END;
        CREATE VIEW loop_a AS SELECT * FROM customers;
    """)
    con.close()
    return path.read_bytes()


def _zip(tmp_path):
    path = tmp_path / "db.zip"
    with zipfile.ZipFile(path, "w") as z:
        z.writestr("shop.sqlite", "x")
    return path.read_bytes()


def _empty_sqlite(tmp_path):
    path = tmp_path / "empty.sqlite"
    sqlite3.connect(path).execute("PRAGMA user_version = 1").connection.commit()
    return path.read_bytes()


BAD_UPLOADS = [
    ("not sqlite", "shop.sqlite", lambda tmp: b"hello, I am not a database" * 10, "not an SQLite database"),
    ("zero bytes", "shop.db", lambda tmp: b"", "empty"),
    ("truncated", "shop.sqlite", _truncated, "could not be read|damaged"),
    ("encrypted", "shop.sqlite3", lambda tmp: bytes(range(256)) * 64, "encrypted"),
    ("zip", "shop.zip", _zip, "zip archive"),
    ("gzip", "shop.sqlite.gz", lambda tmp: gzip.compress(b"SQLite format 3\x00" + b"\x00" * 100), "gzip"),
    ("pdf", "report.pdf", lambda tmp: b"%PDF-1.7 ...", "PDF"),
    ("no tables", "empty.sqlite", _empty_sqlite, "no tables"),
    ("header only", "shop.sqlite", lambda tmp: b"SQLite format 3\x00" + b"\xff" * 200, "could not be read|damaged"),
    ("csv with no rows", "empty.csv", lambda tmp: b"a,b,c\n", "no rows"),
    ("csv duplicate columns", "dup.csv", lambda tmp: b"a,A\n1,2\n", "duplicate column"),
    ("binary junk as csv", "junk.csv", lambda tmp: b"\x00\x01\x02" * 100, "could not be read|no rows|duplicate"),
]


@pytest.mark.parametrize("label,filename,make,message", BAD_UPLOADS, ids=[b[0] for b in BAD_UPLOADS])
def test_bad_uploads_are_refused_cleanly(tmp_path, label, filename, make, message):
    path = tmp_path / filename
    path.write_bytes(make(tmp_path))
    with pytest.raises(UploadRejected, match=message):
        import_upload(path)
    assert leftovers() == []


def test_oversized_upload_is_refused(tmp_path, monkeypatch):
    monkeypatch.setattr(upload, "MAX_UPLOAD_BYTES", 1000)
    path = build_tiny_db(tmp_path / "big.sqlite")
    with pytest.raises(UploadRejected, match="limit"):
        import_upload(path)
    assert leftovers() == []


def test_malicious_schema_is_harmless(tmp_path):
    """Triggers never fire (nothing writes) and views are not listed as tables; reading still works."""
    path = tmp_path / "evil.sqlite"
    path.write_bytes(_with_bad_schema(tmp_path))
    copy = import_upload(path)
    assert schema_of(copy).tables["customers"].row_count == 5


def test_wal_database_leaves_no_side_files(tmp_path):
    path = build_tiny_db(tmp_path / "wal.sqlite")
    con = sqlite3.connect(path)
    con.execute("PRAGMA journal_mode = WAL")
    con.close()
    copy = import_upload(path)
    assert sorted(p.name for p in leftovers()) == [copy.name]
    assert schema_of(copy).tables["orders"].row_count == 60


def test_reserved_and_look_alike_table_names(tmp_path):
    (tmp_path / "sqlite_export.csv").write_text("a\n1\n")
    (tmp_path / "sqlitedata.csv").write_text("b\n2\n")
    assert schema_of(import_csv_files([tmp_path / "sqlite_export.csv"])).table_names == ["t_sqlite_export"]
    assert schema_of(import_csv_files([tmp_path / "sqlitedata.csv"])).table_names == ["sqlitedata"]
