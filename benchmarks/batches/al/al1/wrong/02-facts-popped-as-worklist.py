# Breaks: "Leave `reads` as it arrived (the grader looks at the set after each call, one that raises too)".
# Walks the facts as a worklist with reads.pop(), so every call with a non-empty set empties it:
# after rule_home({"tier"}, True) (which returns "PreToolUse", rightly) the caller's set is empty.
def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    home = "tool"
    needs_outcome = False
    while reads:
        fact = reads.pop()
        if fact == "outcome":
            needs_outcome = True
        elif fact in ("user", "tier", "time", "session"):
            home = "PreToolUse"
    if not must_prevent:
        return "PostToolUse"
    if needs_outcome:
        raise ValueError("a rule that must prevent the call cannot depend on its outcome")
    return home
