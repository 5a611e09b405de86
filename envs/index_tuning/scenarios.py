"""Index-tuning scenarios: a database, a workload (reads and writes with frequencies) and a storage budget.

Fifteen are built in, five per difficulty: easy (one table, one missing index), medium (an e-commerce schema that
needs composite indexes and ORDER BY/GROUP BY support), hard (a five-table bank with joins; two of them need a
query rewrite because the slow predicate is not sargable or the subquery is correlated). Their data are built once
into the shared cache (``envs.databases.cache_dir()``) and copied into memory per episode. ``load_uploaded`` makes
a scenario from any SQLite file (opened read-only, never written) with the user's workload ``.sql`` or an
auto-generated one (selective filters on unindexed columns, joins along foreign keys, sorted top-k).

    python -m envs.index_tuning.scenarios      # build the files and list scenarios with their sizes
"""

from __future__ import annotations

import hashlib
import inspect
import random
import re
import sqlite3
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from envs.databases import build_database_file, cache_dir, user_tables
from envs.index_tuning import builders
from envs.index_tuning.builders import _email
from envs.index_tuning.cost import statement_kind
from envs.sandbox import open_readonly, quote_identifier

SEED = 20261121  # the data are part of the benchmark and must not drift
DIFFICULTIES = ("easy", "medium", "hard")
UPLOAD_BUDGET_SHARE = 0.5  # default storage budget of an uploaded database: this share of its used pages
AUTO_MAX_QUERIES = 12  # statements in an auto-generated workload
AUTO_MIN_DISTINCT_SHARE = 0.01  # a column is a "selective filter" when distinct values / rows is at least this
_FREQ = re.compile(r"--\s*freq(?:uency)?\s*[:=]\s*(\d+)", re.IGNORECASE)


@dataclass(frozen=True)
class WorkloadQuery:
    qid: str  # "q1", "w1", ...
    sql: str
    freq: int  # executions per workload period
    kind: str = "read"  # "read" or "write"


@dataclass(frozen=True)
class Scenario:
    id: str  # "easy/ticket_lookup"; uploads: "upload/<file stem>"
    difficulty: str  # easy | medium | hard | upload
    title: str
    description: str  # what the agent is told
    database: str  # builder name in builders.DATABASES, or "" for an uploaded file
    workload: tuple[WorkloadQuery, ...]
    budget_pages: int  # storage budget for new indexes, in database pages
    reference_rewrites: tuple[tuple[str, str], ...] = ()  # (qid, sql) known-good rewrites the oracle may use
    path: str | None = None  # an uploaded file (opened read-only)

    @property
    def reads(self) -> list[WorkloadQuery]:
        return [q for q in self.workload if q.kind == "read"]


def _r(qid: str, sql: str, freq: int) -> WorkloadQuery:
    return WorkloadQuery(qid, " ".join(sql.split()), freq, "read")


def _w(qid: str, sql: str, freq: int) -> WorkloadQuery:
    return WorkloadQuery(qid, " ".join(sql.split()), freq, "write")


