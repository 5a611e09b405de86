"""Learning and collections: a school, an e-learning platform, a public library, university research grants, a museum.

Checked by ``python -m pytest -q tests/test_synth.py``; one database of a domain: ``python -m envs.synth build``.
"""

from __future__ import annotations

from envs.synth.domains.common import ACTIVE, CITY, COMPANY, CONTACT, EMAIL, GENDER, PERSON, PHONE, joined
from envs.synth.dsl import col, domain, either, ref, table, words
from envs.synth.values import (After, Birth, Code, Copy, Count, Country, Day, Distinct, Faked, Flag, Int, Item, Label,
                               Map, Money, Named, Num, Person, Shift, Since, Stamp, Year, catalog, pick, status)

SUBJECTS = catalog({
    "Mathematics": "Algebra I, Geometry, Statistics, Calculus, Further Mathematics",
    "Science": "Biology, Chemistry, Physics, Environmental Science, Combined Science",
    "English": "English Literature, English Language, Creative Writing, Media Studies",
    "History": "World History, Modern History, Ancient History", "Geography": "Physical Geography, Human Geography",
    "Languages": "French, Spanish, German, Latin, Mandarin", "Arts": "Art and Design, Drama, Photography",
    "Music": "Music Theory, Orchestra, Music Technology", "Physical Education": "Physical Education, Sports Science",
    "Computing": "Computer Science, Digital Literacy, Robotics",
    "Humanities": "Religious Studies, Philosophy, Economics",
})
GRADES = {"A": 22, "B": 30, "C": 25, "D": 12, "E": 5, "F": 6}

SCHOOL = domain(
    "school", "A secondary school: teachers, students and their guardians, classes, enrolments, assessments, marks",
    table("guardian|parent|carer", (60, 1500), CONTACT,
          col("relationship|relation|relationship_to_student", pick({"Mother": 52, "Father": 36, "Guardian": 7,
                                                                      "Grandparent": 5})), keep=0.45),
    table("teacher|staff|faculty_member", (12, 90), PERSON, EMAIL,
          col("department|subject_area", pick(tuple(s for s, _ in SUBJECTS)), lookup="department|subject_area"),
          col("hired_on|start_date|joined_on", Day(0, 0.8, 0)),
          col("salary|annual_salary", Money(52_000, 0.18), keep=0.35), ACTIVE),
    table("student|pupil|learner", (100, 2000), PERSON,
          col("date_of_birth|dob|birth_date", Birth(11, 18)), GENDER,
          col("year_group|grade_level|grade|form", pick({7: 18, 8: 18, 9: 17, 10: 17, 11: 16, 12: 8, 13: 6})),
          col("enrolled_on|admission_date|start_date", Day(0, 0.95)),
          ref("guardian", "guardian_id|parent_id|carer_id", keep=0.9, nulls=0.05, skew=0.3, idle=0.05),
          col("free_meals|eligible_free_meals|fsm", Flag(0.18), keep=0.3), CITY),
    table("course|class|subject_class|section", (15, 120),
          col("subject|department|subject_area", pick(tuple(s for s, _ in SUBJECTS))),
          col("name|title|course_name|class_name", Item(SUBJECTS, "subject", suffixes=words(", , , A, B, C"))),
          ref("teacher", skew=0.5, idle=0.08),
          col("room|room_number|classroom", Code("?##"), keep=0.5),
          col("term|semester|academic_term", pick({"Autumn": 40, "Spring": 35, "Summer": 25}), keep=0.4)),
    table("enrollment|enrolment|class_member|registration", ("student", 1.5, 4.0), ref("student", idle=0.03),
          ref("course", skew=0.7, idle=0.05),
          col("enrolled_on|registered_on|joined_on", Day()),
          col("final_grade|grade|result", pick(GRADES), nulls=0.12), pair=True),
    table("assessment|exam|assignment|test", (20, 600), ref("course", skew=0.5, idle=0.1),
          col("title|name|assessment_name", pick(words("Unit Test 1, Unit Test 2, Midterm Exam, Final Exam, Essay, "
                                                       "Lab Report, Project, Quiz, Presentation, Homework Set"))),
          col("due_date|due_on|exam_date", Day()),
          col("max_score|out_of|total_marks", pick({20: 20, 50: 30, 100: 50})),
          col("weight_pct|weighting|weight", pick({10: 40, 20: 30, 25: 15, 40: 15}), keep=0.4), keep=0.6),
    table("mark|score|result|grade_record", (100, 5000), ref("assessment", skew=0.3, idle=0.05),
          ref("student", skew=0.3, idle=0.05),
          col("score_pct|percentage|score", Num(68, 16, 0, 100, 0)),
          col("submitted_on|marked_on|graded_on", After("assessment_id.due_date", -3, 10), keep=0.5), pair=True,
          keep=0.55),
    table("attendance|attendance_record|register", (300, 5000), ref("student", skew=0.3),
          col("date|attendance_date|school_day", Day(0.5, 1, 0)),
          col("status|attendance_status|mark", pick({"Present": 90, "Absent": 5, "Late": 4, "Excused": 1})),
          keep=0.45),
)

