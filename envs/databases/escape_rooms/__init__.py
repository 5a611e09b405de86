"""Built-in database ``escape_rooms``: Lockbox Escapes, an escape-room business with two sites (Old Town since
March 2023, Riverside since May 2024), its rooms and their prices, customers (a few corporate accounts), bookings
from March 2023 to the end of November 2025 with those already made for the weeks after, the result of every game
played, gift vouchers, reviews and the game masters who ran the games. Built deterministically from the shared
seed; ``python -m envs.analyst.tasks --db escape_rooms`` builds it and checks its gold questions.

``vocabulary.py`` holds ``TITLE``, ``SCHEMA`` and the vocabularies, weights and rates; ``generator.py`` holds
``populate``, which fills the tables from them.
"""

from envs.databases.escape_rooms.generator import populate
from envs.databases.escape_rooms.vocabulary import SCHEMA, TITLE

__all__ = ["SCHEMA", "TITLE", "populate"]
