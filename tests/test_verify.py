"""The scorer: typed answer matching and Spider-style execution match, as tables of cases."""

import pytest

from envs.analyst.tasks import GoldAnswer
from envs.analyst.verify import answer_matches, numbers_in, results_match, strip_distinct


def scalar(value):
    return GoldAnswer(("v",), ((value,),), ordered=False)


def listing(*values, ordered=False):
    return GoldAnswer(("v",), tuple((v,) for v in values), ordered=ordered)


ANSWER_CASES = [
    # gold, answer, question, expected
    (scalar(42), "There are 42 dogs.", "", True),
    (scalar(42), "42.0", "", True),
    (scalar(42), "41", "", False),
    (scalar(42), "In 2024 we had 42 of them.", "How many in 2024?", True),  # numbers from the question are skipped
    (scalar(42), "On 2024-03-01 there were 42.", "", True),  # dates are not numbers
    (scalar(42), "We have 12 stores and 42 dogs.", "", False),  # the first number counts
    (scalar(1234), "1,234", "", True),
    (scalar(1234.5), "$1,234.50", "", True),
    (scalar(1234.5), "about 1,240", "", True),  # within 1%
    (scalar(1234.5), "1,300", "", False),
    (scalar(0.125), "12.5%", "", True),  # a percentage also reads as a fraction
    (scalar(12.5), "12.5%", "", True),
    (scalar(-3.5), "The change was -3.5", "", True),
    (scalar(7), "no idea", "", False),
    (scalar(7), "", "", False),
    (scalar("Deluxe Cat Tower"), "The best seller is deluxe  CAT tower.", "", True),
    (scalar("Deluxe Cat Tower"), "Cat Tower", "", False),
    (scalar("Ann"), "Annabel", "", False),
    (scalar("Riverside"), "The newest store is Riverside, opened last May.", "", True),
    (scalar("Riverside"), "Northgate, Lakeside, Riverside and Hillview", "", False),  # naming every store  # whole phrase, not a substring of a word
    (listing("A", "B", "C"), "B, A, C", "", True),
    (listing("A", "B", "C", ordered=True), "A, B, C", "", True),
    (listing("A", "B", "C", ordered=True), "B, A, C", "", False),
    (listing("A", "B", "C"), "A, B", "", False),
    (listing("A", "B", "C"), "A, B, C, D, E, F", "", False),  # listing everything is not an answer
    (listing(3, 5), "5 and 3", "", True),
    (GoldAnswer(("name", "n"), (("Alpha", 10), ("Beta", 7)), True), "Alpha: 10\nBeta: 7", "", True),
    (GoldAnswer(("name", "n"), (("Alpha", 10), ("Beta", 7)), True), "Beta: 7\nAlpha: 10", "", False),
    (GoldAnswer(("name", "n"), (("Alpha", 10), ("Beta", 7)), False), "Beta: 7\nAlpha: 10", "", True),
    (GoldAnswer(("name", "n"), (("Alpha", 10), ("Beta", 7)), False), "Alpha: 10\nBeta: 8", "", False),
    (GoldAnswer(("year", "girls", "boys"), ((7, 90, 88), (8, 88, 90)), True),  # numbers repeat across rows
     "Year 7: 90 girls, 88 boys\nYear 8: 88 girls, 90 boys", "", True),
    (GoldAnswer(("year", "girls", "boys"), ((7, 90, 88), (8, 88, 90)), True),
     "Year 8: 88 girls, 90 boys\nYear 7: 90 girls, 88 boys", "", False),
]


@pytest.mark.parametrize("gold,answer,question,expected", ANSWER_CASES)
def test_answer_matches(gold, answer, question, expected):
    assert answer_matches(answer, gold, question) is expected


RESULT_CASES = [
    # pred, gold, ordered, expected
    ([(1, "a"), (2, "b")], [(1, "a"), (2, "b")], True, True),
    ([(2, "b"), (1, "a")], [(1, "a"), (2, "b")], False, True),  # a bag when the gold has no ORDER BY
    ([(2, "b"), (1, "a")], [(1, "a"), (2, "b")], True, False),
    ([("a", 1), ("b", 2)], [(1, "a"), (2, "b")], True, True),  # column order may differ
    ([(1, "a")], [(1, "a"), (1, "a")], False, False),  # bags count duplicates
    ([(1, "a", 0)], [(1, "a")], False, False),  # different width
    ([(0.30000000000000004,)], [(0.3,)], False, True),  # float noise from summation order
    ([(1, 2), (2, 1)], [(1, 1), (2, 2)], False, False),  # same column bags, different rows
    ([], [], False, True),
]


@pytest.mark.parametrize("pred,gold,ordered,expected", RESULT_CASES)
def test_results_match(pred, gold, ordered, expected):
    assert results_match(pred, gold, ordered) is expected


def test_column_order_can_be_required():
    assert results_match([("a", 1)], [(1, "a")], ordered=False)
    assert not results_match([("a", 1)], [(1, "a")], ordered=False, column_order_matters=True)
    assert results_match([(1, "a")], [(1, "a")], ordered=True, column_order_matters=True)
    assert not results_match([(0.00012,)], [(0.00013,)], ordered=False)  # significant digits, not decimals


def test_strip_distinct_keeps_count_distinct():
    assert strip_distinct("SELECT DISTINCT a FROM t") == "SELECT a FROM t"
    assert "DISTINCT" in strip_distinct("SELECT COUNT(DISTINCT a) FROM t")
    assert strip_distinct("not sql at all (") == "not sql at all ("


def test_numbers_in_masks_dates():
    assert [v for _, v, _ in numbers_in("on 2024-05-01 we sold 1,200 units at $3.50, 10%")] == [1200, 3.5, 10]
