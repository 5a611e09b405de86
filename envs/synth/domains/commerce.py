"""Shops and counters: an online retailer, a restaurant, a pharmacy, a car rental firm, an estate agency.

Checked by ``python -m pytest -q tests/test_synth.py``; one database of a domain: ``python -m envs.synth build``.
"""

from __future__ import annotations

from envs.synth.domains.common import (ACTIVE, CITY, COMPANY, CONTACT, EMAIL, GENDER, NOTES, PAYMENT_METHOD, PERSON,
                                       PHONE, POSTCODE, REGION, joined)
from envs.synth.dsl import col, domain, ref, table, words
from envs.synth.values import (After, Birth, Calc, Code, Copy, Count, Day, Faked, Flag, Int, Item, Money, Named, Num,
                               Seq, Since, Stamp, Year, catalog, pick, status)

PRODUCTS = catalog({
    "Electronics": "Wireless Earbuds, Bluetooth Speaker, USB-C Charger, Power Bank, Smart Watch, HDMI Cable, Webcam, "
                   "Gaming Mouse, Mechanical Keyboard, Portable SSD, Tablet Stand, Noise-Cancelling Headphones",
    "Home & Kitchen": "Chef's Knife, Cast Iron Skillet, French Press, Stand Mixer, Cutting Board, Toaster, Kettle, "
                      "Dinner Plate Set, Storage Jars, Bath Towel, Duvet Cover, Table Lamp",
    "Clothing": "Crew Neck T-Shirt, Denim Jacket, Hoodie, Chino Trousers, Wool Scarf, Rain Jacket, Linen Shirt, "
                "Running Shorts, Leather Belt, Knit Beanie",
    "Shoes": "Running Shoes, Leather Boots, Canvas Sneakers, Sandals, Slippers, Hiking Boots, Loafers",
    "Beauty": "Face Moisturiser, Lip Balm, Shampoo, Conditioner, Sunscreen SPF 50, Body Lotion, Hand Cream, "
              "Eau de Parfum, Mascara",
    "Toys & Games": "Building Blocks Set, Jigsaw Puzzle, Board Game, Plush Bear, Remote Control Car, Card Game, "
                    "Wooden Train Set",
    "Sports & Outdoors": "Yoga Mat, Dumbbell Pair, Water Bottle, Camping Tent, Sleeping Bag, Resistance Bands, "
                         "Cycling Helmet, Trekking Poles",
    "Books": "Cookbook, Travel Guide, Crime Novel, Picture Book, Notebook, Biography, Colouring Book",
    "Garden": "Garden Hose, Pruning Shears, Plant Pot, Bird Feeder, Watering Can, Raised Bed Kit, Solar Lantern",
    "Grocery": "Ground Coffee, Green Tea, Dark Chocolate, Olive Oil, Granola, Honey, Pasta Sauce, Almond Butter",
    "Pet Supplies": "Dog Bed, Cat Tree, Dog Leash, Pet Shampoo, Cat Litter, Chew Toy",
    "Office": "Desk Organiser, Ballpoint Pens, Stapler, Printer Paper, Desk Chair, Monitor Arm, Whiteboard",
})
PRODUCT_PRICE = (("Electronics", 2.5), ("Home & Kitchen", 1.3), ("Clothing", 1.2), ("Shoes", 2.0), ("Beauty", 0.6),
                 ("Toys & Games", 0.9), ("Sports & Outdoors", 1.4), ("Books", 0.5), ("Grocery", 0.35),
                 ("Pet Supplies", 0.9), ("Office", 0.8))
PRODUCT_PREFIXES = words("Classic, Premium, Essential, Everyday, Deluxe, Compact, Pro, Signature, Original, Select, "
                         "Heritage, Studio, Eco, Lite, Max")

