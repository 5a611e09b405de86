"""Built-in database ``campsite``: Foxglove Farm Holiday Park, a family-run park with tent and touring pitches
(grass or hard-standing, with or without hook-up), seasonal pitches in the Top Field, glamping pods, yurts and
static caravans for hire; its guests and their bookings from March 2023 (with bookings already taken for later
dates), the yearly price lists by season band, deposits, balances and refunds, extras, the site shop's till,
the seasonal pitch holders' contracts, maintenance issues and reviews, up to 28 September 2025. Built
deterministically from the shared seed; ``python -m envs.analyst.tasks --db campsite`` builds it and checks its
gold questions.

``vocabulary.py`` holds ``TITLE``, ``SCHEMA`` and the vocabularies, calendars, weights and prices; ``generator.py``
holds ``populate``, which fills the tables from them.
"""

from envs.databases.campsite.generator import populate
from envs.databases.campsite.vocabulary import SCHEMA, TITLE

__all__ = ["SCHEMA", "TITLE", "populate"]
