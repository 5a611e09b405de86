"""The Train and Results tabs in a real browser (Debian chromium + Playwright, headless, loopback only; the page
helpers of tests/browser_support.py block and count every other request). A fresh cache: an empty runs folder
($SQL_STUDIO_RUNS), a tiny offline model (tests/tiny_model.py) and a tiny adapter standing in for the shipped one.

    python -m pytest tests/test_browser_train.py

The Train test runs the tab's default job (GRPO, the default config, started from the default choice, the
"shipped" adapter) with overrides that shrink it to the tiny model: two optimizer steps and two held-out
evaluations of two episodes, in a real training subprocess.
"""

from __future__ import annotations

import dataclasses
import time

import pytest

from tests.app_support import launch, test_services
from tests.browser_support import ARTIFACTS, WAIT_MS, browser, needs_chromium, open_page, readme_shot

JOB_WAIT_MS = 240_000  # a real training subprocess on two shared cores: imports alone take ~10 s
TINY_OVERRIDES = ("max_steps=2", "num_generations=2", "max_new_tokens=8", "max_completion_tokens=256",
                  "max_episode_steps=2", "eval_limit=2", "eval_batch_size=2", "eval_max_steps=2", "save_every=1")

pytestmark = needs_chromium
__all__ = ["browser"]  # the fixture, imported for pytest


def tiny_adapter(model_dir, folder):
    """A LoRA adapter for the tiny model, saved the way training saves one (weights, config, prompt settings)."""
    from peft import LoraConfig, get_peft_model
    from transformers import AutoModelForCausalLM

    from agent.prompts import PromptConfig, save_prompt_config

    model = AutoModelForCausalLM.from_pretrained(model_dir)
    lora = LoraConfig(r=4, lora_alpha=8, target_modules=["q_proj", "v_proj"], task_type="CAUSAL_LM")
    get_peft_model(model, lora).save_pretrained(folder)
    save_prompt_config(PromptConfig(example=False), "analyst", folder)
    return folder


@pytest.fixture(scope="module")
def fresh(tmp_path_factory):
    """The app over an empty runs folder, with a tiny model and a tiny "shipped" adapter."""
    from models import jobs
    from tests.tiny_model import save_tiny_model

    tmp = tmp_path_factory.mktemp("fresh-clone")
    model_dir = save_tiny_model(tmp / "tiny-model")
    tiny_adapter(model_dir, tmp / "adapters" / "tiny-agent")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("SQL_STUDIO_RUNS", str(tmp / "runs"))
        patch.delenv("SQL_STUDIO_JOBS", raising=False)
        patch.setattr(jobs, "ASSET_ADAPTERS", tmp / "adapters")
        # the Results tab reads the real shipped reports (and the empty runs folder): the default folders
        services = dataclasses.replace(test_services(tmp), results_dirs=None)
        blocks, url = launch(services)
        yield {"url": url, "services": services, "model": model_dir, "runs": tmp / "runs"}
        blocks.close()


@pytest.fixture
def page(browser, fresh):
    with open_page(browser, fresh["url"]) as page:
        yield page


def attribute(page, selector: str, name: str) -> str | None:
    return page.locator(selector).get_attribute(name)


def bar_state(page) -> tuple[str | None, float]:
    state, progress = page.evaluate(
        "() => { const b = document.querySelector('#train-progress-bar');"
        " return b ? [b.dataset.state, b.dataset.progress] : [null, '0']; }")
    return state, float(progress)


