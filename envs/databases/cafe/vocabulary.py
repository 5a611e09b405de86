"""The ``cafe`` database's title, schema (DDL), and the vocabularies, weights and rates its generator draws
from (``generator.py``)."""

import datetime as dt

TITLE = "Crumb & Kettle — three-branch cafe & bakery: shifts, menu, ingredient purchases and till orders (2023–2025)"

SCHEMA = """
CREATE TABLE branches (
    branch_id   INTEGER PRIMARY KEY,
    name        TEXT NOT NULL UNIQUE,
    city        TEXT NOT NULL,
    address     TEXT NOT NULL,
    phone       TEXT,
    seats       INTEGER NOT NULL,
    opened_on   TEXT NOT NULL
);
CREATE TABLE staff (
    staff_id    INTEGER PRIMARY KEY,
    branch_id   INTEGER NOT NULL,
    first_name  TEXT NOT NULL,
    last_name   TEXT NOT NULL,
    role        TEXT NOT NULL,
    email       TEXT NOT NULL UNIQUE,
    phone       TEXT,
    hired_on    TEXT NOT NULL,
    left_on     TEXT,
    hourly_rate REAL NOT NULL,
    FOREIGN KEY (branch_id) REFERENCES branches(branch_id)
);
CREATE TABLE shifts (
    shift_id    INTEGER PRIMARY KEY,
    staff_id    INTEGER NOT NULL,
    branch_id   INTEGER NOT NULL,
    shift_date  TEXT NOT NULL,
    start_time  TEXT NOT NULL,
    hours       REAL NOT NULL,
    hourly_rate REAL NOT NULL,
    FOREIGN KEY (staff_id) REFERENCES staff(staff_id),
    FOREIGN KEY (branch_id) REFERENCES branches(branch_id)
);
CREATE TABLE menu_categories (
    category_id INTEGER PRIMARY KEY,
    name        TEXT NOT NULL UNIQUE
);
CREATE TABLE menu_items (
    item_id         INTEGER PRIMARY KEY,
    category_id     INTEGER NOT NULL,
    sku             TEXT NOT NULL UNIQUE,
    name            TEXT NOT NULL UNIQUE,
    price           REAL NOT NULL,
    is_vegan        INTEGER NOT NULL CHECK (is_vegan IN (0, 1)),
    introduced_on   TEXT NOT NULL,
    discontinued_on TEXT,
    FOREIGN KEY (category_id) REFERENCES menu_categories(category_id)
);
CREATE TABLE suppliers (
    supplier_id  INTEGER PRIMARY KEY,
    name         TEXT NOT NULL UNIQUE,
    contact_name TEXT NOT NULL,
    email        TEXT NOT NULL,
    phone        TEXT,
    city         TEXT NOT NULL
);
CREATE TABLE ingredients (
    ingredient_id INTEGER PRIMARY KEY,
    supplier_id   INTEGER NOT NULL,
    name          TEXT NOT NULL UNIQUE,
    unit          TEXT NOT NULL,
    FOREIGN KEY (supplier_id) REFERENCES suppliers(supplier_id)
);
CREATE TABLE purchases (
    purchase_id   INTEGER PRIMARY KEY,
    branch_id     INTEGER NOT NULL,
    ingredient_id INTEGER NOT NULL,
    purchase_date TEXT NOT NULL,
    quantity      REAL NOT NULL,
    unit_cost     REAL NOT NULL,
    total_cost    REAL NOT NULL,
    FOREIGN KEY (branch_id) REFERENCES branches(branch_id),
    FOREIGN KEY (ingredient_id) REFERENCES ingredients(ingredient_id)
);
CREATE TABLE orders (
    order_id     INTEGER PRIMARY KEY,
    branch_id    INTEGER NOT NULL,
    staff_id     INTEGER NOT NULL,
    ordered_at   TEXT NOT NULL,
    order_type   TEXT NOT NULL CHECK (order_type IN ('dine_in', 'takeaway')),
    table_number INTEGER,
    payment_type TEXT NOT NULL CHECK (payment_type IN ('card', 'cash', 'mobile')),
    tip          REAL,
    FOREIGN KEY (branch_id) REFERENCES branches(branch_id),
    FOREIGN KEY (staff_id) REFERENCES staff(staff_id)
);
CREATE TABLE order_lines (
    line_id    INTEGER PRIMARY KEY,
    order_id   INTEGER NOT NULL,
    item_id    INTEGER NOT NULL,
    quantity   INTEGER NOT NULL,
    unit_price REAL NOT NULL,
    FOREIGN KEY (order_id) REFERENCES orders(order_id),
    FOREIGN KEY (item_id) REFERENCES menu_items(item_id)
);
CREATE INDEX idx_orders_branch_time ON orders(branch_id, ordered_at);
CREATE INDEX idx_order_lines_order ON order_lines(order_id);
CREATE INDEX idx_order_lines_item ON order_lines(item_id);
CREATE INDEX idx_shifts_staff ON shifts(staff_id);
CREATE INDEX idx_purchases_ingredient ON purchases(ingredient_id);
"""

