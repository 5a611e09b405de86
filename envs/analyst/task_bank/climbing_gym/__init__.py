"""Gold questions over the ``climbing_gym`` database (The Crag Room climbing centre: climbers, monthly memberships
with their pauses and direct debits, day passes and 10-visit cards, check-ins, courses, sessions and bookings,
walls and the climbs set on them, the café and shop's till, and the staff), asked the way the gym manager, the
head setter or the bookkeeper would ask them.

The centre opened on 1 May 2023; "today" is Friday 31 October 2025 (a few weeks of course sessions are already
scheduled after it): "this year" is 2025 to date, "last year" 2024, "last month" September 2025, "yesterday"
30 October 2025. Conventions the gold SQL follows:

- A "visit" or "check-in" is a ``check_ins`` row, counted on the day and hour of ``checked_in_at``; an "evening"
  visit checks in from 17:00; weekends are Saturday and Sunday. Course attendances are not check-ins.
- "Active" or "current" members are memberships with status Active; paused ones are counted only when asked
  (status Paused; a membership pauses at most once, and a pause counts on ``paused_from``). A membership is
  "new" in the period its ``start_date`` falls in, rejoins included; a cancellation counts on ``cancelled_on``,
  the last day of the membership. "Lapsed members" are climbers who have
  held a membership but have none Active or Paused now; a climber who "rejoined" has more than one membership.
- Membership "income"/"takings" is the Paid ``membership_payments`` by ``paid_on`` (Failed ones bounced). Each
  member pays the ``monthly_fee`` locked in when they joined. Pass takings are ``passes.price`` by ``sold_at``;
  "day passes" include concessions. Course income is ``price_paid`` of the Attended and No Show bookings (places
  on a session that ran; cancellations are refunded), counted on the session's date. Till takings are
  ``sales.total`` by ``sold_at``, by ``category`` (Café, Shop, Hire). "Total takings" add up these four streams.
- A course session "ran" when its status is Ran. People "on" a session are its Attended and No Show bookings; the
  no-show rate is No Shows over those, and a session's fill is those over its ``places``.
- A climb (boulder problem or roped route) is "up" while ``stripped_on`` is NULL and is "set" on ``set_on``. A wall
  is "reset" on each day new climbs were set on it (``routes.wall``); an early strip is not a reset.
- Money is rounded to 2 decimal places, percentages to 2, averages of days, climbs and ages to 1; people are
  named "first last" (climbers' names repeat, so lists of climbers carry the climber id where it matters).

The templates live in ``easy.py``, ``medium.py`` and ``hard.py``, one per section of the bank, with the SQL
fragments and slot queries they share in ``fragments.py``; ``TEMPLATES`` lists them in that order.
"""

from envs.analyst.task_bank.climbing_gym import easy, hard, medium

TEMPLATES = [*easy.TEMPLATES, *medium.TEMPLATES, *hard.TEMPLATES]
