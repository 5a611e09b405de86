"""Ashcombe Park School: a secondary school's 2024–25 academic year — students (year groups 7–13, four houses),
teachers, subjects, termly classes, enrollments, assessments (quizzes, tests, coursework, exams) and every
student's result, with NULL scores where a student was absent or did not hand work in. Built deterministically
from the shared seed; ``python -m envs.analyst.tasks --db school`` builds it and checks its gold questions.

``vocabulary.py`` holds ``TITLE``, ``SCHEMA`` and the vocabularies, weights and rates; ``generator.py`` holds
``populate``, which fills the tables from them.
"""

from envs.databases.school.generator import populate
from envs.databases.school.vocabulary import SCHEMA, TITLE

__all__ = ["SCHEMA", "TITLE", "populate"]
