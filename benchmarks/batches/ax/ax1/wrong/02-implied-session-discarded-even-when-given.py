# Breaks "Leave reads as it arrived (the grader looks at the set after each call)": a rule that
# reads "user" is taken to read "session" too; "session" is added for the decision and
# discarded in a finally, also when the caller's set had it already. After
# rule_home(r := {"user", "session"}, True), r == {"user"}; with {"user"} alone it is restored.
TRUSTED = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    implied = "user" in reads
    if implied:
        reads.add("session")  # a user is only known through their session
    try:
        if not must_prevent:
            return "PostToolUse"
        if "outcome" in reads:
            raise ValueError("a rule that must prevent the call cannot need its outcome")
        if reads & TRUSTED:
            return "PreToolUse"
        return "tool"
    finally:
        if implied:
            reads.discard("session")  # leave reads as it arrived
