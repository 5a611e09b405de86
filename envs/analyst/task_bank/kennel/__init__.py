"""Gold questions over the ``kennel`` database (Happy Paws Kennel: owners, dogs, breeds, runs, stays, add-on
services and staff), asked the way the kennel's owner or manager would ask them.

Conventions the gold SQL follows: a stay's revenue (``total``) counts in the month it checked out, and only
Completed stays have a bill; cancelled bookings never boarded; a stay's nights are check_out minus check_in.

The templates live in ``easy.py``, ``medium.py`` and ``hard.py``, one per section of the bank, with the SQL
fragments and slot queries they share in ``fragments.py``; ``TEMPLATES`` lists them in that order.
"""

from envs.analyst.task_bank.kennel import easy, hard, medium

TEMPLATES = [*easy.TEMPLATES, *medium.TEMPLATES, *hard.TEMPLATES]
