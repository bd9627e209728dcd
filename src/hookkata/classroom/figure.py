"""The class report's figure: what each exercise's learners got, and where they are stuck.

Drawn with matplotlib's Agg canvas directly (no ``pyplot``: nothing global changes, no
window opens), in matplotlib's default style whatever the user's ``matplotlibrc`` says, and
saved without the ``Software`` metadata, so the same report gives the same PNG bytes on the
same matplotlib. Only exercise numbers, the catalog's ids and counts are drawn: nothing a
learner wrote reaches the figure.
"""

from __future__ import annotations

import io
from typing import Any

from hookkata.classroom.summary import ClassReport, Outcome

COLORS: dict[Outcome, str] = {
    "pass": "#2e7d32",
    "fail": "#c62828",
    "error": "#6a1b9a",
    "not-started": "#bdbdbd",
    "no result": "#ffffff",
}
LABELS: dict[Outcome, str] = {
    "pass": "passed",
    "fail": "failed",
    "error": "error",
    "not-started": "not started",
    "no result": "no result",
}
DPI = 100
DRAWN: tuple[Outcome, ...] = ("pass", "fail", "error", "not-started", "no result")
"""The order of the segments, left to right: from done to not begun."""


class FigureUnavailable(RuntimeError):
    """matplotlib is not installed (it comes with the ``lab`` extra)."""


def png(report: ClassReport) -> bytes:
    """The figure as PNG bytes. Raises :class:`FigureUnavailable` without matplotlib."""
    try:
        import matplotlib.style
        from matplotlib.backends.backend_agg import FigureCanvasAgg
        from matplotlib.figure import Figure
    except ImportError as exc:
        raise FigureUnavailable(
            "the figure needs matplotlib, which is not installed; install it with "
            "pip install 'hooks-workbook[lab]' (make lab does), or ask for Markdown only "
            "(the default, without --out)"
        ) from exc
    with matplotlib.style.context("default"):
        figure = Figure(figsize=(11, 5.5), dpi=DPI, layout="constrained")
        FigureCanvasAgg(figure)
        outcomes_axes, stuck_axes = figure.subplots(1, 2, width_ratios=(3, 2), sharey=True)
        _draw_outcomes(outcomes_axes, report)
        _draw_stuck(stuck_axes, report)
        buffer = io.BytesIO()
        figure.savefig(buffer, format="png", dpi=DPI, metadata={"Software": None})
    return buffer.getvalue()


def _labels(report: ClassReport) -> list[str]:
    """``3 same-user (40%)``: the number, the id and the pass rate of each exercise."""
    return [
        f"{row.exercise.number} {row.exercise.id} ({100 * row.pass_rate:.0f}%)"
        for row in report.exercises
    ]


def _draw_outcomes(axes: Any, report: ClassReport) -> None:
    """One horizontal bar per exercise, split by outcome, first exercise on top."""
    from matplotlib.ticker import MaxNLocator  # png() checked that matplotlib is there

    positions = list(range(len(report.exercises)))
    left = [0] * len(positions)
    for outcome in DRAWN:
        widths = [row.counts[outcome] for row in report.exercises]
        axes.barh(
            positions,
            widths,
            left=left,
            color=COLORS[outcome],
            edgecolor="#616161",
            linewidth=0.5,
            label=LABELS[outcome],
        )
        left = [a + b for a, b in zip(left, widths, strict=True)]
    axes.set_yticks(positions, _labels(report))
    axes.invert_yaxis()
    axes.set_xlim(0, max(1, len(report.learners)))
    axes.xaxis.set_major_locator(MaxNLocator(integer=True))
    axes.set_xlabel("learners")
    axes.set_title(f"Results per exercise (pass rate) of {len(report.learners)} learners")
    axes.legend(loc="upper center", bbox_to_anchor=(0.5, -0.1), ncol=len(DRAWN), fontsize="small")


def _draw_stuck(axes: Any, report: ClassReport) -> None:
    """How many learners stop at each exercise (their first exercise not passed)."""
    from matplotlib.ticker import MaxNLocator

    positions = list(range(len(report.exercises)))
    stuck = [row.stuck_here for row in report.exercises]
    axes.barh(positions, stuck, color="#ef6c00")
    for position, count in zip(positions, stuck, strict=True):
        if count:
            axes.annotate(
                str(count),
                (count, position),
                xytext=(3, 0),
                textcoords="offset points",
                va="center",
                fontsize="small",
            )
    finished = sum(row.stuck_at is None for row in report.learners)
    axes.set_xlim(0, max(1, max(stuck, default=0)) * 1.15)
    axes.xaxis.set_major_locator(MaxNLocator(integer=True))
    axes.set_xlabel("learners")
    axes.set_title(f"Stuck at (first not passed); finished: {finished}")
