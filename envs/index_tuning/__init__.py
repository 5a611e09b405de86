"""Index tuning: the agent is a database engineer on a slow database, rewarded by measured cost reduction.

    from envs.index_tuning import IndexTuningEnv, IndexAction
    env = IndexTuningEnv()
    obs = env.reset(task_id="easy/ticket_lookup")
    obs = env.step("create_index(tickets, [customer_email])")

    python -m envs.index_tuning.scenarios      # build the scenario files and list them
    python -m agent.index_eval --policy baseline
"""

from envs.index_tuning.env import IndexTuningEnv
from envs.index_tuning.scenarios import SCENARIOS, Scenario, load_uploaded
from envs.index_tuning.spec import IndexAction, IndexObservation, IndexState

__all__ = ["IndexTuningEnv", "IndexAction", "IndexObservation", "IndexState", "SCENARIOS", "Scenario", "load_uploaded"]
