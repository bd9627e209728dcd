# Breaks: "it raises `ValueError` (any message) when it holds `"outcome"`, whatever else it
# holds" -- the answer reads "needs its outcome" as "compares the arguments with the
# outcome" and raises only when both are read. Input: rule_home({"outcome"}, True) returns
# "tool" and rule_home({"tier", "outcome"}, True) returns "PreToolUse"; both must raise.
def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if {"arguments", "outcome"} <= reads:
        raise ValueError("checking the result against the arguments can only happen afterwards")
    if reads & {"user", "tier", "time", "session"}:
        return "PreToolUse"
    return "tool"
