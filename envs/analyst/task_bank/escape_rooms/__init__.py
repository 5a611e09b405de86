"""Gold questions over the ``escape_rooms`` database (Lockbox Escapes: two sites, their rooms, customers, bookings,
game results, gift vouchers, reviews and the game masters), asked the way the owner, a site manager or the
marketing person would ask them.

Old Town's bookings start on 1 March 2023; Riverside opened on 17 May 2024. Today is 30 November 2025, the last day
in the data, so "this year" is 2025 to date, "last year" 2024, "last Christmas" December 2024 and "this summer"
July and August 2025; bookings already made for later games are Upcoming. Conventions the gold SQL follows:

- A booking counts on the day of its game (``slot_start``), not the day it was made, unless the question says
  bookings "taken" or "made".
- "Takings", "what we took" and "spend" are ``amount_paid`` on bookings that were played or forfeited
  (Completed and No-show): cancelled bookings were refunded and upcoming ones have not been played. Gift voucher
  sales are separate (their face value, on the day sold).
- "Games", "games played" and "teams" are Completed bookings, each with one row in ``game_results``; the "escape
  rate" is the percentage of those games won, and "how fast teams get out" averages ``escape_time_min`` over the
  escaped games only. The "hardest" room has the lowest escape rate (not the highest designed difficulty).
- "Players" and "group size" count who turned up (``players_attended``) on Completed bookings.
- The "no-show rate" is no-shows over Completed plus No-show bookings; the "cancellation rate" is cancelled over
  all bookings for games due in the period.
- Rooms "running now" and "current" staff have no retirement or leaving date. Corporate business is the bookings
  of Corporate accounts, counted by company; "Christmas parties" are corporate games in December.
- Discount codes are matched whatever their case. Percentages and money are rounded to 2 decimal places; people
  are named "first last".

The templates live in ``easy.py``, ``medium.py`` and ``hard.py``, one per section of the bank, with the SQL
fragments and slot queries they share in ``fragments.py``; ``TEMPLATES`` lists them in that order.
"""

from envs.analyst.task_bank.escape_rooms import easy, hard, medium

TEMPLATES = [*easy.TEMPLATES, *medium.TEMPLATES, *hard.TEMPLATES]
