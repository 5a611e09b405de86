"""Gold questions over the ``driving_school`` database (Clear Road Driving School: instructors, their cars and fuel
receipts, pupils, lesson blocks bought, lessons and practical driving tests), asked the way the owner, an
instructor or the bookkeeper would ask them.

The lessons run from 1 June 2023, when the booking system went live, to 30 November 2025, which is "today" (with
two weeks of lessons already booked after it): "this year" is 2025 to date, "last year" 2024, "last month"
October 2025. Conventions the gold SQL follows:

- Lessons count on the day they start. "Lessons" taught, "hours" and "tuition" are Completed lessons; Booked ones
  are still to come; cancellations and no-shows never took place (their fees are ``cancellation_fee``).
- Tests count on ``test_date``; a test "taken"/"sat" has a result (a NULL result is still to come). The "pass rate"
  is passes over tests taken; the "first-time pass rate" is the same over tests with ``first_attempt`` = 1.
  An instructor's pass rate counts the tests they took pupils to (``driving_tests.instructor_id``).
- "Lesson income" ("takings", what pupils "paid" or "spent") is ``amount_paid`` on lesson blocks less any
  ``refund_amount``, counted on the day the block was bought. What pupils "owe" is ``amount_due - amount_paid``
  on Unpaid and Part paid blocks. Refunds count on ``refunded_on``.
- The "busiest" instructor taught the most hours of Completed lessons. Instructor "pay" is hours taught times
  their ``hourly_rate``. "Current" instructors have no ``left_on``.
- "Dropouts" are pupils with a ``dropped_out_on`` date (a pupil who stopped without telling us is not one).
  A pupil's age is in whole years at sign-up (``registered_on``).
- Fuel "spend" is the receipts' ``cost``; a price per litre is cost over litres on receipts that show litres.

The templates live in ``easy.py``, ``medium.py`` and ``hard.py``, one per section of the bank, with the SQL
fragments and slot queries they share in ``fragments.py``; ``TEMPLATES`` lists them in that order.
"""

from envs.analyst.task_bank.driving_school import easy, hard, medium

TEMPLATES = [*easy.TEMPLATES, *medium.TEMPLATES, *hard.TEMPLATES]
