# Breaks "Leave `reads` as it arrived": an empty set is filled in place with "arguments" before
# it is placed. rule_home(s, True) with s = set() returns "tool" (right), but afterwards s is
# {"arguments"} instead of set().
def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if not reads:
        reads.add("arguments")  # a rule that reads nothing checks the arguments at most
    if "outcome" in reads:
        raise ValueError("a rule that must prevent the call cannot wait for its outcome")
    if reads <= {"arguments"}:
        return "tool"
    return "PreToolUse"
