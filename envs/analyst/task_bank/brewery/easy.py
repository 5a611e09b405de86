"""Gold questions over ``brewery``, the easy section of ``TEMPLATES``: one table."""

from envs.analyst.task_bank.brewery.fragments import FULL_YEARS, _months
from envs.analyst.task_bank.calendar_sql import month_name
from envs.analyst.tasks import template

TEMPLATES = [
    template(
        "core_beers_now", "easy",
        "SELECT COUNT(*) FROM beers WHERE beer_range = 'Core' AND retired_on IS NULL",
        "How many beers are in the core range as it stands today?",
        "Leaving out the seasonals and one-offs, how many all-year-round beers do we currently brew?",
    ),
    template(
        "strongest_beer", "easy",
        "SELECT name, abv FROM beers ORDER BY abv DESC LIMIT 1",
        "What's the strongest beer we've ever put out, and what ABV is it?",
        "Which of our beers has the highest alcohol content, and how strong is it?",
    ),
    template(
        "batches_in_year", "easy",
        "SELECT COUNT(*) FROM batches WHERE substr(brew_date, 1, 4) = {year}",
        "How many brews did we do in {year}?",
        "Ruth wants the number of batches that went through the brewhouse in {year}.",
        slots=FULL_YEARS, n=2,
    ),
    template(
        "litres_poured_away", "easy",
        "SELECT SUM(litres_brewed) FROM batches WHERE status = 'Dumped'",
        "How many litres of beer have we had to tip down the drain since we moved in?",
        "Across the batches we dumped, what volume of beer did we lose?",
    ),
    template(
        "batches_in_tanks", "easy",
        "SELECT COUNT(*) FROM batches WHERE status IN ('Fermenting', 'Conditioning')",
        "How many batches are sitting in the fermenters at the moment, not yet packaged?",
        "Right now, how many brews are still in tank?",
    ),
    template(
        "loss_rate_2024", "easy",
        """SELECT ROUND(100.0 * SUM(litres_brewed - litres_packaged) / SUM(litres_brewed), 2) FROM batches
           WHERE status = 'Packaged' AND brew_date BETWEEN '2024-01-01' AND '2024-12-31'""",
        "What were our brewhouse losses last year as a percentage of what we brewed?",
        "For the 2024 brews that made it into kegs and cans, what share of the wort never got packaged?",
    ),
    template(
        "taproom_takings_in_month", "easy",
        "SELECT ROUND(SUM(amount), 2) FROM taproom_sales WHERE substr(sold_at, 1, 7) = {month}",
        "What did the taproom take in {month_name}?",
        "Jess is asking for the bar's total takings over {month_name}.",
        slots=_months("taproom_sales", "sold_at", "2023-07", "2025-11"), n=3,
    ),
    template(
        "pints_poured_last_month", "easy",
        "SELECT SUM(quantity) FROM taproom_sales WHERE item = 'Pint' AND substr(sold_at, 1, 7) = '2025-10'",
        "How many pints did we pour in the taproom last month?",
        "Pints served over the bar in October: how many?",
    ),
    template(
        "taproom_cash_share_this_year", "easy",
        """SELECT ROUND(100.0 * SUM(CASE WHEN payment = 'Cash' THEN amount ELSE 0 END) / SUM(amount), 2)
           FROM taproom_sales WHERE sold_at >= '2025-01-01'""",
        "What percentage of this year's taproom takings came in as cash?",
        "How much of the money over the bar this year was paid in notes and coins rather than card, as a share?",
    ),
    template(
        "duty_paid_for_year", "easy",
        """SELECT ROUND(SUM(duty_due), 2) FROM duty_returns
           WHERE substr(duty_month, 1, 4) = {year} AND paid_on IS NOT NULL""",
        "How much beer duty have we paid HMRC for {year}?",
        "Margaret needs the duty we've settled for the months of {year}: what does it come to?",
        slots=FULL_YEARS, n=2,
    ),
    template(
        "duty_still_to_pay", "easy",
        "SELECT ROUND(SUM(duty_due), 2) FROM duty_returns WHERE paid_on IS NULL",
        "Is there any beer duty we haven't paid yet? How much?",
        "What's the duty bill still waiting to go to the taxman?",
    ),
    template(
        "hop_spend_this_year", "easy",
        """SELECT ROUND(SUM(total_cost), 2) FROM ingredient_purchases
           WHERE category = 'Hops' AND ordered_on >= '2025-01-01'""",
        "What have we spent on hops so far this year?",
        "Year to date, how much money has gone on buying hops?",
    ),
    template(
        "ingredient_orders_awaited", "easy",
        "SELECT COUNT(*) FROM ingredient_purchases WHERE delivered_on IS NULL",
        "How many ingredient orders are still to turn up?",
        "Malt, hops or yeast: how many of our orders haven't been delivered yet?",
    ),
    template(
        "supplier_bills_unpaid", "easy",
        """SELECT ROUND(SUM(total_cost), 2) FROM ingredient_purchases
           WHERE delivered_on IS NOT NULL AND paid_on IS NULL""",
        "How much do we owe our ingredient suppliers right now for stuff that's been delivered?",
        "What's the total of the malt, hop and yeast bills we haven't paid yet?",
    ),
    template(
        "latest_maris_otter_price", "easy",
        """SELECT price_per_kg FROM ingredient_purchases WHERE ingredient = 'Maris Otter'
           ORDER BY ordered_on DESC, purchase_id DESC LIMIT 1""",
        "What did we pay per kilo for Maris Otter on our most recent order?",
        "Last time we bought Maris Otter, what was the price a kilo?",
    ),
    template(
        "accounts_on_stop", "easy",
        "SELECT name FROM customers WHERE status = 'On Stop'",
        "Which trade account have we put on stop?",
        "Who are we refusing to deliver to until they pay up?",
    ),
    template(
        "new_accounts_in_year", "easy",
        "SELECT COUNT(*) FROM customers WHERE substr(opened_on, 1, 4) = {year}",
        "How many new trade accounts did Siobhan open in {year}?",
        "In {year}, how many pubs, bars, restaurants and shops started buying from us?",
        slots=FULL_YEARS, n=2,
    ),
    template(
        "orders_pending", "easy",
        "SELECT COUNT(*) FROM orders WHERE status = 'Pending'",
        "How many trade orders are waiting to go out on the dray?",
        "What's on the delivery list: how many orders haven't been delivered yet?",
    ),
    template(
        "cancelled_orders_this_year", "easy",
        "SELECT COUNT(*) FROM orders WHERE status = 'Cancelled' AND ordered_on >= '2025-01-01'",
        "How many trade orders have been cancelled this year?",
        "Since January, how many orders got called off before delivery?",
    ),
    template(
        "current_bar_staff", "easy",
        """SELECT first_name || ' ' || last_name AS name FROM staff WHERE role = 'Bar Staff' AND left_on IS NULL
           ORDER BY hired_on""",
        "Who's on the bar team at the moment? Longest-serving first.",
        "List the bar staff still working for us, in the order they joined.",
    ),
    template(
        "payments_in_last_month", "easy",
        "SELECT ROUND(SUM(amount), 2) FROM payments WHERE substr(paid_on, 1, 7) = '2025-10'",
        "How much did trade customers pay us last month?",
        "What came into the bank from the trade accounts in October?",
    ),
    template(
        "kegs_still_out", "easy",
        "SELECT SUM(quantity - kegs_returned) FROM order_lines WHERE format = 'Keg' AND kegs_returned IS NOT NULL",
        "How many of our kegs are still out in the trade?",
        "Counting every delivery, how many kegs haven't come back to us yet?",
    ),
    template(
        "keg_deposits_held", "easy",
        """SELECT ROUND(SUM((quantity - kegs_returned) * deposit_per_keg), 2) FROM order_lines
           WHERE format = 'Keg' AND kegs_returned IS NOT NULL""",
        "What's the value of the keg deposits on the kegs still out there?",
        "How much are we holding in deposits for kegs that haven't been returned?",
    ),
    template(
        "christmas_beers", "easy",
        "SELECT name FROM beers WHERE season = 'Christmas' ORDER BY launched_on",
        "Which beers make up our Christmas specials? Oldest first.",
        "Name the festive seasonals we brew, in the order we launched them.",
    ),
    template(
        "saturday_average_ring_up_this_year", "easy",
        """SELECT ROUND(AVG(amount), 2) FROM taproom_sales
           WHERE strftime('%w', sold_at) = '6' AND sold_at >= '2025-01-01'""",
        "On a Saturday this year, what does the average till ring-up in the taproom come to?",
        "This year, how much is a typical Saturday transaction at the bar worth, on average?",
    ),
    template(
        "biggest_duty_month", "easy",
        f"SELECT {month_name('duty_month')} AS month, duty_due FROM duty_returns ORDER BY duty_due DESC LIMIT 1",
        "Which month gave us the biggest duty bill, and how much was it?",
        "What's the most duty we've ever owed for a single month? Which month was that?",
    ),
]
