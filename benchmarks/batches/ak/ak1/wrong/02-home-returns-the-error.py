# WRONG. Breaks: "it raises ValueError (any message) when it holds "outcome"". The error is
# built and *returned*, not raised: rule_home({"outcome"}, True) returns a ValueError instance
# (not one of the three strings) and nothing is raised.
def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        return ValueError("a rule that must prevent the call cannot wait for its outcome")
    if reads <= {"arguments"}:
        return "tool"
    return "PreToolUse"
