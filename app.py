"""SQL Agent Studio: the Gradio app. ``python app.py`` serves it on http://127.0.0.1:7860.

Thin on purpose: it builds the Blocks from ui/ (one module per tab), mounts them on the API of envs/server (HTTP
sessions, and the OpenEnv WebSockets at /analyst/ws and /index/ws) and runs both with uvicorn when launched as a
script. ``demo`` imports without launching.

    python app.py                                   # GRADIO_SERVER_NAME / GRADIO_SERVER_PORT are respected
"""

import os

os.environ.setdefault("GRADIO_ANALYTICS_ENABLED", "False")  # nothing phones home
os.environ.setdefault("HF_HUB_OFFLINE", "1")

from pathlib import Path  # noqa: E402

import gradio as gr  # noqa: E402
import uvicorn  # noqa: E402
from fastapi import FastAPI  # noqa: E402

from agent.kinds import baselines  # noqa: E402
from envs.server import WS_MAX_BYTES, create_api  # noqa: E402

from ui.analyst import build_analyst_tab  # noqa: E402
from ui.index_tuning import build_index_tuning_tab  # noqa: E402
from ui.rate import build_rate_tab, export_dir  # noqa: E402
from ui.results import build_results_tab  # noqa: E402
from ui.services import Services  # noqa: E402
from ui.train import build_train_tab  # noqa: E402

CSS_PATH = Path(__file__).resolve().parent / "assets" / "app.css"
POLICIES = baselines()  # kind -> name -> policy (agent/kinds.py), for GET /benchmark
SERVED_PATHS = [str(export_dir())]  # besides cwd and tmp, Gradio serves files from here only: the rating exports
DEFAULT_HOST, DEFAULT_PORT = "127.0.0.1", 7860  # loopback unless GRADIO_SERVER_NAME says otherwise


def build_app(services: Services | None = None) -> gr.Blocks:
    services = services or Services()
    with gr.Blocks(title="SQL Agent Studio") as blocks:
        gr.Markdown("# SQL Agent Studio\nSmall LLM agents that work real SQLite databases, step by step.",
                    elem_id="app-title")
        with gr.Tabs(elem_id="tabs"):
            analyst = build_analyst_tab(services)
            build_index_tuning_tab(services, analyst)
            build_rate_tab(services)
            build_train_tab(services)
            build_results_tab(services)
    return blocks


def build_server(blocks: gr.Blocks) -> FastAPI:
    """One FastAPI app: the HTTP API's routes at the root, the UI mounted at "/"."""
    api = create_api(POLICIES)
    return gr.mount_gradio_app(api, blocks, path="/", css_paths=[CSS_PATH], ssr_mode=False,
                               allowed_paths=SERVED_PATHS)


# demo.launch() (tests, `gradio app.py`) reads its allowed paths from the environment: add the exports folder there.
_allowed = [p for p in os.environ.get("GRADIO_ALLOWED_PATHS", "").split(",") if p]
os.environ["GRADIO_ALLOWED_PATHS"] = ",".join(dict.fromkeys(_allowed + SERVED_PATHS))
demo = build_app()

if __name__ == "__main__":
    host = os.environ.get("GRADIO_SERVER_NAME", DEFAULT_HOST)
    port = int(os.environ.get("GRADIO_SERVER_PORT", DEFAULT_PORT))
    uvicorn.run(build_server(demo), host=host, port=port, ws_max_size=WS_MAX_BYTES)
