"""Tables of verdicts: plain text for terminals, Markdown for CI summaries, HTML for notebooks.

Each says every status as a word; the mark beside it is decoration.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from hookkata.feedback import CELL_STYLE, Feedback, badge, details_html, escaped
from hookkata.grading.verdict import STATUS_MARKS, STATUS_WORDS, Verdict, printable

HEADERS = ("", "exercise", "status", "note")


def rows(verdicts: Sequence[Verdict]) -> list[tuple[str, str, str, str]]:
    return [
        (STATUS_MARKS[v.status], _short(v.title, 200), STATUS_WORDS[v.status], _short(v.message))
        for v in verdicts
    ]


def text_table(verdicts: Sequence[Verdict]) -> str:
    """An aligned table, with a count of passed exercises under it."""
    body = rows(verdicts)
    widths = [max(len(str(row[i])) for row in [HEADERS, *body]) for i in range(3)]
    lines = [_line(HEADERS, widths)] + [_line(row, widths) for row in body]
    lines.append(_passed(verdicts))
    return "\n".join(lines)


def markdown_table(verdicts: Sequence[Verdict]) -> str:
    """The same table in GitHub Markdown (for a job summary)."""
    lines = ["| | exercise | status | note |", "|---|---|---|---|"]
    for mark, title, status, note in rows(verdicts):
        lines.append(f"| {mark} | {_cell(title)} | {status} | {_cell(note)} |")
    lines.append(f"\n**{_passed(verdicts)}**")
    return "\n".join(lines)


def html_table(verdicts: Sequence[Verdict]) -> str:
    """What ``check_all()`` shows in a notebook: one row per exercise, with all its feedback."""
    cell = f'style="{CELL_STYLE}"'
    body = "".join(
        f"<tr><td {cell}>{badge(v.status)}</td><td {cell}>{escaped(v.title)}</td>"
        f"<td {cell}>{details_html(v)}</td></tr>"
        for v in verdicts
    )
    return (
        f'<table class="hookkata-table" style="table-layout:auto"><thead><tr><th {cell}>status</th>'
        f"<th {cell}>exercise</th><th {cell}>feedback</th></tr></thead>"
        f"<tbody>{body}</tbody></table><p>{_passed(verdicts)}</p>"
    )


def for_table(verdicts: Sequence[Verdict]) -> Feedback:
    """The feedback ``check_all()`` shows: the table as text and as HTML."""
    return Feedback(text_table(verdicts), html_table(verdicts))


def _passed(verdicts: Sequence[Verdict]) -> str:
    return f"{sum(v.passed for v in verdicts)}/{len(verdicts)} passed"


def _line(row: Sequence[str], widths: Sequence[int]) -> str:
    first = "  ".join(str(cell).ljust(width) for cell, width in zip(row, widths, strict=False))
    return f"{first}  {row[3]}".rstrip()


def _cell(text: str) -> str:
    """A Markdown table cell: HTML-escaped (GitHub renders the HTML a cell holds), no ``|``."""
    return html.escape(text).replace("|", "/")


def _short(text: str, limit: int = 90) -> str:
    """One line of at most ``limit`` characters, printable anywhere."""
    text = " ".join(text.split())
    return printable(text if len(text) <= limit else text[: limit - 3] + "...")