RETAIL = domain(
    "retail", "An online shop: customers, products in categories, orders with their lines, suppliers, reviews",
    table("supplier|vendor|manufacturer", (8, 60), COMPANY, CITY, PHONE,
          col("lead_time_days|lead_time", Count(9, 60, lo=2), keep=0.4), keep=0.6),
    table("customer|client|shopper|account_holder", (120, 2000), CONTACT, CITY, REGION, joined(),
          col("loyalty_tier|tier|membership_level", pick({"Bronze": 58, "Silver": 26, "Gold": 12, "Platinum": 4}),
              keep=0.4),
          col("marketing_opt_in|newsletter|accepts_marketing", Flag(0.35), keep=0.3)),
    table("product|item|article", (40, 600),
          col("category|product_category|department", pick(tuple(c for c, _ in PRODUCTS)),
              lookup="category|product_category|department"),
          col("name|product_name|title", Item(PRODUCTS, "category", PRODUCT_PREFIXES), unique=True),
          ref("supplier", keep=0.85),
          col("price|unit_price|list_price|retail_price", Money(24, 0.7, "category", PRODUCT_PRICE, charm=True)),
          col("cost|unit_cost|cost_price", Copy("price", Money(12), 0.35, 0.7), keep=0.4),
          col("sku|product_code|item_code", Code("??-#####"), keep=0.5, unique=True),
          col("stock|stock_qty|quantity_on_hand|units_in_stock", Count(45, 900, lo=0), keep=0.6),
          col("discontinued|is_discontinued", Flag(0.07), keep=0.4),
          col("added_on|launch_date|release_date", Day(0, 0.9, 0.3), keep=0.35)),
    table("order|purchase|sales_order", (250, 4000), ref("customer", skew=1.2, idle=0.2),
          col("order_date|placed_on|ordered_at|created_at", Since("customer_id.created_at", True, (7, 23))),
          col("shipped_on|ship_date|dispatched_on", After("order_date", 0, 4), keep=0.45, nulls=0.14),
          col("status|order_status", status("shipped_on", {"Cancelled": 8, "Processing": 5, "Pending": 3},
                                            {"Delivered": 80, "Shipped": 10, "Returned": 5})),
          col("channel|sales_channel|source", pick({"Web": 55, "Mobile App": 30, "Phone": 6, "Marketplace": 9}),
              keep=0.4),
          col("shipping_fee|shipping_cost|delivery_charge", pick((0.0, 4.99, 7.5, 12.0), "money"), keep=0.4),
          PAYMENT_METHOD),
    table("order_line|order_item|line_item|order_detail", ("order", 1.2, 3.0), ref("order", idle=0.0),
          ref("product", skew=1.3, idle=0.1),
          col("quantity|qty|units", Count(1.5, 12)),
          col("unit_price|price|sale_price", Copy("product_id.price", Money(24))),
          col("discount|discount_pct|discount_percent", pick({0: 80, 5: 8, 10: 7, 15: 3, 20: 2}), keep=0.4),
          col("line_total|amount|extended_price", Calc("quantity", "*", "unit_price", Money(40)), keep=0.4)),
    table("review|product_review|rating", (30, 1500), ref("product", skew=1.4, idle=0.3), ref("customer", keep=0.8),
          col("rating|stars|score", pick({5: 44, 4: 27, 3: 12, 2: 6, 1: 11})),
          col("reviewed_on|review_date|created_at", Day(0.05, 1)),
          col("headline|title|summary", pick(words(
              "Great value, Exactly as described, Would buy again, Not worth it, Arrived damaged, Love it, "
              "Good quality, Smaller than expected, Fast delivery, Disappointed, Perfect gift, Works well")),
              keep=0.5, nulls=0.3), keep=0.45),
)

