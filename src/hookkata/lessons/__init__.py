"""Helpers the notebooks import, so that their cells stay a few lines long.

One module per lesson that needs more than a few lines: the traffic simulation and its plot
(01), chain ordering by cost (06), the audit dashboard (08), a fake model that reacts to
denial messages (04), the article's own wrapper for comparison (05), the real Claude Code
CLI and Agent SDK run offline with the lesson's hooks (10), and scratch folders.
"""
