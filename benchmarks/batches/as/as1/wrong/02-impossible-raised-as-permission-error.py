# Breaks "it raises ValueError (any message) when it holds "outcome"": the error type is chosen by
# habit ("not permitted") and PermissionError is an OSError, not a ValueError.
# Input: rule_home({"outcome"}, True) must raise ValueError; this raises PermissionError.
TRUSTED = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise PermissionError("no hook point may prevent a call it has already seen finish")
    return "PreToolUse" if not reads.isdisjoint(TRUSTED) else "tool"
