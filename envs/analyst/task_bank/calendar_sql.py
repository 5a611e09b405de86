"""SQL that names calendar periods, shared by the task banks' fragments: 'March' or 'March 2024' from a 'YYYY-MM'
expression, 'Saturday' from a date."""

MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
               "November", "December"]
DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]  # strftime('%w') order


def month_only(month: str) -> str:
    """SQL for 'March' from a 'YYYY-MM' expression."""
    cases = " ".join(f"WHEN '{i:02d}' THEN '{name}'" for i, name in enumerate(MONTH_NAMES, start=1))
    return f"(CASE substr({month}, 6, 2) {cases} END)"


def month_name(month: str) -> str:
    """SQL for 'March 2024' from a 'YYYY-MM' expression."""
    return f"{month_only(month)} || ' ' || substr({month}, 1, 4)"


def day_name(day: str) -> str:
    """SQL for 'Saturday' from a 'YYYY-MM-DD' expression (or a timestamp)."""
    cases = " ".join(f"WHEN '{i}' THEN '{name}'" for i, name in enumerate(DAY_NAMES))
    return f"(CASE strftime('%w', {day}) {cases} END)"
