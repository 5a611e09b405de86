"""The scorer: a labelled corpus of answers, typed answer matching, the runner-ups ``execute_gold`` reads past a
LIMIT, and Spider-style execution match, as tables of cases.

The corpus (tests/data/scorer_corpus.jsonl) was labelled as a careful human judge would, before the scorer was tuned
to it; a case marked ``known_limitation`` is one where the scorer is known to disagree with the judge (strict xfail:
the day the scorer gets it right, the mark must go).
"""

import json
import random
import time
from pathlib import Path

import pytest

from envs.analyst.tasks import GoldAnswer, execute_gold
from envs.analyst.verify import (
    MAX_ANSWER_CHARS,
    Verdict,
    answer_matches,
    check_answer,
    numbers_in,
    results_match,
    strip_distinct,
)

CORPUS_PATH = Path(__file__).parent / "data" / "scorer_corpus.jsonl"
ADVERSARIAL_CATEGORIES = {"hedge", "dump", "off_by_one", "swapped", "order", "near_miss", "substring", "date_id",
                          "percent", "context", "label", "distractor", "restate", "refusal", "empty", "negation"}


def load_corpus() -> list[dict]:
    return [json.loads(line) for line in CORPUS_PATH.read_text(encoding="utf-8").splitlines() if line.strip()]


def gold_of(case: dict) -> GoldAnswer:
    gold = case["gold"]
    return GoldAnswer(tuple(gold["columns"]), tuple(tuple(row) for row in gold["rows"]), gold["ordered"],
                      tuple(gold.get("distractors", ())))


CORPUS = load_corpus()


def corpus_params():
    for n, case in enumerate(CORPUS):
        case_id = f"{n:03d}-{case['category']}-{case['why']}"[:90]
        marks = [pytest.mark.xfail(strict=True, reason=f"known limitation: {case['why']}")] if case.get(
            "known_limitation") else []
        yield pytest.param(case, id=case_id, marks=marks)


@pytest.mark.parametrize("case", corpus_params())
def test_scorer_agrees_with_the_corpus_label(case):
    verdict = check_answer(case["answer"], gold_of(case), case["question"])
    assert verdict.correct is case["correct"], (
        f"judge: {case['correct']} ({case['why']}); scorer: {verdict.correct} ({verdict.reason}); answer {case['answer']!r}")


def test_corpus_covers_every_gold_kind_and_adversarial_category():
    assert len(CORPUS) >= 300
    for case in CORPUS:
        assert {"answer", "gold", "question", "correct", "why", "category"} <= set(case)
        assert {"columns", "rows", "ordered", "distractors"} <= set(case["gold"])
        assert isinstance(case["correct"], bool) and case["why"]
    kinds = {gold_of(case).kind for case in CORPUS}
    assert kinds == {"int", "float", "text", "list", "table"}
    assert ADVERSARIAL_CATEGORIES <= {case["category"] for case in CORPUS}
    assert 0.3 < sum(case["correct"] for case in CORPUS) / len(CORPUS) < 0.7  # both labels well represented
    assert sum(case.get("known_limitation", False) for case in CORPUS) <= 10


def test_every_corpus_case_is_scored_without_error():
    for case in CORPUS:
        verdict = check_answer(case["answer"], gold_of(case), case["question"])
        assert isinstance(verdict, Verdict) and verdict.reason and "could not be scored" not in verdict.reason, case