EASY = (
    Scenario("easy/ticket_lookup", "easy", "Support tickets by customer e-mail",
             "The help desk opens a customer's tickets by e-mail address all day long.", "tickets", (
                 _r("q1", f"SELECT id, status, subject FROM tickets WHERE customer_email = '{_email(123)}'", 300),
                 _r("q2", "SELECT COUNT(*) FROM tickets WHERE status = 'open' AND priority = 1", 2),
                 _w("w1", "INSERT INTO tickets (customer_email, status, priority, opened_at, subject) VALUES "
                          "('new.user@example.com', 'open', 2, '2025-12-01 09:00', 'Login fails')", 200),
                 _w("w2", "UPDATE tickets SET status = 'closed', priority = 4 WHERE id = 4242", 200),
             ), budget_pages=400),
    Scenario("easy/sensor_window", "easy", "Sensor readings in a time window",
             "A dashboard averages each sensor over one day; new readings arrive constantly.", "readings", (
                 _r("q1", "SELECT sensor_id, AVG(value) FROM readings WHERE taken_at >= '2024-03-05 00:00' "
                          "AND taken_at < '2024-03-06 00:00' GROUP BY sensor_id", 100),
                 _r("q2", "SELECT COUNT(*) FROM readings WHERE unit = 'F'", 1),
                 _w("w1", "INSERT INTO readings (sensor_id, taken_at, value, unit) VALUES (7, '2025-12-31 23:59', 21.5, 'C')", 500),
             ), budget_pages=400),
    Scenario("easy/department_payroll", "easy", "Payroll of one department",
             "HR lists a department's staff by salary; salaries change often.", "employees", (
                 _r("q1", "SELECT last_name, first_name, salary FROM employees WHERE dept_code = 'D042' ORDER BY salary DESC", 150),
                 _w("w1", "UPDATE employees SET salary = salary * 1.02 WHERE id = 777", 300),
                 _w("w2", "INSERT INTO employees (dept_code, last_name, first_name, salary, hired_on, active) "
                          "VALUES ('D042', 'Novak', 'Ivo', 52000, '2025-11-03', 1)", 100),
             ), budget_pages=400),
    Scenario("easy/author_catalog", "easy", "Books by author",
             "The shop's catalog page lists an author's books by year; stock counts change with every sale.", "books", (
                 _r("q1", "SELECT title, year, price FROM books WHERE author = 'Cleo Dahl 7' ORDER BY year", 200),
                 _r("q2", "SELECT COUNT(*) FROM books WHERE in_stock = 0", 2),
                 _w("w1", "UPDATE books SET in_stock = in_stock - 1 WHERE id = 1234", 400),
             ), budget_pages=400),
    Scenario("easy/user_sessions", "easy", "A user's latest sessions",
             "Login checks fetch a user's five newest sessions; sessions are created and extended all the time.", "sessions", (
                 _r("q1", "SELECT id, created_at FROM sessions WHERE user_id = 1234 ORDER BY created_at DESC LIMIT 5", 300),
                 _w("w1", "INSERT INTO sessions (token, user_id, created_at, expires_at, ip) VALUES "
                          "('00ff00ff00ff00ff', 1234, '2025-12-31 10:00', '2026-12-31 10:00', '10.0.0.1')", 300),
                 _w("w2", "UPDATE sessions SET expires_at = '2026-06-01 00:00' WHERE id = 4321", 200),
             ), budget_pages=400),
)

