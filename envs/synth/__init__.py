"""A procedural database factory: from an integer seed, a realistic SQLite business database, deterministically.

Thirty-odd business domains (retail, clinic, airline, payroll, ...) are written as small entity-relationship
models in ``envs.synth.domains``; each seed draws one domain (``seed % len(DOMAINS)``) and varies it: optional
tables and columns, lookup tables, a naming style from ``envs.words``, synonyms, declared types, a locale, and
data with skewed counts, uneven categories and NULLs. Whole domains are held out from training.

    python -m envs.synth build --seed 7 --out /tmp/synth-7.sqlite
    python -m envs.synth survey --count 300 --json /tmp/survey.json
"""

from envs.synth.build import SynthDatabase, SynthTable, build_database, database_path
from envs.synth.catalog import DOMAINS, HELDOUT_DOMAINS, database_name, domain_of, seed_of, seeds, split_of

__all__ = ["DOMAINS", "HELDOUT_DOMAINS", "SynthDatabase", "SynthTable", "build_database", "database_name",
           "database_path", "domain_of", "seed_of", "seeds", "split_of"]
