"""Built-in database ``brewery``: Hopwright Brewing Co., a small craft brewery with a taproom in the Calder Valley,
from 1 June 2023, when it moved into its unit and opened the taproom, to 30 November 2025: its core, seasonal and
limited beers, the brew batches (tanks, losses, a batch or two poured away), packaging into kegs, cans and bottles,
the pubs, bars, restaurants and bottle shops it sells to with their orders, invoices, payments and keg returns,
the taproom's till, monthly beer duty, malt, hops and yeast bought in, and the staff. Built deterministically from
the shared seed; ``python -m envs.analyst.tasks --db brewery`` builds it and checks its gold questions.

``vocabulary.py`` holds ``TITLE``, ``SCHEMA`` and the vocabularies, weights and rates; ``generator.py`` holds
``populate``, which fills the tables from them.
"""

from envs.databases.brewery.generator import populate
from envs.databases.brewery.vocabulary import SCHEMA, TITLE

__all__ = ["SCHEMA", "TITLE", "populate"]
