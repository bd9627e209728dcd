# Breaks "Leave `reads` as it arrived": a record rule with an empty set gets "outcome" added in
# place. rule_home(s, False) with s = set() returns "PostToolUse" (right), but afterwards s is
# {"outcome"} instead of set().
def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        if not reads:
            reads.add("outcome")  # a record rule records at least how the call ended
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule that must prevent the call cannot read its outcome")
    if reads - {"arguments"}:
        return "PreToolUse"
    return "tool"