START = dt.date(2023, 1, 1)
END = dt.date(2025, 12, 31)
PRICE_RISES = ((dt.date(2024, 3, 1), 1.04), (dt.date(2025, 3, 1), 1.05))  # menu price increases
CLOSED_DAYS = ((12, 25), (12, 26), (1, 1))  # (month, day) every branch is shut

# name, city, address, phone, seats, opened_on, orders per day when mature, day-of-week factors Mon..Sun (0 = shut)
BRANCHES = (
    ("Harbour Street", "Portmere", "14 Harbour Street, Portmere", "01632 960114", 40, "2023-01-03", 10.0,
     (0.85, 0.9, 0.95, 1.0, 1.1, 1.45, 1.3)),
    ("Old Mill Lane", "Portmere", "3 Old Mill Lane, Portmere", None, 28, "2023-01-03", 7.0,
     (0.8, 0.85, 0.9, 0.95, 1.05, 1.35, 1.2)),
    ("Station Square", "Kelbridge", "Unit 2, Station Square, Kelbridge", "01632 960388", 22, "2024-04-15", 8.5,
     (1.25, 1.3, 1.3, 1.3, 1.2, 0.6, 0.0)),
)
MONTH_FACTOR = (0.82, 0.88, 0.95, 1.0, 1.05, 1.08, 1.12, 1.02, 1.0, 1.0, 1.02, 1.18)
YEARLY_GROWTH = 0.09
# orders by hour of day (7 = 07:00-07:59), per branch: harbour lunch trade, residential brunch, commuters
HOUR_WEIGHTS = (
    ((7, 6), (8, 12), (9, 10), (10, 8), (11, 9), (12, 14), (13, 12), (14, 8), (15, 6), (16, 4)),
    ((7, 3), (8, 7), (9, 10), (10, 13), (11, 11), (12, 11), (13, 9), (14, 7), (15, 6), (16, 4)),
    ((7, 19), (8, 17), (9, 9), (10, 5), (11, 5), (12, 9), (13, 8), (14, 4), (15, 5), (16, 7)),
)
# per-branch taste: a multiplier on item popularity by category ("vegan" for vegan items)
BRANCH_TASTES = (
    {"Sandwiches": 1.2, "Cakes": 1.2, "Cold Drinks": 1.3},
    {"vegan": 1.6, "Breads": 1.8, "Breakfast": 1.3, "Tea": 1.3},
    {"Coffee": 1.3, "Pastries": 1.2, "Cakes": 0.6, "Breakfast": 0.7, "Breads": 0.5},
)

CATEGORIES = ("Coffee", "Tea", "Cold Drinks", "Pastries", "Breads", "Cakes", "Sandwiches", "Breakfast")
CATEGORY_CODES = ("COF", "TEA", "CLD", "PAS", "BRD", "CAK", "SAN", "BRK")

