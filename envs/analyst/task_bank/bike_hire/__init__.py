"""Gold questions over the ``bike_hire`` database (Spokes City Bikes: stations, bikes, members and their plans,
casual riders, rides and repair jobs), asked the way the scheme's operations manager, finance lead or a council
officer would ask them.

Conventions the gold SQL follows:
- "today" is the last day in the data, 30 November 2025: "this year" is 2025, "last summer" June to August 2025;
- a ride counts in the month it started; every row of ``rides`` is a ride, lost ones included;
- revenue (takings) means ride fares that were not refunded (``refunded = 0``); refunds are the fares of refunded
  rides; lost rides have no fare; plan fees are not revenue here;
- how long rides take is the mean ``duration_min`` (lost rides have none);
- an active member is one whose membership has not been cancelled; a member on a past date is one who had joined
  by then and had not yet cancelled;
- the busiest station is the one with the most rides starting there; a district's rides start there;
- "e-bikes" are ``bike_type = 'E'``; the fleet (bikes in service) is the bikes not retired; open stations have no
  ``closed_on``;
- repair spend counts a job in the year it was completed; open jobs have no cost yet;
- members are named by email (names repeat), and stations by name and district (two are called Church Street);
- percentages are 0-100, rounded to 2 decimals, as are money and averages.

The templates live in ``easy.py``, ``medium.py`` and ``hard.py``, one per section of the bank, with the SQL
fragments and slot queries they share in ``fragments.py``; ``TEMPLATES`` lists them in that order.
"""

from envs.analyst.task_bank.bike_hire import easy, hard, medium

TEMPLATES = [*easy.TEMPLATES, *medium.TEMPLATES, *hard.TEMPLATES]
