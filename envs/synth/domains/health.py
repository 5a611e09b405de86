"""Care and fitness: a medical clinic, a veterinary practice, a gym.

Checked by ``python -m pytest -q tests/test_synth.py``; one database of a domain: ``python -m envs.synth build``.
"""

from __future__ import annotations

from envs.synth.domains.common import ACTIVE, CITY, CONTACT, EMAIL, GENDER, NOTES, PERSON, PHONE, STREET, joined
from envs.synth.dsl import col, domain, ref, table, words
from envs.synth.values import (After, Birth, Code, Copy, Count, Day, Distinct, Flag, Item, Map, Money, Num, Since,
                               Stamp, catalog, pick, status)

SPECIALTIES = words("General Practice, Cardiology, Dermatology, Paediatrics, Orthopaedics, Neurology, Gynaecology, "
                    "Psychiatry, Ophthalmology, Endocrinology, Gastroenterology, ENT, Oncology, Physiotherapy, Urology")
CONDITIONS = (("Hypertension", "I10"), ("Type 2 diabetes", "E11"), ("Asthma", "J45"), ("Acute bronchitis", "J20"),
              ("Upper respiratory infection", "J06"), ("Low back pain", "M54.5"), ("Anxiety disorder", "F41"),
              ("Depressive episode", "F32"), ("Migraine", "G43"), ("Atopic dermatitis", "L20"),
              ("Urinary tract infection", "N39.0"), ("Osteoarthritis of knee", "M17"), ("High cholesterol", "E78.0"),
              ("Gastro-oesophageal reflux", "K21"), ("Otitis media", "H66"), ("Sprained ankle", "S93.4"))
MEDICINES = words("Amoxicillin 500 mg, Metformin 500 mg, Amlodipine 5 mg, Atorvastatin 20 mg, Salbutamol inhaler, "
                  "Ibuprofen 400 mg, Paracetamol 500 mg, Sertraline 50 mg, Omeprazole 20 mg, Lisinopril 10 mg, "
                  "Cetirizine 10 mg, Prednisolone 5 mg, Hydrocortisone cream 1%, Naproxen 250 mg, Citalopram 20 mg, "
                  "Levothyroxine 50 mcg, Doxycycline 100 mg, Ramipril 5 mg")
LAB_TESTS = {"Full Blood Count": 26, "HbA1c": 14, "Lipid Panel": 15, "Thyroid Function": 10, "Liver Function": 9,
             "Urinalysis": 10, "Vitamin D": 7, "Kidney Function": 9}

