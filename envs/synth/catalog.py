"""Which domain and split a seed belongs to, and the seeds of a split: the whole seed -> database mapping.

Consecutive seeds cycle through ``DOMAINS`` (seed % len), so every domain is equally covered; about a fifth of
the domains are held out from training. Checked by ``python -m pytest -q tests/test_synth.py``.

    >>> domain_of(0), split_of(0), database_name(0), seeds("heldout", 2)
"""

from __future__ import annotations

from envs.synth.domains import DOMAIN_SPECS

DOMAINS: tuple[str, ...] = tuple(DOMAIN_SPECS)
# Held out from training (~20%): whole businesses the agent never saw, spread over the sectors.
HELDOUT_DOMAINS: frozenset[str] = frozenset({"veterinary", "museum", "airline", "cinema", "charity", "farm",
                                              "auto_repair"})
SPLITS = ("train", "heldout")
if not HELDOUT_DOMAINS <= set(DOMAINS):  # a typo here would quietly shrink the held-out set
    raise ValueError(f"held-out domains not in DOMAINS: {sorted(HELDOUT_DOMAINS - set(DOMAINS))}")


def domain_of(seed: int) -> str:
    return DOMAINS[seed % len(DOMAINS)]


def split_of(seed: int) -> str:
    return "heldout" if domain_of(seed) in HELDOUT_DOMAINS else "train"


def seeds(split: str, count: int, start: int = 0) -> list[int]:
    """The first ``count`` seeds >= ``start`` whose domain is in ``split``."""
    if split not in SPLITS:
        raise ValueError(f"unknown split {split!r}; use one of {', '.join(SPLITS)}")
    out, seed = [], start
    while len(out) < count:
        if split_of(seed) == split:
            out.append(seed)
        seed += 1
    return out


NAME_PREFIX = "synth-"  # every factory database's name starts so


def database_name(seed: int) -> str:
    """The id tasks use for a synthetic database: ``synth-42-retail``."""
    return f"{NAME_PREFIX}{seed}-{domain_of(seed)}"


def seed_of(name: str) -> int | None:
    """The seed in a factory database's name (``synth-42-retail`` -> 42), or None for any other name."""
    number = name[len(NAME_PREFIX):].split("-")[0] if name.startswith(NAME_PREFIX) else ""
    return int(number) if number.isdigit() else None
