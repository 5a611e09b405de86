"""Gold questions over the ``marina`` database (Harbour Lights Marina: berths, boat owners and their boats, annual
berth contracts, visiting boats, the fuel dock, the boatyard and staff), asked the way the marina manager, the
harbour master or the bookkeeper would ask them.

The books run from 1 March 2023 to 30 September 2025, which is "today": "this year" is 2025, "last year" 2024.
The season runs April to September, so "this season" is April-September 2025 and "last season" April-September
2024; "last summer" is June-August 2025. Conventions the gold SQL follows:

- A visit belongs to the month and year it arrived. "Visits" and "visitors" leave out cancelled bookings;
  "visitor nights" and lengths of stay count Departed visits; "visitor income" is the fees of Departed visits
  that were Paid; what visitors "owe" is the fees of Departed visits still Unpaid. A "walk-in" has no booking date.
- "Current", "right now", "at the moment" contracts, berth holders and liveaboards are Active contracts; a
  liveaboard is a contract with ``liveaboard`` set. A renewal is a contract with a ``previous_contract_id``;
  early terminations are Terminated contracts, counted by ``terminated_on``. A contract covers a day from its
  start to its end date, or to the day it was terminated.
- "Occupancy" of the annual berths on a day is the share of berths with an annual rate that a contract covers
  that day; visitor occupancy is occupied visitor berth-nights over all visitor berths (those with a daily rate)
  times the days of the month, a boat still in counting up to today.
- The fuel dock's "takings" are fuel sale totals; an average price per litre is money over litres.
- Yard "income" or "invoiced" is the invoiced amount of Completed jobs, by ``completed_on``; an overrun is
  invoiced minus quoted. A boat's owner "now" is its ``boat_owners`` row with no ``owned_to``; a job or a visit
  belongs to whoever owned the boat on its date.
- Money is rounded to 2 decimal places (fuel prices per litre to 3), percentages to 2; people are named
  "first last". Boats are named by name and, since a few names repeat, by registration.

The templates live in ``easy.py``, ``medium.py`` and ``hard.py``, one per section of the bank, with the SQL
fragments and slot queries they share in ``fragments.py``; ``TEMPLATES`` lists them in that order.
"""

from envs.analyst.task_bank.marina import easy, hard, medium

TEMPLATES = [*easy.TEMPLATES, *medium.TEMPLATES, *hard.TEMPLATES]
