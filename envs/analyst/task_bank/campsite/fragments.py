"""SQL fragments and slot queries shared by the ``campsite`` task bank's easy, medium and hard templates."""

STAYS = "status IN ('Checked In', 'Checked Out')"  # bookings that actually came (or are on site now)
THIS_SEASON = "BETWEEN '2025-03-01' AND '2025-10-31'"  # the season runs 1 March to 31 October
LAST_SEASON = "BETWEEN '2024-03-01' AND '2024-10-31'"
THIS_YEAR = "BETWEEN '2025-01-01' AND '2025-12-31'"
LAST_YEAR = "BETWEEN '2024-01-01' AND '2024-12-31'"
LAST_MONTH = "BETWEEN '2025-08-01' AND '2025-08-31'"  # today is 28 September 2025


def _stays(alias: str) -> str:
    """The booking ``alias`` is a stay: Checked In or Checked Out."""
    return f"{alias}status IN ('Checked In', 'Checked Out')"


def _nights(first: str, last: str) -> str:
    """A recursive CTE body ``nights(night)`` listing every night from ``first`` to ``last`` (SQL date literals)."""
    return f"nights(night) AS (SELECT {first} UNION ALL SELECT date(night, '+1 day') FROM nights WHERE night < {last})"


def _in_use(alias: str, night: str) -> str:
    """The pitch ``alias`` could be let on ``night``: opened by then and not yet retired."""
    return f"{alias}opened_on <= {night} AND ({alias}retired_on IS NULL OR {alias}retired_on > {night})"


def _on_site(alias: str, night: str) -> str:
    """The booking ``alias`` occupies its pitch on ``night``: arrived by then and leaves after it."""
    return f"{alias}arrival <= {night} AND {alias}departure > {night}"


SEASON_MONTHS = """SELECT '2024-08' AS month, 'August 2024' AS month_name, '2024-08-01' AS first, '2024-08-31' AS last
                   UNION ALL SELECT '2025-05', 'May 2025', '2025-05-01', '2025-05-31'"""
SHOP_MONTHS = """SELECT '2024-07' AS month, 'July 2024' AS month_name
                 UNION ALL SELECT '2025-04', 'April 2025'"""
PAST_YEARS = "SELECT '2023' AS year UNION ALL SELECT '2024' ORDER BY year"  # full seasons behind us
