"""Query rewrites: each mechanism changes the SQL as intended and returns the same bag of rows on tricky data.

    python -m pytest tests/test_index_rewrites.py
"""

import sqlite3
from collections import Counter

import pytest

from envs.index_tuning.rewrites import rewrite, rewrites
from envs.index_tuning.sargable import MAX_CHAR, prefix_ranges
from envs.index_tuning.sources import text_affinity

TYPES = {"t": {"id": "INTEGER", "ref": "TEXT", "email": "TEXT", "at": "DATETIME", "n": "INTEGER", "k": "INTEGER"},
         "u": {"id": "INTEGER", "t_id": "INTEGER", "amount": "REAL", "at": "TEXT"}}
REFS = ["REF-12345", "REF-123450", "ref-12345x", "REF-12346", "REF-1234", "Ref-12345" + MAX_CHAR, None, "XREF-12345"]
EMAILS = ["Ada@X.org", "ada@x.org", "ADA@X.ORG", "adb@x.org", "ada@x.orgg", None, "bob@x.org", "ada@x.or"]
STAMPS = ["2025-03-14 10:00", "2025-03-14", "2025-03-15 00:00", "2025-03-13 23:59", None, "2025-03", "garbage",
          "2025-03-14T08:00"]


@pytest.fixture(scope="module")
def con():
    db = sqlite3.connect(":memory:")
    db.executescript("CREATE TABLE t (id INTEGER PRIMARY KEY, ref TEXT, email TEXT, at DATETIME, n INTEGER, k INTEGER);"
                     "CREATE TABLE u (id INTEGER PRIMARY KEY, t_id INTEGER, amount REAL, at TEXT);")
    rows = [(i, REFS[i % 8], EMAILS[(i * 3) % 8], STAMPS[(i * 5) % 8], i % 4 if i % 7 else None, i % 3)
            for i in range(1, 200)]
    db.executemany("INSERT INTO t VALUES (?, ?, ?, ?, ?, ?)", rows)
    db.executemany("INSERT INTO u VALUES (?, ?, ?, ?)",
                   [(i, (i * 7) % 230 or None, (i % 13) * 1.5, STAMPS[i % 8]) for i in range(1, 400)])
    for column in ("ref", "email", "at"):
        db.execute(f"CREATE INDEX t_{column} ON t({column})")
    db.execute("CREATE INDEX u_at ON u(at)")
    yield db
    db.close()


def bag(con, sql):
    return Counter(con.execute(sql).fetchall())


@pytest.mark.parametrize("sql, mechanism, range_text", [
    ("SELECT id FROM t WHERE substr(ref, 1, 9) = 'REF-12345'", "sargable", "ref < 'REF-12346'"),
    ("SELECT id FROM t WHERE strftime('%Y-%m-%d', at) = '2025-03-14'", "sargable", "at < '2025-03-15'"),
    ("SELECT id FROM t WHERE date(at) = '2025-03-14'", "sargable", "at >= '2025-03-14'"),
    ("SELECT id FROM t WHERE strftime('%Y-%m', at) = '2025-03'", "sargable", "at < '2025-04'"),
    ("SELECT id FROM t WHERE lower(email) = 'ada@x.org'", "sargable", "email >= 'ADA@X.ORG'"),
    ("SELECT id FROM t WHERE upper(email) = 'ADA@X.ORG'", "sargable", "email >= 'ada@X.ORG'"),
    ("SELECT id FROM t WHERE ref LIKE 'ref-1234%'", "sargable", "ref >= 'REF-1234'"),
    ("SELECT id, (SELECT COUNT(*) FROM u WHERE u.t_id = t.id) FROM t WHERE n = 1 AND "
     "(SELECT COUNT(*) FROM u WHERE u.t_id = t.id) >= 2", "decorrelate", "LEFT JOIN"),
    ("SELECT t.id FROM t WHERE t.k = 1 AND (SELECT AVG(u.amount) FROM u WHERE u.t_id = t.id AND u.amount > 3) > 8",
     "decorrelate", "GROUP BY"),
    ("SELECT id FROM t WHERE EXISTS (SELECT 1 FROM u WHERE u.t_id = t.id AND u.amount > 10) AND k = 2",
     "decorrelate", " IN (SELECT"),
    ("SELECT id, ref FROM t WHERE n = 1 OR k = 2", "or_to_union", "UNION ALL"),
    ("SELECT id, ref FROM t WHERE (n = 1 OR email = 'ada@x.org') AND k <> 0 ORDER BY id DESC LIMIT 7",
     "or_to_union", "UNION ALL"),
    ("SELECT t.id FROM t WHERE t.k = 0 AND t.n < (SELECT COUNT(*) FROM u WHERE substr(u.at, 1, 7) = substr(t.at, 1, 7))",
     "sargable", "CHAR(1114111)"),
])
def test_rewrite_keeps_the_rows(con, sql, mechanism, range_text):
    found = rewrite(sql, TYPES, (mechanism,))
    assert found is not None and found.mechanisms and found.sql != sql
    assert range_text in found.sql
    ordered = "ORDER BY" in sql
    if ordered:
        assert con.execute(found.sql).fetchall() == con.execute(sql).fetchall()
    assert bag(con, found.sql) == bag(con, sql) and sum(bag(con, sql).values()) > 0


