"""Gold questions over the ``petshop`` database (Happy Tails Pet Supply, a held-out database).

The questions are what a pet shop owner or area manager would ask about the shops, staff, customers and their
pets, the product range and three years of sales. "Sales" and "revenue" mean quantity times the price charged on
the order lines. Check them with ``python -m envs.analyst.tasks --db petshop``.

The templates live in ``easy.py``, ``medium.py`` and ``hard.py``, one per section of the bank; ``TEMPLATES`` lists
them in that order.
"""

from envs.analyst.task_bank.petshop import easy, hard, medium

TEMPLATES = [*easy.TEMPLATES, *medium.TEMPLATES, *hard.TEMPLATES]
