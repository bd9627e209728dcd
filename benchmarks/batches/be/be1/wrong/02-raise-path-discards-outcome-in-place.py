# Breaks: "Leave `reads` as it arrived ... (the grader looks at the set after each call, one
# that raises too ...)" -- to name the *other* facts in its error message the answer
# discards "outcome" from the caller's set before raising. Input: r = {"outcome"};
# rule_home(r, True) raises ValueError and leaves r == set() (and {"outcome", "tier"} -> {"tier"}).
def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        reads.discard("outcome")
        others = ", ".join(sorted(reads)) or "nothing else"
        raise ValueError(f"impossible: needs the outcome (and reads {others}) to prevent the call")
    if reads - {"arguments"}:
        return "PreToolUse"
    return "tool"
