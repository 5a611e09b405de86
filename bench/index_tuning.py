"""Index-tuning timings: reset, one step per action kind, and a full workload cost measurement (medians).

    python -m bench.index_tuning
"""

from __future__ import annotations

import statistics
import time

from envs.index_tuning import cost
from envs.index_tuning.env import IndexTuningEnv
from envs.index_tuning.scenarios import SCENARIOS, private_copy

REPEATS = 5  # runs per figure; the median is printed
STEP_SCENARIO = "medium/customer_history"  # a mid-size database for the per-action figures
ACTIONS = {
    "inspect_query": "inspect_query(q1)",
    "analyze_indexes": "analyze_indexes",
    "analyze_statistics": "analyze_statistics(orders)",
    "explain": "explain(SELECT id FROM orders WHERE customer_id = 7)",
    "create_index": "create_index(orders, [customer_id, created_at])",
    "drop_index": "drop_index(idx_orders_customer_id_created_at)",
    "rewrite_query": "rewrite_query(q2, SELECT COUNT(*), SUM(total) FROM orders WHERE customer_id = 4100)",
    "submit_report": "submit_report(bench)",
}


def median_ms(fn, repeats: int = REPEATS) -> float:
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        fn()
        times.append(time.perf_counter() - started)
    return 1000 * statistics.median(times)


def main(argv=None) -> None:
    env = IndexTuningEnv()
    print(f"{'reset (ms, median of ' + str(REPEATS) + ')':40} {'':>10}")
    for sid in SCENARIOS:
        env.reset(task_id=sid)  # first reset builds the shared context (initial cost, oracle from cache)
        print(f"  {sid:38} {median_ms(lambda: env.reset(task_id=sid)):8.1f}")
    print(f"step per action kind on {STEP_SCENARIO} (ms, median)")
    for kind, text in ACTIONS.items():
        def one_step():
            env.reset(task_id=STEP_SCENARIO)
            if kind == "drop_index":
                env.step(ACTIONS["create_index"])
            started = time.perf_counter()
            env.step(text)
            return time.perf_counter() - started
        print(f"  {kind:38} {1000 * statistics.median(one_step() for _ in range(REPEATS)):8.1f}")
    print("workload cost measurement, no memo (ms, median)")
    for sid, scenario in SCENARIOS.items():
        con = private_copy(scenario)
        items = [(q.qid, q.sql, q.freq) for q in scenario.workload]
        print(f"  {sid:38} {median_ms(lambda: cost.CostMeter().workload(con, items), 3):8.1f}")
        con.close()
    env.close()


if __name__ == "__main__":
    main()
