"""Crumb & Kettle: a small cafe and bakery chain with three branches, built deterministically from a seeded rng.

Branches, staff and their shifts (with the hourly rate paid that year), the menu (categories, items with current
price and a vegan flag, items introduced and retired over time), suppliers, ingredients and ingredient purchases,
and three years (2023-2025) of till orders with their lines (priced at the price of the day: menu prices rose in
March 2024 and March 2025). ``python -m envs.analyst.tasks --db cafe`` builds it and checks its gold questions.

``vocabulary.py`` holds ``TITLE``, ``SCHEMA`` and the vocabularies, weights and rates; ``generator.py`` holds
``populate``, which fills the tables from them.
"""

from envs.databases.cafe.generator import populate
from envs.databases.cafe.vocabulary import SCHEMA, TITLE

__all__ = ["SCHEMA", "TITLE", "populate"]