# category, name, 2023 price, vegan, weight before 11:00, weight from 11:00, introduced, discontinued
MENU = (
    ("Coffee", "Espresso", 2.40, 1, 6, 4, None, None),
    ("Coffee", "Americano", 2.80, 1, 16, 12, None, None),
    ("Coffee", "Flat White", 3.30, 0, 34, 22, None, None),
    ("Coffee", "Latte", 3.40, 0, 30, 24, None, None),
    ("Coffee", "Cappuccino", 3.30, 0, 20, 14, None, None),
    ("Coffee", "Mocha", 3.70, 0, 6, 8, None, None),
    ("Coffee", "Oat Milk Latte", 3.70, 1, 12, 9, None, None),
    ("Coffee", "Cortado", 3.00, 0, 5, 3, None, None),
    ("Coffee", "Iced Latte", 3.80, 0, 3, 9, "2023-05-01", None),
    ("Coffee", "Pumpkin Spice Latte", 4.20, 0, 5, 8, "2024-09-16", "2024-11-30"),
    ("Tea", "English Breakfast Tea", 2.50, 1, 9, 7, None, None),
    ("Tea", "Earl Grey Tea", 2.60, 1, 3, 4, None, None),
    ("Tea", "Chai Latte", 3.50, 0, 5, 7, None, None),
    ("Tea", "Matcha Latte", 3.90, 0, 3, 6, "2024-01-15", None),
    ("Tea", "Peppermint Tea", 2.50, 1, 2, 4, None, None),
    ("Cold Drinks", "Fresh Orange Juice", 3.20, 1, 7, 4, None, None),
    ("Cold Drinks", "Sparkling Water", 1.90, 1, 2, 6, None, None),
    ("Cold Drinks", "Homemade Lemonade", 3.00, 1, 1, 7, None, None),
    ("Cold Drinks", "Berry Smoothie", 4.50, 1, 3, 5, None, None),
    ("Pastries", "Butter Croissant", 2.60, 0, 26, 8, None, None),
    ("Pastries", "Pain au Chocolat", 2.90, 0, 15, 6, None, None),
    ("Pastries", "Almond Croissant", 3.40, 0, 10, 5, None, None),
    ("Pastries", "Cinnamon Bun", 3.20, 0, 9, 10, None, None),
    ("Pastries", "Cardamom Knot", 3.30, 0, 4, 5, "2023-10-02", None),
    ("Pastries", "Vegan Apple Turnover", 3.10, 1, 3, 3, None, None),
    ("Breads", "Sourdough Loaf", 4.80, 1, 6, 5, None, None),
    ("Breads", "Seeded Rye Loaf", 5.20, 1, 2, 2, None, None),
    ("Breads", "Baguette", 2.60, 1, 4, 4, None, None),
    ("Breads", "Focaccia Slice", 3.10, 1, 1, 4, None, None),
    ("Cakes", "Carrot Cake", 3.90, 0, 1, 9, None, None),
    ("Cakes", "Chocolate Brownie", 3.10, 0, 2, 11, None, None),
    ("Cakes", "Lemon Drizzle Slice", 3.40, 0, 1, 7, None, None),
    ("Cakes", "Banana Bread", 3.00, 0, 5, 6, None, None),
    ("Cakes", "Vegan Chocolate Cake", 4.10, 1, 1, 4, None, None),
    ("Cakes", "Raspberry Bakewell", 3.50, 0, 1, 4, None, "2024-06-30"),
    ("Sandwiches", "Ham & Cheese Toastie", 6.20, 0, 2, 16, None, None),
    ("Sandwiches", "Cheese & Pickle Sandwich", 5.40, 0, 1, 9, None, None),
    ("Sandwiches", "Hummus & Roast Veg Wrap", 6.40, 1, 1, 8, None, None),
    ("Sandwiches", "Chicken Pesto Focaccia", 7.20, 0, 1, 12, None, None),
    ("Sandwiches", "Tuna Melt", 6.80, 0, 1, 7, None, None),
    ("Sandwiches", "BLT", 6.50, 0, 1, 6, None, "2025-02-28"),
    ("Sandwiches", "Falafel Wrap", 6.60, 1, 1, 7, "2025-03-01", None),
    ("Breakfast", "Avocado Toast", 7.50, 1, 10, 3, None, None),
    ("Breakfast", "Porridge with Berries", 4.80, 1, 7, 1, None, None),
    ("Breakfast", "Bacon Roll", 5.20, 0, 12, 2, None, None),
    ("Breakfast", "Full Veggie Breakfast", 9.50, 0, 6, 2, None, None),
    ("Breakfast", "Granola Bowl", 5.60, 0, 5, 1, None, None),
    ("Breakfast", "Eggs on Sourdough", 6.90, 0, 7, 2, "2023-03-06", None),
)
LINES_PER_ORDER = ((1, 38), (2, 34), (3, 17), (4, 8), (5, 3))
QUANTITY_WEIGHTS = ((1, 86), (2, 11), (3, 3))
PAYMENT_SHARES = ((0.24, 0.12), (0.18, 0.21), (0.12, 0.30))  # (cash, mobile) in 2023, 2024, 2025; rest card
DINE_IN_CHANCE = (0.4, 0.55)  # before 11:00, from 11:00
TIP_CHANCE = 0.35  # of dine-in card/mobile orders
CARD_TIPS = (0.5, 1.0, 1.0, 1.5, 2.0, 3.0)  # cash tips go in the jar and are not recorded (NULL)
TIP_BUTTONS = (1.0, 1.0, 1.5, 2.0)  # the mobile app offers fixed amounts

