# Breaks: "`"PreToolUse"` when it holds `"user"`, `"tier"`, `"time"` or `"session"`" -- the
# answer reasons that a user id or a tier can travel in the tool's arguments, so a rule that
# reads the arguments *and* the user or tier is left to the tool. Input:
# rule_home({"arguments", "user"}, True) (or {"arguments", "tier"}) returns "tool", not
# "PreToolUse".
def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("cannot prevent a call with a rule that needs its outcome")
    if "arguments" in reads and not (reads & {"time", "session"}):
        # the tool is handed the arguments, and a user id / tier can be one of them
        return "tool"
    if reads & {"user", "tier", "time", "session"}:
        return "PreToolUse"
    return "tool"