COURSES = catalog({
    "Programming": "Python for Beginners, JavaScript Essentials, Modern Java, Go in Practice, Rust Fundamentals, "
                   "TypeScript Deep Dive, C# and .NET",
    "Data Science": "SQL for Data Analysis, Machine Learning A-Z, Data Visualization with Python, Statistics for "
                    "Data Science, Deep Learning Basics, Pandas Masterclass",
    "Design": "UX Design Fundamentals, Figma for Beginners, Graphic Design Basics, Logo Design, Typography",
    "Marketing": "SEO Fundamentals, Social Media Marketing, Email Marketing, Google Ads, Content Strategy",
    "Business": "Project Management Professional, Agile and Scrum, Business Analysis, Negotiation, Leadership",
    "Photography": "Photography Masterclass, Lightroom Essentials, Portrait Photography, Smartphone Photography",
    "Music": "Guitar for Beginners, Piano Foundations, Music Production, Songwriting",
    "Languages": "Spanish for Beginners, Conversational French, German A1, Japanese Basics, Business English",
    "Personal Development": "Productivity Habits, Public Speaking, Mindfulness, Time Management",
    "Finance": "Personal Finance, Investing 101, Excel for Finance, Accounting Basics, Financial Modeling",
    "IT & Networking": "AWS Cloud Practitioner, Linux Administration, Networking Fundamentals, Cybersecurity Basics",
    "Health & Fitness": "Yoga at Home, Nutrition Fundamentals, Strength Training, Running Your First 10K",
})
LESSON_TOPICS = words("Setting Up, Core Concepts, First Steps, Common Mistakes, Best Practices, Hands-on Project, "
                      "Quiz and Review, Advanced Techniques, Case Study, Tools of the Trade, Putting It Together, "
                      "Troubleshooting, Next Steps, Key Terms, Worked Example")

