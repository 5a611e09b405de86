"""Per-database pools of realistic values drawn once from Faker (names, companies, streets, phone formats) plus
the real towns of each locale, so a build samples from a few hundred values instead of calling Faker per row.

Faker costs ~3-100 µs a call and its output depends on its version (pinned in the cache digest, see
``envs.synth.build``). Each database gets its own Faker, seeded from its seed. Checked by
``python -m pytest -q tests/test_synth.py``.
"""

from __future__ import annotations

import random
from itertools import accumulate

from faker import Faker

from envs.words import fold_accents

LOCALES = ("en_US", "en_GB", "en_AU", "en_CA", "en_IE", "de_DE", "fr_FR")
LOCALE_WEIGHTS = (30, 22, 12, 12, 8, 8, 8)  # mostly English: the questions are in English
POOL_SIZE = 240  # most values drawn per Faker provider and database: enough variety, ~1-20 ms
MIN_POOL = 30  # fewest values drawn for a pool, even for a table of ten rows
TOWNS_PER_DATABASE = (8, 24)  # a business serves a handful of towns, so "which city has most ..." has an answer
TOWN_SKEW = 1.1  # Zipf exponent of town popularity: the home town dominates
FREE_MAIL_DOMAINS = 6  # e-mail providers per database

# Real towns and their region (state, county, province, Land, région): Faker's English towns are invented.
TOWNS = {
    "en_US": "Chicago:Illinois, Houston:Texas, Phoenix:Arizona, Philadelphia:Pennsylvania, San Antonio:Texas, "
             "San Diego:California, Dallas:Texas, Austin:Texas, Columbus:Ohio, Charlotte:North Carolina, "
             "Indianapolis:Indiana, Seattle:Washington, Denver:Colorado, Boston:Massachusetts, Nashville:Tennessee, "
             "Portland:Oregon, Las Vegas:Nevada, Detroit:Michigan, Memphis:Tennessee, Louisville:Kentucky, "
             "Milwaukee:Wisconsin, Albuquerque:New Mexico, Tucson:Arizona, Sacramento:California, "
             "Kansas City:Missouri, Atlanta:Georgia, Omaha:Nebraska, Raleigh:North Carolina, Miami:Florida, "
             "Minneapolis:Minnesota, Tampa:Florida, Cleveland:Ohio, Pittsburgh:Pennsylvania, Boise:Idaho",
    "en_GB": "London:Greater London, Birmingham:West Midlands, Manchester:Greater Manchester, Leeds:West Yorkshire, "
             "Sheffield:South Yorkshire, Bristol:Bristol, Liverpool:Merseyside, Nottingham:Nottinghamshire, "
             "Leicester:Leicestershire, Coventry:West Midlands, Bradford:West Yorkshire, Cardiff:Glamorgan, "
             "Edinburgh:Lothian, Glasgow:Lanarkshire, Newcastle:Tyne and Wear, Brighton:East Sussex, "
             "Southampton:Hampshire, Reading:Berkshire, Norwich:Norfolk, York:North Yorkshire, Oxford:Oxfordshire, "
             "Cambridge:Cambridgeshire, Exeter:Devon, Plymouth:Devon, Derby:Derbyshire, Swansea:Glamorgan, "
             "Aberdeen:Aberdeenshire, Bath:Somerset, Chester:Cheshire, Ipswich:Suffolk",
    "en_AU": "Sydney:New South Wales, Melbourne:Victoria, Brisbane:Queensland, Perth:Western Australia, "
             "Adelaide:South Australia, Gold Coast:Queensland, Newcastle:New South Wales, Canberra:ACT, "
             "Wollongong:New South Wales, Hobart:Tasmania, Geelong:Victoria, Townsville:Queensland, "
             "Cairns:Queensland, Darwin:Northern Territory, Toowoomba:Queensland, Ballarat:Victoria, "
             "Bendigo:Victoria, Launceston:Tasmania, Mackay:Queensland, Rockhampton:Queensland, "
             "Bunbury:Western Australia, Wagga Wagga:New South Wales, Mildura:Victoria, Albury:New South Wales",
    "en_CA": "Toronto:Ontario, Montreal:Quebec, Vancouver:British Columbia, Calgary:Alberta, Edmonton:Alberta, "
             "Ottawa:Ontario, Winnipeg:Manitoba, Quebec City:Quebec, Hamilton:Ontario, Kitchener:Ontario, "
             "London:Ontario, Victoria:British Columbia, Halifax:Nova Scotia, Oshawa:Ontario, Windsor:Ontario, "
             "Saskatoon:Saskatchewan, Regina:Saskatchewan, Kelowna:British Columbia, Barrie:Ontario, "
             "St. John's:Newfoundland and Labrador, Kingston:Ontario, Moncton:New Brunswick, Guelph:Ontario, "
             "Sherbrooke:Quebec, Fredericton:New Brunswick",
    "en_IE": "Dublin:Leinster, Cork:Munster, Limerick:Munster, Galway:Connacht, Waterford:Munster, Drogheda:Leinster, "
             "Dundalk:Leinster, Swords:Leinster, Bray:Leinster, Navan:Leinster, Kilkenny:Leinster, Ennis:Munster, "
             "Carlow:Leinster, Tralee:Munster, Newbridge:Leinster, Portlaoise:Leinster, Balbriggan:Leinster, "
             "Naas:Leinster, Athlone:Leinster, Mullingar:Leinster, Sligo:Connacht, Letterkenny:Ulster, "
             "Wexford:Leinster, Killarney:Munster, Castlebar:Connacht",
    "de_DE": "Berlin:Berlin, Hamburg:Hamburg, München:Bayern, Köln:Nordrhein-Westfalen, Frankfurt am Main:Hessen, "
             "Stuttgart:Baden-Württemberg, Düsseldorf:Nordrhein-Westfalen, Leipzig:Sachsen, "
             "Dortmund:Nordrhein-Westfalen, Essen:Nordrhein-Westfalen, Bremen:Bremen, Dresden:Sachsen, "
             "Hannover:Niedersachsen, Nürnberg:Bayern, Duisburg:Nordrhein-Westfalen, Bochum:Nordrhein-Westfalen, "
             "Bonn:Nordrhein-Westfalen, Münster:Nordrhein-Westfalen, Karlsruhe:Baden-Württemberg, "
             "Mannheim:Baden-Württemberg, Augsburg:Bayern, Wiesbaden:Hessen, Kiel:Schleswig-Holstein, "
             "Freiburg:Baden-Württemberg, Mainz:Rheinland-Pfalz, Rostock:Mecklenburg-Vorpommern",
    "fr_FR": "Paris:Île-de-France, Marseille:Provence-Alpes-Côte d'Azur, Lyon:Auvergne-Rhône-Alpes, "
             "Toulouse:Occitanie, Nice:Provence-Alpes-Côte d'Azur, Nantes:Pays de la Loire, "
             "Strasbourg:Grand Est, Montpellier:Occitanie, Bordeaux:Nouvelle-Aquitaine, Lille:Hauts-de-France, "
             "Rennes:Bretagne, Reims:Grand Est, Toulon:Provence-Alpes-Côte d'Azur, Grenoble:Auvergne-Rhône-Alpes, "
             "Dijon:Bourgogne-Franche-Comté, Angers:Pays de la Loire, Nîmes:Occitanie, "
             "Clermont-Ferrand:Auvergne-Rhône-Alpes, Le Havre:Normandie, Tours:Centre-Val de Loire, "
             "Limoges:Nouvelle-Aquitaine, Amiens:Hauts-de-France, Metz:Grand Est, Brest:Bretagne, Caen:Normandie",
}
# Countries customers, suppliers and artists come from: common ones (Faker's list has every territory on earth).
COUNTRIES = ("United States", "United Kingdom", "Canada", "Australia", "Ireland", "Germany", "France", "Spain",
             "Italy", "Netherlands", "Belgium", "Sweden", "Norway", "Denmark", "Poland", "Portugal", "Switzerland",
             "Austria", "India", "China", "Japan", "South Korea", "Brazil", "Mexico", "Argentina", "South Africa",
             "Nigeria", "Kenya", "Egypt", "Turkey", "New Zealand", "Singapore", "Philippines", "Vietnam", "Indonesia",
             "Pakistan", "Ukraine", "Romania", "Greece", "Israel", "United Arab Emirates", "Chile", "Colombia")
