"""Ledger: the subscription and finance books of a small SaaS company, January 2023 to September 2025.

Companies sign up, start on a seat-based plan (billed monthly or yearly), upgrade or cancel; every billing period
raises an invoice that is paid (sometimes in parts, sometimes late), left open or voided, and a few payments are
refunded. Account managers look after the larger customers and the company's own spending sits in ``expenses``.
Everything comes from the seeded ``rng``; ``python -m envs.analyst.tasks --db ledger`` builds it and checks the
gold questions over it.

``vocabulary.py`` holds ``TITLE``, ``SCHEMA`` and the vocabularies, weights and rates; ``generator.py`` holds
``populate``, which fills the tables from them.
"""

from envs.databases.ledger.generator import populate
from envs.databases.ledger.vocabulary import SCHEMA, TITLE

__all__ = ["SCHEMA", "TITLE", "populate"]
