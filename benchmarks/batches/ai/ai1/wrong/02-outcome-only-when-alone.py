# Breaks "raises ValueError ... when it holds "outcome", whatever else it holds": only a rule
# that reads the outcome alone is refused. rule_home({"arguments", "outcome"}, True) returns
# "PreToolUse" instead of raising.
def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if reads == {"outcome"}:
        raise ValueError("a rule that needs the outcome cannot prevent the call")
    if reads <= {"arguments"}:
        return "tool"
    return "PreToolUse"
