"""Gold questions over the ``community_theatre`` database (The Lantern Theatre, Westbridge: a 220-seat Main House
and a 60-seat Studio; productions, performances, seat bands, ticket sales, Friends and their memberships,
volunteers and their shifts, bar takings and funding), asked the way the artistic director, the box office
manager or the bookkeeper would ask them.

The books start with the June 2023 programme and run to the close of Saturday 22 November 2025, which is "today";
performances after it are still to come and on sale. "This year" is 2025, "last year" 2024. A season runs
September to August: "this season" is 2025-26 (from 1 September 2025), "last season" 2024-25. "The last panto" is
Jack and the Beanstalk (2024-25), the one before it Cinderella (2023-24); "this year's panto" is Aladdin.
Conventions the gold SQL follows:

- A performance belongs to its ``perf_date``; shows that "went ahead" or that we "played" are Performed, and the
  ones still to come are Scheduled. A production's figures cover all its performances, in either venue.
- A ticket line counts ``quantity`` tickets. Tickets "sold" are Paid lines that are not comps; the "audience",
  "attendance" or "people through the doors" are all Paid tickets, comps included, at performances that went
  ahead. Refunded lines are gone; an Exchanged line moved to another performance, where a new Paid line (with
  ``exchanged_from``) counts instead.
- "Ticket income", "takings" or "box office" is ``quantity * unit_price`` of Paid lines: by the performance's date
  when asked about shows, by ``sold_on`` when asked about sales made in a period. Booking fees are apart: every
  line's ``booking_fee``, by ``sold_on``, kept even when refunded. Refunds are ``quantity * unit_price`` of
  Refunded lines, by ``changed_on``. Average prices are money over tickets.
- A venue's capacity is the sum of its seat bands' seats. "How full" or the "house percentage" is the audience
  over the capacity of each performance that went ahead, summed.
- A "current" Friend or member has a membership covering today; membership income is fees by ``start_date``.
  A renewal rate counts memberships ending in the period for which the member has a later membership.
- Volunteer hours are the hours of Worked shifts; a shift belongs to its performance's date.
- Bar, ice-cream and programme takings are ``bar_sales`` by counter; "secondary spend" or "front of house" is
  all three counters together; spend per head is takings over the audience.
- Funding is by ``received_on`` and ``kind``; Friends' donations are those with a ``member_id``.
- Money is rounded to 2 decimal places and percentages to 2; people are named "first last".

The templates live in ``easy.py``, ``medium.py`` and ``hard.py``, one per section of the bank, with the SQL
fragments and slot queries they share in ``fragments.py``; ``TEMPLATES`` lists them in that order.
"""

from envs.analyst.task_bank.community_theatre import easy, hard, medium

TEMPLATES = [*easy.TEMPLATES, *medium.TEMPLATES, *hard.TEMPLATES]
