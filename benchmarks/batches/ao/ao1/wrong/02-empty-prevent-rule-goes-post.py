# Breaks "A rule that must prevent it: "tool" when reads holds nothing but "arguments", or nothing at
# all (an empty set)": this answer sends every rule that reads nothing to PostToolUse ("nothing to
# check before the call"), so rule_home(set(), True) returns "PostToolUse" instead of "tool".
TRUSTED_FACTS = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent or not reads:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule cannot prevent a call by reading the call's own outcome")
    if reads & TRUSTED_FACTS:
        return "PreToolUse"
    return "tool"