COUNTRY = {"en_US": "United States", "en_GB": "United Kingdom", "en_AU": "Australia", "en_CA": "Canada",
           "en_IE": "Ireland", "de_DE": "Germany", "fr_FR": "France"}


class Pools:
    """Lazily drawn value pools for one database: each provider is called POOL_SIZE times on first use only."""

    def __init__(self, locale: str, rng: random.Random):
        self.locale = locale
        self.country = COUNTRY[locale]
        self._seed = rng.getrandbits(32)
        self._rng = random.Random(rng.getrandbits(32))  # own stream: pools drawn lazily never shift the data's
        self._faker: Faker | None = None
        self._pools: dict[str, tuple] = {}

    def faker(self) -> Faker:
        if self._faker is None:
            self._faker = Faker(self.locale)  # ~1 ms once the locale's modules are imported (~25 ms the first time)
            self._faker.seed_instance(self._seed)
        return self._faker

    def pool(self, provider: str, size: int = POOL_SIZE) -> tuple:
        """Distinct values of a Faker provider (``"company"``, ``"job"``), at least ``size`` draws (up to POOL_SIZE)."""
        drawn = self._pools.setdefault(provider, [])
        wanted = min(max(size, MIN_POOL), POOL_SIZE)
        if len(drawn) < wanted:
            make = getattr(self.faker(), provider)
            drawn.extend(str(make()) for _ in range(wanted - len(drawn)))
        return tuple(dict.fromkeys(drawn))

    def names(self, part: str) -> tuple[tuple[str, ...], list[float] | None]:
        """Faker's own first or last names for the locale and their cumulative frequencies (None: equally common).

        Read from the person provider's list, so drawing a name costs a bisect, not a Faker call (~50 µs).
        """
        key = f"{part}_names"
        if key not in self._pools:
            table = getattr(self.faker().provider("faker.providers.person"), key, None)
            if isinstance(table, dict):
                self._pools[key] = (tuple(table), list(accumulate(table.values())))
            else:
                self._pools[key] = (tuple(table) if table else self.pool(f"{part}_name"), None)
        return self._pools[key]

    def genders(self) -> tuple[frozenset[str], frozenset[str]]:
        """Female and male first names of the locale (for membership tests only)."""
        if "genders" not in self._pools:
            provider = self.faker().provider("faker.providers.person")
            self._pools["genders"] = tuple(frozenset(getattr(provider, f"first_names_{sex}", ()) or ())
                                           for sex in ("female", "male"))
        return self._pools["genders"]

    def towns(self) -> tuple[tuple[tuple[str, str], ...], tuple[float, ...]]:
        """This database's towns as (town, region) with Zipf popularity weights, the biggest first."""
        if "towns" not in self._pools:
            every = [tuple(item.split(":")) for item in TOWNS[self.locale].split(", ")]
            count = self._rng.randint(*TOWNS_PER_DATABASE)
            chosen = self._rng.sample(every, min(count, len(every)))
            weights = tuple(1 / (rank + 1) ** TOWN_SKEW for rank in range(len(chosen)))
            self._pools["towns"] = (tuple(chosen), weights)
        return self._pools["towns"]

    def mail_domains(self) -> tuple[str, ...]:
        if "mail" not in self._pools:
            domains = self.pool("free_email_domain", 40)
            self._pools["mail"] = domains[:FREE_MAIL_DOMAINS]
        return self._pools["mail"]


def ascii_words(text: str) -> str:
    """"Zoë O'Brien-Müller" -> "zoeobrienmuller": a name as the local part of an e-mail address."""
    folded = fold_accents(text).lower()
    return "".join(ch for ch in folded if ch.isalnum())
