# Breaks: "it raises ValueError (any message) when it holds "outcome"" (for a rule that must
# prevent the call). Input: rule_home({"outcome"}, True) raises TypeError, a habit from
# "wrong kind of input" checks; exercise 2 accepts only ValueError (unlike exercise 1).

TRUSTED = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise TypeError("a preventing rule cannot read the outcome: it does not exist yet")
    if reads & TRUSTED:
        return "PreToolUse"
    return "tool"
