"""Gold questions over the ``wholesale_bakery`` database (Millstone Bakehouse: trade accounts, products, standing
and one-off orders, the nightly bakes and their waste, delivery runs, ingredient buying, weekly invoices and credit
notes), asked the way the owner, the head baker or the bookkeeper would ask them.

The books run from Tuesday 2 May 2023 to Saturday 15 November 2025, which is "today": "this year" is 2025, "last
year" 2024, "last month" October 2025. The bakery delivers Tuesday to Saturday (shut Sunday and Monday, and from
25 December to 1 January), so "this week" is Tuesday 11 to Saturday 15 November 2025 and "this week last year" the
same delivery week a year earlier, Tuesday 12 to Saturday 16 November 2024. Conventions the gold SQL follows:

- An order belongs to its ``delivery_date``. "Orders" and "drops" leave out Cancelled orders; a "failed drop" is a
  Failed order. "Sales", "takings", "turnover" and what an account "spent" are quantity times ``unit_price`` over
  the lines of Delivered orders (failed drops are not charged), before credit notes; "units sold" and "best
  sellers" count the quantity on Delivered orders; an "average order" is the sales of a Delivered order.
- "Waste" is ``quantity_wasted`` of the production batches, by ``bake_date``; batches nobody counted (NULL) are
  left out, and a "waste rate" is wasted over baked among the counted batches. The "cost" of waste or of goods is
  the batch's ``unit_cost`` that day; a "margin" is price minus cost (the products' current figures, unless a
  period is named, when it is each line's price less that day's batch cost).
- "Open" or "current" accounts are those with no ``closed_on``; "active" accounts have status Active (On Stop
  ones are open but get no deliveries). An account "on a standing order" has a standing order row with no
  ``ended_on``.
- Invoices belong to the day they were issued. What an account "owes" is ``amount - amount_paid`` on invoices that
  are Unpaid or Part Paid (Written Off ones are not counted); it is "overdue" when ``due_on`` is before today, and
  accounts "behind on paying" are those with overdue money. Money "paid in" counts ``amount_paid`` by ``paid_on``.
  Credit notes belong to the day they were issued.
- Ingredient buying belongs to ``ordered_on``; an average price per kg is money over kilograms. A run's length is
  from ``departed_at`` to ``returned_at`` where the return was logged.
- Money is rounded to 2 decimal places, percentages to 2; accounts are named by their trading name.

The templates live in ``easy.py``, ``medium.py`` and ``hard.py``, one per section of the bank, with the SQL
fragments and slot queries they share in ``fragments.py``; ``TEMPLATES`` lists them in that order.
"""

from envs.analyst.task_bank.wholesale_bakery import easy, hard, medium

TEMPLATES = [*easy.TEMPLATES, *medium.TEMPLATES, *hard.TEMPLATES]
