"""The answer composer: one plain sentence per result, accepted by the strict scorer whenever the result is gold."""

from __future__ import annotations

import math

import pytest

from agent.answers import compose_answer, format_value
from envs.analyst.tasks import GoldAnswer
from envs.analyst.verify import answer_matches, is_abstention

PRODUCTS = [("Cat Tower", 1200.0), ("Dog Bed", 950.5), ("Fish Food", 800.25)]
CITIES = [("London", 12), ("Paris", 10), ("Rome", 3)]


@pytest.mark.parametrize("question, columns, rows, expected", [
    ("How many orders are there?", ["orders"], [(42,)], "There are 42 orders."),
    ("How many no-shows did we have in 2025?", ["COUNT(*)"], [(29,)], "There are 29 no-shows."),  # not "29 nos"
    ("Which city do most of our clients live in?", ["city"], [("Portland",)],
     "The city that most of our clients live in is Portland."),  # not "the city that do most ..."
    ("Which vet did the most operations?", ["vet"], [("Ann",)], "The vet that did the most operations is Ann."),
    ("How many orders are there?", ["COUNT(*)"], [(1,)], "There is 1 order."),
    ("How many?", ["n"], [(0,)], "The count is 0."),
    ("How many rows?", ["n"], [(0,)], "There are 0 rows."),
    ("How many more lessons did we teach in May than in April?", ["difference"], [(104,)], "The difference is 104."),
    ("What is the average price?", ["average price"], [(23.5,)], "The average price is 23.50."),
    ("What was our revenue?", ["total amount"], [(1234567.891,)], "The total amount is 1,234,567.89."),
    ("Which country has the most customers?", ["country", "customers"], [("USA", 13)],
     "The country with the most customers is USA, with 13 customers."),
    ("Which country has the most customers?", ["country"], [("USA",)], "The country with the most customers is USA."),
    ("Which product is the most expensive?", ["products", "price"], [("Bird Cage", 120.0)],
     "The product that is the most expensive is Bird Cage, with price 120."),
    ("Who is the oldest student?", ["students", "date of birth"], [("Ada Lovelace", "2010-01-02")],
     "The oldest student is Ada Lovelace, with date of birth 2010-01-02."),
    ("Who spent the most in 2024?", ["customers", "total amount"], [("Ada", 99.5)],
     "Ada spent the most in 2024, with total amount 99.50."),
    ("What are the top 3 products by revenue?", ["products", "total amount"], PRODUCTS,
     "The top products by total amount are Cat Tower (1200), Dog Bed (950.50) and Fish Food (800.25)."),
    ("How many customers are there in each city?", ["city", "customers"], CITIES,
     "Customers by city: London (12); Paris (10); Rome (3)."),
    ("Which breeds are giant?", ["breeds"], [("Great Dane",), ("Mastiff",)], "The breeds are Great Dane and Mastiff."),
    ("Which brewer brewed the most batches in 2024?", ["staff", "brew batches"], [("Gareth Pennington", 20)],
     "The brewer that brewed the most batches in 2024 is Gareth Pennington, with 20 brew batches."),  # the question's
    # own noun, not "The answer is" for a ``staff`` label
    ("Which of our teachers taught the most?", ["staff", "lessons"], [("Ann Reed", 40)],
     "The answer is Ann Reed, with 40 lessons."),  # ("of" names no thing)
    ("Which month had the most check-ins?", ["month", "stays"], [("2024-07", 425)],
     "The month with the most check-ins is July 2024 (2024-07), with 425 stays."),
    ("Which account manager's customers were billed the most?", ["account manager", "amount"], [("Hana", 96.5)],
     "The account manager whose customers were billed the most is Hana, with amount 96.50."),
    ("Which customer has visited us the most times (most receipts)?", ["customers", "sales"], [("Lily", 134)],
     "The customer that has visited us the most times is Lily, with 134 sales."),
    ("How many units came back in 2024?", ["COUNT(*)"], [(295,)], "There are 295 units."),
    ("How many different customers appear among the orders?", ["COUNT(DISTINCT customer_id)"], [(20,)],
     "There are 20 customers."),  # a plural noun ends the phrase (not "20 customers appears")
    ("How many menu items are vegan?", ["COUNT(*)"], [(20,)], "There are 20 menu items."),
    ("How many five-star reviews have we had?", ["revs"], [(168,)], "There are 168 five-star reviews."),  # a table
    # ``rev``: the question's noun for it
    ("How many pumpkin spice lattes have we sold?", ["total quantity"], [(47,)], "There are 47 pumpkin spice lattes."),
    ("What was our total revenue?", ["revenue"], [(1200,)], "The revenue is 1200."),  # a total, not a count
    ("Total rides for member Leo Kaur?", ["number of rides"], [(46,)], "The number of rides is 46."),
    ("Anything?", ["x"], [], "The query returned no rows."),
    # a unit ending a measure's name is said after the value
    ("What's the longest ride anyone has taken, in minutes?", ["highest duration_min"], [(720,)],
     "The highest duration is 720 minutes."),
    ("How long has Waffles stayed with us in all?", ["total length in days"], [(165.0,)],
     "The total length is 165 days."),
    ("What was our total kilos collected in August 2024?", ["total kg"], [(163739.8,)], "The total is 163,739.80 kg."),
    ("Which ride was the longest?", ["rides", "duration_min"], [("R1", 720)],
     "The ride that was the longest is R1, with duration 720 minutes."),
    ("What's been our best month for takings this year?", ["month", "total amount paid"], [("August 2025", 1200)],
     "Our best month for takings this year is August 2025, with total amount paid 1200."),  # (not "The answer is")
    ("Which teachers have left us, and when?", ["teachers", "left on"],
     [("Ben Adeyemi", "2024-12-18"), ("Harriet Lyle", "2025-07-18")],
     "Ben Adeyemi (left on 2024-12-18); Harriet Lyle (left on 2025-07-18)."),  # each name, then what else is known
    ("Who's our longest-serving cashier still with us?", ["staff", "hired on"], [("Kieran Gibbs", "2012-11-17")],
     "Our longest-serving cashier still with us is Kieran Gibbs, hired on 2012-11-17."),  # who's; a date as said
    ("Who's sold the most this year?", ["staff", "total sales"], [("Kieran Gibbs", 1200)],
     "Kieran Gibbs has sold the most this year, with total sales 1200."),  # who's: who has
    ("What's our best-selling product this year by units?", ["products", "total quantity"], [("Frame Fixings", 283)],
     "Our best-selling product this year by units is Frame Fixings, with total quantity 283."),
    ("What's our most expensive membership plan and what does it cost?", ["plan_name", "monthly price"],
     [("Reformer Unlimited", 189)],
     "Our most expensive membership plan is Reformer Unlimited, with monthly price 189."),
    ("Which book has never been ordered?", ["books"], [("Dune",)], "The book that has never been ordered is Dune."),
    ("Which customers have made more than 2 rentals?", ["customers", "number of rentals"], [("Cat Day", 3)],
     "The customer that has made more than 2 rentals is Cat Day, with 3 rentals."),  # (not "3 number of rentals")
    ("List the classes, cheapest class first.", ["classes", "price"], [("HIIT", 7), ("Spin", 8)],
     "The classes by price, cheapest class first: HIIT (7) and Spin (8)."),  # (not "the top classes")
    ("What's the strongest beer we make?", ["beers", "abv percent"], [("Old Peculier", 5.6)],
     "The strongest beer we make is Old Peculier, with abv percent 5.60."),  # any superlative, not a listed few
])
def test_sentences(question, columns, rows, expected):
    assert compose_answer(question, columns, rows) == expected


