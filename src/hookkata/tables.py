"""Plain-text and Markdown tables of verdicts, for notebooks, terminals and CI summaries."""

from __future__ import annotations

from collections.abc import Sequence

from .verdict import STATUS_MARKS, Verdict

HEADERS = ("", "exercise", "status", "note")


def rows(verdicts: Sequence[Verdict]) -> list[tuple[str, str, str, str]]:
    return [(STATUS_MARKS[v.status], v.title, v.status, _short(v.message)) for v in verdicts]


def text_table(verdicts: Sequence[Verdict]) -> str:
    """An aligned table, with a count of passed exercises under it."""
    body = rows(verdicts)
    widths = [max(len(str(row[i])) for row in [HEADERS, *body]) for i in range(3)]
    lines = [_line(HEADERS, widths)] + [_line(row, widths) for row in body]
    passed = sum(v.passed for v in verdicts)
    lines.append(f"{passed}/{len(verdicts)} passed")
    return "\n".join(lines)


def markdown_table(verdicts: Sequence[Verdict]) -> str:
    """The same table in GitHub Markdown (for a job summary)."""
    lines = ["| | exercise | status | note |", "|---|---|---|---|"]
    for mark, title, status, note in rows(verdicts):
        lines.append(f"| {mark} | {title} | {status} | {note.replace('|', '/')} |")
    passed = sum(v.passed for v in verdicts)
    lines.append(f"\n**{passed}/{len(verdicts)} passed**")
    return "\n".join(lines)


def _line(row: Sequence[str], widths: Sequence[int]) -> str:
    first = "  ".join(str(cell).ljust(width) for cell, width in zip(row, widths, strict=False))
    return f"{first}  {row[3]}".rstrip()


def _short(text: str, limit: int = 90) -> str:
    return text if len(text) <= limit else text[: limit - 3] + "..."
