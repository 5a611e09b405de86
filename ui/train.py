"""The Train tab: GRPO jobs arrive with the training issue; until models/train.py exists this tab says so."""

from __future__ import annotations

import importlib.util

import gradio as gr

from ui.services import Services

WAITING = "Training arrives with the training issue: `models/train.py` (the GRPO job runner) does not exist yet."


def training_available() -> bool:
    try:
        return importlib.util.find_spec("models.train") is not None
    except ImportError:  # no models/ package at all
        return False


def adapters_table() -> list[list[str]]:
    """Adapters already on disk (assets/adapters/*/adapter_config.json); one explanatory row when models/ is
    missing (imported here, not at module level, so the app imports without models/)."""
    try:
        from models.loading import ADAPTERS_DIR
    except ImportError as error:
        return [["(none listed)", f"models.loading could not be imported: {error}"]]
    if not ADAPTERS_DIR.is_dir():
        return []
    return [[p.name, str(p)] for p in sorted(ADAPTERS_DIR.iterdir()) if (p / "adapter_config.json").exists()]


def build_train_tab(services: Services) -> None:
    with gr.Tab("Train", id="train", elem_id="tab-train"):
        if not training_available():
            gr.Markdown(f"⏳ {WAITING}", elem_id="train-unavailable")
        else:
            gr.Markdown("`models/train.py` exists, but this tab is not wired to it yet: run training from the "
                        "command line for now.", elem_id="train-unavailable")
        gr.Dataframe(adapters_table(), headers=["adapter", "path"], label="Adapters on disk", interactive=False,
                     elem_id="train-adapters")