def test_answer_matches_is_the_verdict():
    gold = GoldAnswer(("v",), ((42,),), False)
    assert answer_matches("42", gold) is True and check_answer("42", gold) == Verdict(True, "states 42, the gold value")
    assert answer_matches("43", gold) is False and check_answer("43", gold).reason == "states 43, not 42"
    with pytest.raises(AttributeError):
        check_answer("42", gold).correct = False  # frozen


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
    (scalar(42), "We have 12 stores and 42 dogs.", "", False),  # a second value competes
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
    (scalar("Ann"), "Annabel", "", False),  # whole phrase, not a substring of a word
    (scalar("Riverside"), "The newest store is Riverside, opened last May.", "", True),
    (scalar("Riverside"), "Northgate, Lakeside, Riverside and Hillview", "", False),  # naming every store
    (listing("A", "B", "C"), "B, A, C", "", True),
    (listing("A", "B", "C", ordered=True), "A, B, C", "", True),
    (listing("A", "B", "C", ordered=True), "B, A, C", "", False),
    (listing("A", "B", "C"), "A, B", "", False),
    (listing("A", "B", "C"), "A, B, C, D, E, F", "", False),  # listing everything is not an answer
    (listing("A", "B", "C"), "A, B, C, D", "", False),  # nor is one more than the gold
    (listing(3, 5), "5 and 3", "", True),
    (GoldAnswer(("name", "n"), (("Alpha", 10), ("Beta", 7)), True), "Alpha: 10\nBeta: 7", "", True),
    (GoldAnswer(("name", "n"), (("Alpha", 10), ("Beta", 7)), True), "Beta: 7\nAlpha: 10", "", False),
    (GoldAnswer(("name", "n"), (("Alpha", 10), ("Beta", 7)), False), "Beta: 7\nAlpha: 10", "", True),
    (GoldAnswer(("name", "n"), (("Alpha", 10), ("Beta", 7)), False), "Alpha: 10\nBeta: 8", "", False),
    (GoldAnswer(("name", "n"), (("Alpha", 10), ("Beta", 7)), False), "Alpha: 10\nBeta: 7\nGamma: 5", "", False),
    (GoldAnswer(("year", "girls", "boys"), ((7, 90, 88), (8, 88, 90)), True),  # numbers repeat across rows
     "Year 7: 90 girls, 88 boys\nYear 8: 88 girls, 90 boys", "", True),
    (GoldAnswer(("year", "girls", "boys"), ((7, 90, 88), (8, 88, 90)), True),
     "Year 8: 88 girls, 90 boys\nYear 7: 90 girls, 88 boys", "", False),
    (GoldAnswer(("v",), (("Riverside",),), False, ("Northgate", "Lakeside")), "Riverside, then Northgate", "", False),
]


@pytest.mark.parametrize("gold,answer,question,expected", ANSWER_CASES)
def test_answer_matches(gold, answer, question, expected):
    assert answer_matches(answer, gold, question) is expected


WEIRD_VALUES = [None, "", "   ", 0, -1, 10**30, 1e-300, 1e300, float("nan"), float("inf"), True, b"\xff\xfe", "😀",
                "a" * 300, "2024-02-30", "2024-13", "(.*)+[", "Ann & Bob", "\u200b", "0042", "-", "%", "1,2,3"]
WEIRD_ANSWERS = [None, "", " ", "\x00\x01\x02", "😀" * 700, "\ud800", "(" * 3000, "1" * 5000, "1-" * 2000,
                 "-" * 3000, "or " * 900, "| a |\n|---|\n" * 300, "may " * 600, "12.5% " * 400, "١٢٣", "42\u0301",
                 "e" * 3000, "1e999", "9" * 40 + "k", "$" * 3000, "# " * 1500, "15th " * 500, "of our " * 400]


def test_scorer_never_raises_and_stays_fast():
    rng = random.Random(7)
    alphabet = "0123456789 ,.;:-–%$£()#/|\n\tabcXYZ&'\"orand" + "é😀\u200b\u00a0"
    answers = WEIRD_ANSWERS + ["".join(rng.choice(alphabet) for _ in range(rng.randint(0, 400))) for _ in range(150)]
    golds = [GoldAnswer(("v",), ((v,),), False, (v, None)) for v in WEIRD_VALUES]
    golds += [GoldAnswer(("a", "b"), tuple((v, w) for v, w in zip(WEIRD_VALUES, reversed(WEIRD_VALUES))), True,
                         tuple(WEIRD_VALUES)), GoldAnswer(("a",), (), False)]
    slowest = 0.0
    for i, answer in enumerate(answers):
        for gold in golds[i % 5::5]:
            started = time.perf_counter()
            verdict = check_answer(answer, gold, rng.choice(["", "Which year?", "How many?", "What percentage?"]))
            slowest = max(slowest, time.perf_counter() - started)
            assert isinstance(verdict, Verdict) and isinstance(verdict.correct, bool)
            assert "could not be scored" not in verdict.reason, (answer[:50] if answer else answer, gold, verdict)
    assert slowest < 1.0  # seconds; typically well under 50 ms even for 2,000 characters of noise
    assert check_answer("42", None).correct is False  # not a GoldAnswer: reported, not raised


