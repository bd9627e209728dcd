# Breaks: "A rule that need not prevent the call: `"PostToolUse"`, whatever it reads" -- a
# record rule that reads only the arguments is refused as "recording an intention, not what
# happened". Input: rule_home({"arguments"}, False) must return "PostToolUse"; it raises
# ValueError.
def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        if reads == {"arguments"}:
            raise ValueError("a record rule reading only the arguments records an intention")
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule that needs the outcome cannot prevent the call")
    if any(fact in reads for fact in ("user", "tier", "time", "session")):
        return "PreToolUse"
    return "tool"