ELEARNING = domain(
    "elearning", "An e-learning platform: instructors, courses by category, lessons, learners, enrolments, reviews",
    table("instructor|teacher|author|tutor", (10, 150), PERSON, EMAIL,
          col("country|country_name", Country(0.5), keep=0.4), joined(),
          col("rating|avg_rating|instructor_rating", Num(4.5, 0.3, 3.0, 5.0, 1), keep=0.5)),
    table("course|class|program", (20, 600),
          col("category|subject|topic", pick(tuple(c for c, _ in COURSES)), lookup="category|subject|course_category"),
          col("title|course_title|name", Item(COURSES, "category", words(", , , Complete, Practical, The Ultimate, "
                                                                          "Intro to"), words(", , , 2.0, Bootcamp"))),
          ref("instructor", skew=1.3, idle=0.1),
          col("price|list_price|fee", Money(49, 0.6, charm=True)),
          col("level|difficulty|skill_level", pick({"Beginner": 50, "Intermediate": 35, "Advanced": 15})),
          col("published_on|release_date|created_at", Day(0, 0.9)),
          col("duration_hours|length_hours|hours", Num(8, 5, 1, 60, 1), keep=0.5),
          col("language|course_language", pick({"English": 82, "Spanish": 7, "Portuguese": 4, "German": 4,
                                                "French": 3}), keep=0.3)),
    table("learner|student|user|subscriber", (100, 4000), PERSON, EMAIL,
          col("country|country_name", Country(0.4), keep=0.5), joined("joined_on|created_at|signup_date"),
          col("subscription|plan|membership", pick({"Free": 60, "Monthly": 25, "Annual": 15}), keep=0.4)),
    table("lesson|lecture|module|unit", ("course", 4, 12), ref("course", idle=0.0, skew=0.4),
          col("title|lesson_title|name", Label((LESSON_TOPICS, words(", Part 2, Part 3, (Video), in Depth")))),
          col("position|lesson_number|sequence|order_index", Count(5, 30)),
          col("duration_minutes|length_min|minutes", Num(9, 5, 2, 45, 0)),
          col("is_preview|free_preview|preview", Flag(0.1), keep=0.4)),
    table("enrollment|enrolment|purchase|registration", (150, 5000), ref("learner", skew=1.1, idle=0.3),
          ref("course", skew=1.5, idle=0.1),
          col("enrolled_at|enrolled_on|purchased_at", Since("learner_id.joined_on", True, (0, 24))),
          col("progress_pct|progress|percent_complete", Num(45, 38, 0, 100, 0)),
          col("completed_at|completed_on|finished_at", After("enrolled_at", 7, 200, stamp=True), nulls=0.55),
          col("price_paid|amount_paid|paid", Copy("course_id.price", Money(40), 0.3, 1.0), keep=0.5), pair=True),
    table("lesson_completion|lesson_view|completed_lesson", (200, 5000), ref("lesson", skew=1.0, idle=0.2),
          ref("learner", skew=1.3, idle=0.4),
          col("completed_at|finished_at|viewed_at", Stamp(hours=(0, 24))),
          col("seconds_watched|watch_time|time_spent", Money(420, 0.6, kind="int"), keep=0.5), pair=True, keep=0.4),
    table("review|course_review|rating", (50, 3000), ref("course", skew=1.4, idle=0.2),
          ref("learner", skew=0.5, idle=0.6),
          col("rating|stars|score", pick({5: 50, 4: 28, 3: 11, 2: 4, 1: 7})),
          col("created_at|reviewed_on|posted_on", Day(0.1, 1)),
          col("comment|review_text|title", pick(words("Excellent course, Clear explanations, Too basic, Great "
                                                      "instructor, Outdated content, Worth every penny, Too fast, "
                                                      "Very practical, Audio quality poor")), keep=0.5, nulls=0.35),
          pair=True, keep=0.55),
    table("certificate|completion_certificate|credential", (30, 2000), ref("learner", skew=1.0, idle=0.6),
          ref("course", skew=1.2),
          col("issued_on|issue_date|awarded_on", Day(0.1, 1)),
          col("certificate_number|serial|credential_id", Code("UC-########"), unique=True), keep=0.35),
)

GENRES = ("Fiction", "Mystery", "Science Fiction", "Fantasy", "Romance", "Biography", "History", "Children's",
          "Young Adult", "Science", "Self-Help", "Poetry", "Travel", "Cookery")
TITLE_WORDS = (words("The, A, The, The"), words("Silent, Hidden, Last, Broken, Golden, Forgotten, Distant, Burning, "
                                                "Quiet, Secret, Lost, Winter, Crimson, Glass, Midnight, Paper"),
               words("River, Garden, House, City, Kingdom, Letter, Shore, Promise, Forest, Island, Road, Voyage, "
                     "Orchard, Lighthouse, Song, Mountain"), words(", , , of Ashes, of Stars, in the Dark, at Dawn"))

