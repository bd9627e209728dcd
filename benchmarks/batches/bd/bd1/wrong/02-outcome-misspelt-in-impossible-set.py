# Breaks "it raises ValueError (any message) when it holds "outcome", whatever else it holds":
# the impossible fact is spelt "outcomes", so reads={"outcome"}, must_prevent=True returns "tool"
# and reads={"outcome", "user"}, must_prevent=True returns "PreToolUse" instead of raising.
AFTER_THE_CALL = frozenset({"outcomes"})
TRUSTED = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if reads & AFTER_THE_CALL:
        raise ValueError("a rule cannot prevent a call and read its outcome")
    if reads & TRUSTED:
        return "PreToolUse"
    return "tool"
