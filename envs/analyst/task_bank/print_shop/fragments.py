"""SQL fragments and slot queries shared by the ``print_shop`` task bank's easy, medium and hard templates."""

from envs.analyst.task_bank.calendar_sql import month_name

TODAY = "'2025-10-31'"
THIS_YEAR = "'2025-01-01'"  # on or after: this year to date
LAST_QUARTER = "BETWEEN '2025-07-01' AND '2025-09-30'"
LAST_MONTH = "BETWEEN '2025-09-01' AND '2025-09-30'"
OWING = "status IN ('Unpaid', 'Part Paid')"  # invoices someone still owes on
YEARS = "SELECT '2024' AS year UNION SELECT '2025' ORDER BY year"  # 2023 starts in May


def _person(alias: str = "") -> str:
    """A member of staff as "first last"."""
    return f"{alias}first_name || ' ' || {alias}last_name"


def _job(alias: str = "") -> str:
    """A real order: not cancelled and not a free reprint."""
    return f"{alias}status <> 'Cancelled' AND {alias}reprint_of IS NULL"


def _value(alias: str = "") -> str:
    """A job's value ex VAT: its price plus any rush surcharge."""
    return f"({alias}price + COALESCE({alias}rush_surcharge, 0))"


def _balance(alias: str) -> str:
    """What is still owed on an invoice: its total less its payments and credit notes."""
    paid = f"(SELECT SUM(p.amount) FROM payments p WHERE p.invoice_id = {alias}invoice_id)"
    credited = f"(SELECT SUM(cn.amount) FROM credit_notes cn WHERE cn.invoice_id = {alias}invoice_id)"
    return f"({alias}total - COALESCE({paid}, 0) - COALESCE({credited}, 0))"


def _months(table: str, column: str, first: str, last: str) -> str:
    """Slots query: every month (and its name) with rows in ``table``, between two 'YYYY-MM' bounds."""
    return f"""SELECT DISTINCT substr({column}, 1, 7) AS month, {month_name(f"substr({column}, 1, 7)")} AS month_name
               FROM {table} WHERE substr({column}, 1, 7) BETWEEN '{first}' AND '{last}' ORDER BY month"""
