# Breaks "it raises ValueError ... when it holds "outcome", whatever else it holds": the test
# `{"outcome"} in reads` asks whether the set is an element of reads (never true), not a
# subset, so rule_home({"outcome"}, True) returns "PreToolUse" instead of raising.
def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if {"outcome"} in reads:
        raise ValueError("a rule that must prevent the call cannot need its outcome")
    if reads <= {"arguments"}:
        return "tool"
    return "PreToolUse"
