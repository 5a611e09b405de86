"""Services and platforms: a customer helpdesk, a freelance marketplace, a music streaming service, a sports
league, a residential property manager, a car repair garage.

Checked by ``python -m pytest -q tests/test_synth.py``; one database of a domain: ``python -m envs.synth build``.
"""

from __future__ import annotations

from envs.synth.domains.common import (ACTIVE, CITY, COMPANY, CONTACT, EMAIL, PAYMENT_METHOD, PERSON, PHONE, STREET,
                                       joined)
from envs.synth.dsl import col, domain, ref, table, words
from envs.synth.values import (After, Birth, Code, Copy, Count, Country, Day, Distinct, Faked, Flag, Int, Item, Label,
                               Map, Money, Named, Num, Season, Since, Stamp, Year, catalog, pick, status)

SUBJECTS = words("Cannot log in, Refund request, Invoice is wrong, App crashes on start, Password reset not working, "
                 "Feature request: dark mode, Order not received, Charged twice, How do I export my data?, "
                 "Cancel my subscription, Slow performance, Error 500 on checkout, Update billing address, "
                 "Two-factor code not arriving, Integration stopped syncing, Missing items in order, Upgrade plan, "
                 "Account locked, Report not loading, Wrong item delivered")
TEAMS = ("Tier 1 Support", "Tier 2 Support", "Billing", "Technical", "Onboarding", "Enterprise", "Escalations",
         "Returns", "Account Management", "Integrations", "Mobile", "Security")
TAGS = words("refund, login, bug, urgent, vip, mobile, billing, feature-request, outage, api, how-to, duplicate, "
             "shipping, security")

HELPDESK = domain(
    "helpdesk", "A customer support helpdesk: agents in teams, customers, tickets, replies, tags, help articles",
    table("agent|support_agent|staff|operator", (10, 150), PERSON, EMAIL,
          col("team|group|queue|support_team", pick(TEAMS), lookup="team|support_group|queue"),
          col("hired_on|start_date|joined_on", Day(0, 0.9, 0.2)),
          ref("agent", "lead_id|supervisor_id|manager_id", keep=0.35), ACTIVE),
    table("customer|requester|contact|end_user", (100, 4000), PERSON, EMAIL,
          col("company|organization|account_name", Faked("company"), keep=0.5, nulls=0.2),
          col("plan|tier|support_tier", pick({"Free": 50, "Standard": 30, "Premium": 15, "Enterprise": 5}),
              keep=0.5), joined()),
    table("ticket|case|issue|support_request", (300, 5000), ref("customer", skew=1.3, idle=0.35),
          ref("agent", "assignee_id|assigned_to|agent_id|owner_id", nulls=0.06, skew=0.8),
          col("subject|title|summary", pick(SUBJECTS)),
          col("category|type|ticket_type", pick({"Billing": 26, "Technical": 30, "Account": 16, "Feature Request": 8,
                                                 "Bug": 12, "Shipping": 8})),
          col("priority|urgency|severity", pick({"Low": 30, "Medium": 45, "High": 18, "Urgent": 7})),
          col("channel|source|via", pick({"Email": 45, "Web Form": 25, "Chat": 18, "Phone": 12})),
          col("created_at|opened_at|submitted_at", Since("customer_id.created_at", True, (0, 24))),
          col("resolved_at|closed_at|solved_at", After("created_at", 0, 10, stamp=True), nulls=0.16),
          col("status|ticket_status|state", status("resolved_at", {"Open": 45, "Pending": 30, "In Progress": 25},
                                                   {"Closed": 72, "Resolved": 28})),
          col("first_response_minutes|response_time_min|first_reply_minutes", Count(95, 4000), keep=0.5),
          col("satisfaction|csat|rating", pick({5: 46, 4: 24, 3: 12, 2: 7, 1: 11}), keep=0.5, nulls=0.6)),
    table("reply|comment|ticket_comment|message", ("ticket", 1.5, 4.0), ref("ticket", skew=0.5, idle=0.05),
          ref("agent", "author_agent_id|agent_id|responder_id", keep=0.8, nulls=0.45),
          col("created_at|posted_at|sent_at", After("ticket_id.created_at", 0, 6, stamp=True, planned=True)),
          col("body|message|text", pick(words("Thanks for getting in touch, Could you send a screenshot?, "
                                              "I have escalated this, This is now fixed, Still not working, "
                                              "Refund processed, Please try clearing your cache, Any update?, "
                                              "Closing this ticket, Thank you so much"))),
          col("is_internal|internal|private_note", Flag(0.15), keep=0.5)),
    table("tag|label|keyword", (10, 14), col("name|tag_name|label", Distinct(TAGS), unique=True), keep=0.5),
    table("ticket_tag|ticket_label|tagging", ("ticket", 0.4, 1.2), ref("ticket", skew=0.5, idle=0.4),
          ref("tag", skew=1.0), pair=True),
    table("article|kb_article|help_article|faq", (10, 300),
          col("title|article_title|headline", Label((words("How to, Troubleshooting, Understanding, Setting up, "
                                                            "Fixing, Managing"),
                                                     words("your account, invoices, two-factor login, exports, "
                                                           "integrations, refunds, notifications, user roles, "
                                                           "the mobile app, payment methods")))),
          ref("agent", "author_id|written_by|agent_id", skew=1.2),
          col("views|view_count|page_views", Money(900, 1.2, kind="int")),
          col("published_on|created_at|updated_at", Day()),
          col("helpful_votes|upvotes|likes", Count(12, 900, lo=0), keep=0.5), keep=0.45),
)

