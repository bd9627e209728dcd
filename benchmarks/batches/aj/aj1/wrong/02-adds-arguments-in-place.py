# WRONG (`reads |= {...}` on the parameter mutates the caller's set: set.__ior__ is in place).
# Breaks "Leave reads as it arrived": s = {"tier"}; rule_home(s, True) returns "PreToolUse"
# (right) but leaves s == {"tier", "arguments"}; same for any set without "arguments",
# e.g. rule_home(set(), True) or rule_home({"outcome"}, False). Every return value is right.
def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    reads |= {"arguments"}  # every rule can see the call's own arguments
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule that must prevent the call cannot need its outcome")
    if reads == {"arguments"}:
        return "tool"
    return "PreToolUse"