MEDIUM = (
    Scenario("medium/customer_history", "medium", "A customer's order history",
             "The account page shows a customer's recent shipped orders and totals; orders stream in.", "shop", (
                 _r("q1", "SELECT id, status, total FROM orders WHERE customer_id = 2500 AND status = 'shipped' "
                          "ORDER BY created_at DESC LIMIT 10", 200),
                 _r("q2", "SELECT COUNT(*), SUM(total) FROM orders WHERE customer_id = 4100", 100),
                 _r("q3", f"SELECT id, name, tier FROM customers WHERE email = '{_email(3210)}'", 100),
                 _w("w1", "INSERT INTO orders (customer_id, status, created_at, total, shipping_country) "
                          "VALUES (2500, 'pending', '2025-12-31 12:00', 99.5, 'PT')", 300),
                 _w("w2", "UPDATE orders SET status = 'delivered' WHERE id = 1234", 300),
             ), budget_pages=700),
    Scenario("medium/category_top", "medium", "Top products per category",
             "Category pages show the five most expensive products; sales update stock and order lines.", "shop", (
                 _r("q1", "SELECT id, name, price FROM products WHERE category = 'garden' ORDER BY price DESC LIMIT 5", 300),
                 _r("q2", "SELECT product_id, SUM(quantity) FROM order_items WHERE product_id BETWEEN 100 AND 110 "
                          "GROUP BY product_id", 100),
                 _r("q3", "SELECT category, COUNT(*) FROM products WHERE stock = 0 GROUP BY category", 10),
                 _w("w1", "INSERT INTO order_items (order_id, product_id, quantity, unit_price) VALUES (777, 42, 1, 19.99)", 500),
                 _w("w2", "UPDATE products SET stock = stock - 1 WHERE id = 77", 500),
             ), budget_pages=700),
    Scenario("medium/daily_revenue", "medium", "Revenue reports",
             "Finance runs a week's daily revenue and order counts by status; orders stream in.", "shop", (
                 _r("q1", "SELECT substr(created_at, 1, 10) AS day, COUNT(*), SUM(total) FROM orders "
                          "WHERE created_at >= '2025-06-01' AND created_at < '2025-06-08' GROUP BY day ORDER BY day", 50),
                 _r("q2", "SELECT status, COUNT(*) FROM orders GROUP BY status", 20),
                 _r("q3", "SELECT shipping_country, SUM(total) FROM orders WHERE status = 'pending' GROUP BY shipping_country", 20),
                 _w("w1", "INSERT INTO orders (customer_id, status, created_at, total, shipping_country) "
                          "VALUES (17, 'pending', '2025-12-31 12:00', 45.0, 'DE')", 400),
             ), budget_pages=700),
    Scenario("medium/order_lines", "medium", "Order lines and product buyers",
             "Support opens an order's lines; merchandising lists recent orders of a product.", "shop", (
                 _r("q1", "SELECT p.name, oi.quantity, oi.unit_price FROM order_items oi JOIN products p ON p.id = oi.product_id "
                          "WHERE oi.order_id = 12345", 400),
                 _r("q2", "SELECT o.id, o.created_at FROM orders o JOIN order_items oi ON oi.order_id = o.id "
                          "WHERE oi.product_id = 1400 ORDER BY o.created_at DESC LIMIT 20", 100),
                 _r("q3", "SELECT c.name, COUNT(*) FROM orders o JOIN customers c ON c.id = o.customer_id "
                          "WHERE c.city = 'Porto' AND o.status = 'pending' GROUP BY c.id, c.name", 20),
                 _w("w1", "INSERT INTO order_items (order_id, product_id, quantity, unit_price) VALUES (12345, 9, 2, 5.5)", 600),
             ), budget_pages=700),
    Scenario("medium/regional_customers", "medium", "Customers and shipments by region",
             "Marketing lists new gold customers per country; logistics lists a country's recent shipments.", "shop", (
                 _r("q1", "SELECT id, name, signup_date FROM customers WHERE country = 'PT' AND tier = 'gold' "
                          "ORDER BY signup_date DESC LIMIT 20", 200),
                 _r("q2", "SELECT id, total FROM orders WHERE shipping_country = 'NO' AND created_at >= '2025-11-01' "
                          "ORDER BY created_at", 100),
                 _r("q3", "SELECT tier, COUNT(*) FROM customers GROUP BY tier", 10),
                 _w("w1", "INSERT INTO customers (name, email, city, country, signup_date, tier) VALUES "
                          "('Pia Lund', 'pia.lund@example.com', 'Oslo', 'NO', '2025-12-30', 'basic')", 200),
                 _w("w2", "UPDATE customers SET tier = 'gold' WHERE id = 321", 200),
             ), budget_pages=700),
)