SKILLS = catalog({
    "Development": "Python, JavaScript, React, WordPress, Mobile Development, PHP, Shopify",
    "Design": "Graphic Design, UX Design, Illustration, Logo Design, Figma",
    "Writing": "Copywriting, Technical Writing, Proofreading, Ghostwriting",
    "Marketing": "SEO, Social Media Marketing, Email Marketing, Google Ads",
    "Admin": "Data Entry, Virtual Assistance, Customer Support",
    "Finance": "Bookkeeping, Financial Modelling, Tax Preparation",
    "AI & Data": "Machine Learning, SQL, Data Analysis, Web Scraping",
    "Audio & Video": "Video Editing, Voice Over, Animation, Podcast Editing",
    "Translation": "Spanish Translation, French Translation, German Translation",
})
JOBS = (words("Build, Design, Write, Translate, Fix, Redesign, Set up, Optimise, Edit, Automate"),
            words("a landing page, a logo, product descriptions, a Shopify store, a mobile app, blog posts, "
                  "a data pipeline, our website, a pitch deck, a promo video, an email campaign, a dashboard, "
                  "our bookkeeping, a podcast episode, a user manual"))

FREELANCE_MARKETPLACE = domain(
    "freelance_marketplace", "A freelance marketplace: skills, freelancers and their skills, clients, projects, "
                             "proposals, contracts, payments, reviews",
    table("skill|expertise|category", (12, 40),
          col("category|skill_category|area", pick(tuple(c for c, _ in SKILLS))),
          col("name|skill_name|title", Item(SKILLS, "category"), unique=True)),
    table("freelancer|contractor|talent_profile|seller", (80, 3000), PERSON, EMAIL,
          col("country|location|country_name", Country(0.7)),
          col("hourly_rate|rate|rate_per_hour", Money(32, 0.6)),
          col("rating|avg_rating|score", Num(4.6, 0.35, 1, 5, 1), nulls=0.15),
          col("verified|is_verified|id_verified", Flag(0.6), keep=0.5), joined()),
    table("freelancer_skill|talent_skill|skill_tag", ("freelancer", 1.5, 4.0), ref("freelancer", idle=0.05),
          ref("skill", skew=1.1, idle=0.0),
          col("years_experience|experience_years|years", Count(4, 25)),
          col("level|proficiency", pick({"Intermediate": 45, "Expert": 35, "Entry": 20}), keep=0.5), pair=True),
    table("client|buyer|employer|customer", (50, 2000), COMPANY,
          col("country|location", Country(0.5)), joined(),
          col("payment_verified|verified", Flag(0.8), keep=0.4)),
    table("project|job|gig|job_posting", (100, 4000), ref("client", skew=1.2, idle=0.2),
          col("title|job_title|name", Label(JOBS)),
          ref("skill", "skill_id|primary_skill_id|category_id", keep=0.7),
          col("budget|budget_amount|price", Money(600, 1.0)),
          col("budget_type|pricing|payment_type", pick({"Fixed": 65, "Hourly": 35})),
          col("posted_at|created_at|published_at", Since("client_id.created_at", True, (0, 24))),
          col("status|job_status", pick({"Completed": 55, "In Progress": 14, "Open": 16, "Cancelled": 10,
                                        "Expired": 5}))),
    table("proposal|bid|application", (200, 5000), ref("project", skew=0.6, idle=0.08),
          ref("freelancer", skew=1.2, idle=0.3),
          col("bid_amount|amount|proposed_rate", Copy("project_id.budget", Money(550), 0.6, 1.3)),
          col("submitted_at|created_at|sent_at", After("project_id.posted_at", 0, 7, stamp=True, planned=True)),
          col("status|proposal_status", pick({"Rejected": 58, "Accepted": 12, "Pending": 18, "Withdrawn": 12})),
          pair=True),
    table("contract|engagement|hire", (60, 2500), ref("project", skew=0.1, idle=0.4),
          ref("freelancer", skew=1.3, idle=0.5),
          col("start_date|started_on|hired_on", Since("project_id.posted_at")),
          col("end_date|ended_on|completed_on", After("start_date", 3, 120), nulls=0.1),
          col("agreed_amount|amount|contract_value", Copy("project_id.budget", Money(650), 0.8, 1.1)),
          col("status|contract_status", status("end_date", {"Active": 88, "Disputed": 12},
                                               {"Completed": 88, "Terminated": 12}))),
    table("payment|milestone_payment|payout", (60, 4000), ref("contract", skew=0.5, idle=0.15),
          col("amount|paid_amount|gross", Money(320, 0.9)),
          col("platform_fee|service_fee|commission", Copy("amount", Money(40), 0.1, 0.2), keep=0.6),
          col("paid_on|payment_date|released_on", Since("contract_id.start_date")), keep=0.55),
    table("review|feedback|rating", (40, 2000), ref("contract", skew=0.1, idle=0.3),
          col("rating|stars|score", pick({5: 62, 4: 20, 3: 8, 2: 4, 1: 6})),
          col("comment|review_text", pick(words("Great work, Delivered on time, Excellent communication, Would hire "
                                                "again, Missed the deadline, Quality was poor, Very professional, "
                                                "Above and beyond")), keep=0.6, nulls=0.25),
          col("created_at|reviewed_on|posted_on", Since("contract_id.start_date", within=150)), keep=0.5),
)