CLINIC = domain(
    "clinic", "A medical clinic: departments, doctors, patients, appointments, diagnoses, prescriptions, lab tests",
    table("department|specialty|clinic_unit", (10, 15),
          col("name|department_name|specialty_name", Distinct(SPECIALTIES), unique=True),
          col("floor|floor_number|level", pick({0: 30, 1: 30, 2: 25, 3: 15}), keep=0.4),
          col("phone_extension|extension|ext", Code("####"), keep=0.3)),
    table("doctor|physician|clinician|provider", (10, 80), PERSON, EMAIL, PHONE,
          ref("department", "department_id|specialty_id|dept_id", skew=0.7, idle=0.05),
          col("licence_number|license_no|registration_no", Code("??-#####"), keep=0.5, unique=True),
          col("hired_on|start_date|joined_on", Day(0, 0.85, 0)),
          col("consultation_fee|fee|visit_fee", Money(120, 0.3), keep=0.4), ACTIVE),
    table("patient|client", (150, 3000), CONTACT,
          col("date_of_birth|dob|birth_date", Birth(0, 95)), GENDER, CITY,
          col("blood_type|blood_group", pick({"O+": 38, "A+": 34, "B+": 9, "AB+": 3, "O-": 7, "A-": 6, "B-": 2,
                                              "AB-": 1}), keep=0.35, nulls=0.2),
          col("insurance_provider|insurer|payer", pick(words(
              "Aetna, Cigna, UnitedHealthcare, Bupa, AXA Health, Medibank, Allianz Care, Vhi Healthcare, Self-pay")),
              keep=0.4, nulls=0.1),
          joined("registered_on|created_at|first_visit")),
    table("appointment|visit|consultation|encounter", (300, 5000), ref("patient", skew=1.2, idle=0.2),
          ref("doctor", skew=0.8, idle=0.1),
          col("scheduled_at|appointment_time|start_time|visit_date",
              Since("patient_id.registered_on", True, (8, 18), ahead=45)),
          col("status|appointment_status", status("scheduled_at", {"Scheduled": 90, "Cancelled": 10},
                                                  {"Completed": 80, "Cancelled": 12, "No-show": 8})),
          col("visit_type|reason|appointment_type", pick({"Check-up": 24, "Follow-up": 26, "Consultation": 20,
                                                          "Vaccination": 8, "Test results": 9, "Injury": 6,
                                                          "Prescription renewal": 7})),
          col("duration_minutes|duration|length_min", pick({15: 40, 30: 35, 45: 12, 60: 13}), keep=0.5),
          col("fee|charge|amount_billed", Money(110, 0.45), keep=0.35), NOTES),
    table("diagnosis|condition|diagnosis_record", (100, 3000), ref("appointment", skew=0.3, idle=0.3),
          col("condition|diagnosis|description", pick(tuple(name for name, _ in CONDITIONS))),
          col("icd_code|icd10|code", Map("condition", CONDITIONS), keep=0.6),
          col("severity|grade", pick({"Mild": 52, "Moderate": 36, "Severe": 12}), keep=0.4),
          col("is_chronic|chronic", Flag(0.3), keep=0.3), keep=0.55),
    table("medication|drug|medicine", (12, 18), col("name|drug_name|medicine_name", Distinct(MEDICINES), unique=True),
          col("unit_cost|cost|price", Money(6, 0.8)),
          col("controlled|is_controlled|restricted", Flag(0.1), keep=0.3), keep=0.5),
    table("prescription|medication_order|script", (100, 3000), ref("appointment", skew=0.4, idle=0.35),
          ref("medication", skew=1.1, idle=0.05),
          col("dosage|dose|instructions", pick({"1 tablet daily": 40, "1 tablet twice daily": 25,
                                                 "2 tablets daily": 10, "As needed": 15, "1 tablet at night": 10})),
          col("days_supply|duration_days|days", pick({7: 22, 14: 18, 28: 30, 30: 15, 90: 15})),
          col("refills|repeats|refills_allowed", Count(0.8, 6, lo=0), keep=0.6), keep=0.5),
    table("lab_test|lab_result|test_order", (60, 2500), ref("patient", skew=1.0, idle=0.5),
          ref("doctor", "ordered_by|doctor_id|requested_by", keep=0.6),
          col("test_name|test|test_type", pick(LAB_TESTS)),
          col("ordered_on|requested_on|collected_on", Day()),
          col("resulted_on|reported_on|result_date", After("ordered_on", 1, 6)),
          col("abnormal|is_abnormal|flagged", Flag(0.17)), keep=0.45),
    table("invoice|bill|charge", (200, 4000), ref("appointment", skew=0.1, idle=0.1), ref("patient", keep=0.5),
          col("amount|total|amount_due", Money(140, 0.6)),
          col("issued_on|invoice_date|billed_on", Day()),
          col("paid_on|payment_date", After("issued_on", 0, 45), keep=0.5, nulls=0.15),
          col("status|payment_status", status("paid_on", {"Pending": 45, "Insurance Claimed": 30, "Overdue": 20,
                                                          "Written Off": 5}, {"Paid": 1})), keep=0.4),
)

