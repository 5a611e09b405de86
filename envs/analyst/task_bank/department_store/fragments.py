"""SQL fragments and slot queries shared by the ``department_store`` task bank's easy, medium and hard templates."""

NET = "(si.quantity * si.unit_price - si.discount)"  # one receipt line after its discount

MONTHS = """
    SELECT '2023-12' AS month, 'December 2023' AS month_name
    UNION ALL SELECT '2024-03', 'March 2024'
    UNION ALL SELECT '2024-11', 'November 2024'
    UNION ALL SELECT '2025-07', 'July 2025'
    ORDER BY month
"""
YEARS = "SELECT '2024' AS year UNION ALL SELECT '2025' ORDER BY year"
EARLY_YEARS = "SELECT '2023' AS year UNION ALL SELECT '2024' ORDER BY year"
MONTHS_B = """
    SELECT '2023-08' AS month, 'August 2023' AS month_name
    UNION ALL SELECT '2024-06', 'June 2024'
    UNION ALL SELECT '2025-02', 'February 2025'
    UNION ALL SELECT '2025-09', 'September 2025'
    ORDER BY month
"""
STORES = "SELECT name AS store FROM stores ORDER BY store_id"
DEPARTMENTS = "SELECT name AS department FROM departments ORDER BY department_id"
BRANDS = "SELECT DISTINCT brand FROM products ORDER BY brand"
