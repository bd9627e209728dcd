# Breaks "it raises ValueError (any message) when it holds "outcome"": the impossible rule is
# caught with an assert, so rule_home({"outcome"}, True) raises AssertionError, not ValueError
# (and under python -O it would return "PreToolUse").
TRUSTED = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    assert "outcome" not in reads, "a rule cannot prevent a call on its own outcome"
    if reads & TRUSTED:
        return "PreToolUse"
    return "tool"