MUSIC_GENRES = ("Pop", "Rock", "Hip-Hop", "Electronic", "Jazz", "Classical", "R&B", "Country", "Indie", "Metal", "Folk",
                "Reggae", "Latin", "K-Pop", "Soul", "Blues")
BAND = (words("The, , The, , "), words("Velvet, Neon, Midnight, Paper, Golden, Electric, Silver, Crystal, Wild, "
                                       "Lunar, Hollow, Satellite, Broken, Arctic, Sunset, Echo"),
        words("Echoes, Wolves, Hearts, Machines, Rivers, Tigers, Ghosts, Lights, Kings, Parade, Club, Youth, Division, "
              "Theory, Motel, Garden"))
SONG = (words("Love, Midnight, Summer, Golden, Broken, Electric, Lonely, Wild, Slow, Faded, Burning, Paper, Lost"),
        words("Heart, City, Drive, Dreams, Rain, Fire, Lights, Road, Hearts, Skies, Waves, Letters, Nights, Games"),
        words(", , , (Remix), (Live), (Acoustic), Pt. 2"))
PLAYLIST_NAME = (words("Chill, Workout, Road Trip, Focus, Party, Sunday, Late Night, Throwback, Rainy Day, Summer, "
                       "Study, Dinner"), words("Vibes, Mix, Hits, Beats, Jams, Playlist, Classics, Essentials"))
