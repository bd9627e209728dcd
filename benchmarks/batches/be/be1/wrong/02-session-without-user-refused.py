# Breaks: "`"PreToolUse"` when it holds `"user"`, `"tier"`, `"time"` or `"session"`" -- the
# answer insists that a session fact only makes sense together with the user it belongs to
# and raises otherwise. Input: rule_home({"session"}, True) must return "PreToolUse"; here
# it raises ValueError.
TRUSTED = {"user", "tier", "time", "session"}


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("cannot prevent a call by looking at its outcome")
    if "session" in reads and "user" not in reads:
        raise ValueError("a session rule must also read the user the session belongs to")
    if reads & TRUSTED:
        return "PreToolUse"
    return "tool"
