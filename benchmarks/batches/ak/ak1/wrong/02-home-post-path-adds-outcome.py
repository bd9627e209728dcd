# WRONG. Breaks: "Leave reads as it arrived (the grader looks at the set after each call)".
# `reads |= {...}` updates the caller's set in place (it is not `reads = reads | {...}`):
# after rule_home(s, False) with s = {"arguments"}, s is {"arguments", "outcome"}.
def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        reads |= {"outcome"}  # a PostToolUse hook gets the outcome as well
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule that must prevent the call cannot wait for its outcome")
    if reads <= {"arguments"}:
        return "tool"
    return "PreToolUse"