HARD = (
    Scenario("hard/account_statements", "hard", "Account statements",
             "Online banking shows a customer's transactions since January and their accounts by e-mail; "
             "card payments and balance updates never stop.", "bank", (
                 _r("q1", "SELECT t.posted_at, t.amount, t.merchant FROM accounts a JOIN transactions t ON t.account_id = a.id "
                          "WHERE a.customer_id = 15 AND t.posted_at >= '2025-01-01' ORDER BY t.posted_at", 200),
                 _r("q2", f"SELECT a.iban, a.balance FROM accounts a JOIN customers c ON c.id = a.customer_id "
                          f"WHERE c.email = '{_email(2024)}'", 150),
                 _r("q3", "SELECT b.name, COUNT(*) FROM accounts a JOIN branches b ON b.id = a.branch_id "
                          "WHERE a.opened_on >= '2024-06-01' GROUP BY b.name", 10),
                 _w("w1", "INSERT INTO transactions (account_id, posted_at, amount, merchant, channel, reference) VALUES "
                          "(4321, '2025-12-31 18:00', -12.5, 'MERCHANT-007', 'card', 'REF-99999999')", 800),
                 _w("w2", "UPDATE accounts SET balance = balance - 12.5 WHERE id = 4321", 800),
             ), budget_pages=1800),
    Scenario("hard/fraud_screening", "hard", "Fraud screening",
             "Risk checks large debits at a merchant, recent ATM use by high-risk customers, and references.", "bank", (
                 _r("q1", "SELECT id, account_id, amount FROM transactions WHERE merchant = 'MERCHANT-350' AND amount < -300", 200),
                 _r("q2", "SELECT t.id, c.full_name FROM transactions t JOIN accounts a ON a.id = t.account_id "
                          "JOIN customers c ON c.id = a.customer_id WHERE t.channel = 'atm' "
                          "AND t.posted_at >= '2025-12-20' AND c.risk_rating = 5", 50),
                 _r("q3", "SELECT id, account_id FROM transactions WHERE reference = 'REF-12345678'", 100),
                 _w("w1", "INSERT INTO transactions (account_id, posted_at, amount, merchant, channel, reference) VALUES "
                          "(99, '2025-12-31 18:00', -400, 'MERCHANT-350', 'atm', 'REF-88888888')", 1000),
             ), budget_pages=1800),
    Scenario("hard/loan_review", "hard", "Loan review",
             "Credit reviews late loans with their owners, a branch's loan book and recent activity on late accounts.", "bank", (
                 _r("q1", "SELECT l.id, l.principal, c.full_name, c.email FROM loans l JOIN accounts a ON a.id = l.account_id "
                          "JOIN customers c ON c.id = a.customer_id WHERE l.status = 'late' AND l.due_on < '2024-03-01'", 100),
                 _r("q2", "SELECT a.id, SUM(l.principal) FROM accounts a JOIN loans l ON l.account_id = a.id "
                          "WHERE a.branch_id = 7 GROUP BY a.id", 100),
                 _r("q3", "SELECT COUNT(*) FROM transactions t WHERE t.account_id IN "
                          "(SELECT account_id FROM loans WHERE status = 'late') AND t.posted_at >= '2025-10-01'", 20),
                 _w("w1", "UPDATE loans SET status = 'paid' WHERE id = 123", 300),
                 _w("w2", "INSERT INTO transactions (account_id, posted_at, amount, merchant, channel, reference) VALUES "
                          "(55, '2025-12-31 18:00', -30, 'MERCHANT-001', 'online', 'REF-77777777')", 500),
             ), budget_pages=1800),
    Scenario("hard/non_sargable_filters", "hard", "Filters hidden behind functions",
             "Reports filter on functions of columns (a day via strftime, a lower-cased e-mail, a reference prefix); "
             "an index on the bare column cannot serve them until the predicate is rewritten.", "bank", (
                 _r("q1", "SELECT COUNT(*), SUM(amount) FROM transactions WHERE strftime('%Y-%m-%d', posted_at) = '2025-03-14'", 200),
                 _r("q2", f"SELECT id, full_name FROM customers WHERE lower(email) = '{_email(4321)}'", 200),
                 _r("q3", "SELECT id, amount FROM transactions WHERE substr(reference, 1, 9) = 'REF-12345'", 50),
                 _w("w1", "INSERT INTO transactions (account_id, posted_at, amount, merchant, channel, reference) VALUES "
                          "(4321, '2025-12-31 18:00', -12.5, 'MERCHANT-007', 'card', 'REF-99999999')", 800),
             ), budget_pages=1800,
             reference_rewrites=(
                 ("q1", "SELECT COUNT(*), SUM(amount) FROM transactions WHERE posted_at >= '2025-03-14' AND posted_at < '2025-03-15'"),
                 ("q2", f"SELECT id, full_name FROM customers WHERE email = '{_email(4321)}'"),
                 ("q3", "SELECT id, amount FROM transactions WHERE reference >= 'REF-12345' AND reference < 'REF-12346'"),
             )),
    Scenario("hard/correlated_outliers", "hard", "Correlated subqueries",
             "Risk flags a merchant's ATM transactions far above the month's average and lists Norwegian customers "
             "with several accounts; both are correlated subqueries that run once per outer row.", "bank", (
                 _r("q1", "SELECT t.id, t.amount FROM transactions t WHERE t.merchant = 'MERCHANT-350' AND t.channel = 'atm' "
                          "AND abs(t.amount) > 2 * (SELECT AVG(abs(t2.amount)) FROM transactions t2 "
                          "WHERE substr(t2.posted_at, 1, 7) = substr(t.posted_at, 1, 7))", 20),
                 _r("q2", "SELECT c.id, c.full_name FROM customers c WHERE c.country = 'NO' AND "
                          "(SELECT COUNT(*) FROM accounts a WHERE a.customer_id = c.id) >= 3", 20),
                 _w("w1", "INSERT INTO transactions (account_id, posted_at, amount, merchant, channel, reference) VALUES "
                          "(4321, '2025-12-31 18:00', -12.5, 'MERCHANT-007', 'card', 'REF-99999999')", 800),
                 _w("w2", "INSERT INTO accounts (customer_id, branch_id, iban, kind, opened_on, balance) VALUES "
                          "(77, 3, 'DE000000000000000077', 'savings', '2025-12-31', 0)", 200),
             ), budget_pages=1800,
             reference_rewrites=(
                 ("q1", "SELECT t.id, t.amount FROM transactions t JOIN (SELECT substr(posted_at, 1, 7) AS month, "
                        "AVG(abs(amount)) AS avg_abs FROM transactions GROUP BY month) m "
                        "ON m.month = substr(t.posted_at, 1, 7) WHERE t.merchant = 'MERCHANT-350' AND t.channel = 'atm' "
                        "AND abs(t.amount) > 2 * m.avg_abs"),
                 ("q2", "SELECT c.id, c.full_name FROM customers c JOIN (SELECT customer_id FROM accounts "
                        "GROUP BY customer_id HAVING COUNT(*) >= 3) m ON m.customer_id = c.id WHERE c.country = 'NO'"),
             )),
)

