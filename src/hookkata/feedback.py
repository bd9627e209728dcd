"""How feedback is shown: HTML in a notebook, the same words as plain text everywhere else.

``check()`` and ``check_all()`` hand a :class:`Feedback` to :func:`show`. In a Jupyter
kernel it is displayed through IPython's display protocol, which sends both renderings:
JupyterLab shows the HTML, and anything that reads ``text/plain`` (nbval's comparison, a
console, a notebook viewer without HTML) gets the text. Outside IPython (a terminal,
``python -m hookkata``, pytest) the text is printed.

The status is always a word (pass, fail, not started, error), in colour in HTML; a mark
next to it is decoration, so feedback reads the same without an emoji font. Every value is
made :func:`~hookkata.grading.verdict.printable` and then HTML-escaped: an answer's return value
or exception message may hold ``<script>``, quotes, ``&``, lone surrogates or a megabyte
of text, and must show as what it is.
"""

from __future__ import annotations

import html
import sys
from dataclasses import dataclass
from typing import Any

from hookkata.grading.verdict import STATUS_WORDS, Status, Verdict, printable

STATUS_COLOURS: dict[Status, str] = {
    "pass": "#1a7f37",
    "fail": "#cf222e",
    "not-started": "#6e7781",
    "error": "#bc4c00",
}
"""Badge backgrounds: each holds white text at a contrast of 4.5:1 or more, on light and dark
themes alike (the badge brings its own background)."""

HTML_MARKS: dict[Status, str] = {"pass": "✓", "fail": "✗", "not-started": "○", "error": "!"}
"""Decoration inside the badge, in common text fonts (no emoji font needed), hidden from
screen readers: the word beside it says the status."""

CELL_STYLE = "text-align:left;vertical-align:top;padding:0.15em 0.6em 0.15em 0"
"""JupyterLab right-aligns table cells by default; feedback reads from the left."""
_VALUE_STYLE = f"{CELL_STYLE};white-space:pre-wrap;overflow-wrap:anywhere"


@dataclass(frozen=True)
class Feedback:
    """One piece of feedback in two renderings: ``text`` and ``html`` say the same."""

    text: str
    html: str

    def _repr_html_(self) -> str:
        return self.html

    def _repr_pretty_(self, printer: Any, _cycle: bool) -> None:
        """IPython's text rendering (``text/plain``); there is nothing inside to recurse into."""
        printer.text(self.text)

    def __repr__(self) -> str:
        return self.text

    def __str__(self) -> str:
        return self.text


def show(feedback: Feedback) -> None:
    """Display ``feedback`` in IPython (both renderings), else print its text.

    IPython is looked up, not imported: if it is not loaded, this is no IPython session,
    and plain Python need not pay for importing it.
    """
    ipython = sys.modules.get("IPython")
    if ipython is None or ipython.get_ipython() is None:
        print(feedback.text)
        return
    from IPython.display import display

    display(feedback)  # type: ignore[no-untyped-call]


def escaped(text: str) -> str:
    """``text`` as HTML: made printable, then every ``<``, ``>``, ``&`` and quote escaped."""
    return html.escape(printable(text), quote=True)


def badge(status: Status) -> str:
    """The status word on its colour, with a decorative mark."""
    return (
        f'<span class="hookkata-status hookkata-{status}" style="background:'
        f"{STATUS_COLOURS[status]};color:#fff;font-weight:600;padding:0 0.45em;"
        f'border-radius:3px;white-space:nowrap"><span aria-hidden="true">'
        f"{HTML_MARKS[status]}</span> {STATUS_WORDS[status]}</span>"
    )


def details_html(verdict: Verdict) -> str:
    """The summary and the labelled details of ``verdict``, as a small two-column table."""
    parts = [f"<div>{escaped(verdict.summary)}</div>"] if verdict.summary else []
    rows = "".join(
        f'<tr><th scope="row" style="{CELL_STYLE}">{escaped(label)}</th>'
        f'<td style="{_VALUE_STYLE}">{_value(label, value)}</td></tr>'
        for label, value in verdict.details()
    )
    if rows:
        table_style = "table-layout:auto;margin:0.2em 0"
        parts.append(f'<table class="hookkata-details" style="{table_style}">{rows}</table>')
    return "".join(parts)


def verdict_html(verdict: Verdict) -> str:
    """What ``check()`` shows in a notebook: the badge and title, then the details."""
    colour = STATUS_COLOURS[verdict.status]
    return (
        f'<div class="hookkata-verdict" style="border-left:4px solid {colour};'
        f'padding:0.2em 0 0.2em 0.6em;margin:0.2em 0">'
        f"<div>{badge(verdict.status)} <strong>{escaped(verdict.title)}</strong></div>"
        f"{details_html(verdict)}</div>"
    )


def for_verdict(verdict: Verdict) -> Feedback:
    """The feedback ``check()`` shows for one verdict."""
    return Feedback(verdict.report(), verdict_html(verdict))


def _value(label: str, value: str) -> str:
    """Prose stays prose; an input or a returned value is shown as code."""
    if label in ("Property", "Hint"):
        return escaped(value)
    return f"<code>{escaped(value)}</code>"
