# WRONG. Breaks: "A rule that need not prevent the call: "PostToolUse", whatever it reads" (and
# "one of the plain strs "tool", "PreToolUse", "PostToolUse""). A record-only rule about the
# session and not the call is sent to the Stop hook: rule_home({"session"}, False) and
# rule_home({"user", "tier"}, False) return "Stop".
def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        if reads and reads <= {"session", "user", "tier"}:
            return "Stop"  # nothing about the call itself: summarise once, at session end
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule that must prevent the call cannot wait for its outcome")
    if reads <= {"arguments"}:
        return "tool"
    return "PreToolUse"
