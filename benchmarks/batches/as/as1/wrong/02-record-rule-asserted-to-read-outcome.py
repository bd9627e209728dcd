# Breaks "A rule that need not prevent the call: "PostToolUse", whatever it reads": an invariant
# asserts that a record-only rule observes the outcome, so one that records only who called fails.
# Input: rule_home({"user"}, False) must return "PostToolUse"; this raises AssertionError.
TRUSTED = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        assert "outcome" in reads, "a rule that only records must record what happened"
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule cannot prevent a call and also need its outcome")
    if reads & TRUSTED:
        return "PreToolUse"
    return "tool"