MENU = catalog({
    "Starters": "Garlic Bread, Soup of the Day, Bruschetta, Calamari, Chicken Wings, Prawn Cocktail, Nachos, "
                "Halloumi Fries, Spring Rolls",
    "Mains": "Fish and Chips, Ribeye Steak, Roast Chicken, Lamb Shank, Chicken Curry, Pork Belly, Salmon Fillet, "
             "Beef Stew, Mushroom Risotto, Vegetable Lasagne",
    "Pizzas": "Margherita, Pepperoni, Hawaiian, Quattro Formaggi, Diavola, Vegetariana, Capricciosa, Calzone",
    "Pasta": "Spaghetti Carbonara, Penne Arrabbiata, Fettuccine Alfredo, Lasagne, Spaghetti Bolognese, "
             "Linguine Vongole, Pesto Gnocchi",
    "Burgers": "Classic Burger, Cheeseburger, Bacon Burger, Chicken Burger, Veggie Burger, BBQ Burger",
    "Salads": "Caesar Salad, Greek Salad, Niçoise Salad, Caprese Salad, Quinoa Salad, Waldorf Salad",
    "Desserts": "Tiramisu, Cheesecake, Chocolate Brownie, Crème Brûlée, Apple Crumble, Sticky Toffee Pudding, "
                "Ice Cream Sundae, Panna Cotta",
    "Sides": "French Fries, Sweet Potato Fries, Onion Rings, Side Salad, Mashed Potatoes, Garlic Mushrooms",
    "Soft Drinks": "Cola, Lemonade, Orange Juice, Sparkling Water, Still Water, Iced Tea, Ginger Beer",
    "Hot Drinks": "Espresso, Cappuccino, Latte, Americano, Flat White, Hot Chocolate, English Breakfast Tea",
    "Beer": "Lager, Pale Ale, IPA, Stout, Wheat Beer, Pilsner, Cider",
    "Wine": "House Red, House White, Rosé, Prosecco, Merlot, Sauvignon Blanc, Pinot Grigio, Malbec",
    "Cocktails": "Mojito, Margarita, Espresso Martini, Aperol Spritz, Old Fashioned, Negroni, Pina Colada",
    "Kids Menu": "Kids Pasta, Chicken Nuggets, Mini Pizza, Fish Fingers, Kids Burger",
})
MENU_PRICE = (("Starters", 0.6), ("Mains", 1.5), ("Pizzas", 1.1), ("Pasta", 1.1), ("Burgers", 1.1),
              ("Salads", 0.9), ("Desserts", 0.6), ("Sides", 0.35), ("Soft Drinks", 0.25), ("Hot Drinks", 0.25),
              ("Beer", 0.45), ("Wine", 0.6), ("Cocktails", 0.8), ("Kids Menu", 0.5))

RESTAURANT = domain(
    "restaurant", "A restaurant: menu items in sections, tables, staff, guests, orders with items, reservations",
    table("staff|employee|team_member", (10, 45), PERSON,
          col("role|position|job_title", pick({"Waiter": 46, "Chef": 14, "Bartender": 11, "Host": 7,
                                                "Kitchen Porter": 12, "Sous Chef": 5, "Manager": 5})),
          col("hourly_rate|hourly_wage|pay_rate", Money(14, 0.15)),
          col("hired_on|start_date|hire_date", Day(0, 0.9, 0.2)),
          col("left_on|end_date|termination_date", Day(0.3, 1), keep=0.5, nulls=0.75)),
    table("dining_table|restaurant_table|seating", (10, 45),
          col("table_number|table_no|number", Seq("{:d}", first=1, kind="int"), unique=True),
          col("seats|capacity|covers", pick({2: 38, 4: 36, 6: 15, 8: 7, 10: 4})),
          col("area|section|zone", pick({"Main Room": 50, "Terrace": 18, "Bar": 12, "Window": 12,
                                         "Private Room": 8}))),
    table("menu_item|dish|menu_entry", (25, 110),
          col("section|course|menu_section|category", pick(tuple(s for s, _ in MENU)),
              lookup="menu_section|course|menu_category"),
          col("name|dish_name|item_name|title", Item(MENU, "section"), unique=True),
          col("price|menu_price|unit_price", Money(14, 0.2, "section", MENU_PRICE, charm=True)),
          col("is_vegetarian|vegetarian|veggie", Flag(0.3), keep=0.5),
          col("calories|kcal", Num(620, 260, 40, 1600, 0), keep=0.35),
          col("available|is_available|on_menu", Flag(0.9), keep=0.4)),
    table("guest|customer|diner|patron", (60, 1500), CONTACT, joined(),
          col("loyalty_points|points|reward_points", Count(120, 4000, lo=0), keep=0.4), keep=0.5),
    table("order|bill|check|tab", (300, 4000),
          ref("staff", "server_id|waiter_id|staff_id|served_by", skew=0.7),
          ref("dining_table", keep=0.75), ref("guest", keep=0.9, nulls=0.55),
          col("opened_at|ordered_at|order_time|created_at", Stamp(hours=(11, 23))),
          col("covers|party_size|guests", Count(2.4, 12)),
          col("status|bill_status", pick({"Paid": 88, "Open": 2, "Voided": 4, "Comped": 2, "Refunded": 1})),
          PAYMENT_METHOD,
          col("tip|tip_amount|gratuity", Money(5, 0.7), keep=0.5, nulls=0.2)),
    table("order_item|order_line|bill_item", ("order", 2.0, 4.0), ref("order", idle=0.0),
          ref("menu_item", skew=1.2, idle=0.05),
          col("quantity|qty|portions", Count(1.3, 6)),
          col("unit_price|price|charged_price", Copy("menu_item_id.price", Money(14))),
          col("note|special_request|comment", pick(words(
              "No onions, Extra spicy, Gluten free, Sauce on the side, Well done, Medium rare, No ice, "
              "Allergy: nuts, Dairy free, Extra cheese")), keep=0.35, nulls=0.85)),
    table("reservation|booking", (40, 2000), ref("guest", keep=0.6), ref("dining_table", keep=0.6),
          col("reserved_for|booking_time|reservation_time", Stamp(hours=(12, 22))),
          col("party_size|guests|covers", Count(2.8, 12)),
          col("status|booking_status", pick({"Seated": 70, "Cancelled": 12, "No-show": 6, "Confirmed": 12})),
          col("booked_via|channel|source", pick({"Phone": 35, "Website": 40, "OpenTable": 15, "Walk-in": 10}),
              keep=0.4), keep=0.55),
)