LABELS = words("Universal, Sony Music, Warner, XL Recordings, Sub Pop, Domino, Independent, Atlantic, Island, Def Jam, "
               "Rough Trade, 4AD")

MUSIC_STREAMING = domain(
    "music_streaming", "A music streaming service: artists, albums, tracks, listeners, plays, playlists, follows",
    table("artist|band|performer", (30, 800), col("name|artist_name|band_name", Label(BAND)),
          col("genre|primary_genre|style", pick(MUSIC_GENRES), lookup="genre|music_genre|style"),
          col("country|origin|home_country", Country(0.5), keep=0.5),
          col("formed_year|debut_year|active_since", Int(1960, 2022), keep=0.4),
          col("monthly_listeners|listeners|followers", Money(25_000, 1.8, kind="int"), keep=0.5)),
    table("album|release|record", ("artist", 1.2, 3.5), ref("artist", skew=0.8, idle=0.05),
          col("title|album_title|name", Label(SONG[:2])),
          col("release_date|released_on|published_on", Day(0, 1, 0)),
          col("album_type|type|format", pick({"Album": 55, "EP": 25, "Single": 15, "Compilation": 5})),
          col("label|record_label", pick(LABELS), keep=0.5)),
    table("track|song|recording", ("album", 3, 10), ref("album", idle=0.02, skew=0.3),
          col("title|track_title|name|song_title", Label(SONG)),
          col("duration_seconds|duration|length_sec", Num(215, 45, 90, 600, 0)),
          col("track_number|position|track_no", Count(5, 20), keep=0.5),
          col("explicit|is_explicit|parental_advisory", Flag(0.15), keep=0.5)),
    table("user|listener|subscriber|account", (100, 4000),
          col("username|user_name|handle", Faked("user_name", numbered=True), keep=0.7, unique=True), EMAIL,
          col("country|country_code|region", Country(0.3), keep=0.6),
          col("date_of_birth|dob|birth_date", Birth(13, 75), keep=0.5),
          col("plan|subscription|tier|product", pick({"Free": 55, "Premium": 30, "Family": 8, "Student": 7})),
          joined("signed_up_at|created_at|registered_on")),
    table("play|stream|listen|play_event", (500, 5000), ref("user", skew=1.5, idle=0.12),
          ref("track", skew=1.6, idle=0.25),
          col("played_at|streamed_at|listened_at|timestamp", Since("user_id.signed_up_at", True, (0, 24))),
          col("seconds_played|ms_played|listen_seconds", Num(160, 70, 5, 600, 0), keep=0.6),
          col("skipped|was_skipped|is_skip", Flag(0.22), keep=0.5),
          col("device|platform|client", pick({"Mobile": 62, "Desktop": 18, "Smart Speaker": 8, "TV": 4, "Web": 8}),
              keep=0.5)),
    table("playlist|mix|collection", (30, 1500), ref("user", "owner_id|user_id|created_by", skew=1.2, idle=0.6),
          col("name|title|playlist_name", Label(PLAYLIST_NAME)),
          col("created_at|created_on", Day()),
          col("is_public|public|visibility", Flag(0.6), keep=0.5),
          col("followers|follower_count|likes", Count(5, 5000, lo=0), keep=0.5)),
    table("playlist_track|playlist_item|playlist_song", ("playlist", 6, 25), ref("playlist", idle=0.05),
          ref("track", skew=1.4, idle=0.2),
          col("added_at|added_on|date_added", Since("playlist_id.created_at")),
          col("position|sort_order|track_position", Count(12, 100), keep=0.4), pair=True),
    table("follow|artist_follow|like", (100, 5000), ref("user", skew=1.0, idle=0.4), ref("artist", skew=1.6, idle=0.2),
          col("followed_on|created_at|liked_at", Day()), pair=True, keep=0.45),
)

