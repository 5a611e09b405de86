"""SQL Agent Studio: the Gradio app. ``python app.py`` serves it on http://127.0.0.1:7860.

Thin on purpose: it builds the Blocks from ui/ and launches when run as a script. The live analyst, index-tuning,
rating and training tabs arrive with their issues; today the app shows the built-in databases and gold tasks.
"""

import os

os.environ.setdefault("GRADIO_ANALYTICS_ENABLED", "False")  # nothing phones home
os.environ.setdefault("HF_HUB_OFFLINE", "1")

import gradio as gr  # noqa: E402

from ui.overview import build_overview_tab  # noqa: E402


def build_app() -> gr.Blocks:
    with gr.Blocks(title="SQL Agent Studio") as demo:
        gr.Markdown("# SQL Agent Studio\nSmall LLM agents that work real SQLite databases, step by step.")
        with gr.Tabs():
            build_overview_tab()
    return demo


demo = build_app()

if __name__ == "__main__":
    demo.launch(server_name=os.environ.get("GRADIO_SERVER_NAME", "127.0.0.1"), ssr_mode=False)