DRUGS = catalog({
    "Analgesics": "Paracetamol, Ibuprofen, Naproxen, Codeine, Tramadol, Aspirin, Diclofenac",
    "Antibiotics": "Amoxicillin, Azithromycin, Doxycycline, Cephalexin, Clarithromycin, Ciprofloxacin, "
                   "Nitrofurantoin, Flucloxacillin",
    "Antihypertensives": "Amlodipine, Lisinopril, Ramipril, Losartan, Bisoprolol, Hydrochlorothiazide, Candesartan",
    "Antidiabetics": "Metformin, Gliclazide, Sitagliptin, Empagliflozin, Insulin Glargine, Dapagliflozin",
    "Antihistamines": "Cetirizine, Loratadine, Fexofenadine, Chlorphenamine, Desloratadine",
    "Statins": "Atorvastatin, Simvastatin, Rosuvastatin, Pravastatin",
    "Antidepressants": "Sertraline, Citalopram, Fluoxetine, Mirtazapine, Venlafaxine, Amitriptyline",
    "Anticoagulants": "Warfarin, Apixaban, Rivaroxaban, Clopidogrel, Edoxaban",
    "Respiratory": "Salbutamol, Tiotropium, Formoterol, Beclometasone, Montelukast",
    "Gastrointestinal": "Omeprazole, Lansoprazole, Pantoprazole, Esomeprazole, Loperamide",
    "Vitamins & Supplements": "Vitamin D3, Folic Acid, Ferrous Sulfate, Vitamin B12, Multivitamin, Calcium Carbonate",
    "Dermatologicals": "Hydrocortisone Cream, Clotrimazole, Emollient Cream, Fusidic Acid, Benzoyl Peroxide",
})
STRENGTHS = words("5 mg, 10 mg, 20 mg, 25 mg, 40 mg, 50 mg, 100 mg, 200 mg, 250 mg, 500 mg")
MANUFACTURERS = words("Pfizer, Teva, Sandoz, Viatris, Sun Pharma, Novartis, GSK, Sanofi, AstraZeneca, Bayer, "
                      "Accord, Aurobindo, Dr. Reddy's, Zentiva")

