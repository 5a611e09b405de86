"""Gold questions over the ``brewery`` database (Hopwright Brewing Co.: beers, brew batches and packaging, trade
customers with their orders, invoices, payments and kegs, the taproom till, beer duty, ingredient buying and staff),
asked the way the head brewer, the sales manager or the bookkeeper would ask them.

The books run from 1 June 2023 to Sunday 30 November 2025, which is "today": "this year" is 2025 to date, "last
year" 2024, "this month" November 2025 and "last month" October 2025; "this summer" is June-August 2025 and "last
Christmas" December 2024. Conventions the gold SQL follows:

- Trade "sales", "revenue" or "what an account spent" are quantity times unit price of the lines of Delivered
  orders, dated by ``delivered_on`` (we invoice on delivery); keg deposits are not sales. "Orders" leave out
  Cancelled ones and are dated by ``ordered_on``. Litres sold: a keg is 30 litres, a can case 10.56, a bottle
  case 6.
- An invoice is a Delivered order, worth its lines. What a customer "owes" (outstanding, the debtors) is the
  invoice value less the payments against it, counting invoices with something left to pay; "overdue" means
  outstanding with a due date before today. An invoice was "paid late" when its last payment came after
  ``due_on``; "days to pay" run from delivery to the last payment of a fully paid invoice.
- Kegs "out" (not back yet) are the quantity less ``kegs_returned`` on the Keg lines of Delivered orders; the
  deposits we hold on them are those kegs times ``deposit_per_keg``.
- Taproom "takings" are till ``amount``s, VAT included, dated by ``sold_at``; "pints poured" add up the quantity of
  Pint lines; a beer's taproom sales are its Pint, Half, Third and Takeaway Can lines.
- A batch belongs to its ``brew_date``. "Brewed" volume is ``litres_brewed`` of every batch; "brewhouse losses"
  are litres brewed less litres packaged over Packaged batches, a loss rate is losses over litres brewed of those
  batches; Dumped batches were poured away whole. Batches "in the tanks" are Fermenting or Conditioning.
- Beer duty belongs to its ``duty_month``; duty "paid" has a ``paid_on``, duty still to pay has none.
- Ingredient spend is ``total_cost`` by ``ordered_on``; we owe a supplier for deliveries with no ``paid_on``;
  orders with no ``delivered_on`` are still on order.
- "Current" staff have no ``left_on``; people are named "first last". Money is rounded to 2 decimal places,
  percentages to 2, litres to 1.

The templates live in ``easy.py``, ``medium.py`` and ``hard.py``, one per section of the bank, with the SQL
fragments and slot queries they share in ``fragments.py``; ``TEMPLATES`` lists them in that order.
"""

from envs.analyst.task_bank.brewery import easy, hard, medium

TEMPLATES = [*easy.TEMPLATES, *medium.TEMPLATES, *hard.TEMPLATES]
