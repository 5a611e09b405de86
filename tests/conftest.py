"""Shared fixtures: a tiny shop database and tasks over it, built offline in milliseconds."""

from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path

import pytest

from envs.analyst.tasks import Task

TINY_SCHEMA = """
CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, name TEXT NOT NULL, city TEXT);
CREATE TABLE products (product_id INTEGER PRIMARY KEY, product_name TEXT NOT NULL, price REAL NOT NULL);
CREATE TABLE orders (order_id INTEGER PRIMARY KEY, customer_id INTEGER REFERENCES customers(customer_id),
                     product_id INTEGER NOT NULL REFERENCES products(product_id), quantity INTEGER NOT NULL,
                     order_date TEXT NOT NULL);
"""
CUSTOMERS = [(1, "Ada Lovelace", "London"), (2, "Alan Turing", "Manchester"), (3, "Grace Hopper", "New York"),
             (4, "Edsger Dijkstra", "Amsterdam"), (5, "Barbara Liskov", None)]
PRODUCTS = [(1, "Cat Tower", 89.5), (2, "Dog Bed", 45.0), (3, "Fish Food", 6.25), (4, "Bird Cage", 120.0)]
ORDERS = [(i, 1 + i % 5, 1 + (i * 7) % 4, 1 + i % 3, f"2024-{1 + i % 12:02d}-{1 + i % 28:02d}") for i in range(1, 61)]


def build_tiny_db(path: Path) -> Path:
    con = sqlite3.connect(path)
    con.executescript(TINY_SCHEMA)
    con.executemany("INSERT INTO customers VALUES (?,?,?)", CUSTOMERS)
    con.executemany("INSERT INTO products VALUES (?,?,?)", PRODUCTS)
    con.executemany("INSERT INTO orders VALUES (?,?,?,?,?)", ORDERS)
    con.commit()
    con.close()
    return path


def tiny_tasks(path: Path) -> list[Task]:
    def task(key, difficulty, question, sql):
        return Task(f"tiny/{key}", "tiny", question, sql, difficulty, "train", path)

    return [
        task("customers", "easy", "How many customers do we have?", "SELECT COUNT(*) FROM customers"),
        task("priciest", "easy", "Which product is the most expensive?",
             "SELECT product_name FROM products ORDER BY price DESC LIMIT 1"),
        task("units_by_product", "medium", "How many units of each product have we sold?",
             "SELECT p.product_name, SUM(o.quantity) FROM orders o JOIN products p ON p.product_id = o.product_id "
             "GROUP BY p.product_name ORDER BY p.product_name"),
        task("top_city", "hard", "Which city's customers spent the most?",
             "SELECT c.city FROM customers c JOIN orders o ON o.customer_id = c.customer_id "
             "JOIN products p ON p.product_id = o.product_id WHERE c.city IS NOT NULL "
             "GROUP BY c.city ORDER BY SUM(o.quantity * p.price) DESC LIMIT 1"),
    ]


@pytest.fixture
def tiny_db(tmp_path) -> Path:
    return build_tiny_db(tmp_path / "tiny.sqlite")


@pytest.fixture
def tiny_task_list(tiny_db) -> list[Task]:
    return tiny_tasks(tiny_db)


def file_digest(path: Path) -> str:
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


@pytest.fixture
def spider_layout(tmp_path) -> tuple[Path, Path]:
    """A tiny benchmark in the standard Spider layout: dev.json plus database/<db_id>/<db_id>.sqlite."""
    import json

    db_dir = tmp_path / "database"
    (db_dir / "tiny_shop").mkdir(parents=True)
    build_tiny_db(db_dir / "tiny_shop" / "tiny_shop.sqlite")
    items = [{"db_id": "tiny_shop", "question": t.question, "query": t.gold_sql} for t in tiny_tasks(Path("unused"))]
    (tmp_path / "dev.json").write_text(json.dumps(items))
    return tmp_path / "dev.json", db_dir
