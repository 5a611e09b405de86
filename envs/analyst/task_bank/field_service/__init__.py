"""Gold questions over the ``field_service`` database (Castle Plumbing & Heating: customers, their properties and
boilers, cover contracts, jobs, engineers' visits, parts fitted and invoices), asked the way the owner, the office
manager or the bookkeeper would ask them.

The books run from 1 July 2023 to 31 December 2025, which is "today": "this year" is 2025, "last year" 2024,
"last winter" December 2024 to February 2025 and "this summer" June to August 2025. Conventions the gold SQL follows:

- A job counts on the day it was reported (``reported_on``), whatever became of it, unless the question is about
  work finished ("fitted", "finished", "completed"), which counts on ``completed_on``.
- "Call-outs" are the reactive jobs, breakdowns and leaks; "emergencies" are jobs with Emergency priority.
- "First-time fix rate" is the share of completed breakdowns that took a single visit (a no-access trip counts as
  a visit); per engineer it is credited to whoever made the first visit.
- "Turnover" and "revenue" are invoiced labour plus parts, before VAT; "billed", "invoiced" and amounts owed
  include VAT. Invoices count on the day they were issued. "What we're owed" / "outstanding" is every invoice not
  yet Paid (Unpaid and Overdue); "overdue" is the Overdue ones only.
- "Live" cover is an Active contract; monthly cover income is the sum of their monthly fees. Jobs "under cover"
  have a ``contract_id``; the rest are chargeable.
- What parts "cost us" is quantity x trade price paid (``job_parts.unit_cost``); engineers' time costs logged
  hours x their hourly rate. Hours not logged are left out.
- The busiest engineer has the most visits. A postcode area is the part of the postcode before the space.
- Percentages and money are rounded to 2 decimal places; people are named "first last".

The templates live in ``easy.py``, ``medium.py`` and ``hard.py``, one per section of the bank, with the SQL
fragments and slot queries they share in ``fragments.py``; ``TEMPLATES`` lists them in that order.
"""

from envs.analyst.task_bank.field_service import easy, hard, medium

TEMPLATES = [*easy.TEMPLATES, *medium.TEMPLATES, *hard.TEMPLATES]
