# Breaks "it raises ValueError (any message) when it holds "outcome", whatever else it holds": the
# `return` in `finally` swallows the ValueError, so rule_home({"outcome", "user"}, True) returns
# "PreToolUse" and rule_home({"outcome"}, True) returns "tool" instead of raising.
# (Transfer of return_in_finally.) The article's four rules get the right homes.

TRUSTED = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    home = "PreToolUse" if reads & TRUSTED else "tool"
    try:
        if "outcome" in reads:
            raise ValueError("a rule that must prevent the call cannot read its outcome")
    finally:
        return home
