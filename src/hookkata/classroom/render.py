"""The class report as Markdown and as one self-contained HTML page.

Learners choose their file names and their answers choose the grader's messages, so every
piece of text that came from a results file goes through :func:`clean` (one line, no
control or bidirectional-override characters, a bounded length) and then through the
escaping of its format: :func:`md` for Markdown (``|``, backticks, ``*``, ``_``, brackets,
``$``, ``~`` and backslashes escaped; ``<``, ``>`` and ``&`` as entities, so no HTML gets
through a renderer that allows it), :func:`html.escape` for HTML. The HTML page also
forbids scripts in its Content-Security-Policy, a second lock on the same door.
"""

from __future__ import annotations

import base64
import html
import unicodedata
from collections.abc import Sequence

from hookkata.classroom.summary import ClassReport, ExerciseRow, LearnerRow, Outcome

NAME_CHARS = 60
"""How much of a learner's name a table shows."""
MESSAGE_CHARS = 160
"""How much of a failure's text a table shows."""
MARKS: dict[Outcome, str] = {
    "pass": "✓",
    "fail": "✗",
    "error": "!",
    "not-started": "○",
    "no result": "-",
}
LEGEND = "✓ passed, ✗ failed, ! error, ○ not started, - no result"
_UNLIMITED = 10_000
"""For text already cut to its length: escape it, cut nothing."""
_BIDI = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f")
_MD_SPECIAL = frozenset("\\`*_[]|~$")
_MD_ENTITIES = {"&": "&amp;", "<": "&lt;", ">": "&gt;"}
HEADERS = (
    "#",
    "exercise",
    "notebook",
    "pass rate",
    "passed",
    "failed",
    "not started",
    "error",
    "no result",
    "stuck here",
    "most common failure",
)


def clean(text: str, limit: int) -> str:
    """``text`` as one line of at most ``limit`` characters, safe to show.

    Line breaks, tabs and other control characters become spaces (runs of spaces become
    one); bidirectional overrides are removed (they can make a name read backwards); a lone
    surrogate, which no UTF-8 output can carry, becomes ``?``.
    """
    text = text[: limit * 4].encode("utf-8", "replace").decode("utf-8")
    kept = (
        " " if unicodedata.category(c) == "Cc" or c in "\u2028\u2029" else c
        for c in text
        if c not in _BIDI
    )
    text = " ".join("".join(kept).split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def md(text: str, limit: int = MESSAGE_CHARS) -> str:
    """Untrusted text for a Markdown table cell or list item."""
    return "".join(
        _MD_ENTITIES.get(c) or (f"\\{c}" if c in _MD_SPECIAL else c) for c in clean(text, limit)
    )


def h(text: str, limit: int = MESSAGE_CHARS) -> str:
    """Untrusted text for HTML."""
    return html.escape(clean(text, limit), quote=True)


def percent(row: ExerciseRow) -> str:
    """The pass rate as a whole percentage, ``83%``."""
    return f"{100 * row.pass_rate:.0f}%"


def _cells(row: ExerciseRow) -> list[str]:
    """The cells of one exercise row but the last (the failure), not escaped yet."""
    e = row.exercise
    return [
        str(e.number),
        e.title.split(" · ", 1)[-1],
        e.notebook[:2],
        f"{percent(row)} ({row.passed}/{row.learners})",
        *(str(row.counts[o]) for o in ("pass", "fail", "not-started", "error", "no result")),
        str(row.stuck_here),
    ]


def _failure(row: ExerciseRow) -> str:
    """The most common failure and how many of the fails and errors it is, not escaped yet."""
    if not row.common_failure:
        return ""
    text = clean(row.common_failure, MESSAGE_CHARS)
    return f"{text} ({row.common_failure_count} of {row.not_passing})"


def numbers_label(numbers: Sequence[int]) -> str:
    """Exercise numbers, runs of three or more shortened: ``1, 3, 4, 6 to 13``."""
    runs: list[list[int]] = []
    for number in numbers:
        if runs and number == runs[-1][-1] + 1:
            runs[-1].append(number)
        else:
            runs.append([number])
    parts = [f"{run[0]} to {run[-1]}" if len(run) > 2 else ", ".join(map(str, run)) for run in runs]
    return ", ".join(parts)


def marks_header(report: ClassReport) -> str:
    """The header of the marks column: which exercise each mark is, by its number, so a
    report with ``--skip`` labels its marks 1, 3, 4, 6 to 13, not 1 to 11."""
    numbers = [row.exercise.number for row in report.exercises]
    return f"exercises {numbers_label(numbers)}" if numbers else "exercises"


def _stuck(row: LearnerRow) -> str:
    return "finished" if row.stuck_at is None else row.stuck_at.title


def _marks(row: LearnerRow) -> str:
    return "".join(MARKS[o] for o in row.outcomes)


def _name(report: ClassReport, row: LearnerRow) -> str:
    """A learner's name; in a class where some were graded here and some not, the others
    are marked self-reported (the summary line gives the counts in every report)."""
    mixed = len({learner.graded_here for learner in report.learners}) > 1
    return row.label if mixed else row.name


def _summary(report: ClassReport) -> str:
    finished = sum(row.stuck_at is None for row in report.learners)
    skipped = len(report.skipped)
    tail = f"; {skipped} skipped input(s), listed at the end" if skipped else ""
    here = sum(row.graded_here for row in report.learners)
    graded = f"graded here: {here}; self-reported by their forks: {len(report.learners) - here}"
    return (
        f"{len(report.learners)} learners ({graded}), {len(report.exercises)} exercises, "
        f"{finished} finished{tail}. Pass rate = passed / learners (a learner without a "
        "result for an exercise has not passed it); stuck at = the first exercise, in "
        "catalog order, not passed."
    )


def markdown(report: ClassReport, figure: str | None = None) -> str:
    """The report in Markdown; ``figure`` is the PNG's file name to link, if any."""
    lines = ["# Class report", "", _summary(report), ""]
    if figure is not None:
        lines += [f"![Results per exercise and where learners are stuck]({figure})", ""]
    lines += ["## Per exercise", "", _md_row(HEADERS), _md_rule(HEADERS)]
    lines += [_md_row([*_cells(row), _failure(row)]) for row in report.exercises]
    columns = ("learner", "passed", "stuck at", marks_header(report))
    lines += ["", "## Per learner", "", LEGEND, "", _md_row(columns), _md_rule(columns)]
    lines += [
        _md_row(
            [
                clean(_name(report, row), NAME_CHARS),
                f"{row.passed}/{len(row.outcomes)}",
                _stuck(row),
            ],
            marks=f"`{_marks(row)}`",
        )
        for row in report.learners
    ]
    if report.skipped:
        lines += ["", "## Skipped", ""]
        lines += [f"- {md(s.line(), 4 * MESSAGE_CHARS)}" for s in report.skipped]
    return "\n".join(lines) + "\n"


def _md_row(cells: Sequence[str], marks: str = "") -> str:
    """A table row, every cell escaped (our own text too: the escaping is harmless there);
    ``marks`` is a last cell of our own code span, added as it is."""
    escaped = [md(cell, _UNLIMITED) for cell in cells] + ([marks] if marks else [])
    return "| " + " | ".join(escaped) + " |"


def _md_rule(headers: Sequence[str]) -> str:
    return "|" + "|".join("---:" if name in _NUMBERS else "---" for name in headers) + "|"


_NUMBERS = frozenset(HEADERS[:1] + HEADERS[3:-1])
"""The columns of counts, right-aligned: ``#``, ``pass rate`` to ``stuck here``, ``passed``."""


STYLE = """
body { font-family: system-ui, sans-serif; margin: 2rem; color: #212121; }
table { border-collapse: collapse; margin: 1rem 0; }
th, td { border: 1px solid #bdbdbd; padding: 0.25rem 0.5rem; vertical-align: top; }
td.n { text-align: right; }
code { font-size: 1.1em; letter-spacing: 0.1em; }
img { max-width: 100%; }
""".strip()
CSP = "default-src 'none'; img-src data: 'self'; style-src 'unsafe-inline'"


def html_page(report: ClassReport, png: bytes | None = None) -> str:
    """The report as one HTML page, the figure embedded as a ``data:`` PNG.

    The page is also well-formed XML (every element closed, only XML's entities), which is
    how the tests prove that nothing a learner wrote became an element.
    """
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en">',
        "<head>",
        '<meta charset="utf-8" />',
        f'<meta http-equiv="Content-Security-Policy" content="{CSP}" />',
        "<title>Class report</title>",
        f"<style>{STYLE}</style>",
        "</head>",
        "<body>",
        "<h1>Class report</h1>",
        f"<p>{html.escape(_summary(report))}</p>",
    ]
    if png is not None:
        data = base64.b64encode(png).decode("ascii")
        alt = "Results per exercise and where learners are stuck"
        parts.append(f'<p><img alt="{alt}" src="data:image/png;base64,{data}" /></p>')
    parts += ["<h2>Per exercise</h2>", _html_exercises(report)]
    parts += ["<h2>Per learner</h2>", f"<p>{html.escape(LEGEND)}</p>", _html_learners(report)]
    if report.skipped:
        items = "".join(f"<li>{h(s.line(), 4 * MESSAGE_CHARS)}</li>" for s in report.skipped)
        parts += ["<h2>Skipped</h2>", f"<ul>{items}</ul>"]
    parts += ["</body>", "</html>"]
    return "\n".join(parts) + "\n"