LIBRARY = domain(
    "library", "A public library service: branches, authors, publishers, books, copies, members, loans and holds",
    table("branch|library_branch|location", (3, 14), CITY,
          col("name|branch_name|library_name", Named("city", words("Central Library, Library, Community Library, "
                                                                    "Branch Library, Reading Room")), unique=True),
          PHONE, col("opened_on|opening_year|established", Year(5, 90), keep=0.3), keep=0.5),
    table("author|writer", (40, 800), either(col("name|author_name|full_name", Person("full")),
                                             (col("first_name|given_name", Person("first")),
                                              col("last_name|surname", Person("last")))),
          col("nationality|country", Country(0.5), keep=0.5),
          col("birth_year|year_of_birth|born", Int(1890, 1998), keep=0.4, nulls=0.1)),
    table("publisher|publishing_house|imprint", (8, 60), COMPANY, CITY, keep=0.55),
    table("book|title|work", (80, 3000),
          col("title|book_title|name", Label(TITLE_WORDS)),
          col("isbn|isbn13|isbn_13", Faked("isbn13", fresh=True, keep=4), keep=0.7, unique=True),
          ref("author", skew=1.2, idle=0.05, keep=0.7), ref("publisher", keep=0.85, nulls=0.05),
          col("genre|category|subject", pick(GENRES), lookup="genre|category|subject"),
          col("published_year|year_published|pub_year", Year(0, 70)),
          col("pages|page_count|num_pages", Num(320, 110, 32, 1200, 0), keep=0.6),
          col("language|lang", pick({"English": 88, "Spanish": 4, "French": 3, "German": 3, "Polish": 2}), keep=0.3)),
    table("book_author|authorship|book_contributor", ("book", 1.1, 1.5), ref("book", idle=0.0, skew=0.3),
          ref("author", skew=1.2, idle=0.05),
          col("role|contribution|author_role", pick({"Author": 85, "Co-author": 10, "Editor": 3, "Translator": 2}),
              keep=0.5), pair=True, keep=0.35),
    table("copy|item|holding|book_copy", ("book", 1.2, 2.5), ref("book", idle=0.05, skew=0.7),
          ref("branch", keep=0.9),
          col("barcode|item_barcode|accession_number", Code("3###########"), unique=True),
          col("acquired_on|added_on|date_acquired", Day(0, 0.9, 0)),
          col("condition|state|item_condition", pick({"Good": 60, "Fair": 25, "Worn": 10, "Damaged": 5}), keep=0.5),
          keep=0.5),
    table("member|patron|borrower|card_holder", (100, 4000), CONTACT, CITY, joined(),
          col("membership_type|card_type|category", pick({"Adult": 68, "Junior": 16, "Senior": 11, "Student": 5}),
              keep=0.5)),
    table("loan|checkout|borrowing|circulation", (300, 5000), ref("member", skew=1.4, idle=0.2),
          either(ref("copy", skew=1.1, idle=0.2), ref("book", skew=1.3, idle=0.2)),
          col("loaned_on|checkout_date|borrowed_on|issued_on", Since("member_id.created_at")),
          col("due_on|due_date|due_back", After("loaned_on", 14, 21, planned=True)),
          col("returned_on|return_date|checked_in_on", After("loaned_on", 1, 40), nulls=0.03),
          col("fine|fine_amount|late_fee", Money(1.5, 0.8), keep=0.4, nulls=0.85)),
    table("hold|reservation|request", (30, 1500), ref("member", skew=1.1, idle=0.6), ref("book", skew=1.5, idle=0.5),
          col("placed_on|requested_on|created_at", Day(0.3, 1)),
          col("status|hold_status", pick({"Fulfilled": 62, "Waiting": 14, "Cancelled": 14, "Expired": 10})),
          keep=0.4),
)

