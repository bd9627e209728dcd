# Breaks "A rule that must prevent it: ... "PreToolUse" when it holds "user", "tier", "time" or
# "session"": a missing comma in the tuple of trusted facts glues "user" "session" into one string
# "usersession", so rule_home({"user"}, True), rule_home({"session"}, True) and
# rule_home({"arguments", "user"}, True) return "tool". Rules on the tier or the time still work.
TRUSTED_FACTS = (
    "tier",
    "time",
    "user"
    "session",
)


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule cannot prevent a call by reading the call's own outcome")
    if any(fact in TRUSTED_FACTS for fact in reads):
        return "PreToolUse"
    return "tool"