# (question, columns, rows, ordered): every result shape the baseline produces, and bare values an LLM might give
SCORED = [
    ("How many orders are there?", ["orders"], [(42,)], False),
    ("How many orders are there?", ["COUNT(*)"], [(12345,)], False),
    ("How many customers live in Paris?", ["customers"], [(0,)], False),
    ("What is the average price?", ["average price"], [(23.5,)], False),
    ("What is the average weight?", ["average weight"], [(0.034567,)], False),
    ("What was the total revenue in 2024?", ["total amount"], [(1234567.891,)], False),
    ("What is the balance?", ["total"], [(-42.5,)], False),
    ("Which country has the most customers?", ["country", "customers"], [("USA", 13)], True),
    ("Which country has the most customers?", ["country"], [("USA",)], True),
    ("When was the last order placed?", ["latest order date"], [("2025-07-18",)], False),
    ("What are the top 3 products by revenue?", ["products", "total amount"], PRODUCTS, True),
    ("How many customers are there in each city?", ["city", "customers"], CITIES, True),
    ("How many customers are there in each city?", ["city", "customers"], CITIES, False),
    ("Which breeds are giant?", ["breeds"], [("Great Dane",), ("Mastiff",), ("Newfoundland",)], False),
    ("List the staff in the order they left.", ["staff"], [("Jade P",), ("Craig H",), ("Gavin R",)], True),
    ("Who is the oldest student?", ["students", "date of birth"], [("Ada Lovelace", "2010-01-02")], True),
    ("Which month of 2024 had the most check-ins?", ["month", "stays"], [("2024-07", 425)], True),
    ("How many departments per floor?", ["floor", "departments"], [(1, 4), (3, 4), (2, 2)], True),
    ("What is the average salary by job title?", ["job title", "average salary"],
     [("Sales & Marketing", 32007.8), ("Chef and Cook", 100.0)], True),
    ("List the plans with their price.", ["plans", "price"], [("Basic", 9.99), ("Pro", 29.0)], True),
    ("What were the sales per year?", ["year", "total amount"], [("2023", 100.5), ("2024", 200.25)], True),
    ("How many units of each product?", ["product name", "total quantity"], [("Bed", 30), ("Tower", 20)], True),
    ("What's the longest ride anyone has taken, in minutes?", ["highest duration_min"], [(720,)], False),
    ("How long has Waffles stayed with us in all?", ["total length in days"], [(165.0,)], False),
    ("Which rides were the longest?", ["rides", "duration_min"], [("R1", 720), ("R2", 95)], True),
]


