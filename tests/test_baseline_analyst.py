"""The rule baseline: schema linking on databases in several naming styles, each query shape (percentages, two periods,
the top item per group, groups against the average, running totals and line revenue included), honest abstention,
never ids for a "which", at most 5 steps, blind to gold, and never a crash (hostile identifiers included)."""

from __future__ import annotations

import dataclasses
import re
import sqlite3
from datetime import date
from pathlib import Path

import pytest

from agent.baselines.analyst import RuleBasedAnalyst, unlinked_words
from agent.baselines.analyst.catalog import Catalog, Column, name_words
from agent.baselines.analyst.filters import median_latest_day, snapshot_day
from agent.baselines.analyst.linking import link_category_values
from agent.baselines.analyst.lookup import phrase_forms, spelled, spelled_sql
from agent.baselines.analyst.measures import line_revenue
from agent.baselines.analyst.periods import earlier_period
from agent.baselines.analyst.query import CannotAnswer
from agent.baselines.analyst.reading import DateRange, read_question
from agent.baselines.analyst.survey import definition_columns
from agent.baselines.analyst.vocabulary import tokenize
from agent.policy import Policy
from agent.rollout import play_episode
from envs.analyst.env import AnalystEnv
from envs.analyst.spec import AnalystAction, AnalystObservation
from envs.analyst.tasks import GoldAnswer, Task, task_by_id
from envs.analyst.verify import answer_matches, check_answer, is_abstention
from envs.sandbox import QueryResult

MAX_MEAN_STEPS = 5  # the baseline describes what it needs, queries once, answers
MAX_STEPS = 6  # one episode: 3 tables described (a name may sit in either parent), a lookup, a query, an answer

# One small shop, written in four naming styles: {style: (DDL, {table: rows})}. Counts are chosen so that no
# ranking ties: France has the most customers, Bird Cage is the priciest product, Ada orders the most.
CUSTOMERS = [(1, "Ada Lovelace", "France"), (2, "Alan Turing", "Spain"), (3, "Grace Hopper", "France"),
             (4, "Edsger Dijkstra", "Italy"), (5, "Barbara Liskov", "France"), (6, "Donald Knuth", "Spain")]
PRODUCTS = [(1, "Cat Tower", 89.5), (2, "Dog Bed", 45.0), (3, "Fish Food", 6.25), (4, "Bird Cage", 120.0)]
ORDERS = [(1, 1, "2023-05-01", "shipped", 3, 1), (2, 1, "2024-01-15", "shipped", 1, 4),
          (3, 1, "2024-02-20", "cancelled", 2, 2), (4, 2, "2024-03-03", "shipped", 5, 3),
          (5, 3, "2024-07-09", "shipped", 1, 1), (6, 2, "2023-11-30", "cancelled", 2, 2),
          (7, 4, "2024-12-24", "shipped", 4, 3), (8, 1, "2024-08-08", "shipped", 1, 2)]
STYLES = {
    "snake": ("""
        CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, name TEXT NOT NULL, country TEXT NOT NULL);
        CREATE TABLE products (product_id INTEGER PRIMARY KEY, product_name TEXT NOT NULL, price REAL NOT NULL);
        CREATE TABLE orders (order_id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers,
            order_date TEXT NOT NULL, status TEXT NOT NULL, quantity INTEGER NOT NULL,
            product_id INTEGER NOT NULL REFERENCES products);""",
              ("customers", "products", "orders")),
    "camel": ("""
        CREATE TABLE Customer (customerId INTEGER PRIMARY KEY, fullName TEXT NOT NULL, country TEXT NOT NULL);
        CREATE TABLE Product (productId INTEGER PRIMARY KEY, productName TEXT NOT NULL, unitPrice REAL NOT NULL);
        CREATE TABLE SalesOrder (orderId INTEGER PRIMARY KEY,
            customerId INTEGER NOT NULL REFERENCES Customer(customerId), orderDate TEXT NOT NULL,
            orderStatus TEXT NOT NULL, quantity INTEGER NOT NULL,
            productId INTEGER NOT NULL REFERENCES Product(productId));""",
              ("Customer", "Product", "SalesOrder")),
    "abbreviated": ("""
        CREATE TABLE cust (cust_id INTEGER PRIMARY KEY, cust_name TEXT NOT NULL, country TEXT NOT NULL);
        CREATE TABLE prod (prod_id INTEGER PRIMARY KEY, prod_name TEXT NOT NULL, price REAL NOT NULL);
        CREATE TABLE orders (ord_id INTEGER PRIMARY KEY, cust_id INTEGER NOT NULL REFERENCES cust,
            order_dt TEXT NOT NULL, status TEXT NOT NULL, qty INTEGER NOT NULL,
            prod_id INTEGER NOT NULL REFERENCES prod);""",
                    ("cust", "prod", "orders")),
    "prefixed": ("""
        CREATE TABLE tbl_customers (id INTEGER PRIMARY KEY, customer_name TEXT NOT NULL, country TEXT NOT NULL);
        CREATE TABLE tbl_products (id INTEGER PRIMARY KEY, name TEXT NOT NULL, price REAL NOT NULL);
        CREATE TABLE tbl_orders (id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES tbl_customers(id),
            order_date TEXT NOT NULL, status TEXT NOT NULL, quantity INTEGER NOT NULL,
            product_id INTEGER NOT NULL REFERENCES tbl_products(id));""",
                 ("tbl_customers", "tbl_products", "tbl_orders")),
}

# (question, the expected result as gold SQL over the snake_case schema, shape it exercises)
ANSWERABLE = [
    ("How many customers do we have?", "SELECT COUNT(*) FROM customers", "count"),
    ("How many customers are based in France?", "SELECT COUNT(*) FROM customers WHERE country = 'France'",
     "count + value filter"),
    ("How many orders were placed in 2024?",
     "SELECT COUNT(*) FROM orders WHERE order_date LIKE '2024%'", "count + year"),
    ("How many orders were placed in March 2024?",
     "SELECT COUNT(*) FROM orders WHERE order_date LIKE '2024-03%'", "count + month"),
    ("How many orders were not cancelled?", "SELECT COUNT(*) FROM orders WHERE status <> 'cancelled'",
     "count + negated value"),
    ("What is the average price of our products?", "SELECT ROUND(AVG(price), 2) FROM products", "average"),
    ("What is the highest price of any product?", "SELECT MAX(price) FROM products", "max"),
    ("Which product is the most expensive?",
     "SELECT product_name FROM products ORDER BY price DESC LIMIT 1", "extreme"),
    ("Which country has the most customers?",
     "SELECT country FROM customers GROUP BY country ORDER BY COUNT(*) DESC LIMIT 1", "extreme over a category"),
    ("Which customer has the most orders?",
     "SELECT c.name FROM orders o JOIN customers c ON c.customer_id = o.customer_id "
     "GROUP BY c.customer_id ORDER BY COUNT(*) DESC LIMIT 1", "most across a foreign key"),
    ("How many customers are there in each country?",
     "SELECT country, COUNT(*) FROM customers GROUP BY country ORDER BY 2 DESC, 1", "group count"),
    ("What are the top 2 products by price?",
     "SELECT product_name, price FROM products ORDER BY price DESC LIMIT 2", "top-k"),
    ("How many orders have a quantity over 2?", "SELECT COUNT(*) FROM orders WHERE quantity > 2",
     "numeric comparison"),
    ("How many customers have no orders?",
     "SELECT COUNT(*) FROM customers c WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.customer_id)",
     "X with no Y"),
    ("What is the highest price?", "SELECT MAX(price) FROM products", "no table named: the catalog search"),
    ("Which customers are based in Italy?", "SELECT name FROM customers WHERE country = 'Italy'", "list"),
    ("What is the total quantity ordered by Ada Lovelace?",
     "SELECT SUM(o.quantity) FROM orders o JOIN customers c ON c.customer_id = o.customer_id "
     "WHERE c.name = 'Ada Lovelace'", "sum + looked-up name across a join"),
    ("What percentage of our customers are in France?",
     "SELECT ROUND(100.0 * SUM(country = 'France') / COUNT(*), 2) FROM customers", "percentage"),
]
UNANSWERABLE = [
    "What is the median price of our products?",  # a shape it does not compute
    "How many unicorns did we sell on the moon?",  # words that name nothing
    "Which customer is the happiest?",  # nothing to rank by
    "How did sales in 2024 compare with 2023?",  # a comparison over time
    "",  # no question at all
]


def build(path: Path, style: str) -> Path:
    ddl, (customers, products, orders) = STYLES[style]
    con = sqlite3.connect(path)
    con.executescript(ddl)
    con.executemany(f'INSERT INTO "{customers}" VALUES (?,?,?)', CUSTOMERS)
    con.executemany(f'INSERT INTO "{products}" VALUES (?,?,?)', PRODUCTS)
    con.executemany(f'INSERT INTO "{orders}" VALUES (?,?,?,?,?,?)', ORDERS)
    con.commit()
    con.close()
    return path


@pytest.fixture(scope="module")
def shops(tmp_path_factory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("shops")
    return {style: build(folder / f"{style}.sqlite", style) for style in STYLES}


def gold_rows(shops: dict[str, Path], sql: str) -> list[tuple]:
    con = sqlite3.connect(shops["snake"])
    try:
        return con.execute(sql).fetchall()
    finally:
        con.close()


def play(path: Path, question: str, gold_sql: str | None = None, max_steps: int = 12):
    task = Task("shop/q", "shop", question, gold_sql, "easy", "train", path)
    env = AnalystEnv(tasks=[task], max_steps=max_steps)
    try:
        return play_episode(env, RuleBasedAnalyst(), task_id=task.task_id)
    finally:
        env.close()


def assert_gold(path: Path, question: str, sql: str, ordered: bool = False, why: str = "") -> None:
    """The baseline's answer to ``question`` on ``path`` matches what ``sql`` returns there."""
    assert_states(play(path, question).last.metadata["answer"], gold_rows({"snake": path}, sql), ordered, question, why)


def assert_abstains(path: Path, question: str) -> None:
    """The baseline says it cannot answer ``question`` on ``path``."""
    metadata = play(path, question).last.metadata
    assert metadata["abstained"], metadata["answer"]


def assert_states(answer: str, gold: list[tuple], ordered: bool, question: str, why: str = "") -> None:
    """``answer`` states the ``gold`` rows (``ordered``: in their order, even where the question leaves the order to
    the answer, as the scorer then does: the baseline keeps what the query sorted)."""
    columns = tuple(f"c{i}" for i in range(len(gold[0])))
    ordered = ordered and len(gold) > 1
    assert answer_matches(answer, GoldAnswer(columns, tuple(gold), ordered), question), (why, answer)
    if ordered:
        assert check_answer(answer, GoldAnswer(columns, tuple(gold), True)).reason.endswith(" in order"), (why, answer)


def test_is_a_policy():
    policy = RuleBasedAnalyst()
    assert isinstance(policy, Policy) and policy.name == "baseline"


@pytest.mark.parametrize("style", list(STYLES))
@pytest.mark.parametrize("question, snake_sql, shape", ANSWERABLE)
def test_links_and_answers_in_every_naming_style(shops, style, question, snake_sql, shape):
    """The gold is the snake_case result; each style holds the same data, so the answer must match it."""
    episode = play(shops[style], question)
    answer = episode.last.metadata["answer"]
    assert_states(answer, gold_rows(shops, snake_sql), "ORDER BY" in snake_sql, question, shape)
    assert len(episode.steps) <= MAX_STEPS, [str(s.action) for s in episode.steps]


@pytest.mark.parametrize("question", UNANSWERABLE)
def test_abstains_when_it_cannot_answer(shops, question):
    episode = play(shops["snake"], question)
    answer = episode.last.metadata["answer"]
    assert is_abstention(answer) and answer.startswith("I can't answer this: "), answer
    assert len(episode.steps) <= MAX_MEAN_STEPS


def test_never_answers_which_with_ids(tmp_path):
    """A table with nothing but ids and numbers: "which" has no name to give, so it abstains."""
    path = tmp_path / "ids.sqlite"
    con = sqlite3.connect(path)
    con.executescript("CREATE TABLE shipments (shipment_id INTEGER PRIMARY KEY, weight REAL NOT NULL);"
                      "INSERT INTO shipments VALUES (1, 2.5), (2, 9.0), (3, 4.0);")
    con.close()
    answer = play(path, "Which shipment is the heaviest?").last.metadata["answer"]
    assert is_abstention(answer), answer
    assert play(path, "What is the heaviest weight of any shipment?").last.metadata["answer"] \
        == "The highest weight is 9."


def test_a_top_k_query_returns_the_answer_itself_and_shows_a_tie(shops, tmp_path):
    """The card shows the last query's result: for "the top 2" that is two rows (it was three, the third fetched
    only to see a tie); a tie at the cut comes back as a row too many, and the baseline abstains."""
    episode = play(shops["snake"], "Which 2 countries have the most customers?")
    rows = next(s.observation.result.rows for s in reversed(episode.steps) if s.observation.kind == "query")
    assert [r[0] for r in rows] == ["France", "Spain"], rows
    path = tmp_path / "tied.sqlite"
    con = sqlite3.connect(path)
    con.executescript("CREATE TABLE runners (runner_id INTEGER PRIMARY KEY, name TEXT NOT NULL, wins INTEGER);"
                      "INSERT INTO runners VALUES (1, 'Ann', 5), (2, 'Bo', 3), (3, 'Cy', 3), (4, 'Di', 1);")
    con.close()
    assert "tie" in play(path, "Which 2 runners have the most wins?").last.metadata["answer"]
    assert "Ann" in play(path, "Which runner has the most wins?").last.metadata["answer"]


def test_an_irregular_past_verb_after_a_table_is_its_verb_not_a_second_noun(tmp_path):
    """"Which book sold the most copies": "sold" links to orders (a sale), but after "book" it is the verb; the book
    heads the phrase, as "customers ordered" leaves the customers heading it (it asked which order, by id)."""
    path = tmp_path / "books.sqlite"
    con = sqlite3.connect(path)
    con.executescript("""
        CREATE TABLE books (book_id INTEGER PRIMARY KEY, title TEXT NOT NULL);
        CREATE TABLE orders (order_id INTEGER PRIMARY KEY, order_date TEXT NOT NULL);
        CREATE TABLE order_lines (line_id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL REFERENCES orders,
            book_id INTEGER NOT NULL REFERENCES books, copies INTEGER NOT NULL);
        INSERT INTO books VALUES (1, 'Gruffalo'), (2, 'Matilda'), (3, 'Dune');
        INSERT INTO orders VALUES (1, '2025-01-03'), (2, '2025-02-04'), (3, '2025-03-05');
        INSERT INTO order_lines VALUES (1, 1, 1, 2), (2, 1, 2, 5), (3, 2, 2, 1), (4, 3, 3, 3), (5, 3, 1, 1);
    """)
    con.close()
    answer = play(path, "Which book sold the most copies?").last.metadata["answer"]
    assert "Matilda" in answer and "6" in answer, answer


def test_line_revenue_leaves_out_the_lines_of_cancelled_sales(tmp_path):
    """Money taken leaves out cancelled and refunded rows; a line's quantity times its price is money taken too, and
    its status is its order's (the header the line belongs to), which the query joins to read it."""
    path = tmp_path / "lines.sqlite"
    con = sqlite3.connect(path)
    con.executescript("""
        CREATE TABLE books (book_id INTEGER PRIMARY KEY, title TEXT NOT NULL);
        CREATE TABLE orders (order_id INTEGER PRIMARY KEY, order_date TEXT NOT NULL, status TEXT NOT NULL);
        CREATE TABLE order_lines (line_id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL REFERENCES orders,
            book_id INTEGER NOT NULL REFERENCES books, qty INTEGER NOT NULL, unit_price REAL NOT NULL);
        INSERT INTO books VALUES (1, 'Gruffalo'), (2, 'Matilda');
    """)
    statuses = ["Completed", "Completed", "Cancelled", "Completed", "Refunded", "Completed"] * 4
    con.executemany("INSERT INTO orders VALUES (?, ?, ?)", [(i + 1, f"2025-0{1 + i % 9}-10", status)
                                                            for i, status in enumerate(statuses)])
    con.executemany("INSERT INTO order_lines (order_id, book_id, qty, unit_price) VALUES (?, ?, ?, ?)",
                    [(i + 1, 1 + i % 2, 2, 7.5) for i in range(len(statuses))])
    con.commit()
    con.close()
    gold = gold_rows({"snake": path}, "SELECT SUM(l.qty * l.unit_price) FROM order_lines l JOIN orders o ON "
                     "o.order_id = l.order_id WHERE l.book_id = 1 AND o.status NOT IN ('Cancelled', 'Refunded')")
    answer = play(path, "How much revenue did Gruffalo bring in?").last.metadata["answer"]
    assert answer_matches(answer, GoldAnswer(("c0",), tuple(gold), False)), (gold, answer)


def test_a_wrong_value_is_not_dressed_as_an_answer(shops):
    """"Atlantis" is stored nowhere: it abstains instead of dropping the filter."""
    answer = play(shops["snake"], "How many customers are based in Atlantis?").last.metadata["answer"]
    assert is_abstention(answer), answer


def test_one_unexplained_noun_is_left_out_and_said(shops):
    """A noun beside what is asked that no name explains ("the ledger") is left out of the query, and the answer
    says so in words the glossary tip reads (a figure's answer: a list never leaves a word out)."""
    answer = play(shops["snake"], "How many customers are in France, going by the ledger?").last.metadata["answer"]
    assert_states(answer, [(3,)], False, "ledger")
    assert answer.endswith("(I could not link 'ledger' to any table, column or stored value, so the query leaves it "
                           "out.)") and unlinked_words(answer) == ["ledger"]


@pytest.mark.parametrize("question", [
    "How many customers were vaccinated?",  # a verb form restricts the rows
    "How many customers are in our loyalty club?",  # two words unexplained
    "How many customer accounts and wallets do we have?",  # a second thing asked
    "How many customers are based in Atlantis?",  # a name, which must be found
    "How many unicorns do we sell?",  # the thing asked
    "Which customers are completely happy?",  # what the rows are said to be
    "How many customers did we lose?",  # what they did
    "How many afternoon orders do we have?",  # a part of a period
])
def test_words_that_may_restrict_the_rows_are_never_left_out(shops, question):
    answer = play(shops["snake"], question).last.metadata["answer"]
    assert is_abstention(answer) and unlinked_words(answer), answer


def test_number_words_are_numbers():
    """"More than thirty visits" is a threshold to read, never a word to link or leave out."""
    numbers = {t.text: t.number for t in tokenize("twelve fifteen twenty thirty sixty a dozen visits")}
    assert numbers == {"twelve": 12, "fifteen": 15, "twenty": 20, "thirty": 30, "sixty": 60, "a": None, "dozen": 12,
                       "visits": None}


def test_mean_steps(shops):
    steps = [len(play(shops[style], q).steps) for style in STYLES for q, _, _ in ANSWERABLE]
    steps += [len(play(shops["snake"], q).steps) for q in UNANSWERABLE]
    assert sum(steps) / len(steps) <= MAX_MEAN_STEPS - 1


HOSTILE_SCHEMA = """
CREATE TABLE "order" ("select" INTEGER PRIMARY KEY, "from" TEXT, "group by" REAL, "we""ird" TEXT);
CREATE TABLE "my table" (id INTEGER PRIMARY KEY, "order" INTEGER REFERENCES "order"("select"), "x y z" TEXT,
                         "" TEXT, "Ünïcödé" REAL, "1st" INTEGER);
CREATE TABLE "'; DROP TABLE x; --" (a INTEGER, b TEXT);
"""


@pytest.fixture(scope="module")
def hostile(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("hostile") / "hostile.sqlite"
    con = sqlite3.connect(path)
    con.executescript(HOSTILE_SCHEMA)
    con.executemany('INSERT INTO "order" VALUES (?,?,?,?)', [(1, "a", 1.5, "O'Brien"), (2, "b", 2.5, None)])
    con.executemany('INSERT INTO "my table" VALUES (?,?,?,?,?,?)', [(1, 1, "p q", "", 3.0, 1), (2, 2, None, "z", 4.0, 2)])
    con.execute("""INSERT INTO "'; DROP TABLE x; --" VALUES (1, 'x')""")
    con.commit()
    con.close()
    return path


@pytest.mark.parametrize("question", [
    "How many orders are there?", "Which order has the highest group by?", "What is the average Ünïcödé?",
    "How many rows does my table have per x y z?", "Who is O'Brien?", "List the 'a' orders from 2024.",
    "Count the '; DROP TABLE x; -- rows", "How many \"we\"\"ird\" values are there?", "What is the total of 1st?",
    "Which select has the most my tables?", "?", "How many how many how many?",
])
def test_never_crashes_on_hostile_identifiers(hostile, question):
    episode = play(hostile, question)
    assert episode.steps[-1].action.kind == "answer" and episode.last.metadata["answer"]
    assert all(isinstance(step.action, AnalystAction) for step in episode.steps)


@pytest.mark.parametrize("max_steps", [1, 2, 3, 4, 12])
def test_stays_within_the_step_budget_and_answers(shops, max_steps):
    for question, _, _ in ANSWERABLE[:6]:
        episode = play(shops["camel"], question, max_steps=max_steps)
        assert len(episode.steps) <= max_steps
        assert episode.steps[-1].action.kind == "answer"  # it answers (or abstains) before the budget runs out
        assert episode.last.metadata["answer"]


def test_answers_easy_tiny_tasks(tiny_task_list):
    env = AnalystEnv(tasks=tiny_task_list)
    for task in (t for t in tiny_task_list if t.difficulty == "easy"):
        episode = play_episode(env, RuleBasedAnalyst(), task_id=task.task_id)
        assert episode.last.metadata["correct"] is True, (task.question, episode.last.metadata["answer"])


def test_same_behaviour_without_gold(tiny_task_list):
    """A task with no gold SQL yields the same actions: the policy never looked at gold."""
    env = AnalystEnv(tasks=tiny_task_list)
    for task in tiny_task_list:
        blind = dataclasses.replace(task, gold_sql=None)
        with_gold = play_episode(env, RuleBasedAnalyst(), task=task)
        without = play_episode(env, RuleBasedAnalyst(), task=blind)
        assert [str(s.action) for s in with_gold.steps] == [str(s.action) for s in without.steps]
        assert without.last.metadata["correct"] is None and without.last.metadata["answer"]


def test_ignores_gold_fields_in_metadata(tiny_task_list):
    """Gold planted in every observation's metadata changes nothing."""

    class Planted(AnalystEnv):
        def reset(self, **kwargs):
            return self._plant(super().reset(**kwargs))

        def step(self, action):
            return self._plant(super().step(action))

        @staticmethod
        def _plant(obs):
            obs.metadata.update(gold_sql="SELECT 'planted'", gold_answer="planted")
            return obs

    task = tiny_task_list[0]
    plain = play_episode(AnalystEnv(tasks=tiny_task_list), RuleBasedAnalyst(), task_id=task.task_id)
    planted = play_episode(Planted(tasks=tiny_task_list), RuleBasedAnalyst(), task_id=task.task_id)
    assert [str(s.action) for s in plain.steps] == [str(s.action) for s in planted.steps]


def _observation(**kwargs) -> AnalystObservation:
    defaults = dict(text="", tables=["customers", "orders"], steps_left=5, metadata={"question": "How many orders?"})
    return AnalystObservation(**{**defaults, **kwargs})


@pytest.mark.parametrize("observation", [
    _observation(error="no table named 'x'", hint="Did you mean orders?", kind="describe"),
    _observation(result=QueryResult(sql="SELECT", error="no such column: y", error_kind="sql"), error="no such column",
                 kind="query"),
    _observation(table={"name": "orders", "row_count": 3, "columns": "not a list"}, kind="describe"),
    _observation(table={"name": "orders", "row_count": "many", "columns": [{"oops": 1}]}, kind="describe"),
    _observation(metadata={}, tables=[]),
    _observation(steps_left=1),
    _observation(result=QueryResult(sql="SELECT 1", columns=["a"], rows=[(1, 2, 3)]), kind="query"),
])
def test_survives_odd_observations(observation):
    policy = RuleBasedAnalyst()
    policy.reset(_observation())
    for _ in range(4):
        action = policy.act(observation)
        assert isinstance(action, AnalystAction)
        if action.kind == "answer":
            break


def test_a_failing_query_becomes_an_abstention(tiny_task_list):
    """An env that breaks the first query: the baseline says why it cannot answer, within budget."""

    class QueriesFail(AnalystEnv):
        def step(self, action):
            if isinstance(action, AnalystAction) and action.kind == "query":
                action = AnalystAction("query", "SELECT nope FROM nowhere")
            return super().step(action)

    env = QueriesFail(tasks=tiny_task_list)
    episode = play_episode(env, RuleBasedAnalyst(), task_id=tiny_task_list[0].task_id)
    answer = episode.last.metadata["answer"]
    assert is_abstention(answer) and "query failed" in answer, answer
    assert len(episode.steps) <= env.max_steps


def test_answers_through_the_composer(tiny_task_list):
    episode = play_episode(AnalystEnv(tasks=tiny_task_list), RuleBasedAnalyst(), task_id="tiny/customers")
    assert episode.last.metadata["answer"] == "There are 5 customers."


# ---------------------------------------------------------------- the shapes beyond count / total / extreme / list

# A bookshop with line items (quantity x unit price, less a discount), in two naming styles. 2023 has 2 sales and
# 39.00 of revenue after discounts, 2024 has 5 sales and 120.00; Dune (SciFi) and Emma (Classic) sell the most units
# in their genres; customers 4 and 5 never bought anything.
BOOK_CUSTOMERS = [(1, "Ada", "Leeds"), (2, "Alan", "York"), (3, "Grace", "Leeds"), (4, "Edsger", "Hull"),
                  (5, "Barbara", "York")]
BOOKS = [(1, "Dune", "SciFi", 10.0), (2, "Emma", "Classic", 8.0), (3, "Neuromancer", "SciFi", 12.0),
         (4, "Persuasion", "Classic", 7.0), (5, "Ulysses", "Classic", 15.0)]
SALES = [(1, 1, "2023-03-05"), (2, 2, "2023-07-10"), (3, 1, "2024-01-15"), (4, 3, "2024-01-20"), (5, 2, "2024-02-02"),
         (6, 1, "2024-03-30"), (7, 3, "2024-03-31")]
LINES = [(1, 1, 1, 2, 10.0, 0.0), (2, 1, 2, 1, 8.0, 1.0), (3, 2, 3, 1, 12.0, 0.0), (4, 3, 1, 3, 10.0, 2.0),
         (5, 4, 5, 1, 15.0, 0.0), (6, 4, 2, 2, 8.0, 0.0), (7, 5, 3, 4, 12.0, 4.0), (8, 6, 4, 1, 7.0, 0.0),
         (9, 7, 1, 1, 10.0, 0.0)]
BOOKSHOP_STYLES = {
    "snake": """
        CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, name TEXT NOT NULL, city TEXT NOT NULL);
        CREATE TABLE books (book_id INTEGER PRIMARY KEY, title TEXT NOT NULL, genre TEXT NOT NULL, price REAL NOT NULL);
        CREATE TABLE sales (sale_id INTEGER PRIMARY KEY, customer_id INTEGER REFERENCES customers,
            sold_on TEXT NOT NULL);  -- one row per receipt, its lines below
        CREATE TABLE sale_lines (line_id INTEGER PRIMARY KEY, sale_id INTEGER NOT NULL REFERENCES sales,
            book_id INTEGER NOT NULL REFERENCES books, quantity INTEGER NOT NULL, unit_price REAL NOT NULL,
            discount REAL NOT NULL DEFAULT 0);""",
    "camel": """
        CREATE TABLE Customer (customerId INTEGER PRIMARY KEY, fullName TEXT NOT NULL, city TEXT NOT NULL);
        CREATE TABLE Book (bookId INTEGER PRIMARY KEY, title TEXT NOT NULL, genre TEXT NOT NULL, price REAL NOT NULL);
        CREATE TABLE Sale (saleId INTEGER PRIMARY KEY, customerId INTEGER REFERENCES Customer(customerId),
            soldOn TEXT NOT NULL);
        CREATE TABLE SaleLine (lineId INTEGER PRIMARY KEY, saleId INTEGER NOT NULL REFERENCES Sale(saleId),
            bookId INTEGER NOT NULL REFERENCES Book(bookId), qty INTEGER NOT NULL, unitPrice REAL NOT NULL,
            discount REAL NOT NULL DEFAULT 0);""",
}
NET = "(l.quantity * l.unit_price - l.discount)"
SHAPES = [  # (question, gold SQL over the snake_case bookshop, shape)
    ("What was our revenue after discounts in 2024?",
     f"SELECT SUM({NET}) FROM sale_lines l JOIN sales s ON s.sale_id = l.sale_id WHERE s.sold_on LIKE '2024%'",
     "line revenue net of discounts, dated by its sale"),
    ("What percentage of customers live in Leeds?",
     "SELECT 100.0 * SUM(city = 'Leeds') / COUNT(*) FROM customers", "percentage of rows"),
    ("How many more sales did we make in 2024 than in 2023?",
     "SELECT (SELECT COUNT(*) FROM sales WHERE sold_on LIKE '2024%') - "
     "(SELECT COUNT(*) FROM sales WHERE sold_on LIKE '2023%')", "two periods: difference"),
    ("By what percentage did revenue after discounts grow from 2023 to 2024?",
     f"SELECT ROUND(100.0 * (y24.v - y23.v) / y23.v, 2) FROM "
     f"(SELECT SUM({NET}) AS v FROM sale_lines l JOIN sales s ON s.sale_id = l.sale_id WHERE sold_on LIKE '2023%') y23, "
     f"(SELECT SUM({NET}) AS v FROM sale_lines l JOIN sales s ON s.sale_id = l.sale_id WHERE sold_on LIKE '2024%') y24",
     "two periods: percentage change"),
    ("For each genre, which book sold the most units?",
     "SELECT genre, title, units FROM (SELECT b.genre, b.title, SUM(l.quantity) AS units, RANK() OVER "
     "(PARTITION BY b.genre ORDER BY SUM(l.quantity) DESC) AS r FROM sale_lines l JOIN books b ON b.book_id = l.book_id "
     "GROUP BY b.book_id) WHERE r = 1 ORDER BY genre", "top item within each group"),
    ("Which genres have more books than the average genre?",
     "SELECT genre FROM books GROUP BY genre HAVING COUNT(*) > (SELECT AVG(n) FROM "
     "(SELECT COUNT(*) AS n FROM books GROUP BY genre))", "groups above the average group"),
    ("Which customers have never made a sale?",
     "SELECT name FROM customers c WHERE NOT EXISTS (SELECT 1 FROM sales s WHERE s.customer_id = c.customer_id)",
     "list without children"),
    ("Show the cumulative revenue after discounts month by month in 2024.",
     f"SELECT m, SUM(v) OVER (ORDER BY m) FROM (SELECT substr(s.sold_on, 1, 7) AS m, SUM({NET}) AS v FROM sale_lines l "
     f"JOIN sales s ON s.sale_id = l.sale_id WHERE s.sold_on LIKE '2024%' GROUP BY m) ORDER BY m", "running total"),
]
SHAPE_ABSTENTIONS = [
    "What was our revenue in 2024?",  # before or after discounts? the line table records both
    "What percentage of books?",  # a percentage of what, meeting what?
    "How many more sales did we make in 2024?",  # one period named, no earlier one
    "For each genre, which book is the happiest?",  # nothing to rank by
]


@pytest.fixture(scope="module")
def bookshops(tmp_path_factory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("bookshops")
    paths = {}
    for style, ddl in BOOKSHOP_STYLES.items():
        paths[style] = folder / f"{style}.sqlite"
        con = sqlite3.connect(paths[style])
        con.executescript(ddl)
        names = [line.split()[2] for line in ddl.strip().splitlines() if line.strip().startswith("CREATE TABLE")]
        for name, rows in zip(names, (BOOK_CUSTOMERS, BOOKS, SALES, LINES)):
            con.executemany(f'INSERT INTO "{name}" VALUES ({", ".join("?" * len(rows[0]))})', rows)
        con.commit()
        con.close()
    return paths


@pytest.mark.parametrize("style", list(BOOKSHOP_STYLES))
@pytest.mark.parametrize("question, snake_sql, shape", SHAPES)
def test_answers_the_wider_shapes(bookshops, style, question, snake_sql, shape):
    episode = play(bookshops[style], question)
    answer = episode.last.metadata["answer"]
    assert_states(answer, gold_rows({"snake": bookshops["snake"]}, snake_sql), "ORDER BY" in snake_sql, question, shape)
    assert len(episode.steps) <= MAX_STEPS, [str(s.action) for s in episode.steps]


@pytest.mark.parametrize("question", SHAPE_ABSTENTIONS)
def test_wider_shapes_abstain_when_a_slot_is_unclear(bookshops, question):
    answer = play(bookshops["snake"], question).last.metadata["answer"]
    assert is_abstention(answer), answer


# A billing database for the conventions a question leaves unsaid: a period applies to when an invoice was issued,
# not when it is due; "the autumn cohort" is the one stored cohort with that word; "most common" counts rows;
# "bookings" of stays meets ``booked_at`` but names the stays counted; "staff" meets only ``staff_code``; "nights"
# are the days from ``starts_on`` to ``ends_on``.
BILLING = """
    CREATE TABLE plans (plan_id INTEGER PRIMARY KEY, plan_name TEXT NOT NULL);
    CREATE TABLE clients (client_id INTEGER PRIMARY KEY, client_code TEXT NOT NULL, name TEXT NOT NULL,
        cohort TEXT NOT NULL, plan_id INTEGER NOT NULL REFERENCES plans);
    CREATE TABLE stays (stay_id INTEGER PRIMARY KEY, client_id INTEGER NOT NULL REFERENCES clients,
        booked_at TEXT NOT NULL, starts_on TEXT NOT NULL, ends_on TEXT NOT NULL, status TEXT NOT NULL);
    CREATE TABLE instructors (instructor_id INTEGER PRIMARY KEY, staff_code TEXT NOT NULL, name TEXT NOT NULL,
        team TEXT NOT NULL);
    CREATE TABLE courses (course_id INTEGER PRIMARY KEY, name TEXT NOT NULL, department TEXT NOT NULL);
    INSERT INTO courses VALUES (1, 'Mathematics', 'Mathematics'), (2, 'Further Mathematics', 'Mathematics'),
        (3, 'Statistics', 'Mathematics'), (4, 'Mechanics', 'Mathematics'), (5, 'Art', 'Arts'), (6, 'Music', 'Arts'),
        (7, 'Drama', 'Arts'), (8, 'Dance', 'Arts');
    CREATE TABLE invoices (invoice_id INTEGER PRIMARY KEY, client_id INTEGER NOT NULL REFERENCES clients,
        issued_on TEXT NOT NULL, due_on TEXT NOT NULL, amount REAL NOT NULL);
    INSERT INTO plans VALUES (1, 'Basic'), (2, 'Team'), (3, 'Enterprise');
    INSERT INTO clients VALUES (1, 'C-01', 'Acme', 'Spring 2024', 2), (2, 'C-02', 'Globex', 'Spring 2024', 2),
        (3, 'C-03', 'Initech', 'Autumn 2024', 1), (4, 'C-04', 'Umbrella', 'Spring 2024', 2),
        (5, 'C-05', 'Hooli', 'Autumn 2024', 3), (6, 'C-06', 'Vandelay', 'Autumn 2024', 2),
        (7, 'C-07', 'Wonka', 'Spring 2024', 1), (8, 'C-08', 'Stark', 'Autumn 2024', 2);
    INSERT INTO instructors VALUES (1, 'S1', 'Ann', 'Blue'), (2, 'S2', 'Bob', 'Red'), (3, 'S3', 'Cy', 'Blue'),
        (4, 'S4', 'Di', 'Blue'), (5, 'S5', 'Ed', 'Red'), (6, 'S6', 'Flo', 'Blue'), (7, 'S7', 'Gus', 'Red'),
        (8, 'S8', 'Hal', 'Blue');
    INSERT INTO stays VALUES (1, 1, '2024-05-02', '2024-06-10', '2024-06-12', 'Cancelled'),
        (2, 2, '2024-06-01', '2024-06-15', '2024-06-16', 'Cancelled'), (3, 3, '2024-06-05', '2024-07-01', '2024-07-08',
        'Cancelled'), (4, 4, '2024-06-07', '2024-06-20', '2024-06-23', 'Completed'),
        (5, 5, '2024-05-20', '2024-06-25', '2024-06-26', 'Completed'), (6, 6, '2024-06-09', '2024-07-09', '2024-07-19',
        'Completed'), (7, 7, '2024-07-01', '2024-08-01', '2024-08-05', 'Completed'),
        (8, 8, '2024-07-02', '2024-08-03', '2024-08-04', 'Completed');
    INSERT INTO invoices VALUES (1, 1, '2024-06-03', '2024-07-03', 100), (2, 2, '2024-06-20', '2024-07-20', 250),
        (3, 3, '2024-05-28', '2024-06-27', 80), (4, 4, '2024-05-30', '2024-06-29', 40),
        (5, 5, '2024-06-11', '2024-07-11', 300), (6, 6, '2024-07-01', '2024-07-31', 90);
"""
CONVENTIONS = [
    ("How many invoices did we send out in June 2024?",
     "SELECT COUNT(*) FROM invoices WHERE issued_on LIKE '2024-06%'", "an event date, not its deadline"),
    ("How many invoices fell due in June 2024?",
     "SELECT COUNT(*) FROM invoices WHERE due_on LIKE '2024-06%'", "the date the question's words name"),
    ("How many clients joined in the autumn cohort?",
     "SELECT COUNT(*) FROM clients WHERE cohort = 'Autumn 2024'", "a stored value named by its word"),
    ("What is the most common plan among our clients?",
     "SELECT p.plan_name FROM clients c JOIN plans p ON p.plan_id = c.plan_id GROUP BY p.plan_id "
     "ORDER BY COUNT(*) DESC LIMIT 1", "most common: the rows that belong to it"),
    ("How many invoices did we issue across all plans in June 2024?",
     "SELECT COUNT(*) FROM invoices WHERE issued_on LIKE '2024-06%'", "across all X restricts nothing"),
    ("How many bookings due to start in June 2024 were cancelled?",
     "SELECT COUNT(*) FROM stays WHERE starts_on LIKE '2024-06%' AND status = 'Cancelled'",
     "the date named nearest before the period; 'bookings' names the rows"),
    ("Of the bookings starting in June 2024, how many ended up cancelled?",
     "SELECT COUNT(*) FROM stays WHERE starts_on LIKE '2024-06%' AND status = 'Cancelled'",
     "'of the X, how many' counts X; 'ended up' restricts nothing"),
    ("How many starts did we have in June 2024, not counting cancelled bookings?",
     "SELECT COUNT(*) FROM stays WHERE starts_on LIKE '2024-06%' AND status <> 'Cancelled'",
     "'cancelled bookings' is a value and the rows it qualifies"),
    ("What's the staff count in the Blue team?",
     "SELECT COUNT(*) FROM instructors WHERE team = 'Blue'", "a code column's word names the rows counted"),
    ("On average, how many nights does a completed stay last?",
     "SELECT ROUND(AVG(julianday(ends_on) - julianday(starts_on)), 2) FROM stays WHERE status = 'Completed'",
     "nights: the days between a start and an end date"),
    ("What courses come under Mathematics?", "SELECT name FROM courses WHERE department = 'Mathematics'",
     "rows of a table: a value in its name and another column filters on the other"),
    ("How many people joined in the spring cohort?",
     "SELECT COUNT(*) FROM clients WHERE cohort = 'Spring 2024'", "people: the table the rest names"),
    ("How many members are on the Team plan?",
     "SELECT COUNT(*) FROM clients c JOIN plans p ON p.plan_id = c.plan_id WHERE p.plan_name = 'Team'",
     "members are the business's customers"),
    ("Which plan was booked most often?",
     "SELECT p.plan_name FROM clients c JOIN plans p ON p.plan_id = c.plan_id GROUP BY p.plan_id "
     "ORDER BY COUNT(*) DESC LIMIT 1", "most often: the rows that point at it, from a table the question never names"),
]


def database_of(tmp_path_factory, name: str, script: str) -> Path:
    """A module's database built from an SQL script."""
    return sqlite_file(tmp_path_factory.mktemp(name) / f"{name}.sqlite", script)


def sqlite_file(path: Path, script: str) -> Path:
    """``path``, a database built from an SQL script."""
    con = sqlite3.connect(path)
    con.executescript(script)
    con.close()
    return path


@pytest.fixture(scope="module")
def billing(tmp_path_factory) -> Path:
    return database_of(tmp_path_factory, "billing", BILLING)


@pytest.mark.parametrize("question, sql, convention", CONVENTIONS)
def test_reads_unsaid_conventions(billing, question, sql, convention):
    answer = play(billing, question).last.metadata["answer"]
    gold = gold_rows({"snake": billing}, sql)
    assert answer_matches(answer, GoldAnswer(("c0",), tuple(gold), False), question), (convention, answer)


# A print shop whose jobs are ordered, promised and delivered, and whose invoices are issued, due and paid, each
# date in a month of its own (jobs ordered in May are delivered in June; invoices issued in June are paid in July).
PRINT_JOBS = """
    CREATE TABLE jobs (job_id INTEGER PRIMARY KEY, product TEXT NOT NULL, ordered_on TEXT NOT NULL,
        promised_on TEXT NOT NULL, delivered_on TEXT);
    CREATE TABLE invoices (invoice_id INTEGER PRIMARY KEY, job_id INTEGER NOT NULL REFERENCES jobs,
        issued_on TEXT NOT NULL, due_on TEXT NOT NULL, paid_on TEXT, amount REAL NOT NULL);
    WITH RECURSIVE n(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM n WHERE k < 30)
    INSERT INTO jobs SELECT k, CASE k % 3 WHEN 0 THEN 'Flyers' WHEN 1 THEN 'Posters' ELSE 'Banners' END,
        '2024-0' || (1 + k % 6) || '-10', '2024-0' || (1 + k % 6) || '-20',
        CASE WHEN k % 7 = 0 THEN NULL ELSE '2024-0' || (2 + k % 6) || '-05' END FROM n;
    INSERT INTO invoices SELECT job_id, job_id, '2024-0' || (2 + job_id % 6) || '-06',
        '2024-0' || (3 + job_id % 6) || '-06', CASE WHEN job_id % 4 = 0 THEN NULL ELSE '2024-0' || (3 + job_id % 6)
        || '-01' END, 10.0 * job_id FROM jobs WHERE delivered_on IS NOT NULL;
"""
SETTLED_DATES = [
    ("How many jobs did we take on in May 2024?", "SELECT COUNT(*) FROM jobs WHERE ordered_on LIKE '2024-05%'",
     "the date a row was opened, not the day it was settled"),
    ("How much did we invoice in June 2024?", "SELECT SUM(amount) FROM invoices WHERE issued_on LIKE '2024-06%'",
     "an invoice's date is its issue, not its payment or its deadline"),
    ("How many jobs were delivered in May 2024?", "SELECT COUNT(*) FROM jobs WHERE delivered_on LIKE '2024-05%'",
     "a settled date the question's verb names"),
]


@pytest.fixture(scope="module")
def print_jobs(tmp_path_factory) -> Path:
    return database_of(tmp_path_factory, "print_jobs", PRINT_JOBS)


def test_money_received_is_not_dated_by_when_it_was_billed(print_jobs):
    """"Takings" are money received: of the day an invoice was issued and the day it was paid, never the issue."""
    answer = play(print_jobs, "What were our takings in June 2024?").last.metadata["answer"]
    paid = gold_rows({"snake": print_jobs}, "SELECT SUM(amount) FROM invoices WHERE paid_on LIKE '2024-06%'")
    assert is_abstention(answer) or answer_matches(answer, GoldAnswer(("c0",), tuple(paid), False)), answer


def test_nights_leave_out_cancelled_stays(billing):
    """Cancelled stays have dates too, but nobody stayed: nights add up the completed ones (3+1+10+4+1), and a
    client whose only stay was cancelled has none to give."""
    answer = play(billing, "How many nights did our clients stay in total?").last.metadata["answer"]
    assert answer_matches(answer, GoldAnswer(("c0",), ((19,),), False), "How many"), answer
    answer = play(billing, "How many nights did Acme stay with us in total?").last.metadata["answer"]
    assert is_abstention(answer), answer


def test_how_often_is_not_how_much(billing):
    """"Billed most often" asks how many invoices, not how much money: with no count to give, it abstains."""
    answer = play(billing, "Which client was billed most often?").last.metadata["answer"]
    assert is_abstention(answer), answer


def test_a_season_named_twice_is_not_guessed(billing):
    """With cohorts 'Spring 2024' and 'Spring 2025', "the spring cohort" could be either: no value is linked."""
    con = sqlite3.connect(billing)
    try:
        con.execute("UPDATE clients SET cohort = 'Spring 2025' WHERE client_id IN (1, 2)")
        con.commit()
        answer = play(billing, "How many clients joined in the spring cohort?").last.metadata["answer"]
    finally:
        con.execute("UPDATE clients SET cohort = 'Spring 2024' WHERE client_id IN (1, 2)")
        con.commit()
        con.close()
    assert is_abstention(answer), answer


# A music school's books for the business English a schema does not spell out: lesson lengths stored in minutes
# and asked in hours; how an event turned out said as an idiom ("went ahead", "called off"); a yes/no ``refunded``
# that money taken leaves out; a two-word status said apart ("paid only part of"); a line's unit price named where
# money is added up (the lines' quantity times price, also a ``cost_per_reed`` times ``reeds``); "total lessons" is
# a number of rows, not money; what pupils "owe" is what was billed less what was paid.
SCHOOL = """
    CREATE TABLE pupils (pupil_id INTEGER PRIMARY KEY, first_name TEXT NOT NULL, last_name TEXT NOT NULL);
    CREATE TABLE lessons (lesson_id INTEGER PRIMARY KEY, pupil_id INTEGER NOT NULL REFERENCES pupils,
        starts_at TEXT NOT NULL, duration_min INTEGER NOT NULL, amount_paid REAL NOT NULL, refunded INTEGER NOT NULL,
        status TEXT NOT NULL);
    CREATE TABLE invoices (invoice_id INTEGER PRIMARY KEY, pupil_id INTEGER NOT NULL REFERENCES pupils,
        issued_on TEXT NOT NULL, amount REAL NOT NULL, amount_paid REAL NOT NULL, status TEXT NOT NULL);
    CREATE TABLE books (book_id INTEGER PRIMARY KEY, title TEXT NOT NULL);
    CREATE TABLE book_sales (sale_id INTEGER PRIMARY KEY, book_id INTEGER NOT NULL REFERENCES books,
        sold_on TEXT NOT NULL, quantity INTEGER NOT NULL, unit_price REAL NOT NULL);
    INSERT INTO pupils VALUES (1, 'Ann', 'Lee'), (2, 'Bob', 'Marsh'), (3, 'Cy', 'Nash');
    INSERT INTO lessons VALUES (1, 1, '2024-01-05 10:00', 30, 20, 0, 'Completed'),
        (2, 1, '2024-01-12 10:00', 60, 35, 0, 'Completed'), (3, 2, '2024-02-02 16:00', 45, 28, 1, 'Completed'),
        (4, 2, '2024-02-09 16:00', 45, 28, 0, 'Cancelled'), (5, 3, '2024-03-01 09:00', 90, 50, 0, 'Completed'),
        (6, 1, '2024-03-08 10:00', 30, 20, 0, 'Cancelled'), (7, 3, '2025-01-10 09:00', 60, 36, 0, 'Booked'),
        (8, 2, '2024-04-05 16:00', 45, 28, 0, 'Completed');
    INSERT INTO invoices VALUES (1, 1, '2024-01-31', 55, 55, 'Paid'), (2, 2, '2024-02-29', 56, 30, 'Part Paid'),
        (3, 3, '2024-03-31', 50, 0, 'Unpaid'), (4, 1, '2024-03-31', 20, 5, 'Part Paid'),
        (5, 2, '2024-04-30', 28, 28, 'Paid');
    INSERT INTO books VALUES (1, 'Scales and Arpeggios'), (2, 'First Sonatas'), (3, 'Sight Reading');
    INSERT INTO book_sales VALUES (1, 1, '2024-01-05', 2, 7.5), (2, 2, '2024-01-12', 1, 12),
        (3, 1, '2024-02-02', 3, 7.5), (4, 3, '2024-03-01', 1, 9), (5, 2, '2024-03-08', 2, 12);
    CREATE TABLE reed_orders (order_id INTEGER PRIMARY KEY, supplier TEXT NOT NULL, ordered_on TEXT NOT NULL,
        reeds INTEGER NOT NULL, cost_per_reed REAL NOT NULL);
    INSERT INTO reed_orders VALUES (1, 'Reedcraft', '2024-01-10', 10, 2.5), (2, 'Vandoren', '2024-02-11', 5, 3),
        (3, 'Reedcraft', '2024-03-12', 20, 2.25), (4, 'Vandoren', '2024-04-13', 10, 3), (5, 'Reedcraft',
        '2023-05-14', 30, 2), (6, 'Vandoren', '2023-06-15', 5, 3), (7, 'Reedcraft', '2024-07-16', 4, 2.5),
        (8, 'Vandoren', '2024-08-17', 6, 3);
    WITH RECURSIVE n(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM n WHERE k < 8)  -- 2023: enough rows that DESCRIBE
    INSERT INTO lessons SELECT 100 + k, 3, '2023-06-0' || k || ' 09:00', 60, 36, 0,  -- lists the statuses
        CASE WHEN k % 4 = 0 THEN 'Cancelled' ELSE 'Completed' END FROM n;
    WITH RECURSIVE n(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM n WHERE k < 8)
    INSERT INTO invoices SELECT 100 + k, 3, '2023-06-30', 36, 36, 'Paid' FROM n;
"""
SCHOOL_ENGLISH = [
    ("How many hours of lessons has Ann Lee had with us?",
     "SELECT SUM(l.duration_min) / 60.0 FROM lessons l JOIN pupils p ON p.pupil_id = l.pupil_id "
     "WHERE p.first_name = 'Ann' AND l.status <> 'Cancelled'", "a length in minutes asked in hours"),
    ("How many lessons went ahead in 2024?",
     "SELECT COUNT(*) FROM lessons WHERE status = 'Completed' AND starts_at LIKE '2024%'", "'went ahead': Completed"),
    ("How many lessons did we call off in 2024?",
     "SELECT COUNT(*) FROM lessons WHERE status = 'Cancelled' AND starts_at LIKE '2024%'", "'call off': Cancelled"),
    ("How much money did lessons bring in during 2024?",
     "SELECT SUM(amount_paid) FROM lessons WHERE refunded = 0 AND status <> 'Cancelled' AND starts_at LIKE '2024%'",
     "money taken leaves out refunded rows"),
    ("How many invoices have pupils paid only part of?",
     "SELECT COUNT(*) FROM invoices WHERE status = 'Part Paid'", "a two-word status said apart"),
    ("What did book sales take in 2024 at the unit price?",
     "SELECT SUM(quantity * unit_price) FROM book_sales WHERE sold_on LIKE '2024%'",
     "a unit price added up is the lines' amounts"),
    ("How much do pupils owe us right now?", "SELECT SUM(amount - amount_paid) FROM invoices",
     "what is owed: billed minus paid, which is owed now"),
    ("How much have we spent with Reedcraft in 2024?",
     "SELECT SUM(reeds * cost_per_reed) FROM reed_orders WHERE supplier = 'Reedcraft' AND ordered_on LIKE '2024%'",
     "a price per reed times the reeds"),
    ("Total lessons for Ann Lee?",
     "SELECT COUNT(*) FROM lessons l JOIN pupils p ON p.pupil_id = l.pupil_id WHERE p.first_name = 'Ann'",
     "a total of a table's rows is their number, not its money"),
]


@pytest.fixture(scope="module")
def school(tmp_path_factory) -> Path:
    return database_of(tmp_path_factory, "school", SCHOOL)


def test_a_length_in_minutes_is_also_one_in_hours():
    """``duration_min`` gets a twin in hours that only "hours" names; ``min_players`` is no length of time."""
    catalog = Catalog(["rooms"])
    catalog.add({"name": "rooms", "row_count": 10, "columns": [
        {"name": "room_id", "type": "INTEGER", "primary_key": True}, {"name": "min_players", "type": "INTEGER"},
        {"name": "duration_min", "type": "INTEGER"}]})
    catalog.add_durations()
    catalog.add_durations()  # a second call adds nothing
    derived = [(c.name, c.expr) for c in catalog.columns("rooms") if c.expr]
    assert derived == [("duration_hours", '("rooms"."duration_min" / 60.0)')]


@pytest.mark.parametrize("question, linked", [
    ("How many invoices have clients paid only part of?", "Part Paid"),
    ("How many invoices were part paid?", "Part Paid"),  # as stored: the ordinary link
    ("How many invoices were paid in 2024, only part of them online?", "Paid"),  # too far apart to be one value
    ("How much did stays that checked out in 2023 bring in?", "Checked Out"),  # not 'Checked In': "in" is grammar
])
def test_a_value_said_apart(question, linked):
    column = Column("t", "status", "TEXT", False, True, None, ("Paid", "Part Paid", "Checked In", "Checked Out"),
                    name_words("status"), "category")
    links = [l for l in link_category_values(tokenize(question), Catalog(["t"], {"t": [column]}))]
    best = max(links, key=lambda l: (l.score, l.end - l.start))
    assert best.value == linked, [(l.value, l.start, l.end) for l in links]


@pytest.mark.parametrize("question, why", [
    ("How many invoices were paid in 2024, only part of them online?", "'paid ... part' too far apart to be one"),
    ("How many lessons are going ahead?", "'going ahead' is still to come: not 'Completed'"),
])
def test_business_english_it_does_not_stretch(school, question, why):
    answer = play(school, question).last.metadata["answer"]
    gold = gold_rows({"snake": school}, "SELECT COUNT(*) FROM invoices WHERE status = 'Part Paid'")
    assert is_abstention(answer) or not answer_matches(answer, GoldAnswer(("c0",), tuple(gold), False), question), \
        (why, answer)


COWORK = """
    CREATE TABLE sites (site_id INTEGER PRIMARY KEY, name TEXT NOT NULL -- Old Town or Riverside
);
    CREATE TABLE plans (plan_id INTEGER PRIMARY KEY, name TEXT NOT NULL, monthly_price REAL NOT NULL);
    CREATE TABLE members (member_id INTEGER PRIMARY KEY, site_id INTEGER NOT NULL REFERENCES sites,
        plan_id INTEGER NOT NULL REFERENCES plans, full_name TEXT NOT NULL, fee_paid REAL NOT NULL);
    CREATE TABLE properties (property_id INTEGER PRIMARY KEY, address TEXT NOT NULL, town TEXT NOT NULL);
    CREATE TABLE callouts (callout_id INTEGER PRIMARY KEY, property_id INTEGER NOT NULL REFERENCES properties,
        called_on TEXT NOT NULL);
    CREATE TABLE paper_orders (order_id INTEGER PRIMARY KEY, paper TEXT NOT NULL, cost REAL NOT NULL);
    INSERT INTO sites VALUES (1, 'Northgate'), (2, 'Riverside'), (3, 'Old Mill');
    INSERT INTO plans VALUES (1, 'Hot Desk 5 Days', 90), (2, 'Hot Desk 10 Days', 160), (3, 'Fixed Desk', 250);
    INSERT INTO members VALUES (1, 1, 1, 'Ann Lee', 90), (2, 2, 2, 'Bob Marsh', 160), (3, 3, 3, 'Cy Nash', 250),
        (4, 1, 2, 'Di Oak', 160), (5, 2, 1, 'Ed Park', 90);
    INSERT INTO properties VALUES (1, '110 Church Road', 'Castlebridge'), (2, '12 Church Road', 'Castlebridge'),
        (3, '4 Mill Lane', 'Northwold');
    INSERT INTO callouts VALUES (1, 1, '2024-01-03'), (2, 1, '2024-02-07'), (3, 2, '2024-02-09'),
        (4, 3, '2024-03-01'), (5, 1, '2024-05-11');
    INSERT INTO paper_orders VALUES (1, '120gsm Uncoated Bond', 41.5), (2, '150gsm Uncoated Bond', 55),
        (3, '120gsm Uncoated Bond', 43), (4, '300gsm Textured Card', 80);
    CREATE TABLE check_ins (check_in_id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL REFERENCES members,
        checked_in_at TEXT NOT NULL);
    INSERT INTO check_ins VALUES (1, 1, '2024-01-03 09:10'), (2, 2, '2024-01-04 10:00'), (3, 1, '2024-02-01 08:30'),
        (4, 3, '2024-03-05 12:00'), (5, 4, '2024-03-06 17:45'), (6, 5, '2024-03-09 11:00'), (7, 2, '2023-12-30 09:00');
    CREATE TABLE room_bookings (booking_id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL REFERENCES members,
        booked_for TEXT NOT NULL, status TEXT NOT NULL);
    WITH RECURSIVE n(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM n WHERE k < 12)
    INSERT INTO room_bookings SELECT k, 1 + k % 5, '2024-0' || (1 + k % 9) || '-10',
        CASE WHEN k % 4 = 0 THEN 'Cancelled' WHEN k % 4 = 1 THEN 'No-show' ELSE 'Completed' END FROM n;
"""
NUMBERS_IN_NAMES = [
    ("How many members have we got across all three sites?", "SELECT COUNT(*) FROM members",
     "'three sites' restates the three rows of sites"),
    ("What is the monthly price of the Hot Desk 10 Days plan?",
     "SELECT monthly_price FROM plans WHERE name = 'Hot Desk 10 Days'", "a figure inside a stored name"),
    ("How many callouts have we had at 110 Church Road?",
     "SELECT COUNT(*) FROM callouts c JOIN properties p ON p.property_id = c.property_id "
     "WHERE p.address = '110 Church Road'", "a house number starts the stored address"),
    ("What have we spent in all on 120gsm Uncoated Bond?",
     "SELECT SUM(cost) FROM paper_orders WHERE paper = '120gsm Uncoated Bond'", "a unit glued to the figure"),
    ("What is the monthly price of the Fixed Desk plan?", "SELECT monthly_price FROM plans WHERE name = 'Fixed Desk'",
     "one row's figure: nothing to add up or average"),
]


COUNTS_AND_RATES = [
    ("Give me check-ins month by month for 2024.",
     "SELECT substr(checked_in_at, 1, 7), COUNT(*) FROM check_ins WHERE checked_in_at LIKE '2024%' "
     "GROUP BY substr(checked_in_at, 1, 7)", "an event named by its date column, counted per month"),
    ("What is our no-show rate for room bookings?",
     "SELECT ROUND(100.0 * SUM(status = 'No-show') / SUM(status <> 'Cancelled'), 2) FROM room_bookings",
     "'no-show rate': the share of the bookings that stood that were no-shows"),
    ("What is our cancellation rate for room bookings?",
     "SELECT ROUND(100.0 * SUM(status = 'Cancelled') / COUNT(*), 2) FROM room_bookings",
     "the cancellation rate is of every booking"),
    ("How do our members break down by site?",
     "SELECT s.name, COUNT(*) FROM members m JOIN sites s ON s.site_id = m.site_id GROUP BY s.site_id",
     "'how do X break down by Y': X counted per Y (members pay fees: no figure is named, so a count)"),
]


# Escape rooms at two sites (a table of facilities), booked ahead: a booking's date is when it was made, its slot is
# when the game was played; a no-show paid and kept its place, a cancellation was refunded; payments are the money
# received (for the first ten bookings so far), invoices the money billed; each game played escaped or not.
GAMES = """
    CREATE TABLE facilities (facility_id INTEGER PRIMARY KEY, name TEXT NOT NULL);
    CREATE TABLE rooms (room_id INTEGER PRIMARY KEY, facility_id INTEGER NOT NULL REFERENCES facilities,
        name TEXT NOT NULL, is_accessible INTEGER NOT NULL);
    CREATE TABLE bookings (booking_id INTEGER PRIMARY KEY, room_id INTEGER NOT NULL REFERENCES rooms,
        booked_at TEXT NOT NULL, slot_start TEXT NOT NULL, amount_paid REAL NOT NULL, status TEXT NOT NULL);
    INSERT INTO facilities VALUES (1, 'Old Town'), (2, 'Riverside');
    INSERT INTO rooms VALUES (1, 1, 'The Vault', 1), (2, 1, 'Pirate Cove', 0), (3, 2, 'The Asylum', 1);
    WITH RECURSIVE n(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM n WHERE k < 24)
    INSERT INTO bookings SELECT k, 1 + k % 3, '2024-0' || (1 + k % 8) || '-01', '2024-0' || (2 + k % 8) || '-1' ||
        (k % 7), 20.0 + k, CASE WHEN k % 5 = 0 THEN 'Cancelled' WHEN k % 5 = 1 THEN 'No-show' ELSE 'Completed' END
        FROM n;
    CREATE TABLE payments (payment_id INTEGER PRIMARY KEY, booking_id INTEGER NOT NULL REFERENCES bookings,
        paid_on TEXT NOT NULL, amount REAL NOT NULL);
    INSERT INTO payments SELECT booking_id, booking_id, booked_at, amount_paid FROM bookings WHERE booking_id <= 10;
    CREATE TABLE invoices (invoice_id INTEGER PRIMARY KEY, booking_id INTEGER NOT NULL REFERENCES bookings,
        issued_on TEXT NOT NULL, total REAL NOT NULL);
    INSERT INTO invoices SELECT booking_id, booking_id, booked_at, amount_paid + 5 FROM bookings;
    CREATE TABLE game_results (booking_id INTEGER PRIMARY KEY REFERENCES bookings, escaped INTEGER NOT NULL);
    INSERT INTO game_results SELECT booking_id, booking_id % 3 = 0 FROM bookings WHERE status = 'Completed';
"""
GAMES_ENGLISH = [
    ("How many bookings did we have in September 2024?",
     "SELECT COUNT(*) FROM bookings WHERE slot_start LIKE '2024-09%'",
     "the date booked, not the day the booking was made (none was made in September)"),
    ("What did we take from bookings in 2024?",
     "SELECT SUM(amount_paid) FROM bookings WHERE status <> 'Cancelled' AND slot_start LIKE '2024%'",
     "money taken: cancellations left out, what a no-show paid kept"),
    ("How many bookings actually went ahead in September 2024?",
     "SELECT COUNT(*) FROM bookings WHERE status = 'Completed' AND slot_start LIKE '2024-09%'",
     "'went ahead': the rows the status marks as having taken place"),
    ("How many bookings has The Vault had?",
     "SELECT COUNT(*) FROM bookings b JOIN rooms r ON r.room_id = b.room_id WHERE r.name = 'The Vault'",
     "a stored name that starts with 'The'"),
    ("What were our takings in March 2024?",
     "SELECT SUM(amount) FROM payments WHERE paid_on LIKE '2024-03%'", "takings: the money received, not booked"),
    ("What's our escape rate?", "SELECT ROUND(100.0 * AVG(escaped), 2) FROM game_results",
     "a yes/no column named by its past participle ('escaped'): the share of rows it marks"),
    ("How many rooms are accessible?", "SELECT COUNT(*) FROM rooms WHERE is_accessible = 1",
     "a yes/no column named in a count holds for the rows counted"),
    ("How many rooms does each site have?",
     "SELECT f.name, COUNT(*) FROM rooms r JOIN facilities f ON f.facility_id = r.facility_id GROUP BY f.facility_id",
     "a site is a facility"),
    ("How many bookings did we have on 12 March 2024?",
     "SELECT COUNT(*) FROM bookings WHERE slot_start LIKE '2024-03-12%'", "one day: its date before the month"),
    ("How many bookings did we have on Tuesday the 12th of March 2024?",
     "SELECT COUNT(*) FROM bookings WHERE slot_start LIKE '2024-03-12%'", "one day: its weekday, an ordinal, 'of'"),
    ("How many bookings were there on March 12, 2024?",
     "SELECT COUNT(*) FROM bookings WHERE slot_start LIKE '2024-03-12%'", "one day: the month before the day"),
    ("How many times did rooms at Old Town get bookings in 2024?",
     "SELECT COUNT(*) FROM bookings b JOIN rooms r ON r.room_id = b.room_id WHERE r.facility_id = 1 "
     "AND b.slot_start LIKE '2024%'", "how many times: the rows of what the rooms had, not the rooms (it said 2)"),
]

# A shop's customers followed over the years: each joined on a day of their own (a date the counted rows carry, not
# what they did) and ordered in the years its pattern says (customer_id % 5: 2023 only; 2023 and 2024; 2024 and
# 2025; 2025 only; 2023 and 2025), every seventh customer's 2025 orders cancelled; two bought vouchers (a second
# dated table that points at them by another name).
REGULARS = """
    CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, name TEXT NOT NULL, joined_on TEXT NOT NULL);
    WITH RECURSIVE n(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM n WHERE k < 43)
    INSERT INTO customers SELECT k, 'Customer ' || k, (2022 + k % 3) || '-0' || (1 + k % 9) || '-15' FROM n;
    CREATE TABLE orders (order_id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers,
        ordered_on TEXT NOT NULL, total REAL NOT NULL, status TEXT NOT NULL);
    CREATE TABLE years (pattern INTEGER, year TEXT);
    INSERT INTO years VALUES (0, '2023'), (1, '2023'), (1, '2024'), (2, '2024'), (2, '2025'), (3, '2025'),
        (4, '2023'), (4, '2025');
    INSERT INTO orders SELECT NULL, customer_id, year || '-0' || (1 + customer_id % 9) || '-10', 10.0 + customer_id,
        CASE WHEN customer_id % 7 = 0 AND year = '2025' THEN 'Cancelled' ELSE 'Completed' END
        FROM customers JOIN years ON pattern = customer_id % 5 ORDER BY year, customer_id;
    DROP TABLE years;
    CREATE TABLE vouchers (voucher_id INTEGER PRIMARY KEY, buyer_customer_id INTEGER REFERENCES customers,
        sold_on TEXT NOT NULL, value REAL NOT NULL);
    INSERT INTO vouchers VALUES (1, 3, '2024-05-01', 25.0), (2, 8, '2025-02-01', 50.0);
"""
IN_2024, IN_2025 = ("SELECT customer_id FROM orders WHERE ordered_on LIKE '2024%'",
                    "SELECT customer_id FROM orders WHERE ordered_on LIKE '2025%'")
COHORTS = [
    ("How many customers ordered in 2024?", "SELECT COUNT(DISTINCT customer_id) FROM orders WHERE ordered_on LIKE "
     "'2024%'", "'customers ordered': the customers counted, the verb dates their orders, not when they joined"),
    ("How many customers who ordered in 2024 haven't been back at all in 2025?",
     f"SELECT COUNT(*) FROM ({IN_2024} EXCEPT {IN_2025})", "lapsed: in the first period, not in the second"),
    ("How many customers ordered in 2023 but haven't been back since?",
     "SELECT COUNT(*) FROM (SELECT customer_id FROM orders GROUP BY customer_id HAVING MAX(ordered_on) < '2024' "
     "AND MAX(ordered_on LIKE '2023%'))", "'since': every day after the period"),
    ("Of the customers who ordered in 2024, what percentage came back in 2025?",
     f"SELECT ROUND(100.0 * (SELECT COUNT(*) FROM ({IN_2024} INTERSECT {IN_2025})) / "
     f"(SELECT COUNT(DISTINCT customer_id) FROM orders WHERE ordered_on LIKE '2024%'), 2)",
     "returned, as a share of the first period's customers"),
    ("How many customers ordered from us for the first time in 2025?",
     "SELECT COUNT(*) FROM (SELECT customer_id FROM orders GROUP BY customer_id HAVING MIN(ordered_on) >= '2025')",
     "first: the period holds their earliest order"),
    ("How many customers actually played in 2024 but haven't been back since?",
     "SELECT COUNT(*) FROM (SELECT customer_id FROM orders WHERE status = 'Completed' AND ordered_on LIKE '2024%' "
     "EXCEPT SELECT customer_id FROM orders WHERE status = 'Completed' AND ordered_on >= '2025')",
     "what took place is what the rows did: the orders' status, not the customers'"),
    ("How many orders did we get in 2024 and in 2025?",
     "SELECT substr(ordered_on, 1, 4), COUNT(*) FROM orders WHERE ordered_on >= '2024' GROUP BY 1",
     "two periods named: the figure once for each"),
    ("What percentage of customers have come back for a second order?",
     "SELECT ROUND(100.0 * SUM(n >= 2) / COUNT(*), 2) FROM (SELECT COUNT(*) AS n FROM orders GROUP BY customer_id)",
     "repeat: the share of the customers who ordered that ordered at least twice"),
]


@pytest.fixture(scope="module")
def regulars(tmp_path_factory) -> Path:
    return database_of(tmp_path_factory, "regulars", REGULARS)


@pytest.mark.parametrize("question, sql, meaning", COHORTS)
def test_follows_customers_from_one_period_to_another(regulars, question, sql, meaning):
    assert_gold(regulars, question, sql, why=meaning)


def test_first_timers_followed_into_a_later_period_abstain(regulars):
    """Two cohorts at once (first-timers who came back): it read only the second and answered 50 (the truth: 100)."""
    question = "Of the customers who ordered for the first time in 2024, what percentage came back in 2025?"
    assert is_abstention(play(regulars, question).last.metadata["answer"])


@pytest.fixture(scope="module")
def cowork(tmp_path_factory) -> Path:
    return database_of(tmp_path_factory, "cowork", COWORK)


@pytest.fixture(scope="module")
def games(tmp_path_factory) -> Path:
    return database_of(tmp_path_factory, "games", GAMES)


@pytest.mark.parametrize("database, question, sql, meaning", [("school", *case) for case in SCHOOL_ENGLISH] + [
    ("cowork", *case) for case in NUMBERS_IN_NAMES + COUNTS_AND_RATES] + [("games", *case) for case in GAMES_ENGLISH] + [
    ("print_jobs", *case) for case in SETTLED_DATES])
def test_reads_business_english(request, database, question, sql, meaning):
    assert_gold(request.getfixturevalue(database), question, sql, why=meaning)


@pytest.mark.parametrize("question, why", [
    ("How did the takings split across the plans?", "money split: a sum, not a count of members"),
    ("How many members have we got across the four sites?", "there are three sites: 'four' asks something"),
    ("What is the monthly price of our plans?", "several rows: add up, average or list them?"),
])
def test_numbers_and_figures_it_does_not_guess(cowork, question, why):
    answer = play(cowork, question).last.metadata["answer"]
    assert is_abstention(answer), (why, answer)


# ---------------------------------------------------------------- the pieces those shapes stand on

@pytest.mark.parametrize("question, expected", [
    ("What percentage of bookings were cancelled?", {"percent_at": 1}),
    ("What is the average commission percentage points?", {"percent_at": None}),
    ("How many more orders were placed in 2024 than in 2023?", {"change": "difference"}),
    ("By what percentage did revenue change in June 2023 compared with the month before?",
     {"change": "percent", "earlier": True}),
    ("For each store, who sold the most?", {"per_group": True}),
    ("Which five countries do most customers come from, and how many in each?", {"per_group": False}),
    ("Which vendors have more spend than the average vendor?", {"group_average": True}),
    ("Show the cumulative revenue month by month.", {"running": True}),
    ("How many payments and how much money per method?", {"two_figures": True, "unsupported": None}),
    ("What is the median price?", {"unsupported": "a median"}),
    ("How many jobs did we attend the same day they were reported?", {"unsupported": "two dates compared"}),
    ("How many rides has Dave (dave@mailbox.test) taken?", {"superlative_at": None}),  # not "...test"
    ("How did revenue compare with the previous year?", {"unsupported": None, "earlier": True}),
    ("What was the previous order?", {"unsupported": "a comparison with an earlier period"}),
    ("How many e-bikes are in the fleet today?", {"unsupported": None, "current": True}),  # today: currently
    ("What does a berth cost at today's rates?", {"unsupported": None, "current": True}),
    ("How many bookings are there after today?", {"unsupported": "a date relative to today"}),
    ("How many orders came in from July to September?", {"unsupported": "a month without a year"}),
    ("How many lessons did each instructor teach last month?", {"happened": {6}}),
    ("How many events went ahead in 2024?", {"happened": {3, 4}}),
    ("How many customers who ordered last year haven't been back at all this year?", {"cohort": "lapsed"}),
    ("How many guests stayed in 2023 but have not been back since?", {"cohort": "lapsed", "negations": []}),
    ("Of the boats that came in 2024, what percentage have been back in 2025?", {"cohort": "returned"}),
    ("How many customers came in 2024 and came back since?", {"cohort": "returned"}),
    ("How many units came back in 2024?", {"cohort": None}),
    ("How many events are in the diary for next year?", {"diary": True, "unsupported": None}),
    ("How many bookings did we take this year, in 2025, by channel?", {"unsupported": None}),  # one year, restated
    ("How many orders did we get in 2024 and in 2025?", {"each_period": True, "unsupported": None}),
    ("How many times has a washer broken down this year?", {"unsupported": "machines breaking down (failures)"}),
    ("How do our clients break down by sector?", {"unsupported": None}),
    ("How many orders did we get in 2024 and in March 2025?", {"each_period": False,
                                                               "unsupported": "several periods at once"}),
    ("How many performances have we got coming up, from now on?", {"upcoming": {6, 7, 8, 9, 10}}),
    ("How many bookings have we got for next term?", {"unsupported": "a date relative to today"}),  # returns, not a cohort: one period, no "since"
    ("How many members shopped with us for the first time in February 2025?", {"cohort": "first"}),
    ("What percentage of riders have come back for a second ride?", {"cohort": "repeat", "unsupported": None}),
    ("Of the customers who bought this year, what percentage came back and bought again?", {"cohort": "repeat"}),
])
def test_reads_the_special_requests(question, expected):
    reading = read_question(tokenize(question))
    assert {k: getattr(reading, k) for k in expected} == expected


@pytest.mark.parametrize("start, end, before", [
    ("2024-01-01", "2025-01-01", ("2023-01-01", "2024-01-01")),
    ("2024-03-01", "2024-04-01", ("2024-02-01", "2024-03-01")),
    ("2024-01-01", "2024-02-01", ("2023-12-01", "2024-01-01")),
    ("2024-01-01", "2024-04-01", None),  # three months: not a period with an obvious predecessor
    ("0000-01-01", "2024-01-01", None),
])
def test_the_period_before(start, end, before):
    found = earlier_period(DateRange(start, end, 0, 0))
    assert (found.start, found.end) == before if before else found is None


def test_reads_table_definitions_with_comments_quotes_and_constraints():
    sql = '''CREATE TABLE "order lines" (
        line_id INTEGER PRIMARY KEY,   -- one, per, line
        "order" INTEGER NOT NULL,      /* a quoted, reserved name */
        price DECIMAL(10, 2) NOT NULL,
        sold_on TEXT,
        CHECK (price >= 0),
        FOREIGN KEY ("order") REFERENCES orders (order_id))'''
    columns = {c.name: c for c in definition_columns("order lines", sql)}
    assert list(columns) == ["line_id", "order", "price", "sold_on"]
    assert columns["line_id"].primary_key and columns["order"].not_null and not columns["sold_on"].not_null
    assert columns["order"].references.startswith("orders.") and columns["price"].kind == "money"


def _catalog(*tables: tuple[str, list[tuple[str, str]]]) -> Catalog:
    catalog = Catalog([t for t, _ in tables])
    for name, columns in tables:
        catalog.add({"name": name, "row_count": 1, "columns": [
            {"name": c, "type": t, "primary_key": c == "id", "not_null": True, "references": None, "values": ()}
            for c, t in columns]})
    return catalog


@pytest.mark.parametrize("columns, question, expected", [
    ([("quantity", "INTEGER"), ("unit_price", "REAL")], "What was the revenue?", '"lines"."quantity" * "lines"."unit_price"'),
    ([("qty", "INTEGER"), ("price", "REAL"), ("discount", "REAL")], "Revenue net of discounts?", "- COALESCE("),
    ([("qty", "INTEGER"), ("price", "REAL"), ("discount_pct", "INTEGER")], "Sales after discounts?", "(100 - COALESCE("),
    ([("qty", "INTEGER"), ("price", "REAL"), ("discount", "REAL")], "Gross revenue?", '"lines"."qty" * "lines"."price"'),
    ([("qty", "INTEGER"), ("price", "REAL"), ("discount", "REAL")], "What was the revenue?", None),  # abstains
    ([("amount", "REAL")], "What was the revenue?", "no line"),  # a stored amount: not a line-item table
])
def test_line_revenue(columns, question, expected):
    catalog = _catalog(("lines", [("id", "INTEGER")] + columns))
    reading = read_question(tokenize(question))
    if expected is None:
        with pytest.raises(CannotAnswer):
            line_revenue(catalog, "lines", reading)
    elif expected == "no line":
        assert line_revenue(catalog, "lines", reading) is None
    else:
        assert expected in line_revenue(catalog, "lines", reading).sql


# ---------------------------------------------------------------- periods counted back from the data's latest date

SHOP = """
    CREATE TABLE orders (order_id INTEGER PRIMARY KEY, order_date TEXT NOT NULL, delivery_date TEXT,
        status TEXT NOT NULL, total REAL NOT NULL);
"""
SHOP_ORDERS = [  # (order_date, status, total): three years, the last order on 2025-10-20
    ("2023-03-02", "Completed", 40.0), ("2023-07-15", "Completed", 55.0), ("2024-02-10", "Completed", 20.0),
    ("2024-06-11", "Completed", 80.0), ("2024-07-30", "Cancelled", 300.0), ("2024-12-05", "Completed", 15.0),
    ("2025-01-09", "Completed", 35.0), ("2025-06-20", "Refunded", 90.0), ("2025-07-04", "Completed", 60.0),
    ("2025-07-19", "Completed", 25.0), ("2025-09-03", "Cancelled", 70.0), ("2025-09-28", "Completed", 45.0),
    ("2025-10-20", "Completed", 10.0),
]
COUNTED_BACK = [
    ("How many orders did we get this year?",
     "SELECT COUNT(*) FROM orders WHERE order_date >= '2025-01-01'", "this year: the latest order's year"),
    ("How many orders did we take last month?",
     "SELECT COUNT(*) FROM orders WHERE order_date LIKE '2025-09%'", "last month: the month before the latest"),
    ("How many orders came in last summer?",
     "SELECT COUNT(*) FROM orders WHERE order_date BETWEEN '2025-06-01' AND '2025-08-31'",
     "last summer: the latest June-August that is over"),
    ("What were our sales last year?",
     "SELECT SUM(total) FROM orders WHERE order_date LIKE '2024%' AND status NOT IN ('Cancelled', 'Refunded')",
     "money taken leaves out cancelled and refunded orders; an order is dated by order_date"),
    ("What was our best month for sales this year?",
     "SELECT substr(order_date, 1, 7) FROM orders WHERE order_date >= '2025-01-01' AND status = 'Completed' "
     "GROUP BY 1 ORDER BY SUM(total) DESC LIMIT 1", "the best month: months ranked by money taken"),
    ("How many orders did we get in July?",
     "SELECT COUNT(*) FROM orders WHERE order_date LIKE '2025-07%'", "a month without its year: the latest July"),
    ("How many orders came in last June?",
     "SELECT COUNT(*) FROM orders WHERE order_date LIKE '2025-06%'", "last June: the latest June that is over"),
    ("How many orders did we take last month (September)?",
     "SELECT COUNT(*) FROM orders WHERE order_date LIKE '2025-09%'", "the month named restates last month"),
    ("What was our average order value last year?",
     "SELECT ROUND(AVG(total), 2) FROM orders WHERE order_date LIKE '2024%' AND status = 'Completed'",
     "an order's value is the money it took"),
    ("How many orders did we get from January to July this year?",
     "SELECT COUNT(*) FROM orders WHERE order_date BETWEEN '2025-01-01' AND '2025-07-31'",
     "months of this year: the latest order's year"),
    ("How many orders did we get February to July last year?",
     "SELECT COUNT(*) FROM orders WHERE order_date BETWEEN '2024-02-01' AND '2024-07-31'",
     "months of last year"),
    ("How many orders have we had since July?",
     "SELECT COUNT(*) FROM orders WHERE order_date >= '2025-07-01'", "since July: from the latest July begun"),
    ("How many orders have we had since November?",
     "SELECT COUNT(*) FROM orders WHERE order_date >= '2024-11-01'", "since November: last year's, none begun this"),
]


@pytest.fixture(scope="module")
def shop(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("shop") / "shop.sqlite"
    con = sqlite3.connect(path)
    con.executescript(SHOP)
    con.executemany("INSERT INTO orders (order_date, delivery_date, status, total) VALUES (?, date(?, '+2 days'), ?, ?)",
                    [(d, d, s, t) for d, s, t in SHOP_ORDERS])
    con.commit()
    con.close()
    return path


LEFT_OUT = [  # what a question sets aside, and the words that only restate what it names
    ("How much money have we had to give back in refunds this year?",
     "SELECT SUM(total) FROM orders WHERE status = 'Refunded' AND order_date >= '2025-01-01'",
     "money given back in refunds: \"back\" asks for no repeat event"),
    ("Cancelled ones aside, how many orders did we get in 2024?",
     "SELECT COUNT(*) FROM orders WHERE status <> 'Cancelled' AND order_date LIKE '2024%'",
     "\"X aside\" leaves X out, like \"excluding X\""),
    ("How many orders did we take in 2025, cancelled and refunded ones aside?",
     "SELECT COUNT(*) FROM orders WHERE status NOT IN ('Cancelled', 'Refunded') AND order_date LIKE '2025%'",
     "\"X and Y aside\" leaves both out"),
    ("Leaving cancelled orders aside, how many orders came in during 2024?",
     "SELECT COUNT(*) FROM orders WHERE status <> 'Cancelled' AND order_date LIKE '2024%'",
     "\"leaving X aside\": the verb says nothing"),
    ("How many orders did we get in 2024, setting cancellations aside?",
     "SELECT COUNT(*) FROM orders WHERE status <> 'Cancelled' AND order_date LIKE '2024%'",
     "\"setting X aside\""),
]


COMPARED_BACK = [  # a period counted back from the latest order (2025-10-20) against the one before it
    ("By what percentage did orders grow last summer compared with the summer before?",
     "SELECT ROUND(100.0 * (SUM(order_date BETWEEN '2025-06-01' AND '2025-08-31') - SUM(order_date BETWEEN "
     "'2024-06-01' AND '2024-08-31')) / SUM(order_date BETWEEN '2024-06-01' AND '2024-08-31'), 2) FROM orders",
     "the summer before: last summer a year earlier"),
    ("Are sales up or down on last year? Give me the percentage change.",
     "SELECT ROUND(100.0 * (SUM(CASE WHEN order_date >= '2025-01-01' THEN total END) - SUM(CASE WHEN order_date "
     "BETWEEN '2024-01-01' AND '2024-10-20' THEN total END)) / SUM(CASE WHEN order_date BETWEEN '2024-01-01' AND "
     "'2024-10-20' THEN total END), 2) FROM orders WHERE status NOT IN ('Cancelled', 'Refunded')",
     "up on last year: this year to date against the same dates last year"),
    ("How many more orders came in last month than the month before?",
     "SELECT SUM(order_date LIKE '2025-09%') - SUM(order_date LIKE '2025-08%') FROM orders",
     "the month before last month"),
    ("Did orders go up or down last month compared with the month before?",
     "SELECT SUM(order_date LIKE '2025-09%') - SUM(order_date LIKE '2025-08%') FROM orders",
     "\"up or down\" asks for the change; orders, named with no figure, are counted"),
    ("How do this summer's sales compare against last summer's? Change in percent.",
     "SELECT ROUND(100.0 * (SUM(CASE WHEN order_date BETWEEN '2025-06-01' AND '2025-08-31' THEN total END) - "
     "SUM(CASE WHEN order_date BETWEEN '2024-06-01' AND '2024-08-31' THEN total END)) / SUM(CASE WHEN order_date "
     "BETWEEN '2024-06-01' AND '2024-08-31' THEN total END), 2) FROM orders WHERE status NOT IN ('Cancelled', "
     "'Refunded')", "two periods counted back, ordered by their words"),
    ("How did sales so far this year compare with the same stretch of 2024? Change in percent.",
     "SELECT ROUND(100.0 * (SUM(CASE WHEN order_date >= '2025-01-01' THEN total END) - SUM(CASE WHEN order_date "
     "BETWEEN '2024-01-01' AND '2024-10-20' THEN total END)) / SUM(CASE WHEN order_date BETWEEN '2024-01-01' AND "
     "'2024-10-20' THEN total END), 2) FROM orders WHERE status NOT IN ('Cancelled', 'Refunded')",
     "the same stretch of 2024: this year to date a year before (2024 restates it)"),
    ("How many orders did we get from January to July 2025 against the same months of 2024? Change in percent.",
     "SELECT ROUND(100.0 * (SUM(order_date BETWEEN '2025-01-01' AND '2025-07-31') - SUM(order_date BETWEEN "
     "'2024-01-01' AND '2024-07-31')) / SUM(order_date BETWEEN '2024-01-01' AND '2024-07-31'), 2) FROM orders",
     "the same months of 2024: the months named, a year before"),
    ("Are sales up on last year?",
     "SELECT SUM(CASE WHEN order_date >= '2025-01-01' THEN total END) - SUM(CASE WHEN order_date BETWEEN "
     "'2024-01-01' AND '2024-10-20' THEN total END) FROM orders WHERE status NOT IN ('Cancelled', 'Refunded')",
     "\"up on last year\" asks for the change (it gave last year's total), not \"rung up on a Saturday\""),
]


@pytest.mark.parametrize("question, sql, convention", COUNTED_BACK + LEFT_OUT + COMPARED_BACK)
def test_periods_counted_back_and_rows_left_out(shop, question, sql, convention):
    answer = play(shop, question).last.metadata["answer"]
    gold = gold_rows({"snake": shop}, sql)
    assert answer_matches(answer, GoldAnswer(("c0",), tuple(gold), False), question), (convention, answer)


def test_a_comparison_with_a_period_the_record_does_not_cover_abstains(shop):
    """The orders begin in March 2023: 2023 is not a whole year to set 2024 against."""
    answer = play(shop, "How did sales last year compare with the year before? Change in percent.").last.metadata[
        "answer"]
    assert answer.startswith("I can't answer this") and "2023-03-02" in answer, answer


def test_money_paid_back_is_stated_as_a_positive_amount(tmp_path):
    """Books that keep refunds as negative payments: "how much did we refund" is their size, not a negative sum."""
    path = sqlite_file(tmp_path / "till.sqlite", """
        CREATE TABLE payments (payment_id INTEGER PRIMARY KEY, paid_on TEXT NOT NULL, kind TEXT NOT NULL,
            amount REAL NOT NULL);
        INSERT INTO payments (paid_on, kind, amount) VALUES ('2024-02-01', 'Sale', 80), ('2024-03-05', 'Refund', -20),
            ('2024-06-09', 'Refund', -12.5), ('2024-07-01', 'Sale', 40), ('2025-01-03', 'Refund', -7);
    """)
    for question, expected in (("How much did we hand back in refunds in 2024?", 32.5),
                               ("How much have we paid out in refunds?", 39.5)):
        answer = play(path, question).last.metadata["answer"]
        assert answer_matches(answer, GoldAnswer(("c0",), ((expected,),), False), question), answer
    question = "The payments in 2024 split into sales and refunds, please."  # a breakdown keeps its signs
    answer = play(path, question).last.metadata["answer"]
    assert answer_matches(answer, GoldAnswer(("c0", "c1"), (("Sale", 120.0), ("Refund", -32.5)), False), question), \
        answer


def test_a_share_of_a_total_is_one_measure_over_another(tmp_path):
    """"What percentage of the total billed was NHS charges": a part's total over the whole's, not the share of rows
    with a charge."""
    path = sqlite_file(tmp_path / "surgery.sqlite", """
        CREATE TABLE invoices (invoice_id INTEGER PRIMARY KEY, issued_on TEXT NOT NULL, total REAL NOT NULL,
            nhs_charge REAL NOT NULL);
        INSERT INTO invoices (issued_on, total, nhs_charge) VALUES ('2024-01-10', 100, 25), ('2024-05-02', 300, 0),
            ('2024-09-30', 100, 75), ('2025-02-01', 50, 50);
    """)
    question = "What percentage of the total billed in 2024 was NHS charges?"
    answer = play(path, question).last.metadata["answer"]
    assert answer_matches(answer, GoldAnswer(("c0",), ((20.0,),), False), question), answer  # 100 of 500


def test_money_taken_leaves_out_what_is_still_to_come(tmp_path):
    """Games paid ahead and still 'Booked' have brought nothing in yet, like cancelled ones."""
    rows = [(f"2025-{m:02d}-0{d} 10:00", status, 10.0 * m + d) for m in range(1, 13) for d, status in enumerate(
        ["Completed", "Completed", "Cancelled"] if m < 11 else ["Booked", "Cancelled"], start=1)]  # November on: ahead
    path = sqlite_file(tmp_path / "rooms.sqlite", """
        CREATE TABLE bookings (booking_id INTEGER PRIMARY KEY, slot_start TEXT NOT NULL, status TEXT NOT NULL,
            amount_paid REAL);
        INSERT INTO bookings (slot_start, status, amount_paid) VALUES """ + ", ".join(f"('{d}', '{s}', {a})"
                                                                                   for d, s, a in rows))
    question = "How much have the bookings brought in?"
    answer = play(path, question).last.metadata["answer"]
    taken = sum(amount for _, status, amount in rows if status == "Completed")
    assert answer_matches(answer, GoldAnswer(("c0",), ((taken,),), False), question), answer


def test_by_number_of_ranks_rather_than_groups(tmp_path):
    """"The three biggest landlords by number of properties": the count ranks the landlords (it was read as a
    group "number" no column names)."""
    path = sqlite_file(tmp_path / "lettings.sqlite", """
        CREATE TABLE landlords (landlord_id INTEGER PRIMARY KEY, name TEXT NOT NULL);
        CREATE TABLE properties (property_id INTEGER PRIMARY KEY,
            landlord_id INTEGER NOT NULL REFERENCES landlords(landlord_id), address TEXT NOT NULL);
        INSERT INTO landlords VALUES (1, 'Ada Ward'), (2, 'Ben Dixon'), (3, 'Cy Howell'), (4, 'Di Moss');
        INSERT INTO properties (landlord_id, address) VALUES (1, '1 High St'), (1, '2 High St'), (1, '3 High St'),
            (2, '4 Mill Rd'), (3, '5 Mill Rd'), (3, '6 Mill Rd'), (4, '7 Low Ln'), (4, '8 Low Ln'), (4, '9 Low Ln'),
            (4, '10 Low Ln');
    """)
    question = "Who are our three biggest landlords by number of properties?"
    answer = play(path, question).last.metadata["answer"]
    gold = GoldAnswer(("c0", "c1"), (("Di Moss", 4), ("Ada Ward", 3), ("Cy Howell", 2)), True)
    assert answer_matches(answer, gold, question), answer


def test_no_one_is_not_a_missing_value(tmp_path):
    """"Companies with no one left": companies none of whose members are still here — not the companies with a
    member whose leaving date is missing (which it used to count)."""
    path = sqlite_file(tmp_path / "desks.sqlite", """
        CREATE TABLE companies (company_id INTEGER PRIMARY KEY, name TEXT NOT NULL);
        CREATE TABLE members (member_id INTEGER PRIMARY KEY, company_id INTEGER NOT NULL REFERENCES companies,
            joined_on TEXT NOT NULL, left_on TEXT);
        INSERT INTO companies VALUES (1, 'Acme'), (2, 'Globex'), (3, 'Initech');
        INSERT INTO members VALUES (1, 1, '2024-01-01', NULL), (2, 1, '2024-02-01', '2024-06-01'),
            (3, 2, '2024-01-05', '2024-03-01'), (4, 3, '2024-04-01', NULL);
    """)
    answer = play(path, "How many companies have no one left with us?").last.metadata["answer"]
    assert is_abstention(answer), answer


# A campsite open from March to October (two winter stays in November and December 2024) and a theatre dark in July
# and August: "this season" and "last season" are read from how many dates fall in each month; a business busy
# every month has no season to count back.
SEASONS = """
    CREATE TABLE stays (stay_id INTEGER PRIMARY KEY, arrival TEXT NOT NULL, nights INTEGER NOT NULL);
    CREATE TABLE performances (performance_id INTEGER PRIMARY KEY, perf_date TEXT NOT NULL, audience INTEGER NOT NULL);
    CREATE TABLE deliveries (delivery_id INTEGER PRIMARY KEY, delivered_on TEXT NOT NULL);
"""
SEASON_ROWS = {
    "stays (arrival, nights)": [(f"{y}-{m:02d}-{d:02d}", 1 + d % 4) for y, last in ((2024, 10), (2025, 9))
                                for m in range(3, last + 1) for d in range(1, 29, 4)]
    + [("2024-11-20", 2), ("2024-12-27", 3)],
    "performances (perf_date, audience)": [(f"{y + (m < 7)}-{m:02d}-{d:02d}", 100 + m) for y in (2023, 2024)
                                           for m in (9, 10, 11, 12, 1, 2, 3, 4, 5, 6) for d in range(1, 29, 4)],
    "deliveries (delivered_on)": [(f"2025-{m:02d}-{d:02d}",) for m in range(1, 13) for d in range(1, 29, 4)],
}
SEASON_QUESTIONS = [
    ("How many stays did we have last season?",  # not the winter stays
     "SELECT COUNT(*) FROM stays WHERE arrival BETWEEN '2024-03-01' AND '2024-10-31'"),
    ("How many stays have we had this season?", "SELECT COUNT(*) FROM stays WHERE arrival LIKE '2025%'"),
    ("How many performances did we give last season?",  # September 2023 to June 2024
     "SELECT COUNT(*) FROM performances WHERE perf_date BETWEEN '2023-09-01' AND '2024-08-31'"),
    ("What was the total audience this season?",
     "SELECT SUM(audience) FROM performances WHERE perf_date BETWEEN '2024-09-01' AND '2025-08-31'"),
    ("How many deliveries did we make this season?", None),  # deliveries every month: no season
]


@pytest.fixture(scope="module")
def seasons(tmp_path_factory) -> Path:
    path = database_of(tmp_path_factory, "seasons", SEASONS)
    con = sqlite3.connect(path)
    for table, rows in SEASON_ROWS.items():
        con.executemany(f"INSERT INTO {table} VALUES ({', '.join('?' * len(rows[0]))})", rows)
    con.commit()
    con.close()
    return path


@pytest.mark.parametrize("question, sql", SEASON_QUESTIONS)
def test_a_season_is_the_months_a_business_is_open(seasons, question, sql):
    answer = play(seasons, question).last.metadata["answer"]
    if sql is None:
        assert is_abstention(answer) and "every month" in answer, answer
    else:
        assert answer_matches(answer, GoldAnswer(("c0",), tuple(gold_rows({"snake": seasons}, sql)), False),
                              question), answer


RECEIPTS = """
    CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, name TEXT NOT NULL);
    CREATE TABLE invoices (invoice_id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers,
        issued_on TEXT NOT NULL, total REAL NOT NULL);
    CREATE TABLE payments (payment_id INTEGER PRIMARY KEY, invoice_id INTEGER NOT NULL REFERENCES invoices,
        paid_on TEXT NOT NULL, amount REAL NOT NULL);
    INSERT INTO customers VALUES (1, 'Acme'), (2, 'Globex');
    INSERT INTO invoices VALUES (1, 1, '2024-06-03', 100), (2, 2, '2024-06-20', 250), (3, 1, '2024-07-02', 80),
        (4, 2, '2024-07-15', 40);
    INSERT INTO payments VALUES (1, 1, '2024-06-30', 100), (2, 2, '2024-07-10', 200), (3, 3, '2024-07-20', 80);
"""


@pytest.fixture(scope="module")
def receipts(tmp_path_factory) -> Path:
    return database_of(tmp_path_factory, "receipts", RECEIPTS)


@pytest.mark.parametrize("question, expected, convention", [
    ("What were our takings in July 2024?", 280, "takings: the money received, not what was billed"),
    ("How much money came in during July 2024?", 280, "money that came in: the payments"),
    ("How much did we invoice in July 2024?", 120, "invoiced: the invoices' totals"),
    ("How many invoices did our customers get in June 2024?", 2, "'our customers' own every invoice: no filter"),
])
def test_money_received_and_the_owners_of_what_is_counted(receipts, question, expected, convention):
    answer = play(receipts, question).last.metadata["answer"]
    assert answer_matches(answer, GoldAnswer(("c0",), ((expected,),), False), question), (convention, answer)


def test_this_year_of_a_one_year_record_is_all_of_it(billing):
    """Invoices issued between May and July 2024 only: "this year" restricts nothing."""
    answer = play(billing, "How many invoices did we issue this year?").last.metadata["answer"]
    assert answer_matches(answer, GoldAnswer(("c0",), ((6,),), False), "How many"), answer


def test_a_word_the_schema_documents_in_a_comment_links_to_its_column(tmp_path):
    """Nothing names "docks" but the comment on ``capacity``: the schema's documentation says what it holds."""
    path = tmp_path / "bikes.sqlite"
    con = sqlite3.connect(path)
    con.executescript("""
        CREATE TABLE stations (
            station_id INTEGER PRIMARY KEY,
            name       TEXT NOT NULL,
            capacity   INTEGER NOT NULL,  -- number of docks
            closed_on  TEXT               -- NULL while open
        );
        INSERT INTO stations VALUES (1, 'Quay', 12, NULL), (2, 'Mill', 20, '2024-03-01'), (3, 'Park', 15, NULL);
    """)
    con.close()
    answer = play(path, "How many docks do our stations have in total?").last.metadata["answer"]
    assert answer_matches(answer, GoldAnswer(("c0",), ((47,),), False), "How many"), answer


def test_values_the_question_splits_between_are_groups(shop):
    """"Split between Completed, Cancelled and Refunded": one figure per status, not one over all three."""
    question = "How many orders do we have, split between Completed, Cancelled and Refunded?"
    answer = play(shop, question).last.metadata["answer"]
    gold = gold_rows({"snake": shop}, "SELECT status, COUNT(*) FROM orders GROUP BY status")
    assert answer_matches(answer, GoldAnswer(("c0", "c1"), tuple(gold), False), question), answer


def test_a_date_named_as_the_ranking_counts_its_events(tmp_path):
    """"The busiest station, by rides started there": rides counted per station, never a sum of dates."""
    path = tmp_path / "rides.sqlite"
    con = sqlite3.connect(path)
    con.executescript("""
        CREATE TABLE stations (station_id INTEGER PRIMARY KEY, name TEXT NOT NULL);
        CREATE TABLE rides (ride_id INTEGER PRIMARY KEY, station_id INTEGER NOT NULL REFERENCES stations,
                            started_at TEXT NOT NULL);
        INSERT INTO stations VALUES (1, 'Quay'), (2, 'Mill');
        INSERT INTO rides (station_id, started_at) VALUES (1, '2023-02-01 09:00'), (2, '2023-03-01 10:00'),
            (2, '2023-04-01 11:00'), (1, '2024-01-05 08:00'), (1, '2024-02-05 08:00'), (1, '2024-03-05 08:00');
    """)
    con.close()
    question = "Which was our busiest station in 2023, and how many rides started there?"
    answer = play(path, question).last.metadata["answer"]
    assert answer_matches(answer, GoldAnswer(("c0", "c1"), (("Mill", 2),), False), question), answer


def test_an_event_in_a_month_is_dated_by_its_start(tmp_path):
    """Bookings with a start and an end: "bookings in February" are those starting then."""
    path = tmp_path / "rooms.sqlite"
    con = sqlite3.connect(path)
    con.executescript("""
        CREATE TABLE bookings (booking_id INTEGER PRIMARY KEY, starts_at TEXT NOT NULL, ends_at TEXT NOT NULL,
                               status TEXT NOT NULL);
        INSERT INTO bookings (starts_at, ends_at, status) VALUES ('2023-01-31 22:00', '2023-02-01 01:00', 'Completed'),
            ('2023-02-10 09:00', '2023-02-10 10:00', 'Completed'), ('2023-02-11 09:00', '2023-02-11 11:00', 'No-show'),
            ('2023-02-28 23:00', '2023-03-01 01:00', 'Completed'), ('2023-03-02 09:00', '2023-03-02 10:00', 'Completed');
    """)
    con.close()
    question = "How many bookings in February 2023 were completed?"
    answer = play(path, question).last.metadata["answer"]
    assert answer_matches(answer, GoldAnswer(("c0",), ((2,),), False), question), answer


def test_how_things_are_split_across_groups_is_a_count_per_group(billing):
    question = "How are our clients split across the plans?"
    answer = play(billing, question).last.metadata["answer"]
    gold = gold_rows({"snake": billing}, "SELECT p.plan_name, COUNT(*) FROM clients c JOIN plans p "
                                         "ON p.plan_id = c.plan_id GROUP BY p.plan_id")
    assert answer_matches(answer, GoldAnswer(("c0", "c1"), tuple(gold), False), question), answer


def test_a_word_of_a_compound_table_name_names_its_rows(tmp_path):
    """"games" is nothing but the first word of ``game_results``: the rows counted."""
    path = tmp_path / "rooms.sqlite"
    con = sqlite3.connect(path)
    con.executescript("""
        CREATE TABLE rooms (room_id INTEGER PRIMARY KEY, name TEXT NOT NULL);
        CREATE TABLE game_results (result_id INTEGER PRIMARY KEY, room_id INTEGER NOT NULL REFERENCES rooms,
                                   escaped INTEGER NOT NULL);
        INSERT INTO rooms VALUES (1, 'Pirate Cove'), (2, 'Prison Break');
        INSERT INTO game_results (room_id, escaped) VALUES (1, 1), (1, 0), (2, 1), (1, 1), (2, 0);
    """)
    con.close()
    question = "How many games have we run in Prison Break?"
    answer = play(path, question).last.metadata["answer"]
    assert answer_matches(answer, GoldAnswer(("c0",), ((2,),), False), question), answer


def test_people_are_counted_only_from_a_table_of_people(billing):
    """"How many people had a cancelled stay": counting stays would answer another question."""
    answer = play(billing, "How many people had a cancelled stay?").last.metadata["answer"]
    assert is_abstention(answer), answer


STUDIO = """
    CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, name TEXT NOT NULL, joined_on TEXT NOT NULL);
    CREATE TABLE lessons (lesson_id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers,
        starts_at TEXT NOT NULL, ends_at TEXT NOT NULL, minutes INTEGER NOT NULL, status TEXT NOT NULL);
    CREATE TABLE payments (payment_id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers,
        paid_on TEXT NOT NULL, amount REAL NOT NULL, method TEXT NOT NULL);
    CREATE TABLE refunds (refund_id INTEGER PRIMARY KEY, payment_id INTEGER NOT NULL REFERENCES payments,
        refunded_on TEXT NOT NULL, amount REAL NOT NULL);
    INSERT INTO customers VALUES (1, 'Ada', '2024-02-10'), (2, 'Bo', '2024-03-05'), (3, 'Cy', '2024-09-01'),
        (4, 'Di', '2025-04-12'), (5, 'Ed', '2025-11-30');
    INSERT INTO payments VALUES (1, 1, '2024-03-01', 40, 'Card'), (2, 2, '2025-02-01', 60, 'Cash'),
        (3, 3, '2025-06-01', 20, 'Card'), (4, 4, '2025-11-30', 30, 'Card');
    INSERT INTO refunds VALUES (1, 1, '2024-03-09', 10), (2, 3, '2025-11-30', 5);
"""
# The studio was snapshotted on 2025-11-30 (customers, payments and refunds all end that day); lessons are booked
# into 2026. Lessons: (customer, start, minutes, status) -- a Saturday start on 2025-11-29, the rest spread out.
STUDIO_LESSONS = [
    (1, "2024-05-04 10:00", 60, "Taught"), (2, "2024-11-16 09:00", 30, "Taught"), (1, "2025-01-11 10:00", 60, "Taught"),
    (3, "2025-03-08 11:00", 90, "Taught"), (4, "2025-06-03 18:00", 60, "Taught"), (4, "2025-11-29 10:00", 60, "Taught"),
    (5, "2025-12-06 10:00", 30, "Booked"), (2, "2025-12-13 10:00", 60, "Booked"), (3, "2026-01-10 10:00", 60, "Booked"),
]


@pytest.fixture(scope="module")
def studio(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("studio") / "studio.sqlite"
    con = sqlite3.connect(path)
    con.executescript(STUDIO)
    con.executemany("INSERT INTO lessons (customer_id, starts_at, ends_at, minutes, status) "
                    "VALUES (?, ?, datetime(?, '+' || ? || ' minutes'), ?, ?)",
                    [(c, start, start, minutes, minutes, status) for c, start, minutes, status in STUDIO_LESSONS])
    con.commit()
    con.close()
    return path


STUDIO_ANSWERS = [
    ("How many lessons have we had this year?",
     "SELECT COUNT(*) FROM lessons WHERE starts_at >= '2025-01-01' AND starts_at < '2025-12-01'",
     "this year runs to the day the database was taken (three tables end on 2025-11-30), not to the last booking"),
    ("How many customers have joined since we opened in March 2024?",
     "SELECT COUNT(*) FROM customers WHERE joined_on >= '2024-03-01'", "since ... in March 2024: from then on"),
    ("How long do lessons usually last, in minutes?", "SELECT ROUND(AVG(minutes), 2) FROM lessons",
     "how long: the stored length of time, in the unit asked"),
    ("How long does a lesson last on average, in hours?",
     "SELECT ROUND(AVG((julianday(ends_at) - julianday(starts_at)) * 24), 2) FROM lessons",
     "how long, in hours: the time between the start and the end"),
    ("What is the average number of hours from start to end of a lesson?",
     "SELECT ROUND(AVG((julianday(ends_at) - julianday(starts_at)) * 24), 2) FROM lessons",
     "hours from X to Y: the two dates the words of each end name, in the unit asked"),
    ("Which day of the week has the most lessons?",
     "SELECT 'Saturday'", "the weekday of the start, by count (eight of nine start on a Saturday)"),
]


@pytest.mark.parametrize("question, sql, convention", STUDIO_ANSWERS)
def test_reads_today_lengths_of_time_and_weekdays(studio, question, sql, convention):
    answer = play(studio, question).last.metadata["answer"]
    gold = gold_rows({"snake": studio}, sql)
    assert answer_matches(answer, GoldAnswer(("c0",), tuple(gold), False), question), (convention, answer)


@pytest.mark.parametrize("question", [
    "Break down the money we took in 2025 by how it was paid.",  # a breakdown whose groups it could not read
    "How long does a typical e-lesson last, in minutes?",  # the "e" of "e-lesson" is a code it cannot find
    "What's the biggest single payment we've had, and who made it?",  # a second answer the query would not give
    "Count and amount of payments for each method, please.",
    "How many lessons did we give this season?",  # too few lessons to show the business's season
])
def test_abstains_on_what_it_cannot_read(studio, question):
    answer = play(studio, question).last.metadata["answer"]
    assert is_abstention(answer), answer


def test_on_hold_is_paused(tmp_path):
    """"Memberships on hold": the status that says paused (the words "on" and "hold" name nothing of their own)."""
    path = tmp_path / "gym.sqlite"
    con = sqlite3.connect(path)
    con.executescript("""
        CREATE TABLE memberships (membership_id INTEGER PRIMARY KEY, plan TEXT NOT NULL, status TEXT NOT NULL);
        WITH RECURSIVE n(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM n WHERE k < 30)
        INSERT INTO memberships SELECT k, CASE WHEN k % 2 THEN 'Adult' ELSE 'Student' END,
            CASE WHEN k % 5 = 0 THEN 'Paused' WHEN k % 7 = 0 THEN 'Cancelled' ELSE 'Active' END FROM n;
    """)
    con.close()
    assert_gold(path, "How many memberships are on hold at the moment?",
                "SELECT COUNT(*) FROM memberships WHERE status = 'Paused'")


def test_how_many_kilos_never_counts_rows(tmp_path):
    """"How many kilos did each sector send us?": a weight, added up, never the number of clients per sector."""
    path = tmp_path / "laundry.sqlite"
    con = sqlite3.connect(path)
    con.executescript("""
        CREATE TABLE clients (client_id INTEGER PRIMARY KEY, name TEXT NOT NULL, sector TEXT NOT NULL);
        CREATE TABLE collections (collection_id INTEGER PRIMARY KEY, client_id INTEGER NOT NULL REFERENCES clients,
                                  collected_on TEXT NOT NULL, kg_collected REAL NOT NULL, kg_billed REAL NOT NULL);
        INSERT INTO clients VALUES (1, 'Bay Hotel', 'Hotel'), (2, 'Crown Hotel', 'Hotel'), (3, 'Pier Cafe', 'Restaurant');
        INSERT INTO collections VALUES (1, 1, '2024-03-01', 120, 118), (2, 2, '2024-03-02', 80, 80),
            (3, 3, '2024-03-03', 40, 41), (4, 1, '2024-03-08', 110, 110);
    """)
    con.close()
    answer = play(path, "How many kilos did each sector send us?").last.metadata["answer"]
    assert is_abstention(answer), answer


@pytest.mark.parametrize("task_id, reason", [
    ("coworking/worst_no_show_room", "which one"),  # one figure, no room named, answers no "which meeting room"
    ("brewery/invoices_for_customer/0", "count rows"),  # "how many invoices" half-names credit_days: not its sum
])
def test_built_in_questions_it_no_longer_answers_wrongly(task_id, reason):
    """Each abstains for its reason, or has since learnt to answer it right (never a wrong answer)."""
    task = task_by_id(task_id)
    env = AnalystEnv(tasks=[task])
    try:
        metadata = play_episode(env, RuleBasedAnalyst(), task_id=task.task_id).last.metadata
    finally:
        env.close()
    answer = metadata["answer"]
    assert metadata["correct"] or is_abstention(answer) and reason in answer, answer


def test_a_date_column_is_named_only_by_all_its_words(tmp_path):
    """"Passed their driving test in May" names the test's date, not ``theory_passed_on``: the period dates the
    driving tests named before it (Bob passed in May), never the theory test (Ann and Cat passed theirs in May)."""
    path = tmp_path / "school.sqlite"
    con = sqlite3.connect(path)
    con.executescript("""
        CREATE TABLE pupils (pupil_id INTEGER PRIMARY KEY, name TEXT NOT NULL, registered_on TEXT NOT NULL,
                             theory_passed_on TEXT);
        CREATE TABLE driving_tests (test_id INTEGER PRIMARY KEY, pupil_id INTEGER NOT NULL REFERENCES pupils,
                                    test_date TEXT NOT NULL, result TEXT NOT NULL);
        INSERT INTO pupils VALUES (1, 'Ann', '2025-01-02', '2025-05-03'), (2, 'Bob', '2025-01-05', '2025-03-01'),
            (3, 'Cat', '2025-02-01', '2025-05-20');
        INSERT INTO driving_tests (pupil_id, test_date, result) VALUES (1, '2025-06-01', 'Pass'),
            (2, '2025-05-10', 'Pass'), (3, '2025-07-01', 'Fail'), (3, '2025-05-25', 'Fail'), (1, '2025-04-01', 'Fail'),
            (2, '2025-04-02', 'Fail'), (3, '2025-04-03', 'Fail'), (1, '2025-04-04', 'Fail'), (2, '2025-04-05', 'Fail');
    """)
    con.close()
    answer = play(path, "How many of our pupils passed their driving test in May 2025?").last.metadata["answer"]
    assert answer_matches(answer, GoldAnswer(("c0",), ((1,),), False), "How many"), answer


def test_next_year_is_what_is_booked_ahead(tmp_path):
    """"Next year" is the year after the database's today (the day its tables agree on), "in the diary" is what is
    booked and still on (the cancelled bookings left out), and the events are dated by what was booked: not the day
    the booking was made, nor the day it was cancelled."""
    path = tmp_path / "venue.sqlite"
    con = sqlite3.connect(path)
    con.executescript("""
        CREATE TABLE bookings (booking_id INTEGER PRIMARY KEY, booked_on TEXT NOT NULL, event_date TEXT NOT NULL,
                               status TEXT NOT NULL, cancelled_on TEXT);
        WITH RECURSIVE n(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM n WHERE k < 36)
        INSERT INTO bookings SELECT k, date('2025-10-31', '-' || (k * 9 - 9) || ' days'),
            date('2025-10-31', '-' || (k * 9 - 9) || ' days', '+' || (k * 11) || ' days'),
            CASE WHEN k % 4 = 0 THEN 'Cancelled' WHEN k % 4 = 1 THEN 'Provisional' ELSE 'Confirmed' END,
            CASE WHEN k % 4 = 0 THEN date('2025-10-31', '-' || (k * 9 - 10) || ' days') END FROM n;
        CREATE TABLE payments (payment_id INTEGER PRIMARY KEY, booking_id INTEGER NOT NULL REFERENCES bookings,
                               paid_on TEXT NOT NULL, amount REAL NOT NULL);
        INSERT INTO payments SELECT booking_id, booking_id, booked_on, 100 FROM bookings;
        CREATE TABLE enquiries (enquiry_id INTEGER PRIMARY KEY, received_on TEXT NOT NULL);
        INSERT INTO enquiries VALUES (1, '2025-06-01'), (2, '2025-10-31');
    """)
    con.close()
    assert_gold(path, "How many bookings have we got in the diary for next year?",
                "SELECT COUNT(*) FROM bookings WHERE event_date LIKE '2026%' AND status <> 'Cancelled'")


@pytest.mark.parametrize("question", ["How much is owed to us?", "How much are we owed on our invoices?",
                                      "What's the total outstanding on our invoices right now?",
                                      "How much is owed to us, due or not?"])  # "X or not": whichever
def test_a_debt_written_off_is_owed_no_more(tmp_path, question):
    """What customers owe is billed less paid on the invoices still open: not on those written off as bad debt (and
    not the total billed, when nothing needed looking up before the query)."""
    path = tmp_path / "ledger.sqlite"
    con = sqlite3.connect(path)
    con.executescript("""
        CREATE TABLE invoices (invoice_id INTEGER PRIMARY KEY, customer TEXT NOT NULL, total REAL NOT NULL,
                               amount_paid REAL NOT NULL, status TEXT NOT NULL);
        WITH RECURSIVE n(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM n WHERE k < 24)
        INSERT INTO invoices SELECT k, 'Customer ' || (k % 5), 100 + k, CASE k % 4 WHEN 0 THEN 100 + k WHEN 1 THEN 40
            ELSE 0 END, CASE k % 4 WHEN 0 THEN 'Paid' WHEN 1 THEN 'Part Paid' WHEN 2 THEN 'Unpaid' ELSE 'Written Off'
            END FROM n;
    """)
    con.close()
    assert_gold(path, question, "SELECT SUM(total - amount_paid) FROM invoices WHERE status <> 'Written Off'")
    assert_gold(path, "Which two customers owe us the most?",  # ranked by what they owe, not by their invoices
                "SELECT customer FROM invoices WHERE status <> 'Written Off' GROUP BY customer "
                "ORDER BY SUM(total - amount_paid) DESC LIMIT 2")


def test_current_rows_are_the_ones_a_status_marks(tmp_path):
    """"Active members right now": the status that says so, not every member without a cancellation date (two paused
    members have none either)."""
    path = tmp_path / "gym.sqlite"
    con = sqlite3.connect(path)
    con.executescript("""
        CREATE TABLE memberships (membership_id INTEGER PRIMARY KEY, plan TEXT NOT NULL, status TEXT NOT NULL,
                                  start_date TEXT NOT NULL, cancelled_on TEXT);
        INSERT INTO memberships (plan, status, start_date, cancelled_on) VALUES
            ('Adult', 'Active', '2024-01-05', NULL), ('Adult', 'Active', '2024-02-05', NULL),
            ('Student', 'Paused', '2024-03-05', NULL), ('Adult', 'Cancelled', '2024-04-05', '2024-09-01'),
            ('Student', 'Active', '2024-05-05', NULL), ('Adult', 'Paused', '2024-06-05', NULL),
            ('Adult', 'Cancelled', '2024-07-05', '2025-01-10'), ('Student', 'Active', '2024-08-05', NULL);
        INSERT INTO memberships (plan, status, start_date, cancelled_on)  -- twice over: a status is a category
            SELECT plan, status, date(start_date, '+1 year'), date(cancelled_on, '+1 year') FROM memberships;
    """)
    con.close()
    answer = play(path, "How many active memberships have we got right now?").last.metadata["answer"]
    assert answer_matches(answer, GoldAnswer(("c0",), ((8,),), False), "How many"), answer


def test_sales_ask_for_money_even_where_the_word_links_to_a_date(tmp_path):
    """"The best month for sales" over jobs that carry no amount: counting jobs would answer another question."""
    path = tmp_path / "print.sqlite"
    con = sqlite3.connect(path)
    con.executescript("""
        CREATE TABLE jobs (job_id INTEGER PRIMARY KEY, product TEXT NOT NULL, ordered_on TEXT NOT NULL,
                           quantity INTEGER NOT NULL);
        INSERT INTO jobs (product, ordered_on, quantity) VALUES ('Flyers', '2024-01-10', 500),
            ('Cards', '2024-01-20', 250), ('Banner', '2024-02-03', 1), ('Flyers', '2024-03-09', 1000);
    """)
    con.close()
    answer = play(path, "Which month had the best sales?").last.metadata["answer"]
    assert is_abstention(answer), answer


def test_takings_are_not_added_up_from_purchases(tmp_path):
    """A bakery's only amounts are what it paid suppliers: "takings" are money coming in, so it says it can't."""
    path = tmp_path / "bakery.sqlite"
    con = sqlite3.connect(path)
    con.executescript("""
        CREATE TABLE purchases (purchase_id INTEGER PRIMARY KEY, supplier TEXT NOT NULL, ordered_on TEXT NOT NULL,
                                total REAL NOT NULL);
        INSERT INTO purchases (supplier, ordered_on, total) VALUES ('Mill', '2024-06-03', 120.0),
            ('Dairy', '2024-06-10', 80.5), ('Mill', '2024-07-01', 130.0);
    """)
    con.close()
    answer = play(path, "What were our total takings for June 2024?").last.metadata["answer"]
    assert is_abstention(answer), answer


ROTA = """
    CREATE TABLE staff (staff_id INTEGER PRIMARY KEY, name TEXT NOT NULL, role TEXT NOT NULL, hired_on TEXT NOT NULL);
    CREATE TABLE shifts (shift_id INTEGER PRIMARY KEY, staff_id INTEGER NOT NULL REFERENCES staff,
        shift_date TEXT NOT NULL, hours REAL NOT NULL, channel TEXT NOT NULL);
    CREATE TABLE tickets (ticket_id INTEGER PRIMARY KEY, ticket_price REAL NOT NULL, sold_on TEXT NOT NULL);
    INSERT INTO staff VALUES (1, 'Ann', 'Server', '2023-01-05'), (2, 'Bob', 'Server', '2024-03-01'),
        (3, 'Cy', 'Barista', '2022-07-11'), (4, 'Di', 'Server', '2021-09-30');
    INSERT INTO shifts VALUES (1, 1, '2025-02-03', 6, 'shop'), (2, 1, '2025-02-10', 7.5, 'shop'),
        (3, 2, '2025-02-04', 8.5, 'online'), (4, 3, '2025-02-05', 9, 'shop'), (5, 4, '2025-01-20', 8, 'online'),
        (6, 2, '2025-02-18', 4, 'shop');
    INSERT INTO tickets VALUES (1, 12.5, '2025-02-01'), (2, 8, '2025-02-02'), (3, 20, '2025-03-01');
"""


@pytest.fixture(scope="module")
def rota(tmp_path_factory) -> Path:
    return database_of(tmp_path_factory, "rota", ROTA)


@pytest.mark.parametrize("question, count", [
    ("How many shifts were worked in February 2025, online included?", 5),
    ("How many shifts were worked in February 2025, online shifts too?", 5),
    ("How many shifts were worked in February 2025, shop and online together?", 5),
    ("How many shifts were worked in February 2025 online?", 1),
])
def test_a_value_the_question_includes_is_not_a_filter(rota, question, count):
    """"Online included" adds the online shifts to the rest, and so does "shop and online together" where only
    'online' is a stored value of the column; "online" alone selects them."""
    answer = play(rota, question).last.metadata["answer"]
    assert answer_matches(answer, GoldAnswer(("c0",), ((count,),), False), question), answer


@pytest.mark.parametrize("question", [
    "How many ticket prices were there in February 2025?",  # a count, never a sum of money
])
def test_a_figure_of_the_wrong_kind_is_not_an_answer(rota, question):
    answer = play(rota, question).last.metadata["answer"]
    assert is_abstention(answer), answer


def test_who_worked_the_most_hours_is_the_person_above_them(rota):
    """Not "the highest hours is 8.5" (a bare figure names no one): the staff the shifts point at, ranked by their
    hours added up."""
    assert_gold(rota, "Who worked the most hours among the servers in February 2025?",
                "SELECT s.name, SUM(h.hours) FROM shifts h JOIN staff s ON s.staff_id = h.staff_id "
                "WHERE s.role = 'Server' AND h.shift_date LIKE '2025-02%' GROUP BY 1 ORDER BY 2 DESC LIMIT 1")


@pytest.mark.parametrize("value, words", [("No-show", "no show"), ("Puddle & Pip", "puddle pip"), ("B&B", "b b"),
                                          ("Health & Wellness", "health wellness"), ("Café", "café")])
def test_a_stored_value_is_looked_up_as_the_question_spells_it(value, words):
    """The lookup query (SQL) and the reading of its hits (Python) spell a value the same way, as tokens would."""
    con = sqlite3.connect(":memory:")
    try:
        in_sql = con.execute(f"SELECT {spelled_sql('v')} FROM (SELECT ? AS v)", (value,)).fetchone()[0]
    finally:
        con.close()
    assert spelled(value) == in_sql == words
    assert " ".join(t.lower for t in tokenize(f"Sold by {value}?")[2:]) == words
    assert words in phrase_forms({value.lower(): range(0, 1)})  # a quoted value keeps its '&': spelled alike


@pytest.mark.parametrize("db, question", [
    ("campsite", "Which kind of stay gets the best reviews? Number of reviews and average stars for each pitch type."),
    ("commercial_laundry", "Which machines break down the most? Number of breakdowns per washer since records began."),
])
def test_a_top_per_group_never_ranks_the_groups_themselves(db, question):
    """Where the ranked things are the groups ("... for each pitch type"), each group's top is itself: no answer
    may come from a RANK() partitioned by the very column it ranks (seen on training databases with glossaries)."""
    from envs.databases import database_path

    task = Task(f"{db}/q", db, question, None, "hard", "train", database_path(db))
    env = AnalystEnv(tasks=[task], glossary=True)  # the owner's words link the groups the rules then ranked
    try:
        episode = play_episode(env, RuleBasedAnalyst(), task_id=task.task_id)
    finally:
        env.close()
    for step in episode.steps:
        sql = step.action.argument if step.action.kind == "query" else ""
        assert not re.search(r'SELECT ("[^"]+"\."[^"]+") AS ("[^"]+"), \1 AS \2, .* OVER \(PARTITION BY \1 ', sql), sql


# ---------------------------------------------------------------- days of the week and hours of the day

TILL_SALES = [  # (sold_at, total): a till over two years; weekends busier, afternoons busiest on weekdays
    (f"{day} {hour:02d}:{minute:02d}", float(5 + (i % 7) * 3))
    for i, (day, hours) in enumerate(
        (f"{year}-{month:02d}-{dom:02d}", (10, 13, 13, 15, 15, 15) if dom % 7 in (1, 2) else (9, 14, 14, 16))
        for year in (2024, 2025) for month in (3, 6, 9) for dom in range(1, 29))
    for hour in hours for minute in (5,)
]


@pytest.fixture(scope="module")
def till(tmp_path_factory) -> Path:
    path = database_of(tmp_path_factory, "till", "CREATE TABLE sales (sale_id INTEGER PRIMARY KEY, "
                                                 "sold_at TEXT NOT NULL, total REAL NOT NULL);")
    con = sqlite3.connect(path)
    con.executemany("INSERT INTO sales (sold_at, total) VALUES (?, ?)", TILL_SALES)
    con.commit()
    con.close()
    return path


WEEKEND = "strftime('%w', sold_at) IN ('0', '6')"


@pytest.mark.parametrize("question, sql, reading", [
    ("How many sales did we ring up at weekends in 2025?",
     f"SELECT COUNT(*) FROM sales WHERE {WEEKEND} AND sold_at LIKE '2025%'", "at weekends: Saturdays and Sundays"),
    ("What were our total sales on Saturdays in 2024?",
     "SELECT ROUND(SUM(total), 2) FROM sales WHERE strftime('%w', sold_at) = '6' AND sold_at LIKE '2024%'",
     "on Saturdays: every Saturday"),
    ("What percentage of our sales were rung up on a Saturday or Sunday?",
     f"SELECT ROUND(100.0 * SUM({WEEKEND}) / COUNT(*), 2) FROM sales", "the days after the verb are the condition"),
    ("At what hour of the day do we make the most sales?",
     "SELECT strftime('%H', sold_at), COUNT(*) FROM sales GROUP BY 1 ORDER BY 2 DESC LIMIT 1", "the hour of the time"),
    ("On weekdays, which hour of the day sees the most sales?",
     f"SELECT strftime('%H', sold_at), COUNT(*) FROM sales WHERE NOT {WEEKEND} GROUP BY 1 ORDER BY 2 DESC LIMIT 1",
     "on weekdays: Monday to Friday"),
])
def test_days_of_the_week_and_hours_of_the_day(till, question, sql, reading):
    assert_gold(till, question, sql, why=reading)


@pytest.mark.parametrize("question", [
    "How many sales did we make last Saturday?",  # one Saturday, which the baseline does not count back to
    "What did we take over the bank holiday weekend in 2024?",  # a named weekend, not every one
    "How many sales on Easter Saturday 2025?",
    "How many sales did we make from Tuesday to Saturday in 2025?",  # a range of days
])
def test_one_named_day_is_not_every_such_day(till, question):
    assert is_abstention(play(till, question).last.metadata["answer"])


def test_no_hour_of_a_date_without_a_time(shop):
    """order_date holds days only: every order would fall in hour 00."""
    assert is_abstention(play(shop, "At what hour of the day do we take the most orders?").last.metadata["answer"])


# ---------------------------------------------------------------- requests that name no figure

KENNEL = """
    CREATE TABLE breeds (breed_id INTEGER PRIMARY KEY, name TEXT NOT NULL);
    CREATE TABLE dogs (dog_id INTEGER PRIMARY KEY, name TEXT NOT NULL, breed_id INTEGER NOT NULL REFERENCES breeds,
        size TEXT NOT NULL);
    INSERT INTO breeds VALUES (1, 'Beagle'), (2, 'Collie'), (3, 'Whippet');
    INSERT INTO dogs VALUES (1, 'Rex', 1, 'Medium'), (2, 'Bess', 2, 'Large'), (3, 'Fly', 2, 'Large'),
        (4, 'Moss', 2, 'Large'), (5, 'Pip', 3, 'Small'), (6, 'Dot', 1, 'Small'), (7, 'Nell', 2, 'Medium');
"""


@pytest.fixture(scope="module")
def kennel(tmp_path_factory) -> Path:
    return database_of(tmp_path_factory, "kennel", KENNEL)


@pytest.mark.parametrize("question, sql, ordered", [
    ("Dogs by breed.", "SELECT b.name, COUNT(*) FROM dogs d JOIN breeds b USING (breed_id) GROUP BY b.name", False),
    ("Give me dogs per size, biggest first (ties alphabetical).",
     "SELECT size, COUNT(*) FROM dogs GROUP BY size ORDER BY 2 DESC, 1", True),
])
def test_a_request_for_rows_by_group_counts_them(kennel, question, sql, ordered):
    assert_gold(kennel, question, sql, ordered)


def test_a_request_opening_with_top_names_the_top_rows(kennel):
    """"Top two breeds by number of dogs.": a request for the top rows, as "which two breeds have the most dogs"."""
    sql = "SELECT b.name, COUNT(*) FROM dogs d JOIN breeds b USING (breed_id) GROUP BY b.name ORDER BY 2 DESC LIMIT 2"
    assert_gold(kennel, "Top two breeds by number of dogs.", sql, ordered=True)


def test_a_request_for_money_adds_it_up(till):
    assert_gold(till, "Sales by month for 2025, please.", "SELECT substr(sold_at, 1, 7), ROUND(SUM(total), 2) "
                                                           "FROM sales WHERE sold_at LIKE '2025%' GROUP BY 1")


def test_rows_that_carry_money_are_not_counted_unasked(shop):
    """"Orders by month": how many orders, or how much they took? A request naming no figure does not say."""
    assert is_abstention(play(shop, "Orders by month in 2025.").last.metadata["answer"])


# ---------------------------------------------------------------- people by role, by seniority, by surname

STAFF = """
    CREATE TABLE staff (staff_id INTEGER PRIMARY KEY, title TEXT NOT NULL, first_name TEXT NOT NULL,
        last_name TEXT NOT NULL, role TEXT NOT NULL, hired_on TEXT NOT NULL, left_on TEXT);
    INSERT INTO staff VALUES (1, 'Mr', 'Adam', 'Young', 'Dockhand', '2021-04-01', NULL),
        (2, 'Ms', 'Bea', 'Cole', 'Dockhand', '2019-06-15', NULL),
        (3, 'Mr', 'Carl', 'Marsh', 'Dockhand', '2023-01-09', NULL),
        (4, 'Ms', 'Dina', 'Abbot', 'Dockhand', '2018-02-01', '2022-12-31'),
        (5, 'Mrs', 'Erin', 'Hale', 'Harbour Master', '2015-03-01', NULL),
        (6, 'Mr', 'Finn', 'Berry', 'Clerk', '2020-05-05', '2024-03-31'),
        (7, 'Ms', 'Gail', 'Ames', 'Clerk', '2022-08-22', NULL);
"""


@pytest.fixture(scope="module")
def staff(tmp_path_factory) -> Path:
    return database_of(tmp_path_factory, "staff", STAFF)


@pytest.mark.parametrize("question, sql, ordered, reading", [
    ("Who are our dockhands at the moment? Longest-serving first.",
     "SELECT first_name || ' ' || last_name FROM staff WHERE role = 'Dockhand' AND left_on IS NULL ORDER BY hired_on",
     True, "longest-serving first: by the day each was hired"),
    ("Who is our harbour master?", "SELECT first_name || ' ' || last_name FROM staff WHERE role = 'Harbour Master'",
     False, "a person's name, not their title"),
    ("Who are our clerks?", "SELECT first_name || ' ' || last_name FROM staff WHERE role = 'Clerk' ORDER BY last_name",
     True, "people listed by surname"),
    ("Which staff have left us, and when?",
     "SELECT first_name || ' ' || last_name, left_on FROM staff WHERE left_on IS NOT NULL ORDER BY left_on", True,
     "those who left, each with the day"),
    ("Which staff have left us, and when? Latest first.",
     "SELECT first_name || ' ' || last_name, left_on FROM staff WHERE left_on IS NOT NULL ORDER BY left_on DESC",
     True, "the day is the order too"),
])
def test_people_by_role(staff, question, sql, ordered, reading):
    assert_gold(staff, question, sql, ordered, reading)


# ---------------------------------------------------------------- verbs of money that spend something else

PASTIMES = """
    CREATE TABLE dogs (dog_id INTEGER PRIMARY KEY, name TEXT NOT NULL);
    CREATE TABLE stays (stay_id INTEGER PRIMARY KEY, dog_id INTEGER NOT NULL REFERENCES dogs(dog_id),
        arrived_on TEXT NOT NULL, nights INTEGER NOT NULL, fee REAL NOT NULL);
    CREATE TABLE collections (collection_id INTEGER PRIMARY KEY, collected_on TEXT NOT NULL, kg REAL NOT NULL,
        charge REAL NOT NULL);
    CREATE TABLE members (member_id INTEGER PRIMARY KEY, name TEXT NOT NULL, started_on TEXT NOT NULL,
        fee REAL NOT NULL);
    CREATE TABLE rides (ride_id INTEGER PRIMARY KEY, started_at TEXT NOT NULL, duration_min INTEGER NOT NULL,
        fare REAL NOT NULL);
    CREATE TABLE clients (client_id INTEGER PRIMARY KEY, name TEXT NOT NULL, lost_to_competitor TEXT);
    INSERT INTO dogs VALUES (1, 'Rex'), (2, 'Bess');
    INSERT INTO stays VALUES (1, 1, '2024-05-01', 3, 90.0), (2, 1, '2024-08-10', 7, 210.0), (3, 2, '2024-06-02', 2, 60.0);
    INSERT INTO collections VALUES (1, '2024-08-05', 120.5, 60.0), (2, '2024-08-19', 98.0, 49.0),
        (3, '2024-09-02', 110.0, 55.0);
    INSERT INTO members VALUES (1, 'Ann Lee', '2023-02-01', 40.0), (2, 'Bo Diaz', '2023-07-15', 40.0),
        (3, 'Cy Park', '2024-01-20', 45.0);
    INSERT INTO rides VALUES (1, '2024-03-01 09:00', 25, 3.5), (2, '2024-03-02 10:00', 95, 9.0),
        (3, '2024-03-03 11:00', 40, 4.5);
    INSERT INTO clients VALUES (1, 'The Grand', 'Whitewave'), (2, 'Bay Hotel', 'Whitewave'), (3, 'Old Inn', NULL),
        (4, 'Quay Cafe', 'Pristine'), (5, 'Mill Spa', NULL);
"""


@pytest.fixture(scope="module")
def pastimes(tmp_path_factory) -> Path:
    return database_of(tmp_path_factory, "pastimes", PASTIMES)


@pytest.mark.parametrize("question, sql, reading", [
    ("How many nights in total has Rex spent with us?",
     "SELECT SUM(nights) FROM stays JOIN dogs USING (dog_id) WHERE name = 'Rex'", "nights spent: the nights"),
    ("What was our total kilos collected in August 2024?",
     "SELECT SUM(kg) FROM collections WHERE collected_on LIKE '2024-08%'", "kilos collected: the kilos"),
    ("How many people took out a membership in 2023?",
     "SELECT COUNT(*) FROM members WHERE started_on LIKE '2023%'", "took out a membership: the rows taken"),
    ("What's the longest ride anyone has taken with us, in minutes?", "SELECT MAX(duration_min) FROM rides",
     "a ride taken, in minutes: time"),
    ("Which competitors have been taking our clients, and how many has each taken?",
     "SELECT lost_to_competitor, COUNT(*) FROM clients WHERE lost_to_competitor IS NOT NULL GROUP BY 1",
     "taking our clients, and each taken: the clients"),
    ("How much have we taken in rides?", "SELECT SUM(fare) FROM rides", "taken in rides: money"),
    ("What did fares bring in during March 2024?", "SELECT SUM(fare) FROM rides WHERE started_at LIKE '2024-03%'",
     "fares brought in: the money they name"),
])
def test_a_money_verb_whose_object_is_not_money(pastimes, question, sql, reading):
    assert_gold(pastimes, question, sql, why=reading)


def test_an_average_number_of_rows_is_no_count_of_rows(pastimes):
    """"On average, how many stays does a dog have": rows per dog, which a count of all stays would not answer."""
    answer = play(pastimes, "On average, how many stays does a dog have with us?").last.metadata["answer"]
    assert is_abstention(answer), answer
    assert_gold(pastimes, "On average, how many nights does a stay last?", "SELECT AVG(nights) FROM stays")
    assert_gold(pastimes, "How many stays had a fee above the average?",
                "SELECT COUNT(*) FROM stays WHERE fee > (SELECT AVG(fee) FROM stays)")

# ---------------------------------------------------------------- the owner every row belongs to

RETURNS = """
    CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, name TEXT NOT NULL, city TEXT);
    CREATE TABLE orders (order_id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
        ordered_on TEXT NOT NULL);
    CREATE TABLE order_lines (line_id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL REFERENCES orders(order_id),
        item TEXT NOT NULL, price REAL NOT NULL);
    CREATE TABLE returns (return_id INTEGER PRIMARY KEY, line_id INTEGER NOT NULL REFERENCES order_lines(line_id),
        returned_on TEXT NOT NULL, refund_amount REAL NOT NULL);
    INSERT INTO customers VALUES (1, 'Ann Lee', 'Leeds'), (2, 'Bo Diaz', 'York'), (3, 'Cy Park', 'Leeds');
    INSERT INTO orders VALUES (1, 1, '2024-11-02'), (2, 2, '2025-01-10'), (3, 3, '2025-02-14'), (4, 1, '2025-03-01');
    INSERT INTO order_lines VALUES (1, 1, 'Mug', 12.5), (2, 2, 'Lamp', 30.0), (3, 3, 'Vase', 20.0), (4, 4, 'Rug', 35.0);
    INSERT INTO returns VALUES (1, 1, '2024-11-20', 12.5), (2, 2, '2025-01-15', 30.0), (3, 4, '2025-03-05', 35.0);
"""


@pytest.fixture(scope="module")
def returns(tmp_path_factory) -> Path:
    return database_of(tmp_path_factory, "returns", RETURNS)


@pytest.mark.parametrize("question, sql", [
    ("How much money did we refund to customers in 2025?",  # returns -> order_lines -> orders -> customers
     "SELECT SUM(refund_amount) FROM returns WHERE returned_on LIKE '2025%'"),
    ("How much did we refund to customers in Leeds in 2025?",
     "SELECT SUM(r.refund_amount) FROM returns r JOIN order_lines l USING (line_id) JOIN orders o USING (order_id) "
     "JOIN customers c USING (customer_id) WHERE c.city = 'Leeds' AND r.returned_on LIKE '2025%'"),
])
def test_a_table_every_row_belongs_to_is_no_condition(returns, question, sql):
    """"Refunds to customers": every return belongs to a customer, through tables the question never names."""
    assert_gold(returns, question, sql)


STORAGE = """
    CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, name TEXT NOT NULL);
    CREATE TABLE rentals (rental_id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
        unit TEXT NOT NULL);
    CREATE TABLE invoices (invoice_id INTEGER PRIMARY KEY, rental_id INTEGER NOT NULL REFERENCES rentals(rental_id),
        issued_on TEXT NOT NULL, total REAL NOT NULL);
    CREATE TABLE payments (payment_id INTEGER PRIMARY KEY, invoice_id INTEGER NOT NULL REFERENCES invoices(invoice_id),
        paid_on TEXT NOT NULL, amount REAL NOT NULL, method TEXT NOT NULL);
    INSERT INTO customers VALUES (1, 'Ann Lee'), (2, 'Bo Diaz');
    INSERT INTO rentals VALUES (1, 1, 'A1'), (2, 2, 'B7');
    INSERT INTO invoices VALUES (1, 1, '2024-01-01', 100.0), (2, 2, '2024-02-01', 80.0), (3, 1, '2025-01-01', 100.0);
    INSERT INTO payments VALUES (1, 1, '2024-01-03', 100.0, 'Card'), (2, 2, '2024-02-05', 50.0, 'Cash'),
        (3, 2, '2024-02-20', 30.0, 'Card'), (4, 3, '2025-01-04', 100.0, 'Card');
"""


def test_two_named_tables_far_apart_are_connected_by_the_survey(tmp_path):
    """"How did customers pay us": payments and customers are both named and described, but the tables between them
    (invoices, rentals) are not: the survey's definitions show that every payment belongs to a customer."""
    storage = sqlite_file(tmp_path / "storage.sqlite", STORAGE)
    assert_gold(storage, "How did customers pay us in 2024? Total received by each payment method.",
                "SELECT method, SUM(amount) FROM payments WHERE paid_on LIKE '2024%' GROUP BY method")


# ---------------------------------------------------------------- months without a year, months as text, "both"

MONTHLY_BILLING = """
    CREATE TABLE sites (site_id INTEGER PRIMARY KEY, name TEXT NOT NULL -- Old Town or Riverside
);
    CREATE TABLE invoices (invoice_id INTEGER PRIMARY KEY, site_id INTEGER NOT NULL REFERENCES sites(site_id),
        billing_month TEXT NOT NULL, total REAL NOT NULL);
    INSERT INTO sites VALUES (1, 'North'), (2, 'South');
""" + "".join(f"INSERT INTO invoices (site_id, billing_month, total) VALUES ({site}, '{year}-{month:02d}', "
              f"{100 * month + 10 * site + 1000 * (year - 2024)});\n"
              for year in (2024, 2025) for month in range(1, 13) for site in (1, 2) if (year, month) < (2025, 10))


@pytest.fixture(scope="module")
def monthly_billing(tmp_path_factory) -> Path:
    return database_of(tmp_path_factory, "monthly_billing", MONTHLY_BILLING)


@pytest.mark.parametrize("question, sql", [
    ("How much did we invoice in 2024?", "SELECT SUM(total) FROM invoices WHERE billing_month LIKE '2024%'"),
    ("How much did we invoice in March 2025?", "SELECT SUM(total) FROM invoices WHERE billing_month = '2025-03'"),
    ("How much did we invoice in 2024, both sites?", "SELECT SUM(total) FROM invoices WHERE billing_month LIKE '2024%'"),
])
def test_a_column_of_months_is_filtered_by_months(monthly_billing, question, sql):
    """'2024-01' sorts before '2024-01-01': a column holding months compares with months, or January is lost (and
    the month after the period is counted)."""
    assert_gold(monthly_billing, question, sql)


@pytest.mark.parametrize("question, sql", [
    ("How much did we invoice in 2024, from January to March?",
     "SELECT SUM(total) FROM invoices WHERE billing_month BETWEEN '2024-01' AND '2024-03'"),
    ("Show me how this year's invoicing built up month by month from January to June, as a running total.",
     "SELECT m, SUM(t) OVER (ORDER BY m) FROM (SELECT billing_month AS m, SUM(total) AS t FROM invoices "
     "WHERE billing_month BETWEEN '2025-01' AND '2025-06' GROUP BY m) ORDER BY m"),
])
def test_a_range_of_months_narrows_the_year_named_apart(monthly_billing, question, sql):
    assert_gold(monthly_billing, question, sql, ordered=True)


def test_months_without_their_year_read_with_the_period_named_apart():
    def dates(question):
        return read_question(tokenize(question)).dates

    assert dates("How many move-outs did we have last summer, June to August?") == [
        DateRange("", "", 7, 8, relative=("last", "summer"))]  # restated
    assert (dates("Sales in 2024, March to May?")[0].start, dates("Sales in 2024, March to May?")[0].end) == (
        "2024-03-01", "2024-06-01")
    assert dates("Sales this year, from March to May?")[0].relative == ("this", "3-5")
    for unread in ("How many move-outs did we have last summer, July to September?", "Sales from March to May?",
                   "Sales in 2024 and 2025, from March to May?"):
        assert read_question(tokenize(unread)).unsupported == "a month without a year", unread


def test_both_restates_a_count_of_two_and_only_two(tmp_path):
    three = sqlite_file(tmp_path / "three.sqlite", MONTHLY_BILLING + "INSERT INTO sites VALUES (3, 'East');")
    assert is_abstention(play(three, "How much did we invoice in 2024, both sites?").last.metadata["answer"])


GYM = """
    CREATE TABLE climbers (climber_id INTEGER PRIMARY KEY, name TEXT NOT NULL);
    CREATE TABLE memberships (membership_id INTEGER PRIMARY KEY,
        climber_id INTEGER NOT NULL REFERENCES climbers(climber_id), plan TEXT NOT NULL);
    CREATE TABLE membership_payments (payment_id INTEGER PRIMARY KEY,
        membership_id INTEGER NOT NULL REFERENCES memberships(membership_id), paid_on TEXT NOT NULL, amount REAL NOT NULL);
    CREATE TABLE sales (sale_id INTEGER PRIMARY KEY, climber_id INTEGER REFERENCES climbers(climber_id),
        sold_at TEXT NOT NULL, item TEXT NOT NULL, total REAL NOT NULL);
    INSERT INTO climbers VALUES (1, 'Ann Lee'), (2, 'Bo Diaz');
    INSERT INTO memberships VALUES (1, 1, 'Adult'), (2, 2, 'Junior');
    INSERT INTO membership_payments VALUES (1, 1, '2024-01-03', 50.0), (2, 2, '2024-01-05', 30.0),
        (3, 1, '2024-02-03', 50.0);
    INSERT INTO sales VALUES (1, 1, '2024-01-03 10:00', 'Chalk', 6.5), (2, NULL, '2024-02-09 12:00', 'Flapjack', 2.5);
"""


def test_a_table_named_before_another_qualifies_it_only_when_they_meet(tmp_path):
    """"Customer payments" are the payments of customers (a key joins them); "membership income" is not the till's
    income, which meets memberships only through climbers: the baseline may not drop the word and total the till."""
    gym = sqlite_file(tmp_path / "gym.sqlite", GYM)
    answer = play(gym, "What was our membership income in 2024?").last.metadata["answer"]
    assert is_abstention(answer) or answer_matches(answer, GoldAnswer(("c0",), ((130.0,),), False), ""), answer
    assert_gold(gym, "How much did climber sales come to in 2024?",
                "SELECT SUM(total) FROM sales WHERE sold_at LIKE '2024%'")


TOWNS = """
    CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, name TEXT NOT NULL, town TEXT);
    INSERT INTO customers (name, town) VALUES ('A', 'Kelham'), ('B', 'Kelham'), ('C', 'Ashby'), ('D', 'Kelham'),
        ('E', 'Ashby'), ('F', 'Northfield'), ('G', NULL), ('H', 'Danesford'), ('I', 'Ashby'), ('J', 'Kelham');
"""


@pytest.mark.parametrize("question", ["Where do our customers come from? Top two towns.",
                                      "Our customers: top two towns, please."])
def test_the_top_values_of_a_named_table_rank_by_its_rows(tmp_path, question):
    """"Top two towns" names no figure: the towns of the customers the question names, ranked by how many; "Top"
    opening a later sentence asks which rows, as at the start of the question."""
    towns = sqlite_file(tmp_path / "towns.sqlite", TOWNS)
    assert_gold(towns, question, "SELECT town, COUNT(*) FROM customers WHERE town IS NOT NULL GROUP BY town "
                                 "ORDER BY 2 DESC LIMIT 2", ordered=True)


BOARDING = """
    CREATE TABLE stays (stay_id INTEGER PRIMARY KEY, booked_at TEXT NOT NULL, check_in TEXT NOT NULL,
        check_out TEXT NOT NULL);
    CREATE TABLE stay_services (service_id INTEGER PRIMARY KEY, stay_id INTEGER NOT NULL REFERENCES stays(stay_id),
        service_date TEXT NOT NULL, price REAL NOT NULL);
    INSERT INTO stays VALUES (1, '2023-12-20', '2024-01-02', '2024-01-05'), (2, '2024-03-01', '2024-03-10', '2024-03-12'),
        (3, '2024-12-30', '2025-01-03', '2025-01-06'), (4, '2025-02-01', '2025-02-02', '2025-02-04');
    INSERT INTO stay_services VALUES (1, 1, '2024-01-03', 12.0), (2, 3, '2025-01-04', 12.0);
"""


@pytest.mark.parametrize("question", [
    "Going by the date the booking was made, how many bookings did we take in 2024?",
    "Going by the date the stay was booked, how many stays did we take in 2024?",
])
def test_going_by_a_date_names_the_date_not_a_group(tmp_path, question):
    """"Going by the date the booking was made": which date the period applies to (booked_at; "booking" said twice
    names it twice), not a breakdown by date; a bare "date" is not the one date column whose other words are its
    table's (stay_services.service_date)."""
    boarding = sqlite_file(tmp_path / "boarding.sqlite", BOARDING)
    assert_gold(boarding, question, "SELECT COUNT(*) FROM stays WHERE booked_at LIKE '2024%'")


def test_how_often_counts(tmp_path):
    """"How often each one comes up" asks how many rows: a count per reason."""
    drops = sqlite_file(tmp_path / "drops.sqlite", """
        CREATE TABLE deliveries (delivery_id INTEGER PRIMARY KEY, delivered_on TEXT NOT NULL, status TEXT NOT NULL,
            failure_reason TEXT);
        INSERT INTO deliveries (delivered_on, status, failure_reason) VALUES ('2024-01-02', 'Delivered', NULL),
            ('2024-01-03', 'Failed', 'No one home'), ('2024-01-04', 'Failed', 'No one home'),
            ('2024-01-05', 'Failed', 'Wrong address'), ('2024-01-06', 'Delivered', NULL),
            ('2024-01-07', 'Failed', 'No one home'), ('2024-01-08', 'Failed', 'Refused');""")
    assert_gold(drops, "Give me the failure reasons and how often each one comes up.",
                "SELECT failure_reason, COUNT(*) FROM deliveries WHERE failure_reason IS NOT NULL GROUP BY 1")


def test_a_date_said_after_by_dates_every_period(tmp_path):
    """"In each year (by check-in date)": the years are the check-ins', not the booking dates' that "bookings" names."""
    stays = sqlite_file(tmp_path / "stays.sqlite", """
        CREATE TABLE stays (stay_id INTEGER PRIMARY KEY, booked_at TEXT NOT NULL, check_in TEXT NOT NULL,
            status TEXT NOT NULL);
        INSERT INTO stays VALUES (1, '2023-12-20', '2024-01-02', 'Cancelled'), (2, '2023-11-01', '2023-11-10', 'Completed'),
            (3, '2024-12-30', '2025-01-03', 'Completed'), (4, '2024-02-01', '2024-02-02', 'Completed'),
            (5, '2023-12-28', '2024-03-02', 'Completed'), (6, '2025-01-05', '2025-02-02', 'Cancelled');""")
    assert_gold(stays, "What percentage of bookings were cancelled in each year (by check-in date)?",
                "SELECT substr(check_in, 1, 4), ROUND(100.0 * SUM(status = 'Cancelled') / COUNT(*), 2) FROM stays "
                "GROUP BY 1")


FARM = """
    CREATE TABLE fields (field_id INTEGER PRIMARY KEY, name TEXT NOT NULL);
    CREATE TABLE animals (animal_id INTEGER PRIMARY KEY, field_id INTEGER NOT NULL REFERENCES fields(field_id),
        tag TEXT NOT NULL);
    INSERT INTO fields (name) VALUES ('Top Paddock'), ('Lower Meadow'), ('The Long Acre'), ('Church Close'),
        ('Mill Field'), ('Hill Piece'), ('Brook Leys'), ('Far Ground'), ('Home Close'), ('Upper Meadow');
""" + "".join(f"INSERT INTO animals (field_id, tag) VALUES ({1 + i % 10 if i % 3 else 1}, 'UK{i:04d}');\n"
              for i in range(60))


@pytest.mark.parametrize("question, name", [
    ("How many animals are in Top Paddock?", "Top Paddock"),
    ("How many animals are linked to the field Lower Meadow?", "Lower Meadow"),
    ("How many animals are on The Long Acre?", "The Long Acre"),
])
def test_a_name_may_open_with_a_grammar_word(tmp_path, question, name):
    """"Top Paddock", "Lower Meadow", "The Long Acre": words written with a capital inside the sentence are a name
    even where one alone would be grammar ("top" ranks, "lower" compares); the name is no ranking."""
    farm = sqlite_file(tmp_path / "farm.sqlite", FARM)
    assert_gold(farm, question, "SELECT COUNT(*) FROM animals a JOIN fields f USING (field_id) "
                                f"WHERE f.name = '{name}'")


MUSEUM = """
    CREATE TABLE pieces (piece_id INTEGER PRIMARY KEY, title TEXT NOT NULL, object_type TEXT NOT NULL);
""" + "".join(f"INSERT INTO pieces (title, object_type) VALUES ('Piece {i}', '{kind}');\n" for i, kind in enumerate(
    ["Oil on canvas"] * 5 + ["Oil on panel"] * 3 + ["Watercolour", "Bronze cast", "Marble bust", "Silver gilt",
                                                    "Etching", "Woodcut", "Tapestry", "Glass vessel", "Ceramic jar"]))


def test_a_name_a_capital_opens_may_go_on_in_lower_case(tmp_path):
    """'Oil on canvas' is stored as written: "Oil" alone is looked up, and so is what follows it."""
    museum = sqlite_file(tmp_path / "museum.sqlite", MUSEUM)
    assert_gold(museum, "How many pieces are there with object type Oil on canvas?",
                "SELECT COUNT(*) FROM pieces WHERE object_type = 'Oil on canvas'")


RIDES = """
    CREATE TABLE bikes (bike_id INTEGER PRIMARY KEY, serial TEXT NOT NULL);
    CREATE TABLE members (member_id INTEGER PRIMARY KEY, full_name TEXT NOT NULL);
    CREATE TABLE stations (station_id INTEGER PRIMARY KEY, name TEXT NOT NULL);
    CREATE TABLE rides (ride_id INTEGER PRIMARY KEY, bike_id INTEGER NOT NULL REFERENCES bikes(bike_id),
        member_id INTEGER REFERENCES members(member_id),
        start_station_id INTEGER NOT NULL REFERENCES stations(station_id), duration_min INTEGER NOT NULL);
    INSERT INTO bikes (serial) VALUES ('BK-1001'), ('BK-1002'), ('BK-1003');
    INSERT INTO members (full_name) VALUES ('Ada Byron'), ('Tom Hardy'), ('Sue Perkins');
    INSERT INTO stations (name) VALUES ('Church Street'), ('Mill Lane'), ('Quayside');
""" + "".join(f"INSERT INTO rides (bike_id, member_id, start_station_id, duration_min) VALUES "
              f"({1 + i % 3}, {1 + i % 2}, {1 + i % 3}, {5 + i});\n" for i in range(30))


def test_a_name_no_table_read_holds_sends_it_to_read_every_definition_first(tmp_path):
    """"Church Street" is a station's name, and stations is not the first parent of rides: reading every table's
    definition (one query) lets the lookup search stations, where describing parents in turn read bikes and
    members and gave up."""
    rides = sqlite_file(tmp_path / "rides.sqlite", RIDES)
    assert_gold(rides, "How long are rides that start at Church Street, on average, in minutes?",
                "SELECT ROUND(AVG(duration_min), 2) FROM rides r JOIN stations s ON s.station_id = r.start_station_id "
                "WHERE s.name = 'Church Street'")


THEATRE = """
    CREATE TABLE shows (show_id INTEGER PRIMARY KEY, title TEXT NOT NULL);
    CREATE TABLE seat_bands (band_id INTEGER PRIMARY KEY,
        venue TEXT NOT NULL,  -- Main House or Studio
        band TEXT NOT NULL, seats INTEGER NOT NULL);
    INSERT INTO shows (title) VALUES ('Hamlet'), ('Cats');
    INSERT INTO seat_bands (venue, band, seats) VALUES ('Main House', 'Stalls', 120), ('Main House', 'Circle', 100),
        ('Studio', 'Flat floor', 60);
"""


def test_a_comment_that_mentions_a_name_does_not_stand_for_looking_it_up(tmp_path):
    """The venue column's comment says "Main House": the word is still a stored name to find, not explained."""
    theatre = sqlite_file(tmp_path / "theatre.sqlite", THEATRE)
    assert_gold(theatre, "How many seats have we got in the Main House, all bands together?",
                "SELECT SUM(seats) FROM seat_bands WHERE venue = 'Main House'")


# A clinic whose records run to 30 November 2026: one visit a day, one in five cancelled.
CLINIC = """
    CREATE TABLE appointments (appointment_id INTEGER PRIMARY KEY, appointment_date TEXT NOT NULL,
        status TEXT NOT NULL);
    CREATE TABLE payments (payment_id INTEGER PRIMARY KEY, paid_on TEXT NOT NULL, amount REAL NOT NULL);
    CREATE TABLE owners (owner_id INTEGER PRIMARY KEY, joined_on TEXT NOT NULL);
    WITH RECURSIVE n(k) AS (SELECT 0 UNION ALL SELECT k + 1 FROM n WHERE k < 120)
    INSERT INTO appointments SELECT k, date('2026-11-30', '-' || k || ' days'),
        CASE WHEN k % 5 = 0 THEN 'Cancelled' ELSE 'Completed' END FROM n;
    INSERT INTO payments SELECT appointment_id, appointment_date, 40 FROM appointments;
    INSERT INTO owners SELECT appointment_id, appointment_date FROM appointments;
"""


@pytest.mark.parametrize("today, month", [("2026-12-02", "2026-11"), ("2027-06-01", "2026-10")])
def test_last_month_is_the_calendars_in_a_database_kept_up_to_date(tmp_path, monkeypatch, today, month):
    """From a new user's trial: records to 30 November read on 2 December, "last month" was October (the month
    before the database's latest day). A database a few days old is live; one months old is a snapshot of its day."""
    from datetime import date

    from agent.baselines.analyst import filters

    monkeypatch.setattr(filters, "clock_today", lambda: date.fromisoformat(today))
    clinic = sqlite_file(tmp_path / "clinic.sqlite", CLINIC)
    assert_gold(clinic, "How many appointments were cancelled last month?",
                f"SELECT COUNT(*) FROM appointments WHERE status = 'Cancelled' AND appointment_date LIKE '{month}%'")


# A vet's invoices (a stored total, and a yes/no ``paid``), the lines they are made of, and the price list.
VET_BILLING = """
    CREATE TABLE treatments (treatment_id INTEGER PRIMARY KEY, name TEXT NOT NULL, price REAL NOT NULL);
    CREATE TABLE invoices (invoice_id INTEGER PRIMARY KEY, issued_on DATE NOT NULL, total_amount REAL NOT NULL,
        paid INTEGER NOT NULL DEFAULT 1);
    CREATE TABLE invoice_items (item_id INTEGER PRIMARY KEY, invoice_id INTEGER NOT NULL REFERENCES invoices,
        treatment_id INTEGER NOT NULL REFERENCES treatments, quantity INTEGER NOT NULL, unit_price REAL NOT NULL);
    INSERT INTO treatments VALUES (1, 'Vaccination', 45.0), (2, 'Wellness Exam', 60.0), (3, 'Dental Cleaning', 180.0);
    WITH RECURSIVE n(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM n WHERE k < 60)
    INSERT INTO invoice_items SELECT k, k, 1 + k % 3, 1 + k % 2, CASE k % 3 WHEN 0 THEN 45.0 WHEN 1 THEN 60.0
        ELSE 180.0 END FROM n;
    INSERT INTO invoices SELECT invoice_id, '2026-' || printf('%02d', 1 + invoice_id % 10) || '-15',
        SUM(quantity * unit_price), invoice_id % 7 > 0 FROM invoice_items GROUP BY invoice_id;
"""


def test_one_day_asked_of_a_column_of_months_abstains(tmp_path):
    """'2024-09' holds no day: "on 1 September 2024" (the month's first day, so it looked like the month) abstains."""
    billed = sqlite_file(tmp_path / "billed.sqlite", """
        CREATE TABLE invoices (invoice_id INTEGER PRIMARY KEY, billing_month TEXT NOT NULL, total REAL NOT NULL);
        WITH RECURSIVE n(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM n WHERE k < 30)
        INSERT INTO invoices SELECT k, '2024-' || printf('%02d', 1 + k % 12), 10 * k FROM n;""")
    answer = play(billed, "How many invoices were there on 1 September 2024?").last.metadata["answer"]
    assert is_abstention(answer) and "holds months" in answer, answer
    assert_gold(billed, "How many invoices were there in September 2024?",
                "SELECT COUNT(*) FROM invoices WHERE billing_month = '2024-09'")


def test_revenue_naming_no_table_is_the_one_stored_amount(tmp_path):
    """From a new user's trial: "what was our revenue in October 2026?" found no number, though one table stores
    money taken (``invoices.total_amount``; a price list and the lines' prices are not amounts), and its yes/no
    ``paid`` read as a second money column."""
    vet = sqlite_file(tmp_path / "vet.sqlite", VET_BILLING)
    assert_gold(vet, "What was our revenue in October 2026?",
                "SELECT SUM(total_amount) FROM invoices WHERE issued_on LIKE '2026-10%'")
    assert_gold(vet, "How many invoices have been paid?", "SELECT COUNT(*) FROM invoices WHERE paid = 1")
    con = sqlite3.connect(vet)
    con.executescript("CREATE TABLE payments (payment_id INTEGER PRIMARY KEY, paid_on DATE NOT NULL, amount REAL);")
    con.close()
    assert is_abstention(play(vet, "What was our revenue in October 2026?").last.metadata["answer"])  # which one?


# A ledger whose invoices record what was billed and what has been paid so far, each due by a date, some written off
# or void; customers joined, invoices issued and payments made up to 31 March 2025, the day it was taken ("today").
LEDGER = """
    CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, name TEXT NOT NULL, joined_on TEXT NOT NULL);
    CREATE TABLE invoices (invoice_id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers,
        issued_on TEXT NOT NULL, due_on TEXT NOT NULL, total REAL NOT NULL, amount_paid REAL NOT NULL,
        paid_on TEXT, payment_method TEXT, status TEXT NOT NULL);
    INSERT INTO customers VALUES (1, 'Acme', '2024-01-10'), (2, 'Globex', '2024-06-02'), (3, 'Initech', '2025-03-31');
    INSERT INTO invoices VALUES
        (1, 1, '2025-01-05', '2025-02-04', 100, 100, '2025-01-20', 'Cheque', 'Paid'),
        (2, 1, '2025-02-01', '2025-03-03', 200, 50, '2025-02-10', 'Card', 'Part Paid'),
        (3, 2, '2025-02-15', '2025-03-17', 300, 0, NULL, NULL, 'Unpaid'),
        (4, 2, '2025-03-20', '2025-04-19', 120, 0, NULL, NULL, 'Unpaid'),
        (5, 3, '2025-03-25', '2025-04-24', 80, 30, '2025-03-31', 'Card', 'Part Paid'),
        (6, 3, '2024-10-01', '2024-10-31', 500, 100, '2024-10-15', 'Card', 'Written Off'),
        (7, 1, '2025-03-31', '2025-04-30', 75, 0, NULL, NULL, 'Void'),
        (8, 2, '2025-01-12', '2025-02-11', 60, 60, '2025-03-31', 'Cheque', 'Paid');
    WITH RECURSIVE n(k) AS (SELECT 9 UNION ALL SELECT k + 1 FROM n WHERE k < 40)
    INSERT INTO invoices SELECT k, 1 + k % 3, '2024-' || printf('%02d', 1 + k % 12) || '-01',
        '2024-' || printf('%02d', 1 + k % 12) || '-28', 10 * k, 10 * k, '2024-12-20', 'Card', 'Paid' FROM n;
"""
OWED = "status NOT IN ('Written Off', 'Void')"
OVERDUE = "status IN ('Unpaid', 'Part Paid') AND due_on < '2025-03-31'"
MONEY_OWED = [
    ("How much do customers owe us right now?", f"SELECT SUM(total - amount_paid) FROM invoices WHERE {OWED}",
     "billed minus paid, leaving out what no one owes any more"),
    ("How much are customers still owing us? Leave out anything we've written off.",
     f"SELECT SUM(total - amount_paid) FROM invoices WHERE {OWED}", "'leave out' excludes, and is no column"),
    ("How many invoices are overdue at the moment?", f"SELECT COUNT(*) FROM invoices WHERE {OVERDUE}",
     "unpaid and due before the day the database was taken"),
    ("How many invoices are past their due date and still not fully paid?",
     f"SELECT COUNT(*) FROM invoices WHERE {OVERDUE}", "past the due date, said in words"),
    ("How much is overdue?", f"SELECT SUM(total - amount_paid) FROM invoices WHERE {OVERDUE}",
     "what is overdue is the balance owed on overdue invoices"),
    ("Which customer is most behind on paying us?",
     f"SELECT c.name FROM invoices i JOIN customers c USING (customer_id) WHERE {OVERDUE} GROUP BY c.name "
     "ORDER BY SUM(total - amount_paid) DESC LIMIT 1", "'behind on paying' is overdue, not the status 'Paid'"),
    ("How much money have we had to write off as bad debt?",
     "SELECT SUM(total - amount_paid) FROM invoices WHERE status = 'Written Off'",
     "bad debt restates the write-off: the part left unpaid"),
    ("How many invoices were settled by cheque?", "SELECT COUNT(*) FROM invoices WHERE payment_method = 'Cheque'",
     "settled is paid"),
    ("Does anyone still pay by cheque? How many invoices were settled that way?",
     "SELECT COUNT(*) FROM invoices WHERE payment_method = 'Cheque'", "'that way' restates the method"),
]


@pytest.mark.parametrize("question, sql, meaning", MONEY_OWED)
def test_reads_money_owed_overdue_and_written_off(tmp_path, question, sql, meaning):
    assert_gold(sqlite_file(tmp_path / "ledger.sqlite", LEDGER), question, sql, why=meaning)


def test_what_is_owed_is_billed_less_the_payments_made_against_it(tmp_path):
    """A bill's payments kept in their own table (``payments.invoice_id``): what is owed is each invoice's total less
    its payments, the written-off ones left out."""
    clinic = sqlite_file(tmp_path / "clinic.sqlite", """
        CREATE TABLE patients (patient_id INTEGER PRIMARY KEY, name TEXT NOT NULL);
        CREATE TABLE invoices (invoice_id INTEGER PRIMARY KEY, patient_id INTEGER NOT NULL REFERENCES patients,
            issued_on TEXT NOT NULL, total REAL NOT NULL, status TEXT NOT NULL);
        CREATE TABLE payments (payment_id INTEGER PRIMARY KEY, invoice_id INTEGER NOT NULL REFERENCES invoices,
            paid_on TEXT NOT NULL, amount REAL NOT NULL);
        INSERT INTO patients VALUES (1, 'Ann Bell'), (2, 'Cy Dunn'), (3, 'Di Eve');
        INSERT INTO invoices VALUES (1, 1, '2025-01-02', 120, 'Paid'), (2, 1, '2025-02-02', 90, 'Part Paid'),
            (3, 2, '2025-02-10', 200, 'Unpaid'), (4, 3, '2024-11-01', 400, 'Written Off');
        INSERT INTO payments VALUES (1, 1, '2025-01-10', 120), (2, 2, '2025-02-20', 40), (3, 4, '2024-11-20', 50);
        WITH RECURSIVE n(k) AS (SELECT 5 UNION ALL SELECT k + 1 FROM n WHERE k < 30)
        INSERT INTO invoices SELECT k, 1 + k % 3, '2024-' || printf('%02d', 1 + k % 12) || '-03', 10 * k, 'Paid' FROM n;
        INSERT INTO payments SELECT invoice_id, invoice_id, issued_on, total FROM invoices WHERE invoice_id > 4;""")
    owed = "i.total - COALESCE((SELECT SUM(p.amount) FROM payments p WHERE p.invoice_id = i.invoice_id), 0)"
    assert_gold(clinic, "How much do patients owe us in total?",
                f"SELECT SUM({owed}) FROM invoices i WHERE i.status <> 'Written Off'")
    assert_gold(clinic, "Which patient owes us the most?",
                f"SELECT p.name FROM invoices i JOIN patients p USING (patient_id) WHERE i.status <> 'Written Off' "
                f"GROUP BY p.name ORDER BY SUM({owed}) DESC LIMIT 1")


def test_days_past_the_due_date_are_a_time_not_what_is_overdue():
    assert read_question(tokenize("On average, how many days past the due date do clients pay?")).overdue == set()
    assert read_question(tokenize("How many invoices are past their due date?")).overdue


# A tutoring centre's assessments (exams and quizzes) and the fees its two sites take; no question below names the
# table it counts or adds up.
TUTORING = """
    CREATE TABLE sites (site_id INTEGER PRIMARY KEY, name TEXT NOT NULL -- Old Town or Riverside
);
    CREATE TABLE assessments (assessment_id INTEGER PRIMARY KEY, kind TEXT NOT NULL, taken_on TEXT NOT NULL);
    CREATE TABLE fees (fee_id INTEGER PRIMARY KEY, site_id INTEGER NOT NULL REFERENCES sites, paid_on TEXT NOT NULL,
        amount REAL NOT NULL);
    INSERT INTO sites VALUES (1, 'Riverside'), (2, 'Hilltop');
    WITH RECURSIVE n(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM n WHERE k < 60)
    INSERT INTO assessments SELECT k, CASE WHEN k % 3 = 0 THEN 'exam' ELSE 'quiz' END,
        '2024-' || printf('%02d', 1 + (k * k) % 12) || '-10' FROM n;
    INSERT INTO assessments VALUES (61, 'exam', '2024-10-24');
    WITH RECURSIVE n(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM n WHERE k < 50)
    INSERT INTO fees SELECT k, 1 + k % 2, '2024-' || printf('%02d', 1 + k % 12) || '-05', 10 * k FROM n;
"""


@pytest.mark.parametrize("question, sql", [
    ("Which month had the most exams?", "SELECT substr(taken_on, 1, 7) FROM assessments WHERE kind = 'exam' "
                                        "GROUP BY 1 ORDER BY COUNT(*) DESC LIMIT 1"),  # the rows a value marks
    ("What was our best month for takings?", "SELECT substr(paid_on, 1, 7) FROM fees GROUP BY 1 "
                                             "ORDER BY SUM(amount) DESC LIMIT 1"),  # the one table of money
    ("What share of our takings came from Riverside?",
     "SELECT ROUND(100.0 * SUM(CASE WHEN s.name = 'Riverside' THEN amount ELSE 0 END) / SUM(amount), 2) "
     "FROM fees JOIN sites s USING (site_id)"),
])
def test_what_is_counted_or_added_up_need_not_be_named(tmp_path, question, sql):
    assert_gold(sqlite_file(tmp_path / "tutoring.sqlite", TUTORING), question, sql)


@pytest.mark.parametrize("question", ["How many appointments did Dr. Tanaka have?",
                                      "How many appointments did Dr Tanaka have?"])
def test_a_title_before_a_name_is_not_a_word_to_link(tmp_path, question):
    """From a new user's trial: "Dr." before a surname was a word no column explains, and the full stop after it
    began a new sentence, so "Tanaka" was not read as a name."""
    clinic = sqlite_file(tmp_path / "vets.sqlite", """
        CREATE TABLE vets (vet_id INTEGER PRIMARY KEY, first_name TEXT NOT NULL, last_name TEXT NOT NULL);
        CREATE TABLE appointments (appointment_id INTEGER PRIMARY KEY, vet_id INTEGER NOT NULL REFERENCES vets,
            seen_on TEXT NOT NULL);
        INSERT INTO vets VALUES (1, 'Aiko', 'Tanaka'), (2, 'Ben', 'Okoro'), (3, 'Cara', 'Lind');
        WITH RECURSIVE n(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM n WHERE k < 40)
        INSERT INTO appointments SELECT k, 1 + k % 3 + (k % 5 = 0), '2026-10-' || printf('%02d', 1 + k % 28) FROM n;""")
    assert_gold(clinic, question, "SELECT COUNT(*) FROM appointments a JOIN vets v USING (vet_id) "
                                  "WHERE v.last_name = 'Tanaka'")


def test_money_reaches_its_spender_through_tables_never_named(tmp_path):
    """From a new user's trial: a vet's owners reach their invoices through pets and appointments; "which owner
    has spent the most?" added up no money, since no key joins owners to invoices directly."""
    vet = sqlite_file(tmp_path / "vet.sqlite", """
        CREATE TABLE owners (owner_id INTEGER PRIMARY KEY, first_name TEXT NOT NULL, last_name TEXT NOT NULL);
        CREATE TABLE pets (pet_id INTEGER PRIMARY KEY, owner_id INTEGER NOT NULL REFERENCES owners, name TEXT NOT NULL);
        CREATE TABLE appointments (appointment_id INTEGER PRIMARY KEY, pet_id INTEGER NOT NULL REFERENCES pets,
            seen_on TEXT NOT NULL);
        CREATE TABLE invoices (invoice_id INTEGER PRIMARY KEY, appointment_id INTEGER NOT NULL REFERENCES appointments,
            total_amount REAL NOT NULL);
        INSERT INTO owners VALUES (1, 'Ann', 'Bell'), (2, 'Cy', 'Dunn'), (3, 'Di', 'Eve');
        INSERT INTO pets VALUES (1, 1, 'Rex'), (2, 2, 'Tom'), (3, 2, 'Kit'), (4, 3, 'Bo');
        WITH RECURSIVE n(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM n WHERE k < 30)
        INSERT INTO appointments SELECT k, 1 + k % 4, '2026-10-' || printf('%02d', k) FROM n;
        INSERT INTO invoices SELECT appointment_id, appointment_id, 20 + 5 * (appointment_id % 7) FROM appointments;""")
    assert_gold(vet, "Which owner has spent the most?",
                "SELECT o.first_name || ' ' || o.last_name FROM invoices i JOIN appointments a USING (appointment_id) "
                "JOIN pets p USING (pet_id) JOIN owners o USING (owner_id) GROUP BY o.owner_id "
                "ORDER BY SUM(i.total_amount) DESC LIMIT 1")


@pytest.mark.parametrize("question, sql", [
    ("How many invoices are unpaid?", "SELECT COUNT(*) FROM invoices WHERE paid = 0"),
    ("What is the total of unpaid invoices?", "SELECT SUM(total_amount) FROM invoices WHERE paid = 0"),
    ("How much money is still unpaid on invoices?", "SELECT SUM(total_amount) FROM invoices WHERE paid = 0"),
    ("How many invoices have been paid?", "SELECT COUNT(*) FROM invoices WHERE paid = 1"),
])
def test_unpaid_is_a_yes_no_column_read_as_no(tmp_path, question, sql):
    """From a new user's trial: "unpaid" named no column, though ``paid`` says it (1 or 0)."""
    assert_gold(sqlite_file(tmp_path / "vet.sqlite", VET_BILLING), question, sql)


HARDWARE = """
CREATE TABLE stores (store_id INTEGER PRIMARY KEY, name TEXT NOT NULL, town TEXT NOT NULL, opened_on TEXT NOT NULL,
    floor_area_sqm INTEGER NOT NULL);
CREATE TABLE staff (staff_id INTEGER PRIMARY KEY, store_id INTEGER NOT NULL REFERENCES stores(store_id),
    first_name TEXT NOT NULL, last_name TEXT NOT NULL, role TEXT NOT NULL, hired_on TEXT NOT NULL, left_on TEXT,
    hourly_wage REAL NOT NULL);
CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, first_name TEXT NOT NULL, last_name TEXT NOT NULL,
    town TEXT, signed_up_on TEXT NOT NULL, is_trade INTEGER NOT NULL DEFAULT 0);
CREATE TABLE suppliers (supplier_id INTEGER PRIMARY KEY, name TEXT NOT NULL, country TEXT NOT NULL);
CREATE TABLE products (product_id INTEGER PRIMARY KEY, name TEXT NOT NULL,
    supplier_id INTEGER NOT NULL REFERENCES suppliers(supplier_id), retail_price REAL NOT NULL,
    cost_price REAL NOT NULL, added_on TEXT NOT NULL, discontinued_on TEXT);
CREATE TABLE sales (sale_id INTEGER PRIMARY KEY, store_id INTEGER NOT NULL REFERENCES stores(store_id),
    staff_id INTEGER REFERENCES staff(staff_id), customer_id INTEGER REFERENCES customers(customer_id),
    sold_at TEXT NOT NULL, payment_method TEXT NOT NULL, channel TEXT NOT NULL);
CREATE TABLE sale_items (sale_item_id INTEGER PRIMARY KEY, sale_id INTEGER NOT NULL REFERENCES sales(sale_id),
    product_id INTEGER NOT NULL REFERENCES products(product_id), quantity INTEGER NOT NULL, unit_price REAL NOT NULL);
CREATE TABLE returns (return_id INTEGER PRIMARY KEY, sale_item_id INTEGER NOT NULL REFERENCES sale_items(sale_item_id),
    returned_on TEXT NOT NULL, quantity INTEGER NOT NULL, refund_amount REAL NOT NULL, reason TEXT NOT NULL);
INSERT INTO stores VALUES (1, 'Hollis Ashford', 'Ashford', '2015-04-01', 1450), (2, 'Hollis Tenterden', 'Tenterden',
    '2019-09-14', 900), (3, 'Hollis Faversham', 'Faversham', '2023-06-03', 1100);
INSERT INTO staff VALUES (1, 1, 'Kieran', 'Gibbs', 'Cashier', '2012-11-17', NULL, 11.9),
    (2, 1, 'Ada', 'Lane', 'Cashier', '2010-02-01', '2024-07-31', 12.5), (3, 2, 'Ben', 'Orr', 'Cashier', '2018-05-05',
    NULL, 11.5), (4, 2, 'Cat', 'Pyle', 'Store Manager', '2009-01-12', NULL, 19.0), (5, 3, 'Dev', 'Rao',
    'Stock Assistant', '2023-05-20', NULL, 11.2), (6, 3, 'Eve', 'Shaw', 'Cashier', '2025-01-16', NULL, 11.4);
INSERT INTO suppliers VALUES (1, 'Timbmet', 'UK'), (2, 'Nordic Fixings', 'Sweden'), (3, 'Shenzhen Handy', 'China');
INSERT INTO products VALUES (1, 'Claw Hammer', 1, 14.99, 6.1, '2020-01-01', NULL),
    (2, 'SDS Drill', 3, 336.99, 190.0, '2021-03-01', NULL), (3, 'Frame Fixings', 2, 6.49, 2.2, '2020-01-01', NULL),
    (4, 'Oak Board', 1, 24.5, 12.0, '2022-06-01', NULL), (5, 'Gold Tap', 3, 450.0, 300.0, '2020-01-01',
    '2025-10-02'), (6, 'Wood Glue', 2, 5.25, 1.9, '2025-09-22', NULL);
WITH RECURSIVE n(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM n WHERE k < 40)
INSERT INTO customers SELECT k, 'C' || k, 'Smith', CASE k % 3 WHEN 0 THEN 'Ashford' WHEN 1 THEN 'Tenterden'
    ELSE 'Faversham' END, date('2023-01-01', '+' || (k * 25) || ' days'), k % 4 = 0 FROM n;
WITH RECURSIVE n(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM n WHERE k < 400)
INSERT INTO sales SELECT k, 1 + k % 3, 1 + k % 6, CASE WHEN k % 5 = 0 THEN NULL ELSE 1 + k % min(40, 10 + k / 10) END,
    datetime('2024-01-01 09:00', '+' || (k * 1.7 + (k % 7)) || ' days'),
    CASE k % 4 WHEN 0 THEN 'Cash' WHEN 3 THEN 'Trade Account' ELSE 'Card' END,
    CASE WHEN k % 6 = 0 THEN 'Online' ELSE 'In store' END FROM n;
WITH RECURSIVE n(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM n WHERE k < 900)
INSERT INTO sale_items SELECT k, 1 + k % 400, 1 + k % 6, 1 + (k / 13) % 5, 0 FROM n;
UPDATE sale_items SET unit_price = (SELECT retail_price FROM products p WHERE p.product_id = sale_items.product_id);
WITH RECURSIVE n(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM n WHERE k < 30)
INSERT INTO returns SELECT k, 30 * k, date('2025-09-01', '+' || (k * 2 + k % 3) || ' days'), 1, 5.0 + k,
    CASE k % 3 WHEN 0 THEN 'Faulty' ELSE 'Changed mind' END FROM n;
"""


@pytest.mark.parametrize("question, sql, why", [
    ("How many people work for us at the moment?", "SELECT COUNT(*) FROM staff WHERE left_on IS NULL",
     "people said to work here are the rows of the table of staff"),
    ("Who's our longest-serving cashier still with us?",
     "SELECT first_name || ' ' || last_name FROM staff WHERE role = 'Cashier' AND left_on IS NULL "
     "ORDER BY hired_on LIMIT 1", "longest-serving: the earliest of the date every row has"),
    ("What's the priciest item we currently stock?",
     "SELECT name, retail_price FROM products WHERE discontinued_on IS NULL ORDER BY retail_price DESC LIMIT 1",
     "a price is what we sell at, not the cost_price; 'we stock' is the range now"),
    ("How many cash payments did we take in 2025?",
     "SELECT COUNT(*) FROM sales WHERE payment_method = 'Cash' AND sold_at LIKE '2025%'",
     "'take' has the rows counted as its object, not money"),
    ("Which supplier's goods brought in the most money for us in 2025?",
     "SELECT su.name, SUM(i.quantity * i.unit_price) FROM sale_items i JOIN sales s USING (sale_id) "
     "JOIN products p USING (product_id) JOIN suppliers su ON su.supplier_id = p.supplier_id "
     "WHERE s.sold_at LIKE '2025%' GROUP BY su.name ORDER BY 2 DESC LIMIT 1",
     "sale lines are dated by the sale they belong to"),
    ("How much did our trade customers spend with us in 2024?",
     "SELECT SUM(i.quantity * i.unit_price) FROM sale_items i JOIN sales s USING (sale_id) "
     "JOIN customers c USING (customer_id) WHERE c.is_trade = 1 AND s.sold_at LIKE '2024%'",
     "a yes/no column of a joined table picks the rows added up"),
    ("What was our busiest month in 2024 for number of transactions?",
     "SELECT substr(sold_at, 1, 7) FROM sales WHERE sold_at LIKE '2024%' GROUP BY 1 ORDER BY COUNT(*) DESC LIMIT 1",
     "what is counted is named after 'number of'; transactions are sales"),
    ("Which of our shops has the most floor space?", "SELECT name FROM stores ORDER BY floor_area_sqm DESC LIMIT 1",
     "shops are stores; space is the area, whatever unit ends its name"),
    ("Which member of staff has put the most money through the tills at Ashford in 2025?",
     "SELECT f.first_name || ' ' || f.last_name FROM sale_items i JOIN sales s USING (sale_id) "
     "JOIN staff f ON f.staff_id = s.staff_id JOIN stores t ON t.store_id = s.store_id "
     "WHERE t.town = 'Ashford' AND s.sold_at LIKE '2025%' GROUP BY f.staff_id ORDER BY SUM(i.quantity * i.unit_price) "
     "DESC LIMIT 1", "a member of staff is staff, not a member (a client); money through the tills is money taken"),
    ("Average basket value for online orders in 2024?",
     "SELECT ROUND(SUM(i.quantity * i.unit_price) / COUNT(DISTINCT i.sale_id), 2) FROM sale_items i "
     "JOIN sales s USING (sale_id) WHERE s.channel = 'Online' AND s.sold_at LIKE '2024%'",
     "a basket is a sale, its value the money of its lines (the period names no date column)"),
    ("In 2024, how many distinct customers bought something at Hollis Ashford?",
     "SELECT COUNT(DISTINCT s.customer_id) FROM sales s JOIN stores t USING (store_id) "
     "WHERE t.name = 'Hollis Ashford' AND s.sold_at LIKE '2024%'", "a verb dates the period ('bought': sold_at)"),
    ("What was the average value of an online sale in 2024?",
     "SELECT ROUND(SUM(i.quantity * i.unit_price) / COUNT(DISTINCT i.sale_id), 2) FROM sale_items i "
     "JOIN sales s USING (sale_id) WHERE s.channel = 'Online' AND s.sold_at LIKE '2024%'",
     "the value of a sale is money"),
    ("Which shop was the last one we opened?", "SELECT name FROM stores ORDER BY opened_on DESC LIMIT 1",
     "'the last one' is the latest, not the last 1 of a list"),
    ("How many product lines have we dropped from the range?",
     "SELECT COUNT(*) FROM products WHERE discontinued_on IS NOT NULL", "dropped is discontinued; product lines and "
     "the range are the products"),
    ("How many new customer sign-ups did we get in 2024?",
     "SELECT COUNT(*) FROM customers WHERE signed_up_on LIKE '2024%'", "sign-ups: the 'ups' says nothing more"),
    ("What's our best-selling product by units?",
     "SELECT p.name FROM sale_items i JOIN products p USING (product_id) GROUP BY p.name "
     "ORDER BY SUM(i.quantity) DESC LIMIT 1", "units sold are the sale lines' quantity, not the returns'"),
])
def test_a_new_users_hardware_shop(tmp_path, question, sql, why):
    """From a new user's trial (a chain of three hardware stores): questions an owner asks in their own words."""
    assert_gold(sqlite_file(tmp_path / "hardware.sqlite", HARDWARE), question, sql, why=why)


BAKEHOUSE = """
CREATE TABLE branches (branch_id INTEGER PRIMARY KEY, branch_name TEXT NOT NULL, town TEXT NOT NULL,
    opened_date TEXT NOT NULL);
CREATE TABLE employees (emp_id INTEGER PRIMARY KEY, first_name TEXT NOT NULL, last_name TEXT NOT NULL,
    role TEXT NOT NULL, branch_id INTEGER NOT NULL REFERENCES branches(branch_id), start_date TEXT NOT NULL,
    end_date TEXT, is_active INTEGER NOT NULL);
CREATE TABLE suppliers (supplier_id INTEGER PRIMARY KEY, supplier_name TEXT NOT NULL, country TEXT NOT NULL,
    is_active INTEGER NOT NULL);
CREATE TABLE products (product_id INTEGER PRIMARY KEY, name TEXT NOT NULL, category TEXT NOT NULL,
    supplier_id INTEGER REFERENCES suppliers(supplier_id), price REAL NOT NULL, unit_cost REAL NOT NULL,
    active INTEGER NOT NULL);
CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, first_name TEXT NOT NULL, last_name TEXT NOT NULL,
    email TEXT, signup_date TEXT NOT NULL, date_of_birth TEXT NOT NULL, trade_account INTEGER NOT NULL);
CREATE TABLE orders (order_id INTEGER PRIMARY KEY, branch_id INTEGER NOT NULL REFERENCES branches(branch_id),
    customer_id INTEGER REFERENCES customers(customer_id), emp_id INTEGER REFERENCES employees(emp_id),
    order_dt TEXT NOT NULL, payment_method TEXT NOT NULL, subtotal REAL, discount_amt REAL, total_amt REAL);
CREATE TABLE order_items (id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL REFERENCES orders(order_id),
    product_id INTEGER NOT NULL REFERENCES products(product_id), qty INTEGER NOT NULL, unit_price REAL NOT NULL,
    line_total REAL NOT NULL);
CREATE TABLE waste_log (waste_id INTEGER PRIMARY KEY, branch_id INTEGER NOT NULL REFERENCES branches(branch_id),
    product_id INTEGER NOT NULL REFERENCES products(product_id), waste_date TEXT NOT NULL, qty INTEGER NOT NULL,
    reason TEXT NOT NULL, cost_amt REAL NOT NULL);
INSERT INTO branches VALUES (1, 'High Street', 'Ashby', '2021-05-01'), (2, 'Station Road', 'Ashby', '2022-09-10'),
    (3, 'Riverside', 'Kelford', '2024-03-09');
INSERT INTO employees VALUES (1, 'Grace', 'Kowalski', 'Barista', 1, '2021-05-01', NULL, 1),
    (2, 'Tom', 'Hart', 'Barista', 2, '2022-09-10', '2024-06-30', 0),
    (3, 'Amy', 'Lowe', 'Baker', 1, '2021-04-20', NULL, 1),
    (4, 'Raj', 'Patel', 'Manager', 3, '2024-02-01', NULL, 1), (5, 'Lily', 'Chen', 'Barista', 3, '2024-03-01', NULL, 1),
    (6, 'Sam', 'Dale', 'Baker', 2, '2022-08-01', '2023-12-31', 0);
INSERT INTO suppliers VALUES (1, 'Meadow Dairy Co', 'United Kingdom', 1), (2, 'Millers of Ashby', 'United Kingdom', 1),
    (3, 'Bean There Roasters', 'Netherlands', 1), (4, 'Patisserie Lyon', 'France', 1), (5, 'Caffe Roma', 'Italy', 0);
INSERT INTO products VALUES (1, 'Latte', 'Hot Drinks', 3, 3.2, 0.8, 1), (2, 'Pumpkin Spice Latte', 'Hot Drinks', 3, 4.1,
    1.1, 1), (3, 'Flat White', 'Hot Drinks', 3, 3.4, 0.9, 1), (4, 'Matcha Latte', 'Hot Drinks', 5, 3.0, 1.2, 0),
    (5, 'Butter Croissant', 'Pastries', 4, 2.4, 0.7, 1), (6, 'Pain au Chocolat', 'Pastries', 4, 2.6, 0.8, 1),
    (7, 'Ham Sandwich', 'Sandwiches', 2, 4.5, 1.9, 1), (8, 'Tuna Melt', 'Sandwiches', 2, 5.0, 2.1, 0),
    (9, 'Cheese Sandwich', 'Sandwiches', 2, 4.0, 1.5, 1), (10, 'Sourdough Loaf', 'Bread', 2, 4.8, 1.6, 1);
WITH RECURSIVE n(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM n WHERE k < 40)
INSERT INTO customers SELECT k, 'C' || k, 'Baker', 'c' || k || '@mail.test',
    date('2023-06-01', '+' || (k * 21) || ' days'),
    date('1960-01-01', '+' || (k * 300) || ' days'), k % 5 = 0 FROM n;
WITH RECURSIVE n(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM n WHERE k < 500)
INSERT INTO orders SELECT k, 1 + k % 3, CASE WHEN k % 4 = 0 THEN NULL ELSE 1 + k % 40 END, 1 + k % 6,
    datetime('2023-06-01 08:00', '+' || (k * 2) || ' days', '+' || (k % 9) || ' hours'),
    CASE k % 5 WHEN 0 THEN 'Cash' WHEN 1 THEN 'Mobile Pay' ELSE 'Card' END, NULL, NULL, NULL FROM n;
WITH RECURSIVE n(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM n WHERE k < 1300)
INSERT INTO order_items SELECT k, 1 + k % 500, 1 + (k * 7) % 10, 1 + k % 3, 0, 0 FROM n;
UPDATE order_items SET qty = qty + 1 WHERE product_id = 5 AND id % 4 = 0;
UPDATE order_items SET unit_price = (SELECT price FROM products p WHERE p.product_id = order_items.product_id);
UPDATE order_items SET line_total = ROUND(qty * unit_price, 2);
UPDATE orders SET subtotal = (SELECT ROUND(SUM(line_total), 2) FROM order_items i WHERE i.order_id = orders.order_id);
UPDATE orders SET discount_amt = CASE WHEN order_id % 7 = 0 THEN ROUND(subtotal * 0.1, 2) ELSE 0 END;
UPDATE orders SET total_amt = ROUND(subtotal - discount_amt, 2);
WITH RECURSIVE n(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM n WHERE k < 120)
INSERT INTO waste_log SELECT k, 1 + k % 3, 1 + k % 10, date('2023-06-02', '+' || (k * 7) || ' days'), 1 + k % 4,
    CASE k % 3 WHEN 0 THEN 'Dropped' ELSE 'Unsold end of day' END, 0 FROM n;
UPDATE waste_log SET cost_amt = qty * (SELECT unit_cost FROM products p WHERE p.product_id = waste_log.product_id);
INSERT INTO orders VALUES (501, 1, NULL, 1, '2023-07-01 10:00:00', 'Card', 3.2, 0, 3.2),
    (502, 1, NULL, 1, '2023-07-08 10:00:00', 'Card', 3.2, 0, 3.2), (503, 2, NULL, 2, '2023-07-15 11:00:00', 'Card', 3.4,
    0, 3.4);
CREATE TABLE deliveries (delivery_id INTEGER PRIMARY KEY,
    supplier_id INTEGER NOT NULL REFERENCES suppliers(supplier_id),
    delivery_date TEXT NOT NULL, invoice_total REAL NOT NULL, paid INTEGER NOT NULL);
WITH RECURSIVE n(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM n WHERE k < 60)
INSERT INTO deliveries SELECT k, 1 + k % 5, date('2023-06-05', '+' || (k * 14) || ' days'), 40 + (k * 37) % 90,
    k % 6 = 0 OR k > 55 FROM n;
"""


@pytest.mark.parametrize("question, sql, why", [
    ("How many suppliers are we using these days?", "SELECT COUNT(*) FROM suppliers WHERE is_active = 1",
     "a yes/no column named 'active' says which rows are current"),
    ("How many different sandwiches are on the menu at the moment?",
     "SELECT COUNT(*) FROM products WHERE category = 'Sandwiches' AND active = 1",
     "'active' alone, an INTEGER, is a yes/no; the menu is the products; 'Sandwiches' is stored in the plural"),
    ("What's the most expensive hot drink we do?",
     "SELECT name, price FROM products WHERE category = 'Hot Drinks' ORDER BY price DESC LIMIT 1",
     "a stored value ('Hot Drinks', in the plural) names which rows; the answer names the product"),
    ("When did the Riverside shop open?", "SELECT opened_date FROM branches WHERE branch_name = 'Riverside'",
     "'when' asks for the one date the question names"),
    ("What did we take in total in 2024?", "SELECT SUM(total_amt) FROM orders WHERE order_dt LIKE '2024%'",
     "total_amt is the order's total (after discount), not the subtotal"),
    ("Which shop brought in the most money in 2024?",
     "SELECT b.branch_name, SUM(o.total_amt) FROM orders o JOIN branches b USING (branch_id) "
     "WHERE o.order_dt LIKE '2024%' GROUP BY 1 ORDER BY 2 DESC LIMIT 1",
     "the orders' totals, not their lines' totals again"),
    ("What did each branch take in 2024?",
     "SELECT b.branch_name, SUM(o.total_amt) FROM orders o JOIN branches b USING (branch_id) "
     "WHERE o.order_dt LIKE '2024%' GROUP BY 1", "an order's total and its lines' totals are the same money"),
    ("What did sales come to in 2024?", "SELECT SUM(total_amt) FROM orders WHERE order_dt LIKE '2024%'",
     "'what did X come to' asks for a total"),
    ("What percentage of orders were paid in cash in 2024?",
     "SELECT ROUND(100.0 * SUM(payment_method = 'Cash') / COUNT(*), 2) FROM orders WHERE order_dt LIKE '2024%'",
     "a share of the orders, counted: 'paid in cash' is how they were paid"),
    ("How many pumpkin spice lattes have we sold in 2024?",
     "SELECT SUM(i.qty) FROM order_items i JOIN orders o USING (order_id) JOIN products p USING (product_id) "
     "WHERE p.name = 'Pumpkin Spice Latte' AND o.order_dt LIKE '2024%'",
     "a name of three lower-case words; how many of a product were sold is its lines' quantity"),
    ("What's our best-selling pastry?",
     "SELECT p.name, SUM(i.qty) FROM order_items i JOIN products p USING (product_id) "
     "WHERE p.category = 'Pastries' GROUP BY 1 ORDER BY 2 DESC LIMIT 1",
     "best-selling ranks the pastries by units sold (not the waste log's quantities)"),
    ("How many of our suppliers are based outside the UK?",
     "SELECT COUNT(*) FROM suppliers WHERE country <> 'United Kingdom'", "the UK is stored as 'United Kingdom'"),
    ("What's the most common way people pay us?",
     "SELECT payment_method, COUNT(*) FROM orders GROUP BY 1 ORDER BY 2 DESC LIMIT 1",
     "a way of paying is the payment method, and the most common one the most rows, not the most money"),
    ("What's the most expensive thing we sell?", "SELECT name, price FROM products ORDER BY price DESC LIMIT 1",
     "the things we sell are the products"),
    ("How much did trade customers spend with us in 2024?",
     "SELECT SUM(o.total_amt) FROM orders o JOIN customers c USING (customer_id) "
     "WHERE c.trade_account = 1 AND o.order_dt LIKE '2024%'",
     "'trade' customers: the INTEGER trade_account; what customers spend is not our unit_cost"),
    ("Who are our top 5 customers by spend in 2024?",
     "SELECT c.first_name || ' ' || c.last_name, SUM(o.total_amt) FROM orders o JOIN customers c USING (customer_id) "
     "WHERE o.order_dt LIKE '2024%' GROUP BY c.customer_id ORDER BY 2 DESC LIMIT 5",
     "customers' spend is money taken"),
    ("How many new customers did we get in 2024?", "SELECT COUNT(*) FROM customers WHERE signup_date LIKE '2024%'",
     "a period dates the one date that is not a date of birth"),
    ("How many baristas are on staff?",
     "SELECT COUNT(*) FROM employees WHERE role = 'Barista' AND is_active = 1", "'on staff' is current"),
    ("What's our best seller at the High Street branch?",
     "SELECT p.name, SUM(i.qty) FROM order_items i JOIN orders o USING (order_id) JOIN products p USING (product_id) "
     "JOIN branches b ON b.branch_id = o.branch_id WHERE b.branch_name = 'High Street' GROUP BY 1 ORDER BY 2 DESC "
     "LIMIT 1", "a best seller is the product most sold: its order lines, read with their orders (not the waste log)"),
    ("Which day of the week is busiest?",
     "SELECT 'Saturday', COUNT(*) FROM orders WHERE strftime('%w', order_dt) = '6'",
     "naming nothing it counts, the busiest day has the most orders (75 on Saturdays, at most 72 on other days)"),
    ("Who's the newest person to join the team?",
     "SELECT first_name || ' ' || last_name, start_date FROM employees ORDER BY start_date DESC LIMIT 1",
     "a person who joined the team is one of the staff; newest by the date that does not end something"),
    ("How much do we still owe suppliers on unpaid delivery invoices?",
     "SELECT SUM(invoice_total) FROM deliveries WHERE paid = 0", "what is owed: the amounts a yes/no says are unpaid"),
    ("What's our most expensive pastry and what does it cost?",
     "SELECT name, price FROM products WHERE category = 'Pastries' ORDER BY price DESC LIMIT 1",
     "'and what does it cost' restates the price the answer gives"),
])
def test_a_new_users_bakery_cafes(tmp_path, question, sql, why):
    """From new users' trials (bakery-cafés, a garden centre, a fitness studio): questions an owner asks in their
    own words, of a small database shaped like the bakery chain's."""
    assert_gold(sqlite_file(tmp_path / "bakehouse.sqlite", BAKEHOUSE), question, sql, why=why)


@pytest.mark.parametrize("question, sql, why", [
    ("How many people have an active membership right now?",
     "SELECT COUNT(DISTINCT member_id) FROM memberships WHERE status = 'active'",
     "'membership' is spelled in memberships (only a stem of Members); the people are the members they point at"),
    ("how many new members did we get in 2024", "SELECT COUNT(*) FROM Members WHERE JoinDate LIKE '2024%'",
     "a period dates the one date that is not a date of birth"),
])
def test_members_and_their_memberships(tmp_path, question, sql, why):
    """A fitness studio's members (CamelCase) and the memberships they hold, one after another."""
    studio = sqlite_file(tmp_path / "studio.sqlite", """
        CREATE TABLE Members (MemberID INTEGER PRIMARY KEY, FirstName TEXT NOT NULL, LastName TEXT NOT NULL,
            JoinDate TEXT NOT NULL, DateOfBirth TEXT NOT NULL);
        CREATE TABLE memberships (membership_id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL
            REFERENCES Members(MemberID), status TEXT NOT NULL, start_date TEXT NOT NULL, end_date TEXT);
        WITH RECURSIVE n(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM n WHERE k < 60)
        INSERT INTO Members SELECT k, 'M' || k, 'Stone', date('2023-01-10', '+' || (k * 15) || ' days'),
            date('1970-03-01', '+' || (k * 211) || ' days') FROM n;
        WITH RECURSIVE n(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM n WHERE k < 90)
        INSERT INTO memberships SELECT k, 1 + k % 60, CASE WHEN k > 60 THEN 'active' WHEN k % 3 = 0 THEN 'cancelled'
            ELSE 'expired' END, date('2023-02-01', '+' || (k * 9) || ' days'), NULL FROM n;
        INSERT INTO memberships VALUES (91, 2, 'active', '2025-06-01', NULL);""")  # member 2 holds two active ones
    assert_gold(studio, question, sql, why=why)


GUEST_HOUSE = """
CREATE TABLE guests (guest_id INTEGER PRIMARY KEY, name TEXT NOT NULL, country TEXT NOT NULL,
    loyalty_points INTEGER NOT NULL);
CREATE TABLE bookings (booking_id INTEGER PRIMARY KEY, guest_id INTEGER NOT NULL REFERENCES guests(guest_id),
    booked_on TEXT NOT NULL, total REAL NOT NULL);
CREATE TABLE rooms (room_id INTEGER PRIMARY KEY, name TEXT NOT NULL, discontinued INTEGER);
CREATE TABLE talks (talk_id INTEGER PRIMARY KEY, title TEXT NOT NULL, live INTEGER NOT NULL);
INSERT INTO guests VALUES (1, 'Zoe Adams', 'United States', 0), (2, 'Ian Bell', 'United Kingdom', 120),
    (3, 'Mia Cole', 'United States', 40), (4, 'Ola Dahl', 'Norway', 0);
INSERT INTO bookings VALUES (1, 1, '2024-02-03', 335), (2, 1, '2024-06-10', 250), (3, 1, '2024-09-01', 120),
    (4, 2, '2024-03-05', 410), (5, 3, '2024-04-12', 90), (6, 4, '2024-05-20', 180), (7, 2, '2025-01-09', 95);
INSERT INTO rooms VALUES (1, 'Garden', 0), (2, 'Attic', 0), (3, 'Loft', 1), (4, 'Cellar', NULL);
INSERT INTO talks VALUES (1, 'Birds of the Marsh', 1), (2, 'Local History', 0), (3, 'Night Sky', 1);
"""


@pytest.mark.parametrize("question, sql, why", [
    ("What was the largest booking Zoe Adams made?",
     "SELECT MAX(b.total) FROM bookings b JOIN guests g USING (guest_id) WHERE g.name = 'Zoe Adams'",
     "a table word ending in -ing is no selling word: the booking heads the phrase, not the guest"),
    ("What did Zoe Adams's first booking come to?",
     "SELECT total FROM bookings WHERE guest_id = 1 ORDER BY booked_on LIMIT 1",
     "'come to' with one row picked out is that row's figure, not a total"),
    ("How much did loyalty guests spend in 2024?", None,
     "loyalty_points is a number held, not a yes/no: no filter to guess"),
    ("How many talks are currently running?", None, "'live' (streamed?) alone says nothing of being current"),
])
def test_rules_of_the_new_users_round_that_must_not_misfire(tmp_path, question, sql, why):
    """Questions a rule of the round on new users' databases could misread (a review's finds): each is answered
    right or declined (``sql`` None: declined)."""
    guests = sqlite_file(tmp_path / "guests.sqlite", GUEST_HOUSE)
    answer = play(guests, question).last.metadata["answer"]
    if sql is None:
        assert is_abstention(answer), (why, answer)
    elif not is_abstention(answer):
        assert_states(answer, gold_rows({"snake": guests}, sql), False, question, why)


@pytest.mark.parametrize("question, sql, why", [
    ("How many guests are from the USA?", "SELECT COUNT(*) FROM guests WHERE country = 'United States'",
     "the USA is stored as 'United States'"),
    ("How many rooms do we currently have?", "SELECT COUNT(*) FROM rooms WHERE COALESCE(discontinued, 0) = 0",
     "a yes/no 'discontinued' marks the rows no longer current"),
])
def test_stored_names_and_current_rows_of_a_guest_house(tmp_path, question, sql, why):
    assert_gold(sqlite_file(tmp_path / "guests.sqlite", GUEST_HOUSE), question, sql, why=why)


def test_a_hyphenated_word_is_not_a_change(tmp_path):
    """"Drop-in payments" are a kind of payment: the "drop" of "drop-in" asks for no change between periods."""
    studio = sqlite_file(tmp_path / "payments.sqlite", """
        CREATE TABLE payments (payment_id INTEGER PRIMARY KEY, paid_on TEXT NOT NULL, amount REAL NOT NULL,
            kind TEXT NOT NULL);
        WITH RECURSIVE n(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM n WHERE k < 80)
        INSERT INTO payments SELECT k, date('2024-01-03', '+' || (k * 9) || ' days'), 12 + k % 5,
            CASE k % 3 WHEN 0 THEN 'drop-in' ELSE 'membership' END FROM n;""")
    assert_gold(studio, "How much did we take in drop-in payments in 2024?",
                "SELECT SUM(amount) FROM payments WHERE kind = 'drop-in' AND paid_on LIKE '2024%'")


@pytest.mark.parametrize("question, sql", [
    ("How much have we spent with each supplier in 2025?",
     "SELECT supplier, SUM(total_cost) FROM stock_purchases WHERE ordered_on LIKE '2025%' GROUP BY supplier"),
    ("How much did we spend on stock purchases in 2024?",
     "SELECT SUM(total_cost) FROM stock_purchases WHERE ordered_on LIKE '2024%'"),
    ("What was the average unit cost in 2024?",  # named outright, the unit cost it is
     "SELECT ROUND(AVG(unit_cost), 2) FROM stock_purchases WHERE ordered_on LIKE '2024%'"),
])
def test_money_spent_adds_up_the_whole_amount_not_the_unit_cost(tmp_path, question, sql):
    """A purchase records both what a unit cost and what the whole order cost: money spent is the whole."""
    stock = sqlite_file(tmp_path / "stock.sqlite", """
        CREATE TABLE stock_purchases (purchase_id INTEGER PRIMARY KEY, supplier TEXT NOT NULL,
            ordered_on TEXT NOT NULL, quantity INTEGER NOT NULL, unit_cost REAL NOT NULL, total_cost REAL NOT NULL);
        WITH RECURSIVE n(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM n WHERE k < 60)
        INSERT INTO stock_purchases SELECT k, CASE k % 3 WHEN 0 THEN 'Antalis' WHEN 1 THEN 'Denmaur' ELSE 'Premier' END,
            date('2024-01-05', '+' || (k * 11) || ' days'), 10 + k % 7, 2.5 + k % 4, (10 + k % 7) * (2.5 + k % 4)
            FROM n;""")
    assert_gold(stock, question, sql)


def test_a_value_of_two_tables_is_the_one_next_to_what_the_question_names(tmp_path):
    """'Dog' is a pet's species and a product's pet type: "dogs that belong to customers" are pets, the table one
    join away from the customers the question names."""
    petshop = sqlite_file(tmp_path / "pets.sqlite", """
        CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, name TEXT NOT NULL, town TEXT NOT NULL);
        CREATE TABLE pets (pet_id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers,
            name TEXT NOT NULL, species TEXT NOT NULL);
        CREATE TABLE products (product_id INTEGER PRIMARY KEY, name TEXT NOT NULL, pet_type TEXT NOT NULL);
        WITH RECURSIVE n(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM n WHERE k < 30)
        INSERT INTO customers SELECT k, 'C' || k, CASE k % 3 WHEN 0 THEN 'Fairhaven' ELSE 'Riverton' END FROM n;
        WITH RECURSIVE n(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM n WHERE k < 70)
        INSERT INTO pets SELECT k, 1 + k % 30, 'P' || k, CASE k % 4 WHEN 0 THEN 'Cat' WHEN 1 THEN 'Bird' ELSE 'Dog' END
            FROM n;
        INSERT INTO products VALUES (1, 'Lead', 'Dog'), (2, 'Perch', 'Bird'), (3, 'Scratcher', 'Cat');""")
    assert_gold(petshop, "How many dogs belong to customers who live in Fairhaven?",
                "SELECT COUNT(*) FROM pets p JOIN customers c USING (customer_id) "
                "WHERE p.species = 'Dog' AND c.town = 'Fairhaven'")


def test_today_leaves_out_the_dates_of_rare_events():
    """No day is shared by enough date columns, so "today" is the median of their latest days; the last shop opening
    and the last leaver (years back) would pull it into October, while sales, returns and sign-ups run to November."""
    catalog = Catalog([])
    catalog.date_probe = {("stores", "opened_on"): "2023-06-03", ("staff", "left_on"): "2024-07-31",
                          ("staff", "hired_on"): "2025-01-16", ("products", "added_on"): "2025-09-22",
                          ("products", "discontinued_on"): "2025-10-02", ("returns", "returned_on"): "2025-11-12",
                          ("customers", "signed_up_on"): "2025-11-12", ("sales", "sold_at"): "2025-11-20 22:07"}
    assert snapshot_day(catalog) is None
    assert median_latest_day(catalog) == date(2025, 11, 12)


# From the round on four more users' databases (two coffee shops, two pet shops): a coffee shop whose orders keep
# a subtotal, a discount and the total paid, with CHECK-constrained statuses, loyalty members, staff and shifts.
COFFEE_SHOP = """
CREATE TABLE branches (branch_id INTEGER PRIMARY KEY, branch_name TEXT NOT NULL, opened_on TEXT NOT NULL);
CREATE TABLE staff (staff_id INTEGER PRIMARY KEY, first_name TEXT NOT NULL, last_name TEXT NOT NULL,
    role TEXT NOT NULL CHECK (role IN ('barista', 'manager')),
    home_branch_id INTEGER NOT NULL REFERENCES branches(branch_id), hired_on TEXT NOT NULL, left_on TEXT,
    emp_status TEXT NOT NULL CHECK (emp_status IN ('active', 'left')));
CREATE TABLE loyalty_members (member_id INTEGER PRIMARY KEY, card_number TEXT NOT NULL, first_name TEXT NOT NULL,
    last_name TEXT NOT NULL, signup_date TEXT NOT NULL);
CREATE TABLE shifts (shift_id INTEGER PRIMARY KEY, staff_id INTEGER NOT NULL REFERENCES staff(staff_id),
    branch_id INTEGER NOT NULL REFERENCES branches(branch_id), shift_date TEXT NOT NULL, hours_worked REAL NOT NULL);
CREATE TABLE orders (order_id INTEGER PRIMARY KEY, branch_id INTEGER NOT NULL REFERENCES branches(branch_id),
    member_id INTEGER REFERENCES loyalty_members(member_id), ordered_at TEXT NOT NULL,
    payment_method TEXT NOT NULL CHECK (payment_method IN ('card', 'cash')),
    order_status TEXT NOT NULL CHECK (order_status IN ('completed', 'refunded', 'voided')),
    subtotal REAL NOT NULL, discount REAL NOT NULL, total_paid REAL NOT NULL);
INSERT INTO branches VALUES (1, 'Harbour Street', '2021-04-01'), (2, 'Old Mill', '2022-06-11'),
    (3, 'Station Road', '2024-03-02');
INSERT INTO staff VALUES (1, 'Grace', 'Lin', 'barista', 1, '2021-04-01', NULL, 'active'),
    (2, 'Tom', 'Hart', 'barista', 2, '2022-06-11', '2024-05-31', 'left'),
    (3, 'Amy', 'Lowe', 'manager', 1, '2021-03-20', NULL, 'active'),
    (4, 'Raj', 'Patel', 'barista', 3, '2024-03-01', NULL, 'active'),
    (5, 'Lily', 'Chen', 'barista', 2, '2023-01-09', NULL, 'active');
WITH RECURSIVE n(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM n WHERE k < 60)
INSERT INTO loyalty_members SELECT k, 'LC' || (1000 + k), 'M' || k, 'Reed', date('2023-01-05', '+' || (k * 17) || ' days')
    FROM n;
WITH RECURSIVE n(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM n WHERE k < 700)
INSERT INTO shifts SELECT k, 1 + k % 5, 1 + k % 3, date('2023-01-02', '+' || (k * 1.5) || ' days'), 6 + k % 4 FROM n;
INSERT INTO shifts VALUES (701, 5, 2, '2024-07-01', 8), (702, 5, 2, '2024-07-02', 8), (703, 5, 2, '2024-07-03', 8);
WITH RECURSIVE n(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM n WHERE k < 900)
INSERT INTO orders SELECT k, 1 + k % 3, CASE WHEN k % 3 = 0 THEN 1 + k % 60 END,
    datetime('2023-01-01 08:00', '+' || (k * 1.2) || ' days', '+' || (k % 9) || ' hours'),
    CASE WHEN k % 4 = 0 THEN 'cash' ELSE 'card' END,
    CASE WHEN k % 23 = 0 THEN 'refunded' WHEN k % 31 = 0 THEN 'voided' ELSE 'completed' END,
    4 + (k * 7) % 13, CASE WHEN k % 5 = 0 THEN 1 ELSE 0 END, 0 FROM n;
UPDATE orders SET total_paid = subtotal - discount;
"""


@pytest.mark.parametrize("question, sql, why", [
    ("How much did Harbour Street take in 2024, not counting refunded or voided orders?",
     "SELECT SUM(o.total_paid) FROM orders o JOIN branches b USING (branch_id) WHERE b.branch_name = 'Harbour Street' "
     "AND o.order_status NOT IN ('refunded', 'voided') AND o.ordered_at LIKE '2024%'",
     "'not counting' leaves rows out and counts nothing; beside a subtotal, total_paid is what was taken"),
    ("What were Old Mill's sales in each month of 2024, excluding refunds and voids?",
     "SELECT substr(o.ordered_at, 1, 7), SUM(o.total_paid) FROM orders o JOIN branches b USING (branch_id) "
     "WHERE b.branch_name = 'Old Mill' AND o.order_status = 'completed' AND o.ordered_at LIKE '2024%' GROUP BY 1",
     "'excluding' reaches both values of a list ('refunds and voids')"),
    ("What was the average spend per order at Old Mill in 2024 (completed orders only)?",
     "SELECT AVG(o.total_paid) FROM orders o JOIN branches b USING (branch_id) WHERE b.branch_name = 'Old Mill' "
     "AND o.order_status = 'completed' AND o.ordered_at LIKE '2024%'",
     "'per order' is each order once (its 'order at' names ordered_at, not a grouping by the minute)"),
    ("How many people signed up to the loyalty card in 2024?",
     "SELECT COUNT(*) FROM loyalty_members WHERE signup_date LIKE '2024%'",
     "a loyalty card is the scheme's, not a payment by card"),
    ("Who has worked the most shifts in 2024?",
     "SELECT s.first_name || ' ' || s.last_name, COUNT(*) FROM shifts sh JOIN staff s USING (staff_id) "
     "WHERE sh.shift_date LIKE '2024%' GROUP BY s.staff_id ORDER BY 2 DESC LIMIT 1",
     "'who' asks for the people the shifts point at, read from their definition"),
    ("How many baristas are working for us right now?",
     "SELECT COUNT(*) FROM staff WHERE role = 'barista' AND emp_status = 'active'",
     "'working for us' is current; the status's values come from its CHECK constraint"),
    ("How many hours did Lily Chen work in July 2024?",
     "SELECT SUM(sh.hours_worked) FROM shifts sh JOIN staff s USING (staff_id) WHERE s.first_name = 'Lily' "
     "AND s.last_name = 'Chen' AND sh.shift_date LIKE '2024-07%'", "'how many hours' adds up the hours a column holds"),
])
def test_a_new_users_coffee_shop(tmp_path, question, sql, why):
    assert_gold(sqlite_file(tmp_path / "coffee.sqlite", COFFEE_SHOP), question, sql, why=why)


# A pet shop's orders (CHECK-constrained statuses and channels), order lines that record returns, and appointments
# booked ahead of the day they start.
PET_SHOP = """
CREATE TABLE shops (shop_id INTEGER PRIMARY KEY, shop_name TEXT NOT NULL,
    channel TEXT NOT NULL CHECK (channel IN ('in-store', 'online')), opened_on TEXT NOT NULL);
CREATE TABLE products (product_id INTEGER PRIMARY KEY, product_name TEXT NOT NULL, brand TEXT NOT NULL,
    list_price REAL NOT NULL);
CREATE TABLE orders (order_id INTEGER PRIMARY KEY, shop_id INTEGER NOT NULL REFERENCES shops(shop_id),
    order_date TEXT NOT NULL, status TEXT NOT NULL CHECK (status IN ('completed', 'cancelled')),
    delivery_fee REAL NOT NULL);
CREATE TABLE order_lines (line_id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL REFERENCES orders(order_id),
    product_id INTEGER NOT NULL REFERENCES products(product_id), quantity INTEGER NOT NULL, unit_price REAL NOT NULL,
    qty_returned INTEGER NOT NULL, returned_on TEXT);
CREATE TABLE pets (pet_id INTEGER PRIMARY KEY, pet_name TEXT NOT NULL, species TEXT NOT NULL);
CREATE TABLE appointments (appointment_id INTEGER PRIMARY KEY, pet_id INTEGER NOT NULL REFERENCES pets(pet_id),
    service TEXT NOT NULL, booked_at TEXT NOT NULL, start_time TEXT NOT NULL, fee REAL NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('booked', 'completed', 'cancelled', 'no-show')));
INSERT INTO shops VALUES (1, 'Riverside', 'in-store', '2019-05-01'), (2, 'Oakfield', 'in-store', '2021-09-01'),
    (3, 'Online Shop', 'online', '2023-03-01');
INSERT INTO products VALUES (1, 'Kitten Food 2kg', 'Purina', 12.5), (2, 'Dog Lead', 'Kong', 9.0),
    (3, 'Hay 1kg', 'Burgess', 4.0), (4, 'Chew Toy', 'Kong', 6.5);
WITH RECURSIVE n(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM n WHERE k < 600)
INSERT INTO orders SELECT k, 1 + k % 3, date('2023-01-03', '+' || (k * 1.7) || ' days'),
    CASE WHEN k % 13 = 0 THEN 'cancelled' ELSE 'completed' END, CASE WHEN k % 3 = 2 THEN 3.5 ELSE 0 END FROM n;
WITH RECURSIVE n(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM n WHERE k < 1400)
INSERT INTO order_lines SELECT k, 1 + k % 600, 1 + (k * 3) % 4, 1 + k % 4, 0, CASE WHEN k % 17 = 0 THEN 1 ELSE 0 END,
    NULL FROM n;
UPDATE order_lines SET unit_price = (SELECT list_price FROM products p WHERE p.product_id = order_lines.product_id)
    + (line_id % 5) * 0.1;
UPDATE order_lines SET returned_on = (SELECT date(o.order_date, '+40 days') FROM orders o
    WHERE o.order_id = order_lines.order_id) WHERE qty_returned > 0;
WITH RECURSIVE n(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM n WHERE k < 80)
INSERT INTO pets SELECT k, 'Pet' || k, CASE k % 3 WHEN 0 THEN 'Dog' WHEN 1 THEN 'Cat' ELSE 'Rabbit' END FROM n;
WITH RECURSIVE n(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM n WHERE k < 500)
INSERT INTO appointments SELECT k, 1 + k % 80, CASE WHEN k % 4 = 0 THEN 'Vaccination' ELSE 'Nail Clip' END,
    date('2022-12-20', '+' || (k * 2) || ' days'), date('2023-01-02', '+' || (k * 2) || ' days'), 25,
    CASE WHEN k % 11 = 0 THEN 'cancelled' WHEN k % 7 = 0 THEN 'no-show' ELSE 'completed' END FROM n;
"""


@pytest.mark.parametrize("question, sql, why", [
    ("How many appointments got cancelled in 2024?",
     "SELECT COUNT(*) FROM appointments WHERE status = 'cancelled' AND start_time LIKE '2024%'",
     "with no date of the cancelling, a cancellation is dated by the appointment, not by when it was booked"),
    ("How many vaccinations did we actually carry out in 2024?",
     "SELECT COUNT(*) FROM appointments WHERE service = 'Vaccination' AND status = 'completed' "
     "AND start_time LIKE '2024%'", "'actually' asks for the rows a status marks done, its values from a CHECK"),
    ("How many online orders were cancelled in 2024?",
     "SELECT COUNT(*) FROM orders o JOIN shops s USING (shop_id) WHERE s.channel = 'online' "
     "AND o.status = 'cancelled' AND o.order_date LIKE '2024%'",
     "a value a CHECK declares ('online') stays linkable when its table's other values are profiled"),
    ("How much did Riverside sell in 2024, not counting cancelled orders?",
     "SELECT SUM(l.quantity * l.unit_price) FROM order_lines l JOIN orders o USING (order_id) "
     "JOIN shops s USING (shop_id) WHERE s.shop_name = 'Riverside' AND o.status <> 'cancelled' "
     "AND o.order_date LIKE '2024%'",
     "the quantity sold is the plain one beside qty_returned; a line is dated by its order, not by its return"),
    ("Which month of 2024 had the highest sales across all three shops?",
     "SELECT substr(o.order_date, 1, 7), SUM(l.quantity * l.unit_price) FROM order_lines l JOIN orders o "
     "USING (order_id) WHERE o.status <> 'cancelled' AND o.order_date LIKE '2024%' GROUP BY 1 ORDER BY 2 DESC "
     "LIMIT 1", "the months are ranked by the money in the lines, dated by their orders"),
    ("What percentage of appointments in 2024 ended up cancelled or as no-shows? Round to one decimal place.",
     "SELECT ROUND(100.0 * SUM(status IN ('cancelled', 'no-show')) / COUNT(*), 1) FROM appointments "
     "WHERE start_time LIKE '2024%'", "values joined by 'or' are one condition; the rounding is the answer's form"),
    ("What was our best-selling product in 2024?",
     "SELECT p.product_name, SUM(l.quantity) FROM order_lines l JOIN orders o USING (order_id) JOIN products p "
     "USING (product_id) WHERE o.status <> 'cancelled' AND o.order_date LIKE '2024%' GROUP BY 1 ORDER BY 2 DESC "
     "LIMIT 1", "best-selling: the units the sale lines sold, not how many orders a product was in"),
])
def test_a_new_users_pet_shop(tmp_path, question, sql, why):
    assert_gold(sqlite_file(tmp_path / "pets.sqlite", PET_SHOP), question, sql, why=why)


@pytest.mark.parametrize("fixture, question, why", [
    (COFFEE_SHOP, "What was our total wage bill for 2024?", "no column records wages: the takings are no wage bill"),
    (PET_SHOP, "What's the average value of a completed online order in 2025, including the delivery charge?",
     "a figure with the delivery fee added to the goods, not the fee alone"),
    (PET_SHOP, "How many of our pets are completely vaccinated?", "'completely' is no 'completed' status"),
])
def test_what_the_round_on_four_more_databases_declines(tmp_path, fixture, question, why):
    answer = play(sqlite_file(tmp_path / "shop.sqlite", fixture), question).last.metadata["answer"]
    assert is_abstention(answer), (why, answer)


# A review's finds: questions a rule of the round on four more databases misread before it was mended (values
# joined by "or" in a comparison, a date said after "per", an ending with no end date the rules know, a table of
# places read as people, pay recorded by name, "excluded" as a verb).
REVIEWED = """
CREATE TABLE stores (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
CREATE TABLE sales (id INTEGER PRIMARY KEY, store_id INTEGER REFERENCES stores(id), sold_on TEXT NOT NULL,
    payment_method TEXT NOT NULL, total REAL NOT NULL);
CREATE TABLE orders (id INTEGER PRIMARY KEY, ordered_at TEXT NOT NULL, delivery_date TEXT, total REAL NOT NULL);
CREATE TABLE members (id INTEGER PRIMARY KEY, name TEXT NOT NULL, joined_on TEXT NOT NULL, lapsed_on TEXT,
    status TEXT CHECK (status IN ('Active', 'Left', 'Paused')));
CREATE TABLE invoices (id INTEGER PRIMARY KEY, issued_on TEXT NOT NULL, subtotal REAL NOT NULL, vat REAL NOT NULL,
    gross_total REAL NOT NULL);
CREATE TABLE locations (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
CREATE TABLE shifts (id INTEGER PRIMARY KEY, location_id INTEGER REFERENCES locations(id), worker TEXT NOT NULL,
    shift_date TEXT NOT NULL);
CREATE TABLE staff (id INTEGER PRIMARY KEY, name TEXT NOT NULL, annual_pay REAL NOT NULL);
CREATE TABLE pupils (id INTEGER PRIMARY KEY, name TEXT NOT NULL, status TEXT NOT NULL);
INSERT INTO stores VALUES (1, 'Hillview'), (2, 'Riverside');
INSERT INTO sales VALUES (1, 1, '2024-02-01', 'Cash', 40), (2, 1, '2024-03-01', 'Card', 60), (3, 2, '2024-03-05', 'Card', 50),
    (4, 2, '2024-04-01', 'Card', 30), (5, 1, '2023-05-01', 'Cash', 90);
INSERT INTO orders VALUES (1, '2024-01-05 10:00', '2024-01-07', 40), (2, '2024-01-05 11:00', '2024-01-08', 30),
    (3, '2024-01-06 09:00', '2024-01-08', 50);
INSERT INTO members VALUES (1, 'Ann', '2022-01-01', '2024-03-01', 'Left'), (2, 'Bob', '2024-02-01', NULL, 'Active'),
    (3, 'Cy', '2021-05-01', '2024-06-01', 'Left'), (4, 'Di', '2023-01-01', '2024-09-01', 'Left');
INSERT INTO invoices VALUES (1, '2024-01-10', 100, 20, 120), (2, '2024-02-10', 200, 40, 240), (3, '2023-12-10', 50, 10, 60);
INSERT INTO locations VALUES (1, 'Depot A'), (2, 'Depot B');
INSERT INTO shifts VALUES (1, 2, 'Sam', '2024-01-01'), (2, 2, 'Sam', '2024-01-02'), (3, 1, 'Jo', '2024-01-03'),
    (4, 2, 'Kim', '2024-01-04'), (5, 2, 'Kim', '2024-01-05'), (6, 2, 'Kim', '2024-01-06');
INSERT INTO staff VALUES (1, 'Ann', 21000), (2, 'Ben', 26000);
INSERT INTO pupils VALUES (1, 'Ada', 'On roll'), (2, 'Ben', 'Excluded'), (3, 'Cal', 'On roll');
"""


@pytest.mark.parametrize("question, sql", [
    ("Did Hillview or Riverside take more money in 2024?",
     "SELECT st.name FROM sales s JOIN stores st ON st.id = s.store_id WHERE s.sold_on LIKE '2024%' "
     "GROUP BY st.id ORDER BY SUM(s.total) DESC LIMIT 1"),
    ("Do more customers pay by cash or card?",
     "SELECT payment_method FROM sales GROUP BY 1 ORDER BY COUNT(*) DESC LIMIT 1"),
    ("What were the order totals per delivery date?", "SELECT delivery_date, SUM(total) FROM orders GROUP BY 1"),
    ("How many orders per delivery date?", "SELECT delivery_date, COUNT(*) FROM orders GROUP BY 1"),
    ("How many members cancelled in 2024?", "SELECT COUNT(*) FROM members WHERE lapsed_on LIKE '2024%'"),
    ("Who has worked the most shifts?", "SELECT worker, COUNT(*) FROM shifts GROUP BY 1 ORDER BY 2 DESC LIMIT 1"),
    ("What is the average salary of our staff?", "SELECT AVG(annual_pay) FROM staff"),
    ("How many pupils were excluded?", "SELECT COUNT(*) FROM pupils WHERE status = 'Excluded'"),
])
def test_rules_of_the_round_on_four_more_databases_that_must_not_misfire(tmp_path, question, sql):
    """Each is answered right or declined."""
    path = sqlite_file(tmp_path / "reviewed.sqlite", REVIEWED)
    answer = play(path, question).last.metadata["answer"]
    if not is_abstention(answer):
        assert_states(answer, gold_rows({"snake": path}, sql), False, question)


# A third round: a grooming salon with a shop, and a café-bakery, shaped like the businesses of four more owners'
# databases (a groomer's role read from a CHECK constraint of a table no word names, a price asked as "what does X
# cost", a product named by its description, a refund date that dates nothing, an on_menu flag, pay in hours).
GROOMING_SALON = """
CREATE TABLE staff (staff_id INTEGER PRIMARY KEY, full_name TEXT NOT NULL,
    role TEXT NOT NULL CHECK (role IN ('owner', 'groomer', 'reception')), started_on TEXT NOT NULL, end_date TEXT);
CREATE TABLE customers (cust_no INTEGER PRIMARY KEY, first_name TEXT NOT NULL, last_name TEXT NOT NULL);
CREATE TABLE dogs (dog_id INTEGER PRIMARY KEY, cust_no INTEGER NOT NULL REFERENCES customers(cust_no),
    name TEXT NOT NULL, breed TEXT NOT NULL, passed_away_on TEXT);
CREATE TABLE services (service_id INTEGER PRIMARY KEY, service_name TEXT NOT NULL, price REAL NOT NULL);
CREATE TABLE bookings (booking_id INTEGER PRIMARY KEY, dog_id INTEGER NOT NULL REFERENCES dogs(dog_id),
    groomer_id INTEGER NOT NULL REFERENCES staff(staff_id), service_id INTEGER NOT NULL REFERENCES services(service_id),
    made_at TEXT NOT NULL, starts_at TEXT NOT NULL, tip REAL NOT NULL DEFAULT 0);
CREATE TABLE suppliers (supplier_id INTEGER PRIMARY KEY, trading_name TEXT NOT NULL, contact_name TEXT NOT NULL);
CREATE TABLE stock (item_id INTEGER PRIMARY KEY, sku TEXT NOT NULL, description TEXT NOT NULL,
    supplier_id INTEGER NOT NULL REFERENCES suppliers(supplier_id), shelf_price REAL NOT NULL);
CREATE TABLE supplier_orders (po_id INTEGER PRIMARY KEY, item_id INTEGER NOT NULL REFERENCES stock(item_id),
    ordered_on TEXT NOT NULL, qty_ordered INTEGER NOT NULL, qty_received INTEGER, unit_cost REAL NOT NULL);
CREATE TABLE sales (sale_id INTEGER PRIMARY KEY, cust_no INTEGER REFERENCES customers(cust_no),
    served_by INTEGER NOT NULL REFERENCES staff(staff_id), rung_up_at TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('completed', 'refunded', 'voided')), refunded_on TEXT);
CREATE TABLE sale_lines (line_id INTEGER PRIMARY KEY, sale_id INTEGER NOT NULL REFERENCES sales(sale_id),
    item_id INTEGER NOT NULL REFERENCES stock(item_id), qty INTEGER NOT NULL, unit_price REAL NOT NULL);
INSERT INTO staff VALUES (1, 'Claire Moss', 'owner', '2019-01-01', NULL), (2, 'Jess Whitfield', 'groomer', '2021-03-01',
    NULL), (3, 'Priya Shah', 'groomer', '2022-05-01', NULL), (4, 'Tom Baxter', 'groomer', '2020-02-01', '2023-06-30'),
    (5, 'Ollie Reed', 'reception', '2022-01-10', '2024-08-31');
INSERT INTO customers VALUES (1, 'Helen', 'Stewart'), (2, 'David', 'Taylor'), (3, 'Aisha', 'Patel');
INSERT INTO dogs VALUES (1, 1, 'Toffee', 'Cockapoo', NULL), (2, 2, 'Juno', 'Shih Tzu', '2024-10-02'),
    (3, 3, 'Milo', 'Cockapoo', NULL), (4, 1, 'Barney', 'Labrador', '2025-01-15');
INSERT INTO services VALUES (1, 'Full Groom', 55), (2, 'Nail Trim', 12), (3, 'Bath & Brush', 35);
INSERT INTO bookings VALUES (1, 1, 2, 1, '2023-12-20', '2024-01-05', 5), (2, 2, 2, 2, '2024-01-02', '2024-01-09', 0),
    (3, 3, 3, 1, '2024-02-01', '2024-02-10', 10), (4, 1, 2, 3, '2024-03-01', '2024-03-04', 2),
    (5, 3, 3, 2, '2024-03-20', '2024-04-01', 12), (6, 2, 3, 1, '2023-01-05', '2023-01-10', 1),
    (7, 1, 3, 1, '2023-02-05', '2023-02-10', 1), (8, 3, 3, 3, '2023-03-05', '2023-03-10', 1);
INSERT INTO suppliers VALUES (1, 'Pet Wholesale Ltd', 'Ann Jones'), (2, 'Kong Direct', 'Bo Li');
INSERT INTO stock VALUES (1, 'KNG-01', 'Kong Ball', 2, 8.5), (2, 'BRS-02', 'Slicker Brush', 1, 12),
    (3, 'SHP-03', 'Oat Shampoo', 1, 9), (4, 'KNG-02', 'Kong Chew', 2, 6);
INSERT INTO supplier_orders VALUES (1, 1, '2024-01-03', 20, 20, 4.0), (2, 2, '2024-01-03', 10, 8, 6.0),
    (3, 3, '2024-02-03', 10, 10, 4.5), (4, 1, '2024-03-03', 30, 25, 4.0);
INSERT INTO sales VALUES (1, 1, 2, '2024-01-05 10:00', 'completed', NULL), (2, 2, 5, '2024-01-06 11:00', 'completed', NULL),
    (3, NULL, 5, '2024-02-01 09:30', 'refunded', '2024-06-02'), (4, 3, 5, '2024-02-02 12:00', 'completed', NULL),
    (5, NULL, 2, '2024-03-03 15:00', 'voided', NULL), (6, 1, 3, '2023-05-05 10:00', 'completed', NULL),
    (7, 2, 5, '2023-11-11 10:00', 'refunded', '2024-01-11');
INSERT INTO sale_lines VALUES (1, 1, 1, 2, 8.5), (2, 2, 1, 3, 8.5), (3, 3, 1, 5, 8.5), (4, 4, 2, 1, 12),
    (5, 5, 1, 4, 8.5), (6, 4, 1, 1, 8.5), (7, 6, 1, 7, 8.0), (8, 7, 1, 2, 8.0);
"""
_DAYS = [f"2025-{m:02d}-{d:02d}" for m in (9, 10, 11) for d in (3, 9, 14, 20)]  # the busy tables' dates
CAFE_BAKERY = """
CREATE TABLE shops (shop_id INTEGER PRIMARY KEY, shop_name TEXT NOT NULL, opened_on TEXT NOT NULL);
CREATE TABLE team (team_id INTEGER PRIMARY KEY, first_name TEXT NOT NULL, surname TEXT NOT NULL, left_on TEXT,
    home_shop INTEGER REFERENCES shops(shop_id));
CREATE TABLE menu (menu_id INTEGER PRIMARY KEY, item_name TEXT NOT NULL, till_price REAL NOT NULL, added_on TEXT,
    withdrawn_on TEXT, on_menu INTEGER NOT NULL DEFAULT 1);
CREATE TABLE till_receipts (receipt_id INTEGER PRIMARY KEY, shop_id INTEGER NOT NULL REFERENCES shops(shop_id),
    served_by INTEGER REFERENCES team(team_id), rung_up_at TEXT NOT NULL, net_total REAL NOT NULL,
    receipt_status TEXT NOT NULL CHECK (receipt_status IN ('paid', 'refunded', 'void')));
CREATE TABLE cake_bookings (booking_ref TEXT PRIMARY KEY, collect_from INTEGER NOT NULL REFERENCES shops(shop_id),
    taken_by INTEGER REFERENCES team(team_id), booked_on TEXT NOT NULL, deposit_taken REAL NOT NULL);
CREATE TABLE deliveries (delivery_id INTEGER PRIMARY KEY, shop_id INTEGER NOT NULL REFERENCES shops(shop_id),
    delivered_on TEXT NOT NULL, ingredient TEXT NOT NULL, quantity INTEGER NOT NULL, unit_cost REAL NOT NULL,
    line_cost REAL NOT NULL, invoice_amount REAL NOT NULL);
CREATE TABLE rota (rota_id INTEGER PRIMARY KEY, team_id INTEGER NOT NULL REFERENCES team(team_id),
    shop_id INTEGER NOT NULL REFERENCES shops(shop_id), shift_date TEXT NOT NULL, unpaid_break_mins INTEGER NOT NULL,
    paid_hours REAL, gross_pay REAL);
INSERT INTO shops VALUES (1, 'Bridge Street', '2019-06-01'), (2, 'Northgate', '2024-03-16');
INSERT INTO team VALUES (1, 'Oliver', 'Brear', NULL, 1), (2, 'Amira', 'Haddad', '2025-03-28', 2),
    (3, 'Ben', 'Cole', NULL, 1);
INSERT INTO menu VALUES (1, 'Seeded Rye', 5.4, '2023-01-01', NULL, 1), (2, 'Flat White', 3.3, '2025-06-01', NULL, 1),
    (3, 'Matcha Latte', 3.9, '2023-01-01', NULL, 0);
INSERT INTO deliveries VALUES (1, 1, '2025-01-10', 'Flour', 10, 12, 120, 120), (2, 2, '2025-02-10', 'Butter', 8, 10, 80, 80),
    (3, 1, '2025-03-10', 'Flour', 5, 13, 65, 95);
INSERT INTO cake_bookings VALUES ('C1', 1, 1, '2024-12-01', 20), ('C2', 2, 2, '2025-02-01', 30),
    ('C3', 1, 3, '2025-03-01', 25);
""" + "INSERT INTO till_receipts VALUES " + ", ".join(
    f"({i + 1}, {i % 2 + 1}, {i % 3 + 1}, '{day} 1{i % 10}:00', {10 + i}, "
    f"'{('paid', 'paid', 'refunded', 'void')[i % 4]}')" for i, day in enumerate(_DAYS * 3)) + ";\n" + \
    "INSERT INTO rota VALUES " + ", ".join(
        f"({i + 1}, {i % 3 + 1}, {i % 2 + 1}, '{day}', 30, {6 + i % 3}, {60 + 6 * i})"
        for i, day in enumerate(_DAYS[:-1])) + ";\n"


@pytest.mark.parametrize("question, sql, why", [
    ("How many groomers do we have?", "SELECT COUNT(*) FROM staff WHERE role = 'groomer'",
     "'groomer' is a value a CHECK constraint of staff declares, though no word names staff"),
    ("Which groomer did the most services in 2024?",
     "SELECT s.full_name, COUNT(*) FROM bookings b JOIN staff s ON s.staff_id = b.groomer_id "
     "WHERE b.starts_at LIKE '2024%' GROUP BY 1 ORDER BY 2 DESC LIMIT 1",
     "the services a groomer did are the bookings, which belong to both; dated by the slot, not when it was made"),
    ("Which groomer got the most in tips in 2024?",
     "SELECT s.full_name, SUM(b.tip) FROM bookings b JOIN staff s ON s.staff_id = b.groomer_id "
     "WHERE b.starts_at LIKE '2024%' GROUP BY 1 ORDER BY 2 DESC LIMIT 1", "the groomer is a member of staff"),
    ("What does a Full Groom cost?", "SELECT price FROM services WHERE service_name = 'Full Groom'",
     "what a thing costs is its price"),
    ("How much is a Nail Trim?", "SELECT price FROM services WHERE service_name = 'Nail Trim'",
     "how much a thing is: its price"),
    ("How many Kong Balls did we sell in 2024? Leave out refunded and voided sales.",
     "SELECT SUM(l.qty) FROM sale_lines l JOIN sales s ON s.sale_id = l.sale_id JOIN stock k ON k.item_id = l.item_id "
     "WHERE k.description = 'Kong Ball' AND s.status = 'completed' AND s.rung_up_at LIKE '2024%'",
     "units sold of the item its description names; the sales are dated when rung up, not refunded"),
    ("Which suppliers do we use?", "SELECT trading_name FROM suppliers",
     "a supplier is named by its trading name, not by the contact's"),
    ("Sadly, how many of our dogs have passed away?", "SELECT COUNT(*) FROM dogs WHERE passed_away_on IS NOT NULL",
     "a date that says the dog died is set"),
    ("Which members of staff have left?", "SELECT full_name FROM staff WHERE end_date IS NOT NULL",
     "staff who left have an end date"),
    ("Who rang up the most sales in 2024?",
     "SELECT t.full_name, COUNT(*) FROM sales s JOIN staff t ON t.staff_id = s.served_by "
     "WHERE s.rung_up_at LIKE '2024%' GROUP BY 1 ORDER BY 2 DESC LIMIT 1",
     "who rings up sales: the staff who served them, not the customers"),
])
def test_a_new_users_grooming_salon(tmp_path, question, sql, why):
    assert_gold(sqlite_file(tmp_path / "salon.sqlite", GROOMING_SALON), question, sql, why=why)


@pytest.mark.parametrize("question, sql, why", [
    ("How much did each shop take on the till in 2025, not counting refunds or voids?",
     "SELECT s.shop_name, SUM(r.net_total) FROM till_receipts r JOIN shops s ON s.shop_id = r.shop_id "
     "WHERE r.receipt_status = 'paid' AND r.rung_up_at LIKE '2025%' GROUP BY 1",
     "what a shop takes is its takings, not the deposits taken (deposit_taken, taken_by)"),
    ("What was the total wage bill for October 2025?",
     "SELECT SUM(gross_pay) FROM rota WHERE shift_date LIKE '2025-10%'", "a wage bill is the pay, no invoice"),
    ("Who worked the most hours in October 2025?",
     "SELECT t.first_name || ' ' || t.surname, SUM(r.paid_hours) FROM rota r JOIN team t ON t.team_id = r.team_id "
     "WHERE r.shift_date LIKE '2025-10%' GROUP BY 1 ORDER BY 2 DESC LIMIT 1",
     "paid_hours is time worked, not money; the unpaid break is not"),
    ("How many till sales did we refund in October 2025?",
     "SELECT COUNT(*) FROM till_receipts WHERE receipt_status = 'refunded' AND rung_up_at LIKE '2025-10%'",
     "'how many till sales' counts receipts: no money is asked"),
    ("How many people are on the team at the moment (not counting anyone who has left)?",
     "SELECT COUNT(*) FROM team WHERE left_on IS NULL", "'not counting' is one negation, of those who left"),
    ("What's the most expensive thing on the menu?",
     "SELECT item_name, till_price FROM menu ORDER BY till_price DESC LIMIT 1", "the things on the menu are its rows"),
    ("How many items are on the menu right now?", "SELECT COUNT(*) FROM menu WHERE on_menu = 1",
     "on_menu says which items are offered now"),
    ("Which shop brought in the most money in 2025 (paid receipts only)?",
     "SELECT s.shop_name, SUM(r.net_total) FROM till_receipts r JOIN shops s ON s.shop_id = r.shop_id "
     "WHERE r.receipt_status = 'paid' AND r.rung_up_at LIKE '2025%' GROUP BY 1 ORDER BY 2 DESC LIMIT 1",
     "the most money: the receipts named after it hold the money, they are not what is counted"),
    ("How much did we spend on flour in 2025?",
     "SELECT SUM(line_cost) FROM deliveries WHERE ingredient = 'Flour' AND delivered_on LIKE '2025%'",
     "money spent is each line's whole cost, not its cost per unit"),
])
def test_a_new_users_cafe_bakery(tmp_path, question, sql, why):
    assert_gold(sqlite_file(tmp_path / "bakery.sqlite", CAFE_BAKERY), question, sql, why=why)


@pytest.mark.parametrize("fixture, question, why", [
    (GROOMING_SALON, "Which item did we spend the most on in 2024?", "order lines say both what was ordered and what "
     "arrived: a sum of unit costs is no money spent, and which quantity multiplies the cost is not said"),
    (CAFE_BAKERY, "How many team members had a rota shift at Northgate in October 2025?",
     "Northgate could be where each one is based (team.home_shop) or where the shift was (rota.shop_id)"),
])
def test_what_the_third_round_declines(tmp_path, fixture, question, why):
    answer = play(sqlite_file(tmp_path / "shop.sqlite", fixture), question).last.metadata["answer"]
    assert is_abstention(answer), (why, answer)


# The review's finds: questions a rule of the third round misread before it was mended ("leave" taken as leaving,
# ``on_sale`` as current, ``price_per_hour`` as time, customers counted by their appointments, "the most refunded
# orders" ranked by money, a rep's own name taken for a contact's).
REVIEWED_THIRD = """
CREATE TABLE staff (staff_id INTEGER PRIMARY KEY, full_name TEXT NOT NULL,
    role TEXT NOT NULL CHECK (role IN ('groomer', 'reception')), end_date TEXT);
CREATE TABLE leave_requests (leave_id INTEGER PRIMARY KEY, staff_id INTEGER NOT NULL REFERENCES staff(staff_id),
    start_on TEXT NOT NULL, days INTEGER NOT NULL);
CREATE TABLE customers (cust_id INTEGER PRIMARY KEY, first_name TEXT NOT NULL, last_name TEXT NOT NULL);
CREATE TABLE appointments (appt_id INTEGER PRIMARY KEY, cust_id INTEGER NOT NULL REFERENCES customers(cust_id),
    groomer_id INTEGER NOT NULL REFERENCES staff(staff_id), starts_at TEXT NOT NULL, price REAL NOT NULL);
CREATE TABLE products (product_id INTEGER PRIMARY KEY, name TEXT NOT NULL, price REAL NOT NULL,
    on_sale INTEGER NOT NULL DEFAULT 0);
CREATE TABLE studio_hire (hire_id INTEGER PRIMARY KEY, hirer TEXT NOT NULL, hired_on TEXT NOT NULL,
    hours INTEGER NOT NULL, price_per_hour REAL NOT NULL);
CREATE TABLE shops (shop_id INTEGER PRIMARY KEY, name TEXT NOT NULL);
CREATE TABLE orders (order_id INTEGER PRIMARY KEY, shop_id INTEGER NOT NULL REFERENCES shops(shop_id),
    ordered_at TEXT NOT NULL, status TEXT NOT NULL CHECK (status IN ('paid', 'refunded')), total REAL NOT NULL);
CREATE TABLE sales_reps (rep_id INTEGER PRIMARY KEY, rep_name TEXT NOT NULL, territory_name TEXT NOT NULL);
INSERT INTO staff VALUES (1, 'Jess Whitfield', 'groomer', NULL), (2, 'Priya Shah', 'groomer', NULL),
    (3, 'Tom Baxter', 'reception', '2024-06-30');
INSERT INTO leave_requests VALUES (1, 1, '2024-02-01', 3), (2, 1, '2024-08-01', 2), (3, 2, '2024-05-01', 3),
    (4, 3, '2023-05-01', 4);
INSERT INTO customers VALUES (1, 'Helen', 'Stewart'), (2, 'David', 'Taylor'), (3, 'Aisha', 'Patel'), (4, 'Sam', 'Lee');
INSERT INTO appointments VALUES (1, 1, 1, '2025-01-05', 50), (2, 2, 1, '2025-02-05', 50), (3, 3, 1, '2025-03-05', 50),
    (4, 4, 2, '2025-01-09', 40), (5, 4, 2, '2025-02-09', 40), (6, 4, 2, '2025-03-09', 40), (7, 4, 2, '2025-04-09', 40),
    (8, 1, 2, '2025-05-09', 40);
INSERT INTO products VALUES (1, 'Kong Ball', 8.5, 1), (2, 'Slicker Brush', 12, 0), (3, 'Oat Shampoo', 9, 0);
INSERT INTO studio_hire VALUES (1, 'Salsa Club', '2025-01-10', 3, 30), (2, 'Yoga Group', '2025-02-10', 2, 25),
    (3, 'Salsa Club', '2024-11-10', 3, 28);
INSERT INTO shops VALUES (1, 'Bridge Street'), (2, 'Northgate');
INSERT INTO orders VALUES (1, 1, '2025-01-02', 'paid', 900), (2, 1, '2025-01-03', 'refunded', 10),
    (3, 2, '2025-01-04', 'refunded', 20), (4, 2, '2025-01-05', 'refunded', 30), (5, 1, '2025-02-01', 'paid', 5);
INSERT INTO sales_reps VALUES (1, 'Fiona Lake', 'South'), (2, 'Gary Hunt', 'North');
"""


@pytest.mark.parametrize("question, sql", [
    ("How many days of leave did each member of staff take in 2024?",
     "SELECT s.full_name, SUM(l.days) FROM leave_requests l JOIN staff s ON s.staff_id = l.staff_id "
     "WHERE l.start_on LIKE '2024%' GROUP BY 1"),
    ("How many products do we currently stock?", "SELECT COUNT(*) FROM products"),
    ("How much did we make from studio hire in 2025?",
     "SELECT SUM(hours * price_per_hour) FROM studio_hire WHERE hired_on LIKE '2025%'"),
    ("Which groomer had the most customers in 2025?",
     "SELECT s.full_name, COUNT(DISTINCT a.cust_id) FROM appointments a JOIN staff s ON s.staff_id = a.groomer_id "
     "WHERE a.starts_at LIKE '2025%' GROUP BY 1 ORDER BY 2 DESC LIMIT 1"),
    ("Which shop had the most refunded orders in 2025?",
     "SELECT sh.name, COUNT(*) FROM orders o JOIN shops sh ON sh.shop_id = o.shop_id "
     "WHERE o.status = 'refunded' AND o.ordered_at LIKE '2025%' GROUP BY 1 ORDER BY 2 DESC LIMIT 1"),
    ("List our sales reps.", "SELECT rep_name FROM sales_reps"),
])
def test_rules_of_the_third_round_that_must_not_misfire(tmp_path, question, sql):
    """Each is answered right or declined."""
    path = sqlite_file(tmp_path / "reviewed.sqlite", REVIEWED_THIRD)
    answer = play(path, question).last.metadata["answer"]
    if not is_abstention(answer):
        assert_states(answer, gold_rows({"snake": path}, sql), False, question)


_WEEK = [f"2025-10-{d:02d}" for d in range(6, 20)]  # Monday 6 to Sunday 19 October 2025
COFFEE_KIOSKS = """
CREATE TABLE site (site_id INTEGER PRIMARY KEY, site_name TEXT NOT NULL, opened TEXT);
CREATE TABLE staff_members (staff_id INTEGER PRIMARY KEY, first_name TEXT NOT NULL, last_name TEXT NOT NULL,
    home_site INTEGER REFERENCES site(site_id), start_date TEXT NOT NULL, end_date TEXT);
CREATE TABLE menu (item_code TEXT PRIMARY KEY, descr TEXT NOT NULL, price_p INTEGER NOT NULL);
CREATE TABLE till_txns (txn_id INTEGER PRIMARY KEY, site_id INTEGER NOT NULL REFERENCES site(site_id),
    served_by INTEGER REFERENCES staff_members(staff_id), tx_dt TEXT NOT NULL, amt_p INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('completed', 'refunded', 'void')), pay_method TEXT NOT NULL);
CREATE TABLE txn_lines (line_id INTEGER PRIMARY KEY, txn_id INTEGER NOT NULL REFERENCES till_txns(txn_id),
    item_code TEXT NOT NULL REFERENCES menu(item_code), qty INTEGER NOT NULL, unit_p INTEGER NOT NULL,
    free_redeem INTEGER NOT NULL DEFAULT 0  -- 1 = loyalty free drink
);
CREATE TABLE suppliers (supp_id INTEGER PRIMARY KEY, supp_name TEXT NOT NULL, phone TEXT);
CREATE TABLE PO (po_id INTEGER PRIMARY KEY, supp_id INTEGER NOT NULL REFERENCES suppliers(supp_id),
    ordered_on TEXT NOT NULL, status TEXT NOT NULL);
CREATE TABLE po_items (id INTEGER PRIMARY KEY, po_id INTEGER NOT NULL REFERENCES PO(po_id), product TEXT NOT NULL,
    qty_ord INTEGER NOT NULL, unit_cost REAL NOT NULL);
INSERT INTO site VALUES (1, 'High Street', '2019-03-01'), (2, 'Station Kiosk', '2022-05-01');
INSERT INTO staff_members VALUES (1, 'Ann', 'Lee', 1, '2020-01-01', NULL), (2, 'Raj', 'Paul', 2, '2022-05-01', NULL),
    (3, 'Eve', 'Moss', 1, '2021-01-01', '2024-08-31');
INSERT INTO menu VALUES ('LAT', 'Latte', 320), ('FLW', 'Flat White', 330), ('BRW', 'Brownie', 295);
INSERT INTO suppliers VALUES (1, 'Dales Dairy', NULL), (2, 'North Star Coffee Roasters', NULL);
INSERT INTO PO VALUES (1, 1, '2025-10-02', 'received'), (2, 2, '2025-10-03', 'received'), (3, 1, '2025-10-20', 'open'),
    (4, 1, '2025-09-12', 'received');
INSERT INTO po_items VALUES (1, 1, 'Whole milk', 40, 1.1), (2, 2, 'House blend', 10, 14.5), (3, 3, 'Oat milk', 24, 1.8),
    (4, 4, 'Whole milk', 30, 1.1);
""" + "INSERT INTO till_txns VALUES " + ", ".join(  # the kiosk busiest on Fridays, the high street on Saturdays
    f"({i + 1}, {site}, {site}, '{day} 0{8 + i % 2}:15', {250 + 10 * i}, "
    f"'{'refunded' if i % 7 == 3 else 'completed'}', '{('card', 'cash', 'card', 'app')[i % 4]}')"
    for i, (day, site) in enumerate([(d, 2) for d in _WEEK for _ in range(2 + 3 * (d in ('2025-10-10', '2025-10-17')))]
                                    + [(d, 1) for d in _WEEK for _ in range(1 + 4 * (d == '2025-10-11'))])) + ";\n" + \
    "INSERT INTO txn_lines VALUES " + ", ".join(
        f"({i + 1}, {i + 1}, '{('LAT', 'FLW', 'BRW')[i % 3]}', {1 + i % 2}, {(320, 330, 295)[i % 3]}, {int(i % 5 == 0)})"
        for i in range(40)) + ";\n"
CAT_CAFE = """
CREATE TABLE staff (staff_id INTEGER PRIMARY KEY, first_nm TEXT NOT NULL, last_nm TEXT NOT NULL, role TEXT NOT NULL,
    start_date TEXT NOT NULL, end_date TEXT);
CREATE TABLE cats (cat_id INTEGER PRIMARY KEY, name TEXT NOT NULL, arrived TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('Resident', 'Reserved', 'Adopted')), adopted_on TEXT, adopt_fee REAL);
CREATE TABLE vet_visits (visit_id INTEGER PRIMARY KEY, cat_id INTEGER NOT NULL REFERENCES cats(cat_id),
    visit_date TEXT NOT NULL, clinic TEXT NOT NULL, cost REAL NOT NULL);
CREATE TABLE bookings (bk_id INTEGER PRIMARY KEY, slot_date TEXT NOT NULL, guests INTEGER NOT NULL,
    cover_total_p INTEGER NOT NULL,     -- cover charge actually taken, pence
    status TEXT NOT NULL CHECK (status IN ('Attended', 'No-show', 'Cancelled')), created_ts TEXT NOT NULL);
CREATE TABLE menu_items (item_id INTEGER PRIMARY KEY, item_name TEXT NOT NULL,
    cat TEXT NOT NULL,          -- category: Hot Drinks / Cakes
    price_p INTEGER NOT NULL);
CREATE TABLE till_sales (sale_id INTEGER PRIMARY KEY, sold_at TEXT NOT NULL,
    staff_id INTEGER NOT NULL REFERENCES staff(staff_id), total_p INTEGER NOT NULL);
CREATE TABLE sale_lines (line_id INTEGER PRIMARY KEY, sale_id INTEGER NOT NULL REFERENCES till_sales(sale_id),
    item_id INTEGER NOT NULL REFERENCES menu_items(item_id), qty INTEGER NOT NULL,
    unit_p INTEGER NOT NULL     -- price charged, pence
);
INSERT INTO staff VALUES (1, 'Jade', 'Okafor', 'Manager', '2022-01-01', NULL),
    (2, 'Tom', 'Hale', 'Barista', '2022-03-01', '2024-05-31'), (3, 'Mia', 'Ross', 'Cat Carer', '2023-02-01', NULL);
INSERT INTO cats VALUES (1, 'Biscuit', '2023-01-10', 'Adopted', '2023-06-01', 120), (2, 'Mochi', '2023-02-01',
    'Resident', NULL, NULL), (3, 'Figaro', '2024-03-01', 'Adopted', '2024-09-15', 150), (4, 'Jasper', '2025-01-05',
    'Reserved', NULL, NULL);
INSERT INTO vet_visits VALUES (1, 1, '2023-03-01', 'Clifton Vets', 80.5), (2, 2, '2024-04-02', 'Clifton Vets', 252.07),
    (3, 2, '2025-02-03', 'Harbour Animal Clinic', 60), (4, 3, '2025-03-04', 'Clifton Vets', 95.25),
    (5, 4, '2025-05-05', 'Harbour Animal Clinic', 41);
INSERT INTO menu_items VALUES (1, 'Latte', 'Hot Drinks', 340), (2, 'Chocolate Brownie', 'Cakes', 325),
    (3, 'Lemon Drizzle', 'Cakes', 350);
INSERT INTO till_sales VALUES (1, '2025-10-03 10:00', 1, 990), (2, '2025-10-04 11:00', 3, 650),
    (3, '2025-10-05 12:00', 1, 1015);
INSERT INTO sale_lines VALUES (1, 1, 1, 2, 340), (2, 1, 2, 1, 325), (3, 2, 2, 2, 325), (4, 3, 3, 2, 350),
    (5, 3, 1, 1, 340);
""" + "INSERT INTO bookings VALUES " + ", ".join(  # booked (created) the month before the slot
    f"({i + 1}, '2025-{9 + i % 2:02d}-{5 + i:02d}', {1 + i % 3}, {500 * (1 + i % 3)}, "
    f"'{('Attended', 'No-show', 'Attended', 'Cancelled')[i // 2 % 4]}', '2025-{8 + (i + 1) % 2:02d}-{1 + i:02d} 09:00')"
    for i in range(16)) + ";\n"


@pytest.mark.parametrize("question, sql, why", [
    ("What were our total takings in October 2025?",
     "SELECT SUM(amt_p) / 100.0 FROM till_txns WHERE status = 'completed' AND tx_dt LIKE '2025-10%'",
     "amt_p is an amount kept in pence; the supplier orders' unit costs are no takings"),
    ("How many staff do we have on the books right now?", "SELECT COUNT(*) FROM staff_members WHERE end_date IS NULL",
     "staff_members is named by its first word"),
    ("Which day of the week is busiest at the kiosk?",
     "SELECT 'Friday'", "'the kiosk' is the site whose name ends so; the till's transactions are its sales"),
    ("What have each of the two sites taken in October 2025?",
     "SELECT s.site_name, SUM(t.amt_p) / 100.0 FROM till_txns t JOIN site s ON s.site_id = t.site_id "
     "WHERE t.status = 'completed' GROUP BY 1", "'each of the two sites': a figure per site"),
    ("How much did we spend with the dairy in October 2025?",
     "SELECT SUM(i.qty_ord * i.unit_cost) FROM po_items i JOIN PO p ON p.po_id = i.po_id "
     "WHERE p.supp_id = 1 AND p.ordered_on LIKE '2025-10%'", "'the dairy' is the supplier whose name ends so"),
    ("How do people pay? Split of card, cash and app by number of sales in October 2025",
     "SELECT pay_method, COUNT(*) FROM till_txns WHERE tx_dt LIKE '2025-10%' GROUP BY 1",
     "how people pay is the way they pay, not money: sales counted per method"),
])
def test_a_new_users_coffee_kiosks(tmp_path, question, sql, why):
    assert_gold(sqlite_file(tmp_path / "coffee.sqlite", COFFEE_KIOSKS), question, sql, why=why)


@pytest.mark.parametrize("question, sql, why", [
    ("How many no-shows did we get in October 2025?",
     "SELECT COUNT(*) FROM bookings WHERE status = 'No-show' AND slot_date LIKE '2025-10%'",
     "a booking's period is its slot, not when the row was created (created_ts)"),
    ("How many guests didn't turn up in September 2025?",
     "SELECT SUM(guests) FROM bookings WHERE status = 'No-show' AND slot_date LIKE '2025-09%'",
     "not turning up is a 'No-show'; the guests are the bookings' guests"),
    ("How many staff have left since we opened?", "SELECT COUNT(*) FROM staff WHERE end_date IS NOT NULL",
     "first_nm and last_nm name people, whose end date says they left"),
    ("What's the biggest single vet bill we've ever had?", "SELECT MAX(cost) FROM vet_visits",
     "a vet bill is the one amount of the visits, though a cost is no money taken"),
    ("Which cat has cost us the most in vet bills?",
     "SELECT c.name FROM vet_visits v JOIN cats c ON c.cat_id = v.cat_id GROUP BY c.cat_id ORDER BY SUM(v.cost) DESC "
     "LIMIT 1", "the bills are money: added up per cat, not counted"),
    ("How many cats have we rehomed?", "SELECT COUNT(*) FROM cats WHERE status = 'Adopted'",
     "a cat rehomed was adopted"),
    ("Which vet practice have we spent the most at?",
     "SELECT clinic FROM vet_visits GROUP BY clinic ORDER BY SUM(cost) DESC LIMIT 1", "a practice is a clinic"),
    ("What's our best-selling cake?",
     "SELECT m.item_name FROM sale_lines l JOIN menu_items m ON m.item_id = l.item_id WHERE m.cat = 'Cakes' "
     "GROUP BY m.item_id ORDER BY SUM(l.qty) DESC LIMIT 1",
     "best-selling: the units the sale lines sold (unit_p is a price in pence), not the day sold_at"),
    ("How much did we take in cover charges in October 2025?",
     "SELECT SUM(cover_total_p) / 100.0 FROM bookings WHERE slot_date LIKE '2025-10%' AND status <> 'Cancelled'",
     "'cover charges' is the note on cover_total_p, not the price charged on sale lines; pence in pounds"),
])
def test_a_new_users_cat_cafe(tmp_path, question, sql, why):
    assert_gold(sqlite_file(tmp_path / "cats.sqlite", CAT_CAFE), question, sql, why=why)


CONCERTS = """
CREATE TABLE students (student_id INTEGER PRIMARY KEY, full_name TEXT NOT NULL, joined_on TEXT NOT NULL);
CREATE TABLE concerts (concert_id INTEGER PRIMARY KEY, title TEXT NOT NULL, concert_date TEXT NOT NULL,
    concert_type TEXT NOT NULL CHECK (concert_type IN ('Concert', 'Recital')));
CREATE TABLE concert_performers (concert_id INTEGER NOT NULL REFERENCES concerts(concert_id),
    student_id INTEGER NOT NULL REFERENCES students(student_id));
CREATE TABLE exams (exam_id INTEGER PRIMARY KEY, student_id INTEGER NOT NULL REFERENCES students(student_id),
    sat_on TEXT NOT NULL, result TEXT CHECK (result IN ('Pass', 'Fail')), fee REAL NOT NULL);
INSERT INTO students VALUES (1, 'Ann Bell', '2023-09-01'), (2, 'Cy Dorn', '2025-01-10'), (3, 'Eli Ford', '2024-09-01');
INSERT INTO concerts VALUES (1, 'Spring Recital 2025', '2025-04-05', 'Recital'),
    (2, 'Summer Concert 2025', '2025-07-12', 'Concert'), (3, 'Christmas Concert 2025', '2025-12-13', 'Concert'),
    (4, 'Summer Concert 2024', '2024-07-13', 'Concert');
INSERT INTO concert_performers VALUES (1, 1), (1, 2), (1, 3), (2, 1), (2, 3), (3, 1), (3, 2), (4, 1);
INSERT INTO exams VALUES (1, 1, '2025-10-02', 'Pass', 60), (2, 2, '2025-10-09', 'Fail', 60),
    (3, 3, '2025-10-16', 'Pass', 60), (4, 1, '2025-11-06', 'Pass', 70), (5, 2, '2025-11-13', NULL, 70),
    (6, 3, '2025-11-18', 'Pass', 70);
"""


@pytest.mark.parametrize("question, sql, why", [
    ("Passes in October 2025: how many did we get?",
     "SELECT COUNT(*) FROM exams WHERE result = 'Pass' AND sat_on LIKE '2025-10%'",
     "the rows counted are those the stored value names ('Pass'), though no table is named"),
    ("How many pupils performed at each of this year's concerts and recitals so far?",
     "SELECT c.title, COUNT(*) FROM concert_performers p JOIN concerts c ON c.concert_id = p.concert_id "
     "WHERE c.concert_date BETWEEN '2025-01-01' AND '2025-11-18' GROUP BY c.concert_id",
     "'each of' names the concerts; 'this year's concerts' are dated by the concert, and 'so far' ends today; "
     "'concerts and recitals' are all of them, recitals a kind of concert"),
])
def test_values_counted_and_periods_owned(tmp_path, question, sql, why):
    assert_gold(sqlite_file(tmp_path / "music.sqlite", CONCERTS), question, sql, why=why)


@pytest.mark.parametrize("fixture, question, why", [
    (COFFEE_KIOSKS, "What's our most expensive drink on the menu?",
     "'drink' is only in the note on free_redeem, a yes/no: no price, and the menu does not say which are drinks"),
    (COFFEE_KIOSKS, "What's the top-earning staff member at each site?", "the top one per site, not one overall"),
])
def test_what_the_fourth_round_declines(tmp_path, fixture, question, why):
    answer = play(sqlite_file(tmp_path / "shop.sqlite", fixture), question).last.metadata["answer"]
    assert is_abstention(answer), (why, answer)


# A shop whose customers carry the day they were created and the day they were last in, and whose orders the day
# they were created and the day they were delivered; its payments run to the last day of the record, while stock
# counts, product launches and staff hires end months before it (a median of latest days falls in September).
SHOP_RECORD = """
CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, full_name TEXT NOT NULL, created_at TEXT NOT NULL,
    last_visit TEXT NOT NULL);
CREATE TABLE orders (order_id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
    created_at TEXT NOT NULL, delivery_date TEXT NOT NULL, total REAL NOT NULL);
CREATE TABLE payments (payment_id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL REFERENCES orders(order_id),
    paid_on TEXT NOT NULL, amount REAL NOT NULL);
CREATE TABLE staff (staff_id INTEGER PRIMARY KEY, full_name TEXT NOT NULL, hired_on TEXT NOT NULL);
CREATE TABLE suppliers (supplier_id INTEGER PRIMARY KEY, supplier TEXT NOT NULL, since TEXT NOT NULL);
CREATE TABLE products (product_id INTEGER PRIMARY KEY, product TEXT NOT NULL, launched_on TEXT NOT NULL);
CREATE TABLE stock_counts (count_id INTEGER PRIMARY KEY, counted_on TEXT NOT NULL);
INSERT INTO customers VALUES (1, 'Ann Bell', '2024-03-01', '2025-06-01'), (2, 'Cy Dorn', '2025-01-10', '2025-11-02'),
    (3, 'Eli Ford', '2025-02-11', '2025-03-01'), (4, 'Flo Gray', '2024-11-20', '2025-10-10'),
    (5, 'Gus Hale', '2025-05-05', '2025-06-30');
INSERT INTO orders VALUES (1, 1, '2024-09-30', '2024-10-03', 20), (2, 2, '2025-01-12', '2025-01-15', 35),
    (3, 3, '2025-02-20', '2025-02-22', 12), (4, 4, '2025-10-10', '2025-10-12', 50),
    (5, 1, '2025-06-01', '2025-06-03', 15),
    (6, 5, '2025-05-05', '2025-05-08', 40), (7, 2, '2025-12-18', '2025-12-20', 25),
    (8, 3, '2024-12-29', '2025-01-04', 18), (9, 4, '2025-01-20', '2025-01-24', 22);
INSERT INTO payments VALUES (1, 1, '2024-09-30', 20), (2, 2, '2025-01-12', 35), (3, 3, '2025-02-20', 12),
    (4, 4, '2025-10-10', 50), (5, 5, '2025-06-01', 15), (6, 6, '2025-05-05', 40), (7, 7, '2025-12-20', 25),
    (8, 8, '2024-12-29', 18), (9, 9, '2025-01-20', 22);
INSERT INTO staff VALUES (1, 'Hal Ives', '2023-05-01'), (2, 'Ida Jones', '2024-02-01');
INSERT INTO suppliers VALUES (1, 'Acme', '2024-11-01');
INSERT INTO products VALUES (1, 'Mug', '2025-04-01');
INSERT INTO stock_counts VALUES (1, '2025-06-30'), (2, '2025-09-30');
"""


@pytest.mark.parametrize("question, sql, why", [
    ("How many new customers did we get in 2025?",
     "SELECT COUNT(*) FROM customers WHERE created_at LIKE '2025%'",
     "new customers joined when created: last_visit sums up later visits"),
    ("How many customers visited in 2025?",
     "SELECT COUNT(*) FROM customers WHERE last_visit LIKE '2025%'", "the question names the visit"),
    ("How many orders did we deliver in January 2025?",
     "SELECT COUNT(*) FROM orders WHERE delivery_date LIKE '2025-01%'", "'deliver' dates by the delivery"),
    ("How much have we been paid so far this year?",
     "SELECT SUM(amount) FROM payments WHERE paid_on LIKE '2025%'",
     "'so far' ends on the record's last day, which the payments reach, not on a median estimate of today"),
])
def test_the_date_a_period_means(tmp_path, question, sql, why):
    assert_gold(sqlite_file(tmp_path / "shop.sqlite", SHOP_RECORD), question, sql, why=why)


LOGINS = """
CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, full_name TEXT NOT NULL, created_at TEXT NOT NULL,
    last_login TEXT NOT NULL);
INSERT INTO customers VALUES (1, 'Ann Bell', '2024-03-01', '2025-06-01'), (2, 'Cy Dorn', '2025-01-10', '2025-11-02'),
    (3, 'Eli Ford', '2025-02-11', '2025-03-01'), (4, 'Flo Gray', '2024-11-20', '2025-10-10'),
    (5, 'Gus Hale', '2024-05-05', '2024-06-30');
"""


@pytest.mark.parametrize("question, sql, why", [
    ("How many customers signed up in 2025?", "SELECT COUNT(*) FROM customers WHERE created_at LIKE '2025%'",
     "signing up is joining: when the row was created, whenever they last logged in"),
    ("How many customers logged in during 2025?", "SELECT COUNT(*) FROM customers WHERE last_login LIKE '2025%'",
     "logging in is the activity last_login records (the review's regression: 'logged' is no form of 'login')"),
])
def test_the_latest_of_something_dates_nothing_a_question_about_joining(tmp_path, question, sql, why):
    assert_gold(sqlite_file(tmp_path / "logins.sqlite", LOGINS), question, sql, why=why)


def test_a_table_linked_by_a_synonym_the_search_missed_is_read(tmp_path):
    """"Sales" names ``till_txns`` only through the synonym txn, which the catalog search does not try: the planner
    reads the definition of every table it links, so the period finds ``tx_dt``."""
    assert_gold(sqlite_file(tmp_path / "coffee.sqlite", COFFEE_KIOSKS),
                "How many sales did we ring up on 11 October 2025?",
                "SELECT COUNT(*) FROM till_txns WHERE tx_dt LIKE '2025-10-11%'")  # (none refunded or void that day)


VET_APPOINTMENTS = """
CREATE TABLE patients (patient_id INTEGER PRIMARY KEY, full_name TEXT NOT NULL, species TEXT);
CREATE TABLE appointments (appt_id INTEGER PRIMARY KEY, patient_id INTEGER NOT NULL REFERENCES patients(patient_id),
    appt_date TEXT NOT NULL, status TEXT NOT NULL CHECK (status IN ('Completed', 'Cancelled', 'No-show')));
INSERT INTO patients VALUES (1, 'Rex', 'Dog'), (2, 'Tom', 'Cat'), (3, 'Polly', 'Bird');
INSERT INTO appointments VALUES (1, 1, '2025-01-02', 'Completed'), (2, 2, '2025-01-03', 'Cancelled'),
    (3, 2, '2025-02-03', 'Completed'), (4, 3, '2025-03-05', 'No-show'), (5, 3, '2025-03-09', 'Completed'),
    (6, 1, '2025-03-10', 'Cancelled');
"""


@pytest.mark.parametrize("fixture, question, why", [
    (CAT_CAFE, "Which cat had the most bills?", "a cat's adoption fee is no bill: 'bills' alone counts them"),
    (SHOP_RECORD, "How many orders did we take in January 2025?",
     "created_at or delivery_date: 'take' says neither (a wholesale bakery dates the orders it sent by delivery)"),
    (VET_APPOINTMENTS, "How many appointments and cancelled ones did we have?",
     "two figures: all appointments and the cancelled ones (a cancellation is no kind of appointment)"),
])
def test_what_the_review_of_the_fourth_round_declines(tmp_path, fixture, question, why):
    answer = play(sqlite_file(tmp_path / "shop.sqlite", fixture), question).last.metadata["answer"]
    assert is_abstention(answer), (why, answer)


# A florist's till: orders rung up (created_at) for a day the flowers are needed by, paid or still pending; trade
# accounts keep their name in fname with no lname.
FLORIST = """
CREATE TABLE cust (cust_id INTEGER PRIMARY KEY, fname TEXT NOT NULL, lname TEXT, is_trade INTEGER NOT NULL);
CREATE TABLE orders (ord_id INTEGER PRIMARY KEY, cust_id INTEGER NOT NULL REFERENCES cust(cust_id),
    created_at TEXT NOT NULL, needed_by TEXT NOT NULL, total_p INTEGER NOT NULL,
    ord_status TEXT NOT NULL CHECK (ord_status IN ('PAID', 'PENDING', 'REFUNDED', 'CANCELLED')));
INSERT INTO cust VALUES (1, 'Amy', 'Taylor', 0), (2, 'Haywards Funeral Directors', NULL, 1), (3, 'Dan', 'Khan', 0);
INSERT INTO orders VALUES (1, 1, '2024-12-30 10:00', '2025-01-02', 4500, 'PAID'),
    (2, 2, '2025-01-10 09:00', '2025-01-11', 12000, 'PAID'), (3, 2, '2025-01-20 09:00', '2025-01-21', 8000, 'PENDING'),
    (4, 3, '2025-02-01 12:00', '2025-02-14', 3000, 'PAID'), (5, 1, '2025-02-03 12:00', '2025-02-14', 2500, 'REFUNDED'),
    (6, 3, '2025-01-31 16:00', '2025-02-01', 6000, 'PAID');
"""


@pytest.mark.parametrize("question, sql, why", [
    ("What were our takings in January 2025?",
     "SELECT SUM(total_p) / 100.0 FROM orders WHERE ord_status = 'PAID' AND created_at LIKE '2025-01%'",
     "a sale is dated when rung up, not by the day the flowers are needed by; beside 'PAID', 'PENDING' is not taken"),
    ("Who are our top 2 customers by spend?",
     "SELECT trim(fname || ' ' || coalesce(lname, '')), SUM(total_p) / 100.0 AS s FROM orders JOIN cust "
     "USING (cust_id) WHERE ord_status = 'PAID' GROUP BY cust_id ORDER BY s DESC LIMIT 2",
     "a trade account's name with no last name is its first name, not NULL"),
    ("What were our takings across both shops in January 2025?",
     "SELECT SUM(total_p) / 100.0 FROM orders WHERE ord_status = 'PAID' AND created_at LIKE '2025-01%'",
     "'across both shops' is all of them, no condition both must meet (and no table of shops to find)"),
    ("How many orders did we get in January 2025, paid ones only, both shops?",
     "SELECT COUNT(*) FROM orders WHERE ord_status = 'PAID' AND created_at LIKE '2025-01%'",
     "the same at the end of a question"),
])
def test_a_new_users_florist(tmp_path, question, sql, why):
    assert_gold(sqlite_file(tmp_path / "florist.sqlite", FLORIST), question, sql, why=why)


# A café-bistro's till: menu items sold on order lines, staff shifts, a loyalty card kept as its number, stock
# deliveries marked paid 'yes' / 'no' (the round on a bistro and a pet shop, blind trials).
BISTRO = """
CREATE TABLE categories (category_id INTEGER PRIMARY KEY, category_name TEXT NOT NULL);
CREATE TABLE menu_items (item_id INTEGER PRIMARY KEY, item_name TEXT NOT NULL,
    category_id INTEGER NOT NULL REFERENCES categories(category_id), price REAL NOT NULL,
    active INTEGER NOT NULL DEFAULT 1);
CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, first_name TEXT NOT NULL, last_name TEXT NOT NULL,
    loyalty_card TEXT);
CREATE TABLE staff (staff_id INTEGER PRIMARY KEY, first_name TEXT NOT NULL, last_name TEXT NOT NULL,
    role TEXT NOT NULL, hourly_rate REAL NOT NULL, hire_date TEXT NOT NULL, leave_date TEXT);
CREATE TABLE shifts (shift_id INTEGER PRIMARY KEY, staff_id INTEGER NOT NULL REFERENCES staff(staff_id),
    shift_date TEXT NOT NULL, hours REAL NOT NULL);
CREATE TABLE orders (order_id INTEGER PRIMARY KEY, ordered_at TEXT NOT NULL,
    customer_id INTEGER REFERENCES customers(customer_id), staff_id INTEGER NOT NULL REFERENCES staff(staff_id),
    status TEXT NOT NULL, total_amount REAL NOT NULL, tip REAL);
CREATE TABLE order_lines (line_id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL REFERENCES orders(order_id),
    item_id INTEGER NOT NULL REFERENCES menu_items(item_id), qty INTEGER NOT NULL, unit_price REAL NOT NULL);
CREATE TABLE stock_deliveries (delivery_id INTEGER PRIMARY KEY, supplier TEXT NOT NULL, delivery_date TEXT NOT NULL,
    invoice_total REAL NOT NULL, paid TEXT NOT NULL DEFAULT 'no');
INSERT INTO categories VALUES (1, 'Coffee'), (2, 'Breakfast'), (3, 'Cakes');
INSERT INTO menu_items VALUES (1, 'Flat White', 1, 3.2, 1), (2, 'Chai Latte', 1, 3.5, 1),
    (3, 'Full English', 2, 9.5, 1),
    (4, 'Shakshuka', 2, 8.5, 0), (5, 'Carrot Cake', 3, 3.8, 1), (6, 'Berry Smoothie', 1, 4.2, 0);
INSERT INTO customers VALUES (1, 'Ann', 'Lee', 'LC-0001'), (2, 'Bob', 'Ray', NULL), (3, 'Cat', 'Day', 'LC-0003'),
    (4, 'Dev', 'Roy', NULL);
INSERT INTO staff VALUES (1, 'Marta', 'Nowak', 'manager', 16.5, '2022-01-10', NULL),
    (2, 'Dario', 'Bianchi', 'barista', 11.5, '2022-03-01', '2024-06-30'),
    (3, 'Lewis', 'Carter', 'server', 11.0, '2023-02-01', '2025-01-31'),
    (4, 'Priya', 'Shah', 'barista', 12.0, '2023-05-01', NULL);
INSERT INTO shifts VALUES (1, 1, '2025-01-02', 8), (2, 2, '2024-01-03', 6.5), (3, 3, '2024-02-03', 5),
    (4, 4, '2025-01-04', 7.5), (5, 4, '2025-01-05', 4), (6, 1, '2025-01-06', 8);
INSERT INTO orders VALUES (1, '2025-01-02 09:10', 1, 1, 'paid', 12.7, 1.0),
    (2, '2025-01-02 10:00', 1, 4, 'paid', 6.4, NULL),
    (3, '2025-01-03 11:30', 3, 4, 'void', 9.5, NULL), (4, '2025-01-04 12:00', 1, 1, 'paid', 7.0, 2.0),
    (5, '2025-01-05 08:45', 2, 4, 'refunded', 3.8, NULL), (6, '2025-01-05 09:15', 1, 4, 'paid', 3.2, 0.5);
INSERT INTO order_lines VALUES (1, 1, 1, 1, 3.2), (2, 1, 3, 1, 9.5), (3, 2, 1, 2, 3.2), (4, 3, 3, 1, 9.5),
    (5, 4, 2, 2, 3.5), (6, 5, 5, 1, 3.8), (7, 6, 1, 1, 3.2);
INSERT INTO stock_deliveries VALUES (1, 'Square Mile Roasters', '2025-01-02', 120.0, 'yes'),
    (2, 'Meadow Farm Dairy', '2025-01-03', 45.5, 'no'), (3, 'Square Mile Roasters', '2025-01-09', 98.0, 'no'),
    (4, 'Meadow Farm Dairy', '2025-01-10', 40.0, 'yes'), (5, 'Crust Bakery', '2025-01-10', 60.0, 'yes'),
    (6, 'Meadow Farm Dairy', '2025-01-17', 42.5, 'yes'), (7, 'Crust Bakery', '2025-01-17', 55.0, 'yes'),
    (8, 'Square Mile Roasters', '2025-01-23', 101.0, 'yes');
"""


@pytest.mark.parametrize("question, sql, why", [
    ("How many customers have a loyalty card?", "SELECT COUNT(*) FROM customers WHERE loyalty_card IS NOT NULL",
     "a card kept as its number: holding one is having a number there"),
    ("Which staff members have left the business?",
     "SELECT first_name || ' ' || last_name FROM staff WHERE leave_date IS NOT NULL", "left: leave_date is set"),
    ("Which menu items are no longer active?", "SELECT item_name FROM menu_items WHERE active = 0",
     "'no longer' turns 'active' over"),
    ("How many former staff do we have?", "SELECT COUNT(*) FROM staff WHERE leave_date IS NOT NULL",
     "former: current no more"),
    ("Who has the highest hourly rate?",
     "SELECT first_name || ' ' || last_name, hourly_rate FROM staff ORDER BY hourly_rate DESC LIMIT 1",
     "'who' ranks the people by their own rate"),
    ("How many shift hours has each staff role worked in total?",
     "SELECT role, SUM(hours) FROM shifts JOIN staff USING (staff_id) GROUP BY role",
     "'shift hours' are the shifts' hours added up, not the shifts that have some"),
    ("What's the total amount of tips we have received?", "SELECT SUM(tip) FROM orders",
     "'the total amount of tips': the tips, added up (not total_amount)"),
    ("How many stock deliveries haven't been paid yet?", "SELECT COUNT(*) FROM stock_deliveries WHERE paid = 'no'",
     "a yes/no kept as 'yes' / 'no' text"),
    ("Which menu items have never been ordered?",
     "SELECT item_name FROM menu_items WHERE item_id NOT IN (SELECT item_id FROM order_lines)",
     "orders and menu items meet in order_lines"),
    ("Which customers have placed more than 2 paid orders?",
     "SELECT first_name || ' ' || last_name, COUNT(*) FROM orders JOIN customers USING (customer_id) "
     "WHERE status = 'paid' GROUP BY customer_id HAVING COUNT(*) > 2",
     "the paid orders are counted, inside the count, and each customer's count is said"),
    ("Give me the total order value by status (paid, void, etc.), largest status first.",
     "SELECT status, SUM(total_amount) AS t FROM orders GROUP BY status ORDER BY t DESC",
     "examples in brackets illustrate the groups, they filter nothing; 'largest status first' is an order"),
])
def test_a_new_users_bistro(tmp_path, question, sql, why):
    assert_gold(sqlite_file(tmp_path / "bistro.sqlite", BISTRO), question, sql, why=why)


# A pet shop's team: the staff are employees, their job a role.
PET_SHOP_TEAM = """
CREATE TABLE employees (emp_id INTEGER PRIMARY KEY, first_name TEXT NOT NULL, last_name TEXT NOT NULL,
    role TEXT NOT NULL, department TEXT NOT NULL, hire_date TEXT NOT NULL);
INSERT INTO employees VALUES (1, 'Marcus', 'Bell', 'Groomer', 'Grooming', '2021-03-01'),
    (2, 'Tasha', 'Greenwood', 'Groomer', 'Grooming', '2022-04-01'), (3, 'Ian', 'Moss', 'Manager', 'Shop', '2019-01-01'),
    (4, 'Jade', 'Holloway', 'Groomer', 'Grooming', '2023-06-01'), (5, 'Sam', 'Pike', 'Cashier', 'Shop', '2023-09-01'),
    (6, 'Lou', 'Hart', 'Cashier', 'Shop', '2024-02-01'), (7, 'Ravi', 'Das', 'Aquarist', 'Aquatics', '2022-08-01'),
    (8, 'Em', 'Shaw', 'Cashier', 'Shop', '2024-05-01');
"""


@pytest.mark.parametrize("question, sql, why", [
    ("List the names of our groomers.", "SELECT first_name || ' ' || last_name FROM employees WHERE role = 'Groomer'",
     "'the names of' asks for the rows a role names, as 'who are our groomers' does"),
])
def test_a_new_users_pet_shop_team(tmp_path, question, sql, why):
    assert_gold(sqlite_file(tmp_path / "team.sqlite", PET_SHOP_TEAM), question, sql, why=why)


YEAR_GROUPS = """
CREATE TABLE students (student_id INTEGER PRIMARY KEY, full_name TEXT NOT NULL, year_group INTEGER NOT NULL,
    joined_on TEXT NOT NULL, left_on TEXT);
INSERT INTO students VALUES (1, 'Ann Lee', 7, '2023-09-01', NULL), (2, 'Bo Li', 7, '2024-09-01', NULL),
    (3, 'Cy Day', 8, '2022-09-01', '2024-07-20'), (4, 'Di Roe', 9, '2021-09-01', NULL),
    (5, 'Ed Fry', 9, '2021-09-01', '2025-03-01'), (6, 'Flo Hay', 9, '2024-01-08', NULL);
"""


@pytest.mark.parametrize("question", ["How many students are in each year group?",
                                      "What are the student numbers in each year group?"])
def test_a_year_group_is_a_column_not_a_period(tmp_path, question):
    """"Year group" names the column ``year_group`` (not students per year of some date), and "student numbers" is
    a headcount."""
    assert_gold(sqlite_file(tmp_path / "school.sqlite", YEAR_GROUPS), question,
                "SELECT year_group, COUNT(*) FROM students GROUP BY year_group")


def test_a_count_of_what_each_row_owns_through_another_table(tmp_path):
    """"Customers who have had more than 2 bookings": a customer's bookings are their dogs' (dogs, unread, are found
    from the survey's definitions), counted for each customer and said beside them."""
    assert_gold(sqlite_file(tmp_path / "grooming.sqlite", GROOMING_SALON),
                "Which customers have had more than 2 bookings?",
                "SELECT first_name || ' ' || last_name, COUNT(*) FROM bookings JOIN dogs USING (dog_id) "
                "JOIN customers USING (cust_no) GROUP BY cust_no HAVING COUNT(*) > 2")


# Two pet stores with shortened names: store_nm, pay_type, fname / lname (a blind trial's pet store).
PET_STORES = """
CREATE TABLE stores (store_id INTEGER PRIMARY KEY, store_nm TEXT NOT NULL, city TEXT);
CREATE TABLE employees (emp_id INTEGER PRIMARY KEY, fname TEXT, lname TEXT,
    store_id INTEGER REFERENCES stores(store_id), role TEXT);
CREATE TABLE customers (cust_no INTEGER PRIMARY KEY, fname TEXT, lname TEXT);
CREATE TABLE sales (sale_id INTEGER PRIMARY KEY, dt TEXT, store_id INTEGER REFERENCES stores(store_id),
    cust_no INTEGER REFERENCES customers(cust_no), emp_id INTEGER REFERENCES employees(emp_id), pay_type TEXT,
    amt REAL NOT NULL);
INSERT INTO stores VALUES (1, 'Fins & Feathers Downtown', 'Leeds'), (2, 'Fins & Feathers Eastside', 'Leeds');
INSERT INTO employees VALUES (1, 'Sofia', 'Kowalski', 1, 'manager'), (2, 'Marco', 'Reyes', 2, 'manager'),
    (3, 'Theo', 'Walsh', 1, 'sales'), (4, 'Priya', 'Patel', 2, 'sales'), (5, 'Nina', 'Olsen', 1, 'sales'),
    (6, 'Owen', 'Tanaka', 2, 'aquarist'), (7, 'Grace', 'Hughes', 1, 'sales'), (8, 'Jamal', 'Brooks', 2, 'sales');
INSERT INTO customers VALUES (1, 'Ivy', 'Lopez'), (2, 'Yuri', 'Garcia'), (3, 'Owen', 'Khan');
INSERT INTO sales VALUES (1, '2025-01-03', 1, 1, 3, 'cash', 420.0), (2, '2025-01-04', 2, 2, 4, 'card', 95.5),
    (3, '2025-02-10', 1, 1, 5, 'card', 510.0), (4, '2025-02-11', 2, 3, 4, 'cash', 60.0),
    (5, '2025-03-01', 1, 2, 3, 'card', 120.0), (6, '2024-12-30', 2, 3, 8, 'card', 900.0),
    (7, '2025-03-09', 2, 3, 4, 'mobile', 75.0), (8, '2025-04-02', 1, 2, 7, 'card', 30.0),
    (9, '2025-04-05', 2, 1, 8, 'cash', 15.0);
"""


@pytest.mark.parametrize("question, sql, why", [
    ("How many sales has each store made? Show the store name.",
     "SELECT store_nm, COUNT(*) FROM sales JOIN stores USING (store_id) GROUP BY store_id",
     "store_nm is the store's name (nm: name)"),
    ("Which customers spent more than $200 in total during 2025?",
     "SELECT fname || ' ' || lname, SUM(amt) FROM sales JOIN customers USING (cust_no) WHERE dt LIKE '2025%' "
     "GROUP BY cust_no HAVING SUM(amt) > 200", "a threshold on each customer's total, not on each sale"),
    ("Who are the store managers? Give first and last names.",
     "SELECT fname || ' ' || lname FROM employees WHERE role = 'manager'",
     "'store managers' are the staff whose role says so (not the stores); 'first and last' ranks nothing"),
    ("How many sales were paid for in cash?", "SELECT COUNT(*) FROM sales WHERE pay_type = 'cash'",
     "'paid for in cash' says how, it asks no money"),
])
def test_a_new_users_pet_stores(tmp_path, question, sql, why):
    assert_gold(sqlite_file(tmp_path / "stores.sqlite", PET_STORES), question, sql, why=why)


def test_a_yes_no_named_in_a_list_keeps_the_rows_it_says(tmp_path):
    """"List the names of all discontinued products": Discontinued (an INTEGER yes/no) keeps the rows that are,
    it is no column to show beside every product."""
    script = """
    CREATE TABLE Product (ProductID INTEGER PRIMARY KEY, ProductName TEXT NOT NULL, Price REAL NOT NULL,
        Discontinued INTEGER NOT NULL DEFAULT 0);
    INSERT INTO Product VALUES (1, 'Earl Grey', 3.2, 0), (2, 'Battenberg', 3.5, 1), (3, 'Scone', 2.8, 0),
        (4, 'Jasmine Green', 3.4, 1), (5, 'Victoria Sponge', 4.1, 0);
    """
    assert_gold(sqlite_file(tmp_path / "tea.sqlite", script), "List the names of all discontinued products.",
                "SELECT ProductName FROM Product WHERE Discontinued = 1")


def test_a_place_whose_crude_stem_is_a_stopword_is_still_a_place(tmp_path):
    """'Frome' stems to "from": the stored value is still a town the question can name."""
    rows = ", ".join(f"({i}, '{town}')" for i, town in enumerate(["Bath", "Frome", "Bath", "Wells", "Frome", "Bath",
                                                                   "Bath", "Wells", "Frome", "Bath", "Bath", "Wells"]))
    script = f"CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, city TEXT); " \
             f"INSERT INTO customers VALUES {rows};"
    assert_gold(sqlite_file(tmp_path / "towns.sqlite", script), "How many customers live in Frome?",
                "SELECT COUNT(*) FROM customers WHERE city = 'Frome'")


# A gym and a car hire firm a reviewer wrote questions for (the review of the round on a bistro, two pet shops and a
# tea room): a status 'Active' / 'Inactive' / 'Suspended' beside a yes/no, and rentals of cars kept at branches.
GYM_MEMBERS = """
CREATE TABLE members (member_id INTEGER PRIMARY KEY, full_name TEXT NOT NULL, age INTEGER NOT NULL,
    status TEXT NOT NULL, banned INTEGER NOT NULL DEFAULT 0);
CREATE TABLE classes (class_id INTEGER PRIMARY KEY, class_name TEXT NOT NULL, duration_min INTEGER NOT NULL,
    price REAL NOT NULL);
INSERT INTO members VALUES (1, 'Ann Lee', 34, 'Active', 0), (2, 'Bob Ray', 45, 'Inactive', 1),
    (3, 'Cat Day', 52, 'Suspended', 0), (4, 'Dev Roy', 29, 'Active', 0), (5, 'Eve Fox', 61, 'Inactive', 0),
    (6, 'Fay Orr', 41, 'Active', 1);
INSERT INTO classes VALUES (1, 'Spin', 45, 8), (2, 'Yoga', 60, 10), (3, 'HIIT', 30, 7), (4, 'Pilates', 55, 9);
"""


@pytest.mark.parametrize("question, sql, ordered, why", [
    ("How many inactive members are there?", "SELECT COUNT(*) FROM members WHERE status = 'Inactive'", False,
     "'inactive' is a stored status, not every status but 'Active' (that counts the suspended too)"),
    ("How many members aged over 40 are there?", "SELECT COUNT(*) FROM members WHERE age > 40", False,
     "a column compared filters the members counted; only a unit ('shift hours') is added up"),
    ("List the classes, longest class first.", "SELECT class_name, duration_min FROM classes ORDER BY 2 DESC", True,
     "'longest class first' orders the list by duration"),
    ("List our classes, cheapest first.", "SELECT class_name, price FROM classes ORDER BY 2", True,
     "'cheapest first' orders the list by price, cheapest at the top"),
    ("Which members are no longer banned?", "SELECT full_name FROM members WHERE banned = 0", False,
     "'no longer' turns over the yes/no it stands before, whichever it is"),
    ("How many members do we have (excluding suspended ones etc.)?",
     "SELECT COUNT(*) FROM members WHERE status <> 'Suspended'", False,
     "brackets that leave something out filter, even when they end in 'etc.'"),
])
def test_a_reviewers_gym(tmp_path, question, sql, ordered, why):
    assert_gold(sqlite_file(tmp_path / "gym.sqlite", GYM_MEMBERS), question, sql, ordered=ordered, why=why)


CAR_HIRE = """
CREATE TABLE branches (branch_id INTEGER PRIMARY KEY, branch_name TEXT NOT NULL, city TEXT NOT NULL);
CREATE TABLE cars (car_id INTEGER PRIMARY KEY, reg TEXT NOT NULL, car_type TEXT NOT NULL,
    branch_id INTEGER NOT NULL REFERENCES branches(branch_id), daily_rate REAL NOT NULL);
CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, full_name TEXT NOT NULL, loyalty_card TEXT);
CREATE TABLE rentals (rental_id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
    car_id INTEGER NOT NULL REFERENCES cars(car_id), start_date TEXT NOT NULL, total_cost REAL NOT NULL,
    deposit REAL NOT NULL);
INSERT INTO branches VALUES (1, 'Northgate', 'York'), (2, 'Southbank', 'York');
INSERT INTO cars VALUES (1, 'AB12 CDE', 'SUV', 1, 60), (2, 'FG34 HIJ', 'Hatchback', 1, 35),
    (3, 'KL56 MNO', 'SUV', 2, 65), (4, 'PQ78 RST', 'Estate', 2, 45);
INSERT INTO customers VALUES (1, 'Ann Lee', 'LC1'), (2, 'Bob Ray', NULL), (3, 'Cat Day', 'LC3'), (4, 'Dev Roy', NULL);
INSERT INTO rentals VALUES (1, 1, 1, '2025-01-02', 180, 100), (2, 1, 2, '2025-01-10', 70, 50),
    (3, 1, 3, '2025-02-01', 130, 100), (4, 2, 2, '2025-02-03', 105, 50), (5, 2, 4, '2025-02-10', 90, 50),
    (6, 2, 4, '2025-03-01', 45, 50), (7, 3, 1, '2025-03-05', 240, 100), (8, 3, 3, '2025-03-09', 65, 100),
    (9, 4, 2, '2025-03-12', 35, 50), (10, 3, 4, '2025-03-15', 95, 50), (11, 2, 1, '2025-03-20', 60, 100);
"""


@pytest.mark.parametrize("question, sql, why", [
    ("Which customers have made more than 1 SUV rental?",
     "SELECT full_name, COUNT(*) FROM rentals JOIN cars USING (car_id) JOIN customers USING (customer_id) "
     "WHERE car_type = 'SUV' GROUP BY customer_id HAVING COUNT(*) > 1",
     "the car type filters the rentals counted (through the rentals' cars), inside the count"),
    ("Which customers have made more than 1 rental at the Northgate branch?",
     "SELECT full_name, COUNT(*) FROM rentals JOIN cars USING (car_id) JOIN branches USING (branch_id) "
     "JOIN customers USING (customer_id) WHERE branch_name = 'Northgate' GROUP BY customer_id HAVING COUNT(*) > 1",
     "a branch two joins above the rentals filters them too"),
    ("Which customers with a loyalty card have made more than 2 rentals?",
     "SELECT full_name, COUNT(*) FROM rentals JOIN customers USING (customer_id) WHERE loyalty_card IS NOT NULL "
     "GROUP BY customer_id HAVING COUNT(*) > 2", "'with a loyalty card' keeps the customers who hold one"),
    ("Which customers paid more than 200 in deposits?",
     "SELECT full_name, SUM(deposit) FROM rentals JOIN customers USING (customer_id) GROUP BY customer_id "
     "HAVING SUM(deposit) > 200", "the threshold is on each customer's total, not also on each deposit"),
])
def test_a_reviewers_car_hire(tmp_path, question, sql, why):
    assert_gold(sqlite_file(tmp_path / "hire.sqlite", CAR_HIRE), question, sql, why=why)


def test_a_threshold_on_one_row_is_not_a_total(tmp_path):
    """"Spent more than 200 on a single rental" compares one rental's cost: each customer's total is not asked."""
    assert_abstains(sqlite_file(tmp_path / "hire.sqlite", CAR_HIRE),
                    "Which customers spent more than 200 on a single rental?")


def test_a_yes_no_kept_as_text_names_its_groups_as_written(tmp_path):
    """Stock deliveries grouped by paid 'yes' / 'no': the groups are 'yes' and 'no', not the 1 and 0 it filters by."""
    assert_gold(sqlite_file(tmp_path / "bistro.sqlite", BISTRO), "How many stock deliveries are there by paid?",
                "SELECT paid, COUNT(*) FROM stock_deliveries GROUP BY paid")


@pytest.mark.parametrize("question, counts", [("What are the staff numbers in each department?", True),
                                              ("Show staff numbers and names for all managers.", False)])
def test_staff_numbers_are_a_headcount_only_where_nothing_is_listed_beside_them(question, counts):
    assert (read_question(tokenize(question)).count_at is not None) == counts


# A salon's staff are its stylists (no table named for staff), each column prefixed with its table's name.
SALON = """
CREATE TABLE clients (client_id INTEGER PRIMARY KEY, client_first_name TEXT NOT NULL, client_last_name TEXT NOT NULL,
    client_town TEXT, client_joined_date TEXT NOT NULL, client_email TEXT);
CREATE TABLE stylists (stylist_id INTEGER PRIMARY KEY, stylist_first_name TEXT NOT NULL,
    stylist_last_name TEXT NOT NULL, stylist_level TEXT NOT NULL, stylist_commission_rate REAL NOT NULL,
    stylist_start_date TEXT NOT NULL, stylist_is_active INTEGER NOT NULL);
CREATE TABLE appt (appt_id INTEGER PRIMARY KEY, appt_client_id INTEGER NOT NULL REFERENCES clients(client_id),
    appt_stylist_id INTEGER NOT NULL REFERENCES stylists(stylist_id), appt_start TEXT NOT NULL,
    appt_status TEXT NOT NULL CHECK (appt_status IN ('completed', 'no-show')));
INSERT INTO stylists VALUES (1, 'Kirsty', 'Naylor', 'senior', 0.12, '2019-03-01', 1),
    (2, 'Sam', 'Okafor', 'senior', 0.12, '2018-06-01', 0), (3, 'Ellie', 'Brook', 'junior', 0.08, '2023-01-09', 1),
    (4, 'Nadia', 'Haddad', 'senior', 0.12, '2021-09-01', 1);
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 30)
INSERT INTO clients SELECT i, 'Client' || i, 'Family' || (i % 9), CASE i % 3 WHEN 0 THEN 'Harrogate' ELSE 'Ripon' END,
    date('2022-01-05', '+' || (i * 23) || ' days'), CASE WHEN i % 5 = 0 THEN NULL ELSE 'c' || i || '@mail.test' END
    FROM n;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 120)
INSERT INTO appt SELECT i, i % 30 + 1, i % 4 + 1 - (i % 7 = 0) * (i % 4), date('2023-11-01', '+' || (i * 7) || ' days'),
    CASE WHEN i % 6 = 0 THEN 'no-show' ELSE 'completed' END FROM n;
"""


@pytest.mark.parametrize("question, sql, why", [
    ("Which of our current staff are at senior level?",
     "SELECT stylist_first_name || ' ' || stylist_last_name FROM stylists WHERE stylist_level = 'senior' "
     "AND stylist_is_active = 1", "no table is named for staff: the one table of people an employer keeps, "
     "not clients; ``stylist_is_active`` is the yes/no ``is_active`` behind its table's name"),
    ("How many current staff do we have?", "SELECT COUNT(*) FROM stylists WHERE stylist_is_active = 1", "the same"),
    ("How many completed appointments did each member of staff do in 2024?",
     "SELECT stylist_first_name || ' ' || stylist_last_name, COUNT(*) FROM appt JOIN stylists "
     "ON stylist_id = appt_stylist_id WHERE appt_status = 'completed' AND appt_start LIKE '2024%' GROUP BY stylist_id",
     "'member of staff': the stylists"),
    ("How many clients don't have an email address?", "SELECT COUNT(*) FROM clients WHERE client_email IS NULL",
     "'don't have' an email is having none"),
    ("How many clients haven't got an email?", "SELECT COUNT(*) FROM clients WHERE client_email IS NULL", "the same"),
    ("How many new clients signed up each year?",
     "SELECT substr(client_joined_date, 1, 4), COUNT(*) FROM clients GROUP BY 1",
     "'new' in each year: those who joined that year (no period named, yet no 'new since when?')"),
    ("Which clients have been no-shows 2 or more times?",
     "SELECT client_first_name || ' ' || client_last_name FROM clients WHERE (SELECT COUNT(*) FROM appt "
     "WHERE appt_client_id = client_id AND appt_status = 'no-show') >= 2",
     "'2 or more times' counts each client's appointments the stored value marks ('no-show')"),
    ("How many appointments has each stylist looked after in 2024?",
     "SELECT stylist_first_name || ' ' || stylist_last_name, COUNT(*) FROM appt JOIN stylists "
     "ON stylist_id = appt_stylist_id WHERE appt_status = 'completed' AND appt_start LIKE '2024%' GROUP BY stylist_id",
     "appointments 'looked after' took place: those the status marks completed"),
])
def test_a_salon_whose_staff_are_stylists(tmp_path, question, sql, why):
    assert_gold(sqlite_file(tmp_path / "salon.sqlite", SALON), question, sql, why=why)


# A deli's hand-made schema: short lower-case names, an order's date in a column named by its verb.
DELI = """
CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT NOT NULL, town TEXT);
CREATE TABLE orders (id INTEGER PRIMARY KEY, cust INTEGER REFERENCES customers(id), placed TEXT NOT NULL,
    channel TEXT NOT NULL, total REAL NOT NULL);
INSERT INTO customers VALUES (1, 'Amy Hart', 'Ripon'), (2, 'Ben Cole', 'Thirsk'), (3, 'Cara Moss', 'Ripon');
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 40)
INSERT INTO orders SELECT i, CASE WHEN i % 5 = 0 THEN 3 ELSE i % 2 + 1 END, date('2024-01-03', '+' || (i * 9) || ' days'),
    CASE i % 2 WHEN 0 THEN 'online' ELSE 'walk-in' END, 4.5 + i % 7 FROM n;
"""


def test_both_restates_the_two_values_of_a_column(tmp_path):
    """"Across both channels" of a category column with two values ('online', 'walk-in') is all of them, as "both
    shops" is a table of two shops (test_both_restates_a_count_of_two_and_only_two)."""
    assert_gold(sqlite_file(tmp_path / "deli.sqlite", DELI), "How many orders did we get across both channels in 2024?",
                "SELECT COUNT(*) FROM orders WHERE placed LIKE '2024%'")


def test_a_deli_whose_orders_are_dated_placed(tmp_path):
    """"Have placed more than 10 orders": ``orders.placed`` (a date whose values were never looked at) is the verb of
    the orders counted, not a condition left over."""
    assert_gold(sqlite_file(tmp_path / "deli.sqlite", DELI), "Which customers have placed more than 10 orders?",
                "SELECT name FROM customers WHERE (SELECT COUNT(*) FROM orders WHERE cust = customers.id) > 10")


BREWERY = """
CREATE TABLE beers (beer_id INTEGER PRIMARY KEY, beer_name TEXT NOT NULL, style TEXT NOT NULL,
    abv_percent REAL NOT NULL, price_per_pint REAL NOT NULL);
CREATE TABLE staff (staff_id INTEGER PRIMARY KEY, first_name TEXT NOT NULL, last_name TEXT NOT NULL,
    role TEXT NOT NULL);
CREATE TABLE shifts (shift_id INTEGER PRIMARY KEY, staff_id INTEGER NOT NULL REFERENCES staff(staff_id),
    shift_date TEXT NOT NULL, hours_worked REAL NOT NULL,
    area TEXT NOT NULL CHECK (area IN ('brewhouse', 'taproom', 'office')));
CREATE TABLE taproom_sales (sale_id INTEGER PRIMARY KEY, beer_id INTEGER NOT NULL REFERENCES beers(beer_id),
    sale_date TEXT NOT NULL, pints REAL NOT NULL, amount_paid REAL NOT NULL);
CREATE TABLE trade_customers (customer_id INTEGER PRIMARY KEY, customer_name TEXT NOT NULL);
CREATE TABLE brew_batches (batch_id INTEGER PRIMARY KEY, beer_id INTEGER NOT NULL REFERENCES beers(beer_id),
    brewer_id INTEGER NOT NULL REFERENCES staff(staff_id), brew_date TEXT NOT NULL, litres_brewed REAL NOT NULL);
CREATE TABLE wholesale_orders (order_id INTEGER PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES trade_customers(customer_id), order_date TEXT NOT NULL);
INSERT INTO beers VALUES (1, 'Golden Hour', 'Pale Ale', 4.2, 4.5), (2, 'Midnight Stout', 'Stout', 6.8, 5.2),
    (3, 'Session Hop', 'IPA', 3.4, 4.0), (4, 'Copper Kettle IPA', 'IPA', 5.6, 4.8);
INSERT INTO staff VALUES (1, 'Josh', 'Whitfield', 'bartender'), (2, 'Amy', 'Cole', 'brewer'),
    (3, 'Raj', 'Patel', 'bartender');
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 48)
INSERT INTO shifts SELECT i, i % 3 + 1, date('2023-01-02', '+' || (i * 15) || ' days'), 4 + i % 5,
    CASE i % 3 WHEN 0 THEN 'brewhouse' WHEN 1 THEN 'taproom' ELSE 'office' END FROM n;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 60)
INSERT INTO taproom_sales SELECT i, (i * i) % 4 + 1, date('2023-01-03', '+' || (i * 12) || ' days'), i % 5 + 1 + i % 2,
    (i % 5 + 1) * 4.5 FROM n;
INSERT INTO trade_customers VALUES (1, 'The Red Lion'), (2, 'The Crown'), (3, 'Bottle & Co');
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 30)
INSERT INTO wholesale_orders SELECT i, i % 3 + 1, date('2023-06-01', '+' || (i * 31) || ' days') FROM n;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 40)
INSERT INTO brew_batches SELECT i, i % 4 + 1, CASE WHEN i % 5 < 3 THEN 2 ELSE 1 END,
    date('2023-09-01', '+' || (i * 17) || ' days'), 500 + i * 10 FROM n;
"""


@pytest.mark.parametrize("question, sql, why", [
    ("What's the strongest beer we make?", "SELECT beer_name, abv_percent FROM beers ORDER BY 2 DESC LIMIT 1",
     "'strongest' ranks by the alcohol (abv_percent), as 'cheapest' ranks by a price"),
    ("How much did the taproom take in total in 2023?",
     "SELECT SUM(amount_paid) FROM taproom_sales WHERE sale_date LIKE '2023%'",
     "'taproom' names taproom_sales, which holds the money taken, not the shifts' area 'taproom'"),
    ("Which beer sold the most pints in the taproom in 2024?",
     "SELECT beer_name, SUM(pints) FROM taproom_sales JOIN beers USING (beer_id) WHERE sale_date LIKE '2024%' "
     "GROUP BY beer_id ORDER BY 2 DESC LIMIT 1", "the pints are the taproom sales', so 'taproom' names that table"),
    ("How many wholesale orders did The Red Lion place in 2025?",
     "SELECT COUNT(*) FROM wholesale_orders JOIN trade_customers USING (customer_id) "
     "WHERE customer_name = 'The Red Lion' AND order_date LIKE '2025%'", "'place' an order is a verb"),
    ("How many hours did Josh Whitfield work in 2024?",
     "SELECT SUM(hours_worked) FROM shifts WHERE staff_id = 1 AND shift_date LIKE '2024%'",
     "'hours' is the hours_worked column, not the end of the beer 'Golden Hour'"),
    ("How many batches did each brewer brew in 2024?",
     "SELECT first_name || ' ' || last_name, COUNT(*) FROM brew_batches JOIN staff ON staff_id = brewer_id "
     "WHERE brew_date LIKE '2024%' GROUP BY staff_id",
     "'brewer' names the key ``brewer_id``: its groups are the staff it points to (read for it)"),
    ("Which brewer brewed the most batches in 2024?",
     "SELECT first_name || ' ' || last_name, COUNT(*) FROM brew_batches JOIN staff ON staff_id = brewer_id "
     "WHERE brew_date LIKE '2024%' GROUP BY staff_id ORDER BY 2 DESC LIMIT 1", "the same for 'which brewer'"),
])
def test_a_brewery(tmp_path, question, sql, why):
    assert_gold(sqlite_file(tmp_path / "brewery.sqlite", BREWERY), question, sql, why=why)


def test_the_cheapest_pint_is_no_fewest_pints(tmp_path):
    """"The cheapest pint" asks for a price: the pints sold are no price to rank by."""
    assert_abstains(sqlite_file(tmp_path / "brewery.sqlite", BREWERY),
                    "Which beer has the cheapest pint in the taproom?")


BIKE_SHOP = """
CREATE TABLE tblBike (BikeID INTEGER PRIMARY KEY, BrandName TEXT NOT NULL, ModelName TEXT NOT NULL,
    Category TEXT NOT NULL, IsEbike INTEGER NOT NULL DEFAULT 0, RRP REAL NOT NULL, CostPrice REAL NOT NULL);
CREATE TABLE tblRepairJob (JobID INTEGER PRIMARY KEY, JobDate TEXT NOT NULL, LabourMins INTEGER NOT NULL,
    LabourCharge REAL NOT NULL);
CREATE TABLE tblJobPart (JobPartID INTEGER PRIMARY KEY, JobID INTEGER NOT NULL REFERENCES tblRepairJob(JobID),
    PartName TEXT NOT NULL, PartType TEXT NOT NULL, Qty INTEGER NOT NULL, UnitPrice REAL NOT NULL);
INSERT INTO tblBike VALUES (1, 'Trek', 'Domane AL 2', 'Road', 0, 1100, 700),
    (2, 'Giant', 'Contend 3', 'Road', 0, 750, 480),
    (3, 'Trek', 'Allant+ 7', 'Hybrid', 1, 3500, 2400), (4, 'Giant', 'Explore E+', 'Hybrid', 1, 2900, 2000),
    (5, 'Brompton', 'C Line', 'Folding', 0, 1450, 1000), (6, 'Brompton', 'Electric P Line', 'Folding', 1, 3995, 2900),
    (7, 'Raleigh', 'Jazzi 20', 'Kids', 0, 230, 140), (8, 'Frog', 'Frog 62', 'Kids', 0, 420, 290),
    (9, 'Trek', 'Precaliber 24', 'Kids', 0, 380, 250), (10, 'Giant', 'Talon 2', 'Hybrid', 0, 650, 420),
    (11, 'Tern', 'Link D8', 'Folding', 0, 900, 600), (12, 'Cube', 'Kathmandu Hybrid', 'Hybrid', 1, 3100, 2150);
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 40)
INSERT INTO tblRepairJob SELECT i, date('2024-03-01', '+' || (i * 19) || ' days'), 30 + i % 3 * 15, 20 + i % 4 * 10
    FROM n;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 60)
INSERT INTO tblJobPart SELECT i, i % 40 + 1,
    CASE i % 3 WHEN 0 THEN 'Inner tube' WHEN 1 THEN 'Brake pads' ELSE 'Chain' END,
    CASE i % 3 WHEN 0 THEN 'Tyres' WHEN 1 THEN 'Brakes' ELSE 'Drivetrain' END, 1 + i % 2 + (i % 3 = 0), 5.5 + i % 3 * 7
    FROM n;
CREATE TABLE tblSale (SaleID INTEGER PRIMARY KEY, SaleDate TEXT NOT NULL);
CREATE TABLE tblSaleLine (LineID INTEGER PRIMARY KEY, SaleID INTEGER NOT NULL REFERENCES tblSale(SaleID),
    BikeID INTEGER NOT NULL REFERENCES tblBike(BikeID), Qty INTEGER NOT NULL, SoldPrice REAL NOT NULL);
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 30)
INSERT INTO tblSale SELECT i, date('2024-01-05', '+' || (i * 23) || ' days') FROM n;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 45)
INSERT INTO tblSaleLine SELECT i, i % 30 + 1, i % 12 + 1, 1 + (i % 3 = 0), 500 + i * 10 FROM n;
"""


@pytest.mark.parametrize("question, sql, why", [
    ("How many different e-bike models do we carry?", "SELECT COUNT(DISTINCT ModelName) FROM tblBike WHERE IsEbike = 1",
     "'e-bike' is IsEbike written as one word"),
    ("What is the average retail price of the folding bikes we stock?",
     "SELECT AVG(RRP) FROM tblBike WHERE Category = 'Folding'",
     "RRP is the recommended retail price; 'we stock' says which bikes, not a stock level"),
    ("Which bike has the highest recommended retail price?",
     "SELECT BrandName, ModelName, RRP FROM tblBike ORDER BY RRP DESC LIMIT 1",
     "a bike is named by its brand and its model"),
    ("What is the cheapest kids' bike we sell?",
     "SELECT BrandName, ModelName, RRP FROM tblBike WHERE Category = 'Kids' ORDER BY RRP LIMIT 1",
     "the cheapest is by the retail price, not the cost price we pay"),
    ("What was the total value of parts fitted on repair jobs in 2025?",
     "SELECT SUM(Qty * UnitPrice) FROM tblJobPart JOIN tblRepairJob USING (JobID) WHERE JobDate LIKE '2025%'",
     "'fitted' is a verb of the parts"),
    ("Which type of part did we fit the most of?",
     "SELECT PartType, SUM(Qty) FROM tblJobPart GROUP BY PartType ORDER BY 2 DESC LIMIT 1",
     "'the most of' adds up the parts' quantity (each type is on as many lines)"),
    ("How many e-bikes have we sold in total?",
     "SELECT SUM(Qty) FROM tblSaleLine JOIN tblBike USING (BikeID) WHERE IsEbike = 1",
     "bikes sold are the units on the sale lines, not the e-bikes in the range"),
    ("What was our total repair labour income in May 2025?",
     "SELECT SUM(LabourCharge) FROM tblRepairJob WHERE JobDate LIKE '2025-05%'",
     "'labour income' is the one money column that 'labour' names (not LabourMins)"),
])
def test_a_bike_shop(tmp_path, question, sql, why):
    assert_gold(sqlite_file(tmp_path / "bikes.sqlite", BIKE_SHOP), question, sql, why=why)


def test_a_quantity_counted_for_each_of_its_values_is_the_group(tmp_path):
    """"What unit sizes ..., and how many of each": the sizes are the groups counted, though no unit ('hours')
    says the column is an amount (GYM_MEMBERS' "members aged over 40" still counts members)."""
    assert_gold(sqlite_file(tmp_path / "gym.sqlite", GYM_MEMBERS), "What member ages do we have, and how many of each?",
                "SELECT age, COUNT(*) FROM members GROUP BY age")


MUSIC_SCHOOL = """
CREATE TABLE teachers (tchr_id INTEGER PRIMARY KEY, first_name TEXT NOT NULL, last_name TEXT NOT NULL);
CREATE TABLE student (student_id INTEGER PRIMARY KEY, first_name TEXT NOT NULL, last_name TEXT NOT NULL, status TEXT);
CREATE TABLE enrolments (enrol_id INTEGER PRIMARY KEY, student_id INTEGER NOT NULL REFERENCES student(student_id),
    tchr_id INTEGER NOT NULL REFERENCES teachers(tchr_id), instrument TEXT NOT NULL, lesson_mins INTEGER,
    lessons_qty INTEGER, lesson_fee_amt REAL);
CREATE TABLE lesson_bookings (booking_id INTEGER PRIMARY KEY, enrol_id INTEGER NOT NULL REFERENCES enrolments(enrol_id),
    lesson_date TEXT NOT NULL, attended INTEGER NOT NULL DEFAULT 1);
CREATE TABLE room_hire (hire_id INTEGER PRIMARY KEY, room TEXT NOT NULL, hire_date TEXT, hrs REAL);
CREATE TABLE invoices (inv_id INTEGER PRIMARY KEY, enrol_id INTEGER NOT NULL REFERENCES enrolments(enrol_id),
    inv_date TEXT, total_amt REAL);
CREATE TABLE payment (pay_id INTEGER PRIMARY KEY, inv_id INTEGER NOT NULL REFERENCES invoices(inv_id), pay_date TEXT,
    amt REAL);
CREATE TABLE exam_entries (entry_id INTEGER PRIMARY KEY, student_id INTEGER NOT NULL REFERENCES student(student_id),
    instrument TEXT, result TEXT);
INSERT INTO teachers VALUES (1, 'Ann', 'Reed'), (2, 'Tom', 'Brennan'), (3, 'Priya', 'Raman');
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 24)
INSERT INTO student SELECT i, 'Pupil' || i, 'Family' || (i % 7), CASE WHEN i % 4 = 0 THEN 'lapsed' ELSE 'active' END
    FROM n;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 24)
INSERT INTO enrolments SELECT i, i, i % 3 + 1, CASE i % 3 WHEN 0 THEN 'Piano' WHEN 1 THEN 'Violin' ELSE 'Guitar' END,
    30, 10, 18.5 FROM n;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 90)
INSERT INTO lesson_bookings SELECT i, (i * 7) % 24 + 1 - (i % 5 = 0) * ((i * 7) % 24 > 2),
    date('2024-01-08', '+' || (i * 5) || ' days'), i % 6 > 0 FROM n;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 20)
INSERT INTO room_hire SELECT i, CASE i % 2 WHEN 0 THEN 'Recital Hall' ELSE 'Studio B' END,
    date('2023-11-01', '+' || (i * 29) || ' days'), 1.5 + i % 3 FROM n;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 48)
INSERT INTO invoices SELECT i, (i - 1) % 24 + 1, date('2024-09-02', '+' || (i * 11) || ' days'), 185.0 FROM n;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 40)
INSERT INTO payment SELECT i, i, date('2024-09-20', '+' || (i * 11) || ' days'), CASE WHEN i % 4 = 0 THEN 85.0
    ELSE 185.0 END FROM n;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 30)
INSERT INTO exam_entries SELECT i, i % 24 + 1, CASE i % 2 WHEN 0 THEN 'Piano' ELSE 'Violin' END,
    CASE i % 4 WHEN 0 THEN 'Distinction' WHEN 1 THEN 'Merit' ELSE 'Pass' END FROM n;
"""


@pytest.mark.parametrize("question, sql, why", [
    ("How many students are currently marked as lapsed?", "SELECT COUNT(*) FROM student WHERE status = 'lapsed'",
     "'marked as' a stored status says which rows are marked"),
    ("How many hours was the Recital Hall hired out for in 2024?",
     "SELECT SUM(hrs) FROM room_hire WHERE room = 'Recital Hall' AND hire_date LIKE '2024%'", "``hrs`` is hours"),
    ("How much is still unpaid in total on the invoices we issued in 2025?",
     "SELECT SUM(total_amt - COALESCE((SELECT SUM(amt) FROM payment p WHERE p.inv_id = i.inv_id), 0)) "
     "FROM invoices i WHERE inv_date LIKE '2025%'",
     "'unpaid' is what is owed: ``total_amt`` (a total amount) billed less the payments against it, whose table "
     "is read even when the invoices were described first"),
    ("How many exam entries came back with a Distinction?",
     "SELECT COUNT(*) FROM exam_entries WHERE result = 'Distinction'", "results come back: no repeat visit"),
])
def test_a_music_school(tmp_path, question, sql, why):
    assert_gold(sqlite_file(tmp_path / "music.sqlite", MUSIC_SCHOOL), question, sql, why=why)


PLUMBERS = """
CREATE TABLE eng (eng_no INTEGER PRIMARY KEY, fname TEXT NOT NULL, sname TEXT NOT NULL, grade TEXT NOT NULL);
CREATE TABLE prop (prop_no INTEGER PRIMARY KEY, addr1 TEXT NOT NULL, town TEXT NOT NULL);
CREATE TABLE job (job_no INTEGER PRIMARY KEY, prop_no INTEGER NOT NULL REFERENCES prop(prop_no),
    eng_no INTEGER NOT NULL REFERENCES eng(eng_no), callout_dt TEXT NOT NULL, emerg INTEGER NOT NULL DEFAULT 0,
    status TEXT NOT NULL CHECK (status IN ('COMP', 'CANC', 'OPEN')));
CREATE TABLE inv (inv_no INTEGER PRIMARY KEY, job_no INTEGER NOT NULL REFERENCES job(job_no), inv_dt TEXT NOT NULL,
    inv_tot REAL NOT NULL);
CREATE TABLE rev (rev_no INTEGER PRIMARY KEY, job_no INTEGER NOT NULL REFERENCES job(job_no), rev_dt TEXT NOT NULL,
    stars INTEGER NOT NULL);
INSERT INTO eng VALUES (1, 'Dave', 'Holroyd', 'SNR'), (2, 'Gary', 'Firth', 'ENG'), (3, 'Liam', 'Shaw', 'APPR');
INSERT INTO prop VALUES (1, '1 Mill Lane', 'Leeds'), (2, '4 Kirk Gate', 'Otley'), (3, '9 Park Road', 'Otley'),
    (4, '2 High Street', 'Otley'), (5, '7 Low Road', 'Ilkley');
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 60)
INSERT INTO job SELECT i, CASE WHEN i % 2 = 0 THEN 1 ELSE i % 5 + 1 END, CASE WHEN i % 7 < 3 THEN 1 ELSE i % 3 + 1 END,
    date('2023-01-04', '+' || (i * 13) || ' days'), (i % 3 = 0),
    CASE i % 4 WHEN 0 THEN 'CANC' WHEN 1 THEN 'OPEN' ELSE 'COMP' END FROM n;
INSERT INTO inv SELECT job_no, job_no, date(callout_dt, '+7 days'), 90 + (job_no * 37) % 400 FROM job;
INSERT INTO rev SELECT job_no, job_no, date(callout_dt, '+9 days'), 1 + (job_no * 7) % 5 FROM job WHERE job_no % 2 = 1;
"""


@pytest.mark.parametrize("question, sql, why", [
    ("How many emergency call-outs did we get in 2024?",
     "SELECT COUNT(*) FROM job WHERE emerg = 1 AND callout_dt LIKE '2024%'",
     "'call-outs' is ``callout`` written as one word; ``emerg`` is 'emergency'"),
    ("Which engineer did the most emergency call-outs in 2023?",
     "SELECT fname || ' ' || sname FROM job JOIN eng USING (eng_no) WHERE emerg = 1 AND callout_dt LIKE '2023%' "
     "GROUP BY eng_no ORDER BY COUNT(*) DESC LIMIT 1", "``fname`` and ``sname`` are a person's names"),
    ("Which town did we get the most call-outs from in 2023?",
     "SELECT town, COUNT(*) FROM job JOIN prop USING (prop_no) WHERE callout_dt LIKE '2023%' GROUP BY town "
     "ORDER BY 2 DESC LIMIT 1", "'from in 2023' is no open range; the call-outs counted are jobs, not properties"),
    ("How much did we invoice in 2024?", "SELECT SUM(inv_tot) FROM inv WHERE inv_dt LIKE '2024%'",
     "``inv`` is also an invoice (not only inventory)"),
    ("Which month of 2024 had the highest total invoiced?",
     "SELECT strftime('%Y-%m', inv_dt) AS mon FROM inv WHERE inv_dt LIKE '2024%' GROUP BY mon "
     "ORDER BY SUM(inv_tot) DESC LIMIT 1", "the same, 'invoiced' the money of ``inv``"),
    ("How many completed jobs did we do in 2024?",
     "SELECT COUNT(*) FROM job WHERE status = 'COMP' AND callout_dt LIKE '2024%'",
     "'COMP' is the code that says a job was completed (a short upper-case code beginning the word)"),
    ("How many five-star reviews have we had?", "SELECT COUNT(*) FROM rev WHERE stars = 5",
     "a whole number said before a column of whole numbers ('five-star', ``stars``) is the value its rows hold"),
    ("How many reviews gave us 2 stars in 2024?", "SELECT COUNT(*) FROM rev WHERE stars = 2 AND rev_dt LIKE '2024%'",
     "the same"),
])
def test_a_plumbing_firm(tmp_path, question, sql, why):
    assert_gold(sqlite_file(tmp_path / "plumbing.sqlite", PLUMBERS), question, sql, why=why)


# A bookshop's hand-made schema: singular tables, abbreviated columns (``first_nm``, ``end_dt``, ``qty``); its
# events are booked ahead, so a booking's date and its event's date fall in different years.
BOOKSHOP = """
CREATE TABLE member (mem_id INTEGER PRIMARY KEY, first_nm TEXT NOT NULL, last_nm TEXT NOT NULL, email TEXT,
    town TEXT);
CREATE TABLE staff (staff_id INTEGER PRIMARY KEY, first_nm TEXT NOT NULL, last_nm TEXT NOT NULL, role TEXT,
    start_dt TEXT, end_dt TEXT);
CREATE TABLE book (book_id INTEGER PRIMARY KEY, title TEXT NOT NULL, price REAL, stock_qty INTEGER);
CREATE TABLE sale (sale_id INTEGER PRIMARY KEY, sale_dt TEXT NOT NULL, mem_id INTEGER REFERENCES member(mem_id),
    total_amt REAL);
CREATE TABLE sale_line (line_id INTEGER PRIMARY KEY, sale_id INTEGER NOT NULL REFERENCES sale(sale_id),
    book_id INTEGER NOT NULL REFERENCES book(book_id), qty INTEGER NOT NULL, unit_price REAL NOT NULL);
CREATE TABLE event (event_id INTEGER PRIMARY KEY, title TEXT NOT NULL, event_dt TEXT);
CREATE TABLE booking (booking_id INTEGER PRIMARY KEY, event_id INTEGER NOT NULL REFERENCES event(event_id),
    mem_id INTEGER NOT NULL REFERENCES member(mem_id), book_dt TEXT, seats INTEGER, paid_amt REAL);
INSERT INTO staff VALUES (1, 'Gwen', 'Tudor', 'Manager', '2019-04-01', NULL),
    (2, 'Ahmed', 'Rahman', 'Bookseller', '2021-02-01', '2024-08-31'), (3, 'Poppy', 'Lister', 'Bookseller',
    '2022-09-01', NULL), (4, 'Marcus', 'Hale', 'Saturday', '2023-05-06', '2025-01-04');
INSERT INTO book VALUES (1, 'Suppers by the House', 16.99, 4), (2, 'The Salt Road', 9.99, 0),
    (3, 'Quiet Hills', 12.5, 7);
INSERT INTO event VALUES (1, 'Winter Poetry Night', '2024-12-12'), (2, 'An Evening with R. Vale', '2025-01-20'),
    (3, 'Spring Book Club', '2025-03-05');
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 20)
INSERT INTO member SELECT i, 'Member' || i, 'Surname' || i, CASE WHEN i % 4 = 0 THEN NULL ELSE 'm' || i || '@mail.test'
    END, CASE i % 2 WHEN 0 THEN 'Ludlow' ELSE 'Leominster' END FROM n;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 30)
INSERT INTO sale SELECT i, date('2024-01-04', '+' || (i * 11) || ' days'), i % 20 + 1, 10 + i FROM n;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 30)
INSERT INTO sale_line SELECT i, i, CASE WHEN i % 3 = 0 THEN 1 ELSE 2 + i % 2 END, CASE WHEN i % 3 = 0 THEN 9 ELSE 1 END,
    10.0 FROM n;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 24)
INSERT INTO booking SELECT i, i % 3 + 1, i % 20 + 1, CASE WHEN i % 3 = 1 THEN '2024-12-' || (10 + i % 9) ELSE
    '2024-11-' || (10 + i % 9) END, 1 + i % 2, 6.0 * (1 + i % 2) FROM n;
"""


@pytest.mark.parametrize("question, sql, why", [
    ("How much money came in from event bookings for events in 2025?",
     "SELECT SUM(paid_amt) FROM booking JOIN event USING (event_id) WHERE event_dt LIKE '2025%'",
     "'events in 2025': the period dates the events named just before it (every booking was made in 2024)"),
    ("What's our best-selling book of all time by number of copies?",
     "SELECT title FROM book JOIN sale_line USING (book_id) GROUP BY book_id ORDER BY SUM(qty) DESC LIMIT 1",
     "copies sold are the lines' quantity (the most copies, not the most lines)"),
    ("Who used to work here but has since left?",
     "SELECT first_nm || ' ' || last_nm FROM staff WHERE end_dt IS NOT NULL",
     "'who ... work here': the people who work here are the staff; 'has since left' their end date"),
    ("How many members haven't given us an email address?", "SELECT COUNT(*) FROM member WHERE email IS NULL",
     "'not given us an email': the column after the verb is missing"),
])
def test_a_bookshop(tmp_path, question, sql, why):
    assert_gold(sqlite_file(tmp_path / "bookshop.sqlite", BOOKSHOP), question, sql, why=why)


# A coffee roastery's schema: its café's sales in ``cafe_sales`` (the owner writes "café"), staff who leave keep a
# ``leave_date``.
ROASTERY = """
CREATE TABLE employees (id INTEGER PRIMARY KEY, first_name TEXT NOT NULL, last_name TEXT NOT NULL, role TEXT NOT NULL,
    hire_date TEXT NOT NULL, leave_date TEXT);
CREATE TABLE cafe_sales (id INTEGER PRIMARY KEY, sale_time TEXT NOT NULL, employee_id INTEGER REFERENCES
    employees(id), payment_method TEXT NOT NULL, total_amount REAL NOT NULL);
INSERT INTO employees VALUES (1, 'Amelia', 'Booth', 'Barista', '2022-03-01', NULL),
    (2, 'Leo', 'Fairweather', 'Barista', '2022-06-01', '2024-10-31'), (3, 'Hannah', 'Price', 'Manager', '2021-01-04',
    NULL), (4, 'Sophie', 'Marsh', 'Roaster', '2023-02-01', '2025-03-15');
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 90)
INSERT INTO cafe_sales SELECT i, datetime('2025-01-02 08:00', '+' || (i * 23) || ' hours'), i % 4 + 1,
    CASE i % 3 WHEN 0 THEN 'Cash' ELSE 'Card' END, 3.2 + i % 5 FROM n;
"""


@pytest.mark.parametrize("question, sql, why", [
    ("What were the café takings in March 2025?",
     "SELECT SUM(total_amount) FROM cafe_sales WHERE sale_time LIKE '2025-03%'",
     "'café' is the ``cafe`` of ``cafe_sales``: a word is compared without its accents"),
    ("Which staff haven't left?", "SELECT first_name || ' ' || last_name FROM employees WHERE leave_date IS NULL",
     "'haven't left': the leave date is missing (as for 'have left' it is there)"),
])
def test_a_coffee_roastery(tmp_path, question, sql, why):
    assert_gold(sqlite_file(tmp_path / "roastery.sqlite", ROASTERY), question, sql, why=why)


# Invoices that bill a month (``billing_month``, 'YYYY-MM') and are issued, fall due and are paid on later days: a
# December's invoices are issued in January.
BILLED_MONTHS = """
CREATE TABLE clients (client_id INTEGER PRIMARY KEY, name TEXT NOT NULL);
CREATE TABLE invoices (invoice_id INTEGER PRIMARY KEY, client_id INTEGER NOT NULL REFERENCES clients(client_id),
    billing_month TEXT NOT NULL, issued_on TEXT NOT NULL, due_on TEXT NOT NULL, paid_on TEXT, total REAL NOT NULL);
INSERT INTO clients VALUES (1, 'Ryedale Hotel'), (2, 'Castle Inn'), (3, 'Moor Lodge');
WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 71)
INSERT INTO invoices SELECT i + 1, i % 3 + 1, strftime('%Y-%m', date('2023-07-01', '+' || (i / 3) || ' months')),
    date('2023-07-01', '+' || (i / 3 + 1) || ' months', '+2 days'),
    date('2023-07-01', '+' || (i / 3 + 1) || ' months', '+30 days'),
    CASE WHEN i % 7 = 0 THEN NULL ELSE date('2023-07-01', '+' || (i / 3 + 1) || ' months', '+20 days') END,
    100 + (i * 37) % 90 FROM n;
"""


@pytest.mark.parametrize("question, sql, why", [
    ("What did we invoice in total in 2024?", "SELECT SUM(total) FROM invoices WHERE billing_month LIKE '2024%'",
     "of the month an invoice bills and the day it was issued, the month billed dates it"),
    ("By what percentage did our invoicing in June 2024 change on the month before?",
     "SELECT ROUND(100.0 * (SUM(CASE WHEN billing_month = '2024-06' THEN total END) - SUM(CASE WHEN billing_month = "
     "'2024-05' THEN total END)) / SUM(CASE WHEN billing_month = '2024-05' THEN total END), 2) FROM invoices",
     "'our invoicing' is the amount invoiced, not the number of invoices"),
])
def test_invoices_dated_by_the_month_they_bill(tmp_path, question, sql, why):
    assert_gold(sqlite_file(tmp_path / "billed.sqlite", BILLED_MONTHS), question, sql, why=why)


def test_a_hyphenated_word_is_looked_up_whole(tmp_path):
    """"No-shows", with no table named for appointments: the lookup searches 'no show' (the "no" alone is grammar)
    and finds the stored 'No-show' of a table the question does not name."""
    path = sqlite_file(tmp_path / "vets.sqlite", """
        CREATE TABLE Vet (vetId INTEGER PRIMARY KEY, firstName TEXT NOT NULL, lastName TEXT NOT NULL);
        CREATE TABLE Appointment (appointmentId INTEGER PRIMARY KEY, vetId INTEGER NOT NULL REFERENCES Vet(vetId),
            startTime TEXT NOT NULL, reason TEXT, status TEXT NOT NULL);
        INSERT INTO Vet VALUES (1, 'Helen', 'Armstrong'), (2, 'Tom', 'Whitfield');
        WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 40)
        INSERT INTO Appointment SELECT i, i % 2 + 1, date('2024-03-01', '+' || i || ' days'), 'Check-up',
            CASE WHEN i % 5 = 0 OR i % 7 = 0 THEN 'No-show' WHEN i % 3 = 0 THEN 'Cancelled' ELSE 'Completed' END FROM n;
    """)
    assert_gold(path, "How many no-shows has each vet had?",
                "SELECT firstName || ' ' || lastName, COUNT(*) FROM Appointment JOIN Vet USING (vetId) "
                "WHERE status = 'No-show' GROUP BY vetId")


def test_a_period_after_a_place_dates_the_events_there(tmp_path):
    """"At the Old Town branch in July 2025": the branch's only date is the day it opened, not its own date as an
    event's is (test_a_bookshop: "events in 2025"), so July dates the shifts."""
    path = sqlite_file(tmp_path / "parlour.sqlite", """
        CREATE TABLE branch (branch_id INTEGER PRIMARY KEY, branch_name TEXT NOT NULL, opened_date TEXT NOT NULL);
        CREATE TABLE staff (staff_id INTEGER PRIMARY KEY, first_name TEXT NOT NULL, last_name TEXT NOT NULL,
            branch_id INTEGER NOT NULL REFERENCES branch(branch_id), hourly_rate REAL NOT NULL);
        CREATE TABLE shifts (shift_id INTEGER PRIMARY KEY, staff_id INTEGER NOT NULL REFERENCES staff(staff_id),
            branch_id INTEGER NOT NULL REFERENCES branch(branch_id), shift_date TEXT NOT NULL, hours REAL NOT NULL);
        INSERT INTO branch VALUES (1, 'Old Town', '2019-05-01'), (2, 'Harbourside', '2021-04-10');
        INSERT INTO staff VALUES (1, 'Ana', 'Silva', 1, 11.5), (2, 'Tom', 'Reed', 2, 11.0), (3, 'Kay', 'Moss', 1, 12.0);
        WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 60)
        INSERT INTO shifts SELECT i, i % 3 + 1, CASE i % 3 WHEN 1 THEN 2 ELSE 1 END,
            date('2025-06-20', '+' || i || ' days'), 4 + i % 4 FROM n;
    """)
    assert_gold(path, "How many hours did staff put in at the Old Town branch in July 2025?",
                "SELECT SUM(hours) FROM shifts JOIN branch USING (branch_id) WHERE branch_name = 'Old Town' "
                "AND shift_date LIKE '2025-07%'")


# A garden centre's Access-style schema: a plant has a common and a Latin name, and the common one names it.
GARDEN_CENTRE = """
CREATE TABLE tblPlant (PlantId INTEGER PRIMARY KEY, CommonName TEXT NOT NULL, LatinName TEXT, RetailPrice REAL NOT NULL,
    StockQty INTEGER NOT NULL);
CREATE TABLE tblOrder (OrderId INTEGER PRIMARY KEY, OrderDate TEXT NOT NULL, Channel TEXT NOT NULL);
CREATE TABLE tblOrderLine (OrderLineId INTEGER PRIMARY KEY, OrderId INTEGER NOT NULL REFERENCES tblOrder(OrderId),
    PlantId INTEGER NOT NULL REFERENCES tblPlant(PlantId), Quantity INTEGER NOT NULL, UnitPrice REAL NOT NULL);
INSERT INTO tblPlant VALUES (1, 'Lavender Hidcote', 'Lavandula angustifolia', 6.99, 40),
    (2, 'Olive Tree', 'Olea europaea', 89.99, 3), (3, 'Tree Fern', 'Dicksonia antarctica', 64.5, 2),
    (4, 'Edelweiss', 'Leontopodium nivale', 5.5, 12), (5, 'Geranium Rozanne', NULL, 8.99, 30);
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 20)
INSERT INTO tblOrder SELECT i, date('2024-03-01', '+' || (i * 5) || ' days'), CASE i % 2 WHEN 0 THEN 'Online'
    ELSE 'In store' END FROM n;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 30)
INSERT INTO tblOrderLine SELECT i, i % 20 + 1, CASE i % 3 WHEN 0 THEN 1 WHEN 1 THEN 2 ELSE 5 END, 1 + i % 4, 7.0 FROM n;
"""


@pytest.mark.parametrize("question, sql, why", [
    ("What's the most expensive plant we sell?", "SELECT CommonName FROM tblPlant ORDER BY RetailPrice DESC LIMIT 1",
     "of CommonName and LatinName, the common name names a plant"),
    ("Which plants have never been ordered by anyone?",
     "SELECT CommonName FROM tblPlant WHERE PlantId NOT IN (SELECT PlantId FROM tblOrderLine)", "the same"),
])
def test_a_garden_centre(tmp_path, question, sql, why):
    assert_gold(sqlite_file(tmp_path / "garden.sqlite", GARDEN_CENTRE), question, sql, why=why)


# A laundry's weekly invoices: the kilos billed beside the money billed and the money paid so far.
WEEKLY_INVOICES = """
CREATE TABLE clients (client_id INTEGER PRIMARY KEY, name TEXT NOT NULL);
CREATE TABLE invoices (invoice_id INTEGER PRIMARY KEY, client_id INTEGER NOT NULL REFERENCES clients(client_id),
    week_start TEXT NOT NULL, issued_on TEXT NOT NULL, kg_billed REAL, total REAL NOT NULL, amount_paid REAL NOT NULL);
INSERT INTO clients VALUES (1, 'Ryedale Hotel'), (2, 'Castle Inn'), (3, 'Moor Lodge'), (4, 'Abbey Spa');
WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 79)
INSERT INTO invoices SELECT i + 1, i % 4 + 1, date('2024-01-01', '+' || (i / 4 * 7) || ' days'),
    date('2024-01-08', '+' || (i / 4 * 7) || ' days'), 40 + i % 9, 120 + (i * 53) % 97 + 40 * (i % 4 = 2),
    CASE WHEN i % 4 = 2 THEN 0 ELSE 120 + (i * 53) % 97 END FROM n;
"""


def test_the_amount_billed_is_not_the_amount_paid(tmp_path):
    """"By amount billed": "amount" before a word of money names no ``amount_paid`` when that word is "billed"."""
    assert_gold(sqlite_file(tmp_path / "weekly.sqlite", WEEKLY_INVOICES.replace("kg_billed", "kg_washed")),
                "Who were our two biggest clients in 2024, by amount billed?",
                "SELECT name, SUM(total) FROM invoices JOIN clients USING (client_id) WHERE week_start LIKE '2024%' "
                "GROUP BY client_id ORDER BY 2 DESC LIMIT 2")


def test_a_weight_named_by_a_word_of_money_is_no_money(tmp_path):
    """"What did we bill" names ``kg_billed`` by its "billed" only: a weight is no money (no unit is asked for), so
    the baseline does not add up kilos as the bill."""
    assert_abstains(sqlite_file(tmp_path / "weekly.sqlite", WEEKLY_INVOICES),
                    "What did we bill Ryedale Hotel in total for 2024?")


def test_highest_to_lowest_orders_a_breakdown(tmp_path):
    """"Highest to lowest" orders the list as "biggest first" does: no superlative picks one row."""
    assert_gold(sqlite_file(tmp_path / "billed.sqlite", BILLED_MONTHS),
                "Invoiced total by client for 2024, please, highest to lowest.",
                "SELECT name, SUM(total) FROM invoices JOIN clients USING (client_id) WHERE billing_month LIKE '2024%' "
                "GROUP BY client_id ORDER BY 2 DESC", ordered=True)


# A language school on an old system: every name cut short (``tch`` teachers, ``crs`` courses, ``exm`` exams,
# ``stu_fnm`` a first name, ``stu_actv_flg`` a yes/no of whether the student is active).
LANGUAGE_SCHOOL = """
CREATE TABLE lang (lang_id INTEGER PRIMARY KEY, lang_nm TEXT NOT NULL);
CREATE TABLE tch (tch_id INTEGER PRIMARY KEY, tch_fnm TEXT NOT NULL, tch_lnm TEXT NOT NULL, lang_id INTEGER
    REFERENCES lang(lang_id), tch_hr_rate REAL);
CREATE TABLE stu (stu_id INTEGER PRIMARY KEY, stu_fnm TEXT NOT NULL, stu_lnm TEXT NOT NULL, stu_email TEXT,
    stu_actv_flg TEXT CHECK (stu_actv_flg IN ('Y', 'N')));
CREATE TABLE crs (crs_id INTEGER PRIMARY KEY, crs_nm TEXT NOT NULL, lang_id INTEGER NOT NULL REFERENCES lang(lang_id),
    crs_lvl TEXT, crs_fee REAL);
CREATE TABLE exm (exm_id INTEGER PRIMARY KEY, stu_id INTEGER NOT NULL REFERENCES stu(stu_id), crs_id INTEGER NOT NULL
    REFERENCES crs(crs_id), exm_typ TEXT, exm_scr INTEGER);
INSERT INTO lang VALUES (1, 'French'), (2, 'Spanish'), (3, 'German');
INSERT INTO tch VALUES (1, 'Claire', 'Dubois', 1, 32.0), (2, 'Javier', 'Ruiz', 2, 30.0), (3, 'Anke', 'Vogel', 3, 31.5);
INSERT INTO crs VALUES (1, 'French A1', 1, 'A1', 240.0), (2, 'French B1', 1, 'B1', 310.0), (3, 'Spanish A1', 2, 'A1',
    250.0), (4, 'Spanish A2', 2, 'A2', 275.0), (5, 'Spanish B2', 2, 'B2', 360.0), (6, 'German A1', 3, 'A1', 255.0);
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 14)
INSERT INTO stu SELECT i, 'Student' || i, 'Surname' || i, CASE WHEN i % 5 = 0 THEN NULL ELSE 's' || i || '@mail.test'
    END, CASE WHEN i % 3 = 0 THEN 'N' ELSE 'Y' END FROM n;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 30)
INSERT INTO exm SELECT i, i % 14 + 1, i % 6 + 1, CASE i % 3 WHEN 0 THEN 'final' WHEN 1 THEN 'mid-term' ELSE
    'placement' END, 40 + (i * 17) % 55 FROM n;
"""


@pytest.mark.parametrize("question, sql, why", [
    ("How many courses do we have for each language?",
     "SELECT lang_nm, COUNT(*) FROM crs JOIN lang USING (lang_id) GROUP BY lang_id",
     "``crs`` keeps the letters of 'courses' with the vowels dropped"),
    ("What's the most expensive course we offer?", "SELECT crs_nm FROM crs ORDER BY crs_fee DESC LIMIT 1", "the same"),
    ("What's the average score for each type of exam?", "SELECT exm_typ, AVG(exm_scr) FROM exm GROUP BY exm_typ",
     "``exm`` is the exams, ``scr`` their score, ``typ`` their type"),
    ("How many of our students are still active?", "SELECT COUNT(*) FROM stu WHERE stu_actv_flg = 'Y'",
     "``actv_flg``: the yes/no of being active"),
    ("Which students don't have an email address on file?",
     "SELECT stu_fnm || ' ' || stu_lnm FROM stu WHERE stu_email IS NULL", "``stu_fnm``, ``stu_lnm`` name a student"),
])
def test_a_language_school_on_an_old_system(tmp_path, question, sql, why):
    assert_gold(sqlite_file(tmp_path / "language.sqlite", LANGUAGE_SCHOOL), question, sql, why=why)


# A driving school: each test passes or fails; a lesson is of a type (standard, night) and may be cancelled.
DRIVING_TESTS = """
CREATE TABLE instructors (id INTEGER PRIMARY KEY, first_name TEXT NOT NULL, last_name TEXT NOT NULL,
    hourly_rate REAL NOT NULL, is_active INTEGER NOT NULL);
CREATE TABLE pupils (id INTEGER PRIMARY KEY, first_name TEXT NOT NULL, last_name TEXT NOT NULL,
    instructor_id INTEGER REFERENCES instructors(id));
CREATE TABLE driving_tests (id INTEGER PRIMARY KEY, pupil_id INTEGER NOT NULL REFERENCES pupils(id),
    instructor_id INTEGER NOT NULL REFERENCES instructors(id), test_date TEXT NOT NULL, result TEXT);
CREATE TABLE lessons (id INTEGER PRIMARY KEY, pupil_id INTEGER NOT NULL REFERENCES pupils(id),
    instructor_id INTEGER NOT NULL REFERENCES instructors(id), start_time TEXT NOT NULL, lesson_type TEXT NOT NULL);
INSERT INTO instructors VALUES (1, 'Tom', 'Baxter', 36.0, 1), (2, 'Priya', 'Chauhan', 34.0, 1),
    (3, 'Mike', 'Donnelly', 33.0, 1), (4, 'Sandra', 'Okafor', 38.0, 0);
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 24)
INSERT INTO pupils SELECT i, 'Pupil' || i, 'Surname' || i, i % 4 + 1 FROM n;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 40)
INSERT INTO driving_tests SELECT i, i % 24 + 1, i % 4 + 1, date('2024-01-10', '+' || (i * 9) || ' days'),
    CASE WHEN i % 4 = 2 AND i % 3 > 0 THEN 'pass' WHEN i % 4 = 1 AND i % 5 = 0 THEN 'pass' WHEN i % 4 = 3 AND i % 2 = 1
    AND i % 7 > 2 THEN 'pass' WHEN i % 4 = 0 AND i % 8 = 0 THEN 'pass' WHEN i > 38 THEN NULL ELSE 'fail' END FROM n;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 60)
INSERT INTO lessons SELECT i, i % 24 + 1, i % 4 + 1, datetime('2025-01-06 09:00', '+' || (i * 4) || ' days'),
    CASE WHEN i % 4 = 1 AND i % 3 = 0 THEN 'night' ELSE 'standard' END FROM n;
"""


def test_a_pass_rate_compares_instructors_not_tests(tmp_path):
    """"Which instructors have a test pass rate above 60%": each instructor's share of passes (HAVING), not the
    tests whose own 100 or 0 passes the bar; "the best pass rate" ranks by that share, not by the hourly rate."""
    path = sqlite_file(tmp_path / "driving.sqlite", DRIVING_TESTS)
    assert_gold(path, "Which instructors have a test pass rate above 60%?",
                "SELECT first_name || ' ' || last_name FROM driving_tests t JOIN instructors i "
                "ON i.id = t.instructor_id WHERE result IS NOT NULL GROUP BY i.id HAVING AVG(result = 'pass') > 0.6")
    assert_gold(path, "Which instructor has the best pass rate?",
                "SELECT first_name || ' ' || last_name FROM driving_tests t JOIN instructors i "
                "ON i.id = t.instructor_id WHERE result IS NOT NULL GROUP BY i.id "
                "ORDER BY AVG(result = 'pass') DESC LIMIT 1")


@pytest.mark.parametrize("question", [
    "Which of our current instructors haven't done any night lessons in 2025?",  # no NOT EXISTS: not a lesson <> night
    "Which instructors have had more than 5 different pupils pass their test?",  # pupils who passed, not all of theirs
])
def test_what_rows_did_not_have_or_which_children_count_is_not_guessed(tmp_path, question):
    assert_abstains(sqlite_file(tmp_path / "driving.sqlite", DRIVING_TESTS), question)


# A dental practice: patients who may opt out of text reminders, appointments that were attended or missed.
DENTAL = """
CREATE TABLE clinician (clinicianId INTEGER PRIMARY KEY, firstName TEXT NOT NULL, lastName TEXT NOT NULL);
CREATE TABLE patient (patientId INTEGER PRIMARY KEY, firstName TEXT NOT NULL, lastName TEXT NOT NULL,
    patientType TEXT NOT NULL, smsReminders INTEGER NOT NULL);
CREATE TABLE appointment (appointmentId INTEGER PRIMARY KEY, patientId INTEGER NOT NULL REFERENCES patient(patientId),
    clinicianId INTEGER NOT NULL REFERENCES clinician(clinicianId), apptDate TEXT NOT NULL, apptType TEXT NOT NULL,
    status TEXT NOT NULL);
INSERT INTO clinician VALUES (1, 'Rachel', 'Moss'), (2, 'James', 'Okafor');
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 20)
INSERT INTO patient SELECT i, 'Patient' || i, 'Surname' || i, CASE WHEN i % 3 = 0 THEN 'Private' ELSE 'NHS' END,
    CASE WHEN i % 4 = 0 THEN 0 ELSE 1 END FROM n;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 80)
INSERT INTO appointment SELECT i, i % 20 + 1, i % 2 + 1, date('2023-01-05', '+' || (i * 9) || ' days'),
    CASE WHEN i % 3 = 0 THEN 'Hygiene' ELSE 'Check-up' END, CASE i % 5 WHEN 0 THEN 'Missed' WHEN 1 THEN 'Cancelled'
    ELSE 'Attended' END FROM n;
"""


@pytest.mark.parametrize("question, sql, why", [
    ("How many patients have opted out of SMS reminders?", "SELECT COUNT(*) FROM patient WHERE smsReminders = 0",
     "'opted out of' negates the yes/no it names"),
    ("How many hygiene appointments did Rachel Moss see in 2023?",
     "SELECT COUNT(*) FROM appointment JOIN clinician USING (clinicianId) WHERE firstName = 'Rachel' "
     "AND apptType = 'Hygiene' AND status = 'Attended' AND apptDate LIKE '2023%'",
     "the appointments a clinician saw are those attended (her name stays a filter)"),
    ("How many appointments were Attended, Missed or Cancelled in total?",  # (guards)
     "SELECT COUNT(*) FROM appointment WHERE status IN ('Attended', 'Missed', 'Cancelled')",
     "a list of values 'in total' is one figure, not one each"),
    ("How many patients have appointments that were not cancelled?",
     "SELECT COUNT(DISTINCT patientId) FROM appointment WHERE status <> 'Cancelled'",
     "'not' inside a clause on the appointments named filters them: no NOT EXISTS is asked"),
])
def test_a_dental_practice(tmp_path, question, sql, why):
    assert_gold(sqlite_file(tmp_path / "dental.sqlite", DENTAL), question, sql, why=why)


def test_each_period_split_by_a_value_is_not_half_answered(tmp_path):
    """"Each month in 2025, split between NHS and private": two groupings; the split alone would drop the months."""
    assert_abstains(sqlite_file(tmp_path / "dental.sqlite", DENTAL),
                    "How many appointments did we see each month in 2024, split between NHS and private patients?")


# A garage's invoices: raised on one day, paid (by card, cash or bank transfer) on a later one, often the next month.
GARAGE_INVOICES = """
CREATE TABLE INVOICE (INVOICE_ID INTEGER PRIMARY KEY, INVOICE_DATE TEXT NOT NULL, TOTAL_AMOUNT REAL NOT NULL,
    IS_PAID TEXT NOT NULL, PAID_DATE TEXT, PAYMENT_METHOD TEXT);
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 60)
INSERT INTO INVOICE SELECT i, date('2025-08-01', '+' || (i * 2) || ' days'), 80 + (i * 37) % 400,
    CASE WHEN i % 9 = 0 THEN 'N' ELSE 'Y' END,
    CASE WHEN i % 9 = 0 THEN NULL ELSE date('2025-08-01', '+' || (i * 2 + 5 + i % 20) || ' days') END,
    CASE WHEN i % 9 = 0 THEN NULL ELSE CASE i % 3 WHEN 0 THEN 'Card' WHEN 1 THEN 'Cash' ELSE 'Bank Transfer' END END
    FROM n;
"""


@pytest.mark.parametrize("question, sql, why", [
    ("How much did we take in card payments in October 2025?",
     "SELECT SUM(TOTAL_AMOUNT) FROM INVOICE WHERE PAYMENT_METHOD = 'Card' AND PAID_DATE LIKE '2025-10%'",
     "payments are dated by the day they were made, not the day the invoice was raised"),
    ("How many invoices were paid by card, cash and bank transfer?",
     "SELECT PAYMENT_METHOD, COUNT(*) FROM INVOICE WHERE PAYMENT_METHOD IS NOT NULL GROUP BY PAYMENT_METHOD",
     "three values of one column said as a list after 'how many': one figure each"),
])
def test_a_garage_s_invoices(tmp_path, question, sql, why):
    assert_gold(sqlite_file(tmp_path / "garage.sqlite", GARAGE_INVOICES), question, sql, why=why)


def test_a_stored_opted_out_is_a_value_not_a_negation(tmp_path):
    """Where a status stores 'Opted out', "have opted out" names that value ("opted out of" negates a yes/no only
    where nothing stores the words)."""
    path = sqlite_file(tmp_path / "sms.sqlite", """
CREATE TABLE patients (id INTEGER PRIMARY KEY, name TEXT NOT NULL, sms_status TEXT NOT NULL);
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 30)
INSERT INTO patients SELECT i, 'Patient' || i, CASE i % 4 WHEN 0 THEN 'Opted out' WHEN 1 THEN 'Pending'
    ELSE 'Opted in' END FROM n;
""")
    assert_gold(path, "How many patients have opted out?",
                "SELECT COUNT(*) FROM patients WHERE sms_status = 'Opted out'")


# A depot: staff by role, vans with no name but a registration, customers (some with a VAT number) whose orders are
# invoiced, baskets sold by channel and status, the boxes customers are on, and gym members who came or not.
DEPOT = """
CREATE TABLE staff (staff_id INTEGER PRIMARY KEY, first_name TEXT NOT NULL, last_name TEXT NOT NULL,
    role TEXT NOT NULL, left_on TEXT);
INSERT INTO staff VALUES (1, 'Ann', 'Cole', 'Driver', NULL), (2, 'Ben', 'Dale', 'Driver', '2024-03-31'),
    (3, 'Cai', 'Ebbs', 'Picker', NULL), (4, 'Dee', 'Ford', 'Picker', NULL), (5, 'Eli', 'Gray', 'Driver', NULL),
    (6, 'Fay', 'Hunt', 'Clerk', '2023-09-30');
CREATE TABLE vans (van_id INTEGER PRIMARY KEY, registration TEXT NOT NULL, fuel_type TEXT NOT NULL);
INSERT INTO vans VALUES (1, 'AB12 CDE', 'Diesel'), (2, 'FG34 HIJ', 'Electric'), (3, 'KL56 MNO', 'Electric'),
    (4, 'PQ78 RST', 'Diesel');
CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, name TEXT NOT NULL, town TEXT NOT NULL,
    customer_type TEXT NOT NULL, vat_number TEXT);
INSERT INTO customers VALUES (1, 'Acme Ltd', 'Leeds', 'Trade', 'GB1'), (2, 'Bo Diaz', 'York', 'Retail', NULL),
    (3, 'Cog & Co', 'Leeds', 'Trade', NULL), (4, 'Di Eng', 'Hull', 'Retail', NULL),
    (5, 'Elm Works', 'Selby', 'Trade', 'GB5');
CREATE TABLE orders (order_id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
    ordered_on TEXT NOT NULL);
CREATE TABLE invoices (invoice_id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL REFERENCES orders(order_id),
    issued_on TEXT NOT NULL, amount REAL NOT NULL);
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 40)
INSERT INTO orders SELECT i, 1 + (i * i) % 5, date('2024-01-01', '+' || (i * 9) || ' days') FROM n;
INSERT INTO invoices SELECT order_id, order_id, ordered_on, 50 + (order_id * 37) % 300 FROM orders;
CREATE TABLE baskets (basket_id INTEGER PRIMARY KEY, channel TEXT NOT NULL, status TEXT NOT NULL, total REAL NOT NULL);
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 50)
INSERT INTO baskets SELECT i, CASE i % 3 WHEN 0 THEN 'Walk-in' WHEN 1 THEN 'Online' ELSE 'Phone' END,
    CASE WHEN i % 7 = 0 THEN 'Refunded' ELSE 'Paid' END, 5 + i FROM n;
CREATE TABLE boxes (box_id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
    box_name TEXT NOT NULL);
INSERT INTO boxes VALUES (1, 2, 'Family Box'), (2, 4, 'Single Box'), (3, 2, 'Single Box');
CREATE TABLE members (member_id INTEGER PRIMARY KEY, name TEXT NOT NULL, plan TEXT NOT NULL, joined_on TEXT NOT NULL);
INSERT INTO members VALUES (1, 'Ann Cole', 'Gold', '2024-01-05'), (2, 'Ben Dale', 'Silver', '2024-02-11'),
    (3, 'Cai Ebbs', 'Gold', '2024-03-02');
CREATE TABLE attendances (attendance_id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL
    REFERENCES members(member_id), attended_on TEXT NOT NULL);
INSERT INTO attendances VALUES (1, 1, '2024-04-01'), (2, 1, '2024-04-08'), (3, 2, '2024-04-02');
"""


@pytest.fixture(scope="module")
def depot(tmp_path_factory) -> Path:
    return database_of(tmp_path_factory, "depot", DEPOT)


@pytest.mark.parametrize("question, sql, why", [
    ("Which drivers are still working for us?",
     "SELECT first_name || ' ' || last_name FROM staff WHERE role = 'Driver' AND left_on IS NULL",
     "'which' and a stored role: the rows of that role, listed"),
    ("What are the names of our pickers?",
     "SELECT first_name || ' ' || last_name FROM staff WHERE role = 'Picker'",
     "'the names of' the rows a value says: those rows"),
    ("Who's still working here? Give me the names of staff who haven't left.",
     "SELECT first_name || ' ' || last_name FROM staff WHERE left_on IS NULL",
     "'who' with the one table of people named later in the question"),
    ("Which towns do we have customers in?", "SELECT DISTINCT town FROM customers",
     "'which' and a text column: its distinct values"),
    ("Give me the registrations of our electric vans.",
     "SELECT registration FROM vans WHERE fuel_type = 'Electric'",
     "'the registrations of' rows no column names: the column asked"),
    ("Which customers were invoiced more than 2500 in total?",
     "SELECT c.name, SUM(i.amount) FROM invoices i JOIN orders o ON o.order_id = i.order_id "
     "JOIN customers c ON c.customer_id = o.customer_id GROUP BY c.customer_id HAVING SUM(i.amount) > 2500",
     "the invoices are two joins below the customers: the orders between are read"),
    ("How many walk-in sales ended up being refunded?",
     "SELECT COUNT(*) FROM baskets WHERE channel = 'Walk-in' AND status = 'Refunded'",
     "'sales' counted are rows, not money"),
    ("How many customers have given us a VAT number?", "SELECT COUNT(*) FROM customers WHERE vat_number IS NOT NULL",
     "a text column given: held (not NULL)"),
])
def test_lists_and_counts_said_in_other_words(depot, question, sql, why):
    assert_gold(depot, question, sql, why=why)


@pytest.mark.parametrize("question, why", [
    ("Which Gold members attended?", "the attendances' date is no filter every member passes: some never came"),
    ("Which towns have no customers with a VAT number?", "a condition on each town's customers, not on each row"),
    ("Which channel is the favourite?", "one channel asked for, and 'favourite' names nothing: not every channel"),
    ("Which drivers are on probation?", "'probation' names nothing: a list of every driver would leave it out"),
])
def test_lists_said_in_other_words_decline_what_they_cannot_express(depot, question, why):
    answer = play(depot, question).last.metadata["answer"]
    assert is_abstention(answer), (why, answer)


@pytest.mark.parametrize("question", ["Who's on a family box?", "Who is on the Single Box?"])
def test_a_value_asked_is_not_its_own_answer(depot, question):
    """The boxes go by their name, which the question already gives: a list of the boxes would only say it back
    ("Family Box"), where the question asks who."""
    answer = play(depot, question).last.metadata["answer"]
    assert is_abstention(answer), answer


def test_a_date_every_row_has_picks_no_rows(tmp_path):
    """"The Newfoundland dogs registered with us": every owner has a registration date, and no period is asked, so
    the word keeps every dog (a date some rows lack would pick those that have one)."""
    path = sqlite_file(tmp_path / "kennel.sqlite", """
CREATE TABLE owners (owner_id INTEGER PRIMARY KEY, name TEXT NOT NULL, registered_on TEXT NOT NULL);
CREATE TABLE breeds (breed_id INTEGER PRIMARY KEY, name TEXT NOT NULL);
CREATE TABLE dogs (dog_id INTEGER PRIMARY KEY, name TEXT NOT NULL, owner_id INTEGER NOT NULL REFERENCES
    owners(owner_id), breed_id INTEGER NOT NULL REFERENCES breeds(breed_id), weight_kg REAL NOT NULL);
INSERT INTO owners VALUES (1, 'Ann Cole', '2021-03-01'), (2, 'Ben Dale', '2023-07-12');
INSERT INTO breeds VALUES (1, 'Newfoundland'), (2, 'Beagle');
INSERT INTO dogs VALUES (1, 'Bear', 1, 1, 61.5), (2, 'Moss', 2, 1, 55.0), (3, 'Pip', 2, 2, 11.2);
""")
    assert_gold(path, "Among the Newfoundland dogs registered with us, what is the mean weight in kg?",
                "SELECT AVG(weight_kg) FROM dogs WHERE breed_id = 1")


# Works: staff with hourly rates and the shifts they work at two branches, invoices with a due date and VAT, orders
# whose lines sell by weight with a discount, concerts with a ticket price and tickets sold, instructors' lessons.
WORKS = """
CREATE TABLE branches (branch_id INTEGER PRIMARY KEY, name TEXT NOT NULL);
INSERT INTO branches VALUES (1, 'Old Town'), (2, 'Harbourside');
CREATE TABLE staff (staff_id INTEGER PRIMARY KEY, first_name TEXT NOT NULL, last_name TEXT NOT NULL,
    branch_id INTEGER NOT NULL REFERENCES branches(branch_id), hourly_rate REAL NOT NULL);
INSERT INTO staff VALUES (1, 'Ann', 'Cole', 1, 11.5), (2, 'Ben', 'Dale', 1, 12.0), (3, 'Cai', 'Ebbs', 2, 13.25),
    (4, 'Dee', 'Ford', 2, 10.75);
CREATE TABLE shifts (shift_id INTEGER PRIMARY KEY, staff_id INTEGER NOT NULL REFERENCES staff(staff_id),
    branch_id INTEGER NOT NULL REFERENCES branches(branch_id), shift_date TEXT NOT NULL, hours REAL NOT NULL);
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 60)
INSERT INTO shifts SELECT i, 1 + i % 4, 1 + (i % 4) / 2, date('2023-11-01', '+' || (i * 7) || ' days'),
    4 + (i % 5) * 1.5 FROM n;
CREATE TABLE invoices (invoice_id INTEGER PRIMARY KEY, issued_on TEXT NOT NULL, due_on TEXT NOT NULL, paid_on TEXT,
    net REAL NOT NULL, vat REAL NOT NULL, total REAL NOT NULL);
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 40)
INSERT INTO invoices SELECT i, date('2023-10-01', '+' || (i * 13) || ' days'),
    date('2023-10-01', '+' || (i * 13 + 30) || ' days'),
    CASE WHEN i % 6 = 0 THEN NULL ELSE date('2023-10-01', '+' || (i * 13 + 10 + (i * 7) % 40) || ' days') END,
    100 + i * 10, (100 + i * 10) * 0.2, (100 + i * 10) * 1.2 FROM n;
CREATE TABLE orders (order_id INTEGER PRIMARY KEY, channel TEXT NOT NULL, status TEXT NOT NULL,
    ordered_on TEXT NOT NULL);
CREATE TABLE order_lines (line_id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL REFERENCES orders(order_id),
    quantity REAL NOT NULL, unit_price REAL NOT NULL, discount_pct REAL NOT NULL);
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 30)
INSERT INTO orders SELECT i, CASE i % 3 WHEN 0 THEN 'Counter' WHEN 1 THEN 'Phone' ELSE 'Online' END,
    CASE WHEN i % 5 = 0 THEN 'Cancelled' ELSE 'Completed' END, date('2024-01-03', '+' || (i * 11) || ' days') FROM n;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 75)
INSERT INTO order_lines SELECT i, 1 + i % 30, 0.5 + (i % 4) * 0.25, 4 + (i % 6), CASE WHEN i % 4 = 0 THEN 10 ELSE 0 END
    FROM n;
CREATE TABLE concerts (concert_id INTEGER PRIMARY KEY, title TEXT NOT NULL, concert_date TEXT NOT NULL,
    ticket_price REAL, tickets_sold INTEGER);
INSERT INTO concerts VALUES (1, 'Spring Recital', '2023-04-02', 8, 60), (2, 'Summer Gala', '2023-07-09', 12, 85),
    (3, 'Winter Carols', '2024-12-14', 10, 120), (4, 'Open Day', '2024-06-01', NULL, NULL),
    (5, 'Spring Recital', '2024-04-07', 8, 72);
CREATE TABLE instructors (instructor_id INTEGER PRIMARY KEY, first_name TEXT NOT NULL, last_name TEXT NOT NULL);
INSERT INTO instructors VALUES (1, 'Sara', 'Blake'), (2, 'Tom', 'Hurst'), (3, 'Uma', 'Iqbal');
CREATE TABLE lessons (lesson_id INTEGER PRIMARY KEY, instructor_id INTEGER NOT NULL
    REFERENCES instructors(instructor_id), starts_at TEXT NOT NULL, duration_min INTEGER NOT NULL);
INSERT INTO lessons VALUES (1, 1, '2024-02-01 09:00', 60), (2, 1, '2024-02-02 09:00', 60),
    (3, 1, '2024-03-01 10:00', 60), (4, 2, '2024-02-05 11:00', 120), (5, 2, '2024-04-05 11:00', 120),
    (6, 3, '2024-05-01 12:00', 90), (7, 3, '2023-05-01 12:00', 120), (8, 1, '2024-06-01 09:00', 90);
"""


@pytest.fixture(scope="module")
def works(tmp_path_factory) -> Path:
    return database_of(tmp_path_factory, "works", WORKS)


@pytest.mark.parametrize("question, sql, why", [
    ("What did wages cost us at each branch in 2024, going by shift hours and pay rates?",
     "SELECT b.name, SUM(s.hours * st.hourly_rate) FROM shifts s JOIN staff st ON st.staff_id = s.staff_id "
     "JOIN branches b ON b.branch_id = s.branch_id WHERE s.shift_date LIKE '2024%' GROUP BY b.name",
     "wages: each shift's hours times the hourly rate of whoever worked it, per branch"),
    ("What was our total wage bill in 2024?",
     "SELECT SUM(s.hours * st.hourly_rate) FROM shifts s JOIN staff st ON st.staff_id = s.staff_id WHERE "
     "s.shift_date LIKE '2024%'",
     "the wage bill: the same pay, added up"),
    ("What's the highest hourly rate we pay?",
     "SELECT MAX(hourly_rate) FROM staff",
     "a rate we pay, asked for itself: no wages"),
    ("How many invoices issued in 2024 were paid after their due date?",
     "SELECT COUNT(*) FROM invoices WHERE paid_on > due_on AND issued_on LIKE '2024%'",
     "one date of each invoice against another of the same invoice"),
    ("What percentage of invoices were paid after the due date?",
     "SELECT 100.0 * SUM(paid_on > due_on) / COUNT(*) FROM invoices",
     "the same comparison as a share's condition (it was the share of invoices paid at all)"),
    ("How much did we invoice in 2024, VAT included?",
     "SELECT SUM(total) FROM invoices WHERE issued_on LIKE '2024%'",
     "'VAT included': the total that includes the VAT, not the VAT"),
    ("What was the average order value for each channel (phone, online, counter) in 2024, before discounts?",
     "SELECT o.channel, AVG(v) FROM (SELECT o.order_id, SUM(l.quantity * l.unit_price) AS v FROM orders o "
     "JOIN order_lines l ON l.order_id = o.order_id WHERE o.status <> 'Cancelled' GROUP BY o.order_id) t "
     "JOIN orders o ON o.order_id = t.order_id GROUP BY o.channel",
     "lines sold by weight (a REAL quantity), their orders' average; the channels listed restate the groups"),
    ("What's the average value of a completed online order, before discounts?",
     "SELECT AVG(v) FROM (SELECT o.order_id, SUM(l.quantity * l.unit_price) AS v FROM orders o JOIN "
     "order_lines l ON l.order_id = o.order_id WHERE o.status = 'Completed' AND o.channel = 'Online' GROUP "
     "BY o.order_id)",
     "'the value of a completed online order': values between 'of' and the orders named"),
    ("What have concert tickets brought in each year?",
     "SELECT substr(concert_date, 1, 4), SUM(ticket_price * tickets_sold) FROM concerts GROUP BY 1",
     "a ticket price beside tickets sold: their product is what tickets brought in"),
    ("Which instructor put in the most lesson hours in 2024?",
     "SELECT i.first_name || ' ' || i.last_name, SUM(duration_min / 60.0) FROM lessons l JOIN instructors "
     "i ON i.instructor_id = l.instructor_id WHERE starts_at LIKE '2024%' GROUP BY i.instructor_id ORDER "
     "BY 2 DESC LIMIT 1",
     "'the most lesson hours': the lessons' hours added up, not the lessons counted"),
])
def test_money_made_of_parts(works, question, sql, why):
    """Money a business reads off two columns (hours and a rate, a price and a count), the amount that includes a
    part, one date of a row against another: each answered as its gold SQL does (all but the hourly rate abstained
    before, the VAT one answered the VAT alone, and the share paid late the share paid at all)."""
    assert_gold(works, question, sql, why=why)


def test_more_than_n_rows_a_value_names(tmp_path):
    """"Which instructors have had more than 2 no-shows?": the number counts the instructors' lessons that the
    stored value marks (a table named there was counted so before; a value was not)."""
    path = sqlite_file(tmp_path / "school.sqlite", """
CREATE TABLE instructors (instructor_id INTEGER PRIMARY KEY, first_name TEXT NOT NULL, last_name TEXT NOT NULL);
INSERT INTO instructors VALUES (1, 'Sara', 'Blake'), (2, 'Tom', 'Hurst'), (3, 'Uma', 'Iqbal');
CREATE TABLE lessons (lesson_id INTEGER PRIMARY KEY, instructor_id INTEGER NOT NULL
    REFERENCES instructors(instructor_id), status TEXT NOT NULL);
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 30)
INSERT INTO lessons SELECT i, 1 + i % 3, CASE WHEN i % 4 = 0 OR i % 9 = 1 THEN 'No-show' ELSE 'Taught' END FROM n;
""")
    assert_gold(path, "Which instructors have had more than 2 no-shows?",
                "SELECT i.first_name || ' ' || i.last_name FROM lessons l JOIN instructors i "
                "ON i.instructor_id = l.instructor_id WHERE l.status = 'No-show' GROUP BY i.instructor_id "
                "HAVING COUNT(*) > 2")


@pytest.mark.parametrize("question, why", [
    ("How many orders came in for each channel (phone, online)?", "two channels of three: a filter or one each"),
    ("How many orders were there by channel, phone and online only?", "'only': the channels named, not all"),
    ("What hourly rate do we pay Ann Cole for the hours she works?", "the rate asked for itself, not her pay"),
    ("Who is on the lowest wage?", "'on the lowest wage' is a rate, not the pay added up"),
])
def test_money_made_of_parts_declines_what_it_cannot_tell(works, question, why):
    """The review's near misses (each answered wrongly by the round's first cut): a list of some groups, a rate
    asked for in words of pay."""
    answer = play(works, question).last.metadata["answer"]
    assert is_abstention(answer), (why, answer)


def test_money_made_of_parts_keeps_what_it_is_not(works, tmp_path):
    """"The total VAT included on invoices" asks for the VAT; "VAT included" with no total to read is declined (a
    ``NetTotal`` does not include it); a room's hire rate is no wage; a payment at 16:05 on the due day is not
    late."""
    assert_gold(works, "What was the total VAT included on invoices issued in 2024?",
                "SELECT SUM(vat) FROM invoices WHERE issued_on LIKE '2024%'")
    path = sqlite_file(tmp_path / "venue.sqlite", """
CREATE TABLE Invoices (InvoiceID INTEGER PRIMARY KEY, IssuedOn TEXT NOT NULL, NetTotal REAL NOT NULL,
    VatAmount REAL NOT NULL);
INSERT INTO Invoices VALUES (1, '2024-01-05', 100, 20), (2, '2024-02-05', 250, 50);
CREATE TABLE rooms (room_id INTEGER PRIMARY KEY, name TEXT NOT NULL, hire_rate_per_hour REAL NOT NULL);
INSERT INTO rooms VALUES (1, 'Hall', 40), (2, 'Studio', 25);
CREATE TABLE room_hires (hire_id INTEGER PRIMARY KEY, room_id INTEGER NOT NULL REFERENCES rooms(room_id),
    hired_on TEXT NOT NULL, hours REAL NOT NULL);
INSERT INTO room_hires VALUES (1, 1, '2024-03-01', 3), (2, 2, '2024-03-02', 2), (3, 1, '2024-04-01', 4);
CREATE TABLE rent_charges (charge_id INTEGER PRIMARY KEY, due_date TEXT NOT NULL, paid_at TEXT);
INSERT INTO rent_charges VALUES (1, '2024-01-01', '2024-01-01 16:05:00'), (2, '2024-02-01', '2024-02-03 09:00:00'),
    (3, '2024-03-01', '2024-02-27 10:00:00'), (4, '2024-04-01', NULL);
""")
    for question in ("How much have we invoiced, VAT included?", "How much did we pay in wages?"):
        answer = play(path, question).last.metadata["answer"]
        assert is_abstention(answer), (question, answer)
    assert_gold(path, "How many rent charges were paid after the due date?",
                "SELECT COUNT(*) FROM rent_charges WHERE date(paid_at) > due_date")


def test_wages_only_where_nothing_else_says_pay(tmp_path):
    """Pay worked out from hours and a rate only where the question asks for wages and the database keeps no pay of
    its own: "who earns the lowest wage" asks for a rate, a department 'Payroll' is a filter, payslips are pay
    already paid; "more than 5 widgets" counts units of the lines, not lines (the reviews' cases)."""
    cafe = sqlite_file(tmp_path / "cafe.sqlite", """
CREATE TABLE Staff (StaffID INTEGER PRIMARY KEY, FirstName TEXT NOT NULL, LastName TEXT NOT NULL,
    Department TEXT NOT NULL, HourlyRate REAL NOT NULL);
INSERT INTO Staff VALUES (1, 'Bob', 'Cole', 'Kitchen', 11.0), (2, 'Cat', 'Dunn', 'Payroll', 14.5),
    (3, 'Eli', 'Fox', 'Kitchen', 12.0), (4, 'Fay', 'Gill', 'Payroll', 13.0);
CREATE TABLE Shifts (ShiftID INTEGER PRIMARY KEY, StaffID INTEGER NOT NULL REFERENCES Staff(StaffID),
    ShiftDate TEXT NOT NULL, Hours REAL NOT NULL);
INSERT INTO Shifts VALUES (1, 1, '2024-03-01', 8), (2, 2, '2024-03-01', 6), (3, 3, '2024-03-02', 4),
    (4, 4, '2024-03-02', 9), (5, 4, '2024-03-03', 8), (6, 2, '2024-03-04', 7), (7, 1, '2024-03-05', 5);
CREATE TABLE Customers (CustomerID INTEGER PRIMARY KEY, Name TEXT NOT NULL);
INSERT INTO Customers VALUES (1, 'Ada'), (2, 'Ben'), (3, 'Cy');
CREATE TABLE Orders (OrderID INTEGER PRIMARY KEY, CustomerID INTEGER NOT NULL REFERENCES Customers(CustomerID));
INSERT INTO Orders VALUES (1, 1), (2, 2), (3, 3), (4, 1);
CREATE TABLE OrderLines (LineID INTEGER PRIMARY KEY, OrderID INTEGER NOT NULL REFERENCES Orders(OrderID),
    Product TEXT NOT NULL, Qty INTEGER NOT NULL);
INSERT INTO OrderLines VALUES (1, 1, 'Widget', 4), (2, 2, 'Widget', 9), (3, 3, 'Widget', 2), (4, 4, 'Widget', 3),
    (5, 3, 'Gadget', 7);
""")
    assert_gold(cafe, "Who in payroll worked the most hours?",
                "SELECT s.FirstName || ' ' || s.LastName FROM Shifts h JOIN Staff s ON s.StaffID = h.StaffID "
                "WHERE s.Department = 'Payroll' GROUP BY s.StaffID ORDER BY SUM(h.Hours) DESC LIMIT 1")
    for question in ("Who earns the lowest wage?", "Which customers have bought more than 5 widgets?"):
        answer = play(cafe, question).last.metadata["answer"]
        assert is_abstention(answer), (question, answer)
    payslips = sqlite_file(tmp_path / "payslips.sqlite", """
CREATE TABLE staff (staff_id INTEGER PRIMARY KEY, first_name TEXT NOT NULL, last_name TEXT NOT NULL,
    hourly_rate REAL NOT NULL);
INSERT INTO staff VALUES (1, 'Bob', 'Cole', 11.0), (2, 'Cat', 'Dunn', 14.5);
CREATE TABLE shifts (shift_id INTEGER PRIMARY KEY, staff_id INTEGER NOT NULL REFERENCES staff(staff_id),
    shift_date TEXT NOT NULL, hours REAL NOT NULL);
INSERT INTO shifts VALUES (1, 1, '2024-03-01', 8), (2, 2, '2024-03-01', 6);
CREATE TABLE payslips (payslip_id INTEGER PRIMARY KEY, staff_id INTEGER NOT NULL REFERENCES staff(staff_id),
    paid_on TEXT NOT NULL, amount REAL NOT NULL);
INSERT INTO payslips VALUES (1, 1, '2024-03-31', 1850), (2, 2, '2024-03-31', 2300);
""")
    answer = play(payslips, "How much did we pay out in wages in March 2024?").last.metadata["answer"]
    assert is_abstention(answer), answer  # (the hours times the rates would be 305, the payslips say 4150)


@pytest.mark.parametrize("question, sql, why", [
    ("How many orders came in by phone compared with online in 2024?",
     "SELECT channel, COUNT(*) FROM orders WHERE ordered_on LIKE '2024%' GROUP BY channel",
     "two channels set side by side: one count each (the names are the groups of their column)"),
    ("What was the average order line quantity for phone orders versus online orders?",
     "SELECT o.channel, AVG(l.quantity) FROM order_lines l JOIN orders o ON o.order_id = l.order_id "
     "GROUP BY o.channel", "'versus' between two values: an average each"),
    ("How many orders were placed online rather than by phone?",
     "SELECT COUNT(*) FROM orders WHERE channel = 'Online'", "'rather than by phone' only says what they are not"),
    ("How did shift hours at Old Town in 2024 compare with 2023?",
     "SELECT (SELECT SUM(hours) FROM shifts WHERE branch_id = 1 AND shift_date LIKE '2024%') - "
     "(SELECT SUM(hours) FROM shifts WHERE branch_id = 1 AND shift_date LIKE '2023%')",
     "one value and two years: the periods are compared, as before"),
])
def test_things_set_side_by_side(works, question, sql, why):
    """Values compared ("phone compared with online", "versus") are the groups of one figure each, and a value
    said "rather than" another keeps only the first (each abstained before: "a comparison", or "two periods")."""
    assert_gold(works, question, sql, why=why)


def test_things_set_side_by_side_by_name(tmp_path):
    """"How did the two shops compare on sales in 2024?": the column named before "compare" holds the things
    compared; on a figure that is no count, money or average, where the figure leaves one of them, for a share, one
    side against the rest, a difference or what one side is not, it declines (a review's near misses)."""
    path = sqlite_file(tmp_path / "florist.sqlite", """
CREATE TABLE orders (order_id INTEGER PRIMARY KEY, shop TEXT NOT NULL, order_date TEXT NOT NULL, stems INTEGER NOT NULL,
    total REAL NOT NULL);
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 40)
INSERT INTO orders SELECT i, CASE WHEN i % 3 = 0 THEN 'Canal Wharf' ELSE 'High Street' END,
    date('2023-10-01', '+' || (i * 17) || ' days'), 5 + i % 7, 20 + (i * 13) % 50 FROM n;
""")
    assert_gold(path, "How did the two shops compare on sales in 2024?",
                "SELECT shop, SUM(total) FROM orders WHERE order_date LIKE '2024%' GROUP BY shop")
    assert_gold(path, "How did High Street and Canal Wharf compare on sales in 2024?",
                "SELECT shop, SUM(total) FROM orders WHERE order_date LIKE '2024%' GROUP BY shop")
    assert_gold(path, "How did High Street and Canal Wharf compare on orders in 2024?",  # the figure said after
                "SELECT shop, COUNT(*) FROM orders WHERE order_date LIKE '2024%' GROUP BY shop")  # "on": a count
    assert_gold(path, "How did High Street and Canal Wharf compare on order totals in 2024?",  # money added up
                "SELECT shop, SUM(total) FROM orders WHERE order_date LIKE '2024%' GROUP BY shop")
    assert_gold(path, "How did High Street sales compare with last year?",  # a period compared, as before: this
                "SELECT (SELECT SUM(total) FROM orders WHERE shop = 'High Street' AND order_date >= '2025-01-01') - "
                "(SELECT SUM(total) FROM orders WHERE shop = 'High Street' AND order_date BETWEEN '2024-01-01' "
                "AND '2024-08-11')")  # year to its last day against the same days last year (not sales per shop)
    for question in ("How did High Street and Canal Wharf compare on stems in 2024?",  # a sum? an average?
                     "What did High Street orders of 6 stems take compared with Canal Wharf?",  # one shop left
                     "What share of orders came from High Street versus Canal Wharf?",  # shares of one whole
                     "How did High Street compare with the other shops on sales in 2024?",  # one side and the rest
                     "How much higher were sales at High Street compared with Canal Wharf in 2024?",  # a difference
                     "How did orders not from Canal Wharf compare with High Street orders on average total?"):
        answer = play(path, question).last.metadata["answer"]
        assert is_abstention(answer), (question, answer)


def test_rows_in_both_periods(tmp_path):
    """"How many customers ordered from us both last year and this year?": the customers of one period who are also
    in the other (the periods' keys intersected), not every customer (abstained before: "several periods at once")."""
    path = sqlite_file(tmp_path / "shop.sqlite", """
CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, name TEXT NOT NULL, joined_on TEXT NOT NULL);
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 12)
INSERT INTO customers SELECT i, 'Customer ' || i, '2022-01-01' FROM n;
CREATE TABLE orders (order_id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
    ordered_on TEXT NOT NULL, total REAL NOT NULL);
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 30)
INSERT INTO orders SELECT i, CASE WHEN i <= 15 THEN 1 + i % 8 ELSE 5 + i % 8 END,
    date('2024-01-05', '+' || (i * 23) || ' days'), 10 + i FROM n;
""")
    gold = ("SELECT COUNT(*) FROM (SELECT customer_id FROM orders WHERE ordered_on LIKE '2024%' INTERSECT "
            "SELECT customer_id FROM orders WHERE ordered_on LIKE '2025%')")
    assert gold_rows({"snake": path}, gold)[0][0] not in (0, 12)  # (some customers, not all)
    assert_gold(path, "How many customers ordered from us in both 2024 and 2025?", gold)
    assert_gold(path, "How many customers placed orders both in 2024 and in 2025?", gold)


# A brewery's trade: beers brewed over three years; pubs, a shop and a restaurant and their orders.
TRADE_BREWERY = """
CREATE TABLE beers (beer_id INTEGER PRIMARY KEY, beer_name TEXT NOT NULL);
INSERT INTO beers VALUES (1, 'Harvest Moon'), (2, 'Hedgerow Saison'), (3, 'Pale Rider'), (4, 'Night Owl Stout');
CREATE TABLE brew_batches (batch_id INTEGER PRIMARY KEY, beer_id INTEGER NOT NULL REFERENCES beers(beer_id),
    brew_date TEXT NOT NULL, litres REAL NOT NULL);
INSERT INTO brew_batches VALUES (1, 1, '2023-02-01', 800), (2, 2, '2023-05-01', 600), (3, 3, '2023-07-01', 900),
    (4, 3, '2025-03-01', 900), (5, 4, '2025-04-01', 500), (6, 1, '2024-06-01', 800), (7, 2, '2023-09-01', 600);
CREATE TABLE trade_customers (customer_id INTEGER PRIMARY KEY, customer_name TEXT NOT NULL,
    customer_type TEXT NOT NULL CHECK (customer_type IN ('Pub', 'Shop', 'Restaurant')));
INSERT INTO trade_customers VALUES (1, 'The Plough', 'Pub'), (2, 'Red Lion', 'Pub'), (3, 'Corner Deli', 'Shop'),
    (4, 'The Anchor', 'Pub'), (5, 'Bistro Nine', 'Restaurant'), (6, 'The Crown', 'Pub');
CREATE TABLE wholesale_orders (order_id INTEGER PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES trade_customers(customer_id), order_date TEXT NOT NULL,
    total REAL NOT NULL);
INSERT INTO wholesale_orders VALUES (1, 1, '2023-03-01', 420), (2, 2, '2023-04-01', 380), (3, 3, '2023-05-01', 150),
    (4, 1, '2024-02-01', 510), (5, 4, '2024-03-01', 300), (6, 5, '2023-06-01', 260), (7, 4, '2024-08-01', 640),
    (8, 2, '2024-09-01', 120), (9, 3, '2024-10-01', 90), (10, 1, '2024-11-01', 700), (11, 6, '2023-08-01', 210);
"""


@pytest.fixture(scope="module")
def trade_brewery(tmp_path_factory) -> Path:
    return database_of(tmp_path_factory, "trade_brewery", TRADE_BREWERY)


@pytest.mark.parametrize("question, sql, why", [
    ("Which beers did we brew in 2023 but not at all in 2025?",
     "SELECT beer_name FROM beers b WHERE EXISTS (SELECT 1 FROM brew_batches x WHERE x.beer_id = b.beer_id AND "
     "x.brew_date LIKE '2023%') AND NOT EXISTS (SELECT 1 FROM brew_batches x WHERE x.beer_id = b.beer_id AND "
     "x.brew_date LIKE '2025%')", "brewed in the first period, less those brewed in the second"),
    ("How many beers did we brew in 2023 but haven't brewed in 2025?",
     "SELECT COUNT(*) FROM (SELECT beer_id FROM brew_batches WHERE brew_date LIKE '2023%' EXCEPT "
     "SELECT beer_id FROM brew_batches WHERE brew_date LIKE '2025%')", "the same, counted"),
    ("Which beers did we brew both in 2023 and in 2025?",
     "SELECT b.beer_name FROM beers b JOIN brew_batches x ON x.beer_id = b.beer_id WHERE x.brew_date LIKE '2023%' "
     "INTERSECT SELECT b.beer_name FROM beers b JOIN brew_batches x ON x.beer_id = b.beer_id "
     "WHERE x.brew_date LIKE '2025%'", "in one period and the other"),
    ("Which customers ordered from us in 2023 but haven't placed any order since 2024?",
     "SELECT customer_name FROM trade_customers WHERE customer_id IN (5, 6)", "'placed any order' restates 'ordered'"),
    ("Which pubs ordered from us in 2023 but haven't ordered anything since 2024?",
     "SELECT customer_name FROM trade_customers WHERE customer_id = 6", "'pubs' says which customers, in both periods"),
    ("Which pubs ordered from us in 2023?",
     "SELECT customer_name FROM trade_customers WHERE customer_id IN (1, 2, 6)", "'ordered' is the pubs' verb"),
    ("Which three pubs spent the most with us in 2024?",
     "SELECT c.customer_name FROM wholesale_orders o JOIN trade_customers c ON c.customer_id = o.customer_id "
     "WHERE c.customer_type = 'Pub' AND o.order_date LIKE '2024%' GROUP BY c.customer_id ORDER BY SUM(o.total) "
     "DESC LIMIT 3", "'which pubs': the customers of that type, ranked"),
])
def test_things_followed_between_two_periods(trade_brewery, question, sql, why):
    """Two periods with "but not" or "both" between them: the rows of the first less (or also in) those of the
    second, counted or listed by name; and "which <kind>" ranks the rows of that kind (each abstained before)."""
    assert_gold(trade_brewery, question, sql, why=why)


def test_things_followed_between_two_periods_declines(tmp_path):
    """Two donors of one name, one lapsed and one not, cannot be told apart in a list of names (the count, by key,
    is right); "haven't donated anything since" asks about any donation, so the first period's campaign must not
    filter the second's (a review's finds: each was a wrong answer in the round's first cut)."""
    path = sqlite_file(tmp_path / "charity.sqlite", """
CREATE TABLE donors (donor_id INTEGER PRIMARY KEY, donor_name TEXT NOT NULL);
INSERT INTO donors VALUES (1, 'Pete Reed'), (2, 'Pete Reed'), (3, 'Amy Hale'), (4, 'Ned Park'), (5, 'Jo Lamb');
CREATE TABLE donations (donation_id INTEGER PRIMARY KEY, donor_id INTEGER NOT NULL REFERENCES donors(donor_id),
    donated_on TEXT NOT NULL, campaign TEXT NOT NULL, amount REAL NOT NULL);
INSERT INTO donations VALUES (1, 1, '2023-02-01', 'Winter Appeal', 20), (2, 2, '2023-03-01', 'Summer Fair', 15),
    (3, 2, '2024-03-01', 'Summer Fair', 15), (4, 3, '2023-12-01', 'Winter Appeal', 40),
    (5, 4, '2023-12-05', 'Winter Appeal', 25), (6, 4, '2024-07-01', 'Summer Fair', 30),
    (7, 5, '2024-01-09', 'Winter Appeal', 10);
""")
    assert_gold(path, "How many donors donated in 2023 but haven't donated since 2024?",
                "SELECT COUNT(*) FROM donors WHERE donor_id IN (1, 3)")
    for question in ("Which donors donated in 2023 but haven't donated since 2024?",  # Pete Reed: which one?
                     "How many donors gave to the Winter Appeal in 2023 but haven't donated anything since 2024?",
                     "How many donors gave to the Winter Appeal in 2023 but haven't donated since 2024?"):
        answer = play(path, question).last.metadata["answer"]
        assert is_abstention(answer), (question, answer)


CORNER_SHOP = """
CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, name TEXT NOT NULL, city TEXT NOT NULL);
INSERT INTO customers VALUES (1, 'Ada Lovelace', 'Leeds'), (2, 'Alan Turing', 'York'),
    (3, 'Grace Hopper', 'Leeds'), (4, 'Edsger Dijkstra', 'Hull');
CREATE TABLE products (product_id INTEGER PRIMARY KEY, name TEXT NOT NULL, category TEXT NOT NULL,
    price REAL NOT NULL);
INSERT INTO products VALUES (1, 'Latte', 'Coffee', 3.2), (2, 'Espresso', 'Coffee', 2.5),
    (3, 'Croissant', 'Bakery', 2.9), (4, 'Bagel', 'Bakery', 3.5);
CREATE TABLE orders (order_id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
    ordered_on TEXT NOT NULL, status TEXT NOT NULL);
INSERT INTO orders VALUES (1, 1, '2023-11-02', 'Completed'), (2, 1, '2024-03-05', 'Completed'),
    (3, 2, '2024-03-09', 'Cancelled'), (4, 2, '2024-06-10', 'Completed'), (5, 3, '2024-07-01', 'Completed'),
    (6, 3, '2025-01-15', 'Completed'), (7, 1, '2024-09-20', 'Completed'), (8, 4, '2024-11-11', 'Completed');
CREATE TABLE order_items (item_id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL REFERENCES orders(order_id),
    product_id INTEGER NOT NULL REFERENCES products(product_id), quantity INTEGER NOT NULL);
INSERT INTO order_items VALUES (1, 1, 1, 2), (2, 2, 1, 1), (3, 2, 3, 4), (4, 3, 4, 10), (5, 4, 2, 3), (6, 5, 4, 2),
    (7, 5, 1, 1), (8, 6, 3, 5), (9, 7, 2, 6), (10, 8, 3, 1);
"""


@pytest.fixture(scope="module")
def corner_shop(tmp_path_factory) -> Path:
    return database_of(tmp_path_factory, "corner_shop", CORNER_SHOP)


LINE_SALES = "SUM(l.quantity * p.price) FROM order_items l JOIN orders o ON o.order_id = l.order_id " \
        "JOIN products p ON p.product_id = l.product_id"


@pytest.mark.parametrize("question, sql", [
    ("What were our sales in 2024?",
     f"SELECT {LINE_SALES} WHERE o.status <> 'Cancelled' AND o.ordered_on LIKE '2024%'"),
    ("How much did we take in March 2024?",
     f"SELECT {LINE_SALES} WHERE o.status <> 'Cancelled' AND o.ordered_on LIKE '2024-03%'"),
    ("Which customer spent the most in 2024?",
     f"SELECT c.name, {LINE_SALES} JOIN customers c ON c.customer_id = o.customer_id WHERE o.status <> 'Cancelled' "
     "AND o.ordered_on LIKE '2024%' GROUP BY c.customer_id ORDER BY 2 DESC LIMIT 1"),
    ("What was our revenue by category in 2024?",
     f"SELECT p.category, {LINE_SALES} WHERE o.status <> 'Cancelled' AND o.ordered_on LIKE '2024%' "
     "GROUP BY p.category"),
])
def test_lines_priced_by_their_product(corner_shop, question, sql):
    """Order lines that keep a quantity and no price: each line earns its quantity at its product's price (the one
    price of the one table the lines point at that has one), cancelled orders left out (each abstained before)."""
    assert_gold(corner_shop, question, sql)


@pytest.mark.parametrize("change, question", [
    ("ALTER TABLE products ADD COLUMN unit_cost REAL; UPDATE products SET unit_cost = price / 2;",
     "What were our sales in 2024?"),  # a cost beside the price: which one the lines sold at?
    ("ALTER TABLE products RENAME COLUMN price TO unit_cost;", "Which customer spent the most?"),  # a cost alone
    ("CREATE TABLE purchase_orders (po_id INTEGER PRIMARY KEY, ordered_on TEXT NOT NULL); "
     "CREATE TABLE purchase_order_lines (line_id INTEGER PRIMARY KEY, po_id INTEGER NOT NULL REFERENCES "
     "purchase_orders(po_id), product_id INTEGER NOT NULL REFERENCES products(product_id), quantity INTEGER NOT NULL); "
     "INSERT INTO purchase_orders VALUES (1, '2024-02-01'); INSERT INTO purchase_order_lines VALUES (1, 1, 1, 100);",
     "What was the total value of our purchase orders?"),  # goods bought: not at the selling price
])
def test_lines_priced_by_their_product_decline_where_the_price_is_not_what_was_taken(tmp_path, change, question):
    """Lines whose product keeps a cost (beside its price, or alone), or a supplier's purchase lines: no selling price
    to take them at (a review's finds: the last two were confident wrong answers in the round's first cut)."""
    assert_abstains(sqlite_file(tmp_path / "shop.sqlite", CORNER_SHOP + change), question)


CLINIC_AND_SCHOOL = """
CREATE TABLE owners (owner_id INTEGER PRIMARY KEY, first_name TEXT NOT NULL, last_name TEXT NOT NULL);
INSERT INTO owners VALUES (1, 'Ann', 'Hale'), (2, 'Bob', 'Reed'), (3, 'Cal', 'Moss'), (4, 'Dee', 'Lamb'),
    (5, 'Eve', 'Park');
CREATE TABLE pets (pet_id INTEGER PRIMARY KEY, owner_id INTEGER NOT NULL REFERENCES owners(owner_id),
    pet_name TEXT NOT NULL, species TEXT NOT NULL);
INSERT INTO pets VALUES (1, 1, 'Rex', 'Dog'), (2, 1, 'Tom', 'Cat'), (3, 2, 'Fido', 'Dog'), (4, 3, 'Kit', 'Cat'),
    (5, 4, 'Bun', 'Rabbit');
CREATE TABLE appointments (appointment_id INTEGER PRIMARY KEY, pet_id INTEGER NOT NULL REFERENCES pets(pet_id),
    appointment_date TEXT NOT NULL, reason TEXT NOT NULL);
INSERT INTO appointments VALUES (1, 1, '2023-04-01', 'Vaccination'), (2, 2, '2024-05-02', 'Check-up'),
    (3, 3, '2023-06-03', 'Check-up'), (4, 1, '2024-07-04', 'Check-up'), (5, 3, '2023-09-05', 'Vaccination'),
    (6, 2, '2024-10-06', 'Vaccination');
CREATE TABLE teachers (teacher_id INTEGER PRIMARY KEY, first_name TEXT NOT NULL, last_name TEXT NOT NULL);
INSERT INTO teachers VALUES (1, 'Ivy', 'Cole'), (2, 'Jon', 'Dunn'), (3, 'Kay', 'Ames');
CREATE TABLE enrolments (enrolment_id INTEGER PRIMARY KEY,
    teacher_id INTEGER NOT NULL REFERENCES teachers(teacher_id), instrument TEXT NOT NULL,
    lesson_mins INTEGER NOT NULL);
INSERT INTO enrolments VALUES (1, 1, 'Piano', 30), (2, 1, 'Piano', 45), (3, 2, 'Violin', 30), (4, 3, 'Cello', 60);
CREATE TABLE lesson_bookings (booking_id INTEGER PRIMARY KEY, enrolment_id INTEGER NOT NULL
    REFERENCES enrolments(enrolment_id), lesson_date TEXT NOT NULL);
INSERT INTO lesson_bookings VALUES (1, 1, '2024-01-08'), (2, 1, '2024-01-15'), (3, 2, '2024-01-09'),
    (4, 3, '2024-01-10'), (5, 3, '2023-12-11'), (6, 4, '2024-02-12'), (7, 2, '2024-02-13'), (8, 3, '2023-11-14');
"""


@pytest.fixture(scope="module")
def clinic_and_school(tmp_path_factory) -> Path:
    return database_of(tmp_path_factory, "clinic_and_school", CLINIC_AND_SCHOOL)


@pytest.mark.parametrize("question, sql, why", [
    ("Which owners have never brought a pet in for an appointment?",
     "SELECT first_name || ' ' || last_name FROM owners WHERE owner_id IN (3, 4, 5)",
     "the table named next, below the pets, is the one counted to none; 'brought a pet in' is no money"),
    ("How many owners have never had an appointment?", "SELECT 3", "appointments two joins below the owners"),
    ("Which owners have had no appointments in 2024?",
     "SELECT first_name || ' ' || last_name FROM owners WHERE owner_id IN (2, 3, 4, 5)", "the period is the count's"),
    ("Which teachers taught more than 2 lessons in 2024?", "SELECT 'Ivy Cole'",
     "'lessons' names lesson_bookings, not the lesson_mins of enrolments"),
    ("Which owners have pets of more than one species?", "SELECT 'Ann Hale'", "the species counted once each"),
])
def test_rows_below_counted_to_none_or_more(clinic_and_school, question, sql, why):
    """Rows with none of the rows below them (a grandchild, through the table between), rows with more than N of a
    table a compound name heads with another word, and with more than N values of a column below them, each
    counted once (each abstained before)."""
    assert_gold(clinic_and_school, question, sql, why=why)


@pytest.mark.parametrize("question", [
    "Which owners with a cat have never had an appointment?",  # the cat's appointments, or any pet's?
    "Which owners with dogs had no appointments in 2024?",
])
def test_rows_counted_to_none_decline_a_condition_on_the_rows_between(clinic_and_school, question):
    """A condition on the pets between the owners and the appointments counted to none may say which owners or which
    appointments (a review's find: it went inside the count, and owners with no cat were listed)."""
    assert_abstains(clinic_and_school, question)


def test_things_reached_through_the_rows_below_are_counted_once_each(corner_shop):
    """"Customers who bought more than two different products": the products are above the order lines that are
    below the customers; each product counts once (abstained before)."""
    assert_gold(corner_shop, "Which customers have bought more than two different products?",
                "SELECT c.name FROM customers c JOIN orders o ON o.customer_id = c.customer_id JOIN order_items l "
                "ON l.order_id = o.order_id GROUP BY c.customer_id HAVING COUNT(DISTINCT l.product_id) > 2")


SHIFT_ROTA = """
CREATE TABLE staff (staff_id INTEGER PRIMARY KEY, first_name TEXT NOT NULL, last_name TEXT NOT NULL,
    role TEXT NOT NULL, hourly_rate REAL NOT NULL);
INSERT INTO staff VALUES (1, 'Ann', 'Hale', 'Barista', 11.5), (2, 'Bob', 'Reed', 'Barista', 11.5),
    (3, 'Cal', 'Moss', 'Manager', 15.0), (4, 'Dee', 'Lamb', 'Barista', 12.0);
CREATE TABLE shifts (shift_id INTEGER PRIMARY KEY, staff_id INTEGER NOT NULL REFERENCES staff(staff_id),
    shift_date TEXT NOT NULL, start_time TEXT NOT NULL, end_time TEXT NOT NULL);
INSERT INTO shifts VALUES (1, 1, '2024-03-01', '07:00', '15:00'), (2, 2, '2024-03-01', '11:00', '19:00'),
    (3, 3, '2024-03-02', '08:00', '12:00'), (4, 4, '2024-03-02', '07:00', '15:00'), (5, 1, '2024-03-03', '09:00',
    '13:00'), (6, 2, '2024-04-01', '07:00', '15:00'), (7, 3, '2024-04-02', '08:00', '16:00'), (8, 4, '2024-04-03',
    '12:00', '16:00'), (9, 1, '2024-04-04', '07:00', '15:00'), (10, 3, '2024-04-05', '22:00', '06:00');
"""
SHIFT_HOURS = "((julianday(end_time) - julianday(start_time) + (end_time < start_time)) * 24)"


def test_hours_between_two_times_of_day_beside_a_break_and_not_from_a_bare_hour(tmp_path):
    """A ``break_minutes`` beside the times is no length of the shift, and no part of the wage bill; '7:00' is no
    time SQLite reads (a review's finds: the wage bill was the breaks at the rates, and shifts fell out silently)."""
    rota = sqlite_file(tmp_path / "rota.sqlite", SHIFT_ROTA + "ALTER TABLE shifts ADD COLUMN break_minutes INTEGER "
                                                              "NOT NULL DEFAULT 30;")
    assert_gold(rota, "What was our wage bill in March 2024?", f"SELECT SUM({SHIFT_HOURS} * hourly_rate) FROM shifts "
                "JOIN staff USING (staff_id) WHERE shift_date LIKE '2024-03%'")
    bare = sqlite_file(tmp_path / "bare.sqlite", SHIFT_ROTA + "UPDATE shifts SET start_time = ltrim(start_time, '0');")
    assert_abstains(bare, "What was our wage bill in March 2024?")


@pytest.mark.parametrize("question, sql", [
    ("What was our wage bill in March 2024?",
     f"SELECT SUM({SHIFT_HOURS} * hourly_rate) FROM shifts JOIN staff USING (staff_id) "
     "WHERE shift_date LIKE '2024-03%'"),
    ("How many hours did Cal Moss work in April 2024?", "SELECT 16"),
    ("How long was the average shift?", f"SELECT ROUND(AVG({SHIFT_HOURS}), 2) FROM shifts"),
    ("How many hours did each member of staff work in March 2024?",
     f"SELECT first_name || ' ' || last_name, SUM({SHIFT_HOURS}) FROM shifts JOIN staff USING (staff_id) "
     "WHERE shift_date LIKE '2024-03%' GROUP BY staff_id"),
])
def test_hours_between_two_times_of_day(tmp_path, question, sql):
    """A shift's start and end times ('07:00', '15:00'; one ending after midnight ends the next day) give its length
    in hours, which "hours", "how long" and the wage bill (hours at each person's hourly rate) read (each abstained
    before: the times were no dates)."""
    assert_gold(sqlite_file(tmp_path / "rota.sqlite", SHIFT_ROTA), question, sql)


def test_which_rate_and_what_is_done_are_never_set_aside(tmp_path):
    """"The best attendance rate" is no hourly rate, and "how many employees does Ann Hale manage" does not count
    the employees named Ann Hale: a rate's modifier and the question's last verb say what is asked (each was a
    confident wrong answer, the word left out with a caveat)."""
    rota = sqlite_file(tmp_path / "rota.sqlite", SHIFT_ROTA)
    assert_abstains(rota, "Which member of staff has the best attendance rate?")
    team = sqlite_file(tmp_path / "team.sqlite", """
CREATE TABLE employees (employee_id INTEGER PRIMARY KEY, first_name TEXT NOT NULL, last_name TEXT NOT NULL,
    manager_id INTEGER REFERENCES employees(employee_id), salary REAL NOT NULL);
INSERT INTO employees VALUES (1, 'Ann', 'Hale', NULL, 52000), (2, 'Bob', 'Reed', 1, 34000),
    (3, 'Cal', 'Moss', NULL, 78000), (4, 'Gus', 'Dunn', 1, 31000);
""")
    assert_abstains(team, "How many employees does Ann Hale manage?")


LENDING_LIBRARY = """
CREATE TABLE authors (author_id INTEGER PRIMARY KEY, name TEXT NOT NULL, country TEXT);
INSERT INTO authors VALUES (1,'Jane Austen','UK'), (2,'Mark Twain','USA'), (3,'Leo Tolstoy','Russia'),
    (4,'Toni Morrison','USA');
CREATE TABLE books (book_id INTEGER PRIMARY KEY, title TEXT NOT NULL, author_id INTEGER REFERENCES authors(author_id),
    genre TEXT NOT NULL, published_year INTEGER, pages INTEGER);
INSERT INTO books VALUES (1,'Emma',1,'Classic',1815,474), (2,'Persuasion',1,'Classic',1817,249),
    (3,'Huckleberry Finn',2,'Adventure',1884,366), (4,'War and Peace',3,'Classic',1869,1225),
    (5,'Beloved',4,'Literary',1987,324), (6,'Tom Sawyer',2,'Adventure',1876,274);
CREATE TABLE members (member_id INTEGER PRIMARY KEY, first_name TEXT NOT NULL, last_name TEXT NOT NULL,
    joined_on TEXT NOT NULL, membership_type TEXT NOT NULL);
INSERT INTO members VALUES (1,'Ann','Hale','2022-01-05','Adult'), (2,'Bob','Reed','2023-03-10','Student'),
    (3,'Cal','Moss','2024-02-01','Adult'), (4,'Dee','Lamb','2024-06-15','Senior'),
    (5,'Eve','Park','2021-09-09','Adult');
CREATE TABLE loans (loan_id INTEGER PRIMARY KEY, book_id INTEGER NOT NULL REFERENCES books(book_id),
    member_id INTEGER NOT NULL REFERENCES members(member_id), loaned_on TEXT NOT NULL, due_on TEXT NOT NULL,
    returned_on TEXT);
INSERT INTO loans VALUES (1,1,1,'2024-01-10','2024-01-31','2024-01-25'),
    (2,4,1,'2024-02-01','2024-02-22','2024-03-01'), (3,3,2,'2024-02-05','2024-02-26','2024-02-20'),
    (4,5,3,'2024-03-01','2024-03-22',NULL), (5,1,4,'2024-07-01','2024-07-22','2024-07-30'),
    (6,6,2,'2024-08-01','2024-08-22','2024-08-10'), (7,3,1,'2024-09-01','2024-09-22',NULL),
    (8,4,5,'2023-12-01','2023-12-22','2023-12-20');
"""


def test_borrowing_names_loans_and_a_late_return_is_not_left_out(tmp_path):
    """"Borrowed" names the loans (a synonym group), so "never borrowed" and "borrowed the most" are answered; "were
    returned late" says what the loans did, so 'late' is never left out with a caveat (it was: 6 of 8 loans)."""
    library = sqlite_file(tmp_path / "library.sqlite", LENDING_LIBRARY)
    assert_gold(library, "Which member has borrowed the most books?", "SELECT 'Ann Hale', 3")
    assert_gold(library, "Which books have never been borrowed?", "SELECT 'Persuasion'")
    assert_abstains(library, "How many loans were returned late?")


def test_a_question_it_cannot_read_is_an_abstention(shops, monkeypatch):
    """A fault while reading the question (at reset, before any step) ends the episode with an abstention that says
    so, like a fault in a step: an evaluation run never stops on one question."""
    def broken(tokens):
        if tokens:  # (the empty question it falls back to reads)
            raise ValueError("too many values to unpack")
        return read_question(tokens)

    monkeypatch.setattr("agent.baselines.analyst.policy.read_question", broken)
    episode = play(shops["snake"], "How many customers are there?")
    assert episode.last.metadata["abstained"], episode.last.metadata["answer"]
    assert "failed on this question (ValueError)" in episode.last.metadata["answer"]


SCHOOL_COURSES = """
CREATE TABLE students (student_id INTEGER PRIMARY KEY, first_name TEXT NOT NULL, last_name TEXT NOT NULL,
    year_group INTEGER NOT NULL, house TEXT NOT NULL);
INSERT INTO students VALUES (1,'Ann','Hale',10,'Red'), (2,'Bob','Reed',11,'Blue'), (3,'Cal','Moss',10,'Blue'),
    (4,'Dee','Lamb',12,'Red'), (5,'Eve','Park',11,'Green'), (6,'Fay','Cole',12,'Green');
CREATE TABLE courses (course_id INTEGER PRIMARY KEY, title TEXT NOT NULL, department TEXT NOT NULL,
    credits INTEGER NOT NULL);
INSERT INTO courses VALUES (1,'Algebra','Maths',10), (2,'Chemistry','Science',15), (3,'Poetry','English',10),
    (4,'Physics','Science',15), (5,'Statistics','Maths',10);
CREATE TABLE enrollments (enrollment_id INTEGER PRIMARY KEY,
    student_id INTEGER NOT NULL REFERENCES students(student_id),
    course_id INTEGER NOT NULL REFERENCES courses(course_id), term TEXT NOT NULL, score INTEGER);
INSERT INTO enrollments VALUES (1,1,1,'2024 Autumn',78), (2,1,2,'2024 Autumn',64), (3,2,1,'2024 Autumn',55),
    (4,2,3,'2025 Spring',81), (5,3,2,'2024 Autumn',92), (6,3,4,'2025 Spring',88), (7,4,5,'2025 Spring',47),
    (8,5,3,'2024 Autumn',73), (9,1,4,'2025 Spring',69), (10,4,1,'2024 Autumn',90);
"""


def test_what_a_person_has_taken_is_no_money(tmp_path):
    """"Which courses has Ann Hale taken": the verb's object is the courses asked, not takings (it abstained, reading
    a question about money)."""
    school = sqlite_file(tmp_path / "school.sqlite", SCHOOL_COURSES)
    assert_gold(school, "Which courses has Ann Hale taken?", "SELECT title FROM courses WHERE course_id IN (1, 2, 4)")


def test_a_compared_column_of_a_listed_table_filters_it(corner_shop):
    """"Which products have a price above 3": the price is the comparison's, not a column shown beside each name
    (the comparison was left with nothing to apply to, an abstention)."""
    assert_gold(corner_shop, "Which products have a price above 3?", "SELECT name FROM products WHERE price > 3")
    assert_gold(corner_shop, "List the products priced over 3.", "SELECT name FROM products WHERE price > 3")


STAFF_PAY = """
CREATE TABLE departments (department_id INTEGER PRIMARY KEY, name TEXT NOT NULL);
INSERT INTO departments VALUES (1, 'Sales'), (2, 'Engineering'), (3, 'Finance');
CREATE TABLE employees (employee_id INTEGER PRIMARY KEY, first_name TEXT NOT NULL, last_name TEXT NOT NULL,
    department_id INTEGER REFERENCES departments(department_id), salary REAL NOT NULL, job_title TEXT NOT NULL);
INSERT INTO employees VALUES (1, 'Ann', 'Hale', 1, 52000, 'Sales Manager'), (2, 'Bob', 'Reed', 1, 34000, 'Sales Rep'),
    (3, 'Cal', 'Moss', 2, 78000, 'Lead Engineer'), (4, 'Dee', 'Lamb', 2, 56000, 'Engineer'),
    (5, 'Eve', 'Park', 2, 54000, 'Engineer'), (6, 'Fay', 'Cole', 3, 61000, 'Accountant'),
    (7, 'Gus', 'Dunn', 1, 31000, 'Sales Rep'), (8, 'Hal', 'Ames', 3, 29000, 'Clerk');
"""


@pytest.mark.parametrize("question, sql", [
    ("Which employees earn more than 55000?", "SELECT first_name || ' ' || last_name FROM employees "
                                              "WHERE salary > 55000"),
    ("Which employees have a salary above 55,000?", "SELECT first_name || ' ' || last_name FROM employees "
                                                    "WHERE salary > 55000"),
    ("What does Ann Hale earn?", "SELECT 52000"),
])
def test_what_people_earn_is_their_pay(tmp_path, question, sql):
    """What the people of a table earn is its one column of pay (a salary is money going out, never takings), and a
    threshold on each row's own figure filters the rows (each abstained before)."""
    assert_gold(sqlite_file(tmp_path / "staff.sqlite", STAFF_PAY), question, sql)


def test_one_negation_counts_the_rows_there_are_none_of_once(tmp_path):
    """"Never paid an invoice": no invoice that was paid; the "never" that counts the invoices to none does not also
    make "paid" a missing date (the old reading listed the clients with no unpaid invoice, the review's find)."""
    billing = sqlite_file(tmp_path / "billing.sqlite", """
CREATE TABLE clients (client_id INTEGER PRIMARY KEY, client_name TEXT NOT NULL);
INSERT INTO clients VALUES (1, 'Acme Ltd'), (2, 'Birch plc'), (3, 'Cobalt Co'), (4, 'Delta LLP');
CREATE TABLE invoices (invoice_id INTEGER PRIMARY KEY, client_id INTEGER NOT NULL REFERENCES clients(client_id),
    issued_on TEXT NOT NULL, paid_on TEXT, amount REAL NOT NULL);
INSERT INTO invoices VALUES (1, 1, '2024-01-10', '2024-02-01', 500), (2, 1, '2024-03-10', NULL, 300),
    (3, 2, '2024-02-10', NULL, 800), (4, 2, '2024-05-10', NULL, 200), (5, 3, '2024-04-10', '2024-04-20', 450),
    (6, 4, '2023-12-10', '2024-01-05', 900);
""")
    assert_gold(billing, "Which clients have never paid an invoice?", "SELECT 'Birch plc'")


# ---------------------------------------------------------------- a cafe's till and a parlour's tickets

CAFE_TILL = """
CREATE TABLE employees (id INTEGER PRIMARY KEY, first_name TEXT NOT NULL, last_name TEXT NOT NULL, email TEXT,
    hourly_rate REAL NOT NULL, is_keyholder INTEGER NOT NULL, left_on TEXT);
INSERT INTO employees VALUES (1, 'Priya', 'Nair', 'priya@cafe.test', 12.5, 1, NULL),
    (2, 'Tom', 'Reed', 'tom@cafe.test', 11.0, 1, '2024-06-30'), (3, 'Ana', 'Lima', NULL, 13.25, 0, NULL);
CREATE TABLE menu_items (id INTEGER PRIMARY KEY, name TEXT NOT NULL, category TEXT NOT NULL, price REAL NOT NULL);
INSERT INTO menu_items VALUES (1, 'Latte', 'Hot Drinks', 3.2), (2, 'Flat White', 'Hot Drinks', 3.4),
    (3, 'Brownie', 'Cakes', 2.8), (4, 'Iced Tea', 'Cold Drinks', 2.5);
CREATE TABLE cafe_sales (id INTEGER PRIMARY KEY, sale_time TEXT NOT NULL,
    employee_id INTEGER NOT NULL REFERENCES employees(id), total_amount REAL NOT NULL);
INSERT INTO cafe_sales VALUES (1, '2023-12-30 09:10', 1, 19.2), (2, '2024-01-05 10:00', 1, 9.4),
    (3, '2024-02-11 11:30', 2, 6.8), (4, '2024-03-02 08:45', 1, 3.4), (5, '2024-03-20 15:10', 3, 2.8),
    (6, '2024-05-01 12:00', 1, 12.5);
CREATE TABLE cafe_sale_items (id INTEGER PRIMARY KEY, sale_id INTEGER NOT NULL REFERENCES cafe_sales(id),
    menu_item_id INTEGER NOT NULL REFERENCES menu_items(id), quantity INTEGER NOT NULL, unit_price REAL NOT NULL);
INSERT INTO cafe_sale_items VALUES (1, 1, 1, 6, 3.2), (2, 2, 1, 1, 3.2), (3, 2, 3, 1, 2.8), (4, 2, 2, 1, 3.4),
    (5, 3, 2, 2, 3.4), (6, 4, 2, 1, 3.4), (7, 5, 3, 1, 2.8), (8, 6, 4, 5, 2.5);
CREATE TABLE seating (table_id INTEGER PRIMARY KEY, table_number INTEGER NOT NULL, seats INTEGER NOT NULL,
    area TEXT NOT NULL);
INSERT INTO seating VALUES (1, 1, 2, 'Window'), (2, 2, 4, 'Window'), (3, 3, 6, 'Terrace'), (4, 4, 4, 'Terrace'),
    (5, 5, 2, 'Counter');
CREATE TABLE wholesale_customers (id INTEGER PRIMARY KEY, business_name TEXT NOT NULL);
INSERT INTO wholesale_customers VALUES (1, 'The Corner Deli'), (2, 'Hilltop Hotel');
CREATE TABLE wholesale_orders (id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES wholesale_customers(id),
    order_date TEXT NOT NULL);
INSERT INTO wholesale_orders VALUES (1, 1, '2024-02-01'), (2, 2, '2024-04-01');
"""


@pytest.fixture(scope="module")
def cafe_till(tmp_path_factory) -> Path:
    return database_of(tmp_path_factory, "cafe_till", CAFE_TILL)


CAFE_UNITS = "SUM(l.quantity) FROM cafe_sale_items l JOIN menu_items m ON m.id = l.menu_item_id"


@pytest.mark.parametrize("question, sql, why", [
    ("Which menu item sold the most in 2024?",
     f"SELECT m.name, {CAFE_UNITS} JOIN cafe_sales s ON s.id = l.sale_id WHERE s.sale_time LIKE '2024%' "
     "GROUP BY m.id ORDER BY 2 DESC LIMIT 1",
     "the lines of cafe_sales are dated by their sale (cafe_sales heads cafe_sale_items), and what sold the most is "
     "the most units, not the most lines"),
    ("How many items did we sell in 2024?", "SELECT SUM(l.quantity) FROM cafe_sale_items l JOIN cafe_sales s "
     "ON s.id = l.sale_id WHERE s.sale_time LIKE '2024%'",
     "a period asked of a table with no date (the menu): the survey finds the sale lines, dated by their sale"),
    ("How many hot drinks did we sell in 2024?", f"SELECT {CAFE_UNITS} JOIN cafe_sales s ON s.id = l.sale_id "
     "WHERE m.category = 'Hot Drinks' AND s.sale_time LIKE '2024%'",
     "a kind of thing sold, said by a stored value: the units sold of that kind"),
    ("What was our most popular menu item in 2024?", f"SELECT m.name, {CAFE_UNITS} JOIN cafe_sales s "
     "ON s.id = l.sale_id WHERE s.sale_time LIKE '2024%' GROUP BY m.id ORDER BY 2 DESC LIMIT 1",
     "the most popular thing sold is the one its sale lines sold the most units of (not the most lines)"),
    ("Which member of staff made the most sales?",
     "SELECT e.first_name || ' ' || e.last_name, COUNT(*) FROM cafe_sales s JOIN employees e ON e.id = s.employee_id "
     "GROUP BY e.id ORDER BY 2 DESC LIMIT 1", "the most sales are the most rows of sales, no money"),
    ("What is Priya Nair's hourly rate?", "SELECT 12.5", "a named row's own column, after a possessive"),
    ("What's Priya Nair's email?", "SELECT 'priya@cafe.test'", "a named row's text column"),
    ("Who is our best-paid member of staff?", "SELECT first_name || ' ' || last_name, hourly_rate FROM employees "
     "ORDER BY hourly_rate DESC LIMIT 1", "the best-paid are ranked by their own pay (not by the sales they rang up)"),
    ("Who are our keyholders?", "SELECT first_name || ' ' || last_name FROM employees WHERE is_keyholder = 1",
     "'who' asked of a yes/no column of people: the people it marks"),
    ("Who are our current keyholders?", "SELECT 'Priya Nair'",
     "a yes/no that marks a role leaves 'current' to the people's end date (Tom Reed has left)"),
    ("How many seats are on the terrace?", "SELECT SUM(seats) FROM seating WHERE area = 'Terrace'",
     "the word is the very name of a count the rows keep: it is added up, not the rows counted"),
    ("How much was our biggest single sale?", "SELECT MAX(total_amount) FROM cafe_sales",
     "'how much' of the biggest sale is that sale's amount, not all of them added up"),
    ("Who is still working for us?", "SELECT first_name || ' ' || last_name FROM employees WHERE left_on IS NULL",
     "'still working for us' says both who (the staff) and which (those who have not left)"),
    ("Which employees don't we have an email for?", "SELECT first_name || ' ' || last_name FROM employees "
     "WHERE email IS NULL", "'don't we have' says the email is missing, as 'don't have' does"),
])
def test_a_cafes_till(cafe_till, question, sql, why):
    """Questions a cafe owner asks of a till whose lines name their sale by a compound name (each abstained)."""
    assert_gold(cafe_till, question, sql, why=why)


PARLOUR = """
CREATE TABLE products (product_id INTEGER PRIMARY KEY, product_name TEXT NOT NULL, category TEXT NOT NULL,
    price REAL NOT NULL);
INSERT INTO products VALUES (1, 'Vanilla Scoop', 'Ice Cream', 2.5), (2, 'Mint Scoop', 'Ice Cream', 2.5),
    (3, 'Banana Split', 'Sundae', 6.0), (4, 'Hot Chocolate', 'Hot Drink', 3.0);
CREATE TABLE sales_tickets (ticket_id INTEGER PRIMARY KEY, sold_at TEXT NOT NULL, payment_method TEXT NOT NULL,
    total_amt REAL NOT NULL);
INSERT INTO sales_tickets VALUES (1, '2024-01-14 13:00', 'Card', 9.0), (2, '2024-03-02 15:20', 'Cash', 12.5),
    (3, '2024-03-28 16:05', 'Card', 6.0), (4, '2024-07-19 14:40', 'Card', 17.5), (5, '2024-07-30 17:15', 'Cash', 5.0),
    (6, '2024-08-03 12:30', 'Card', 8.5), (7, '2024-03-15 11:00', 'Cash', 2.5);
CREATE TABLE ticket_lines (line_id INTEGER PRIMARY KEY, ticket_id INTEGER NOT NULL REFERENCES sales_tickets(ticket_id),
    product_id INTEGER NOT NULL REFERENCES products(product_id), qty INTEGER NOT NULL, unit_price REAL NOT NULL,
    line_amt REAL NOT NULL);
INSERT INTO ticket_lines VALUES (1, 1, 4, 3, 3.0, 9.0), (2, 2, 1, 5, 2.5, 12.5), (3, 3, 3, 1, 6.0, 6.0),
    (4, 4, 3, 2, 6.0, 12.0), (5, 4, 2, 1, 2.5, 2.5), (6, 4, 4, 1, 3.0, 3.0), (7, 5, 2, 2, 2.5, 5.0),
    (8, 6, 1, 1, 2.5, 2.5), (9, 6, 3, 1, 6.0, 6.0), (10, 7, 1, 1, 2.5, 2.5);
"""


@pytest.mark.parametrize("question, sql, why", [
    ("What are our sales by category?", "SELECT p.category, SUM(l.line_amt) FROM ticket_lines l JOIN products p "
     "ON p.product_id = l.product_id GROUP BY p.category",
     "the category is the products', reached from the tickets through their lines: the lines' own amounts are added "
     "up (the tickets' totals would count each ticket once per line)"),
    ("What were our sales in March 2024?", "SELECT SUM(total_amt) FROM sales_tickets WHERE sold_at LIKE '2024-03%'",
     "'sales' names the tickets' date, and asks for their money"),
    ("What's the average sale value?", "SELECT ROUND(AVG(total_amt), 2) FROM sales_tickets",
     "the value of the rows 'sale' dates is their money"),
    ("Which month in 2024 had the highest sales?",
     "SELECT substr(sold_at, 1, 7), SUM(total_amt) FROM sales_tickets GROUP BY 1 ORDER BY 2 DESC LIMIT 1",
     "the highest sales are the most money"),
    ("Which month in 2024 had the most sales?",
     "SELECT substr(sold_at, 1, 7), COUNT(*) FROM sales_tickets GROUP BY 1 ORDER BY 2 DESC LIMIT 1",
     "the most sales are the most tickets"),
    ("What are our top 3 best sellers by number sold?", "SELECT p.product_name, SUM(l.qty) FROM ticket_lines l JOIN "
     "products p ON p.product_id = l.product_id GROUP BY p.product_id ORDER BY 2 DESC LIMIT 3",
     "a word of selling three words after the superlative ('top 3 best sellers') still ranks by units sold"),
])
def test_a_parlours_tickets(tmp_path, question, sql, why):
    """Tickets with their own total, lines with their own amount, products with a category (each abstained, or
    ranked the tickets)."""
    assert_gold(sqlite_file(tmp_path / "parlour.sqlite", PARLOUR), question, sql, why=why)


def test_a_shop_named_by_a_value_elsewhere_takes_its_sales():
    """"What did the shop take": 'Shop' is also a facility of the maintenance issues, whose only money is what
    repairs cost; what a shop takes is the takings of ``shop_sales``, the table its word names (it abstained)."""
    from envs.databases import database_path

    question = "How much did the shop take in July 2024?"
    gold = "SELECT ROUND(SUM(total), 2) FROM shop_sales WHERE substr(sold_at, 1, 7) = '2024-07'"
    task = Task("campsite/q", "campsite", question, gold, "easy", "train", database_path("campsite"))
    env = AnalystEnv(tasks=[task])
    try:
        metadata = play_episode(env, RuleBasedAnalyst(), task_id=task.task_id).last.metadata
    finally:
        env.close()
    assert metadata["correct"], metadata["answer"]


@pytest.mark.parametrize("question", ["Which customers didn't order anything in 2025?",
                                      "How many customers did not order anything in 2025?"])
def test_not_anything_counts_the_rows_below_to_none(corner_shop, question):
    """"Didn't order anything in 2025": a "not" before a verb and "anything" is a count of none, like "never" (it
    could not tell what the "not" applied to)."""
    sql = "SELECT name FROM customers c WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.customer_id " \
          "AND o.ordered_on LIKE '2025%')"
    assert_gold(corner_shop, question, sql if question.startswith("Which") else f"SELECT COUNT(*) FROM ({sql})")


def test_a_description_names_the_rows_it_describes(tmp_path):
    """A terse ``descr`` (a description, the till's name for a product) names a product where no column is called a
    name (the answer gave the price alone)."""
    shop = sqlite_file(tmp_path / "terse.sqlite", """
CREATE TABLE prod (prod_id INTEGER PRIMARY KEY, descr TEXT NOT NULL, rrp REAL NOT NULL);
INSERT INTO prod VALUES (1, 'Dog Lead', 9.5), (2, 'Cat Tree', 54.0), (3, 'Fish Food', 3.25);
""")
    assert_gold(shop, "What's our most expensive product?", "SELECT 'Cat Tree', 54.0")


WIDE_SALES = """
CREATE TABLE Branches (BranchID INTEGER PRIMARY KEY, BranchName TEXT NOT NULL);
INSERT INTO Branches VALUES (1, 'High Street'), (2, 'Station Kiosk');
CREATE TABLE Sales (SaleID INTEGER PRIMARY KEY, SaleDateTime TEXT NOT NULL,
    BranchID INTEGER NOT NULL REFERENCES Branches(BranchID), ItemName TEXT NOT NULL, Quantity INTEGER NOT NULL,
    UnitPrice REAL NOT NULL, LineTotal REAL NOT NULL);
INSERT INTO Sales VALUES (1, '2025-01-04 09:00', 1, 'Latte', 2, 3.0, 6.0),
    (2, '2025-01-09 10:00', 2, 'Scone', 1, 2.5, 2.5), (3, '2025-01-20 11:00', 1, 'Tea', 1, 2.0, 2.0),
    (4, '2025-02-02 12:00', 2, 'Panini', 4, 6.0, 24.0),
    (5, '2025-12-05 13:00', 2, 'Latte', 3, 3.0, 9.0), (6, '2025-12-19 14:00', 1, 'Tea', 2, 2.0, 4.0);
CREATE TABLE Purchases (PurchaseID INTEGER PRIMARY KEY, PurchaseDate TEXT NOT NULL,
    BranchID INTEGER NOT NULL REFERENCES Branches(BranchID), Supplier TEXT NOT NULL, Amount REAL NOT NULL);
INSERT INTO Purchases VALUES (1, '2025-12-02', 2, 'Bean Co', 120.0), (2, '2025-12-10', 1, 'Milk Ltd', 40.0),
    (3, '2025-01-15', 1, 'Bean Co', 95.0);
"""


@pytest.mark.parametrize("question, sql, why", [
    ("Which month of 2025 had the highest sales?",
     "SELECT substr(SaleDateTime, 1, 7), SUM(LineTotal) FROM Sales GROUP BY 1 ORDER BY 2 DESC LIMIT 1",
     "the highest sales are money (it counted the rows of Sales)"),
    ("Which month of 2025 had the most sales?",
     "SELECT substr(SaleDateTime, 1, 7), COUNT(*) FROM Sales GROUP BY 1 ORDER BY 2 DESC LIMIT 1",
     "the most sales are the most rows"),
    ("How much did the Station Kiosk take in December 2025?",
     "SELECT SUM(LineTotal) FROM Sales WHERE BranchID = 2 AND SaleDateTime LIKE '2025-12%'",
     "what a branch takes is its sales, not what its purchases cost (it added up Purchases.Amount)"),
    ("How many lattes did we sell?", "SELECT SUM(Quantity) FROM Sales WHERE ItemName = 'Latte'",
     "the units of one wide table of items sold, named by a stored item"),
])
def test_one_wide_table_of_sales_beside_purchases(tmp_path, question, sql, why):
    """A till kept as one row per item sold, beside a table of purchases: money taken is the sales' (each was a
    confident wrong answer on a new user's cafe)."""
    assert_gold(sqlite_file(tmp_path / "wide.sqlite", WIDE_SALES), question, sql, why=why)


# ---------------------------------------------------------------- a pet shop's counter, a garden's orders, a till

PET_COUNTER = """
CREATE TABLE products (product_id INTEGER PRIMARY KEY, name TEXT NOT NULL, category TEXT NOT NULL,
    brand TEXT NOT NULL, price REAL NOT NULL);
INSERT INTO products VALUES (1, 'Kibble 2kg', 'Dog Food', 'Barker', 12.0), (2, 'Tuna Tins', 'Cat Food', 'Whisk', 6.0),
    (3, 'Rope Toy', 'Toys', 'Barker', 4.0), (4, 'Chicken Treats', 'Treats', 'Whisk', 3.0);
CREATE TABLE sales (sale_id INTEGER PRIMARY KEY, sale_date TEXT NOT NULL, payment_method TEXT NOT NULL);
INSERT INTO sales VALUES (1, '2023-03-04', 'Card'), (2, '2023-06-10', 'Cash'), (3, '2024-01-08', 'Card'),
    (4, '2024-01-15', 'Card'), (5, '2024-02-05', 'Cash'), (6, '2024-12-20', 'Card');
CREATE TABLE sale_items (sale_item_id INTEGER PRIMARY KEY, sale_id INTEGER NOT NULL REFERENCES sales(sale_id),
    product_id INTEGER NOT NULL REFERENCES products(product_id), quantity INTEGER NOT NULL, unit_price REAL NOT NULL);
INSERT INTO sale_items VALUES (1, 1, 1, 1, 12.0), (2, 1, 3, 5, 4.0), (3, 2, 2, 4, 6.0), (4, 3, 4, 10, 3.0),
    (5, 4, 1, 4, 12.0), (6, 5, 2, 1, 6.0), (7, 6, 3, 2, 4.0), (8, 6, 4, 3, 3.0);
CREATE TABLE purchases (purchase_id INTEGER PRIMARY KEY, supplier TEXT NOT NULL, purchase_date TEXT NOT NULL,
    amount REAL NOT NULL);
INSERT INTO purchases VALUES (1, 'PetCo Wholesale', '2024-02-01', 500.0);
"""
PET_UNITS = "SUM(i.quantity) FROM sale_items i JOIN products p ON p.product_id = i.product_id"
PET_REVENUE = "SUM(i.quantity * i.unit_price) FROM sale_items i JOIN products p ON p.product_id = i.product_id"


@pytest.mark.parametrize("question, sql, why", [
    ("Which brand brings in the most revenue?", f"SELECT p.brand, {PET_REVENUE} GROUP BY 1 ORDER BY 2 DESC LIMIT 1",
     "'revenue' naming the table of sales asks for their money, not how many there were"),
    ("Which brand sells the most?", f"SELECT p.brand, {PET_UNITS} GROUP BY 1 ORDER BY 2 DESC LIMIT 1",
     "a kind of product that sells the most: its products' units sold (the brand still heads the phrase)"),
    ("Which category sells the most units?", f"SELECT p.category, {PET_UNITS} GROUP BY 1 ORDER BY 2 DESC LIMIT 1",
     "'units' names the units sold themselves"),
    ("What's our best selling category?", f"SELECT p.category, {PET_UNITS} GROUP BY 1 ORDER BY 2 DESC LIMIT 1",
     "'best selling category': the category is the thing ranked, not the sales"),
    ("Which product sold the most last year?", f"SELECT p.name, {PET_UNITS} JOIN sales s ON s.sale_id = i.sale_id "
     "WHERE s.sale_date LIKE '2023%' GROUP BY 1 ORDER BY 2 DESC LIMIT 1",
     "'the most last year' is a superlative and a period (not 'largest first', an order)"),
    ("What was our busiest day of the week for sales?",
     "SELECT 'Monday', 3", "the table counted may follow a long period phrase ('day of the week')"),
    ("What are our sales by category?", f"SELECT p.category, {PET_REVENUE} GROUP BY 1",
     "sales broken down by something, with nothing counted, are money"),
    ("What did we take in 2024?", "SELECT SUM(quantity * unit_price) FROM sale_items i JOIN sales s "
     "ON s.sale_id = i.sale_id WHERE s.sale_date LIKE '2024%'",
     "money taken is not what purchases cost, so the sale lines are the one place it is kept"),
    ("How many sales did we make in the first quarter of 2024?", "SELECT 3",
     "a quarter of a year named is its three months"),
    ("What did we take in Q4 2024?", "SELECT 17", "'Q4' of a year named is October to December"),
])
def test_a_pet_shops_counter(tmp_path, question, sql, why):
    """A pet shop's sales kept as lines of a quantity at a price, asked as its owner would (each abstained)."""
    assert_gold(sqlite_file(tmp_path / "pets.sqlite", PET_COUNTER), question, sql, why=why)


GARDEN_ORDERS = """
CREATE TABLE products (product_id INTEGER PRIMARY KEY, product_name TEXT NOT NULL, category TEXT NOT NULL,
    price REAL NOT NULL);
INSERT INTO products VALUES (1, 'Compost Bag', 'Soil', 6.0), (2, 'Bedding Tray', 'Plants', 4.0),
    (3, 'Box Hedge', 'Shrubs', 15.0);
CREATE TABLE orders (order_id INTEGER PRIMARY KEY, customer_name TEXT NOT NULL, order_date TEXT NOT NULL,
    order_total REAL NOT NULL);
INSERT INTO orders VALUES (1, 'Ann Cole', '2024-04-02', 42.0), (2, 'Ben Hart', '2024-05-11', 30.0),
    (3, 'Cat Moss', '2024-06-20', 28.0);
CREATE TABLE order_items (item_id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL REFERENCES orders(order_id),
    product_id INTEGER NOT NULL REFERENCES products(product_id), quantity INTEGER NOT NULL, line_total REAL NOT NULL);
INSERT INTO order_items VALUES (1, 1, 1, 2, 12.0), (2, 1, 3, 2, 30.0), (3, 2, 2, 3, 12.0), (4, 2, 1, 3, 18.0),
    (5, 3, 2, 7, 28.0);
"""


@pytest.mark.parametrize("question, sql, why", [
    ("What's our best selling item?", "SELECT 'Bedding Tray', 10",
     "'item' names the order lines, which name nothing: the thing they sold is the product"),
    ("What are our sales by category?", "SELECT p.category, SUM(i.line_total) FROM order_items i "
     "JOIN products p ON p.product_id = i.product_id GROUP BY 1",
     "a line's own amount (line_total) is money taken; the order's total would be counted once per line"),
    ("Which category brings in the most money?", "SELECT 'Plants', 40",
     "the orders hold the money and the products the category: the lines between them are read for their money"),
])
def test_a_gardens_orders(tmp_path, question, sql, why):
    """Order lines keeping a quantity and their own amount, no unit price (each abstained)."""
    assert_gold(sqlite_file(tmp_path / "garden.sqlite", GARDEN_ORDERS), question, sql, why=why)


TILL_DAYS = """
CREATE TABLE till (till_date TEXT PRIMARY KEY, cash_takings REAL NOT NULL, card_takings REAL NOT NULL,
    covers INTEGER NOT NULL);
INSERT INTO till VALUES ('2024-11-30', 90.0, 100.0, 20), ('2024-12-01', 100.0, 250.0, 31),
    ('2024-12-02', 300.0, 20.0, 40), ('2024-12-03', 50.0, 280.0, 28);
"""


@pytest.mark.parametrize("question, sql, why", [
    ("What were our total takings in December 2024?", "SELECT 1000",
     "a day's takings split by how they were paid add up to the day's takings; a date keying each day is a date"),
    ("How much cash did we take in December 2024?", "SELECT 450", "'cash' names its own part of the takings"),
    ("What was our best day for takings?", "SELECT '2024-12-01', 350", "the days ranked by their whole takings"),
    ("Which weekday brings in the most takings?", "SELECT 'Sunday', 350",
     "'which weekday' asks for a day of the week, as 'which day of the week' does"),
])
def test_a_till_kept_by_the_day(tmp_path, question, sql, why):
    """One row a day, keyed by its date, with the takings split into cash and card (each abstained or was wrong)."""
    assert_gold(sqlite_file(tmp_path / "till.sqlite", TILL_DAYS), question, sql, why=why)


ESCAPE_SITES = """
CREATE TABLE sites (site_id INTEGER PRIMARY KEY, name TEXT NOT NULL -- Old Town or Riverside
);
INSERT INTO sites VALUES (1, 'Old Town'), (2, 'Riverside');
CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, full_name TEXT NOT NULL, town TEXT NOT NULL);
INSERT INTO customers VALUES (1, 'Ann Cole', 'Frome'), (2, 'Ben Hart', 'Keynsham');
CREATE TABLE rooms (room_id INTEGER PRIMARY KEY, site_id INTEGER NOT NULL REFERENCES sites(site_id),
    room_name TEXT NOT NULL, price_per_player REAL NOT NULL);
INSERT INTO rooms VALUES (1, 1, 'The Vault', 25.0), (2, 2, 'Lost Mill', 22.0);
CREATE TABLE bookings (booking_id INTEGER PRIMARY KEY, room_id INTEGER NOT NULL REFERENCES rooms(room_id),
    customer_id INTEGER NOT NULL REFERENCES customers(customer_id), slot_start TEXT NOT NULL,
    amount_paid REAL NOT NULL);
INSERT INTO bookings VALUES (1, 1, 1, '2024-03-01 18:00', 100.0), (2, 2, 2, '2024-04-11 19:00', 88.0),
    (3, 1, 2, '2024-06-02 17:00', 125.0), (4, 2, 1, '2023-12-30 18:00', 66.0);
"""


def test_money_below_the_tables_a_question_names_is_read(tmp_path):
    """The survey reads the one table of money below the tables its words picked (the sites' bookings), where
    neither keeps any money (it abstained: no number to add up)."""
    assert_gold(sqlite_file(tmp_path / "escape.sqlite", ESCAPE_SITES),
                "How did Old Town and Riverside compare on takings in 2024?",
                "SELECT s.name, SUM(b.amount_paid) FROM bookings b JOIN rooms r ON r.room_id = b.room_id "
                "JOIN sites s ON s.site_id = r.site_id WHERE b.slot_start LIKE '2024%' GROUP BY 1")


WIDE_TILL = """
CREATE TABLE till_lines (line_id INTEGER PRIMARY KEY, sold_at TEXT NOT NULL, item_name TEXT NOT NULL,
    quantity INTEGER NOT NULL, line_total REAL NOT NULL);
INSERT INTO till_lines VALUES (1, '2024-05-01 09:00', 'Panini', 3, 18.0), (2, '2024-05-01 12:00', 'Panini', 3, 18.0),
    (3, '2024-05-02 10:00', 'Latte', 2, 6.0), (4, '2024-05-02 13:00', 'Scone', 1, 2.5);
"""


def test_ranked_rows_sharing_a_name_are_declined(tmp_path):
    """Ranking the lines of a till one row each names a thing twice: no answer, not the same item twice over (it
    answered "Panini (18), Panini (18)")."""
    assert_abstains(sqlite_file(tmp_path / "till.sqlite", WIDE_TILL), "What are our top 2 items by revenue?")


STOCK_BOUGHT = """
CREATE TABLE products (product_id INTEGER PRIMARY KEY, name TEXT NOT NULL, brand TEXT NOT NULL);
INSERT INTO products VALUES (1, 'Dog Bed', 'Crest'), (2, 'Cat Tree', 'Nook'), (3, 'Dog Lead', 'Nook');
CREATE TABLE sales (sale_id INTEGER PRIMARY KEY, sold_on TEXT NOT NULL);
INSERT INTO sales VALUES (1, '2024-05-01'), (2, '2024-05-02');
CREATE TABLE sale_items (item_id INTEGER PRIMARY KEY, sale_id INTEGER NOT NULL REFERENCES sales(sale_id),
    product_id INTEGER NOT NULL REFERENCES products(product_id), quantity INTEGER NOT NULL, line_total REAL NOT NULL);
INSERT INTO sale_items VALUES (1, 1, 1, 2, 80.0), (2, 1, 2, 1, 45.0), (3, 2, 3, 3, 30.0);
CREATE TABLE purchases (purchase_id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL REFERENCES products(product_id),
    quantity INTEGER NOT NULL, unit_cost REAL NOT NULL);
INSERT INTO purchases VALUES (1, 1, 40, 20.0), (2, 2, 5, 25.0), (3, 3, 10, 4.0);
"""


def test_stock_bought_is_not_sold(tmp_path):
    """What a brand sells is its sale lines' units, never the quantities its purchases bought in (the review's
    find: "Crest, 40" from the purchases)."""
    assert_gold(sqlite_file(tmp_path / "stock.sqlite", STOCK_BOUGHT), "Which brand sells the most?",
                "SELECT 'Nook', 4")


FLAT_TILL = """
CREATE TABLE Sales (SaleID INTEGER PRIMARY KEY, SaleDateTime TEXT NOT NULL, ItemName TEXT NOT NULL,
    Category TEXT NOT NULL, Quantity INTEGER NOT NULL, UnitPrice REAL NOT NULL, LineTotal REAL NOT NULL);
INSERT INTO Sales VALUES (1, '2024-01-05 09:00', 'Latte', 'Hot Drinks', 2, 3.0, 6.0),
    (2, '2024-01-05 10:00', 'Iced Tea', 'Cold Drinks', 3, 2.5, 7.5),
    (3, '2024-02-01 11:00', 'Latte', 'Hot Drinks', 1, 3.0, 3.0),
    (4, '2024-02-02 12:00', 'Smoothie', 'Cold Drinks', 1, 4.0, 4.0),
    (5, '2024-02-03 12:30', 'Smoothie', 'Cold Drinks', 1, 4.0, 4.0),
    (6, '2024-03-01 13:00', 'Toastie', 'Café', 5, 5.0, 25.0), (7, '2024-03-02 13:30', 'Scone', 'Café', 1, 2.0, 2.0),
    (8, '2024-03-03 14:00', 'Scone', 'Café', 1, 2.0, 2.0), (9, '2025-01-02 09:00', 'Latte', 'Hot Drinks', 1, 3.0, 3.0);
CREATE TABLE Suppliers (SupplierID INTEGER PRIMARY KEY, SupplierName TEXT NOT NULL);
INSERT INTO Suppliers VALUES (1, 'Bean Co'), (2, 'Dairy Ltd');
CREATE TABLE Purchases (PurchaseID INTEGER PRIMARY KEY, SupplierID INTEGER NOT NULL REFERENCES Suppliers(SupplierID),
    PurchaseDate TEXT NOT NULL, Amount REAL NOT NULL);
INSERT INTO Purchases VALUES (1, 1, '2024-01-10', 100.0), (2, 2, '2024-01-11', 80.0), (3, 2, '2024-02-11', 50.0);
CREATE TABLE Wastage (WastageID INTEGER PRIMARY KEY, WasteDate TEXT NOT NULL, ItemName TEXT NOT NULL,
    Quantity INTEGER NOT NULL, CostValue REAL NOT NULL);
INSERT INTO Wastage VALUES (1, '2024-01-20', 'Scone', 2, 1.5), (2, '2024-02-20', 'Toastie', 1, 2.0);
"""


@pytest.mark.parametrize("question, sql, why", [
    ("How many items did we sell in 2024?", "SELECT 15",
     "'items' sold from one flat table of sale lines add up its quantity; 'sell' never names the purchases"),
    ("What's our best selling item?", "SELECT 'Toastie', 5", "the items the lines name, ranked by units sold"),
    ("Which cold drink sells best?", "SELECT 'Iced Tea', 3", "the items of the lines of that category"),
    ("What are our top 2 items by revenue?", "SELECT 'Toastie', 25 UNION ALL SELECT 'Latte', 12",
     "the items the lines name, ranked by their money"),
    ("What are the two best sellers in the café?", "SELECT 'Toastie', 5 UNION ALL SELECT 'Scone', 2",
     "a stored 'Café' is the question's \"café\" (its accent is no word break)"),
    ("Which supplier do we spend the most with?", "SELECT 'Dairy Ltd', 130",
     "what we spend with a supplier is its purchases' amount, not the waste log's cost value"),
])
def test_a_till_of_flat_sale_lines(tmp_path, question, sql, why):
    """A café's till kept as one flat table of lines naming the item sold, beside purchases from suppliers and a
    waste log (each abstained)."""
    assert_gold(sqlite_file(tmp_path / "till.sqlite", FLAT_TILL), question, sql, why=why)


TAKEN_ORDERS = """
CREATE TABLE staff (staff_id INTEGER PRIMARY KEY, full_name TEXT NOT NULL, role TEXT NOT NULL, hired_on TEXT NOT NULL);
INSERT INTO staff VALUES (1, 'Ada Lane', 'Barista', '2023-01-01'), (2, 'Ben Fox', 'Manager', '2022-05-01');
CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, full_name TEXT NOT NULL, town TEXT NOT NULL);
INSERT INTO customers VALUES (1, 'Cara Bell', 'Leeds'), (2, 'Dan Moss', 'York');
CREATE TABLE products (product_id INTEGER PRIMARY KEY, name TEXT NOT NULL, price REAL NOT NULL,
    cost_price REAL NOT NULL);
INSERT INTO products VALUES (1, 'Latte', 3.0, 1.0), (2, 'Flapjack', 2.5, 0.5), (3, 'Beans 1kg', 12.0, 8.0);
CREATE TABLE orders (order_id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
    staff_id INTEGER NOT NULL REFERENCES staff(staff_id), ordered_at TEXT NOT NULL, total REAL NOT NULL);
INSERT INTO orders VALUES (1, 2, 1, '2024-03-01', 8.5), (2, 1, 2, '2024-03-02', 3.0), (3, 1, 1, '2024-04-05', 12.0),
    (4, 1, 1, '2024-05-06', 2.5);
CREATE TABLE order_items (item_id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL REFERENCES orders(order_id),
    product_id INTEGER NOT NULL REFERENCES products(product_id), quantity INTEGER NOT NULL, unit_price REAL NOT NULL);
INSERT INTO order_items VALUES (1, 1, 1, 2, 3.0), (2, 1, 2, 1, 2.5), (3, 2, 1, 1, 3.0), (4, 3, 3, 1, 12.0),
    (5, 4, 2, 1, 2.5);
"""


@pytest.mark.parametrize("question, sql, why", [
    ("Who took the most orders?", "SELECT 'Ada Lane', 3",
     "orders point at staff and customers: taking an order is the staff's, read though the question names neither"),
    ("Who placed the most orders?", "SELECT 'Cara Bell', 3", "placing an order is the customer's"),
    ("Which product has the highest margin?", "SELECT 'Beans 1kg', 4", "a margin is a price less its cost"),
    ("What's the average number of items per order?", "SELECT 1.5",
     "the units on each order's lines, averaged over the orders"),
])
def test_a_shops_orders_taken_and_placed(tmp_path, question, sql, why):
    """Orders taken by staff for customers, with lines of products that keep a price and a cost (each abstained)."""
    assert_gold(sqlite_file(tmp_path / "shop.sqlite", TAKEN_ORDERS), question, sql, why=why)


WEB_ORDERS = """
CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT NOT NULL, city TEXT NOT NULL);
INSERT INTO customers VALUES (1, 'Amy Reed', 'Leeds'), (2, 'Tom Hale', 'York');
CREATE TABLE products (id INTEGER PRIMARY KEY, name TEXT NOT NULL, category TEXT NOT NULL, price REAL NOT NULL);
INSERT INTO products VALUES (1, 'Kibble 10kg', 'Dog Food', 30.0), (2, 'Cat Wand', 'Cat Toys', 5.0);
CREATE TABLE orders (id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(id),
    order_date TEXT NOT NULL, status TEXT NOT NULL);
INSERT INTO orders VALUES (1, 1, '2025-11-03', 'shipped'), (2, 2, '2025-11-10', 'returned'),
    (3, 1, '2025-11-20', 'cancelled'), (4, 2, '2025-10-02', 'shipped'), (5, 1, '2025-10-05', 'shipped'),
    (6, 2, '2025-10-09', 'shipped'), (7, 1, '2025-10-12', 'shipped'), (8, 2, '2025-10-15', 'returned'),
    (9, 1, '2025-09-01', 'shipped'), (10, 2, '2025-09-08', 'shipped'), (11, 1, '2025-09-15', 'cancelled'),
    (12, 2, '2025-09-22', 'shipped');
CREATE TABLE order_items (id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL REFERENCES orders(id),
    product_id INTEGER NOT NULL REFERENCES products(id), quantity INTEGER NOT NULL, unit_price REAL NOT NULL);
INSERT INTO order_items VALUES (1, 1, 1, 1, 30.0), (2, 1, 2, 2, 5.0), (3, 2, 1, 2, 30.0), (4, 3, 2, 1, 5.0),
    (5, 4, 2, 3, 5.0), (6, 5, 1, 1, 30.0), (7, 6, 2, 1, 5.0), (8, 7, 1, 1, 30.0), (9, 8, 2, 2, 5.0);
"""


def test_returned_orders_took_no_money(tmp_path):
    """An order sent back took no money, as a cancelled one took none (it answered 100, returns included)."""
    assert_gold(sqlite_file(tmp_path / "web.sqlite", WEB_ORDERS), "What was our revenue in November 2025?",
                "SELECT 40")


def test_an_unknown_thing_ranked_is_declined(tmp_path):
    """"Our best-selling gadget" with nothing called a gadget: declined, not every product ranked with a caveat (it
    answered "The highest quantity is 3")."""
    assert_abstains(sqlite_file(tmp_path / "web.sqlite", WEB_ORDERS), "What's our best-selling gadget?")


DAYCARE = """
CREATE TABLE staff (staff_id INTEGER PRIMARY KEY, name TEXT NOT NULL);
INSERT INTO staff VALUES (1, 'Sam Ortiz'), (2, 'Lena Park');
CREATE TABLE dogs (dog_id INTEGER PRIMARY KEY, name TEXT NOT NULL);
INSERT INTO dogs VALUES (1, 'Biscuit'), (2, 'Pepper');
CREATE TABLE bookings (booking_id INTEGER PRIMARY KEY, dog_id INTEGER NOT NULL REFERENCES dogs(dog_id),
    staff_id INTEGER NOT NULL REFERENCES staff(staff_id), booking_date TEXT NOT NULL, status TEXT NOT NULL);
INSERT INTO bookings VALUES (1, 1, 1, '2025-03-01', 'completed'), (2, 1, 1, '2025-04-01', 'completed'),
    (3, 1, 2, '2025-05-01', 'completed'), (4, 1, 2, '2025-12-20', 'booked'), (5, 2, 2, '2025-12-21', 'booked'),
    (6, 2, 1, '2025-12-22', 'booked'), (7, 2, 2, '2025-12-23', 'booked'), (8, 1, 2, '2025-06-01', 'completed');
"""


@pytest.mark.parametrize("question, sql, why", [
    ("Which dog has been booked the most?", "SELECT 'Biscuit', 5",
     "'booked' is the verb the ranking counts by, not the status of bookings still to come"),
    ("How many bookings did Sam have?", "SELECT 3", "'Sam' alone is the one person whose name starts so"),
])
def test_a_daycares_bookings(tmp_path, question, sql, why):
    """A dog daycare's bookings, asked as its owner would (each was wrong or abstained)."""
    assert_gold(sqlite_file(tmp_path / "daycare.sqlite", DAYCARE), question, sql, why=why)


COFFEE_CHAIN = """
CREATE TABLE branches (branch_id INTEGER PRIMARY KEY, name TEXT NOT NULL, city TEXT NOT NULL);
INSERT INTO branches VALUES (1, 'Piccadilly', 'Manchester'), (2, 'Deansgate', 'Manchester'),
    (3, 'Headrow', 'Leeds');
CREATE TABLE menu_items (item_id INTEGER PRIMARY KEY, name TEXT NOT NULL, price REAL NOT NULL);
INSERT INTO menu_items VALUES (1, 'Latte', 3.0), (2, 'Panini', 6.0);
CREATE TABLE sales (sale_id INTEGER PRIMARY KEY, branch_id INTEGER NOT NULL REFERENCES branches(branch_id),
    sold_at TEXT NOT NULL);
INSERT INTO sales VALUES (1, 1, '2025-03-01 08:10:00'), (2, 1, '2025-03-01 08:40:00'), (3, 1, '2025-03-02 12:05:00'),
    (4, 2, '2025-03-02 09:15:00'), (5, 3, '2025-03-03 12:30:00');
CREATE TABLE sale_items (sale_item_id INTEGER PRIMARY KEY, sale_id INTEGER NOT NULL REFERENCES sales(sale_id),
    item_id INTEGER NOT NULL REFERENCES menu_items(item_id), qty INTEGER NOT NULL, price REAL NOT NULL);
INSERT INTO sale_items VALUES (1, 1, 1, 1, 3.0), (2, 2, 1, 2, 3.0), (3, 3, 2, 1, 6.0), (4, 4, 2, 1, 6.0),
    (5, 5, 2, 4, 6.0);
"""


@pytest.mark.parametrize("question, sql, why", [
    ("Which city makes us the most money?", "SELECT 'Leeds', 24",
     "a city of the branches, ranked by the money of their sales' lines (the sales between them read)"),
    ("What's the busiest hour at Piccadilly?", "SELECT 8, 2", "'busiest hour' asks for an hour of the day"),
])
def test_a_chain_of_branches(tmp_path, question, sql, why):
    """A coffee chain's branches and their sales' lines (each abstained)."""
    assert_gold(sqlite_file(tmp_path / "chain.sqlite", COFFEE_CHAIN), question, sql, why=why)


SHELTER = """
CREATE TABLE animals (animal_id INTEGER PRIMARY KEY, name TEXT NOT NULL, species TEXT NOT NULL,
    age_years REAL NOT NULL, intake_date TEXT NOT NULL, adopted INTEGER NOT NULL);
INSERT INTO animals VALUES (1, 'Misty', 'Cat', 2, '2024-11-02', 1), (2, 'Rex', 'Dog', 6, '2025-01-10', 1),
    (3, 'Tom', 'Cat', 10, '2025-02-01', 0), (4, 'Bella', 'Dog', 3, '2025-03-15', 0),
    (5, 'Luna', 'Cat', 4, '2025-04-20', 1), (6, 'Max', 'Dog', 1, '2025-05-05', 0);
CREATE TABLE adoptions (adoption_id INTEGER PRIMARY KEY, animal_id INTEGER NOT NULL REFERENCES animals(animal_id),
    adoption_date TEXT NOT NULL, fee REAL NOT NULL);
INSERT INTO adoptions VALUES (1, 1, '2025-01-20', 80.0), (2, 2, '2025-02-14', 120.0), (3, 5, '2025-06-01', 80.0);
CREATE TABLE donations (donation_id INTEGER PRIMARY KEY, donor_name TEXT NOT NULL, amount REAL NOT NULL,
    donation_date TEXT NOT NULL);
INSERT INTO donations VALUES (1, 'Ann Cole', 50.0, '2024-06-01'), (2, 'Bob Dunn', 30.0, '2024-09-01'),
    (3, 'Cy Vale', 20.0, '2025-02-01'), (4, 'Di Rowe', 100.0, '2025-03-01');
"""


@pytest.mark.parametrize("question, sql, why", [
    ("What's the average age of our cats?", "SELECT 16.0 / 3", "'age_years' is an age: its unit is no head word"),
    ("What was the average donation in 2024?", "SELECT 40", "the average of a table asked is its one amount"),
])
def test_a_shelters_animals_and_donations(tmp_path, question, sql, why):
    """An animal shelter's intake and donations (each abstained)."""
    assert_gold(sqlite_file(tmp_path / "shelter.sqlite", SHELTER), question, sql, why=why)


def test_a_period_after_a_flag_dates_that_event(tmp_path):
    """"Cats adopted in 2025": the period dates the adoption, which the animals' one date (their intake) is not; with
    the adoptions unread, declined (it counted the adopted cats taken in during 2025)."""
    assert_abstains(sqlite_file(tmp_path / "shelter.sqlite", SHELTER), "How many cats were adopted in 2025?")


TOOL_HIRE = """
CREATE TABLE tools (tool_id INTEGER PRIMARY KEY, name TEXT NOT NULL);
INSERT INTO tools VALUES (1, 'Rotavator'), (2, 'Scarifier');
CREATE TABLE hires (hire_id INTEGER PRIMARY KEY, tool_id INTEGER NOT NULL REFERENCES tools(tool_id),
    hire_date TEXT NOT NULL, status TEXT NOT NULL, amount REAL NOT NULL);
INSERT INTO hires VALUES (1, 1, '2024-03-01', 'Returned', 100.0), (2, 1, '2024-04-01', 'Returned', 120.0),
    (3, 2, '2024-05-01', 'Returned', 60.0), (4, 2, '2024-06-01', 'Returned', 40.0), (5, 1, '2024-07-01', 'Out', 90.0),
    (6, 2, '2024-08-01', 'Cancelled', 70.0), (7, 1, '2024-09-01', 'Returned', 80.0), (8, 2, '2024-10-01', 'Out', 30.0),
    (9, 1, '2024-11-01', 'Returned', 50.0), (10, 2, '2024-11-15', 'Cancelled', 20.0),
    (11, 1, '2024-12-01', 'Out', 40.0), (12, 2, '2024-12-10', 'Cancelled', 10.0);
"""


def test_a_hire_returned_is_one_that_ended(tmp_path):
    """'Returned' leaves out an order or a sale sent back, never a hire brought back at its end (the review's find:
    a hire shop's takings fell to what was still out)."""
    assert_gold(sqlite_file(tmp_path / "hire.sqlite", TOOL_HIRE), "How much did we make from hires in 2024?",
                "SELECT 610")


PET_SUPPLIES = """
CREATE TABLE Categories (CategoryID INTEGER PRIMARY KEY, CategoryName TEXT NOT NULL);
INSERT INTO Categories VALUES (1, 'Dog Food'), (2, 'Toys');
CREATE TABLE Customers (CustomerID INTEGER PRIMARY KEY, FirstName TEXT NOT NULL, LastName TEXT NOT NULL,
    JoinDate TEXT NOT NULL);
INSERT INTO Customers VALUES (1, 'Ann', 'Cole', '2025-01-05'), (2, 'Bob', 'Dunn', '2025-01-20'),
    (3, 'Cy', 'Vale', '2025-02-03');
CREATE TABLE Products (ProductID INTEGER PRIMARY KEY, ProductName TEXT NOT NULL,
    CategoryID INTEGER NOT NULL REFERENCES Categories(CategoryID), UnitPrice REAL NOT NULL,
    UnitsInStock INTEGER NOT NULL, ReorderLevel INTEGER NOT NULL);
INSERT INTO Products VALUES (1, 'Kibble 12kg', 1, 40.0, 3, 5), (2, 'Kong Classic', 2, 12.0, 0, 4),
    (3, 'Rope Tug', 2, 6.0, 20, 4), (4, 'Puppy Mix 2kg', 1, 9.0, 8, 10);
CREATE TABLE Orders (OrderID INTEGER PRIMARY KEY, CustomerID INTEGER NOT NULL REFERENCES Customers(CustomerID),
    OrderDate TEXT NOT NULL);
INSERT INTO Orders VALUES (1, 1, '2025-10-03'), (2, 2, '2025-11-04'), (3, 1, '2025-11-20'), (4, 3, '2025-11-28');
CREATE TABLE OrderLines (OrderLineID INTEGER PRIMARY KEY, OrderID INTEGER NOT NULL REFERENCES Orders(OrderID),
    ProductID INTEGER NOT NULL REFERENCES Products(ProductID), Quantity INTEGER NOT NULL, UnitPrice REAL NOT NULL);
INSERT INTO OrderLines VALUES (1, 1, 1, 1, 40.0), (2, 2, 2, 2, 12.0), (3, 3, 1, 2, 40.0), (4, 3, 3, 1, 6.0),
    (5, 4, 4, 3, 9.0);
CREATE TABLE PurchaseOrders (PurchaseOrderID INTEGER PRIMARY KEY, OrderDate TEXT NOT NULL, TotalCost REAL NOT NULL);
INSERT INTO PurchaseOrders VALUES (1, '2025-10-01', 300.0), (2, '2025-11-01', 120.0);
"""


@pytest.mark.parametrize("question, sql, why", [
    ("What was our revenue in November 2025?", "SELECT 137",
     "a product's units in stock at its price is stock held, not a line sold: the order lines' revenue"),
    ("What are our top 2 categories by revenue in 2025?", "SELECT 'Dog Food', 147 UNION ALL SELECT 'Toys', 30",
     "the categories of the lines' products, dated by their orders"),
    ("Who is our biggest-spending customer?", "SELECT 'Ann Cole', 126",
     "a customer's spending is what we take, not what we spend on stock"),
    ("How many products are below their reorder level?", "SELECT 3",
     "the stock a row holds below the level named, not a level above zero"),
    ("Which products are out of stock?", "SELECT 'Kong Classic'", "out of stock: no units in stock"),
    ("How much is the Kong Classic?", "SELECT 12", "the thing's price, not what it took"),
    ("Rank our categories by revenue in 2025.", "SELECT 'Dog Food', 147 UNION ALL SELECT 'Toys', 30",
     "'rank X by Y': the categories are the groups, highest first (it grouped by revenue)"),
    ("Rank our product categories by revenue in 2025.", "SELECT 'Dog Food', 147 UNION ALL SELECT 'Toys', 30",
     "the groups are the head noun before 'by'"),
    ("Show our categories ranked by revenue in 2025.", "SELECT 'Dog Food', 147 UNION ALL SELECT 'Toys', 30",
     "'show X ranked by Y' too (it gave the total revenue, the categories dropped)"),
    ("Which month of 2025 brought in the most new customers?", "SELECT '2025-01', 2",
     "'new' customers of the month asked are those who joined in it; 'brought in' them is no money"),
])
def test_a_pet_supplies_store_of_pascal_case_tables(tmp_path, question, sql, why):
    """A Northwind-like pet supply shop: products keep both a price and their stock (each was wrong or abstained)."""
    assert_gold(sqlite_file(tmp_path / "pets.sqlite", PET_SUPPLIES), question, sql, why=why)


NEIGHBOURHOOD_CAFE = """
CREATE TABLE staff (staff_id INTEGER PRIMARY KEY, full_name TEXT NOT NULL);
INSERT INTO staff VALUES (1, 'Rosa Martinez'), (2, 'Tom Fletcher');
CREATE TABLE menu (item_id INTEGER PRIMARY KEY, item_name TEXT NOT NULL, price REAL NOT NULL);
INSERT INTO menu VALUES (1, 'Latte', 3.0), (2, 'Toastie', 6.0);
CREATE TABLE orders (order_id INTEGER PRIMARY KEY, created_at TEXT NOT NULL,
    staff_id INTEGER NOT NULL REFERENCES staff(staff_id), order_type TEXT NOT NULL, status TEXT NOT NULL,
    tip REAL NOT NULL);
INSERT INTO orders VALUES (1, '2025-03-01 09:00', 1, 'Eat In', 'Paid', 1.0), (2, '2025-03-01 10:00', 1, 'Eat In',
    'Paid', 0.5), (3, '2025-03-02 11:00', 2, 'Eat In', 'Voided', 0), (4, '2025-03-02 12:00', 2, 'Takeaway', 'Paid', 0),
    (5, '2025-03-03 12:30', 1, 'Takeaway', 'Paid', 0), (6, '2025-03-04 08:30', 2, 'Takeaway', 'Paid', 0),
    (7, '2025-03-05 08:30', 1, 'Eat In', 'Paid', 0.25), (8, '2025-04-05 08:30', 1, 'Eat In', 'Voided', 0);
CREATE TABLE order_items (order_item_id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL REFERENCES orders(order_id),
    item_id INTEGER NOT NULL REFERENCES menu(item_id), quantity INTEGER NOT NULL, unit_price REAL NOT NULL);
INSERT INTO order_items VALUES (1, 1, 1, 2, 3.0), (2, 2, 2, 1, 6.0), (3, 3, 1, 1, 3.0), (4, 4, 2, 2, 6.0),
    (5, 5, 1, 1, 3.0), (6, 6, 1, 1, 3.0), (7, 7, 2, 1, 6.0), (8, 8, 1, 1, 3.0);
"""


@pytest.mark.parametrize("question, sql, why", [
    ("Which staff member served the most orders?", "SELECT 'Rosa Martinez', 5",
     "'served' is what staff do to an order, where a staff table is kept"),
    ("Who was our top salesperson in March 2025 by number of orders?", "SELECT 'Rosa Martinez', 4",
     "a salesperson is one of the staff (a guard: no table of sales here)"),
    ("Rosa is asking for our revenue in March 2025.", "SELECT SUM(i.quantity * i.unit_price) FROM order_items i "
     "JOIN orders o ON o.order_id = i.order_id WHERE o.status = 'Paid' AND o.created_at LIKE '2025-03%'",
     "who asks is no filter (it added up Rosa Martinez's orders)"),
])
def test_a_cafes_servers(tmp_path, question, sql, why):
    """A cafe's orders and their servers (each abstained, but the guard)."""
    assert_gold(sqlite_file(tmp_path / "cafe.sqlite", NEIGHBOURHOOD_CAFE), question, sql, why=why)


GROOMING = """
CREATE TABLE staff (staff_id INTEGER PRIMARY KEY, staff_name TEXT NOT NULL);
INSERT INTO staff VALUES (1, 'Molly Dunn'), (2, 'Kieran Walsh');
CREATE TABLE walkers (walker_id INTEGER PRIMARY KEY, name TEXT NOT NULL);
INSERT INTO walkers VALUES (1, 'Sam Ortiz'), (2, 'Jess Collins');
CREATE TABLE appointments (appointment_id INTEGER PRIMARY KEY, staff_id INTEGER NOT NULL REFERENCES staff(staff_id),
    walker_id INTEGER REFERENCES walkers(walker_id), start_time TEXT NOT NULL, status TEXT NOT NULL,
    amount REAL NOT NULL);
INSERT INTO appointments VALUES (1, 1, 1, '2025-12-01 09:00', 'Completed', 40), (2, 1, 1, '2025-12-02 09:00',
    'Completed', 30), (3, 1, 2, '2025-12-03 09:00', 'Cancelled', 0), (4, 1, 2, '2025-12-04 09:00', 'No-show', 40),
    (5, 2, 1, '2025-12-05 09:00', 'Completed', 40), (6, 2, 2, '2025-12-06 09:00', 'Completed', 50),
    (7, 2, 2, '2025-11-06 09:00', 'Cancelled', 0), (8, 2, 1, '2025-11-07 09:00', 'Completed', 40),
    (9, 2, 1, '2025-11-08 09:00', 'Completed', 40), (10, 1, 1, '2025-11-09 09:00', 'Completed', 30),
    (11, 1, 2, '2025-11-10 09:00', 'No-show', 40), (12, 2, 2, '2025-10-10 09:00', 'Completed', 40);
"""


@pytest.mark.parametrize("question, sql, why", [
    ("How many appointments did Molly do in December 2025?", "SELECT 2",
     "a first name of staff.staff_name (a person's table, read or not); what she did is what was completed"),
    ("How many appointments did Sam walk in December 2025?", "SELECT 3", "walkers are people: 'Sam' is Sam Ortiz"),
    ("How many cancellations did we have in 2025?", "SELECT 2",
     "a status of the same stem ('Cancelled'), found with its table unread"),
    ("What's our cancellation rate?", "SELECT 100.0 * 2 / 12", "the share of rows with that status"),
    ("What's our no-show rate?", "SELECT 100.0 * 2 / 10",
     "'no-show' before 'rate' is the status, not a negation (of the appointments that stood)"),
    ("Which month of 2025 had the most appointments, ignoring cancellations?", "SELECT '2025-12', 5",
     "'ignoring cancellations' leaves the cancelled ones out (it was read as saying nothing)"),
])
def test_a_grooming_salons_appointments(tmp_path, question, sql, why):
    """A grooming salon's appointments asked by status and by a groomer's first name (each abstained)."""
    assert_gold(sqlite_file(tmp_path / "grooming.sqlite", GROOMING), question, sql, why=why)


SUBSCRIPTIONS = """
CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, name TEXT NOT NULL, area TEXT NOT NULL);
INSERT INTO customers VALUES (1, 'Ann Cole', 'Didsbury'), (2, 'Bob Dunn', 'Didsbury'), (3, 'Cy Vale', 'Stockport'),
    (4, 'Di Rowe', 'Stockport'), (5, 'Ed Fox', 'Chorlton');
CREATE TABLE subscriptions (subscription_id INTEGER PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers(customer_id), start_date TEXT NOT NULL, status TEXT NOT NULL);
INSERT INTO subscriptions VALUES (1, 1, '2025-01-01', 'active'), (2, 2, '2025-01-01', 'cancelled'),
    (3, 3, '2025-02-01', 'active'), (4, 4, '2025-02-01', 'active'), (5, 5, '2025-03-01', 'paused'),
    (6, 2, '2025-04-01', 'cancelled'), (7, 2, '2025-04-02', 'cancelled'), (8, 5, '2025-04-03', 'active'),
    (9, 1, '2025-04-04', 'paused'), (10, 1, '2025-04-05', 'cancelled'), (11, 4, '2025-04-06', 'paused'),
    (12, 1, '2025-04-07', 'paused');
"""


@pytest.mark.parametrize("question, sql, why", [
    ("How many customers in Didsbury have an active subscription?", "SELECT 1",
     "'active' is the subscription's standing, not the customers' (it was dropped)"),
    ("Which area has the most active subscriptions?", "SELECT 'Stockport', 2", "ranked by the active ones only"),
])
def test_active_says_which_rows_of_the_table_it_qualifies(tmp_path, question, sql, why):
    assert_gold(sqlite_file(tmp_path / "subs.sqlite", SUBSCRIPTIONS), question, sql, why=why)


ESCAPE_GAMES = """
CREATE TABLE bookings (
    booking_id INTEGER PRIMARY KEY,
    booked_at  TEXT NOT NULL,  -- YYYY-MM-DD HH:MM, when the booking was made
    slot_start TEXT NOT NULL,  -- YYYY-MM-DD HH:MM, when the game starts
    status     TEXT NOT NULL   -- Completed, Cancelled, No-show, Upcoming
);
INSERT INTO bookings VALUES (1, '2024-12-20 10:00', '2025-01-05 18:00', 'No-show'),
    (2, '2024-12-21 10:00', '2025-01-06 18:00', 'Completed'), (3, '2025-01-02 10:00', '2025-01-07 18:00', 'Completed'),
    (4, '2025-01-03 10:00', '2025-01-08 18:00', 'Cancelled'), (5, '2024-11-03 10:00', '2024-12-08 18:00', 'No-show');
CREATE TABLE jobs (job_id INTEGER PRIMARY KEY, product TEXT NOT NULL, status TEXT NOT NULL, delivered_on TEXT);
INSERT INTO jobs VALUES (1, 'Flyers', 'Delivered', '2025-02-01'), (2, 'Flyers', 'Printing', NULL),
    (3, 'Banners', 'Delivered', '2025-03-01');
"""


def test_a_comment_saying_a_column_holds_dates_makes_it_a_date(tmp_path):
    """``slot_start`` is a date by its comment ("YYYY-MM-DD HH:MM"): the no-show rate of 2025 is of the games played
    in 2025, not of the bookings made in 2025 (the only date its name gave)."""
    assert_gold(sqlite_file(tmp_path / "games.sqlite", ESCAPE_GAMES), "What was our no-show rate in 2025?",
                "SELECT 100.0 / 3")


def test_a_rate_dated_by_its_own_event_is_declined(tmp_path):
    """"The delivery rate this year" dated by ``delivered_on``: every job in the period was delivered (it said 100%)."""
    assert_abstains(sqlite_file(tmp_path / "games.sqlite", ESCAPE_GAMES),
                    "What's our on-time delivery rate in 2025 for each product?")


def test_the_quietest_month_has_the_fewest_rows(tmp_path):
    assert_gold(sqlite_file(tmp_path / "cafe.sqlite", NEIGHBOURHOOD_CAFE.replace("'2025-03-03 12:30'",
                                                                                "'2025-04-03 12:30'")),
                "Which month of 2025 was our quietest?", "SELECT '2025-04', 2")


def test_a_second_question_about_the_one_named_is_declined():
    """"Who was our top salesperson ..., which store are they at, and how much?": a second "which" about the person
    named first needs a column the answer would not give (it named the person alone); "and what is it" asks for the
    figure the answer gives, and "Which one was it?" opening its own sentence is the question itself."""
    second = "a second answer beside the first (who, which one, a count and a total)"
    assert read_question(tokenize("Who was our top salesperson in 2023 by net sales, which store are they at, and how "
                                  "much?")).unsupported == second
    for question in ("Which of our current teachers is on the highest hourly rate, and what is it?",
                     "We had a production that transferred venues. Which one was it?"):
        assert read_question(tokenize(question)).unsupported is None, question


def test_a_ranking_not_grouped_by_what_it_ranks_is_declined(tmp_path):
    """"Rank the products by price": each product's own price, not a figure grouped by product (it added the prices
    up); declined rather than answered with a total."""
    assert_abstains(sqlite_file(tmp_path / "pets.sqlite", PET_SUPPLIES), "Rank the products by price.")


ICE_CREAM_PARLOUR = """
CREATE TABLE branch (branch_id INTEGER PRIMARY KEY, branch_name TEXT NOT NULL);
INSERT INTO branch VALUES (1, 'Harbourside'), (2, 'Old Town');
CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, first_name TEXT NOT NULL, last_name TEXT NOT NULL,
    joined_date TEXT NOT NULL, card_tier TEXT NOT NULL);
INSERT INTO customers VALUES (1, 'Ann', 'Cole', '2023-05-01', 'Gold'), (2, 'Raj', 'Patel', '2024-02-11', 'Silver'),
    (3, 'Lea', 'Moss', '2023-06-30', 'Silver');
CREATE TABLE products (product_id INTEGER PRIMARY KEY, product_name TEXT NOT NULL, price REAL NOT NULL,
    is_active INTEGER NOT NULL);
INSERT INTO products VALUES (1, 'Vanilla Scoop', 2.5, 1), (2, 'Bubblegum Scoop', 2.5, 0), (3, 'Sundae', 6.0, 1);
CREATE TABLE cake_order (order_id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
    branch_id INTEGER NOT NULL REFERENCES branch(branch_id), cake_desc TEXT NOT NULL, total_amt REAL NOT NULL);
INSERT INTO cake_order VALUES (1, 1, 1, 'Birthday cake', 40.0);
CREATE TABLE sales_tickets (ticket_id INTEGER PRIMARY KEY, branch_id INTEGER NOT NULL REFERENCES branch(branch_id),
    customer_id INTEGER REFERENCES customers(customer_id), sold_at TEXT NOT NULL, total_amt REAL NOT NULL);
INSERT INTO sales_tickets VALUES (1, 1, 1, '2024-03-02 12:00', 5.0), (2, 1, NULL, '2024-07-09 15:00', 6.0),
    (3, 2, 2, '2024-08-01 16:00', 8.5), (4, 2, 2, '2025-01-05 13:00', 4.5);
CREATE TABLE ticket_lines (line_id INTEGER PRIMARY KEY, ticket_id INTEGER NOT NULL REFERENCES sales_tickets(ticket_id),
    product_id INTEGER NOT NULL REFERENCES products(product_id), qty INTEGER NOT NULL);
INSERT INTO ticket_lines VALUES (1, 1, 1, 2), (2, 2, 3, 1), (3, 3, 1, 1), (4, 3, 3, 1), (5, 4, 2, 1);
"""


@pytest.mark.parametrize("question, sql, why", [
    ("How many loyalty card members have we got?", "SELECT 3",
     "a shop's customers are the members of its loyalty scheme where no column says loyalty"),
    ("How many sales did each branch ring through in 2024?", "SELECT 'Harbourside', 2 UNION ALL SELECT 'Old Town', 1",
     "'sales' names sales_tickets (a table of sales kept as tickets), not the cake orders"),
    ("How many customers shopped with us in 2024?", "SELECT 2",
     "customers who shopped in 2024 are dated by their sales, not by when they joined"),
    ("What's the average spend per ticket for each branch?",
     "SELECT 'Harbourside', 5.5 UNION ALL SELECT 'Old Town', 6.5",
     "'per ticket' says what the average is of; the branches are the groups"),
])
def test_an_ice_cream_parlours_tickets_and_loyalty_members(tmp_path, question, sql, why):
    """A cafe-like parlour whose sales are tickets and whose customers are its loyalty members (each abstained or
    dated the customers)."""
    assert_gold(sqlite_file(tmp_path / "parlour.sqlite", ICE_CREAM_PARLOUR), question, sql, why=why)


SALON_SHOP = """
CREATE TABLE treatments (treatment_id INTEGER PRIMARY KEY, name TEXT NOT NULL, price REAL NOT NULL);
INSERT INTO treatments VALUES (1, 'Cut and Finish', 45.0), (2, 'Full Colour', 160.0), (3, 'Balayage', 185.0);
CREATE TABLE products (product_id INTEGER PRIMARY KEY, product_name TEXT NOT NULL, stock_qty INTEGER NOT NULL);
INSERT INTO products VALUES (1, 'Silver Shampoo', 12), (2, 'Hair Oil', 4);
CREATE TABLE product_sales (sale_id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL REFERENCES products(product_id),
    sale_date TEXT NOT NULL, sale_quantity INTEGER NOT NULL, sale_total REAL NOT NULL);
INSERT INTO product_sales VALUES (1, 1, '2024-02-01', 2, 24.0), (2, 2, '2024-03-05', 1, 18.0),
    (3, 2, '2024-04-07', 4, 72.0), (4, 1, '2025-01-10', 5, 60.0), (5, 1, '2025-02-10', 4, 48.0);
"""


@pytest.mark.parametrize("question, sql, why", [
    ("Which treatments cost more than £150?", "SELECT 'Full Colour' UNION ALL SELECT 'Balayage'",
     "a cost compared with a figure is the price, where no column is named for a cost"),
    ("Which product sold the most units in 2024?", "SELECT 'Hair Oil', 5",
     "'products sold' is product_sales beside products: 'sold' still names the sales table"),
    ("Which products have sold more than 6 units in total?", "SELECT 'Silver Shampoo', 11",
     "units sold compared: each product's total, not each sale's quantity (no sale is of more than 5)"),
    ("Which products are down to fewer than 5 in stock?", "SELECT 'Hair Oil'",
     "'in stock' names stock_qty, whose head word is its unit"),
])
def test_a_salons_treatment_prices_and_product_sales(tmp_path, question, sql, why):
    assert_gold(sqlite_file(tmp_path / "salon.sqlite", SALON_SHOP), question, sql, why=why)


GIFT_SHOP = """
CREATE TABLE employees (employee_id INTEGER PRIMARY KEY, full_name TEXT NOT NULL, job_title TEXT NOT NULL,
    salary REAL NOT NULL, left_on TEXT);
INSERT INTO employees VALUES (1, 'Maya Lin', 'Sales Associate', 24000, NULL),
    (2, 'Joe Brand', 'Store Manager', 26000, NULL), (3, 'Kim Lee', 'Sales Associate', 23000, '2024-06-30');
CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, first_name TEXT NOT NULL, last_name TEXT NOT NULL,
    loyalty_tier TEXT NOT NULL);
INSERT INTO customers VALUES (1, 'Ann', 'Cole', 'Gold'), (2, 'Raj', 'Patel', 'Silver');
CREATE TABLE products (product_id INTEGER PRIMARY KEY, name TEXT NOT NULL, list_price REAL NOT NULL,
    unit_cost REAL NOT NULL);
INSERT INTO products VALUES (1, 'Candle', 20.0, 8.0), (2, 'Vase', 45.0, 20.0);
CREATE TABLE sales (sale_id INTEGER PRIMARY KEY, customer_id INTEGER REFERENCES customers(customer_id),
    employee_id INTEGER NOT NULL REFERENCES employees(employee_id), sold_at TEXT NOT NULL);
INSERT INTO sales VALUES (1, 1, 1, '2024-03-01 10:00'), (2, 2, 2, '2024-05-02 11:00'), (3, 1, 1, '2025-01-04 12:00'),
    (4, NULL, 1, '2024-06-01 10:00');
CREATE TABLE sale_items (sale_item_id INTEGER PRIMARY KEY, sale_id INTEGER NOT NULL REFERENCES sales(sale_id),
    product_id INTEGER NOT NULL REFERENCES products(product_id), quantity INTEGER NOT NULL, unit_price REAL NOT NULL);
INSERT INTO sale_items VALUES (1, 1, 1, 1, 20.0), (2, 2, 2, 2, 45.0), (3, 3, 2, 3, 45.0), (4, 4, 1, 1, 20.0);
CREATE TABLE returns (return_id INTEGER PRIMARY KEY, sale_item_id INTEGER NOT NULL REFERENCES sale_items(sale_item_id),
    return_date TEXT NOT NULL, refund_amount REAL NOT NULL);
INSERT INTO returns VALUES (1, 2, '2024-05-09', 45.0), (2, 3, '2025-01-10', 90.0);
"""


@pytest.mark.parametrize("question, sql, why", [
    ("Who was our biggest-spending loyalty customer in 2024, and how much did they spend?", "SELECT 'Raj Patel', 90",
     "what customers spend (the word two after 'spending', and 'they' of a customer) is what we take, not a cost"),
    ("What's the biggest single refund we've ever paid out?", "SELECT 90",
     "'paid out' beside a refund is the refund, not anyone's pay"),
    ("How many sales associates are still on the payroll?", "SELECT 1",
     "'sales associates' is the job 'Sales Associate', though 'sales' alone names the sales; a job title sorts people"),
    ("Who served the most customers in 2024?", "SELECT 'Maya Lin', 2",
     "the customers served are the sales, each pointing at a customer and the member of staff who served it"),
])
def test_a_gift_shops_spenders_and_refunds(tmp_path, question, sql, why):
    assert_gold(sqlite_file(tmp_path / "gifts.sqlite", GIFT_SHOP), question, sql, why=why)


DELI_COUNTER = """
CREATE TABLE staff (staff_id INTEGER PRIMARY KEY, first_name TEXT NOT NULL, last_name TEXT NOT NULL,
    role TEXT NOT NULL, hourly_rate REAL NOT NULL);
INSERT INTO staff VALUES (1, 'Ann', 'Hale', 'barista', 11.0), (2, 'Ben', 'Ito', 'barista', 12.0),
    (3, 'Cat', 'Moss', 'baker', 14.0), (4, 'Dan', 'Roe', 'baker', 13.0);
CREATE TABLE items (item_id INTEGER PRIMARY KEY, name TEXT NOT NULL, category TEXT NOT NULL, price REAL NOT NULL,
    cost REAL NOT NULL);
INSERT INTO items VALUES (1, 'Latte', 'Coffee', 3.0, 1.0), (2, 'Mocha', 'Coffee', 3.6, 1.2),
    (3, 'Scone', 'Bakery', 2.5, 0.8), (4, 'Brownie', 'Bakery', 3.1, 1.5), (5, 'Flapjack', 'Bakery', 2.2, 0.5),
    (6, 'Babyccino', 'Children''s', 1.0, 0.2), (7, 'Mini Muffin', 'Children''s', 1.0, 0.3);
CREATE TABLE sales_tickets (sale_id INTEGER PRIMARY KEY, staff_id INTEGER NOT NULL REFERENCES staff(staff_id),
    sold_at TEXT NOT NULL, total REAL NOT NULL);
INSERT INTO sales_tickets VALUES (1, 1, '2024-07-01 09:00', 15.0), (2, 2, '2024-07-01 10:00', 13.6),
    (3, 3, '2024-07-02 11:00', 6.2), (4, 4, '2024-07-03 12:00', 6.6), (5, 1, '2024-07-04 09:30', 9.0);
CREATE TABLE ticket_lines (line_id INTEGER PRIMARY KEY, sale_id INTEGER NOT NULL REFERENCES sales_tickets(sale_id),
    item_id INTEGER NOT NULL REFERENCES items(item_id), qty INTEGER NOT NULL, unit_price REAL NOT NULL);
INSERT INTO ticket_lines VALUES (1, 1, 1, 5, 3.0), (2, 2, 2, 1, 3.6), (3, 2, 3, 4, 2.5), (4, 3, 4, 2, 3.1),
    (5, 4, 5, 3, 2.2);
CREATE TABLE reviews (review_id INTEGER PRIMARY KEY, sale_id INTEGER NOT NULL REFERENCES sales_tickets(sale_id),
    stars INTEGER NOT NULL);
INSERT INTO reviews VALUES (1, 1, 5), (2, 5, 4), (3, 2, 3), (4, 3, 4), (5, 3, 2), (6, 4, 5);
CREATE TABLE cafe_sales (cafe_sale_id INTEGER PRIMARY KEY, sale_date TEXT NOT NULL, item_name TEXT NOT NULL,
    quantity INTEGER NOT NULL, amount REAL NOT NULL);
INSERT INTO cafe_sales VALUES (1, '2024-07-02', 'Cream Tea', 2, 13.0), (2, '2024-07-09', 'Flat White', 3, 9.6),
    (3, '2024-07-20', 'Cream Tea', 2, 13.0), (4, '2024-08-01', 'Flat White', 9, 28.8);
"""


@pytest.mark.parametrize("question, sql, why", [
    ("What are our top 2 best sellers by number sold?", "SELECT 'Latte', 5 UNION ALL SELECT 'Scone', 4",
     "the sellers are the items; their sale lines, named by no word of the question, are found by the survey"),
    ("What was the café's best seller in July 2024, going by number of items sold?", "SELECT 'Cream Tea', 4",
     "the café's sales name the item each sold: its best seller is an item, ranked by the units sold"),
    ("Which items are priced above the average for their category?",
     "SELECT 'Mocha', 'Coffee', 3.6 UNION ALL SELECT 'Brownie', 'Bakery', 3.1",
     "each item against the average of its own category, not of every item"),
    ("Which staff are paid more than the average rate for their role?",
     "SELECT 'Cat Moss', 'baker' UNION ALL SELECT 'Ben Ito', 'barista'",
     "each one's rate against the average of their role, the role shown beside the name"),
    ("Which staff have an average review rating below 4 stars?", "SELECT 'Ben Ito', 3 UNION ALL SELECT 'Cat Moss', 3",
     "each one's average of the stars of their sales' reviews, compared with 4"),
    ("Which categories have an average price above 3?", "SELECT 'Coffee', 3.3",
     "each category's average price compared, not the total of its prices"),
    ("Which item has the highest price minus cost?", "SELECT 'Mocha', 2.4",
     "a price minus a cost of the same row is one figure to rank by, not a net figure across tables"),
    ("How many items are in the children's category?", "SELECT 2",
     "the stored 'Children''s' is found from the possessive 'children's'"),
    ("What's the average star rating of our reviews, out of five?", "SELECT AVG(stars) FROM reviews",
     "'out of five' is the scale of the rating, not a filter"),
    ("Which member of staff gets the best reviews?", "SELECT 'Dan Roe', 5",
     "the best reviews are the highest average of the reviews' one rating, not the most reviews"),
])
def test_a_delis_best_sellers_and_averages_compared(tmp_path, question, sql, why):
    assert_gold(sqlite_file(tmp_path / "deli.sqlite", DELI_COUNTER), question, sql, why=why)


TOY_SHOP = """
CREATE TABLE departments (dept_id INTEGER PRIMARY KEY, dept_name TEXT NOT NULL);
INSERT INTO departments VALUES (1, 'Puzzles'), (2, 'Board Games');
CREATE TABLE products (product_id INTEGER PRIMARY KEY, name TEXT NOT NULL,
    dept_id INTEGER NOT NULL REFERENCES departments(dept_id), sell_price REAL NOT NULL, cost_price REAL NOT NULL);
INSERT INTO products VALUES (1, 'Jigsaw 500', 1, 12.0, 5.0), (2, 'Jigsaw 1000', 1, 18.0, 8.0),
    (3, 'Chess Set', 2, 25.0, 30.0), (4, 'Ludo', 2, 9.0, 3.0);
CREATE TABLE sales (sale_id INTEGER PRIMARY KEY, sold_on TEXT NOT NULL);
INSERT INTO sales VALUES (1, '2023-05-01'), (2, '2023-11-20'), (3, '2024-02-03'), (4, '2024-06-09');
CREATE TABLE sale_lines (line_id INTEGER PRIMARY KEY, sale_id INTEGER NOT NULL REFERENCES sales(sale_id),
    product_id INTEGER NOT NULL REFERENCES products(product_id), qty INTEGER NOT NULL, unit_price REAL NOT NULL);
INSERT INTO sale_lines VALUES (1, 1, 1, 2, 12.0), (2, 1, 3, 1, 25.0), (3, 2, 2, 3, 18.0), (4, 3, 3, 2, 25.0),
    (5, 4, 3, 1, 25.0), (6, 4, 4, 5, 9.0), (7, 3, 1, 1, 12.0);
"""


@pytest.mark.parametrize("question, sql, why", [
    ("What's our most expensive puzzle?", "SELECT 'Jigsaw 1000', 18",
     "'Puzzles' is a row of a table of departments: its most expensive is among the products in it, by selling price"),
    ("How many puzzles did we sell in 2023?", "SELECT 5",
     "the units sold of the products of the department named, on the lines two keys below it"),
    ("How many Chess Sets were ordered in 2024?", "SELECT 3",
     "the units customers ordered of a product named are its units sold, not the rows naming it"),
])
def test_a_toy_shops_departments_and_units_ordered(tmp_path, question, sql, why):
    assert_gold(sqlite_file(tmp_path / "toys.sqlite", TOY_SHOP), question, sql, why=why)


PET_GROOMING = """
CREATE TABLE products (product_id INTEGER PRIMARY KEY, name TEXT NOT NULL, price REAL NOT NULL, cost REAL NOT NULL,
    available INTEGER NOT NULL);
INSERT INTO products VALUES (1, 'Dog Bed', 40.0, 22.0, 1), (2, 'Cat Tree', 60.0, 45.0, 1), (3, 'Chew Toy', 8.0, 3.0, 0);
CREATE TABLE grooming_appointments (appointment_id INTEGER PRIMARY KEY, appointment_date TEXT NOT NULL,
    service TEXT NOT NULL, price REAL NOT NULL, status TEXT NOT NULL);
INSERT INTO grooming_appointments VALUES (1, '2024-03-01', 'Full Groom', 45.0, 'completed'),
    (2, '2024-04-02', 'Nail Trim', 12.0, 'completed'), (3, '2024-05-03', 'Full Groom', 45.0, 'cancelled'),
    (4, '2023-12-01', 'Bath', 20.0, 'completed');
"""


@pytest.mark.parametrize("question, sql, why", [
    ("Which product has the biggest margin between price and cost?", "SELECT 'Dog Bed', 18",
     "the price and the cost said beside the margin are its parts, not two more measures"),
    ("How many products are currently available?", "SELECT 2",
     "an INTEGER named 'available' alone is a yes/no saying which rows are current"),
])
def test_a_pet_shops_margins_and_stock_on_offer(tmp_path, question, sql, why):
    assert_gold(sqlite_file(tmp_path / "pets.sqlite", PET_GROOMING), question, sql, why=why)


HARDWARE_ORDERS = """
CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, name TEXT NOT NULL);
INSERT INTO customers VALUES (1, 'Ann Shaw'), (2, 'Bob Lee');
CREATE TABLE suppliers (supplier_id INTEGER PRIMARY KEY, name TEXT NOT NULL);
INSERT INTO suppliers VALUES (1, 'Toolco');
CREATE TABLE sales_orders (order_id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
    order_date TEXT NOT NULL, status TEXT NOT NULL);
INSERT INTO sales_orders VALUES (1, 1, '2024-01-05', 'completed'), (2, 1, '2024-03-09', 'cancelled'),
    (3, 2, '2024-07-01', 'completed'), (4, 2, '2023-11-11', 'completed');
CREATE TABLE purchase_orders (po_id INTEGER PRIMARY KEY, supplier_id INTEGER NOT NULL REFERENCES suppliers(supplier_id),
    po_date TEXT NOT NULL, total REAL NOT NULL);
INSERT INTO purchase_orders VALUES (1, 1, '2024-02-01', 100.0), (2, 1, '2024-05-01', 200.0),
    (3, 1, '2024-06-01', 300.0);
"""


@pytest.mark.parametrize("question, sql, why", [
    ("How many orders did we complete in 2024?", "SELECT 2",
     "'orders' names both the sales and the purchase orders: the sales, where nothing speaks of buying in"),
    ("How many orders have we placed with suppliers in 2024?", "SELECT 3",
     "orders placed with suppliers are the purchase orders"),
])
def test_a_hardware_stores_sales_and_purchase_orders(tmp_path, question, sql, why):
    assert_gold(sqlite_file(tmp_path / "hardware.sqlite", HARDWARE_ORDERS), question, sql, why=why)


BOARDING_KENNEL = """
CREATE TABLE owners (owner_id INTEGER PRIMARY KEY, name TEXT NOT NULL, account_status TEXT NOT NULL);
INSERT INTO owners VALUES (1, 'Ann Shaw', 'Open'), (2, 'Bob Lee', 'Closed'), (3, 'Cat Moss', 'Suspended'),
    (4, 'Dan Roe', 'Open');
CREATE TABLE dogs (dog_id INTEGER PRIMARY KEY, name TEXT NOT NULL,
    owner_id INTEGER NOT NULL REFERENCES owners(owner_id));
INSERT INTO dogs VALUES (1, 'Monty', 1), (2, 'Biscuit', 2), (3, 'Pip', 3);
CREATE TABLE stays (stay_id INTEGER PRIMARY KEY, dog_id INTEGER NOT NULL REFERENCES dogs(dog_id),
    booked_at TEXT NOT NULL, check_in TEXT NOT NULL, check_out TEXT, status TEXT NOT NULL);
INSERT INTO stays VALUES (1, 1, '2023-11-20', '2023-12-01', '2023-12-05', 'Completed'),
    (2, 1, '2024-01-02', '2024-02-01', '2024-02-03', 'Completed'),
    (3, 2, '2023-12-15', '2024-01-03', '2024-01-13', 'Completed'),
    (4, 3, '2024-03-01', '2024-03-02', '2024-03-04', 'Completed'),
    (5, 1, '2024-04-01', '2024-05-01', '2024-05-02', 'Completed'),
    (6, 3, '2024-06-01', '2024-06-10', NULL, 'Cancelled'), (7, 3, '2024-07-01', '2024-07-10', NULL, 'Cancelled'),
    (8, 3, '2024-08-01', '2024-08-10', NULL, 'Cancelled');
CREATE TABLE walk_logs (stay_id INTEGER PRIMARY KEY REFERENCES stays(stay_id), walks INTEGER NOT NULL);
INSERT INTO walk_logs VALUES (1, 3), (2, 1), (3, 6), (4, 2), (5, 1);
"""


@pytest.mark.parametrize("question, sql, why", [
    ("Which dog has boarded with us the most times?", "SELECT 'Monty', 3",
     "a verb of what the business does with the rows ('boarded with us') asks for the stays not cancelled"),
    ("Which dog spent the most nights with us in 2024?", "SELECT 'Biscuit', 10",
     "nights spent are nights, not money; the stay's period is its check-in (a start beside its check-out)"),
    ("How many walk logs were there in 2024?", "SELECT 4",
     "a table whose key is its stay's key has the stay's date"),
    ("Which owners are closed or suspended?", "SELECT 'Bob Lee' UNION ALL SELECT 'Cat Moss'",
     "two values joined by 'or' in a plain list are either one, not a comparison"),
])
def test_a_boarding_kennels_stays_and_owners(tmp_path, question, sql, why):
    assert_gold(sqlite_file(tmp_path / "kennel.sqlite", BOARDING_KENNEL), question, sql, why=why)


def test_a_second_question_about_the_answer_is_not_left_out(tmp_path):
    assert_abstains(sqlite_file(tmp_path / "kennel.sqlite", BOARDING_KENNEL),
                    "Which dog spent the most nights with us in 2024, who owns it, and how many nights was it?")


CAFE_ORDERS = """
CREATE TABLE menu_items (item_id INTEGER PRIMARY KEY, name TEXT NOT NULL, section TEXT NOT NULL, price REAL NOT NULL,
    is_vegan INTEGER NOT NULL, is_active INTEGER NOT NULL);
INSERT INTO menu_items VALUES (1, 'Latte', 'Drinks', 3.2, 0, 1), (2, 'Pumpkin Muffin', 'Cakes', 2.8, 0, 0),
    (3, 'Scone', 'Cakes', 2.5, 0, 1), (4, 'Iced Mocha', 'Drinks', 3.9, 0, 0), (5, 'Vegan Brownie', 'Cakes', 3.0, 1, 1),
    (6, 'Oat Flat White', 'Drinks', 3.4, 1, 1);
CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, name TEXT NOT NULL);
INSERT INTO customers VALUES (1, 'Ann Shaw'), (2, 'Bob Lee'), (3, 'Cat Moss'), (4, 'Dan Roe');
CREATE TABLE orders (order_id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
    channel TEXT NOT NULL, ordered_on TEXT NOT NULL);
INSERT INTO orders VALUES (1, 1, 'Online', '2024-01-02'), (2, 1, 'Delivery', '2024-01-09'),
    (3, 2, 'Online', '2024-02-01'), (4, 2, 'Online', '2024-03-01'), (5, 3, 'Delivery', '2024-03-05'),
    (6, 4, 'Online', '2024-04-01');
"""


@pytest.mark.parametrize("question, sql, why", [
    ("Which vegan cakes do we sell?", "SELECT 'Vegan Brownie'",
     "a yes/no said before a stored kind picks among the things of that kind, which are what is listed"),
    ("Which items have we taken off the menu?", "SELECT 'Pumpkin Muffin' UNION ALL SELECT 'Iced Mocha'",
     "taken off the menu: no longer current, the rows whose yes/no of being active says no"),
    ("Which menu items have we stopped selling?", "SELECT 'Pumpkin Muffin' UNION ALL SELECT 'Iced Mocha'",
     "stopped selling: no longer current, not the items' sales"),
    ("Which customers have ordered online but never for delivery?", "SELECT 'Bob Lee' UNION ALL SELECT 'Dan Roe'",
     "the customers with an order of the first value, less those with one of the second"),
    ("How many customers have ordered online but never had a delivery?", "SELECT 2",
     "counted the same way: those of the first value less those of the second"),
])
def test_a_cafes_menu_changes_and_channels_contrasted(tmp_path, question, sql, why):
    assert_gold(sqlite_file(tmp_path / "cafe.sqlite", CAFE_ORDERS), question, sql, why=why)


def test_half_a_pair_is_not_left_out(tmp_path):
    """"Food and drink" where only the drinks are stored: the query would answer for half of what is asked."""
    assert_abstains(sqlite_file(tmp_path / "cafe.sqlite", CAFE_ORDERS),
                    "What's the average price of our food and drink items?")


PET_SHOP_KINDS = """
CREATE TABLE categories (category_id INTEGER PRIMARY KEY, name TEXT NOT NULL);
INSERT INTO categories VALUES (1, 'Dog Food'), (2, 'Cat Toys');
CREATE TABLE products (product_id INTEGER PRIMARY KEY, name TEXT NOT NULL,
    category_id INTEGER NOT NULL REFERENCES categories(category_id), price REAL NOT NULL);
INSERT INTO products VALUES (1, 'Kibble 2kg', 1, 9.5), (2, 'Kibble 10kg', 1, 32.0), (3, 'Puppy Mix', 1, 12.0),
    (4, 'Feather Wand', 2, 4.0);
CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, name TEXT NOT NULL, registered_on TEXT NOT NULL);
INSERT INTO customers VALUES (1, 'Ann Shaw', '2023-02-01'), (2, 'Bob Lee', '2024-05-01');
CREATE TABLE pets (pet_id INTEGER PRIMARY KEY, name TEXT NOT NULL, species TEXT NOT NULL,
    customer_id INTEGER NOT NULL REFERENCES customers(customer_id));
INSERT INTO pets VALUES (1, 'Rex', 'Dog', 1), (2, 'Tom', 'Cat', 1), (3, 'Fido', 'Dog', 2);
CREATE TABLE boarding_units (unit_id INTEGER PRIMARY KEY, unit_type TEXT NOT NULL, nightly_rate REAL NOT NULL);
INSERT INTO boarding_units VALUES (1, 'Dog Suite', 45.0), (2, 'Cat Pod', 20.0);
CREATE TABLE grooming_appointments (appointment_id INTEGER PRIMARY KEY, pet_id INTEGER NOT NULL REFERENCES pets(pet_id),
    appointment_date TEXT NOT NULL, price_charged REAL NOT NULL, status TEXT NOT NULL);
INSERT INTO grooming_appointments VALUES (1, 1, '2024-03-01', 40.0, 'completed'),
    (2, 3, '2024-05-01', 35.0, 'completed'), (3, 1, '2024-06-01', 40.0, 'cancelled'),
    (4, 3, '2023-12-01', 30.0, 'completed');
"""


@pytest.mark.parametrize("question, sql, why", [
    ("How many dog foods do we have?", "SELECT 3",
     "a row of a table of kinds counts the things of that kind, the one table of named things pointing at it"),
    ("How many dogs are registered with us?", "SELECT 2",
     "'are registered with us' says the rows are on our books, not when the customers registered"),
    ("What do we charge a night for a Dog Suite?", "SELECT 45.0",
     "a price 'a night' is the money column named nightly, not a length of stay in nights"),
    ("How much did completed grooming appointments bring in during 2024?", "SELECT 75.0",
     "a price named as charged is what each appointment paid: the money taken, with no quantity to multiply"),
    ("Which customers have both a dog and a cat?", "SELECT 'Ann Shaw'",
     "both of two stored values of one column: those with a pet of each, not pets that are both"),
    ("How many customers have both a dog and a cat?", "SELECT 1",
     "counted the same way: the customers with a pet of the first kind and one of the second"),
])
def test_a_pet_shops_kinds_pets_and_nightly_rates(tmp_path, question, sql, why):
    assert_gold(sqlite_file(tmp_path / "pets.sqlite", PET_SHOP_KINDS), question, sql, why=why)