PET_BREEDS = catalog({
    "Dog": "Labrador Retriever, French Bulldog, Golden Retriever, Cockapoo, German Shepherd, Border Collie, Dachshund, "
           "Beagle, Cocker Spaniel, Mixed Breed, Jack Russell Terrier, Boxer, Pug, Shih Tzu",
    "Cat": "Domestic Shorthair, Domestic Longhair, Maine Coon, Siamese, British Shorthair, Ragdoll, Bengal, Persian",
    "Rabbit": "Netherland Dwarf, Lionhead, Holland Lop, Rex, Mixed", "Guinea Pig": "Abyssinian, American, Peruvian",
    "Budgerigar": "Budgerigar", "Hamster": "Syrian, Roborovski, Dwarf Campbell", "Horse": "Thoroughbred, Cob, Arabian",
    "Ferret": "Standard, Albino", "Tortoise": "Hermann's, Horsfield", "Bearded Dragon": "Central Bearded Dragon",
})
PET_SPECIES = {"Dog": 46, "Cat": 36, "Rabbit": 5, "Guinea Pig": 3, "Budgerigar": 2, "Hamster": 2, "Horse": 2,
               "Ferret": 1, "Tortoise": 1.5, "Bearded Dragon": 1.5}
PET_WEIGHT = (("Cat", 0.25), ("Rabbit", 0.11), ("Guinea Pig", 0.05), ("Budgerigar", 0.002), ("Hamster", 0.008),
              ("Horse", 25.0), ("Ferret", 0.07), ("Tortoise", 0.1), ("Bearded Dragon", 0.025))
PET_NAMES = words("Bella, Max, Luna, Teddy, Daisy, Milo, Coco, Alfie, Poppy, Buddy, Rosie, Bailey, Molly, Charlie, "
                  "Lola, Archie, Willow, Bruno, Nala, Ollie, Maisie, Winston, Honey, Toby, Ruby, Simba, Oscar, Tilly, "
                  "Jasper, Smudge, Misty, Ginger, Pepper, Shadow, Biscuit, Cleo, Loki, Nova, Oreo, Peanut, Pumpkin, "
                  "Sooty")
TREATMENT_PRICE = (("Annual vaccination", 1.4), ("Rabies vaccination", 1.2), ("Flea and worm treatment", 0.8),
                   ("Microchipping", 0.6), ("Nail clipping", 0.3), ("Dental scale and polish", 5.5),
                   ("Tooth extraction", 4.0), ("Blood test", 2.2), ("X-ray", 3.5), ("Ultrasound scan", 4.5),
                   ("Allergy test", 3.0), ("Neutering", 6.0), ("Spaying", 8.0), ("Wound stitching", 3.2),
                   ("Lump removal", 7.0), ("Ear cleaning", 0.8), ("Antibiotic injection", 0.9),
                   ("Pain relief injection", 0.7), ("Fluid therapy", 2.5), ("Consultation", 1.0))
TREATMENTS = (("Annual vaccination", "Preventive"), ("Rabies vaccination", "Preventive"),
              ("Flea and worm treatment", "Preventive"), ("Microchipping", "Preventive"), ("Nail clipping", "Grooming"),
              ("Dental scale and polish", "Dental"), ("Tooth extraction", "Dental"), ("Blood test", "Diagnostic"),
              ("X-ray", "Diagnostic"), ("Ultrasound scan", "Diagnostic"), ("Allergy test", "Diagnostic"),
              ("Neutering", "Surgical"), ("Spaying", "Surgical"), ("Wound stitching", "Surgical"),
              ("Lump removal", "Surgical"), ("Ear cleaning", "Medical"), ("Antibiotic injection", "Medical"),
              ("Pain relief injection", "Medical"), ("Fluid therapy", "Medical"), ("Consultation", "Medical"))

