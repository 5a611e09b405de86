"""Built-in database ``self_storage``: StowAway Self Storage, three facilities (two long-established, one opened in
May 2024) with their storage units and list prices, personal and business customers, rentals from move-in to
move-out, the monthly invoices and the payments against them, the gate keypad log, and the overlock and lien
events when a customer stops paying. The books run from April 2023 to 31 December 2025. Built deterministically
from the shared seed; ``python -m envs.analyst.tasks --db self_storage`` builds it and checks its gold questions.

``vocabulary.py`` holds ``TITLE``, ``SCHEMA`` and the vocabularies, weights and rates; ``generator.py`` holds
``populate``, which fills the tables from them.
"""

from envs.databases.self_storage.generator import populate
from envs.databases.self_storage.vocabulary import SCHEMA, TITLE

__all__ = ["SCHEMA", "TITLE", "populate"]
