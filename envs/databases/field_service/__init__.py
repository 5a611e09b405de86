"""Built-in database ``field_service``: Castle Plumbing & Heating, a small firm of gas engineers and plumbers, with
its customers (homeowners, landlords with several lets, letting agents), their properties and boilers, annual boiler
cover contracts, two and a half years of jobs (breakdowns, annual services, gas safety checks, leaks, new boilers),
the engineers' visits to each job, the parts fitted and the invoices for the work that was not covered. Built
deterministically from the shared seed; ``python -m envs.analyst.tasks --db field_service`` builds it and checks
its gold questions.

``vocabulary.py`` holds ``TITLE``, ``SCHEMA`` and the vocabularies, weights and rates; ``generator.py`` holds
``populate``, which fills the tables from them.
"""

from envs.databases.field_service.generator import populate
from envs.databases.field_service.vocabulary import SCHEMA, TITLE

__all__ = ["SCHEMA", "TITLE", "populate"]