PHARMACY = domain(
    "pharmacy", "A community pharmacy: medicines by class, patients, prescribers, prescriptions, sales, suppliers",
    table("supplier|wholesaler|distributor", (6, 30), COMPANY, CITY, PHONE, EMAIL, keep=0.45),
    table("drug|medication|medicine|product", (40, 400),
          col("drug_class|therapeutic_class|category", pick(tuple(c for c, _ in DRUGS)),
              lookup="drug_class|therapeutic_class|medicine_category"),
          col("name|drug_name|product_name", Item(DRUGS, "drug_class", suffixes=STRENGTHS), unique=True),
          col("form|dosage_form", pick({"Tablet": 50, "Capsule": 20, "Oral Solution": 8, "Cream": 6, "Inhaler": 5,
                                        "Injection": 4, "Drops": 4, "Patch": 3})),
          col("manufacturer|maker|brand", pick(MANUFACTURERS), keep=0.6),
          ref("supplier", keep=0.8),
          col("requires_prescription|rx_only|prescription_only", Flag(0.7), keep=0.7),
          col("unit_price|price|retail_price", Money(9, 0.9, charm=True)),
          col("stock_qty|quantity_in_stock|on_hand", Count(60, 1200, lo=0), keep=0.6)),
    table("patient|customer", (100, 2500), CONTACT,
          col("date_of_birth|dob|birth_date", Birth(1, 95)), GENDER, CITY,
          col("insurance_provider|insurer|health_plan", pick(words(
              "Aetna, Cigna, UnitedHealthcare, Bupa, AXA Health, Medibank, Allianz Care, Vhi Healthcare")),
              keep=0.4, nulls=0.25)),
    table("prescriber|doctor|physician|gp", (10, 120), PERSON,
          col("specialty|speciality|practice_area", pick({"General Practice": 62, "Cardiology": 6, "Paediatrics": 8,
                                                           "Dermatology": 5, "Psychiatry": 7, "Endocrinology": 5,
                                                           "Respiratory Medicine": 4, "Dentistry": 3})),
          col("licence_number|license_no|registration_number", Code("??######"), keep=0.6, unique=True), PHONE),
    table("prescription|script|rx", (150, 3000), ref("patient", skew=1.2), ref("prescriber", skew=1.1),
          col("issued_on|prescribed_on|date_written", Day()),
          col("refills_allowed|repeats|refills", Count(1.2, 5, lo=0), keep=0.6),
          col("status|prescription_status", pick({"Filled": 72, "Partially Filled": 6, "Pending": 5,
                                                  "Cancelled": 5, "Expired": 12}))),
    table("pharmacist|staff|employee", (4, 25), PERSON,
          col("role|position", pick({"Pharmacist": 35, "Pharmacy Technician": 40, "Dispensing Assistant": 25})),
          col("hired_on|start_date", Day(0, 0.8, 0)), keep=0.5),
    table("sale|dispensing|transaction", (300, 5000), ref("drug", skew=1.3, idle=0.05),
          ref("patient", keep=0.8, nulls=0.3), ref("prescription", keep=0.6, nulls=0.45),
          ref("pharmacist", "dispensed_by|pharmacist_id|served_by", keep=0.8),
          col("sold_at|dispensed_at|sale_time", Stamp(hours=(8, 20))),
          col("quantity|qty|units", Count(1.4, 6)),
          col("unit_price|price", Copy("drug_id.unit_price", Money(9))),
          col("total|amount|total_price", Calc("quantity", "*", "unit_price", Money(18)), keep=0.4), PAYMENT_METHOD),
)

CARS = catalog({
    "Toyota": "Corolla, Yaris, RAV4, Camry, C-HR", "Volkswagen": "Golf, Polo, Tiguan, Passat, T-Roc",
    "Ford": "Focus, Fiesta, Kuga, Puma, Transit Custom", "Hyundai": "i30, Tucson, Kona, Ioniq 5",
    "Kia": "Picanto, Ceed, Sportage, Niro", "Nissan": "Qashqai, Juke, Leaf, X-Trail",
    "Honda": "Civic, Jazz, CR-V, HR-V", "BMW": "1 Series, 3 Series, X1, X3",
    "Mercedes-Benz": "A-Class, C-Class, GLA, Vito", "Skoda": "Octavia, Fabia, Kodiaq",
    "Renault": "Clio, Captur, Megane", "Tesla": "Model 3, Model Y", "Peugeot": "208, 2008, 3008",
})
CAR_CLASSES = {"Economy": 30, "Compact": 25, "SUV": 18, "Intermediate": 12, "Full-size": 6, "Premium": 5, "Van": 4}
CAR_RATE = (("Economy", 0.7), ("Compact", 0.85), ("SUV", 1.4), ("Full-size", 1.3), ("Premium", 2.2), ("Van", 1.6))