def test_results_tab_shows_the_shipped_evals(page):
    page.get_by_role("tab", name="Results").click()
    # first the task set the shipped weights' figure comes from: only reports on the same tasks side by side
    page.wait_for_function("document.querySelector('#results-overall')?.innerText.includes('SFT on a lent H200')",
                           timeout=WAIT_MS)
    assert "SFT (320 steps)" not in page.locator("#results-overall").inner_text()  # 40 other held-out tasks
    page.locator("#results-task-set input").click()
    page.get_by_role("option", name="task set not recorded (older reports)").click()
    page.wait_for_function("document.querySelector('#results-overall')?.innerText.includes('SFT (320 steps)')",
                           timeout=WAIT_MS)
    overall = page.locator("#results-overall").inner_text()
    for label in ("base model (no adapter)", "SFT + GRPO, grpo_smollm2.yaml (11 steps)", "rule-based baseline"):
        assert label in overall
    assert "SFT on a lent H200" not in overall
    assert "12.1%" in page.locator("#results-note").inner_text()  # the shipped weights: the README's figure
    assert "petshop" in page.locator("#results-by-db").inner_text()
    assert "hard" in page.locator("#results-by-difficulty").inner_text()
    for chart in ("results-overall-chart", "results-db-chart", "results-difficulty-chart"):
        page.locator(f"#{chart} .js-plotly-plot").wait_for(timeout=WAIT_MS)
    page.screenshot(path=ARTIFACTS / "results-shipped-evals.png", full_page=True)


def test_train_tab_default_job_on_a_fresh_cache(page, fresh):
    page.get_by_role("tab", name="Train").click()
    page.wait_for_function("document.querySelector('#train-status').innerText.includes('No training job yet.')",
                           timeout=WAIT_MS)
    assert "tiny-agent (shipped" in page.locator("#train-start-from input").input_value()  # the default choice
    assert page.locator("#train-config input").input_value() == "models/configs/grpo_quick_cpu.yaml"
    assert page.locator("#train-cancel").is_disabled()  # nothing to cancel yet
    overrides = [f"base_model={fresh['model']}", *TINY_OVERRIDES]
    page.locator("#train-overrides textarea").fill("\n".join(overrides))
    page.locator("#train-start").click()
    page.wait_for_function("document.querySelector('#train-message').innerText.includes('Started GRPO job')",
                           timeout=WAIT_MS)
    assert "from tiny-agent" in page.locator("#train-message").inner_text()
    page.wait_for_function("document.querySelector('#train-progress-bar')?.dataset.state === 'running'",
                           timeout=WAIT_MS)
    seen, deadline = set(), time.monotonic() + JOB_WAIT_MS / 1000
    while time.monotonic() < deadline:
        state, progress = bar_state(page)  # one read of both: the bar may be redrawn between two reads
        if state != "running":
            break
        seen.add(progress)
        page.wait_for_timeout(250)
    assert attribute(page, "#train-progress-bar", "data-state") == "finished", page.locator("#train-log").inner_text()
    # it never showed 100% while working (the tiny job's few seconds may fall between two of the tab's 2 s polls,
    # so values in between are not required here; models/progress.py's tests cover them)
    assert seen and max(seen) < 1.0
    assert attribute(page, "#train-progress-bar", "data-progress") == "1.0000"
    page.wait_for_function("document.querySelector('#train-cancel').disabled", timeout=WAIT_MS)  # nothing runs
    status = page.locator("#train-status").inner_text()
    assert "optimizer steps 2/2" in status and "held-out evaluations 2/2" in status
    page.locator("#train-curves .js-plotly-plot").wait_for(timeout=WAIT_MS)
    assert "held-out accuracy" in page.locator("#train-curves").inner_text()
    page.screenshot(path=ARTIFACTS / "train-default-job.png", full_page=True)
    readme_shot(page, "train-tab", "#train-progress")
    page.locator("#train-use-job-adapter").click()
    page.wait_for_function("document.querySelector('#train-message').innerText.includes('now uses adapter')",
                           timeout=WAIT_MS)
    adapter = fresh["services"].adapter_id
    assert adapter.startswith(str(fresh["runs"] / "jobs")) and adapter.endswith(("best", "final"))
    job_id = adapter.split("/")[-3]
    assert job_id in page.locator("#train-adapter-choice input").input_value()  # the dropdown says which
    page.get_by_role("tab", name="Analyst").click()  # and the Analyst tab's agent is named by it
    page.wait_for_function(
        f"document.querySelector('#analyst-agent-model input').value.includes('{job_id}/')", timeout=WAIT_MS)
    assert "from the Train tab" in page.locator("#analyst-agent-model input").input_value()
