"""The ``petshop`` database's title, schema (DDL), and the vocabularies, weights and rates its generator draws
from (``generator.py``)."""

from datetime import date
from itertools import accumulate

TITLE = "Happy Tails Pet Supply: six pet shops, their staff, customers, pets, products and three years of sales"

SCHEMA = """
CREATE TABLE stores (
    store_id     INTEGER PRIMARY KEY,
    name         TEXT NOT NULL UNIQUE,
    city         TEXT NOT NULL,
    opened_on    TEXT NOT NULL,
    phone        TEXT NOT NULL,
    square_feet  INTEGER NOT NULL
);
CREATE TABLE employees (
    employee_id  INTEGER PRIMARY KEY,
    store_id     INTEGER NOT NULL REFERENCES stores(store_id),
    first_name   TEXT NOT NULL,
    last_name    TEXT NOT NULL,
    role         TEXT NOT NULL,
    email        TEXT NOT NULL,
    hire_date    TEXT NOT NULL,
    end_date     TEXT,
    hourly_rate  REAL NOT NULL
);
CREATE TABLE customers (
    customer_id         INTEGER PRIMARY KEY,
    first_name          TEXT NOT NULL,
    last_name           TEXT NOT NULL,
    email               TEXT,
    phone               TEXT,
    city                TEXT NOT NULL,
    home_store_id       INTEGER NOT NULL REFERENCES stores(store_id),
    joined_on           TEXT NOT NULL,
    marketing_opt_in    INTEGER NOT NULL
);
CREATE TABLE pets (
    pet_id       INTEGER PRIMARY KEY,
    customer_id  INTEGER NOT NULL REFERENCES customers(customer_id),
    name         TEXT NOT NULL,
    species      TEXT NOT NULL,
    breed        TEXT,
    birth_year   INTEGER
);
CREATE TABLE categories (
    category_id  INTEGER PRIMARY KEY,
    name         TEXT NOT NULL UNIQUE
);
CREATE TABLE products (
    product_id       INTEGER PRIMARY KEY,
    sku              TEXT NOT NULL UNIQUE,
    name             TEXT NOT NULL,
    category_id      INTEGER NOT NULL REFERENCES categories(category_id),
    pet_type         TEXT NOT NULL,
    supplier         TEXT NOT NULL,
    price            REAL NOT NULL,
    unit_cost        REAL NOT NULL,
    added_on         TEXT NOT NULL,
    discontinued_on  TEXT
);
CREATE TABLE orders (
    order_id        INTEGER PRIMARY KEY,
    store_id        INTEGER NOT NULL REFERENCES stores(store_id),
    customer_id     INTEGER REFERENCES customers(customer_id),
    employee_id     INTEGER REFERENCES employees(employee_id),
    ordered_at      TEXT NOT NULL,
    channel         TEXT NOT NULL,
    payment_method  TEXT NOT NULL
);
CREATE TABLE order_items (
    order_item_id  INTEGER PRIMARY KEY,
    order_id       INTEGER NOT NULL REFERENCES orders(order_id),
    product_id     INTEGER NOT NULL REFERENCES products(product_id),
    quantity       INTEGER NOT NULL,
    unit_price     REAL NOT NULL
);
CREATE INDEX idx_orders_store ON orders(store_id);
CREATE INDEX idx_orders_customer ON orders(customer_id);
CREATE INDEX idx_items_order ON order_items(order_id);
CREATE INDEX idx_items_product ON order_items(product_id);
CREATE INDEX idx_pets_customer ON pets(customer_id);
"""

START = date(2023, 1, 1)
END = date(2025, 12, 31)
N_CUSTOMERS = 3200
N_SHARED_NAMES = 6  # customers who share a full name with another customer

# name, city, opened_on, phone, square feet, customer traffic weight, walk-in weight (mall and station foot traffic)
STORES = [
    ("Maplewood Market Street", "Maplewood", date(2023, 1, 3), "555-210-4401", 6200, 1.6, 1.3),
    ("Riverton Plaza", "Riverton", date(2023, 1, 5), "555-318-7720", 4800, 1.15, 0.8),
    ("Oakridge Mall", "Oakridge", date(2023, 1, 10), "555-402-9914", 3900, 0.95, 1.6),
    ("Fairhaven Harborside", "Fairhaven", date(2023, 6, 17), "555-527-3380", 4400, 1.0, 0.9),
    ("Pinecrest Commons", "Pinecrest", date(2024, 3, 9), "555-633-1205", 3500, 0.75, 0.6),
    ("Silverlake Station", "Silverlake", date(2025, 4, 12), "555-749-6672", 3000, 0.7, 1.2),
]
NEARBY_TOWNS = ["Ashford", "Bramley", "Colton", "Dunmore", "Elmstead", "Glenview"]

