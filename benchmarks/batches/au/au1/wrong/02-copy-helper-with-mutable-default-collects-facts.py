# Breaks "`"tool"` when `reads` holds nothing but `"arguments"`" (Returns, Exercise 2) from
# the second call on: the copy helper's default set is shared, so facts pile up across calls.
# rule_home({"tier"}, True) -> "PreToolUse", then rule_home({"arguments"}, True) returns
# "PreToolUse" (and after any {"outcome"} call every prevent rule raises); a first call is right.

TRUSTED = {"user", "tier", "time", "session"}


def _facts(reads, into=set()):
    """A working copy of reads, so the caller's set is left as it arrived."""
    into.update(reads)
    return into


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    facts = _facts(reads)
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in facts:
        raise ValueError("a rule cannot prevent a call by its outcome")
    if facts & TRUSTED:
        return "PreToolUse"
    return "tool"
