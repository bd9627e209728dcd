# Breaks: "it raises ValueError ... when it holds "outcome", whatever else it holds". The outcome
# test sits inside the trusted-facts and arguments branches only, so a rule reading nothing but
# the outcome falls through: rule_home({"outcome"}, True) returns "tool".
TRUSTED = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if reads & TRUSTED:
        if "outcome" in reads:
            raise ValueError("prevention cannot wait for the outcome")
        return "PreToolUse"
    if "arguments" in reads:
        if "outcome" in reads:
            raise ValueError("prevention cannot wait for the outcome")
        return "tool"
    return "tool"  # reads nothing: the tool can check it
