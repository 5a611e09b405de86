"""Gold questions over the ``dental_practice`` database (Brightsmile Dental: clinicians, NHS and private patients,
appointments, the treatments done at each, care plans and their direct debits, invoices, payments and recalls),
asked the way the practice manager, a dentist or the bookkeeper would ask them.

The books run from 1 June 2023, when the practice software went live, to Friday 12 December 2025, which is
"today" (with six weeks of appointments already booked after it; "tomorrow" is Saturday 13 December 2025):
"this year" is 2025 to date, "last year" 2024, "last month" November 2025. Conventions the gold SQL follows:

- Appointments count on the day they start (``starts_at``). Patients "seen", "visits" and "appointments" done are
  Attended ones; "no-shows" (FTAs, failed appointments) are Failed To Attend; Booked ones are still to come. The
  "no-show rate" is Failed To Attend over Attended plus Failed To Attend (cancelled appointments were never due).
- Treatments belong to the appointment they were done at and count on its date. "Private fees" ("private income
  from a treatment") are the ``fee`` of Private lines; Plan lines are covered by a care plan and NHS lines are
  charged by band on the invoice.
- "Billed" or "invoiced" is the invoices' ``total`` by ``issued_on``; "NHS charges" are ``nhs_charge``. "Takings"
  (money "taken" or "coming in") are ``payments.amount`` by ``paid_on``, care plan direct debits included; "plan
  income" is the Direct Debit payments alone. What patients "owe" ("outstanding") is the total of Unpaid and Part
  Paid invoices less what has been paid against them; "written off" is the total of Written Off invoices.
- "Current" patients ("on our list", "registered with us") have no ``left_on``; "NHS" and "private" patients are
  their ``patient_type`` now. "Lapsed" patients are current patients with at least one Attended appointment and
  none on or after 12 June 2024 (18 months before today). "New patients" registered on or after 1 June 2023, counted
  on ``registered_on``. Plan "members" hold an Active membership. A patient's age is in whole years today.
- An "overdue" recall fell due before today and was never booked (no ``booked_appointment_id``).
- Clinicians are named "first last"; patients likewise. Money is rounded to 2 decimal places, percentages to 2,
  hours to 1.

The templates live in ``easy.py``, ``medium.py`` and ``hard.py``, one per section of the bank, with the SQL
fragments and slot queries they share in ``fragments.py``; ``TEMPLATES`` lists them in that order.
"""

from envs.analyst.task_bank.dental_practice import easy, hard, medium

TEMPLATES = [*easy.TEMPLATES, *medium.TEMPLATES, *hard.TEMPLATES]
