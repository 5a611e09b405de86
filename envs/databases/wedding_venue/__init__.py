"""Built-in database ``wedding_venue``: Ashcombe Hall, a country house that opened as an events venue in April 2023,
with its enquiries (and where they came from) and viewings, bookings for weddings, corporate away days and parties
(provisional, confirmed, cancelled, completed, a few postponed), the seasonal rate card by year and day of the
week, extras, deposits and staged payments, suppliers and the commission they pay, the events coordinators and the
guest rooms, up to 15 October 2025 with the diary running into 2027. Built deterministically from the shared seed;
``python -m envs.analyst.tasks --db wedding_venue`` builds it and checks its gold questions.

``vocabulary.py`` holds ``TITLE``, ``SCHEMA`` and the vocabularies, weights and rates; ``generator.py`` holds
``populate``, which fills the tables from them.
"""

from envs.databases.wedding_venue.generator import populate
from envs.databases.wedding_venue.vocabulary import SCHEMA, TITLE

__all__ = ["SCHEMA", "TITLE", "populate"]
