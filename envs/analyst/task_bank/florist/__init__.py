"""Gold questions over the ``florist`` database (Petal & Stem: two shops, stems bought in lots, arrangements and
their recipes, customers, orders, delivery attempts and staff), asked the way the owner, a shop manager or the
bookkeeper would ask them.

The books run from 1 March 2023 (Canal Wharf opened in September 2023) to 31 December 2025, so "this year" is 2025,
"last year" 2024 and "last spring" March to May 2025. Conventions the gold SQL follows:

- "sales", "takings", "spend" and "what we took" are order totals (after account discounts, delivery fees
  included) of orders that went through: cancelled and refunded orders are left out. They count on the order date.
- Sales of a piece are its line values (quantity x unit price) on such orders; "sold" and "best-selling" count
  units (the sum of quantities), not orders or money.
- "Orders" taken or placed count every order, whatever became of it, unless the question says otherwise.
- "Around Valentine's" / "Valentine's week" is orders placed 8-14 February; "Valentine's" and "Mother's Day"
  orders are those with that occasion; "weddings" are the orders for the Wedding occasion.
- Stem spend is stems x cost per stem, by the day the lot was received; "wastage" is the stems binned
  (``stems_wasted``), its cost wasted stems x cost per stem, and the wastage rate wasted stems over stems bought;
  an average cost per stem is stem spend over stems bought, not an average over lots.
- A "failed delivery" is a failed attempt (one row of ``deliveries``); a "drop" is a delivered attempt.
- Percentages and money are rounded to 2 decimal places; people are named "first last".

The templates live in ``easy.py``, ``medium.py`` and ``hard.py``, one per section of the bank, with the SQL
fragments and slot queries they share in ``fragments.py``; ``TEMPLATES`` lists them in that order.
"""

from envs.analyst.task_bank.florist import easy, hard, medium

TEMPLATES = [*easy.TEMPLATES, *medium.TEMPLATES, *hard.TEMPLATES]
