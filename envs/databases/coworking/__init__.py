"""Built-in database ``coworking``: Hive Workspaces, a company running three coworking spaces (Bristol since
January 2023, Manchester since September 2023, Leeds since October 2024), with its membership plans (a price rise
on 1 January 2025), member companies and members (joining, leaving, referring each other), fixed desks, private
offices and meeting rooms, room bookings (cancellations and no-shows), monthly invoices with their lines and
payment state (late, part paid, written off, voided), and day passes. The data end on 15 October 2025. Built
deterministically from the shared seed; ``python -m envs.analyst.tasks --db coworking`` builds it and checks its
gold questions.

``vocabulary.py`` holds ``TITLE``, ``SCHEMA`` and the vocabularies, weights and rates; ``generator.py`` holds
``populate``, which fills the tables from them.
"""

from envs.databases.coworking.generator import populate
from envs.databases.coworking.vocabulary import SCHEMA, TITLE

__all__ = ["SCHEMA", "TITLE", "populate"]