FACULTY_DEPTS = catalog({
    "Science": "Biology, Chemistry, Physics, Earth Sciences, Mathematics",
    "Engineering": "Mechanical Engineering, Electrical Engineering, Civil Engineering, Computer Science",
    "Medicine": "Public Health, Pharmacology, Neuroscience, Immunology",
    "Social Sciences": "Economics, Psychology, Sociology, Political Science",
    "Humanities": "History, Philosophy, Linguistics, Archaeology",
})
FUNDERS = (("National Science Foundation", "Government"), ("National Institutes of Health", "Government"),
           ("Wellcome Trust", "Charity"), ("European Research Council", "Government"), ("Gates Foundation", "Charity"),
           ("Leverhulme Trust", "Charity"), ("UK Research and Innovation", "Government"),
           ("Australian Research Council", "Government"), ("NSERC", "Government"),
           ("Deutsche Forschungsgemeinschaft", "Government"), ("Sloan Foundation", "Charity"),
           ("Simons Foundation", "Charity"), ("Department of Energy", "Government"), ("Cancer Research UK", "Charity"),
           ("Novo Nordisk Foundation", "Charity"), ("Google Research", "Industry"), ("Siemens AG", "Industry"))
GRANT_TITLE = (words("Understanding, Modelling, Mapping, Engineering, Predicting, Towards, Rethinking, Measuring, "
                     "Controlling, Scaling"),
               words("Antibiotic Resistance, Coastal Erosion, Quantum Materials, Urban Heat, Protein Folding, "
                     "Language Acquisition, Battery Degradation, Soil Carbon, Neural Circuits, Financial Contagion, "
                     "Early Childhood Literacy, Dark Matter, Vaccine Uptake, Machine Translation, Coral Bleaching, "
                     "Ageing Populations, Wind Turbine Fatigue, Medieval Trade Routes"),
               words(", , in Rural Communities, at Scale, with Machine Learning, in the Arctic, Across Europe"))

PAPER_SUFFIXES = (" Revisited", ": A Systematic Review", ": New Evidence", ": A Longitudinal Study",
                  ": Methods and Results")

