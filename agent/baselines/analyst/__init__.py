"""The rule-based analyst baseline: schema linking for any database, a small grammar of query shapes, honest
abstention ("I can't answer this: <reason>.") whenever the linking or the result is in doubt.

    vocabulary.py  tokens, word forms, synonym groups, word classes    catalog.py   the tables read, kinds, joins
    reading.py     the question's shape from its words alone           asks.py      percentages, periods, per group
    linking.py     words -> tables/columns/values                      survey.py    every table's definition, picks
    lookup.py      the one lookup query: values, names, profiles       roles.py     which link plays which part
    measures.py    money: amounts, line revenue                        filters.py   WHERE clauses
    query.py       a query under construction                          planner.py   measures, labels, groups, checks
    shapes.py      count/aggregate/list, dispatch                      ranking.py   extremes, top-k, periods ranked
    groupwise.py   top per group, against the average                  ratios.py    percentages and shares
    periods.py     two periods, running totals                         policy.py    RuleBasedAnalyst, step by step

    python -m agent.evaluate --env analyst --policy baseline --split train
"""

from agent.baselines.analyst.policy import ABSTAIN_PREFIX, RuleBasedAnalyst, abstention, unfound_figure, unlinked_words

__all__ = ["ABSTAIN_PREFIX", "RuleBasedAnalyst", "abstention", "unfound_figure", "unlinked_words"]
