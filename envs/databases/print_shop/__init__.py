"""Built-in database ``print_shop``: Inkwell Print Co. of Leamington Spa, a commercial print and design shop with
business accounts and walk-in customers: quotes that become jobs, jobs on its presses (proofs, rush surcharges,
promised and delivered dates, reprints), press downtime, paper bought from suppliers, invoices on 30-day terms,
payments and credit notes, from 1 May 2023 up to 31 October 2025. Built deterministically from the shared seed;
``python -m envs.analyst.tasks --db print_shop`` builds it and checks its gold questions.

``vocabulary.py`` holds ``TITLE``, ``SCHEMA`` and the vocabularies, weights and rates; ``generator.py`` holds
``populate``, which fills the tables from them.
"""

from envs.databases.print_shop.generator import populate
from envs.databases.print_shop.vocabulary import SCHEMA, TITLE

__all__ = ["SCHEMA", "TITLE", "populate"]