def test_only_the_first_max_answer_chars_are_read():
    from envs.analyst import env

    assert MAX_ANSWER_CHARS == env.MAX_ANSWER_CHARS  # the scorer reads what the env keeps
    gold = scalar(42)
    assert check_answer("42" + " " * MAX_ANSWER_CHARS + "43", gold).correct  # the env keeps no more than this
    assert not check_answer(" " * MAX_ANSWER_CHARS + "42", gold).correct


def test_numbers_never_compete_with_names_nor_names_with_numbers():
    assert answer_matches("The country with the most customers is USA, with 13 customers.", scalar("USA"))
    assert answer_matches("Riverside took 640 orders.", scalar(640))


# ---------------------------------------------------------------- distractors from execute_gold

def test_execute_gold_reads_the_runner_ups_past_a_limit(tiny_db):
    gold = execute_gold("SELECT product_name FROM products ORDER BY price DESC LIMIT 1", tiny_db)
    assert gold.value == "Bird Cage" and gold.distractors == ("Cat Tower", "Dog Bed", "Fish Food")
    assert hash(gold) and execute_gold("SELECT product_name FROM products ORDER BY price DESC LIMIT 1", tiny_db) is gold
    assert check_answer("Bird Cage", gold, "Which product is the most expensive?").correct
    verdict = check_answer("Bird Cage, then Cat Tower", gold, "Which product is the most expensive?")
    assert not verdict.correct and "Cat Tower" in verdict.reason
    assert check_answer("Bird Cage, which costs more than the Cat Tower", gold).correct  # a comparison, not a guess

    table = execute_gold("SELECT product_name, price FROM products ORDER BY price DESC LIMIT 2", tiny_db)
    assert table.rows == (("Bird Cage", 120.0), ("Cat Tower", 89.5)) and table.distractors == ("Dog Bed", 45.0,
                                                                                               "Fish Food", 6.25)
    offset = execute_gold("SELECT product_name FROM products ORDER BY price DESC LIMIT 2 OFFSET 1", tiny_db)
    assert offset.value == ["Cat Tower", "Dog Bed"] and set(offset.distractors) == {"Bird Cage", "Fish Food"}


def test_execute_gold_distractors_only_for_a_top_level_order_by_limit(tiny_db):
    assert execute_gold("SELECT product_name FROM products ORDER BY price", tiny_db).distractors == ()
    assert execute_gold("SELECT product_name FROM products LIMIT 1", tiny_db).distractors == ()
    nested = "SELECT COUNT(*) FROM (SELECT product_id FROM products ORDER BY price LIMIT 2)"
    assert execute_gold(nested, tiny_db).distractors == ()


def test_a_distractor_equal_to_a_gold_value_is_not_a_distractor(tiny_db):
    sql = "SELECT customer_id FROM orders ORDER BY quantity DESC, order_id LIMIT 2"  # customer ids repeat in the cut rows
    gold = execute_gold(sql, tiny_db)
    assert gold.distractors and not set(gold.distractors) & {row[0] for row in gold.rows}
    assert len(gold.distractors) == len(set(gold.distractors))


# ---------------------------------------------------------------- execution match

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
    assert [v for _, v, _ in numbers_in("order ORD-1042 at 14:30, 3rd in line")] == [3]  # ids and times masked
    assert numbers_in("1.87458e+06") == [(0, 1874580.0, False)]  # scientific notation, as a result shows it


def test_rescore_scores_each_stored_answer_again(tmp_path):
    """``python -m bench scorer --rescore``: a stored verdict the scorer no longer gives is counted as turned."""
    from bench.scorer import rescore
    from envs.analyst.tasks import builtin_tasks

    task = next(t for t in builtin_tasks() if t.split == "train")
    report = tmp_path / "report.json"
    report.write_text(json.dumps({"episodes": [
        {"task_id": task.task_id, "answer": "I can't answer this: no.", "correct": True},  # refusals are never right
        {"task_id": task.task_id, "answer": None, "correct": False},
        {"task_id": "no/such-task", "answer": "42", "correct": False}]}))
    counts = rescore([str(report)])[str(report)]
    assert counts == {"right then": 1, "right now": 0, "turned wrong": 1, "not rescored": 2}