STADIUMS = words("Stadium, Park, Arena, Ground, Field, Memorial Stadium, Community Stadium")
CLUB = words("United, City, Rovers, Athletic, Wanderers, FC, Rangers, Hawks, Lions, Falcons, Tigers, Eagles, Albion, "
             "Town")

SPORTS_LEAGUE = domain(
    "sports_league", "A football league: stadiums, teams, coaches, referees, players, matches, season stats, transfers",
    table("venue|stadium|ground|arena", (10, 24), CITY,
          col("name|stadium_name|venue_name", Named("city", STADIUMS), unique=True),
          col("capacity|seats|seating_capacity", Money(18_000, 0.7, kind="int")),
          col("opened_year|built|year_opened", Int(1890, 2020), keep=0.5), keep=0.6),
    table("team|club|franchise", (10, 24), CITY,
          col("name|team_name|club_name", Named("city", CLUB), unique=True),
          col("founded_year|founded|year_founded", Int(1870, 2012)),
          ref("venue", "venue_id|stadium_id|home_ground_id", keep=0.9, skew=0.2, idle=0.0),
          col("division|league|tier", pick({"Premier": 40, "Championship": 35, "League One": 25}), keep=0.4)),
    table("coach|manager|head_coach", (10, 40), PERSON, ref("team", skew=0.2, idle=0.0),
          col("nationality|country", Country(0.4)),
          col("appointed_on|start_date|hired_on", Day()),
          col("left_on|end_date|departed_on", After("appointed_on", 90, 1500), nulls=0.3), keep=0.5),
    table("referee|official|match_official", (10, 30), PERSON,
          col("grade|level|category", pick({"National": 55, "FIFA": 15, "Regional": 30}), keep=0.5), keep=0.5),
    table("player|athlete|squad_member", (150, 900), PERSON, ref("team", skew=0.15, idle=0.0),
          col("position|role|playing_position", pick({"Goalkeeper": 10, "Defender": 32, "Midfielder": 35,
                                                      "Forward": 23})),
          col("date_of_birth|dob|birth_date", Birth(17, 38)),
          col("nationality|country|citizenship", Country(0.35), keep=0.7),
          col("shirt_number|jersey_number|squad_number", Int(1, 40), keep=0.6),
          col("height_cm|height", Num(181, 7, 160, 205, 0), keep=0.5),
          col("market_value|value|transfer_value", Money(1_500_000, 1.2), keep=0.4),
          col("preferred_foot|foot", pick({"Right": 76, "Left": 22, "Both": 2}), keep=0.3)),
    table("match|game|fixture", (100, 1200),
          ref("team", "home_team_id|home_club_id|home_id", skew=0.1, idle=0.0),
          ref("team", "away_team_id|away_club_id|away_id", skew=0.1, idle=0.0, unlike="home_team_id"),
          ref("venue", keep=0.4), ref("referee", keep=0.9, nulls=0.03),
          col("kickoff|match_date|played_at|kickoff_time", Stamp(hours=(12, 21))),
          col("season|competition_season", Season(), keep=0.6),
          col("home_score|home_goals|home_points", Count(1.5, 8, lo=0), twin="home_team_id"),
          col("away_score|away_goals|away_points", Count(1.15, 8, lo=0), twin="home_score"),
          col("attendance|crowd|spectators", Money(14_000, 0.6, kind="int"), nulls=0.05)),
    table("player_stat|season_stat|player_season", ("player", 1.0, 3.0), ref("player", skew=0.3, idle=0.05),
          col("season|year|campaign", Season()),
          col("appearances|games_played|matches", Count(18, 38)),
          col("goals|goals_scored", Count(2.4, 35, lo=0)),
          col("assists|goal_assists", Count(1.8, 20, lo=0)),
          col("minutes_played|minutes|mins", Money(1_400, 0.7, kind="int"), keep=0.5),
          col("yellow_cards|yellows|bookings", Count(2, 14, lo=0), keep=0.5)),
    table("transfer|player_transfer|signing", (20, 600), ref("player", skew=0.5, idle=0.6),
          ref("team", "from_team_id|selling_club_id|from_club_id", skew=0.4),
          ref("team", "to_team_id|buying_club_id|to_club_id", skew=0.4, unlike="from_team_id"),
          col("transfer_date|signed_on|date", Day()),
          col("fee|transfer_fee|amount", Money(2_500_000, 1.3), nulls=0.3),
          col("transfer_type|type|deal_type", pick({"Permanent": 70, "Loan": 25, "Free": 5}), keep=0.5), keep=0.5),
)

