"""Run a benchmark by name: ``python -m bench NAME [options]``, NAME one of ``NAMES``."""

import importlib
import sys

NAMES = ("analyst", "index_tuning", "index_tpch", "index_synth", "llm", "browser", "api_load", "synth", "scorer",
         "grammar", "focus", "grpo_step", "result_warning")

if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] not in NAMES:
        raise SystemExit(f"usage: python -m bench {{{','.join(NAMES)}}} [options]")
    module = importlib.import_module(f"bench.{sys.argv[1]}")
    module.main(sys.argv[2:])
