# Breaks: "A rule that must prevent it: "tool" when reads holds nothing but "arguments", or
# nothing at all (an empty set)". Input: rule_home(set(), True) returns "PreToolUse":
# `reads is set()` compares with a brand-new set object, so it is never true.

TRUSTED = {"user", "tier", "time", "session"}


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a preventing rule cannot read the outcome")
    if reads is set() or reads == {"arguments"}:
        return "tool"
    return "PreToolUse"