BUILDING_NAME = (words("Maple, Cedar, Harbour, Park, Riverside, Oak, Willow, Kingsley, Ashford, Beacon, Regent, "
                       "Linden"), words("Court, House, Apartments, Towers, Gardens, Lofts, Residences, Place"))

PROPERTY_MANAGEMENT = domain(
    "property_management", "A residential property manager: landlords, buildings, units, tenants, leases, rent "
                           "payments, contractors, maintenance requests, inspections",
    table("owner|landlord|property_owner", (8, 300), CONTACT, joined(), keep=0.6),
    table("building|property|block", (5, 80), col("name|building_name|property_name", Label(BUILDING_NAME)),
          STREET, CITY, ref("owner", keep=0.9, skew=0.8),
          col("year_built|built_in|construction_year", Int(1900, 2022), keep=0.5),
          col("floors|storeys|num_floors", Count(4, 30), keep=0.5)),
    table("unit|apartment|flat|rental_unit", (30, 1500), ref("building", skew=0.5, idle=0.0),
          col("unit_number|unit_no|apartment_number", Label((tuple(str(i) for i in range(1, 25)), tuple("ABCDEF")),
                                                            sep="")),
          col("bedrooms|beds|bedroom_count", pick({0: 8, 1: 34, 2: 38, 3: 16, 4: 4})),
          col("bathrooms|baths", pick({1: 70, 2: 27, 3: 3}), keep=0.5),
          col("area_sqft|size_sqft|square_feet", Num(780, 260, 300, 2400, 0), keep=0.6),
          col("monthly_rent|rent|asking_rent|list_rent", Money(1_450, 0.35)),
          col("status|occupancy_status|unit_status", pick({"Occupied": 82, "Vacant": 12, "Under Renovation": 6}))),
    table("tenant|resident|renter|lessee", (50, 3000), CONTACT,
          col("date_of_birth|dob|birth_date", Birth(18, 85), keep=0.5),
          col("employer|company|workplace", Faked("company"), keep=0.4, nulls=0.2),
          col("annual_income|income|yearly_income", Money(52_000, 0.45), keep=0.3), joined()),
    table("lease|tenancy|rental_agreement|contract", (50, 3000), ref("unit", skew=0.4, idle=0.05),
          ref("tenant", skew=0.2, idle=0.1),
          col("start_date|lease_start|move_in_date", Day(0, 0.95)),
          col("end_date|lease_end|move_out_date", After("start_date", 180, 730, planned=True)),
          col("monthly_rent|rent|rent_amount", Copy("unit_id.monthly_rent", Money(1_400), 0.95, 1.05)),
          col("deposit|security_deposit|bond", Copy("monthly_rent", Money(1_800), 1.0, 2.0), keep=0.6),
          col("status|lease_status", status("end_date", {"Active": 95, "Pending": 5},
                                            {"Ended": 90, "Terminated": 10}))),
    table("rent_payment|payment|rent_receipt", (200, 5000), ref("lease", skew=0.3, idle=0.02),
          col("due_date|period_start|due_on", Since("lease_id.start_date")),
          col("paid_on|payment_date|received_on", After("due_date", -3, 20), nulls=0.06),
          col("amount|amount_paid|paid_amount", Copy("lease_id.monthly_rent", Money(1_400))), PAYMENT_METHOD,
          col("late_fee|penalty|late_charge", Money(35, 0.3), keep=0.4, nulls=0.85)),
    table("vendor|contractor|service_provider", (8, 60), COMPANY,
          col("trade|service|specialty", pick({"Plumbing": 24, "Electrical": 18, "HVAC": 14, "General Repairs": 20,
                                               "Pest Control": 8, "Locksmith": 6, "Cleaning": 10})), PHONE, keep=0.5),
    table("maintenance_request|work_order|repair_request|service_request", (50, 3000), ref("unit", skew=0.8),
          ref("tenant", keep=0.5, nulls=0.3), ref("vendor", keep=0.8, nulls=0.25),
          col("reported_on|created_at|requested_on", Day()),
          col("category|issue_type|type", pick({"Plumbing": 28, "Electrical": 16, "Heating": 14, "Appliance": 14,
                                                "Pest Control": 6, "Locks": 8, "Painting": 6, "Other": 8})),
          col("priority|urgency", pick({"Low": 35, "Medium": 42, "High": 16, "Emergency": 7})),
          col("completed_on|resolved_on|closed_on", After("reported_on", 0, 21), nulls=0.2),
          col("status|request_status", status("completed_on", {"Open": 50, "In Progress": 35, "Cancelled": 15},
                                              {"Completed": 1})),
          col("cost|repair_cost|invoice_amount", Money(240, 0.9), nulls=0.2)),
    table("inspection|unit_inspection|property_inspection", (20, 1500), ref("unit", skew=0.5),
          col("inspected_on|inspection_date", Day()),
          col("inspection_type|type|reason", pick({"Routine": 60, "Move-in": 15, "Move-out": 15, "Safety": 10})),
          col("condition|rating|outcome", pick({"Good": 58, "Fair": 28, "Poor": 9, "Excellent": 5})), keep=0.45),
)

