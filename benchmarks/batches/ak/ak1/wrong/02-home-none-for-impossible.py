# WRONG. Breaks: "it raises ValueError (any message) when it holds "outcome"" and "Returns: one
# of the plain strs". It prints a warning and returns None for the impossible rule:
# rule_home({"tier", "outcome"}, True) returns None, nothing is raised.
def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        print("impossible rule: it must prevent a call but needs the call's outcome")
        return None
    if reads <= {"arguments"}:
        return "tool"
    return "PreToolUse"
