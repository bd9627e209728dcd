"""Helpers the notebooks import, so that their cells stay a few lines long.

One module per lesson that needs more than a few lines: the traffic simulation, its tables
and its plot (01), Rules B and C on one call (02, ``case_rules``), a fake model that reacts
to denial messages (04, ``models``), the article's own wrapper for comparison (05), chain
ordering by cost (06), a desk guarded by one hook (07, ``failures``), a day at the support
desk and its dashboard (08), the delegation script (09), the real Claude Code CLI and Agent
SDK run offline (10: ``claude_code``), with the learner's functions written into a module
(``learner_module``), their notebook 08 answers taken from that notebook's file
(``earlier_answers``) and run as PostToolUse and Stop hooks (``your_trail``), and each hook
process timed (``hook_stopwatch``, ``hook_timing``).
Shared by several: ``events`` shows what each hook receives, ``fallback`` lets a lesson use
an exercise before it is done, ``scratch`` gives each notebook its own folder for the files
it writes.
"""
