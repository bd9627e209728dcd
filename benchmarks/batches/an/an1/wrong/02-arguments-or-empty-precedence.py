# Breaks "A rule that need not prevent the call: "PostToolUse", whatever it reads": `and` binds
# tighter than `or`, so the must_prevent test only guards the empty-set half of the condition.
# rule_home({"arguments"}, False) returns "tool" instead of "PostToolUse" (set(), False is right).
def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if "outcome" in reads and must_prevent:
        raise ValueError("a rule that must prevent the call cannot read its outcome")
    if reads == {"arguments"} or not reads and must_prevent:
        return "tool"
    if not must_prevent:
        return "PostToolUse"
    return "PreToolUse"
