"""Deterministic databases for the index-tuning scenarios: schema + seeded data, no indexes beyond primary keys.

Each entry of ``DATABASES`` is (SCHEMA, populate). ``scenarios.database_file(name)`` builds a file once into the
shared cache and reuses it. No ANALYZE is run: the planner works from its default estimates, so plans depend only
on the indexes an agent creates. Sizes are chosen so an unindexed lookup costs ~10^5 VM steps and reset stays fast.

    python -m envs.index_tuning.scenarios     # builds every file and prints the scenarios
"""

from __future__ import annotations

import random
import sqlite3

EASY_ROWS = 30_000  # rows in each one-table database
SHOP_CUSTOMERS, SHOP_PRODUCTS, SHOP_ORDERS = 5_000, 1_500, 30_000
BANK_BRANCHES, BANK_CUSTOMERS, BANK_ACCOUNTS, BANK_TRANSACTIONS, BANK_LOANS = 40, 6_000, 10_000, 80_000, 3_000

FIRST = ("ada", "ben", "cleo", "dev", "eli", "fay", "gus", "hana", "ivo", "jun", "kai", "lea", "mo", "nia", "oto", "pia")
LAST = ("berg", "costa", "dahl", "endo", "ferro", "grund", "haas", "iqbal", "jonas", "kern", "lund", "mora", "novak")
CITIES = ("Berlin", "Hamburg", "Munich", "Lyon", "Paris", "Porto", "Lisbon", "Milan", "Turin", "Vienna", "Graz", "Oslo")
COUNTRIES = {"Berlin": "DE", "Hamburg": "DE", "Munich": "DE", "Lyon": "FR", "Paris": "FR", "Porto": "PT",
             "Lisbon": "PT", "Milan": "IT", "Turin": "IT", "Vienna": "AT", "Graz": "AT", "Oslo": "NO"}
CATEGORIES = ("garden", "kitchen", "toys", "books", "audio", "office", "sports", "pets", "tools", "beauty")
MERCHANTS = tuple(f"MERCHANT-{i:03d}" for i in range(400))


def _date(rng: random.Random, start_year: int = 2023, years: int = 3) -> str:
    return f"{start_year + rng.randrange(years)}-{1 + rng.randrange(12):02d}-{1 + rng.randrange(28):02d}"


def _stamp(rng: random.Random, start_year: int = 2023, years: int = 3) -> str:
    return f"{_date(rng, start_year, years)} {rng.randrange(24):02d}:{rng.randrange(60):02d}"


def _email(i: int) -> str:
    return f"{FIRST[i % len(FIRST)]}.{LAST[(i // 7) % len(LAST)]}{i}@example.com"


def _skewed(rng: random.Random, n: int) -> int:
    """1..n, with low ids far more frequent (a few popular customers/products)."""
    return min(n, 1 + int(n * rng.random() ** 2))


TICKETS = """
CREATE TABLE tickets (id INTEGER PRIMARY KEY, customer_email TEXT NOT NULL, status TEXT NOT NULL,
  priority INTEGER NOT NULL, opened_at TEXT NOT NULL, subject TEXT NOT NULL);
"""


def populate_tickets(con: sqlite3.Connection, rng: random.Random) -> None:
    statuses = ("open", "pending", "closed", "closed", "closed")
    con.executemany("INSERT INTO tickets VALUES (?, ?, ?, ?, ?, ?)", [
        (i, _email(rng.randrange(8_000)), rng.choice(statuses), 1 + rng.randrange(4), _stamp(rng), f"Issue #{i}")
        for i in range(1, EASY_ROWS + 1)])


READINGS = """
CREATE TABLE readings (id INTEGER PRIMARY KEY, sensor_id INTEGER NOT NULL, taken_at TEXT NOT NULL,
  value REAL NOT NULL, unit TEXT NOT NULL);
"""


def populate_readings(con: sqlite3.Connection, rng: random.Random) -> None:
    con.executemany("INSERT INTO readings VALUES (?, ?, ?, ?, ?)", [
        (i, 1 + rng.randrange(50), _stamp(rng, 2024, 2), round(rng.gauss(20, 5), 2), rng.choice(("C", "C", "F")))
        for i in range(1, EASY_ROWS + 1)])


EMPLOYEES = """
CREATE TABLE employees (id INTEGER PRIMARY KEY, dept_code TEXT NOT NULL, last_name TEXT NOT NULL,
  first_name TEXT NOT NULL, salary REAL NOT NULL, hired_on TEXT NOT NULL, active INTEGER NOT NULL);
"""


