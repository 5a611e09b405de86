"""In-process API tests: the app launched on loopback and driven with gradio_client (streams included)."""

import sqlite3
import tempfile
from pathlib import Path

import pytest
from gradio_client import Client, handle_file

from tests.app_support import launch, test_services


@pytest.fixture(scope="module")
def client(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("app")
    services = test_services(tmp)
    blocks, url = launch(services)
    yield Client(url, verbose=False), services
    blocks.close()


def test_module_level_demo_imports_without_launching():
    import app

    assert app.demo is not None and not getattr(app.demo, "is_running", False)


def test_question_then_streamed_run_ends_done(client):
    c, _ = client
    question, info = c.predict("kennel", "easy", api_name="/analyst_new_question")
    assert question and "gold question" in info
    job = c.submit(question, "kennel", api_name="/analyst_run")
    outputs = list(job)
    statuses = [o[0] for o in outputs]
    assert statuses[-1].count("DONE") == 1 and "done" in statuses[-1]
    assert len(outputs) >= 2  # streamed: at least the start and the end


def test_broken_upload_is_a_message_and_the_app_keeps_working(client, tmp_path):
    c, _ = client
    bad = tmp_path / "broken.sqlite"
    bad.write_bytes(b"SQLite format 3\x00" + b"\x00" * 100)  # a header and nothing else
    result = c.predict([handle_file(str(bad))], api_name="/analyst_upload")
    assert any("refused" in str(part) for part in result)
    question, _ = c.predict("school", "medium", api_name="/analyst_new_question")
    assert question
    index = list(c.submit("uploaded database", handle_file(str(bad)), None, api_name="/index_run"))
    status = index[-1][0]
    said = status["value"] if isinstance(status, dict) else str(status)  # why nothing ran: no class name, no tick
    assert said.startswith("⚠️ Upload refused:") and "nothing ran" in said and "✓" not in said, said


def test_blind_vote_updates_the_store_and_leaderboard(client):
    c, services = client
    before = services.ratings.count()
    outputs = list(c.submit("kennel", "easy", api_name="/rate_new"))
    assert "READY TO VOTE" in str(outputs[-1])
    reveal, *_ = c.predict("tie", api_name="/rate_vote_tie")
    assert "Recorded" in reveal and "LLM agent (scripted)" in reveal
    assert services.ratings.count() == before + 1
    exported = c.predict(api_name="/rate_export_jsonl")
    assert str(exported).endswith(".jsonl")


def test_exports_overwrite_one_file_instead_of_new_folders(client):
    from ui.rate import export_dir

    c, services = client
    temp_folders = set(Path(tempfile.gettempdir()).glob("ratings-export-*"))
    for _ in range(2):
        c.predict(api_name="/rate_export_jsonl")
    assert set(Path(tempfile.gettempdir()).glob("ratings-export-*")) == temp_folders
    lines = (export_dir() / "preference_pairs.jsonl").read_text().splitlines()
    assert len(lines) == len(services.ratings.preference_pairs())


def test_upload_whose_questions_cannot_be_generated_is_a_message(client, tmp_path, monkeypatch):
    import ui.analyst

    c, _ = client
    good = tmp_path / "odd.sqlite"
    with sqlite3.connect(good) as con:
        con.execute("CREATE TABLE t (x INTEGER)")
        con.execute("INSERT INTO t VALUES (1)")
    con.close()

    def fail(label, uploads):
        raise ValueError("no question fits this schema")

    monkeypatch.setattr(ui.analyst, "questions_for", fail)
    result = c.predict([handle_file(str(good))], api_name="/analyst_upload")
    assert any("Upload failed: ValueError: no question fits this schema" in str(part) for part in result)
    monkeypatch.undo()
    question, _ = c.predict("kennel", "easy", api_name="/analyst_new_question")
    assert question


def test_a_glossary_is_kept_per_database_when_switching_back(client, tmp_path):
    """The words typed for an upload come back with it after a look at another database (an upload has no file of
    its own to read them from)."""
    c, _ = client
    db = tmp_path / "cafe.sqlite"
    con = sqlite3.connect(db)
    con.execute("CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, name TEXT)")
    con.commit()
    con.close()
    uploaded = c.predict([handle_file(str(db))], api_name="/analyst_upload")
    label = uploaded[0]["value"]  # the database dropdown now shows the upload
    assert "1 entry in use" in c.predict("patrons: customers", label, api_name="/analyst_glossary")
    kennel = c.predict("kennel", api_name="/analyst_database")
    assert any("kennel" in str(part) for part in kennel)
    back = c.predict(label, api_name="/analyst_database")
    assert "patrons: customers" in back


def test_a_thumb_thanks_in_plain_words(client):
    c, _ = client
    question, _ = c.predict("kennel", "easy", api_name="/analyst_new_question")
    list(c.submit(question, "kennel", api_name="/analyst_run"))
    assert c.predict(api_name="/analyst_agent_down") == "Thanks — your 👎 on the answer of LLM agent (scripted) is recorded."