# role, count per branch at opening, base hourly rate range (2023), weight for picking a shift that day
ROLES = (
    ("Manager", 1, (21.0, 24.0), 0),
    ("Shift Lead", 2, (16.0, 17.5), 5),
    ("Barista", 4, (12.8, 14.5), 6),
    ("Baker", 2, (15.5, 17.0), 0),
    ("Server", 3, (12.2, 13.4), 4),
)
PAY_RISE = 0.035  # each January
SHIFT_STARTS = ("07:00", "07:00", "08:00", "09:00", "10:00", "11:00")
SHIFT_HOURS = ((4.0, 2), (5.0, 3), (6.0, 4), (7.0, 3), (8.0, 5), (8.5, 1))
BAKER_HOURS = ((6.0, 3), (7.0, 3), (8.0, 4))  # bakers start at 05:30
LEAVE_CHANCE = 0.45  # of each non-manager hire leaving (and being replaced) before the end of 2025
COVER_CHANCE = 0.04  # a shift covered by someone from another branch
TILL_WEIGHTS = {"Manager": 1, "Shift Lead": 3, "Barista": 4, "Server": 4}  # who rings up an order

FIRST_NAMES = (
    "Amelia", "Oliver", "Isla", "Noah", "Freya", "Leo", "Maya", "Arthur", "Ivy", "Finn", "Rosa", "Theo", "Nina",
    "Callum", "Elsie", "Rory", "Hana", "Tomas", "Priya", "Jonah", "Clara", "Ezra", "Lena", "Kofi", "Zara", "Milo",
    "Ada", "Felix", "Ines", "Owen", "Saskia", "Dev", "Martha", "Luca", "Yara", "Reuben", "Tilly", "Arlo", "Nell",
    "Bruno",
)
LAST_NAMES = (
    "Ashdown", "Brennan", "Castell", "Delaney", "Ellery", "Fairbairn", "Gorski", "Hollis", "Iverson", "Jarrett",
    "Kowal", "Lindqvist", "Marchetti", "Nakamura", "Okafor", "Pemberton", "Quinlan", "Radcliffe", "Sandoval",
    "Thorne", "Underhill", "Varga", "Whitlock", "Yardley", "Zeller", "Abernathy", "Bellamy", "Crowther", "Dunmore",
    "Everett",
)

