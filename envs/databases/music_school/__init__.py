"""Built-in database ``music_school``: Ravensbourne Music Academy, a private music school, with its pupils (children
on family accounts and adults), employed and freelance teachers, termly enrolments in weekly 30, 45 or 60-minute
lessons at prices that rise each September, the lessons themselves (attended, missed, cancelled and made up),
ABRSM and Trinity graded exams, hire of the school's instruments, term invoices with sibling discounts and
payments, and concerts with their performers, from the Summer 2023 term to 21 November 2025. Built
deterministically from the shared seed; ``python -m envs.analyst.tasks --db music_school`` builds it and checks its
gold questions.

``vocabulary.py`` holds ``TITLE``, ``SCHEMA`` and the vocabularies, prices, rates and weights; ``generator.py``
holds ``populate``, which fills the tables from them.
"""

from envs.databases.music_school.generator import populate
from envs.databases.music_school.vocabulary import SCHEMA, TITLE

__all__ = ["SCHEMA", "TITLE", "populate"]
