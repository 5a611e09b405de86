"""Built-in database ``dental_practice``: Brightsmile Dental in Leeds, a two-surgery practice with three dentists
at a time (one left in August 2024 and handed his patients to his successor) and two hygienists, its NHS and
private patients, two and a half years of appointments (June 2023 to 12 December 2025, plus six weeks already in
the diary), the treatments done at each, care plan memberships and their direct debits, invoices, payments and
recalls. Built deterministically from the shared seed; ``python -m envs.analyst.tasks --db dental_practice``
builds it and checks its gold questions.

``vocabulary.py`` holds ``TITLE``, ``SCHEMA`` and the vocabularies, weights and rates; ``generator.py`` holds
``populate``, which fills the tables from them.
"""

from envs.databases.dental_practice.generator import populate
from envs.databases.dental_practice.vocabulary import SCHEMA, TITLE

__all__ = ["SCHEMA", "TITLE", "populate"]
