"""Built-in database ``pottery_studio``: Kiln & Clay, a community pottery studio in Cardiff that opened on
3 June 2023, with its members on monthly studio memberships (open access, shelf space, off-peak) that start, lapse
and get cancelled, taster sessions and six-week wheel-throwing and hand-building courses with their tutors,
sessions and bookings, the bisque and glaze firings of its three kilns (the big one out of action for a month in
early 2025) and the pieces fired in them, clay, glaze, tool and gift voucher sales, private parties, and the
staff, up to Friday 14 November 2025. Built deterministically from the shared seed;
``python -m envs.analyst.tasks --db pottery_studio`` builds it and checks its gold questions.

``vocabulary.py`` holds ``TITLE``, ``SCHEMA`` and the vocabularies, weights, prices and rates; ``generator.py``
holds ``populate``, which fills the tables from them.
"""

from envs.databases.pottery_studio.generator import populate
from envs.databases.pottery_studio.vocabulary import SCHEMA, TITLE

__all__ = ["SCHEMA", "TITLE", "populate"]
