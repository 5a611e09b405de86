"""The training CLI: SFT warm-up or GRPO on whole episodes, configured by YAML plus ``key=value`` overrides.

    python -m models.train sft  --config models/configs/sft_smollm2.yaml
    python -m models.train grpo --config models/configs/grpo_smollm2.yaml init_adapter=runs/sft/best
    python -m models.train sft  --config models/configs/sft_smollm2.yaml max_steps=5 output_dir=runs/try
    python -m models.train export runs/grpo/best assets/adapters/NAME      # ship an adapter (fp16 weights)

Multi-GPU: the same command under accelerate (one process per GPU; batch_size is per device):
    accelerate launch --num_processes 4 -m models.train grpo --config models/configs/grpo_smollm2.yaml

Writes to ``output_dir``: train_config.yaml (the resolved config), metrics.jsonl (models/tracking.py), checkpoints
(resumed automatically), best/ (best held-out adapter), final/ and summary.json. The last line printed is the path
of the chosen adapter. See models/config.py for every field.
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Sequence

from models.config import MODES, TrainConfig, load_config


def parse_command(argv: Sequence[str]) -> tuple[str, TrainConfig]:
    """``sft|grpo [--config FILE] [key=value ...]`` -> (mode, resolved config); overrides may come before or after."""
    parser = argparse.ArgumentParser(prog="python -m models.train", description=__doc__.splitlines()[0])
    parser.add_argument("mode", choices=MODES)
    parser.add_argument("--config", help="YAML file of TrainConfig fields")
    parser.add_argument("overrides", nargs="*", help="key=value, applied after the file")
    args = parser.parse_intermixed_args(list(argv))  # plain parse_args refuses overrides after --config
    return args.mode, load_config(args.config, args.overrides)


def main(argv: Sequence[str] | None = None) -> str:
    os.environ.setdefault("GRADIO_ANALYTICS_ENABLED", "False")
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    argv = list(argv) if argv is not None else None
    import sys

    raw = argv if argv is not None else sys.argv[1:]
    if raw and raw[0] == "export":
        from models.tracking import export_adapter

        if len(raw) != 3:
            raise SystemExit("usage: python -m models.train export SOURCE_ADAPTER TARGET_FOLDER")
        target = export_adapter(raw[1], raw[2])
        print(target)
        return str(target)
    mode, cfg = parse_command(raw)
    if mode == "sft":
        from models.sft import train_sft

        adapter = train_sft(cfg)
    else:
        from models.grpo import train_grpo

        adapter = train_grpo(cfg)
    print(adapter)
    return str(adapter)


if __name__ == "__main__":
    main()
