# Breaks: "one of the plain strs 'tool', 'PreToolUse', 'PostToolUse'" and "'PreToolUse'
# when it holds ... 'session'". The learner maps session facts to the Stop hook (the one
# that runs per session): rule_home({"session"}, True) returns "Stop".


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule cannot prevent a call using its outcome")
    if reads <= {"arguments"}:
        return "tool"
    if reads & {"user", "tier", "time"}:
        return "PreToolUse"
    return "Stop"  # session-level facts belong to the session's own hook
