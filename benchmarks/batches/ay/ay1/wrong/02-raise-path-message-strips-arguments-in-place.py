# Breaks: "Leave reads as it arrived (the grader looks at the set after each call, one that
# raises too)". Only on the raising path, `reads -= {"arguments"}` (in place for a set) trims
# the message: after rule_home({"outcome", "arguments"}, True) raises, the caller's set is
# {"outcome"}. ({"outcome"} alone is left intact.)
def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        reads -= {"arguments"}  # the arguments are not the problem: name only the rest
        raise ValueError(f"cannot prevent a call with facts known only after it: {sorted(reads)}")
    if reads & {"user", "tier", "time", "session"}:
        return "PreToolUse"
    return "tool"
