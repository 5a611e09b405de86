"""SQL fragments and slot queries shared by the ``community_theatre`` task bank's easy, medium and hard templates."""

from envs.analyst.task_bank.calendar_sql import month_name

TODAY = "'2025-11-22'"  # a Saturday; the data run to the close of the day
THIS_SEASON = "BETWEEN '2025-09-01' AND '2026-08-31'"  # a season runs September to August
LAST_SEASON = "BETWEEN '2024-09-01' AND '2025-08-31'"
LAST_PANTO = "'Jack and the Beanstalk'"  # the 2024-25 panto; Aladdin is this season's, Cinderella the one before
PANTO_BEFORE = "'Cinderella'"
THIS_PANTO = "'Aladdin'"
CAPACITY = "(SELECT venue, SUM(seats) AS seats FROM seat_bands GROUP BY venue)"  # seats per venue


def current_friend(alias: str = "") -> str:
    """A membership (``alias`` like 'ms.') that covers today: the member is a current Friend."""
    return f"{alias}start_date <= {TODAY} AND {alias}end_date >= {TODAY}"


CURRENT_FRIEND = current_friend()

FULL_YEARS = "SELECT '2024' AS year UNION SELECT '2025' ORDER BY year"  # 2023 starts in June

# shows that have had an audience
PLAYED_TITLES = """SELECT DISTINCT pr.title FROM productions pr
                   JOIN performances p ON p.production_id = pr.production_id
                   WHERE p.status = 'Performed' ORDER BY pr.title"""


def _months(table: str, column: str, first: str, last: str) -> str:
    """Slots query: every month (and its name) with rows in ``table``, between two 'YYYY-MM' bounds."""
    return f"""SELECT DISTINCT substr({column}, 1, 7) AS month, {month_name(f"substr({column}, 1, 7)")} AS month_name
               FROM {table} WHERE substr({column}, 1, 7) BETWEEN '{first}' AND '{last}' ORDER BY month"""