SCENARIOS: dict[str, Scenario] = {s.id: s for s in EASY + MEDIUM + HARD}


def scenario_ids(difficulty: str | None = None) -> list[str]:
    return [sid for sid, s in SCENARIOS.items() if difficulty in (None, s.difficulty)]


@cache
def database_file(name: str) -> Path:
    """The cached file of built-in database ``name``, built first if this version is missing."""
    schema, populate = builders.DATABASES[name]
    digest = hashlib.sha256(inspect.getsource(builders).encode() + str(SEED).encode()).hexdigest()[:12]
    path = cache_dir() / f"index-{name}-{digest}.sqlite"
    if not path.exists():  # no ANALYZE: plans must depend on the indexes alone
        build_database_file(path, schema, populate, random.Random(f"{SEED}/{name}"), analyze=False)
    return path


def scenario_file(scenario: Scenario) -> Path:
    return Path(scenario.path) if scenario.path else database_file(scenario.database)


def open_source(scenario: Scenario) -> sqlite3.Connection:
    """The scenario's file, read-only (URI mode=ro): the source every episode copies from."""
    return open_readonly(scenario_file(scenario))


def private_copy(scenario: Scenario) -> sqlite3.Connection:
    """A fresh in-memory copy of the scenario's database (sqlite backup API); writable, owned by one episode."""
    source = open_source(scenario)
    con = sqlite3.connect(":memory:", cached_statements=0, isolation_level=None, check_same_thread=False)
    try:
        source.backup(con)
    finally:
        source.close()
    return con


# ---- uploads ------------------------------------------------------------------------------------------------------

def parse_workload(text: str) -> tuple[WorkloadQuery, ...]:
    """Statements of a workload .sql file; ``-- freq: N`` on the lines before a statement sets its frequency."""
    queries, buffer, freq, reads, writes = [], "", 1, 0, 0
    for line in text.splitlines(keepends=True):
        mark = _FREQ.search(line)
        if mark and not buffer.strip():
            freq = int(mark.group(1))
            continue
        if not buffer.strip() and line.strip().startswith("--"):
            continue
        buffer += line
        if sqlite3.complete_statement(buffer):
            sql = " ".join(re.sub(r"--[^\n]*", "", buffer).split()).rstrip(";").strip()
            buffer = ""
            if not sql:
                continue
            kind = statement_kind(sql)
            if kind is None:
                raise ValueError(f"workload statement {len(queries) + 1} is neither a SELECT nor a single "
                                 f"INSERT/UPDATE/DELETE: {sql[:80]!r}")
            if kind == "read":
                reads += 1
                queries.append(WorkloadQuery(f"q{reads}", sql, max(1, freq), "read"))
            else:
                writes += 1
                queries.append(WorkloadQuery(f"w{writes}", sql, max(1, freq), "write"))
            freq = 1
    if buffer.strip():
        raise ValueError(f"the workload ends inside an unfinished statement: {buffer.strip()[:80]!r}")
    if not any(q.kind == "read" for q in queries):
        raise ValueError("the workload has no SELECT query to tune")
    return tuple(queries)


