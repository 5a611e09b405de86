"""Built-in database ``bike_hire``: Spokes City Bikes, a city bike-share scheme launched in March 2023, with its
docking stations across eight districts, classic bikes and e-bikes, members on annual, monthly and concession plans
(and the plans' price changes), casual pay-per-ride riders, two years and nine months of rides (some disputed or
refunded, a few ending with the bike reported lost) and the maintenance jobs on the bikes. Built deterministically
from the shared seed; ``python -m envs.analyst.tasks --db bike_hire`` builds it and checks its gold questions.

``vocabulary.py`` holds ``TITLE``, ``SCHEMA`` and the vocabularies, weights and rates; ``generator.py`` holds
``populate``, which fills the tables from them.
"""

from envs.databases.bike_hire.generator import populate
from envs.databases.bike_hire.vocabulary import SCHEMA, TITLE

__all__ = ["SCHEMA", "TITLE", "populate"]
