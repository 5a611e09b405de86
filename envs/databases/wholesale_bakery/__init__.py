"""Built-in database ``wholesale_bakery``: Millstone Bakehouse, a craft bakery near Bath that bakes overnight for
cafés, delis, restaurants, farm shops, hotels and pubs, with its trade accounts (credit terms, delivery routes,
standing orders), products at prices that rise over time, daily orders and order lines, the bakes and their waste,
the delivery runs by van and driver with drop times and failed drops, flour and butter buying, weekly invoices and
their payments, and credit notes, from 2 May 2023 to Saturday 15 November 2025. Built deterministically from the
shared seed; ``python -m envs.analyst.tasks --db wholesale_bakery`` builds it and checks its gold questions.

``vocabulary.py`` holds ``TITLE``, ``SCHEMA`` and the vocabularies, weights and rates; ``generator.py`` holds
``populate``, which fills the tables from them.
"""

from envs.databases.wholesale_bakery.generator import populate
from envs.databases.wholesale_bakery.vocabulary import SCHEMA, TITLE

__all__ = ["SCHEMA", "TITLE", "populate"]