CAR_RENTAL = domain(
    "car_rental", "A car rental firm: branches, its fleet, customers, rentals, damage reports and servicing",
    table("branch|location|rental_office|station", (4, 25), CITY,
          col("name|branch_name|location_name", Named("city", words("Airport, Central, Station, Downtown, North, "
                                                                       "Harbour, Retail Park, South")), unique=True),
          PHONE, col("opened_on|opening_date", Day(0, 0.6, 0), keep=0.3)),
    table("vehicle|car|fleet_vehicle", (30, 600),
          col("make|manufacturer|brand", pick(tuple(m for m, _ in CARS)), lookup="make|manufacturer|car_make"),
          col("model|model_name", Item(CARS, "make")),
          col("vehicle_class|category|car_group|class", pick(CAR_CLASSES)),
          col("registration|license_plate|plate_number|reg_no", Faked("license_plate", fresh=True), unique=True),
          col("model_year|year|year_of_manufacture", Year(0, 8)),
          col("daily_rate|rate_per_day|price_per_day", Money(55, 0.15, "vehicle_class", CAR_RATE)),
          col("odometer_km|mileage|odometer", Int(3_000, 160_000), keep=0.5),
          col("fuel_type|fuel", pick({"Petrol": 48, "Diesel": 22, "Hybrid": 18, "Electric": 12}), keep=0.5),
          ref("branch", "home_branch_id|branch_id|location_id", keep=0.85),
          col("status|fleet_status", pick({"Available": 58, "Rented": 24, "In Service": 8, "Retired": 6,
                                           "Reserved": 4}), keep=0.6)),
    table("customer|renter|client|driver", (80, 2500), CONTACT,
          col("date_of_birth|dob|birth_date", Birth(21, 82), keep=0.7),
          col("licence_number|driver_license_no|license_number", Code("?#######"), keep=0.6, unique=True),
          CITY, joined()),
    table("rental|booking|reservation|hire", (200, 5000), ref("customer", skew=1.1, idle=0.25),
          ref("vehicle", skew=0.6, idle=0.05), ref("branch", "pickup_branch_id|pickup_location_id|branch_id", keep=0.7),
          ref("branch", "return_branch_id|dropoff_location_id|return_location_id", keep=0.35),
          col("pickup_date|start_date|rented_on|pickup_at", Since("customer_id.created_at")),
          col("return_date|end_date|returned_on|due_back", After("pickup_date", 1, 16)),
          col("status|rental_status", status("return_date", {"Active": 60, "Reserved": 40},
                                             {"Completed": 87, "Cancelled": 9, "No-show": 4})),
          col("km_driven|distance_km|mileage_driven", Count(380, 4000, lo=15), keep=0.5),
          col("total|total_amount|charge|amount", Money(260, 0.65)),
          col("insurance|insurance_option|cover", pick({"Basic": 55, "Standard": 28, "Full": 17}), keep=0.4)),
    table("damage_report|incident|damage_claim", (15, 400), ref("rental", skew=0.3),
          col("reported_on|incident_date|reported_at", Since("rental_id.pickup_date", within=14)),
          col("damage_type|type|category", pick({"Scratch": 34, "Dent": 22, "Windscreen Chip": 14, "Tyre": 10,
                                                 "Interior Stain": 8, "Mirror": 7, "Collision": 5})),
          col("repair_cost|cost|estimate", Money(320, 0.9)),
          col("customer_at_fault|at_fault|chargeable", Flag(0.6), keep=0.5), keep=0.45),
    table("service_record|maintenance|vehicle_service", (20, 1500), ref("vehicle", skew=0.5),
          col("service_date|serviced_on|date", Day()),
          col("service_type|work_type|type", pick({"Oil Change": 30, "Tyre Rotation": 18, "Annual Service": 20,
                                                   "Brake Pads": 10, "Battery Replacement": 6, "Inspection": 16})),
          col("cost|amount|invoice_amount", Money(180, 0.7)),
          col("garage|workshop|provider", Faked("company"), keep=0.4), keep=0.45),
)

