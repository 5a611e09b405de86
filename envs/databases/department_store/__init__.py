"""Department store: a small chain of four department stores that opened in 2023, with ten departments, staff
(a reporting line from associates up to the general manager), a product catalogue, loyalty customers, three years
of till receipts (2023–2025) with their line items and discounts, and the returns customers brought back.
Walk-in sales have no customer; prices rose each January; sales peak in December and on Black Friday.
`python -m envs.analyst.tasks --db department_store` builds it and checks its gold questions.

``vocabulary.py`` holds ``TITLE``, ``SCHEMA`` and the vocabularies, weights and rates; ``generator.py`` holds
``populate``, which fills the tables from them.
"""

from envs.databases.department_store.generator import populate
from envs.databases.department_store.vocabulary import SCHEMA, TITLE

__all__ = ["SCHEMA", "TITLE", "populate"]
