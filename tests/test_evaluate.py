"""The eval CLI: tables and JSON for built-in and Spider-format tasks."""

import json
import time

import pytest

from agent.evaluate import main
from envs.analyst.env import DEFAULT_MODE


def test_spider_layout_end_to_end(spider_layout, tmp_path, capsys):
    tasks_file, db_dir = spider_layout
    out = tmp_path / "report.json"
    main(["--env", "analyst", "--policy", "baseline", "--tasks", str(tasks_file), "--db-dir", str(db_dir),
                   "--json", str(out), "--quiet"])
    printed = capsys.readouterr().out
    assert "tiny_shop" in printed and "overall" in printed
    saved = json.loads(out.read_text())
    assert saved["overall"]["n"] == 4 and set(saved["overall"]) >= {"n", "accuracy", "mean_steps", "mean_reward"}
    assert set(saved["by_difficulty"]) == {"easy", "medium", "hard"} and set(saved["by_db"]) == {"tiny_shop"}
    episode = saved["episodes"][0]
    assert {"task_id", "correct", "steps", "reward", "answer"} <= set(episode)
    assert saved["by_difficulty"]["easy"]["accuracy"] == 1.0  # the baseline gets both easy tiny questions
    assert saved["meta"] == {"policy": "baseline", "mode": DEFAULT_MODE, "tasks": str(tasks_file)}  # what was run
    from agent.reports import find_reports
    from ui.results import results_tables
    overall, _, _ = results_tables(find_reports([tmp_path]))
    assert overall.loc[0, "tasks"] == str(tasks_file)  # the Results tab says which tasks a row scored


def test_builtin_subset_with_limit_and_repair(capsys):
    result = main(["--policy", "baseline", "--split", "heldout", "--difficulty", "easy", "--limit", "3", "--repair",
                   "--quiet"])
    assert result["overall"]["n"] == 3 and set(result["by_db"]) <= {"petshop", "cafe"}
    assert "(repair)" in capsys.readouterr().out


def test_blind_validation_trials_are_a_task_set(tmp_path):
    out = tmp_path / "blind.json"
    result = main(["--policy", "baseline", "--blind", "validation", "--difficulty", "hard", "--limit", "4", "--quiet",
                   "--json", str(out)])
    assert result["overall"]["n"] == 4 and set(result["by_db"]) <= {"language_school_56", "yoga_studio_58",
                                                                     "farm_shop_59", "print_studio_60"}
    assert json.loads(out.read_text())["meta"]["tasks"] == "blind trials, split=validation"


def test_shards_merge_into_the_report_of_one_run(tmp_path, capsys):
    """Two processes playing 1/2 and 2/2 of the tasks give, merged, the report one process would have written."""
    run = ["--policy", "baseline", "--split", "heldout", "--limit", "9", "--seed", "3", "--quiet"]
    whole = main(run)
    parts = [tmp_path / "a.json", tmp_path / "b.json"]
    shards = [main(run + ["--shard", f"{k}/2", "--json", str(part)]) for k, part in zip((1, 2), parts)]
    assert [s["overall"]["n"] for s in shards] == [5, 4] and shards[1]["meta"]["shard"] == "2/2"
    merged = main(["--merge", *map(str, parts), "--json", str(tmp_path / "all.json")])
    printed = capsys.readouterr().out
    assert "merged 2 reports" in printed and "invented names in" in printed  # the lines a single run prints too
    assert {k: merged[k] for k in ("overall", "by_db", "by_difficulty", "meta")} == {
        k: whole[k] for k in ("overall", "by_db", "by_difficulty", "meta")}
    assert sorted(e["task_id"] for e in merged["episodes"]) == sorted(e["task_id"] for e in whole["episodes"])
    assert json.loads((tmp_path / "all.json").read_text())["overall"] == whole["overall"]

    with pytest.raises(SystemExit, match="a task appears in two"):
        main(["--merge", str(parts[0]), str(parts[0])])
    other = main(run[:-1] + ["--glossary", "--shard", "2/2", "--json", str(tmp_path / "c.json"), "--quiet"])
    assert other["meta"]["tasks"] != shards[0]["meta"]["tasks"]
    with pytest.raises(SystemExit, match="not shards of one run"):
        main(["--merge", str(parts[0]), str(tmp_path / "c.json")])
    for bad in ("0/2", "3/2", "x"):
        with pytest.raises(SystemExit):
            main(run + ["--shard", bad])


def test_unknown_policy_is_a_clear_error():
    with pytest.raises(SystemExit, match="no analyst policy"):
        main(["--policy", "oracle", "--limit", "1", "--quiet"])


class Scripted:
    """A policy that plays ``turns`` actions (each after ``pause`` seconds), then answers 5."""

    def __init__(self, name: str, turns: list[str], pause: float = 0.0):
        self.name, self.turns, self.pause = name, turns, pause

    def reset(self, observation):
        self.turn = 0

    def act(self, observation):
        time.sleep(self.pause)
        self.turn += 1
        return self.turns[self.turn - 1] if self.turn <= len(self.turns) else "ANSWER 5"


def test_report_counts_invented_names_and_repeated_failures(tiny_task_list):
    from agent.evaluate import evaluate_analyst

    stubborn = Scripted("stubborn", ["QUERY SELECT nickname FROM customers"] * 3)  # two repeats of a failed action
    result = evaluate_analyst(stubborn, tiny_task_list[:1], progress=False, mode="schema")
    overall = result["overall"]
    assert overall["invented_rate"] == 1.0 and overall["repeated_failures_per_episode"] == 2.0
    assert overall["mode"] == "schema" and result["episodes"][0]["queries"] == 3


def test_a_time_limit_ends_slow_episodes_unanswered(tiny_task_list):
    """--episode-seconds: the step under way when the time runs out is the last; the episode counts as wrong and as
    cut short (batched episodes: tests/test_llm_policy.py)."""
    from agent.evaluate import evaluate_analyst

    def slow():  # describes a table, slowly, and would answer after ten turns
        return Scripted("slow", ["DESCRIBE customers"] * 10, pause=0.05)

    result = evaluate_analyst(slow(), tiny_task_list[:2], progress=False, max_seconds=0.12)
    assert result["overall"]["cut_short"] == 2 and result["overall"]["answered"] == 0
    assert all(2 <= e["steps"] <= 4 and e["cut_short"] and not e["correct"] for e in result["episodes"])
    unlimited = evaluate_analyst(slow(), tiny_task_list[:1], progress=False)
    assert unlimited["overall"]["cut_short"] == 0 and unlimited["episodes"][0]["steps"] == 11