RESEARCH_GRANTS = domain(
    "research_grants", "University research funding: departments, researchers, funders, grants, team members, "
                       "publications and expenses",
    table("department|school|academic_unit", (10, 16),
          col("faculty|college|division", pick(tuple(f for f, _ in FACULTY_DEPTS))),
          col("name|department_name|title", Item(FACULTY_DEPTS, "faculty"), unique=True),
          col("building|location", pick(words("Main Building, Science Park, North Campus, Medical School, "
                                              "Innovation Centre")), keep=0.3)),
    table("researcher|investigator|academic|staff_member", (30, 600), PERSON, EMAIL,
          ref("department", skew=0.6, idle=0.0),
          col("rank|title|position|academic_rank", pick({"Professor": 18, "Associate Professor": 20,
                                                          "Assistant Professor": 24, "Research Fellow": 20,
                                                          "Postdoctoral Researcher": 18})),
          col("hired_on|start_date|appointed_on", Day(0, 0.9, 0)),
          col("h_index|hindex", Count(14, 90, lo=0), keep=0.4), ACTIVE),
    table("funder|funding_agency|sponsor|funding_body", (10, 17),
          col("name|funder_name|agency_name", Distinct(tuple(n for n, _ in FUNDERS)), unique=True),
          col("funder_type|sector|type", Map("name", FUNDERS)),
          col("country|country_name", Country(0.3), keep=0.3)),
    table("grant|award|project|research_project", (40, 1500),
          col("title|project_title|name", Label(GRANT_TITLE)),
          col("reference|grant_number|award_number", Code("??/?###/###"), keep=0.6, unique=True),
          ref("funder", skew=1.1, idle=0.0),
          ref("researcher", "principal_investigator_id|pi_id|lead_researcher_id", skew=1.0, idle=0.4),
          col("amount|award_amount|total_funding|budget", Money(240_000, 1.0)),
          col("start_date|starts_on|began_on", Day(0, 0.95)),
          col("end_date|ends_on|finish_date", After("start_date", 365, 1800, planned=True)),
          col("status|grant_status", status("end_date", {"Active": 84, "Extended": 10, "Suspended": 6},
                                            {"Completed": 92, "Terminated": 8}))),
    table("grant_member|project_member|team_member|grant_personnel", ("grant", 1.5, 4.0),
          ref("grant", idle=0.1, skew=0.4), ref("researcher", skew=0.9, idle=0.2),
          col("role|project_role", pick({"Co-Investigator": 40, "Postdoc": 22, "PhD Student": 20,
                                         "Research Assistant": 18})),
          col("effort_pct|fte_percent|time_commitment", pick({10: 30, 20: 30, 25: 10, 50: 20, 100: 10}), keep=0.5),
          pair=True),
    table("publication|paper|output", (40, 3000), ref("grant", keep=0.9, skew=1.2, idle=0.3),
          col("title|paper_title", Label((GRANT_TITLE[1], PAPER_SUFFIXES), sep="")),
          col("venue|journal|published_in", pick(words("Nature, Science, PLOS ONE, Cell, The Lancet, PNAS, "
                                                       "Physical Review Letters, NeurIPS, Scientific Reports, "
                                                       "Nature Communications, BMJ, IEEE Transactions"))),
          col("published_on|publication_date|pub_date", Day(0.1, 1)),
          col("citations|citation_count|cited_by", Count(14, 3000, lo=0), keep=0.6),
          col("open_access|is_open_access", Flag(0.55), keep=0.4), keep=0.55),
    table("expense|expenditure|grant_transaction", (100, 5000), ref("grant", skew=0.8, idle=0.1),
          col("category|expense_type|cost_category", pick({"Personnel": 40, "Equipment": 16, "Travel": 14,
                                                           "Consumables": 18, "Overheads": 8, "Publication Fees": 4})),
          col("amount|cost|value", Money(2_400, 1.1)),
          col("spent_on|transaction_date|incurred_on", Since("grant_id.start_date")),
          col("description|vendor|payee", Faked("company"), keep=0.4), keep=0.55),
)

ARTWORK_TITLE = (words("Portrait of, Study of, View of, Still Life with, Landscape with, Composition with, "
                       "Evening at, Memory of"),
                 words("a Young Woman, the Harbour, Flowers, Two Figures, the Old Mill, a Blue Vase, the Sea, "
                       "a Sleeping Child, the River, Red Lines, the Garden, Winter Trees, a Fisherman, the Bridge"))
MEDIUMS = {"Oil on canvas": 28, "Watercolour": 10, "Bronze": 7, "Marble": 4, "Photograph": 12, "Print": 11,
           "Ceramic": 8, "Textile": 5, "Drawing": 10, "Mixed media": 5}

