"""Gold questions over the ``music_school`` database (Ravensbourne Music Academy: pupils on family accounts and
adult learners, teachers, termly lesson enrolments and their weekly lessons, graded exams, instrument hire, term
invoices and concerts), asked the way the director, a head of department or the bookkeeper would ask them.

The records run from the Summer 2023 term to Friday 21 November 2025, which is "today", half-way through the
Autumn 2025 term (the latest term; its lessons after today are Scheduled). "This term" is Autumn 2025 (term 8),
"last term" Summer 2025 (term 7); "this academic year" is 2025-26, "last academic year" 2024-25 (Autumn 2024,
Spring 2025 and Summer 2025, terms 5-7). "This year" is 2025 to date, "last year" 2024. Conventions the gold SQL
follows:

- Pupils "on the books", "current" or "active" have status Active (exactly those enrolled this term); a pupil "on
  a break" is Paused; leavers count on ``left_on``, sign-ups on ``joined_on``. Pupils "in" a term are the distinct
  students with an enrolment in it; a pupil's first term is their earliest enrolment's. A "slot" is an enrolment
  (a pupil learning two instruments has two).
- A department's pupils, lessons, fees and exams are those of its teachers (``teachers.department``).
- Lessons count on ``lesson_date``. A lesson "taught" is Attended or Missed (the teacher was there), or a lesson
  the teacher cancelled and later made up (``made_up_on``); teaching "hours" and "pay" are the lesson minutes of
  taught lessons over 60, times the teacher's ``hourly_rate``. "Cancelled" lessons are Cancelled by Teacher.
  The "attendance" rate is Attended over Attended plus Missed.
- "Lesson fees" or "tuition" are ``enrolments.term_fee`` (before sibling discounts), by term. "Billed" or
  "invoiced" is ``invoices.total`` by term. "Takings" (fees received, collected) are ``invoices.amount_paid``,
  counted in the month or year of ``paid_on``. What is "owed" or "outstanding" is ``total - amount_paid`` on
  invoices that are not Paid. A price per lesson is a term fee over the lessons booked for it (withdrawals left
  out, since they keep the full fee).
- Exams count on ``exam_date``; those "sat" with a result have ``result`` set; a "pass" is Pass, Merit or
  Distinction; the pass rate is passes over results. Marks are compared only within a board.
- Instruments "out on hire" have no ``returned_on``. Concert "performers" are ``concert_performers`` rows of
  concerts held on or before today; ticket "takings" are ``ticket_price * tickets_sold``.
- Money is rounded to 2 decimal places, percentages to 2; people are named "first last".

The templates live in ``easy.py``, ``medium.py`` and ``hard.py``, one per section of the bank, with the SQL
fragments and slot queries they share in ``fragments.py``; ``TEMPLATES`` lists them in that order.
"""

from envs.analyst.task_bank.music_school import easy, hard, medium

TEMPLATES = [*easy.TEMPLATES, *medium.TEMPLATES, *hard.TEMPLATES]
