# Breaks "Leave reads as it arrived (the grader looks at the set after each call, one that raises too)":
# on the mixed path "arguments" is added for the decision and then discarded to "put reads back", which
# removes an "arguments" that was there on arrival: after rule_home(r, True) with r = {"arguments", "tier"},
# r is {"tier"} (the answer, "PreToolUse", is right). Rules A, B, C and the log rule leave reads intact.


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if reads <= {"arguments"}:
        return "tool"
    reads.add("arguments")  # a hook sees the arguments as well as what it reads from the server
    try:
        if "outcome" in reads:
            raise ValueError("a rule that must prevent the call cannot read its outcome")
        return "PreToolUse"
    finally:
        reads.discard("arguments")  # leave reads as it arrived
