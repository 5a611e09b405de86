"""Value generators, one import for the domains: ``from envs.synth.values import Money, Day, pick, ...``.

Each draws one whole column at once (see ``envs.synth.values.core``). Checked by
``python -m pytest -q tests/test_synth.py``.
"""

from envs.synth.values.core import Ctx, Draft, popularity, source
from envs.synth.values.dates import After, Birth, Day, Season, Since, Stamp, Status, Year, status
from envs.synth.values.labels import Code, Distinct, Item, Label, Listed, Map, Named, Only, Pick, Seq, catalog, pick
from envs.synth.values.numbers import Calc, Copy, Count, Flag, Int, Money, Num, Shift
from envs.synth.values.people import City, Country, Email, Faked, Gender, Person, Phone, Region

__all__ = ["After", "Birth", "Calc", "City", "Code", "Copy", "Count", "Country", "Ctx", "Day", "Distinct", "Draft",
           "Email", "Faked", "Flag", "Gender", "Int", "Item", "Label", "Listed", "Map", "Money", "Named", "Num", "Only",
           "Person", "Phone", "Pick", "Region", "Season", "Seq", "Shift", "Since", "Stamp", "Status", "Year",
           "catalog", "pick", "popularity", "source", "status"]
