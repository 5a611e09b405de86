"""Gold questions over the ``wedding_venue`` database (Ashcombe Hall: enquiries and viewings, bookings for weddings,
corporate days and parties with their packages, extras and payments, suppliers and their commission, the events
coordinators and the guest rooms), asked the way the venue manager, a coordinator or the bookkeeper would ask them.

The books run from 1 April 2023, when the Hall opened for events, to 15 October 2025, which is "today"; the diary
runs on into 2027. "This year" is 2025, "last year" 2024, "next year" 2026. The season follows the rate card: Peak
is May-September, Shoulder April and October, Off-Peak November-March; "this season" / "this summer" is May-September
2025, "last season" May-September 2024 and "next season" May-September 2026. Conventions the gold SQL follows:

- An enquiry belongs to the day it was received, a viewing to its ``viewing_on`` day; a viewing "held" is one
  Attended. An enquiry "converted" (or "booked") when it led to a booking that was confirmed (``confirmed_on``
  set): a provisional hold that lapsed does not count. The conversion rate from viewings is the share of enquiries
  with an Attended viewing that converted, by the viewing's date.
- A booking belongs to its ``event_date``; its kind of event is its package's ``event_type``. Events "held" are
  Completed bookings; the "diary" (events "booked", "coming up") is Confirmed and Provisional bookings, which hold
  their date; a date is "taken" when a booking that is not Cancelled is on it. "Cancellations" are Cancelled
  bookings that had been confirmed, counted by ``cancelled_on``; a "lapsed hold" is a Cancelled booking never
  confirmed. A postponed booking has an ``original_date``. Saturdays and weekdays come from ``event_date``.
- A booking's "value" (its "bill") is its venue fee plus its extras (quantity times unit price); venue "revenue"
  for a period is the value of the Completed bookings held in it. "Takings" are payments by ``paid_on``, refunds
  netted off; what a booking still "owes" is its value less everything paid on it.
- "Commission" is ``event_suppliers.commission`` on Completed bookings, by event date. Room income is nights times
  the nightly rate, by ``check_in``; a B&B stay has no booking.
- Money is rounded to 2 decimal places, percentages and averages to 2; people are named "first last"; couples and
  clients by the enquiry's contact name.

The templates live in ``easy.py``, ``medium.py`` and ``hard.py``, one per section of the bank, with the SQL
fragments and slot queries they share in ``fragments.py``; ``TEMPLATES`` lists them in that order.
"""

from envs.analyst.task_bank.wedding_venue import easy, hard, medium

TEMPLATES = [*easy.TEMPLATES, *medium.TEMPLATES, *hard.TEMPLATES]
