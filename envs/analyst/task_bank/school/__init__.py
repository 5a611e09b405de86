"""Gold questions over the ``school`` database (Ashcombe Park School, 2024–25): what a head teacher, head of year
or head of department asks about the roll, staffing, classes, assessments and results. A NULL score is a missed
assessment; "on roll" means the student has not left (``left_on IS NULL``); percentages are per result,
score * 100 / max_score, averaged.

The templates live in ``easy.py``, ``medium.py`` and ``hard.py``, one per section of the bank, with the SQL
fragments and slot queries they share in ``fragments.py``; ``TEMPLATES`` lists them in that order.
"""

from envs.analyst.task_bank.school import easy, hard, medium

TEMPLATES = [*easy.TEMPLATES, *medium.TEMPLATES, *hard.TEMPLATES]
