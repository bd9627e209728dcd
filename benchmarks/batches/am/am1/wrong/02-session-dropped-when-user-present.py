# Breaks "Leave reads as it arrived": it "tidies" redundant facts on the caller's own set (a
# session always belongs to a user). After rule_home(s, True) with s = {"user", "session"} the
# result is right ("PreToolUse") but s == {"user"}; same for must_prevent False.
TRUSTED = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if "user" in reads:
        reads.discard("session")  # the user implies the session: one fact is enough
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule that must prevent the call cannot need its outcome")
    return "PreToolUse" if reads & TRUSTED else "tool"
