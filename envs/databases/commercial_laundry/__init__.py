"""Built-in database ``commercial_laundry``: Brightwater Linen Services on the North Yorkshire coast, washing for
hotels, restaurants, care homes and a few spas: client accounts on Per Kg or Per Item contracts (weekly minimums,
fixed terms or rolling, some lost to competitors and one hotel that went bust owing money), the linen each client
has in circulation and what they lost or ruined, the vans' collections, the wash batches by machine and
programme (with rewashes), the washers' services and breakdowns, weekly invoices and their payments, and the
floor staff's shifts, from 1 May 2023 to Friday 14 November 2025. Built deterministically from the shared seed;
``python -m envs.analyst.tasks --db commercial_laundry`` builds it and checks its gold questions.

``vocabulary.py`` holds ``TITLE``, ``SCHEMA`` and the vocabularies, weights and rates; ``generator.py`` holds
``populate``, which fills the tables from them.
"""

from envs.databases.commercial_laundry.generator import populate
from envs.databases.commercial_laundry.vocabulary import SCHEMA, TITLE

__all__ = ["SCHEMA", "TITLE", "populate"]