def _html_exercises(report: ClassReport) -> str:
    head = "".join(f"<th>{html.escape(name)}</th>" for name in HEADERS)
    rows = []
    for row in report.exercises:
        cells = _cells(row)
        trusted = "".join(
            f"<td>{h(c)}</td>" if i in (1, 2) else f'<td class="n">{h(c)}</td>'
            for i, c in enumerate(cells)
        )
        rows.append(f"<tr>{trusted}<td>{h(_failure(row), _UNLIMITED)}</td></tr>")
    return f"<table>\n<tr>{head}</tr>\n" + "\n".join(rows) + "\n</table>"


def _html_learners(report: ClassReport) -> str:
    head = (
        "<tr><th>learner</th><th>passed</th><th>stuck at</th>"
        f"<th>{html.escape(marks_header(report))}</th></tr>"
    )
    rows = [
        f"<tr><td>{h(_name(report, row), NAME_CHARS)}</td>"
        f'<td class="n">{row.passed}/{len(row.outcomes)}</td>'
        f"<td>{h(_stuck(row))}</td>"
        f"<td><code>{_marks(row)}</code></td></tr>"
        for row in report.learners
    ]
    return f"<table>\n{head}\n" + "\n".join(rows) + "\n</table>"


REPORT_NAME = "class-report"
"""The stem of the files ``hookkata report --out DIR`` writes."""


def files(report: ClassReport, png: bytes) -> dict[str, bytes]:
    """What ``--out DIR`` writes: the Markdown (linking the PNG next to it), the HTML page
    (the PNG embedded, so it can be mailed alone) and the PNG."""
    return {
        f"{REPORT_NAME}.md": markdown(report, f"{REPORT_NAME}.png").encode("utf-8"),
        f"{REPORT_NAME}.html": html_page(report, png).encode("utf-8"),
        f"{REPORT_NAME}.png": png,
    }
