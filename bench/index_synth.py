"""Index tuning on factory databases (``envs.index_tuning.synth``): policies on train and held-out domains.

Each seed's scenario is a factory database with a workload generated from its own schema and data; held-out domains
are never trained on. Prints one report per policy and split (VM-step reduction, % of best known, wall time).

    python -m bench.index_synth [--count 6] [--policy random baseline expert]
"""

from __future__ import annotations

import argparse
import time

from agent.index_eval import evaluate_index, format_index_report
from envs.index_tuning import oracle
from envs.index_tuning.synth import synth_scenarios

SEARCH_BUDGET_S = 30.0  # per scenario: the best-known search runs first, so the first policy is not its own yardstick


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=6, help="scenarios per split")
    parser.add_argument("--policy", nargs="+", default=["random", "baseline", "expert"])
    args = parser.parse_args(argv)
    for split in ("train", "heldout"):
        scenarios = synth_scenarios(split, args.count)
        for scenario in scenarios:
            oracle.best_known(scenario, SEARCH_BUDGET_S)
        for policy in args.policy:
            started = time.perf_counter()
            report = evaluate_index(policy, scenarios=scenarios)
            print(f"[{split}] " + format_index_report(report))
            print(f"[{split}] {policy}: {time.perf_counter() - started:.1f} s\n")


if __name__ == "__main__":
    main()
