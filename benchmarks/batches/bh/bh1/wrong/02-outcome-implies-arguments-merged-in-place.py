# Breaks: "Leave reads as it arrived" (the grader looks at the set after each call).
# Input: s = {"outcome"}; rule_home(s, False) returns "PostToolUse" but leaves s ==
# {"outcome", "arguments"}: reduce(operator.ior, ...) merges the implied facts into the
# caller's set. Observation rules that already read "arguments" are left untouched.
import functools
import operator

_IMPLIED = {"outcome": {"arguments"}}  # the outcome says what went in


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    extra = [_IMPLIED[f] for f in reads if f in _IMPLIED and not _IMPLIED[f] <= reads]
    facts = functools.reduce(operator.ior, extra, reads) if extra else frozenset(reads)
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in facts:
        raise ValueError("a rule that must prevent the call cannot read its outcome")
    if facts <= {"arguments"}:
        return "tool"
    return "PreToolUse"
