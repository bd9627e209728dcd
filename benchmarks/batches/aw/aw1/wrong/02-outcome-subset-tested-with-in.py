# Breaks: "it raises ValueError (any message) when it holds "outcome"": the test is written
# `{"outcome"} in reads` (subset meant, membership written); a set looks its argument up as a
# frozenset element, never found, so rule_home({"outcome"}, True) returns "PreToolUse".
def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if {"outcome"} in reads:
        raise ValueError("a rule that must prevent a call cannot read its outcome")
    if reads <= {"arguments"}:
        return "tool"
    return "PreToolUse"
