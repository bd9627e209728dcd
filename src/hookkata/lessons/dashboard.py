"""Lesson 08: a dashboard read straight from the audit trail."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from matplotlib.figure import Figure
from matplotlib.ticker import MaxNLocator

STATUSES = ("ok", "tool_error", "denied", "invalid", "hook_failed")


def dashboard(records: Sequence[dict[str, Any]]) -> Figure:
    """Three panels: calls per tool, denials by hook and reason, outcomes per minute."""
    figure = Figure(figsize=(12, 4), layout="constrained")
    by_tool, by_denial, over_time = figure.subplots(1, 3, width_ratios=[1, 1.3, 1.3])
    _calls_per_tool(by_tool, records)
    _denials(by_denial, records)
    _outcomes_per_minute(over_time, records)
    figure.suptitle("The audit trail at a glance")
    return figure


def _calls_per_tool(axes: Any, records: Sequence[dict[str, Any]]) -> None:
    counts = Counter(r["tool_name"] for r in records)
    names = sorted(counts)
    axes.bar(names, [counts[n] for n in names])
    axes.set_title("Calls per tool")
    axes.set_xlabel("tool")
    axes.set_ylabel("calls (count)")
    axes.yaxis.set_major_locator(MaxNLocator(integer=True))
    axes.tick_params(axis="x", labelrotation=30)


def _denials(axes: Any, records: Sequence[dict[str, Any]]) -> None:
    counts = Counter(
        f"{r['denied_by']}\n{_short(r['deny_reason'])}" for r in records if r.get("denied_by")
    )
    labels = sorted(counts)
    axes.barh(labels, [counts[label] for label in labels], color="C3")
    axes.set_title("Denials by hook and reason")
    axes.set_xlabel("denials (count)")
    axes.set_ylabel("hook and reason")
    axes.xaxis.set_major_locator(MaxNLocator(integer=True))
    axes.tick_params(axis="y", labelsize="small")


def _outcomes_per_minute(axes: Any, records: Sequence[dict[str, Any]]) -> None:
    minutes = sorted({_minute(r["timestamp"]) for r in records})
    bottom = [0] * len(minutes)
    for status in STATUSES:
        heights = [
            sum(1 for r in records if r["status"] == status and _minute(r["timestamp"]) == m)
            for m in minutes
        ]
        if any(heights):
            axes.bar(minutes, heights, bottom=bottom, label=status)
            bottom = [b + h for b, h in zip(bottom, heights, strict=True)]
    axes.set_title("Outcomes over time")
    axes.set_xlabel("minute (UTC)")
    axes.set_ylabel("calls (count)")
    axes.yaxis.set_major_locator(MaxNLocator(integer=True))
    axes.tick_params(axis="x", labelrotation=45)
    axes.legend(fontsize="small", loc="upper left", bbox_to_anchor=(1.01, 1))


def _short(reason: str, limit: int = 34) -> str:
    return reason if len(reason) <= limit else reason[: limit - 1] + "…"


def _minute(timestamp: str) -> str:
    return datetime.fromisoformat(timestamp).strftime("%H:%M")
