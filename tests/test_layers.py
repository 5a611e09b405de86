"""Imports point one way: envs <- agent <- models <- ui. A module may import its own layer and the ones below it,
never one above - not at the top, not lazily inside a function, not through ``importlib.import_module("...")``.

    python -m pytest tests/test_layers.py
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
LAYERS = ("envs", "agent", "models", "ui")  # lowest first: each may import only the ones before it (and itself)
# Imports upward that are known and owned elsewhere: (file, module imported). The test fails on any other upward
# import, and on an entry here that no longer exists, so the list can only shrink.
KNOWN_UPWARD: frozenset[tuple[str, str]] = frozenset()


def imported_modules(path: Path, root: Path = ROOT) -> list[tuple[int, str]]:
    """Every module ``path`` imports, absolute, with its line: import/from statements anywhere in the file
    (relative ones resolved against the file's package under ``root``) and ``importlib.import_module`` or
    ``__import__`` of a literal name."""
    package = path.relative_to(root).parts[:-1]
    found = []
    for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = ".".join(package[: len(package) - node.level + 1]) if node.level else ""
            module = ".".join(filter(None, (base, node.module)))
            found.append((node.lineno, module))
            if node.module is None:  # "from . import x": x is a module of that package
                found += [(node.lineno, f"{module}.{alias.name}") for alias in node.names]
        elif (isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant)
              and isinstance(node.args[0].value, str)
              and (getattr(node.func, "attr", None) == "import_module" or getattr(node.func, "id", None) in (
                  "import_module", "__import__"))):
            found.append((node.lineno, node.args[0].value))
    return found


def upward_imports() -> list[tuple[str, int, str]]:
    out = []
    for rank, layer in enumerate(LAYERS):
        for path in sorted((ROOT / layer).rglob("*.py")):
            for line, module in imported_modules(path):
                top = module.split(".")[0]
                if top in LAYERS and LAYERS.index(top) > rank:
                    out.append((path.relative_to(ROOT).as_posix(), line, module))
    return out


def test_no_import_points_upward():
    unexpected = [f"{file}:{line} imports {module}" for file, line, module in upward_imports()
                  if (file, module) not in KNOWN_UPWARD]
    assert not unexpected, "imports from a higher layer (" + " <- ".join(LAYERS) + "):\n" + "\n".join(unexpected)


def test_known_upward_imports_still_exist():
    present = {(file, module) for file, _, module in upward_imports()}
    assert not KNOWN_UPWARD - present, f"fixed, remove from KNOWN_UPWARD: {sorted(KNOWN_UPWARD - present)}"


@pytest.mark.parametrize("source, expected", [
    ("import agent.backends.loading", ["agent.backends.loading"]),
    ("def f():\n    from ui import views", ["ui"]),
    ("from . import helpers", ["agent.baselines", "agent.baselines.helpers"]),
    ("from ..policy import Policy", ["agent.policy"]),
    ("import importlib\nimportlib.import_module('models.sft')", ["importlib", "models.sft"]),
])
def test_imports_are_found_wherever_they_are_written(tmp_path, source, expected):
    path = tmp_path / "agent" / "baselines" / "probe.py"
    path.parent.mkdir(parents=True)
    path.write_text(source)
    assert [module for _, module in imported_modules(path, tmp_path)] == expected
