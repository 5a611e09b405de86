"""Gold questions over the Crumb & Kettle cafe and bakery database (``envs/databases/cafe/``, held out).

What the owner asks: sales by month, branch and category, best sellers, payments and tips, staff hours and wage
bills, ingredient spending with suppliers, and menu facts. "Sales" means what the order lines took (quantity ×
price of the day), tips not included; "current" staff have no ``left_on``; items "on the menu" have no
``discontinued_on``. Slots over months and pairs are hand-picked (``picked``) so instances vary.

The templates live in ``easy.py``, ``medium.py`` and ``hard.py``, one per section of the bank, with the SQL
fragments and slot queries they share in ``fragments.py``; ``TEMPLATES`` lists them in that order.
"""

from envs.analyst.task_bank.cafe import easy, hard, medium

TEMPLATES = [*easy.TEMPLATES, *medium.TEMPLATES, *hard.TEMPLATES]
