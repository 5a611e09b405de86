"""Gold questions over the ``print_shop`` database (Inkwell Print Co.: business accounts and walk-ins, quotes, print
jobs, presses and their downtime, paper bought in, invoices, payments and credit notes, staff), asked the way the
owner, the production manager or the bookkeeper would ask them.

The books run from 1 May 2023 to Friday 31 October 2025, which is "today": "this year" is 2025 to date, "last
year" 2024, "this month" October 2025, "last month" September 2025, "last quarter" July-September 2025.
Conventions the gold SQL follows:

- "Jobs" and "orders" leave out Cancelled jobs and reprints (a reprint, ``reprint_of`` set, is our own mistake put
  right free of charge); a job belongs to the month it was ordered. Deliveries ("went out", "delivered") are
  Delivered jobs by ``delivered_on``; a job "went out late" when delivered after ``promised_on``, and the on-time
  rate is the share of delivered jobs that were not late. Turnaround is days from ordered to delivered.
- A job's value is its price plus any rush surcharge, ex VAT; "rush surcharges" are those of Delivered jobs.
- "Sales", "turnover" and "invoiced" are invoices' ``net_amount`` (ex VAT) by ``issued_on``, credit notes not
  taken off; "VAT charged" is ``vat_amount``. "Takings" and "money in" are payments by ``paid_on`` (incl VAT).
- What a customer "owes" on an invoice is its total less its payments and credit notes; "who owes us" and
  "debtors" count Unpaid and Part Paid invoices only (Written Off debt is gone, Credited invoices owe nothing).
  "Overdue" is owing with ``due_on`` before today; days overdue count from ``due_on`` to today. Written-off bad
  debt is what was still owed on the Written Off invoices. Days to pay an invoice run from issue to its last
  payment, for Paid invoices.
- The quote win rate is Accepted quotes over quotes that have had an outcome (Accepted, Declined, Expired), by
  ``sent_on``; quotes still Sent are awaiting an answer.
- Paper spend is ``stock_purchases.total_cost`` by ``ordered_on``; an average price per pack is money over packs.
  Press downtime belongs to the day it started.
- Money, hours, days and averages are rounded to 2 decimal places, percentages to 2; people are named "first
  last", customers by name.

The templates live in ``easy.py``, ``medium.py`` and ``hard.py``, one per section of the bank, with the SQL
fragments and slot queries they share in ``fragments.py``; ``TEMPLATES`` lists them in that order.
"""

from envs.analyst.task_bank.print_shop import easy, hard, medium

TEMPLATES = [*easy.TEMPLATES, *medium.TEMPLATES, *hard.TEMPLATES]
