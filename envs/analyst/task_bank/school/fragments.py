"""SQL fragments and slot queries shared by the ``school`` task bank's easy, medium and hard templates."""

MONTH_NAME = """CASE substr({col}, 6, 2) WHEN '01' THEN 'January' WHEN '02' THEN 'February' WHEN '03' THEN 'March'
    WHEN '04' THEN 'April' WHEN '05' THEN 'May' WHEN '06' THEN 'June' WHEN '07' THEN 'July' WHEN '08' THEN 'August'
    WHEN '09' THEN 'September' WHEN '10' THEN 'October' WHEN '11' THEN 'November' ELSE 'December' END
    || ' ' || substr({col}, 1, 4)"""

ASSESSMENT_MONTHS = f"""SELECT DISTINCT substr(assessed_on, 1, 7) AS month,
    {MONTH_NAME.format(col="assessed_on")} AS month_name FROM assessments ORDER BY month"""

PCT = "r.score * 100.0 / a.max_score"
