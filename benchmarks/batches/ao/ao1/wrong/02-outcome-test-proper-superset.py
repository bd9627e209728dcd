# Breaks "it raises ValueError ... when it holds "outcome", whatever else it holds": the test is written
# reads > {"outcome"} (proper superset) where >= was meant, so a must-prevent rule reading only the
# outcome slips through: rule_home({"outcome"}, True) returns "PreToolUse" instead of raising.
# {"outcome", "arguments"} or {"outcome", "user"} still raise.
def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if reads > {"outcome"}:
        raise ValueError("a rule cannot prevent a call by reading the call's own outcome")
    if reads <= {"arguments"}:
        return "tool"
    return "PreToolUse"
