"""The one-answer check: ``python -m envs.analyst.verify DB_FILE --gold SQL --answer TEXT [--question Q]``.

One JSON object on stdout and exit 0 for any answer; one line on stderr and exit 2 for bad input, never a traceback.
"""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from envs.analyst.verify import main
from tests.conftest import file_digest

REPO = Path(__file__).resolve().parents[1]
PRICIEST = "SELECT product_name FROM products ORDER BY price DESC LIMIT 1"


def run_cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "envs.analyst.verify", *args], cwd=REPO, capture_output=True,
                          text=True, timeout=120)


def test_module_prints_one_json_verdict(tiny_db):
    before = file_digest(tiny_db)
    done = run_cli(str(tiny_db), "--gold", PRICIEST, "--answer", "The Bird Cage, at £120.",
                   "--question", "Which product is the most expensive?")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.strip().splitlines()
    assert len(lines) == 1
    assert json.loads(lines[0]) == {"correct": True, "reason": "names 'Bird Cage', the gold value", "gold": "Bird Cage"}
    assert file_digest(tiny_db) == before  # opened read-only


def test_module_reports_bad_input_in_one_line(tmp_path):
    done = run_cli(str(tmp_path / "missing.sqlite"), "--gold", "SELECT 1", "--answer", "1")
    assert done.returncode == 2 and done.stdout == ""
    assert len(done.stderr.strip().splitlines()) == 1 and "no database file" in done.stderr
    assert "Traceback" not in done.stderr


@pytest.mark.parametrize("answer,question,correct,reason", [
    ("Bird Cage", "", True, "names 'Bird Cage', the gold value"),
    ("Bird Cage or Cat Tower", "", False, "names 'Cat Tower', a competing candidate"),
    ("Cat Tower", "", False, "does not name 'Bird Cage'"),
    ("I can't answer this.", "", False, "declines to answer"),
    ("", "", False, "empty answer"),
])
def test_main_in_process(tiny_db, capsys, answer, question, correct, reason):
    assert main([str(tiny_db), "--gold", PRICIEST, "--answer", answer, "--question", question]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out == {"correct": correct, "reason": reason, "gold": "Bird Cage"}


def test_main_with_a_table_gold(tiny_db, capsys):
    sql = "SELECT product_name, price FROM products ORDER BY price"
    answer = "Fish Food £6.25, Dog Bed £45, Cat Tower £89.50, Bird Cage £120"
    assert main([str(tiny_db), "--gold", sql, "--answer", answer]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out == {"correct": True, "reason": "states all 4 gold rows in order",
                   "gold": [["Fish Food", 6.25], ["Dog Bed", 45.0], ["Cat Tower", 89.5], ["Bird Cage", 120.0]]}
    assert main([str(tiny_db), "--gold", sql, "--answer", answer.replace("£45", "£46")]) == 0
    assert json.loads(capsys.readouterr().out)["correct"] is False


@pytest.mark.parametrize("args,message", [
    (["--gold", "SELECT 1", "--answer", "1"], "no database file"),  # db replaced by a missing path below
    (["--gold", "SELECT 1", "--answer", "1"], "not an SQLite database"),  # db replaced by a text file below
    (["--gold", "SELECT * FROM no_such_table", "--answer", "1"], "gold SQL failed"),
    (["--gold", "DELETE FROM customers", "--answer", "1"], "gold SQL refused"),
    (["--gold", "SELECT 1; SELECT 2", "--answer", "1"], "gold SQL refused"),
    (["--gold", "SELEKT nonsense (", "--answer", "1"], "gold SQL refused"),
    (["--gold", "SELECT 1"], "--answer"),  # missing argument
    ([], "required"),
])
def test_main_rejects_bad_input_with_exit_2(tiny_db, tmp_path, capsys, args, message):
    db = str(tiny_db)
    if message == "no database file":
        db = str(tmp_path / "nope.sqlite")
    elif message == "not an SQLite database":
        db = str(tmp_path / "notes.txt")
        Path(db).write_text("not a database")
    before = file_digest(tiny_db)
    assert main([db, *args]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and message in captured.err
    assert len(captured.err.strip().splitlines()) == 1 and "Traceback" not in captured.err
    assert file_digest(tiny_db) == before


def test_main_with_no_arguments_at_all(capsys):
    assert main([]) == 2
    assert "DB_FILE" in capsys.readouterr().err
