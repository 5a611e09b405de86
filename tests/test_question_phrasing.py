"""Plain English for generated questions: nouns, dates as verbs, amounts, totals, articles."""

import pytest

from envs.analyst.questions.phrasing import (amount_words, column_words, date_phrase, flag_phrase, indefinite,
                                             round_number, table_noun, total_of)
from envs.analyst.questions.profile import ColumnProfile


def column(table: str, name: str) -> ColumnProfile:
    from envs.words import split_identifier

    return ColumnProfile(table, name, "measure", split_identifier(name), 10, 10, 0)


@pytest.mark.parametrize("table, one, many", [
    ("tblCustOrders", "customer order", "customer orders"), ("staff", "staff", "staff"),
    ("order_items", "order item", "order items"), ("Category", "category", "categories"),
])
def test_table_nouns(table, one, many):
    assert (table_noun(table).one, table_noun(table).many) == (one, many)


@pytest.mark.parametrize("table, name, words", [
    ("products", "product_name", "name"), ("products", "unit_price", "unit price"), ("dogs", "weight_kg", "weight in kg"),
    ("customers", "CustomerCity", "city"), ("orders", "qty", "quantity"),
])
def test_column_words_drop_the_table_noun_and_read_units(table, name, words):
    assert column_words(column(table, name)) == words


@pytest.mark.parametrize("name, were, noun", [
    ("hired_on", "were hired", "hired date"), ("hire_date", "were hired", "hire date"),
    ("joined_on", "joined", "joined date"), ("sold_at", "were sold", "sold date"), ("dob", "were born", "date of birth"),
    ("due_date", None, "due date"),
])
def test_dates_read_as_what_happened(name, were, noun):
    phrase = date_phrase(column("rows", name))
    assert (phrase.were, phrase.noun) == (were, noun)


def test_amounts_totals_and_articles():
    assert amount_words(column("branches", "seats")) == "number of seats"
    assert amount_words(column("orders", "tip")) == "tip"
    assert (total_of("total charge"), total_of("amount")) == ("total charge", "total amount")
    assert (indefinite("total hours"), indefinite("amount")) == ("total hours", "an amount")
    assert flag_phrase(column("items", "is_vegan")) == ("are", "vegan")
    assert (round_number(1234.5, False), round_number(0.347, False), round_number(7, True)) == (1200, 0.3, 7)