MUSEUM = domain(
    "museum", "An art museum: artists, galleries, the collection, exhibitions and the works in them, visitors, "
              "tickets, loans",
    table("artist|creator|maker", (30, 600), col("name|artist_name|full_name", Person("full")),
          col("nationality|country|origin", Country(0.6), keep=0.6),
          col("birth_year|born|year_of_birth", Int(1450, 1995)),
          col("movement|style|school", pick(words("Impressionism, Modernism, Baroque, Realism, Abstract, "
                                                  "Contemporary, Romanticism, Surrealism, Pop Art, Renaissance")),
              keep=0.5, nulls=0.1)),
    table("gallery|room|hall|space", (10, 40),
          col("name|gallery_name|room_name", Label((words("East, West, North, South, Upper, Lower, Garden, Long, "
                                                          "Central, Tower"), words("Gallery, Wing, Hall, Room")))),
          col("floor|level|floor_number", pick({0: 35, 1: 35, 2: 20, 3: 10})),
          col("area_sqm|size_sqm|floor_area", Num(220, 90, 40, 800, 0), keep=0.4)),
    table("artwork|object|piece|collection_item", (100, 4000),
          col("title|name|artwork_title", Label(ARTWORK_TITLE)), ref("artist", skew=1.5, idle=0.1),
          col("medium|type|object_type", pick(MEDIUMS), lookup="medium|object_type|material"),
          col("year_created|date_made|created_year", Shift("artist_id.birth_year", 18, 70, Int(1500, 2020)),
              nulls=0.06),
          col("acquisition_year|acquired_year|year_acquired", Shift("year_created", 1, 150, Int(1890, 2022)),
              keep=0.7),
          col("insured_value|valuation|estimated_value", Money(85_000, 1.6), keep=0.5),
          ref("gallery", "gallery_id|location_id|room_id", keep=0.8, nulls=0.45),
          col("accession_number|object_number|inventory_no", Code("####.##.###"), keep=0.5, unique=True)),
    table("exhibition|show|display", (10, 120), col("title|name|exhibition_title", Label(
        (words("Light and, Between, Beyond, After, Visions of, Masters of, Echoes of, Women in"),
         words("Shadow, the Sea, Modernism, Colour, the City, Memory, Nature, Print, Portraiture, Abstraction")))),
          col("start_date|opens_on|opening_date", Day()),
          col("end_date|closes_on|closing_date", After("start_date", 60, 200, planned=True)),
          ref("gallery", keep=0.6),
          col("budget|cost", Money(60_000, 0.8), keep=0.4),
          col("is_ticketed|ticketed|paid_entry", Flag(0.5), keep=0.4)),
    table("exhibition_item|exhibit|exhibition_artwork", ("exhibition", 4, 20), ref("exhibition", idle=0.0),
          ref("artwork", skew=0.8, idle=0.3),
          col("display_order|position|sequence", Count(8, 60), keep=0.4), pair=True),
    table("visitor|member|patron", (80, 3000), CONTACT, CITY,
          col("membership|membership_level|tier", pick({"None": 60, "Friend": 25, "Patron": 10, "Benefactor": 5}),
              keep=0.5), joined(), keep=0.55),
    table("ticket|visit|admission", (300, 5000), ref("exhibition", keep=0.6, nulls=0.5, skew=1.0),
          ref("visitor", keep=0.7, nulls=0.6, skew=1.2, idle=0.3),
          col("visit_date|visited_on|admission_date", Day()),
          col("ticket_type|category|admission_type", pick({"Adult": 50, "Child": 14, "Concession": 16,
                                                           "Member": 12, "Family": 8})),
          col("price|price_paid|amount", Money(16, 0.3, "ticket_type", (("Child", 0.4), ("Concession", 0.7),
                                                                         ("Member", 0.5), ("Family", 2.2))))),
    table("loan|artwork_loan|outgoing_loan", (10, 300), ref("artwork", skew=0.8, idle=0.7),
          col("institution|borrower|partner_museum", pick(words(
              "Tate Modern, Rijksmuseum, Musée d'Orsay, MoMA, National Gallery of Victoria, Art Institute of Chicago, "
              "Kunsthaus Zürich, Prado Museum, Uffizi Gallery, Getty Museum"))),
          col("direction|loan_type", pick({"Outgoing": 60, "Incoming": 40})),
          col("start_date|loaned_on", Day()),
          col("end_date|return_date|due_back", After("start_date", 60, 365, planned=True)),
          col("insurance_value|insured_for", Money(120_000, 1.2), keep=0.5), keep=0.4),
)

DOMAINS = (SCHOOL, ELEARNING, LIBRARY, RESEARCH_GRANTS, MUSEUM)
