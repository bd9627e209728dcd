# WRONG. Breaks: "it raises ValueError (any message) when it holds "outcome"". The test
# `"outcome" in reads == True` is a chained comparison, ("outcome" in reads) and (reads == True),
# which is never true: rule_home({"outcome"}, True) returns "PreToolUse" and
# rule_home({"arguments", "outcome"}, True) too, nothing is raised.
def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if must_prevent == False:  # noqa: E712
        return "PostToolUse"
    if "outcome" in reads == True:  # noqa: E712
        raise ValueError("a rule that must prevent the call cannot wait for its outcome")
    if reads <= {"arguments"}:
        return "tool"
    return "PreToolUse"