def populate_employees(con: sqlite3.Connection, rng: random.Random) -> None:
    con.executemany("INSERT INTO employees VALUES (?, ?, ?, ?, ?, ?, ?)", [
        (i, f"D{rng.randrange(300):03d}", rng.choice(LAST).title(), rng.choice(FIRST).title(),
         round(rng.uniform(30_000, 140_000), 2), _date(rng, 2010, 15), int(rng.random() < 0.9))
        for i in range(1, EASY_ROWS + 1)])


BOOKS = """
CREATE TABLE books (id INTEGER PRIMARY KEY, isbn TEXT NOT NULL, title TEXT NOT NULL, author TEXT NOT NULL,
  year INTEGER NOT NULL, price REAL NOT NULL, in_stock INTEGER NOT NULL);
"""


def populate_books(con: sqlite3.Connection, rng: random.Random) -> None:
    authors = [f"{f.title()} {l.title()} {n}" for n in range(25) for f in FIRST for l in LAST[:5]]  # 2,000 authors
    con.executemany("INSERT INTO books VALUES (?, ?, ?, ?, ?, ?, ?)", [
        (i, f"978-{rng.randrange(10**9):09d}", f"Volume {i}", rng.choice(authors), 1950 + rng.randrange(75),
         round(rng.uniform(5, 80), 2), rng.randrange(40)) for i in range(1, EASY_ROWS + 1)])


SESSIONS = """
CREATE TABLE sessions (id INTEGER PRIMARY KEY, token TEXT NOT NULL, user_id INTEGER NOT NULL,
  created_at TEXT NOT NULL, expires_at TEXT NOT NULL, ip TEXT NOT NULL);
"""


def populate_sessions(con: sqlite3.Connection, rng: random.Random) -> None:
    rows = []
    for i in range(1, EASY_ROWS + 1):
        created = _stamp(rng, 2025, 1)
        rows.append((i, f"{rng.getrandbits(64):016x}", 1 + rng.randrange(3_000), created,
                     created.replace("2025", "2026", 1), f"10.{rng.randrange(256)}.{rng.randrange(256)}.{rng.randrange(256)}"))
    con.executemany("INSERT INTO sessions VALUES (?, ?, ?, ?, ?, ?)", rows)


SHOP = """
CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT NOT NULL, email TEXT NOT NULL, city TEXT NOT NULL,
  country TEXT NOT NULL, signup_date TEXT NOT NULL, tier TEXT NOT NULL);
CREATE TABLE products (id INTEGER PRIMARY KEY, name TEXT NOT NULL, category TEXT NOT NULL, price REAL NOT NULL,
  stock INTEGER NOT NULL);
CREATE TABLE orders (id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(id),
  status TEXT NOT NULL, created_at TEXT NOT NULL, total REAL NOT NULL, shipping_country TEXT NOT NULL);
CREATE TABLE order_items (id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL REFERENCES orders(id),
  product_id INTEGER NOT NULL REFERENCES products(id), quantity INTEGER NOT NULL, unit_price REAL NOT NULL);
"""


def populate_shop(con: sqlite3.Connection, rng: random.Random) -> None:
    customers = []
    for i in range(1, SHOP_CUSTOMERS + 1):
        city = rng.choice(CITIES)
        customers.append((i, f"{rng.choice(FIRST).title()} {rng.choice(LAST).title()}", _email(i), city,
                          COUNTRIES[city], _date(rng, 2020, 5), rng.choice(("basic", "basic", "basic", "gold"))))
    con.executemany("INSERT INTO customers VALUES (?, ?, ?, ?, ?, ?, ?)", customers)
    prices = [round(rng.uniform(2, 300), 2) for _ in range(SHOP_PRODUCTS)]
    con.executemany("INSERT INTO products VALUES (?, ?, ?, ?, ?)", [
        (i, f"Product {i}", rng.choice(CATEGORIES), prices[i - 1], rng.randrange(500)) for i in range(1, SHOP_PRODUCTS + 1)])
    statuses = ("shipped", "shipped", "shipped", "delivered", "delivered", "cancelled", "pending")
    orders, items, item_id = [], [], 0
    for i in range(1, SHOP_ORDERS + 1):
        customer = _skewed(rng, SHOP_CUSTOMERS)
        total = 0.0
        for _ in range(1 + rng.randrange(4)):
            item_id += 1
            product, quantity = _skewed(rng, SHOP_PRODUCTS), 1 + rng.randrange(3)
            items.append((item_id, i, product, quantity, prices[product - 1]))
            total += quantity * prices[product - 1]
        orders.append((i, customer, rng.choice(statuses), _stamp(rng), round(total, 2), customers[customer - 1][4]))
    con.executemany("INSERT INTO orders VALUES (?, ?, ?, ?, ?, ?)", orders)
    con.executemany("INSERT INTO order_items VALUES (?, ?, ?, ?, ?)", items)


