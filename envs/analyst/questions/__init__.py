"""Question templates for the generator (envs/analyst/generate.py): a profile of the database, plain-English
phrasing, and families of candidate questions by structure (one table, grouped, joined, nested)."""
