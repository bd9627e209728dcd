# Breaks: "Leave reads as it arrived (the grader looks at the set after each call ...)". The set
# is used as a scratch work list and cleared in a finally block "to free it": after
# rule_home({"tier"}, True) returns "PreToolUse", the caller's set is empty.
def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    try:
        if not must_prevent:
            return "PostToolUse"
        if "outcome" in reads:
            raise ValueError("a rule that prevents the call cannot read what the call returns")
        if reads & {"user", "tier", "time", "session"}:
            return "PreToolUse"
        return "tool"
    finally:
        reads.clear()