@pytest.mark.parametrize("sql, mechanism", [
    ("SELECT id FROM t WHERE ref LIKE '%12345'", "sargable"),  # a leading wildcard implies no range
    ("SELECT id FROM t WHERE lower(email) = 'Ada@x.org'", "sargable"),  # never true as written
    ("SELECT id FROM t WHERE substr(n, 1, 1) = '1'", "sargable"),  # not a TEXT column: comparisons differ
    ("SELECT id FROM t WHERE substr(at, 1, 4) = '2025'", "sargable"),  # substr of a NUMERIC-affinity column
    ("SELECT id FROM t WHERE substr(ref, 2, 3) = 'EF-'", "sargable"),  # not a prefix
    ("SELECT id FROM t WHERE ref = 'REF-1'", "sargable"),  # already sargable
    ("SELECT id FROM t WHERE NOT EXISTS (SELECT 1 FROM u WHERE u.t_id = t.id)", "decorrelate"),  # NULLs differ
    ("SELECT id FROM t WHERE (SELECT SUM(u.amount * t.n) FROM u WHERE u.t_id = t.id) > 1", "decorrelate"),
    ("SELECT n, COUNT(*) FROM t WHERE n = 1 OR k = 2 GROUP BY n", "or_to_union"),
    ("SELECT id FROM t WHERE n = 1 OR n = 2", "or_to_union"),  # one column: the planner's own OR works
    ("not sql at all ((", "sargable"),
    ("DELETE FROM t WHERE lower(email) = 'x'", "sargable"),
])
def test_no_rewrite_where_it_would_not_be_sound_or_useful(sql, mechanism):
    assert rewrite(sql, TYPES, (mechanism,)) is None


def test_prefix_ranges():
    assert prefix_ranges("REF-1", False) == [("REF-1", "REF-2")]
    assert prefix_ranges("a" + MAX_CHAR, False) == [("a" + MAX_CHAR, "b")]
    assert prefix_ranges("-1", True) == [("-1", "-2")]
    ranges = prefix_ranges("ab-x1", True)
    assert len(ranges) == 8 and ("AB-X1", "AB-X2") in ranges and ("ab-x1", "ab-x2") in ranges
    for text in ("ab-x1", "AB-X1", "aB-x1z", "Ab-X1\u00e9"):  # every spelling falls in exactly one range
        assert sum(lo <= text < hi for lo, hi in ranges) == 1
    assert not any(lo <= text < hi for lo, hi in ranges for text in ("ab-x2", "ab-y1", "ab_x1"))
    assert len(prefix_ranges("abcdef", True)) == 8  # only the first three letters branch


def test_rewrite_makes_the_filter_use_an_index(con):
    sql = "SELECT id FROM t WHERE substr(ref, 1, 9) = 'REF-12345'"
    plan = " ".join(r[3] for r in con.execute("EXPLAIN QUERY PLAN " + rewrite(sql, TYPES).sql))
    assert "USING INDEX t_ref" in plan or "USING COVERING INDEX t_ref" in plan


def test_candidates_are_distinct_and_affinity_rule():
    sql = "SELECT id FROM t WHERE substr(ref, 1, 3) = 'REF' AND (SELECT COUNT(*) FROM u WHERE u.t_id = t.id) > 1"
    found = rewrites(sql, TYPES)
    assert len(found) == 2 and len({r.sql for r in found}) == 2
    assert [text_affinity(t) for t in ("TEXT", "VARCHAR(10)", "INTEGER", "", "CHARINT", "BLOB")] == [
        True, True, False, False, False, False]
