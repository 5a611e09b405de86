"""Every business domain of the factory, by name, in the fixed order that maps seeds to domains.

Each sector module exports ``DOMAINS``; this registry checks them once at import (unique names, at most
``MAX_TABLES`` entities, at least ``MIN_TABLES`` always present). Adding a domain changes which domain a seed gets: bump
nothing, the cache digest follows the source. Checked by ``python -m pytest -q tests/test_synth.py``.
"""

from __future__ import annotations

from envs.synth.domains import commerce, finance, health, industry, learning, services, travel
from envs.synth.dsl import Domain
from envs.synth.plan import MAX_TABLES, MIN_TABLES

SECTORS = (commerce, health, learning, travel, finance, industry, services)  # seed order: keep it fixed


def _registry() -> dict[str, Domain]:
    registry: dict[str, Domain] = {}
    for sector in SECTORS:
        for spec in sector.DOMAINS:
            if spec.name in registry:
                raise ValueError(f"domain {spec.name!r} declared twice")
            if len(spec.entities) > MAX_TABLES or sum(e.keep >= 1 for e in spec.entities) < MIN_TABLES:
                raise ValueError(f"domain {spec.name!r}: {MIN_TABLES} to {MAX_TABLES} tables, "
                                 f"at least {MIN_TABLES} always present")
            registry[spec.name] = spec
    return registry


DOMAIN_SPECS: dict[str, Domain] = _registry()  # read-only after import
