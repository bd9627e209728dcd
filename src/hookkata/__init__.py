"""hookkata: the workbook's exercises, their graders, and the tools that run them.

In a notebook::

    from hookkata import check, check_all
    check(violation_chance)      # pass, fail, not started or error, with feedback
    check_all("01")              # the notebook's table

From a terminal: ``hookkata list``, ``hookkata grade notebooks/``, ``hookkata progress``;
for an instructor, ``hookkata report results/`` (a class's results in one table and a figure).
"""

from __future__ import annotations

from hookkata.catalog import exercise, for_notebook
from hookkata.exercises import CATALOG
from hookkata.grading.exercise import Exercise, Property, grade
from hookkata.grading.verdict import Status, Verdict
from hookkata.notebook import check, check_all

__all__ = [
    "CATALOG",
    "Exercise",
    "Property",
    "Status",
    "Verdict",
    "check",
    "check_all",
    "exercise",
    "for_notebook",
    "grade",
]
