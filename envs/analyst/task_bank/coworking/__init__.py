"""Gold questions over the ``coworking`` database (Hive Workspaces: sites, plans, companies, members, spaces, room
bookings, invoices and their lines, day passes), asked the way the community manager, the finance lead or the
founder would ask them.

Conventions the gold SQL follows:
- The data end on 15 October 2025, which is "today": "this year" is 2025, "last month" is September 2025, "last
  quarter" is July to September 2025.
- "Current" members are those with no ``left_on``; a member's site is their home site; a company's members are
  those with its ``company_id``, and "our biggest client" is the company with the most billed across its members.
- "Billed"/"invoiced" means invoice totals (or line amounts) leaving out Void invoices, counted by the
  ``billing_month`` the invoice covers; "collected"/"received" means ``amount_paid``; "outstanding"/"owed" is
  ``total - amount_paid`` on Unpaid and Part Paid invoices (written-off debt is no longer owed); a "late" payment
  has ``paid_on`` after ``due_on``.
- Room usage (hours, bookings "used"/"held") counts Completed bookings; a no-show did book and did not come;
  cancellations never happened and Confirmed bookings are still to come. A booking's hours are ends_at minus
  starts_at.
- Occupancy of desks or offices is the share of them with a current member assigned (``members.space_id``).
- Day-pass "walk-ins" have no host member; "guests" are passes with a host member.

The templates live in ``easy.py``, ``medium.py`` and ``hard.py``, one per section of the bank, with the SQL
fragments and slot queries they share in ``fragments.py``; ``TEMPLATES`` lists them in that order.
"""

from envs.analyst.task_bank.coworking import easy, hard, medium

TEMPLATES = [*easy.TEMPLATES, *medium.TEMPLATES, *hard.TEMPLATES]
