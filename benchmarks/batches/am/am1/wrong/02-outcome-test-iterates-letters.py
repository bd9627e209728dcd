# Breaks "it raises ValueError ... when it holds "outcome", whatever else it holds": the test
# `reads.intersection("outcome")` intersects with the letters of the word, never the fact, so it
# is always empty. rule_home({"outcome"}, True) returns "PreToolUse" instead of raising.
def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if reads.intersection("outcome"):
        raise ValueError("a rule that must prevent the call cannot need its outcome")
    if reads - {"arguments"}:
        return "PreToolUse"
    return "tool"
