"""Naming a notebook cell in a message, as a learner finds it: JupyterLab shows no numbers."""

from __future__ import annotations

from typing import Any


def describe_cell(position: int, cell: Any, noun: str = "cell") -> str:
    """``cell 6 (from the top, it starts "x = 1")`` for the cell at ``position`` (counted from
    0, as in ``notebook.cells``; the message counts from 1, the first cell being cell 1).

    JupyterLab shows no cell numbers, so a message that names a cell also quotes its first
    line. ``noun`` replaces ``cell``. Every message naming a cell says it this way, so two
    messages about one cell give it one number.
    """
    index = position + 1
    first = next((line.strip() for line in cell.get("source", "").splitlines() if line.strip()), "")
    if len(first) > 50:
        first = first[:49] + "…"
    return (
        f'{noun} {index} (from the top, it starts "{first}")'
        if first
        else f"{noun} {index} (empty)"
    )
