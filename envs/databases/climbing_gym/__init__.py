"""Built-in database ``climbing_gym``: The Crag Room, an indoor bouldering and climbing centre in Leeds that opened
on 1 May 2023, with its climbers, monthly memberships (Adult, Student, Off-Peak, Family) that start, pause and get
cancelled, their direct debits, day passes and 10-visit cards, check-ins, courses with instructors and bookings,
the walls and the problems and routes the setters put up and strip, the café and shop's sales and the staff, up
to 31 October 2025. Built deterministically from the shared seed; ``python -m envs.analyst.tasks --db climbing_gym``
builds it and checks its gold questions.

``vocabulary.py`` holds ``TITLE``, ``SCHEMA`` and the vocabularies, weights and rates; ``generator.py`` holds
``populate``, which fills the tables from them.
"""

from envs.databases.climbing_gym.generator import populate
from envs.databases.climbing_gym.vocabulary import SCHEMA, TITLE

__all__ = ["SCHEMA", "TITLE", "populate"]