@pytest.mark.parametrize("question, columns, rows, ordered", SCORED)
def test_the_strict_scorer_accepts_the_gold_result(question, columns, rows, ordered):
    answer = compose_answer(question, columns, rows)
    gold = GoldAnswer(tuple(columns), tuple(tuple(r) for r in rows), ordered)
    assert answer_matches(answer, gold, question), answer
    assert not is_abstention(answer)


@pytest.mark.parametrize("question, columns, rows", [
    (None, None, None),
    ("", [], [()]),
    ("Which?", ["a"], [(None,)]),
    ("How many?", ["a", "b"], [(1,), (2, 3, 4)]),  # ragged rows
    ("What?", ["blob"], [(b"\x00\x01",)]),
    ("What?", ["x"], [(math.nan,), (math.inf,)]),
    ("What?", ["x"], [(10 ** 30,)]),
    ("What?", ["x"], [(object(),)]),
    ("What?", ["weird \"col\" name; DROP"], [("a\nb",)]),
    ("How many?", ["n"], [(True,)]),
    ("Which?", ["x"], [(str(i),) for i in range(50)]),
])
def test_never_raises(question, columns, rows):
    answer = compose_answer(question, columns, rows)
    assert isinstance(answer, str) and answer


def test_is_deterministic():
    args = ("What are the top 3 products by revenue?", ["products", "total amount"], PRODUCTS)
    assert len({compose_answer(*args) for _ in range(5)}) == 1


@pytest.mark.parametrize("value, column, expected", [
    (1234, "orders", "1234"), (12345, "orders", "12,345"), (20240, "year", "20240"), (2.5, "", "2.50"),
    (0.012345, "", "0.01235"), (3.0, "", "3"), (None, "", "no value"), ("2024-03", "", "March 2024 (2024-03)"),
])
def test_format_value(value, column, expected):
    assert format_value(value, column) == expected


def test_a_month_after_its_year_names_the_month_alone():
    """"year 2024, month July (2024-07)": the year said once a row, so that a gold naming the month ('July') finds
    each row in its place (after "year 2024, month July 2024 (2024-07)" the scorer read the rows out of order)."""
    question = "For each year, which month had the most check-ins, and how many?"
    answer = compose_answer(question, ["year", "month", "stays"],
                            [("2023", "2023-08", 368), ("2024", "2024-07", 394), ("2025", "2025-07", 408)])
    assert "year 2024, month July (2024-07), stays 394" in answer, answer
    rows = (("2023", "August", 368), ("2024", "July", 394), ("2025", "July", 408))
    gold = GoldAnswer(("year", "month", "stays"), rows, True)
    assert answer_matches(answer, gold, question), answer
