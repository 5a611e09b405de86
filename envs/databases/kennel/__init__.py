"""Built-in database ``kennel``: a dog boarding kennel that opened in January 2023, with its owners, their dogs and
breeds, the kennel runs and suites, three years of stays, the add-on services (grooming, walks, vet checks, training)
booked during each stay and the staff who handled them. Built deterministically from the shared seed;
``python -m envs.analyst.tasks --db kennel`` builds it and checks its gold questions.

``vocabulary.py`` holds ``TITLE``, ``SCHEMA`` and the vocabularies, weights and rates; ``generator.py`` holds
``populate``, which fills the tables from them.
"""

from envs.databases.kennel.generator import populate
from envs.databases.kennel.vocabulary import SCHEMA, TITLE

__all__ = ["SCHEMA", "TITLE", "populate"]
