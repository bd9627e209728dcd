# Breaks "Leave reads as it arrived (the grader looks at the set after each call)": the facts a
# fact implies are added to the caller's own set (a session belongs to a user), so after
# rule_home(r := {"session"}, True) returns "PreToolUse", r is {"session", "user"}.
TRUSTED = frozenset({"user", "tier", "time", "session"})
IMPLIES = {"session": {"user"}}  # knowing the session means knowing whose it is


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    for fact in list(reads):
        reads.update(IMPLIES.get(fact, ()))
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule that must prevent the call cannot read its outcome")
    return "PreToolUse" if reads & TRUSTED else "tool"
