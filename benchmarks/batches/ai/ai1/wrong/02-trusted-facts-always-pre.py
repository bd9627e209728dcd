# Breaks "A rule that need not prevent the call: "PostToolUse", whatever it reads": facts are
# looked at before must_prevent, and trusted facts always send a rule to PreToolUse, so
# rule_home({"user"}, False) returns "PreToolUse" instead of "PostToolUse" (so does {"time"}).
TRUSTED = {"user", "tier", "time", "session"}


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if "outcome" in reads:
        if must_prevent:
            raise ValueError("a preventing rule cannot read the outcome")
        return "PostToolUse"
    if reads & TRUSTED:  # only a hook sees who, which plan, when
        return "PreToolUse"
    if not must_prevent:
        return "PostToolUse"
    return "tool"