FIRST_NAMES = [
    "Olivia", "Liam", "Emma", "Noah", "Ava", "Ethan", "Sophia", "Mason", "Isabella", "Lucas", "Mia", "Logan",
    "Amelia", "Owen", "Harper", "Caleb", "Evelyn", "Wyatt", "Abigail", "Henry", "Ella", "Jack", "Scarlett", "Leo",
    "Grace", "Julian", "Chloe", "Isaac", "Lily", "Gavin", "Hannah", "Miles", "Nora", "Eli", "Zoe", "Connor", "Ruby",
    "Dylan", "Stella", "Adrian", "Hazel", "Marcus", "Violet", "Tessa", "Rowan", "Priya", "Mateo", "Aisha", "Diego",
    "Naomi", "Felix", "Clara", "Hugo", "Maya", "Theo", "Iris", "Simon", "Willa", "Reid", "Paige", "Tobias", "Lena",
    "Omar", "Freya", "Caleigh", "Dominic", "Juniper", "Rafael", "Daisy", "Elliot", "Mabel", "Ronan", "Sadie",
]
LAST_NAMES = [
    "Hartley", "Bennett", "Castillo", "Donovan", "Ellison", "Fairbanks", "Garrow", "Holloway", "Ingram", "Jansen",
    "Kessler", "Lindqvist", "Marlowe", "Nakamura", "Okafor", "Pemberton", "Quintero", "Ramsey", "Sorensen",
    "Thornbury", "Underwood", "Vance", "Whitlock", "Yardley", "Abernathy", "Blackwood", "Calloway", "Delacroix",
    "Everhart", "Fitzroy", "Galloway", "Hendricks", "Iverson", "Jardine", "Kowalski", "Lockhart", "Montague",
    "Northcott", "Oduya", "Prescott", "Redfield", "Stanhope", "Tremaine", "Vasquez", "Wainwright", "Ashby",
    "Birchall", "Crowley", "Dunleavy", "Easton", "Finch", "Greer", "Halvorsen", "Kimura", "Larkin", "Mercer",
    "Novak", "Pryor", "Rourke", "Sinclair", "Talbot", "Voss", "Whitaker", "Zeller", "Brennan", "Achebe", "Moreau",
]
EMAIL_DOMAINS = ["mailbox.com", "inboxly.net", "postbird.org", "quickmail.com", "homenet.net"]

PET_NAMES = [
    "Bella", "Max", "Luna", "Charlie", "Daisy", "Milo", "Coco", "Rocky", "Bailey", "Pepper", "Ziggy", "Nala", "Oscar",
    "Willow", "Biscuit", "Shadow", "Mochi", "Ginger", "Toby", "Rosie", "Finn", "Olive", "Bear", "Penny", "Jasper",
    "Maple", "Pickles", "Scout", "Hazel", "Bruno", "Cleo", "Dexter", "Sunny", "Nugget", "Kiwi", "Peanut", "Gus",
    "Marble", "Bubbles", "Sprout", "Tango", "Waffles", "Clover", "Rusty", "Misty", "Juniper", "Pip", "Sasha", "Moose",
    "Echo", "Boo", "Tiger", "Sky", "Nemo", "Fudge", "Ollie", "Lola", "Koda", "Winston", "Poppy",
]
# species, share of pets, breeds from most to least common (some pets have no breed recorded)
PET_SPECIES = [
    ("Dog", 0.42, ["Labrador Retriever", "Mixed Breed", "French Bulldog", "Golden Retriever", "German Shepherd",
                   "Poodle", "Beagle", "Dachshund", "Border Collie", "Shih Tzu", "Boxer", "Cocker Spaniel", "Pug",
                   "Husky", "Cavalier King Charles"]),
    ("Cat", 0.33, ["Domestic Shorthair", "Domestic Longhair", "Maine Coon", "Siamese", "Ragdoll", "British Shorthair",
                   "Bengal", "Persian", "Sphynx"]),
    ("Fish", 0.08, ["Goldfish", "Betta", "Guppy", "Neon Tetra", "Angelfish", "Molly"]),
    ("Bird", 0.06, ["Budgie", "Cockatiel", "Canary", "Lovebird", "African Grey"]),
    ("Rabbit", 0.04, ["Holland Lop", "Netherland Dwarf", "Mini Rex", "Lionhead"]),
    ("Guinea Pig", 0.03, ["American", "Abyssinian", "Peruvian"]),
    ("Hamster", 0.02, ["Syrian", "Dwarf Campbell", "Roborovski"]),
    ("Reptile", 0.02, ["Bearded Dragon", "Leopard Gecko", "Corn Snake", "Ball Python"]),
]
# pet species -> the product pet_type that serves it
SPECIES_PET_TYPE = {"Dog": "Dog", "Cat": "Cat", "Fish": "Fish", "Bird": "Bird", "Rabbit": "Small Pet",
                    "Guinea Pig": "Small Pet", "Hamster": "Small Pet", "Reptile": "Reptile"}