def auto_workload(con: sqlite3.Connection) -> tuple[WorkloadQuery, ...]:
    """A workload for a database that came without one: selective filters on unindexed columns, joins along
    foreign keys and sorted top-k, plus one single-row update per filtered table. Deterministic for a given file."""
    reads: list[str] = []
    writes: list[str] = []
    tables = user_tables(con)
    for table in tables:
        t = quote_identifier(table)
        rows = con.execute(f"SELECT COUNT(*) FROM {t}").fetchone()[0]
        if rows < 2:
            continue
        indexed = {con.execute(f"PRAGMA index_info({quote_identifier(name)})").fetchone()[2]
                   for _, name, *_ in con.execute(f"PRAGMA index_list({t})").fetchall()
                   if con.execute(f"PRAGMA index_info({quote_identifier(name)})").fetchone()}
        info = con.execute(f"PRAGMA table_info({t})").fetchall()
        for _, column, ctype, _, _, pk in info:
            if pk or column in indexed:
                continue
            c = quote_identifier(column)
            distinct = con.execute(f"SELECT COUNT(DISTINCT {c}) FROM {t}").fetchone()[0]
            if distinct / rows >= AUTO_MIN_DISTINCT_SHARE:
                value = con.execute(f"SELECT quote({c}) FROM {t} WHERE {c} IS NOT NULL LIMIT 1 OFFSET ?",
                                    (rows // 2,)).fetchone()
                if value and len(value[0]) <= 80:
                    reads.append(f"SELECT * FROM {t} WHERE {c} = {value[0]}")
                    writes.append(f"UPDATE {t} SET {c} = {c} WHERE rowid = (SELECT rowid FROM {t} LIMIT 1 OFFSET {rows // 3})")
                    if any(word in (ctype or "").upper() for word in ("INT", "REAL", "NUM", "DATE", "TIME")):
                        reads.append(f"SELECT * FROM {t} ORDER BY {c} DESC LIMIT 10")
                    break
        for _, _, parent, child_col, parent_col, *_ in con.execute(f"PRAGMA foreign_key_list({t})").fetchall():
            if child_col in indexed:
                continue
            p, cc = quote_identifier(parent), quote_identifier(child_col)
            pc = quote_identifier(parent_col) if parent_col else "rowid"
            value = con.execute(f"SELECT quote({cc}) FROM {t} WHERE {cc} IS NOT NULL LIMIT 1 OFFSET ?", (rows // 2,)).fetchone()
            if value:
                reads.append(f"SELECT COUNT(*) FROM {t} c JOIN {p} p ON p.{pc} = c.{cc} WHERE p.{pc} = {value[0]}")
    reads, writes = reads[:AUTO_MAX_QUERIES], writes[: max(1, AUTO_MAX_QUERIES // 4)]
    if not reads:
        raise ValueError("could not generate a workload: no table has an unindexed selective column")
    return tuple([WorkloadQuery(f"q{i}", sql, 10, "read") for i, sql in enumerate(reads, 1)]
                 + [WorkloadQuery(f"w{i}", sql, 5, "write") for i, sql in enumerate(writes, 1)])


def load_uploaded(db_path: str | Path, workload_path: str | Path | None = None, budget_pages: int | None = None) -> Scenario:
    """A scenario over an uploaded SQLite file: read-only source, the user's workload or an auto-generated one."""
    path = Path(db_path).resolve()
    scenario = Scenario(f"upload/{path.stem}", "upload", path.name, "", "", (), 0, path=str(path))
    source = open_source(scenario)
    try:
        source.execute("PRAGMA query_only = ON")
        source.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()  # a non-database file fails here
        workload = parse_workload(Path(workload_path).read_text()) if workload_path else auto_workload(source)
        used = source.execute("PRAGMA page_count").fetchone()[0] - source.execute("PRAGMA freelist_count").fetchone()[0]
    except sqlite3.DatabaseError as error:
        raise ValueError(f"{path.name} is not a readable SQLite database: {error}") from None
    finally:
        source.close()
    origin = f"workload {Path(workload_path).name}" if workload_path else "an auto-generated workload"
    return Scenario(scenario.id, "upload", path.name, f"Tune the uploaded database {path.name} for {origin}.", "",
                    workload, budget_pages or max(64, int(used * UPLOAD_BUDGET_SHARE)), path=str(path))


if __name__ == "__main__":
    for name in builders.DATABASES:
        file = database_file(name)
        print(f"{name:10} {file.stat().st_size / 1e6:6.1f} MB  {file}")
    for s in SCENARIOS.values():
        print(f"{s.id:28} {len(s.reads)} reads {len(s.workload) - len(s.reads)} writes  budget {s.budget_pages} pages")
