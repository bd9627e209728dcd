# Breaks: "Leave `reads` as it arrived (the grader looks at the set after each call ...)".
# Records that "the verified user comes with the session" by adding "session" to the caller's set: the result
# is unchanged (both are server facts), but after rule_home({"user"}, True) the set is {"user", "session"}.
# Sets without "user" are left alone.
TRUSTED = {"user", "tier", "time", "session"}


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if "user" in reads:
        reads.add("session")  # the user id is only known through the session
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a preventing rule cannot wait for the call's outcome")
    return "PreToolUse" if reads & TRUSTED else "tool"