BANK = """
CREATE TABLE branches (id INTEGER PRIMARY KEY, name TEXT NOT NULL, city TEXT NOT NULL);
CREATE TABLE customers (id INTEGER PRIMARY KEY, full_name TEXT NOT NULL, email TEXT NOT NULL,
  country TEXT NOT NULL, risk_rating INTEGER NOT NULL, joined_on TEXT NOT NULL);
CREATE TABLE accounts (id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(id),
  branch_id INTEGER NOT NULL REFERENCES branches(id), iban TEXT NOT NULL, kind TEXT NOT NULL,
  opened_on TEXT NOT NULL, balance REAL NOT NULL);
CREATE TABLE transactions (id INTEGER PRIMARY KEY, account_id INTEGER NOT NULL REFERENCES accounts(id),
  posted_at TEXT NOT NULL, amount REAL NOT NULL, merchant TEXT NOT NULL, channel TEXT NOT NULL,
  reference TEXT NOT NULL);
CREATE TABLE loans (id INTEGER PRIMARY KEY, account_id INTEGER NOT NULL REFERENCES accounts(id),
  principal REAL NOT NULL, rate REAL NOT NULL, status TEXT NOT NULL, due_on TEXT NOT NULL);
"""


def populate_bank(con: sqlite3.Connection, rng: random.Random) -> None:
    con.executemany("INSERT INTO branches VALUES (?, ?, ?)", [
        (i, f"{CITIES[i % len(CITIES)]} {i}", CITIES[i % len(CITIES)]) for i in range(1, BANK_BRANCHES + 1)])
    con.executemany("INSERT INTO customers VALUES (?, ?, ?, ?, ?, ?)", [
        (i, f"{rng.choice(FIRST).title()} {rng.choice(LAST).title()}", _email(i), COUNTRIES[rng.choice(CITIES)],
         1 + rng.randrange(5), _date(rng, 2015, 10)) for i in range(1, BANK_CUSTOMERS + 1)])
    con.executemany("INSERT INTO accounts VALUES (?, ?, ?, ?, ?, ?, ?)", [
        (i, _skewed(rng, BANK_CUSTOMERS), 1 + rng.randrange(BANK_BRANCHES), f"DE{rng.randrange(10**18):018d}",
         rng.choice(("checking", "checking", "savings", "business")), _date(rng, 2015, 10),
         round(rng.uniform(-500, 50_000), 2)) for i in range(1, BANK_ACCOUNTS + 1)])
    con.executemany("INSERT INTO transactions VALUES (?, ?, ?, ?, ?, ?, ?)", [
        (i, 1 + rng.randrange(BANK_ACCOUNTS), _stamp(rng), round(rng.choice((-1, -1, -1, 1)) * rng.expovariate(1 / 80), 2),
         MERCHANTS[_skewed(rng, len(MERCHANTS)) - 1], rng.choice(("card", "card", "online", "transfer", "atm")),
         f"REF-{rng.randrange(10**8):08d}") for i in range(1, BANK_TRANSACTIONS + 1)])
    con.executemany("INSERT INTO loans VALUES (?, ?, ?, ?, ?, ?)", [
        (i, 1 + rng.randrange(BANK_ACCOUNTS), round(rng.uniform(1_000, 200_000), 2), round(rng.uniform(1, 9), 2),
         rng.choice(("current", "current", "current", "current", "late", "paid")), _date(rng, 2024, 4))
        for i in range(1, BANK_LOANS + 1)])


DATABASES = {
    "tickets": (TICKETS, populate_tickets),
    "readings": (READINGS, populate_readings),
    "employees": (EMPLOYEES, populate_employees),
    "books": (BOOKS, populate_books),
    "sessions": (SESSIONS, populate_sessions),
    "shop": (SHOP, populate_shop),
    "bank": (BANK, populate_bank),
}
