"""agent/voting.py and the LLM policy's vote: sampled queries run a step each, the episode goes on from the result
most replies share."""

from __future__ import annotations

from types import SimpleNamespace

from agent.llm_policy import LLMPolicy, Reply
from agent.rollout import play_episode
from agent.voting import VOTE_CANDIDATES, Ballot, result_key
from envs.analyst.env import AnalystEnv
from tests.test_llm_policy import PLAIN, ScriptedGenerator


def observed(rows=None, error=None, text=""):
    return SimpleNamespace(result=None if rows is None else SimpleNamespace(rows=rows), error=error, text=text)


def test_a_ballot_runs_distinct_queries_most_proposed_first_greedy_first_among_equals():
    ballot = Ballot.of(["QUERY SELECT a", "QUERY SELECT b", "query  select B", "QUERY SELECT c", "QUERY SELECT b"])
    assert ballot.queue == ["QUERY SELECT b", "QUERY SELECT a", "QUERY SELECT c"]  # b: 3 votes, then a (greedy), c
    assert Ballot.of(["QUERY SELECT a", "QUERY select  A"]) is None  # one distinct query: no vote
    assert Ballot.of(["QUERY SELECT a", "QUERY SELECT b"], room=1) is None  # no room for a second candidate
    many = Ballot.of([f"QUERY SELECT {n}" for n in range(9)])
    assert len(many.queue) == VOTE_CANDIDATES


def test_the_winner_is_the_result_with_the_most_votes_summed_over_its_queries():
    ballot = Ballot.of(["QUERY SELECT a", "QUERY SELECT b", "QUERY SELECT b", "QUERY SELECT c", "QUERY SELECT c",
                        "QUERY SELECT d"])
    assert ballot.queue == ["QUERY SELECT b", "QUERY SELECT c", "QUERY SELECT a", "QUERY SELECT d"]
    for query, rows in zip(ballot.queue, ([(1,)], [(2,)], [(2,)], [(1,)])):
        assert ballot.open and ballot.next() == query
        ballot.record(query, observed(rows))
    assert not ballot.open
    # result (1,): b 2 + d 1 = 3 votes; result (2,): c 2 + a 1 = 3 votes: a tie, so the one run first (b)
    assert ballot.winner() == "QUERY SELECT b"
    ballot.results["query select d"] = result_key(observed([(2,)]))  # d now returns (2,): 4 votes against 2
    assert ballot.winner() == "QUERY SELECT c"


def test_errors_empty_results_and_nulls_get_no_vote():
    assert result_key(observed([(1,)], error="no such column")) is None
    assert result_key(observed([])) is None
    assert result_key(observed([(None,), (None,)])) is None  # SUM over no rows
    ballot = Ballot.of(["QUERY SELECT a", "QUERY SELECT b", "QUERY SELECT b", "QUERY SELECT c"])
    for query, obs in zip(ballot.queue, (observed([], text="(no rows)"), observed(error="boom"), observed([(7,)]))):
        ballot.record(query, obs)
    assert ballot.winner() == "QUERY SELECT c"  # the only result with a vote, against b's two
    failed = Ballot.of(["QUERY SELECT a", "QUERY SELECT b"])
    for query in failed.queue:
        failed.record(query, observed(error="boom"))
    assert failed.winner() is None  # nothing got a vote


def test_result_keys_ignore_row_order_and_float_noise_and_fall_back_to_text():
    assert result_key(observed([(1, "x"), (2, "y")])) == result_key(observed([(2, "y"), (1, "x")]))
    assert result_key(observed([(0.1 + 0.2,)])) == result_key(observed([(0.3,)]))
    assert result_key(observed([(1,)])) != result_key(observed([(2,)]))
    assert result_key(observed(text="3 rows ...")) == "3 rows ..."  # an observation without rows (a remote env)


class Sampler:
    """The vote's generator: replies from a list, one per row; counts calls."""

    def __init__(self, texts):
        self.texts, self.calls = texts, []

    def __call__(self, conversations):
        self.calls.append(len(conversations))
        return [Reply(self.texts[i % len(self.texts)], tokens=3) for i in range(len(conversations))]


WRONG = "QUERY SELECT COUNT(*) FROM orders"  # the greedy query: a count of the wrong table
RIGHT = "QUERY SELECT COUNT(*) FROM customers"
SAME = "QUERY SELECT COUNT(customer_id) FROM customers"  # another query, the same result as RIGHT


def play(tiny_task_list, vote, samples, max_steps=12, bind=False, script=(WRONG, "ANSWER 5")):
    greedy = ScriptedGenerator({"How many customers do we have?": list(script)})
    sampler = Sampler(samples)
    policy = LLMPolicy(greedy, prompt_config=PLAIN, vote=vote, vote_generator=sampler, bind=bind)
    env = AnalystEnv(tasks=tiny_task_list, mode="schema", max_steps=max_steps)
    return play_episode(env, policy, task_id="tiny/customers"), greedy, sampler


