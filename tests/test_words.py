"""The shared vocabulary: identifiers read as English, English written as identifiers, in every naming style."""

import pytest

from envs.words import (NAMING_STYLES, article, count_noun, fold_accents, human_words, lemma, plural,
                        render_identifier, render_table_name, singular, split_identifier)


@pytest.mark.parametrize("name, words, human", [
    ("cust_id", ("cust", "id"), "customer id"),
    ("OrderDate", ("order", "date"), "order date"),
    ("customerId", ("customer", "id"), "customer id"),
    ("CustomerID", ("customer", "id"), "customer id"),
    ("ORDER_DATE", ("order", "date"), "order date"),
    ("tbl_order_items", ("order", "items"), "order items"),
    ("tblCustOrders", ("cust", "orders"), "customer orders"),
    ("qty", ("qty",), "quantity"),
    ("dob", ("dob",), "date of birth"),
    ("emp_no", ("emp", "no"), "employee number"),
    ('"weird name"', ("weird", "name"), "weird name"),
    ("t", ("t",), "t"),  # a lone "t" is a name, not a prefix
])
def test_identifiers_read_as_words(name, words, human):
    assert split_identifier(name) == words
    assert human_words(name) == human


@pytest.mark.parametrize("one, many", [
    ("album", "albums"), ("category", "categories"), ("person", "people"), ("status", "statuses"),
    ("staff", "staff"), ("order item", "order items"), ("bonus", "bonuses"), ("address", "addresses"),
    ("box", "boxes"), ("analysis", "analyses"), ("premium", "premiums"), ("sale", "sales"),
    ("sourdough loaf", "sourdough loaves"),
])
def test_plural_and_singular_invert(one, many):
    assert plural(one) == many and singular(many) == one and plural(many) == many and singular(one) == one


@pytest.mark.parametrize("word", ["was", "has", "gas", "its", "news", "series", "bus"])
def test_words_that_only_look_plural(word):
    assert singular(word) == word


@pytest.mark.parametrize("phrase, expected", [
    ("hour", "an"), ("user", "a"), ("order", "an"), ("SKU", "an"), ("unit price", "a"), ("employee", "an"),
    ("honest answer", "an"), ("HR report", "an"), ("European city", "a"), ("umbrella", "an"), ("one-off fee", "a"),
    ("8-hour shift", "an"), ("car", "a"), ("", "a"),
])
def test_article(phrase, expected):
    assert article(phrase) == expected


def test_counts_agree_with_their_noun():
    assert (count_noun(1, "album"), count_noun(3, "album"), count_noun(2, "staff")) == ("1 album", "3 albums", "2 staff")


def test_lemmas():
    assert (lemma("bought"), lemma("Customers"), lemma("busiest"), lemma("2024")) == ("buy", "customer", "busy", "2024")


@pytest.mark.parametrize("style", NAMING_STYLES)
def test_every_style_reads_back_as_the_same_words(style):
    for words in (["customer", "id"], ["order", "date"], ["unit", "price"], ["quantity"], ["description"]):
        name = render_identifier(words, style)
        assert human_words(name) == " ".join(words), (style, name)
    table = render_table_name(["order", "item"], style, plural_names=True)
    assert human_words(table) == "order items" and (style != "prefixed" or table.startswith("tbl_"))
    assert render_table_name(["order", "item"], style, plural_names=False) != table


def test_no_style_writes_a_keyword_for_a_common_word():
    assert render_identifier(["description"], "abbreviated") == "descr"  # not DESC
    with pytest.raises(ValueError):
        render_identifier(["x"], "kebab")


def test_accents_fold_to_plain_letters():
    assert fold_accents("café") == "cafe" and fold_accents("Zoë Müller") == "Zoe Muller"