# name, contact, city, has phone
SUPPLIERS = (
    ("Bramble Hill Dairy", "Gwen Talbot", "Ashcombe", True),
    ("Northgate Coffee Roasters", "Marcus Oyelaran", "Portmere", True),
    ("Millstone Flour Co", "Edith Pryce", "Lowfield", False),
    ("Greenleaf Produce", "Samir Haddad", "Portmere", True),
    ("Harbourside Wholesale", "Dana Kirkwood", "Portmere", True),
    ("Tidewell Teas", "Oona Fitzgerald", "Kelbridge", False),
    ("Copperpot Chocolate", "Victor Lamb", "Ashcombe", True),
)
# name, supplier, unit, 2023 unit cost, quantity per delivery at the busiest branch, days between deliveries
INGREDIENTS = (
    ("Whole Milk", "Bramble Hill Dairy", "l", 1.05, 18, 7),
    ("Oat Milk", "Harbourside Wholesale", "l", 1.85, 6, 7),
    ("Butter", "Bramble Hill Dairy", "kg", 7.80, 2.5, 7),
    ("Double Cream", "Bramble Hill Dairy", "l", 4.20, 2, 14),
    ("Free-Range Eggs", "Bramble Hill Dairy", "dozen", 3.60, 3, 7),
    ("Cheddar Cheese", "Bramble Hill Dairy", "kg", 9.50, 1.5, 14),
    ("Espresso Beans", "Northgate Coffee Roasters", "kg", 18.50, 1.5, 7),
    ("Decaf Beans", "Northgate Coffee Roasters", "kg", 21.00, 0.5, 28),
    ("Strong White Flour", "Millstone Flour Co", "kg", 1.10, 20, 14),
    ("Rye Flour", "Millstone Flour Co", "kg", 1.40, 5, 28),
    ("Wholemeal Flour", "Millstone Flour Co", "kg", 1.25, 5, 28),
    ("Fresh Yeast", "Millstone Flour Co", "kg", 6.50, 0.5, 14),
    ("Caster Sugar", "Harbourside Wholesale", "kg", 1.20, 5, 14),
    ("Dark Chocolate", "Copperpot Chocolate", "kg", 11.50, 1.5, 14),
    ("Cocoa Powder", "Copperpot Chocolate", "kg", 8.40, 1, 28),
    ("Ground Almonds", "Harbourside Wholesale", "kg", 12.00, 1, 28),
    ("Avocados", "Greenleaf Produce", "each", 0.85, 9, 7),
    ("Oranges", "Greenleaf Produce", "kg", 1.80, 4, 7),
    ("Lemons", "Greenleaf Produce", "kg", 2.40, 1.5, 7),
    ("Mixed Berries", "Greenleaf Produce", "kg", 7.50, 1.5, 7),
    ("Bananas", "Greenleaf Produce", "kg", 1.20, 2, 7),
    ("Tomatoes", "Greenleaf Produce", "kg", 2.60, 2, 7),
    ("Salad Leaves", "Greenleaf Produce", "kg", 6.80, 1, 7),
    ("Smoked Ham", "Harbourside Wholesale", "kg", 14.00, 1, 7),
    ("Chicken Breast", "Harbourside Wholesale", "kg", 9.80, 1, 7),
    ("Back Bacon", "Harbourside Wholesale", "kg", 10.50, 1, 7),
    ("Breakfast Tea Leaves", "Tidewell Teas", "kg", 16.00, 0.5, 28),
    ("Earl Grey Leaves", "Tidewell Teas", "kg", 19.00, 0.5, 28),
    ("Matcha Powder", "Tidewell Teas", "kg", 65.00, 0.5, 28),
    ("Chai Spice Mix", "Tidewell Teas", "kg", 22.00, 0.5, 28),
    ("Takeaway Cups", "Harbourside Wholesale", "case", 45.00, 1, 14),
    ("Paper Bags", "Harbourside Wholesale", "case", 28.00, 1, 28),
)
FIRST_NEEDED = {"Matcha Powder": "2024-01-08"}  # stock bought only from then on
COST_INFLATION = 0.06  # per year, on ingredient costs
