"""Gold questions over the ``self_storage`` database (StowAway Self Storage: three facilities, their units,
customers, rentals, monthly invoices, payments, the gate log and overlock/lien events), asked the way the owner, a
facility manager or the bookkeeper would ask them.

The books run from 1 April 2023 to 31 December 2025, which is "today": "this year" is 2025, "last year" 2024,
"this month" December 2025, "this summer"/"last summer" June to August 2025. Conventions the gold SQL follows:

- A "current tenant" / a let unit is a rental with no move-out date (status Current), overlocked ones included.
  A unit is occupied on a day when a rental has moved in on or before it and not moved out by it (move_out later
  than the day, or none). "Occupancy" is occupied units as a percentage of the units at sites open that day.
- "Move-ins" count on ``move_in``; "move-outs" are rentals that ended (any status but Current), on ``move_out``.
  "Length of stay" is move_out minus move_in in days, over rentals that have ended.
- "Billed" / "invoiced" / "revenue" is invoice totals (rent + insurance - discount), counted on the day issued,
  whatever their status. "Collected" / "takings" / "cash in" is payments, on the day paid.
- "Arrears" / "what we're owed" is what is left unpaid on Unpaid invoices already past their due date (total less
  any part payments); written-off debt is not arrears. "Paid late" is invoice status Late.
- "Busiest" site, hour or customer means the most Granted gate entries; "visits" are Granted gate entries.
- Sites are named by ``facilities.name``; a unit by its site and unit number; a customer by the person's "first
  last" (for a business, its contact), unless the question asks for the company. Percentages and money are rounded to 2 decimal places.

The templates live in ``easy.py``, ``medium.py`` and ``hard.py``, one per section of the bank, with the SQL
fragments and slot queries they share in ``fragments.py``; ``TEMPLATES`` lists them in that order.
"""

from envs.analyst.task_bank.self_storage import easy, hard, medium

TEMPLATES = [*easy.TEMPLATES, *medium.TEMPLATES, *hard.TEMPLATES]
