"""Gold questions over ``ledger``: a SaaS founder asking about customers, plans, billing, cash and spending.

The books run from January 2023 to 30 September 2025. "Collected" means payments received (``payments``),
"billed"/"invoiced" means invoice amounts (voided invoices left out where the question says so), and "running"
subscriptions are the ones with no end date.

The templates live in ``easy.py``, ``medium.py`` and ``hard.py``, one per section of the bank, with the SQL
fragments and slot queries they share in ``fragments.py``; ``TEMPLATES`` lists them in that order.
"""

from envs.analyst.task_bank.ledger import easy, hard, medium

TEMPLATES = [*easy.TEMPLATES, *medium.TEMPLATES, *hard.TEMPLATES]
