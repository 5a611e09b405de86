"""Gold questions over the ``commercial_laundry`` database (Brightwater Linen Services: client accounts and their
contracts, the linen each client has in circulation and its write-offs, the vans' collections, wash batches by
machine and programme, machine services and breakdowns, weekly invoices and payments, staff and their shifts),
asked the way the operations manager, an account manager or the bookkeeper would ask them.

The records run from Monday 1 May 2023 to Friday 14 November 2025, which is "today": "this year" is 2025 to date,
"last year" 2024, "last month" October 2025, "this summer" July-August 2025. Conventions the gold SQL follows:

- "Current", "live" or "active" clients are those with status Active; "lost" clients went to a competitor
  (status Lost, ``lost_to`` when known); the hotel that "went bust" is the one client that Ceased Trading. A client
  left on its ``contract_end``; for an Active client ``contract_end`` is the end of the current term (NULL: rolling).
  A client's "account manager" is the one on the account now (``account_manager_id``), even for past invoices.
- "Kilos collected", "kilos processed", "volume" and "weight of laundry" are ``kg_collected`` of collections, by
  ``collected_on``; Missed collections weigh nothing. Counts of collections, pickups or stops leave out Missed ones
  unless the question is about missed collections. A collection's driver and van are the ones on the collection.
- The "rewash rate" is the percentage of wash batches with ``rewash`` set, by ``washed_on``; weight "washed" or
  "through the washers" is the batches' ``kg``. A machine is "in service" while it has no ``retired_on``, and "out
  of action" while a job has no ``fixed_on``. Downtime is ``downtime_hours``; repair and service costs are ``cost``
  (NULL: under warranty).
- "Invoiced", "billed", "billing" and what a client is "worth" are invoice totals, by the ``week_start`` of the week
  invoiced. "Takings", "cash in" and money "received" are ``amount_paid`` by ``paid_on``. What clients "owe" or have
  "outstanding" is ``total - amount_paid`` of Unpaid and Part Paid invoices; "overdue" (or "behind on paying") is
  the part of that whose ``due_on`` is before today. "Bad debt" is ``total - amount_paid`` of Written Off invoices.
  Days to pay or days late are counted on fully Paid invoices. The price "achieved" per kg is laundry charges over
  kg billed.
- Linen "written off", "lost" or "ruined" counts ``quantity`` in pieces, charges are ``charge``, by
  ``written_off_on``; "lost" alone means the reason Lost.
- Hours worked are the ``hours`` of Worked shifts; an absence is a Sick or No Show shift; drivers' shifts follow
  their rounds.
- Money is rounded to 2 decimal places (prices per kg to 3), kilos and hours to 1, percentages to 2; people are
  named "first last", clients by name.

The templates live in ``easy.py``, ``medium.py`` and ``hard.py``, one per section of the bank, with the SQL
fragments and slot queries they share in ``fragments.py``; ``TEMPLATES`` lists them in that order.
"""

from envs.analyst.task_bank.commercial_laundry import easy, hard, medium

TEMPLATES = [*easy.TEMPLATES, *medium.TEMPLATES, *hard.TEMPLATES]
