"""Hostile SQL inputs shared by every test that runs SQL through a path an agent or a user controls.

Each entry is (label, sql, expected error kind): "rejected" (refused before running) or "budget" (stopped by the
VM-step / time budget). All must leave the database file byte-for-byte unchanged.
"""

LONG_STRING = "x" * 30_000

HOSTILE_SQL = [
    ("delete", "DELETE FROM orders", "rejected"),
    ("drop table", "DROP TABLE orders", "rejected"),
    ("insert", "INSERT INTO customers VALUES (99, 'Eve', 'Nowhere')", "rejected"),
    ("update", "UPDATE products SET price = 0", "rejected"),
    ("create table", "CREATE TABLE pwned (x)", "rejected"),
    ("create index", "CREATE INDEX ix ON orders(order_date)", "rejected"),
    ("alter", "ALTER TABLE orders ADD COLUMN y", "rejected"),
    ("replace", "REPLACE INTO customers VALUES (1, 'Eve', 'X')", "rejected"),
    ("create trigger", "CREATE TRIGGER t AFTER INSERT ON orders BEGIN DELETE FROM orders; END", "rejected"),
    ("create view", "CREATE VIEW v AS SELECT 1", "rejected"),
    ("attach", "ATTACH DATABASE '/tmp/evil.db' AS evil", "rejected"),
    ("detach", "DETACH DATABASE main", "rejected"),
    ("pragma write", "PRAGMA query_only = 0", "rejected"),
    ("pragma journal", "PRAGMA journal_mode = DELETE", "rejected"),
    ("pragma writable_schema", "PRAGMA writable_schema = ON", "rejected"),
    ("vacuum into", "VACUUM INTO '/tmp/copy.db'", "rejected"),
    ("vacuum", "VACUUM", "rejected"),
    ("reindex", "REINDEX", "rejected"),
    ("analyze", "ANALYZE", "rejected"),
    ("begin", "BEGIN IMMEDIATE", "rejected"),
    ("load_extension", "SELECT load_extension('/tmp/evil.so')", "rejected"),
    ("load_extension nested", "SELECT * FROM orders WHERE 1 = (SELECT load_extension('x'))", "rejected"),
    ("stacked", "SELECT 1; DELETE FROM orders", "rejected"),
    ("stacked after comment", "SELECT 1 -- harmless\n; DROP TABLE orders", "rejected"),
    ("comment hides statement", "SELECT 1 /* ; */ ; DELETE FROM orders", "rejected"),
    ("with delete", "WITH x AS (SELECT 1) DELETE FROM orders", "rejected"),
    ("cte delete returning", "WITH gone AS (DELETE FROM orders RETURNING *) SELECT * FROM gone", "rejected"),
    ("insert select", "INSERT INTO customers SELECT * FROM customers", "rejected"),
    ("select into", "SELECT * INTO backup FROM orders", "rejected"),
    ("empty", "   ;  ", "rejected"),
    ("not sql", "please drop every table", "rejected"),
    ("very long string", f"SELECT '{LONG_STRING}'", "rejected"),
    ("readfile", "SELECT readfile('/etc/passwd')", "rejected"),
    ("writefile", "SELECT writefile('/tmp/pwned.txt', 'x')", "rejected"),
    ("mixed case after comment", "/* report */ dElEtE FROM orders", "rejected"),
    ("savepoint", "SAVEPOINT s1", "rejected"),
    ("with insert", "WITH c(x) AS (SELECT 1) INSERT INTO customers SELECT 99, 'Eve', 'X' FROM c", "rejected"),
    ("pragma table function", "SELECT * FROM pragma_table_info('orders')", "rejected"),
    ("recursive cte forever", "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT COUNT(*) FROM c",
     "budget"),
    ("cartesian product", "SELECT COUNT(*) FROM orders a, orders b, orders c, orders d, orders e", "budget"),
    ("huge randomblob", "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) "
                        "SELECT length(group_concat(randomblob(1000))) FROM c", "budget"),
]
