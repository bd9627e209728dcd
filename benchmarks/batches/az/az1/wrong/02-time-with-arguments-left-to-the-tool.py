# Breaks: "'PreToolUse' when it holds 'user', 'tier', 'time' or 'session'". The learner
# reasons that an argument compared with the time (a deadline) can be checked by the tool
# with its own clock: rule_home({"arguments", "time"}, True) returns "tool" instead of
# "PreToolUse". Rule C alone ({"time"}) still goes to PreToolUse.

TRUSTED = {"user", "tier", "time", "session"}


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule cannot prevent a call using its outcome")
    if reads <= {"arguments"}:
        return "tool"
    # an argument checked against the clock is something the tool can do itself
    if "arguments" in reads and reads - {"arguments"} == {"time"}:
        return "tool"
    return "PreToolUse" if reads & TRUSTED else "tool"
