"""Built-in database ``community_theatre``: The Lantern Theatre in Westbridge, a small producing theatre with a
220-seat Main House and a 60-seat Studio, from the June 2023 programme to Saturday 22 November 2025 ("today"):
its productions (our own and visiting companies', one that transferred from the Studio to the Main House), their
performances (a few cancelled for illness or snow), the seat bands, ticket sales by channel with booking fees,
refunds and exchanges, the Friends and their annual memberships, the volunteers and their shifts, the bar,
ice-cream and programme takings, and grants, sponsorship and donations. The panto and the rest of the season
are on sale beyond today. Built deterministically from the shared seed;
``python -m envs.analyst.tasks --db community_theatre`` builds it and checks its gold questions.

``vocabulary.py`` holds ``TITLE``, ``SCHEMA`` and the programme, vocabularies, weights and rates; ``generator.py``
holds ``populate``, which fills the tables from them.
"""

from envs.databases.community_theatre.generator import populate
from envs.databases.community_theatre.vocabulary import SCHEMA, TITLE

__all__ = ["SCHEMA", "TITLE", "populate"]
