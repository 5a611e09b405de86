"""Column groups many domains share: a person's name, contact details, an address, audit dates, notes.

Each is a tuple of columns (spliced into a ``table(...)``) or a factory when the words differ per use.
Checked by ``python -m pytest -q tests/test_synth.py``.
"""

from __future__ import annotations

from envs.synth.dsl import col, either, words
from envs.synth.values import City, Country, Day, Email, Faked, Flag, Gender, Person, Phone, Region, pick

# Keys first_name / last_name / full_name are what ``Email`` reads, so a person's address matches their name.
PERSON = (either(
    (col("first_name|given_name|fname|forename", Person("first")),
     col("last_name|surname|family_name|lname", Person("last"))),
    col("full_name|name|display_name", Person("full")),
),)
EMAIL = col("email|email_address|e_mail|contact_email", Email(), keep=0.85, nulls=0.04, unique=True)
PHONE = col("phone|phone_number|telephone|mobile|contact_number", Phone(), keep=0.65, nulls=0.18)
CITY = col("city|town|home_city", City())
REGION = col("region|state|province|county", Region(), keep=0.35)
STREET = col("address|street_address|address_line1|street", Faked("street_address", fresh=True, letters=False),
             keep=0.35)
POSTCODE = col("postcode|zip_code|postal_code|zip", Faked("postcode", fresh=True), keep=0.3)
COUNTRY = col("country|country_name", Country(0.08), keep=0.2)
CONTACT = PERSON + (EMAIL, PHONE)
ADDRESS = (STREET, CITY, REGION, POSTCODE, COUNTRY)
COMPANY = col("name|company_name|company|organisation_name", Faked("company", distinct=True), unique=True)
GENDER = col("gender|sex", Gender(), keep=0.3)  # after the name columns: it reads the first name
ACTIVE = col("is_active|active|enabled", Flag(0.86), keep=0.3)
PAYMENT_METHOD = col("payment_method|pay_method|paid_by|payment_type",
                     pick({"Card": 58, "Cash": 12, "Bank Transfer": 14, "PayPal": 9, "Direct Debit": 7}), keep=0.5)
JOB_TITLE = col("job_title|title|position|role", Faked("job"), keep=0.5)
NOTES = col("notes|comment|remarks", pick(words(
    "Called ahead, Prefers mornings, VIP, Follow up next month, Paid in advance, Asked for a receipt, "
    "Referred by a friend, Requested an invoice, Repeat customer, Left a voicemail, Rescheduled once, "
    "Discount applied, Special request noted, Arrived late")), keep=0.25, nulls=0.75)


def joined(synonyms: str = "created_at|joined_on|registered_on|signup_date|member_since", lo: float = 0.0,
           hi: float = 0.97, keep: float = 1.0):
    """When a person or account joined: spread over the history, more of them recently."""
    return col(synonyms, Day(lo, hi), keep=keep)