CARS = catalog({
    "Toyota": "Corolla, Yaris, RAV4, Camry, Prius", "Volkswagen": "Golf, Polo, Tiguan, Passat",
    "Ford": "Focus, Fiesta, Kuga, Ranger", "Honda": "Civic, Jazz, CR-V", "Nissan": "Qashqai, Micra, Navara",
    "BMW": "1 Series, 3 Series, X3", "Vauxhall": "Corsa, Astra, Mokka", "Hyundai": "i20, Tucson, Kona",
    "Kia": "Picanto, Sportage, Ceed", "Mercedes-Benz": "A-Class, C-Class, Sprinter", "Audi": "A3, A4, Q5",
    "Skoda": "Octavia, Fabia, Superb",
})
SERVICES = (("Oil and Filter Change", 0.8), ("Brake Pad Replacement", 1.5), ("Tyre Replacement", 0.6),
            ("Wheel Alignment", 0.8), ("Battery Replacement", 0.4), ("Timing Belt Replacement", 4.0),
            ("Air Conditioning Service", 1.0), ("Full Service", 3.0), ("Interim Service", 1.8),
            ("Diagnostic Check", 1.0), ("Clutch Replacement", 5.0), ("Exhaust Repair", 1.5),
            ("Suspension Repair", 2.5), ("Annual Inspection", 1.0), ("Windscreen Replacement", 1.5),
            ("Spark Plug Replacement", 1.0))
PARTS = (("Oil Filter", 9.0), ("Air Filter", 14.0), ("Brake Pads (Front)", 48.0), ("Brake Discs", 85.0),
         ("Spark Plug", 8.5), ("Wiper Blades", 18.0), ("Battery 70Ah", 110.0), ("Timing Belt Kit", 160.0),
         ("Clutch Kit", 240.0), ("Headlight Bulb", 12.0), ("Cabin Filter", 16.0), ("Engine Oil 5W-30 (5L)", 38.0),
         ("Coolant (1L)", 9.0), ("Alternator", 210.0), ("Starter Motor", 180.0), ("Shock Absorber", 75.0),
         ("Exhaust Silencer", 95.0), ("Tyre 205/55 R16", 82.0))

