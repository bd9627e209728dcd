# Breaks: "A rule that must prevent it: `"tool"` when `reads` holds nothing but
# `"arguments"`, or nothing at all (an empty set)" -- a prevent rule that reads no fact is
# refused as one that "cannot check anything". Input: rule_home(set(), True) must return
# "tool"; here it raises ValueError.
TRUSTED = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule cannot prevent a call by reading the call's outcome")
    if not reads:
        raise ValueError("a rule that reads no fact cannot decide anything")
    if reads & TRUSTED:
        return "PreToolUse"
    return "tool"
