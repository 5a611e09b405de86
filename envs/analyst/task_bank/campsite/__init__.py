"""Gold questions over the ``campsite`` database (Foxglove Farm Holiday Park: pitches, guests, bookings, yearly
price lists, payments, extras, the site shop, seasonal pitch holders, maintenance and reviews), asked the way the
park owner, the warden or the bookkeeper would ask them.

The books start on 1 March 2023; "today" is Sunday 28 September 2025, so "this year" is 2025, "last year" 2024,
"next year" 2026 and "last month" or "in August" is August 2025. The season runs 1 March to 31 October: "this
season" is 1 March-31 October 2025 (so far, for stays), "last season" the same dates in 2024. Bookings for later
dates are already on the books (status Confirmed). Conventions the gold SQL follows:

- A booking belongs to the month, season and year of its arrival. "Stays", guests who "came" or "stayed", "pitch
  nights" and dogs or people "who came" count bookings that are Checked In or Checked Out (No Shows and
  cancellations left out); "bookings" for a period leave out only the Cancelled ones; "cancellations" are
  counted by arrival unless the question says when they were cancelled. A walk-in has source 'Walk-in'.
- "Pitch fees" are ``bookings.pitch_fee`` of stays. "Takings" or "booking money" are ``payments`` by
  ``paid_on``, refunds (negative amounts) included, so net; deposits, balances, extras and refunds are its
  kinds. What is "still to come" on confirmed bookings is their pitch fees less what they have paid.
- "Occupancy" over a period is night by night: nights a stay occupies a pitch (arrival on or before the night,
  departure after it) over the nights the pitches of that kind were in use (opened on or before the night, not
  retired by it). A night on site is a night from arrival to the day before departure.
- Extras are ``booking_extras`` totals; the shop's "takings" are till line totals by ``sold_at``, and a guest's
  shop spend is the lines put on their bookings. A stay's "bill" is its pitch fee plus its extras and its shop
  lines.
- Seasonal holders "this season" hold a contract with ``season_year`` 2025; "next season" is 2026. A holder who
  "came back" or "renewed" holds contracts in both seasons.
- Maintenance issues are "open" while ``resolved_on`` is NULL; days to fix run from ``reported_on`` to
  ``resolved_on``; the cost of repairs in a year is counted by ``resolved_on``. "Something went wrong during a
  stay" is a Medium or High issue reported on its pitch on one of its nights.
- Reviews belong to the month they were posted; ratings are averaged as stars out of five. A guest's first
  stay is their earliest stay's arrival.
- Money is rounded to 2 decimal places, percentages to 2; people are named "first last". Prices on ``rates``
  are per night before any hook-up charge.

The templates live in ``easy.py``, ``medium.py`` and ``hard.py``, one per section of the bank, with the SQL
fragments and slot queries they share in ``fragments.py``; ``TEMPLATES`` lists them in that order.
"""

from envs.analyst.task_bank.campsite import easy, hard, medium

TEMPLATES = [*easy.TEMPLATES, *medium.TEMPLATES, *hard.TEMPLATES]
