"""The answer scorer's parts; ``envs.analyst.verify`` is the public door (import from there, not from here).

One concern per module, imported one way (no cycles): ``verdict`` and ``text`` (cleaning) first; ``numbers`` (reading
and classifying numbers) and ``names`` (name and date patterns) on ``text``; ``cells`` (gold values) on both;
``reading`` (an answer read once; hedges, dumps) on those; then the checks, ``one_number`` and ``rows`` (names, lists,
tables). ``execution`` (Spider's execution match) stands alone. Nothing here imports from agent/, models/ or ui/.
"""
