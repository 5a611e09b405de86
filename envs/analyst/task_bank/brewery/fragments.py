"""SQL fragments and slot queries shared by the ``brewery`` task bank's easy, medium and hard templates."""

from envs.analyst.task_bank.calendar_sql import month_name

TODAY = "'2025-11-30'"  # the last day in the data
SALE_VALUE = "l.quantity * l.unit_price"  # trade sales: keg and case prices before VAT, deposits left out
# litres in an order line: a keg holds 30 litres, a case of 24 cans 10.56, a case of 12 bottles 6
LINE_LITRES = "l.quantity * (CASE l.format WHEN 'Keg' THEN 30 WHEN 'Can Case' THEN 10.56 ELSE 6 END)"
BEER_ITEMS = "item IN ('Pint', 'Half', 'Third', 'Takeaway Can')"  # taproom lines that are beer
FULL_YEARS = "SELECT '2024' AS year UNION SELECT '2025' ORDER BY year"  # 2023 starts in June

# every delivered order is an invoice worth its lines; what has been paid against it, and when it was settled
INVOICES = """invoices AS (
    SELECT o.order_id, o.customer_id, o.invoice_no, o.delivered_on, o.due_on,
           SUM(l.quantity * l.unit_price) AS value
    FROM orders o JOIN order_lines l ON l.order_id = o.order_id
    WHERE o.status = 'Delivered' GROUP BY o.order_id),
  paid AS (SELECT order_id, SUM(amount) AS paid, MAX(paid_on) AS last_paid FROM payments GROUP BY order_id),
  balances AS (
    SELECT i.*, COALESCE(p.paid, 0) AS paid, p.last_paid, ROUND(i.value - COALESCE(p.paid, 0), 2) AS owed
    FROM invoices i LEFT JOIN paid p ON p.order_id = i.order_id)"""


def _months(table: str, column: str, first: str, last: str) -> str:
    """Slots query: every month (and its name) with rows in ``table``, between two 'YYYY-MM' bounds."""
    return f"""SELECT DISTINCT substr({column}, 1, 7) AS month, {month_name(f"substr({column}, 1, 7)")} AS month_name
               FROM {table} WHERE substr({column}, 1, 7) BETWEEN '{first}' AND '{last}' ORDER BY month"""