PROPERTY_TYPES = {"House": 38, "Apartment": 30, "Townhouse": 12, "Condo": 7, "Bungalow": 6, "Land": 3,
                  "Commercial": 4}
PROPERTY_PRICE = (("Apartment", 0.7), ("Condo", 0.75), ("Townhouse", 0.9), ("Bungalow", 0.95), ("Land", 0.5),
                  ("Commercial", 1.6))

REAL_ESTATE = domain(
    "real_estate", "An estate agency: offices, agents, property listings, buyers, viewings, offers and sales",
    table("office|branch|agency_office", (3, 15), CITY,
          col("name|office_name|branch_name", Named("city", words("Central, North, South, East, West, "
                                                                   "High Street, Riverside")), unique=True), PHONE,
          keep=0.5),
    table("agent|realtor|negotiator", (8, 80), PERSON, EMAIL, PHONE, ref("office", keep=0.9),
          col("hired_on|start_date|joined_on", Day(0, 0.85, 0)),
          col("commission_rate|commission_pct", Num(2.4, 0.5, 1.0, 4.0, 2), keep=0.5), ACTIVE),
    table("property|listing|home", (60, 2000),
          col("address|street_address|address_line1|street", Faked("street_address", fresh=True, letters=False)),
          CITY, REGION,
          POSTCODE,
          col("property_type|type|dwelling_type", pick(PROPERTY_TYPES)),
          col("bedrooms|beds|num_bedrooms", pick({1: 12, 2: 28, 3: 34, 4: 18, 5: 6, 6: 2})),
          col("bathrooms|baths|num_bathrooms", pick({1: 45, 2: 38, 3: 14, 4: 3}), keep=0.7),
          col("floor_area_sqm|size_sqm|area_m2", Num(115, 45, 28, 600, 0), keep=0.6),
          col("year_built|construction_year|built_in", Int(1890, 2022), keep=0.4),
          col("asking_price|list_price|price|listed_price", Money(420_000, 0.45, "property_type", PROPERTY_PRICE)),
          col("listed_on|listing_date|date_listed", Day()),
          col("status|listing_status", pick({"Sold": 45, "For Sale": 20, "Under Offer": 8, "Withdrawn": 10,
                                            "Let": 12, "For Rent": 5})),
          ref("agent", "agent_id|listing_agent_id|negotiator_id", keep=0.9)),
    table("client|buyer|applicant|prospect", (50, 1500), CONTACT, joined(),
          col("budget|max_budget|price_limit", Money(450_000, 0.5), keep=0.5, nulls=0.2),
          col("looking_for|preferred_type|wanted_type", pick(PROPERTY_TYPES), keep=0.3), NOTES),
    table("viewing|showing|appointment", (100, 4000), ref("property", skew=1.2), ref("client", skew=1.0),
          ref("agent", keep=0.6),
          col("viewed_at|viewing_time|scheduled_at", Stamp(hours=(9, 19))),
          col("feedback|interest_level|outcome", pick({"Interested": 28, "Not interested": 40, "Second viewing": 14,
                                                        "Made offer": 8, "No show": 10}), keep=0.6)),
    table("offer|bid", (30, 1500), ref("property", skew=1.3), ref("client"),
          col("offered_on|offer_date|submitted_on", Day(0.05, 1)),
          col("amount|offer_amount|offer_price", Copy("property_id.asking_price", Money(400_000), 0.86, 1.03)),
          col("status|offer_status", pick({"Rejected": 42, "Accepted": 24, "Withdrawn": 12, "Pending": 8,
                                          "Countered": 14})), keep=0.55),
    table("sale|completion|transaction", (20, 800), ref("property", skew=0.2, idle=0.4),
          ref("client", "buyer_id|client_id"),
          ref("agent", keep=0.6),
          col("completed_on|sale_date|closing_date", Day(0.1, 1)),
          col("sale_price|price|final_price", Copy("property_id.asking_price", Money(400_000), 0.9, 1.04)),
          col("commission|fee|agency_fee", Copy("sale_price", Money(9_000), 0.012, 0.03), keep=0.5), keep=0.5),
)

DOMAINS = (RETAIL, RESTAURANT, PHARMACY, CAR_RENTAL, REAL_ESTATE)