def test_the_episode_answers_from_the_result_most_samples_share(tiny_task_list):
    episode, greedy, sampler = play(tiny_task_list, 4, [RIGHT, SAME, RIGHT, "ANSWER 12"])
    # RIGHT (2 samples) runs first, then the greedy query, then SAME; RIGHT's result has 3 votes, so RIGHT runs
    # again (the query the answer comes from is the last one run), and the answer is asked once, after all that
    assert [str(s.action) for s in episode.steps] == [RIGHT, WRONG, SAME, RIGHT, "ANSWER 5"]
    assert sampler.calls == [4] and episode.last.metadata["correct"] is True
    answering = greedy.seen[-1]  # the prompt of the answer: only the winner's query and result
    assistant = [m["content"] for m in answering if m["role"] == "assistant"]
    assert assistant == [RIGHT]
    assert episode.steps[0].tokens == len(WRONG.split()) + 4 * 3  # the samples' tokens count where they were spent
    assert [s.tokens for s in episode.steps[1:4]] == [0, 0, 0]  # nothing was generated for these
    # the trace marks the steps the model was not asked for (the first: a sample's query in place of the greedy one)
    assert [s.raw_text.split("]")[0] for s in episode.steps[:4]] == ["[vote", "[vote", "[vote", "[vote winner"]
    assert episode.last.metadata["answer_exec_match"] is True  # the answer's query: the winner, run last


def test_a_winner_run_last_is_not_run_again_and_without_a_winner_every_turn_stays(tiny_task_list):
    nope = "QUERY SELECT nope FROM customers"  # an error: no vote
    episode, greedy, _ = play(tiny_task_list, 1, [RIGHT], script=(nope, "ANSWER 5"))
    assert [str(s.action) for s in episode.steps] == [nope, RIGHT, "ANSWER 5"]
    assert [s.raw_text for s in episode.steps[:2]] == [nope, f"[vote] {RIGHT}"]  # the greedy reply, as generated
    assert [m["content"] for m in greedy.seen[-1] if m["role"] == "assistant"] == [RIGHT]  # the error is dropped
    nada = "QUERY SELECT nada FROM customers"
    episode, greedy, _ = play(tiny_task_list, 1, [nada], script=(nope, "ANSWER 5"))
    assert [str(s.action) for s in episode.steps] == [nope, nada, "ANSWER 5"]
    assert [m["content"] for m in greedy.seen[-1] if m["role"] == "assistant"] == [nope, nada]


def test_without_the_vote_or_a_second_distinct_query_the_greedy_query_is_sent(tiny_task_list):
    episode, _, sampler = play(tiny_task_list, 0, [RIGHT])
    assert [str(s.action) for s in episode.steps] == [WRONG, "ANSWER 5"] and sampler.calls == []
    # a repeat, an answer and a query naming a column the schema lacks (with binding on) are no candidates
    episode, _, sampler = play(tiny_task_list, 3, [WRONG, "ANSWER 5", "QUERY SELECT nope FROM customers"], bind=True)
    assert [str(s.action) for s in episode.steps] == [WRONG, "ANSWER 5"] and sampler.calls == [3]


def test_the_vote_keeps_a_step_for_the_answer(tiny_task_list):
    episode, _, sampler = play(tiny_task_list, 4, [RIGHT, RIGHT, "QUERY SELECT 1", "QUERY SELECT 2"], max_steps=4)
    # two candidates fit, then the winner again and the answer
    assert [str(s.action) for s in episode.steps] == [RIGHT, WRONG, RIGHT, "ANSWER 5"]
    assert sampler.calls == [4] and episode.last.metadata["correct"] is True


def test_the_vote_is_held_once_an_episode(tiny_task_list):
    again = "QUERY SELECT COUNT(*) FROM products"
    episode, _, sampler = play(tiny_task_list, 2, [RIGHT], script=(WRONG, again, "ANSWER 5"))
    assert [str(s.action) for s in episode.steps] == [RIGHT, WRONG, RIGHT, again, "ANSWER 5"]
    assert sampler.calls == [2]  # the model's second query is sent as it is


def test_the_step_list_says_which_steps_the_vote_took(tiny_task_list):
    from ui.services import PlayerRun
    from ui.views import steps_html

    episode, _, _ = play(tiny_task_list, 4, [RIGHT, SAME, RIGHT, "ANSWER 12"])
    items = steps_html(PlayerRun("llm", "LLM agent", status="done", episode=episode), "x").split("<li")[1:]
    notes = ["another query" in item for item in items], ["run again to answer from" in item for item in items]
    assert notes == ([True, True, True, False, False], [False, False, False, True, False])


def test_the_app_votes_only_when_asked(monkeypatch):
    from ui.services import VOTE_ENV, app_votes

    for value, votes in ((None, 0), ("8", 8), ("-3", 0), ("eight", 0), ("", 0)):
        if value is None:
            monkeypatch.delenv(VOTE_ENV, raising=False)
        else:
            monkeypatch.setenv(VOTE_ENV, value)
        assert app_votes() == votes