VETERINARY = domain(
    "veterinary", "A veterinary practice: pet owners, their animals, vets, visits, treatments given, vaccinations",
    table("owner|client|pet_owner", (100, 2000), CONTACT, STREET, CITY, joined()),
    table("vet|veterinarian|clinician|staff_member", (5, 30), PERSON,
          col("role|position|job_title", pick({"Veterinary Surgeon": 55, "Veterinary Nurse": 30, "Locum Vet": 15})),
          EMAIL, col("hired_on|start_date", Day(0, 0.85, 0)), ACTIVE),
    table("pet|animal|patient", (120, 3000), ref("owner", skew=0.5, idle=0.03),
          col("name|pet_name|animal_name", pick(PET_NAMES)),
          col("species|animal_type|kind", pick(PET_SPECIES), lookup="species|animal_type|animal_kind"),
          col("breed|breed_name", Item(PET_BREEDS, "species")),
          col("sex|gender", pick({"Male": 50, "Female": 50})),
          col("date_of_birth|dob|born_on", Birth(0, 16)),
          col("weight_kg|weight|body_weight", Money(18, 0.4, "species", PET_WEIGHT, kind="float"), keep=0.7),
          col("neutered|is_neutered|desexed", Flag(0.64), keep=0.5),
          col("microchip|microchip_no|chip_number", Code("9851########"), keep=0.5, nulls=0.12),
          col("deceased|is_deceased", Flag(0.05), keep=0.3)),
    table("visit|appointment|consultation", (200, 5000), ref("pet", skew=1.0, idle=0.1), ref("vet", skew=0.6),
          col("visit_date|visited_at|appointment_time", Stamp(0, 1.02, hours=(8, 19))),
          col("reason|complaint|visit_reason", pick({"Vaccination": 22, "Annual check-up": 18, "Skin problem": 9,
                                                     "Ear infection": 8, "Dental": 7, "Lameness": 7, "Vomiting": 8,
                                                     "Neutering": 5, "Follow-up": 11, "Injury": 5})),
          col("status|visit_status", status("visit_date", {"Booked": 1}, {"Completed": 88, "Cancelled": 8,
                                                                        "No-show": 4})),
          col("weight_kg|recorded_weight", Money(15, 0.6, kind="float"), keep=0.3),
          col("total|total_charge|amount", Money(85, 0.7), keep=0.6), NOTES),
    table("treatment|procedure|service", (12, 20),
          col("name|treatment_name|procedure_name", Distinct(tuple(n for n, _ in TREATMENTS)), unique=True),
          col("category|type|treatment_type", Map("name", TREATMENTS)),
          col("price|standard_price|fee", Money(45, 0.15, "name", TREATMENT_PRICE))),
    table("visit_treatment|treatment_given|visit_procedure", ("visit", 0.8, 1.6), ref("visit", idle=0.2),
          ref("treatment", skew=1.1),
          col("quantity|qty|units", Count(1.1, 3)),
          col("price|charged|amount", Copy("treatment_id.price", Money(60))), pair=True),
    table("vaccination|vaccine_record|immunisation", (80, 3000), ref("pet", skew=0.6, idle=0.3),
          col("vaccine|vaccine_name", pick({"Rabies": 18, "DHPP": 22, "Leptospirosis": 16, "Kennel Cough": 10,
                                            "FVRCP": 18, "FeLV": 8, "Myxomatosis": 5, "RHD": 3})),
          col("given_on|administered_on|vaccination_date", Day()),
          col("next_due|due_date|booster_due", After("given_on", 330, 400, planned=True)),
          ref("vet", "given_by|vet_id|administered_by", keep=0.5), keep=0.55),
)

CLASS_TYPES = {"Yoga": 16, "Spin": 15, "HIIT": 14, "Pilates": 11, "Zumba": 8, "Boxing": 7, "Body Pump": 10,
               "Aqua Aerobics": 5, "Kettlebells": 6, "Stretch": 8}
PLANS = (("Monthly Standard", 39.0), ("Monthly Premium", 59.0), ("Annual Standard", 399.0), ("Annual Premium", 599.0),
         ("Off-Peak", 25.0), ("Student", 22.0), ("Senior", 20.0), ("Family", 89.0), ("Corporate", 32.0),
         ("Day Pass", 12.0), ("10-Visit Pass", 85.0), ("Couples", 69.0))

