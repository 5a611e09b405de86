"""Built-in database ``marina``: Harbour Lights Marina at Saltmouth, whose new owners took over in March 2023, with
its pontoon berths, swing moorings and dry stack, the berth holders and their boats (some sold on), annual berth
contracts with renewals and early terminations, visiting boats' stays, fuel dock sales at changing pump prices,
boatyard jobs and the staff, up to 30 September 2025. Built deterministically from the shared seed;
``python -m envs.analyst.tasks --db marina`` builds it and checks its gold questions.

``vocabulary.py`` holds ``TITLE``, ``SCHEMA`` and the vocabularies, weights and rates; ``generator.py`` holds
``populate``, which fills the tables from them.
"""

from envs.databases.marina.generator import populate
from envs.databases.marina.vocabulary import SCHEMA, TITLE

__all__ = ["SCHEMA", "TITLE", "populate"]
