"""Gold questions for the department store chain (``envs/databases/department_store/``): what its owner and
store managers ask about receipts, departments, staff, loyalty customers and returns.

"Net sales" throughout means quantity * unit_price - discount on the receipt lines; refunds are separate.
Check with ``python -m envs.analyst.tasks --db department_store``.

The templates live in ``easy.py``, ``medium.py`` and ``hard.py``, one per section of the bank, with the SQL
fragments and slot queries they share in ``fragments.py``; ``TEMPLATES`` lists them in that order.
"""

from envs.analyst.task_bank.department_store import easy, hard, medium

TEMPLATES = [*easy.TEMPLATES, *medium.TEMPLATES, *hard.TEMPLATES]
