"""Gold questions over the ``pottery_studio`` database (Kiln & Clay community pottery studio: members and their
monthly memberships, taster sessions and six-week courses with their tutors, sessions and bookings, kiln firings
and the pieces fired in them, the shop's clay, glaze, tool and gift voucher sales, private parties and the staff),
asked the way the studio owner, a tutor or the bookkeeper would ask them.

The books run from the opening day, Saturday 3 June 2023, to Friday 14 November 2025, which is "today": "this
year" is 2025 up to today, "last year" 2024, "last month" October 2025. Courses, their sessions and parties are
timetabled past today, so "this year" stops at today for them. Conventions the gold SQL follows:

- "Members", "current" or "active" members are Active memberships; "lapsed" members are Lapsed memberships
  (payments stopped) and "cancelled" ones Cancelled (gave notice), both counted by ``end_date``. A membership
  "started" (a sign-up, rejoins included) on its ``start_date`` and covers a day from then to its ``end_date``,
  or to today while Active. What members "pay each month" is the sum of their ``monthly_fee``.
- "Classes" are tasters and six-week courses; "courses" alone are the six-week ones (wheel throwing and hand
  building). A class belongs to the month and year of its ``start_date``. Income from classes is ``amount_paid``
  of bookings that were not Refunded (late cancellations and no-shows keep their money; places paid with a gift
  voucher count at what the place was worth). "Places taken" are bookings that were not Refunded; attendance
  counts Attended bookings; refunds and vouchers redeemed count by ``booked_on`` unless a class period is named.
- Sessions "taught" are ``course_sessions`` rows (by ``session_date``, before today), credited to the tutor who
  taught them; a "cover" is a session taught by someone other than the class's advertised tutor. Tutor "pay" is
  their ``session_rate`` for every session taught and every Completed party they ran; the owner has no rate.
- Firings belong to ``fired_on``; their "cost" is electricity. A piece "cracked" has status Cracked; pieces
  "lost" in the kiln are Cracked or Glaze Fault, charged to the firing they came out of (the glaze firing if it
  had one, else the bisque firing). "Uncollected" pieces are Ready To Collect; pieces "in the pipeline" are
  In Progress. Members' "firing fees" belong to the date of the piece's bisque firing.
- The shop's "takings" are ``shop_sales`` totals, gift vouchers included. Party "income" is ``total_charged`` of
  Completed parties by ``party_date``; deposits "kept" are paid deposits of Cancelled parties.
- Money is rounded to 2 decimal places, percentages to 2; people are named "first last".

The templates live in ``easy.py``, ``medium.py`` and ``hard.py``, one per section of the bank, with the SQL
fragments and slot queries they share in ``fragments.py``; ``TEMPLATES`` lists them in that order.
"""

from envs.analyst.task_bank.pottery_studio import easy, hard, medium

TEMPLATES = [*easy.TEMPLATES, *medium.TEMPLATES, *hard.TEMPLATES]
