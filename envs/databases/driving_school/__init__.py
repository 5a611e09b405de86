"""Built-in database ``driving_school``: Clear Road Driving School in Harrowby, with its instructors (manual and
automatic), their dual-control cars and fuel receipts, pupils, the lesson blocks they buy, two and a half years of
lessons (June 2023 to November 2025, plus two weeks already in the diary) and practical driving tests. Built
deterministically from the shared seed; ``python -m envs.analyst.tasks --db driving_school`` builds it and checks
its gold questions.

``vocabulary.py`` holds ``TITLE``, ``SCHEMA`` and the vocabularies, weights and rates; ``generator.py`` holds
``populate``, which fills the tables from them.
"""

from envs.databases.driving_school.generator import populate
from envs.databases.driving_school.vocabulary import SCHEMA, TITLE

__all__ = ["SCHEMA", "TITLE", "populate"]
