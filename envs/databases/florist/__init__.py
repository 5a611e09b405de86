"""Built-in database ``florist``: Petal & Stem, a florist with two shops (High Street, and Canal Wharf from
September 2023) and a delivery van, from March 2023 to December 2025: the stems bought in lots from growers and
wholesalers (with what was wasted), the arrangements and their recipes, customers (casual, account and corporate),
orders and their lines, delivery attempts and the staff. Built deterministically from the shared seed;
``python -m envs.analyst.tasks --db florist`` builds it and checks its gold questions.

``vocabulary.py`` holds ``TITLE``, ``SCHEMA`` and the vocabularies, weights and rates; ``generator.py`` holds
``populate``, which fills the tables from them.
"""

from envs.databases.florist.generator import populate
from envs.databases.florist.vocabulary import SCHEMA, TITLE

__all__ = ["SCHEMA", "TITLE", "populate"]
