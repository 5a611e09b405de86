"""SQL fragments and slot queries shared by the ``cafe`` task bank's easy, medium and hard templates."""

MONTH_NAMES = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
               "November", "December")


def _month_name(column: str) -> str:
    cases = " ".join(f"WHEN '{i:02d}' THEN '{name}'" for i, name in enumerate(MONTH_NAMES, 1))
    return f"CASE substr({column}, 6, 2) {cases} END || ' ' || substr({column}, 1, 4)"


def picked(columns: str, *rows: tuple) -> str:
    """A slots query over hand-picked values; a ``month``/``prev_month`` column ('YYYY-MM') gets a ``*_name``."""
    names = [c.strip() for c in columns.split(",")]
    values = ", ".join("(" + ", ".join("'" + str(v).replace("'", "''") + "'" for v in row) + ")" for row in rows)
    extra = "".join(f", {_month_name(c)} AS {c}_name" for c in names if c in ("month", "prev_month"))
    columns = ", ".join(names)
    return f"WITH picked({columns}) AS (VALUES {values}) SELECT *{extra} FROM picked ORDER BY {columns}"


def months(*values: str) -> str:
    return picked("month", *[(v,) for v in values])


SALES = "SUM(ol.quantity * ol.unit_price)"
YEARS = "SELECT DISTINCT substr(ordered_at, 1, 4) AS year FROM orders ORDER BY year"
YEARS_DESC = "SELECT DISTINCT substr(ordered_at, 1, 4) AS year FROM orders ORDER BY year DESC"
BRANCHES = "SELECT name AS branch FROM branches ORDER BY branch_id"
