"""What grading an answer concludes: a status, and feedback a learner can act on."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal, TypeAlias

Status: TypeAlias = Literal["pass", "fail", "not-started", "error"]
"""``pass``; ``fail`` (a wrong result); ``not-started`` (the stub); ``error`` (the answer
raised, hung, is missing or has the wrong signature)."""

STATUS_WORDS: dict[Status, str] = {
    "pass": "pass",
    "fail": "fail",
    "not-started": "not started",
    "error": "error",
}
"""How each status is said to a person. Every rendering shows the word: it carries the meaning."""

STATUS_MARKS: dict[Status, str] = {"pass": "✅", "fail": "❌", "not-started": "❌", "error": "❌"}
"""Decoration only, next to the word: without an emoji font these show as empty boxes."""

SHOWN_CHARS = 2_000
"""The most of one field that feedback shows; the rest is counted, not shown."""


@dataclass(frozen=True)
class Verdict:
    """The outcome of grading one exercise.

    On failure: ``prop`` is the property that failed, in plain words; ``example`` an
    input that shows it (a fixed example, or a generated one after shrinking); ``got`` what
    the answer returned and ``expected`` what it should have; ``hint`` a nudge. ``message``
    is a one-line summary for tables and CI.
    """

    exercise_id: str
    title: str
    status: Status
    message: str = ""
    prop: str = ""
    example: str = ""
    got: str = ""
    expected: str = ""
    hint: str = ""

    @property
    def passed(self) -> bool:
        return self.status == "pass"

    @property
    def summary(self) -> str:
        """What follows the title on the first line: empty when the details say it all.

        A failed property speaks through its details; other statuses through ``message``.
        """
        if self.passed or (self.status == "fail" and self.prop):
            return ""
        return self.message

    def details(self) -> list[tuple[str, str]]:
        """The feedback under the title, as (label, value) pairs, empty values left out."""
        pairs = (
            ("Property", self.prop),
            ("Counterexample", self.example),
            ("Your answer returned", self.got),
            ("Expected", self.expected),
            ("Hint", self.hint),
        )
        return [] if self.passed else [(label, value) for label, value in pairs if value]

    def report(self) -> str:
        """The multi-line feedback ``check()`` prints: the status word is always on line one.

        Every value is made :func:`printable` first, so whatever an answer returned or
        raised, the report can be printed, written as UTF-8 and read on any terminal.
        """
        title = printable(" ".join(self.title.split()))
        head = f"{STATUS_MARKS[self.status]} [{STATUS_WORDS[self.status]}] {title}"
        lines = [head + (f": {printable(self.summary)}" if self.summary else "")]
        for label, value in self.details():
            indent = " " * (len(label) + 5)
            lines.append(f"   {label}: " + printable(value).replace("\n", "\n" + indent))
        return "\n".join(lines)


def printable(text: str, limit: int = SHOWN_CHARS) -> str:
    """``text`` made safe to show anywhere, cut to ``limit`` characters.

    An answer's output reaches feedback verbatim, and a Python string can hold what no
    screen or file should get: a lone surrogate (``"\\ud800"``) cannot be encoded as
    UTF-8, so printing it raises; control characters (an ANSI escape, a NUL) act on a
    terminal instead of showing. Both become visible escapes (``\\ud800``, ``\\x1b``);
    newlines and tabs stay. Past ``limit`` the rest is counted, not shown.
    """
    if len(text) > limit:
        text = f"{text[:limit]}... ({len(text) - limit} more characters)"
    return _INVISIBLE.sub(_escaped, text)


_INVISIBLE = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\ud800-\udfff]")
"""Control characters but newline and tab (Unicode category Cc), and lone surrogates (Cs)."""


def _escaped(found: re.Match[str]) -> str:
    code = ord(found.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"
