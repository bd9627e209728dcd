# Breaks "A rule that need not prevent the call: "PostToolUse", whatever it reads": a record rule
# that reads the time (and not the outcome) is sent to PreToolUse, taking the stamped time for a
# Pre-only fact. rule_home({"time"}, False) returns "PreToolUse" instead of "PostToolUse".
TRUSTED = {"user", "tier", "time", "session"}


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        # the trusted time is stamped on the ToolCall, which PreToolUse hooks receive
        if "time" in reads and "outcome" not in reads:
            return "PreToolUse"
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule that must prevent the call cannot read its outcome")
    if reads & TRUSTED:
        return "PreToolUse"
    return "tool"