GYM = domain(
    "gym", "A gym: membership plans, members, trainers, fitness classes and bookings, check-ins, payments",
    table("membership_plan|plan|membership_type|package", (10, 12),
          col("name|plan_name|title", Distinct(tuple(n for n, _ in PLANS)), unique=True),
          col("price|monthly_fee|fee", Map("name", PLANS, kind="money")),
          col("includes_classes|classes_included", Flag(0.6), keep=0.5),
          col("contract_months|min_term_months|term", pick({1: 40, 12: 45, 0: 15}), keep=0.4)),
    table("member|customer|client", (100, 3000), CONTACT,
          col("date_of_birth|dob|birth_date", Birth(16, 80), keep=0.7), GENDER,
          ref("membership_plan", "plan_id|membership_plan_id|membership_type_id", skew=0.8),
          joined("joined_on|start_date|member_since|created_at"),
          col("status|membership_status", pick({"Active": 62, "Frozen": 6, "Cancelled": 26, "Expired": 6})),
          col("home_club|branch|location", pick(words("Central, Riverside, North, Westfield, Harbour")), keep=0.3)),
    table("trainer|instructor|coach", (5, 40), PERSON,
          col("specialty|speciality|focus", pick(words("Strength, Yoga, Pilates, HIIT, Spin, Boxing, Swimming, "
                                                       "Rehabilitation"))),
          col("hourly_rate|rate|session_rate", Money(38, 0.25), keep=0.5),
          col("hired_on|start_date", Day(0, 0.85, 0)), PHONE),
    table("fitness_class|class|session|class_schedule", (60, 2000), ref("trainer", "trainer_id|instructor_id",
                                                                        skew=0.7),
          col("class_type|class_name|activity", pick(CLASS_TYPES)),
          col("starts_at|start_time|scheduled_at", Stamp(hours=(6, 21))),
          col("duration_minutes|duration|length", pick({30: 25, 45: 40, 60: 35})),
          col("capacity|max_participants|spaces", pick({12: 20, 15: 25, 20: 30, 25: 15, 30: 10})),
          col("room|studio|location", pick({"Studio 1": 35, "Studio 2": 25, "Spin Room": 20, "Pool": 8,
                                            "Main Floor": 12}), keep=0.5)),
    table("class_booking|booking|attendance|enrolment", (200, 5000), ref("fitness_class", idle=0.05),
          ref("member", skew=1.3, idle=0.35),
          col("booked_at|booking_time|created_at", After("fitness_class_id.starts_at", -6, 0, stamp=True,
                                                         planned=True), keep=0.6),
          col("attended|checked_in|showed_up", Flag(0.82)), pair=True),
    table("check_in|visit|gym_visit|entry", (300, 5000), ref("member", skew=1.4, idle=0.15),
          col("checked_in_at|visit_time|entered_at", Since("member_id.joined_on", True, (6, 22))),
          col("duration_minutes|minutes|visit_length", Num(68, 22, 10, 180, 0), keep=0.5)),
    table("payment|membership_payment|transaction", (200, 5000), ref("member", skew=0.6, idle=0.1),
          col("paid_on|payment_date|charged_on", Since("member_id.joined_on")),
          col("amount|amount_paid", Money(45, 0.5)),
          col("method|payment_method", pick({"Direct Debit": 62, "Card": 30, "Cash": 8})),
          col("status|payment_status", pick({"Succeeded": 93, "Failed": 5, "Refunded": 2}), keep=0.6), keep=0.5),
    table("personal_training|pt_session|training_session", (30, 1500), ref("member", skew=1.2, idle=0.7),
          ref("trainer", skew=0.8),
          col("session_date|scheduled_at|date", Stamp(hours=(6, 21))),
          col("price|fee|amount", Money(45, 0.25)), keep=0.4),
)

DOMAINS = (CLINIC, VETERINARY, GYM)
