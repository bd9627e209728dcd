# Breaks: "A rule that need not prevent the call: `"PostToolUse"`, whatever it reads."
# Validation habit: a record-only rule that reads nothing "records nothing", so
# rule_home(set(), False) raises ValueError instead of returning "PostToolUse".
TRUSTED = {"user", "tier", "time", "session"}


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        if not reads:
            raise ValueError("a rule that only records must read something to record")
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule cannot prevent a call using the call's own outcome")
    return "PreToolUse" if reads & TRUSTED else "tool"