# category, SKU prefix, suppliers, (pet_type, brand/line, items with base price) ...
CATEGORIES = [
    ("Dog Food", "DFD", ["Greenmeadow Pet Foods", "PureBowl Nutrition"], [
        ("Dog", ["Hearty Hound", "Wild Prairie", "PureBowl"],
         [("Chicken & Rice Adult 12 kg", 54.99), ("Lamb & Oat Adult 6 kg", 34.99), ("Puppy Formula 5 kg", 31.49),
          ("Senior Light 10 kg", 49.99), ("Salmon Grain-Free 10 kg", 64.99), ("Beef Stew Cans 12-Pack", 24.99)]),
    ]),
    ("Cat Food", "CFD", ["Greenmeadow Pet Foods", "Whisker Works Co"], [
        ("Cat", ["Whisker Feast", "Purrfect Plate", "Wild Prairie"],
         [("Indoor Adult 4 kg", 29.99), ("Kitten Chicken 2 kg", 18.49), ("Tuna Pate Cans 24-Pack", 27.99),
          ("Hairball Control 3 kg", 26.99), ("Salmon Pouches 12-Pack", 13.99)]),
    ]),
    ("Treats & Chews", "TRT", ["Barkley & Sons Distributing", "Whisker Works Co"], [
        ("Dog", ["Hearty Hound", "Chew Champ"],
         [("Dental Sticks 28 ct", 14.99), ("Beef Jerky Strips", 9.99), ("Peanut Butter Biscuits", 7.49),
          ("Bully Sticks 6 ct", 17.99)]),
        ("Cat", ["Whisker Feast", "Purrfect Plate"], [("Crunchy Salmon Bites", 4.99), ("Lickable Tuna Tubes", 6.49)]),
    ]),
    ("Toys", "TOY", ["Trailhead Pet Gear", "Barkley & Sons Distributing"], [
        ("Dog", ["Chew Champ", "Fetch Factory"],
         [("Rope Tug Toy", 11.99), ("Squeaky Plush Fox", 9.49), ("Rubber Treat Ball", 12.99), ("Tennis Balls 3-Pack", 5.99),
          ("Puzzle Feeder", 19.99)]),
        ("Cat", ["Kitty Kingdom", "Fetch Factory"],
         [("Feather Wand", 6.99), ("Catnip Mice 4-Pack", 5.49), ("Laser Pointer", 8.99), ("Tunnel Play Tube", 16.99)]),
    ]),
    ("Aquarium & Fish", "AQU", ["Blue Lagoon Aquatics"], [
        ("Fish", ["Blue Lagoon", "Reef Ready"],
         [("20 Gallon Starter Kit", 119.99), ("Canister Filter 300", 89.99), ("Tropical Flakes 200 g", 8.99),
          ("Water Conditioner 500 ml", 10.49), ("Aquarium Heater 100 W", 24.99), ("Gravel Natural 5 kg", 12.99),
          ("Filter Cartridges 3-Pack", 14.49)]),
    ]),
    ("Bird Supplies", "BRD", ["Feathercrest Wholesale"], [
        ("Bird", ["Feathercrest", "Songbird Select"],
         [("Parakeet Seed Mix 2 kg", 11.99), ("Flight Cage Large", 149.99), ("Cuttlebone 2-Pack", 3.99),
          ("Wooden Perch Set", 12.49), ("Millet Spray 6 ct", 6.99)]),
    ]),
    ("Small Animal", "SML", ["Critter Corner Wholesale"], [
        ("Small Pet", ["Critter Corner", "Meadow Munch"],
         [("Timothy Hay 2 kg", 15.99), ("Rabbit Pellets 4 kg", 19.99), ("Paper Bedding 30 L", 17.49),
          ("Hamster Wheel", 13.99), ("Hideaway Hut", 9.99), ("Guinea Pig Cage Deluxe", 94.99)]),
    ]),
    ("Reptile", "REP", ["Scales & Tails Supply"], [
        ("Reptile", ["Scales & Tails", "Desert Sun"],
         [("Terrarium 40 Gallon", 199.99), ("UVB Basking Lamp", 34.99), ("Calcium Powder", 9.99),
          ("Dried Mealworms", 8.49), ("Coconut Substrate", 11.99)]),
    ]),
    ("Grooming", "GRM", ["Snugglenest Home Goods", "Barkley & Sons Distributing"], [
        ("Dog", ["Fresh Coat", "Groom Pro"],
         [("Oatmeal Shampoo", 12.99), ("Slicker Brush", 14.49), ("Nail Clippers", 10.99)]),
        ("Cat", ["Fresh Coat", "Groom Pro"], [("Deshedding Comb", 13.49), ("Waterless Foam Shampoo", 11.49)]),
    ]),
    ("Beds & Crates", "BED", ["Snugglenest Home Goods"], [
        ("Dog", ["Snugglenest", "Trailhead"],
         [("Orthopedic Bed Large", 89.99), ("Wire Crate 36 in", 74.99), ("Donut Bed Medium", 44.99)]),
        ("Cat", ["Snugglenest", "Kitty Kingdom"], [("Cat Tree 5 Level", 99.99), ("Window Perch", 29.99)]),
    ]),
    ("Health & Wellness", "HLT", ["Vetline Health Supply"], [
        ("All Pets", ["Vetline", "Calm Companion"],
         [("Flea & Tick Drops 3 ct", 39.99), ("Probiotic Powder", 24.99), ("Calming Chews", 21.99),
          ("Joint Support Tablets", 29.99), ("Ear Cleaner", 9.99)]),
    ]),
    ("Leashes & Collars", "LSH", ["Trailhead Pet Gear"], [
        ("Dog", ["Trailhead", "Fetch Factory"],
         [("Reflective Leash 6 ft", 16.99), ("Padded Harness", 27.99), ("Nylon Collar", 9.99),
          ("Retractable Leash", 22.49)]),
    ]),
    ("Litter & Waste", "LIT", ["Whisker Works Co", "Snugglenest Home Goods"], [
        ("Cat", ["Clean Paws", "Kitty Kingdom"],
         [("Clumping Litter 18 kg", 19.99), ("Pine Pellet Litter 10 kg", 15.49), ("Covered Litter Box", 34.99)]),
        ("Dog", ["Clean Paws"], [("Waste Bags 120 ct", 8.99)]),
    ]),
]

