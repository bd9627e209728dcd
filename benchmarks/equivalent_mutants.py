"""Surviving mutants of the references that no grader should kill (benchmarks/mutants.py).

Each key is a mutant's id, ``exercise:line:col:operator`` (line counted from the first line
of the solution region, ``#2`` for a second mutant at the same place), and each value says
in one line why. A reason starts with one of two words:

- ``Same:`` the mutant behaves exactly like the reference on every input the exercise can
  receive (a function that falls off its end returns ``None`` too);
- ``Free:`` it differs only in what the exercise's spec leaves to the learner, the wording
  of a message, a reason or an alternative, so a grader that killed it would reject right
  answers.

Every key must be an id the current references produce, and no key may also be a known
gap (``benchmarks/mutant_gaps.py``): ``tests/test_mutants.py`` checks both.
"""

from __future__ import annotations

_DENY_TEXT = "Free: the spec asks for a reason and a non-blank alternative, not their wording"

_FELL_OFF = "Same: falling off the end returns None, as `return None` does"
_NAMES_IT = "Free: the error content still names the exception's type and text"

EQUIVALENT: dict[str, str] = {
    # 1 · violation_chance: only the exception's type is specified.
    "violation-chance:2:25:empty-string": "Free: the spec asks for ValueError, not its message",
    "violation-chance:4:25:empty-string": "Free: the spec asks for ValueError, not its message",
    # 2 · rule_home
    "rule-home:5:25:empty-string": "Free: the spec asks for ValueError, not its message",
    # 3 · same_user_hook: the Deny's texts swapped or shortened are still a reason and an
    # alternative, both non-blank.
    "same-user:8:11:swap-args": _DENY_TEXT,
    "same-user:9:8:empty-string": _DENY_TEXT + " (the reason still names the id asked for)",
    "same-user:9:8:empty-string#2": _DENY_TEXT + " (the reason loses its full stop)",
    # 4 · free_tier_hook
    "free-tier:2:15:swap-args": _DENY_TEXT,
    "free-tier:6:4:drop-statement": _FELL_OFF,
    # 5 · deploy_window_hook
    "deploy-window:3:15:swap-args": _DENY_TEXT,
    "deploy-window:7:4:drop-statement": _FELL_OFF,
    # 7 · answer_turn: the content must say what failed; these still name the exception.
    "answer-turn:8:22:empty-string": _NAMES_IT,
    "answer-turn:8:22:empty-string#2": _NAMES_IT,
    # 11 · audit_line: ToolOutcome checks its fields when it is built.
    "audit-line:10:26:flip-compare[0]:Is->Eq": (
        "Same: outcome.result is None or a FrozenDict, which never == None"
    ),
    "audit-line:12:29:flip-compare[0]:Is->Eq": (
        "Same: outcome.denial is None or a Denial, a dataclass that never == None"
    ),
    "audit-line:13:31:flip-compare[0]:Is->Eq": (
        "Same: outcome.denial is None or a Denial, a dataclass that never == None"
    ),
    # 13 · keep_writes_in_project
    "keep-writes-in-project:5:15:swap-args": _DENY_TEXT,
    "keep-writes-in-project:10:11:swap-args": _DENY_TEXT,
    "keep-writes-in-project:10:16:empty-string": _DENY_TEXT + " (the reason still names the path)",
}
"""Mutant id: why it survives and may."""
