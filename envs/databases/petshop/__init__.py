"""Pet shop chain: a deterministic SQLite builder for "Happy Tails Pet Supply", six shops selling food, toys,
aquarium and small-animal supplies in store and online, with staff, registered customers and their pets, and three
years (2023-2025) of orders and order lines (walk-in sales have no customer). Build it and check its gold questions
with ``python -m envs.analyst.tasks --db petshop``.

``vocabulary.py`` holds ``TITLE``, ``SCHEMA`` and the vocabularies, weights and rates; ``generator.py`` holds
``populate``, which fills the tables from them.
"""

from envs.databases.petshop.generator import populate
from envs.databases.petshop.vocabulary import SCHEMA, TITLE

__all__ = ["SCHEMA", "TITLE", "populate"]