AUTO_REPAIR = domain(
    "auto_repair", "A car repair garage: customers, their vehicles, mechanics, services and parts, repair orders with "
                   "the labour and parts on them",
    table("customer|client|vehicle_owner", (80, 2500), CONTACT, CITY, joined()),
    table("vehicle|car", (80, 3000), ref("customer", skew=0.4, idle=0.03),
          col("make|manufacturer|brand", pick(tuple(m for m, _ in CARS)), lookup="make|manufacturer|car_make"),
          col("model|model_name", Item(CARS, "make")),
          col("year|model_year|year_of_manufacture", Year(0, 20)),
          col("registration|license_plate|plate_number|reg", Faked("license_plate", fresh=True), unique=True),
          col("vin|chassis_number", Code("?????##?#?#######"), keep=0.4, unique=True),
          col("mileage|odometer|odometer_km", Int(2_000, 220_000), keep=0.5)),
    table("mechanic|technician|employee", (5, 40), PERSON,
          col("specialty|speciality|skill", pick({"General": 40, "Engine": 14, "Transmission": 8, "Electrical": 12,
                                                  "Brakes": 8, "Bodywork": 8, "Diagnostics": 10})),
          col("hourly_rate|labour_rate|rate", Money(55, 0.2)), col("hired_on|start_date", Day(0, 0.9, 0)), ACTIVE),
    table("service|labour_operation|job_type|repair_type", (10, 16),
          col("name|service_name|description", Distinct(tuple(n for n, _ in SERVICES)), unique=True),
          col("standard_hours|labour_hours|book_time", Map("name", SERVICES, kind="float")),
          col("price|labour_price|standard_price", Money(70, 0.12, "name", SERVICES))),
    table("part|spare_part|inventory_item", (10, 18),
          col("name|part_name|description", Distinct(tuple(n for n, _ in PARTS)), unique=True),
          col("part_number|sku|code", Code("??-#####"), unique=True),
          col("unit_price|price|retail_price", Map("name", PARTS, kind="money")),
          col("stock_qty|quantity_in_stock|on_hand", Count(12, 200, lo=0), keep=0.6)),
    table("repair_order|work_order|job|job_card", (150, 4000), ref("vehicle", skew=0.8, idle=0.1),
          ref("mechanic", "mechanic_id|technician_id|assigned_to", keep=0.9, skew=0.6),
          col("opened_on|date_in|created_at|received_on", Day()),
          col("closed_on|date_out|completed_on", After("opened_on", 0, 6), nulls=0.03),
          col("complaint|customer_concern|reason", pick(words("Annual service, Strange noise when braking, Engine "
                                                              "warning light on, Car won't start, Vibration at speed, "
                                                              "Air conditioning not cold, Oil leak, Flat tyre, "
                                                              "Overheating, Squeaking suspension"))),
          col("odometer|mileage_in|mileage", Int(2_000, 220_000), keep=0.5),
          col("status|job_status|order_status", status("closed_on", {"In Progress": 55, "Awaiting Parts": 30,
                                                                       "Cancelled": 15},
                                                       {"Completed": 88, "Invoiced": 12})),
          col("total|total_amount|invoice_total", Money(320, 0.8), keep=0.6)),
    table("repair_service|labour_line|job_line", ("repair_order", 1.0, 2.2), ref("repair_order", idle=0.05),
          ref("service", skew=1.0),
          col("hours|labour_hours|hours_charged", Copy("service_id.standard_hours", Num(1.5, 1, 0.3, 8, 1), 0.8, 1.4,
                                                       kind="float")),
          col("price|amount|labour_charge", Copy("service_id.price", Money(110))), pair=True),
    table("repair_part|order_part|part_usage", ("repair_order", 0.8, 2.5), ref("repair_order", idle=0.2),
          ref("part", skew=1.1),
          col("quantity|qty", Count(1.5, 8)),
          col("unit_price|price", Copy("part_id.unit_price", Money(60))), pair=True, keep=0.8),
)

DOMAINS = (HELPDESK, FREELANCE_MARKETPLACE, MUSIC_STREAMING, SPORTS_LEAGUE, PROPERTY_MANAGEMENT, AUTO_REPAIR)