# in-store roles: (role, hourly rate range, rings up sales)
ROLES = {
    "Store Manager": (27.0, 32.0),
    "Assistant Manager": (21.0, 24.5),
    "Sales Associate": (15.5, 18.5),
    "Aquatics Specialist": (17.5, 20.5),
    "Groomer": (19.0, 23.0),
}
CASHIER_ROLES = ("Store Manager", "Assistant Manager", "Sales Associate", "Aquatics Specialist")
CORE_STAFF = ["Store Manager", "Assistant Manager", "Sales Associate", "Sales Associate", "Aquatics Specialist", "Groomer"]

MONTH_SEASON = [0.85, 0.8, 0.9, 0.95, 1.0, 1.0, 1.05, 1.0, 0.95, 1.0, 1.15, 1.45]  # December gift rush
WEEKDAY_SEASON = [0.85, 0.85, 0.9, 0.95, 1.05, 1.35, 1.25]  # Monday .. Sunday
YEAR_PRICE = {2023: 0.93, 2024: 0.97, 2025: 1.0}  # list prices crept up; products.price is the 2025 price
# (values, cumulative weights) for the draws made once per order or order line
IN_STORE_PAYMENTS = (["Card", "Cash", "Gift Card", "Mobile Wallet"], list(accumulate([0.58, 0.22, 0.05, 0.15])))
ONLINE_PAYMENTS = (["Card", "PayPal", "Gift Card"], list(accumulate([0.7, 0.26, 0.04])))
ITEM_COUNTS = ([1, 2, 3, 4, 5, 6, 7], list(accumulate([0.3, 0.27, 0.18, 0.11, 0.07, 0.04, 0.03])))
QUANTITIES = ([1, 2, 3, 4, 6], list(accumulate([0.72, 0.17, 0.06, 0.03, 0.02])))
ONLINE_HOURS = (list(range(6, 24)), list(accumulate([1, 2, 3, 3, 3, 4, 5, 5, 4, 4, 4, 5, 6, 8, 9, 9, 7, 4])))
SHOP_HOURS = (list(range(9, 21)), list(accumulate([3, 5, 7, 8, 7, 7, 8, 9, 10, 9, 6, 3])))
